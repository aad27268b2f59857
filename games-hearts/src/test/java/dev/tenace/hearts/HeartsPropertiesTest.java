package dev.tenace.hearts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.testkit.UtilityProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * Properties of Hearts over random deals and random legal play, and counted statistics of rare
 * cases.
 */
class HeartsPropertiesTest {
  private static final long HEARTS = CardSet.suitMask(Suit.HEARTS);

  /**
   * Every boolean variant combination is reachable from this index (and the player counts and
   * widow).
   */
  static HeartsRules rulesFor(int k) {
    int players = 3 + (k % 3);
    boolean widow = players != 3 && (k & 8) != 0;
    return HeartsRules.builder()
        .players(players)
        .widow(widow)
        .moonChoice((k & 16) != 0)
        .noPointsFirstTrick((k & 32) != 0)
        .queenBreaksHearts((k & 64) != 0)
        .jackOfDiamonds((k & 128) != 0)
        .mustBreakHearts((k & 256) == 0)
        .firstLeadAnyClub((k & 512) != 0)
        .noTricksBonus((k & 1024) != 0)
        .heartsInsteadOfQueenLead((k & 2048) != 0)
        .shootTheMoon((k & 4096) == 0)
        .build();
  }

  /** Plays a deal with uniformly random legal actions, checking lead properties on the way. */
  static HeartsState playRandom(HeartsRules rules, int deal, long seed, Stats stats) {
    SplittableRandom rng = new SplittableRandom(seed);
    HeartsState s =
        HeartsState.deal(rules, deal, (int) Math.floorMod(seed, (long) rules.players()), seed);
    boolean checkedFirst = false;
    while (!s.isTerminal()) {
      TrickPlay p = s.play();
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      if (p != null && !p.isOver()) {
        if (!checkedFirst) {
          checkedFirst = true;
          Card first =
              rules.widow()
                  ? Card.ofIndex(
                      Long.numberOfTrailingZeros(allHands(p) & CardSet.suitMask(Suit.CLUBS)))
                  : rules.firstLeadCard();
          assertThat(p.hand(seat).contains(first))
              .as("the holder of %s leads trick 1", first)
              .isTrue();
        }
        long hand = p.handBits(seat);
        long legalBits = p.legalBits();
        if (p.isLeading()
            && !HeartsPlayRules.heartsBroken(rules, p)
            && (legalBits & HEARTS) != 0
            && !p.isFirstTrick()) {
          long allowedBesides =
              HEARTS | (rules.heartsInsteadOfQueenLead() ? HeartsPlayRules.QS : 0);
          assertThat(hand & ~allowedBesides)
              .as("a heart may be led unbroken only when forced: %s", CardSet.ofBits(hand))
              .isZero();
          stats.forcedHeartLeads++;
        }
        if (rules.noPointsFirstTrick()
            && p.isFirstTrick()
            && !p.isLeading()
            && legalBits != hand
            && (hand & CardSet.suitMask(Suit.CLUBS)) == 0) {
          stats.firstTrickRestrictions++;
        }
      }
      s = s.apply(seat, legal.get(rng.nextInt(legal.size()))).get();
    }
    if (s.shooter() >= 0) {
      stats.moons++;
    }
    return s;
  }

  private static long allHands(TrickPlay p) {
    long b = 0;
    for (int s = 0; s < p.players(); s++) {
      b |= p.handBits(s);
    }
    return b;
  }

  static final class Stats {
    int moons;
    int forcedHeartLeads;
    int firstTrickRestrictions;
  }

  @Test
  @DisplayName(
      "hearts §5, §7: deal points sum to 26, 26(n-1) after moon add, -26 after subtract, less 10 for JD and 5 per trickless player")
  void pointsAddUp() {
    Stats stats = new Stats();
    qt().withExamples(600)
        .forAll(
            SourceDSL.integers().between(0, 8191),
            SourceDSL.longs().all(),
            SourceDSL.integers().between(1, 8))
        .checkAssert(
            (k, seed, deal) -> {
              HeartsRules rules = rulesFor(k);
              HeartsState s = playRandom(rules, deal, seed, stats);
              int n = rules.players();
              int expected;
              if (s.shooter() >= 0) {
                expected = s.moonChoice().orElseThrow().add() ? 26 * (n - 1) : -26;
              } else {
                expected = 26;
                if (rules.noTricksBonus()) {
                  for (int seat = 0; seat < n; seat++) {
                    expected -= s.play().tricksWon(seat) == 0 ? 5 : 0;
                  }
                }
              }
              if (rules.jackOfDiamonds()) {
                expected -= 10;
              }
              assertThat(s.points().stream().mapToInt(Integer::intValue).sum())
                  .as("%s", rules)
                  .isEqualTo(expected);
            });
  }

  /**
   * A 4-player deal without passing in which {@code seat} holds all 13 clubs (the rest shuffled
   * from {@code seed}): it leads 2C and wins every trick, so it takes every heart, QS and JD.
   */
  static HeartsState allClubsTo(HeartsRules rules, int dealNumber, int seat, long seed) {
    long clubs = CardSet.suitMask(Suit.CLUBS);
    List<Card> rest = new ArrayList<>();
    for (Card c : rules.deck().shuffle(seed)) {
      if ((c.bit() & clubs) == 0) {
        rest.add(c);
      }
    }
    List<CardSet> hands = new ArrayList<>();
    for (int s = 0, next = 0; s < 4; s++) {
      if (s == seat) {
        hands.add(CardSet.ofBits(clubs));
      } else {
        hands.add(CardSet.of(rest.subList(next, next + 13)));
        next += 13;
      }
    }
    return HeartsState.of(rules, dealNumber, (seat + 1) % 4, hands, List.of(), PassDirection.HOLD);
  }

  @Test
  @DisplayName(
      "Hearts 7 shootTheMoon, HE-E19: off, no deal ever offers a moon action and the deal points sum to 26 before noTricksBonus (16 with jackOfDiamonds), also when one seat takes them all")
  void noMoonWhenOff() {
    int[] allToOne = new int[1];
    qt().withExamples(600)
        .forAll(
            SourceDSL.integers().between(0, 4095),
            SourceDSL.longs().all(),
            SourceDSL.integers().between(1, 8),
            SourceDSL.integers().between(0, 3))
        .checkAssert(
            (k, seed, deal, taker) -> {
              HeartsRules rules = rulesFor(k).withShootTheMoon(false);
              boolean rigged = rules.players() == 4 && !rules.widow() && (seed & 1) == 0;
              HeartsState s =
                  rigged
                      ? allClubsTo(rules, deal, taker, seed)
                      : HeartsState.deal(
                          rules, deal, (int) Math.floorMod(seed, (long) rules.players()), seed);
              SplittableRandom rng = new SplittableRandom(seed);
              while (!s.isTerminal()) {
                assertThat(s.phase()).isNotEqualTo(HeartsState.Phase.MOON);
                int seat = s.toMove();
                List<Action> legal = s.legalActions(seat);
                assertThat(legal).noneMatch(a -> a instanceof HeartsAction.Moon);
                assertThat(s.apply(seat, HeartsAction.Moon.ADD).isLeft()).isTrue();
                s = s.apply(seat, legal.get(rng.nextInt(legal.size()))).get();
              }
              assertThat(s.shooter()).isEqualTo(-1);
              assertThat(s.history()).noneMatch(m -> m.action() instanceof HeartsAction.Moon);
              int n = rules.players();
              int sum = 0;
              for (int seat = 0; seat < n; seat++) {
                int before =
                    s.points().get(seat)
                        + (rules.noTricksBonus() && s.play().tricksWon(seat) == 0 ? 5 : 0);
                sum += before;
                if ((s.cardsWon(seat).bits() & (HEARTS | HeartsPlayRules.QS))
                    == (HEARTS | HeartsPlayRules.QS)) {
                  allToOne[0]++;
                  assertThat(before)
                      .as("all 26 to one seat, scored as points")
                      .isEqualTo(
                          rules.jackOfDiamonds() && s.cardsWon(seat).contains(Card.parse("JD"))
                              ? 16
                              : 26);
                }
              }
              assertThat(sum).as("%s", rules).isEqualTo(rules.jackOfDiamonds() ? 16 : 26);
            });
    assertThat(allToOne[0]).as("deals in which one seat took every heart and QS").isPositive();
  }

  @Test
  @DisplayName(
      "hearts counted statistics: random play reaches moon shots, forced heart leads and the first-trick restriction")
  void rareCasesAreReached() {
    Stats stats = new Stats();
    HeartsRules rules = HeartsRules.defaults().withNoPointsFirstTrick(true);
    for (long seed = 0; seed < 40_000; seed++) {
      playRandom(rules, 1 + (int) (seed % 4), seed, stats);
    }
    assertThat(stats.moons).as("moon shots in 40,000 random deals").isPositive();
    assertThat(stats.forcedHeartLeads).as("forced heart leads").isPositive();
    assertThat(stats.firstTrickRestrictions).as("first-trick restrictions").isPositive();
  }

  @Test
  @DisplayName(
      "hearts §3.2: after passing every seat holds its dealt hand minus what it gave plus what it received")
  void passingConservesHands() {
    qt().withExamples(200)
        .forAll(SourceDSL.longs().all(), SourceDSL.integers().between(1, 3))
        .checkAssert(
            (seed, deal) -> {
              HeartsState s = HeartsState.deal(HeartsRules.defaults(), deal, 0, seed);
              SplittableRandom rng = new SplittableRandom(seed);
              long[] gave = new long[4];
              while (s.phase() == HeartsState.Phase.PASSING) {
                int seat = s.toMove();
                List<Action> legal = s.legalActions(seat);
                HeartsAction.Pass p = (HeartsAction.Pass) legal.get(rng.nextInt(legal.size()));
                gave[seat] = p.cards().bits();
                s = s.apply(seat, p).get();
              }
              for (int seat = 0; seat < 4; seat++) {
                int from = s.passDirection().giver(seat, 4);
                assertThat(s.hand(seat).bits())
                    .isEqualTo((s.dealtHand(seat).bits() & ~gave[seat]) | gave[from]);
              }
            });
  }

  @Test
  @DisplayName(
      "hearts §3.2, §4.1: trick play reached by other passes from the same deal (which starts it"
          + " from the deal's first trick play) equals the one reached from a fresh deal, in every"
          + " variant")
  void otherPassesFromOneDealStartAsAFreshDeal() {
    qt().withExamples(150)
        .forAll(
            SourceDSL.longs().all(),
            SourceDSL.integers().between(1, 3),
            SourceDSL.integers().between(0, 8191))
        .checkAssert(
            (seed, deal, variant) -> {
              HeartsRules rules = rulesFor(variant);
              HeartsState dealt = HeartsState.deal(rules, deal, 0, seed);
              if (dealt.phase() != HeartsState.Phase.PASSING) {
                return; // a hold deal starts its play when dealt
              }
              SplittableRandom rng = new SplittableRandom(seed);
              for (int round = 0; round < 3; round++) {
                HeartsState shared = dealt;
                HeartsState fresh = HeartsState.deal(rules, deal, 0, seed);
                while (shared.phase() == HeartsState.Phase.PASSING) {
                  int seat = shared.toMove();
                  List<Action> legal = shared.legalActions(seat);
                  Action a = legal.get(rng.nextInt(legal.size()));
                  shared = shared.applyLegal(seat, a);
                  fresh = fresh.apply(seat, a).get();
                }
                assertThat(shared).isEqualTo(fresh);
                assertThat(shared.play().legalBits()).isEqualTo(fresh.play().legalBits());
                assertThat(shared.play().rules()).isEqualTo(fresh.play().rules());
                assertThat(shared.legalActions()).isEqualTo(fresh.legalActions());
              }
            });
  }

  @Test
  @DisplayName(
      "hearts §3.2: threads that start trick play at once from one freshly dealt deal, each with"
          + " its own passes, reach what a fresh deal reaches with those passes")
  void threadsStartingPlayFromOneDeal() throws Exception {
    int threads = 4;
    for (long seed = 1; seed <= 40; seed++) {
      HeartsState dealt = HeartsState.deal(rulesFor((int) seed * 37), 1, 0, seed);
      // the last passer's choices, one per thread, and the state before it (not yet started)
      HeartsState beforeLast = dealt;
      SplittableRandom rng = new SplittableRandom(seed);
      while (true) {
        int seat = beforeLast.toMove();
        List<Action> legal = beforeLast.legalActions(seat);
        HeartsState next = beforeLast.applyLegal(seat, legal.get(rng.nextInt(legal.size())));
        if (next.phase() != HeartsState.Phase.PASSING) {
          break;
        }
        beforeLast = next;
      }
      HeartsState shared = beforeLast;
      int last = shared.toMove();
      List<Action> legal = shared.legalActions(last);
      List<Action> mine = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        mine.add(legal.get(rng.nextInt(legal.size())));
      }
      CyclicBarrier start = new CyclicBarrier(threads);
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      try {
        List<Future<HeartsState>> got = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
          Action a = mine.get(t);
          got.add(
              pool.submit(
                  () -> {
                    start.await();
                    return shared.applyLegal(last, a);
                  }));
        }
        for (int t = 0; t < threads; t++) {
          HeartsState fresh = replayed(dealt, shared, rulesFor((int) seed * 37), seed);
          HeartsState expected = fresh.applyLegal(last, mine.get(t));
          assertThat(got.get(t).get()).isEqualTo(expected);
          assertThat(got.get(t).get().legalActions()).isEqualTo(expected.legalActions());
        }
      } finally {
        pool.shutdownNow();
      }
    }
  }

  /** {@code at}'s passes so far, replayed on a fresh deal of the same seed (its own memo). */
  private static HeartsState replayed(
      HeartsState dealt, HeartsState at, HeartsRules rules, long seed) {
    HeartsState s = HeartsState.deal(rules, 1, 0, seed);
    assertThat(s).isEqualTo(dealt);
    for (var m : at.history()) {
      s = s.applyLegal(m.seat(), m.action());
    }
    return s;
  }

  @Test
  @DisplayName(
      "hearts §5, §7: every seat's utility in a random deal lies in the utility range of its rules; deals whose utilities do not sum to 0 are reached, and zero-sum is not claimed")
  void utilityInRange() {
    int notZeroSum =
        UtilityProperty.check(HeartsGame.INSTANCE, 8192, HeartsPropertiesTest::rulesFor, false);
    assertThat(notZeroSum).isGreaterThan(100);
  }
}
