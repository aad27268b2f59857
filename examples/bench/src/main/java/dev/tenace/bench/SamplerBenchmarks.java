package dev.tenace.bench;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One {@code sampleConsistentState} per operation: the time a search bot pays per sampled world,
 * from a set of views collected by random play, either in trick play ({@code play}) or just after
 * passing, bidding, picking or declaring, before the first card ({@code start}: the tightest moment
 * for the Hearts widow game).
 *
 * <p>Run: {@code java -cp examples/target/tenace.jar org.openjdk.jmh.Main SamplerBenchmarks -f 1
 * -wi 3 -w 1 -i 5 -r 1}; {@code -p preset=widow-4} samples under a preset of the game instead of
 * its default rules.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class SamplerBenchmarks {
  /** The game, by its command-line name. */
  @Param({"hearts", "spades", "sheepshead", "suitability"})
  public String game;

  /**
   * Where the views are taken: {@code play} (trick play) or {@code start} (before the first card).
   */
  @Param({"play", "start"})
  public String moment;

  /** A preset of the game, or {@code default} for its default rules. */
  @Param({"default"})
  public String preset;

  private View<?>[] views;
  private final SplittableRandom rng = new SplittableRandom(17);
  private int next;

  /** Collects 64 views (every seat's) at the chosen moment of random deals. */
  @Setup
  public void setUp() {
    GameDefinition<?, ?, ?> g =
        dev.tenace.core.game.Games.find(game)
            .orElseThrow(() -> new IllegalStateException("no game named " + game));
    views = views(g, preset, moment.equals("start"), 64).toArray(View<?>[]::new);
  }

  /** One sampled world. */
  @Benchmark
  public Object sample() {
    View<?> v = views[next];
    next = (next + 1) % views.length;
    return v.sampleConsistentState(rng);
  }

  /**
   * Views of every seat: at the first state of trick play ({@code start}) or at random states of
   * it.
   */
  static <R> List<View<?>> views(
      GameDefinition<R, ?, ?> g, String preset, boolean start, int count) {
    R rules = preset.equals("default") ? g.defaultRules() : g.presets().get(preset);
    if (rules == null) {
      throw new IllegalArgumentException(
          "no preset " + preset + " of " + g.name() + ": " + g.presets().keySet());
    }
    int n = g.players(rules);
    List<View<?>> out = new ArrayList<>();
    SplittableRandom rng = new SplittableRandom(11);
    for (long seed = 0; out.size() < count; seed++) {
      GameState<?, ?> s = g.newDeal(rules, (int) (seed % n), seed);
      boolean taken = false;
      while (!s.isTerminal() && out.size() < count) {
        boolean inPlay = s.tricks().isPresent();
        if (inPlay && (start ? !taken : rng.nextInt(4) == 0)) {
          for (int seat = 0; seat < n && out.size() < count; seat++) {
            out.add(s.viewFor(seat));
          }
          taken = true;
        }
        if (start && taken) {
          break;
        }
        s = GameBenchmarks.step(s, rng);
      }
    }
    return out;
  }
}
