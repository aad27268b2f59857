package dev.tenace.suitability;

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
import dev.tenace.core.table.Seat;
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
 * One deal of Suitability as an immutable state machine (rules/suitability.md): three suit-role
 * declarations, the privilege, the 3-player turn-up exchange, trick play under the declared roles
 * (reverse suit, jokers for 5 players), and the scoring of §6.
 *
 * <pre>{@code
 * SuitabilityState s = SuitabilityState.deal(SuitabilityRules.defaults(), 3, 42L); // dealer 3: seat 0 declares first
 * s = s.apply(0, s.parseAction("declare H trump")).get();
 * }</pre>
 *
 * <p>Rule codes: {@code NOT_YOUR_TURN}, {@code WRONG_PHASE}, {@code NO_SUCH_SEAT},
 * {@code UNKNOWN_ACTION}, {@code DECLARATION_NOT_ALLOWED}, {@code CARD_NOT_HELD},
 * {@code MUST_FOLLOW_SUIT}.
 */
public final class SuitabilityState implements GameState<SuitabilityState, SuitabilityView> {
  /** Where a deal is. */
  public enum Phase {
    /** Suit roles and privilege (§4). */
    DECLARING,
    /** Trick play (§5). */
    PLAYING,
    /** Scored. */
    OVER
  }

  /** Rule code: a declaration or privilege outside the legal set (§4). */
  public static final String DECLARATION_NOT_ALLOWED = "DECLARATION_NOT_ALLOWED";

  /**
   * Everything but the trick-play phase: fixed while the cards are played, so every card play
   * shares it and a position is this, the {@link TrickPlay} and an object header (24 bytes).
   */
  private static final class Setup {
    final SuitabilityRules rules;
    final int dealNumber;
    final int dealer;
    final long[] dealt;
    final Card turnUp;
    final Role[] roles;
    final int step;
    final Privilege[] privileges;
    final int exchanger;
    final int[] scores;
    final io.vavr.collection.List<Action> log;

    Setup(SuitabilityRules rules, int dealNumber, int dealer, long[] dealt, Card turnUp, Role[] roles, int step,
        Privilege[] privileges, int exchanger, int[] scores, io.vavr.collection.List<Action> log) {
      this.rules = rules;
      this.dealNumber = dealNumber;
      this.dealer = dealer;
      this.dealt = dealt;
      this.turnUp = turnUp;
      this.roles = roles;
      this.step = step;
      this.privileges = privileges;
      this.exchanger = exchanger;
      this.scores = scores;
      this.log = log;
    }
  }

  private final Setup setup;
  private final TrickPlay play;

  private SuitabilityState(Setup setup, TrickPlay play) {
    this.setup = setup;
    this.play = play;
  }

  private SuitabilityState(SuitabilityRules rules, int dealNumber, int dealer, long[] dealt, Card turnUp,
      Role[] roles, int step,
      Privilege[] privileges, int exchanger, TrickPlay play, int[] scores, io.vavr.collection.List<Action> log) {
    this(new Setup(rules, dealNumber, dealer, dealt, turnUp, roles, step, privileges, exchanger, scores, log), play);
  }

  /** A seeded deal (deal 1). */
  public static SuitabilityState deal(SuitabilityRules rules, int dealer, long seed) {
    return deal(rules, 1, dealer, seed);
  }

  /** A seeded deal of a game. */
  public static SuitabilityState deal(SuitabilityRules rules, int dealNumber, int dealer, long seed) {
    Seat.check(dealer, rules.players());
    return start(rules, dealNumber, dealer,
        Deal.shuffled(rules.deck(), rules.players(), rules.handSize(), dealer, seed));
  }

  /**
   * A deal from explicit hands (and the 3-player turn-up as {@code rest}).
   *
   * @throws IllegalArgumentException naming repeated, missing or foreign cards or wrong sizes
   */
  public static SuitabilityState of(SuitabilityRules rules, int dealer, List<CardSet> hands, List<Card> rest) {
    return of(rules, dealer, hands, rest, 1);
  }

  /** The same, as deal number {@code dealNumber} (at least 1) of a match: what a replay record's {@code "deal"} gives. */
  public static SuitabilityState of(SuitabilityRules rules, int dealer, List<CardSet> hands, List<Card> rest, int dealNumber) {
    if (dealNumber < 1) {
      throw new IllegalArgumentException("the deal number must be at least 1 but was " + dealNumber);
    }
    if (hands.size() != rules.players()) {
      throw new IllegalArgumentException("suitability with these rules has " + rules.players() + " players but "
          + hands.size() + " hands were given");
    }
    for (int s = 0; s < hands.size(); s++) {
      if (hands.get(s).size() != rules.handSize()) {
        throw new IllegalArgumentException("hand of seat " + s + " has " + hands.get(s).size() + " cards but "
            + rules.handSize() + " are dealt (suitability §3, §8)");
      }
    }
    return start(rules, dealNumber, dealer, Deal.of(rules.deck(), dealer, hands, rest));
  }

  static SuitabilityState start(SuitabilityRules rules, int dealNumber, int dealer, Deal d) {
    long[] dealt = new long[rules.players()];
    for (int s = 0; s < dealt.length; s++) {
      dealt[s] = d.hands().get(s).bits();
    }
    Card up = d.rest().isEmpty() ? null : d.rest().get(0);
    Privilege[] p = new Privilege[rules.players()];
    return new SuitabilityState(rules, dealNumber, dealer, dealt, up, new Role[4], 0, p, -1, null, null,
        io.vavr.collection.List.empty());
  }

  /** The declarations and privilege claims so far, oldest first, as action texts. */
  public List<String> declarationLog() {
    return setup.log.reverse().map(Action::text).asJava();
  }

  // ---------------------------------------------------------------- turn order of the declarations

  /** The seats that declare a role, in order (§4.1, §8). */
  private int[] declarers() {
    int n = setup.rules.players();
    int d = setup.dealer;
    switch (n) {
      case 2: return new int[] {(d + 1) % n, d, (d + 1) % n};
      case 3: return new int[] {(d + 1) % n, (d + 2) % n, d};
      default: return new int[] {(d + 1) % n, (d + 2) % n, (d + 3) % n};
    }
  }

  /** The seat to claim a privilege at step 3 (and 4 for the fifth player), or -1. */
  private int privilegeSeat(int k) {
    int n = setup.rules.players();
    if (n == 3) {
      return -1;
    }
    if (k == 3) {
      return n == 5 ? (setup.dealer + 4) % n : setup.dealer;
    }
    if (k == 4 && n == 5 && setup.privileges[(setup.dealer + 4) % n] == Privilege.NONE) {
      return setup.dealer;
    }
    return -1;
  }

  private int actor() {
    if (setup.step < 3) {
      return declarers()[setup.step];
    }
    return privilegeSeat(setup.step);
  }

  // ---------------------------------------------------------------- accessors

  /** The rules of this deal. */
  public SuitabilityRules rules() {
    return setup.rules;
  }

  /** The deal number within the game. */
  public int dealNumber() {
    return setup.dealNumber;
  }

  /** Where the deal is. */
  public Phase phase() {
    return play == null ? Phase.DECLARING : setup.scores == null ? Phase.PLAYING : Phase.OVER;
  }

  /** The role of a suit, once declared (the last one is PLAIN after three declarations). */
  public Optional<Role> role(Suit suit) {
    return Optional.ofNullable(setup.roles[suit.ordinal()]);
  }

  /** The suit with a role, once declared. */
  public Optional<Suit> suitWith(Role role) {
    for (int i = 0; i < 4; i++) {
      if (setup.roles[i] == role) {
        return Optional.of(Suit.ofOrdinal(i));
      }
    }
    return Optional.empty();
  }

  /** The privilege claimed by the seat (empty when it had no choice or has not chosen). */
  public Optional<Privilege> privilege(int seat) {
    return Optional.ofNullable(setup.privileges[seat]);
  }

  /** The turn-up (3 players; after the exchange, the plain card put face up), or empty. */
  public Optional<Card> turnUp() {
    if (setup.turnUp == null) {
      return Optional.empty();
    }
    if (setup.exchanger >= 0) {
      return Optional.of(Card.of(setup.turnUp.rank(), suitWith(Role.PLAIN).get()));
    }
    return Optional.of(setup.turnUp);
  }

  /** The seat that exchanged with the turn-up (§8 players = 3), or -1. */
  public int turnUpExchanger() {
    return setup.exchanger;
  }

  /** The card dealt face up (3 players), or empty. */
  public Optional<Card> dealtTurnUp() {
    return Optional.ofNullable(setup.turnUp);
  }

  /** The dealt hand of a seat. */
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

  /** Tricks won by the seat. */
  public int tricks(int seat) {
    return play == null ? 0 : play.tricksWon(seat);
  }

  /** Penalty-suit cards among the cards the seat won (§6.1). */
  public int penaltyCards(int seat) {
    Optional<Suit> pen = suitWith(Role.PENALTY);
    if (play == null || pen.isEmpty()) {
      return 0;
    }
    return play.cardsWon(seat).inSuit(pen.get()).size();
  }

  /** The deal scores per seat (§6), once over. */
  public List<Integer> scores() {
    if (setup.scores == null) {
      throw new IllegalStateException("the deal is not over (phase " + phase() + ")");
    }
    List<Integer> out = new ArrayList<>();
    for (int s : setup.scores) {
      out.add(s);
    }
    return Collections.unmodifiableList(out);
  }

  // ---------------------------------------------------------------- actions

  private List<Action> legalDeclarations() {
    return setup.step < 3 ? DECLARATIONS[declaredMask()] : CLAIMS;
  }

  /**
   * The roles given (bits 0-2: trump, penalty, reverse) and the suits that have a role (bits 3-6,
   * by suit ordinal): what decides the declarations left.
   */
  private int declaredMask() {
    int m = 0;
    for (int i = 0; i < 4; i++) {
      Role r = setup.roles[i];
      if (r != null) {
        m |= (r == Role.PLAIN ? 0 : 1 << r.ordinal()) | (1 << (3 + i));
      }
    }
    return m;
  }

  /** Whether the declaration is among the legal ones: its role and its suit are both still free. */
  private boolean declarable(Action a) {
    if (a instanceof SuitabilityAction.Claim) {
      return setup.step >= 3;
    }
    SuitabilityAction.Declare d = (SuitabilityAction.Declare) a;
    int m = declaredMask();
    return setup.step < 3 && (m & (1 << d.role().ordinal())) == 0 && (m & (1 << (3 + d.suit().ordinal()))) == 0;
  }

  private static final Role[] DECLARED_ROLES = {Role.TRUMP, Role.PENALTY, Role.REVERSE};
  /** The legal declarations for every {@link #declaredMask()}, built once: listing them allocates nothing. */
  @SuppressWarnings("unchecked")
  private static final List<Action>[] DECLARATIONS = new List[1 << 7];
  private static final List<Action> CLAIMS;

  static {
    for (int m = 0; m < DECLARATIONS.length; m++) {
      List<Action> out = new ArrayList<>();
      for (Role r : DECLARED_ROLES) {
        if ((m & (1 << r.ordinal())) != 0) {
          continue;
        }
        for (Suit x : Suit.values()) {
          if ((m & (1 << (3 + x.ordinal()))) == 0) {
            out.add(new SuitabilityAction.Declare(x, r));
          }
        }
      }
      DECLARATIONS[m] = List.copyOf(out);
    }
    List<Action> claims = new ArrayList<>();
    for (Privilege p : Privilege.values()) {
      claims.add(new SuitabilityAction.Claim(p));
    }
    CLAIMS = List.copyOf(claims);
  }

  @Override
  public int toMove() {
    if (play == null) {
      return actor();
    }
    return play.isOver() ? -1 : play.toPlay();
  }

  @Override
  public List<Action> legalActions(int seat) {
    if (seat < 0 || seat != toMove()) {
      return List.of();
    }
    if (play == null) {
      return legalDeclarations();
    }
    return CardActions.of(play.legalBits(), SuitabilityAction.Play.table());
  }

  private SuitabilityState afterPlay(TrickPlay p) {
    SuitabilityState s = new SuitabilityState(setup, p);
    return p.isOver() ? s.scored() : s;
  }

  /** A legal card play directly; anything else through {@link #apply(int, Action)}. */
  @Override
  public SuitabilityState applyLegal(int seat, Action action) {
    if (action instanceof SuitabilityAction.Play && play != null) {
      Card card = ((SuitabilityAction.Play) action).card();
      if (play.isLegal(seat, card)) {
        return afterPlay(play.playVerified(card));
      }
    }
    return GameState.super.applyLegal(seat, action);
  }

  @Override
  public Either<RuleViolation, SuitabilityState> apply(int seat, Action action) {
    if (seat < 0 || seat >= setup.rules.players()) {
      return Either.left(new RuleViolation(RuleCode.NO_SUCH_SEAT, seat, "there is no " + Seat.name(seat)
          + " at a table of " + setup.rules.players()));
    }
    if (action instanceof SuitabilityAction.Play) {
      Card card = ((SuitabilityAction.Play) action).card();
      if (play == null || play.isOver()) {
        return wrongPhase(seat, action);
      }
      RuleViolation v = play.violation(seat, card);
      if (v != null) {
        return Either.left(v);
      }
      return Either.right(afterPlay(play.playVerified(card)));
    }
    if (!(action instanceof SuitabilityAction.Declare) && !(action instanceof SuitabilityAction.Claim)) {
      return Either.left(new RuleViolation(RuleCode.UNKNOWN_ACTION, seat, Seat.name(seat) + " sent "
          + (action == null ? "no action" : "'" + action.text() + "'") + ", which is not a Suitability action"));
    }
    if (play != null || (setup.step < 3) != (action instanceof SuitabilityAction.Declare)) {
      return wrongPhase(seat, action);
    }
    int turn = actor();
    if (seat != turn) {
      return Either.left(new RuleViolation(RuleCode.NOT_YOUR_TURN, seat, Seat.name(seat) + " tried to "
          + action.text() + " but it is " + Seat.name(turn) + "'s turn"));
    }
    if (!declarable(action)) {
      return Either.left(new RuleViolation(DECLARATION_NOT_ALLOWED, seat, Seat.name(seat) + " may not '"
          + action.text() + "': a suit and a role can be declared only once (suitability §4.1)"));
    }
    Role[] r = setup.roles.clone();
    Privilege[] pr = setup.privileges.clone();
    if (action instanceof SuitabilityAction.Declare) {
      SuitabilityAction.Declare d = (SuitabilityAction.Declare) action;
      r[d.suit().ordinal()] = d.role();
      if (setup.step == 2) {
        for (int i = 0; i < 4; i++) {
          if (r[i] == null) {
            r[i] = Role.PLAIN;
          }
        }
      }
    } else {
      pr[seat] = ((SuitabilityAction.Claim) action).privilege();
    }
    Setup u = setup;
    SuitabilityState next = new SuitabilityState(u.rules, u.dealNumber, u.dealer, u.dealt, u.turnUp, r, u.step + 1,
        pr, -1,
        null, null, u.log.prepend(action));
    return Either.right(next.actor() >= 0 ? next : next.startPlay());
  }

  private Either<RuleViolation, SuitabilityState> wrongPhase(int seat, Action a) {
    return Either.left(new RuleViolation(RuleCode.WRONG_PHASE, seat, Seat.name(seat) + " cannot " + a.text()
        + " now: the deal is in phase " + phase()));
  }

  private SuitabilityState startPlay() {
    int n = setup.rules.players();
    long[] hands = setup.dealt.clone();
    int ex = -1;
    if (setup.turnUp != null) {
      Suit plain = suitWith(Role.PLAIN).get();
      if (setup.turnUp.suit() != plain) {
        Card swap = Card.of(setup.turnUp.rank(), plain);
        for (int s = 0; s < n; s++) {
          if ((hands[s] & swap.bit()) != 0) {
            hands[s] = (hands[s] & ~swap.bit()) | setup.turnUp.bit();
            ex = s;
          }
        }
      }
    }
    List<CardSet> hs = new ArrayList<>();
    for (long h : hands) {
      hs.add(CardSet.ofBits(h));
    }
    TrickOrder order = TrickOrder.suitRoles(suitWith(Role.TRUMP).get(), suitWith(Role.REVERSE).get(), n == 5);
    TrickPlay p = TrickPlay.start(order, hs, (setup.dealer + 1) % n, List.of());
    Setup u = setup;
    return new SuitabilityState(u.rules, u.dealNumber, u.dealer, u.dealt, u.turnUp, u.roles, u.step, u.privileges, ex,
        p,
        null, u.log);
  }

  private SuitabilityState scored() {
    int n = setup.rules.players();
    int[] sc = new int[n];
    for (int s = 0; s < n; s++) {
      Privilege p = setup.privileges[s] == null ? Privilege.NONE : setup.privileges[s];
      sc[s] = score(setup.rules, p, play.tricksWon(s), penaltyCards(s));
    }
    Setup u = setup;
    return new SuitabilityState(u.rules, u.dealNumber, u.dealer, u.dealt, u.turnUp, u.roles, u.step, u.privileges,
        u.exchanger, play, sc, u.log);
  }

  /** The score of §6.2 and §6.3 for {@code t} tricks and {@code p} penalty cards. */
  static int score(SuitabilityRules rules, Privilege privilege, int t, int p) {
    switch (privilege) {
      case IMMUNITY:
        return 5 * t;
      case WARRANTY:
        return 25;
      case POVERTY:
        int tp = Math.max(0, 5 - t);
        return p == 0 ? 10 * tp : divide(rules, 10 * tp, p);
      default:
        return p == 0 ? 10 * t + 10 : divide(rules, 10 * t, p);
    }
  }

  private static int divide(SuitabilityRules rules, int a, int b) {
    return rules.roundDown() ? a / b : (2 * a + b) / (2 * b);
  }

  // ---------------------------------------------------------------- GameState

  @Override
  public int players() {
    return setup.rules.players();
  }

  @Override
  public int dealer() {
    return setup.dealer;
  }

  @Override
  public Deck deck() {
    return setup.rules.deck();
  }

  @Override
  public boolean isTerminal() {
    return setup.scores != null;
  }

  @Override
  public SuitabilityAction parseAction(String text) {
    return SuitabilityAction.parse(text);
  }

  @Override
  public SuitabilityView viewFor(int seat) {
    Seat.check(seat, setup.rules.players());
    return SuitabilityView.of(this, seat);
  }

  @Override
  public CardSet hand(int seat) {
    return play == null ? CardSet.ofBits(setup.dealt[seat]) : play.hand(seat);
  }

  @Override
  public Map<String, CardSet> zones() {
    Map<String, CardSet> z = new LinkedHashMap<>();
    for (int s = 0; s < setup.rules.players(); s++) {
      z.put("hand " + s, hand(s));
    }
    z.put("played", play == null ? CardSet.EMPTY : play.played());
    z.put("turn-up", turnUp().map(c -> CardSet.of(c)).orElse(CardSet.EMPTY));
    return z;
  }

  /** The seat's deal score (§6); 0 before the end. */
  @Override
  public int score(int seat) {
    return setup.scores == null ? 0 : setup.scores[seat];
  }

  /** With partnerships, the team's deal score; otherwise the seat's. */
  @Override
  public double utility(int seat) {
    if (setup.scores == null) {
      return 0;
    }
    return setup.rules.partnerships() ? setup.scores[seat] + setup.scores[(seat + 2) % 4] : setup.scores[seat];
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("Suitability(deal ").append(setup.dealNumber)
        .append(", dealer ").append(setup.dealer)
        .append(", ").append(phase());
    for (int s = 0; s < setup.rules.players(); s++) {
      b.append(", ").append(s).append(": ").append(hand(s));
    }
    return b.append(')').toString();
  }
}
