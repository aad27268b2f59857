package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.ohhell.OhHellRules.Scoring;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** OhHellScoring on its own, against rules/ohhell.md §5 and OH-E7. */
class OhHellScoringTest {
  @Test
  @DisplayName("Oh Hell 5.1: EXACT scores 10 + bid when made, else 0")
  void exact() {
    assertThat(OhHellScoring.score(Scoring.EXACT, 3, 3)).isEqualTo(13);
    assertThat(OhHellScoring.score(Scoring.EXACT, 3, 2)).isZero();
    assertThat(OhHellScoring.score(Scoring.EXACT, 3, 5)).isZero();
    assertThat(OhHellScoring.score(Scoring.EXACT, 0, 0)).isEqualTo(10);
  }

  @Test
  @DisplayName(
      "Oh Hell 5.2: EXACT_OR_MINUS scores 10 + bid when made, else minus the difference, over or under")
  void exactOrMinus() {
    assertThat(OhHellScoring.score(Scoring.EXACT_OR_MINUS, 4, 4)).isEqualTo(14);
    assertThat(OhHellScoring.score(Scoring.EXACT_OR_MINUS, 4, 1)).isEqualTo(-3);
    assertThat(OhHellScoring.score(Scoring.EXACT_OR_MINUS, 0, 2)).isEqualTo(-2);
  }

  @Test
  @DisplayName("Oh Hell 5.3: PER_TRICK scores a point per trick, and 10 more when made")
  void perTrick() {
    assertThat(OhHellScoring.score(Scoring.PER_TRICK, 2, 2)).isEqualTo(12);
    assertThat(OhHellScoring.score(Scoring.PER_TRICK, 2, 3)).isEqualTo(3);
    assertThat(OhHellScoring.score(Scoring.PER_TRICK, 0, 0)).isEqualTo(10);
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
}
