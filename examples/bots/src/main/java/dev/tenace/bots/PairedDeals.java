package dev.tenace.bots;

import dev.tenace.bots.engine.Engines;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;

/**
 * Paired play of two bots over the same deals with the seats swapped, for any game: the measure
 * that the strength harness and the ladder use.
 *
 * <p>Deal {@code i} is shuffled from {@code Shuffle.derive(seed, i)} with dealer {@code i mod n}
 * and played twice: once with bot X in the <em>even</em> seats (0, 2, …; in a partnership game of
 * four, one team) and bot Y in the odd ones, once with the two swapped. The deal's paired figure is
 * X's mean {@link GameState#utility utility} over the even seats in the first play minus Y's over
 * the same seats in the second: the same cards, the same seats, only the bot differs, so most of
 * the deal-to-deal noise cancels. Utility is higher-is-better (Hearts: minus the penalty points).
 *
 * <pre>{@code
 * PairedDeals.Outcome o = PairedDeals.play(SpadesGame.INSTANCE, SpadesRules.defaults(),
 *     seed -> new SpadesHeuristic().forAnyView(), seed -> Bots.create("random", "spades", seed),
 *     1000, 7L, 2);
 * o.difference();   // mean and 95% interval of X − Y per deal
 * }</pre>
 */
public final class PairedDeals {
  private PairedDeals() {}

  /** Makes one seat's bot from a seed (a new instance per seat and deal). */
  @FunctionalInterface
  public interface Entrant {
    /** A new bot for one seat of one deal. */
    Agent<View<?>> make(long seed);

    /** The bots of a spec for a game, as {@link Bots#create} makes them. */
    static Entrant of(String spec, String game) {
      var unused = Bots.create(spec, game, 0L); // fail early on a bad spec
      return seed -> Bots.create(spec, game, seed);
    }
  }

  /**
   * A mean with its 95% interval (1.96 standard errors).
   *
   * @param mean the mean
   * @param halfWidth half the interval's width
   * @param n the number of values
   */
  public record Estimate(double mean, double halfWidth, int n) {
    /** The mean and interval of {@code xs} (a half-width of 0 for fewer than two values). */
    public static Estimate of(double[] xs) {
      int n = xs.length;
      if (n == 0) {
        return new Estimate(Double.NaN, Double.NaN, 0);
      }
      double m = 0;
      for (double x : xs) {
        m += x;
      }
      m /= n;
      double ss = 0;
      for (double x : xs) {
        ss += (x - m) * (x - m);
      }
      double hw = n < 2 ? 0 : 1.96 * Math.sqrt(ss / (n - 1) / n);
      return new Estimate(m, hw, n);
    }

    /** Whether the whole interval is above zero. */
    public boolean aboveZero() {
      return mean - halfWidth > 0;
    }

    @Override
    public String toString() {
      return String.format(java.util.Locale.ROOT, "%+.2f ± %.2f (n %d)", mean, halfWidth, n);
    }
  }

  /** The per-deal figures of a paired run. */
  public static final class Outcome {
    private final double[] x;
    private final double[] y;

    /**
     * The figures of a run.
     *
     * @param x X's mean utility in the even seats, per deal
     * @param y Y's mean utility in the same seats of the same deal, per deal
     * @throws IllegalArgumentException if they differ in length
     */
    public Outcome(double[] x, double[] y) {
      if (x.length != y.length) {
        throw new IllegalArgumentException("x and y differ in length");
      }
      this.x = x.clone();
      this.y = y.clone();
    }

    /** X's mean utility in the even seats, per deal. */
    public double[] x() {
      return x.clone();
    }

    /** Y's mean utility in the same seats, per deal. */
    public double[] y() {
      return y.clone();
    }

    /** X − Y per deal. */
    public double[] differences() {
      double[] d = new double[x.length];
      for (int i = 0; i < d.length; i++) {
        d[i] = x[i] - y[i];
      }
      return d;
    }

    /** The mean paired difference X − Y with its 95% interval. */
    public Estimate difference() {
      return Estimate.of(differences());
    }

    /** X's mean utility in its seats. */
    public Estimate xMean() {
      return Estimate.of(x);
    }

    /** Y's mean utility in the same seats. */
    public Estimate yMean() {
      return Estimate.of(y);
    }
  }

  /**
   * Plays {@code deals} paired deals of X against Y.
   *
   * @param threads worker threads (1 plays in order on the caller's thread)
   * @throws IllegalArgumentException if deals or threads is below 1
   */
  public static <R, S extends GameState<S, V>, V extends View<S>> Outcome play(
      GameDefinition<R, S, V> game,
      R rules,
      Entrant x,
      Entrant y,
      int deals,
      long seed,
      int threads) {
    Objects.requireNonNull(game, "game is null");
    Objects.requireNonNull(x, "x is null");
    Objects.requireNonNull(y, "y is null");
    if (deals < 1 || threads < 1) {
      throw new IllegalArgumentException("deals and threads must be at least 1");
    }
    double[] xs = new double[deals];
    double[] ys = new double[deals];
    IntStream range = IntStream.range(0, deals);
    Runnable run =
        () ->
            (threads == 1 ? range : range.parallel())
                .forEach(
                    i -> {
                      long s = Shuffle.derive(seed, i);
                      xs[i] = evenSeats(game, rules, i, s, x, y);
                      ys[i] = evenSeats(game, rules, i, s, y, x);
                    });
    if (threads == 1) {
      run.run();
    } else {
      ForkJoinPool pool = new ForkJoinPool(threads);
      try {
        pool.submit(run).get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", e);
      } catch (ExecutionException e) {
        throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
      } finally {
        pool.shutdown();
      }
    }
    return new Outcome(xs, ys);
  }

  /** One play of deal {@code i}: {@code even} in the even seats, {@code odd} in the others. */
  private static <R, S extends GameState<S, V>, V extends View<S>> double evenSeats(
      GameDefinition<R, S, V> game, R rules, int i, long s, Entrant even, Entrant odd) {
    int n = game.players(rules);
    List<Agent<? super V>> agents = new ArrayList<>(n);
    for (int seat = 0; seat < n; seat++) {
      long botSeed = Shuffle.derive(s, 1000 + seat);
      agents.add(seat % 2 == 0 ? even.make(botSeed) : odd.make(botSeed));
    }
    MatchRunner.Result<S> r;
    try {
      r =
          MatchRunner.playDeal(
              game.newDeal(rules, i % n, s),
              agents,
              Engines.listener(agents, game, rules, MatchRunner.Listener.<S>none()),
              MatchRunner.OnFault.STOP);
    } finally {
      Engines.close(agents); // programs at the table (cmd:) are ended with the deal
    }
    if (!r.completed()) {
      throw new IllegalStateException(
          "deal " + i + " of " + game.name() + " stopped: " + r.faults() + " " + r.stop());
    }
    S end = r.match();
    double sum = 0;
    int k = 0;
    for (int seat = 0; seat < n; seat += 2) {
      sum += end.utility(seat);
      k++;
    }
    return sum / k;
  }
}
