package dev.tenace.core.card;

/**
 * The four printed suits, in the project's display order: clubs, diamonds, spades, hearts.
 *
 * <p>The order is the one used by card-set iteration, by {@link CardSet#toString()} and by the
 * Spades "lefty/righty" tables (spades §7, §8.10): clubs and diamonds on the left, then spades,
 * then hearts. A suit is written with one letter in the rules notation ({@code C D S H}) and may be
 * shown with its symbol ({@code ♣ ♦ ♠ ♥}).
 */
public enum Suit {
  CLUBS('C', '♣', "clubs"),
  DIAMONDS('D', '♦', "diamonds"),
  SPADES('S', '♠', "spades"),
  HEARTS('H', '♥', "hearts");

  private static final Suit[] VALUES = values();

  private final char letter;
  private final char symbol;
  private final String plural;

  Suit(char letter, char symbol, String plural) {
    this.letter = letter;
    this.symbol = symbol;
    this.plural = plural;
  }

  /** The letter of the rules notation: {@code C}, {@code D}, {@code S} or {@code H}. */
  public char letter() {
    return letter;
  }

  /** The Unicode suit symbol, for terminals that can show it. */
  public char symbol() {
    return symbol;
  }

  /** The suit's name in plural, as used in rule explanations ("must follow hearts"). */
  public String plural() {
    return plural;
  }

  /** The suit with the given ordinal (0 = clubs … 3 = hearts). */
  public static Suit ofOrdinal(int ordinal) {
    return VALUES[ordinal];
  }

  /**
   * The suit written with the given letter, case-insensitive.
   *
   * @throws NotationException if the letter is not one of {@code C D S H}
   */
  public static Suit ofLetter(char letter) {
    return switch (Character.toUpperCase(letter)) {
      case 'C' -> CLUBS;
      case 'D' -> DIAMONDS;
      case 'S' -> SPADES;
      case 'H' -> HEARTS;
      default ->
          throw new NotationException(
              String.valueOf(letter),
              0,
              "'" + letter + "' is not a suit (expected one of C D S H)");
    };
  }

  /**
   * Parses a suit from its letter ({@code "H"}) or its English name ({@code "hearts"}, {@code
   * "heart"}), case-insensitive.
   *
   * @throws NotationException naming the input if it is not a suit
   */
  public static Suit parse(String text) {
    if (text == null) {
      throw new NotationException("null", 0, "suit is null");
    }
    String t = text.trim();
    if (t.length() == 1) {
      try {
        return ofLetter(t.charAt(0));
      } catch (NotationException e) {
        throw e.within(text, text.indexOf(t.charAt(0)));
      }
    }
    for (Suit s : VALUES) {
      if (t.equalsIgnoreCase(s.plural)
          || t.equalsIgnoreCase(s.plural.substring(0, s.plural.length() - 1))) {
        return s;
      }
    }
    throw new NotationException(text, 0, "'" + text + "' is not a suit (expected one of C D S H)");
  }
}
