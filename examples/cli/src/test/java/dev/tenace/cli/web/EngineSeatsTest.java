package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.bots.engine.EngineSettings;
import dev.tenace.bots.engine.Engines;
import dev.tenace.cli.LoggingProgram;
import dev.tenace.cli.Replay;
import dev.tenace.cli.ServeSession;
import dev.tenace.cli.Tenace;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Programs at the browser table ({@code tenace web --engine NAME=COMMAND}, {@link EngineSeats}),
 * over the WebSocket as a page speaks it: a page seats them by name, never by command; they get the
 * protocol's messages as in {@code simulate}; their faults reach the page with the seat and the
 * table goes on; and no program outlives its table, its socket or the server.
 */
class EngineSeatsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** {@code examples/python/bot.py}, from this module's directory. */
  private static final String PYTHON_BOT = "python3 ../python/bot.py";

  /** A program that is ready, then answers every decision with words. */
  private static final String GARBAGE =
      """
      import sys
      for line in sys.stdin:
          if '"hello"' in line:
              print('{"type": "ready"}', flush=True)
          elif '"act"' in line:
              print("I play the queen", flush=True)
      """;

  @TempDir Path dir;

  private final ByteArrayOutputStream err = new ByteArrayOutputStream();
  private final AtomicReference<ServeSession> session = new AtomicReference<>();
  private Path log;
  private EngineSeats engines;
  private TableServer server;

  @BeforeEach
  void start() throws IOException {
    log = dir.resolve("log.jsonl");
    Files.writeString(dir.resolve("garbage.py"), GARBAGE);
    Map<String, String> commands = new LinkedHashMap<>();
    commands.put("py", PYTHON_BOT);
    commands.put("Log", LoggingProgram.command(dir, log));
    commands.put("bad", "python3 \"" + dir.resolve("garbage.py") + "\"");
    engines =
        EngineSeats.of(
            commands,
            EngineSettings.defaults().withMoveTime(Duration.ofSeconds(5)),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    server =
        TableServer.start(
            "127.0.0.1",
            0,
            (s, request, answer) -> session.set(s),
            TableServer.Limits.DEFAULT,
            engines);
  }

  @AfterEach
  void stop() throws Exception {
    server.close();
    assertNoProgramLeft();
  }

  /** Within 10 s (a closing socket ends its programs on the server's own thread). */
  private void assertNoProgramLeft() throws InterruptedException {
    long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (System.nanoTime() < end
        && !(children().isEmpty() && engines.running() == 0 && Engines.running().isEmpty())) {
      Thread.sleep(20);
    }
    assertThat(children()).as("processes left behind").isEmpty();
    assertThat(engines.running()).isZero();
    assertThat(Engines.running()).isEmpty();
  }

  private static List<ProcessHandle> children() {
    return ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).toList();
  }

  private RawSocket open() throws IOException {
    RawSocket s = RawSocket.open(server.port());
    assertThat(JSON.readTree(s.next()).get("hello").asText()).isEqualTo("tenace serve");
    return s;
  }

  private static JsonNode ask(RawSocket s, ObjectNode request) throws IOException {
    return JSON.readTree(s.ask(request.toString()));
  }

  private static ObjectNode table(String game, String... seats) {
    ObjectNode r = JSON.createObjectNode();
    r.put("op", "new");
    r.put("game", game);
    r.put("seed", 5);
    seats(r, seats);
    return r;
  }

  private static void seats(ObjectNode r, String... seats) {
    var a = r.putArray("seats");
    for (String s : seats) {
      a.add(s);
    }
  }

  /** Seat 0 plays its first legal action to the deal's end; every answer on the way. */
  private static List<JsonNode> playDeal(RawSocket s, JsonNode opened) throws IOException {
    List<JsonNode> answers = new ArrayList<>(List.of(opened));
    JsonNode a = opened;
    while (!a.get("over").asBoolean()) {
      ObjectNode view = JSON.createObjectNode().put("op", "view").put("seat", 0);
      JsonNode v = ask(s, view).get("view");
      ObjectNode act = JSON.createObjectNode().put("op", "act").put("seat", 0);
      act.put("action", v.get("legal").get(0).get("text").asText());
      a = ask(s, act);
      assertThat(a.get("ok").asBoolean()).as(a.toString()).isTrue();
      answers.add(a);
    }
    return answers;
  }

  private List<JsonNode> logged() throws IOException {
    List<JsonNode> out = new ArrayList<>();
    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
      out.add(JSON.readTree(line));
    }
    return out;
  }

  @Test
  @DisplayName(
      "web --engine: a page seats bot.py and a logging program by name in a whole deal of two games;"
          + " they get hello, deal, act, deal_end with the scores and match_end, as in simulate")
  void pageSeatsProgramsByName() throws Exception {
    int faultsBefore = Engines.faultCount();
    try (RawSocket s = open()) {
      JsonNode games = ask(s, JSON.createObjectNode().put("op", "games"));
      List<String> bots = new ArrayList<>();
      games.get("bots").forEach(b -> bots.add(b.asText()));
      assertThat(bots)
          .contains("random", "heuristic", "best")
          .containsSubsequence("engine:bad", "engine:log", "engine:py")
          .noneMatch(b -> b.startsWith("cmd"));
      String[][] tables = {
        {"hearts", "client", "engine:py", "engine:log", "random"},
        {"spades", "client", "engine:log", "random", "engine:py"}
      };
      for (String[] t : tables) {
        Files.deleteIfExists(log);
        String game = t[0];
        int logSeat = List.of(t).indexOf("engine:log") - 1;
        int pySeat = List.of(t).indexOf("engine:py") - 1;
        JsonNode opened = ask(s, table(game, java.util.Arrays.copyOfRange(t, 1, t.length)));
        assertThat(opened.get("ok").asBoolean()).as(opened.toString()).isTrue();
        List<JsonNode> answers = playDeal(s, opened);
        for (JsonNode a : answers) {
          assertThat(a.has("faults")).as(a.toString()).isFalse();
        }
        JsonNode result = answers.get(answers.size() - 1).get("result");
        ObjectNode record = session.get().dealRecord();
        List<String> actions = new ArrayList<>();
        record.get("deals").get(0).get("actions").forEach(x -> actions.add(x.asText()));
        assertThat(actions).anyMatch(x -> x.startsWith(pySeat + " "));

        List<JsonNode> got = logged();
        List<String> types = new ArrayList<>();
        got.forEach(m -> types.add(m.get("type").asText()));
        assertThat(types.get(0)).isEqualTo("hello");
        assertThat(types.get(1)).isEqualTo("deal");
        assertThat(types.subList(types.size() - 2, types.size()))
            .containsExactly("deal_end", "match_end");
        long acts = types.stream().filter("act"::equals).count();
        assertThat(acts)
            .as("one act per decision of the seat")
            .isEqualTo(actions.stream().filter(x -> x.startsWith(logSeat + " ")).count());
        JsonNode hello = got.get(0);
        assertThat(hello.get("game").asText()).isEqualTo(game);
        assertThat(hello.get("seat").asInt()).isEqualTo(logSeat);
        assertThat(hello.get("rules").isObject()).isTrue();
        JsonNode end = got.get(got.size() - 2);
        assertThat(end.get("scores")).isEqualTo(result.get("scores"));
        assertThat(end.get("totals")).isEqualTo(result.get("totals"));
        assertThat(end.get("view").get("seat").asInt()).isEqualTo(logSeat);
        assertThat(got.get(got.size() - 1).get("totals")).isEqualTo(result.get("totals"));
        // each act carries the seat's own view only
        for (JsonNode m : got) {
          if (m.get("type").asText().equals("act")) {
            assertThat(m.get("view").get("seat").asInt()).isEqualTo(logSeat);
          }
        }
        // the table is over: its programs are ended
        assertNoProgramLeft();
        List<ObjectNode> replayed = Replay.line(record.toString());
        assertThat(replayed.get(0).get("ok").asBoolean()).as(replayed.toString()).isTrue();
      }
    }
    assertThat(Engines.faultCount()).isEqualTo(faultsBefore);
  }

  @Test
  @DisplayName(
      "web --engine: a page cannot start a command (cmd:) nor an engine the server was not started"
          + " with; each is refused by name and no program starts")
  void refusals() throws Exception {
    try (RawSocket s = open()) {
      JsonNode cmd =
          ask(s, table("hearts", "client", "cmd:python3 ../python/bot.py", "random", "random"));
      assertThat(cmd.get("ok").asBoolean()).isFalse();
      assertThat(cmd.get("error").asText())
          .startsWith("bot 'cmd:python3 ../python/bot.py': a page may not give a command to run")
          .contains("engine:bad, engine:log, engine:py");
      JsonNode unknown = ask(s, table("hearts", "client", "engine:nosuch", "random", "random"));
      assertThat(unknown.get("error").asText())
          .isEqualTo(
              "unknown engine 'engine:nosuch': tenace web was started with engine:bad, engine:log,"
                  + " engine:py");
      JsonNode watch =
          ask(s, table("hearts", "cmd:sh", "random", "random", "random").put("watch", true));
      assertThat(watch.get("error").asText()).contains("a page may not give a command to run");
      // advice is one decision of a built-in bot: no program is started for it
      JsonNode open = ask(s, table("hearts", "client", "random", "random", "random"));
      assertThat(open.get("ok").asBoolean()).as(open.toString()).isTrue();
      for (String bot : List.of("cmd:sh", "engine:py")) {
        JsonNode advice = ask(s, JSON.createObjectNode().put("op", "advice").put("bot", bot));
        assertThat(advice.get("error").asText())
            .isEqualTo("bot '" + bot + "': advice comes from a built-in bot, not a program");
      }
      assertThat(children()).isEmpty();
    }
    // a server started without --engine knows no engine
    try (TableServer plain = TableServer.start("127.0.0.1", 0, TableServer.Tap.NONE);
        RawSocket s = RawSocket.open(plain.port())) {
      s.next();
      JsonNode games = ask(s, JSON.createObjectNode().put("op", "games"));
      assertThat(games.get("bots").toString()).doesNotContain("engine:");
      JsonNode py = ask(s, table("hearts", "client", "engine:py", "random", "random"));
      assertThat(py.get("error").asText())
          .isEqualTo(
              "unknown engine 'engine:py': tenace web was started without programs (--engine"
                  + " NAME=COMMAND names one)");
    }
  }

  @Test
  @DisplayName(
      "web --engine: a program that answers garbage is reported to the page with its seat; random"
          + " plays the seat and the deal goes on to its end")
  void faultIsReportedAndTheTableGoesOn() throws Exception {
    try (RawSocket s = open()) {
      JsonNode opened = ask(s, table("hearts", "client", "engine:bad", "random", "random"));
      List<JsonNode> answers = playDeal(s, opened);
      List<JsonNode> faults = new ArrayList<>();
      for (JsonNode a : answers) {
        if (a.has("faults")) {
          a.get("faults").forEach(faults::add);
        }
      }
      assertThat(faults).hasSize(1);
      JsonNode f = faults.get(0);
      assertThat(f.get("seat").asInt()).isEqualTo(1);
      assertThat(f.get("kind").asText()).isEqualTo("ENGINE_GARBAGE");
      assertThat(f.get("message").asText())
          .startsWith("engine fault GARBAGE, seat 1 (engine:bad), deal 1 after ")
          .contains("'I play the queen', which is not JSON")
          .endsWith("random plays the seat from here");
      assertThat(answers.get(answers.size() - 1).get("over").asBoolean()).isTrue();
      assertThat(err.toString(StandardCharsets.UTF_8)).contains("tenace: engine fault GARBAGE");
      assertNoProgramLeft();
    }
  }

  /** Opens a Hearts table with bot.py in seat 1 and plays until the program runs. */
  private RawSocket tableWithARunningProgram() throws Exception {
    RawSocket s = open();
    JsonNode a = ask(s, table("hearts", "client", "engine:py", "random", "random"));
    ObjectNode act = JSON.createObjectNode().put("op", "act").put("seat", 0);
    while (children().isEmpty() && !a.get("over").asBoolean()) {
      JsonNode v = ask(s, JSON.createObjectNode().put("op", "view").put("seat", 0)).get("view");
      a = ask(s, act.put("action", v.get("legal").get(0).get("text").asText()));
    }
    assertThat(children()).as("bot.py runs").isNotEmpty();
    assertThat(engines.running()).isEqualTo(1);
    return s;
  }

  @Test
  @DisplayName("web --engine: a program is ended when its socket closes in the middle of a deal")
  void noChildLeftWhenTheSocketCloses() throws Exception {
    RawSocket s = tableWithARunningProgram();
    s.close();
    assertNoProgramLeft();
  }

  @Test
  @DisplayName("web --engine: a program is ended when the server stops in the middle of a deal")
  void noChildLeftWhenTheServerStops() throws Exception {
    RawSocket s = tableWithARunningProgram();
    try {
      server.close();
      assertNoProgramLeft();
    } finally {
      s.close();
    }
  }

  @Test
  @org.junit.jupiter.api.Timeout(120)
  @DisplayName("web --engine: a bad name or command line is a usage error naming it")
  void badEngineOptionIsAUsageError() {
    assertThat(web("--engine", "my bot=python3 bot.py"))
        .contains("--engine my bot=…: a name is 1 to 32 letters");
    assertThat(web("--engine", "mybot=python3 'bot.py"))
        .contains("--engine mybot=python3 'bot.py: ");
    assertThat(web("--engine", "mybot=")).contains("--engine mybot=: ");
  }

  private static String web(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    List<String> all = new ArrayList<>(List.of("web", "--port", "0"));
    all.addAll(List.of(args));
    int status =
        Tenace.run(
            all.toArray(String[]::new),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(e, true, StandardCharsets.UTF_8),
            new ByteArrayInputStream(new byte[0]));
    String text = e.toString(StandardCharsets.UTF_8);
    assertThat(status).as(text).isEqualTo(2);
    return text;
  }
}
