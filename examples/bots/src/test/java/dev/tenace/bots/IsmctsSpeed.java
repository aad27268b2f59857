package dev.tenace.bots;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.View;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Decision cost of bots by spec, in CPU time of the calling thread (so that a loaded machine still
 * gives comparable figures), over every decision with two or more legal actions of six random deals
 * per game: how the equal-iteration comparisons of the README were calibrated. A program, not a
 * test; run it on the built command-line jar:
 *
 * <pre>{@code
 * java -cp examples/target/tenace.jar examples/bots/src/test/java/dev/tenace/bots/IsmctsSpeed.java \
 *     hearts,spades,sheepshead,suitability ismcts:200,pimc:10
 * }</pre>
 */
public final class IsmctsSpeed {
  private IsmctsSpeed() {}

  /**
   * Prints per game and spec the mean CPU and wall time per decision, and the CPU time of the
   * slowest decision with its number of choices.
   *
   * @param args games (comma-separated, default all) and bot specs (default {@code
   *     ismcts:200,pimc:10})
   */
  public static void main(String[] args) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    String[] games =
        args.length > 0
            ? args[0].split(",", -1)
            : new String[] {"hearts", "spades", "sheepshead", "suitability"};
    String[] specs =
        args.length > 1 ? args[1].split(",", -1) : new String[] {"ismcts:200", "pimc:10"};
    for (String game : games) {
      List<View<?>> views = views(Games.find(game).orElseThrow());
      for (String spec : specs) {
        Agent<View<?>> bot = Bots.create(spec, game, 1);
        for (View<?> v : views) {
          var unused = bot.act(v); // warm-up: one round untimed
        }
        long cpu = 0;
        long most = 0;
        int mostChoices = 0;
        long wall = System.nanoTime();
        for (View<?> v : views) {
          long c = mx.getCurrentThreadCpuTime();
          var unused = bot.act(v);
          c = mx.getCurrentThreadCpuTime() - c;
          cpu += c;
          if (c > most) {
            most = c;
            mostChoices = v.legalActions().size();
          }
        }
        wall = System.nanoTime() - wall;
        System.out.printf(
            Locale.ROOT,
            "%-12s %-14s %4d decisions  cpu %7.2f ms/decision (slowest %7.2f ms, %d choices)"
                + "  wall %7.2f ms/decision%n",
            game,
            spec,
            views.size(),
            cpu / 1e6 / views.size(),
            most / 1e6,
            mostChoices,
            wall / 1e6 / views.size());
      }
    }
  }

  /** The views of the seat to move with two or more legal actions, six random deals. */
  static <R, S extends GameState<S, V>, V extends View<S>> List<View<?>> views(
      GameDefinition<R, S, V> g) {
    List<View<?>> out = new ArrayList<>();
    SplittableRandom rng = new SplittableRandom(5);
    R rules = g.defaultRules();
    for (int d = 0; d < 6; d++) {
      S s = g.newDeal(rules, d % g.players(rules), 100 + d);
      while (!s.isTerminal()) {
        List<Action> legal = s.legalActions();
        if (legal.size() > 1) {
          out.add(s.viewFor(s.toMove()));
        }
        s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
      }
    }
    return out;
  }
}
