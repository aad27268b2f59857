package dev.tenace.spades;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.game.Action;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The end of a Spades game (§6 and the §7 end conditions) and whole matches. */
class SpadesMatchTest {

  private static List<Integer> end(SpadesRules rules, int a, int b) {
    return SpadesMatch.winners(rules, 9, new int[] {a, b}, new int[4]);
  }

  @Test
  @DisplayName("spades §6.1: the game ends when a total reaches the target; the higher total wins; a tie plays on")
  void target() {
    SpadesRules r = SpadesRules.defaults();
    assertThat(end(r, 500, 499)).containsExactly(0, 2);
    assertThat(end(r, 499, 500)).containsExactly(1, 3);
    assertThat(end(r, 499, 499)).isNull();
    assertThat(end(r, 510, 510)).isNull();
    assertThat(end(r, 530, 520)).containsExactly(0, 2);
    assertThat(end(r, 520, 530)).containsExactly(1, 3);
    assertThat(end(r, -900, 480)).isNull(); // §6.2: no loss at a negative total
    assertThat(end(SpadesRules.defaults().withTargetScore(250), 250, 0)).containsExactly(0, 2);
  }

  @Test
  @DisplayName("spades §7 suicide and roulette: a 500-point margin also ends the game")
  void margin() {
    for (SpadesRules r : List.of(SpadesRules.defaults().withSuicide(true), SpadesRules.defaults().withRoulette(true))) {
      assertThat(end(r, 100, -400)).containsExactly(0, 2);
      assertThat(end(r, -400, 100)).containsExactly(1, 3);
      assertThat(end(r, 100, -399)).isNull();
    }
    assertThat(end(SpadesRules.defaults(), 100, -400)).isNull();
  }

  @Test
  @DisplayName("spades §7 200 limit: a team landing on 200–205 wins; both inside, the higher; equal plays on")
  void limit200() {
    SpadesRules r = SpadesRules.defaults().withLimit200(true);
    assertThat(end(r, 200, 0)).containsExactly(0, 2);
    assertThat(end(r, 205, 0)).containsExactly(0, 2);
    assertThat(end(r, 0, 203)).containsExactly(1, 3);
    assertThat(end(r, 199, 0)).isNull();
    assertThat(end(r, 206, 0)).isNull();
    assertThat(end(r, 202, 204)).containsExactly(1, 3);
    assertThat(end(r, 203, 203)).isNull();
    assertThat(end(SpadesRules.defaults(), 200, 0)).isNull();
  }

  @Test
  @DisplayName("spades §7 bid-error game: after matchDeals deals the smallest total bid error wins, ties share")
  void bidError() {
    ImmutableSpadesRules r = SpadesRules.defaults().withLefty(true).withBidErrorScoring(true);
    assertThat(SpadesMatch.winners(r, 3, new int[2], new int[] {5, 3, 3, 9})).isNull();
    assertThat(SpadesMatch.winners(r, 4, new int[2], new int[] {5, 3, 3, 9})).containsExactly(1, 2);
    assertThat(SpadesMatch.winners(r, 4, new int[2], new int[] {0, 3, 1, 9})).containsExactly(0);
    assertThat(SpadesMatch.winners(r.withMatchDeals(2), 2, new int[2], new int[] {4, 4, 4, 4}))
        .containsExactly(0, 1, 2, 3);
  }

  @Test
  @DisplayName("spades: whole matches — dealers rotate, totals and bags carry from deal to deal, each deal starts from them")
  void wholeMatches() {
    for (SpadesRules rules : List.of(SpadesRules.defaults().withTargetScore(200),
        SpadesRules.defaults().withLefty(true).withBidErrorScoring(true))) {
      SplittableRandom rng = new SplittableRandom(4);
      SpadesMatch m = SpadesMatch.start(rules, 3, 4L);
      int[] sc = new int[2];
      int[] err = new int[4];
      for (int k = 1; k <= 40; k++) {
        assertThat(m.dealNumber()).isEqualTo(k);
        assertThat(m.deal().dealer()).isEqualTo((3 + k - 1) % 4);
        assertThat(m.deal().scoresBefore()).containsExactly(sc[0], sc[1]);
        assertThatThrownBy(m::nextDeal).isInstanceOf(IllegalStateException.class).hasMessageContaining("not over");
        List<Integer> bagsBefore = m.deal().bagsBefore();
        while (!m.deal().isTerminal()) {
          SpadesState d = m.deal();
          List<Action> legal = d.legalActions(d.toMove());
          m = m.apply(d.toMove(), legal.get(rng.nextInt(legal.size()))).get();
        }
        SpadesState d = m.deal();
        sc[0] += d.teamScores().get(0);
        sc[1] += d.teamScores().get(1);
        assertThat(m.teamTotals()).containsExactly(sc[0], sc[1]);
        assertThat(m.teamBags()).isEqualTo(d.bagsAfter());
        for (int s = 0; s < 4; s++) {
          err[s] += d.bidError(s);
          assertThat(d.score(s)).isEqualTo(d.teamScores().get(s % 2));
          assertThat(d.utility(s)).isEqualTo(d.teamScores().get(s % 2) - d.teamScores().get(1 - s % 2));
          assertThat(m.totals().get(s)).isEqualTo(rules.bidErrorScoring() ? err[s] : sc[s % 2]);
        }
        if (rules.bags()) {
          assertThat(bagsBefore).allMatch(b -> b >= 0 && b <= 9);
        }
        if (m.isOver()) {
          assertThat(m.winners()).isEqualTo(SpadesMatch.winners(rules, k, sc, err));
          SpadesMatch over = m;
          assertThatThrownBy(over::nextDeal).isInstanceOf(IllegalStateException.class).hasMessageContaining("over");
          break;
        }
        assertThatThrownBy(m::winners).isInstanceOf(IllegalStateException.class);
        m = m.nextDeal();
        assertThat(m.deal().bagsBefore()).isEqualTo(d.bagsAfter());
      }
      if (rules.bidErrorScoring()) {
        assertThat(m.isOver()).isTrue();
        assertThat(m.dealNumber()).isEqualTo(rules.matchDeals());
      }
    }
  }

  @Test
  @DisplayName("spades: a game resumed before a deal starts from that deal's totals and bags")
  void resume() {
    SpadesRules r = SpadesRules.defaults();
    SpadesState d = SpadesState.deal(r, 5, 1, List.of(480, 120), List.of(7, 2), 9L);
    SpadesMatch m = SpadesMatch.resume(r, 2, 9L, d);
    assertThat(m.teamTotals()).containsExactly(480, 120);
    assertThat(m.teamBags()).containsExactly(7, 2);
    assertThat(m.dealNumber()).isEqualTo(5);
    assertThat(m.isOver()).isFalse();
    assertThat(m.totals()).containsExactly(480, 120, 480, 120);
  }
}
