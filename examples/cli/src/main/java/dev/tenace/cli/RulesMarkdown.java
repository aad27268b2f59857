package dev.tenace.cli;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A game's variants and presets as a Markdown table, printed by {@code tenace rules <game>
 * --markdown}: the README's game tables are this output, pasted between markers, and a test
 * compares them so they cannot drift from the code.
 */
final class RulesMarkdown {
  private RulesMarkdown() {}

  /** The Markdown lines for one game: a variant table, then its presets on one line. */
  static <R> List<String> lines(GameDefinition<R, ?, ?> g) {
    List<String> out = new ArrayList<>();
    out.add("| variant | default | section | rule |");
    out.add("|---|---|---|---|");
    for (Variant v : g.variants()) {
      out.add(
          "| `"
              + v.name()
              + "` | `"
              + v.defaultValue()
              + "` | "
              + cell(v.section())
              + " | "
              + cell(v.description())
              + " |");
    }
    out.add("");
    List<String> presets = new ArrayList<>();
    for (Map.Entry<String, R> e : g.presets().entrySet()) {
      String set = Tenace.nonDefault(g, e.getValue());
      presets.add("`" + e.getKey() + "`" + (set.equals("defaults") ? "" : " (" + set + ")"));
    }
    out.add("Presets: " + String.join(", ", presets) + ".");
    return out;
  }

  /**
   * One row of the README's table of games: the game, its variants by name with their defaults, and
   * its presets by name; the full table is in the game module's README.
   */
  static <R> String summaryRow(GameDefinition<R, ?, ?> g) {
    List<String> vs = new ArrayList<>();
    for (Variant v : g.variants()) {
      vs.add("`" + v.name() + "`");
    }
    List<String> ps = new ArrayList<>();
    for (String p : g.presets().keySet()) {
      ps.add("`" + p + "`");
    }
    return "| " + g.name() + " | " + String.join(" ", vs) + " | " + String.join(" ", ps) + " |";
  }

  /** A table cell: a pipe inside the text would end the cell. */
  private static String cell(String text) {
    return String.valueOf(text).replace("|", "\\|");
  }
}
