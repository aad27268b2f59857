package dev.tenace.spades;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.testkit.SamplerProperty;
import java.time.Duration;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The consistent-state sampler over random play of every preset: it never fails and keeps the view.
 */
class SpadesSamplerTest {

  @Test
  @DisplayName(
      "sampler: every Yahoo table, 40 random deals, every state and seat: a sample never fails and gives the same view")
  void everyPresetNeverFails() {
    assertThat(SamplerProperty.overPresets(SpadesGame.INSTANCE, 40, 1)).isEmpty();
  }

  @Test
  @DisplayName(
      "sampler: mirror views (every bid an exact number of spades) sample at once, 200 deals")
  void mirrorIsFast() {
    Assertions.assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () -> {
          SpadesRules mirror = SpadesGame.INSTANCE.presets().get("mirror");
          for (long seed = 0; seed < 200; seed++) {
            assertThat(SamplerProperty.failures(SpadesGame.INSTANCE, mirror, seed, s -> true, 1))
                .isEmpty();
          }
        });
  }
}
