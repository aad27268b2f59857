package dev.tenace.spades;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.CardActions;
import dev.tenace.core.spi.Keys;
import dev.tenace.core.spi.PlayRule;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One deal of Spades as an immutable state machine (rules/spades.md): bidding in turn with the
 * legal sets every variant implies, looking (§3.3), the partners' 2-card exchange after a blind nil
 * (doubleNilPass, blindNilRestricted), trick play with spades trump and the lead restriction (plus
 * lefty/righty and the 2C lead), and the scoring of §5 with nil, blind nil and bags.
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
public final class SpadesState extends TrickGameState<SpadesState, SpadesView, SpadesState.Setup> {
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

  /** Bid codes: not yet bid, blind nil, nil; 1..13 are bids. */
  static final int NONE = -1;

  static final int BLIND = -2;
  static final int NIL = 0;

  static final long SPADES = CardSet.suitMask(Suit.SPADES);
  static final long TWO_CLUBS = Card.parse("2C").bit();

  /**
   * Everything but the trick-play phase: fixed while the cards are played, so every card play
   * shares it and a position is this, the {@link TrickPlay} and an object header.
   */
  static final class Setup extends FrameSetup {
    final SpadesRules rules;
    final int dealNumber;
    final int[] scoresBefore;
    final int[] bagsBefore;
    final int[] standing;
    final long[] dealt;

    /**
     * The seats that may bid blind nil, and so do not see their hands from the deal (§3.3);
     * derived.
     */
    final int blindEligible;

    final int seen;
    final int[] bids;
    final int exchangers;
    final long[] exchange;

    /** The seats in the order they chose their exchange cards, 2 bits each. */
    final int exchangeOrder;

    final long[] hands;
    final int[] teamScore;
    final int[] bagsAfter;

    Setup(
        SpadesRules rules,
        int dealNumber,
        int dealer,
        int[] scoresBefore,
        int[] bagsBefore,
        int[] standing,
        long[] dealt,
        int blindEligible,
        int seen,
        int[] bids,
        int exchangers,
        long[] exchange,
        int exchangeOrder,
        long[] hands,
        int[] teamScore,
        int[] bagsAfter) {
      super(4, dealer, Deck.standard());
      this.rules = rules;
      this.dealNumber = dealNumber;
      this.scoresBefore = scoresBefore;
      this.bagsBefore = bagsBefore;
      this.standing = standing;
      this.dealt = dealt;
      this.blindEligible = blindEligible;
      this.seen = seen;
      this.bids = bids;
      this.exchangers = exchangers;
      this.exchange = exchange;
      this.exchangeOrder = exchangeOrder;
      this.hands = hands;
      this.teamScore = teamScore;
      this.bagsAfter = bagsAfter;
    }

    Setup with(
        int seen,
        int[] bids,
        int exchangers,
        long[] exchange,
        int exchangeOrder,
        long[] hands,
        int[] teamScore,
        int[] bagsAfter) {
      return new Setup(
          rules,
          dealNumber,
          dealer(),
          scoresBefore,
          bagsBefore,
          standing,
          dealt,
          blindEligible,
          seen,
          bids,
          exchangers,
          exchange,
          exchangeOrder,
          hands,
          teamScore,
          bagsAfter);
    }

    boolean sameAs(Setup o) {
      return o == this
          || (o.rules.equals(rules)
              && o.dealNumber == dealNumber
              && o.dealer() == dealer()
              && Arrays.equals(o.scoresBefore, scoresBefore)
              && Arrays.equals(o.bagsBefore, bagsBefore)
              && Arrays.equals(o.standing, standing)
              && Arrays.equals(o.dealt, dealt)
              && o.seen == seen
              && Arrays.equals(o.bids, bids)
              && o.exchangers == exchangers
              && Arrays.equals(o.exchange, exchange)
              && o.exchangeOrder == exchangeOrder
              && Arrays.equals(o.hands, hands)
              && Arrays.equals(o.teamScore, teamScore)
              && Arrays.equals(o.bagsAfter, bagsAfter));
    }
  }

  private static final Kind KIND = new Kind("Spades", SpadesAction.class, SpadesAction.Play.class);

  private SpadesState(Setup setup, TrickPlay play) {
    super(setup, play);
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
    return deal(
        rules,
        dealNumber,
        dealer,
        scoresBefore,
        bagsBefore,
        defaultStanding(rules, scoresBefore),
        seed);
  }

  /**
   * The same with an explicit standing (the match totals per seat), as {@link SpadesMatchPolicy}
   * deals.
   */
  static SpadesState deal(
      SpadesRules rules,
      int dealNumber,
      int dealer,
      List<Integer> scoresBefore,
      List<Integer> bagsBefore,
      List<Integer> standing,
      long seed) {
    Seat.check(dealer, 4);
    return start(
        rules,
        dealNumber,
        dealer,
        scoresBefore,
        bagsBefore,
        standing,
        Deal.shuffled(Deck.standard(), 4, 13, dealer, seed).hands());
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
    return of(
        rules,
        dealer,
        hands,
        scoresBefore,
        bagsBefore,
        defaultStanding(rules, scoresBefore),
        dealNumber);
  }

  static SpadesState of(
      SpadesRules rules,
      int dealer,
      List<CardSet> hands,
      List<Integer> scoresBefore,
      List<Integer> bagsBefore,
      List<Integer> standing,
      int dealNumber) {
    Deal deal = explicitDeal("spades §2.2", Deck.standard(), 4, 13, dealer, hands, List.of());
    return start(rules, dealNumber, dealer, scoresBefore, bagsBefore, standing, deal.hands());
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

  /** A fresh deal from dealt hands (checked by {@link Deal}); the sampler rebuilds deals here. */
  static SpadesState start(
      SpadesRules rules,
      int dealNumber,
      int dealer,
      List<Integer> scoresBefore,
      List<Integer> bagsBefore,
      List<Integer> standing,
      List<CardSet> hands) {
    Objects.requireNonNull(rules, "rules are null");
    Seat.check(dealer, 4);
    if (dealNumber < 1) {
      throw new IllegalArgumentException(
          "the deal number must be at least 1 but was " + dealNumber);
    }
    if (scoresBefore.size() != 2 || bagsBefore.size() != 2) {
      throw new IllegalArgumentException("scores and bags are given per team: [A, B]");
    }
    if (standing.size() != 4) {
      throw new IllegalArgumentException(
          "the standing has one total per seat (4) but had " + standing.size());
    }
    for (int b : bagsBefore) {
      if (b < 0 || b > 9) {
        throw new IllegalArgumentException(
            "a team's bag count is 0 to 9 (spades §5.3) but was " + b);
      }
    }
    long[] dealt = new long[4];
    for (int s = 0; s < 4; s++) {
      dealt[s] = hands.get(s).bits();
    }
    int[] scores = {scoresBefore.get(0), scoresBefore.get(1)};
    int eligible = blindNilEligible(rules, scores);
    int[] bids = {NONE, NONE, NONE, NONE};
    int[] st = {standing.get(0), standing.get(1), standing.get(2), standing.get(3)};
    return new SpadesState(
        new Setup(
            rules,
            dealNumber,
            dealer,
            scores,
            new int[] {bagsBefore.get(0), bagsBefore.get(1)},
            st,
            dealt,
            eligible,
            0b1111 & ~eligible,
            bids,
            0,
            new long[4],
            0,
            dealt,
            null,
            null),
        null);
  }

  /**
   * Whether blind nil is possible for the seat in this deal (§3.3, §7): always under roulette;
   * never under mirror or with blindNil off; otherwise when the team is far enough behind, which by
   * default (no doubleNilPass, no blindNilRestricted) it always is. The deficit is computed in
   * {@code long}, so extreme totals cannot overflow.
   */
  /** The seats that may bid blind nil in a deal with these team scores before it, a bit each. */
  private static int blindNilEligible(SpadesRules rules, int[] scoresBefore) {
    int eligible = 0;
    for (int s = 0; s < 4; s++) {
      if (blindNilPossible(rules, scoresBefore, s)) {
        eligible |= 1 << s;
      }
    }
    return eligible;
  }

  /**
   * The seats that exchange cards once every seat has bid: both partners of each team with a blind
   * nil, when the rules exchange after one (doubleNilPass, blindNilRestricted); a bit each.
   */
  private static int exchangers(SpadesRules rules, int[] bids) {
    int ex = 0;
    if (rules.exchangeAfterBlindNil()) {
      for (int t = 0; t < 2; t++) {
        if (bids[t] == BLIND || bids[t + 2] == BLIND) {
          ex |= (1 << t) | (1 << (t + 2));
        }
      }
    }
    return ex;
  }

  static boolean blindNilPossible(SpadesRules rules, int[] scoresBefore, int seat) {
    if (rules.roulette()) {
      return true;
    }
    if (!rules.blindNil() || rules.mirror()) {
      return false;
    }
    int required = rules.blindNilDeficit();
    if (required == 0) {
      return true;
    }
    int team = seat % 2;
    return (long) scoresBefore[1 - team] - (long) scoresBefore[team] >= required;
  }

  private SpadesState with(
      int seen,
      int[] bids,
      int exchangers,
      long[] exchange,
      int exchangeOrder,
      long[] hands,
      TrickPlay play,
      int[] teamScore,
      int[] bagsAfter) {
    return new SpadesState(
        setup.with(seen, bids, exchangers, exchange, exchangeOrder, hands, teamScore, bagsAfter),
        play);
  }

  // ---------------------------------------------------------------- accessors

  /** The rules of this deal. */
  public SpadesRules rules() {
    return setup.rules;
  }

  /** The deal number within the match, from 1. */
  public int dealNumber() {
    return setup.dealNumber;
  }

  /** Team totals [A, B] before this deal. */
  public List<Integer> scoresBefore() {
    return List.of(setup.scoresBefore[0], setup.scoresBefore[1]);
  }

  /** Team bag counts [A, B] before this deal. */
  public List<Integer> bagsBefore() {
    return List.of(setup.bagsBefore[0], setup.bagsBefore[1]);
  }

  /**
   * {@inheritDoc}
   *
   * <p>Spades: each seat's team total ([A, B, A, B]), or in the bid-error game (§7 bidErrorScoring)
   * each seat's cumulative bid error.
   */
  @Override
  public List<Integer> standing() {
    return List.of(setup.standing[0], setup.standing[1], setup.standing[2], setup.standing[3]);
  }

  /** Where the deal is. */
  @Override
  public Phase phase() {
    if (play == null) {
      return setup.bids[setup.dealer()] == NONE ? Phase.BIDDING : Phase.EXCHANGE;
    }
    return setup.teamScore == null ? Phase.PLAYING : Phase.OVER;
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
    return (setup.seen & (1 << seat)) != 0;
  }

  /** Whether the seat took the {@code look} action (§3.3). */
  public boolean looked(int seat) {
    Seat.check(seat, 4);
    return lookedBit(seat);
  }

  private boolean lookedBit(int seat) {
    int bit = 1 << seat;
    return (setup.blindEligible & bit) != 0 && (setup.seen & bit) != 0 && setup.bids[seat] != BLIND;
  }

  /** The seat's bid, empty before it bids. */
  public Optional<SpadesBid> bid(int seat) {
    Seat.check(seat, 4);
    return Optional.ofNullable(bidValue(setup.bids[seat]));
  }

  /** The code of a bid: {@link #BLIND}, {@link #NIL} or the tricks. */
  static int bidCode(SpadesBid b) {
    return b.blind() ? BLIND : b.tricks();
  }

  static SpadesBid bidValue(int code) {
    return code == NONE ? null : code == BLIND ? SpadesBid.BLIND_NIL : SpadesBid.of(code);
  }

  /** The team contract {@code B_t} (§3.5): the sum of the team's numeric bids so far. */
  public int contract(int team) {
    if (team != 0 && team != 1) {
      throw new IllegalArgumentException("team must be 0 (A) or 1 (B) but was " + team);
    }
    return Math.max(0, setup.bids[team]) + Math.max(0, setup.bids[team + 2]);
  }

  /**
   * Whether the seat exchanges 2 cards with its partner this deal (known once every seat has bid).
   */
  public boolean exchanging(int seat) {
    Seat.check(seat, 4);
    return (setup.exchangers & (1 << seat)) != 0;
  }

  /** The cards the seat chose to give its partner; empty before it chose or without an exchange. */
  public CardSet exchanged(int seat) {
    Seat.check(seat, 4);
    return CardSet.ofBits(setup.exchange[seat]);
  }

  /** The hand the seat was dealt. */
  public CardSet dealtHand(int seat) {
    Seat.check(seat, 4);
    return CardSet.ofBits(setup.dealt[seat]);
  }

  /** The trick-play phase, once it has begun (for this package and its tests). */
  Optional<TrickPlay> trickPhase() {
    return Optional.ofNullable(play);
  }

  /** Whether spades are broken (§4.2). */
  public boolean spadesBroken() {
    return play != null && (play.playedBits() & SPADES) != 0;
  }

  /** Tricks taken by the seat so far. */
  public int tricks(int seat) {
    Seat.check(seat, 4);
    return play == null ? 0 : play.tricksWon(seat);
  }

  /** The team deal scores [A, B] (§5.4), once the deal is over. */
  public List<Integer> teamScores() {
    requireOver();
    return List.of(setup.teamScore[0], setup.teamScore[1]);
  }

  /**
   * The team totals [A, B] after this deal: {@link #scoresBefore()} plus {@link #teamScores()},
   * once over.
   */
  public List<Integer> scoresAfter() {
    requireOver();
    return List.of(
        setup.scoresBefore[0] + setup.teamScore[0], setup.scoresBefore[1] + setup.teamScore[1]);
  }

  /**
   * The team bag counts [A, B] after the deal (§5.3; [0, 0] with bags off), once the deal is over.
   */
  public List<Integer> bagsAfter() {
    requireOver();
    return List.of(setup.bagsAfter[0], setup.bagsAfter[1]);
  }

  private void requireOver() {
    if (setup.teamScore == null) {
      throw new IllegalStateException("the deal is not over (phase " + phase() + ")");
    }
  }

  /**
   * The seat's bid error {@code |bid − tricks|} (§7 bidErrorScoring; nil and blind nil bid 0), once
   * over.
   */
  public int bidError(int seat) {
    Seat.check(seat, 4);
    requireOver();
    return Math.abs(Math.max(0, setup.bids[seat]) - play.tricksWon(seat));
  }

  // ---------------------------------------------------------------- bidding

  private int bidder() {
    for (int i = 1; i <= 4; i++) {
      int s = (setup.dealer() + i) % 4;
      if (setup.bids[s] == NONE) {
        return s;
      }
    }
    return -1;
  }

  /** The legal bids of the seat to bid, in a stable order (§3.3, §3.4, §7). */
  private List<Action> legalBids(int seat) {
    if (setup.rules.roulette()) {
      return ONLY_BLIND_NIL;
    }
    if ((setup.seen & (1 << seat)) == 0) {
      return LOOK_OR_BLIND_NIL;
    }
    if (setup.rules.mirror()) {
      int k = Long.bitCount(setup.dealt[seat] & SPADES);
      return List.of(k == 0 ? SpadesAction.Nil.NIL : BIDS[k]);
    }
    if (setup.rules.suicide() && setup.bids[(seat + 2) % 4] >= 1) {
      return ONLY_NIL;
    }
    if (setup.rules.teamBidLimit()) {
      return NIL_UP_TO.get(13 - Math.max(0, setup.bids[(seat + 2) % 4]));
    }
    return NIL_OR_NUMBER;
  }

  private static final SpadesAction.Bid[] BIDS = new SpadesAction.Bid[14];

  /** The bid lists a seat can have, built once: listing the bids allocates nothing. */
  private static final List<Action> ONLY_BLIND_NIL = List.of(SpadesAction.BlindNil.BLIND_NIL);

  private static final List<Action> LOOK_OR_BLIND_NIL =
      List.of(SpadesAction.Look.LOOK, SpadesAction.BlindNil.BLIND_NIL);
  private static final List<Action> ONLY_NIL = List.of(SpadesAction.Nil.NIL);
  private static final List<Action> NIL_OR_NUMBER;

  /**
   * {@code NIL_UP_TO[k]}: nil and the bids 1 to k (teamBidLimit with a partner's bid of 13 − k).
   */
  private static final List<List<Action>> NIL_UP_TO;

  static {
    List<Action> nil = new ArrayList<>(ONLY_NIL);
    List<List<Action>> upTo = new ArrayList<>();
    upTo.add(ONLY_NIL);
    for (int n = 1; n <= 13; n++) {
      BIDS[n] = new SpadesAction.Bid(n);
      nil.add(BIDS[n]);
      upTo.add(List.copyOf(nil));
    }
    NIL_OR_NUMBER = upTo.get(13);
    NIL_UP_TO = List.copyOf(upTo);
  }

  /** The checks a bid and a look share: the phase, then the turn. */
  private RuleViolation biddingTurn(int seat, SpadesAction a) {
    if (play != null || setup.bids[setup.dealer()] != NONE) {
      return wrongPhaseViolation(seat, a.text());
    }
    int turn = bidder();
    if (seat != turn) {
      return new RuleViolation(
          RuleCode.NOT_YOUR_TURN,
          seat,
          Seat.name(seat)
              + " tried to "
              + a.text()
              + " but it is "
              + Seat.name(turn)
              + "'s turn to bid");
    }
    return null;
  }

  private Either<RuleViolation, SpadesState> look(int seat) {
    SpadesAction a = SpadesAction.Look.LOOK;
    RuleViolation v = biddingTurn(seat, a);
    if (v == null && !legalBids(seat).contains(a)) {
      v =
          new RuleViolation(
              BID_NOT_ALLOWED,
              seat,
              Seat.name(seat)
                  + " may not look: "
                  + (setup.rules.roulette()
                      ? "every bid is blind nil, there is nothing to look for (spades §7 roulette)"
                      : Seat.name(seat) + " already sees its hand (spades §3.3)")
                  + "; legal bids are "
                  + texts(legalBids(seat)));
    }
    if (v != null) {
      return Either.left(v);
    }
    return Either.right(
        with(
            setup.seen | (1 << seat),
            setup.bids,
            setup.exchangers,
            setup.exchange,
            setup.exchangeOrder,
            setup.hands,
            null,
            null,
            null));
  }

  private Either<RuleViolation, SpadesState> bid(int seat, SpadesAction a) {
    RuleViolation v = biddingTurn(seat, a);
    if (v != null) {
      return Either.left(v);
    }
    List<Action> legal = legalBids(seat);
    if (!legal.contains(a)) {
      return Either.left(
          new RuleViolation(
              BID_NOT_ALLOWED,
              seat,
              Seat.name(seat)
                  + " may not bid '"
                  + a.text()
                  + "': "
                  + whyNot(seat, a)
                  + "; legal bids are "
                  + texts(legal)));
    }
    int[] b = setup.bids.clone();
    b[seat] =
        a instanceof SpadesAction.Bid n ? n.tricks() : a == SpadesAction.Nil.NIL ? NIL : BLIND;
    // any bid shows the hand (§3.3)
    int nowSeen = setup.seen | (1 << seat);
    if (b[setup.dealer()] == NONE) {
      return Either.right(with(nowSeen, b, 0, setup.exchange, 0, setup.hands, null, null, null));
    }
    // All four have bid: an exchange for each team with a blind nil (doubleNilPass,
    // blindNilRestricted).
    int ex = exchangers(setup.rules, b);
    SpadesState after = with(nowSeen, b, ex, setup.exchange, 0, setup.hands, null, null, null);
    return Either.right(ex == 0 ? after.startPlay(setup.hands) : after);
  }

  private String whyNot(int seat, SpadesAction a) {
    if (setup.rules.roulette()) {
      return "every bid is blind nil (spades §7 roulette)";
    }
    if ((setup.seen & (1 << seat)) == 0) {
      return Seat.name(seat) + " has not seen its hand: it may look or bid blind nil (spades §3.3)";
    }
    if (setup.rules.mirror()) {
      return "every bid is the number of spades held (spades §7 mirror)";
    }
    if (a == SpadesAction.BlindNil.BLIND_NIL) {
      if (!setup.rules.blindNil()) {
        return "blind nil is off (spades §7 blindNil)";
      }
      if ((setup.blindEligible & (1 << seat)) != 0) {
        return "blind nil is only for a player who has not looked (spades §3.3)";
      }
      return "blind nil needs the team to be at least "
          + setup.rules.blindNilDeficit()
          + " behind (spades §7 "
          + (setup.rules.doubleNilPass() ? "doubleNilPass" : "blindNilRestricted")
          + ")";
    }
    int partner = setup.bids[(seat + 2) % 4];
    if (setup.rules.suicide() && partner >= 1) {
      return "the partner bid "
          + bidValue(partner)
          + " and each team needs a nil (spades §7 suicide)";
    }
    return "the partner bid "
        + bidValue(partner)
        + " and the team's bids may total at most 13 (spades §7 teamBidLimit)";
  }

  private static String texts(List<Action> l) {
    List<String> out = new ArrayList<>();
    l.forEach(x -> out.add(x.text()));
    return String.join(", ", out);
  }

  // ---------------------------------------------------------------- exchange

  private Either<RuleViolation, SpadesState> exchange(int seat, long cards) {
    if (phase() != Phase.EXCHANGE || (setup.exchangers & (1 << seat)) == 0) {
      return wrongPhase(seat, "exchange " + CardSet.ofBits(cards));
    }
    if (setup.exchange[seat] != 0) {
      return Either.left(
          new RuleViolation(
              RuleCode.ALREADY_CHOSEN,
              seat,
              Seat.name(seat)
                  + " has already chosen "
                  + CardSet.ofBits(setup.exchange[seat])
                  + " for the exchange"));
    }
    if (Long.bitCount(cards) != 2) {
      return Either.left(
          new RuleViolation(
              RuleCode.WRONG_CARD_COUNT,
              seat,
              Seat.name(seat)
                  + " must give exactly 2 cards to the partner (spades §7 doubleNilPass) but chose "
                  + CardSet.ofBits(cards)));
    }
    if ((cards & ~setup.hands[seat]) != 0) {
      return Either.left(
          new RuleViolation(
              RuleCode.CARD_NOT_HELD,
              seat,
              Seat.name(seat)
                  + " cannot give "
                  + CardSet.ofBits(cards & ~setup.hands[seat])
                  + ": not in hand "
                  + CardSet.ofBits(setup.hands[seat])));
    }
    long[] ex = setup.exchange.clone();
    int chosenBefore = 0;
    for (long c : setup.exchange) {
      chosenBefore += c != 0 ? 1 : 0;
    }
    ex[seat] = cards;
    int order = setup.exchangeOrder | seat << (2 * chosenBefore);
    for (int s = 0; s < 4; s++) {
      if ((setup.exchangers & (1 << s)) != 0 && ex[s] == 0) {
        return Either.right(
            with(
                setup.seen,
                setup.bids,
                setup.exchangers,
                ex,
                order,
                setup.hands,
                null,
                null,
                null));
      }
    }
    long[] next = setup.hands.clone();
    for (int s = 0; s < 4; s++) {
      if ((setup.exchangers & (1 << s)) != 0) {
        next[s] = (setup.hands[s] & ~ex[s]) | ex[(s + 2) % 4];
      }
    }
    return Either.right(
        with(setup.seen, setup.bids, setup.exchangers, ex, order, next, null, null, null)
            .startPlay(next));
  }

  /** The seats that chose exchange cards, in the order they chose. */
  int[] exchangeSequence() {
    int n = 0;
    for (long c : setup.exchange) {
      n += c != 0 ? 1 : 0;
    }
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = (setup.exchangeOrder >>> (2 * i)) & 3;
    }
    return out;
  }

  // ---------------------------------------------------------------- play

  private SpadesState startPlay(long[] handsNow) {
    List<CardSet> hs = new ArrayList<>(4);
    int leader = (setup.dealer() + 1) % 4;
    for (int s = 0; s < 4; s++) {
      hs.add(CardSet.ofBits(handsNow[s]));
      if (setup.rules.firstLeadTwoOfClubs() && (handsNow[s] & TWO_CLUBS) != 0) {
        leader = s;
      }
    }
    TrickPlay p = startTrickPlay(hs, leader, playRules(setup.rules));
    return with(
        0b1111,
        setup.bids,
        setup.exchangers,
        setup.exchange,
        setup.exchangeOrder,
        handsNow,
        p,
        null,
        null);
  }

  /** Trick play from these hands: spades trump, {@code rules} the lead and play restrictions. */
  static TrickPlay startTrickPlay(List<CardSet> hands, int leader, List<PlayRule> rules) {
    return TrickPlay.start(TrickOrder.trumpSuit(Suit.SPADES), hands, leader, rules);
  }

  /**
   * A deal in trick play made directly from its cards, for the view's sampler: the state that
   * {@link #start} from {@code dealt} followed by the bids {@code bids}, the exchange {@code
   * exchange} (chosen in {@code exchangeOrder}) and the play of {@code publicPlay} would reach,
   * without replaying them. The sampler has drawn the hidden cards so that this deal is consistent
   * with the public play; {@link TrickPlay#withHands} still checks that every seat holds the cards
   * it played.
   *
   * @param bids the bid codes per seat, every seat having bid
   * @param exchange per seat the cards it gave its partner, 0 for a seat that did not exchange
   * @param exchangeOrder the seats in the order they chose their exchange cards, 2 bits each
   * @param handsNow the hands when trick play began (after the exchange)
   * @param publicPlay the trick play so far, in any deal that agrees with this one on the cards
   *     played
   * @param playRules {@link #playRules} of {@code rules}
   */
  static SpadesState sampledInPlay(
      SpadesRules rules,
      int dealNumber,
      int dealer,
      int[] scoresBefore,
      int[] bagsBefore,
      int[] standing,
      long[] dealt,
      int[] bids,
      long[] exchange,
      int exchangeOrder,
      long[] handsNow,
      TrickPlay publicPlay,
      List<PlayRule> playRules) {
    int eligible = blindNilEligible(rules, scoresBefore);
    int exchangers = exchangers(rules, bids);
    TrickPlay p = publicPlay.withHands(handsNow, playRules);
    return new SpadesState(
        new Setup(
            rules,
            dealNumber,
            dealer,
            scoresBefore,
            bagsBefore,
            standing,
            dealt,
            eligible,
            0b1111,
            bids,
            exchangers,
            exchange,
            exchangeOrder,
            handsNow,
            null,
            null),
        p);
  }

  /*
   * The play rules are shared constants, so that two trick-play phases of equal deals hold the
   * same rule objects and compare equal (TrickPlay compares its rules by identity).
   */
  private static final PlayRule TWO_OF_CLUBS_LEAD =
      PlayRule.of(
          RuleCode.FIRST_LEAD,
          PlayRule.When.FIRST_LEAD,
          (p, seat, hand, legal) -> p.isFirstTrick() && p.isLeading() ? legal & TWO_CLUBS : legal,
          (p, seat, card) ->
              Seat.name(seat)
                  + " must lead 2C to the first trick (spades §7 firstLeadTwoOfClubs); played "
                  + card);
  private static final PlayRule SPADES_BROKEN =
      PlayRule.of(
          SPADES_NOT_BROKEN,
          PlayRule.When.LEADING,
          (p, seat, hand, legal) -> {
            if (!p.isLeading() || (p.playedBits() & SPADES) != 0) {
              return legal;
            }
            long other = legal & ~SPADES;
            return other != 0 ? other : legal;
          },
          (p, seat, card) ->
              "spades are not broken and "
                  + Seat.name(seat)
                  + " holds other cards ("
                  + CardSet.ofBits(p.handBits(seat) & ~SPADES)
                  + "), so may not lead "
                  + card
                  + " (spades §4.3)");
  private static final PlayRule LEFTMOST =
      PlayRule.of(
          LEFTY,
          (p, seat, hand, legal) -> Long.lowestOneBit(legal),
          (p, seat, card) ->
              "lefty: "
                  + Seat.name(seat)
                  + " must play the leftmost legal card, "
                  + Card.ofIndex(Long.numberOfTrailingZeros(p.legalBits()))
                  + ", not "
                  + card
                  + " (spades §7 lefty)");
  private static final PlayRule RIGHTMOST =
      PlayRule.of(
          RIGHTY,
          (p, seat, hand, legal) -> Long.highestOneBit(legal),
          (p, seat, card) ->
              "righty: "
                  + Seat.name(seat)
                  + " must play the rightmost legal card, "
                  + Card.ofIndex(63 - Long.numberOfLeadingZeros(p.legalBits()))
                  + ", not "
                  + card
                  + " (spades §7 righty)");

  /** The lead and play restrictions of these rules, in order (§4.3, §7). */
  static List<PlayRule> playRules(SpadesRules rules) {
    List<PlayRule> out = new ArrayList<>(3);
    if (rules.firstLeadTwoOfClubs()) {
      out.add(TWO_OF_CLUBS_LEAD);
    }
    out.add(SPADES_BROKEN);
    if (rules.lefty()) {
      out.add(LEFTMOST);
    }
    if (rules.righty()) {
      out.add(RIGHTMOST);
    }
    return List.copyOf(out);
  }

  @Override
  protected SpadesState afterPlay(TrickPlay p) {
    SpadesState s = new SpadesState(setup, p);
    return p.isOver() ? s.scored() : s;
  }

  /** The same scoring as {@link #scored}, from a cursor's tricks: team scores by seat. */
  @Override
  protected boolean cursorScores(TrickCursor c, long[] won, int[] tricks, int[] scores) {
    score(setup.rules, setup.bids, tricks, setup.bagsBefore, scores); // teams, then bags
    scores[2] = scores[0];
    scores[3] = scores[1];
    return true;
  }

  private SpadesState scored() {
    int[] tricks = new int[4];
    for (int s = 0; s < 4; s++) {
      tricks[s] = play.tricksWon(s);
    }
    int[][] r = score(setup.rules, setup.bids, tricks, setup.bagsBefore);
    return with(
        setup.seen,
        setup.bids,
        setup.exchangers,
        setup.exchange,
        setup.exchangeOrder,
        setup.hands,
        play,
        r[0],
        r[1]);
  }

  /**
   * The scoring of §5 and §7: returns {@code {teamScores, bagsAfter}} from the bids (codes), the
   * tricks per seat and the bag counts before the deal.
   */
  static int[][] score(SpadesRules rules, int[] bids, int[] tricks, int[] bagsBefore) {
    int[] out = new int[4];
    score(rules, bids, tricks, bagsBefore, out);
    return new int[][] {{out[0], out[1]}, {out[2], out[3]}};
  }

  /**
   * {@link #score(SpadesRules, int[], int[], int[])} into {@code out}: the two teams' scores, then
   * their bags after the deal.
   */
  private static void score(
      SpadesRules rules, int[] bids, int[] tricks, int[] bagsBefore, int[] out) {
    for (int t = 0; t < 2; t++) {
      if (rules.doubleNilUnit() && bids[t] == NIL && bids[t + 2] == NIL) {
        // one ±200 contract instead of §5.1 and §5.2; the tricks make no bags (§7 doubleNilUnit)
        out[t] = tricks[t] + tricks[t + 2] == 0 ? 200 : -200;
        out[2 + t] = rules.bags() ? bagsBefore[t] : 0;
        continue;
      }
      int b = Math.max(0, bids[t]) + Math.max(0, bids[t + 2]);
      int taken = 0;
      int nilTricks = 0;
      int nilTerms = 0;
      for (int s = t; s <= t + 2; s += 2) {
        boolean nil = bids[s] == NIL || bids[s] == BLIND;
        if (nil && rules.nilTricksSeparate()) {
          nilTricks += tricks[s];
        } else {
          taken += tricks[s];
        }
        if (nil) {
          int v = bids[s] == BLIND ? 200 : 100;
          nilTerms += tricks[s] == 0 ? v : -v;
        }
      }
      int c;
      int newBags;
      if (taken >= b) {
        c = (rules.tenForTwoHundred() && b >= 10 ? 200 : 10 * b) + (taken - b);
        newBags = taken - b;
      } else {
        c = -10 * b;
        newBags = 0;
      }
      c += nilTricks;
      newBags += nilTricks;
      int penalty = 0;
      out[2 + t] = 0;
      if (rules.bags()) {
        int k = bagsBefore[t] + newBags;
        penalty = 100 * (k / 10);
        out[2 + t] = k % 10;
      }
      out[t] = c + nilTerms - penalty;
    }
  }

  // ---------------------------------------------------------------- GameState

  @Override
  public boolean isTerminal() {
    return setup.teamScore != null;
  }

  @Override
  public int toMove() {
    return switch (phase()) {
      case BIDDING -> bidder();
      case EXCHANGE -> firstToExchange();
      case PLAYING -> play.toPlay();
      case OVER -> -1;
    };
  }

  private int firstToExchange() {
    for (int i = 1; i <= 4; i++) {
      int s = (setup.dealer() + i) % 4;
      if ((setup.exchangers & (1 << s)) != 0 && setup.exchange[s] == 0) {
        return s;
      }
    }
    throw new IllegalStateException("exchange complete but not delivered");
  }

  @Override
  public boolean canAct(int seat) {
    if (seat < 0 || seat >= 4 || isTerminal()) {
      return false;
    }
    if (phase() == Phase.EXCHANGE) {
      return (setup.exchangers & (1 << seat)) != 0 && setup.exchange[seat] == 0;
    }
    return seat == toMove();
  }

  @Override
  public List<Action> legalActions(int seat) {
    if (!canAct(seat)) {
      return List.of();
    }
    return switch (phase()) {
      case BIDDING -> legalBids(seat);
      case EXCHANGE ->
          SubsetActions.of(
              setup.hands[seat],
              2,
              SpadesAction.Exchange.class,
              SpadesAction.Exchange::new,
              SpadesAction.Exchange::cards);
      case PLAYING, OVER -> CardActions.of(play.legalBits(), SpadesAction.Play.ALL);
    };
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
  public SpadesAction parseAction(String text) {
    return SpadesAction.parse(text);
  }

  @Override
  public SpadesView viewFor(int seat) {
    Seat.check(seat, 4);
    return SpadesView.of(this, seat);
  }

  @Override
  public CardSet hand(int seat) {
    Seat.check(seat, 4);
    return play == null ? CardSet.ofBits(setup.hands[seat]) : play.hand(seat);
  }

  @Override
  public Map<String, CardSet> zones() {
    Map<String, CardSet> z = new LinkedHashMap<>();
    for (int s = 0; s < 4; s++) {
      z.put("hand " + s, hand(s));
    }
    z.put("played", play == null ? CardSet.EMPTY : play.played());
    return z;
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
    requireOver();
    return setup.teamScore[seat % 2];
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
    requireOver();
    return setup.teamScore[seat % 2] - setup.teamScore[1 - seat % 2];
  }

  /** {@link #utility} from a cursor's scores (the team's score at each seat). */
  @Override
  protected double cursorUtility(int[] scores, int seat) {
    return scores[seat] - scores[(seat + 1) % 4];
  }

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
    for (int i = 1; i <= 4; i++) {
      int s = (setup.dealer() + i) % 4;
      if (lookedBit(s)) {
        out.add(new Move(s, SpadesAction.Look.LOOK));
      }
      if (setup.bids[s] == NONE) {
        break;
      }
      out.add(new Move(s, bidValue(setup.bids[s]).action()));
    }
    for (int s : exchangeSequence()) {
      boolean known = viewer < 0 || viewer == s || (viewer == (s + 2) % 4 && play != null);
      out.add(
          new Move(
              s,
              known
                  ? new SpadesAction.Exchange(CardSet.ofBits(setup.exchange[s]))
                  : EXCHANGE_CONCEALED));
    }
    if (play != null) {
      for (Trick t : play.completedTricks()) {
        plays(t, out);
      }
      plays(play.currentTrick(), out);
    }
    return List.copyOf(out);
  }

  static final Concealed EXCHANGE_CONCEALED = new Concealed("exchange");

  private static void plays(Trick t, List<Move> out) {
    for (int i = 0; i < t.size(); i++) {
      out.add(new Move(t.seat(i), SpadesAction.Play.of(t.card(i))));
    }
  }

  /** A number for an action in keys: distinct for distinct actions, stable across runs. */
  static long code(Action a) {
    if (a instanceof SpadesAction.Play p) {
      return 100L + p.card().index();
    }
    if (a instanceof SpadesAction.Bid b) {
      return 20L + b.tricks();
    }
    if (a instanceof SpadesAction.Exchange e) {
      return (1L << 62) | e.cards().bits();
    }
    if (a == SpadesAction.Nil.NIL) {
      return 1;
    }
    if (a == SpadesAction.BlindNil.BLIND_NIL) {
      return 2;
    }
    return a == SpadesAction.Look.LOOK ? 3 : 4;
  }

  static long mixTricks(long key, TrickPlay p) {
    long k = key;
    for (Trick t : p.completedTricks()) {
      k = Keys.mix(k, t.packed() ^ ((long) t.leader() << 60));
    }
    Trick c = p.currentTrick();
    return Keys.mix(k, c.packed() ^ ((long) c.leader() << 60) ^ ((long) c.size() << 56));
  }

  @Override
  public long key() {
    Setup u = setup;
    long k = Keys.mix(Keys.START, u.rules.hashCode());
    k = Keys.mix(k, ((long) u.dealNumber << 8) | u.dealer());
    k = Keys.mix(k, ((long) u.scoresBefore[0] << 32) ^ (u.scoresBefore[1] & 0xFFFFFFFFL));
    k = Keys.mix(k, u.bagsBefore[0] * 16L + u.bagsBefore[1]);
    for (int s = 0; s < 4; s++) {
      k = Keys.mix(k, u.standing[s]);
      k = Keys.mix(k, u.dealt[s]);
      k = Keys.mix(k, u.bids[s]);
      k = Keys.mix(k, u.exchange[s]);
    }
    k = Keys.mix(k, ((long) u.seen << 16) | ((long) u.exchangers << 8) | u.exchangeOrder);
    return play == null ? k : mixTricks(k, play);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SpadesState s && s.setup.sameAs(setup) && Objects.equals(s.play, play);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        setup.dealer(),
        setup.dealNumber,
        Arrays.hashCode(setup.dealt),
        Arrays.hashCode(setup.bids),
        setup.seen,
        Arrays.hashCode(setup.exchange),
        Arrays.hashCode(setup.standing),
        play);
  }

  @Override
  public String toString() {
    StringBuilder b =
        new StringBuilder("Spades(deal ")
            .append(setup.dealNumber)
            .append(", dealer ")
            .append(setup.dealer())
            .append(", ")
            .append(phase());
    for (int s = 0; s < 4; s++) {
      b.append(", ").append(s).append(": ").append(hand(s));
    }
    return b.append(')').toString();
  }
}
