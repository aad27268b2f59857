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

/**
 * Whole matches (§8): counted deals, dealer rotation, zero-sum totals, doublers carried between
 * deals.
 */
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
  @DisplayName(
      "sheepshead §8.1: a match is one counted deal per player (void deals do not count), dealers rotate left, totals are zero-sum")
  void wholeMatches() {
    for (SheepsheadRules rules :
        List.of(
            SheepsheadRules.defaults(),
            SheepsheadRules.builder().allPass(AllPass.DOUBLER).build(),
            SheepsheadRules.builder().players(3).build(),
            SheepsheadRules.builder().players(4).matchDeals(6).build())) {
      for (long seed = 0; seed < 10; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        Match<SheepsheadState> m =
            SheepsheadGame.INSTANCE.newMatch(rules, 2 % rules.players(), seed);
        int n = rules.players();
        int[] sum = new int[n];
        int counted = 0;
        List<Integer> dealers = new ArrayList<>();
        while (true) {
          assertThatThrownBy(m::winners).isInstanceOf(IllegalStateException.class);
          assertThatThrownBy(m::nextDeal)
              .isInstanceOf(IllegalStateException.class)
              .hasMessageContaining("not over");
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
        assertThat(m.winners().size())
            .isEqualTo((int) java.util.Arrays.stream(sum).filter(x -> x == best).count());
        Match<SheepsheadState> over = m;
        assertThatThrownBy(over::nextDeal)
            .isInstanceOf(IllegalStateException.class)
            .hasMessageContaining("over");
      }
    }
  }

  @Test
  @DisplayName(
      "sheepshead §7 doubler: a deal everyone passes is void, scores nothing, and the next deal counts double")
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
        SheepsheadState plain =
            SheepsheadState.deal(
                rules, 2, next.deal().dealer(), 0, dev.tenace.core.card.Shuffle.derive(seed, 2));
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

  @Test
  @DisplayName(
      "sheepshead §8: every deal of a match and every view of it carry the standing before the deal")
  void standingBeforeEachDeal() {
    for (SheepsheadRules rules :
        List.of(
            SheepsheadRules.defaults(),
            SheepsheadRules.builder().allPass(AllPass.DOUBLER).crack(true).build(),
            SheepsheadRules.builder().players(3).matchDeals(5).build())) {
      SplittableRandom rng = new SplittableRandom(7);
      Match<SheepsheadState> m = SheepsheadGame.INSTANCE.newMatch(rules, 1, 77L);
      assertThat(m.deal().standing()).containsOnly(0).hasSize(rules.players());
      int deals = 0;
      while (true) {
        List<Integer> before = m.totals();
        while (!m.deal().isTerminal()) {
          SheepsheadState d = m.deal();
          assertThat(d.standing()).isEqualTo(before);
          for (int seat = 0; seat < d.players(); seat++) {
            assertThat(d.viewFor(seat).standing()).isEqualTo(before);
          }
          List<Action> legal = d.legalActions();
          m = m.applyLegal(d.toMove(), legal.get(rng.nextInt(legal.size())));
        }
        assertThat(m.deal().standing())
            .as("the deal keeps the standing before it")
            .isEqualTo(before);
        deals++;
        if (m.isOver()) {
          break;
        }
        m = m.nextDeal();
        // the deal rebuilt from its cards and context has the same standing (replay records)
        SheepsheadState d = m.deal();
        List<dev.tenace.core.card.CardSet> hands = new ArrayList<>();
        for (int seat = 0; seat < d.players(); seat++) {
          hands.add(d.hand(seat));
        }
        SheepsheadGame g = SheepsheadGame.INSTANCE;
        assertThat(g.explicitDeal(rules, d.dealer(), hands, g.rest(d), g.context(d))).isEqualTo(d);
      }
      assertThat(deals).isGreaterThanOrEqualTo(rules.dealsInMatch());
    }
  }

  /** A terminal deal of these rules: everyone passes ({@code pass}) or, if not, random play. */
  static SheepsheadState terminal(SheepsheadRules rules, long seed, boolean allPass) {
    SheepsheadState d = SheepsheadState.deal(rules, 1, 0, 0, seed);
    SplittableRandom rng = new SplittableRandom(seed);
    if (allPass) {
      while (!d.isTerminal() && d.phase() == SheepsheadState.Phase.PICKING) {
        d = d.applyLegal(d.toMove(), SheepsheadAction.Simple.PASS);
      }
    } else {
      d = d.applyLegal(d.toMove(), SheepsheadAction.Simple.PICK);
    }
    while (!d.isTerminal()) {
      List<Action> legal = d.legalActions();
      d = d.applyLegal(d.toMove(), legal.get(rng.nextInt(legal.size())));
    }
    return d;
  }

  @Test
  @DisplayName(
      "sheepshead §8.1: the match ends after matchDeals counted deals; the highest total wins and ties share")
  void endRules() {
    SheepsheadRules rules = SheepsheadRules.defaults();
    var policy = SheepsheadGame.INSTANCE.matchPolicy(rules);
    SheepsheadState d = terminal(rules, 3L, false);
    List<Integer> sc = d.scores();
    // the fifth counted deal of five ends the match: seats 1 and 3 tie at 10
    List<Integer> before =
        List.of(-sc.get(0), 10 - sc.get(1), -sc.get(2), 10 - sc.get(3), -20 - sc.get(4));
    Match<SheepsheadState> last = Match.resume(policy, 0, 1L, before, 5, 4, d);
    assertThat(last.isOver()).isTrue();
    assertThat(last.scoredDeals()).isEqualTo(5);
    assertThat(last.totals()).containsExactly(0, 10, 0, 10, -20);
    assertThat(last.winners()).containsExactly(1, 3);
    assertThat(last.lowerTotalsWin()).isFalse();
    // the fourth does not
    Match<SheepsheadState> notYet = Match.resume(policy, 0, 1L, before, 4, 3, d);
    assertThat(notYet.isOver()).isFalse();
    assertThat(notYet.scoredDeals()).isEqualTo(4);
    assertThat(notYet.nextDeal().deal().dealer()).isEqualTo(4);
    // matchDeals = 2: two counted deals
    SheepsheadRules two = SheepsheadRules.builder().matchDeals(2).build();
    assertThat(
            Match.resume(
                    SheepsheadGame.INSTANCE.matchPolicy(two),
                    0,
                    1L,
                    before,
                    2,
                    1,
                    terminal(two, 3L, false))
                .winners())
        .containsExactly(1, 3);
    // equal rules give equal policies, so equal matches
    assertThat(SheepsheadGame.INSTANCE.matchPolicy(two))
        .isEqualTo(
            SheepsheadGame.INSTANCE.matchPolicy(
                SheepsheadGame.INSTANCE.rules(rules, java.util.Map.of("matchDeals", "2")).get()));
  }

  @Test
  @DisplayName(
      "sheepshead §9 DOUBLER: a void deal does not count toward matchDeals, even the last one; its doubler goes to the next deal")
  void voidDealsDoNotCount() {
    SheepsheadRules rules = SheepsheadRules.builder().allPass(AllPass.DOUBLER).build();
    var policy = SheepsheadGame.INSTANCE.matchPolicy(rules);
    SheepsheadState thrown = terminal(rules, 4L, true);
    assertThat(thrown.isVoid()).isTrue();
    assertThat(policy.counts(thrown)).isFalse();
    Match<SheepsheadState> m = Match.resume(policy, 0, 9L, List.of(1, 2, 3, 4, 5), 6, 4, thrown);
    assertThat(m.isOver()).isFalse();
    assertThat(m.scoredDeals()).isEqualTo(4);
    assertThat(m.totals()).containsExactly(1, 2, 3, 4, 5);
    Match<SheepsheadState> next = m.nextDeal();
    assertThat(next.deal().pendingDoublers()).isEqualTo(1);
    assertThat(next.deal().dealNumber()).isEqualTo(7);
    assertThat(next.deal().standing()).containsExactly(1, 2, 3, 4, 5);
    assertThat(next.deal().viewFor(2).pendingDoublers()).isEqualTo(1);
    SheepsheadState picked = terminal(rules, 4L, false);
    assertThat(policy.counts(picked)).isTrue();
    assertThat(Match.resume(policy, 0, 9L, List.of(1, 2, 3, 4, 5), 6, 4, picked).isOver()).isTrue();
  }
}
