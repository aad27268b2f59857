package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Games;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The README's variant tables are the output of {@code tenace rules <game> --markdown}, pasted
 * between the markers {@code <!-- tenace rules <game> --markdown -->} and {@code <!-- end -->}: a
 * variant added, renamed or re-described in the code fails this test until the README is
 * regenerated.
 */
class ReadmeGamesTest {
  private static final Path README = Path.of("../../README.md");

  @Test
  @DisplayName("every game on the class path has its README table, equal to its --markdown output")
  void tablesAreGenerated() throws IOException {
    List<String> readme = Files.readAllLines(README, StandardCharsets.UTF_8);
    assertThat(Games.all()).isNotEmpty();
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      assertThat(block(readme, g.name()))
          .as(
              "README block of %s: regenerate with 'tenace rules %s --markdown'",
              g.name(), g.name())
          .containsExactlyElementsOf(RulesMarkdown.lines(g));
    }
  }

  @Test
  @DisplayName("the Markdown table has a row per variant and escapes a pipe in a cell")
  void markdownShape() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      List<String> lines = RulesMarkdown.lines(g);
      long rows = lines.stream().filter(l -> l.startsWith("| `")).count();
      assertThat(rows).as(g.name()).isEqualTo(g.variants().size());
      assertThat(lines)
          .filteredOn(l -> l.startsWith("| `"))
          .allSatisfy(
              l -> assertThat(l.replace("\\|", "").chars().filter(c -> c == '|')).hasSize(5));
      assertThat(lines.get(lines.size() - 1)).startsWith("Presets: `");
    }
  }

  private static List<String> block(List<String> readme, String game) {
    String start = "<!-- tenace rules " + game + " --markdown -->";
    int i = readme.indexOf(start);
    assertThat(i).as("marker %s in README.md", start).isNotNegative();
    List<String> out = new ArrayList<>();
    for (int j = i + 1; j < readme.size() && !readme.get(j).equals("<!-- end -->"); j++) {
      out.add(readme.get(j));
    }
    return out;
  }
}
