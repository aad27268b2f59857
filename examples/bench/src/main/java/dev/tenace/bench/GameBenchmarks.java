package dev.tenace.bench;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
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
 * Whole-game throughput with uniformly random legal actions, one thread, a fresh seeded deal each
 * time: the measures of the performance table in the README.
 *
 * <p>Run: {@code java -jar examples/target/tenace.jar} is the CLI; the benchmarks run with {@code
 * java -cp examples/target/tenace.jar org.openjdk.jmh.Main GameBenchmarks -f 1 -wi 3 -i 5}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class GameBenchmarks {
  /** The game, by its command-line name. */
  @Param({"hearts", "spades", "sheepshead", "suitability"})
  public String game;

  private Dealer dealer;
  private long seed;
  private final SplittableRandom rng = new SplittableRandom(7);
  private GameState<?, ?>[] dealt;
  private int next;

  /** Finds the game and pre-deals positions for the play-out benchmark. */
  @Setup
  public void setUp() {
    dealer = dealer(game);
    dealt = new GameState<?, ?>[1024];
    for (int i = 0; i < dealt.length; i++) {
      dealt[i] = dealer.deal(i % dealer.players(), 1_000_000L + i);
    }
  }

  /** Seeded deals of a game under its default rules. */
  interface Dealer {
    /** Number of seats. */
    int players();

    /** A seeded deal. */
    GameState<?, ?> deal(int dealer, long seed);
  }

  /** The dealer of a game by name, under its default rules. */
  static Dealer dealer(String game) {
    return dealer(
        dev.tenace.core.game.Games.find(game)
            .orElseThrow(() -> new IllegalStateException("no game named " + game)));
  }

  private static <R> Dealer dealer(GameDefinition<R, ?, ?> g) {
    R rules = g.defaultRules();
    int n = g.players(rules);
    return new Dealer() {
      @Override
      public int players() {
        return n;
      }

      @Override
      public GameState<?, ?> deal(int dealer, long seed) {
        return g.newDeal(rules, dealer, seed);
      }
    };
  }

  /** Deal, every phase (passing, bidding, picking, declaring), all tricks and the score. */
  @Benchmark
  public int fullDeal() {
    GameState<?, ?> s = dealer.deal((int) (seed & 3) % dealer.players(), seed++);
    return playOut(s, rng);
  }

  /** From a dealt position to the end of the deal (the cost of one Monte-Carlo play-out). */
  @Benchmark
  public int playOut() {
    GameState<?, ?> s = dealt[next++ & (dealt.length - 1)];
    return playOut(s, rng);
  }

  /** Random legal actions to the end; returns seat 0's score so the work is not dead code. */
  static int playOut(GameState<?, ?> start, SplittableRandom rng) {
    GameState<?, ?> s = start;
    while (!s.isTerminal()) {
      s = step(s, rng);
    }
    return s.score(0);
  }

  /** One random legal action of the seat to move. */
  static GameState<?, ?> step(GameState<?, ?> s, SplittableRandom rng) {
    int seat = s.toMove();
    List<Action> legal = s.legalActions(seat);
    return s.applyLegal(seat, legal.get(rng.nextInt(legal.size())));
  }

  /** States in trick play, taken from random deals, for the per-action benchmarks. */
  static List<GameState<?, ?>> trickPlayStates(String game, int count) {
    Dealer definition = dealer(game);
    List<GameState<?, ?>> out = new ArrayList<>();
    SplittableRandom rng = new SplittableRandom(11);
    for (long seed = 0; out.size() < count; seed++) {
      GameState<?, ?> s = definition.deal(0, seed);
      while (!s.isTerminal()) {
        if (s.tricks().isPresent() && rng.nextInt(4) == 0) {
          out.add(s);
        }
        s = step(s, rng);
      }
    }
    return out.subList(0, count);
  }
}
