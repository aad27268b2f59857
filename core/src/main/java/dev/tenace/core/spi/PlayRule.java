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
 * <p>The same rule states what a play reveals of the hand that made it ({@link #reveal}: "a heart
 * led before hearts are broken: nothing but hearts"), which a view's sampler reads through {@link
 * PlayReveals} instead of writing the rule a second time.
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

  /**
   * What a play of {@code card} at this position tells of the hand that made it, by this rule: the
   * cards the hand cannot have held, and which cards this rule left legal (see {@link Reveal}). The
   * same rule object that restricts a play states what the play reveals, so a sampler never writes
   * a rule a second time: core's {@link PlayReveals} asks every rule about every play of a deal,
   * and a game's sampler reads the answers from there.
   *
   * <p>The reveal is the restriction read backwards. {@code legal} says what the follow rule and
   * the earlier rules left: the seat's legal cards before this rule were its hand's cards of {@code
   * legal}. If {@link #restrict} would have kept {@code card} out unless the hand lacked some
   * cards, the play shows that it lacked them. Hearts' "no heart led before hearts are broken,
   * unless the hand holds only hearts": a heart led while hearts are unbroken shows that the hand
   * held no card of {@code legal} outside hearts, so {@code Reveal.absent(legal & ~HEARTS, legal)};
   * any other lead leaves the cards outside hearts legal, so {@code Reveal.nothing(legal &
   * ~HEARTS)}. Spades' lefty (only the leftmost legal card): nothing of {@code legal} left of the
   * card, and only the card left legal.
   *
   * <p>Read only what every seat sees of {@code play}: the cards played, the trick, the leads.
   * {@link PlayReveals} answers {@link TrickPosition#handBits} and {@link TrickPosition#legalBits}
   * with an exception, since the hand is what is being inferred. A statement must be true of every
   * hand that could have made the play; it may say less than the whole truth (what it leaves out a
   * sampler does not use), but never more.
   *
   * <p>The default states nothing, and takes the rule to have left only {@code card} legal: later
   * rules' reveals then say nothing that depends on what this one allowed. A rule whose restriction
   * depends on a fact about the deal that the seat does not know (Sheepshead's partner, whose
   * identity the called card hides) is asked as the rule object of each hypothesis: the game makes
   * the rule for each possible value of the fact and builds its alternatives from the answers.
   *
   * @param play the position before the card is played, its public facts only
   * @param seat the seat that played
   * @param card the card it played
   * @param legal the cards the follow rule and the earlier rules left legal, had the hand held
   *     them; contains {@code card}
   * @return what the play reveals; its {@link Reveal#legal()} contains {@code card}
   */
  default Reveal reveal(TrickPosition play, int seat, Card card, long legal) {
    return Reveal.nothing(card.bit());
  }

  /**
   * What one play tells of the hand that made it, by one rule ({@link #reveal}): every field is
   * about the hand as it was when the card was played, that card included.
   *
   * <pre>{@code
   * Reveal.absent(legal & ~HEARTS, legal)          // a heart led: no other card was held
   * Reveal.nothing(legal & ~HEARTS)                // another lead: hearts were not legal
   * Reveal.atLeast(clubs, 4, card.bit())           // held four clubs or more
   * }</pre>
   *
   * @param absent cards the hand did not hold
   * @param legal the cards this rule left legal, had the hand held them: the seat's legal cards
   *     after this rule were its hand's cards of this mask (the next rule's {@code legal}); it
   *     contains the card played
   * @param counted a set of cards the hand held at least {@code atLeast} of
   * @param atLeast how many of {@code counted} the hand held at least; 0 for no count
   */
  record Reveal(long absent, long legal, long counted, int atLeast) {
    /** Checks the count: not negative. */
    public Reveal {
      if (atLeast < 0) {
        throw new IllegalArgumentException("atLeast must not be negative but was " + atLeast);
      }
    }

    /** Nothing revealed; the cards of {@code legal} were left legal. */
    public static Reveal nothing(long legal) {
      return new Reveal(0L, legal, 0L, 0);
    }

    /** The hand held none of {@code absent}; the cards of {@code legal} were left legal. */
    public static Reveal absent(long absent, long legal) {
      return new Reveal(absent, legal, 0L, 0);
    }

    /**
     * The hand held at least {@code k} cards of {@code counted}, the card played included; the
     * cards of {@code legal} were left legal.
     */
    public static Reveal atLeast(long counted, int k, long legal) {
      return new Reveal(0L, legal, counted, k);
    }
  }

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

  /** The revealing function of a {@link PlayRule}. */
  @FunctionalInterface
  interface Revelation {
    /** See {@link PlayRule#reveal}. */
    Reveal reveal(TrickPosition play, int seat, Card card, long legal);
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
    return of(
        code,
        when,
        restriction,
        explanation,
        (play, seat, card, legal) -> Reveal.nothing(card.bit()));
  }

  /**
   * A play rule from its code, its scope, two functions and what a play reveals ({@link #reveal}).
   *
   * @param when where the rule can narrow the legal cards; the restriction must return {@code
   *     legal} unchanged everywhere else
   * @param revelation what a play reveals ({@link #reveal})
   */
  static PlayRule of(
      String code,
      When when,
      Restriction restriction,
      Explanation explanation,
      Revelation revelation) {
    java.util.Objects.requireNonNull(when, "when is null");
    java.util.Objects.requireNonNull(revelation, "revelation is null");
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
      public Reveal reveal(TrickPosition play, int seat, Card card, long legal) {
        return revelation.reveal(play, seat, card, legal);
      }

      @Override
      public String toString() {
        return "PlayRule(" + code + ")";
      }
    };
  }
}
