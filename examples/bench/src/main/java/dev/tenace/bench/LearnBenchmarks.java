package dev.tenace.bench;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.View;
import dev.tenace.learn.Encoder;
import dev.tenace.learn.Encoders;
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
 * The encoding layer per step ({@code examples/learn}): the observation vector and the legal-action
 * mask of the seat to act, at 4096 positions (by default) of random deals under the default rules
 * (every phase: passing, bidding, trick play). {@code observationAndMask} starts from the seat's
 * view, as a bot receives it; {@code viewObservationAndMask} also makes the view from the state, as
 * an environment stepping a state does; {@code informationState} is the larger vector with the
 * history.
 *
 * <p>Run: {@code java -cp examples/target/tenace.jar org.openjdk.jmh.Main LearnBenchmarks -f 1 -wi
 * 3 -w 1 -i 5 -r 1 -prof gc}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class LearnBenchmarks {
  /** The game, by its command-line name. */
  @Param({"hearts", "spades", "sheepshead", "suitability"})
  public String game;

  /**
   * The number of positions cycled through (a power of two, at most 4096). The default is the
   * figure the README reports; {@code -p positions=64} keeps every view in the core's caches, which
   * shows how much of a call is reading the view from memory.
   */
  @Param({"4096"})
  public int positions;

  private static final int POSITIONS = 4096;

  private Encoder encoder;
  private GameState<?, ?>[] states;
  private View<?>[] views;
  private float[] observation;
  private float[] information;
  private boolean[] mask;
  private int next;

  /** Plays random deals and keeps each position with the view of its seat to act. */
  @Setup
  public void setUp() {
    GameDefinition<?, ?, ?> g =
        Games.find(game).orElseThrow(() -> new IllegalStateException("no game named " + game));
    encoder = Encoders.forDefaults(g);
    if (positions < 1 || positions > POSITIONS || Integer.bitCount(positions) != 1) {
      throw new IllegalArgumentException(
          "positions must be a power of two from 1 to " + POSITIONS + ", not " + positions);
    }
    // every (4096 / positions)-th position, so a small set still spans every phase
    List<GameState<?, ?>> all = positions(g, POSITIONS);
    List<GameState<?, ?>> list = new ArrayList<>();
    for (int i = 0; i < positions; i++) {
      list.add(all.get(i * (POSITIONS / positions)));
    }
    states = list.toArray(new GameState<?, ?>[0]);
    views = new View<?>[states.length];
    for (int i = 0; i < states.length; i++) {
      views[i] = states[i].viewFor(states[i].toMove());
    }
    observation = new float[encoder.observation().size()];
    information = new float[encoder.informationState().size()];
    mask = new boolean[encoder.actionCount()];
  }

  /** The non-terminal positions of random deals of a game under its default rules. */
  static <R, S extends GameState<S, V>, V extends View<S>> List<GameState<?, ?>> positions(
      GameDefinition<R, S, V> g, int count) {
    R rules = g.defaultRules();
    SplittableRandom rng = new SplittableRandom(5);
    List<GameState<?, ?>> out = new ArrayList<>();
    for (long seed = 0; out.size() < count; seed++) {
      S s = g.newDeal(rules, (int) (seed % g.players(rules)), seed);
      while (!s.isTerminal() && out.size() < count) {
        out.add(s);
        List<Action> legal = s.legalActions(s.toMove());
        s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
      }
    }
    return out;
  }

  /** The observation and the mask of the seat to act, from its view. */
  @Benchmark
  public boolean observationAndMask() {
    View<?> v = views[next++ & (positions - 1)];
    encoder.observe(v, CardSet.EMPTY, observation);
    encoder.mask(v.legalActions(), CardSet.EMPTY, mask);
    return mask[0] ^ observation[0] == 0f;
  }

  /** The same, making the view from the state first. */
  @Benchmark
  public boolean viewObservationAndMask() {
    GameState<?, ?> s = states[next++ & (positions - 1)];
    View<?> v = s.viewFor(s.toMove());
    encoder.observe(v, CardSet.EMPTY, observation);
    encoder.mask(v.legalActions(), CardSet.EMPTY, mask);
    return mask[0] ^ observation[0] == 0f;
  }

  /** The information state (observation and history) of the seat to act, from its view. */
  @Benchmark
  public float informationState() {
    View<?> v = views[next++ & (positions - 1)];
    encoder.informationState(v, CardSet.EMPTY, information);
    return information[information.length - 1];
  }
}
