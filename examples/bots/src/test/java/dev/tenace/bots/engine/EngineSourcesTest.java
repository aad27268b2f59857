package dev.tenace.bots.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine protocol reaches games only through what they register: no source of this package (the
 * view's JSON included, which {@code tenace serve} writes too) names a game.
 */
class EngineSourcesTest {
  @Test
  @DisplayName("no source of dev.tenace.bots.engine names a game")
  void namesNoGame() throws IOException {
    Path dir = Path.of("src", "main", "java", "dev", "tenace", "bots", "engine");
    List<String> sources = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : files.toList()) {
        sources.add(Files.readString(f).toLowerCase(Locale.ROOT));
      }
    }
    assertThat(sources).hasSizeGreaterThanOrEqualTo(8);
    List<String> games = new ArrayList<>();
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      games.add(g.name());
    }
    assertThat(games).contains("hearts");
    for (String source : sources) {
      for (String g : games) {
        assertThat(source).doesNotContain("\"" + g + "\"", "'" + g + "'", "dev.tenace." + g);
      }
    }
  }
}
