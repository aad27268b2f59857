package dev.tenace.core.spi;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.FaceDownOrder;
import dev.tenace.core.trick.TrickOrder;

/**
 * Why a card may not be played at a trick-play position ({@link TrickPlay#violation}), in the order
 * the checks apply: the phase, the turn, the hand, the follow rule, then the play rules.
 */
final class PlayRefusals {
  private PlayRefusals() {}

  /**
   * The refusal of {@code card} by {@code seat} at {@code p}, or {@code null} if it may play it.
   * Codes: {@code WRONG_PHASE}, {@code NOT_YOUR_TURN}, {@code CARD_NOT_HELD}, {@code
   * MUST_FOLLOW_SUIT}, then the codes of the play rules.
   */
  static RuleViolation refusal(TrickPlay p, PlayTable table, int seat, Card card) {
    if (p.tricksPlayed() == table.totalTricks) {
      return new RuleViolation(
          RuleCode.WRONG_PHASE,
          seat,
          "all "
              + table.totalTricks
              + " tricks have been played; "
              + Seat.name(seat)
              + " cannot play "
              + card);
    }
    int toPlay = p.toPlay();
    if (seat == toPlay && (p.legalBits() & card.bit()) != 0) {
      return null;
    }
    if (seat != toPlay) {
      return new RuleViolation(
          RuleCode.NOT_YOUR_TURN,
          seat,
          Seat.name(seat)
              + " tried to play "
              + card
              + " but it is "
              + Seat.name(toPlay)
              + "'s turn to play");
    }
    long hand = p.handBits(seat);
    long bit = card.bit();
    if ((hand & bit) == 0) {
      return new RuleViolation(
          RuleCode.CARD_NOT_HELD,
          seat,
          Seat.name(seat) + " does not hold " + card + "; holds " + CardSet.ofBits(hand));
    }
    long allowed = hand;
    if (!p.isLeading()) {
      int led = p.ledCardIndex();
      allowed = TrickOrder.follow(hand, table.order.followMask(led), table.order.wildCards());
      if ((allowed & bit) == 0) {
        String suit = table.order.describe(table.order.effectiveSuit(led));
        long same = hand & table.order.suitMask(table.order.effectiveSuit(led));
        // a card led face down is not named: the message may go to a seat that does not know it
        String ledText =
            table.order instanceof FaceDownOrder f && f.card() == led
                ? "a card face down (" + suit + ")"
                : Card.ofIndex(led).toString();
        return new RuleViolation(
            RuleCode.MUST_FOLLOW_SUIT,
            seat,
            ledText
                + " was led and "
                + Seat.name(seat)
                + " holds "
                + suit
                + " ("
                + CardSet.ofBits(same)
                + ") and must follow "
                + suit
                + "; played "
                + card);
      }
    }
    for (PlayRule r : table.rulesFor(p.trickCount(), p.tricksPlayed())) {
      long next = r.restrict(p, seat, hand, allowed);
      if ((next & bit) == 0) {
        return new RuleViolation(r.code(), seat, r.explain(p, seat, card));
      }
      allowed = next;
    }
    return null;
  }
}
