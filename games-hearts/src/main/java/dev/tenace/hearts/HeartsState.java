package dev.tenace.hearts;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.CardActions;
import dev.tenace.core.spi.Ints;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.Memo;
import dev.tenace.core.spi.TrickCursor;
import dev.tenace.core.spi.TrickGameState;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.table.Seat;
import io.vavr.control.Either;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One deal of Hearts as an immutable state machine (rules/hearts.md): the glue between the deal
 * ({@link HeartsSetup}, §2), passing ({@link HeartsPassing}, §3 and §7.1.2), trick play (core's
 * {@link TrickPlay} under {@link HeartsPlayRules}, §4 and §7) and scoring ({@link HeartsScoring},
 * §5, with the shooter's moon choice as an action).
 *
 * <pre>{@code
 * HeartsState s = HeartsState.deal(HeartsRules.defaults(), 0, 42L);   // dealer 0, deal 1 (LEFT)
 * s = s.apply(1, s.parseAction("pass 2H KH 7S")).get();
 * s.legalActions(2);             // every 3-card selection of seat 2, until it has chosen
 * }</pre>
 *
 * <p>Passing is simultaneous: every seat that has not yet chosen may act ({@link #canAct}); {@link
 * #toMove()} names the first of them clockwise from the dealer's left. The chosen cards stay in the
 * hand until all seats have chosen, then all are delivered at once (§3.2). The order in which the
 * seats chose is part of the deal's {@link #history()}.
 *
 * <p>States are values: equal deals, histories and standings give equal states, hash codes and
 * {@link #key()}s (derived from the setup record and the trick play).
 *
 * <p>Rule codes of refusals ({@link HeartsGame#ruleCodes()}): {@code WRONG_PHASE}, {@code
 * NOT_YOUR_TURN}, {@code NO_SUCH_SEAT}, {@code UNKNOWN_ACTION}, {@code ALREADY_CHOSEN}, {@code
 * WRONG_CARD_COUNT}, {@code CARD_NOT_HELD}, {@code MUST_FOLLOW_SUIT}, {@code FIRST_LEAD}, {@link
 * #HEARTS_NOT_BROKEN}, {@link #NO_POINTS_FIRST_TRICK}.
 */
// the setup is this package's own: the frame's type parameter names it, no client reads it
@SuppressWarnings("exports")
public final class HeartsState extends TrickGameState<HeartsState, HeartsView, HeartsSetup> {
  /** Where a deal is. */
  public enum Phase {
    /** Seats choose the cards to pass (§3.2, §7.1.2). */
    PASSING,
    /** Trick play (§4). */
    PLAYING,
    /** All tricks are played and the shooter chooses how the moon scores (§5.2). */
    MOON,
    /** The deal is scored. */
    OVER
  }

  /** Rule code: a heart may not be led before hearts are broken (§4.4). */
  public static final String HEARTS_NOT_BROKEN = "HEARTS_NOT_BROKEN";

  /** Rule code: no point card on trick 1 when a safe card is held ({@code noPointsFirstTrick}). */
  public static final String NO_POINTS_FIRST_TRICK = "NO_POINTS_FIRST_TRICK";

  private static final Kind KIND =
      new Kind("Hearts", HeartsAction.class, HeartsAction.Play.class, HeartsAction::parse);

  private static final List<Action> MOON_CHOICES =
      List.of(HeartsAction.Moon.ADD, HeartsAction.Moon.SUBTRACT);

  private HeartsState(HeartsSetup setup, TrickPlay play) {
    super(setup, play);
  }

  // ---------------------------------------------------------------- factories

  /** Deal 1 of a game on its own, shuffled from {@code seed} (pass LEFT, zero standing). */
  public static HeartsState deal(HeartsRules rules, int dealer, long seed) {
    return deal(rules, 1, dealer, seed);
  }

  /**
   * Deal {@code dealNumber} of a game (it sets the pass direction, §3.1), shuffled from {@code
   * seed}, zero standing.
   */
  public static HeartsState deal(HeartsRules rules, int dealNumber, int dealer, long seed) {
    return deal(rules, dealNumber, dealer, seed, zeros(rules.players()));
  }

  /**
   * Deal {@code dealNumber} of a game shuffled from {@code seed}, with the match totals before it.
   *
   * @param standing the totals before this deal, one per seat (§5.3)
   * @throws IllegalArgumentException if the dealer is not a seat or the standing has not one total
   *     per seat
   */
  public static HeartsState deal(
      HeartsRules rules, int dealNumber, int dealer, long seed, List<Integer> standing) {
    Seat.check(dealer, rules.players());
    Deal d = shuffledDeal(rules, dealer, seed);
    return start(
        HeartsSetup.dealt(rules, dealNumber, rules.passDirection(dealNumber), d, standing));
  }

  /**
   * A deal from explicit hands, as a replay record gives it, with zero standing ({@link
   * #withStanding} sets another).
   *
   * @param rest the widow in deal order (first half face up, §7.1.1); empty without the widow
   * @param direction the pass direction, or {@code null} for the one deal {@code dealNumber} has
   * @throws IllegalArgumentException naming repeated, missing or foreign cards, a wrong hand size
   *     or a direction the rules do not have (§3.1, §7.1.2)
   */
  public static HeartsState of(
      HeartsRules rules,
      int dealNumber,
      int dealer,
      List<CardSet> hands,
      List<Card> rest,
      PassDirection direction) {
    Deal d = explicitDeal("hearts §2.2, §7", rules, dealer, hands, rest);
    PassDirection dir = direction == null ? rules.passDirection(dealNumber) : direction;
    HeartsPassing.checkDirection(rules, dir);
    return start(HeartsSetup.dealt(rules, dealNumber, dir, d, zeros(rules.players())));
  }

  /**
   * This deal played with other match totals before it.
   *
   * <pre>{@code
   * HeartsState s = HeartsState.of(rules, 2, 0, hands, List.of(), null).withStanding(List.of(40, 50, 60, 70));
   * }</pre>
   *
   * @param standing the totals before this deal, one per seat (§5.3)
   * @throws IllegalArgumentException if the standing has not one total per seat
   */
  public HeartsState withStanding(List<Integer> standing) {
    return new HeartsState(setup.withStanding(standing), play);
  }

  private static List<Integer> zeros(int n) {
    return Collections.nCopies(n, 0);
  }

  /** A deal as {@code setup} has it, before its first pass; trick play at once in a HOLD deal. */
  static HeartsState start(HeartsSetup setup) {
    HeartsState s = new HeartsState(setup, null);
    return setup.passes().isEmpty() ? s.startPlay(setup.hands()) : s;
  }

  /**
   * A deal in trick play made directly from its parts, for a view's sampler ({@link
   * HeartsSampler}): {@code play} is the trick play that {@link #start} from the hands of {@code
   * setup} and its passes would reach.
   */
  static HeartsState inPlay(HeartsSetup setup, TrickPlay play) {
    return new HeartsState(setup, play);
  }

  /**
   * Trick play from {@code hands}, led by the holder of the first lead (§4.1, §7.1.3). The play
   * rules are prepared once per deal: passing moves cards between hands but keeps the cards dealt,
   * so the first lead and every rule are the same whatever is passed, and a search that tries every
   * pass in a sampled world starts each trick play from the first ({@link HeartsSetup#firstPlay}).
   * Threads that race to keep the first only prepare the rules twice: every trick play kept is
   * immutable, under the same rules.
   */
  private HeartsState startPlay(Masks hands) {
    Memo<TrickPlay> memo = setup.firstPlay();
    TrickPlay from = memo.peek();
    TrickPlay p;
    if (from == null) {
      TrickPlay fresh = HeartsPlayRules.start(setup.rules(), hands);
      memo.get(() -> fresh); // kept unless another thread kept its own first
      p = fresh; // this start's own either way: another thread's first holds other hands
    } else {
      Card first = HeartsPlayRules.firstLead(setup.rules(), hands);
      p = from.startOver(hands.toArray(), HeartsPlayRules.firstLeader(hands, first));
    }
    HeartsSetup u = setup;
    if (u.stage() != u.passes().size() || !u.hands().equals(hands)) {
      u = u.passing(u.passes(), u.choosers(), u.passes().size(), hands);
    }
    return new HeartsState(u, p);
  }

  // ---------------------------------------------------------------- accessors

  /** The rules of this deal. */
  public HeartsRules rules() {
    return setup.rules();
  }

  /** The pass direction of this deal. */
  public PassDirection passDirection() {
    return setup.direction();
  }

  /** Where the deal is. */
  @Override
  public Phase phase() {
    if (play == null) {
      return Phase.PASSING;
    }
    if (!play.isOver()) {
      return Phase.PLAYING;
    }
    return setup.points() == null ? Phase.MOON : Phase.OVER;
  }

  @Override
  protected Kind kind() {
    return KIND;
  }

  /**
   * The hand dealt to the seat, before any passing.
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public CardSet dealtHand(int seat) {
    return setup.header().hand(Seat.check(seat, players()));
  }

  /** The widow in deal order (§7.1.1); empty without the widow. */
  public List<Card> widow() {
    return setup.widow();
  }

  /** The face-up widow cards (first half in deal order, §7.1.1, §8.7). */
  public CardSet widowFaceUp() {
    return CardSet.ofBits(setup.widowFaceUpBits());
  }

  /** The number of passing stages of this deal: 0 (HOLD), 1, or 2 (widow game). */
  public int passStages() {
    return setup.passes().size();
  }

  /** The passing stage in progress (0-based), or {@link #passStages()} once passing is over. */
  public int passStage() {
    return setup.stage();
  }

  /**
   * The cards the seat chose in a stage; empty if it has not chosen yet.
   *
   * @throws IllegalArgumentException if the stage or the seat is out of range
   */
  public CardSet passed(int stage, int seat) {
    if (stage < 0 || stage >= passStages()) {
      throw new IllegalArgumentException(
          "stage must be 0.." + (passStages() - 1) + " but was " + stage);
    }
    return setup.passes().get(stage).cards(Seat.check(seat, players()));
  }

  /** Whether the seat has chosen its cards in the current passing stage. */
  public boolean hasChosen(int seat) {
    return play == null && HeartsPassing.choice(setup, Seat.check(seat, players())) != 0;
  }

  /** The trick-play phase, once it has begun (for this package and its tests). */
  Optional<TrickPlay> trickPhase() {
    return Optional.ofNullable(play);
  }

  /** The trick-play phase, or {@code null} before it (for this package and its tests). */
  TrickPlay play() {
    return play;
  }

  /** The deal's setup: everything but the trick play (for this package). */
  HeartsSetup setup() {
    return setup;
  }

  /** Whether hearts are broken (§4.3): always false during passing. */
  public boolean heartsBroken() {
    return play != null && HeartsPlayRules.heartsBroken(setup.rules(), play);
  }

  /**
   * The seat that shot the moon this deal (took all 13 hearts and QS, §5.2), or {@code -1}: always
   * {@code -1} with {@code shootTheMoon} off (§7) and in the widow game (§7.1.6).
   */
  public int shooter() {
    return setup.shooter();
  }

  /**
   * The moon choice made (or applied automatically without {@code moonChoice}); empty without a
   * moon or before the choice.
   */
  public Optional<HeartsAction.Moon> moonChoice() {
    return Optional.ofNullable(setup.moon());
  }

  /**
   * The deal points per seat (§5), once the deal is over.
   *
   * @throws IllegalStateException if the deal is not scored yet
   */
  public List<Integer> points() {
    if (setup.points() == null) {
      throw new IllegalStateException("the deal is not scored yet (phase " + phase() + ")");
    }
    return setup.points().toList();
  }

  /**
   * The penalty points of the cards each seat has won so far, one entry per seat: hearts and QS
   * (§5.1), −10 for JD with {@code jackOfDiamonds}, the widow with the last trick's winner
   * (§7.1.5). The moon (§5.2) and {@code noTricksBonus} apply only to the final {@link #points()}.
   */
  public List<Integer> pointsTaken() {
    Integer[] out = new Integer[players()];
    long[] won = play == null ? null : wonCards();
    for (int s = 0; s < out.length; s++) {
      out[s] = won == null ? 0 : HeartsScoring.cardPoints(setup.rules(), won[s]);
    }
    return List.of(out);
  }

  /** Hearts in the cards plus 13 for QS (§5.1; JD is {@code jackOfDiamonds}', §7). */
  public static int points(CardSet cards) {
    return HeartsScoring.points(cards.bits());
  }

  /**
   * The cards the seat has won so far, with the widow for the winner of the last trick (§7.1.5).
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public CardSet cardsWon(int seat) {
    Seat.check(seat, players());
    if (play == null) {
      return CardSet.EMPTY;
    }
    return CardSet.ofBits(wonCards()[seat]);
  }

  /** The cards each seat won, the widow with the last trick's winner (§7.1.5). */
  private long[] wonCards() {
    long[] won = play.cardsWonBitsBySeat();
    if (play.isOver() && !setup.widow().isEmpty()) {
      HeartsScoring.addWidow(won, play.lastTrick().winner(), setup.widowBits());
    }
    return won;
  }

  /**
   * Every action of the deal in order, nothing concealed: the passes in the order the seats chose
   * them, the card plays, the shooter's moon choice. A seat's {@link HeartsView#history()} is this
   * with the other seats' passes {@link Concealed}.
   */
  public List<Move> history() {
    return HeartsHistory.of(
        players(),
        setup.choosers(),
        (stage, seat) -> new HeartsAction.Pass(passed(stage, seat)),
        play == null ? List.of() : play.completedTricks(),
        play == null ? null : play.currentTrick(),
        HeartsHistory.moonMove(setup.rules(), setup.shooter(), setup.moon()));
  }

  // ---------------------------------------------------------------- GameState

  @Override
  public boolean isTerminal() {
    return setup.points() != null;
  }

  @Override
  public int toMove() {
    if (play == null) {
      return HeartsPassing.firstToChoose(setup);
    }
    if (!play.isOver()) {
      return play.toPlay();
    }
    return setup.points() == null ? setup.shooter() : -1;
  }

  @Override
  public boolean canAct(int seat) {
    if (seat < 0 || seat >= players()) {
      return false;
    }
    if (play == null) {
      return HeartsPassing.choice(setup, seat) == 0;
    }
    return seat == toMove();
  }

  @Override
  public List<Action> legalActions(int seat) {
    if (!canAct(seat)) {
      return List.of();
    }
    if (play == null) {
      return HeartsPassing.choices(setup, seat);
    }
    if (!play.isOver()) {
      return CardActions.of(play.legalBits(), HeartsAction.Play.ALL);
    }
    return MOON_CHOICES;
  }

  @Override
  protected Either<RuleViolation, HeartsState> applyAction(int seat, Action action) {
    if (action instanceof HeartsAction.Play p) {
      return playCard(seat, p.card());
    }
    if (action instanceof HeartsAction.Pass p) {
      return pass(seat, p.cards().bits());
    }
    return chooseMoon(seat, (HeartsAction.Moon) action);
  }

  private Either<RuleViolation, HeartsState> pass(int seat, long cards) {
    if (play != null) {
      return wrongPhase(seat, "pass " + CardSet.ofBits(cards));
    }
    RuleViolation refusal = HeartsPassing.refusal(setup, seat, cards);
    if (refusal != null) {
      return Either.left(refusal);
    }
    HeartsSetup next = HeartsPassing.choose(setup, seat, cards);
    HeartsState s = new HeartsState(next, null);
    return Either.right(next.stage() == next.passes().size() ? s.startPlay(next.hands()) : s);
  }

  @Override
  protected HeartsState afterPlay(TrickPlay p) {
    HeartsState s = new HeartsState(setup, p);
    return p.isOver() ? s.scoreTricks() : s;
  }

  /** §5: the deal's points once the last trick is played, or the shooter's choice to make. */
  private HeartsState scoreTricks() {
    long[] won = wonCards();
    int shot = setup.rules().moonPossible() ? HeartsScoring.moonShooter(won) : -1;
    HeartsAction.Moon choice = shot >= 0 ? HeartsScoring.automaticMoon(setup.rules()) : null;
    if (shot >= 0 && choice == null) {
      return new HeartsState(setup.scored(shot, null, null), play);
    }
    return finish(won, shot, choice);
  }

  private HeartsState finish(long[] won, int shot, HeartsAction.Moon choice) {
    int[] tricks = new int[players()];
    for (int s = 0; s < tricks.length; s++) {
      tricks[s] = play.tricksWon(s);
    }
    int[] pts = HeartsScoring.dealPoints(setup.rules(), won, tricks, shot, choice);
    return new HeartsState(setup.scored(shot, choice, Ints.wrap(pts)), play);
  }

  private Either<RuleViolation, HeartsState> chooseMoon(int seat, HeartsAction.Moon choice) {
    if (play == null || !play.isOver() || setup.points() != null) {
      return wrongPhase(seat, "choose how the moon scores");
    }
    if (seat != setup.shooter()) {
      return Either.left(
          new RuleViolation(
              RuleCode.NOT_YOUR_TURN,
              seat,
              Seat.name(seat)
                  + " cannot choose how the moon scores: "
                  + Seat.name(setup.shooter())
                  + " shot the moon (hearts §5.2)"));
    }
    return Either.right(finish(wonCards(), setup.shooter(), choice));
  }

  /**
   * The same scoring as {@link #scoreTricks}, from a cursor: the moon as added, its choice left to
   * {@link #cursorTerminal}.
   */
  @Override
  protected boolean cursorScores(TrickCursor c, long[] won, int[] tricks, int[] scores) {
    HeartsRules rules = setup.rules();
    HeartsScoring.addWidow(won, c.lastWinner(), setup.widowBits());
    int shot = rules.moonPossible() ? HeartsScoring.moonShooter(won) : -1;
    HeartsScoring.fillDealPoints(
        rules, won, tricks, shot, shot >= 0 ? HeartsAction.Moon.ADD : null, scores);
    return true;
  }

  /**
   * A cursor's finished deal leaves the shooter's choice open, as {@link #scoreTricks} does: a moon
   * (the widow with the last trick's winner) under {@code moonChoice}.
   */
  @Override
  protected boolean cursorTerminal(TrickCursor c) {
    HeartsRules rules = setup.rules();
    if (!rules.moonPossible() || HeartsScoring.automaticMoon(rules) != null) {
      return true;
    }
    long widow = setup.widowBits();
    for (int s = 0; s < players(); s++) {
      if (HeartsScoring.shotTheMoon(c.cardsWonBits(s) | (s == c.lastWinner() ? widow : 0L))) {
        return false;
      }
    }
    return true;
  }

  @Override
  protected HeartsView view(int seat) {
    return HeartsView.of(this, seat);
  }

  @Override
  protected CardSet handBeforePlay(int seat) {
    return setup.hands().cards(seat);
  }

  @Override
  protected void zones(Map<String, CardSet> z) {
    z.put("widow", CardSet.ofBits(setup.widowBits()));
  }

  /**
   * The seat's deal points (§5).
   *
   * @throws IllegalStateException if the deal is not over (see {@link #pointsTaken()} for the
   *     points so far)
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  @Override
  public int score(int seat) {
    Seat.check(seat, players());
    if (setup.points() == null) {
      throw new IllegalStateException(
          "the deal is not over (phase " + phase() + "): no score for seat " + seat);
    }
    return setup.points().get(seat);
  }

  /** Minus the deal points: fewer points is better. */
  @Override
  public double utility(int seat) {
    return -score(seat);
  }

  /** {@link #utility} from a cursor's scores. */
  @Override
  protected double cursorUtility(int[] scores, int seat) {
    return -scores[seat];
  }
}
