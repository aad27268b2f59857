package dev.tenace.core.trick;

import dev.tenace.core.card.Card;

/**
 * A named restriction on which cards may be played, on top of the follow rule: "hearts may not
 * be led until broken", "no points on the first trick", "Lefty: only the leftmost legal card".
 *
 * <p>A {@link TrickPlay} computes the legal cards as a cascade: the hand, narrowed by the follow
 * rule of its {@link TrickOrder}, then by each play rule in order. When a card is refused, the
 * first rule that removed it explains why, with its {@link #code()} and {@link #explain} sentence.
 * Game-specific facts a rule needs (a called suit, a variant flag) are captured in the rule object
 * itself; facts derivable from the trick-play phase (cards played so far, trick number, the
 * current trick) are read from the {@link TrickPlay} passed in.
 *
 * <pre>{@code
 * PlayRule spadesBroken = PlayRule.of("SPADES_NOT_BROKEN",
 *     (play, seat, hand, legal) -> ...,
 *     (play, seat, card) -> "spades are not broken and seat " + seat + " holds other suits");
 * }</pre>
 */
public interface PlayRule {
  /** The stable rule code reported in a {@link dev.tenace.core.game.RuleViolation}. */
  String code();

  /**
   * Narrows the legal cards.
   *
   * @param play the phase, before the card is played
   * @param seat the seat to play
   * @param hand that seat's hand
   * @param legal the cards still legal after the follow rule and the earlier rules; never empty
   * @return a subset of {@code legal}; must not be empty
   */
  long restrict(TrickPlay play, int seat, long hand, long legal);

  /** A sentence saying why {@code card} is not allowed, naming seat, rule and cards. */
  String explain(TrickPlay play, int seat, Card card);

  /** The restricting function of a {@link PlayRule}. */
  @FunctionalInterface
  interface Restriction {
    /** See {@link PlayRule#restrict}. */
    long restrict(TrickPlay play, int seat, long hand, long legal);
  }

  /** The explaining function of a {@link PlayRule}. */
  @FunctionalInterface
  interface Explanation {
    /** See {@link PlayRule#explain}. */
    String explain(TrickPlay play, int seat, Card card);
  }

  /** A play rule from its code and two functions. */
  static PlayRule of(String code, Restriction restriction, Explanation explanation) {
    return new PlayRule() {
      @Override
      public String code() {
        return code;
      }

      @Override
      public long restrict(TrickPlay play, int seat, long hand, long legal) {
        return restriction.restrict(play, seat, hand, legal);
      }

      @Override
      public String explain(TrickPlay play, int seat, Card card) {
        return explanation.explain(play, seat, card);
      }

      @Override
      public String toString() {
        return "PlayRule(" + code + ")";
      }
    };
  }
}
