package dev.tenace.core.trick;

import dev.tenace.core.access.TrickAccess;
import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The completed tricks of a trick-play phase, oldest first, as a persistent list: a trick more is a
 * new list that shares every trick before it ({@link #then}), so each position of a phase holds its
 * tricks in one small node and a view or a {@link TrickTable} takes them without copying. It holds
 * public facts only: the cards of each trick in play order, its leader and its winner.
 *
 * <pre>{@code
 * TrickHistory h = TrickHistory.first(4, 0, packed1, 2);   // trick 1, led by seat 0, won by 2
 * h = h.then(2, packed2, 2);                               // trick 2, led by its winner
 * h.size();                                                // 2
 * h.get(0);                                                // trick 1, as a Trick
 * h.tricksWon(2);                                          // 2
 * }</pre>
 *
 * <p>It is an unmodifiable {@link List} equal to any list of the same tricks. Search code reads the
 * newest trick without building a {@link Trick} ({@link #lastPacked}, {@link #lastLeader}, {@link
 * #lastWinner}, {@link #lastCardBits}) and walks back with {@link #before}.
 */
public final class TrickHistory extends AbstractList<Trick> implements RandomAccess {
  private final TrickHistory before;
  private final long cards;
  private final long wins;
  private final long packed;
  private final byte players;
  private final byte leader;
  private final byte winner;
  private final byte size;

  /**
   * The tricks as {@link Trick}s, built on the first read. Safely published through the final field
   * of the unmodifiable list, so a race builds it twice at worst and never shows it half.
   */
  private List<Trick> tricks;

  /**
   * The voids these tricks reveal under the last trick order asked ({@link #voids}), worked out
   * from the node before: each node of a play-out is worked out once, however many views read it. A
   * record of final fields, so a racing reader sees it whole or not at all. It keeps the order it
   * was asked under, which for a card played face down names that card ({@link FaceDownOrder}): a
   * table shown to a seat that does not know the card copies its tricks ({@link
   * TrickTable#conceal}), so no view of that seat reaches this history.
   */
  private VoidsMemo voids;

  private record VoidsMemo(TrickOrder order, long voids) {}

  static {
    TrickAccess.set(
        new TrickAccess.Histories() {
          @Override
          public TrickHistory first(int players, int leader, long packed, long cards, int winner) {
            return new TrickHistory(players, cards, packed, leader, winner);
          }

          @Override
          public TrickHistory then(
              TrickHistory before, int leader, long packed, long cards, int winner) {
            return before.with(leader, packed, cards, winner);
          }

          @Override
          public Trick inProgress(int players, int leader, int size, long packed) {
            return new Trick(players, leader, size, packed, -1);
          }
        });
  }

  private TrickHistory(
      TrickHistory before, long cards, long wins, long packed, int leader, int winner, int size) {
    this.before = before;
    this.cards = cards;
    this.wins = wins;
    this.packed = packed;
    this.players = before.players;
    this.leader = (byte) leader;
    this.winner = (byte) winner;
    this.size = (byte) size;
  }

  private TrickHistory(int players, long cards, long packed, int leader, int winner) {
    this.before = null;
    this.cards = cards;
    this.wins = 1L << (8 * winner);
    this.packed = packed;
    this.players = (byte) players;
    this.leader = (byte) leader;
    this.winner = (byte) winner;
    this.size = 1;
  }

  /**
   * The history of one trick: {@code players} cards packed as {@link Trick#packed()} does, the led
   * card in the low byte.
   *
   * @throws IllegalArgumentException naming the part that is not a complete trick: a table size
   *     outside 2..8, a leader or winner that is not a seat, a byte that is not a new card
   */
  public static TrickHistory first(int players, int leader, long packed, int winner) {
    if (players < 2 || players > 8) {
      throw new IllegalArgumentException("a trick has 2 to 8 players, not " + players);
    }
    return new TrickHistory(
        players, cardsOf(packed, players, leader, winner, 0L), packed, leader, winner);
  }

  /**
   * This history with one more complete trick.
   *
   * @throws IllegalArgumentException naming the part that is not a new complete trick: a leader or
   *     winner that is not a seat, a byte that is not a card, or a card already played
   * @throws IllegalStateException past 127 tricks
   */
  public TrickHistory then(int leader, long packed, int winner) {
    if (size == Byte.MAX_VALUE) {
      throw new IllegalStateException("a history holds at most 127 tricks");
    }
    return with(leader, packed, cardsOf(packed, players, leader, winner, cards), winner);
  }

  /** This history with one more trick whose cards are {@code trick}, as checked by the caller. */
  private TrickHistory with(int leader, long packed, long trick, int winner) {
    return new TrickHistory(
        this, cards | trick, wins + (1L << (8 * winner)), packed, leader, winner, size + 1);
  }

  /**
   * The cards of a packed trick as a mask, checked: seats in range, every byte a card (below 64),
   * all distinct and none in {@code played}, no bits beyond the trick. The common case costs one
   * pass of shifts and a few comparisons; a failure is named by {@link #refusal}.
   */
  private static long cardsOf(long packed, int players, int leader, int winner, long played) {
    long trick = 0;
    for (int i = 0; i < players; i++) {
      trick |= 1L << (packed >>> (8 * i)); // the shift reads the low 6 bits: checked below
    }
    long used = players == 8 ? -1L : (1L << (8 * players)) - 1;
    boolean ok =
        leader >= 0
            && leader < players
            && winner >= 0
            && winner < players
            && (packed & ~used) == 0
            && (packed & 0xC0C0C0C0C0C0C0C0L) == 0
            && Long.bitCount(trick) == players
            && (trick & played) == 0;
    if (!ok) {
      throw refusal(packed, players, leader, winner, played);
    }
    return trick;
  }

  /** What is wrong with a packed trick {@link #cardsOf} refused, named. */
  private static IllegalArgumentException refusal(
      long packed, int players, int leader, int winner, long played) {
    if (leader < 0 || leader >= players || winner < 0 || winner >= players) {
      return new IllegalArgumentException(
          "leader " + leader + " and winner " + winner + " must be seats of " + players);
    }
    long trick = 0;
    for (int i = 0; i < players; i++) {
      int index = (int) ((packed >>> (8 * i)) & 0xFF);
      long bit = 1L << index;
      if (index >= 64 || ((trick | played) & bit) != 0) {
        return new IllegalArgumentException(
            "byte " + i + " of a packed trick (" + index + ") is not a card not played yet");
      }
      trick |= bit;
    }
    return new IllegalArgumentException("packed trick has bits beyond its " + players + " cards");
  }

  /** Number of completed tricks. */
  @Override
  public int size() {
    return size;
  }

  /** The trick at {@code index}, oldest first, with its winner. */
  @Override
  public Trick get(int index) {
    Objects.checkIndex(index, size);
    List<Trick> t = tricks;
    if (t == null) {
      Trick[] a = new Trick[size];
      for (TrickHistory h = this; h != null; h = h.before) {
        a[h.size - 1] = h.last();
      }
      t = List.of(a);
      tricks = t;
    }
    return t.get(index);
  }

  /** Number of seats at the table. */
  public int players() {
    return players;
  }

  /** The newest trick. */
  public Trick last() {
    return new Trick(players, leader, players, packed, winner);
  }

  /** This history without its newest trick, or {@code null} when it holds one trick. */
  public TrickHistory before() {
    return before;
  }

  /** Every card of these tricks, as a raw mask. */
  public long cardBits() {
    return cards;
  }

  /** The cards of the newest trick, as a raw mask. */
  public long lastCardBits() {
    return before == null ? cards : cards & ~before.cards;
  }

  /** The newest trick's cards packed in play order ({@link Trick#packed()}). */
  public long lastPacked() {
    return packed;
  }

  /** The seat that led the newest trick. */
  public int lastLeader() {
    return leader;
  }

  /** The seat that won the newest trick (who leads next). */
  public int lastWinner() {
    return winner;
  }

  /**
   * Per seat, the effective suits these tricks showed it void in under {@code order}, 8 bits a seat
   * as {@link TrickOrder#voidsShown} gives them for one trick. Worked out once per trick and order
   * and kept: the history is shared by every later position, so a view of each position of a deal
   * pays for one trick, not for all of them.
   */
  public long voids(TrickOrder order) {
    VoidsMemo m = voids;
    if (m != null && m.order() == order) {
      return m.voids();
    }
    long v =
        (before == null ? 0L : before.voids(order))
            | order.voidsShown(players, leader, packed, players);
    voids = new VoidsMemo(order, v);
    return v;
  }

  /** The tricks won per seat, 8 bits a seat. */
  long winsBySeat() {
    return wins;
  }

  /** Number of these tricks the seat won. */
  public int tricksWon(int seat) {
    return (int) ((wins >>> (8 * seat)) & 0xFF);
  }
}
