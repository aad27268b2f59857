package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tutorial (README.md) is this module: every code block is an excerpt of its sources, and every
 * {@code tenace} command runs.
 */
class OhHellReadmeTest {
  /** A fenced block of the README: its language and its lines. */
  record Block(String language, List<String> lines, int line) {}

  static List<Block> blocks() throws IOException {
    List<String> readme = Files.readAllLines(Path.of("README.md"), StandardCharsets.UTF_8);
    List<Block> out = new ArrayList<>();
    for (int i = 0; i < readme.size(); i++) {
      if (readme.get(i).startsWith("```")) {
        String language = readme.get(i).substring(3).trim();
        int start = i;
        List<String> lines = new ArrayList<>();
        for (i++; !readme.get(i).startsWith("```"); i++) {
          lines.add(readme.get(i));
        }
        out.add(new Block(language, lines, start + 1));
      }
    }
    return out;
  }

  /** Every file a snippet may come from: the sources, the resources and the pom. */
  static List<List<String>> sources() throws IOException {
    List<List<String>> out = new ArrayList<>();
    out.add(Files.readAllLines(Path.of("pom.xml"), StandardCharsets.UTF_8));
    try (Stream<Path> files = Files.walk(Path.of("src"))) {
      for (Path p : files.filter(Files::isRegularFile).toList()) {
        out.add(Files.readAllLines(p, StandardCharsets.UTF_8));
      }
    }
    return out;
  }

  private static boolean elision(String line) {
    return line.equals("// ...") || line.equals("<!-- ... -->");
  }

  private static boolean comment(String line) {
    return line.startsWith("*") || line.startsWith("/*") || line.startsWith("//");
  }

  /**
   * Whether {@code snippet} is an excerpt of {@code file}: its lines in order, each right after the
   * one before except for the file's comment lines, or anywhere after an elision line.
   */
  static boolean excerpt(List<String> snippet, List<String> file) {
    List<String> s = snippet.stream().map(String::strip).filter(l -> !l.isEmpty()).toList();
    List<String> f = file.stream().map(String::strip).filter(l -> !l.isEmpty()).toList();
    for (int start = 0; start < f.size(); start++) {
      if (matches(s, 0, f, start, false)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether snippet lines from {@code k} match the file from line {@code j}: the next snippet line
   * is at {@code j}, or a comment line is skipped, or any line when {@code free} (after an
   * elision).
   */
  private static boolean matches(List<String> s, int k, List<String> f, int j, boolean free) {
    if (k == s.size()) {
      return true;
    } else if (elision(s.get(k))) {
      return matches(s, k + 1, f, j, true);
    } else if (j == f.size()) {
      return false;
    } else if (f.get(j).equals(s.get(k)) && matches(s, k + 1, f, j + 1, false)) {
      return true;
    }
    return (free || comment(f.get(j))) && matches(s, k, f, j + 1, free);
  }

  @Test
  @DisplayName("README: every java, xml and text block is an excerpt of this module's sources")
  void snippetsAreTheSources() throws IOException {
    List<List<String>> sources = sources();
    List<Block> code =
        blocks().stream()
            .filter(b -> !b.language().equals("sh") && !b.language().isEmpty())
            .toList();
    assertThat(code).hasSizeGreaterThan(20);
    for (Block b : code) {
      assertThat(sources.stream().anyMatch(f -> excerpt(b.lines(), f)))
          .as(
              "README.md line %s is not an excerpt of the sources:%n%s",
              b.line(), String.join("\n", b.lines()))
          .isTrue();
    }
  }

  @Test
  @DisplayName(
      "core's AbstractGameDefinition Javadoc example is an excerpt of OhHellGame, so it compiles")
  void abstractGameDefinitionExampleIsOhHell() throws IOException {
    List<String> doc =
        Files.readAllLines(
            Path.of("../../core/src/main/java/dev/tenace/core/spi/AbstractGameDefinition.java"),
            StandardCharsets.UTF_8);
    List<String> example = new ArrayList<>();
    int start = doc.indexOf(" * <pre>{@code");
    assertThat(start).as("the class comment's example").isNotNegative();
    for (int i = start + 1; !doc.get(i).equals(" * }</pre>"); i++) {
      example.add(doc.get(i).length() > 2 ? doc.get(i).substring(3) : "");
    }
    assertThat(example).hasSizeGreaterThan(10).contains("  public OhHellGame() {");
    List<String> game =
        Files.readAllLines(
            Path.of("src/main/java/dev/tenace/ohhell/OhHellGame.java"), StandardCharsets.UTF_8);
    assertThat(excerpt(example, game)).as("an excerpt of OhHellGame.java: %s", example).isTrue();
  }

  @Test
  @DisplayName("README: the excerpt check itself refuses a changed line and lines out of order")
  void excerptCheck() {
    List<String> file = List.of("a {", "  /** doc */", "  b();", "  c();", "}");
    assertThat(excerpt(List.of("a {", "  b();"), file)).isTrue();
    assertThat(excerpt(List.of("a {", "// ...", "  c();"), file)).isTrue();
    assertThat(excerpt(List.of("a {", "  c();"), file)).isFalse();
    assertThat(excerpt(List.of("  b();", "  d();"), file)).isFalse();
    assertThat(excerpt(List.of("  c();", "  b();"), file)).isFalse();
  }

  @Test
  @DisplayName(
      "README §13: every tenace command of the tutorial runs, with the game on the class path")
  void commandsRun(@TempDir Path dir) throws IOException {
    List<String> commands = new ArrayList<>();
    for (Block b : blocks()) {
      if (b.language().equals("sh")) {
        b.lines().stream().filter(l -> l.startsWith("tenace ")).forEach(commands::add);
        assertThat(String.join("\n", b.lines())).contains("tenace-ohhell-" + version() + ".jar");
      }
    }
    assertThat(commands).hasSizeGreaterThanOrEqualTo(5);
    for (String c : commands) {
      List<String> args = new ArrayList<>();
      for (String a : c.substring("tenace ".length()).split(" ", -1)) {
        args.add(a.endsWith(".jsonl") ? dir.resolve(a).toString() : a);
      }
      OhHellToolsTest.Run r = OhHellToolsTest.run("quit\n", args.toArray(String[]::new));
      assertThat(r.code()).as(c + ": " + r.err()).isZero();
      assertThat(r.out()).as(c).isNotBlank();
    }
  }

  /** The module's version, as the jar's name has it. */
  private static String version() throws IOException {
    String pom = Files.readString(Path.of("pom.xml"), StandardCharsets.UTF_8);
    int parent = pom.indexOf("<parent>");
    int v = pom.indexOf("<version>", parent);
    return pom.substring(v + "<version>".length(), pom.indexOf("</version>", v));
  }
}
