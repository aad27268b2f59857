package dev.tenace.core.card;

import io.vavr.control.Either;
import java.util.Objects;

/**
 * A playing card: one of the 52 standard cards or one of three jokers {@code X1 X2 X3}.
 *
 * <p>Cards are interned: there is exactly one instance per card, so {@code ==} and {@link #equals}
 * agree, and a card is identified by its {@link #index()} (0–54). Standard cards are laid out
 * suit-major in display order: {@code index = suit.ordinal() * 13 + rank.ordinal()}, so clubs are
 * 0–12 ({@code 2C}…{@code AC}), diamonds 13–25, spades 26–38, hearts 39–51; jokers are 52–54. The
 * index is also the card's bit in a {@link CardSet}.
 *
 * <p>Notation (rules README): rank then suit, {@code "QS"}, {@code "TD"}, {@code "2C"}; jokers
 * {@code "X1"}. A card knows nothing about trumps or strength: that is the job of a {@link
 * dev.tenace.core.trick.TrickOrder}.
 */
public final class Card implements Comparable<Card> {
  /** Number of distinct cards: 52 standard cards and 3 jokers. */
  public static final int COUNT = 55;

  /** Index of the first joker, {@code X1}. */
  public static final int FIRST_JOKER = 52;

  private static final Card[] ALL = new Card[COUNT];

  static {
    for (int i = 0; i < 52; i++) {
      ALL[i] = new Card(i, Suit.ofOrdinal(i / 13), Rank.ofOrdinal(i % 13));
    }
    for (int j = 0; j < 3; j++) {
      ALL[FIRST_JOKER + j] = new Card(FIRST_JOKER + j, null, null);
    }
  }

  private final int index;
  private final Suit suit;
  private final Rank rank;
  private final String text;

  private Card(int index, Suit suit, Rank rank) {
    this.index = index;
    this.suit = suit;
    this.rank = rank;
    this.text =
        suit == null
            ? "X" + (index - FIRST_JOKER + 1)
            : String.valueOf(rank.letter()) + suit.letter();
  }

  /** The standard card of the given rank and suit. */
  public static Card of(Rank rank, Suit suit) {
    Objects.requireNonNull(rank, "rank is null");
    Objects.requireNonNull(suit, "suit is null");
    return ALL[suit.ordinal() * 13 + rank.ordinal()];
  }

  /**
   * The joker {@code Xn}.
   *
   * @param number 1, 2 or 3
   */
  public static Card joker(int number) {
    if (number < 1 || number > 3) {
      throw new IllegalArgumentException("joker number must be 1, 2 or 3 but was " + number);
    }
    return ALL[FIRST_JOKER + number - 1];
  }

  /** The card with the given index (0–54). */
  public static Card ofIndex(int index) {
    if (index < 0 || index >= COUNT) {
      throw new IllegalArgumentException(
          "card index must be in 0.." + (COUNT - 1) + " but was " + index);
    }
    return ALL[index];
  }

  /**
   * Parses a card in the rules notation ({@code "QS"}, {@code "td"}, {@code "X2"}); surrounding
   * white space is ignored, letters are case-insensitive.
   *
   * @throws NotationException naming the input and position if it is not a card
   */
  public static Card parse(String text) {
    if (text == null) {
      throw new NotationException("null", 0, "card is null");
    }
    int start = 0;
    int end = text.length();
    while (start < end && Character.isWhitespace(text.charAt(start))) {
      start++;
    }
    while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    if (end - start != 2) {
      throw new NotationException(
          text,
          start,
          "a card is two characters, rank then suit (e.g. QS, TD, X1), but found \""
              + text.substring(start, end)
              + "\"");
    }
    char r = Character.toUpperCase(text.charAt(start));
    char s = Character.toUpperCase(text.charAt(start + 1));
    if (r == 'X') {
      if (s >= '1' && s <= '3') {
        return ALL[FIRST_JOKER + (s - '1')];
      }
      throw new NotationException(
          text,
          start + 1,
          "'" + text.charAt(start + 1) + "' is not a joker number (expected 1, 2 or 3)");
    }
    Rank rank;
    try {
      rank = Rank.ofLetter(r);
    } catch (NotationException e) {
      throw new NotationException(text, start, e.reason());
    }
    Suit suit;
    try {
      suit = Suit.ofLetter(s);
    } catch (NotationException e) {
      throw new NotationException(text, start + 1, e.reason());
    }
    return of(rank, suit);
  }

  /** Parses a card, returning the problem as a value instead of throwing. */
  public static Either<NotationException, Card> tryParse(String text) {
    try {
      return Either.right(parse(text));
    } catch (NotationException e) {
      return Either.left(e);
    }
  }

  /** The index 0–54, also the card's bit position in a {@link CardSet}. */
  public int index() {
    return index;
  }

  /** The single-bit mask of this card. */
  public long bit() {
    return 1L << index;
  }

  /** Whether this card is one of the jokers {@code X1 X2 X3}. */
  public boolean isJoker() {
    return suit == null;
  }

  /**
   * The printed suit.
   *
   * @throws IllegalStateException for a joker, which has no suit
   */
  public Suit suit() {
    if (suit == null) {
      throw new IllegalStateException(text + " is a joker and has no suit");
    }
    return suit;
  }

  /**
   * The printed rank.
   *
   * @throws IllegalStateException for a joker, which has no rank
   */
  public Rank rank() {
    if (rank == null) {
      throw new IllegalStateException(text + " is a joker and has no rank");
    }
    return rank;
  }

  /** The card with Unicode suit symbol, e.g. {@code Q♠}; jokers as in {@link #toString()}. */
  public String toSymbolString() {
    return suit == null ? text : String.valueOf(rank.letter()) + suit.symbol();
  }

  /**
   * Orders cards by index: display order (clubs, diamonds, spades, hearts, each 2→A; jokers last).
   */
  @Override
  public int compareTo(Card o) {
    return Integer.compare(index, o.index);
  }

  /** The rules notation, e.g. {@code "QS"}. */
  @Override
  public String toString() {
    return text;
  }
}
