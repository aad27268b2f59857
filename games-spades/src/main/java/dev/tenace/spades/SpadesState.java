package dev.tenace.spades;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.CardActions;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.SubsetActions;
import dev.tenace.core.spi.TrickCursor;
import dev.tenace.core.spi.TrickGameState;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.Trick;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One deal of Spades as an immutable state machine (rules/spades.md), the glue of its phases: the
 * bidding of §3 ({@link SpadesBidding}), the partners' 2-card exchange after a blind nil ({@link
 * SpadesExchange}, doubleNilPass, blindNilRestricted), the trick play of §4 ({@link
 * SpadesPlayRules}) and the scoring of §5 ({@link SpadesScoring}).
 *
 * <pre>{@code
 * SpadesState s = SpadesState.deal(SpadesRules.defaults(), 3, 42L);  // dealer 3: seat 0 bids first
 * s.legalActions(0);                                                  // [look, blindnil]
 * s = s.apply(0, s.parseAction("look")).get();
 * s = s.apply(0, s.parseAction("bid 4")).get();
 * }</pre>
 *
 * <p>Looking (§3.3): a seat for which blind nil is possible (blindNil on and its deficit condition
 * met, or roulette) has not seen its hand; at its bidding turn its legal actions are exactly {@code
 * look} and {@code blindnil} (only {@code blindnil} under roulette). Every other seat sees its hand
 * from the deal. Any bid shows the hand.
 *
 * <p>Teams: A = seats 0 and 2, B = seats 1 and 3 (team of seat {@code s} is {@code s % 2}). Rule
 * codes ({@link SpadesGame#ruleCodes()}): the common ones, {@code BID_NOT_ALLOWED}, {@code
 * SPADES_NOT_BROKEN}, {@code FIRST_LEAD}, {@code LEFTY}, {@code RIGHTY}.
 *
 * <p>States are values: equal deals, actions and match context give equal states and keys.
 */
@SuppressWarnings(
    "exports") // the setup is the state's own part of the deal: clients never name its type
public final class SpadesState extends TrickGameState<SpadesState, SpadesView, SpadesSetup> {
  /** Where a deal is. */
  public enum Phase {
    /** Bids in turn (§3). */
    BIDDING,
    /** Partners of a blind-nil bidder exchange 2 cards (§7 doubleNilPass). */
    EXCHANGE,
    /** Trick play (§4). */
    PLAYING,
    /** The deal is scored. */
    OVER
  }

  /** Rule code: a bid (or {@code look}) outside the seat's legal set (§3.3, §3.4, §7). */
  public static final String BID_NOT_ALLOWED = "BID_NOT_ALLOWED";

  /** Rule code: a spade led before spades are broken (§4.3). */
  public static final String SPADES_NOT_BROKEN = "SPADES_NOT_BROKEN";

  /** Rule code: only the leftmost legal card may be played (lefty). */
  public static final String LEFTY = "LEFTY";

  /** Rule code: only the rightmost legal card may be played (righty). */
  public static final String RIGHTY = "RIGHTY";

  private static final Kind KIND =
      new Kind("Spades", SpadesAction.class, SpadesAction.Play.class, SpadesAction::parse);

  /**
   * The legal bids of the seat to bid ({@link SpadesBidding#legalMask}) with {@link #KNOWN_MASK}
   * set, once worked out: listing the bids and checking the one made then cost one pass of the
   * bidding restriction. A benign race at worst works it out twice.
   */
  private int bidMask;

  private static final int KNOWN_MASK = 1 << 30;

  private SpadesState(SpadesSetup setup, TrickPlay play) {
    super(setup, play);
  }

  private int bidMask() {
    int m = bidMask;
    if (m == 0) {
      m = SpadesBidding.legalMask(setup) | KNOWN_MASK;
      bidMask = m;
    }
    return m & ~KNOWN_MASK;
  }

  // ---------------------------------------------------------------- factories

  /** A seeded deal with a neutral match context (deal 1, totals and bags 0). */
  public static SpadesState deal(SpadesRules rules, int dealer, long seed) {
    return deal(rules, 1, dealer, List.of(0, 0), List.of(0, 0), seed);
  }

  /**
   * A seeded deal of a match, with the standing the team totals of each seat ([A, B, A, B]; zeros
   * in the bid-error game, whose standing is the seats' errors).
   *
   * @param scoresBefore team totals [A, B] before the deal (blind-nil deficits, §7)
   * @param bagsBefore team bag counts [A, B] before the deal (§5.3), each 0 to 9
   * @throws IllegalArgumentException if the dealer is not a seat or the context is malformed
   */
  public static SpadesState deal(
      SpadesRules rules,
      int dealNumber,
      int dealer,
      List<Integer> scoresBefore,
      List<Integer> bagsBefore,
      long seed) {
    List<Integer> standing = defaultStanding(rules, scoresBefore);
    return start(
        SpadesSetup.of(
            rules, shuffled(dealer, seed), dealNumber, scoresBefore, bagsBefore, standing));
  }

  /**
   * A deal from explicit hands (replay records).
   *
   * @throws IllegalArgumentException naming repeated, missing or foreign cards, or bad context
   */
  public static SpadesState of(
      SpadesRules rules,
      int dealer,
      List<CardSet> hands,
      List<Integer> scoresBefore,
      List<Integer> bagsBefore) {
    return of(rules, dealer, hands, scoresBefore, bagsBefore, 1);
  }

  /**
   * The same, as deal number {@code dealNumber} (at least 1) of a match: what a replay record's
   * {@code "deal"} gives.
   */
  public static SpadesState of(
      SpadesRules rules,
      int dealer,
      List<CardSet> hands,
      List<Integer> scoresBefore,
      List<Integer> bagsBefore,
      int dealNumber) {
    List<Integer> standing = defaultStanding(rules, scoresBefore);
    return start(
        SpadesSetup.of(
            rules, explicit(dealer, hands), dealNumber, scoresBefore, bagsBefore, standing));
  }

  /** The seeded deal of §2.2 by this dealer. */
  static Deal shuffled(int dealer, long seed) {
    Seat.check(dealer, 4);
    return Deal.shuffled(Deck.standard(), 4, 13, dealer, seed);
  }

  /**
   * An explicit deal of §2.2 by this dealer.
   *
   * @throws IllegalArgumentException naming repeated, missing or foreign cards
   */
  static Deal explicit(int dealer, List<CardSet> hands) {
    return explicitDeal("spades §2.2", Deck.standard(), 4, 13, dealer, hands, List.of());
  }

  private static List<Integer> defaultStanding(SpadesRules rules, List<Integer> scoresBefore) {
    if (scoresBefore.size() != 2) {
      throw new IllegalArgumentException(
          "scores are given per team: [A, B] but were " + scoresBefore);
    }
    return rules.bidErrorScoring()
        ? List.of(0, 0, 0, 0)
        : List.of(
            scoresBefore.get(0), scoresBefore.get(1), scoresBefore.get(0), scoresBefore.get(1));
  }

  /** A deal before its first bid ({@link SpadesSetup#of}), as the match policy and replays deal. */
  static SpadesState start(SpadesSetup setup) {
    return new SpadesState(setup, null);
  }

  /**
   * The state of a setup and its trick play: the sampler makes its worlds in trick play here,
   * without replaying them.
   */
  static SpadesState at(SpadesSetup setup, TrickPlay play) {
    return new SpadesState(setup, play);
  }

  // ---------------------------------------------------------------- accessors

  /** The rules of this deal. */
  public SpadesRules rules() {
    return setup.rules();
  }

  /** Team totals [A, B] before this deal. */
  public List<Integer> scoresBefore() {
    return setup.scoresBefore().toList();
  }

  /** Team bag counts [A, B] before this deal. */
  public List<Integer> bagsBefore() {
    return setup.bagsBefore().toList();
  }

  /** Where the deal is. */
  @Override
  public Phase phase() {
    if (play == null) {
      return setup.bidding().isComplete() ? Phase.EXCHANGE : Phase.BIDDING;
    }
    return play.isOver() ? Phase.OVER : Phase.PLAYING;
  }

  @Override
  protected Kind kind() {
    return KIND;
  }

  /**
   * Whether the seat sees its hand (§3.3): from the deal when blind nil is not possible for it,
   * else once it has looked or bid.
   */
  public boolean handSeen(int seat) {
    Seat.check(seat, 4);
    return setup.sees(seat);
  }

  /** Whether the seat took the {@code look} action (§3.3). */
  public boolean looked(int seat) {
    Seat.check(seat, 4);
    return SpadesBidding.looked(setup, seat);
  }

  /** The seat's bid, empty before it bids. */
  public Optional<SpadesBid> bid(int seat) {
    Seat.check(seat, 4);
    return setup.bidding().bid(seat);
  }

  /** The team contract {@code B_t} (§3.5): the sum of the team's numeric bids so far. */
  public int contract(int team) {
    if (team != 0 && team != 1) {
      throw new IllegalArgumentException("team must be 0 (A) or 1 (B) but was " + team);
    }
    return bid(team).map(SpadesBid::tricks).orElse(0)
        + bid(team + 2).map(SpadesBid::tricks).orElse(0);
  }

  /**
   * Whether the seat exchanges 2 cards with its partner this deal (known once every seat has bid).
   */
  public boolean exchanging(int seat) {
    Seat.check(seat, 4);
    return setup.exchange().exchanging(seat);
  }

  /** The cards the seat chose to give its partner; empty before it chose or without an exchange. */
  public CardSet exchanged(int seat) {
    Seat.check(seat, 4);
    return setup.exchange().chosen().cards(seat);
  }

  /** The hand the seat was dealt. */
  public CardSet dealtHand(int seat) {
    Seat.check(seat, 4);
    return setup.header().hand(seat);
  }

  /** The trick-play phase, once it has begun (for this package and its tests). */
  Optional<TrickPlay> trickPhase() {
    return Optional.ofNullable(play);
  }

  /** Whether spades are broken (§4.2). */
  public boolean spadesBroken() {
    return play != null && SpadesPlayRules.spadesBroken(play.playedBits());
  }

  /** Tricks taken by the seat so far. */
  public int tricks(int seat) {
    Seat.check(seat, 4);
    return play == null ? 0 : play.tricksWon(seat);
  }

  /** The team deal scores [A, B] (§5.4), once the deal is over. */
  public List<Integer> teamScores() {
    return List.of(result(0).score(), result(1).score());
  }

  /**
   * The team totals [A, B] after this deal: {@link #scoresBefore()} plus {@link #teamScores()},
   * once over.
   */
  public List<Integer> scoresAfter() {
    return List.of(
        setup.scoresBefore().get(0) + result(0).score(),
        setup.scoresBefore().get(1) + result(1).score());
  }

  /**
   * The team bag counts [A, B] after the deal (§5.3; [0, 0] with bags off), once the deal is over.
   */
  public List<Integer> bagsAfter() {
    return List.of(result(0).bags(), result(1).bags());
  }

  /**
   * The seat's bid error {@code |bid − tricks|} (§7 bidErrorScoring; nil and blind nil bid 0), once
   * over.
   */
  public int bidError(int seat) {
    Seat.check(seat, 4);
    requireOver();
    return SpadesScoring.bidError(setup.bid(seat), play.tricksWon(seat));
  }

  /** The team's result of the finished deal (§5). */
  private SpadesScoring.TeamScore result(int team) {
    requireOver();
    return SpadesScoring.team(
        setup.rules(),
        setup.bid(team),
        play.tricksWon(team),
        setup.bid(team + 2),
        play.tricksWon(team + 2),
        setup.bagsBefore().get(team));
  }

  private void requireOver() {
    if (!isTerminal()) {
      throw new IllegalStateException("the deal is not over (phase " + phase() + ")");
    }
  }

  // ---------------------------------------------------------------- GameState

  @Override
  public boolean isTerminal() {
    return play != null && play.isOver();
  }

  @Override
  public int toMove() {
    if (play != null) { // trick play, or -1 once it is over
      return play.toPlay();
    }
    return switch (phase()) {
      case BIDDING -> setup.bidding().toBid();
      case EXCHANGE -> setup.exchange().nextToChoose(dealer());
      case PLAYING -> play.toPlay();
      case OVER -> -1;
    };
  }

  @Override
  public boolean canAct(int seat) {
    if (seat < 0 || seat >= 4 || isTerminal()) {
      return false;
    }
    if (phase() == Phase.EXCHANGE) {
      return setup.exchange().choosing(seat);
    }
    return seat == toMove();
  }

  @Override
  public List<Action> legalActions(int seat) {
    if (play != null) { // trick play: the seat to play, none once it is over
      return seat >= 0 && seat == play.toPlay()
          ? CardActions.of(play.legalBits(), SpadesAction.Play.ALL)
          : List.of();
    }
    if (!canAct(seat)) {
      return List.of();
    }
    return phase() == Phase.BIDDING
        ? SpadesBidding.actionsOf(bidMask())
        : SubsetActions.of(
            setup.dealt(seat),
            2,
            SpadesAction.Exchange.class,
            SpadesAction.Exchange::new,
            SpadesAction.Exchange::cards);
  }

  @Override
  protected Either<RuleViolation, SpadesState> applyAction(int seat, Action action) {
    if (action instanceof SpadesAction.Play p) {
      return playCard(seat, p.card());
    }
    if (action == SpadesAction.Look.LOOK) {
      return look(seat);
    }
    if (action instanceof SpadesAction.Exchange e) {
      return exchange(seat, e.cards().bits());
    }
    return bid(seat, (SpadesAction) action); // a bid, nil or blind nil: the rest of the sealed type
  }

  @Override
  protected SpadesView view(int seat) {
    return SpadesView.of(this, seat);
  }

  /**
   * The seat's team deal score (§5.4).
   *
   * @throws IllegalArgumentException naming the seat if it is not 0 to 3
   * @throws IllegalStateException if the deal is not over
   */
  @Override
  public int score(int seat) {
    Seat.check(seat, 4);
    return result(seat % 2).score();
  }

  /**
   * The team's deal score minus the opponents': partnership play is zero-sum.
   *
   * @throws IllegalArgumentException naming the seat if it is not 0 to 3
   * @throws IllegalStateException if the deal is not over
   */
  @Override
  public double utility(int seat) {
    Seat.check(seat, 4);
    return result(seat % 2).score() - result(1 - seat % 2).score();
  }

  /** {@link #utility} from a cursor's scores (the team's score at each seat). */
  @Override
  protected double cursorUtility(int[] scores, int seat) {
    return scores[seat] - scores[(seat + 1) % 4];
  }

  @Override
  protected SpadesState afterPlay(TrickPlay p) {
    return new SpadesState(setup, p);
  }

  /** The same scoring as {@link #teamScores}, from a cursor's tricks: team scores by seat. */
  @Override
  protected boolean cursorScores(TrickCursor c, long[] won, int[] tricks, int[] scores) {
    for (int t = 0; t < 2; t++) {
      scores[t] =
          SpadesScoring.team(
                  setup.rules(),
                  setup.bid(t),
                  tricks[t],
                  setup.bid(t + 2),
                  tricks[t + 2],
                  setup.bagsBefore().get(t))
              .score();
    }
    scores[2] = scores[0];
    scores[3] = scores[1];
    return true;
  }

  // ---------------------------------------------------------------- bidding (§3)

  /** The checks a bid and a look share: the phase, then the turn. */
  private RuleViolation biddingTurn(int seat, SpadesAction a) {
    if (play != null || setup.bidding().isComplete()) {
      return wrongPhaseViolation(seat, a.text());
    }
    return SpadesBidding.turnRefusal(setup, seat, a);
  }

  private Either<RuleViolation, SpadesState> look(int seat) {
    RuleViolation v = biddingTurn(seat, SpadesAction.Look.LOOK);
    if (v == null) {
      v = SpadesBidding.lookRefusal(setup, seat, bidMask());
    }
    return v != null
        ? Either.left(v)
        : Either.right(new SpadesState(SpadesBidding.look(setup, seat), null));
  }

  private Either<RuleViolation, SpadesState> bid(int seat, SpadesAction a) {
    RuleViolation v = biddingTurn(seat, a);
    if (v == null) {
      v = SpadesBidding.bidRefusal(setup, seat, a, bidMask());
    }
    if (v != null) {
      return Either.left(v);
    }
    SpadesSetup next = SpadesBidding.bid(setup, SpadesBidding.bidOf(a));
    // all four have bid and no exchange follows (§7 doubleNilPass, blindNilRestricted): play
    boolean playNow = next.bidding().isComplete() && next.exchange().exchangers() == 0;
    return Either.right(playNow ? startPlay(next) : new SpadesState(next, null));
  }

  // ---------------------------------------------------------------- exchange (§7)

  private Either<RuleViolation, SpadesState> exchange(int seat, long cards) {
    SpadesExchange x = setup.exchange();
    if (phase() != Phase.EXCHANGE || !x.exchanging(seat)) {
      return wrongPhase(seat, "exchange " + CardSet.ofBits(cards));
    }
    RuleViolation v = x.refusal(seat, cards, setup.dealt(seat));
    if (v != null) {
      return Either.left(v);
    }
    SpadesSetup next = setup.withExchange(x.choose(seat, cards));
    return Either.right(next.exchange().complete() ? startPlay(next) : new SpadesState(next, null));
  }

  // ---------------------------------------------------------------- play (§4)

  /** Trick play from the hands after the exchange, if any (§4.1). */
  private static SpadesState startPlay(SpadesSetup u) {
    Masks hands = u.exchange().delivered(u.header().dealt());
    int leader = SpadesPlayRules.firstLeader(u.rules(), u.dealer(), hands);
    return new SpadesState(
        u, SpadesPlayRules.start(hands.toCardSets(), leader, SpadesPlayRules.of(u.rules())));
  }

  // ---------------------------------------------------------------- history

  /** The complete history of the deal, every action in order, nothing concealed. */
  public List<Move> history() {
    return history(-1);
  }

  /**
   * The history as {@code viewer} knows it ({@code -1}: everything): the bids and looks in turn
   * order, the exchanges in the order chosen (another seat's choice concealed, the partner's shown
   * once delivered), then the card plays.
   */
  List<Move> history(int viewer) {
    List<Move> out = new ArrayList<>();
    SpadesBidding.history(setup, out);
    setup.exchange().history(viewer, play != null, out);
    if (play != null) {
      for (Trick t : play.completedTricks()) {
        plays(t, out);
      }
      plays(play.currentTrick(), out);
    }
    return List.copyOf(out);
  }

  private static void plays(Trick t, List<Move> out) {
    for (int i = 0; i < t.size(); i++) {
      out.add(new Move(t.seat(i), SpadesAction.Play.of(t.card(i))));
    }
  }
}
