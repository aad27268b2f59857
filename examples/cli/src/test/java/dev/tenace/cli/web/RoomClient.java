package dev.tenace.cli.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * One connection to a {@link TableServer} for the room tests: it sends requests with tags and waits
 * for their answers, and keeps every message the server pushes ({@code "event"}), read on a thread
 * of its own so no push is missed.
 */
final class RoomClient implements AutoCloseable {
  static final ObjectMapper JSON = new ObjectMapper();

  final RawSocket socket;
  final List<JsonNode> pushes = new CopyOnWriteArrayList<>();
  final List<JsonNode> answers = new CopyOnWriteArrayList<>();
  final List<String> texts = new CopyOnWriteArrayList<>();
  private final Thread reader;
  private volatile boolean ended;
  private int tag;

  RoomClient(int port) throws IOException {
    socket = RawSocket.open(port);
    if (socket.status != 101) {
      throw new IOException("refused: " + socket.refusal);
    }
    String hello = socket.next();
    if (!hello.contains("\"hello\"")) {
      throw new IOException("no hello: " + hello);
    }
    reader = new Thread(this::read, "room-client");
    reader.setDaemon(true);
    reader.start();
  }

  private void read() {
    try {
      while (true) {
        String t = socket.next();
        texts.add(t);
        JsonNode m = JSON.readTree(t);
        (m.has("event") ? pushes : answers).add(m);
      }
    } catch (IOException e) {
      ended = true;
    }
  }

  /** Sends a request (given as alternating names and values) and waits for its answer. */
  JsonNode ask(Object... fields) throws IOException, InterruptedException {
    ObjectNode r = JSON.createObjectNode();
    for (int i = 0; i < fields.length; i += 2) {
      r.set((String) fields[i], JSON.valueToTree(fields[i + 1]));
    }
    String t = "t" + ++tag;
    r.put("tag", t);
    socket.text(JSON.writeValueAsString(r));
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (System.nanoTime() < until) {
      for (JsonNode a : answers) {
        if (t.equals(a.path("tag").asText())) {
          return a;
        }
      }
      if (ended) {
        throw new IOException("the connection ended before the answer to " + r);
      }
      Thread.sleep(5);
    }
    throw new AssertionError("no answer to " + r);
  }

  /** The last push received, or null. */
  JsonNode latest() {
    return pushes.isEmpty() ? null : pushes.get(pushes.size() - 1);
  }

  /** Waits for a push that {@code p} accepts (one already received counts). */
  JsonNode await(Predicate<JsonNode> p) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (System.nanoTime() < until) {
      for (JsonNode m : pushes) {
        if (p.test(m)) {
          return m;
        }
      }
      Thread.sleep(5);
    }
    throw new AssertionError("no such push; the last: " + latest());
  }

  /** Waits until the last push received is one that {@code p} accepts. */
  JsonNode awaitLatest(Predicate<JsonNode> p) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (System.nanoTime() < until) {
      JsonNode m = latest();
      if (m != null && p.test(m)) {
        return m;
      }
      Thread.sleep(5);
    }
    throw new AssertionError("no such push; the last: " + latest());
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
