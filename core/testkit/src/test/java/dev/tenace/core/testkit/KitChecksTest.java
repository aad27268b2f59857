package dev.tenace.core.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.UtilityRange;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The kit's own checks can fail, and fail with a message that says why. */
class KitChecksTest {
  @Test
  @DisplayName(
      "the utility property can fail: a utility outside the stated range, and utilities that do not sum to 0 under a zero-sum claim, are named")
  void utilityPropertyCanFail() {
    PlainGame.State s = PlainGame.deal(7);
    SplittableRandom rng = new SplittableRandom(7);
    while (!s.isTerminal()) {
      List<Action> legal = s.legalActions(s.toMove());
      s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
    }
    // the plain game scores a point a trick: its utilities lie in [0, 13] and sum to 13
    assertThat(UtilityProperty.failures(s, new UtilityRange(0, 13), false)).isEmpty();
    assertThat(UtilityProperty.failures(s, new UtilityRange(0, 13), true))
        .containsExactly("zero-sum: the utilities sum to 13.0");
    assertThat(UtilityProperty.failures(s, new UtilityRange(-1, 0), false))
        .isNotEmpty()
        .allMatch(f -> f.startsWith("seat ") && f.endsWith("outside [-1.0, 0.0]"));
  }

  @Test
  @DisplayName(
      "the property can fail: the broken plain game, which never lists the highest legal card, disagrees with its cursor")
  void propertyCanFail() {
    List<String> failures = new ArrayList<>();
    for (long seed = 0; seed < 5; seed++) {
      failures.addAll(CursorProperty.check(PlainGame.broken(seed), new SplittableRandom(seed)));
    }
    assertThat(failures).isNotEmpty().allMatch(f -> f.contains("cursor legal"));
  }

  @Test
  @DisplayName(
      "the module check on classes without a module-info (the class path): a message naming the place, not NoSuchElementException")
  void moduleCheckWithoutModuleInfo() {
    // the kit is not a named module: its classes are what a game on the class path looks like
    assertThatThrownBy(() -> ApiBoundary.descriptor(PlainGame.class))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining(PlainGame.class.getName())
        .hasMessageContaining(
            "no module-info.class at " + ClientCompilation.locate(PlainGame.class));
  }

  @Test
  @DisplayName("the public types of a package are read from the class path too")
  void publicTypesOnTheClassPath() {
    List<Class<?>> types = ApiBoundary.publicTypes(PlainGame.class, "dev.tenace.core.testkit");
    assertThat(types)
        .contains(PlainGame.class, PlainGame.State.class, GameContract.class, MatchDeals.class)
        .doesNotContain(ViewPlan.class); // package-private
  }
}
