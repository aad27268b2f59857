package dev.tenace.suitability;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.CardActions;
import dev.tenace.core.spi.Keys;
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
 * One deal of Suitability as an immutable state machine (rules/suitability.md): three suit-role
 * declarations, the privilege, the 3-player turn-up exchange, trick play under the declared roles
 * (reverse suit, jokers for 5 players), and the scoring of §6.
 *
 * <pre>{@code
 * SuitabilityState s = SuitabilityState.deal(SuitabilityRules.defaults(), 3, 42L); // dealer 3: seat 0 declares first
 * s = s.apply(0, s.parseAction("declare H trump")).get();
 * }</pre>
 *
 * <p>States are values: two states are equal when they have the same rules, deal number, standing,
 * dealt cards and history, and {@link #key()} is a 64-bit key of exactly that.
 *
 * <p>Rule codes ({@link SuitabilityGame#ruleCodes()}): {@code NOT_YOUR_TURN}, {@code WRONG_PHASE},
 * {@code NO_SUCH_SEAT}, {@code UNKNOWN_ACTION}, {@code DECLARATION_NOT_ALLOWED}, {@code
 * CARD_NOT_HELD}, {@code MUST_FOLLOW_SUIT}.
 */
public final class SuitabilityState
    extends TrickGameState<SuitabilityState, SuitabilityView, SuitabilityState.Setup> {
  /** Where a deal is. */
  public enum Phase {
    /** Suit roles and privilege (§4). */
    DECLARING,
    /** Trick play (§5). */
    PLAYING,
    /** Scored. */
    OVER
  }

  /**
   * Everything but the trick-play phase: fixed while the cards are played, so every card play
   * shares it and a position is this, the {@link TrickPlay} and an object header.
   */
  static final class Setup extends FrameSetup {
    final SuitabilityRules rules;
    final int dealNumber;
    final long[] dealt;
    final Card turnUp;
    final List<Integer> standing;

    /** The declarations and privilege claims, in order: the public history before trick play. */
    final List<Move> calls;

    final Role[] roles;
    final Privilege[] privileges;
    final int exchanger;
    final int[] scores;

    Setup(
        SuitabilityRules rules,
        int dealNumber,
        int dealer,
        long[] dealt,
        Card turnUp,
        List<Integer> standing,
        List<Move> calls,
        Role[] roles,
        Privilege[] privileges,
        int exchanger,
        int[] scores) {
      super(rules.players(), dealer, rules.deck());
      this.rules = rules;
      this.dealNumber = dealNumber;
      this.dealt = dealt;
      this.turnUp = turnUp;
      this.standing = standing;
      this.calls = calls;
      this.roles = roles;
      this.privileges = privileges;
      this.exchanger = exchanger;
      this.scores = scores;
    }

    Setup withCalls(List<Move> c, Role[] r, Privilege[] p) {
      return new Setup(rules, dealNumber, dealer(), dealt, turnUp, standing, c, r, p, -1, null);
    }

    Setup withExchanger(int ex) {
      return new Setup(
          rules, dealNumber, dealer(), dealt, turnUp, standing, calls, roles, privileges, ex, null);
    }

    Setup withScores(int[] sc) {
      return new Setup(
          rules,
          dealNumber,
          dealer(),
          dealt,
          turnUp,
          standing,
          calls,
          roles,
          privileges,
          exchanger,
          sc);
    }

    /** The defining fields (the rest follows from them and the trick play). */
    boolean sameAs(Setup o) {
      return o == this
          || (o.dealNumber == dealNumber
              && o.dealer() == dealer()
              && Arrays.equals(o.dealt, dealt)
              && Objects.equals(o.turnUp, turnUp)
              && o.calls.equals(calls)
              && o.standing.equals(standing)
              && o.rules.equals(rules));
    }
  }

  private static final Kind KIND =
      new Kind("Suitability", SuitabilityAction.class, SuitabilityAction.Play.class);

  private SuitabilityState(Setup setup, TrickPlay play) {
    super(setup, play);
  }

  // ---------------------------------------------------------------- factories

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
    return start(
        rules,
        dealNumber,
        dealer,
        Deal.shuffled(rules.deck(), rules.players(), rules.handSize(), dealer, seed),
        standing);
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
    Deal deal =
        explicitDeal(
            "suitability §3, §8",
            rules.deck(),
            rules.players(),
            rules.handSize(),
            dealer,
            hands,
            rest);
    return start(rules, dealNumber, dealer, deal, standing);
  }

  static SuitabilityState start(
      SuitabilityRules rules, int dealNumber, int dealer, Deal d, List<Integer> standing) {
    if (dealNumber < 1) {
      throw new IllegalArgumentException(
          "the deal number must be at least 1 but was " + dealNumber);
    }
    if (standing.size() != rules.players()) {
      throw new IllegalArgumentException(
          "the standing needs one total per seat ("
              + rules.players()
              + ") but had "
              + standing.size());
    }
    long[] dealt = new long[rules.players()];
    for (int s = 0; s < dealt.length; s++) {
      dealt[s] = d.hands().get(s).bits();
    }
    Card up = d.rest().isEmpty() ? null : d.rest().get(0);
    return new SuitabilityState(
        new Setup(
            rules,
            dealNumber,
            dealer,
            dealt,
            up,
            List.copyOf(standing),
            List.of(),
            new Role[4],
            new Privilege[rules.players()],
            -1,
            null),
        null);
  }

  static List<Integer> zeros(int players) {
    return Collections.nCopies(players, 0);
  }

  // ---------------------------------------------------------------- turn order of the declarations

  /** The seats that declare a role, in order (§4.1, §8). */
  private int declarer(int k) {
    int n = setup.rules.players();
    int d = setup.dealer();
    return switch (n) {
      case 2 -> k == 1 ? d : (d + 1) % n;
      case 3 -> k == 2 ? d : (d + 1 + k) % n;
      default -> (d + 1 + k) % n;
    };
  }

  /** The seat to claim a privilege at step 3 (and 4 for the fifth player), or -1. */
  private int privilegeSeat(int k) {
    int n = setup.rules.players();
    if (n == 3) {
      return -1;
    }
    if (k == 3) {
      return n == 5 ? (setup.dealer() + 4) % n : setup.dealer();
    }
    if (k == 4 && n == 5 && setup.privileges[(setup.dealer() + 4) % n] == Privilege.NONE) {
      return setup.dealer();
    }
    return -1;
  }

  private int step() {
    return setup.calls.size();
  }

  private int actor() {
    return step() < 3 ? declarer(step()) : privilegeSeat(step());
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

  @Override
  public List<Integer> standing() {
    return setup.standing;
  }

  /** Where the deal is. */
  @Override
  public Phase phase() {
    return play == null ? Phase.DECLARING : setup.scores == null ? Phase.PLAYING : Phase.OVER;
  }

  @Override
  protected Kind kind() {
    return KIND;
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

  /** The suit-role declarations so far, in order (§4.1). */
  public List<Declaration> declarations() {
    return declarationsOf(setup.calls);
  }

  static List<Declaration> declarationsOf(List<Move> moves) {
    List<Declaration> out = new ArrayList<>(3);
    for (Move m : moves) {
      if (m.action() instanceof SuitabilityAction.Declare d) {
        out.add(new Declaration(m.seat(), d.suit(), d.role()));
      }
    }
    return List.copyOf(out);
  }

  /** The declarations and privilege claims so far, in order: the history before trick play. */
  List<Move> calls() {
    return setup.calls;
  }

  /**
   * The privilege claimed by the seat (empty when it had no choice or has not chosen).
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public Optional<Privilege> privilege(int seat) {
    Seat.check(seat, players());
    return Optional.ofNullable(setup.privileges[seat]);
  }

  /** The turn-up (3 players; after the exchange, the plain card put face up), or empty. */
  public Optional<Card> turnUp() {
    if (setup.turnUp == null) {
      return Optional.empty();
    }
    if (setup.exchanger >= 0) {
      return Optional.of(Card.of(setup.turnUp.rank(), suitWith(Role.PLAIN).orElseThrow()));
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

  /**
   * The dealt hand of a seat.
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public CardSet dealtHand(int seat) {
    Seat.check(seat, players());
    return CardSet.ofBits(setup.dealt[seat]);
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
    Optional<Suit> pen = suitWith(Role.PENALTY);
    if (play == null || pen.isEmpty()) {
      return 0;
    }
    return Long.bitCount(play.cardsWonBits(seat) & CardSet.suitMask(pen.get()));
  }

  /**
   * The deal scores per seat (§6).
   *
   * @throws IllegalStateException if the deal is not over
   */
  public List<Integer> scores() {
    if (setup.scores == null) {
      throw new IllegalStateException("the deal is not over (phase " + phase() + ")");
    }
    List<Integer> out = new ArrayList<>();
    for (int s : setup.scores) {
      out.add(s);
    }
    return List.copyOf(out);
  }

  // ---------------------------------------------------------------- actions

  private List<Action> legalDeclarations() {
    return step() < 3 ? DECLARATIONS.get(declaredMask()) : CLAIMS;
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

  /** Whether a declaration's role and suit are both still free. */
  private boolean declarable(SuitabilityAction.Declare d) {
    int m = declaredMask();
    return (m & (1 << d.role().ordinal())) == 0 && (m & (1 << (3 + d.suit().ordinal()))) == 0;
  }

  private static final Role[] DECLARED_ROLES = {Role.TRUMP, Role.PENALTY, Role.REVERSE};

  /**
   * The legal declarations for every {@link #declaredMask()}, built once: listing them allocates
   * nothing.
   */
  private static final List<List<Action>> DECLARATIONS;

  private static final List<Action> CLAIMS;

  static {
    List<List<Action>> all = new ArrayList<>();
    for (int m = 0; m < 1 << 7; m++) {
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
      all.add(List.copyOf(out));
    }
    DECLARATIONS = List.copyOf(all);
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
    if (play != null || (step() < 3) != (action instanceof SuitabilityAction.Declare)) {
      return wrongPhase(seat, action.text());
    }
    int turn = actor();
    if (seat != turn) {
      return notYourTurn(seat, action, turn);
    }
    Role[] r = setup.roles;
    Privilege[] pr = setup.privileges;
    if (action instanceof SuitabilityAction.Declare d) {
      if (!declarable(d)) {
        return Either.left(
            new RuleViolation(
                RuleCode.DECLARATION_NOT_ALLOWED,
                seat,
                Seat.name(seat)
                    + " may not '"
                    + action.text()
                    + "': a suit and a role can be declared only once (suitability §4.1)"));
      }
      r = r.clone();
      r[d.suit().ordinal()] = d.role();
      if (step() == 2) {
        for (int i = 0; i < 4; i++) {
          if (r[i] == null) {
            r[i] = Role.PLAIN;
          }
        }
      }
    } else {
      pr = pr.clone();
      pr[seat] = ((SuitabilityAction.Claim) action).privilege();
    }
    List<Move> calls = new ArrayList<>(setup.calls);
    calls.add(new Move(seat, action));
    SuitabilityState next = new SuitabilityState(setup.withCalls(List.copyOf(calls), r, pr), null);
    return Either.right(next.actor() >= 0 ? next : next.startPlay());
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
    Setup u =
        new Setup(
            setup.rules,
            setup.dealNumber,
            setup.dealer(),
            dealt,
            setup.turnUp,
            setup.standing,
            setup.calls,
            setup.roles,
            setup.privileges,
            setup.exchanger,
            null);
    return new SuitabilityState(u, play.withHands(now, play.rules()));
  }

  /** The 3-player turn-up exchange (§8, §9.8), then the first lead by the dealer's left (§5.1). */
  private SuitabilityState startPlay() {
    int n = setup.rules.players();
    long[] hands = setup.dealt.clone();
    int ex = -1;
    if (setup.turnUp != null) {
      Suit plain = suitWith(Role.PLAIN).orElseThrow();
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
    TrickOrder order =
        TrickOrder.suitRoles(
            suitWith(Role.TRUMP).orElseThrow(), suitWith(Role.REVERSE).orElseThrow(), n == 5);
    TrickPlay p = TrickPlay.start(order, hs, (setup.dealer() + 1) % n, List.of());
    return new SuitabilityState(setup.withExchanger(ex), p);
  }

  private SuitabilityState scored() {
    int n = setup.rules.players();
    int[] tricks = new int[n];
    long[] won = new long[n];
    for (int s = 0; s < n; s++) {
      tricks[s] = play.tricksWon(s);
      won[s] = play.cardsWonBits(s);
    }
    return new SuitabilityState(setup.withScores(scores(tricks, won)), play);
  }

  /** The same scoring as {@link #scored}, from a cursor's tricks and won cards. */
  @Override
  protected boolean cursorScores(TrickCursor c, long[] won, int[] tricks, int[] scores) {
    scores(tricks, won, scores);
    return true;
  }

  /** The deal scores (§6) from the tricks and the cards each seat won. */
  private int[] scores(int[] tricks, long[] won) {
    int[] sc = new int[tricks.length];
    scores(tricks, won, sc);
    return sc;
  }

  /** {@link #scores(int[], long[])} into {@code sc}. */
  private void scores(int[] tricks, long[] won, int[] sc) {
    long penalty = 0L;
    for (int i = 0; i < 4; i++) {
      if (setup.roles[i] == Role.PENALTY) { // suitWith(PENALTY), without the Optional
        penalty = CardSet.suitMask(Suit.ofOrdinal(i));
        break;
      }
    }
    for (int s = 0; s < sc.length; s++) {
      Privilege p = setup.privileges[s] == null ? Privilege.NONE : setup.privileges[s];
      sc[s] = score(setup.rules, p, tricks[s], Long.bitCount(won[s] & penalty));
    }
  }

  /** The score of §6.2 and §6.3 for {@code t} tricks and {@code p} penalty cards. */
  static int score(SuitabilityRules rules, Privilege privilege, int t, int p) {
    return switch (privilege) {
      case IMMUNITY -> 5 * t;
      case WARRANTY -> 25;
      case POVERTY -> {
        int tp = Math.max(0, 5 - t);
        yield p == 0 ? 10 * tp : divide(rules, 10 * tp, p);
      }
      case NONE -> p == 0 ? 10 * t + 10 : divide(rules, 10 * t, p);
    };
  }

  private static int divide(SuitabilityRules rules, int a, int b) {
    return rules.roundDown() ? a / b : (2 * a + b) / (2 * b);
  }

  // ---------------------------------------------------------------- GameState

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
    Seat.check(seat, setup.rules.players());
    return play == null ? CardSet.ofBits(setup.dealt[seat]) : play.hand(seat);
  }

  @Override
  public Map<String, CardSet> zones() {
    Map<String, CardSet> z = new LinkedHashMap<>();
    for (int s = 0; s < setup.rules.players(); s++) {
      z.put("hand " + s, hand(s));
    }
    z.put("played", play == null ? CardSet.EMPTY : play.played());
    z.put("turn-up", turnUp().map(CardSet::of).orElse(CardSet.EMPTY));
    return z;
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
    if (setup.scores == null) {
      throw new IllegalStateException("the deal is not over (phase " + phase() + ")");
    }
    return setup.scores[seat];
  }

  /**
   * With partnerships, the team's deal score (§8: the sum of both partners' scores); otherwise the
   * seat's. What a match adds to the seat's total.
   *
   * @throws IllegalStateException if the deal is not over
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public int teamScore(int seat) {
    int own = score(seat);
    return setup.rules.partnerships() ? own + setup.scores[(seat + 2) % 4] : own;
  }

  /** {@link #teamScore(int)}. */
  @Override
  public double utility(int seat) {
    return teamScore(seat);
  }

  /** {@link #utility} from a cursor's scores: the seat's, plus its partner's in partnerships. */
  @Override
  protected double cursorUtility(int[] scores, int seat) {
    return setup.rules.partnerships() ? scores[seat] + scores[(seat + 2) % 4] : scores[seat];
  }

  // ---------------------------------------------------------------- values

  /**
   * The position key: the rules, deal number, dealer, standing, dealt cards and turn-up, the
   * declarations and claims, and every trick with its leader.
   */
  @Override
  public long key() {
    Setup u = setup;
    long k = Keys.mix(Keys.START ^ 0x5375697461626CL, rulesKey(u.rules));
    k = Keys.mix(k, (long) u.dealNumber << 8 | u.dealer());
    for (int t : u.standing) {
      k = Keys.mix(k, t);
    }
    for (long h : u.dealt) {
      k = Keys.mix(k, h);
    }
    k = Keys.mix(k, u.turnUp == null ? -1 : u.turnUp.index());
    for (Move m : u.calls) {
      k = Keys.mix(k, moveCode(m));
    }
    if (play != null) {
      for (Trick t : play.completedTricks()) {
        k = Keys.mix(k, t.packed() ^ ((long) t.leader() << 58));
      }
      Trick c = play.currentTrick();
      k = Keys.mix(k, c.packed() ^ ((long) c.leader() << 58) ^ ((long) c.size() << 48) ^ 1L << 62);
    }
    return k;
  }

  /**
   * A deterministic key of the rules (not their hash code, which depends on enum identity hashes).
   */
  static long rulesKey(SuitabilityRules r) {
    long stripped = 0;
    for (var rank : r.strippedRanks()) {
      stripped |= 1L << rank.ordinal();
    }
    long k = Keys.mix(r.players(), r.endCondition().ordinal());
    k = Keys.mix(k, r.matchDeals());
    k = Keys.mix(k, r.targetScore());
    k = Keys.mix(k, stripped);
    return Keys.mix(k, (r.roundDown() ? 1 : 0) | (r.partnerships() ? 2 : 0));
  }

  /** A small distinct code per move: seat, then the action (declaration, claim or card). */
  static long moveCode(Move m) {
    long a;
    if (m.action() instanceof SuitabilityAction.Declare d) {
      a = 1 + d.suit().ordinal() * 4L + d.role().ordinal();
    } else if (m.action() instanceof SuitabilityAction.Claim c) {
      a = 32L + c.privilege().ordinal();
    } else if (m.action() instanceof SuitabilityAction.Play p) {
      a = 64L + p.card().index();
    } else {
      a = 255;
    }
    return (long) m.seat() << 8 | a;
  }

  @Override
  public boolean equals(Object o) {
    return o == this
        || (o instanceof SuitabilityState s
            && s.setup.sameAs(setup)
            && Objects.equals(s.play, play));
  }

  @Override
  public int hashCode() {
    return Long.hashCode(key());
  }

  @Override
  public String toString() {
    StringBuilder b =
        new StringBuilder("Suitability(deal ")
            .append(setup.dealNumber)
            .append(", dealer ")
            .append(setup.dealer())
            .append(", ")
            .append(phase());
    for (int s = 0; s < setup.rules.players(); s++) {
      b.append(", ").append(s).append(": ").append(hand(s));
    }
    return b.append(')').toString();
  }
}
