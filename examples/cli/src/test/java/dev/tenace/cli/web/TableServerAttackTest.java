package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.Replay;
import dev.tenace.cli.ServeSession;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Attacks on {@code tenace web}'s server, each refused or closed with a reason while the table goes
 * on and other clients are served: another Origin or Host, a 10 MB frame, a binary frame, 200
 * connections, a client that sends 200,000 requests and reads nothing, a flood of messages; and a
 * real server process that SIGTERM stops.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class TableServerAttackTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String NEW_HEARTS =
      "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":5,"
          + "\"seats\":[\"client\",\"random\",\"random\",\"random\"]}";
  private static final String VIEW = "{\"op\":\"view\"}";
  private static final String GAMES = "{\"op\":\"games\"}";

  private static JsonNode json(String text) throws IOException {
    return JSON.readTree(text);
  }

  /** A socket of the server at its first hello, with the Hearts table open. */
  private static RawSocket seated(TableServer server) throws IOException {
    RawSocket c = RawSocket.open(server.port());
    assertThat(json(c.next()).get("protocol").asInt()).isEqualTo(1);
    assertThat(json(c.ask(NEW_HEARTS)).get("ok").asBoolean()).isTrue();
    return c;
  }

  @Test
  @DisplayName("another Origin, or a Host that is not this machine's, is refused with a reason")
  void anotherOriginOrHostIsRefused() throws IOException {
    try (TableServer server = TableServer.start("127.0.0.1", 0, TableServer.Tap.NONE)) {
      int port = server.port();
      RawSocket evil = RawSocket.open(port, Map.of("Origin", "http://evil.example"));
      assertThat(evil.status).isEqualTo(403);
      assertThat(evil.refusal).contains("a page of http://evil.example may not open a table here");
      // DNS rebinding: a name of the attacker's pointed at 127.0.0.1, same-origin with itself
      RawSocket rebound =
          RawSocket.open(
              port,
              Map.of("Host", "evil.example:" + port, "Origin", "http://evil.example:" + port));
      assertThat(rebound.status).isEqualTo(403);
      assertThat(rebound.refusal).contains("answers as localhost, an IP address");
      assertThat(page(port, "evil.example:" + port)).startsWith("HTTP/1.1 403");
      assertThat(page(port, "localhost:" + port)).startsWith("HTTP/1.1 200");
      // the page's own origin, by address or by name, and a client that is no browser
      try (RawSocket same = RawSocket.open(port, Map.of("Origin", "http://127.0.0.1:" + port));
          RawSocket named =
              RawSocket.open(
                  port, Map.of("Host", "localhost:" + port, "Origin", "http://localhost:" + port));
          RawSocket tool = RawSocket.open(port)) {
        for (RawSocket c : List.of(same, named, tool)) {
          assertThat(c.status).isEqualTo(101);
          assertThat(json(c.next()).get("protocol").asInt()).isEqualTo(1);
        }
      }
    }
  }

  /** The status line and body of a GET of the page with the given Host. */
  private static String page(int port, String host) throws IOException {
    try (Socket s = new Socket(RawSocket.LOCAL, port)) {
      OutputStream out = s.getOutputStream();
      out.write(
          ("GET / HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
              .getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      return new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  @DisplayName("a 10 MB frame and a binary frame get an error answer; the table goes on")
  void hugeAndBinaryFramesGetAnswers() throws IOException {
    try (TableServer server = TableServer.start("127.0.0.1", 0, TableServer.Tap.NONE);
        RawSocket c = seated(server);
        RawSocket deflate =
            RawSocket.open(
                server.port(), Map.of("Sec-WebSocket-Extensions", "permessage-deflate"))) {
      // no compression, so no small frame inflates to a huge one
      assertThat(deflate.status).isEqualTo(101);
      assertThat(deflate.headers).noneMatch(h -> h.startsWith("sec-websocket-extensions"));
      String before = c.ask(VIEW);
      c.large(1, 10_000_000, (byte) ' ');
      assertThat(json(c.next()).get("error").asText())
          .contains("at most " + TableServer.MAX_MESSAGE + " characters; this one has 10000000")
          .contains("the table is unchanged");
      c.binary(new byte[] {1, 2, 3});
      assertThat(json(c.next()).get("error").asText())
          .contains("a binary message (3 bytes) is not read");
      c.large(2, 10_000_000, (byte) 0);
      assertThat(json(c.next()).get("error").asText())
          .contains("a binary message (10000000 bytes) is not read");
      assertThat(c.ask(VIEW)).isEqualTo(before);
      assertThat(json(c.ask("{\"op\":\"act\",\"action\":\"nonsense\"}")).get("ok").asBoolean())
          .isFalse();
      assertThat(c.ask(VIEW)).isEqualTo(before);
    }
  }

  @Test
  @DisplayName("200 connections: those past the limit are closed with a reason, the others served")
  void connectionsPastTheLimitAreClosedWithAReason() throws Exception {
    try (TableServer server = TableServer.start("127.0.0.1", 0, TableServer.Tap.NONE)) {
      int limit = TableServer.Limits.DEFAULT.connections();
      List<RawSocket> served = new ArrayList<>();
      int refused = 0;
      try {
        for (int i = 0; i < 200; i++) {
          RawSocket c = RawSocket.open(server.port());
          RawSocket.Frame f = c.read();
          if (f.isClose()) {
            assertThat(f.code()).isEqualTo(TableServer.TRY_LATER);
            assertThat(f.text()).contains(limit + " connections are open").contains("try again");
            refused++;
            c.close();
          } else {
            assertThat(json(f.text()).get("protocol").asInt()).isEqualTo(1);
            served.add(c);
          }
        }
        assertThat(served).hasSize(limit);
        assertThat(refused).isEqualTo(200 - limit);
        for (RawSocket c : served) {
          assertThat(json(c.ask(NEW_HEARTS)).get("ok").asBoolean()).isTrue();
        }
        served.remove(0).close();
        assertThat(closedByServer(server, limit - 1)).isTrue();
        try (RawSocket again = RawSocket.open(server.port())) {
          assertThat(json(again.next()).get("protocol").asInt()).isEqualTo(1);
        }
      } finally {
        for (RawSocket c : served) {
          c.close();
        }
      }
    }
  }

  /** The heap in use after a full collection, in bytes. */
  private static long heapAfterGc() {
    System.gc();
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }

  @Test
  @DisplayName(
      "a client that sends 200,000 requests and reads nothing is closed when its unread answers"
          + " pass the bound; the heap stays bounded and another client is served throughout")
  void clientThatReadsNothingIsClosedAndHeapStaysBounded() throws Exception {
    AtomicReference<ServeSession> other = new AtomicReference<>();
    // no rate limit here: the bound on unread answers must close it on its own
    TableServer.Limits unlimited =
        new TableServer.Limits(
            32, 1 << 20, 1_000_000, 1_000_000, Duration.ofMinutes(1), TableServer.BOTS);
    try (TableServer server =
            TableServer.start(
                "127.0.0.1",
                0,
                (session, request, answer) -> {
                  if (NEW_HEARTS.equals(request)) {
                    other.set(session);
                  }
                },
                unlimited);
        RawSocket reader = seated(server)) {
      String before = reader.ask(VIEW);
      long base = heapAfterGc();
      AtomicInteger sent = new AtomicInteger();
      AtomicInteger cut = new AtomicInteger();
      CompletableFuture<Void> attack =
          CompletableFuture.runAsync(
              () -> {
                while (sent.get() < 200_000) {
                  try (RawSocket a = RawSocket.open(server.port())) {
                    while (sent.get() < 200_000) {
                      a.buffer(GAMES);
                      sent.incrementAndGet();
                    }
                    a.flush();
                    // everything sent, nothing read: the server must close it on its own
                    if (!closedByServer(server, 1)) {
                      throw new IllegalStateException(
                          "the server kept a client that reads nothing");
                    }
                    cut.incrementAndGet();
                  } catch (IOException e) {
                    cut.incrementAndGet();
                  }
                }
              });
      long peak = 0;
      long slowest = 0;
      while (!attack.isDone()) {
        long t = System.nanoTime();
        assertThat(reader.ask(VIEW)).isEqualTo(before);
        slowest = Math.max(slowest, System.nanoTime() - t);
        peak = Math.max(peak, heapAfterGc() - base);
        Thread.sleep(100);
      }
      attack.get();
      assertThat(closedByServer(server, 1)).isTrue();
      assertThat(cut.get()).isGreaterThanOrEqualTo(1);
      System.out.printf(
          "non-reading client: %,d requests on %d connection(s), each closed; heap after GC at most"
              + " %.1f MB above the start; slowest answer to the other client %d ms%n",
          sent.get(), cut.get(), peak / 1e6, slowest / 1_000_000);
      assertThat(peak).as("heap retained during the attack").isLessThan(64L << 20);
      assertThat(reader.ask(VIEW)).isEqualTo(before);
      assertThat(Replay.line(other.get().dealRecord().toString()).get(0).get("ok").asBoolean())
          .isTrue();
    }
  }

  /** Whether the server's sockets come down to {@code n} within 10 s. */
  private static boolean closedByServer(TableServer server, int n) {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (server.connections() > n && System.nanoTime() < until) {
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return false;
      }
    }
    return server.connections() <= n;
  }

  @Test
  @DisplayName(
      "a flood of messages: those past the rate are refused by tag and the table goes on; a client"
          + " that never waits is closed with a reason, its table untouched")
  void floodIsRefusedAndTheTableGoesOn() throws Exception {
    Map<String, ServeSession> sessions = new ConcurrentHashMap<>();
    try (TableServer server =
            TableServer.start(
                "127.0.0.1",
                0,
                (session, request, answer) -> {
                  if (request != null && request.startsWith("{\"op\":\"new\"")) {
                    sessions.put(request, session);
                  }
                });
        RawSocket c = seated(server)) {
      String before = c.ask(VIEW);
      List<String> flood = new ArrayList<>();
      for (int i = 0; i < 1000; i++) {
        flood.add(
            switch (i % 6) {
              case 0 -> "{\"op\":\"view\",\"tag\":" + i + "}";
              case 1 -> "{\"op\":\"act\",\"action\":\"play 2C\",\"seat\":2,\"tag\":" + i + "}";
              case 2 -> "{\"op\":\"act\",\"id\":99999,\"tag\":" + i + "}";
              case 3 -> "{\"op\":\"view\",\"seat\":-1,\"tag\":" + i + "}";
              case 4 -> "{\"op\":\"nope\",\"tag\":" + i + "}";
              default -> "{\"op\":\"view\",\"tag\":" + i + "} {";
            });
      }
      // a message a millisecond, ten times the rate, without waiting for the answers
      CompletableFuture<Void> writer =
          CompletableFuture.runAsync(
              () -> {
                try {
                  for (String m : flood) {
                    c.text(m);
                    Thread.sleep(1);
                  }
                } catch (IOException | InterruptedException e) {
                  throw new IllegalStateException(e);
                }
              });
      int refused = 0;
      int tagged = 0;
      for (int i = 0; i < flood.size(); i++) {
        JsonNode a = json(c.next());
        if (a.has("tag")) {
          tagged++;
        }
        if (a.path("error").asText().startsWith("too many requests")) {
          refused++;
        } else if (a.path("ok").asBoolean()) {
          assertThat(a.has("view")).as(a.toString()).isTrue();
        }
      }
      writer.get();
      assertThat(refused).isGreaterThan(0).isLessThan(flood.size());
      assertThat(tagged).isGreaterThanOrEqualTo(flood.size() * 5 / 6 - 1);

      // another client sends 5,000 at once: closed with a reason, its table as it was
      String open = NEW_HEARTS.replace("\"seed\":5", "\"seed\":6");
      try (RawSocket blast = RawSocket.open(server.port())) {
        blast.next();
        blast.ask(open);
        String record = sessions.get(open).dealRecord().toString();
        for (int i = 0; i < 5000; i++) {
          blast.buffer(flood.get(i % flood.size()));
        }
        blast.flush();
        RawSocket.Frame f = blast.closeOrEnd();
        assertThat(f).isNotNull();
        assertThat(f.code()).isEqualTo(TableServer.POLICY);
        assertThat(f.text()).contains("too many requests");
        assertThat(sessions.get(open).dealRecord().toString()).isEqualTo(record);
      }

      Thread.sleep(2000); // the rate comes back
      assertThat(c.ask(VIEW)).isEqualTo(before);
      // the table plays on to its end, and its record replays to the same result
      JsonNode a = json(c.ask("{\"op\":\"observe\"}"));
      while (!a.path("over").asBoolean()) {
        int id = a.get("legal_ids").get(0).asInt();
        a = json(c.ask("{\"op\":\"act\",\"id\":" + id + "}"));
        assertThat(a.get("ok").asBoolean()).as(a.toString()).isTrue();
      }
      List<ObjectNode> replayed = Replay.line(sessions.get(NEW_HEARTS).dealRecord().toString());
      assertThat(replayed.get(0).get("result")).isEqualTo(a.get("result").get("details"));
    }
  }

  @Test
  @DisplayName(
      "a real server process at -Xmx64m outlives 200,000 unread requests and SIGTERM stops it,"
          + " closing its sockets with a reason")
  void sigtermStopsARealServer() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p =
        new ProcessBuilder(
                java,
                "-Xmx64m",
                "-cp",
                System.getProperty("java.class.path"),
                "dev.tenace.cli.Tenace",
                "web",
                "--port",
                "0")
            .redirectErrorStream(true)
            .start();
    try {
      BufferedReader out =
          new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
      String line = out.readLine();
      assertThat(line).contains("this machine only");
      Matcher m = Pattern.compile("http://localhost:([0-9]+)/").matcher(line);
      assertThat(m.find()).as(line).isTrue();
      int port = Integer.parseInt(m.group(1));
      try (RawSocket c = RawSocket.open(port)) {
        c.next();
        assertThat(json(c.ask(NEW_HEARTS)).get("ok").asBoolean()).isTrue();
        int sent = 0;
        while (sent < 200_000) {
          try (RawSocket a = RawSocket.open(port)) {
            while (sent < 200_000) {
              a.buffer(GAMES);
              sent++;
            }
            a.flush();
          } catch (IOException e) {
            // cut: the next connection goes on
          }
        }
        assertThat(json(c.ask(VIEW)).get("ok").asBoolean()).isTrue();
        assertThat(p.isAlive()).isTrue();
        p.destroy(); // SIGTERM
        RawSocket.Frame f = c.closeOrEnd();
        assertThat(f).isNotNull();
        assertThat(f.code()).isEqualTo(TableServer.GOING_AWAY);
        assertThat(f.text()).contains("stopping");
      }
      assertThat(p.waitFor(Web.STOP_SECONDS + 5, TimeUnit.SECONDS)).isTrue();
      assertThat(p.exitValue()).isEqualTo(143);
    } finally {
      p.destroyForcibly();
    }
  }
}
