package dev.tenace.bench;

import dev.tenace.bots.Bots;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.ThreadParams;

/**
 * The work of one deal of {@code tenace simulate <game> --deals --bots <bot>,heuristic,...}: a
 * seeded deal played to its end by {@code bot} at seat 0 and the game's heuristic at the other
 * seats, each bot made for the deal from its own derived seed, as the command makes them.
 *
 * <p>Run it with {@code -t 1} and then {@code -t 2}: the ratio of the two is how the command's work
 * scales with threads once the code is compiled. The command's own wall-clock ratio also pays for
 * the JIT's warm-up, which competes with the workers for the cores (issue 20).
 *
 * <p>Beside the deals per second it reports the thread CPU time the deals took ({@code deal:cpuMs})
 * and their count ({@code deal:deals}), summed over the threads of an iteration: their quotient,
 * the CPU time per deal, is the same on one thread and on two when the work shares nothing,
 * whatever the host gives; a wall-clock ratio under 2 with the same CPU time per deal is time the
 * threads were not running.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SimulateBenchmarks {
  /** The game, by its command-line name. */
  @Param({"hearts"})
  public String game;

  /** The bot at seat 0, as on the command line. */
  @Param({"pimc:20"})
  public String bot;

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private Deals<?, ?, ?> deals;
  private long index;

  /** The thread CPU time and the deals of an iteration (JMH sums them over the threads). */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class CpuTime {
    /** The thread CPU time the deals took, in milliseconds. */
    public double cpuMs;

    /** The deals played. */
    public long deals;

    /** Counts from zero in each iteration. */
    @Setup(Level.Iteration)
    public void clear() {
      cpuMs = 0;
      deals = 0;
    }
  }

  /** Each thread plays its own run of deal indices. */
  @Setup
  public void setUp(ThreadParams thread) {
    deals = deals(Games.find(game).orElseThrow(() -> new IllegalStateException("no game " + game)));
    index = (long) thread.getThreadIndex() << 40;
  }

  private <R, S extends GameState<S, V>, V extends View<S>> Deals<R, S, V> deals(
      GameDefinition<R, S, V> g) {
    return new Deals<>(g, g.defaultRules());
  }

  /** One deal; returns seat 0's score so the work is not dead code. */
  @Benchmark
  public int deal(CpuTime cpu) {
    long start = THREADS.getCurrentThreadCpuTime();
    int score = deals.play(game, bot, index++);
    cpu.cpuMs += (THREADS.getCurrentThreadCpuTime() - start) / 1e6;
    cpu.deals++;
    return score;
  }

  /** Seeded deals of one game under its default rules. */
  private static final class Deals<R, S extends GameState<S, V>, V extends View<S>> {
    private final GameDefinition<R, S, V> g;
    private final R rules;
    private final int players;

    Deals(GameDefinition<R, S, V> g, R rules) {
      this.g = g;
      this.rules = rules;
      this.players = g.players(rules);
    }

    int play(String game, String bot, long idx) {
      long seed = Shuffle.derive(3, idx);
      List<Agent<View<?>>> agents = new ArrayList<>();
      for (int i = 0; i < players; i++) {
        agents.add(Bots.create(i == 0 ? bot : "heuristic", game, Shuffle.derive(seed, 1000 + i)));
      }
      MatchRunner.Result<S> res =
          MatchRunner.playDeal(
              g.newDeal(rules, (int) (idx % players), seed),
              agents,
              MatchRunner.Listener.none(),
              MatchRunner.OnFault.PLAY_FIRST_LEGAL);
      return res.match().score(0);
    }
  }
}
