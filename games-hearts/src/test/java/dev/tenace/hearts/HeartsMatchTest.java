package dev.tenace.hearts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Whole Hearts games (§6, §7.1.6): their end, the standing before each deal, resumed games. */
class HeartsMatchTest {

  static Match<HeartsState> finishDeal(Match<HeartsState> m, SplittableRandom rng) {
    while (!m.deal().isTerminal()) {
      HeartsState d = m.deal();
      List<Action> legal = d.legalActions(d.toMove());
      m = m.apply(d.toMove(), legal.get(rng.nextInt(legal.size()))).get();
    }
    return m;
  }

  @Test
  @DisplayName(
      "hearts §6.1: deals until a total reaches the target; dealers rotate; the lowest total wins, ties share")
  void toTheTarget() {
    for (long seed = 0; seed < 5; seed++) {
      SplittableRandom rng = new SplittableRandom(seed);
      HeartsRules rules = HeartsRules.defaults().withTargetScore(40);
      Match<HeartsState> m = HeartsGame.INSTANCE.newMatch(rules, 2, seed);
      int[] sum = new int[4];
      for (int k = 1; ; k++) {
        assertThat(m.dealNumber()).isEqualTo(k);
        assertThat(m.deal().dealer()).isEqualTo((2 + k - 1) % 4);
        assertThat(m.deal().rules()).isEqualTo(rules);
        assertThat(m.policy()).isEqualTo(HeartsGame.INSTANCE.matchPolicy(rules));
        assertThat(m.lowerTotalsWin()).isTrue();
        assertThatThrownBy(m::nextDeal)
            .isInstanceOf(IllegalStateException.class)
            .hasMessageContaining("not over");
        assertThatThrownBy(m::winners).isInstanceOf(IllegalStateException.class);
        m = finishDeal(m, rng);
        int max = Integer.MIN_VALUE;
        for (int s = 0; s < 4; s++) {
          sum[s] += m.deal().score(s);
          max = Math.max(max, sum[s]);
          assertThat(m.totals().get(s)).isEqualTo(sum[s]);
        }
        assertThat(m.isOver()).isEqualTo(max >= 40);
        assertThat(m.toString()).contains("deal " + k);
        if (m.isOver()) {
          break;
        }
        m = m.nextDeal();
      }
      int min = Integer.MAX_VALUE;
      for (int x : sum) {
        min = Math.min(min, x);
      }
      List<Integer> low = new ArrayList<>();
      for (int s = 0; s < 4; s++) {
        if (sum[s] == min) {
          low.add(s);
        }
      }
      assertThat(m.winners()).isEqualTo(low);
      assertThat(m.toString()).contains("won by " + low);
      Match<HeartsState> over = m;
      assertThatThrownBy(over::nextDeal)
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("over");
    }
  }

  @Test
  @DisplayName("hearts §7.1.6: the widow game is one deal per player, whatever the totals")
  void widowGameLength() {
    for (int players = 4; players <= 5; players++) {
      HeartsRules rules = HeartsRules.builder().widow(true).players(players).targetScore(1).build();
      SplittableRandom rng = new SplittableRandom(players);
      Match<HeartsState> m = HeartsGame.INSTANCE.newMatch(rules, 0, players);
      int deals = 1;
      while (true) {
        m = finishDeal(m, rng);
        assertThat(m.isOver()).isEqualTo(deals == players);
        if (m.isOver()) {
          break;
        }
        m = m.nextDeal();
        deals++;
      }
      assertThat(deals).isEqualTo(players);
    }
  }

  @Test
  @DisplayName("hearts: utility is minus the deal points, for every seat of a finished deal")
  void utility() {
    Match<HeartsState> m =
        finishDeal(
            HeartsGame.INSTANCE.newMatch(HeartsRules.defaults(), 0, 1L), new SplittableRandom(1));
    for (int s = 0; s < 4; s++) {
      assertThat(m.deal().utility(s)).isEqualTo(-m.deal().score(s));
    }
  }

  @Test
  @DisplayName(
      "Hearts 5.3: every deal of a match, every view and every sampled state carry the totals before the deal")
  void standingBeforeEachDeal() {
    for (HeartsRules rules :
        List.of(
            HeartsRules.defaults().withTargetScore(60),
            HeartsRules.builder().widow(true).players(5).build())) {
      SplittableRandom rng = new SplittableRandom(7);
      Match<HeartsState> m = HeartsGame.INSTANCE.newMatch(rules, 1, 7L);
      int n = rules.players();
      while (true) {
        List<Integer> before = m.totals();
        assertThat(m.deal().standing()).isEqualTo(before);
        if (m.dealNumber() > 1) {
          assertThat(before).isNotEqualTo(java.util.Collections.nCopies(n, 0));
        }
        for (int seat = 0; seat < n; seat++) {
          assertThat(m.deal().viewFor(seat).standing()).isEqualTo(before);
          assertThat(m.deal().viewFor(seat).sampleConsistentState(rng).standing())
              .isEqualTo(before);
        }
        // the deal replays alone from its record: its cards and its context, the standing included
        HeartsState again =
            HeartsGame.INSTANCE.explicitDeal(
                rules,
                m.deal().dealer(),
                hands(m.deal()),
                HeartsGame.INSTANCE.rest(m.deal()),
                HeartsGame.INSTANCE.context(m.deal()));
        assertThat(again).isEqualTo(m.deal());
        m = finishDeal(m, rng);
        for (int seat = 0; seat < n; seat++) {
          assertThat(m.totals().get(seat))
              .isEqualTo(before.get(seat) + m.deal().points().get(seat));
          assertThat(m.deal().viewFor(seat).standing()).isEqualTo(before);
        }
        if (m.isOver()) {
          break;
        }
        m = m.nextDeal();
      }
    }
  }

  static List<CardSet> hands(HeartsState s) {
    List<CardSet> out = new ArrayList<>();
    for (int seat = 0; seat < s.players(); seat++) {
      out.add(s.hand(seat));
    }
    return out;
  }

  @Test
  @DisplayName(
      "Hearts 6.1, 6.2, 7.1.7: the match policy ends at the target exactly, the lowest total wins and ties share; the widow game ends after one deal per player")
  void policyEndRules() {
    HeartsState done =
        finishDeal(
                HeartsGame.INSTANCE.newMatch(HeartsRules.defaults(), 0, 3L),
                new SplittableRandom(3))
            .deal();
    MatchPolicy<HeartsState> p = HeartsGame.INSTANCE.matchPolicy(HeartsRules.defaults());
    assertThat(p.lowerTotalsWin()).isTrue();
    assertThat(p.players()).isEqualTo(4);
    assertThat(p.winners(List.of(99, 50, 40, 0), 7, done)).isEmpty();
    assertThat(p.winners(List.of(100, 50, 40, 0), 7, done)).containsExactly(3);
    assertThat(p.winners(List.of(98, 102, 45, 45), 1, done)).containsExactly(2, 3);
    assertThat(p.winners(List.of(120, 130, 140, 150), 1, done)).containsExactly(0);
    assertThat(p.winners(List.of(-16, 100, -16, 3), 1, done)).containsExactly(0, 2);
    assertThat(p.add(List.of(1, 2, 3, 4), done))
        .containsExactly(
            1 + done.score(0), 2 + done.score(1), 3 + done.score(2), 4 + done.score(3));
    MatchPolicy<HeartsState> fifty =
        HeartsGame.INSTANCE.matchPolicy(HeartsRules.defaults().withTargetScore(50));
    assertThat(fifty.winners(List.of(49, 0, 0, 0), 1, done)).isEmpty();
    assertThat(fifty.winners(List.of(50, 0, 1, 0), 1, done)).containsExactly(1, 3);
    // the widow game: exactly n deals whatever the totals (targetScore is not used, §7.1.7)
    MatchPolicy<HeartsState> widow =
        HeartsGame.INSTANCE.matchPolicy(
            HeartsRules.builder().widow(true).players(4).targetScore(1).build());
    assertThat(widow.winners(List.of(500, 0, 3, 0), 3, done)).isEmpty();
    assertThat(widow.winners(List.of(5, 0, 3, 0), 4, done)).containsExactly(1, 3);
    // policies are values, so equal matches are equal
    assertThat(p)
        .isEqualTo(HeartsGame.INSTANCE.matchPolicy(HeartsRules.defaults()))
        .isNotEqualTo(fifty);
    assertThat(HeartsGame.INSTANCE.newMatch(HeartsRules.defaults(), 0, 3L))
        .isEqualTo(HeartsGame.INSTANCE.newMatch(HeartsRules.defaults(), 0, 3L))
        .isNotEqualTo(
            HeartsGame.INSTANCE.newMatch(HeartsRules.defaults().withTargetScore(50), 0, 3L));
  }

  @Test
  @DisplayName(
      "Hearts 6.1: a match resumed at deal 4 with the totals before it ends and names its winners by the rules")
  void resumed() {
    HeartsRules rules = HeartsRules.defaults();
    HeartsState deal4 = HeartsState.deal(rules, 4, 3, 11L, List.of(90, 10, 20, 30));
    Match<HeartsState> m =
        Match.resume(HeartsGame.INSTANCE.matchPolicy(rules), 0, 11L, deal4.standing(), 4, 3, deal4);
    assertThat(m.isOver()).isFalse();
    m = finishDeal(m, new SplittableRandom(4));
    List<Integer> after = m.totals();
    assertThat(m.isOver()).isEqualTo(after.stream().anyMatch(t -> t >= 100));
    if (m.isOver()) {
      assertThat(m.winners()).isEqualTo(dev.tenace.core.game.MatchPolicy.leaders(after, true));
    } else {
      Match<HeartsState> next = m.nextDeal();
      assertThat(next.deal().dealNumber()).isEqualTo(5);
      assertThat(next.deal().dealer()).isEqualTo(0);
      assertThat(next.deal().passDirection()).isEqualTo(PassDirection.LEFT);
      assertThat(next.deal().standing()).isEqualTo(after);
    }
  }
}
