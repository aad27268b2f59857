package dev.tenace.core.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every game module of the repository has the same test files (core/README.md, "Testing, in
 * depth"): {@code <Game>RulesTest}, {@code <Game>ScoringTest}, … beside the game's main package,
 * {@code <Game>} being its registered {@code GameDefinition}'s name without {@code Game}. A module
 * under {@code games-*} has no other test class; {@code examples/ohhell}, the authors' tutorial,
 * adds the tests of the tools with its game.
 */
class GameTestLayoutTest {
  /** The test classes of every game, after the game's name. */
  static final List<String> COMMON =
      List.of(
          "RulesTest",
          "ScoringTest",
          "WorkedExamplesTest",
          "PropertiesTest",
          "ViewTest",
          "KeysTest",
          "MatchTest",
          "ContractTest",
          "CursorTest",
          "SamplerTest",
          "DefinitionTest",
          "ModuleTest");

  private static final String SERVICES =
      "src/main/resources/META-INF/services/dev.tenace.core.game.GameDefinition";

  /** A game module: its directory, its test package's directory and its name ({@code Hearts}). */
  record GameModule(Path dir, Path tests, String game) {}

  /** The common test files missing from {@code tests}, for the game {@code game}. */
  static List<String> missing(Path tests, String game) {
    List<String> out = new ArrayList<>();
    for (String suffix : COMMON) {
      if (!Files.isRegularFile(tests.resolve(game + suffix + ".java"))) {
        out.add(game + suffix);
      }
    }
    return out;
  }

  /** The test classes in {@code tests} (not its subpackages) that are not common ones. */
  static List<String> extra(Path tests, String game) {
    List<String> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(tests)) {
      for (Path p : files.sorted().toList()) {
        String name = p.getFileName().toString();
        String type = name.substring(0, name.length() - ".java".length());
        if (name.endsWith("Test.java") && !COMMON.contains(type.replaceFirst("^" + game, ""))) {
          out.add(type);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  /** The modules under {@code root} (one or two levels down) that register a game. */
  static List<GameModule> gameModules(Path root) throws IOException {
    List<GameModule> out = new ArrayList<>();
    try (Stream<Path> dirs = Files.walk(root, 2)) {
      for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
        Path services = dir.resolve(SERVICES);
        if (!Files.isRegularFile(services) || dir.startsWith(root.resolve("core"))) {
          continue;
        }
        for (String line : Files.readAllLines(services, StandardCharsets.UTF_8)) {
          String provider = line.replaceFirst("#.*", "").strip();
          if (!provider.isEmpty()) {
            String pkg = provider.substring(0, provider.lastIndexOf('.'));
            String name = provider.substring(pkg.length() + 1).replaceFirst("Game$", "");
            Path tests = dir.resolve("src/test/java").resolve(pkg.replace('.', '/'));
            out.add(new GameModule(root.relativize(dir), tests, name));
          }
        }
      }
    }
    return out;
  }

  /** The repository's root: this module is {@code core/testkit}. */
  private static Path root() {
    Path here = Path.of("").toAbsolutePath();
    Path root = here.getParent().getParent();
    assertThat(here.endsWith(Path.of("core", "testkit")))
        .as("the tests run in core/testkit, not in %s", here)
        .isTrue();
    return root;
  }

  @Test
  @DisplayName(
      "every game module has the common test files; games-* modules no other test class (core/README.md, Testing in depth)")
  void everyGameHasTheCommonTests() throws IOException {
    List<GameModule> games = gameModules(root());
    assertThat(games)
        .extracting(g -> g.dir().toString().replace('\\', '/'))
        .contains(
            "games-hearts",
            "games-spades",
            "games-sheepshead",
            "games-suitability",
            "examples/ohhell");
    Map<String, List<String>> problems = new TreeMap<>();
    for (GameModule g : games) {
      List<String> wrong = new ArrayList<>(missing(g.tests(), g.game()));
      if (g.dir().getFileName().toString().startsWith("games-")) {
        extra(g.tests(), g.game()).forEach(x -> wrong.add("extra " + x));
      }
      if (!wrong.isEmpty()) {
        problems.put(g.dir().toString(), wrong);
      }
    }
    assertThat(problems)
        .as("test classes missing (or, in games-*, not among %s) by module", COMMON)
        .isEmpty();
  }

  @Test
  @DisplayName("the layout check names the missing and the extra test classes of a module")
  void reportsMissingAndExtra(@TempDir Path dir) throws IOException {
    Path tests = dir.resolve("src/test/java/dev/tenace/whist");
    Files.createDirectories(tests);
    for (String suffix : COMMON) {
      if (!suffix.equals("KeysTest") && !suffix.equals("RulesTest")) {
        Files.writeString(tests.resolve("Whist" + suffix + ".java"), "class X {}");
      }
    }
    Files.writeString(tests.resolve("WhistHardeningTest.java"), "class X {}");
    Files.writeString(tests.resolve("WhistDeals.java"), "class X {}");
    assertThat(missing(tests, "Whist")).containsExactly("WhistRulesTest", "WhistKeysTest");
    assertThat(extra(tests, "Whist")).containsExactly("WhistHardeningTest");
    Path services = dir.resolve("games-whist").resolve(SERVICES);
    Files.createDirectories(services.getParent());
    Files.writeString(services, "# the game\ndev.tenace.whist.WhistGame\n");
    assertThat(gameModules(dir))
        .containsExactly(
            new GameModule(
                Path.of("games-whist"),
                dir.resolve("games-whist/src/test/java/dev/tenace/whist"),
                "Whist"));
  }
}
