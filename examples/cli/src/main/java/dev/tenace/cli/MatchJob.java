package dev.tenace.cli;

import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The main job, {@code tenace} without a subcommand: bots play one full match and the transcript is
 * printed, then the standings. Its options are the root command's ({@link Tenace} takes this class
 * as a mixin).
 */
final class MatchJob {
  @Option(
      names = "--game",
      completionCandidates = Games.Names.class,
      description = "${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})")
  String game = Games.defaultName();

  @Mixin SharedOptions.MatchSeed seed;

  @Mixin SharedOptions.MaxDeals maxDeals;

  @Mixin SharedOptions.GameRules rules;

  @Mixin SharedOptions.Lineup bots;

  @Option(names = "--verbose", description = "print hands, every pass, bid and trick")
  boolean verbose;

  @Mixin SharedOptions.Ascii ascii;

  /** Plays the match; returns the exit status. */
  int run() {
    return match(Games.find(game));
  }

  private <R, S extends GameState<S, V>, V extends View<S>> int match(GameDefinition<R, S, V> g) {
    R r = rules.of(g);
    int n = g.players(r);
    long s = seed.orRandom();
    List<String> names = bots.forSeats(n, String.join(",", Tenace.defaultBots(n)));
    List<Agent<? super V>> agents = Tenace.agents(names, g.name(), s);
    Cards cards = Cards.forRun(ascii.on);
    PrintStream out = Tenace.IO.out;
    out.printf(
        "tenace %s %s, %d players, seed %d (replay with --seed %d)%n",
        cards.dash(), g.name(), n, s, s);
    out.printf("rules: %s%n", Tenace.nonDefault(g, r));
    out.printf("bots:  %s%n", String.join(", ", names));
    Match<S> m = g.newMatch(r, 0, s);
    MatchRunner.Result<Match<S>> res =
        MatchRunner.run(
            m,
            agents,
            new Transcript(out, cards, verbose, names),
            MatchRunner.OnFault.PLAY_FIRST_LEGAL,
            maxDeals.value);
    Match<S> end = res.match();
    if (res.completed()) {
      out.printf("%nFinal standings after %d deals%n", end.dealNumber());
    } else {
      out.printf(
          "%nAbandoned after %d deals (%s), no winner; standings%n",
          end.dealNumber(), Tenace.abandonedBy(res.stop(), maxDeals.value));
    }
    standings(out, end, names);
    Failure.check(out);
    return 0;
  }

  /** The seats from the best total to the worst, with their bots and totals, and the winners. */
  private static void standings(PrintStream out, Match<?> end, List<String> names) {
    List<Integer> totals = end.totals();
    List<Integer> winners = end.isOver() ? end.winners() : List.of();
    Integer[] order = new Integer[totals.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    boolean lowWins = end.lowerTotalsWin();
    Arrays.sort(
        order,
        (a, b) ->
            lowWins
                ? Integer.compare(totals.get(a), totals.get(b))
                : Integer.compare(totals.get(b), totals.get(a)));
    for (int i : order) {
      out.printf(
          "  seat %d  %-10s %6d%s%n",
          i, names.get(i), totals.get(i), winners.contains(i) ? "   winner" : "");
    }
  }
}
