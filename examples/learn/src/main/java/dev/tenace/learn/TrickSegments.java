package dev.tenace.learn;

import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.util.List;

/**
 * Writes the trick table's segments of an observation ({@code played}, {@code trick_leader}, {@code
 * trick}, {@code trick_winning}, {@code tricks_won}, {@code voids}), common to every encoder.
 * Branch-light on purpose: the positions an agent sees come in no order, so every data-dependent
 * branch is a likely misprediction; row offsets come from a table instead of a wrap test, voids are
 * stored as bits.
 */
final class TrickSegments {
  private final int players;
  private final int cards;
  private final int leader;
  private final int trick;
  private final int winning;
  private final int tricksWon;
  private final int voids;

  /**
   * {@code rowAt[r]}: the offset of relative seat {@code r mod players} in the played segment, for
   * {@code r < 2 * players}, so a trick's positions map to rows without a wrap test.
   */
  private final int[] rowAt;

  TrickSegments(Layout observation, int players, int cards) {
    this.players = players;
    this.cards = cards;
    int played = observation.segment("played").offset();
    this.leader = observation.segment("trick_leader").offset();
    this.trick = observation.segment("trick").offset();
    this.winning = observation.segment("trick_winning").offset();
    this.tricksWon = observation.segment("tricks_won").offset();
    this.voids = observation.segment("voids").offset();
    this.rowAt = new int[2 * players];
    for (int r = 0; r < 2 * players; r++) {
      rowAt[r] = played + (r % players) * cards;
    }
  }

  /** Writes the segments of {@code table} as seat {@code me} sees it (the entries are zero). */
  void write(float[] out, TrickTable table, int me) {
    int n = players;
    List<Trick> done = table.completed();
    for (int k = 0, size = done.size(); k < size; k++) {
      Trick t = done.get(k);
      playedCards(out, t.packed(), t.size(), rel(t.leader(), me));
      // the tricks won, from the tricks at hand rather than one more list
      out[tricksWon + rel(t.winner(), me)] += 1f;
    }
    Trick cur = table.current();
    int lead = rel(cur.leader(), me);
    long packed = cur.packed();
    int size = cur.size();
    playedCards(out, packed, size, lead);
    out[leader + lead] = 1f;
    for (int i = 0; i < size; i++) {
      int card = (int) ((packed >>> (8 * i)) & 0xFF);
      if (card != Trick.CONCEALED) { // a card played face down that this seat does not know
        out[trick + i * cards + card] = 1f;
      }
    }
    if (size > 0) {
      out[winning + rel(table.currentWinner(), me)] = 1f;
    }
    List<Integer> vs = table.voids();
    for (int s = 0; s < n; s++) {
      int r = rel(s, me);
      int v = vs.get(s);
      int at = voids + r * Encoder.VOID_SUITS;
      for (int e = 0; e < Encoder.VOID_SUITS; e++) {
        out[at + e] = (v >>> e) & 1;
      }
    }
  }

  /** Marks the {@code size} cards of a packed trick led by relative seat {@code lead}. */
  private void playedCards(float[] out, long packed, int size, int lead) {
    int[] rows = rowAt;
    for (int i = 0; i < size; i++) {
      int card = (int) ((packed >>> (8 * i)) & 0xFF);
      if (card != Trick.CONCEALED) {
        out[rows[lead + i] + card] = 1f;
      }
    }
  }

  private int rel(int seat, int me) {
    int r = seat - me;
    return r < 0 ? r + players : r;
  }
}
