package dev.tenace.suitability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.testkit.SamplerProperty;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The consistent-state sampler over random play of every preset: it never fails and keeps the view.
 */
class SuitabilitySamplerTest {

  @Test
  @DisplayName(
      "sampler: every preset, 40 random deals, every state and seat: a sample never fails and gives the same view")
  void everyPresetNeverFails() {
    assertThat(SamplerProperty.overPresets(SuitabilityGame.INSTANCE, 40, 1)).isEmpty();
  }
}
