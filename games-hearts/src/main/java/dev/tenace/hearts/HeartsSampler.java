package dev.tenace.hearts;

import static dev.tenace.hearts.HeartsPlayRules.CLUBS;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Move;
import dev.tenace.core.spi.DealHeader;
import dev.tenace.core.spi.HiddenDeal;
import dev.tenace.core.spi.Ints;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.Memo;
import dev.tenace.core.spi.PlayReveals;
import dev.tenace.core.spi.PlayRule;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The worlds of a {@link HeartsView}: full deals consistent with everything its seat knows, drawn
 * by {@link HeartsView#sampleConsistentState} and {@link HeartsView#sampler}. It reads the view's
 * public facts only, and works out once what they imply (this class's constructor) for all the
 * draws.
 *
 * <pre>{@code
 * HeartsSampler worlds = HeartsSampler.of(view);
 * HeartsState w = worlds.sample(rng, false);   // w.viewFor(view.seat()).equals(view)
 * }</pre>
 *
 * <p>Every card the seat cannot see is re-dealt — the other hands, the face-down widow, the others'
 * passes — consistently with the view: cards it passed are still with their receiver (in the widow
 * game a stage-1 card may have moved on once in stage 2, §7.1.2), no seat holds a suit it has shown
 * void in (§4.2), and what the lead and first-trick rules reveal holds (§4.4, §7 {@code
 * noPointsFirstTrick}; in the widow game: the first leader held the lowest club outside the widow,
 * §7.1.3). These are the constraints of one core {@link HiddenDeal} (the widow lead a choice among
 * a few of them), so the unseen cards are drawn uniformly among the deals that agree with the view,
 * without retries and without failing; the others' passes are then chosen uniformly among those
 * these hands allow.
 */
final class HeartsSampler {
  private final HeartsView view;
  private final HeartsRules rules;
  private final int players;

  /** The cards each seat has played. */
  private final long[] playedBy;

  /** The deals of the unseen cards that agree with everything public. */
  private final List<HiddenDeal> alternatives;

  /**
   * In trick play, a trick play with the view's tricks over hands made of the cards each seat
   * played and unplayed cards: a world's trick play is this with the world's hands ({@link
   * TrickPlay#withHands}, which reads only the played cards of a hand); else {@code null}. Its
   * other cards are filler, not a guess: no hidden card is reachable from a sampler.
   */
  private final TrickPlay publicPlay;

  private HeartsSampler(HeartsView view) {
    this.view = view;
    this.rules = view.rules();
    this.players = rules.players();
    List<Trick> all = new ArrayList<>();
    view.tricks()
        .ifPresent(
            t -> {
              all.addAll(t.completed());
              all.add(t.current());
            });
    this.playedBy = new long[players];
    List<PlayRule> playRules = all.isEmpty() ? List.of() : playRules(all, rules);
    PlayReveals seen = view.tricks().map(t -> PlayReveals.of(t, playRules)).orElse(null);
    for (int y = 0; seen != null && y < players; y++) {
      playedBy[y] = seen.playedBy(y);
    }
    this.alternatives = List.copyOf(hiddenDeals(all, seen));
    this.publicPlay =
        view.phase() == HeartsState.Phase.PLAYING
            ? publicPlay(all, playedBy, rules, playRules)
            : null;
  }

  /** The sampler of {@code view}'s worlds. */
  static HeartsSampler of(HeartsView view) {
    return new HeartsSampler(view);
  }

  /**
   * A world drawn uniformly among those of the view. In trick play the state is made from the
   * sampled hands directly ({@link HeartsState#inPlay}); {@code replay} makes it instead by dealing
   * the sampled hands and replaying the history, as every other phase does: the same world for the
   * same random numbers, which the tests check.
   */
  HeartsState sample(RandomGenerator rng, boolean replay) {
    Objects.requireNonNull(rng, "rng is null");
    int n = players;
    int seat = view.seat();
    long[] fresh = HiddenDeal.sampleForView(alternatives, rng, seat);
    // Hands after the last delivered stage (current hand plus cards played), then back through
    // the delivered stages to the dealt hands.
    long own = view.hand().bits();
    long[] handsNow = new long[n];
    for (int y = 0; y < n; y++) {
      handsNow[y] = (y == seat ? own : fresh[y]) | playedBy[y];
    }
    long[][] passes = new long[rules.passStages().length][n];
    long[] dealt = unpass(handsNow, passes, rng);
    if (view.phase() == HeartsState.Phase.PASSING) {
      choosePending(fresh, passes, rng);
    }
    List<Card> widow = new ArrayList<>(view.widowFaceUp().toList());
    widow.addAll(CardSet.ofBits(fresh[n]).toList());
    if (!replay && view.phase() == HeartsState.Phase.PLAYING) {
      return inPlay(dealt, widow, passes, handsNow);
    }
    return replayed(dealt, widow, passes);
  }

  /**
   * The hands before the delivered passing stages, from the hands after them ({@code post}): each
   * stage undone from the last, the others' passes drawn among the cards they hold after it, into
   * {@code passes}.
   */
  private long[] unpass(long[] handsNow, long[][] passes, RandomGenerator rng) {
    int n = players;
    int seat = view.seat();
    List<CardSet> passed = view.passed();
    List<CardSet> received = view.received();
    PassDirection direction = view.passDirection();
    int delivered = received.size();
    int r1 = direction.receiver(seat, n);
    int r2 = direction.receiver(r1, n);
    int[] sizes = rules.passStages();
    long[] post = handsNow;
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
        passes[k][y] = recv[direction.receiver(y, n)];
        pre[y] = (post[y] & ~recv[y]) | passes[k][y];
      }
      post = pre;
    }
    return post;
  }

  /**
   * The choices made in the stage in progress: the seat's own, the others' drawn from {@code
   * fresh}.
   */
  private void choosePending(long[] fresh, long[][] passes, RandomGenerator rng) {
    int delivered = view.received().size();
    int size = rules.passStages()[delivered];
    for (int y = 0; y < players; y++) {
      if (view.chosen().get(y)) {
        passes[delivered][y] =
            y == view.seat()
                ? view.passed().get(delivered).bits()
                : HiddenDeal.randomSubset(fresh[y], size, rng);
      }
    }
  }

  /**
   * The world in trick play made from its cards: the state that dealing {@code dealt} and {@code
   * widow}, passing {@code passes} and playing the view's tricks would reach, without replaying
   * them. {@link TrickPlay#withHands} checks that every seat holds the cards it played.
   *
   * @param handsNow the hands when trick play began (after the passes)
   */
  private HeartsState inPlay(long[] dealt, List<Card> widow, long[][] passes, long[] handsNow) {
    Masks hands = Masks.wrap(handsNow);
    TrickPlay p =
        publicPlay.withHands(
            handsNow, HeartsPlayRules.of(rules, HeartsPlayRules.firstLead(rules, hands)));
    List<Masks> stages = new ArrayList<>(passes.length);
    if (view.passDirection() != PassDirection.HOLD) {
      for (long[] stage : passes) {
        stages.add(Masks.wrap(stage));
      }
    }
    DealHeader header =
        new DealHeader(
            rules.deck(),
            view.dealer(),
            Masks.wrap(dealt),
            widow,
            view.dealNumber(),
            Ints.of(view.standing()));
    HeartsSetup setup =
        new HeartsSetup(
            header,
            rules,
            view.passDirection(),
            List.copyOf(stages),
            view.choosers(),
            stages.size(),
            hands,
            -1,
            null,
            null,
            new Memo<>());
    return HeartsState.inPlay(setup, p);
  }

  /**
   * The deal from {@code dealt} hands and {@code widow}, with the view's history replayed on it,
   * each pass in its place with the sampled cards of {@code passes}. A method of its own: the
   * actions it meets teach the JIT their types one by one, and each new one recompiles only this.
   */
  private HeartsState replayed(long[] dealt, List<Card> widow, long[][] passes) {
    int n = players;
    List<CardSet> dealtHands = new ArrayList<>();
    for (long h : dealt) {
      dealtHands.add(CardSet.ofBits(h));
    }
    Deal deal = Deal.of(rules.deck(), view.dealer(), dealtHands, widow);
    HeartsState s =
        HeartsState.start(
            HeartsSetup.dealt(
                rules, view.dealNumber(), view.passDirection(), deal, view.standing()));
    int passesMade = 0;
    for (Move m : view.history()) {
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
   * The play rules of the deal, as they restricted the tricks {@code all} (the first of them
   * begun): in the widow game trick 1 was led with the card led, else with the first-lead card.
   */
  private static List<PlayRule> playRules(List<Trick> all, HeartsRules rules) {
    Trick first = all.get(0);
    Card lead = rules.widow() && !first.isEmpty() ? first.card(0) : rules.firstLeadCard();
    return HeartsPlayRules.of(rules, lead);
  }

  /**
   * The deals of the unseen cards that agree with the view: the places are the seats' unseen cards
   * (this seat's: none), then the face-down widow. What the tricks tell ({@code reveals}, {@code
   * null} before trick play): the suits each seat showed void in (§4.2), and what the lead and
   * first-trick rules reveal, as the rules state it ({@link HeartsPlayRules}: a heart led before
   * hearts were broken, §4.4; a point card on trick 1, §7 {@code noPointsFirstTrick}).
   */
  private List<HiddenDeal> hiddenDeals(List<Trick> all, PlayReveals reveals) {
    int n = players;
    int seat = view.seat();
    long own = view.hand().bits();
    long seen = 0;
    for (long p : playedBy) {
      seen |= p;
    }
    long hidden = rules.deck().cards().bits() & ~own & ~seen & ~view.widowFaceUp().bits();
    int[] need = new int[n + 1];
    for (int y = 0; y < n; y++) {
      if (y != seat) {
        need[y] = rules.handSize() - Long.bitCount(playedBy[y]);
      }
    }
    need[n] = view.widowFaceDown();
    HiddenDeal.Builder deal = HiddenDeal.builder(hidden, need);
    if (reveals != null) {
      reveals.constrain(deal);
    }
    passedCards(deal, seen);
    // Trick 1's lead is public: its leader held the first-lead card (§4.1, §7.1.3).
    Trick first = all.isEmpty() ? null : all.get(0);
    if (first != null && !rules.widow()) {
      deal.require(first.leader(), rules.firstLeadCard().bit());
    }
    if (first == null || !rules.widow()) {
      return List.of(deal.build());
    }
    return widowLeads(
        deal,
        first.leader(),
        first.isEmpty() ? null : first.card(0),
        hidden,
        own | playedBy[seat],
        playedBy[first.leader()]);
  }

  /**
   * §3.2, §7.1.2: the cards passed in the last delivered stage are with their receiver (unless
   * played); in the widow game the stage-1 cards are with the receiver or, at most one, with the
   * next seat.
   */
  private void passedCards(HiddenDeal.Builder deal, long seen) {
    int n = players;
    List<CardSet> passed = view.passed();
    int delivered = view.received().size();
    int r1 = view.passDirection().receiver(view.seat(), n);
    int r2 = view.passDirection().receiver(r1, n);
    long toR = delivered >= 1 ? passed.get(delivered - 1).bits() & ~seen : 0L;
    long toRorR2 = delivered == 2 ? passed.get(0).bits() & ~seen : 0L;
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
    int n = players;
    int seat = view.seat();
    long up = view.widowFaceUp().bits();
    long start = leader == seat ? mine : byLeader;
    long candidates = CLUBS & ~up;
    if (led != null && !rules.firstLeadAnyClub()) {
      candidates = led.bit();
    }
    List<HiddenDeal> out = new ArrayList<>();
    for (long b = candidates; b != 0; b &= b - 1) {
      long c = Long.lowestOneBit(b);
      long lower = CLUBS & (c - 1) & ~up;
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

  /**
   * A trick play with the tricks of {@code all} (the completed ones and the one in progress), over
   * hands made of the cards each seat played and unplayed cards in index order: only the played
   * cards of these hands are read ({@link TrickPlay#withHands}), so the cards are played without
   * the rules' checks.
   */
  private static TrickPlay publicPlay(
      List<Trick> all, long[] playedBy, HeartsRules rules, List<PlayRule> playRules) {
    long spare = rules.deck().cards().bits();
    for (long p : playedBy) {
      spare &= ~p;
    }
    List<CardSet> hands = new ArrayList<>(playedBy.length);
    for (long p : playedBy) {
      long h = p;
      for (int k = Long.bitCount(p); k < rules.handSize(); k++) {
        long b = Long.lowestOneBit(spare);
        h |= b;
        spare &= ~b;
      }
      hands.add(CardSet.ofBits(h));
    }
    TrickPlay p = TrickPlay.start(TrickOrder.noTrump(), hands, all.get(0).leader(), playRules);
    for (Trick t : all) {
      for (int i = 0; i < t.size(); i++) {
        p = p.playVerified(t.card(i));
      }
    }
    return p;
  }
}
