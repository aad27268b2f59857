package dev.tenace.spades;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardActions;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.SubsetActions;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.PlayRule;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickPlay;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One deal of Spades as an immutable state machine (rules/spades.md): bidding in turn with the
 * legal sets every variant implies, the partners' 2-card exchange after a blind nil
 * (doubleNilPass, blindNilRestricted), trick play with spades trump and the lead restriction
 * (plus lefty/righty and the 2C lead), and the scoring of §5 with nil, blind nil and bags.
 *
 * <pre>{@code
 * SpadesState s = SpadesState.deal(SpadesRules.defaults(), 3, 42L);  // dealer 3: seat 0 bids first
 * s = s.apply(0, s.parseAction("look")).get();
 * s = s.apply(0, s.parseAction("bid 4")).get();
 * }</pre>
 *
 * <p>Teams: A = seats 0 and 2, B = seats 1 and 3 (team of seat {@code s} is {@code s % 2}).
 * Rule codes: {@code NOT_YOUR_TURN}, {@code WRONG_PHASE}, {@code NO_SUCH_SEAT},
 * {@code UNKNOWN_ACTION}, {@code BID_NOT_ALLOWED}, {@code ALREADY_CHOSEN},
 * {@code WRONG_CARD_COUNT}, {@code CARD_NOT_HELD}, {@code MUST_FOLLOW_SUIT},
 * {@code SPADES_NOT_BROKEN}, {@code FIRST_LEAD}, {@code LEFTY}, {@code RIGHTY}.
 */
public final class SpadesState implements GameState<SpadesState, SpadesView> {
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

  /** Rule code: a bid outside the seat's legal set (§3.4, §7). */
  public static final String BID_NOT_ALLOWED = "BID_NOT_ALLOWED";
  /** Rule code: a spade led before spades are broken (§4.3). */
  public static final String SPADES_NOT_BROKEN = "SPADES_NOT_BROKEN";
  /** Rule code: trick 1 must be led with 2C (firstLeadTwoOfClubs). */
  public static final String FIRST_LEAD = "FIRST_LEAD";
  /** Rule code: only the leftmost legal card may be played (lefty). */
  public static final String LEFTY = "LEFTY";
  /** Rule code: only the rightmost legal card may be played (righty). */
  public static final String RIGHTY = "RIGHTY";

  /** Bid codes: not yet bid, blind nil, nil; 1..13 are bids. */
  static final int NONE = -1;
  static final int BLIND = -2;
  static final int NIL = 0;

  static final long SPADES = CardSet.suitMask(Suit.SPADES);
  static final long CLUBS = CardSet.suitMask(Suit.CLUBS);
  static final long TWO_CLUBS = Card.parse("2C").bit();

  /**
   * Everything but the trick-play phase: fixed while the cards are played, so every card play
   * shares it and a position is this, the {@link TrickPlay} and an object header (24 bytes).
   */
  private static final class Setup {
    final SpadesRules rules;
    final int dealNumber;
    final int dealer;
    final int[] scoresBefore;
    final int[] bagsBefore;
    final long[] dealt;
    final int seen;
    final int[] bids;
    final int exchangers;
    final long[] exchange;
    final long[] hands;
    final int[] teamScore;
    final int[] bagsAfter;

    Setup(SpadesRules rules, int dealNumber, int dealer, int[] scoresBefore, int[] bagsBefore, long[] dealt,
        int seen, int[] bids, int exchangers, long[] exchange, long[] hands, int[] teamScore, int[] bagsAfter) {
      this.rules = rules;
      this.dealNumber = dealNumber;
      this.dealer = dealer;
      this.scoresBefore = scoresBefore;
      this.bagsBefore = bagsBefore;
      this.dealt = dealt;
      this.seen = seen;
      this.bids = bids;
      this.exchangers = exchangers;
      this.exchange = exchange;
      this.hands = hands;
      this.teamScore = teamScore;
      this.bagsAfter = bagsAfter;
    }
  }

  private final Setup setup;
  private final TrickPlay play;

  private SpadesState(Setup setup, TrickPlay play) {
    this.setup = setup;
    this.play = play;
  }

  private SpadesState(SpadesRules rules, int dealNumber, int dealer, int[] scoresBefore, int[] bagsBefore, long[] dealt,
      int seen, int[] bids, int exchangers, long[] exchange, long[] hands, TrickPlay play, int[] teamScore,
      int[] bagsAfter) {
    this(new Setup(rules, dealNumber, dealer, scoresBefore, bagsBefore, dealt, seen, bids, exchangers, exchange, hands,
        teamScore, bagsAfter), play);
  }

  // ---------------------------------------------------------------- factories

  /** A seeded deal with a neutral match context (deal 1, totals and bags 0). */
  public static SpadesState deal(SpadesRules rules, int dealer, long seed) {
    return deal(rules, 1, dealer, List.of(0, 0), List.of(0, 0), seed);
  }

  /**
   * A seeded deal of a match.
   *
   * @param scoresBefore team totals [A, B] before the deal (blind-nil deficits, §7)
   * @param bagsBefore team bag counts [A, B] before the deal (§5.3)
   */
  public static SpadesState deal(SpadesRules rules, int dealNumber, int dealer, List<Integer> scoresBefore,
      List<Integer> bagsBefore, long seed) {
    Seat.check(dealer, 4);
    return start(rules, dealNumber, dealer, scoresBefore, bagsBefore,
        Deal.shuffled(Deck.standard(), 4, 13, dealer, seed));
  }

  /**
   * A deal from explicit hands (replay records).
   *
   * @throws IllegalArgumentException naming repeated, missing or foreign cards, or bad context
   */
  public static SpadesState of(SpadesRules rules, int dealer, List<CardSet> hands, List<Integer> scoresBefore,
      List<Integer> bagsBefore) {
    return of(rules, dealer, hands, scoresBefore, bagsBefore, 1);
  }

  /** The same, as deal number {@code dealNumber} (at least 1) of a match: what a replay record's {@code "deal"} gives. */
  public static SpadesState of(SpadesRules rules, int dealer, List<CardSet> hands, List<Integer> scoresBefore,
      List<Integer> bagsBefore, int dealNumber) {
    if (dealNumber < 1) {
      throw new IllegalArgumentException("the deal number must be at least 1 but was " + dealNumber);
    }
    if (hands.size() != 4) {
      throw new IllegalArgumentException("spades has 4 players but " + hands.size() + " hands were given");
    }
    for (int s = 0; s < 4; s++) {
      if (hands.get(s).size() != 13) {
        throw new IllegalArgumentException("hand of seat " + s + " has " + hands.get(s).size()
            + " cards but 13 are dealt (spades §2.2)");
      }
    }
    return start(rules, dealNumber, dealer, scoresBefore, bagsBefore, Deal.of(Deck.standard(), dealer, hands, List.of()));
  }

  private static SpadesState start(SpadesRules rules, int dealNumber, int dealer, List<Integer> scoresBefore,
      List<Integer> bagsBefore, Deal d) {
    if (scoresBefore.size() != 2 || bagsBefore.size() != 2) {
      throw new IllegalArgumentException("scores and bags are given per team: [A, B]");
    }
    for (int b : bagsBefore) {
      if (b < 0 || b > 9) {
        throw new IllegalArgumentException("a team's bag count is 0 to 9 (spades §5.3) but was " + b);
      }
    }
    long[] dealt = new long[4];
    for (int s = 0; s < 4; s++) {
      dealt[s] = d.hands().get(s).bits();
    }
    int[] bids = {NONE, NONE, NONE, NONE};
    return new SpadesState(rules, dealNumber, dealer, new int[] {scoresBefore.get(0), scoresBefore.get(1)},
        new int[] {bagsBefore.get(0), bagsBefore.get(1)}, dealt, 0, bids, 0, new long[4], dealt, null, null, null);
  }

  private SpadesState with(int seen, int[] bids, int exchangers, long[] exchange, long[] hands, TrickPlay play,
      int[] teamScore, int[] bagsAfter) {
    Setup u = setup;
    return new SpadesState(new Setup(u.rules, u.dealNumber, u.dealer, u.scoresBefore, u.bagsBefore, u.dealt, seen, bids,
        exchangers, exchange, hands, teamScore, bagsAfter), play);
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

  /** Where the deal is. */
  public Phase phase() {
    if (play == null) {
      return setup.bids[setup.dealer] == NONE ? Phase.BIDDING : Phase.EXCHANGE;
    }
    return setup.teamScore == null ? Phase.PLAYING : Phase.OVER;
  }

  /** Whether the seat has looked at its cards (§3.3). */
  public boolean handSeen(int seat) {
    return (setup.seen & (1 << seat)) != 0;
  }

  /** The seat's bid: empty before it bids, else its action ({@code bid n}, {@code nil}, {@code blindnil}). */
  public Optional<SpadesAction> bid(int seat) {
    return Optional.ofNullable(bidAction(setup.bids[seat]));
  }

  static SpadesAction bidAction(int code) {
    if (code == NONE) {
      return null;
    }
    return code == BLIND ? SpadesAction.BlindNil.BLIND_NIL : code == NIL ? SpadesAction.Nil.NIL : new SpadesAction.Bid(code);
  }

  int bidCode(int seat) {
    return setup.bids[seat];
  }

  /** The team contract {@code B_t} (§3.5): the sum of the team's numeric bids. */
  public int contract(int team) {
    return Math.max(0, setup.bids[team]) + Math.max(0, setup.bids[team + 2]);
  }

  /** The seats that exchange 2 cards this deal (bit mask), 0 without an exchange. */
  int exchangers() {
    return setup.exchangers;
  }

  /** The cards the seat chose to give its partner; empty before it chose or without an exchange. */
  public CardSet exchanged(int seat) {
    return CardSet.ofBits(setup.exchange[seat]);
  }

  /** The hand the seat was dealt. */
  public CardSet dealtHand(int seat) {
    return CardSet.ofBits(setup.dealt[seat]);
  }

  /** The trick-play phase, or {@code null} before it. */
  public TrickPlay trickPlay() {
    return play;
  }

  @Override
  public Optional<TrickPlay> trickPhase() {
    return Optional.ofNullable(play);
  }

  /** Whether spades are broken (§4.2). */
  public boolean spadesBroken() {
    return play != null && (play.playedBits() & SPADES) != 0;
  }

  /** Tricks taken by the seat so far. */
  public int tricks(int seat) {
    return play == null ? 0 : play.tricksWon(seat);
  }

  /** The team deal scores [A, B] (§5.4), once the deal is over. */
  public List<Integer> teamScores() {
    requireOver();
    return List.of(setup.teamScore[0], setup.teamScore[1]);
  }

  /** The team bag counts [A, B] after the deal (§5.3; [0, 0] with bags off), once the deal is over. */
  public List<Integer> bagsAfter() {
    requireOver();
    return List.of(setup.bagsAfter[0], setup.bagsAfter[1]);
  }

  private void requireOver() {
    if (setup.teamScore == null) {
      throw new IllegalStateException("the deal is not over (phase " + phase() + ")");
    }
  }

  /** The seat's bid error {@code |bid − tricks|} (§7 bidErrorScoring; nil and blind nil bid 0). */
  public int bidError(int seat) {
    requireOver();
    return Math.abs(Math.max(0, setup.bids[seat]) - play.tricksWon(seat));
  }

  // ---------------------------------------------------------------- bidding

  private int bidder() {
    for (int i = 1; i <= 4; i++) {
      int s = (setup.dealer + i) % 4;
      if (setup.bids[s] == NONE) {
        return s;
      }
    }
    return -1;
  }

  private boolean blindNilAllowed(int seat) {
    if (!setup.rules.blindNil() || handSeen(seat)) {
      return false;
    }
    int team = seat % 2;
    return setup.scoresBefore[1 - team] - setup.scoresBefore[team] >= setup.rules.blindNilDeficit();
  }

  /** The legal bids of the seat to bid, as codes, in a stable order (blind nil, nil, 1..13). */
  private List<Action> legalBids(int seat) {
    if (setup.rules.roulette()) {
      return ONLY_BLIND_NIL;
    }
    if (setup.rules.mirror()) {
      int k = Long.bitCount(setup.dealt[seat] & SPADES);
      return List.of(k == 0 ? SpadesAction.Nil.NIL : BIDS[k]);
    }
    boolean blind = blindNilAllowed(seat);
    int partnerBid = setup.bids[(seat + 2) % 4];
    if (setup.rules.suicide() && partnerBid >= 1) {
      return blind ? BLIND_NIL_OR_NIL : ONLY_NIL;
    }
    return blind ? EVERY_BID : NIL_OR_NUMBER;
  }

  private static final SpadesAction.Bid[] BIDS = new SpadesAction.Bid[14];
  /** The bid lists a seat can have, built once: listing the bids allocates nothing. */
  private static final List<Action> ONLY_BLIND_NIL = List.of(SpadesAction.BlindNil.BLIND_NIL);
  private static final List<Action> ONLY_NIL = List.of(SpadesAction.Nil.NIL);
  private static final List<Action> BLIND_NIL_OR_NIL = List.of(SpadesAction.BlindNil.BLIND_NIL, SpadesAction.Nil.NIL);
  private static final List<Action> NIL_OR_NUMBER;
  private static final List<Action> EVERY_BID;

  static {
    List<Action> numbers = new ArrayList<>();
    for (int n = 1; n <= 13; n++) {
      BIDS[n] = new SpadesAction.Bid(n);
      numbers.add(BIDS[n]);
    }
    List<Action> nil = new ArrayList<>(ONLY_NIL);
    nil.addAll(numbers);
    NIL_OR_NUMBER = List.copyOf(nil);
    List<Action> every = new ArrayList<>(BLIND_NIL_OR_NIL);
    every.addAll(numbers);
    EVERY_BID = List.copyOf(every);
  }

  private Either<RuleViolation, SpadesState> bid(int seat, SpadesAction a) {
    if (play != null || setup.bids[setup.dealer] != NONE) {
      return wrongPhase(seat, a.text());
    }
    int turn = bidder();
    if (seat != turn) {
      return Either.left(new RuleViolation(RuleCode.NOT_YOUR_TURN, seat, Seat.name(seat) + " tried to " + a.text()
          + " but it is " + Seat.name(turn) + "'s turn to bid"));
    }
    List<Action> legal = legalBids(seat);
    if (!legal.contains(a)) {
      return Either.left(new RuleViolation(BID_NOT_ALLOWED, seat, Seat.name(seat) + " may not bid '" + a.text()
          + "': " + whyNot(seat, a) + "; legal bids are " + texts(legal)));
    }
    int[] b = setup.bids.clone();
    b[seat] = a instanceof SpadesAction.Bid ? ((SpadesAction.Bid) a).tricks()
        : a == SpadesAction.Nil.NIL ? NIL : BLIND;
    int nowSeen = b[seat] == BLIND ? setup.seen : setup.seen | (1 << seat);
    if (b[setup.dealer] == NONE) {
      return Either.right(with(nowSeen, b, 0, setup.exchange, setup.hands, null, null, null));
    }
    // All four have bid: an setup.exchange for each team with a blind nil (doubleNilPass, blindNilRestricted).
    int ex = 0;
    if (setup.rules.exchangeAfterBlindNil()) {
      for (int t = 0; t < 2; t++) {
        if (b[t] == BLIND || b[t + 2] == BLIND) {
          ex |= (1 << t) | (1 << (t + 2));
        }
      }
    }
    SpadesState after = with(nowSeen | ex, b, ex, setup.exchange, setup.hands, null, null, null);
    return Either.right(ex == 0 ? after.startPlay(setup.hands) : after);
  }

  private String whyNot(int seat, SpadesAction a) {
    if (setup.rules.roulette()) {
      return "every bid is blind nil (spades §7 roulette)";
    }
    if (setup.rules.mirror()) {
      return "every bid is the number of spades held (spades §7 mirror)";
    }
    if (a == SpadesAction.BlindNil.BLIND_NIL) {
      if (!setup.rules.blindNil()) {
        return "blind nil is off (spades §7 blindNil)";
      }
      if (handSeen(seat)) {
        return "blind nil is only for a player who has not looked (spades §3.3)";
      }
      return "blind nil needs the team to be at least " + setup.rules.blindNilDeficit() + " behind (spades §7 "
          + (setup.rules.doubleNilPass() ? "doubleNilPass" : "blindNilRestricted") + ")";
    }
    return "the partner bid " + bidAction(setup.bids[(seat + 2) % 4]).text()
        + " and each team needs a nil (spades §7 suicide)";
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
      return Either.left(new RuleViolation(RuleCode.ALREADY_CHOSEN, seat, Seat.name(seat) + " has already chosen "
          + CardSet.ofBits(setup.exchange[seat]) + " for the exchange"));
    }
    if (Long.bitCount(cards) != 2) {
      return Either.left(new RuleViolation(RuleCode.WRONG_CARD_COUNT, seat, Seat.name(seat)
          + " must give exactly 2 cards to the partner (spades §7 doubleNilPass) but chose " + CardSet.ofBits(cards)));
    }
    if ((cards & ~setup.hands[seat]) != 0) {
      return Either.left(new RuleViolation(RuleCode.CARD_NOT_HELD, seat, Seat.name(seat) + " cannot give "
          + CardSet.ofBits(cards & ~setup.hands[seat]) + ": not in hand " + CardSet.ofBits(setup.hands[seat])));
    }
    long[] ex = setup.exchange.clone();
    ex[seat] = cards;
    for (int s = 0; s < 4; s++) {
      if ((setup.exchangers & (1 << s)) != 0 && ex[s] == 0) {
        return Either.right(with(setup.seen, setup.bids, setup.exchangers, ex, setup.hands, null, null, null));
      }
    }
    long[] next = setup.hands.clone();
    for (int s = 0; s < 4; s++) {
      if ((setup.exchangers & (1 << s)) != 0) {
        next[s] = (setup.hands[s] & ~ex[s]) | ex[(s + 2) % 4];
      }
    }
    return Either.right(with(setup.seen, setup.bids, setup.exchangers, ex, next, null, null, null).startPlay(next));
  }

  // ---------------------------------------------------------------- play

  private SpadesState startPlay(long[] handsNow) {
    List<CardSet> hs = new ArrayList<>(4);
    int leader = (setup.dealer + 1) % 4;
    for (int s = 0; s < 4; s++) {
      hs.add(CardSet.ofBits(handsNow[s]));
      if (setup.rules.firstLeadTwoOfClubs() && (handsNow[s] & TWO_CLUBS) != 0) {
        leader = s;
      }
    }
    TrickPlay p = TrickPlay.start(TrickOrder.trumpSuit(Suit.SPADES), hs, leader, playRules(setup.rules));
    return with(0b1111, setup.bids, setup.exchangers, setup.exchange, handsNow, p, null, null);
  }

  /** The lead and play restrictions of these rules, in order (§4.3, §7). */
  static List<PlayRule> playRules(SpadesRules rules) {
    List<PlayRule> out = new ArrayList<>();
    if (rules.firstLeadTwoOfClubs()) {
      out.add(PlayRule.of(FIRST_LEAD, PlayRule.When.FIRST_LEAD,
          (p, seat, hand, legal) -> p.isFirstTrick() && p.isLeading() ? legal & TWO_CLUBS : legal,
          (p, seat, card) -> Seat.name(seat) + " must lead 2C to the first trick (spades §7 firstLeadTwoOfClubs); played " + card));
    }
    out.add(PlayRule.of(SPADES_NOT_BROKEN, PlayRule.When.LEADING,
        (p, seat, hand, legal) -> {
          if (!p.isLeading() || (p.playedBits() & SPADES) != 0) {
            return legal;
          }
          long other = legal & ~SPADES;
          return other != 0 ? other : legal;
        },
        (p, seat, card) -> "spades are not broken and " + Seat.name(seat) + " holds other cards ("
            + CardSet.ofBits(p.handBits(seat) & ~SPADES) + "), so may not lead " + card + " (spades §4.3)"));
    if (rules.lefty()) {
      out.add(PlayRule.of(LEFTY, (p, seat, hand, legal) -> Long.lowestOneBit(legal),
          (p, seat, card) -> "lefty: " + Seat.name(seat) + " must play the leftmost legal card, "
              + Card.ofIndex(Long.numberOfTrailingZeros(legalBefore(p, LEFTY))) + ", not " + card + " (spades §7 lefty)"));
    }
    if (rules.righty()) {
      out.add(PlayRule.of(RIGHTY, (p, seat, hand, legal) -> Long.highestOneBit(legal),
          (p, seat, card) -> "righty: " + Seat.name(seat) + " must play the rightmost legal card, "
              + Card.ofIndex(63 - Long.numberOfLeadingZeros(legalBefore(p, RIGHTY))) + ", not " + card
              + " (spades §7 righty)"));
    }
    return List.copyOf(out);
  }

  private static long legalBefore(TrickPlay p, String code) {
    return p.legalBits();
  }

  private Either<RuleViolation, SpadesState> playCard(int seat, Card card) {
    if (play == null || play.isOver()) {
      return wrongPhase(seat, "play " + card);
    }
    RuleViolation v = play.violation(seat, card);
    if (v != null) {
      return Either.left(v);
    }
    return Either.right(afterPlay(play.playVerified(card)));
  }

  private SpadesState afterPlay(TrickPlay p) {
    SpadesState s = new SpadesState(setup, p);
    return p.isOver() ? s.scored() : s;
  }

  /** A legal card play directly; anything else through {@link #apply(int, Action)}. */
  @Override
  public SpadesState applyLegal(int seat, Action action) {
    if (action instanceof SpadesAction.Play && play != null) {
      Card card = ((SpadesAction.Play) action).card();
      if (play.isLegal(seat, card)) {
        return afterPlay(play.playVerified(card));
      }
    }
    return GameState.super.applyLegal(seat, action);
  }

  private SpadesState scored() {
    int[] tricks = new int[4];
    for (int s = 0; s < 4; s++) {
      tricks[s] = play.tricksWon(s);
    }
    int[][] r = score(setup.rules, setup.bids, tricks, setup.bagsBefore);
    return with(setup.seen, setup.bids, setup.exchangers, setup.exchange, setup.hands, play, r[0], r[1]);
  }

  /**
   * The scoring of §5 and §7: returns {@code {teamScores, bagsAfter}} from the bids (codes), the
   * tricks per seat and the bag counts before the deal.
   */
  static int[][] score(SpadesRules rules, int[] bids, int[] tricks, int[] bagsBefore) {
    int[] score = new int[2];
    int[] bagsOut = new int[2];
    for (int t = 0; t < 2; t++) {
      int b = Math.max(0, bids[t]) + Math.max(0, bids[t + 2]);
      int taken = 0;
      int nilTricks = 0;
      int nilTerms = 0;
      for (int s : new int[] {t, t + 2}) {
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
      if (rules.bags()) {
        int k = bagsBefore[t] + newBags;
        penalty = 100 * (k / 10);
        bagsOut[t] = k % 10;
      }
      score[t] = c + nilTerms - penalty;
    }
    return new int[][] {score, bagsOut};
  }

  // ---------------------------------------------------------------- GameState

  @Override
  public int players() {
    return 4;
  }

  @Override
  public int dealer() {
    return setup.dealer;
  }

  @Override
  public Deck deck() {
    return Deck.standard();
  }

  @Override
  public boolean isTerminal() {
    return setup.teamScore != null;
  }

  @Override
  public int toMove() {
    switch (phase()) {
      case BIDDING:
        return bidder();
      case EXCHANGE:
        for (int i = 1; i <= 4; i++) {
          int s = (setup.dealer + i) % 4;
          if ((setup.exchangers & (1 << s)) != 0 && setup.exchange[s] == 0) {
            return s;
          }
        }
        throw new IllegalStateException("exchange complete but not delivered");
      case PLAYING:
        return play.toPlay();
      default:
        return -1;
    }
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
    switch (phase()) {
      case BIDDING:
        return legalBids(seat);
      case EXCHANGE:
        return SubsetActions.of(setup.hands[seat], 2, SpadesAction.Exchange.class, SpadesAction.Exchange::new,
            SpadesAction.Exchange::cards);
      default:
        return CardActions.of(play.legalBits(), SpadesAction.Play.table());
    }
  }

  @Override
  public Either<RuleViolation, SpadesState> apply(int seat, Action action) {
    if (seat < 0 || seat >= 4) {
      return Either.left(new RuleViolation(RuleCode.NO_SUCH_SEAT, seat, "there is no " + Seat.name(seat)
          + " at a table of 4"));
    }
    if (action instanceof SpadesAction.Play) {
      return playCard(seat, ((SpadesAction.Play) action).card());
    }
    if (action == SpadesAction.Look.LOOK) {
      return Either.right(handSeen(seat) ? this
          : with(setup.seen | (1 << seat), setup.bids, setup.exchangers, setup.exchange, setup.hands, play,
              setup.teamScore, setup.bagsAfter));
    }
    if (action instanceof SpadesAction.Bid || action == SpadesAction.Nil.NIL || action == SpadesAction.BlindNil.BLIND_NIL) {
      return bid(seat, (SpadesAction) action);
    }
    if (action instanceof SpadesAction.Exchange) {
      return exchange(seat, ((SpadesAction.Exchange) action).cards().bits());
    }
    return Either.left(new RuleViolation(RuleCode.UNKNOWN_ACTION, seat, Seat.name(seat) + " sent "
        + (action == null ? "no action" : "'" + action.text() + "'") + ", which is not a Spades action"));
  }

  private Either<RuleViolation, SpadesState> wrongPhase(int seat, String what) {
    return Either.left(new RuleViolation(RuleCode.WRONG_PHASE, seat, Seat.name(seat) + " cannot " + what
        + " now: the deal is in phase " + phase()));
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

  /** The seat's team deal score (§5.4); before the end, 0. */
  @Override
  public int score(int seat) {
    return setup.teamScore == null ? 0 : setup.teamScore[seat % 2];
  }

  /** The team's deal score minus the opponents': partnership play is zero-sum. */
  @Override
  public double utility(int seat) {
    return setup.teamScore == null ? 0 : setup.teamScore[seat % 2] - setup.teamScore[1 - seat % 2];
  }

  long[] handsAfterExchange() {
    return setup.hands;
  }

  int seenMask() {
    return setup.seen;
  }

  static SpadesState replayable(SpadesRules rules, int dealNumber, int dealer, List<Integer> scores,
      List<Integer> bags, List<CardSet> hands) {
    return start(rules, dealNumber, dealer, scores, bags, Deal.of(Deck.standard(), dealer, hands, List.of()));
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("Spades(deal ").append(setup.dealNumber)
        .append(", dealer ").append(setup.dealer)
        .append(", ").append(phase());
    for (int s = 0; s < 4; s++) {
      b.append(", ").append(s).append(": ").append(hand(s));
    }
    return b.append(')').toString();
  }

  static List<Integer> list(int[] a) {
    List<Integer> out = new ArrayList<>();
    for (int x : a) {
      out.add(x);
    }
    return Collections.unmodifiableList(out);
  }
}
