package dev.tenace.bots;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.errorprone.annotations.CheckReturnValue;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.GameState;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.Trick;
import dev.tenace.hearts.HeartsState;
import dev.tenace.hearts.HeartsView;
import dev.tenace.sheepshead.SheepsheadState;
import dev.tenace.sheepshead.SheepsheadView;
import dev.tenace.spades.SpadesState;
import dev.tenace.spades.SpadesView;
import dev.tenace.suitability.SuitabilityState;
import dev.tenace.suitability.SuitabilityView;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The immutable API is marked {@code @CheckReturnValue}, so that Error Prone (run by the build)
 * makes a discarded {@code state.apply(...)} a compile error for this project and for users who run
 * Error Prone: the core packages and every game's package (states, views, rules, actions).
 */
class CheckReturnValueTest {
  @Test
  @DisplayName(
      "API 1.0 outcome 8: the core packages and every game's package are @CheckReturnValue")
  void immutableApiIsMarked() {
    for (Class<?> c : List.of(GameState.class, CardSet.class, Seat.class, Trick.class)) {
      assertThat(c.getPackage().isAnnotationPresent(CheckReturnValue.class))
          .as(c.getPackageName())
          .isTrue();
    }
    assertThat(TrickPlay.class.isAnnotationPresent(CheckReturnValue.class))
        .as("TrickPlay, the immutable trick-play phase in core.spi")
        .isTrue();
    for (Class<?> c :
        List.of(
            HeartsState.class,
            HeartsView.class,
            SpadesState.class,
            SpadesView.class,
            SheepsheadState.class,
            SheepsheadView.class,
            SuitabilityState.class,
            SuitabilityView.class)) {
      assertThat(c.getPackage().isAnnotationPresent(CheckReturnValue.class))
          .as(c.getSimpleName())
          .isTrue();
    }
  }
}
