package dev.tenace.examples.bench;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
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
 * Whole-game throughput with uniformly random legal actions, one thread, a fresh seeded deal each
 * time: the measures of the performance table in the README.
 *
 * <p>Run: {@code java -jar examples/target/tenace.jar} is the CLI; the benchmarks run with
 * {@code java -cp examples/target/tenace.jar org.openjdk.jmh.Main GameBenchmarks -f 1 -wi 3 -i 5}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class GameBenchmarks {
  /** The game, by its command-line name. */
  @Param({"hearts", "spades", "sheepshead", "suitability"})
  public String game;

  private GameDefinition<Object, ?, ?> definition;
  private Object rules;
  private long seed;
  private final SplittableRandom rng = new SplittableRandom(7);
  private GameState<?, ?>[] dealt;
  private int next;

  /** Finds the game and pre-deals positions for the play-out benchmark. */
  @Setup
  @SuppressWarnings("unchecked")
  public void setUp() {
    for (GameDefinition<?, ?, ?> d : ServiceLoader.load(GameDefinition.class)) {
      if (d.name().equals(game)) {
        definition = (GameDefinition<Object, ?, ?>) d;
      }
    }
    if (definition == null) {
      throw new IllegalStateException("no game named " + game);
    }
    rules = definition.defaultRules();
    dealt = new GameState<?, ?>[1024];
    for (int i = 0; i < dealt.length; i++) {
      dealt[i] = definition.newDeal(rules, i % definition.players(rules), 1_000_000L + i);
    }
  }

  /** Deal, every phase (passing, bidding, picking, declaring), all tricks and the score. */
  @Benchmark
  public int fullDeal() {
    GameState<?, ?> s = definition.newDeal(rules, (int) (seed & 3) % definition.players(rules), seed++);
    return playOut(s, rng);
  }

  /** From a dealt position to the end of the deal (the cost of one Monte-Carlo play-out). */
  @Benchmark
  public int playOut() {
    GameState<?, ?> s = dealt[next++ & (dealt.length - 1)];
    return playOut(s, rng);
  }

  /** Random legal actions to the end; returns seat 0's score so the work is not dead code. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static int playOut(GameState s, SplittableRandom rng) {
    while (!s.isTerminal()) {
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      s = (GameState) s.applyLegal(seat, legal.get(rng.nextInt(legal.size())));
    }
    return s.score(0);
  }

  /** States in trick play, taken from random deals, for the per-action benchmarks. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static List<GameState<?, ?>> trickPlayStates(GameDefinition<Object, ?, ?> definition, Object rules, int count) {
    List<GameState<?, ?>> out = new ArrayList<>();
    SplittableRandom rng = new SplittableRandom(11);
    for (long seed = 0; out.size() < count; seed++) {
      GameState s = definition.newDeal(rules, 0, seed);
      while (!s.isTerminal()) {
        if (s.trickPhase().isPresent() && rng.nextInt(4) == 0) {
          out.add(s);
        }
        int seat = s.toMove();
        List<Action> legal = s.legalActions(seat);
        s = (GameState) s.applyLegal(seat, legal.get(rng.nextInt(legal.size())));
      }
    }
    return out.subList(0, count);
  }
}
