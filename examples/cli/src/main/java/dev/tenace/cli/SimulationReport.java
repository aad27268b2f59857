package dev.tenace.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.game.MatchRunner;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code tenace simulate} prints of a {@link Simulation}'s {@link Simulation.Tally}: the table
 * (per seat, or per team in a partnership game, the bot, the win rate and the mean score with their
 * 95% confidence intervals, and the matches abandoned) or the same figures as one JSON object.
 */
final class SimulationReport {
  private SimulationReport() {}

  /**
   * Prints the table of {@code tenace simulate}: the run, then per seat its bot, win rate and mean
   * score with their 95% confidence intervals, and the matches abandoned.
   */
  static void table(Simulation sim, Simulation.Tally tally, PrintStream out) {
    int n = sim.players();
    out.printf(
        "%s: %d %s, seed %d, rules %s%n%n",
        sim.gameName(), sim.count(), sim.unit(), sim.seed(), sim.nonDefaultRules());
    int done = tally.completed();
    if (done == 0) {
      out.printf("  no %s completed%n", sim.deals() ? "deal" : "match");
    } else {
      boolean teams = sim.partnerships();
      out.printf(
          "  %-5s %-10s %-22s %s%n",
          teams ? "team" : "seat",
          "bot",
          "win rate (95% CI)",
          "mean " + (sim.deals() ? "deal score" : "final total") + " (95% CI)");
      List<List<Integer>> sides = sim.teams();
      for (int s = 0; s < (teams ? sides.size() : n); s++) {
        Simulation.Figures f = teams ? tally.team(s) : tally.seat(s);
        out.printf(
            "  %-5s %-10s %5.1f%% ± %4.1f%%        %8.2f ± %.2f%n",
            teams ? seatsOf(sides.get(s)) : String.valueOf(s),
            teams ? botsOf(sim, sides.get(s)) : sim.bots().get(s),
            100 * f.winRate(),
            100 * f.winRateCi95(),
            f.meanScore(),
            f.meanScoreCi95());
      }
      if (teams) {
        out.printf(
            "%n  partners win together: a team's win rate is its share of the wins (%s won by"
                + " both partners count once), its score a partner's mean%n",
            sim.unit());
      }
    }
    if (tally.abandonedAtMaxDeals() > 0) {
      out.printf(
          "%n  %d of %d %s abandoned after %d deals (--max-deals), not in the figures above%n",
          tally.abandonedAtMaxDeals(), sim.count(), sim.unit(), sim.maxDeals());
    }
    if (tally.abandonedAtStepLimit() > 0) {
      out.printf(
          "%n  %d of %d %s abandoned at the runner's limit of %d actions, not in the figures above%n",
          tally.abandonedAtStepLimit(), sim.count(), sim.unit(), MatchRunner.STEP_LIMIT);
    }
  }

  /** A team's seats as {@code 0+2}. */
  private static String seatsOf(List<Integer> team) {
    List<String> s = new ArrayList<>();
    for (int seat : team) {
      s.add(String.valueOf(seat));
    }
    return String.join("+", s);
  }

  /** A team's bots: one name when the partners play the same bot, else {@code a+b}. */
  private static String botsOf(Simulation sim, List<Integer> team) {
    List<String> names = new ArrayList<>();
    for (int seat : team) {
      if (!names.contains(sim.bots().get(seat))) {
        names.add(sim.bots().get(seat));
      }
    }
    return String.join("+", names);
  }

  /**
   * The final statistics as one JSON object (the fields are documented in {@code
   * examples/cli/README.md}): the run, then per seat its bot, win rate and mean score with the
   * half-widths of their 95% confidence intervals ({@code null} when no match completed).
   */
  static String json(Simulation sim, Simulation.Tally tally) {
    ObjectNode o = Replay.JSON.createObjectNode();
    o.put("game", sim.gameName());
    ObjectNode rs = o.putObject("rules");
    sim.settings().forEach(rs::put);
    o.put("unit", sim.unit());
    o.put("count", sim.count());
    o.put("seed", sim.seed());
    o.put("maxDeals", sim.maxDeals());
    o.put("completed", tally.completed());
    o.put("abandonedAtMaxDeals", tally.abandonedAtMaxDeals());
    o.put("abandonedAtStepLimit", tally.abandonedAtStepLimit());
    ArrayNode seats = o.putArray("seats");
    for (int s = 0; s < sim.bots().size(); s++) {
      ObjectNode x = seats.addObject();
      x.put("seat", s);
      x.put("bot", sim.bots().get(s));
      putFigures(x, tally.completed() == 0 ? null : tally.seat(s));
    }
    if (sim.partnerships()) {
      ArrayNode teams = o.putArray("teams");
      for (int t = 0; t < sim.teams().size(); t++) {
        ObjectNode x = teams.addObject();
        ArrayNode seatsOf = x.putArray("seats");
        sim.teams().get(t).forEach(seatsOf::add);
        x.put("bot", botsOf(sim, sim.teams().get(t)));
        putFigures(x, tally.completed() == 0 ? null : tally.team(t));
      }
    }
    return o.toString();
  }

  private static void putFigures(ObjectNode x, Simulation.Figures f) {
    if (f == null) {
      x.putNull("winRate");
      x.putNull("winRateCi95");
      x.putNull("meanScore");
      x.putNull("meanScoreCi95");
      return;
    }
    x.put("winRate", f.winRate());
    x.put("winRateCi95", f.winRateCi95());
    x.put("meanScore", f.meanScore());
    x.put("meanScoreCi95", f.meanScoreCi95());
  }
}
