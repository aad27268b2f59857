package dev.tenace.bench;

import dev.tenace.core.game.GameState;
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
 * {@link GameBenchmarks#fullDeal} in its parts, random legal actions as there: the deal alone, the
 * deal and every phase before trick play (passing, bidding, picking, declaring), and trick play
 * with the score from positions where it begins. A change that slows a full deal shows here in
 * which part.
 *
 * <p>Run: {@code java -cp examples/target/tenace.jar org.openjdk.jmh.Main PhaseBenchmarks -f 2 -wi
 * 3 -w 1 -i 5 -r 1 -prof gc}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PhaseBenchmarks {
  /** The game, by its command-line name. */
  @Param({"hearts", "spades", "sheepshead", "suitability"})
  public String game;

  private GameBenchmarks.Dealer dealer;
  private long seed;
  private final SplittableRandom rng = new SplittableRandom(7);
  private GameState<?, ?>[] atPlay;
  private int next;

  /** Finds the game and plays 1,024 seeded deals to their first card. */
  @Setup
  public void setUp() {
    dealer = GameBenchmarks.dealer(game);
    atPlay = new GameState<?, ?>[1024];
    SplittableRandom r = new SplittableRandom(3);
    for (int i = 0; i < atPlay.length; i++) {
      atPlay[i] = toPlay(dealer.deal(i % dealer.players(), 1_000_000L + i), r);
    }
  }

  private static GameState<?, ?> toPlay(GameState<?, ?> start, SplittableRandom rng) {
    GameState<?, ?> s = start;
    while (s.tricks().isEmpty() && !s.isTerminal()) {
      s = GameBenchmarks.step(s, rng);
    }
    return s;
  }

  /** A seeded deal under the default rules, nothing played. */
  @Benchmark
  public GameState<?, ?> deal() {
    return dealer.deal((int) (seed & 3) % dealer.players(), seed++);
  }

  /** A seeded deal and every action before its first card. */
  @Benchmark
  public GameState<?, ?> dealToPlay() {
    return toPlay(dealer.deal((int) (seed & 3) % dealer.players(), seed++), rng);
  }

  /** Trick play to the end and seat 0's score, from a position where it begins. */
  @Benchmark
  public int playToEnd() {
    return GameBenchmarks.playOut(atPlay[next++ & (atPlay.length - 1)], rng);
  }
}
