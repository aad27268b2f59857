package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The scoring table of §6 at every edge, with a partner and alone, and the §9 variants that change
 * it.
 */
class SheepsheadScoringTableTest {
  private static final SheepsheadRules FIVE = SheepsheadRules.defaults();

  /** Picker 0 with partner 1: tricks and points of the picker side given to the picker. */
  private static int[] partnered(SheepsheadRules r, int tricks, int points, int factor) {
    int[] t = new int[5];
    int[] p = new int[5];
    t[0] = tricks;
    p[0] = points;
    t[2] = 6 - tricks;
    p[2] = 120 - points;
    return SheepsheadScoring.picked(r, 0, 1, t, p, factor);
  }

  @Test
  @DisplayName(
      "sheepshead §6.2, §6.3: units by points at 30/31, 60/61, 90/91; all tricks +3; no trick -6; picker 2m, partner m, defenders -m")
  void tableEdges() {
    assertThat(partnered(FIVE, 1, 30, 1)).containsExactly(-4, -2, 2, 2, 2);
    assertThat(partnered(FIVE, 1, 31, 1)).containsExactly(-2, -1, 1, 1, 1);
    assertThat(partnered(FIVE, 3, 60, 1)).containsExactly(-2, -1, 1, 1, 1);
    assertThat(partnered(FIVE, 3, 61, 1)).containsExactly(2, 1, -1, -1, -1);
    assertThat(partnered(FIVE, 5, 90, 1)).containsExactly(2, 1, -1, -1, -1);
    assertThat(partnered(FIVE, 5, 91, 1)).containsExactly(4, 2, -2, -2, -2);
    assertThat(partnered(FIVE, 5, 120, 1)).containsExactly(4, 2, -2, -2, -2);
    assertThat(partnered(FIVE, 6, 120, 1)).containsExactly(6, 3, -3, -3, -3);
    assertThat(partnered(FIVE, 0, 0, 1)).containsExactly(-12, -6, 6, 6, 6);
  }

  @Test
  @DisplayName(
      "sheepshead §6.4, §9: alone doubles the table; noTrickStandard, doubleOnTheBump and multipliers")
  void aloneAndVariants() {
    int[] t = {2, 1, 1, 1, 1};
    int[] p = {70, 20, 10, 10, 10};
    assertThat(SheepsheadScoring.picked(FIVE, 0, -1, t, p, 1)).containsExactly(4, -1, -1, -1, -1);
    assertThat(SheepsheadScoring.picked(FIVE, 0, -1, t, p, 4)).containsExactly(16, -4, -4, -4, -4);
    SheepsheadRules standard = SheepsheadRules.builder().noTrickStandard(true).build();
    assertThat(partnered(standard, 0, 0, 1)).containsExactly(-6, -3, 3, 3, 3);
    SheepsheadRules bump = SheepsheadRules.builder().doubleOnTheBump(true).build();
    assertThat(partnered(bump, 1, 40, 1)).containsExactly(-4, -2, 2, 2, 2);
    assertThat(partnered(bump, 4, 70, 1)).containsExactly(2, 1, -1, -1, -1);
    assertThat(partnered(bump, 1, 40, 2)).containsExactly(-8, -4, 4, 4, 4);
    // 3 players: all tricks is 10, the picker is alone: 2m
    SheepsheadRules three = SheepsheadRules.builder().players(3).build();
    assertThat(
            SheepsheadScoring.picked(three, 1, -1, new int[] {0, 10, 0}, new int[] {0, 120, 0}, 1))
        .containsExactly(-3, 6, -3);
    assertThat(
            SheepsheadScoring.picked(three, 1, -1, new int[] {4, 6, 0}, new int[] {50, 70, 0}, 1))
        .containsExactly(-1, 2, -1);
  }

  @Test
  @DisplayName(
      "sheepshead §9 doubler: a void deal adds a pending doubler, a picked deal uses one, a leaster keeps them")
  void pendingDoublers() {
    SheepsheadRules doubler = SheepsheadRules.builder().allPass(AllPass.DOUBLER).build();
    for (int pending = 0; pending <= 2; pending++) {
      SheepsheadState s = SheepsheadState.deal(doubler, 1, 0, pending, 3L);
      SheepsheadState allPass = s;
      while (!allPass.isTerminal()) {
        allPass = allPass.apply(allPass.toMove(), allPass.parseAction("pass")).get();
      }
      assertThat(allPass.pendingDoublersAfter()).isEqualTo(pending + 1);
      SheepsheadState picked = s.apply(s.toMove(), s.parseAction("pick")).get();
      assertThat(picked.pendingDoublersAfter()).isEqualTo(Math.max(0, pending - 1));
    }
    SheepsheadState leaster = SheepsheadState.deal(FIVE, 1, 0, 2, 3L);
    while (!leaster.isTerminal()
        && leaster.legalActions(leaster.toMove()).stream().anyMatch(a -> a.text().equals("pass"))) {
      leaster = leaster.apply(leaster.toMove(), leaster.parseAction("pass")).get();
    }
    assertThat(leaster.isLeaster()).isTrue();
    assertThat(leaster.pendingDoublersAfter()).isEqualTo(2);
  }
}
