package dev.tenace.core.spi;

import dev.tenace.core.card.Card;
import dev.tenace.core.trick.TrickOrder;

/**
 * A named restriction on which cards may be played, on top of the follow rule: "hearts may not be
 * led until broken", "no points on the first trick", "Lefty: only the leftmost legal card".
 *
 * <p>A {@link TrickPlay}, and a {@link TrickCursor} of search loops the same way, computes the
 * legal cards as a cascade: the hand, narrowed by the follow rule of its {@link TrickOrder}, then
 * by each play rule in order. When a card is refused, the first rule that removed it explains why,
 * with its {@link #code()} and {@link #explain} sentence. Game-specific facts a rule needs (a
 * called suit, a variant flag) are captured in the rule object itself; facts derivable from the
 * trick-play phase (cards played so far, trick number, the current trick) are read from the {@link
 * TrickPosition} passed in, so one rule serves both.
 *
 * <p>A rule that can only narrow leads, or follows, or the first trick says so with {@link
 * #when()}; the phase then does not call it elsewhere, which keeps the legal-card cascade of a
 * trick-play position cheap (most rules apply to a few positions of a deal).
 *
 * <pre>{@code
 * PlayRule spadesBroken = PlayRule.of("SPADES_NOT_BROKEN", PlayRule.When.LEADING,
 *     (play, seat, hand, legal) -> ...,
 *     (play, seat, card) -> "spades are not broken and seat " + seat + " holds other suits");
 * }</pre>
 */
public interface PlayRule {
  /** The stable rule code reported in a {@link dev.tenace.core.game.RuleViolation}. */
  String code();

  /**
   * The positions where a play rule can narrow the legal cards. Outside them the rule must return
   * {@code legal} unchanged, and {@link TrickPlay} does not call it there.
   */
  enum When {
    /** Any position. */
    ALWAYS(true, true, false),
    /** Leads only. */
    LEADING(true, false, false),
    /** Plays to a trick already led. */
    FOLLOWING(false, true, false),
    /** Any play of the first trick. */
    FIRST_TRICK(true, true, true),
    /** The lead of the first trick. */
    FIRST_LEAD(true, false, true),
    /** Plays to the first trick after its lead. */
    FIRST_TRICK_FOLLOWING(false, true, true);

    private final boolean leads;
    private final boolean follows;
    private final boolean firstTrickOnly;

    When(boolean leads, boolean follows, boolean firstTrickOnly) {
      this.leads = leads;
      this.follows = follows;
      this.firstTrickOnly = firstTrickOnly;
    }

    /**
     * Whether a rule of this scope can narrow a play that is a lead or not, in the first trick or
     * not.
     */
    public boolean covers(boolean leading, boolean firstTrick) {
      return (leading ? leads : follows) && (firstTrick || !firstTrickOnly);
    }
  }

  /** Where this rule can narrow the legal cards; {@link When#ALWAYS} unless the rule says less. */
  default When when() {
    return When.ALWAYS;
  }

  /**
   * Narrows the legal cards. A pure function of its arguments: {@link TrickPlay} calls it once for
   * each position it makes, while making it (and again to find the rule a refused card breaks), and
   * a {@link TrickCursor} after each card, so it may read the position ({@code playedBits}, {@code
   * isLeading}, {@code completedLeadBits} and the like) but not the legal cards it is helping to
   * compute ({@code legalBits}).
   *
   * @param play the phase, before the card is played
   * @param seat the seat to play
   * @param hand that seat's hand
   * @param legal the cards still legal after the follow rule and the earlier rules; never empty
   * @return a subset of {@code legal}; must not be empty
   */
  long restrict(TrickPosition play, int seat, long hand, long legal);

  /** A sentence saying why {@code card} is not allowed, naming seat, rule and cards. */
  String explain(TrickPosition play, int seat, Card card);

  /** The restricting function of a {@link PlayRule}. */
  @FunctionalInterface
  interface Restriction {
    /** See {@link PlayRule#restrict}. */
    long restrict(TrickPosition play, int seat, long hand, long legal);
  }

  /** The explaining function of a {@link PlayRule}. */
  @FunctionalInterface
  interface Explanation {
    /** See {@link PlayRule#explain}. */
    String explain(TrickPosition play, int seat, Card card);
  }

  /** A play rule from its code and two functions, consulted at every position. */
  static PlayRule of(String code, Restriction restriction, Explanation explanation) {
    return of(code, When.ALWAYS, restriction, explanation);
  }

  /**
   * A play rule from its code, its scope and two functions.
   *
   * @param when where the rule can narrow the legal cards; the restriction must return {@code
   *     legal} unchanged everywhere else
   */
  static PlayRule of(String code, When when, Restriction restriction, Explanation explanation) {
    java.util.Objects.requireNonNull(when, "when is null");
    return new PlayRule() {
      @Override
      public String code() {
        return code;
      }

      @Override
      public When when() {
        return when;
      }

      @Override
      public long restrict(TrickPosition play, int seat, long hand, long legal) {
        return restriction.restrict(play, seat, hand, legal);
      }

      @Override
      public String explain(TrickPosition play, int seat, Card card) {
        return explanation.explain(play, seat, card);
      }

      @Override
      public String toString() {
        return "PlayRule(" + code + ")";
      }
    };
  }
}
