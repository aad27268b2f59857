package dev.tenace.hearts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.testkit.CursorProperty;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The search cursor against the immutable states over random deals of every preset. */
class HeartsCursorTest {
  @Test
  @DisplayName(
      "cursor: every preset, 25 random deals, two cursors each: same turn, legal mask, tricks, winner and scores as the states; undo returns every mask and the origin")
  void agreesWithTheStates() {
    assertThat(CursorProperty.overPresets(HeartsGame.INSTANCE, 25)).isEmpty();
  }
}
