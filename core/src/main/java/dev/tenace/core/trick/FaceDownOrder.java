package dev.tenace.core.trick;

import java.util.Objects;

/**
 * A trick order in which one card is played face down: the card takes no trick and counts as a card
 * of a declared effective suit, so that its lead declares that suit. Every other card follows and
 * wins as under the base order.
 *
 * <p>The face-down card has no trump or wild status and is weaker than every card of the declared
 * suit; the others must follow the declared suit when it leads, and its holder follows with it as
 * with a card of that suit. A trick-play phase ({@code TrickPlay}) and its search cursor ({@code
 * TrickCursor}) read follow and winner from the order alone, so they honour it with no rule of
 * their own. A face-down lead takes the trick only if no other card follows the declared suit or
 * trumps; a game that lets a face-down card lead makes sure one does (Sheepshead's under call: the
 * called ace must be played to it, sheepshead §9.1.5(d)).
 *
 * <p>The order names the card: it is for the state, which knows every card. A view of a seat that
 * does not know the card holds the base order and the trick {@linkplain Trick#conceal concealed}
 * ({@link TrickTable#conceal}).
 *
 * <pre>{@code
 * // Sheepshead's under AD standing in for clubs (sheepshead SH-E17(a)): QC, the under, has no power
 * TrickOrder o = FaceDownOrder.of(sheepsheadOrder, Card.parse("QC").index(), Suit.CLUBS.ordinal());
 * Trick.parse("0:9C 1:KC 2:QC 3:8C 4:AC", 5).winner(o);   // 4
 * }</pre>
 *
 * @param base the order of every other card
 * @param card the index of the card played face down
 * @param declaredSuit the effective suit (of {@code base}) the card counts as
 */
public record FaceDownOrder(TrickOrder base, int card, int declaredSuit) implements TrickOrder {
  /** Checks the parts: a base order, a card index 0..63. */
  public FaceDownOrder {
    Objects.requireNonNull(base, "base order is null");
    if (card < 0 || card > 63) {
      throw new IllegalArgumentException("card index must be 0..63 but was " + card);
    }
  }

  /** The order {@code base} with {@code card} played face down as a card of {@code suit}. */
  public static FaceDownOrder of(TrickOrder base, int card, int suit) {
    return new FaceDownOrder(base, card, suit);
  }

  /** The face-down card as a one-bit mask. */
  public long cardBit() {
    return 1L << card;
  }

  @Override
  public int effectiveSuit(int cardIndex) {
    return cardIndex == card ? declaredSuit : base.effectiveSuit(cardIndex);
  }

  @Override
  public int strength(int cardIndex) {
    return cardIndex == card ? Integer.MIN_VALUE : base.strength(cardIndex);
  }

  @Override
  public long suitMask(int effectiveSuit) {
    long bit = cardBit();
    return effectiveSuit == declaredSuit
        ? base.suitMask(effectiveSuit) | bit
        : base.suitMask(effectiveSuit) & ~bit;
  }

  @Override
  public int trumpSuit() {
    return base.trumpSuit();
  }

  @Override
  public long wildCards() {
    return base.wildCards() & ~cardBit();
  }

  @Override
  public String describe(int effectiveSuit) {
    return base.describe(effectiveSuit);
  }
}
