package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.testkit.Soak;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * The soak run: ten million random deals per game (default rules and every preset in turn), every
 * invariant of {@link Soak} checked at every step. Not part of the default build; run it with
 * {@code ./mvnw -B -Psoak verify -pl examples/cli -am} (add {@code -Dtenace.soak.deals=N} for a
 * different count). It shows its progress on standard error, a line every few seconds per rule set
 * ({@code -Dtenace.soak.quiet=true} for none).
 */
@Tag("soak")
class SoakTest {
  private static final long DEALS = Long.getLong("tenace.soak.deals", 10_000_000L);

  /** {@code -Dtenace.soak.quiet=true}: no progress lines. */
  private static final boolean QUIET = Boolean.getBoolean("tenace.soak.quiet");

  @TestFactory
  Stream<DynamicTest> tenMillionRandomDealsPerGame() {
    List<DynamicTest> tests = new ArrayList<>();
    for (GameDefinition<?, ?, ?> g : dev.tenace.core.game.Games.all()) {
      tests.add(DynamicTest.dynamicTest(g.name(), () -> soak(g)));
    }
    assertThat(tests).as("games found").isNotEmpty();
    return tests.stream();
  }

  private static <R, S extends GameState<S, ?>> void soak(GameDefinition<R, S, ?> g)
      throws InterruptedException {
    List<R> rulesList = new ArrayList<>();
    rulesList.add(g.defaultRules());
    rulesList.addAll(g.presets().values());
    for (int i = 0; i < rulesList.size(); i++) {
      // The count split over the rule sets, the remainder to the first ones: exactly DEALS in all.
      long perRules =
          Math.max(1, DEALS / rulesList.size() + (i < DEALS % rulesList.size() ? 1 : 0));
      R rules = rulesList.get(i);
      int players = g.players(rules);
      String name = g.name() + " " + g.settings(rules);
      AtomicLong dealt = new AtomicLong();
      Soak.Report r;
      // progress on standard error: a line every few seconds (the soak never runs at a terminal)
      Progress progress =
          Progress.of(
              "soak " + g.name() + " (rules " + (i + 1) + " of " + rulesList.size() + ")",
              "deals",
              perRules,
              Progress.mode(QUIET),
              System.err);
      try {
        r =
            Soak.run(
                name,
                seed -> {
                  S deal = g.newDeal(rules, Math.floorMod(seed, players), seed);
                  progress.stepTo(dealt.incrementAndGet());
                  return deal;
                },
                perRules,
                2026L + i,
                Runtime.getRuntime().availableProcessors());
      } finally {
        progress.close(); // its last line; standard error stays open
      }
      System.out.println(r);
      assertThat(r.deals()).isEqualTo(perRules);
    }
  }
}
