package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.testkit.CursorProperty;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The kit's cursor property on Oh Hell: the search cursor agrees with the states. */
class OhHellCursorTest {

  @Test
  @DisplayName(
      "cursor: every preset, deal 1, 20 random deals each: the cursor agrees with the states")
  void cursorOnPresets() {
    assertThat(CursorProperty.overPresets(OhHellGame.INSTANCE, 20)).isEmpty();
  }

  /** The kit deals any deal of a match ({@code MatchDeals}): 3 to 7 players, every hand size. */
  @Test
  @DisplayName(
      "cursor: 3 to 7 players, up-down, every deal of the schedule: the cursor agrees with the states")
  void cursorOnEveryDeal() {
    List<String> failures = new ArrayList<>();
    for (int players = 3; players <= 7; players++) {
      OhHellRules r =
          OhHellRules.defaults().withPlayers(players).withSchedule(OhHellRules.Schedule.UP_DOWN);
      for (long seed = 0; seed < 25; seed++) {
        for (String f : CursorProperty.failures(OhHellGame.INSTANCE, r, seed)) {
          failures.add(players + " players seed " + seed + ": " + f);
        }
      }
    }
    assertThat(failures).isEmpty();
  }
}
