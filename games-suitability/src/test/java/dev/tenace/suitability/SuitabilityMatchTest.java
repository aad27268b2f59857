package dev.tenace.suitability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Match;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Whole games (§7), the scoring table (§6) cell by cell, and the bounds of §8's validation. */
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
  @DisplayName("suitability §7.1: a DEALS game has one deal per player, dealers rotate left, totals add the deal scores")
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
        assertThatThrownBy(m::nextDeal).isInstanceOf(IllegalStateException.class).hasMessageContaining("not over");
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
      assertThatThrownBy(over::nextDeal).isInstanceOf(IllegalStateException.class).hasMessageContaining("over");
    }
  }

  @Test
  @DisplayName("suitability §7.2: a TARGET game ends after the first deal that brings a total to the target")
  void targetGame() {
    SuitabilityRules rules = SuitabilityRules.defaults()
        .withEndCondition(EndCondition.TARGET).withTargetScore(60);
    SplittableRandom rng = new SplittableRandom(5);
    Match<SuitabilityState> m = SuitabilityGame.INSTANCE.newMatch(rules, 0, 5L);
    while (true) {
      m = finishDeal(m, rng);
      int best = m.totals().stream().mapToInt(Integer::intValue).max().getAsInt();
      assertThat(m.isOver()).as("deal %d, best total %d", m.dealNumber(), best).isEqualTo(best >= 60);
      if (m.isOver()) {
        break;
      }
      m = m.nextDeal();
    }
    assertThat(m.dealNumber()).isGreaterThan(1);
  }

  @Test
  @DisplayName("suitability §8 partnerships: both partners show the team total; the team with more wins")
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
    Match<SuitabilityState> m = SuitabilityGame.INSTANCE.newMatch(SuitabilityRules.defaults(), 0, 3L);
    int wrong = (m.deal().toMove() + 1) % 4;
    assertThat(m.apply(wrong, m.deal().legalActions(m.deal().toMove()).get(0)).getLeft().code())
        .isEqualTo("NOT_YOUR_TURN");
    assertThat(m.dealNumber()).isEqualTo(1);
    assertThat(m.totals()).containsExactly(0, 0, 0, 0);
    assertThat(m.deal().isTerminal()).isFalse();
  }

  @Test
  @DisplayName("suitability §6.2–6.3: the scoring table cell by cell, with both roundings")
  void scoringTable() {
    SuitabilityRules half = SuitabilityRules.defaults();
    SuitabilityRules down = half.withRoundDown(true);
    // normal: p = 0 -> 10t + 10; p >= 1 -> round(10t / p)
    assertThat(SuitabilityState.score(half, Privilege.NONE, 0, 0)).isEqualTo(10);
    assertThat(SuitabilityState.score(half, Privilege.NONE, 4, 0)).isEqualTo(50);
    assertThat(SuitabilityState.score(half, Privilege.NONE, 1, 4)).isEqualTo(3); // 2.5 -> 3 half up
    assertThat(SuitabilityState.score(down, Privilege.NONE, 1, 4)).isEqualTo(2); // 2.5 -> 2 down
    assertThat(SuitabilityState.score(half, Privilege.NONE, 2, 3)).isEqualTo(7); // 6.67
    assertThat(SuitabilityState.score(down, Privilege.NONE, 2, 3)).isEqualTo(6);
    assertThat(SuitabilityState.score(half, Privilege.NONE, 0, 5)).isZero();
    assertThat(SuitabilityState.score(half, Privilege.NONE, 7, 1)).isEqualTo(70);
    // immunity: 5t whatever the penalties
    assertThat(SuitabilityState.score(half, Privilege.IMMUNITY, 6, 9)).isEqualTo(30);
    assertThat(SuitabilityState.score(half, Privilege.IMMUNITY, 0, 0)).isZero();
    // warranty: 25 whatever is won
    assertThat(SuitabilityState.score(half, Privilege.WARRANTY, 0, 0)).isEqualTo(25);
    assertThat(SuitabilityState.score(half, Privilege.WARRANTY, 13, 13)).isEqualTo(25);
    // poverty: t' = max(0, 5 - t), no bonus
    assertThat(SuitabilityState.score(half, Privilege.POVERTY, 0, 0)).isEqualTo(50);
    assertThat(SuitabilityState.score(half, Privilege.POVERTY, 4, 0)).isEqualTo(10);
    assertThat(SuitabilityState.score(half, Privilege.POVERTY, 5, 0)).isZero();
    assertThat(SuitabilityState.score(half, Privilege.POVERTY, 9, 2)).isZero();
    assertThat(SuitabilityState.score(half, Privilege.POVERTY, 2, 4)).isEqualTo(8); // 7.5 -> 8
    assertThat(SuitabilityState.score(down, Privilege.POVERTY, 2, 4)).isEqualTo(7);
  }

  @Test
  @DisplayName("suitability §8: validation at the edges of every bound")
  void validationBounds() {
    SuitabilityRules d = SuitabilityRules.defaults();
    assertThatThrownBy(() -> SuitabilityRules.builder().players(1).build()).hasMessageContaining("players");
    assertThatThrownBy(() -> SuitabilityRules.builder().players(6).build()).hasMessageContaining("players");
    assertThat(SuitabilityRules.builder().players(5).build().deck().size()).isEqualTo(55);
    assertThat(SuitabilityRules.builder().players(2).build().deck().size()).isEqualTo(28);
    assertThatThrownBy(() -> d.withMatchDeals(-1)).hasMessageContaining("matchDeals");
    assertThat(d.withMatchDeals(0).dealsInMatch()).isEqualTo(4);
    assertThatThrownBy(() -> d.withTargetScore(0)).hasMessageContaining("targetScore");
    assertThat(d.withTargetScore(1).targetScore()).isEqualTo(1);
    assertThatThrownBy(() -> SuitabilityRules.builder().players(5).partnerships(true).build())
        .hasMessageContaining("partnerships");
    assertThat(d.withMatchDeals(7).dealsInMatch()).isEqualTo(7);
    assertThat(SuitabilityRules.builder().players(5).build().dealsInMatch()).isEqualTo(5);
  }

  @Test
  @DisplayName("suitability §6.1: penalty cards are counted from the won tricks only, 0 before play; views can act exactly when legal actions exist")
  void penaltyCardsAndViews() {
    for (int players = 2; players <= 5; players++) {
      SuitabilityRules rules = SuitabilityRules.builder().players(players).build();
      for (long seed = 0; seed < 20; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        SuitabilityState s = SuitabilityState.deal(rules, (int) (seed % players), seed);
        assertThat(s.apply(-1, s.legalActions(s.toMove()).get(0)).getLeft().code()).isEqualTo("NO_SUCH_SEAT");
        assertThat(s.apply(players, s.legalActions(s.toMove()).get(0)).getLeft().code()).isEqualTo("NO_SUCH_SEAT");
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
}
