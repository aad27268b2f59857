package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Games;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The variant tables of the documentation are generated: each game's full table is the output of
 * {@code tenace rules <game> --markdown}, pasted in one README of the repository between the
 * markers {@code <!-- tenace rules <game> --markdown -->} and {@code <!-- end -->}, and the top
 * README's table of games has the row that command prints for it. A variant added, renamed or
 * re-described in the code fails this test until the documentation is regenerated.
 */
class ReadmeGamesTest {
  private static final Path ROOT = Path.of("../..");

  @Test
  @DisplayName("every game on the class path has one README table, equal to its --markdown output")
  void tablesAreGenerated() throws IOException {
    assertThat(Games.all()).isNotEmpty();
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      String start = "<!-- tenace rules " + g.name() + " --markdown -->";
      List<List<String>> found = new ArrayList<>();
      for (Path readme : readmes()) {
        List<String> lines = Files.readAllLines(readme, StandardCharsets.UTF_8);
        for (int i = lines.indexOf(start); i >= 0; i = next(lines, start, i)) {
          found.add(block(lines, i));
        }
      }
      assertThat(found).as("blocks of %s (marker %s)", g.name(), start).hasSize(1);
      assertThat(found.get(0))
          .as(
              "README block of %s: regenerate with 'tenace rules %s --markdown'",
              g.name(), g.name())
          .containsExactlyElementsOf(RulesMarkdown.lines(g));
    }
  }

  @Test
  @DisplayName("the top README's table of games has each game's generated row")
  void summaryRows() throws IOException {
    List<String> readme = Files.readAllLines(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      assertThat(readme)
          .as("README row of %s: 'tenace rules %s --markdown' prints it", g.name(), g.name())
          .contains(RulesMarkdown.summaryRow(g));
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
      assertThat(RulesMarkdown.summaryRow(g)).startsWith("| " + g.name() + " | `");
    }
  }

  @Test
  @DisplayName(
      "README 'Use Tenace in your project': its dependency is the one the build's own-bot project"
          + " declares, and its install command builds that artifact")
  void useInYourProject() throws IOException {
    String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
    int at = readme.indexOf("## Use Tenace in your project");
    assertThat(at).as("the section").isNotNegative();
    String section = readme.substring(at, readme.indexOf("\n## ", at + 1));
    String pom =
        Files.readString(
            ROOT.resolve("examples/bots/src/it/own-bot/pom.xml"), StandardCharsets.UTF_8);
    String version =
        Files.readString(ROOT.resolve("pom.xml"), StandardCharsets.UTF_8)
            .replaceAll(
                "(?s).*?<artifactId>tenace-parent</artifactId>\\s*<version>([^<]+)</version>.*",
                "$1");
    String dependency =
        "<dependency>\n  <groupId>dev.tenace</groupId>\n  <artifactId>tenace-bots</artifactId>\n"
            + "  <version>"
            + version
            + "</version>\n</dependency>";
    assertThat(section).contains(dependency);
    assertThat(pom)
        .as("the own-bot project depends on what the README shows")
        .contains("<groupId>dev.tenace</groupId>")
        .contains("<artifactId>tenace-bots</artifactId>");
    assertThat(section).contains("./mvnw -B -ntp install -DskipTests -pl examples/bots -am");
  }

  private static List<Path> readmes() {
    try (Stream<Path> s = Files.walk(ROOT)) {
      return s.filter(p -> p.getFileName().toString().equals("README.md"))
          .filter(
              p -> !p.toString().contains("/target/") && !p.toString().contains("/node_modules/"))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static int next(List<String> lines, String start, int from) {
    for (int j = from + 1; j < lines.size(); j++) {
      if (lines.get(j).equals(start)) {
        return j;
      }
    }
    return -1;
  }

  private static List<String> block(List<String> lines, int i) {
    List<String> out = new ArrayList<>();
    for (int j = i + 1; j < lines.size() && !lines.get(j).equals("<!-- end -->"); j++) {
      out.add(lines.get(j));
    }
    return out;
  }
}
