package dev.tenace.cli.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.cli.Replay;
import dev.tenace.cli.Tenace;
import dev.tenace.core.game.Match;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tenace records}: list a store's tables and export finished matches as records. */
class RecordsCommandTest {
  @TempDir Path dir;

  record Run(int status, String out, String err) {}

  static Run tenace(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        Tenace.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            new ByteArrayInputStream(new byte[0]));
    return new Run(
        status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  @DisplayName("records list shows open and finished tables; export prints finished ones' records")
  void listAndExport() {
    String db = Databases.sqlite(dir);
    TableInfo done = StoreContract.table("m1", "hearts", 8, false);
    TableInfo open = StoreContract.table("m2", "spades", 9, true);
    Match<?> m;
    try (TableStore store = TableStore.open(db)) {
      store.create(done);
      store.create(open);
      m = StoreContract.play(store, done, StoreContract.fresh(done), 1000);
      StoreContract.play(store, open, StoreContract.fresh(open), 10);
      store.finish("m1", StoreContract.JSON.valueToTree(m.totals()), StoreContract.T0);
    }
    Run list = tenace("records", "--db", db, "list");
    assertThat(list.status()).isZero();
    assertThat(list.out().lines().toList())
        .containsExactly(
            "m2\tspades\t2026-11-27T20:00:00Z\topen\t",
            "m1\thearts\t2026-11-27T20:00:00Z\t2026-11-27T20:00:00Z\t"
                + m.totals().toString().replace(" ", ""));
    assertThat(tenace("records", "--db", db, "list", "--open").out())
        .startsWith("m2\t")
        .doesNotContain("m1");

    Run export = tenace("records", "--db", db, "export");
    assertThat(export.status()).isZero();
    List<String> lines = export.out().lines().toList();
    assertThat(lines).hasSize(1);
    List<com.fasterxml.jackson.databind.node.ObjectNode> answers = Replay.line(lines.get(0));
    assertThat(answers).hasSize(1);
    JsonNode a = answers.get(0);
    assertThat(a.get("ok").asBoolean()).isTrue();
    assertThat(a.get("result"))
        .isEqualTo(
            StoreContract.JSON.valueToTree(
                dev.tenace.core.game.Games.find("hearts").map(g -> resultOf(g, m)).orElseThrow()));

    Run refused = tenace("records", "--db", db, "export", "m2");
    assertThat(refused.status()).isEqualTo(2);
    assertThat(refused.err()).contains("table m2 is still open").contains("--include-open");
    Run forced = tenace("records", "--db", db, "export", "--include-open", "m2");
    assertThat(forced.status()).isZero();
    assertThat(Replay.line(forced.out().strip()).get(0).get("ok").asBoolean()).isTrue();

    Run unknown = tenace("records", "--db", db, "export", "nope");
    assertThat(unknown.status()).isEqualTo(2);
    assertThat(unknown.err()).startsWith("tenace: no table nope in ");
  }

  @Test
  @DisplayName("records with a database that cannot be opened says so in one line, status 2")
  void badDatabase() {
    Run r = tenace("records", "--db", dir.toString(), "list");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err())
        .isEqualTo(
            "tenace: " + dir + " is a directory, not a database file" + System.lineSeparator());
  }

  @SuppressWarnings("unchecked")
  private static <
          S extends dev.tenace.core.game.GameState<S, V>, V extends dev.tenace.core.game.View<S>>
      java.util.Map<String, Object> resultOf(
          dev.tenace.core.game.GameDefinition<?, ?, ?> g, Match<?> m) {
    return ((dev.tenace.core.game.GameDefinition<?, S, V>) g).result((S) m.deal());
  }
}
