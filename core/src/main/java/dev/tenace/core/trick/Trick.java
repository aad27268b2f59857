package dev.tenace.core.trick;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One trick, complete or in progress: who led, and the cards in play order.
 *
 * <p>Up to 8 cards are packed 8 bits each into one {@code long} ({@link #packed()}), the led card
 * in the low byte, so a trick is a small value that costs one allocation to extend. The seat that
 * played card {@code i} is {@code (leader + i) mod players}. A completed trick knows its {@link
 * #winner()}; the winner of any trick under a given order is {@link #winner(TrickOrder)}.
 *
 * <p>Notation (rules README): leader first, {@code seat:card} pairs, e.g. {@code "1:KH 2:AH 3:2S
 * 0:QH"}.
 *
 * <p><b>Cards played face down.</b> A game may let a card be played face down: it takes no trick,
 * and when it leads it declares the led suit ({@link FaceDownOrder} gives a trick-play phase those
 * rules). A view of a seat that does not know such a card yet holds the trick {@linkplain
 * #conceal(int, TrickOrder) concealed}: the position is {@linkplain #isConcealed(int) concealed},
 * its byte in {@link #packed()} is {@link #CONCEALED}, it is in no {@link #cardSet()} or {@link
 * #cards()}, {@link #card(int)} refuses it, the text shows {@code ??} ({@code "0:TC 1:9C 2:??"}),
 * and the winner is judged on the cards shown, a concealed lead counting as a lead of its {@link
 * #ledSuit declared suit}. Two tricks are equal only if they conceal the same positions.
 */
public final class Trick {
  private final int players;
  private final int leader;
  private final int size;
  private final long packed;
  private final int winner;

  /** The byte of a concealed card in {@link #packed()}: no card has this index. */
  public static final int CONCEALED = 0xFF;

  /** Bit {@code i} set when the card at position {@code i} is concealed. */
  private final int concealed;

  /** The effective suit a concealed lead declares, or -1 when the lead is not concealed. */
  private final int declared;

  Trick(int players, int leader, int size, long packed, int winner) {
    this(players, leader, size, packed, winner, 0, -1);
  }

  private Trick(
      int players, int leader, int size, long packed, int winner, int concealed, int declared) {
    this.players = players;
    this.leader = leader;
    this.size = size;
    this.packed = packed;
    this.winner = winner;
    this.concealed = concealed;
    this.declared = declared;
  }

  /** An empty trick about to be led by {@code leader} at a table of {@code players}. */
  public static Trick lead(int players, int leader) {
    if (players < 2 || players > 8) {
      throw new IllegalArgumentException("a trick needs 2 to 8 players but had " + players);
    }
    if (leader < 0 || leader >= players) {
      throw new IllegalArgumentException(
          "leader must be a seat 0.." + (players - 1) + " but was " + leader);
    }
    return new Trick(players, leader, 0, 0L, -1);
  }

  /**
   * Parses a trick in the rules notation, {@code "1:KH 2:AH 3:2S 0:QH"}: seats must run clockwise
   * from the first.
   *
   * @throws NotationException naming the position of the problem
   */
  public static Trick parse(String text, int players) {
    Objects.requireNonNull(text, "trick text is null");
    String[] parts = text.trim().split("\\s+", -1);
    if (parts.length == 0 || parts[0].isEmpty()) {
      throw new NotationException(text, 0, "a trick needs at least one seat:card pair");
    }
    Trick t = null;
    int pos = 0;
    for (String part : parts) {
      int at = text.indexOf(part, pos);
      pos = at + part.length();
      int colon = part.indexOf(':');
      if (colon <= 0) {
        throw new NotationException(text, at, "expected seat:card but found \"" + part + "\"");
      }
      int seat;
      try {
        seat = Integer.parseInt(part.substring(0, colon));
      } catch (NumberFormatException e) {
        throw new NotationException(
            text, at, "\"" + part.substring(0, colon) + "\" is not a seat number");
      }
      if (seat < 0 || seat >= players) {
        throw new NotationException(
            text, at, "seat " + seat + " is not a seat of a " + players + "-player table");
      }
      Card c;
      try {
        c = Card.parse(part.substring(colon + 1));
      } catch (NotationException e) {
        throw e.within(text, at + colon + 1);
      }
      if (t == null) {
        t = lead(players, seat);
      } else if (seat != t.nextSeat()) {
        throw new NotationException(
            text, at, "seat " + seat + " plays out of turn; seat " + t.nextSeat() + " is next");
      } else if (t.isComplete()) {
        throw new NotationException(text, at, "the trick already has " + players + " cards");
      }
      if (t.cardSet().contains(c)) {
        throw new NotationException(text, at, "card " + c + " is played twice");
      }
      t = t.with(c);
    }
    return t;
  }

  /**
   * This trick with one more card, played by {@link #nextSeat()}.
   *
   * @throws IllegalStateException if the trick is complete
   */
  public Trick with(Card card) {
    if (size == players) {
      throw new IllegalStateException("trick " + this + " is complete");
    }
    return new Trick(
        players,
        leader,
        size + 1,
        packed | ((long) card.index() << (8 * size)),
        -1,
        concealed,
        declared);
  }

  /**
   * This trick as a seat that does not know the card at {@code position} sees it: that card
   * concealed (a card played face down, see the class comment), the rest unchanged, the recorded
   * winner kept. When the position is the lead, the trick keeps the effective suit the card has
   * under {@code order} as its {@linkplain #ledSuit led suit}: under a {@link FaceDownOrder} the
   * suit the face-down card declares, which says nothing about the card.
   *
   * <pre>{@code
   * FaceDownOrder o = FaceDownOrder.of(base, Card.parse("AD").index(), Suit.CLUBS.ordinal());
   * Trick.parse("0:TC 1:9C 2:AD", 5).conceal(2, o);   // 0:TC 1:9C 2:??
   * }</pre>
   *
   * @throws IndexOutOfBoundsException if no card is at {@code position}
   * @throws IllegalStateException if that card is concealed already
   */
  public Trick conceal(int position, TrickOrder order) {
    Objects.checkIndex(position, size);
    Objects.requireNonNull(order, "order is null");
    int index = index(position);
    if (isConcealed(position)) {
      throw new IllegalStateException("card " + position + " of trick " + this + " is concealed");
    }
    long cleared = packed & ~(0xFFL << (8 * position));
    return new Trick(
        players,
        leader,
        size,
        cleared | ((long) CONCEALED << (8 * position)),
        winner,
        concealed | (1 << position),
        position == 0 ? order.effectiveSuit(index) : declared);
  }

  /** Whether the card at {@code position} is concealed in this trick (see the class comment). */
  public boolean isConcealed(int position) {
    Objects.checkIndex(position, size);
    return (concealed & (1 << position)) != 0;
  }

  /** Whether any card of this trick is concealed. */
  public boolean hasConcealed() {
    return concealed != 0;
  }

  /**
   * The effective suit of the lead under {@code order}: the led card's, or the suit a concealed
   * lead declared.
   *
   * @throws IllegalStateException if the trick is empty
   */
  public int ledSuit(TrickOrder order) {
    if (size == 0) {
      throw new IllegalStateException("no card has been led yet");
    }
    return isConcealed(0) ? declared : order.effectiveSuit(index(0));
  }

  private int index(int position) {
    return (int) ((packed >>> (8 * position)) & 0xFF);
  }

  /**
   * A trick from its packed form ({@link #packed()}), as a trick-play phase stores it: {@code size}
   * card indexes 8 bits each in play order, the led card in the low byte, and the winner the phase
   * recorded ({@code -1} for none, e.g. a trick in progress).
   *
   * @throws IllegalArgumentException naming the part that is not a trick: a table size outside
   *     2..8, a leader or winner that is not a seat, a size above the table, a byte that is not a
   *     card, a card played twice, or bits beyond the size
   */
  public static Trick ofPacked(int players, int leader, int size, long packed, int winner) {
    Trick empty = lead(players, leader);
    if (size < 0 || size > players) {
      throw new IllegalArgumentException(
          "a trick of " + players + " players holds 0.." + players + " cards, not " + size);
    }
    if (winner < -1 || winner >= players) {
      throw new IllegalArgumentException("winner " + winner + " is not a seat (or -1)");
    }
    if (size < 8 && packed >>> (8 * size) != 0) {
      throw new IllegalArgumentException("packed trick has bits beyond its " + size + " cards");
    }
    long seen = 0;
    for (int i = 0; i < size; i++) {
      int index = (int) ((packed >>> (8 * i)) & 0xFF);
      long bit = 1L << index;
      if (index >= 64 || (seen & bit) != 0) {
        throw new IllegalArgumentException(
            "byte " + i + " of a packed trick (" + index + ") is not a new card");
      }
      Objects.requireNonNull(Card.ofIndex(index));
      seen |= bit;
    }
    return size == 0 && winner == -1 ? empty : new Trick(players, leader, size, packed, winner);
  }

  /** This complete trick with its winner fixed under the given order. */
  Trick completed(TrickOrder order) {
    return new Trick(
        players, leader, size, packed, (leader + order.winningPosition(packed, size)) % players);
  }

  /** Number of seats at the table. */
  public int players() {
    return players;
  }

  /** The seat that led (or is to lead) this trick. */
  public int leader() {
    return leader;
  }

  /** Number of cards played so far. */
  public int size() {
    return size;
  }

  /** Whether every seat has played. */
  public boolean isComplete() {
    return size == players;
  }

  /** Whether no card has been played yet. */
  public boolean isEmpty() {
    return size == 0;
  }

  /** The seat to play next (the leader when empty; meaningless when complete). */
  public int nextSeat() {
    return (leader + size) % players;
  }

  /**
   * The cards packed 8 bits each in play order, the led card in the low byte; a concealed card's
   * byte is {@link #CONCEALED}.
   */
  public long packed() {
    return packed;
  }

  /**
   * The {@code i}-th card in play order (0 = led card).
   *
   * @throws IllegalStateException if that card is {@linkplain #isConcealed concealed}
   */
  public Card card(int i) {
    if (isConcealed(i)) {
      throw new IllegalStateException(
          "card " + i + " of trick " + this + " was played face down and is concealed");
    }
    return Card.ofIndex(index(i));
  }

  /** The seat that played the {@code i}-th card. */
  public int seat(int i) {
    Objects.checkIndex(i, size);
    return (leader + i) % players;
  }

  /**
   * The card the given seat played to this trick, or {@code null} if it has not played.
   *
   * @throws IllegalStateException if that card is {@linkplain #isConcealed concealed}
   */
  public Card cardOf(int seat) {
    int i = Math.floorMod(seat - leader, players);
    return i < size ? card(i) : null;
  }

  /**
   * The led card.
   *
   * @throws IllegalStateException if the trick is empty or its lead is concealed
   */
  public Card ledCard() {
    if (size == 0) {
      throw new IllegalStateException("no card has been led yet");
    }
    return card(0);
  }

  /** The cards in play order; a concealed card is left out (check {@link #hasConcealed()}). */
  public List<Card> cards() {
    List<Card> out = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      if (!isConcealed(i)) {
        out.add(card(i));
      }
    }
    return List.copyOf(out);
  }

  /** The cards as a set, without a concealed card. */
  public CardSet cardSet() {
    long b = 0;
    for (int i = 0; i < size; i++) {
      b |= (concealed & (1 << i)) != 0 ? 0L : 1L << index(i);
    }
    return CardSet.ofBits(b);
  }

  /**
   * The seat whose card is currently winning (or won) under the given order.
   *
   * @throws IllegalStateException if the trick is empty
   */
  public int winner(TrickOrder order) {
    if (size == 0) {
      throw new IllegalStateException("an empty trick has no winner");
    }
    int position = concealed == 0 ? order.winningPosition(packed, size) : winningShown(order);
    return (leader + position) % players;
  }

  /**
   * The winning position judged on the cards shown: a concealed card takes no trick, and a
   * concealed lead is a lead of its declared suit that wins only until a card of that suit or a
   * trump is played (as the weakest card of the suit would, under a {@link FaceDownOrder}).
   */
  private int winningShown(TrickOrder order) {
    int best = -1;
    long beat = 0;
    if (isConcealed(0)) {
      best = 0;
      int trump = order.trumpSuit();
      long wild = order.wildCards();
      beat = order.suitMask(declared) & ~wild;
      beat |= trump == -1 || trump == declared ? 0L : order.suitMask(trump) & ~wild;
    }
    for (int i = 0; i < size; i++) {
      if (isConcealed(i)) {
        continue;
      }
      int card = index(i);
      if (best < 0 || ((beat >>> card) & 1) != 0) {
        best = i;
        beat = order.beaters(card);
      }
    }
    return Math.max(best, 0);
  }

  /**
   * The winner recorded when the trick was completed in a trick-play phase.
   *
   * @throws IllegalStateException if this trick was not completed by a trick-play phase
   */
  public int winner() {
    if (winner < 0) {
      throw new IllegalStateException("trick " + this + " has no recorded winner");
    }
    return winner;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Trick t
        && t.players == players
        && t.leader == leader
        && t.size == size
        && t.packed == packed
        && t.winner == winner
        && t.concealed == concealed
        && t.declared == declared;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(packed) * 31 + leader * 7 + size + 101 * winner + 1009 * concealed;
  }

  /** The rules notation, e.g. {@code "1:KH 2:AH 3:2S 0:QH"}; an empty trick is {@code ""}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < size; i++) {
      if (i > 0) {
        sb.append(' ');
      }
      sb.append(seat(i)).append(':').append(isConcealed(i) ? "??" : card(i));
    }
    return sb.toString();
  }
}
