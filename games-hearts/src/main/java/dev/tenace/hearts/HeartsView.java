package dev.tenace.hearts;

import static dev.tenace.hearts.HeartsPlayRules.CLUBS;
import static dev.tenace.hearts.HeartsPlayRules.HEARTS;
import static dev.tenace.hearts.HeartsPlayRules.QS;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.game.WorldSampler;
import dev.tenace.core.spi.HiddenDeal;
import dev.tenace.core.spi.Keys;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * What one seat knows of a Hearts deal, and nothing more: its dealt and current hand, the cards it
 * passed and received in each stage, who has chosen in the current stage, the face-up widow cards,
 * the public history with the other seats' passes concealed, the trick table, whether hearts are
 * broken, the points taken so far, the shooter, the points once scored and the match standing
 * before the deal.
 *
 * <pre>{@code
 * HeartsView v = state.viewFor(2);
 * int mine = v.pointsTaken().get(2);                     // hearts and QS (and JD) won so far
 * boolean ahead = v.standing().get(2) == Collections.min(v.standing());   // lowest total wins
 * v.currentTrick().ifPresent(t -> ...);                   // the trick in progress
 * v.tricks().map(TrickTable::currentWinner);             // who is winning it
 * }</pre>
 *
 * <p>A view is a value: equal information gives equal views, hash codes and {@link #key()}s. The
 * trick table and the history are built when asked for, from the deal's trick-play position, which
 * the view keeps privately and exposes only through {@link TrickTable} and {@link Move}s (public
 * facts: no hand can be read from either); everything else is fixed when the view is made.
 *
 * <p>{@link #sampleConsistentState} re-deals every card the seat cannot see — the other hands, the
 * face-down widow, the others' passes — consistently with all of that: cards it passed are still
 * with their receiver (in the widow game a stage-1 card may have moved on once in stage 2), no seat
 * holds a suit it has shown void in, and what the lead and first-trick rules reveal holds (in the
 * widow game: the first leader held the lowest club outside the widow). These are the constraints
 * of one core {@link HiddenDeal} (the widow lead a choice among a few of them), so the unseen cards
 * are drawn uniformly among the deals that agree with the view, without retries and without
 * failing; the others' passes are then chosen uniformly among those these hands allow.
 */
public final class HeartsView implements View<HeartsState> {
  private final HeartsRules rules;
  private final int seat;
  private final int dealNumber;
  private final int dealer;
  private final PassDirection passDirection;
  private final HeartsState.Phase phase;
  private final List<Integer> standing;
  private final CardSet hand;
  private final CardSet dealtHand;
  private final List<CardSet> passed;
  private final List<CardSet> received;
  private final List<Boolean> chosen;
  private final byte[] choosers;
  private final CardSet widowFaceUp;
  private final int widowFaceDown;
  private final TrickPlay play;

  /**
   * The trick table, built on first use (a view made in a play-out is often never asked for it);
   * derived from {@link #play}, so it takes no part in equality. Racy but safe: the table is
   * immutable and any thread builds an equal one.
   */
  private Optional<TrickTable> tricks;

  private final Move moon;
  private final boolean heartsBroken;
  private final List<Integer> pointsTaken;
  private final int toMove;
  private final int shooter;
  private final List<Integer> points;
  private final List<Action> legalActions;

  private HeartsView(HeartsState s, int seat) {
    int n = s.players();
    List<CardSet> passed = new ArrayList<>(2);
    List<CardSet> received = new ArrayList<>(2);
    for (int k = 0; k < s.passStages(); k++) {
      if (k < s.passStage()) {
        passed.add(s.passed(k, seat));
        received.add(s.passed(k, s.passDirection().giver(seat, n)));
      } else if (k == s.passStage() && s.passBits(k, seat) != 0) {
        passed.add(s.passed(k, seat));
      }
    }
    Boolean[] chosen = new Boolean[n];
    for (int y = 0; y < n; y++) {
      chosen[y] = s.hasChosen(y);
    }
    this.rules = s.rules();
    this.seat = seat;
    this.dealNumber = s.dealNumber();
    this.dealer = s.dealer();
    this.passDirection = s.passDirection();
    this.phase = s.phase();
    this.standing = s.standing();
    this.hand = s.hand(seat);
    this.dealtHand = s.dealtHand(seat);
    this.passed = List.copyOf(passed);
    this.received = List.copyOf(received);
    this.chosen = List.of(chosen);
    this.choosers = s.choosers();
    this.widowFaceUp = s.widowFaceUp();
    this.widowFaceDown = s.widow().size() - widowFaceUp.size();
    this.play = s.play();
    this.moon = s.moonMove();
    this.heartsBroken = s.heartsBroken();
    this.pointsTaken = s.pointsTaken();
    this.toMove = s.toMove();
    this.shooter = s.shooter();
    this.points = s.isTerminal() ? s.points() : List.of();
    this.legalActions = s.legalActions(seat);
  }

  static HeartsView of(HeartsState s, int seat) {
    return new HeartsView(s, seat);
  }

  /** The rules of the deal. */
  public HeartsRules rules() {
    return rules;
  }

  @Override
  public int seat() {
    return seat;
  }

  @Override
  public int players() {
    return rules.players();
  }

  /** The deal number within the game, from 1 (it sets the pass direction, §3.1). */
  public int dealNumber() {
    return dealNumber;
  }

  @Override
  public int dealer() {
    return dealer;
  }

  /** The pass direction of the deal (§3.1, §7.1.2). */
  public PassDirection passDirection() {
    return passDirection;
  }

  /** Where the deal is. */
  public HeartsState.Phase phase() {
    return phase;
  }

  /**
   * The match totals before this deal, one per seat (zeros for a deal on its own); the lowest total
   * wins (§6.2).
   */
  @Override
  public List<Integer> standing() {
    return standing;
  }

  @Override
  public CardSet hand() {
    return hand;
  }

  /** The hand the seat was dealt, before any passing. */
  public CardSet dealtHand() {
    return dealtHand;
  }

  /**
   * The cards the seat chose per passing stage, in stage order, a choice not yet delivered
   * included.
   */
  public List<CardSet> passed() {
    return passed;
  }

  /** The cards the seat received per delivered passing stage, in stage order. */
  public List<CardSet> received() {
    return received;
  }

  /** Per seat, whether it has chosen in the current passing stage (all false outside passing). */
  public List<Boolean> chosen() {
    return chosen;
  }

  /** The face-up widow cards (§7.1.1); empty without the widow. */
  public CardSet widowFaceUp() {
    return widowFaceUp;
  }

  /** The number of face-down widow cards. */
  public int widowFaceDown() {
    return widowFaceDown;
  }

  /**
   * Every action of the deal in order: the passes in the order the seats chose them (the other
   * seats' as {@code Concealed("pass")}, this seat's in full), the card plays ({@link
   * HeartsAction.Play}), the shooter's {@link HeartsAction.Moon} choice.
   */
  @Override
  public List<Move> history() {
    return HeartsState.history(
        players(),
        choosers,
        (stage, y) ->
            y == seat ? new HeartsAction.Pass(passed.get(stage)) : HeartsState.CONCEALED_PASS,
        play,
        moon);
  }

  @Override
  public Optional<TrickTable> tricks() {
    Optional<TrickTable> t = tricks;
    if (t == null) {
      t = play == null ? Optional.empty() : Optional.of(play.table());
      tricks = t;
    }
    return t;
  }

  /**
   * The trick in progress (empty, with its leader, between tricks), once trick play has begun:
   * {@code tricks().map(TrickTable::current)} without building the whole table.
   */
  public Optional<Trick> currentTrick() {
    return play == null ? Optional.empty() : Optional.of(play.currentTrick());
  }

  /** Whether hearts are broken (§4.3). */
  public boolean heartsBroken() {
    return heartsBroken;
  }

  /**
   * Per seat, the penalty points of the cards it has won so far: hearts and QS (§5.1), −10 for JD
   * with {@code jackOfDiamonds}, the widow with the last trick (§7.1.5). The moon and {@code
   * noTricksBonus} count only in {@link #points()}.
   */
  public List<Integer> pointsTaken() {
    return pointsTaken;
  }

  @Override
  public int toMove() {
    return toMove;
  }

  /**
   * The seat that shot the moon, taking every heart and QS (§5.2), or {@code -1} (always with
   * {@code shootTheMoon} off).
   */
  public int shooter() {
    return shooter;
  }

  /** The deal points once scored (§5), else empty. */
  public List<Integer> points() {
    return points;
  }

  @Override
  public List<Action> legalActions() {
    return legalActions;
  }

  /**
   * The seat's moves and what it may know of the others': every fact of the view but the trick
   * table, which follows.
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof HeartsView v)) {
      return false;
    }
    return v.seat == seat
        && v.dealNumber == dealNumber
        && v.dealer == dealer
        && v.toMove == toMove
        && v.shooter == shooter
        && v.widowFaceDown == widowFaceDown
        && v.heartsBroken == heartsBroken
        && v.passDirection == passDirection
        && v.phase == phase
        && v.rules.equals(rules)
        && v.standing.equals(standing)
        && v.hand.equals(hand)
        && v.dealtHand.equals(dealtHand)
        && v.passed.equals(passed)
        && v.received.equals(received)
        && v.chosen.equals(chosen)
        && v.widowFaceUp.equals(widowFaceUp)
        && v.pointsTaken.equals(pointsTaken)
        && v.points.equals(points)
        && v.legalActions.equals(legalActions)
        && v.history().equals(history())
        && v.tricks().equals(tricks());
  }

  @Override
  public int hashCode() {
    int h =
        Objects.hash(
            rules,
            seat,
            dealNumber,
            dealer,
            passDirection,
            phase,
            standing,
            hand,
            dealtHand,
            passed,
            received,
            chosen,
            widowFaceUp,
            toMove,
            shooter,
            pointsTaken,
            points);
    return 31 * h + (play == null ? 0 : Long.hashCode(play.playedBits()) + play.tricksPlayed());
  }

  @Override
  public String toString() {
    return "HeartsView(seat "
        + seat
        + ", deal "
        + dealNumber
        + ", "
        + phase
        + ", hand "
        + hand
        + ", history "
        + history()
        + ")";
  }

  /**
   * A key of this information set: every fact of the view folded with {@link Keys#mix} (the trick
   * table, hearts broken, the points taken and the legal actions follow from the rest).
   */
  @Override
  public long key() {
    long k = Keys.mix(Keys.START ^ 0x4845415254L, rules.hashCode());
    k =
        Keys.mix(
            k,
            ((long) dealNumber << 16)
                | ((long) seat << 8)
                | ((long) dealer << 4)
                | passDirection.ordinal());
    k = Keys.mix(k, ((long) phase.ordinal() << 16) | ((long) (toMove + 1) << 8) | (shooter + 1));
    for (int t : standing) {
      k = Keys.mix(k, t);
    }
    k = Keys.mix(Keys.mix(Keys.mix(k, hand.bits()), dealtHand.bits()), widowFaceUp.bits());
    for (CardSet c : passed) {
      k = Keys.mix(k, c.bits());
    }
    for (CardSet c : received) {
      k = Keys.mix(k, c.bits() ^ Long.MIN_VALUE);
    }
    long chose = 0;
    for (int y = 0; y < chosen.size(); y++) {
      chose |= chosen.get(y) ? 1L << y : 0;
    }
    k = Keys.mix(k, chose);
    for (Move m : history()) {
      k = Keys.mix(k, ((long) m.seat() << 56) ^ code(m.action()));
    }
    for (int p : points) {
      k = Keys.mix(k, p);
    }
    return k;
  }

  /**
   * A number for an action in the history: a card index, a pass's cards, a concealed pass, a moon
   * choice.
   */
  private static long code(Action a) {
    if (a instanceof CardPlay p) {
      return p.card().index();
    }
    if (a instanceof HeartsAction.Pass p) {
      return p.cards().bits() | (1L << 54);
    }
    if (a instanceof HeartsAction.Moon m) {
      return m.add() ? 1L << 53 : 1L << 52;
    }
    return 1L << 55;
  }

  @Override
  public HeartsState sampleConsistentState(RandomGenerator rng) {
    return sample(rng, false);
  }

  /** The worlds of this view, with its inference made once for every draw. */
  @Override
  public WorldSampler<HeartsState> sampler() {
    Inference f = infer();
    return rng -> sample(f, rng, false);
  }

  /**
   * A world drawn as {@link #sampleConsistentState} draws it. In trick play the state is made from
   * the sampled hands directly ({@link HeartsState#sampledInPlay}); {@code replay} makes it instead
   * by dealing the sampled hands and replaying the history, as every other phase does: the same
   * world for the same random numbers, which the tests check.
   */
  HeartsState sample(RandomGenerator rng, boolean replay) {
    return sample(infer(), rng, replay);
  }

  private HeartsState sample(Inference f, RandomGenerator rng, boolean replay) {
    Objects.requireNonNull(rng, "rng is null");
    int n = players();
    long[] fresh = HiddenDeal.sampleForView(f.alternatives, rng, seat);
    // Hands after the last delivered stage (current hand plus cards played), then back through
    // the delivered stages to the dealt hands.
    long own = hand.bits();
    long[] post = new long[n];
    for (int y = 0; y < n; y++) {
      post[y] = (y == seat ? own : fresh[y]) | f.playedBy[y];
    }
    long[] handsNow = post;
    int delivered = received.size();
    int r1 = passDirection.receiver(seat, n);
    int r2 = passDirection.receiver(r1, n);
    int[] sizes = rules.passStages();
    long[][] passes = new long[sizes.length][n];
    // counts up to an exclusive bound: a loop down to an inclusive one makes C2 deoptimize this
    // method once, after compiling the whole sampler into it (reason='loop_limit_check')
    for (int j = 0; j < delivered; j++) {
      int k = delivered - 1 - j;
      long[] recv = new long[n];
      for (int y = 0; y < n; y++) {
        if (y == seat) {
          recv[y] = received.get(k).bits();
        } else if (y == r1) {
          recv[y] = passed.get(k).bits();
        } else {
          long must = k == 1 && y == r2 ? post[y] & passed.get(0).bits() : 0L;
          recv[y] = must != 0 ? must : HiddenDeal.randomSubset(post[y], sizes[k], rng);
        }
      }
      long[] pre = new long[n];
      for (int y = 0; y < n; y++) {
        passes[k][y] = recv[passDirection.receiver(y, n)];
        pre[y] = (post[y] & ~recv[y]) | passes[k][y];
      }
      post = pre;
    }
    if (phase == HeartsState.Phase.PASSING) {
      for (int y = 0; y < n; y++) {
        if (chosen.get(y)) {
          passes[delivered][y] =
              y == seat
                  ? passed.get(delivered).bits()
                  : HiddenDeal.randomSubset(fresh[y], sizes[delivered], rng);
        }
      }
    }
    List<Card> widow = new ArrayList<>(widowFaceUp.toList());
    widow.addAll(CardSet.ofBits(fresh[n]).toList());
    if (!replay && phase == HeartsState.Phase.PLAYING) {
      return HeartsState.sampledInPlay(
          rules,
          dealNumber,
          dealer,
          passDirection,
          standing,
          post,
          widow,
          passDirection == PassDirection.HOLD ? new long[0][n] : passes,
          choosers,
          handsNow,
          play);
    }
    return replayed(post, widow, passes);
  }

  /**
   * The deal from {@code dealt} hands and {@code widow}, with this view's history replayed on it,
   * each pass in its place with the sampled cards of {@code passes}. A method of its own: the
   * actions it meets teach the JIT their types one by one, and each new one recompiles only this.
   */
  private HeartsState replayed(long[] dealt, List<Card> widow, long[][] passes) {
    int n = players();
    List<CardSet> dealtHands = new ArrayList<>();
    for (long h : dealt) {
      dealtHands.add(CardSet.ofBits(h));
    }
    HeartsState s =
        HeartsState.start(rules, dealNumber, dealer, passDirection, dealtHands, widow, standing);
    int passesMade = 0;
    for (Move m : history()) {
      Action a = m.action();
      if (a instanceof Concealed || a instanceof HeartsAction.Pass) {
        a = new HeartsAction.Pass(CardSet.ofBits(passes[passesMade / n][m.seat()]));
        passesMade++;
      }
      s = s.applyLegal(m.seat(), a);
    }
    return s;
  }

  /**
   * What the view tells of the unseen cards, for {@link #sample}: the cards each seat has played
   * and the deals of the unseen cards that agree with everything public.
   */
  private static final class Inference {
    final long[] playedBy;
    final List<HiddenDeal> alternatives;

    Inference(long[] playedBy, List<HiddenDeal> alternatives) {
      this.playedBy = playedBy;
      this.alternatives = alternatives;
    }
  }

  private Inference infer() {
    int n = players();
    long[] playedBy = new long[n];
    int[] voids = new int[n];
    List<Trick> all = new ArrayList<>();
    tricks()
        .ifPresent(
            t -> {
              all.addAll(t.completed());
              all.add(t.current());
            });
    // Public inferences from play: voids (§4.2), a heart led while hearts were unbroken means
    // a hand of hearts only (§4.4; or hearts and QS with heartsInsteadOfQueenLead), and a point
    // card on trick 1 by a seat void in clubs means nothing else was held (noPointsFirstTrick).
    long[] forbid = new long[n];
    long seen = 0;
    boolean firstTrick = true;
    for (Trick t : all) {
      int led = -1;
      for (int i = 0; i < t.size(); i++) {
        Card c = t.card(i);
        int y = t.seat(i);
        playedBy[y] |= c.bit();
        if (i == 0) {
          led = c.suit().ordinal();
          boolean broken =
              rules.heartsOpen() || HeartsPlayRules.broken(seen, rules.queenBreaksHearts());
          if (!broken && (c.bit() & HEARTS) != 0) {
            forbid[y] |= ~(HEARTS | (rules.heartsInsteadOfQueenLead() ? QS : 0L));
          }
        } else if (c.suit().ordinal() != led) {
          voids[y] |= 1 << led;
          if (firstTrick && rules.noPointsFirstTrick() && (c.bit() & (HEARTS | QS)) != 0) {
            forbid[y] |= ~(HEARTS | QS);
          }
        }
        seen |= c.bit();
      }
      firstTrick = false;
    }
    for (int y = 0; y < n; y++) {
      forbid[y] |= suitMask(voids[y]);
    }
    long own = hand.bits();
    final long hidden = rules.deck().cards().bits() & ~own & ~seen & ~widowFaceUp.bits();
    int delivered = received.size();
    int r1 = passDirection.receiver(seat, n);
    int r2 = passDirection.receiver(r1, n);
    // The cards passed in the last delivered stage are with their receiver (unless played); in the
    // widow game the stage-1 cards are with the receiver or, at most one, with the next seat.
    long toR = delivered >= 1 ? passed.get(delivered - 1).bits() & ~seen : 0L;
    long toRorR2 = delivered == 2 ? passed.get(0).bits() & ~seen : 0L;
    // Places: the seats' unseen cards (this seat's: none), then the face-down widow.
    int[] need = new int[n + 1];
    for (int y = 0; y < n; y++) {
      if (y != seat) {
        need[y] = rules.handSize() - Long.bitCount(playedBy[y]);
      }
    }
    need[n] = widowFaceDown;
    HiddenDeal.Builder deal = HiddenDeal.builder(hidden, need);
    for (int y = 0; y < n; y++) {
      deal.forbid(y, forbid[y]);
    }
    deal.require(r1, toR);
    if (toRorR2 != 0) {
      // one of the stage-1 cards may have moved on with r1's stage-2 card: with r1, or at most one
      // with r2
      for (int y = 0; y <= n; y++) {
        if (y != r1 && y != r2) {
          deal.forbid(y, toRorR2);
        }
      }
      deal.atMost(r2, toRorR2, 1 - Long.bitCount(playedBy[r2] & passed.get(0).bits()));
    }
    // Trick 1's lead is public: its leader held the first-lead card (§4.1, §7.1.3).
    Trick first = all.isEmpty() ? null : all.get(0);
    if (first != null && !rules.widow()) {
      deal.require(first.leader(), rules.firstLeadCard().bit());
    }
    List<HiddenDeal> alternatives =
        first != null && rules.widow()
            ? widowLeads(
                deal,
                first.leader(),
                first.isEmpty() ? null : first.card(0),
                hidden,
                own | playedBy[seat],
                playedBy[first.leader()])
            : List.of(deal.build());
    return new Inference(playedBy, List.copyOf(alternatives));
  }

  /**
   * The widow game's first lead (§7.1.3) as alternatives: the lowest club outside the widow was in
   * the leader's hand when play began, so for each club {@code c} that can be it, one alternative
   * where the leader holds {@code c} and every lower club is in the widow. Without {@code
   * firstLeadAnyClub} a lead already made is that club; with it, the lowest club is at most the one
   * led. Different clubs give disjoint alternatives.
   *
   * @param led the card that led trick 1, or null before the lead
   * @param mine this seat's hand when play began
   * @param byLeader the cards the leader has played
   */
  private List<HiddenDeal> widowLeads(
      HiddenDeal.Builder deal, int leader, Card led, long hidden, long mine, long byLeader) {
    int n = players();
    long start = leader == seat ? mine : byLeader;
    long candidates = CLUBS & ~widowFaceUp.bits();
    if (led != null && !rules.firstLeadAnyClub()) {
      candidates = led.bit();
    }
    List<HiddenDeal> out = new ArrayList<>();
    for (long b = candidates; b != 0; b &= b - 1) {
      long c = Long.lowestOneBit(b);
      long lower = CLUBS & (c - 1) & ~widowFaceUp.bits();
      if ((lower & ~hidden) != 0) {
        break; // a lower club is known to be outside the widow: neither c nor a higher club is the
        // lowest
      }
      boolean held = (start & c) != 0 || (leader != seat && (hidden & c) != 0);
      if (held) {
        out.add(deal.copy().require(n, lower).require(leader, c).build());
      }
      if ((hidden & c) == 0) {
        break; // c is known outside the widow: no higher club can be the lowest
      }
    }
    return out;
  }

  private static long suitMask(int suits) {
    long m = 0;
    for (int e = 0; e < 4; e++) {
      if ((suits & (1 << e)) != 0) {
        m |= CardSet.suitMask(Suit.ofOrdinal(e));
      }
    }
    return m;
  }
}
