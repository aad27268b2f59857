package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.UtilityRange;
import dev.tenace.ohhell.OhHellRules.Scoring;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The scorings of OhHellRules.Scoring on their own, against rules/ohhell.md §5 and OH-E7. */
class OhHellScoringTest {
  @Test
  @DisplayName("Oh Hell 5.1: EXACT scores 10 + bid when made, else 0")
  void exact() {
    assertThat(Scoring.EXACT.score(3, 3)).isEqualTo(13);
    assertThat(Scoring.EXACT.score(3, 2)).isZero();
    assertThat(Scoring.EXACT.score(3, 5)).isZero();
    assertThat(Scoring.EXACT.score(0, 0)).isEqualTo(10);
  }

  @Test
  @DisplayName(
      "Oh Hell 5.2: EXACT_OR_MINUS scores 10 + bid when made, else minus the difference, over or under")
  void exactOrMinus() {
    assertThat(Scoring.EXACT_OR_MINUS.score(4, 4)).isEqualTo(14);
    assertThat(Scoring.EXACT_OR_MINUS.score(4, 1)).isEqualTo(-3);
    assertThat(Scoring.EXACT_OR_MINUS.score(0, 2)).isEqualTo(-2);
  }

  @Test
  @DisplayName("Oh Hell 5.3: PER_TRICK scores a point per trick, and 10 more when made")
  void perTrick() {
    assertThat(Scoring.PER_TRICK.score(2, 2)).isEqualTo(12);
    assertThat(Scoring.PER_TRICK.score(2, 3)).isEqualTo(3);
    assertThat(Scoring.PER_TRICK.score(0, 0)).isEqualTo(10);
  }

  @Test
  @DisplayName("Oh Hell OH-E7 (§5): bids [2 0 1 3], tricks [2 1 1 1] under the three scorings")
  void workedExample() {
    int[] bids = {2, 0, 1, 3};
    int[] tricks = {2, 1, 1, 1};
    assertThat(OhHellWorkedExamplesTest.scores(Scoring.EXACT, bids, tricks))
        .containsExactly(12, 0, 11, 0);
    assertThat(OhHellWorkedExamplesTest.scores(Scoring.EXACT_OR_MINUS, bids, tricks))
        .containsExactly(12, -1, 11, -2);
    assertThat(OhHellWorkedExamplesTest.scores(Scoring.PER_TRICK, bids, tricks))
        .containsExactly(12, 1, 11, 1);
  }

  @Test
  @DisplayName(
      "ohhell §2.2, §5: a deal scores 0 to 10 + H (H = 10 by default); -H to 10 + H with EXACT_OR_MINUS; not zero-sum")
  void utilityRange() {
    OhHellRules d = OhHellRules.defaults();
    assertThat(OhHellGame.INSTANCE.utilityRange(d)).contains(new UtilityRange(0, 20));
    assertThat(OhHellGame.INSTANCE.utilityRange(d.withScoring(OhHellRules.Scoring.EXACT_OR_MINUS)))
        .contains(new UtilityRange(-10, 20));
    assertThat(OhHellGame.INSTANCE.utilityRange(d.withScoring(OhHellRules.Scoring.PER_TRICK)))
        .contains(new UtilityRange(0, 20));
    // 7 players: H = 7 (§2.2)
    assertThat(OhHellGame.INSTANCE.utilityRange(d.withPlayers(7)))
        .contains(new UtilityRange(0, 17));
    assertThat(OhHellGame.INSTANCE.zeroSum(d)).isFalse();
  }
}
