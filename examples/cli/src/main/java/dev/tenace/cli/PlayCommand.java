package dev.tenace.cli;

import dev.tenace.bots.engine.Engines;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tenace play [game]}: a person at the terminal plays a match against bots, seeing only
 * their seat's view.
 */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    versionProvider = Tenace.Version.class,
    description = "Play a match in the terminal against bots.")
final class PlayCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(
      index = "0",
      arity = "0..1",
      description = "the game (default ${DEFAULT-VALUE}; the games are listed below)")
  String game = Games.defaultName();

  int seat;

  @Option(
      names = "--seat",
      paramLabel = "S",
      defaultValue = "0",
      description = "your seat, 0 to players-1 (default: ${DEFAULT-VALUE})")
  void seat(String v) {
    seat = Options.intIn(spec, "--seat", v, 0, Integer.MAX_VALUE);
  }

  @Mixin SharedOptions.MatchSeed seed;

  @Mixin SharedOptions.MaxDeals maxDeals;

  @Mixin EngineOptions engine;

  @Mixin SharedOptions.GameRules rules;

  @Mixin SharedOptions.Lineup bots;

  @Mixin SharedOptions.Ascii ascii;

  @Override
  public Integer call() {
    return play(Games.find(game));
  }

  /**
   * A match of the bots and the person at the terminal, played by {@link MatchRunner}: the person's
   * seat is a {@link ConsoleAgent} that receives only its view, and everything printed comes from
   * that view ({@link Screen}).
   */
  private <R, S extends GameState<S, V>, V extends View<S>> int play(GameDefinition<R, S, V> g) {
    R r = rules.of(g);
    int n = g.players(r);
    if (seat >= n) {
      throw new ParameterException(
          spec.commandLine(),
          "--seat must be 0.." + (n - 1) + " at this " + n + "-player table but was " + seat);
    }
    long s = seed.orRandom();
    List<String> names = bots.forSeats(n, Tenace.PLAY_DEFAULT_BOT);
    List<Agent<? super V>> agents = Tenace.agents(names, g.name(), s);
    Cards cards = Cards.forRun(ascii.on);
    PrintStream out = Tenace.IO.out;
    Screen screen = new Screen(out, cards, seat);
    BufferedReader in =
        new BufferedReader(new InputStreamReader(Tenace.IO.in, StandardCharsets.UTF_8));
    ConsoleAgent you = new ConsoleAgent(screen, in, out, !Tenace.IO.atTerminal());
    agents.set(seat, you);
    List<String> others = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (i != seat) {
        others.add("seat " + i + " " + names.get(i));
      }
    }
    out.printf(
        "%s, seed %d (replay with --seed %d), you are seat %d; rules: %s; bots: %s%n",
        g.name(), s, s, seat, Tenace.nonDefault(g, r), String.join(", ", others));
    out.println("To answer, " + ConsoleAgent.typing(cards) + ", a number from a list, or quit.");
    Failure.check(out);
    MatchRunner.Result<Match<S>> res;
    try {
      // programs at the table (cmd:) get deal_end with the scores, and match_end at the end
      res =
          MatchRunner.run(
              g.newMatch(r, 0, s),
              agents,
              Engines.listener(agents, g, r, screen.<S>listener()),
              MatchRunner.OnFault.STOP,
              maxDeals.value);
    } finally {
      Engines.close(agents);
    }
    if (you.failure().isPresent()) {
      throw you.failure().get();
    }
    ending(res, you.quit(), screen, out);
    Failure.check(out);
    return 0;
  }

  /** The match's last line: bye, the winners, the failed bot, or why it was abandoned. */
  private <S extends GameState<S, ?>> void ending(
      MatchRunner.Result<Match<S>> res, boolean quit, Screen screen, PrintStream out) {
    Match<S> end = res.match();
    if (quit) {
      out.println("bye");
    } else if (res.completed()) {
      out.printf(
          "%ngame over after %d deals: totals %s; %s%n",
          end.dealNumber(), screen.seats(end.totals()), winners(end.winners()));
    } else if (res.stop() == MatchRunner.Stop.FAULT) {
      MatchRunner.Fault f = res.faults().get(res.faults().size() - 1);
      out.printf("%nthe match stopped: the bot of seat %d failed (%s)%n", f.seat(), f.message());
    } else {
      out.printf(
          "%nmatch abandoned after %d deal%s (%s), no winner; totals %s%n",
          end.dealNumber(),
          end.dealNumber() == 1 ? "" : "s",
          Tenace.abandonedBy(res.stop(), maxDeals.value),
          screen.seats(end.totals()));
    }
  }

  private String winners(List<Integer> w) {
    List<String> names = new ArrayList<>();
    for (int i : w) {
      names.add(i == seat ? "you (seat " + i + ")" : "seat " + i);
    }
    return (w.size() == 1 ? "winner " : "winners ") + String.join(" and ", names);
  }
}
