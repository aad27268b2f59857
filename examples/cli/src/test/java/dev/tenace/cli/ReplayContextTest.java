package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.game.ContextField;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The match-context fields of a record (REPLAY.md) are read as each game declares them ({@link
 * GameDefinition#contextFields}), so {@code replay} names no game.
 */
class ReplayContextTest {
  static Stream<GameDefinition<?, ?, ?>> games() {
    return dev.tenace.core.game.Games.all().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("games")
  @DisplayName("every field a game writes into a record's context is one it declares")
  void writtenFieldsAreDeclared(GameDefinition<?, ?, ?> g) {
    check(g);
  }

  private static <R, S extends GameState<S, ?>> void check(GameDefinition<R, S, ?> g) {
    for (R rules : g.presets().values()) {
      S deal = g.newDeal(rules, 0, 5L);
      Map<String, Object> written = g.context(deal);
      List<String> declared =
          g.contextFields(rules).stream().map(ContextField::name).collect(Collectors.toList());
      assertThat(declared).as("%s %s", g.name(), rules).containsAll(written.keySet());
      assertThat(declared).contains("deal", "standing");
    }
  }

  /** A one-deal record of {@code game} from simulate, with {@code field} set to {@code json}. */
  private static String record(String game, String field, String json, Path dir) throws Exception {
    Path rec = dir.resolve(game + ".jsonl");
    TenaceCliTest.Run s =
        TenaceCliTest.run(
            "",
            "simulate",
            game,
            "--deals",
            "-n",
            "1",
            "--bots",
            "random",
            "--record",
            rec.toString(),
            "--quiet");
    assertThat(s.code()).as(s.err()).isZero();
    ObjectNode root = (ObjectNode) Replay.JSON.readTree(Files.readAllLines(rec).get(0));
    ((ObjectNode) root.get("deals").get(0)).set(field, Replay.JSON.readTree(json));
    return root.toString();
  }

  @Test
  @DisplayName("a declared field of the wrong shape is an error that names it and its shape")
  void wrongShapes(@TempDir Path dir) throws Exception {
    assertThat(error(record("spades", "scores", "[1]", dir)))
        .isEqualTo("\"scores\" must be an array of two whole numbers");
    assertThat(error(record("spades", "errors", "[1,2,3,\"x\"]", dir)))
        .isEqualTo("\"errors\" must be an array of 4 whole numbers");
    assertThat(error(record("sheepshead", "pendingDoublers", "\"x\"", dir)))
        .isEqualTo("\"pendingDoublers\" must be a whole number but was \"x\"");
    assertThat(error(record("hearts", "deal", "1.5", dir)))
        .isEqualTo("\"deal\" must be a whole number but was 1.5");
    assertThat(error(record("suitability", "standing", "[0,0]", dir)))
        .isEqualTo("\"standing\" must be an array of 4 whole numbers");
  }

  @Test
  @DisplayName("a field another game declares is not read by this one")
  void undeclaredFieldsAreIgnored(@TempDir Path dir) throws Exception {
    List<ObjectNode> out = Replay.line(record("hearts", "pendingDoublers", "\"x\"", dir));
    assertThat(out).hasSize(1);
    assertThat(out.get(0).path("ok").asBoolean()).as(out.get(0).toString()).isTrue();
  }

  private static String error(String record) {
    List<ObjectNode> out = Replay.line(record);
    assertThat(out).hasSize(1);
    assertThat(out.get(0).has("error")).as(out.get(0).toString()).isTrue();
    return out.get(0).get("error").asText();
  }
}
