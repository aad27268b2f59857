package dev.tenace.hearts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Match;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Whole Hearts games (§6, §7.1.6) and the exact list of pass selections (§3.2). */
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
  @DisplayName("hearts §6.1: deals until a total reaches the target; dealers rotate; the lowest total wins, ties share")
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
        assertThatThrownBy(m::nextDeal).isInstanceOf(IllegalStateException.class).hasMessageContaining("not over");
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
      assertThatThrownBy(over::nextDeal).isInstanceOf(IllegalStateException.class).hasMessageContaining("over");
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
  @DisplayName("hearts §3.2: the pass list is every 3-card subset of the hand exactly once, indexOf inverts get")
  void passList() {
    HeartsState s = HeartsState.deal(HeartsRules.defaults(), 0, 12L);
    for (int seat = 0; seat < 4; seat++) {
      List<Action> legal = s.legalActions(seat);
      assertThat(legal).hasSize(286); // C(13, 3)
      Set<CardSet> seen = new HashSet<>();
      for (int i = 0; i < legal.size(); i++) {
        HeartsAction.Pass p = (HeartsAction.Pass) legal.get(i);
        assertThat(p.cards().size()).isEqualTo(3);
        assertThat(s.hand(seat).containsAll(p.cards())).isTrue();
        assertThat(seen.add(p.cards())).isTrue();
        assertThat(legal.indexOf(p)).isEqualTo(i);
        assertThat(legal.contains(p)).isTrue();
      }
      CardSet other = s.hand((seat + 1) % 4);
      HeartsAction.Pass foreign = new HeartsAction.Pass(CardSet.ofBits(Long.lowestOneBit(other.bits())
          | Long.lowestOneBit(s.hand(seat).bits()) | Long.highestOneBit(s.hand(seat).bits())));
      assertThat(legal.contains(foreign)).isFalse();
      assertThat(legal.indexOf(foreign)).isEqualTo(-1);
      HeartsAction.Pass two = new HeartsAction.Pass(CardSet.ofBits(Long.lowestOneBit(s.hand(seat).bits())
          | Long.highestOneBit(s.hand(seat).bits())));
      assertThat(legal.contains(two)).isFalse();
      assertThat(legal.indexOf(HeartsAction.Moon.ADD)).isEqualTo(-1);
      assertThatThrownBy(() -> legal.get(286)).isInstanceOf(IndexOutOfBoundsException.class);
      assertThatThrownBy(() -> legal.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    }
  }

  @Test
  @DisplayName("hearts §3.1: pass directions by name (any case, trimmed), with receiver and giver inverse; bad names named")
  void passDirections() {
    for (PassDirection d : PassDirection.values()) {
      assertThat(PassDirection.parse(" " + d.name().toLowerCase(java.util.Locale.ROOT) + " ")).isEqualTo(d);
      for (int players = 3; players <= 5; players++) {
        for (int seat = 0; seat < players; seat++) {
          assertThat(d.giver(d.receiver(seat, players), players)).isEqualTo(seat);
        }
      }
    }
    assertThat(PassDirection.LEFT.receiver(3, 4)).isZero();
    assertThat(PassDirection.RIGHT.receiver(0, 4)).isEqualTo(3);
    assertThat(PassDirection.ACROSS.receiver(1, 4)).isEqualTo(3);
    assertThat(PassDirection.HOLD.receiver(2, 4)).isEqualTo(2);
    assertThatThrownBy(() -> PassDirection.parse("UP")).hasMessageContaining("\"UP\"");
    assertThatThrownBy(() -> PassDirection.parse(null)).hasMessageContaining("null");
  }

  @Test
  @DisplayName("hearts: utility is minus the deal points, for every seat of a finished deal")
  void utility() {
    Match<HeartsState> m = finishDeal(HeartsGame.INSTANCE.newMatch(HeartsRules.defaults(), 0, 1L), new SplittableRandom(1));
    for (int s = 0; s < 4; s++) {
      assertThat(m.deal().utility(s)).isEqualTo(-m.deal().score(s));
    }
  }
}
