package dev.tenace.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tenace simulate <game>}: plays many matches (or deals) between bots and reports win rates
 * and mean scores with confidence intervals; what is played and printed is {@link Simulation}'s.
 */
@Command(
    name = "simulate",
    mixinStandardHelpOptions = true,
    versionProvider = Tenace.Version.class,
    description =
        "Play N matches (or deals) between bots; win rates and mean scores with 95%% confidence intervals.")
final class SimulateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", description = "the game (the games are listed below)")
  String game;

  int count;

  @Option(
      names = "-n",
      paramLabel = "N",
      defaultValue = "100",
      description =
          "number of matches (or deals with --deals), at least 1 (default: ${DEFAULT-VALUE})")
  void count(String v) {
    count = Options.intIn(spec, "-n", v, 1, Integer.MAX_VALUE);
  }

  @Option(names = "--deals", description = "play single deals instead of matches")
  boolean deals;

  @Mixin SharedOptions.Lineup bots;

  @Mixin SharedOptions.Threads threads;

  @Mixin SharedOptions.RunSeed seed;

  @Mixin SharedOptions.MaxDeals maxDeals;

  @Mixin EngineOptions engine;

  @Mixin SharedOptions.GameRules rules;

  @Option(
      names = "--record",
      description = "write every match as a JSON-Lines game record, each line as its match ends")
  Path record;

  @Option(
      names = "--quiet",
      description =
          "no progress on standard error (default: a bar at a terminal, else a line every "
              + Progress.LINE_SECONDS
              + " s and at the end)")
  boolean quiet;

  @Option(
      names = "--json",
      description = "print the final statistics as one JSON object instead of the table")
  boolean json;

  /** The most matches held in flight with their records ({@code --record}), any thread count. */
  static final int RECORDS_IN_FLIGHT = 64;

  /**
   * Matches in flight: enough (32 a thread) that one slow match at the head of the window does not
   * leave the other threads idle while its result is awaited; with records, which can be large, at
   * most {@link #RECORDS_IN_FLIGHT}, so memory does not grow with {@code --threads}.
   */
  static int inFlight(int threads, boolean recording) {
    return recording ? Math.min(threads * 32, RECORDS_IN_FLIGHT) : threads * 32;
  }

  /**
   * Plays the matches on a pool, at most {@link #inFlight} at once, and takes their results in
   * match order as they come: the figures and the record file are the same for any {@code
   * --threads}, and memory is bounded whatever {@code -n} and {@code --threads}. What is played and
   * printed is {@link Simulation}'s, shared with the Spark job.
   */
  @Override
  public Integer call() throws Exception {
    Simulation sim =
        Simulation.of(game, rules.text, bots.text, deals, seed.value, maxDeals.value, count);
    Simulation.Tally tally = sim.newTally();
    ExecutorService pool = Tenace.daemonPool(threads.value, "tenace-simulate");
    try (RecordWriter rec = record == null ? null : RecordWriter.open(record);
        Progress progress =
            Progress.of(
                "simulate " + sim.gameName(),
                sim.unit(),
                count,
                Progress.mode(quiet),
                Tenace.IO.err)) {
      ArrayDeque<Future<Simulation.Outcome>> window = new ArrayDeque<>();
      int inFlight = inFlight(threads.value, rec != null);
      int next = 0;
      for (int i = 0; i < count; i++) {
        while (next < count && window.size() < inFlight) {
          int idx = next++;
          window.add(pool.submit(() -> sim.play(idx, rec != null, false)));
        }
        Simulation.Outcome o = Tenace.result(window.poll());
        tally.add(o);
        if (rec != null) {
          rec.write(o.record());
        }
        progress.stepTo(i + 1);
      }
    } finally {
      pool.shutdownNow();
    }
    PrintStream out = Tenace.IO.out;
    if (json) {
      out.println(sim.json(tally));
    } else {
      sim.printTable(tally, out);
    }
    Failure.check(out);
    return 0;
  }
}
