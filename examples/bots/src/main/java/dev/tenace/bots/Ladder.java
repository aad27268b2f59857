package dev.tenace.bots;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A strength ladder of bots in one game: every pair plays {@link PairedDeals} (the same deals with
 * the seats swapped), each paired deal is a win for the bot with the better figure (a tie is half
 * to each), and a {@link BradleyTerry} fit puts every bot on one Elo scale with 95% intervals, the
 * first bot at 0.
 *
 * <pre>{@code
 * Ladder.Result r = Ladder.play(game, rules, List.of("random", "heuristic", "pimc:20"), 200, 1L, 2,
 *     line -> {});
 * r.table();    // Markdown
 * r.svg();      // a chart
 * }</pre>
 */
public final class Ladder {
  private Ladder() {}

  /**
   * One bot's place on the ladder.
   *
   * @param bot its spec
   * @param elo its rating, Elo points above the first bot
   * @param halfWidth half its 95% interval
   * @param winShare its share of the paired deals it won (a tie is half)
   * @param meanDifference its mean paired difference in utility per deal over all its opponents
   */
  public record Standing(
      String bot, double elo, double halfWidth, double winShare, double meanDifference) {}

  /**
   * The outcome of one pair.
   *
   * @param x the first bot's spec
   * @param y the second's
   * @param outcome their paired deals
   */
  public record Pairing(String x, String y, PairedDeals.Outcome outcome) {}

  /**
   * A ladder.
   *
   * @param game the game's name
   * @param deals the paired deals per pair
   * @param standings best first
   * @param pairings every pair's deals
   */
  public record Result(String game, int deals, List<Standing> standings, List<Pairing> pairings) {
    /** Copies the lists. */
    public Result {
      standings = List.copyOf(standings);
      pairings = List.copyOf(pairings);
    }

    /** The ladder as a Markdown table, best first, then every pair's paired difference. */
    public String table() {
      StringBuilder b = new StringBuilder();
      b.append(
          String.format(
              Locale.ROOT,
              "%s ladder, %d paired deals per pair (Bradley–Terry, Elo scale, %s = 0, 95%% intervals)%n%n",
              game,
              deals,
              anchor()));
      b.append("| rank | bot | Elo | paired deals won | mean paired difference |\n");
      b.append("|---|---|---|---|---|\n");
      int rank = 1;
      for (Standing s : standings) {
        b.append(
            String.format(
                Locale.ROOT,
                "| %d | `%s` | %+.0f ± %.0f | %.1f%% | %+.2f |%n",
                rank++,
                s.bot(),
                s.elo(),
                s.halfWidth(),
                100 * s.winShare(),
                s.meanDifference()));
      }
      b.append("\n| pair | X − Y per deal (95%) | X wins |\n|---|---|---|\n");
      for (Pairing p : pairings) {
        b.append(
            String.format(
                Locale.ROOT,
                "| `%s` − `%s` | %+.2f ± %.2f | %.1f%% |%n",
                p.x(),
                p.y(),
                p.outcome().difference().mean(),
                p.outcome().difference().halfWidth(),
                100 * winShare(p.outcome().differences())));
      }
      return b.toString();
    }

    private String anchor() {
      return pairings.isEmpty() ? standings.get(0).bot() : pairings.get(0).x();
    }

    /** The ladder as an SVG chart: each bot's rating as a dot with its interval as a bar. */
    public String svg() {
      return LadderChart.svg(game + " ladder (" + deals + " paired deals per pair)", standings);
    }
  }

  /**
   * Plays every pair of {@code bots} over {@code deals} paired deals and fits the ladder.
   *
   * @param progress told a line as each pair ends
   * @throws IllegalArgumentException if fewer than two bots are given, one repeats, or a spec is
   *     bad
   */
  public static <R, S extends GameState<S, V>, V extends View<S>> Result play(
      GameDefinition<R, S, V> game,
      R rules,
      List<String> bots,
      int deals,
      long seed,
      int threads,
      Consumer<String> progress) {
    Objects.requireNonNull(progress, "progress is null");
    if (bots.size() < 2) {
      throw new IllegalArgumentException("a ladder needs at least two bots, got " + bots);
    }
    if (bots.stream().distinct().count() != bots.size()) {
      throw new IllegalArgumentException("a bot is listed twice: " + bots);
    }
    List<PairedDeals.Entrant> entrants = new ArrayList<>();
    for (String b : bots) {
      entrants.add(PairedDeals.Entrant.of(b, game.name()));
    }
    int k = bots.size();
    double[][] wins = new double[k][k];
    double[] diffSum = new double[k];
    int[] met = new int[k];
    List<Pairing> pairings = new ArrayList<>();
    for (int i = 0; i < k; i++) {
      for (int j = i + 1; j < k; j++) {
        PairedDeals.Outcome o =
            PairedDeals.play(game, rules, entrants.get(i), entrants.get(j), deals, seed, threads);
        double[] d = o.differences();
        double share = winShare(d);
        wins[i][j] = share * d.length;
        wins[j][i] = (1 - share) * d.length;
        double mean = o.difference().mean();
        diffSum[i] += mean;
        diffSum[j] -= mean;
        met[i]++;
        met[j]++;
        pairings.add(new Pairing(bots.get(i), bots.get(j), o));
        progress.accept(
            String.format(
                Locale.ROOT,
                "%s − %s: %s per deal, %s wins %.1f%%",
                bots.get(i),
                bots.get(j),
                o.difference(),
                bots.get(i),
                100 * share));
      }
    }
    BradleyTerry.Fit fit = BradleyTerry.fit(wins);
    List<Standing> standings = new ArrayList<>();
    for (int i = 0; i < k; i++) {
      double won = 0;
      double games = 0;
      for (int j = 0; j < k; j++) {
        won += wins[i][j];
        games += wins[i][j] + wins[j][i];
      }
      standings.add(
          new Standing(
              bots.get(i), fit.rating(i), fit.halfWidth(i), won / games, diffSum[i] / met[i]));
    }
    standings.sort(Comparator.comparingDouble(Standing::elo).reversed());
    return new Result(game.name(), deals, standings, pairings);
  }

  /** The share of positive differences, a zero counting half. */
  static double winShare(double[] d) {
    double w = 0;
    for (double x : d) {
      w += x > 0 ? 1 : x == 0 ? 0.5 : 0;
    }
    return d.length == 0 ? 0.5 : w / d.length;
  }
}
