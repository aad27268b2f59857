package dev.tenace.core.spi;

import dev.tenace.core.card.Card;
import java.util.Arrays;

/**
 * A mutable trick-play position for search loops: it plays and undoes cards in place and allocates
 * nothing per card. It is made from an immutable {@link TrickPlay} ({@link TrickPlay#cursor()}),
 * shares that phase's trick order, dealt hands and {@link PlayRule}s, and computes the legal cards
 * with the same cascade (so it is not a second implementation of the rules), and it turns back into
 * a {@link TrickPlay} on request ({@link #toTrickPlay()}).
 *
 * <p>Not thread-safe: one cursor per thread. Each card costs a few mask updates, the follow rule
 * and the play rules that apply; a trick's last card also finds the winner.
 *
 * <pre>{@code
 * TrickCursor c = trickPlay.cursor();
 * while (!c.isOver()) {
 *   long legal = c.legalBits();
 *   c.play(Long.numberOfTrailingZeros(legal)); // any legal card index
 * }
 * c.tricksWon(0);
 * c.undoAll();                                 // back where it started
 * }</pre>
 */
public final class TrickCursor implements TrickPosition {
  private final TrickPlay origin;
  private final TrickPlay.Table table;
  private final int players;

  private long played;
  private long done; // the cards of the completed tricks
  private long leads; // the cards that led them
  private int leader;
  private int count;
  private int completed;
  private long legal;
  private final long[] won;
  private final int[] tricks;

  // One entry per card played since the origin: what an undo restores.
  private final byte[] cards;
  private final long[] legalBefore;
  private final long[] doneBefore;
  private final byte[] leaderBefore;
  private int ply;

  TrickCursor(TrickPlay origin) {
    this.origin = origin;
    this.table = origin.tableOf();
    this.players = table.players;
    this.played = origin.playedBits();
    this.done = played & ~origin.currentTrickBits();
    this.leads = origin.completedLeadBits();
    this.leader = origin.trickLeader();
    this.count = Long.bitCount(origin.currentTrickBits());
    this.completed = origin.tricksPlayed();
    this.legal = origin.legalBits();
    this.won = origin.cardsWonBitsBySeat();
    this.tricks = new int[players];
    for (int s = 0; s < players; s++) {
      tricks[s] = origin.tricksWon(s);
    }
    int left = table.totalTricks * players - Long.bitCount(played);
    this.cards = new byte[left];
    this.legalBefore = new long[left];
    this.doneBefore = new long[left];
    this.leaderBefore = new byte[left];
  }

  /** The position this cursor was made from. */
  public TrickPlay origin() {
    return origin;
  }

  /**
   * Plays a card of the seat to play.
   *
   * @param card the card's index ({@link Card#index()})
   * @throws IllegalArgumentException if the card is not a legal play now (the position is
   *     unchanged)
   */
  public void play(int card) {
    long bit = 1L << card;
    if ((legal & bit) == 0 || card < 0 || card >= Card.COUNT) {
      throw new IllegalArgumentException(
          (card >= 0 && card < Card.COUNT ? Card.ofIndex(card).toString() : "card index " + card)
              + " is not a legal play now; legal: "
              + dev.tenace.core.card.CardSet.ofBits(legal));
    }
    cards[ply] = (byte) card;
    legalBefore[ply] = legal;
    doneBefore[ply] = done;
    leaderBefore[ply] = (byte) leader;
    ply++;
    played |= bit;
    if (++count == players) {
      long trick = played & ~done;
      int winner =
          seatAt(leader + table.order.winningPosition(table.pack(trick, leader, count), count));
      won[winner] |= trick;
      tricks[winner]++;
      leads |= trick & table.dealt[leader];
      done = played;
      completed++;
      leader = winner;
      count = 0;
    }
    legal = computeLegal();
  }

  /**
   * Takes back the last card played on this cursor.
   *
   * @throws IllegalStateException if no card was played since the cursor was made
   */
  public void undo() {
    if (ply == 0) {
      throw new IllegalStateException("nothing to undo: the cursor is at its origin");
    }
    ply--;
    long bit = 1L << cards[ply];
    if (count == 0) { // this card completed a trick, which its winner now leads
      long trick = done & ~doneBefore[ply];
      int before = leaderBefore[ply];
      won[leader] &= ~trick;
      tricks[leader]--;
      leads &= ~(trick & table.dealt[before]);
      done = doneBefore[ply];
      completed--;
      count = players;
    }
    leader = leaderBefore[ply];
    count--;
    played &= ~bit;
    legal = legalBefore[ply];
  }

  /** Takes back every card played since the cursor was made. */
  public void undoAll() {
    while (ply > 0) {
      undo();
    }
  }

  /** The cards played on this cursor since it was made. */
  public int depth() {
    return ply;
  }

  /** The card index played at depth {@code i} (0 the first card played on this cursor). */
  public int cardAt(int i) {
    if (i < 0 || i >= ply) {
      throw new IndexOutOfBoundsException("depth " + i + " of " + ply);
    }
    return cards[i];
  }

  /** The same phase as an immutable position, made by playing this cursor's cards on its origin. */
  public TrickPlay toTrickPlay() {
    TrickPlay p = origin;
    for (int i = 0; i < ply; i++) {
      p = p.playVerified(Card.ofIndex(cards[i]));
    }
    return p;
  }

  private long computeLegal() {
    if (completed == table.totalTricks) {
      return 0L;
    }
    int seat = seatAt(leader + count);
    return table.legal(this, seat, table.dealt[seat] & ~played, count, completed, ledCardIndex());
  }

  private int seatAt(int seat) {
    return seat >= players ? seat - players : seat;
  }

  /** Whether every trick has been played. */
  public boolean isOver() {
    return completed == table.totalTricks;
  }

  @Override
  public int players() {
    return players;
  }

  @Override
  public int totalTricks() {
    return table.totalTricks;
  }

  @Override
  public int tricksPlayed() {
    return completed;
  }

  @Override
  public boolean isLeading() {
    return count == 0;
  }

  @Override
  public int toPlay() {
    return completed == table.totalTricks ? -1 : seatAt(leader + count);
  }

  @Override
  public long playedBits() {
    return played;
  }

  @Override
  public long handBits(int seat) {
    return table.dealt[seat] & ~played;
  }

  @Override
  public int ledCardIndex() {
    return count == 0 ? -1 : Long.numberOfTrailingZeros(table.dealt[leader] & played & ~done);
  }

  @Override
  public long completedLeadBits() {
    return leads;
  }

  @Override
  public long legalBits() {
    return legal;
  }

  /** The leader of the trick in progress (of the next trick between tricks). */
  public int trickLeader() {
    return leader;
  }

  /** The cards of the trick in progress. */
  public long currentTrickBits() {
    return played & ~done;
  }

  /** The seat winning the trick in progress so far, or {@code -1} when no card of it is played. */
  public int currentWinner() {
    return count == 0
        ? -1
        : seatAt(
            leader + table.order.winningPosition(table.pack(played & ~done, leader, count), count));
  }

  /** The tricks the seat has won. */
  public int tricksWon(int seat) {
    return tricks[seat];
  }

  /** The cards of the tricks the seat has won. */
  public long cardsWonBits(int seat) {
    return won[seat];
  }

  /** The winner of the last completed trick, or {@code -1} before the first is complete. */
  public int lastWinner() {
    return completed == 0 ? -1 : leader;
  }

  @Override
  public String toString() {
    return "TrickCursor(trick "
        + (completed + 1)
        + "/"
        + table.totalTricks
        + ", depth "
        + ply
        + ", to play "
        + toPlay()
        + ", won "
        + Arrays.toString(tricks)
        + ")";
  }
}
