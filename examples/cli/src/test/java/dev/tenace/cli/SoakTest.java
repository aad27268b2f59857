package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.testkit.Soak;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * The soak run: ten million random deals per game (default rules and every preset in turn), every
 * invariant of {@link Soak} checked at every step. Not part of the default build; run it with
 * {@code ./mvnw -B -Psoak verify -pl examples -am} (add {@code -Dtenace.soak.deals=N} for a
 * different count).
 */
@Tag("soak")
class SoakTest {
  private static final long DEALS = Long.getLong("tenace.soak.deals", 10_000_000L);

  @TestFactory
  Stream<DynamicTest> tenMillionRandomDealsPerGame() {
    List<DynamicTest> tests = new ArrayList<>();
    for (GameDefinition<?, ?, ?> g : dev.tenace.core.game.Games.all()) {
      tests.add(DynamicTest.dynamicTest(g.name(), () -> soak(g)));
    }
    assertThat(tests).as("games found").isNotEmpty();
    return tests.stream();
  }

  private static <R> void soak(GameDefinition<R, ?, ?> g) throws InterruptedException {
    List<R> rulesList = new ArrayList<>();
    rulesList.add(g.defaultRules());
    rulesList.addAll(g.presets().values());
    for (int i = 0; i < rulesList.size(); i++) {
      // The count split over the rule sets, the remainder to the first ones: exactly DEALS in all.
      long perRules =
          Math.max(1, DEALS / rulesList.size() + (i < DEALS % rulesList.size() ? 1 : 0));
      R rules = rulesList.get(i);
      int players = g.players(rules);
      Soak.Report r =
          Soak.run(
              g.name() + " " + g.settings(rules),
              seed -> g.newDeal(rules, Math.floorMod(seed, players), seed),
              perRules,
              2026L + i,
              Runtime.getRuntime().availableProcessors());
      System.out.println(r);
      assertThat(r.deals()).isEqualTo(perRules);
    }
  }
}
