package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Match;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Whole matches (§8): counted deals, dealer rotation, zero-sum totals, doublers carried between deals. */
class SheepsheadMatchTest {

  static Match<SheepsheadState> finishDeal(Match<SheepsheadState> m, SplittableRandom rng) {
    while (!m.deal().isTerminal()) {
      SheepsheadState d = m.deal();
      List<Action> legal = d.legalActions(d.toMove());
      m = m.apply(d.toMove(), legal.get(rng.nextInt(legal.size()))).get();
    }
    return m;
  }

  @Test
  @DisplayName("sheepshead §8.1: a match is one counted deal per player (void deals do not count), dealers rotate left, totals are zero-sum")
  void wholeMatches() {
    for (SheepsheadRules rules : List.of(SheepsheadRules.defaults(),
        SheepsheadRules.builder().allPass(AllPass.DOUBLER).build(),
        SheepsheadRules.builder().players(3).build(),
        SheepsheadRules.builder().players(4).matchDeals(6).build())) {
      for (long seed = 0; seed < 10; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        Match<SheepsheadState> m = SheepsheadGame.INSTANCE.newMatch(rules, 2 % rules.players(), seed);
        int n = rules.players();
        int[] sum = new int[n];
        int counted = 0;
        List<Integer> dealers = new ArrayList<>();
        while (true) {
          assertThatThrownBy(m::winners).isInstanceOf(IllegalStateException.class);
          assertThatThrownBy(m::nextDeal).isInstanceOf(IllegalStateException.class).hasMessageContaining("not over");
          dealers.add(m.deal().dealer());
          m = finishDeal(m, rng);
          counted += m.deal().isVoid() ? 0 : 1;
          int dealSum = 0;
          for (int s = 0; s < n; s++) {
            sum[s] += m.deal().score(s);
            dealSum += m.deal().score(s);
          }
          assertThat(dealSum).isZero();
          assertThat(m.scoredDeals()).isEqualTo(counted);
          for (int s = 0; s < n; s++) {
            assertThat(m.totals().get(s)).isEqualTo(sum[s]);
          }
          assertThat(m.isOver()).isEqualTo(counted >= rules.dealsInMatch());
          if (m.isOver()) {
            break;
          }
          SheepsheadState before = m.deal();
          m = m.nextDeal();
          assertThat(m.deal().pendingDoublers()).isEqualTo(before.pendingDoublersAfter());
        }
        for (int k = 0; k < dealers.size(); k++) {
          assertThat(dealers.get(k)).isEqualTo((2 + k) % n);
        }
        int max = sum[0];
        for (int x : sum) {
          max = Math.max(max, x);
        }
        for (int s : m.winners()) {
          assertThat(sum[s]).isEqualTo(max);
        }
        final int best = max;
        assertThat(m.winners().size()).isEqualTo((int) java.util.Arrays.stream(sum).filter(x -> x == best).count());
        Match<SheepsheadState> over = m;
        assertThatThrownBy(over::nextDeal).isInstanceOf(IllegalStateException.class).hasMessageContaining("over");
      }
    }
  }

  @Test
  @DisplayName("sheepshead §7 doubler: a deal everyone passes is void, scores nothing, and the next deal counts double")
  void doublerCarriesOver() {
    SheepsheadRules rules = SheepsheadRules.builder().allPass(AllPass.DOUBLER).build();
    int voids = 0;
    for (long seed = 0; seed < 400 && voids < 3; seed++) {
      Match<SheepsheadState> m = Match.start(SheepsheadGame.INSTANCE.matchPolicy(rules), 0, seed);
      // everyone passes
      while (!m.deal().isTerminal()) {
        m = m.apply(m.deal().toMove(), m.deal().parseAction("pass")).get();
      }
      assertThat(m.deal().isVoid()).isTrue();
      assertThat(m.totals()).containsOnly(0);
      assertThat(m.scoredDeals()).isZero();
      assertThat(m.deal().pendingDoublersAfter()).isEqualTo(1);
      Match<SheepsheadState> next = m.nextDeal();
      assertThat(next.deal().pendingDoublers()).isEqualTo(1);
      Match<SheepsheadState> played = finishDeal(next, new SplittableRandom(seed));
      if (!played.deal().isVoid()) {
        voids++;
        int[] single = new int[5];
        // the same cards and actions without the pending doubler score exactly half
        SheepsheadState plain = SheepsheadState.deal(rules, 2, next.deal().dealer(), 0,
            dev.tenace.core.card.Shuffle.derive(seed, 2));
        SplittableRandom again = new SplittableRandom(seed);
        while (!plain.isTerminal()) {
          List<Action> legal = plain.legalActions(plain.toMove());
          plain = plain.apply(plain.toMove(), legal.get(again.nextInt(legal.size()))).get();
        }
        for (int s = 0; s < 5; s++) {
          single[s] = plain.score(s);
          assertThat(played.deal().score(s)).isEqualTo(2 * single[s]);
        }
      }
    }
    assertThat(voids).isEqualTo(3);
  }
}
