package dev.tenace.hearts;

import static dev.tenace.hearts.HeartsPlayRules.CLUBS;
import static dev.tenace.hearts.HeartsPlayRules.HEARTS;
import static dev.tenace.hearts.HeartsPlayRules.JD;
import static dev.tenace.hearts.HeartsPlayRules.QS;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.CardActions;
import dev.tenace.core.spi.Keys;
import dev.tenace.core.spi.SubsetActions;
import dev.tenace.core.spi.TrickCursor;
import dev.tenace.core.spi.TrickGameState;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One deal of Hearts as an immutable state machine (rules/hearts.md): passing with the rotation of
 * §3 (two stages in the widow game, §7.1.2), trick play with every lead and follow rule of §4 and
 * §7, scoring of §5 with the shooter's moon choice as an action.
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
 * {@link #key()}s.
 *
 * <p>Rule codes of refusals ({@link HeartsGame#ruleCodes()}): {@code WRONG_PHASE}, {@code
 * NOT_YOUR_TURN}, {@code NO_SUCH_SEAT}, {@code UNKNOWN_ACTION}, {@code ALREADY_CHOSEN}, {@code
 * WRONG_CARD_COUNT}, {@code CARD_NOT_HELD}, {@code MUST_FOLLOW_SUIT}, {@code FIRST_LEAD}, {@link
 * #HEARTS_NOT_BROKEN}, {@link #NO_POINTS_FIRST_TRICK}.
 */
public final class HeartsState extends TrickGameState<HeartsState, HeartsView, HeartsState.Setup> {
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

  private static final byte[] NO_CHOICES = new byte[0];

  /**
   * Everything but the trick-play phase: fixed once trick play starts, so every card play shares it
   * and a position is this, the {@link TrickPlay} and an object header (24 bytes).
   */
  static final class Setup extends FrameSetup {
    final HeartsRules rules;
    final int dealNumber;
    final PassDirection direction;
    final List<Integer> standing;
    final long[] dealt;
    final List<Card> widow;
    final long[][] passes;

    /**
     * The seats in the order they chose, stage after stage ({@code players} per delivered stage).
     */
    final byte[] choosers;

    final int stage;
    final long[] hands;
    final int shooter;
    final HeartsAction.Moon moon;
    final int[] points;

    /**
     * The deal's first trick play, kept by its first start ({@link #startPlay}) so that trick play
     * from other passes starts from it ({@link TrickPlay#startOver}); shared by every state of the
     * deal, null when it starts without passing. It is no part of the state's value.
     */
    final FirstPlay firstPlay;

    Setup(
        HeartsRules rules,
        int dealNumber,
        int dealer,
        PassDirection direction,
        List<Integer> standing,
        long[] dealt,
        List<Card> widow,
        long[][] passes,
        byte[] choosers,
        int stage,
        long[] hands,
        int shooter,
        HeartsAction.Moon moon,
        int[] points,
        FirstPlay firstPlay) {
      super(rules.players(), dealer, rules.deck());
      this.rules = rules;
      this.dealNumber = dealNumber;
      this.direction = direction;
      this.standing = standing;
      this.dealt = dealt;
      this.widow = widow;
      this.passes = passes;
      this.choosers = choosers;
      this.stage = stage;
      this.hands = hands;
      this.shooter = shooter;
      this.moon = moon;
      this.points = points;
      this.firstPlay = firstPlay;
    }

    /**
     * The same deal after a passing step: the choices so far, their order, the stage, the hands.
     */
    Setup passing(long[][] passes, byte[] choosers, int stage, long[] hands) {
      return new Setup(
          rules,
          dealNumber,
          dealer(),
          direction,
          standing,
          dealt,
          widow,
          passes,
          choosers,
          stage,
          hands,
          -1,
          null,
          null,
          firstPlay);
    }

    /**
     * The same deal once its tricks are played: the shooter, the moon choice, the points (null
     * until final).
     */
    Setup scored(int shooter, HeartsAction.Moon moon, int[] points) {
      return new Setup(
          rules,
          dealNumber,
          dealer(),
          direction,
          standing,
          dealt,
          widow,
          passes,
          choosers,
          stage,
          hands,
          shooter,
          moon,
          points,
          firstPlay);
    }

    boolean sameAs(Setup o) {
      return this == o
          || (o.dealNumber == dealNumber
              && o.dealer() == dealer()
              && o.stage == stage
              && o.shooter == shooter
              && o.direction == direction
              && Objects.equals(o.moon, moon)
              && o.rules.equals(rules)
              && o.standing.equals(standing)
              && Arrays.equals(o.dealt, dealt)
              && o.widow.equals(widow)
              && Arrays.deepEquals(o.passes, passes)
              && Arrays.equals(o.choosers, choosers)
              && Arrays.equals(o.points, points));
    }
  }

  private static final Kind KIND = new Kind("Hearts", HeartsAction.class, HeartsAction.Play.class);

  private HeartsState(Setup setup, TrickPlay play) {
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
    Deal d = Deal.shuffled(rules.deck(), rules.players(), rules.handSize(), dealer, seed);
    return start(rules, dealNumber, dealer, rules.passDirection(dealNumber), d, standing);
  }

  /**
   * A deal from explicit hands, as a replay record gives it, with zero standing.
   *
   * @param rest the widow in deal order (first half face up, §7.1.1); empty without the widow
   * @param direction the pass direction, or {@code null} for the one deal {@code dealNumber} has
   * @throws IllegalArgumentException naming repeated, missing or foreign cards or a wrong hand size
   */
  public static HeartsState of(
      HeartsRules rules,
      int dealNumber,
      int dealer,
      List<CardSet> hands,
      List<Card> rest,
      PassDirection direction) {
    return of(rules, dealNumber, dealer, hands, rest, direction, zeros(rules.players()));
  }

  /**
   * A deal from explicit hands with the match totals before it.
   *
   * @param rest the widow in deal order (first half face up, §7.1.1); empty without the widow
   * @param direction the pass direction, or {@code null} for the one deal {@code dealNumber} has
   * @param standing the totals before this deal, one per seat
   * @throws IllegalArgumentException naming repeated, missing or foreign cards, a wrong hand size
   *     or a standing without one total per seat
   */
  public static HeartsState of(
      HeartsRules rules,
      int dealNumber,
      int dealer,
      List<CardSet> hands,
      List<Card> rest,
      PassDirection direction,
      List<Integer> standing) {
    Deal d =
        explicitDeal(
            "hearts §2.2, §7",
            rules.deck(),
            rules.players(),
            rules.handSize(),
            dealer,
            hands,
            rest);
    PassDirection dir = direction == null ? rules.passDirection(dealNumber) : direction;
    if (dir == PassDirection.ACROSS && rules.players() != 4) {
      throw new IllegalArgumentException("ACROSS passing needs 4 players (hearts §3.1)");
    }
    if (rules.widow() && dir != PassDirection.LEFT && dir != PassDirection.RIGHT) {
      throw new IllegalArgumentException(
          "the widow game passes LEFT or RIGHT every deal (hearts §7.1.2), not " + dir);
    }
    return start(rules, dealNumber, dealer, dir, d, standing);
  }

  private static List<Integer> zeros(int n) {
    return Collections.nCopies(n, 0);
  }

  private static HeartsState start(
      HeartsRules rules,
      int dealNumber,
      int dealer,
      PassDirection dir,
      Deal d,
      List<Integer> standing) {
    if (dealNumber < 1) {
      throw new IllegalArgumentException("deal numbers start at 1 but was " + dealNumber);
    }
    int n = rules.players();
    if (standing.size() != n) {
      throw new IllegalArgumentException(
          "the standing needs one total per seat ("
              + n
              + ") but had "
              + standing.size()
              + ": "
              + standing);
    }
    long[] dealt = new long[n];
    for (int s = 0; s < n; s++) {
      dealt[s] = d.hands().get(s).bits();
    }
    int stages = dir == PassDirection.HOLD ? 0 : rules.passStages().length;
    long[][] passes = new long[stages][n];
    HeartsState s =
        new HeartsState(
            new Setup(
                rules,
                dealNumber,
                dealer,
                dir,
                List.copyOf(standing),
                dealt,
                d.rest(),
                passes,
                NO_CHOICES,
                0,
                dealt,
                -1,
                null,
                null,
                stages == 0 ? null : new FirstPlay()),
            null);
    return stages == 0 ? s.startPlay(dealt) : s;
  }

  /** The same deal replayed from its cards: used by the sampler of {@link HeartsView}. */
  static HeartsState start(
      HeartsRules rules,
      int dealNumber,
      int dealer,
      PassDirection dir,
      List<CardSet> hands,
      List<Card> rest,
      List<Integer> standing) {
    return start(
        rules, dealNumber, dealer, dir, Deal.of(rules.deck(), dealer, hands, rest), standing);
  }

  /**
   * A deal in trick play made directly from its cards, for a view's sampler: the state that {@link
   * #start} from {@code dealt} and {@code widow} followed by the passes {@code passes} and the play
   * of {@code publicPlay} would reach, without replaying them. The caller (the view) has drawn the
   * hidden cards so that this deal is consistent with the public play; {@link TrickPlay#withHands}
   * still checks that every seat holds the cards it played.
   *
   * @param choosers the public order of the passing choices
   * @param handsNow the hands when trick play began (after the passes)
   * @param publicPlay the trick play so far, in any deal that agrees with this one on the cards
   *     played
   */
  static HeartsState sampledInPlay(
      HeartsRules rules,
      int dealNumber,
      int dealer,
      PassDirection dir,
      List<Integer> standing,
      long[] dealt,
      List<Card> widow,
      long[][] passes,
      byte[] choosers,
      long[] handsNow,
      TrickPlay publicPlay) {
    TrickPlay p =
        publicPlay.withHands(handsNow, HeartsPlayRules.of(rules, firstLead(rules, handsNow)));
    return new HeartsState(
        new Setup(
            rules,
            dealNumber,
            dealer,
            dir,
            standing,
            dealt,
            List.copyOf(widow),
            passes,
            choosers,
            passes.length,
            handsNow,
            -1,
            null,
            null,
            null),
        p);
  }

  /**
   * Trick play from {@code handsNow}, led by the holder of the first lead (§4.1, §7.1.3). The play
   * rules are prepared once per deal: passing moves cards between hands but keeps the cards dealt,
   * so the first lead and every rule are the same whatever is passed, and a search that tries every
   * pass in a sampled world starts each trick play from the first ({@link Setup#firstPlay}).
   */
  private HeartsState startPlay(long[] handsNow) {
    FirstPlay memo = setup.firstPlay;
    TrickPlay from = memo == null ? null : memo.play;
    TrickPlay p;
    if (from == null) {
      p = newPlay(setup.rules, handsNow);
      if (memo != null) {
        memo.play = p;
      }
    } else {
      p = from.startOver(handsNow, firstLeader(handsNow, firstLead(setup.rules, handsNow)));
    }
    return new HeartsState(
        setup.passing(setup.passes, setup.choosers, setup.passes.length, handsNow), p);
  }

  /**
   * The first trick play started in a deal, kept for the others ({@link #startPlay}). Threads that
   * race to write it only prepare the rules twice: every value written is an immutable trick play
   * under the same rules, whose final fields make it safe to read without a lock.
   */
  static final class FirstPlay {
    TrickPlay play;
  }

  /** Trick play from these hands, with the play rules of a deal under {@code rules} made for it. */
  private static TrickPlay newPlay(HeartsRules rules, long[] hands) {
    List<CardSet> hs = new ArrayList<>(hands.length);
    for (long h : hands) {
      hs.add(CardSet.ofBits(h));
    }
    Card first = firstLead(rules, hands);
    return TrickPlay.start(
        TrickOrder.noTrump(), hs, firstLeader(hands, first), HeartsPlayRules.of(rules, first));
  }

  /**
   * The card that leads trick 1 (§4.1): the lowest club dealt in the widow game (§7.1.3), which
   * passing does not change.
   */
  private static Card firstLead(HeartsRules rules, long[] hands) {
    if (!rules.widow()) {
      return rules.firstLeadCard();
    }
    long all = 0;
    for (long h : hands) {
      all |= h;
    }
    return Card.ofIndex(Long.numberOfTrailingZeros(all & CLUBS));
  }

  private static int firstLeader(long[] hands, Card first) {
    int leader = 0;
    for (int s = 0; s < hands.length; s++) {
      if ((hands[s] & first.bit()) != 0) {
        leader = s;
      }
    }
    return leader;
  }

  // ---------------------------------------------------------------- accessors

  /** The rules of this deal. */
  public HeartsRules rules() {
    return setup.rules;
  }

  /** The deal number within the game, from 1 (it sets the pass direction, §3.1). */
  public int dealNumber() {
    return setup.dealNumber;
  }

  /** The pass direction of this deal. */
  public PassDirection passDirection() {
    return setup.direction;
  }

  @Override
  public List<Integer> standing() {
    return setup.standing;
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
    return setup.points == null ? Phase.MOON : Phase.OVER;
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
    return CardSet.ofBits(setup.dealt[Seat.check(seat, players())]);
  }

  /** The widow in deal order (§7.1.1); empty without the widow. */
  public List<Card> widow() {
    return setup.widow;
  }

  /** The face-up widow cards (first half in deal order, §7.1.1, §8.7). */
  public CardSet widowFaceUp() {
    long b = 0;
    for (int i = 0; i < setup.widow.size() / 2; i++) {
      b |= setup.widow.get(i).bit();
    }
    return CardSet.ofBits(b);
  }

  /** The number of passing stages of this deal: 0 (HOLD), 1, or 2 (widow game). */
  public int passStages() {
    return setup.passes.length;
  }

  /** The passing stage in progress (0-based), or {@link #passStages()} once passing is over. */
  public int passStage() {
    return setup.stage;
  }

  /**
   * The cards the seat chose in a stage; empty if it has not chosen yet.
   *
   * @throws IllegalArgumentException if the stage or the seat is out of range
   */
  public CardSet passed(int stage, int seat) {
    if (stage < 0 || stage >= setup.passes.length) {
      throw new IllegalArgumentException(
          "stage must be 0.." + (setup.passes.length - 1) + " but was " + stage);
    }
    return CardSet.ofBits(setup.passes[stage][Seat.check(seat, players())]);
  }

  /** Whether the seat has chosen its cards in the current passing stage. */
  public boolean hasChosen(int seat) {
    return play == null && setup.passes[setup.stage][Seat.check(seat, players())] != 0;
  }

  /** The trick-play phase, once it has begun (for this package and its tests). */
  Optional<TrickPlay> trickPhase() {
    return Optional.ofNullable(play);
  }

  /** Whether hearts are broken (§4.3): always false during passing. */
  public boolean heartsBroken() {
    return play != null && HeartsPlayRules.heartsBroken(setup.rules, play);
  }

  /**
   * The seat that shot the moon this deal (took all 13 hearts and QS, §5.2), or {@code -1}: always
   * {@code -1} with {@code shootTheMoon} off (§7) and in the widow game (§7.1.6).
   */
  public int shooter() {
    return setup.shooter;
  }

  /**
   * The moon choice made (or applied automatically without {@code moonChoice}); empty without a
   * moon or before the choice.
   */
  public Optional<HeartsAction.Moon> moonChoice() {
    return Optional.ofNullable(setup.moon);
  }

  /**
   * The deal points per seat (§5), once the deal is over.
   *
   * @throws IllegalStateException if the deal is not scored yet
   */
  public List<Integer> points() {
    if (setup.points == null) {
      throw new IllegalStateException("the deal is not scored yet (phase " + phase() + ")");
    }
    return intList(setup.points);
  }

  /**
   * The penalty points of the cards each seat has won so far, one entry per seat: hearts and QS
   * (§5.1), −10 for JD with {@code jackOfDiamonds}, the widow with the last trick's winner
   * (§7.1.5). The moon (§5.2) and {@code noTricksBonus} apply only to the final {@link #points()}.
   */
  public List<Integer> pointsTaken() {
    int[] out = new int[players()];
    if (play != null) {
      long[] won = wonCards();
      for (int s = 0; s < out.length; s++) {
        out[s] = cardPoints(setup.rules, won[s]);
      }
    }
    return intList(out);
  }

  private static List<Integer> intList(int[] values) {
    Integer[] out = new Integer[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = values[i];
    }
    return List.of(out);
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

  private long widowBits() {
    long b = 0;
    for (Card c : setup.widow) {
      b |= c.bit();
    }
    return b;
  }

  /**
   * Every action of the deal in order, nothing concealed: the passes in the order the seats chose
   * them, the card plays, the shooter's moon choice. A seat's {@link HeartsView#history()} is this
   * with the other seats' passes {@link Concealed}.
   */
  public List<Move> history() {
    return history(
        players(),
        setup.choosers,
        (stage, seat) -> new HeartsAction.Pass(passed(stage, seat)),
        play,
        moonMove());
  }

  /** What a history shows of the pass of {@code seat} in {@code stage}. */
  @FunctionalInterface
  interface PassShown {
    Action pass(int stage, int seat);
  }

  /** A pass whose cards the viewer may not see. */
  static final Concealed CONCEALED_PASS = new Concealed("pass");

  /**
   * A history from its parts: the passes in the order of {@code choosers} ({@code players} per
   * stage) as {@code pass} shows them, the card plays of {@code play}, then {@code moon}.
   */
  static List<Move> history(
      int players, byte[] choosers, PassShown pass, TrickPlay play, Move moon) {
    List<Move> out =
        new ArrayList<>(
            choosers.length + (play == null ? 0 : play.tricksPlayed() * players + players));
    for (int i = 0; i < choosers.length; i++) {
      out.add(new Move(choosers[i], pass.pass(i / players, choosers[i])));
    }
    if (play != null) {
      for (Trick t : play.completedTricks()) {
        addPlays(out, t);
      }
      addPlays(out, play.currentTrick());
    }
    if (moon != null) {
      out.add(moon);
    }
    return List.copyOf(out);
  }

  private static void addPlays(List<Move> out, Trick t) {
    for (int i = 0; i < t.size(); i++) {
      out.add(new Move(t.seat(i), HeartsAction.Play.of(t.card(i))));
    }
  }

  /**
   * The shooter's choice as the history shows it, or {@code null} (none yet, or applied
   * automatically).
   */
  Move moonMove() {
    return setup.moon != null && setup.rules.moonChoice()
        ? new Move(setup.shooter, setup.moon)
        : null;
  }

  /** The seats in the order they chose their passes (never written; the view shares it). */
  byte[] choosers() {
    return setup.choosers;
  }

  // ---------------------------------------------------------------- GameState

  @Override
  public boolean isTerminal() {
    return setup.points != null;
  }

  @Override
  public int toMove() {
    if (play == null) {
      int n = players();
      for (int i = 1; i <= n; i++) {
        int s = (setup.dealer() + i) % n;
        if (setup.passes[setup.stage][s] == 0) {
          return s;
        }
      }
      throw new IllegalStateException("every seat has chosen but the cards were not delivered");
    }
    if (!play.isOver()) {
      return play.toPlay();
    }
    return setup.points == null ? setup.shooter : -1;
  }

  @Override
  public boolean canAct(int seat) {
    if (seat < 0 || seat >= players()) {
      return false;
    }
    if (play == null) {
      return setup.passes[setup.stage][seat] == 0;
    }
    return seat == toMove();
  }

  @Override
  public List<Action> legalActions(int seat) {
    if (!canAct(seat)) {
      return List.of();
    }
    if (play == null) {
      return SubsetActions.of(
          setup.hands[seat],
          setup.rules.passStages()[setup.stage],
          HeartsAction.Pass.class,
          HeartsAction.Pass::new,
          HeartsAction.Pass::cards);
    }
    if (!play.isOver()) {
      return CardActions.of(play.legalBits(), HeartsAction.Play.ALL);
    }
    return MOON_CHOICES;
  }

  private static final List<Action> MOON_CHOICES =
      List.of(HeartsAction.Moon.ADD, HeartsAction.Moon.SUBTRACT);

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

  @Override
  protected HeartsState afterPlay(TrickPlay p) {
    HeartsState s = new HeartsState(setup, p);
    return p.isOver() ? s.scoreTricks() : s;
  }

  /** The same scoring as {@link #scoreTricks}, from a cursor; a pending moon choice adds. */
  @Override
  protected boolean cursorScores(TrickCursor c, long[] won, int[] tricks, int[] scores) {
    if (!setup.widow.isEmpty()) {
      won[c.lastWinner()] |= widowBits();
    }
    int shot = setup.rules.moonPossible() ? moonShooter(won) : -1;
    fillDealPoints(
        setup.rules, won, tricks, shot, shot >= 0 ? HeartsAction.Moon.ADD : null, scores);
    return true;
  }

  private HeartsState scoreTricks() {
    long[] won = wonCards();
    int shot = setup.rules.moonPossible() ? moonShooter(won) : -1;
    if (shot >= 0 && setup.rules.moonChoice()) {
      return new HeartsState(setup.scored(shot, null, null), play);
    }
    return finish(won, shot, shot >= 0 ? HeartsAction.Moon.ADD : null);
  }

  /** The cards each seat won, the widow with the last trick's winner (§7.1.5). */
  private long[] wonCards() {
    long[] won = play.cardsWonBitsBySeat();
    if (play.isOver() && !setup.widow.isEmpty()) {
      won[play.lastTrick().winner()] |= widowBits();
    }
    return won;
  }

  private HeartsState finish(long[] won, int shot, HeartsAction.Moon choice) {
    int[] tricks = new int[players()];
    for (int s = 0; s < tricks.length; s++) {
      tricks[s] = play.tricksWon(s);
    }
    int[] pts = dealPoints(setup.rules, won, tricks, shot, choice);
    return new HeartsState(setup.scored(shot, choice, pts), play);
  }

  /** Hearts in the cards plus 13 for QS (§5.1; JD is handled in {@link #dealPoints}). */
  public static int points(CardSet cards) {
    return points(cards.bits());
  }

  /** {@link #points(CardSet)} of a card mask. */
  static int points(long cards) {
    return Long.bitCount(cards & HEARTS) + ((cards & QS) != 0 ? 13 : 0);
  }

  /**
   * The points of won cards under these rules before the moon and the no-trick bonus: §5.1, then
   * −10 for JD.
   */
  static int cardPoints(HeartsRules rules, long won) {
    return points(won) - (rules.jackOfDiamonds() && (won & JD) != 0 ? 10 : 0);
  }

  /** The seat whose won cards hold every heart and QS (§5.2), or {@code -1}. */
  static int moonShooter(long[] won) {
    for (int s = 0; s < won.length; s++) {
      if ((won[s] & HEARTS) == HEARTS && (won[s] & QS) != 0) {
        return s;
      }
    }
    return -1;
  }

  /**
   * The deal points of §5 and §7: points of the won cards (widow included), the moon as chosen,
   * then −10 for JD ({@code jackOfDiamonds}) and −5 for no trick ({@code noTricksBonus}, not after
   * a moon).
   *
   * @param won the cards each seat won
   * @param tricks the number of tricks each seat won
   * @param shooter the seat that shot the moon, or {@code -1}
   * @param choice the shooter's choice (ignored without a shooter)
   */
  static int[] dealPoints(
      HeartsRules rules, long[] won, int[] tricks, int shooter, HeartsAction.Moon choice) {
    int[] pts = new int[won.length];
    fillDealPoints(rules, won, tricks, shooter, choice, pts);
    return pts;
  }

  /** {@link #dealPoints(HeartsRules, long[], int[], int, HeartsAction.Moon)} into {@code pts}. */
  private static void fillDealPoints(
      HeartsRules rules,
      long[] won,
      int[] tricks,
      int shooter,
      HeartsAction.Moon choice,
      int[] pts) {
    int n = won.length;
    for (int s = 0; s < n; s++) {
      pts[s] = shooter >= 0 ? 0 : points(won[s]);
    }
    if (shooter >= 0) {
      if (choice.add()) {
        for (int s = 0; s < n; s++) {
          pts[s] = s == shooter ? 0 : 26;
        }
      } else {
        pts[shooter] = -26;
      }
    }
    for (int s = 0; s < n; s++) {
      if (rules.jackOfDiamonds() && (won[s] & JD) != 0) {
        pts[s] -= 10;
      }
      if (rules.noTricksBonus() && shooter < 0 && tricks[s] == 0) {
        pts[s] -= 5;
      }
    }
  }

  private Either<RuleViolation, HeartsState> chooseMoon(int seat, HeartsAction.Moon choice) {
    if (play == null || !play.isOver() || setup.points != null) {
      return wrongPhase(seat, "choose how the moon scores");
    }
    if (seat != setup.shooter) {
      return Either.left(
          new RuleViolation(
              RuleCode.NOT_YOUR_TURN,
              seat,
              Seat.name(seat)
                  + " cannot choose how the moon scores: "
                  + Seat.name(setup.shooter)
                  + " shot the moon (hearts §5.2)"));
    }
    return Either.right(finish(wonCards(), setup.shooter, choice));
  }

  private Either<RuleViolation, HeartsState> pass(int seat, long cards) {
    if (play != null) {
      return wrongPhase(seat, "pass " + CardSet.ofBits(cards));
    }
    if (setup.passes[setup.stage][seat] != 0) {
      return Either.left(
          new RuleViolation(
              RuleCode.ALREADY_CHOSEN,
              seat,
              Seat.name(seat)
                  + " has already chosen "
                  + CardSet.ofBits(setup.passes[setup.stage][seat])
                  + " to pass "
                  + setup.direction
                  + " (hearts §3.2)"));
    }
    int need = setup.rules.passStages()[setup.stage];
    if (Long.bitCount(cards) != need) {
      return Either.left(
          new RuleViolation(
              RuleCode.WRONG_CARD_COUNT,
              seat,
              Seat.name(seat)
                  + " must pass exactly "
                  + need
                  + " card"
                  + (need == 1 ? "" : "s")
                  + " but chose "
                  + Long.bitCount(cards)
                  + " ("
                  + CardSet.ofBits(cards)
                  + ") (hearts "
                  + (setup.rules.widow() ? "§7.1.2" : "§3.2")
                  + ")"));
    }
    if ((cards & ~setup.hands[seat]) != 0) {
      return Either.left(
          new RuleViolation(
              RuleCode.CARD_NOT_HELD,
              seat,
              Seat.name(seat)
                  + " cannot pass "
                  + CardSet.ofBits(cards & ~setup.hands[seat])
                  + ": not in hand "
                  + CardSet.ofBits(setup.hands[seat])));
    }
    long[][] ps = setup.passes.clone();
    ps[setup.stage] = setup.passes[setup.stage].clone();
    ps[setup.stage][seat] = cards;
    byte[] order = Arrays.copyOf(setup.choosers, setup.choosers.length + 1);
    order[order.length - 1] = (byte) seat;
    for (long p : ps[setup.stage]) {
      if (p == 0) {
        return Either.right(
            new HeartsState(setup.passing(ps, order, setup.stage, setup.hands), null));
      }
    }
    // Everyone has chosen: deliver all at once (§3.2).
    int n = players();
    long[] next = new long[n];
    for (int s = 0; s < n; s++) {
      next[s] =
          (setup.hands[s] & ~ps[setup.stage][s]) | ps[setup.stage][setup.direction.giver(s, n)];
    }
    HeartsState delivered = new HeartsState(setup.passing(ps, order, setup.stage + 1, next), null);
    return Either.right(setup.stage + 1 == ps.length ? delivered.startPlay(next) : delivered);
  }

  @Override
  public HeartsAction parseAction(String text) {
    return HeartsAction.parse(text);
  }

  @Override
  public HeartsView viewFor(int seat) {
    Seat.check(seat, players());
    return HeartsView.of(this, seat);
  }

  @Override
  public CardSet hand(int seat) {
    Seat.check(seat, players());
    return play == null ? CardSet.ofBits(setup.hands[seat]) : play.hand(seat);
  }

  @Override
  public Map<String, CardSet> zones() {
    Map<String, CardSet> z = new LinkedHashMap<>();
    for (int s = 0; s < players(); s++) {
      z.put("hand " + s, hand(s));
    }
    z.put("played", play == null ? CardSet.EMPTY : play.played());
    z.put("widow", CardSet.ofBits(widowBits()));
    return z;
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
    if (setup.points == null) {
      throw new IllegalStateException(
          "the deal is not over (phase " + phase() + "): no score for seat " + seat);
    }
    return setup.points[seat];
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

  /**
   * A cursor's finished deal leaves the shooter's choice open, as {@link #scoreTricks} does: a moon
   * (the widow with the last trick's winner) under {@code moonChoice}.
   */
  @Override
  protected boolean cursorTerminal(TrickCursor c) {
    if (!setup.rules.moonPossible() || !setup.rules.moonChoice()) {
      return true;
    }
    long widow = setup.widow.isEmpty() ? 0L : widowBits();
    for (int s = 0; s < players(); s++) {
      long won = c.cardsWonBits(s) | (s == c.lastWinner() ? widow : 0L);
      if ((won & HEARTS) == HEARTS && (won & QS) != 0) {
        return false;
      }
    }
    return true;
  }

  @Override
  public long key() {
    long k = Keys.mix(Keys.START, setup.rules.hashCode());
    k =
        Keys.mix(
            k,
            ((long) setup.dealNumber << 8)
                | ((long) setup.dealer() << 4)
                | setup.direction.ordinal());
    for (int t : setup.standing) {
      k = Keys.mix(k, t);
    }
    for (long d : setup.dealt) {
      k = Keys.mix(k, d);
    }
    for (Card c : setup.widow) {
      k = Keys.mix(k, c.index());
    }
    for (long[] stage : setup.passes) {
      for (long p : stage) {
        k = Keys.mix(k, p);
      }
    }
    for (byte s : setup.choosers) {
      k = Keys.mix(k, s);
    }
    if (play != null) {
      for (Trick t : play.completedTricks()) {
        k = Keys.mix(k, trickCode(t));
      }
      // the trick in progress, its size included: a trick holding only 2C (card index 0) packs as
      // an empty one
      k = Keys.mix(k, trickCode(play.currentTrick()) ^ (1L << 59));
    }
    return Keys.mix(
        k,
        ((long) setup.shooter << 8)
            ^ (setup.moon == null ? 0 : setup.moon.add() ? 1 : 2)
            ^ (setup.points == null ? 0 : 4));
  }

  private static long trickCode(Trick t) {
    return t.packed() ^ ((long) t.leader() << 60) ^ ((long) t.size() << 52);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof HeartsState s && Objects.equals(s.play, play) && s.setup.sameAs(setup);
  }

  @Override
  public int hashCode() {
    int h = Arrays.hashCode(setup.dealt) * 31 + setup.standing.hashCode();
    return 31 * h + (play == null ? Arrays.deepHashCode(setup.passes) : play.hashCode());
  }

  // package-private access for the view and the sampler
  TrickPlay play() {
    return play;
  }

  long passBits(int stage, int seat) {
    return setup.passes[stage][seat];
  }

  @Override
  public String toString() {
    StringBuilder b =
        new StringBuilder("Hearts(deal ")
            .append(setup.dealNumber)
            .append(", dealer ")
            .append(setup.dealer())
            .append(", ")
            .append(setup.direction)
            .append(", ")
            .append(phase());
    for (int s = 0; s < players(); s++) {
      b.append(", ").append(s).append(": ").append(hand(s));
    }
    if (play != null) {
      b.append(", trick [").append(play.currentTrick()).append(']');
    }
    return b.append(')').toString();
  }
}
