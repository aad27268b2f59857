package dev.tenace.cli;

import dev.tenace.bots.Ladder;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * {@code tenace ladder <game> --bots a,b,c}: every pair of bots plays paired deals (the same deals
 * with the seats swapped), and a Bradley–Terry fit ranks them on one Elo scale with 95% intervals
 * ({@link Ladder}); prints a Markdown table and writes it with an SVG chart.
 */
@Command(
    name = "ladder",
    mixinStandardHelpOptions = true,
    versionProvider = Tenace.Version.class,
    description =
        "Rank bots on one Elo scale (Bradley–Terry with 95%% intervals) from paired deals between every pair; prints a table, writes it and an SVG chart.")
final class LadderCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  @picocli.CommandLine.Mixin EngineOptions engine;

  @Parameters(index = "0", description = "the game (see: tenace rules)")
  String game;

  @Option(
      names = "--bots",
      required = true,
      description =
          "two or more bot specs, comma-separated (random, heuristic, best, pimc:N, ismcts:5ms, …)")
  String bots;

  int deals;

  @Option(
      names = "--deals",
      paramLabel = "N",
      defaultValue = "100",
      description = "paired deals per pair of bots, at least 1 (default: ${DEFAULT-VALUE})")
  void deals(String v) {
    deals = Options.intIn(spec, "--deals", v, 1, 1_000_000);
  }

  @Mixin SharedOptions.RunSeed seed;

  @Mixin SharedOptions.Threads threads;

  @Mixin SharedOptions.GameRules rules;

  @Option(
      names = "--out",
      paramLabel = "PREFIX",
      description = "write PREFIX.md (the table) and PREFIX.svg (the chart); default ladder-<game>")
  String out;

  @Option(names = "--quiet", description = "no line per pair on standard error")
  boolean quiet;

  @Override
  public Integer call() {
    return run(Games.find(game));
  }

  private <R, S extends GameState<S, V>, V extends View<S>> int run(GameDefinition<R, S, V> g) {
    R r = rules.of(g);
    List<String> specs = new ArrayList<>();
    for (String b : bots.split(",", -1)) {
      specs.add(b.strip());
    }
    if (specs.size() < 2 || specs.stream().anyMatch(String::isEmpty)) {
      throw new ParameterException(
          spec.commandLine(), "--bots needs two or more bot specs, comma-separated: " + bots);
    }
    PrintStream err = Tenace.IO.err;
    Ladder.Result result =
        Ladder.play(
            g,
            r,
            specs,
            deals,
            seed.value,
            threads.value,
            line -> {
              if (!quiet) {
                err.println("ladder " + g.name() + ": " + line);
              }
            });
    String prefix = out == null ? "ladder-" + g.name() : out;
    write(Path.of(prefix + ".md"), result.table());
    write(Path.of(prefix + ".svg"), result.svg());
    PrintStream o = Tenace.IO.out;
    o.print(result.table());
    o.println();
    o.println("wrote " + prefix + ".md and " + prefix + ".svg");
    Failure.check(o);
    return 0;
  }

  private static void write(Path p, String text) {
    try {
      Files.writeString(p, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw Failure.cannotWrite(p.toString(), e);
    }
  }
}
