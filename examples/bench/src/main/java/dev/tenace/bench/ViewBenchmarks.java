package dev.tenace.bench;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
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
 * Building a view: {@code viewFor} of the seat to act at 1024 positions of trick play (random deals
 * under the default rules, from the first card to the last), what a play-out that hands views to
 * bots or encoders pays per step. Only the {@code GameDefinition} API, so the same class runs
 * against an older jar.
 *
 * <p>Run: {@code java -cp examples/target/tenace.jar org.openjdk.jmh.Main ViewBenchmarks -f 1 -wi 2
 * -w 1 -i 3 -r 2}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ViewBenchmarks {
  /** The game, by its command-line name. */
  @Param({"hearts", "spades", "sheepshead", "suitability"})
  public String game;

  private static final int POSITIONS = 1024;

  private GameState<?, ?>[] states;
  private int next;

  /** Plays random deals and keeps the positions of trick play. */
  @Setup
  public void setUp() {
    GameDefinition<?, ?, ?> g =
        Games.find(game).orElseThrow(() -> new IllegalStateException("no game named " + game));
    states = trickPlay(g).toArray(new GameState<?, ?>[0]);
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> List<GameState<?, ?>> trickPlay(
      GameDefinition<R, S, V> g) {
    R rules = g.defaultRules();
    SplittableRandom rng = new SplittableRandom(7);
    List<GameState<?, ?>> out = new ArrayList<>();
    for (long seed = 0; out.size() < POSITIONS; seed++) {
      S s = g.newDeal(rules, (int) (seed % g.players(rules)), seed);
      while (!s.isTerminal() && out.size() < POSITIONS) {
        if (s.cursor().isPresent()) {
          out.add(s);
        }
        List<Action> legal = s.legalActions(s.toMove());
        s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
      }
    }
    return out;
  }

  /** The view of the seat to act. */
  @Benchmark
  public View<?> viewFor() {
    GameState<?, ?> s = states[next++ & (POSITIONS - 1)];
    return s.viewFor(s.toMove());
  }
}
