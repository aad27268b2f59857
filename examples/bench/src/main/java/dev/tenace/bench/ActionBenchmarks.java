package dev.tenace.bench;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
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
 * The cost of one step during trick play: listing the legal actions and applying one card play. Run
 * with {@code -prof gc} to see the bytes allocated per operation.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ActionBenchmarks {
  /** The game, by its command-line name. */
  @Param({"hearts", "spades", "sheepshead", "suitability"})
  public String game;

  private GameState<?, ?>[] states;
  private Action[] plays;
  private int next;

  /** Collects 4096 positions in trick play and a legal card for each. */
  @Setup
  public void setUp() {
    List<GameState<?, ?>> list = GameBenchmarks.trickPlayStates(game, 4096);
    states = list.toArray(new GameState<?, ?>[0]);
    plays = new Action[states.length];
    SplittableRandom rng = new SplittableRandom(3);
    for (int i = 0; i < states.length; i++) {
      List<Action> legal = states[i].legalActions(states[i].toMove());
      plays[i] = legal.get(rng.nextInt(legal.size()));
    }
  }

  /** {@code legalActions} of the seat to move. */
  @Benchmark
  public List<Action> legalActions() {
    GameState<?, ?> s = states[next++ & 4095];
    return s.legalActions(s.toMove());
  }

  /** {@code apply} of one legal card play. */
  @Benchmark
  public Object applyCardPlay() {
    int i = next++ & 4095;
    GameState<?, ?> s = states[i];
    return s.apply(s.toMove(), plays[i]).get();
  }

  /**
   * {@code applyLegal} of the same card play: the play-out and search path, without the {@code
   * Either}.
   */
  @Benchmark
  public Object applyLegalCardPlay() {
    int i = next++ & 4095;
    GameState<?, ?> s = states[i];
    return s.applyLegal(s.toMove(), plays[i]);
  }
}
