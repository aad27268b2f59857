package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.cli.Tenace;
import dev.tenace.cli.store.Databases;
import dev.tenace.cli.store.StoredAction;
import dev.tenace.cli.store.TableStore;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Shared tables survive a restart of {@code tenace web --db}: the server, a process of its own, has
 * two tables played part of their deal over WebSocket, is killed (SIGKILL: nothing closed), and is
 * started again on the same database; each table's people return to their seats with their tokens
 * and play on to the end, which must be the end of an uninterrupted run of the same seeds (the same
 * actions, the same result).
 */
class RoomsRestartTest {
  /** A table of the test: its game, its seats, and how many actions its people take first. */
  record Table(String game, List<String> seats, int before) {}

  static final List<Table> TABLES =
      List.of(
          new Table("spades", List.of("person", "heuristic", "person", "heuristic"), 9),
          new Table("hearts", List.of("person", "heuristic", "heuristic", "heuristic"), 7));

  private static final Pattern PORT = Pattern.compile("http://localhost:([0-9]+)/");

  @TempDir Path dir;

  @Test
  @DisplayName("SQLite: two tables, the server killed mid-deal and started again, end as unkilled")
  void sqlite() throws Exception {
    killedAndResumed(Databases.sqlite(dir));
  }

  @Test
  @DisplayName(
      "PostgreSQL: two tables, the server killed mid-deal and started again, end as unkilled")
  void postgres() throws Exception {
    Optional<String> url = Databases.postgres();
    assumeTrue(url.isPresent(), "TENACE_POSTGRES_URL is not set");
    killedAndResumed(url.get());
  }

  /** Who sits at a table: the connections, their seats and tokens. */
  record Sitting(String id, List<RoomClient> clients, List<Integer> seats, List<String> tokens) {}

  private void killedAndResumed(String db) throws Exception {
    List<Sitting> first = new ArrayList<>();
    Process server = startServer(db);
    try {
      int port = port(server);
      for (Table t : TABLES) {
        first.add(sit(port, t));
      }
      for (int i = 0; i < TABLES.size(); i++) {
        playSome(first.get(i), TABLES.get(i).before());
      }
    } finally {
      server.destroyForcibly(); // SIGKILL
      assertThat(server.waitFor(60, TimeUnit.SECONDS)).isTrue();
      for (Sitting s : first) {
        for (RoomClient c : s.clients()) {
          c.close();
        }
      }
    }
    assertThat(server.exitValue()).isEqualTo(137);
    List<Long> seeds = new ArrayList<>();
    try (TableStore store = TableStore.open(db)) {
      assertThat(store.openTables()).hasSize(TABLES.size());
      for (Sitting s : first) {
        seeds.add(store.load(s.id()).info().seed());
        assertThat(store.load(s.id()).actions())
            .as("the actions played before the kill")
            .isNotEmpty();
      }
    }
    List<JsonNode> resumed = new ArrayList<>();
    Process again = startServer(db);
    try {
      int port = port(again);
      for (Sitting s : first) {
        resumed.add(rejoinAndFinish(port, s));
      }
    } finally {
      again.destroyForcibly();
      again.waitFor(60, TimeUnit.SECONDS);
    }
    List<List<String>> storedActions = new ArrayList<>();
    try (TableStore store = TableStore.open(db)) {
      assertThat(store.openTables()).as("both tables finished in the store").isEmpty();
      for (Sitting s : first) {
        storedActions.add(
            store.load(s.id()).actions().stream().map(StoredAction::recordText).toList());
        assertThat(store.record(s.id()))
            .as("no token in an exported record")
            .doesNotContain(s.tokens().toArray(new String[0]));
      }
    }
    List<Uninterrupted> expected = uninterrupted(seeds);
    for (int i = 0; i < TABLES.size(); i++) {
      assertThat(storedActions.get(i)).isEqualTo(expected.get(i).actions());
      assertThat(resumed.get(i).get("status").get("result"))
          .isEqualTo(expected.get(i).last().get("status").get("result"));
      assertThat(resumed.get(i).get("seed_drawn").asText()).isEqualTo(Long.toString(seeds.get(i)));
    }
  }

  /** A table created at the server of {@code port}, its people seated, started. */
  static Sitting sit(int port, Table t) throws Exception {
    List<RoomClient> clients = new ArrayList<>();
    List<Integer> seats = new ArrayList<>();
    List<String> tokens = new ArrayList<>();
    RoomClient host = new RoomClient(port);
    JsonNode a = host.ask("op", "room_create", "game", t.game(), "seats", t.seats(), "name", "Ann");
    assertThat(a.get("ok").asBoolean()).as(a.toString()).isTrue();
    String id = a.get("table").asText();
    clients.add(host);
    seats.add(a.get("seat").asInt());
    tokens.add(a.get("token").asText());
    String hostToken = a.get("token").asText();
    for (int s = 1; s < t.seats().size(); s++) {
      if (t.seats().get(s).equals("person")) {
        RoomClient c = new RoomClient(port);
        JsonNode j = c.ask("op", "room_join", "table", id, "name", "P" + s);
        assertThat(j.get("ok").asBoolean()).as(j.toString()).isTrue();
        clients.add(c);
        seats.add(j.get("seat").asInt());
        tokens.add(j.get("token").asText());
      }
    }
    JsonNode started = host.ask("op", "room_start", "table", id, "token", hostToken);
    assertThat(started.get("ok").asBoolean()).as(started.toString()).isTrue();
    return new Sitting(id, clients, seats, tokens);
  }

  /** The table's people act (each its first legal action when it is to act) {@code n} times. */
  static void playSome(Sitting s, int n) throws Exception {
    long until = System.nanoTime() + Duration.ofMinutes(2).toNanos();
    int done = 0;
    while (done < n && System.nanoTime() < until) {
      boolean acted = false;
      for (int i = 0; i < s.clients().size() && done < n; i++) {
        JsonNode p = s.clients().get(i).latest();
        if (p == null || !p.has("status") || p.get("status").get("over").asBoolean()) {
          continue;
        }
        if (p.get("status").get("to_act").asInt() == s.seats().get(i)) {
          String action = p.get("view").get("legal").get(0).get("text").asText();
          JsonNode a =
              s.clients()
                  .get(i)
                  .ask(
                      "op",
                      "room_act",
                      "table",
                      s.id(),
                      "seat",
                      s.seats().get(i),
                      "token",
                      s.tokens().get(i),
                      "action",
                      action);
          assertThat(a.get("ok").asBoolean()).as(a.toString()).isTrue();
          done++;
          acted = true;
        }
      }
      if (!acted) {
        Thread.sleep(10);
      }
    }
    assertThat(done).as("actions taken before the kill").isEqualTo(n);
  }

  /** New connections take the table's seats again with their tokens and play to the end. */
  static JsonNode rejoinAndFinish(int port, Sitting s) throws Exception {
    List<RoomClient> clients = new ArrayList<>();
    try {
      for (int i = 0; i < s.seats().size(); i++) {
        RoomClient c = new RoomClient(port);
        clients.add(c);
        JsonNode a =
            c.ask(
                "op",
                "room_rejoin",
                "table",
                s.id(),
                "seat",
                s.seats().get(i),
                "token",
                s.tokens().get(i));
        assertThat(a.get("ok").asBoolean()).as(a.toString()).isTrue();
        c.await(p -> p.has("status"));
      }
      RoomsTest.playToTheEnd(clients, s.seats(), s.tokens(), s.id());
      return clients.get(0).await(p -> p.has("seed_drawn"));
    } finally {
      for (RoomClient c : clients) {
        c.close();
      }
    }
  }

  /** A table played without a restart: its actions and its last push. */
  record Uninterrupted(List<String> actions, JsonNode last) {}

  /** The tables played through at a server of this process dealing them from {@code seeds}. */
  static List<Uninterrupted> uninterrupted(List<Long> seeds) throws Exception {
    List<Uninterrupted> out = new ArrayList<>();
    try (TableServer server = RoomsTest.server(Duration.ofSeconds(60))) {
      Deque<Long> next = new ArrayDeque<>(seeds);
      server.rooms.seedsFrom(next::removeFirst);
      for (Table t : TABLES) {
        Sitting s = sit(server.port(), t);
        try {
          RoomsTest.playToTheEnd(s.clients(), s.seats(), s.tokens(), s.id());
          JsonNode last = s.clients().get(0).await(p -> p.has("seed_drawn"));
          List<String> actions = new ArrayList<>();
          server.rooms.room(s.id()).stored().actions().forEach(actions::addAll);
          out.add(new Uninterrupted(actions, last));
        } finally {
          for (RoomClient c : s.clients()) {
            c.close();
          }
        }
      }
    }
    return out;
  }

  private static Process startServer(String db) throws IOException {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(Tenace.class.getName());
    cmd.add("web");
    cmd.add("--port");
    cmd.add("0");
    cmd.add("--db");
    cmd.add(db);
    return new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
  }

  /** The port of the server's first line (two minutes at most). */
  private static int port(Process server) throws Exception {
    BufferedReader r =
        new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
    CompletableFuture<String> line =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return r.readLine();
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
    String first = line.get(2, TimeUnit.MINUTES);
    assertThat(first).as("the server's first line (it failed if null)").isNotNull();
    Matcher m = PORT.matcher(first);
    assertThat(m.find()).as(first).isTrue();
    return Integer.parseInt(m.group(1));
  }
}
