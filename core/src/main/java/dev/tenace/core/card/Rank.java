package dev.tenace.core.card;

/**
 * The thirteen ranks from two to ace, in natural ascending order.
 *
 * <p>The rules notation writes a rank with one character: {@code A K Q J T 9 8 7 6 5 4 3 2} ({@code
 * T} is the ten). How ranks compare inside a trick is not decided here but by a {@link
 * dev.tenace.core.trick.TrickOrder}: Sheepshead puts the ten above the king, Suitability reverses
 * one suit.
 */
public enum Rank {
  TWO('2'),
  THREE('3'),
  FOUR('4'),
  FIVE('5'),
  SIX('6'),
  SEVEN('7'),
  EIGHT('8'),
  NINE('9'),
  TEN('T'),
  JACK('J'),
  QUEEN('Q'),
  KING('K'),
  ACE('A');

  private static final Rank[] VALUES = values();

  private final char letter;

  Rank(char letter) {
    this.letter = letter;
  }

  /** The character of the rules notation ({@code T} for ten). */
  public char letter() {
    return letter;
  }

  /** The rank with the given ordinal (0 = two … 12 = ace). */
  public static Rank ofOrdinal(int ordinal) {
    return VALUES[ordinal];
  }

  /**
   * The rank written with the given character, case-insensitive; {@code 0} is not accepted, the ten
   * is {@code T}.
   *
   * @throws NotationException if the character is not a rank
   */
  public static Rank ofLetter(char letter) {
    char c = Character.toUpperCase(letter);
    for (Rank r : VALUES) {
      if (r.letter == c) {
        return r;
      }
    }
    throw new NotationException(
        String.valueOf(letter),
        0,
        "'" + letter + "' is not a rank (expected one of A K Q J T 9 8 7 6 5 4 3 2)");
  }
}
