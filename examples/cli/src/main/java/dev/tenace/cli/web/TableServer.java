package dev.tenace.cli.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.ServeSession;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.websocket.WsContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The HTTP side of {@code tenace web}: the page ({@code index.html}, {@code table.css}, {@code
 * table.js} from this package's resources) and the WebSocket {@code /session}, on which each text
 * message is one request of protocol 1 and each answer one text message, after the hello. Every
 * message sent is an answer of the socket's own {@link ServeSession}: views, never states.
 */
final class TableServer implements AutoCloseable {
  /** The longest request, in characters, as {@code tenace serve}'s longest line. */
  static final int MAX_MESSAGE = 1 << 20;

  /** The path of the WebSocket. */
  static final String SOCKET = "/session";

  private static final ObjectMapper JSON =
      JsonMapper.builder()
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .build();

  private static final Map<String, String> PAGES =
      Map.of(
          "/", "index.html text/html",
          "/table.css", "table.css text/css",
          "/table.js", "table.js text/javascript");

  /** Sees every message the server sends, with its session and the request it answers. */
  interface Tap {
    /** Sees nothing. */
    Tap NONE = (session, request, answer) -> {};

    /**
     * One message sent.
     *
     * @param session the socket's session (its {@link ServeSession#dealRecord()} is the truth)
     * @param request the request text, or null for the hello
     * @param answer the text sent
     */
    void sent(ServeSession session, String request, String answer);
  }

  private final Javalin app;
  private final Map<String, ServeSession> sessions = new ConcurrentHashMap<>();
  private final Tap tap;

  private TableServer(Tap tap, String host, int port) {
    this.tap = tap;
    this.app =
        Javalin.create(
            config -> {
              config.startup.showJavalinBanner = false;
              config.jetty.host = host;
              config.jetty.port = port;
              config.jetty.modifyWebSocketServletFactory(
                  f -> f.setMaxTextMessageSize(MAX_MESSAGE + 1));
              PAGES.forEach((path, page) -> config.routes.get(path, ctx -> page(ctx, page)));
              config.routes.ws(
                  SOCKET,
                  ws -> {
                    ws.onConnect(this::connected);
                    ws.onMessage(ctx -> received(ctx, ctx.message()));
                    ws.onClose(ctx -> sessions.remove(ctx.sessionId()));
                  });
            });
  }

  /**
   * Starts a server on {@code host}:{@code port} ({@code 0}: a free port).
   *
   * @throws IllegalArgumentException if the port cannot be opened, naming it
   */
  static TableServer start(String host, int port, Tap tap) {
    TableServer s = new TableServer(tap, host, port);
    try {
      s.app.start();
    } catch (RuntimeException e) {
      s.app.stop();
      throw new IllegalArgumentException(
          "cannot serve on " + host + ":" + port + ": " + rootMessage(e), e);
    }
    return s;
  }

  private static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    return t.getMessage() == null ? t.toString() : t.getMessage();
  }

  /** The port served. */
  int port() {
    return app.port();
  }

  @Override
  public void close() {
    app.stop();
  }

  private static void page(Context ctx, String page) {
    int space = page.indexOf(' ');
    String name = page.substring(0, space);
    InputStream in = TableServer.class.getResourceAsStream(name);
    if (in == null) {
      throw new IllegalStateException("the page " + name + " is missing from the jar");
    }
    try (in) {
      ctx.contentType(page.substring(space + 1) + "; charset=utf-8");
      ctx.header("Cache-Control", "no-store");
      ctx.result(in.readAllBytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void connected(WsContext ctx) {
    ServeSession session = new ServeSession();
    sessions.put(ctx.sessionId(), session);
    send(ctx, session, null, ServeSession.hello());
  }

  private void received(WsContext ctx, String text) {
    ServeSession session = sessions.get(ctx.sessionId());
    if (session == null) {
      return;
    }
    // one request at a time per session, in the order received
    synchronized (session) {
      send(ctx, session, text, answer(session, text));
      if (session.quit()) {
        ctx.closeSession();
      }
    }
  }

  /** The answer to one message: as {@code tenace serve} answers one line. */
  static ObjectNode answer(ServeSession session, String text) {
    if (text.length() > MAX_MESSAGE) {
      return error(
          "a request is at most " + MAX_MESSAGE + " characters; this one has " + text.length());
    }
    if (text.isBlank()) {
      return error("the message is empty; a request is a JSON object");
    }
    JsonNode request;
    try {
      request = JSON.readTree(text);
    } catch (JsonProcessingException e) {
      return error("malformed JSON: " + e.getOriginalMessage());
    }
    return session.handle(request);
  }

  private static ObjectNode error(String message) {
    ObjectNode o = JSON.createObjectNode();
    o.put("ok", false);
    o.put("error", message);
    return o;
  }

  private void send(WsContext ctx, ServeSession session, String request, ObjectNode answer) {
    String text;
    try {
      text = JSON.writeValueAsString(answer);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
    tap.sent(session, request, text);
    ctx.send(text);
  }
}
