package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.testkit.SamplerProperty;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The kit's sampler property on Oh Hell: a world drawn from a view gives the same view back. */
class OhHellSamplerTest {

  @Test
  @DisplayName(
      "sampler: every preset, deal 1, every state and seat: a sample never fails and gives the same view")
  void samplerOnPresets() {
    assertThat(SamplerProperty.overPresets(OhHellGame.INSTANCE, 15, 1)).isEmpty();
  }

  @Test
  @DisplayName(
      "sampler: 3 to 7 players, up-down, every deal of the schedule: a sample never fails and gives the same view")
  void samplerOnEveryDeal() {
    List<String> failures = new ArrayList<>();
    for (int players = 3; players <= 7; players++) {
      OhHellRules r =
          OhHellRules.defaults().withPlayers(players).withSchedule(OhHellRules.Schedule.UP_DOWN);
      for (long seed = 0; seed < 25; seed++) {
        failures.addAll(SamplerProperty.failures(OhHellGame.INSTANCE, r, seed, s -> true, 1));
      }
    }
    assertThat(failures).isEmpty();
  }
}
