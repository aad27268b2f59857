package dev.tenace.cli;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Variant;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code tenace rules <game>}: the variants of a game with their types, defaults and sections, its
 * presets and rule codes; {@code --markdown} prints them as the README's table.
 */
@Command(
    name = "rules",
    mixinStandardHelpOptions = true,
    versionProvider = Tenace.Version.class,
    description =
        "List every variant of a game with its type, default and section, and the presets.")
final class RulesCommand implements Callable<Integer> {
  @Parameters(
      index = "0",
      completionCandidates = Games.Names.class,
      description = "${COMPLETION-CANDIDATES}")
  String game;

  @Option(
      names = "--markdown",
      description = "print the variants and presets as the README's Markdown table")
  boolean markdown;

  @Override
  public Integer call() {
    if (markdown) {
      GameDefinition<?, ?, ?> g = Games.find(game);
      RulesMarkdown.lines(g).forEach(Tenace.IO.out::println);
      Tenace.IO.out.println();
      Tenace.IO.out.println("README row: " + RulesMarkdown.summaryRow(g));
      Failure.check(Tenace.IO.out);
      return 0;
    }
    return list(Games.find(game));
  }

  private static <R> int list(GameDefinition<R, ?, ?> g) {
    PrintStream out = Tenace.IO.out;
    out.printf("%s — variants (set with --rules name=value,...)%n%n", g.name());
    List<Variant> vs = g.variants();
    int[] w = {"name".length(), "type".length(), "default".length(), "section".length()};
    for (Variant v : vs) {
      w[0] = Math.max(w[0], v.name().length());
      w[1] = Math.max(w[1], String.valueOf(v.type()).length());
      w[2] = Math.max(w[2], String.valueOf(v.defaultValue()).length());
      w[3] = Math.max(w[3], String.valueOf(v.section()).length());
    }
    String row = "  %-" + w[0] + "s  %-" + w[1] + "s  %-" + w[2] + "s  %-" + w[3] + "s  %s%n";
    out.printf(row, "name", "type", "default", "section", "description");
    for (Variant v : vs) {
      out.printf(row, v.name(), v.type(), v.defaultValue(), v.section(), v.description());
    }
    out.printf("%npresets (use the name in --rules)%n%n");
    for (Map.Entry<String, R> e : g.presets().entrySet()) {
      out.printf("  %-16s %s%n", e.getKey(), Tenace.nonDefault(g, e.getValue()));
    }
    out.printf("%nrule codes of refused actions%n%n");
    int cw = g.ruleCodes().keySet().stream().mapToInt(String::length).max().orElse(4);
    g.ruleCodes().forEach((code, meaning) -> out.printf("  %-" + cw + "s  %s%n", code, meaning));
    Failure.check(out);
    return 0;
  }
}
