package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
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
import dev.tenace.core.spi.TrickPosition;
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
 * <p>Rule codes ({@link SheepsheadGame#ruleCodes()}): the common ones of {@link RuleCode#common()},
 * {@link RuleCode#DECLARATION_NOT_ALLOWED}, {@link #MUST_PICK} and {@link #CALLED_SUIT}.
 *
 * <p>States are values: equal positions (rules, match context, cards, history) are {@code equals},
 * with equal hash codes and {@link #key()}s.
 */
public final class SheepsheadState
    extends TrickGameState<SheepsheadState, SheepsheadView, SheepsheadState.Setup> {
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
  public static final List<Card> TRUMPS =
      CardSet.parseList("QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D");

  /** The fail order of §2.4, high to low. */
  public static final List<Rank> FAIL =
      List.of(Rank.ACE, Rank.TEN, Rank.KING, Rank.NINE, Rank.EIGHT, Rank.SEVEN);

  /** The trick order of Sheepshead. */
  public static final TrickOrder ORDER = TrickOrder.trumpGroup(TRUMPS, FAIL);

  static final Card JD = Card.parse("JD");
  static final List<Card> JACKS_LOW_TO_HIGH = CardSet.parseList("JD JH JS JC");

  /** The fail suits a called ace or ten can be in (§9.1). */
  private static final Suit[] FAIL_SUITS = {Suit.CLUBS, Suit.SPADES, Suit.HEARTS};

  /** The aces of the fail suits. */
  static final long FAIL_ACES = CardSet.parse("AC AS AH").bits();

  /**
   * Everything but the trick-play phase: fixed while the cards are played, so every card play
   * shares it and a position is this, the {@link TrickPlay} and an object header. Written only
   * while a new state is made (see {@link #copy()}), then published through a final field.
   */
  static final class Setup extends FrameSetup {
    SheepsheadRules rules;
    int dealNumber;
    int pendingDoublers;
    List<Integer> standing;
    long[] dealt;
    List<Card> blind;
    Phase phase = Phase.PICKING;
    int passes;
    int picker = -1;
    long bury;

    /** The declaration made, or null (none yet, or implied by the rules). */
    SheepsheadAction declaration;

    /** The card whose holder is the partner, or null (alone, leaster, not yet known). */
    Card partnerCard;

    int crackAsked;
    int multiplier = 1;

    /**
     * Every action before trick play, oldest first: picks, passes, the bury, the declaration,
     * cracks.
     */
    List<Move> log = List.of();

    int[] scores;

    Setup(SheepsheadRules rules, int dealer) {
      super(rules.players(), dealer, Deck.piquet());
      this.rules = rules;
    }

    Setup copy() {
      Setup u = new Setup(rules, dealer());
      u.dealNumber = dealNumber;
      u.pendingDoublers = pendingDoublers;
      u.standing = standing;
      u.dealt = dealt;
      u.blind = blind;
      u.phase = phase;
      u.passes = passes;
      u.picker = picker;
      u.bury = bury;
      u.declaration = declaration;
      u.partnerCard = partnerCard;
      u.crackAsked = crackAsked;
      u.multiplier = multiplier;
      u.log = log;
      u.scores = scores;
      return u;
    }

    Setup logged(int seat, Action a) {
      List<Move> l = new ArrayList<>(log.size() + 1);
      l.addAll(log);
      l.add(new Move(seat, a));
      log = Collections.unmodifiableList(l);
      return this;
    }

    boolean sameAs(Setup u) {
      return u.dealNumber == dealNumber
          && u.dealer() == dealer()
          && u.pendingDoublers == pendingDoublers
          && u.phase == phase
          && u.passes == passes
          && u.picker == picker
          && u.bury == bury
          && u.crackAsked == crackAsked
          && u.multiplier == multiplier
          && u.rules.equals(rules)
          && u.standing.equals(standing)
          && Arrays.equals(u.dealt, dealt)
          && u.blind.equals(blind)
          && Objects.equals(u.declaration, declaration)
          && Objects.equals(u.partnerCard, partnerCard)
          && u.log.equals(log)
          && Arrays.equals(u.scores, scores);
    }
  }

  private static final Kind KIND =
      new Kind("Sheepshead", SheepsheadAction.class, SheepsheadAction.Play.class);

  private SheepsheadState(Setup setup, TrickPlay play) {
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
    return start(
        rules,
        dealNumber,
        pendingDoublers,
        standing,
        Deal.shuffled(Deck.piquet(), rules.players(), rules.handSize(), dealer, seed));
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
    return of(rules, dealer, hands, blind, pendingDoublers, dealNumber, zeros(rules.players()));
  }

  /**
   * The same with the match totals before the deal ({@link #standing()}).
   *
   * @throws IllegalArgumentException naming repeated, missing or foreign cards, wrong sizes, or a
   *     number out of range
   */
  public static SheepsheadState of(
      SheepsheadRules rules,
      int dealer,
      List<CardSet> hands,
      List<Card> blind,
      int pendingDoublers,
      int dealNumber,
      List<Integer> standing) {
    Deal deal =
        explicitDeal(
            "sheepshead §3.1, §9",
            Deck.piquet(),
            rules.players(),
            rules.handSize(),
            dealer,
            hands,
            blind);
    return start(rules, dealNumber, pendingDoublers, standing, deal);
  }

  private static SheepsheadState start(
      SheepsheadRules rules, int dealNumber, int pendingDoublers, List<Integer> standing, Deal d) {
    if (dealNumber < 1) {
      throw new IllegalArgumentException(
          "the deal number must be at least 1 but was " + dealNumber);
    }
    if (pendingDoublers < 0) {
      throw new IllegalArgumentException(
          "pendingDoublers must be at least 0 but was " + pendingDoublers);
    }
    if (standing.size() != rules.players()) {
      throw new IllegalArgumentException(
          "the standing needs one total per seat ("
              + rules.players()
              + ") but had "
              + standing.size());
    }
    Setup u = new Setup(rules, d.dealer());
    u.dealNumber = dealNumber;
    u.pendingDoublers = pendingDoublers;
    u.standing = List.copyOf(standing);
    u.dealt = new long[rules.players()];
    for (int s = 0; s < u.dealt.length; s++) {
      u.dealt[s] = d.hands().get(s).bits();
    }
    u.blind = d.rest();
    return new SheepsheadState(u, null);
  }

  static List<Integer> zeros(int n) {
    return Collections.nCopies(n, 0);
  }

  // ---------------------------------------------------------------- accessors

  /** The rules of this deal. */
  public SheepsheadRules rules() {
    return setup.rules;
  }

  /** The deal number within the match. */
  public int dealNumber() {
    return setup.dealNumber;
  }

  /** Where the deal is. */
  @Override
  public Phase phase() {
    return setup.phase;
  }

  @Override
  protected Kind kind() {
    return KIND;
  }

  /** The picker, or {@code -1} (before a pick, in a leaster, in a void deal). */
  public int picker() {
    return setup.picker;
  }

  /** Whether this deal is a leaster (§7). */
  public boolean isLeaster() {
    return setup.picker < 0 && play != null;
  }

  /**
   * Whether this deal was void under the doubler rule (§9): everyone passed, nobody scores, it does
   * not count.
   */
  public boolean isVoid() {
    return setup.phase == Phase.OVER && play == null;
  }

  /**
   * The doublers pending before this deal (§9 DOUBLER); a picked deal with one pending scores
   * double.
   */
  public int pendingDoublers() {
    return setup.pendingDoublers;
  }

  /**
   * The doublers pending after this deal: one more after a void deal, one fewer after a picked one.
   */
  public int pendingDoublersAfter() {
    if (isVoid()) {
      return setup.pendingDoublers + 1;
    }
    return setup.picker >= 0 && setup.pendingDoublers > 0
        ? setup.pendingDoublers - 1
        : setup.pendingDoublers;
  }

  @Override
  public List<Integer> standing() {
    return setup.standing;
  }

  /** The blind in deal order. */
  public List<Card> blind() {
    return setup.blind;
  }

  /** The buried cards (empty before burying). */
  public CardSet buried() {
    return CardSet.ofBits(setup.bury);
  }

  /**
   * The dealt hand of a seat.
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public CardSet dealtHand(int seat) {
    Seat.check(seat, setup.rules.players());
    return CardSet.ofBits(setup.dealt[seat]);
  }

  /** The picker's declaration, if one was made (none is made where the rules imply it, §4.4(a)). */
  public Optional<Declaration> declaration() {
    return Optional.ofNullable(Declaration.of(setup.declaration));
  }

  /**
   * The card whose holder is the picker's partner, or empty when the picker is alone or not known
   * yet.
   */
  public Optional<Card> partnerCard() {
    return Optional.ofNullable(setup.partnerCard);
  }

  /**
   * The partner's seat, or {@code -1} when there is none (known to the engine, secret at the
   * table).
   */
  public int partner() {
    if (setup.partnerCard == null) {
      return -1;
    }
    for (int s = 0; s < setup.dealt.length; s++) {
      if (s != setup.picker && (setup.dealt[s] & setup.partnerCard.bit()) != 0) {
        return s;
      }
    }
    return -1;
  }

  /**
   * Every action of the deal so far in order, as the engine knows it (the bury in full): picks,
   * passes, the bury, the declaration, cracks, then the card plays. A seat's {@link
   * SheepsheadView#history()} is this with what it may not see concealed.
   */
  public List<Move> history() {
    if (play == null) {
      return setup.log;
    }
    List<Move> out = new ArrayList<>(setup.log);
    for (Trick t : play.completedTricks()) {
      addPlays(out, t);
    }
    addPlays(out, play.currentTrick());
    return Collections.unmodifiableList(out);
  }

  private static void addPlays(List<Move> out, Trick t) {
    for (int i = 0; i < t.size(); i++) {
      out.add(new Move(t.seat(i), SheepsheadAction.Play.of(t.card(i))));
    }
  }

  /** The deal's multiplier from cracks (1, 2 or 4). */
  public int crackMultiplier() {
    return setup.multiplier;
  }

  /** The trick-play phase, once it has begun (for this package and its tests). */
  Optional<TrickPlay> trickPhase() {
    return Optional.ofNullable(play);
  }

  /** Card points (§2.5) of a set of cards. */
  public static int points(CardSet cards) {
    return points(cards.bits());
  }

  private static final long ACES = CardSet.rankMask(Rank.ACE);
  private static final long TENS = CardSet.rankMask(Rank.TEN);
  private static final long KINGS = CardSet.rankMask(Rank.KING);
  private static final long QUEENS = CardSet.rankMask(Rank.QUEEN);
  private static final long JACKS = CardSet.rankMask(Rank.JACK);

  /** Card points (§2.5) of a raw mask: a count per counting rank, no iteration. */
  static int points(long b) {
    return 11 * Long.bitCount(b & ACES)
        + 10 * Long.bitCount(b & TENS)
        + 4 * Long.bitCount(b & KINGS)
        + 3 * Long.bitCount(b & QUEENS)
        + 2 * Long.bitCount(b & JACKS);
  }

  static int points(Card c) {
    return points(c.bit());
  }

  /**
   * Card points won by the seat: its tricks, plus the bury for the picker (or the blind in a
   * leaster with leasterBlindToLastTrick); 0 before trick play.
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public int cardPoints(int seat) {
    Seat.check(seat, setup.rules.players());
    if (play == null) {
      return 0;
    }
    return points(
        wonWithExtras(
            seat, play.cardsWonBits(seat), play.isOver() ? play.lastTrick().winner() : -1));
  }

  /**
   * The seat's won cards {@code won} with the bury (picker) or the blind (leaster variant) added.
   */
  /** The seat's won cards with the bury (the picker) or the blind (a leaster's last trick). */
  private long wonWithExtras(int seat, long won, int lastWinner) {
    if (seat == setup.picker) {
      won |= setup.bury;
    }
    if (setup.picker < 0 && setup.rules.leasterBlindToLastTrick() && lastWinner == seat) {
      won |= CardSet.of(setup.blind).bits();
    }
    return won;
  }

  /**
   * Final scores per seat.
   *
   * @throws IllegalStateException if the deal is not over
   */
  public List<Integer> scores() {
    if (setup.scores == null) {
      throw new IllegalStateException("the deal is not over (phase " + setup.phase + ")");
    }
    List<Integer> out = new ArrayList<>();
    for (int s : setup.scores) {
      out.add(s);
    }
    return Collections.unmodifiableList(out);
  }

  // ---------------------------------------------------------------- legal actions

  private long h8() {
    return setup.dealt[setup.picker] | CardSet.of(setup.blind).bits();
  }

  private int nextPicker() {
    return (setup.dealer() + 1 + setup.passes) % setup.rules.players();
  }

  private static final List<Action> ALONE_OR_PARTNER =
      List.of(SheepsheadAction.Simple.ALONE, SheepsheadAction.Simple.PARTNER);
  private static final List<Action> ONLY_ALONE = List.of(SheepsheadAction.Simple.ALONE);

  private List<Action> declarations() {
    long h8 = h8();
    if (setup.rules.calledAce()) {
      List<Action> out = new ArrayList<>(4);
      long hand = h8 & ~setup.bury;
      boolean any = false;
      for (Suit x : FAIL_SUITS) {
        Card ace = Card.of(Rank.ACE, x);
        if ((h8 & ace.bit()) == 0 && (hand & ORDER.suitMask(x.ordinal())) != 0) {
          out.add(new SheepsheadAction.Call(ace));
          any = true;
        }
      }
      if (!any && (h8 & FAIL_ACES) == FAIL_ACES) {
        for (Suit x : FAIL_SUITS) {
          Card ten = Card.of(Rank.TEN, x);
          if ((h8 & ten.bit()) == 0 && (hand & ORDER.suitMask(x.ordinal())) != 0) {
            out.add(new SheepsheadAction.Call(ten));
          }
        }
      }
      out.add(SheepsheadAction.Simple.ALONE);
      return out;
    }
    if ((h8 & JD.bit()) != 0) {
      Card jack = calledJack(h8);
      return jack == null
          ? ONLY_ALONE
          : List.of(new SheepsheadAction.Call(jack), SheepsheadAction.Simple.ALONE);
    }
    return ALONE_OR_PARTNER;
  }

  static Card calledJack(long h8) {
    for (Card j : JACKS_LOW_TO_HIGH) {
      if ((h8 & j.bit()) == 0) {
        return j;
      }
    }
    return null;
  }

  /**
   * Whether the picker declares (§4.4(b), §9 voluntaryAlone, §9.1); otherwise the partner follows
   * from the rules.
   */
  private boolean declares() {
    SheepsheadRules r = setup.rules;
    if (r.players() != 5) {
      return false;
    }
    if (r.calledAce()) {
      return true;
    }
    if (!r.jackOfDiamondsPartner()) {
      return false;
    }
    return (h8() & JD.bit()) != 0 ? r.jackCallUp() : r.voluntaryAlone();
  }

  /**
   * The seat asked {@code k}-th in the crack round: every player but the picker, from the picker's
   * left (§9 crack, §10.9: the secret partner is asked like everyone else, so the order reveals
   * nothing).
   */
  private int cracker(int k) {
    return (setup.picker + 1 + k) % setup.rules.players();
  }

  @Override
  public int toMove() {
    return switch (setup.phase) {
      case PICKING -> nextPicker();
      case BURY, DECLARE -> setup.picker;
      case CRACK -> setup.multiplier == 2 ? setup.picker : cracker(setup.crackAsked);
      case PLAYING -> play.toPlay();
      case OVER -> -1;
    };
  }

  /** The fixed action lists, built once: listing them allocates nothing. */
  private static final List<Action> ONLY_PICK = List.of(SheepsheadAction.Simple.PICK);

  private static final List<Action> PICK_OR_PASS =
      List.of(SheepsheadAction.Simple.PICK, SheepsheadAction.Simple.PASS);
  private static final List<Action> RECRACK_OR_NOT =
      List.of(SheepsheadAction.Simple.RECRACK, SheepsheadAction.Simple.NOCRACK);
  private static final List<Action> CRACK_OR_NOT =
      List.of(SheepsheadAction.Simple.CRACK, SheepsheadAction.Simple.NOCRACK);

  @Override
  public List<Action> legalActions(int seat) {
    if (seat != toMove() || seat < 0) {
      return List.of();
    }
    return switch (setup.phase) {
      case PICKING ->
          setup.rules.allPass() == AllPass.FORCED_PICK && setup.passes == setup.rules.players() - 1
              ? ONLY_PICK
              : PICK_OR_PASS;
      case BURY ->
          SubsetActions.of(
              h8(),
              setup.rules.blindSize(),
              SheepsheadAction.Bury.class,
              SheepsheadAction.Bury::new,
              SheepsheadAction.Bury::cards);
      case DECLARE -> declarations();
      case CRACK -> setup.multiplier == 2 ? RECRACK_OR_NOT : CRACK_OR_NOT;
      default -> CardActions.of(play.legalBits(), SheepsheadAction.Play.ALL);
    };
  }

  // ---------------------------------------------------------------- apply

  @Override
  protected SheepsheadState afterPlay(TrickPlay p) {
    SheepsheadState s = new SheepsheadState(setup, p);
    return p.isOver() ? s.scored() : s;
  }

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
    return switch (setup.phase) {
      case PICKING -> pickOrPass(seat, a);
      case BURY -> buryCards(seat, (SheepsheadAction.Bury) a);
      case DECLARE ->
          declarations().contains(a)
              ? Either.right(afterDeclaration(a))
              : Either.left(
                  new RuleViolation(
                      RuleCode.DECLARATION_NOT_ALLOWED,
                      seat,
                      Seat.name(seat)
                          + " may not declare '"
                          + a.text()
                          + "'; legal: "
                          + texts(declarations())
                          + " (sheepshead "
                          + (setup.rules.calledAce() ? "§9.1" : "§4.4")
                          + ")"));
      default -> Either.right(crackOrDecline(seat, a));
    };
  }

  private boolean phaseAccepts(SheepsheadAction a) {
    return switch (setup.phase) {
      case PICKING -> a == SheepsheadAction.Simple.PICK || a == SheepsheadAction.Simple.PASS;
      case BURY -> a instanceof SheepsheadAction.Bury;
      case DECLARE ->
          a instanceof SheepsheadAction.Call
              || a == SheepsheadAction.Simple.ALONE
              || a == SheepsheadAction.Simple.PARTNER;
      case CRACK ->
          a == SheepsheadAction.Simple.NOCRACK
              || a
                  == (setup.multiplier == 2
                      ? SheepsheadAction.Simple.RECRACK
                      : SheepsheadAction.Simple.CRACK);
      default -> false;
    };
  }

  private static String texts(List<Action> l) {
    List<String> out = new ArrayList<>();
    l.forEach(a -> out.add(a.text()));
    return String.join(", ", out);
  }

  private Either<RuleViolation, SheepsheadState> pickOrPass(int seat, SheepsheadAction a) {
    int n = setup.rules.players();
    if (a == SheepsheadAction.Simple.PASS
        && setup.rules.allPass() == AllPass.FORCED_PICK
        && setup.passes == n - 1) {
      return Either.left(
          new RuleViolation(
              MUST_PICK,
              seat,
              Seat.name(seat)
                  + " is the dealer and everyone else passed: the dealer must pick (sheepshead §9 allPass = FORCED_PICK)"));
    }
    Setup u = setup.copy().logged(seat, a);
    if (a == SheepsheadAction.Simple.PICK) {
      u.phase = Phase.BURY;
      u.picker = seat;
      return Either.right(new SheepsheadState(u, null));
    }
    u.passes++;
    if (u.passes < n) {
      return Either.right(new SheepsheadState(u, null));
    }
    if (setup.rules.allPass() == AllPass.DOUBLER) {
      u.phase = Phase.OVER;
      u.scores = new int[n];
      return Either.right(new SheepsheadState(u, null));
    }
    return Either.right(startPlay(u));
  }

  private Either<RuleViolation, SheepsheadState> buryCards(int seat, SheepsheadAction.Bury a) {
    long h8 = h8();
    long cards = a.cards().bits();
    if (Long.bitCount(cards) != setup.rules.blindSize()) {
      return Either.left(
          new RuleViolation(
              RuleCode.WRONG_CARD_COUNT,
              seat,
              Seat.name(seat)
                  + " must bury exactly "
                  + setup.rules.blindSize()
                  + " cards (sheepshead §4.3) but chose "
                  + a.cards()));
    }
    if ((cards & ~h8) != 0) {
      return Either.left(
          new RuleViolation(
              RuleCode.CARD_NOT_HELD,
              seat,
              Seat.name(seat)
                  + " cannot bury "
                  + CardSet.ofBits(cards & ~h8)
                  + ": not among "
                  + CardSet.ofBits(h8)));
    }
    Setup u = setup.copy().logged(seat, a);
    u.phase = Phase.DECLARE;
    u.bury = cards;
    SheepsheadState s = new SheepsheadState(u, null);
    if (s.declares()) {
      return Either.right(s);
    }
    // No declaration: the rules imply it (§4.4(a): the JD holder partners; otherwise alone).
    boolean jdPartner = setup.rules.jackOfDiamondsPartner() && (h8 & JD.bit()) == 0;
    return Either.right(s.declared(u.copy(), jdPartner ? JD : null));
  }

  private SheepsheadState afterDeclaration(SheepsheadAction a) {
    Setup u = setup.copy().logged(setup.picker, a);
    u.declaration = a;
    Card pc =
        a == SheepsheadAction.Simple.PARTNER
            ? JD
            : a instanceof SheepsheadAction.Call c ? c.card() : null;
    return declared(u, pc);
  }

  /** Fixes the partner card of a declaration (made or implied) and moves on to cracking or play. */
  private SheepsheadState declared(Setup u, Card partnerCard) {
    u.partnerCard = partnerCard;
    u.phase = Phase.CRACK;
    return setup.rules.crack() ? new SheepsheadState(u, null) : startPlay(u);
  }

  private SheepsheadState crackOrDecline(int seat, SheepsheadAction a) {
    Setup u = setup.copy().logged(seat, a);
    if (a == SheepsheadAction.Simple.CRACK) {
      u.multiplier = 2;
      return new SheepsheadState(u, null);
    }
    if (a == SheepsheadAction.Simple.RECRACK) {
      u.multiplier = 4;
      return startPlay(u);
    }
    if (setup.multiplier == 2) {
      return startPlay(u); // the picker declined to recrack
    }
    u.crackAsked++;
    return u.crackAsked >= setup.rules.players() - 1 ? startPlay(u) : new SheepsheadState(u, null);
  }

  private static SheepsheadState startPlay(Setup u) {
    int n = u.rules.players();
    long blind = CardSet.of(u.blind).bits();
    List<CardSet> hands = new ArrayList<>();
    for (int s = 0; s < n; s++) {
      hands.add(CardSet.ofBits(s == u.picker ? (u.dealt[s] | blind) & ~u.bury : u.dealt[s]));
    }
    u.phase = Phase.PLAYING;
    SheepsheadState s = new SheepsheadState(u, null);
    TrickPlay p =
        TrickPlay.start(
            ORDER,
            hands,
            (u.dealer() + 1) % n,
            playRules(u.rules, u.picker, s.partner(), u.declaration));
    return new SheepsheadState(u, p);
  }

  /**
   * A deal in trick play made directly from its cards, for a view's sampler: the state that {@link
   * #of} from {@code dealt} and {@code blind} followed by the actions {@code log} and the plays of
   * {@code publicPlay} would reach, without replaying them. The caller (the view) has drawn the
   * hidden cards so that this deal is consistent with the public play; {@link TrickPlay#withHands}
   * still checks that every seat holds the cards it played.
   *
   * @param log every action before trick play, the bury in full (the {@link Setup#log})
   * @param publicPlay the trick play so far, in any deal that agrees with this one on the cards
   *     played
   */
  static SheepsheadState sampledInPlay(
      SheepsheadRules rules,
      int dealNumber,
      int dealer,
      int pendingDoublers,
      List<Integer> standing,
      long[] dealt,
      List<Card> blind,
      List<Move> log,
      TrickPlay publicPlay) {
    Setup u = new Setup(rules, dealer);
    u.dealNumber = dealNumber;
    u.pendingDoublers = pendingDoublers;
    u.standing = List.copyOf(standing);
    u.dealt = dealt;
    u.blind = List.copyOf(blind);
    u.log = log;
    // What the actions before trick play set, as pickOrPass, buryCards, afterDeclaration and
    // crackOrDecline set it.
    for (Move m : log) {
      Action a = m.action();
      if (a == SheepsheadAction.Simple.PICK) {
        u.picker = m.seat();
      } else if (a == SheepsheadAction.Simple.PASS) {
        u.passes++;
      } else if (a instanceof SheepsheadAction.Bury b) {
        u.bury = b.cards().bits();
      } else if (a instanceof SheepsheadAction.Call
          || a == SheepsheadAction.Simple.ALONE
          || a == SheepsheadAction.Simple.PARTNER) {
        u.declaration = (SheepsheadAction) a;
      } else if (a == SheepsheadAction.Simple.CRACK) {
        u.multiplier = 2;
      } else if (a == SheepsheadAction.Simple.RECRACK) {
        u.multiplier = 4;
      } else if (a == SheepsheadAction.Simple.NOCRACK && u.multiplier == 1) {
        u.crackAsked++;
      }
    }
    long blindBits = CardSet.of(u.blind).bits();
    if (u.declaration == SheepsheadAction.Simple.PARTNER) {
      u.partnerCard = JD;
    } else if (u.declaration instanceof SheepsheadAction.Call c) {
      u.partnerCard = c.card();
    } else if (u.declaration == null && u.picker >= 0) {
      // implied (§4.4(a)): the JD holder partners, unless the picker holds it
      boolean jdPartner =
          rules.jackOfDiamondsPartner() && ((u.dealt[u.picker] | blindBits) & JD.bit()) == 0;
      u.partnerCard = jdPartner ? JD : null;
    }
    u.phase = Phase.PLAYING;
    int n = rules.players();
    long[] handsNow = new long[n];
    for (int x = 0; x < n; x++) {
      handsNow[x] = x == u.picker ? (dealt[x] | blindBits) & ~u.bury : dealt[x];
    }
    SheepsheadState s = new SheepsheadState(u, null);
    TrickPlay p =
        publicPlay.withHands(handsNow, playRules(rules, u.picker, s.partner(), u.declaration));
    return new SheepsheadState(u, p);
  }

  /**
   * The called-ace restrictions of §9.1.4 and §9 calledSuitLead (none without a called ace or ten).
   */
  static List<PlayRule> playRules(
      SheepsheadRules rules, int picker, int partner, SheepsheadAction declaration) {
    if (declaration instanceof SheepsheadAction.Call call && call.isCalledAce()) {
      return List.of(new CalledSuit(picker, partner, call.card(), rules.calledSuitLead()));
    }
    return List.of();
  }

  /**
   * The called-ace restrictions of §9.1.4 as a value (so that two equal deals have equal trick
   * phases): until the called suit {@code X} is first led, the picker keeps his last hold card of
   * {@code X} and the partner the called card when another suit is led; on the first trick led in
   * {@code X} the partner must play the called card. With {@code calledSuitLead} (§9, SH-E14) the
   * partner may until then lead {@code X} only with the called card, unless he holds four or more
   * cards of {@code X}. A card that is a player's only legal card stays legal.
   *
   * @param picker the picker
   * @param partner the holder of the called card
   * @param called the called ace or ten
   * @param leads whether the partner's leads are restricted too (§9 calledSuitLead)
   */
  record CalledSuit(int picker, int partner, Card called, boolean leads) implements PlayRule {
    @Override
    public String code() {
      return CALLED_SUIT;
    }

    @Override
    public When when() {
      return leads ? When.ALWAYS : When.FOLLOWING;
    }

    private int suit() {
      return called.suit().ordinal();
    }

    @Override
    public long restrict(TrickPosition p, int seat, long hand, long legal) {
      int x = suit();
      int led = p.ledCardIndex();
      if (led < 0) {
        long others = hand & ORDER.suitMask(x) & ~called.bit();
        if (!leads
            || seat != partner
            || Long.bitCount(hand & ORDER.suitMask(x)) >= 4
            || earlierLed(p, x)) {
          return legal;
        }
        return (legal & ~others) != 0 ? legal & ~others : legal;
      }
      if (earlierLed(p, x)) {
        return legal;
      }
      if (ORDER.effectiveSuit(led) == x) {
        // The first trick of the called suit: the partner must play the called card (§9.1.4).
        return seat == partner && (legal & called.bit()) != 0 ? called.bit() : legal;
      }
      long out = legal;
      long suitCards = hand & ORDER.suitMask(x);
      if (seat == picker && Long.bitCount(suitCards) == 1) {
        out &= ~suitCards;
      }
      if (seat == partner) {
        out &= ~called.bit();
      }
      return out != 0 ? out : legal;
    }

    @Override
    public String explain(TrickPosition p, int seat, Card card) {
      String suits = called.suit().plural();
      if (p.ledCardIndex() < 0) {
        return "until "
            + suits
            + " are first led, "
            + Seat.name(seat)
            + " (the partner) may lead them only with the"
            + " called "
            + called
            + ", unless he holds four or more; led "
            + card
            + " (sheepshead §9 calledSuitLead)";
      }
      return "until "
          + suits
          + " are first led, "
          + Seat.name(seat)
          + (seat == partner
              ? " (the partner) may not discard the called "
                  + called
                  + ", and must play it when "
                  + suits
                  + " are led"
              : " (the picker) must keep his last " + suits.replaceAll("s$", "") + " hold card")
          + "; played "
          + card
          + " (sheepshead §9.1.4)";
    }
  }

  private static boolean earlierLed(TrickPosition p, int x) {
    return (p.completedLeadBits() & ORDER.suitMask(x)) != 0;
  }

  // ---------------------------------------------------------------- scoring

  private SheepsheadState scored() {
    int n = setup.rules.players();
    int[] tricks = new int[n];
    for (int s = 0; s < n; s++) {
      tricks[s] = play.tricksWon(s);
    }
    Setup u = setup.copy();
    u.phase = Phase.OVER;
    u.scores = scores(play.cardsWonBitsBySeat(), tricks, play.lastTrick().winner());
    return new SheepsheadState(u, play);
  }

  /** The same scoring as {@link #scored}, from a cursor's tricks and won cards. */
  @Override
  protected boolean cursorScores(TrickCursor c, long[] won, int[] tricks, int[] scores) {
    int[] s = scores(won, tricks, c.lastWinner());
    System.arraycopy(s, 0, scores, 0, s.length);
    return true;
  }

  /** The deal's scores from the cards and tricks each seat won and the last trick's winner. */
  private int[] scores(long[] won, int[] tricks, int lastWinner) {
    int[] pts = new int[won.length];
    for (int s = 0; s < won.length; s++) {
      pts[s] = points(wonWithExtras(s, won[s], lastWinner));
    }
    return setup.picker < 0
        ? leaster(pts, tricks)
        : picked(
            setup.rules,
            setup.picker,
            partner(),
            tricks,
            pts,
            setup.multiplier * (setup.pendingDoublers > 0 ? 2 : 1));
  }

  /**
   * §7: the eligible player (at least one trick) with the fewest points wins alone; ties score 0.
   */
  static int[] leaster(int[] points, int[] tricks) {
    int n = points.length;
    int min = Integer.MAX_VALUE;
    int who = -1;
    boolean tie = false;
    for (int s = 0; s < n; s++) {
      if (tricks[s] < 1) {
        continue;
      }
      if (points[s] < min) {
        min = points[s];
        who = s;
        tie = false;
      } else if (points[s] == min) {
        tie = true;
      }
    }
    int[] out = new int[n];
    if (who >= 0 && !tie) {
      for (int s = 0; s < n; s++) {
        out[s] = s == who ? n - 1 : -1;
      }
    }
    return out;
  }

  /** §6: units from the picker side's tricks and points, then the shares (and multipliers). */
  static int[] picked(
      SheepsheadRules rules, int picker, int partner, int[] tricks, int[] points, int factor) {
    int n = tricks.length;
    int t = tricks[picker] + (partner >= 0 ? tricks[partner] : 0);
    int p = points[picker] + (partner >= 0 ? points[partner] : 0);
    int all = rules.handSize();
    int m;
    if (t == all) {
      m = 3;
    } else if (t == 0) {
      m = rules.noTrickStandard() ? -3 : -6;
    } else if (p >= 91) {
      m = 2;
    } else if (p >= 61) {
      m = 1;
    } else if (p >= 31) {
      m = -1;
    } else {
      m = -2;
    }
    if (rules.doubleOnTheBump() && m < 0) {
      m *= 2;
    }
    m *= factor;
    int[] out = new int[n];
    Arrays.fill(out, -m);
    if (partner >= 0) {
      out[picker] = 2 * m;
      out[partner] = m;
    } else {
      out[picker] = (n - 1) * m;
    }
    return out;
  }

  // ---------------------------------------------------------------- GameState

  @Override
  public boolean isTerminal() {
    return setup.phase == Phase.OVER;
  }

  @Override
  public SheepsheadAction parseAction(String text) {
    return SheepsheadAction.parse(text);
  }

  @Override
  public SheepsheadView viewFor(int seat) {
    Seat.check(seat, setup.rules.players());
    return SheepsheadView.of(this, seat);
  }

  @Override
  public CardSet hand(int seat) {
    Seat.check(seat, setup.rules.players());
    if (play != null) {
      return play.hand(seat);
    }
    if (seat == setup.picker) {
      return CardSet.ofBits(h8() & ~setup.bury);
    }
    return CardSet.ofBits(setup.dealt[seat]);
  }

  @Override
  public Map<String, CardSet> zones() {
    Map<String, CardSet> z = new LinkedHashMap<>();
    for (int s = 0; s < setup.rules.players(); s++) {
      z.put("hand " + s, hand(s));
    }
    z.put("played", play == null ? CardSet.EMPTY : play.played());
    z.put("blind", setup.picker >= 0 ? CardSet.EMPTY : CardSet.of(setup.blind));
    z.put("buried", CardSet.ofBits(setup.bury));
    return z;
  }

  /**
   * The seat's score for the deal (§6, §7; 0 for everyone in a void doubler deal).
   *
   * @throws IllegalStateException if the deal is not over
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  @Override
  public int score(int seat) {
    Seat.check(seat, setup.rules.players());
    if (setup.scores == null) {
      throw new IllegalStateException("the deal is not over (phase " + setup.phase + ")");
    }
    return setup.scores[seat];
  }

  @Override
  public long key() {
    Setup u = setup;
    long k = Keys.mix(Keys.START, rulesKey(u.rules));
    k = Keys.mix(k, ((long) u.dealNumber << 32) | ((long) u.dealer() << 16) | u.pendingDoublers);
    for (int t : u.standing) {
      k = Keys.mix(k, t);
    }
    for (long h : u.dealt) {
      k = Keys.mix(k, h);
    }
    for (Card c : u.blind) {
      k = Keys.mix(k, c.index());
    }
    for (Move m : u.log) {
      k = Keys.mix(k, moveCode(m));
    }
    if (play != null) {
      for (Trick t : play.completedTricks()) {
        k = Keys.mix(k, t.packed() ^ ((long) t.leader() << 58));
      }
      Trick c = play.currentTrick();
      k = Keys.mix(k, c.packed() ^ ((long) c.leader() << 58) ^ ((long) c.size() << 61));
    }
    return Keys.mix(k, u.phase.ordinal());
  }

  /** A key of the rules from their values (stable from run to run, unlike enum hash codes). */
  static long rulesKey(SheepsheadRules r) {
    long bits =
        (r.jackOfDiamondsPartner() ? 1 : 0)
            | (r.jackCallUp() ? 2 : 0)
            | (r.leasterBlindToLastTrick() ? 4 : 0)
            | (r.noTrickStandard() ? 8 : 0)
            | (r.voluntaryAlone() ? 16 : 0)
            | (r.calledAce() ? 32 : 0)
            | (r.crack() ? 64 : 0)
            | (r.doubleOnTheBump() ? 128 : 0)
            | (r.calledSuitLead() ? 256 : 0);
    return Keys.mix(
        Keys.mix(
            bits | ((long) r.allPass().ordinal() << 12) | ((long) r.players() << 16),
            r.matchDeals()),
        0x5EEL);
  }

  /** A code of one history entry for keys: the seat and the action. */
  static long moveCode(Move m) {
    Action a = m.action();
    long code;
    if (a instanceof CardPlay p) {
      code = 0x100L + p.card().index();
    } else if (a instanceof SheepsheadAction.Bury b) {
      code = (1L << 60) | b.cards().bits();
    } else if (a instanceof SheepsheadAction.Call c) {
      code = 0x200L + c.card().index();
    } else if (a instanceof SheepsheadAction.Simple s) {
      code = 0x300L + s.ordinal();
    } else if (a instanceof Concealed c) {
      code = 0x400 + (c.kind().hashCode() & 0xffffL);
    } else {
      code = 0x500L + a.text().hashCode();
    }
    return Keys.mix(m.seat(), code);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    return o instanceof SheepsheadState s
        && (s.setup == setup || s.setup.sameAs(setup))
        && Objects.equals(s.play, play);
  }

  @Override
  public int hashCode() {
    Setup u = setup;
    int h = Arrays.hashCode(u.dealt) * 31 + u.dealer();
    h = h * 31 + u.phase.ordinal();
    h = h * 31 + u.log.size();
    h = h * 31 + Long.hashCode(u.bury);
    h = h * 31 + u.standing.hashCode();
    h = h * 31 + u.dealNumber * 7 + u.pendingDoublers;
    return h * 31 + (play == null ? 0 : play.hashCode());
  }

  @Override
  public String toString() {
    StringBuilder b =
        new StringBuilder("Sheepshead(deal ")
            .append(setup.dealNumber)
            .append(", dealer ")
            .append(setup.dealer())
            .append(", ")
            .append(setup.phase);
    for (int s = 0; s < setup.rules.players(); s++) {
      b.append(", ").append(s).append(": ").append(hand(s));
    }
    return b.append(')').toString();
  }
}
