package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Rank;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.CardActions;
import dev.tenace.core.spi.Ints;
import dev.tenace.core.spi.PlayRule;
import dev.tenace.core.spi.TrickCursor;
import dev.tenace.core.spi.TrickGameState;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.TrickOrder;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One deal of Sheepshead as an immutable state machine (rules/sheepshead.md): picking in turn,
 * burying, the partner declaration (Jack of Diamonds with call-up, voluntary alone, or called ace),
 * cracking, six tricks with the trump group of §2, and the scoring table of §6 — or a leaster (§7)
 * or a void doubler deal when everyone passes.
 *
 * <pre>{@code
 * SheepsheadState s = SheepsheadState.deal(SheepsheadRules.defaults(), 2, 42L); // dealer 2: seat 3 decides first
 * s = s.apply(3, s.parseAction("pick")).get();
 * }</pre>
 *
 * <p>The state is the glue of the rules' sections: the deal and its phases before trick play live
 * in a {@code SheepsheadSetup} value moved on by {@code SheepsheadPicking} (§4.1–§4.3, §7, §9
 * allPass) and {@code SheepsheadDeclaring} (§4.4, §9.1, §9 crack), trick play is core's with {@code
 * SheepsheadPlayRules} (§2, §5, §9.1.4), and {@code SheepsheadScoring} scores it (§6, §7).
 *
 * <p>Rule codes ({@link SheepsheadGame#ruleCodes()}): the common ones of {@link RuleCode#common()},
 * {@link RuleCode#DECLARATION_NOT_ALLOWED}, {@link #MUST_PICK} and {@link #CALLED_SUIT}.
 *
 * <p>States are values: equal positions (rules, match context, cards, history) are {@code equals},
 * with equal hash codes and {@link #key()}s.
 */
@SuppressWarnings("exports") // the setup is the package's own: clients never name it
public final class SheepsheadState
    extends TrickGameState<SheepsheadState, SheepsheadView, SheepsheadSetup> {
  /** Where a deal is. */
  public enum Phase {
    /** Pick or pass in turn (§4.1). */
    PICKING,
    /** The picker buries (§4.3). */
    BURY,
    /** The picker declares (§4.4, §9). */
    DECLARE,
    /** Players other than the picker may crack, the picker recrack (§9 crack). */
    CRACK,
    /** Six tricks (§5). */
    PLAYING,
    /** Scored (or void under the doubler rule). */
    OVER
  }

  /** Rule code: the dealer may not pass when all others did ({@code allPass = FORCED_PICK}). */
  public static final String MUST_PICK = "MUST_PICK";

  /** Rule code: a called-ace play or lead restriction (§9.1.4, §9 {@code calledSuitLead}). */
  public static final String CALLED_SUIT = "CALLED_SUIT";

  /** The trump order of §2.3, high to low. */
  public static final List<Card> TRUMPS = SheepsheadPlayRules.TRUMPS;

  /** The fail order of §2.4, high to low. */
  public static final List<Rank> FAIL = SheepsheadPlayRules.FAIL;

  /** The trick order of Sheepshead. */
  public static final TrickOrder ORDER = SheepsheadPlayRules.ORDER;

  private static final Kind KIND =
      new Kind(
          "Sheepshead",
          SheepsheadAction.class,
          SheepsheadAction.Play.class,
          SheepsheadAction::parse);

  private SheepsheadState(SheepsheadSetup setup, TrickPlay play) {
    super(setup, play);
  }

  // ---------------------------------------------------------------- factories

  /** A seeded deal on its own: deal 1 of a match, no pending doublers, zero totals. */
  public static SheepsheadState deal(SheepsheadRules rules, int dealer, long seed) {
    return deal(rules, 1, dealer, 0, seed);
  }

  /** A seeded deal of a match with the doublers pending before it (§9 DOUBLER) and zero totals. */
  public static SheepsheadState deal(
      SheepsheadRules rules, int dealNumber, int dealer, int pendingDoublers, long seed) {
    return deal(rules, dealNumber, dealer, pendingDoublers, zeros(rules.players()), seed);
  }

  /**
   * A seeded deal of a match: its number, dealer, the doublers pending before it (§9 DOUBLER) and
   * the match totals before it ({@link #standing()}).
   *
   * @throws IllegalArgumentException if the dealer is not a seat, or a number is out of range
   */
  public static SheepsheadState deal(
      SheepsheadRules rules,
      int dealNumber,
      int dealer,
      int pendingDoublers,
      List<Integer> standing,
      long seed) {
    Seat.check(dealer, rules.players());
    return start(rules, shuffledDeal(rules, dealer, seed), pendingDoublers, dealNumber, standing);
  }

  /**
   * A deal from explicit hands and blind (replay records).
   *
   * @throws IllegalArgumentException naming repeated, missing or foreign cards or wrong sizes
   */
  public static SheepsheadState of(
      SheepsheadRules rules,
      int dealer,
      List<CardSet> hands,
      List<Card> blind,
      int pendingDoublers) {
    return of(rules, dealer, hands, blind, pendingDoublers, 1);
  }

  /**
   * The same, as deal number {@code dealNumber} (at least 1) of a match: what a replay record's
   * {@code "deal"} gives.
   */
  public static SheepsheadState of(
      SheepsheadRules rules,
      int dealer,
      List<CardSet> hands,
      List<Card> blind,
      int pendingDoublers,
      int dealNumber) {
    Deal deal = explicit(rules, dealer, hands, blind);
    return start(rules, deal, pendingDoublers, dealNumber, zeros(rules.players()));
  }

  /**
   * A deal of explicit cards (its hands and its {@link Deal#rest()} as the blind) as deal number
   * {@code dealNumber} (at least 1) of a match, with the doublers pending before it and the match
   * totals before it ({@link #standing()}).
   *
   * <pre>{@code
   * Deal d = Deal.of(Deck.piquet(), dealer, hands, blind);
   * SheepsheadState s = SheepsheadState.of(rules, d, 0, 3, List.of(2, -1, -1, 1, -1));
   * }</pre>
   *
   * @throws IllegalArgumentException naming repeated, missing or foreign cards, wrong sizes, or a
   *     number out of range
   */
  public static SheepsheadState of(
      SheepsheadRules rules,
      Deal deal,
      int pendingDoublers,
      int dealNumber,
      List<Integer> standing) {
    Deal checked = explicit(rules, deal.dealer(), deal.hands(), deal.rest());
    return start(rules, checked, pendingDoublers, dealNumber, standing);
  }

  /**
   * §3.1, §9 players: explicit hands and blind as a deal of the piquet deck, their sizes and cards
   * checked.
   *
   * @throws IllegalArgumentException naming repeated, missing or foreign cards or wrong sizes
   */
  static Deal explicit(SheepsheadRules rules, int dealer, List<CardSet> hands, List<Card> blind) {
    return explicitDeal("sheepshead §3.1, §9", rules, dealer, hands, blind);
  }

  private static SheepsheadState start(
      SheepsheadRules rules, Deal d, int pendingDoublers, int dealNumber, List<Integer> standing) {
    return new SheepsheadState(
        SheepsheadSetup.dealt(rules, d, pendingDoublers, dealNumber, standing), null);
  }

  /** The state of a deal at {@code u} with trick play {@code play} (or {@code null} before it). */
  static SheepsheadState at(SheepsheadSetup u, TrickPlay play) {
    return new SheepsheadState(u, play);
  }

  private static List<Integer> zeros(int n) {
    return Collections.nCopies(n, 0);
  }

  // ---------------------------------------------------------------- accessors

  /** The rules of this deal. */
  public SheepsheadRules rules() {
    return setup.rules();
  }

  /** Where the deal is. */
  @Override
  public Phase phase() {
    return setup.phase();
  }

  @Override
  protected Kind kind() {
    return KIND;
  }

  /** The picker, or {@code -1} (before a pick, in a leaster, in a void deal). */
  public int picker() {
    return setup.picker();
  }

  /** Whether this deal is a leaster (§7). */
  public boolean isLeaster() {
    return setup.picker() < 0 && play != null;
  }

  /**
   * Whether this deal was void under the doubler rule (§9): everyone passed, nobody scores, it does
   * not count.
   */
  public boolean isVoid() {
    return setup.phase() == Phase.OVER && play == null && rules().allPass() == AllPass.DOUBLER;
  }

  /**
   * Whether everyone passed under {@code allPass = SCHWANZER} (§9.2): no card was played, every
   * dealt hand is shown and the deal was scored on their power ({@link #power}).
   */
  public boolean isSchwanzer() {
    return setup.phase() == Phase.OVER && play == null && rules().allPass() == AllPass.SCHWANZER;
  }

  /**
   * The power of a seat's dealt hand (§9.2.2: queen 3, jack 2, other diamond 1), which decides a
   * Schwanzer deal.
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public int power(int seat) {
    return SheepsheadScoring.power(dealtHand(seat).bits());
  }

  /**
   * The doublers pending before this deal (§9 DOUBLER); a picked deal with one pending scores
   * double.
   */
  public int pendingDoublers() {
    return setup.pendingDoublers();
  }

  /**
   * The doublers pending after this deal: one more after a void deal, one fewer after a picked one.
   */
  public int pendingDoublersAfter() {
    int pending = setup.pendingDoublers();
    if (isVoid()) {
      return pending + 1;
    }
    return setup.picker() >= 0 && pending > 0 ? pending - 1 : pending;
  }

  /** The blind in deal order. */
  public List<Card> blind() {
    return setup.header().rest();
  }

  /** The buried cards (empty before burying). */
  public CardSet buried() {
    return setup.bury();
  }

  /**
   * The dealt hand of a seat.
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public CardSet dealtHand(int seat) {
    Seat.check(seat, players());
    return setup.header().hand(seat);
  }

  /** The picker's declaration, if one was made (none is made where the rules imply it, §4.4(a)). */
  public Optional<Declaration> declaration() {
    return Optional.ofNullable(Declaration.of(setup.declaration()));
  }

  /**
   * The card whose holder is the picker's partner, or empty when the picker is alone or not known
   * yet.
   */
  public Optional<Card> partnerCard() {
    return Optional.ofNullable(setup.partnerCard());
  }

  /**
   * The partner's seat, or {@code -1} when there is none (known to the engine, secret at the
   * table).
   */
  public int partner() {
    return setup.partner();
  }

  /**
   * Every action of the deal so far in order, as the engine knows it (the bury in full): picks,
   * passes, the bury, the declaration, cracks, then the card plays. A seat's {@link
   * SheepsheadView#history()} is this with what it may not see concealed.
   */
  public List<Move> history() {
    if (play == null) {
      return setup.log();
    }
    List<Move> out = new ArrayList<>(setup.log());
    out.addAll(cardMoves(SheepsheadAction.Play::of));
    return Collections.unmodifiableList(out);
  }

  /** The deal's multiplier from cracks (1, 2 or 4). */
  public int crackMultiplier() {
    return setup.multiplier();
  }

  /** The trick-play phase, once it has begun (for this package and its tests). */
  Optional<TrickPlay> trickPhase() {
    return Optional.ofNullable(play);
  }

  /** Card points (§2.5) of a set of cards. */
  public static int points(CardSet cards) {
    return SheepsheadScoring.points(cards.bits());
  }

  /**
   * Card points won by the seat: its tricks, plus the bury for the picker (or the blind in a
   * leaster with leasterBlindToLastTrick); 0 before trick play.
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public int cardPoints(int seat) {
    Seat.check(seat, players());
    if (play == null) {
      return 0;
    }
    int lastWinner = play.isOver() ? play.lastTrick().winner() : -1;
    return SheepsheadScoring.points(
        SheepsheadScoring.counted(
            setup.rules(), setup.stakes(), seat, play.cardsWonBits(seat), lastWinner));
  }

  /**
   * Final scores per seat.
   *
   * @throws IllegalStateException if the deal is not over
   */
  public List<Integer> scores() {
    return scored().toList();
  }

  /**
   * The seat's score for the deal (§6, §7; 0 for everyone in a void doubler deal).
   *
   * @throws IllegalStateException if the deal is not over
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  @Override
  public int score(int seat) {
    Seat.check(seat, players());
    return scored().get(seat);
  }

  private Ints scored() {
    if (setup.phase() != Phase.OVER) {
      throw new IllegalStateException("the deal is not over (phase " + setup.phase() + ")");
    }
    return setup.scores();
  }

  // ---------------------------------------------------------------- GameState

  @Override
  public boolean isTerminal() {
    return setup.phase() == Phase.OVER;
  }

  @Override
  protected SheepsheadView view(int seat) {
    return SheepsheadView.of(this, seat);
  }

  @Override
  protected CardSet handBeforePlay(int seat) {
    return CardSet.ofBits(setup.handBeforePlay(seat));
  }

  @Override
  protected void zones(Map<String, CardSet> z) {
    z.put("blind", setup.picker() >= 0 ? CardSet.EMPTY : setup.header().restCards());
    z.put("buried", setup.bury());
  }

  @Override
  public int toMove() {
    return switch (setup.phase()) {
      case PICKING -> SheepsheadPicking.toMove(setup);
      case BURY, DECLARE -> setup.picker();
      case CRACK -> SheepsheadDeclaring.toMove(setup);
      case PLAYING -> play.toPlay();
      case OVER -> -1;
    };
  }

  @Override
  public List<Action> legalActions(int seat) {
    if (seat != toMove() || seat < 0) {
      return List.of();
    }
    return switch (setup.phase()) {
      case PICKING -> SheepsheadPicking.choices(setup);
      case BURY -> SheepsheadPicking.buries(setup);
      case DECLARE -> SheepsheadDeclaring.declarations(setup);
      case CRACK -> SheepsheadDeclaring.crackChoices(setup);
      default -> CardActions.of(play.legalBits(), SheepsheadAction.Play.ALL);
    };
  }

  // ---------------------------------------------------------------- apply

  @Override
  protected Either<RuleViolation, SheepsheadState> applyAction(int seat, Action action) {
    SheepsheadAction a = (SheepsheadAction) action;
    if (a instanceof SheepsheadAction.Play p) {
      return playCard(seat, p.card());
    }
    int turn = toMove();
    if (turn < 0 || !phaseAccepts(a)) {
      return wrongPhase(seat, a.text());
    }
    if (seat != turn) {
      return notYourTurn(seat, a, turn);
    }
    return step(setup, seat, a).map(u -> next(u.logged(seat, a)));
  }

  private boolean phaseAccepts(SheepsheadAction a) {
    return switch (setup.phase()) {
      case PICKING -> SheepsheadPicking.accepts(a);
      case BURY -> a instanceof SheepsheadAction.Bury;
      case DECLARE -> SheepsheadDeclaring.accepts(a);
      case CRACK -> SheepsheadDeclaring.acceptsCrack(setup, a);
      default -> false;
    };
  }

  /**
   * One action of the phases before trick play, in the order of §4.5: pick or pass, the bury (and
   * the partner the rules imply when the picker does not declare), the declaration, the crack
   * round. The action is of the phase and by the seat to act.
   */
  static Either<RuleViolation, SheepsheadSetup> step(
      SheepsheadSetup u, int seat, SheepsheadAction a) {
    return switch (u.phase()) {
      case PICKING -> SheepsheadPicking.pickOrPass(u, seat, a);
      case BURY ->
          SheepsheadPicking.bury(u, seat, (SheepsheadAction.Bury) a)
              .map(SheepsheadDeclaring::afterBury);
      case DECLARE -> SheepsheadDeclaring.declare(u, seat, a);
      default -> Either.right(SheepsheadDeclaring.crackOrDecline(u, a));
    };
  }

  /** The state of {@code u}: its trick play dealt out when it has reached {@link Phase#PLAYING}. */
  static SheepsheadState next(SheepsheadSetup u) {
    if (u.phase() != Phase.PLAYING) {
      return new SheepsheadState(u, null);
    }
    List<CardSet> hands = new ArrayList<>();
    for (int s = 0; s < u.players(); s++) {
      hands.add(CardSet.ofBits(u.handBeforePlay(s)));
    }
    // §5.1: seat D+1 leads the first trick, whoever the picker is
    TrickPlay p = TrickPlay.start(order(u), hands, (u.dealer() + 1) % u.players(), playRules(u));
    return new SheepsheadState(u, p);
  }

  /** The play rules of {@code u}'s trick play (§9.1.4, §9.1.5(c), (f)). */
  static List<PlayRule> playRules(SheepsheadSetup u) {
    if (u.declaration() instanceof SheepsheadAction.CallUnder c) {
      return SheepsheadPlayRules.underCall(u.rules(), u.picker(), u.partner(), c);
    }
    return SheepsheadPlayRules.of(u.rules(), u.picker(), u.partner(), u.declaration());
  }

  /**
   * The trick order of {@code u}'s trick play: {@link #ORDER}, or after an under call the under
   * played face down as a card of the called suit (§9.1.5(c), (d)).
   */
  static TrickOrder order(SheepsheadSetup u) {
    return u.declaration() instanceof SheepsheadAction.CallUnder c
        ? SheepsheadPlayRules.underOrder(c)
        : ORDER;
  }

  // ---------------------------------------------------------------- §9.1.5(h), (i): the under

  /** The under after an under call (§9.1.5(b)), known to the engine; empty otherwise. */
  public Optional<Card> under() {
    return setup.declaration() instanceof SheepsheadAction.CallUnder c
        ? Optional.of(c.under())
        : Optional.empty();
  }

  /**
   * §9.1.5(h): the under, to a seat that does not know it yet ({@link UnderVisibility#knows}); the
   * view of that seat shows it concealed ({@code ??}) and names it nowhere.
   */
  @Override
  public CardSet concealedFrom(int seat) {
    Seat.check(seat, players());
    return UnderVisibility.knows(this, seat) ? CardSet.EMPTY : CardSet.of(under().orElseThrow());
  }

  // ---------------------------------------------------------------- scoring

  @Override
  protected SheepsheadState afterPlay(TrickPlay p) {
    if (!p.isOver()) {
      return new SheepsheadState(setup, p);
    }
    int[] tricks = new int[players()];
    for (int s = 0; s < tricks.length; s++) {
      tricks[s] = p.tricksWon(s);
    }
    int[] scores =
        SheepsheadScoring.scores(
            setup.rules(), setup.stakes(), p.cardsWonBitsBySeat(), tricks, p.lastTrick().winner());
    return new SheepsheadState(setup.over(Ints.wrap(scores)), p);
  }

  /** The same scoring as {@link #afterPlay}'s, from a cursor's tricks and won cards. */
  @Override
  protected boolean cursorScores(TrickCursor c, long[] won, int[] tricks, int[] scores) {
    int[] s = SheepsheadScoring.scores(setup.rules(), setup.stakes(), won, tricks, c.lastWinner());
    System.arraycopy(s, 0, scores, 0, s.length);
    return true;
  }
}
