package dev.tenace.suitability;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.CardActions;
import dev.tenace.core.spi.DealHeader;
import dev.tenace.core.spi.Ints;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.TrickCursor;
import dev.tenace.core.spi.TrickGameState;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.TrickOrder;
import io.vavr.control.Either;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One deal of Suitability as an immutable state machine (rules/suitability.md): the deal (§3, §8),
 * the declarations and the 3-player exchange ({@link SuitabilityDeclaring}, §4, §8), trick play
 * under the declared roles (§5: reverse suit, jokers for 5 players) and the scoring ({@link
 * SuitabilityScoring}, §6). The glue between them: which phase the deal is in and who acts.
 *
 * <pre>{@code
 * SuitabilityState s = SuitabilityState.deal(SuitabilityRules.defaults(), 3, 42L); // dealer 3: seat 0 declares first
 * s = s.apply(0, s.parseAction("declare H trump")).get();
 * }</pre>
 *
 * <p>States are values: two states are equal when they have the same rules, deal number, standing,
 * dealt cards and history, and {@link #key()} is a 64-bit key of exactly that (derived from the
 * {@link SuitabilitySetup} record and the trick play).
 *
 * <p>Rule codes ({@link SuitabilityGame#ruleCodes()}): {@code NOT_YOUR_TURN}, {@code WRONG_PHASE},
 * {@code NO_SUCH_SEAT}, {@code UNKNOWN_ACTION}, {@code DECLARATION_NOT_ALLOWED}, {@code
 * CARD_NOT_HELD}, {@code MUST_FOLLOW_SUIT}.
 */
@SuppressWarnings(
    "exports") // the setup is the state's own part of the deal: clients never name its type
public final class SuitabilityState
    extends TrickGameState<SuitabilityState, SuitabilityView, SuitabilitySetup> {
  /** Where a deal is. */
  public enum Phase {
    /** Suit roles and privilege (§4). */
    DECLARING,
    /** Trick play (§5). */
    PLAYING,
    /** Scored. */
    OVER
  }

  private static final Kind KIND =
      new Kind(
          "Suitability",
          SuitabilityAction.class,
          SuitabilityAction.Play.class,
          SuitabilityAction::parse);

  private SuitabilityState(SuitabilitySetup setup, TrickPlay play) {
    super(setup, play);
  }

  // ---------------------------------------------------------------- factories: the deal (§3, §8)

  /** A seeded deal played on its own: deal 1, zero standing. */
  public static SuitabilityState deal(SuitabilityRules rules, int dealer, long seed) {
    return deal(rules, 1, dealer, seed, zeros(rules.players()));
  }

  /**
   * A seeded deal of a game: deal {@code dealNumber} (from 1) with the totals {@code standing}
   * before it, one per seat (what the match policy deals).
   *
   * @throws IllegalArgumentException if the dealer is not a seat, the deal number is below 1 or the
   *     standing does not have one total per seat
   */
  public static SuitabilityState deal(
      SuitabilityRules rules, int dealNumber, int dealer, long seed, List<Integer> standing) {
    Seat.check(dealer, rules.players());
    Deal d = shuffledDeal(rules, dealer, seed);
    return start(rules, d, dealNumber, standing);
  }

  /**
   * A deal from explicit hands (and the 3-player turn-up as {@code rest}), played on its own.
   *
   * @throws IllegalArgumentException naming repeated, missing or foreign cards or wrong sizes
   */
  public static SuitabilityState of(
      SuitabilityRules rules, int dealer, List<CardSet> hands, List<Card> rest) {
    return of(rules, dealer, hands, rest, 1, zeros(rules.players()));
  }

  /**
   * The same, as deal number {@code dealNumber} (at least 1) of a match with the totals {@code
   * standing} before it: what a replay record's {@code "deal"} and {@code "standing"} give.
   */
  public static SuitabilityState of(
      SuitabilityRules rules,
      int dealer,
      List<CardSet> hands,
      List<Card> rest,
      int dealNumber,
      List<Integer> standing) {
    Deal deal = explicitDeal("suitability §3, §8", rules, dealer, hands, rest);
    return start(rules, deal, dealNumber, standing);
  }

  /** Deal {@code d} as deal {@code dealNumber} of a match with {@code standing} before it. */
  static SuitabilityState start(
      SuitabilityRules rules, Deal d, int dealNumber, List<Integer> standing) {
    DealHeader.checkDealNumber(dealNumber);
    DealHeader.checkStanding(rules.players(), standing);
    DealHeader header = DealHeader.of(d, dealNumber, standing);
    return new SuitabilityState(SuitabilitySetup.dealt(header, rules), null);
  }

  static List<Integer> zeros(int players) {
    return Collections.nCopies(players, 0);
  }

  // ---------------------------------------------------------------- accessors

  /** The rules of this deal. */
  public SuitabilityRules rules() {
    return setup.rules();
  }

  /** Where the deal is. */
  @Override
  public Phase phase() {
    return play == null ? Phase.DECLARING : setup.scored() ? Phase.OVER : Phase.PLAYING;
  }

  @Override
  protected Kind kind() {
    return KIND;
  }

  /** The role of a suit, once declared (the last one is PLAIN after three declarations). */
  public Optional<Role> role(Suit suit) {
    return Optional.ofNullable(setup.calls().role(suit));
  }

  /** The suit with a role, once declared. */
  public Optional<Suit> suitWith(Role role) {
    return Optional.ofNullable(setup.calls().suitWith(role));
  }

  /** The suit-role declarations so far, in order (§4.1). */
  public List<Declaration> declarations() {
    return SuitabilityDeclaring.declarations(setup.calls());
  }

  /** The declarations and privilege claims so far, in order: the history before trick play. */
  SuitabilityCalls calls() {
    return setup.calls();
  }

  /**
   * The privilege claimed by the seat (empty when it had no choice or has not chosen).
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public Optional<Privilege> privilege(int seat) {
    Seat.check(seat, players());
    return Optional.ofNullable(SuitabilityDeclaring.claim(setup.calls(), seat));
  }

  /** The turn-up (3 players; after the exchange, the plain card put face up), or empty. */
  public Optional<Card> turnUp() {
    return Optional.ofNullable(setup.faceUp());
  }

  /** The seat that exchanged with the turn-up (§8 players = 3), or -1. */
  public int turnUpExchanger() {
    return setup.exchanger();
  }

  /** The card dealt face up (3 players), or empty. */
  public Optional<Card> dealtTurnUp() {
    return Optional.ofNullable(setup.turnUp());
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

  /** The trick-play phase, once it has begun (for this package and its tests). */
  Optional<TrickPlay> trickPhase() {
    return Optional.ofNullable(play);
  }

  /**
   * Tricks won by the seat so far.
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public int tricks(int seat) {
    Seat.check(seat, players());
    return play == null ? 0 : play.tricksWon(seat);
  }

  /**
   * Penalty-suit cards among the cards the seat has won so far (§6.1).
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public int penaltyCards(int seat) {
    Seat.check(seat, players());
    Suit penalty = setup.calls().suitWith(Role.PENALTY);
    if (play == null || penalty == null) {
      return 0;
    }
    return SuitabilityScoring.penaltyCards(penalty, play.cardsWonBits(seat));
  }

  /**
   * The deal scores per seat (§6).
   *
   * @throws IllegalStateException if the deal is not over
   */
  public List<Integer> scores() {
    return over().toList();
  }

  private Ints over() {
    if (!setup.scored()) {
      throw new IllegalStateException("the deal is not over (phase " + phase() + ")");
    }
    return setup.scores();
  }

  // ---------------------------------------------------------------- actions

  /** The seat to declare or claim next (§4), or -1 once trick play has begun. */
  private int caller() {
    return SuitabilityDeclaring.toAct(players(), dealer(), setup.calls());
  }

  @Override
  public int toMove() {
    if (play == null) {
      return caller();
    }
    return play.isOver() ? -1 : play.toPlay();
  }

  @Override
  public List<Action> legalActions(int seat) {
    if (seat < 0 || seat != toMove()) {
      return List.of();
    }
    if (play == null) {
      return SuitabilityDeclaring.legal(setup.calls());
    }
    return CardActions.of(play.legalBits(), SuitabilityAction.Play.ALL);
  }

  @Override
  protected SuitabilityState afterPlay(TrickPlay p) {
    SuitabilityState s = new SuitabilityState(setup, p);
    return p.isOver() ? s.scored() : s;
  }

  @Override
  protected Either<RuleViolation, SuitabilityState> applyAction(int seat, Action action) {
    if (action instanceof SuitabilityAction.Play p) {
      return playCard(seat, p.card());
    }
    boolean declaring = setup.calls().size() < SuitabilityDeclaring.DECLARATIONS;
    if (play != null || declaring != (action instanceof SuitabilityAction.Declare)) {
      return wrongPhase(seat, action.text());
    }
    int turn = caller();
    if (seat != turn) {
      return notYourTurn(seat, action, turn);
    }
    if (action instanceof SuitabilityAction.Declare d
        && !SuitabilityDeclaring.declarable(setup.calls(), d)) {
      return Either.left(SuitabilityDeclaring.notDeclarable(seat, d));
    }
    SuitabilityState next = new SuitabilityState(setup.withCall(new Move(seat, action)), null);
    return Either.right(next.caller() >= 0 ? next : next.startPlay());
  }

  /**
   * The 3-player turn-up exchange (§8, §9.8), then trick play under the declared roles (§5.3, §8.1
   * jokers with 5 players), the dealer's left leading (§5.1).
   */
  private SuitabilityState startPlay() {
    SuitabilityCalls calls = setup.calls();
    SuitabilityDeclaring.Exchange x =
        SuitabilityDeclaring.exchange(
            setup.header().dealt(), setup.turnUp(), calls.suitWith(Role.PLAIN));
    int n = players();
    TrickOrder order =
        TrickOrder.suitRoles(calls.suitWith(Role.TRUMP), calls.suitWith(Role.REVERSE), n == 5);
    TrickPlay p = TrickPlay.start(order, x.hands().toCardSets(), (dealer() + 1) % n, List.of());
    return new SuitabilityState(setup.withExchanger(x.exchanger()), p);
  }

  /**
   * This deal in trick play with other unseen cards, for a view's sampler: the state that dealing
   * {@code dealt} and replaying this deal's history would reach, made without replaying it.
   *
   * @param dealt the hands as dealt
   * @param now the hands when trick play began (after the turn-up exchange); {@link
   *     TrickPlay#withHands} checks that every seat holds the cards it played
   * @throws IllegalStateException if this deal is not in trick play
   */
  SuitabilityState withHands(long[] dealt, long[] now) {
    if (phase() != Phase.PLAYING) {
      throw new IllegalStateException("not in trick play: " + phase());
    }
    return new SuitabilityState(
        setup.withDealt(Masks.wrap(dealt)), play.withHands(now, play.rules()));
  }

  // ---------------------------------------------------------------- scoring (§6)

  private SuitabilityState scored() {
    int n = players();
    int[] tricks = new int[n];
    long[] won = new long[n];
    for (int s = 0; s < n; s++) {
      tricks[s] = play.tricksWon(s);
      won[s] = play.cardsWonBits(s);
    }
    int[] scores = new int[n];
    scores(tricks, won, scores);
    return new SuitabilityState(setup.withScores(Ints.wrap(scores)), play);
  }

  /** The same scoring as {@link #scored}, from a cursor's tricks and won cards. */
  @Override
  protected boolean cursorScores(TrickCursor c, long[] won, int[] tricks, int[] scores) {
    scores(tricks, won, scores);
    return true;
  }

  /** The deal scores (§6) from the tricks and the cards each seat won, into {@code out}. */
  private void scores(int[] tricks, long[] won, int[] out) {
    SuitabilityScoring.scores(
        setup.rules(), setup.calls().suitWith(Role.PENALTY), setup.privileges(), tricks, won, out);
  }

  /**
   * The seat's deal score (§6).
   *
   * @throws IllegalStateException if the deal is not over
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  @Override
  public int score(int seat) {
    Seat.check(seat, players());
    return over().get(seat);
  }

  /**
   * With partnerships, the team's deal score (§8: the sum of both partners' scores); otherwise the
   * seat's. What a match adds to the seat's total.
   *
   * @throws IllegalStateException if the deal is not over
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public int teamScore(int seat) {
    Seat.check(seat, players());
    return SuitabilityScoring.teamScore(setup.rules(), over().toArray(), seat);
  }

  /** {@link #teamScore(int)}. */
  @Override
  public double utility(int seat) {
    return teamScore(seat);
  }

  /** {@link #utility} from a cursor's scores: the seat's, plus its partner's in partnerships. */
  @Override
  protected double cursorUtility(int[] scores, int seat) {
    return SuitabilityScoring.teamScore(setup.rules(), scores, seat);
  }

  // ---------------------------------------------------------------- GameState

  @Override
  public boolean isTerminal() {
    return setup.scored();
  }

  @Override
  protected SuitabilityView view(int seat) {
    return SuitabilityView.of(this, seat);
  }

  @Override
  protected void zones(Map<String, CardSet> z) {
    z.put("turn-up", turnUp().map(CardSet::of).orElse(CardSet.EMPTY));
  }
}
