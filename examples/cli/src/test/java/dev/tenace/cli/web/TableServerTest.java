package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.Replay;
import dev.tenace.cli.ServeSession;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code tenace web}'s server without a browser: the page is served, the WebSocket speaks protocol
 * 1 as {@code tenace serve} does, and the protocol's additions for the page (watch tables and
 * {@code step}, variant descriptions, the record of a table) do what they say.
 */
class TableServerTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  @DisplayName(
      "how to play: each game's own text (GameDefinition.howToPlay) is served as it is; an unknown"
          + " game is refused by name")
  void servesEachGamesHowToPlay() throws Exception {
    try (TableServer server = TableServer.start("127.0.0.1", 0, TableServer.Tap.NONE)) {
      HttpClient http = HttpClient.newHttpClient();
      String base = "http://127.0.0.1:" + server.port() + "/how-to-play?game=";
      List<dev.tenace.core.game.GameDefinition<?, ?, ?>> games = dev.tenace.cli.Games.all();
      assertThat(games).hasSizeGreaterThanOrEqualTo(4);
      for (dev.tenace.core.game.GameDefinition<?, ?, ?> g : games) {
        HttpResponse<String> r =
            http.send(
                HttpRequest.newBuilder(URI.create(base + g.name())).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(g.howToPlay()).as(g.name() + " ships its how-to-play text").isNotBlank();
        assertThat(r.body()).isEqualTo(g.howToPlay()).contains("Follow the suit led");
      }
      HttpResponse<String> none =
          http.send(
              HttpRequest.newBuilder(URI.create(base + "whist")).build(),
              HttpResponse.BodyHandlers.ofString());
      assertThat(none.statusCode()).isEqualTo(404);
      assertThat(none.body()).contains("no game named 'whist'");
    }
  }

  @Test
  @DisplayName("the page and its script are served; the socket answers requests after its hello")
  void servesPageAndSpeaksProtocolOverWebSocket() throws Exception {
    try (TableServer server = TableServer.start("127.0.0.1", 0, TableServer.Tap.NONE)) {
      HttpClient http = HttpClient.newHttpClient();
      String base = "http://127.0.0.1:" + server.port();
      HttpResponse<String> page =
          http.send(
              HttpRequest.newBuilder(URI.create(base + "/")).build(),
              HttpResponse.BodyHandlers.ofString());
      assertThat(page.statusCode()).isEqualTo(200);
      assertThat(page.headers().firstValue("content-type"))
          .hasValueSatisfying(t -> assertThat(t).startsWith("text/html"));
      assertThat(page.body()).contains("table.js").contains("id=\"hand\"");
      HttpResponse<String> js =
          http.send(
              HttpRequest.newBuilder(URI.create(base + "/table.js")).build(),
              HttpResponse.BodyHandlers.ofString());
      assertThat(js.body()).contains("WebSocket");

      BlockingQueue<String> got = new LinkedBlockingQueue<>();
      WebSocket ws =
          http.newWebSocketBuilder()
              .buildAsync(
                  URI.create("ws://127.0.0.1:" + server.port() + TableServer.SOCKET),
                  new WebSocket.Listener() {
                    private final StringBuilder part = new StringBuilder();

                    @Override
                    public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                      part.append(data);
                      if (last) {
                        got.add(part.toString());
                        part.setLength(0);
                      }
                      w.request(1);
                      return null;
                    }
                  })
              .get(10, TimeUnit.SECONDS);
      JsonNode hello = JSON.readTree(got.poll(10, TimeUnit.SECONDS));
      assertThat(hello.get("protocol").asInt()).isEqualTo(1);
      ws.sendText("{\"op\":\"games\"}", true).get(10, TimeUnit.SECONDS);
      JsonNode games = JSON.readTree(got.poll(10, TimeUnit.SECONDS));
      assertThat(games.get("games").get(0).get("variants").get(0).get("description").asText())
          .isNotBlank();
      ws.sendText("{\"op\": \"games\"} trailing", true).get(10, TimeUnit.SECONDS);
      JsonNode bad = JSON.readTree(got.poll(10, TimeUnit.SECONDS));
      assertThat(bad.get("ok").asBoolean()).isFalse();
      assertThat(bad.get("error").asText()).startsWith("malformed JSON");
      ws.sendText("{\"op\":\"quit\"}", true).get(10, TimeUnit.SECONDS);
      assertThat(JSON.readTree(got.poll(10, TimeUnit.SECONDS)).get("bye").asBoolean()).isTrue();
    }
  }

  @Test
  @DisplayName("tenace web --port outside 0..65535 is a usage error naming the value")
  void badPortIsAUsageError() {
    java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
    int status =
        dev.tenace.cli.Tenace.run(
            new String[] {"web", "--port", "70000"},
            new java.io.PrintStream(
                new java.io.ByteArrayOutputStream(), true, java.nio.charset.StandardCharsets.UTF_8),
            new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8),
            new java.io.ByteArrayInputStream(new byte[0]));
    assertThat(status).isEqualTo(2);
    assertThat(err.toString(java.nio.charset.StandardCharsets.UTF_8))
        .contains("--port must be a whole number 0..65535 but was 70000");
  }

  @Test
  @DisplayName("a port already served is refused with a message naming it")
  void busyPortIsNamed() {
    try (TableServer first = TableServer.start("127.0.0.1", 0, TableServer.Tap.NONE)) {
      int port = first.port();
      assertThatThrownBy(() -> TableServer.start("127.0.0.1", port, TableServer.Tap.NONE))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("cannot serve on 127.0.0.1:" + port);
    }
  }

  @Test
  @DisplayName("a message longer than tenace serve's longest line gets an error, not a table")
  void overlongMessageIsAnError() {
    ObjectNode a = TableServer.answer(new ServeSession(), " ".repeat(TableServer.MAX_MESSAGE + 1));
    assertThat(a.get("error").asText()).contains("at most " + TableServer.MAX_MESSAGE);
    assertThat(TableServer.answer(new ServeSession(), "  ").get("error").asText())
        .contains("empty");
  }

  @Test
  @DisplayName("\"encoding\": \"binary\" is refused: a text message cannot carry its bytes")
  void binaryEncodingIsRefused() {
    ServeSession s = new ServeSession(TableServer.BOTS);
    ObjectNode a =
        TableServer.answer(
            s, "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":3,\"encoding\":\"binary\"}");
    assertThat(a.get("error").asText())
        .startsWith("\"encoding\": \"binary\"")
        .contains("\"packed\"");
    assertThat(s.dealRecord()).as("no table dealt").isNull();
    ObjectNode packed =
        TableServer.answer(
            s, "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":3,\"encoding\":\"packed\"}");
    assertThat(packed.get("ok").asBoolean()).as(packed.toString()).isTrue();
  }

  @Test
  @DisplayName(
      "a table opened without a seed is dealt from a seed the server draws and never tells")
  void tableWithoutSeedIsDealtFromASecretSeed() {
    String open =
        "{\"op\":\"new\",\"game\":\"hearts\",\"seats\":[\"client\",\"random\",\"random\",\"random\"]}";
    ServeSession s = new ServeSession(TableServer.BOTS);
    ServeSession t = new ServeSession(TableServer.BOTS);
    ObjectNode a = TableServer.answer(s, open);
    assertThat(a.get("ok").asBoolean()).as(a.toString()).isTrue();
    assertThat(a.has("seed")).isFalse();
    assertThat(TableServer.answer(t, open).has("seed")).isFalse();
    assertThat(s.dealRecord().get("seed")).isNotEqualTo(t.dealRecord().get("seed"));
    assertThat(s.dealRecord().get("deals").get(0).get("hands"))
        .isNotEqualTo(t.dealRecord().get("deals").get(0).get("hands"));
    ObjectNode chosen = TableServer.answer(s, open.replace("{", "{\"seed\":7,"));
    assertThat(chosen.get("seed").asLong()).isEqualTo(7);
  }

  @Test
  @DisplayName(
      "a drawn seed is told only once the deal is over, so a watch table cannot show it in play")
  void drawnSeedIsToldOnceTheDealIsOver() throws IOException {
    String open =
        "{\"op\":\"new\",\"game\":\"hearts\",\"seats\":[\"client\",\"random\",\"random\",\"random\"]}";
    ServeSession s = new ServeSession(TableServer.BOTS);
    TableServer.DrawnSeed drawn = new TableServer.DrawnSeed();
    ObjectNode a = TableServer.answer(s, open, drawn);
    assertThat(a.get("ok").asBoolean()).as(a.toString()).isTrue();
    int answers = 1;
    while (!a.get("over").asBoolean()) {
      assertThat(a.has("seed_drawn")).as("answer %d: %s", answers, a).isFalse();
      JsonNode v = TableServer.answer(s, "{\"op\":\"view\",\"seat\":0}", drawn).get("view");
      assertThat(v.toString()).doesNotContain(s.dealRecord().get("seed").asText());
      String action = v.get("legal").get(0).get("text").asText();
      a = TableServer.answer(s, "{\"op\":\"act\",\"seat\":0,\"action\":\"" + action + "\"}", drawn);
      assertThat(a.get("ok").asBoolean()).as(a.toString()).isTrue();
      answers++;
    }
    assertThat(answers).as("the pass and 13 cards").isEqualTo(15);
    assertThat(a.get("seed_drawn").asText()).isEqualTo(s.dealRecord().get("seed").asText());
    assertThat(TableServer.answer(s, "{\"op\":\"result\"}", drawn).get("seed_drawn").asText())
        .isEqualTo(s.dealRecord().get("seed").asText());
    // a seed the client chose is never sent back as drawn; a new table forgets the old seed
    ObjectNode chosen = TableServer.answer(s, open.replace("{", "{\"seed\":7,"), drawn);
    assertThat(chosen.has("seed_drawn")).isFalse();
    assertThat(TableServer.answer(s, "{\"op\":\"result\"}", drawn).has("seed_drawn")).isFalse();
  }

  @Test
  @DisplayName(
      "tenace web caps the bots' search budgets and takes a table of bots only as a watch table")
  void botsAreBounded() {
    ServeSession s = new ServeSession(TableServer.BOTS);
    String seats =
        "{\"op\":\"new\",\"game\":\"hearts\",\"seats\":[\"client\",\"%s\",\"random\",\"random\"]}";
    assertThat(TableServer.answer(s, seats.formatted("ismcts:100000")).get("error").asText())
        .isEqualTo("bot 'ismcts:100000': tenace web allows ismcts:1 to ismcts:5000");
    assertThat(TableServer.answer(s, seats.formatted("pimc:201")).get("error").asText())
        .isEqualTo("bot 'pimc:201': tenace web allows pimc:1 to pimc:200");
    assertThat(TableServer.answer(s, seats.formatted("ismcts:101ms")).get("error").asText())
        .isEqualTo("bot 'ismcts:101ms': tenace web allows ismcts:1ms to ismcts:100ms");
    assertThat(TableServer.answer(s, seats.formatted("ismcts:5000")).get("ok").asBoolean())
        .isTrue();
    String bots = seats.formatted("random").replace("\"client\"", "\"ismcts\"");
    assertThat(TableServer.answer(s, bots).get("error").asText())
        .contains("a table without a client seat is a watch table here");
    assertThat(TableServer.answer(s, bots.replace("{", "{\"watch\":true,")).get("ok").asBoolean())
        .isTrue();
  }

  @Test
  @DisplayName("tenace web says plainly when it listens beyond this machine")
  void bannerWarnsBeyondThisMachine() {
    assertThat(Web.banner("127.0.0.1", 8080, 32))
        .containsExactly(
            "tenace web: open http://localhost:8080/ (this machine only; Ctrl-C stops)");
    String[] any = Web.banner("0.0.0.0", 8080, 32);
    assertThat(any[0]).startsWith("tenace web: open http://localhost:8080/ here");
    assertThat(any[1])
        .startsWith("tenace web: WARNING: listening on 0.0.0.0:8080, beyond this machine")
        .contains("at most 32 connections");
  }

  @Test
  @DisplayName("watch: bots act one step at a time, any seat's view is shown, the record replays")
  void watchTableStepsAndItsRecordReplays() throws IOException {
    ServeSession s = new ServeSession();
    JsonNode t =
        s.handle(
            JSON.readTree(
                "{\"op\":\"new\",\"game\":\"spades\",\"seed\":8,\"watch\":true,"
                    + "\"seats\":[\"heuristic\",\"random\",\"heuristic\",\"random\"]}"));
    assertThat(t.get("ok").asBoolean()).as(t.toString()).isTrue();
    assertThat(t.get("watch").asBoolean()).isTrue();
    assertThat(t.get("over").asBoolean()).isFalse();
    assertThat(s.dealRecord().get("deals").get(0).get("actions")).isEmpty();
    int steps = 0;
    JsonNode a = t;
    while (!a.get("over").asBoolean()) {
      int toMove = a.get("to_move").asInt();
      JsonNode v = s.handle(JSON.readTree("{\"op\":\"view\",\"seat\":" + toMove + "}"));
      assertThat(v.get("view").get("seat").asInt()).isEqualTo(toMove);
      a = s.handle(JSON.readTree("{\"op\":\"step\"}"));
      assertThat(a.get("seat").asInt()).isEqualTo(toMove);
      steps++;
      assertThat(s.dealRecord().get("deals").get(0).get("actions")).hasSize(steps);
    }
    JsonNode afterEnd = s.handle(JSON.readTree("{\"op\":\"step\"}"));
    assertThat(afterEnd.get("error").asText()).contains("is over");
    List<ObjectNode> replayed = Replay.line(s.dealRecord().toString());
    assertThat(replayed.get(0).get("ok").asBoolean()).isTrue();
    assertThat(replayed.get(0).get("result")).isEqualTo(a.get("result").get("details"));
  }

  @Test
  @DisplayName(
      "step is refused at a table whose bots play on their own; watch needs no client seat")
  void stepAndWatchRefusals() throws IOException {
    ServeSession s = new ServeSession();
    s.handle(
        JSON.readTree(
            "{\"op\":\"new\",\"game\":\"hearts\",\"seats\":[\"client\",\"random\",\"random\",\"random\"]}"));
    assertThat(s.handle(JSON.readTree("{\"op\":\"step\"}")).get("error").asText())
        .contains("watch table");
    JsonNode w =
        s.handle(
            JSON.readTree(
                "{\"op\":\"new\",\"game\":\"hearts\",\"watch\":true,"
                    + "\"seats\":[\"client\",\"random\",\"random\",\"random\"]}"));
    assertThat(w.get("error").asText()).contains("needs a bot in every seat");
    assertThat(s.handle(JSON.readTree("{\"op\":\"view\",\"seat\":1}")).get("error").asText())
        .contains("played by the bot");
  }
}
