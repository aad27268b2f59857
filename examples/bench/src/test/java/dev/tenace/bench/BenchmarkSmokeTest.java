package dev.tenace.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collection;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Every JMH benchmark runs (in process, one very short iteration) and produces a positive score.
 * Speed is never asserted: CI machines are noisy; the numbers live in the README.
 */
class BenchmarkSmokeTest {

  @Test
  @DisplayName("every benchmark of core and of every game runs and yields a score")
  void everyBenchmarkRuns() throws RunnerException {
    // a smoke run measures nothing: it may run beside a real JMH run, whose lock it need not take
    System.setProperty("jmh.ignoreLock", "true");
    String[] games =
        dev.tenace.core.game.Games.all().stream()
            .map(dev.tenace.core.game.GameDefinition::name)
            .toArray(String[]::new);
    Options options =
        new OptionsBuilder()
            .include("dev\\.tenace\\.bench\\..*")
            .forks(0)
            .warmupIterations(0)
            .measurementIterations(1)
            .measurementTime(TimeValue.milliseconds(20))
            .timeUnit(TimeUnit.NANOSECONDS)
            .shouldFailOnError(true)
            .verbosity(org.openjdk.jmh.runner.options.VerboseMode.SILENT)
            .param("game", games)
            .build();
    Collection<RunResult> results = new Runner(options).run();
    // 5 core benchmarks + 2 floor benchmarks (Hearts, no game parameter) + (2 whole-game + 3
    // phase + 3 per-action + 1 bot + 2 sampler + 3 learn + 4 cursor + 1 simulate deal + 1 view)
    // per game on the class path.
    assertThat(games).isNotEmpty();
    assertThat(results).hasSize(7 + 20 * games.length);
    for (RunResult r : results) {
      assertThat(r.getPrimaryResult().getScore())
          .as("%s %s", r.getParams().getBenchmark(), r.getParams().getParam("game"))
          .isPositive();
    }
  }
}
