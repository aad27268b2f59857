package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.tenace.cli.Tenace;
import dev.tenace.cli.store.Databases;
import dev.tenace.cli.store.TableStore;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenace web --db} in one process: a shared table's actions reach the store as they are
 * taken, a finished table's exported or downloaded record ({@code /record}) carries no token, an
 * open table's record is not given, and an action the store refuses is refused at the table, which
 * stays as the database has it.
 */
class RoomStoreTest {
  @TempDir Path dir;

  private static TableServer server(String db) {
    return TableServer.start(
        "127.0.0.1",
        0,
        TableServer.Tap.NONE,
        TableServer.Limits.DEFAULT,
        EngineSeats.NONE,
        RoomStore.open(db, System.err));
  }

  private static HttpResponse<String> get(int port, String path) throws Exception {
    return HttpClient.newHttpClient()
        .send(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
            HttpResponse.BodyHandlers.ofString());
  }

  private static RoomsRestartTest.Table hearts() {
    return new RoomsRestartTest.Table(
        "hearts", List.of("person", "heuristic", "person", "heuristic"), 0);
  }

  @Test
  @DisplayName("a finished table is in the store with every action; its export shows no token")
  void finishedTableIsExportedWithoutTokens() throws Exception {
    String db = Databases.sqlite(dir);
    RoomsRestartTest.Sitting s;
    List<String> actions;
    try (TableServer server = server(db)) {
      s = RoomsRestartTest.sit(server.port(), hearts());
      try {
        // an open table's record would show every hand: not given
        HttpResponse<String> open = get(server.port(), "/record?table=" + s.id());
        assertThat(open.statusCode()).isEqualTo(404);
        assertThat(open.body()).contains("no finished table '" + s.id() + "'");
        RoomsTest.playToTheEnd(s.clients(), s.seats(), s.tokens(), s.id());
        actions = server.rooms.room(s.id()).stored().actions().get(0);
        HttpResponse<String> done = get(server.port(), "/record?table=" + s.id());
        assertThat(done.statusCode()).isEqualTo(200);
        assertThat(done.headers().firstValue("Content-Disposition"))
            .hasValue("attachment; filename=\"tenace-" + s.id() + ".jsonl\"");
        assertThat(done.body()).contains(s.id()).contains("\"deals\"");
        for (String token : s.tokens()) {
          assertThat(done.body()).doesNotContain(token);
        }
        assertThat(get(server.port(), "/record?table=nope").statusCode()).isEqualTo(404);
      } finally {
        for (RoomClient c : s.clients()) {
          c.close();
        }
      }
    }
    try (TableStore store = TableStore.open(db)) {
      assertThat(store.finishedTables()).hasSize(1);
      assertThat(store.load(s.id()).actions()).hasSize(actions.size());
      assertThat(store.load(s.id()).info().options().toString()).contains(s.tokens().get(0));
    }
    String out = tenace("records", "--db", db, "export", s.id());
    assertThat(out).contains(s.id()).contains("\"deals\"");
    for (String token : s.tokens()) {
      assertThat(out).doesNotContain(token);
    }
    assertThat(tenace("records", "--db", db, "list")).doesNotContain(s.tokens().get(1));
  }

  @Test
  @DisplayName("an action the store refuses is refused at the table, which stays as stored")
  void aStoreFailureRefusesTheAction() throws Exception {
    String db = Databases.sqlite(dir);
    try (TableServer server = server(db)) {
      RoomsRestartTest.Sitting s =
          RoomsRestartTest.sit(
              server.port(),
              new RoomsRestartTest.Table(
                  "spades", List.of("person", "heuristic", "heuristic", "heuristic"), 0));
      try {
        RoomClient ann = s.clients().get(0);
        // the bots bid first (spades 3.1: D+1, D+2, D+3, D), then Ann, the dealer, is to bid
        JsonNode before = ann.await(p -> p.path("status").path("to_act").asInt(-1) == 0);
        int stored;
        try (TableStore other = TableStore.open(db)) {
          stored = other.load(s.id()).actions().size();
          // the table is ended behind the server's back: no action can be added any more
          other.finish(s.id(), JsonNodeFactory.instance.objectNode(), Instant.now());
        }
        String action = before.get("view").get("legal").get(0).get("text").asText();
        JsonNode a =
            ann.ask(
                "op",
                "room_act",
                "table",
                s.id(),
                "seat",
                0,
                "token",
                s.tokens().get(0),
                "action",
                action);
        assertThat(a.get("ok").asBoolean()).isFalse();
        assertThat(a.get("error").asText())
            .contains("could not store the action, so it was not played")
            .contains("is finished");
        Room room = server.rooms.room(s.id());
        assertThat(room.stored().actions().get(0)).hasSize(stored);
        assertThat(room.message(0).get("view").get("legal"))
            .isEqualTo(before.get("view").get("legal"));
      } finally {
        for (RoomClient c : s.clients()) {
          c.close();
        }
      }
    }
  }

  @Test
  @DisplayName("tenace web --help tells of --db and its default")
  void helpTellsOfTheDatabase() {
    assertThat(tenace("web", "--help").replaceAll("\\s+", " "))
        .contains("--db=FILE|JDBC-URL")
        .contains("(default: none; the tables end with the server)");
  }

  private static String tenace(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        Tenace.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            new ByteArrayInputStream(new byte[0]));
    assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isZero();
    return out.toString(StandardCharsets.UTF_8);
  }
}
