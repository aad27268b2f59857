package dev.tenace.suitability;

import static dev.tenace.core.testkit.TenaceAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Match;
import dev.tenace.core.testkit.Positions;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Whole games (§7) and the bounds of §8's validation. */
class SuitabilityMatchTest {

  /** Plays the current deal of the match to its end with random legal actions. */
  static Match<SuitabilityState> finishDeal(Match<SuitabilityState> m, SplittableRandom rng) {
    while (!m.deal().isTerminal()) {
      SuitabilityState d = m.deal();
      List<Action> legal = d.legalActions(d.toMove());
      m = m.apply(d.toMove(), legal.get(rng.nextInt(legal.size()))).get();
    }
    return m;
  }

  @Test
  @DisplayName(
      "suitability §7.1: a DEALS game has one deal per player, dealers rotate left, totals add the deal scores")
  void dealsGame() {
    for (int players = 2; players <= 5; players++) {
      SuitabilityRules rules = SuitabilityRules.builder().players(players).build();
      SplittableRandom rng = new SplittableRandom(players);
      Match<SuitabilityState> m = SuitabilityGame.INSTANCE.newMatch(rules, 1, 77L);
      int[] expected = new int[players];
      List<Integer> dealers = new ArrayList<>();
      while (true) {
        assertThat(m.isOver()).isFalse();
        assertThatThrownBy(m::winners).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(m::nextDeal)
            .isInstanceOf(IllegalStateException.class)
            .hasMessageContaining("not over");
        dealers.add(m.deal().dealer());
        assertThat(m.dealNumber()).isEqualTo(dealers.size());
        m = finishDeal(m, rng);
        for (int s = 0; s < players; s++) {
          expected[s] += m.deal().score(s);
        }
        List<Integer> totals = m.totals();
        for (int s = 0; s < players; s++) {
          assertThat(totals.get(s)).isEqualTo(expected[s]);
        }
        if (m.isOver()) {
          break;
        }
        m = m.nextDeal();
      }
      assertThat(dealers).hasSize(players);
      for (int k = 0; k < players; k++) {
        assertThat(dealers.get(k)).isEqualTo((1 + k) % players);
      }
      int max = Integer.MIN_VALUE;
      for (int x : expected) {
        max = Math.max(max, x);
      }
      List<Integer> winners = new ArrayList<>();
      for (int s = 0; s < players; s++) {
        if (expected[s] == max) {
          winners.add(s);
        }
      }
      assertThat(m.winners()).isEqualTo(winners);
      Match<SuitabilityState> over = m;
      assertThatThrownBy(over::nextDeal)
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("over");
    }
  }

  @Test
  @DisplayName(
      "suitability §7.2: a TARGET game ends after the first deal that brings a total to the target")
  void targetGame() {
    SuitabilityRules rules =
        SuitabilityRules.defaults().withEndCondition(EndCondition.TARGET).withTargetScore(60);
    SplittableRandom rng = new SplittableRandom(5);
    Match<SuitabilityState> m = SuitabilityGame.INSTANCE.newMatch(rules, 0, 5L);
    while (true) {
      m = finishDeal(m, rng);
      int best = m.totals().stream().mapToInt(Integer::intValue).max().getAsInt();
      assertThat(m.isOver())
          .as("deal %d, best total %d", m.dealNumber(), best)
          .isEqualTo(best >= 60);
      if (m.isOver()) {
        break;
      }
      m = m.nextDeal();
    }
    assertThat(m.dealNumber()).isGreaterThan(1);
  }

  @Test
  @DisplayName(
      "suitability §8 partnerships: both partners show the team total; the team with more wins")
  void partnershipTotals() {
    SuitabilityRules rules = SuitabilityRules.defaults().withPartnerships(true);
    SplittableRandom rng = new SplittableRandom(8);
    Match<SuitabilityState> m = SuitabilityGame.INSTANCE.newMatch(rules, 0, 8L);
    int[] seat = new int[4];
    while (true) {
      m = finishDeal(m, rng);
      for (int s = 0; s < 4; s++) {
        seat[s] += m.deal().score(s);
        assertThat(m.deal().utility(s)).isEqualTo(m.deal().score(s) + m.deal().score((s + 2) % 4));
      }
      if (m.isOver()) {
        break;
      }
      m = m.nextDeal();
    }
    List<Integer> t = m.totals();
    assertThat(t.get(0)).isEqualTo(seat[0] + seat[2]).isEqualTo(t.get(2));
    assertThat(t.get(1)).isEqualTo(seat[1] + seat[3]).isEqualTo(t.get(3));
    if (!t.get(0).equals(t.get(1))) {
      int w = t.get(0) > t.get(1) ? 0 : 1;
      assertThat(m.winners()).containsExactly(w, w + 2);
    }
  }

  @Test
  @DisplayName("suitability: an illegal action leaves the match as it was")
  void illegalActionLeavesMatch() {
    Match<SuitabilityState> m =
        SuitabilityGame.INSTANCE.newMatch(SuitabilityRules.defaults(), 0, 3L);
    int wrong = (m.deal().toMove() + 1) % 4;
    assertThat(Positions.refusal(m.apply(wrong, m.deal().legalActions(m.deal().toMove()).get(0))))
        .isEqualTo("NOT_YOUR_TURN");
    assertThat(m.dealNumber()).isEqualTo(1);
    assertThat(m.totals()).containsExactly(0, 0, 0, 0);
    assertThat(m.deal().isTerminal()).isFalse();
  }

  @Test
  @DisplayName(
      "suitability §6.1: penalty cards are counted from the won tricks only, 0 before play; views can act exactly when legal actions exist")
  void penaltyCardsAndViews() {
    for (int players = 2; players <= 5; players++) {
      SuitabilityRules rules = SuitabilityRules.builder().players(players).build();
      for (long seed = 0; seed < 20; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        SuitabilityState s = SuitabilityState.deal(rules, (int) (seed % players), seed);
        assertThat(s.apply(-1, s.legalActions(s.toMove()).get(0))).isRefusedWith("NO_SUCH_SEAT");
        assertThat(s.apply(players, s.legalActions(s.toMove()).get(0)))
            .isRefusedWith("NO_SUCH_SEAT");
        while (true) {
          for (int x = 0; x < players; x++) {
            int expected = 0;
            if (s.trickPhase().isPresent()) {
              dev.tenace.core.card.Suit pen = s.suitWith(Role.PENALTY).get();
              expected = s.trickPhase().get().cardsWon(x).inSuit(pen).size();
            }
            assertThat(s.penaltyCards(x)).isEqualTo(expected);
            SuitabilityView v = s.viewFor(x);
            assertThat(v.canAct()).isEqualTo(!s.isTerminal() && x == s.toMove());
          }
          if (s.isTerminal()) {
            break;
          }
          List<Action> legal = s.legalActions(s.toMove());
          s = s.apply(s.toMove(), legal.get(rng.nextInt(legal.size()))).get();
        }
      }
    }
  }

  /** A terminal deal of these rules played at random from a seed. */
  static SuitabilityState playedDeal(SuitabilityRules rules, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    SuitabilityState s = SuitabilityState.deal(rules, 0, seed);
    while (!s.isTerminal()) {
      List<Action> legal = s.legalActions(s.toMove());
      s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
    }
    return s;
  }

  @Test
  @DisplayName(
      "suitability §7: a match's deal and every seat's view carry the standing before the deal; a replay context gives it back")
  void standingBeforeTheDeal() {
    for (SuitabilityRules rules : SuitabilityViewTest.ALL_COUNTS) {
      SplittableRandom rng = new SplittableRandom(rules.players());
      Match<SuitabilityState> m = SuitabilityGame.INSTANCE.newMatch(rules, 0, 12L);
      int deals = 0;
      while (true) {
        List<Integer> before = m.totals();
        SuitabilityState d = m.deal();
        assertThat(d.standing()).isEqualTo(before);
        if (deals == 0) {
          assertThat(before).containsOnly(0);
        }
        for (int p = 0; p < rules.players(); p++) {
          assertThat(d.viewFor(p).standing()).isEqualTo(before);
        }
        assertThat(SuitabilityGame.INSTANCE.context(d)).containsEntry("deal", m.dealNumber());
        if (before.stream().anyMatch(t -> t != 0)) {
          assertThat(SuitabilityGame.INSTANCE.context(d)).containsEntry("standing", before);
        } else {
          assertThat(SuitabilityGame.INSTANCE.context(d)).doesNotContainKey("standing");
        }
        m = finishDeal(m, rng);
        // the terminal deal still shows the standing before it; the match has added it
        assertThat(m.deal().standing()).isEqualTo(before);
        deals++;
        if (m.isOver()) {
          break;
        }
        assertThat(m.totals()).isNotEqualTo(before);
        m = m.nextDeal();
      }
      assertThat(deals).isEqualTo(rules.dealsInMatch());
    }
  }

  @Test
  @DisplayName(
      "suitability §7.1: a DEALS game ends after the matchDeals-th deal (0 = one per player), counted from the resumed deal")
  void dealsEndRule() {
    SuitabilityRules rules = SuitabilityRules.defaults();
    SuitabilityState d = playedDeal(rules, 4L);
    List<Integer> zero = List.of(0, 0, 0, 0);
    var policy = SuitabilityGame.INSTANCE.matchPolicy(rules);
    assertThat(Match.resume(policy, 0, 1L, zero, 3, 2, d).isOver()).isFalse();
    Match<SuitabilityState> fourth = Match.resume(policy, 0, 1L, zero, 4, 3, d);
    assertThat(fourth.isOver()).isTrue();
    assertThat(fourth.totals()).isEqualTo(d.scores());
    var seven = SuitabilityGame.INSTANCE.matchPolicy(rules.withMatchDeals(7));
    assertThat(Match.resume(seven, 0, 1L, zero, 4, 3, d).isOver()).isFalse();
    assertThat(Match.resume(seven, 0, 1L, zero, 6, 5, d).isOver()).isFalse();
    assertThat(Match.resume(seven, 0, 1L, zero, 7, 6, d).isOver()).isTrue();
    var five = SuitabilityGame.INSTANCE.matchPolicy(SuitabilityRules.builder().players(5).build());
    SuitabilityState d5 = playedDeal(SuitabilityRules.builder().players(5).build(), 4L);
    List<Integer> zero5 = List.of(0, 0, 0, 0, 0);
    assertThat(Match.resume(five, 0, 1L, zero5, 4, 3, d5).isOver()).isFalse();
    assertThat(Match.resume(five, 0, 1L, zero5, 5, 4, d5).isOver()).isTrue();
    assertThat(policy.lowerTotalsWin()).isFalse();
  }

  @Test
  @DisplayName(
      "suitability §7.2, §7.3: a TARGET game ends exactly when a total reaches the target; the highest total wins and ties share")
  void targetEndRule() {
    SuitabilityRules rules = SuitabilityRules.defaults().withEndCondition(EndCondition.TARGET);
    var policy = SuitabilityGame.INSTANCE.matchPolicy(rules);
    SuitabilityState d = playedDeal(rules, 6L);
    int s0 = d.score(0);
    List<Integer> scores = d.scores();
    // seat 0 reaches 250 exactly: over, seat 0 alone on top
    List<Integer> reach = List.of(250 - s0, 0, 0, 0);
    Match<SuitabilityState> m = Match.resume(policy, 0, 1L, reach, 9, 8, d);
    assertThat(m.isOver()).isTrue();
    assertThat(m.totals().get(0)).isEqualTo(250);
    assertThat(m.winners()).containsExactly(0);
    // one point short: the game goes on, whatever the number of deals
    Match<SuitabilityState> shortBy1 =
        Match.resume(policy, 0, 1L, List.of(249 - s0, 0, 0, 0), 9, 8, d);
    assertThat(shortBy1.isOver()).isFalse();
    assertThat(shortBy1.nextDeal().dealNumber()).isEqualTo(10);
    // two seats tie on the highest total at or above the target: both win
    List<Integer> tie = List.of(300 - s0, 300 - scores.get(1), 0, 0);
    assertThat(Match.resume(policy, 0, 1L, tie, 2, 1, d).winners()).containsExactly(0, 1);
    // the highest total wins even if another seat reached the target
    List<Integer> pass = List.of(250 - s0, 400 - scores.get(1), 0, 0);
    assertThat(Match.resume(policy, 0, 1L, pass, 2, 1, d).winners()).containsExactly(1);
  }

  @Test
  @DisplayName(
      "suitability §8 partnerships, §7.2: each deal adds the team score to both partners; a team total at the target ends the game and both partners win")
  void partnershipEndRule() {
    SuitabilityRules rules =
        SuitabilityRules.builder().partnerships(true).endCondition(EndCondition.TARGET).build();
    var policy = SuitabilityGame.INSTANCE.matchPolicy(rules);
    SuitabilityState d = playedDeal(rules, 3L);
    int team0 = d.score(0) + d.score(2);
    int team1 = d.score(1) + d.score(3);
    assertThat(d.teamScore(0)).isEqualTo(team0).isEqualTo(d.teamScore(2));
    Match<SuitabilityState> m = Match.resume(policy, 0, 1L, List.of(100, 50, 100, 50), 2, 1, d);
    assertThat(m.totals()).containsExactly(100 + team0, 50 + team1, 100 + team0, 50 + team1);
    assertThat(m.isOver()).isEqualTo(100 + team0 >= 250);
    Match<SuitabilityState> won =
        Match.resume(policy, 0, 1L, List.of(250 - team0, 0, 250 - team0, 0), 2, 1, d);
    assertThat(won.winners()).containsExactly(0, 2);
  }

  @Test
  @DisplayName(
      "suitability §7: matches are values — the same rules, dealer and seed give equal matches, other rules another")
  void matchesAreValues() {
    Match<SuitabilityState> a =
        SuitabilityGame.INSTANCE.newMatch(SuitabilityRules.defaults(), 2, 5L);
    Match<SuitabilityState> b =
        SuitabilityGame.INSTANCE.newMatch(SuitabilityRules.builder().build(), 2, 5L);
    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
    assertThat(a.deal().dealer()).isEqualTo(2);
    assertThat(
            SuitabilityGame.INSTANCE.newMatch(
                SuitabilityRules.defaults().withTargetScore(100), 2, 5L))
        .isNotEqualTo(a);
    assertThatThrownBy(() -> SuitabilityGame.INSTANCE.newMatch(SuitabilityRules.defaults(), 4, 5L))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
