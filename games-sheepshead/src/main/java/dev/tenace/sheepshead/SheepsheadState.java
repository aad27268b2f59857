package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardActions;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.SubsetActions;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.PlayRule;
import dev.tenace.core.trick.Trick;
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
 * One deal of Sheepshead as an immutable state machine (rules/sheepshead.md): picking in turn,
 * burying, the partner declaration (Jack of Diamonds with call-up, voluntary alone, or called
 * ace), cracking, six tricks with the trump group of §2, and the scoring table of §6 — or a
 * leaster (§7) or a void doubler deal when everyone passes.
 *
 * <pre>{@code
 * SheepsheadState s = SheepsheadState.deal(SheepsheadRules.defaults(), 2, 42L); // dealer 2: seat 3 decides first
 * s = s.apply(3, s.parseAction("pick")).get();
 * }</pre>
 *
 * <p>Rule codes: {@code NOT_YOUR_TURN}, {@code WRONG_PHASE}, {@code NO_SUCH_SEAT},
 * {@code UNKNOWN_ACTION}, {@code MUST_PICK}, {@code WRONG_CARD_COUNT}, {@code CARD_NOT_HELD},
 * {@code DECLARATION_NOT_ALLOWED}, {@code MUST_FOLLOW_SUIT}, {@code CALLED_SUIT}.
 */
public final class SheepsheadState implements GameState<SheepsheadState, SheepsheadView> {
  /** Where a deal is. */
  public enum Phase {
    /** Pick or pass in turn (§4.1). */
    PICKING,
    /** The picker buries (§4.3). */
    BURY,
    /** The picker declares (§4.4, §9). */
    DECLARE,
    /** Defenders may crack, the picker recrack (§9 crack). */
    CRACK,
    /** Six tricks (§5). */
    PLAYING,
    /** Scored (or void under the doubler rule). */
    OVER
  }

  /** Rule code: the dealer may not pass when all others did ({@code allPass = FORCED_PICK}). */
  public static final String MUST_PICK = "MUST_PICK";
  /** Rule code: a declaration outside the legal set (§4.4, §9.1). */
  public static final String DECLARATION_NOT_ALLOWED = "DECLARATION_NOT_ALLOWED";
  /** Rule code: a called-ace play restriction (§9.1.4). */
  public static final String CALLED_SUIT = "CALLED_SUIT";

  /** The trump order of §2.3, high to low. */
  public static final List<Card> TRUMPS = CardSet.parseList("QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D");
  /** The fail order of §2.4, high to low. */
  public static final List<Rank> FAIL = List.of(Rank.ACE, Rank.TEN, Rank.KING, Rank.NINE, Rank.EIGHT, Rank.SEVEN);
  /** The trick order of Sheepshead. */
  public static final TrickOrder ORDER = TrickOrder.trumpGroup(TRUMPS, FAIL);

  static final Card JD = Card.parse("JD");
  static final List<Card> JACKS_LOW_TO_HIGH = CardSet.parseList("JD JH JS JC");

  /**
   * Everything but the trick-play phase: fixed while the cards are played, so every card play
   * shares it and a position is this, the {@link TrickPlay} and an object header (24 bytes).
   */
  private static final class Setup {
    final SheepsheadRules rules;
    final int dealNumber;
    final int dealer;
    final int pendingDoublers;
    final long[] dealt;
    final List<Card> blind;
    final Phase phase;
    final int passes;
    final int picker;
    final long bury;
    final SheepsheadAction declaration;
    final Card partnerCard;
    final int crackAsked;
    final int multiplier;
    final io.vavr.collection.List<String> log;
    final int[] scores;

    Setup(SheepsheadRules rules, int dealNumber, int dealer, int pendingDoublers, long[] dealt, List<Card> blind,
        Phase phase, int passes, int picker, long bury, SheepsheadAction declaration, Card partnerCard,
        int crackAsked, int multiplier, io.vavr.collection.List<String> log, int[] scores) {
      this.rules = rules;
      this.dealNumber = dealNumber;
      this.dealer = dealer;
      this.pendingDoublers = pendingDoublers;
      this.dealt = dealt;
      this.blind = blind;
      this.phase = phase;
      this.passes = passes;
      this.picker = picker;
      this.bury = bury;
      this.declaration = declaration;
      this.partnerCard = partnerCard;
      this.crackAsked = crackAsked;
      this.multiplier = multiplier;
      this.log = log;
      this.scores = scores;
    }
  }

  private final Setup setup;
  private final TrickPlay play;

  private SheepsheadState(Setup setup, TrickPlay play) {
    this.setup = setup;
    this.play = play;
  }

  private SheepsheadState(SheepsheadRules rules, int dealNumber, int dealer, int pendingDoublers, long[] dealt,
      List<Card> blind,
      Phase phase, int passes, int picker, long bury, SheepsheadAction declaration, Card partnerCard,
      int crackAsked, int multiplier, io.vavr.collection.List<String> log, TrickPlay play, int[] scores) {
    this(new Setup(rules, dealNumber, dealer, pendingDoublers, dealt, blind, phase, passes, picker, bury, declaration,
        partnerCard, crackAsked, multiplier, log, scores), play);
  }

  private SheepsheadState with(Phase phase, int passes, int picker, long bury, SheepsheadAction declaration,
      Card partnerCard, int crackAsked, int multiplier, io.vavr.collection.List<String> log, TrickPlay play,
      int[] scores) {
    Setup u = setup;
    return new SheepsheadState(u.rules, u.dealNumber, u.dealer, u.pendingDoublers, u.dealt, u.blind, phase, passes,
        picker, bury, declaration, partnerCard, crackAsked, multiplier, log, play, scores);
  }

  // ---------------------------------------------------------------- factories

  /** A seeded deal with no pending doublers. */
  public static SheepsheadState deal(SheepsheadRules rules, int dealer, long seed) {
    return deal(rules, 1, dealer, 0, seed);
  }

  /** A seeded deal of a match with the doublers pending before it (§9 DOUBLER). */
  public static SheepsheadState deal(SheepsheadRules rules, int dealNumber, int dealer, int pendingDoublers, long seed) {
    Seat.check(dealer, rules.players());
    return start(rules, dealNumber, dealer, pendingDoublers,
        Deal.shuffled(Deck.piquet(), rules.players(), rules.handSize(), dealer, seed));
  }

  /**
   * A deal from explicit hands and blind (replay records).
   *
   * @throws IllegalArgumentException naming repeated, missing or foreign cards or wrong sizes
   */
  public static SheepsheadState of(SheepsheadRules rules, int dealer, List<CardSet> hands, List<Card> blind,
      int pendingDoublers) {
    return of(rules, dealer, hands, blind, pendingDoublers, 1);
  }

  /** The same, as deal number {@code dealNumber} (at least 1) of a match: what a replay record's {@code "deal"} gives. */
  public static SheepsheadState of(SheepsheadRules rules, int dealer, List<CardSet> hands, List<Card> blind,
      int pendingDoublers, int dealNumber) {
    if (dealNumber < 1) {
      throw new IllegalArgumentException("the deal number must be at least 1 but was " + dealNumber);
    }
    if (hands.size() != rules.players()) {
      throw new IllegalArgumentException("sheepshead with these rules has " + rules.players() + " players but "
          + hands.size() + " hands were given");
    }
    for (int s = 0; s < hands.size(); s++) {
      if (hands.get(s).size() != rules.handSize()) {
        throw new IllegalArgumentException("hand of seat " + s + " has " + hands.get(s).size() + " cards but "
            + rules.handSize() + " are dealt (sheepshead §3.1, §9)");
      }
    }
    if (pendingDoublers < 0) {
      throw new IllegalArgumentException("pendingDoublers cannot be negative");
    }
    return start(rules, dealNumber, dealer, pendingDoublers, Deal.of(Deck.piquet(), dealer, hands, blind));
  }

  private static SheepsheadState start(SheepsheadRules rules, int dealNumber, int dealer, int pendingDoublers, Deal d) {
    long[] dealt = new long[rules.players()];
    for (int s = 0; s < dealt.length; s++) {
      dealt[s] = d.hands().get(s).bits();
    }
    return new SheepsheadState(rules, dealNumber, dealer, pendingDoublers, dealt, d.rest(), Phase.PICKING, 0, -1, 0L,
        null, null, 0, 1, io.vavr.collection.List.empty(), null, null);
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
  public Phase phase() {
    return setup.phase;
  }

  /** The picker, or {@code -1} (before a pick, in a leaster, in a void deal). */
  public int picker() {
    return setup.picker;
  }

  /** Whether this deal is a leaster (§7). */
  public boolean isLeaster() {
    return setup.picker < 0 && play != null;
  }

  /** Whether this deal was void under the doubler rule (§9). */
  public boolean isVoid() {
    return setup.phase == Phase.OVER && play == null;
  }

  /** The doublers pending before this deal. */
  public int pendingDoublers() {
    return setup.pendingDoublers;
  }

  /** The doublers pending after this deal: one more after a void deal, one fewer after a picked one. */
  public int pendingDoublersAfter() {
    if (isVoid()) {
      return setup.pendingDoublers + 1;
    }
    return setup.picker >= 0 && setup.pendingDoublers > 0 ? setup.pendingDoublers - 1 : setup.pendingDoublers;
  }

  /** The blind in deal order. */
  public List<Card> blind() {
    return setup.blind;
  }

  /** The buried cards (empty before burying). */
  public CardSet buried() {
    return CardSet.ofBits(setup.bury);
  }

  /** The dealt hand of a seat. */
  public CardSet dealtHand(int seat) {
    return CardSet.ofBits(setup.dealt[seat]);
  }

  /** The picker's declaration, if one was made. */
  public Optional<SheepsheadAction> declaration() {
    return Optional.ofNullable(setup.declaration);
  }

  /** The card whose holder is the picker's partner, or empty when the picker is alone or not known yet. */
  public Optional<Card> partnerCard() {
    return Optional.ofNullable(setup.partnerCard);
  }

  /** The partner's seat, or {@code -1} when there is none (known to the engine, secret at the table). */
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

  /** The public non-card actions so far, oldest first, as {@code "<seat> <text>"} (pick, pass, declaration, crack). */
  public List<String> publicCalls() {
    return setup.log.reverse().asJava();
  }

  /** The deal's multiplier from cracks (1, 2 or 4). */
  public int crackMultiplier() {
    return setup.multiplier;
  }

  /** The trick-play phase, or {@code null} before it. */
  public TrickPlay trickPlay() {
    return play;
  }

  @Override
  public Optional<TrickPlay> trickPhase() {
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
    return 11 * Long.bitCount(b & ACES) + 10 * Long.bitCount(b & TENS) + 4 * Long.bitCount(b & KINGS)
        + 3 * Long.bitCount(b & QUEENS) + 2 * Long.bitCount(b & JACKS);
  }

  static int points(Card c) {
    switch (c.rank()) {
      case ACE: return 11;
      case TEN: return 10;
      case KING: return 4;
      case QUEEN: return 3;
      case JACK: return 2;
      default: return 0;
    }
  }

  /** Card points won by the seat: its tricks, plus the bury for the picker (or the blind in a leaster with leasterBlindToLastTrick). */
  public int cardPoints(int seat) {
    if (play == null) {
      return 0;
    }
    return points(wonWithExtras(seat, play.cardsWonBits(seat)));
  }

  /** The seat's won cards {@code won} with the bury (picker) or the blind (leaster variant) added. */
  private long wonWithExtras(int seat, long won) {
    if (seat == setup.picker) {
      won |= setup.bury;
    }
    if (setup.picker < 0 && setup.rules.leasterBlindToLastTrick() && play.isOver()
        && play.lastTrick().winner() == seat) {
      for (Card c : setup.blind) {
        won |= c.bit();
      }
    }
    return won;
  }

  /** Final scores per seat once over. */
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
    long b = setup.dealt[setup.picker];
    for (Card c : setup.blind) {
      b |= c.bit();
    }
    return b;
  }

  private int nextPicker() {
    return (setup.dealer + 1 + setup.passes) % setup.rules.players();
  }

  /** The fail suits a called ace or ten can be in (§9.1). */
  private static final Suit[] FAIL_SUITS = {Suit.CLUBS, Suit.SPADES, Suit.HEARTS};
  /** The aces of the fail suits. */
  static final long FAIL_ACES = CardSet.parse("AC AS AH").bits();
  private static final List<Action> ALONE_OR_PARTNER = List.of(SheepsheadAction.Simple.ALONE,
      SheepsheadAction.Simple.PARTNER);
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
      return jack == null ? ONLY_ALONE : List.of(new SheepsheadAction.Call(jack), SheepsheadAction.Simple.ALONE);
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

  /** Whether the picker declares (§4.4(b), §9 voluntaryAlone, §9.1); otherwise the partner follows from the rules. */
  private boolean declares() {
    if (setup.rules.players() != 5) {
      return false;
    }
    if (setup.rules.calledAce()) {
      return true;
    }
    if (!setup.rules.jackOfDiamondsPartner()) {
      return false;
    }
    boolean jd = (h8() & JD.bit()) != 0;
    return jd ? setup.rules.jackCallUp() : setup.rules.voluntaryAlone();
  }

  private List<Integer> crackers() {
    List<Integer> out = new ArrayList<>();
    int partner = partner();
    for (int i = 1; i < setup.rules.players(); i++) {
      int s = (setup.picker + i) % setup.rules.players();
      if (s != partner) {
        out.add(s);
      }
    }
    return out;
  }

  @Override
  public int toMove() {
    switch (setup.phase) {
      case PICKING:
        return nextPicker();
      case BURY:
      case DECLARE:
        return setup.picker;
      case CRACK:
        return setup.multiplier == 2 ? setup.picker : crackers().get(setup.crackAsked);
      case PLAYING:
        return play.toPlay();
      default:
        return -1;
    }
  }

  /** The fixed action lists, built once: listing them allocates nothing. */
  private static final List<Action> ONLY_PICK = List.of(SheepsheadAction.Simple.PICK);
  private static final List<Action> PICK_OR_PASS = List.of(SheepsheadAction.Simple.PICK, SheepsheadAction.Simple.PASS);
  private static final List<Action> RECRACK_OR_NOT = List.of(SheepsheadAction.Simple.RECRACK,
      SheepsheadAction.Simple.NOCRACK);
  private static final List<Action> CRACK_OR_NOT = List.of(SheepsheadAction.Simple.CRACK, SheepsheadAction.Simple.NOCRACK);

  @Override
  public List<Action> legalActions(int seat) {
    if (seat != toMove() || seat < 0) {
      return List.of();
    }
    switch (setup.phase) {
      case PICKING:
        boolean forced = setup.rules.allPass() == AllPass.FORCED_PICK && setup.passes == setup.rules.players() - 1;
        return forced ? ONLY_PICK : PICK_OR_PASS;
      case BURY:
        return SubsetActions.of(h8(), setup.rules.blindSize(), SheepsheadAction.Bury.class, SheepsheadAction.Bury::new,
            SheepsheadAction.Bury::cards);
      case DECLARE:
        return declarations();
      case CRACK:
        return setup.multiplier == 2 ? RECRACK_OR_NOT : CRACK_OR_NOT;
      default:
        return CardActions.of(play.legalBits(), SheepsheadAction.Play.table());
    }
  }

  // ---------------------------------------------------------------- apply

  private SheepsheadState afterPlay(TrickPlay p) {
    SheepsheadState s = new SheepsheadState(setup, p);
    return p.isOver() ? s.scored() : s;
  }

  /** A legal card play directly; anything else through {@link #apply(int, Action)}. */
  @Override
  public SheepsheadState applyLegal(int seat, Action action) {
    if (action instanceof SheepsheadAction.Play && play != null) {
      Card card = ((SheepsheadAction.Play) action).card();
      if (play.isLegal(seat, card)) {
        return afterPlay(play.playVerified(card));
      }
    }
    return GameState.super.applyLegal(seat, action);
  }

  @Override
  public Either<RuleViolation, SheepsheadState> apply(int seat, Action action) {
    if (seat < 0 || seat >= setup.rules.players()) {
      return Either.left(new RuleViolation(RuleCode.NO_SUCH_SEAT, seat, "there is no " + Seat.name(seat)
          + " at a table of " + setup.rules.players()));
    }
    if (!(action instanceof SheepsheadAction)) {
      return Either.left(new RuleViolation(RuleCode.UNKNOWN_ACTION, seat, Seat.name(seat) + " sent "
          + (action == null ? "no action" : "'" + action.text() + "'") + ", which is not a Sheepshead action"));
    }
    if (action instanceof SheepsheadAction.Play) {
      Card card = ((SheepsheadAction.Play) action).card();
      if (play == null || play.isOver()) {
        return wrongPhase(seat, action);
      }
      RuleViolation v = play.violation(seat, card);
      if (v != null) {
        return Either.left(v);
      }
      return Either.right(afterPlay(play.playVerified(card)));
    }
    int turn = toMove();
    if (turn < 0 || !phaseAccepts(action)) {
      return wrongPhase(seat, action);
    }
    if (seat != turn) {
      return Either.left(new RuleViolation(RuleCode.NOT_YOUR_TURN, seat, Seat.name(seat) + " tried to "
          + action.text() + " but it is " + Seat.name(turn) + "'s turn"));
    }
    switch (setup.phase) {
      case PICKING:
        return pickOrPass(seat, (SheepsheadAction) action);
      case BURY:
        return buryCards(seat, ((SheepsheadAction.Bury) action).cards().bits());
      case DECLARE:
        if (!declarations().contains(action)) {
          return Either.left(new RuleViolation(DECLARATION_NOT_ALLOWED, seat, Seat.name(seat) + " may not declare '"
              + action.text() + "'; legal: " + texts(declarations()) + " (sheepshead "
              + (setup.rules.calledAce() ? "§9.1" : "§4.4") + ")"));
        }
        return Either.right(afterDeclaration((SheepsheadAction) action));
      default:
        return crackOrDecline(seat, (SheepsheadAction) action);
    }
  }

  private boolean phaseAccepts(Action a) {
    switch (setup.phase) {
      case PICKING:
        return a == SheepsheadAction.Simple.PICK || a == SheepsheadAction.Simple.PASS;
      case BURY:
        return a instanceof SheepsheadAction.Bury;
      case DECLARE:
        return a instanceof SheepsheadAction.Call || a == SheepsheadAction.Simple.ALONE
            || a == SheepsheadAction.Simple.PARTNER;
      case CRACK:
        return setup.multiplier == 2 ? a == SheepsheadAction.Simple.RECRACK || a == SheepsheadAction.Simple.NOCRACK
            : a == SheepsheadAction.Simple.CRACK || a == SheepsheadAction.Simple.NOCRACK;
      default:
        return false;
    }
  }

  private static String texts(List<Action> l) {
    List<String> out = new ArrayList<>();
    l.forEach(a -> out.add(a.text()));
    return String.join(", ", out);
  }

  private Either<RuleViolation, SheepsheadState> wrongPhase(int seat, Action a) {
    return Either.left(new RuleViolation(RuleCode.WRONG_PHASE, seat, Seat.name(seat) + " cannot " + a.text()
        + " now: the deal is in phase " + setup.phase));
  }

  private Either<RuleViolation, SheepsheadState> pickOrPass(int seat, SheepsheadAction a) {
    io.vavr.collection.List<String> l = setup.log.prepend(seat + " " + a.text());
    if (a == SheepsheadAction.Simple.PICK) {
      return Either.right(with(Phase.BURY, setup.passes, seat, 0L, null, null, 0, 1, l, null, null));
    }
    int n = setup.rules.players();
    if (setup.rules.allPass() == AllPass.FORCED_PICK && setup.passes == n - 1) {
      return Either.left(new RuleViolation(MUST_PICK, seat, Seat.name(seat)
          + " is the dealer and everyone else passed: the dealer must pick (sheepshead §9 allPass = FORCED_PICK)"));
    }
    if (setup.passes + 1 < n) {
      return Either.right(with(Phase.PICKING, setup.passes + 1, -1, 0L, null, null, 0, 1, l, null, null));
    }
    if (setup.rules.allPass() == AllPass.DOUBLER) {
      return Either.right(with(Phase.OVER, n, -1, 0L, null, null, 0, 1, l, null, new int[n]));
    }
    return Either.right(with(Phase.PLAYING, n, -1, 0L, null, null, 0, 1, l, null, null).startPlay());
  }

  private Either<RuleViolation, SheepsheadState> buryCards(int seat, long cards) {
    long h8 = h8();
    if (Long.bitCount(cards) != setup.rules.blindSize()) {
      return Either.left(new RuleViolation(RuleCode.WRONG_CARD_COUNT, seat, Seat.name(seat) + " must bury exactly "
          + setup.rules.blindSize() + " cards (sheepshead §4.3) but chose " + CardSet.ofBits(cards)));
    }
    if ((cards & ~h8) != 0) {
      return Either.left(new RuleViolation(RuleCode.CARD_NOT_HELD, seat, Seat.name(seat) + " cannot bury "
          + CardSet.ofBits(cards & ~h8) + ": not among " + CardSet.ofBits(h8)));
    }
    SheepsheadState s = with(Phase.DECLARE, setup.passes, setup.picker, cards, null, null, 0, 1, setup.log, null, null);
    if (s.declares()) {
      return Either.right(s);
    }
    SheepsheadAction implied = setup.rules.jackOfDiamondsPartner() && (h8 & JD.bit()) == 0
        ? SheepsheadAction.Simple.PARTNER
        : SheepsheadAction.Simple.ALONE;
    return Either.right(s.afterDeclarationQuiet(implied));
  }

  private SheepsheadState afterDeclaration(SheepsheadAction a) {
    return with(setup.phase, setup.passes, setup.picker, setup.bury, a, null, 0, 1, setup.log.prepend(setup.picker
        + " " + a.text()), null, null)
        .afterDeclarationQuiet(a);
  }

  /** Fixes the partner card from a declaration (made or implied) and moves on to cracking or play. */
  private SheepsheadState afterDeclarationQuiet(SheepsheadAction a) {
    Card pc = null;
    if (a == SheepsheadAction.Simple.PARTNER) {
      pc = JD;
    } else if (a instanceof SheepsheadAction.Call) {
      pc = ((SheepsheadAction.Call) a).card();
    }
    SheepsheadAction recorded = setup.declaration;
    SheepsheadState s = with(Phase.CRACK, setup.passes, setup.picker, setup.bury, recorded, pc, 0, 1, setup.log, null,
        null);
    return setup.rules.crack() ? s : s.startPlay();
  }

  private Either<RuleViolation, SheepsheadState> crackOrDecline(int seat, SheepsheadAction a) {
    io.vavr.collection.List<String> l = setup.log.prepend(seat + " " + a.text());
    if (a == SheepsheadAction.Simple.CRACK) {
      return Either.right(with(Phase.CRACK, setup.passes, setup.picker, setup.bury, setup.declaration,
          setup.partnerCard, setup.crackAsked, 2, l, null,
          null));
    }
    if (a == SheepsheadAction.Simple.RECRACK) {
      return Either.right(with(Phase.CRACK, setup.passes, setup.picker, setup.bury, setup.declaration,
          setup.partnerCard, setup.crackAsked, 4, l, null,
          null).startPlay());
    }
    // decline
    if (setup.multiplier == 2) {
      return Either.right(with(Phase.CRACK, setup.passes, setup.picker, setup.bury, setup.declaration,
          setup.partnerCard, setup.crackAsked, 2, l, null,
          null).startPlay());
    }
    int asked = setup.crackAsked + 1;
    SheepsheadState s = with(Phase.CRACK, setup.passes, setup.picker, setup.bury, setup.declaration,
        setup.partnerCard, asked, 1, l, null, null);
    return Either.right(asked >= crackers().size() ? s.startPlay() : s);
  }

  private SheepsheadState startPlay() {
    int n = setup.rules.players();
    List<CardSet> hands = new ArrayList<>();
    for (int s = 0; s < n; s++) {
      hands.add(CardSet.ofBits(s == setup.picker ? h8() & ~setup.bury : setup.dealt[s]));
    }
    int partnerSeat = partner();
    TrickPlay p = TrickPlay.start(ORDER, hands, (setup.dealer + 1) % n, playRules(setup.rules, setup.picker,
        partnerSeat, setup.declaration));
    return with(Phase.PLAYING, setup.passes, setup.picker, setup.bury, setup.declaration, setup.partnerCard,
        setup.crackAsked, setup.multiplier, setup.log, p, null);
  }

  /** The called-ace restrictions of §9.1.4 (none without a called card). */
  static List<PlayRule> playRules(SheepsheadRules rules, int picker, int partner, SheepsheadAction declaration) {
    if (!(declaration instanceof SheepsheadAction.Call) || !((SheepsheadAction.Call) declaration).isCalledAce()) {
      return List.of();
    }
    SheepsheadAction.Call call = (SheepsheadAction.Call) declaration;
    int x = call.suit().ordinal();
    long suit = ORDER.suitMask(x);
    long called = call.card().bit();
    return List.of(PlayRule.of(CALLED_SUIT, PlayRule.When.FOLLOWING, (p, seat, hand, legal) -> {
      int led = p.ledCardIndex();
      if (led < 0 || earlierLed(p, x)) {
        return legal;
      }
      if (led >= 0 && ORDER.effectiveSuit(led) == x) {
        // The first trick of the called suit: the partner must play the called card (§9.1.4).
        return seat == partner && (legal & called) != 0 ? called : legal;
      }
      long out = legal;
      if (seat == picker && Long.bitCount(hand & suit) == 1) {
        out &= ~(hand & suit);
      }
      if (seat == partner) {
        out &= ~called;
      }
      return out != 0 ? out : legal;
    }, (p, seat, card) -> "until " + call.suit().plural() + " are first led, " + Seat.name(seat)
        + (seat == partner ? " (the partner) may not discard the called " + call.card() + ", and must play it when "
            + call.suit().plural() + " are led" : " (the picker) must keep his last " + call.suit().plural().replaceAll("s$", "")
            + " hold card") + "; played " + card + " (sheepshead §9.1.4)"));
  }

  private static boolean earlierLed(TrickPlay p, int x) {
    for (Trick t : p.completedTricks()) {
      if (ORDER.effectiveSuit(t.ledCard()) == x) {
        return true;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- scoring

  private SheepsheadState scored() {
    int n = setup.rules.players();
    int[] pts = new int[n];
    int[] tricks = new int[n];
    long[] won = play.cardsWonBitsBySeat();
    for (int s = 0; s < n; s++) {
      pts[s] = points(wonWithExtras(s, won[s]));
      tricks[s] = play.tricksWon(s);
    }
    int[] sc = setup.picker < 0 ? leaster(pts, tricks) : picked(setup.rules, setup.picker, partner(), tricks, pts,
        setup.multiplier * (setup.pendingDoublers > 0 ? 2 : 1));
    return with(Phase.OVER, setup.passes, setup.picker, setup.bury, setup.declaration, setup.partnerCard,
        setup.crackAsked, setup.multiplier, setup.log, play, sc);
  }

  /** §7: the eligible player (at least one trick) with the fewest points wins alone; ties score 0. */
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
  static int[] picked(SheepsheadRules rules, int picker, int partner, int[] tricks, int[] points, int factor) {
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
    for (int s = 0; s < n; s++) {
      out[s] = -m;
    }
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
  public int players() {
    return setup.rules.players();
  }

  @Override
  public int dealer() {
    return setup.dealer;
  }

  @Override
  public Deck deck() {
    return Deck.piquet();
  }

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
    long bl = 0;
    for (Card c : setup.blind) {
      bl |= c.bit();
    }
    z.put("blind", setup.picker >= 0 ? CardSet.EMPTY : CardSet.ofBits(bl));
    z.put("buried", CardSet.ofBits(setup.bury));
    return z;
  }

  /** The seat's score for the deal (§6, §7); 0 before the end. */
  @Override
  public int score(int seat) {
    return setup.scores == null ? 0 : setup.scores[seat];
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("Sheepshead(deal ").append(setup.dealNumber)
        .append(", dealer ").append(setup.dealer)
        .append(", ").append(setup.phase);
    for (int s = 0; s < setup.rules.players(); s++) {
      b.append(", ").append(s).append(": ").append(hand(s));
    }
    return b.append(')').toString();
  }

  static SheepsheadState replayable(SheepsheadRules rules, int dealNumber, int dealer, int pendingDoublers,
      List<CardSet> hands, List<Card> blind) {
    return start(rules, dealNumber, dealer, pendingDoublers, Deal.of(Deck.piquet(), dealer, hands, blind));
  }
}
