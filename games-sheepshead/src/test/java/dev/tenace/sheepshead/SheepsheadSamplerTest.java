package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.testkit.SamplerProperty;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The consistent-state sampler over random play of every preset, and the reproduction of the
 * hardening report (finding 10): it never fails and keeps the view.
 */
class SheepsheadSamplerTest {

  @Test
  @DisplayName(
      "sampler: every preset, 60 random deals, every state and seat: a sample never fails and gives the same view")
  void everyPresetNeverFails() {
    assertThat(SamplerProperty.overPresets(SheepsheadGame.INSTANCE, 60, 1)).isEmpty();
  }

  @Test
  @DisplayName(
      "finding 10: the club preset, 200 seeds, every state and seat, 3 samples each: none fails, each keeps the view")
  void club() {
    SheepsheadRules club = SheepsheadGame.INSTANCE.presets().get("club");
    for (long seed = 0; seed < 200; seed++) {
      assertThat(SamplerProperty.failures(SheepsheadGame.INSTANCE, club, seed, s -> true, 3))
          .isEmpty();
    }
  }

  @Test
  @DisplayName(
      "sampler: called ace with calledSuitLead and crack, 200 seeds: the partner's leads and the hold card hold in samples")
  void calledAceWithCalledSuitLead() {
    SheepsheadRules rules =
        SheepsheadRules.builder().calledAce(true).calledSuitLead(true).crack(true).build();
    for (long seed = 0; seed < 200; seed++) {
      assertThat(SamplerProperty.failures(SheepsheadGame.INSTANCE, rules, seed, s -> true, 2))
          .isEmpty();
    }
  }
}
