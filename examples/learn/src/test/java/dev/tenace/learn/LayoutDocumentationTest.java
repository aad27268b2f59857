package dev.tenace.learn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Games;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The layout tables of {@code examples/learn/README.md} are the code's: each table between its
 * {@code <!-- BEGIN … -->} and {@code <!-- END … -->} markers is {@link Layout#toMarkdown()} of the
 * game's default rules. Run with {@code -Dtenace.learn.writeReadme=true} to rewrite the tables from
 * the code after changing a layout (then review the diff).
 */
class LayoutDocumentationTest {
  private static final Path README = Path.of("README.md");

  /** The generated blocks: marker name to table. */
  static Map<String, String> blocks() {
    Map<String, String> out = new LinkedHashMap<>();
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      Encoder enc = Encoders.forDefaults(g);
      out.put(g.name() + " actions", enc.actions().toMarkdown());
      out.put(g.name() + " observation", enc.observation().toMarkdown());
      out.put(g.name() + " information state", enc.informationState().toMarkdown());
    }
    return out;
  }

  @Test
  @DisplayName("the README's layout tables are generated from the encoders (the docs cannot drift)")
  void readmeTablesAreTheCode() throws IOException {
    String text = Files.readString(README, StandardCharsets.UTF_8);
    Map<String, String> blocks = blocks();
    assertThat(blocks).hasSize(12);
    if (Boolean.getBoolean("tenace.learn.writeReadme")) {
      for (Map.Entry<String, String> b : blocks.entrySet()) {
        text = replace(text, b.getKey(), b.getValue());
      }
      Files.writeString(README, text, StandardCharsets.UTF_8);
    }
    List<String> stale = new ArrayList<>();
    for (Map.Entry<String, String> b : blocks.entrySet()) {
      String found = between(text, b.getKey());
      if (!b.getValue().equals(found)) {
        stale.add(
            "the table '"
                + b.getKey()
                + "' of examples/learn/README.md differs from the code; it should be:\n"
                + b.getValue());
      }
    }
    assertThat(stale).isEmpty();
  }

  private static String begin(String name) {
    return "<!-- BEGIN " + name + " (generated: LayoutDocumentationTest) -->\n";
  }

  private static String end(String name) {
    return "<!-- END " + name + " -->";
  }

  private static String between(String text, String name) {
    int b = text.indexOf(begin(name));
    int e = text.indexOf(end(name));
    if (b < 0 || e < b) {
      return null;
    }
    return text.substring(b + begin(name).length(), e);
  }

  private static String replace(String text, String name, String table) {
    int b = text.indexOf(begin(name));
    int e = text.indexOf(end(name));
    if (b < 0 || e < b) {
      return text + "\n" + begin(name) + table + end(name) + "\n";
    }
    return text.substring(0, b + begin(name).length()) + table + text.substring(e);
  }
}
