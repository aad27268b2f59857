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
 */
public final class Trick {
  private final int players;
  private final int leader;
  private final int size;
  private final long packed;
  private final int winner;

  Trick(int players, int leader, int size, long packed, int winner) {
    this.players = players;
    this.leader = leader;
    this.size = size;
    this.packed = packed;
    this.winner = winner;
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
    return new Trick(players, leader, size + 1, packed | ((long) card.index() << (8 * size)), -1);
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

  /** The cards packed 8 bits each in play order, the led card in the low byte. */
  public long packed() {
    return packed;
  }

  /** The {@code i}-th card in play order (0 = led card). */
  public Card card(int i) {
    Objects.checkIndex(i, size);
    return Card.ofIndex((int) ((packed >>> (8 * i)) & 0xFF));
  }

  /** The seat that played the {@code i}-th card. */
  public int seat(int i) {
    Objects.checkIndex(i, size);
    return (leader + i) % players;
  }

  /** The card the given seat played to this trick, or {@code null} if it has not played. */
  public Card cardOf(int seat) {
    int i = Math.floorMod(seat - leader, players);
    return i < size ? card(i) : null;
  }

  /**
   * The led card.
   *
   * @throws IllegalStateException if the trick is empty
   */
  public Card ledCard() {
    if (size == 0) {
      throw new IllegalStateException("no card has been led yet");
    }
    return card(0);
  }

  /** The cards in play order. */
  public List<Card> cards() {
    List<Card> out = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      out.add(card(i));
    }
    return List.copyOf(out);
  }

  /** The cards as a set. */
  public CardSet cardSet() {
    long b = 0;
    for (int i = 0; i < size; i++) {
      b |= 1L << ((packed >>> (8 * i)) & 0xFF);
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
    return (leader + order.winningPosition(packed, size)) % players;
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
        && t.winner == winner;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(packed) * 31 + leader * 7 + size + 101 * winner;
  }

  /** The rules notation, e.g. {@code "1:KH 2:AH 3:2S 0:QH"}; an empty trick is {@code ""}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < size; i++) {
      if (i > 0) {
        sb.append(' ');
      }
      sb.append(seat(i)).append(':').append(card(i));
    }
    return sb.toString();
  }
}
