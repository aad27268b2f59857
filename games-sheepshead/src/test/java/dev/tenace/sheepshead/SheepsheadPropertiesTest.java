package dev.tenace.sheepshead;

import static dev.tenace.core.testkit.TenaceAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Move;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.testkit.UtilityProperty;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * Properties of Sheepshead over random deals and play, counted statistics, validation and action
 * texts.
 */
class SheepsheadPropertiesTest {
  static final List<SheepsheadRules> RULES =
      List.of(
          SheepsheadRules.defaults(),
          SheepsheadRules.builder().calledAce(true).crack(true).build(),
          SheepsheadRules.builder()
              .voluntaryAlone(true)
              .allPass(AllPass.DOUBLER)
              .doubleOnTheBump(true)
              .build(),
          SheepsheadRules.builder().leasterBlindToLastTrick(true).build(),
          SheepsheadRules.builder().players(3).build(),
          SheepsheadRules.builder().players(4).build());

  /** Counters: leasters, alone, call-ups, no-trick, all-trick. */
  static SheepsheadState playRandom(SheepsheadRules rules, long seed, int[] stats) {
    SplittableRandom rng = new SplittableRandom(seed);
    SheepsheadState s =
        SheepsheadState.deal(rules, 1, (int) Math.floorMod(seed, (long) rules.players()), 0, seed);
    while (!s.isTerminal()) {
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      TrickPlay p = s.trickPhase().orElse(null);
      if (p != null && !p.isLeading()) {
        // The follow rule works on effective suits: a held card of the led effective suit forces
        // following.
        int led = SheepsheadState.ORDER.effectiveSuit(p.ledCardIndex());
        long same = p.handBits(seat) & SheepsheadState.ORDER.suitMask(led);
        if (same != 0) {
          assertThat(p.legalBits() & ~same).isZero();
        }
      }
      s = s.apply(seat, legal.get(rng.nextInt(legal.size()))).get();
    }
    if (s.isLeaster()) {
      stats[0]++;
    }
    if (s.picker() >= 0 && s.partner() < 0) {
      stats[1]++;
    }
    if (s.declaration().map(d -> d == Declaration.CALL_JACK).orElse(false)) {
      stats[2]++;
    }
    if (s.picker() >= 0 && !s.isVoid()) {
      TrickPlay p = s.trickPhase().orElseThrow();
      int t = p.tricksWon(s.picker()) + (s.partner() >= 0 ? p.tricksWon(s.partner()) : 0);
      stats[3] += t == 0 ? 1 : 0;
      stats[4] += t == rules.handSize() ? 1 : 0;
    }
    return s;
  }

  @Test
  @DisplayName(
      "sheepshead §2.5, §6.5: card points of tricks and bury total 120; every deal is zero-sum (leaster ties and wins included)")
  void pointsAndZeroSum() {
    int[] stats = new int[5];
    qt().withExamples(500)
        .forAll(SourceDSL.integers().between(0, RULES.size() - 1), SourceDSL.longs().all())
        .checkAssert(
            (k, seed) -> {
              SheepsheadRules r = RULES.get(k);
              SheepsheadState s = playRandom(r, seed, stats);
              if (s.isVoid()) {
                assertThat(s.scores()).allMatch(x -> x == 0);
                assertThat(s.pendingDoublersAfter()).isEqualTo(1);
                return;
              }
              int total = 0;
              for (int x = 0; x < r.players(); x++) {
                total += s.cardPoints(x);
              }
              int blindPoints = SheepsheadState.points(CardSet.of(s.blind()));
              int expected =
                  s.isLeaster() && !r.leasterBlindToLastTrick() ? 120 - blindPoints : 120;
              assertThat(total).isEqualTo(expected);
              assertThat(s.scores().stream().mapToInt(Integer::intValue).sum()).isZero();
            });
  }

  @Test
  @DisplayName(
      "sheepshead counted statistics: random play reaches leasters, alone hands, call-ups, no-trick and all-trick results")
  void rareCasesAreReached() {
    int[] stats = new int[5];
    for (long seed = 0; seed < 6000; seed++) {
      playRandom(SheepsheadRules.defaults(), seed, stats);
    }
    assertThat(stats[0]).as("leasters").isPositive();
    assertThat(stats[1]).as("alone hands").isPositive();
    assertThat(stats[2]).as("call-ups").isPositive();
    assertThat(stats[3]).as("no-trick results").isPositive();
    assertThat(stats[4]).as("all-trick results").isPositive();
  }

  @Test
  @DisplayName(
      "sheepshead §9.1.4: until the called suit is led the partner keeps the called ace; then must play it")
  void calledAceRestrictions() {
    // Picker seat 0 holds a heart (hold card), calls AH held by seat 2.
    SheepsheadRules r = SheepsheadRules.builder().calledAce(true).build();
    List<CardSet> hands =
        List.of(
            CardSet.parse("QC QS 9H 8C 7C KS"),
            CardSet.parse("QH QD JC JS JH TC"),
            CardSet.parse("AH 7S 8S 9S TS AS"),
            CardSet.parse("AD TD KD 9D 8D 7D"),
            CardSet.parse("AC KC 9C TH KH 8H"));
    SheepsheadState s = SheepsheadState.of(r, 4, hands, CardSet.parseList("JD 7H"), 0);
    s = s.apply(0, s.parseAction("pick")).get().apply(0, s.parseAction("bury JD 7H")).get();
    assertThat(s.legalActions(0)).extracting(Action::text).contains("call AH", "alone");
    s = s.apply(0, s.parseAction("call AH")).get();
    assertThat(s.partner()).isEqualTo(2);
    // Trick 1 (seat 0 leads): QC; seat 2 has no trump: may discard anything but AH.
    s = s.apply(0, s.parseAction("play QC")).get().apply(1, s.parseAction("play QH")).get();
    assertThat(s.legalActions(2))
        .extracting(Action::text)
        .doesNotContain("play AH")
        .contains("play 7S");
    assertThat(s.apply(2, s.parseAction("play AH"))).isRefusedWith(SheepsheadState.CALLED_SUIT);
  }

  @Test
  @DisplayName(
      "card points of a set are the sum of its cards' points (§2.5): 120 in the deck, any subset agrees")
  void setPointsAreCardSums() {
    long deck = SheepsheadState.deal(SheepsheadRules.defaults(), 1, 0, 0, 1L).deck().cards().bits();
    assertThat(SheepsheadState.points(CardSet.ofBits(deck))).isEqualTo(120);
    qt().forAll(SourceDSL.longs().all())
        .checkAssert(
            r -> {
              CardSet cards = CardSet.ofBits(deck & r);
              int sum = 0;
              for (Card c : cards) {
                sum += SheepsheadScoring.points(c);
              }
              assertThat(SheepsheadState.points(cards)).as("points of %s", cards).isEqualTo(sum);
            });
  }

  @Test
  @DisplayName(
      "views after a called ten sample the picker with all three fail aces, never running out of tries (§9.1)")
  void calledTenViewsSample() {
    // A deal found by the contract suite where seat 0 picks and, holding AC AS AH, calls TS: the
    // sampler used to leave the aces to chance and gave up on some views.
    SheepsheadRules rules =
        SheepsheadRules.builder().calledAce(true).allPass(AllPass.FORCED_PICK).crack(true).build();
    long seed = -2862626914039884332L;
    SheepsheadState s = SheepsheadState.deal(rules, 1, 3, 2, seed);
    int checked = 0;
    for (int step = 0; !s.isTerminal(); step++) {
      if (s.history().contains(new Move(0, SheepsheadAction.parse("call TS")))) {
        for (int seat = 1; seat < s.players(); seat++) {
          SheepsheadView v = s.viewFor(seat);
          for (int k = 0; k < 10; k++) {
            SheepsheadState sample =
                v.sampleConsistentState(new SplittableRandom(k * 7919L + step));
            assertThat(sample.viewFor(seat)).isEqualTo(v);
            long h8 = sample.dealtHand(0).bits() | CardSet.of(sample.blind()).bits();
            assertThat(CardSet.ofBits(h8).containsAll(CardSet.parse("AC AS AH"))).isTrue();
            assertThat(CardSet.ofBits(h8).contains(Card.parse("TS"))).isFalse();
            checked++;
          }
        }
      }
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      int k =
          step == 0
              ? 631139
              : step == 1 ? 208980 : (int) (dev.tenace.core.card.Shuffle.mix64(seed + step) >>> 33);
      s = s.apply(seat, legal.get(Math.floorMod(k, legal.size()))).get();
    }
    assertThat(checked).isGreaterThan(100);
  }

  @Test
  @DisplayName(
      "sheepshead §9.2: over random all-pass deals (3, 4, 5 players, every tie rule) the scores follow the powers, sum to zero, power = 26 less the blind's; ties are reached")
  void randomAllPassDeals() {
    int[] ties = new int[SchwanzerTie.values().length];
    for (int players = 3; players <= 5; players++) {
      for (SchwanzerTie t : SchwanzerTie.values()) {
        SheepsheadRules r =
            SheepsheadRulesTest.Schwanzer.tie(t).toBuilder().players(players).build();
        for (long seed = 0; seed < 300; seed++) {
          SheepsheadState s =
              SheepsheadRulesTest.Schwanzer.passAll(
                  SheepsheadState.deal(r, (int) (seed % players), seed));
          if (checkDeal(s, t)) {
            ties[t.ordinal()]++;
          }
        }
      }
    }
    for (int k : ties) {
      assertThat(k).isGreaterThan(20);
    }
  }

  /** Checks one Schwanzer deal against §9.2; whether it was a tie. */
  private static boolean checkDeal(SheepsheadState s, SchwanzerTie t) {
    int n = s.players();
    assertThat(s.isSchwanzer()).isTrue();
    int[] power = new int[n];
    long blind = CardSet.of(s.blind()).bits();
    for (int x = 0; x < n; x++) {
      power[x] = s.power(x);
    }
    assertThat(Arrays.stream(power).sum()).isEqualTo(26 - SheepsheadScoring.power(blind));
    List<Integer> scores = s.scores();
    assertThat(scores.stream().mapToInt(Integer::intValue).sum()).isZero();
    int max = Arrays.stream(power).max().getAsInt();
    List<Integer> tied = new ArrayList<>();
    for (int x = 0; x < n; x++) {
      if (power[x] == max) {
        tied.add(x);
      }
    }
    int k = tied.size();
    for (int x = 0; x < n; x++) {
      boolean loser = tied.contains(x);
      int expected;
      if (k == 1) {
        expected = loser ? -(n - 1) : 1;
      } else if (t == SchwanzerTie.VOID || (t == SchwanzerTie.SPLIT && k == n)) {
        expected = 0;
      } else if (t == SchwanzerTie.SPLIT) {
        expected = loser ? -(n - k) : k;
      } else {
        expected = x == highest(s, tied) ? -(n - 1) : 1;
      }
      assertThat(scores.get(x)).as("seat %d of %s", x, s).isEqualTo(expected);
    }
    for (int x = 0; x < n; x++) {
      SheepsheadView v = s.viewFor(x);
      assertThat(v.sampleConsistentState(new SplittableRandom(x)).viewFor(x)).isEqualTo(v);
    }
    return k > 1;
  }

  private static int highest(SheepsheadState s, List<Integer> tied) {
    for (Card c : SheepsheadState.TRUMPS) {
      for (int x : tied) {
        if (s.dealtHand(x).contains(c)) {
          return x;
        }
      }
    }
    return -1;
  }

  @Test
  @DisplayName(
      "sheepshead §6, §7, §9: every seat's utility in a random deal lies in the utility range of its rules; every deal is zero-sum, as the game claims")
  void utilityInRange() {
    List<SheepsheadRules> all =
        List.of(
            RULES.get(0),
            RULES.get(1),
            RULES.get(2),
            RULES.get(3),
            RULES.get(4),
            RULES.get(5),
            SheepsheadRules.builder()
                .crack(true)
                .allPass(AllPass.DOUBLER)
                .doubleOnTheBump(true)
                .noTrickStandard(true)
                .build(),
            SheepsheadRules.builder().allPass(AllPass.SCHWANZER).build(),
            SheepsheadRules.builder().players(3).crack(true).doubleOnTheBump(true).build());
    UtilityProperty.check(SheepsheadGame.INSTANCE, all, true);
    assertThat(all).hasSizeGreaterThan(8);
  }
}
