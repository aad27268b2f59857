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
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.ee10.websocket.server.JettyServerUpgradeRequest;
import org.eclipse.jetty.ee10.websocket.server.JettyServerUpgradeResponse;
import org.eclipse.jetty.ee10.websocket.server.JettyWebSocketServlet;
import org.eclipse.jetty.ee10.websocket.server.JettyWebSocketServletFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;

/**
 * The HTTP side of {@code tenace web}: the page ({@code index.html}, {@code table.css}, {@code
 * cards.js}, {@code felt.js}, {@code motion.js}, {@code sheet.js}, {@code table.js}, {@code
 * rooms.js} from this package's resources), a game's "how to play" text ({@code
 * /how-to-play?game=NAME}), a finished shared table's record ({@link RecordRoute}) and the
 * WebSocket {@code /session}, on which each text message is one request of protocol 1 and each
 * answer one text message, after the hello. Every message sent is an answer of the socket's own
 * {@link ServeSession}: views, never states.
 *
 * <p>The same socket carries the requests of shared tables ({@link Rooms}: a table several people
 * sit at, its link, its spectators, a seat kept by its token); their news is pushed to each
 * connection with its own seat's view only ({@link Room}).
 *
 * <p>It trusts no client (see {@link Limits}): the socket is opened only from a page of this server
 * (its Origin, when a browser sends one, is {@code http://} and the request's Host) and only under
 * a Host that names this machine (localhost, an IP address, the {@code --host} name or the
 * machine's own name), so no other web page, not even through a name of its own pointed at
 * 127.0.0.1, can use it; at most {@link Limits#connections()} sockets at once, each with one table;
 * every message gets an answer or a close with a reason (a binary message, one too long, one too
 * many); answers waiting unread are bounded; bots' search budgets are capped; a table opened
 * without a seed is dealt from a seed the server draws and tells only once the table is over.
 */
final class TableServer implements AutoCloseable {
  /** The longest request, in characters, as {@code tenace serve}'s longest line. */
  static final int MAX_MESSAGE = 1 << 20;

  /** The path of the WebSocket. */
  static final String SOCKET = "/session";

  /** Close code: the server is full (RFC 6455's "try again later"). */
  static final int TRY_LATER = 1013;

  /**
   * Close code: the client broke a bound (too many requests refused in a row, answers left unread).
   * A code of the private range, 4000–4999: Jetty ends a socket closed with RFC 6455's own 1008 at
   * once, so a client still sending would lose the close frame and its reason to a reset; with this
   * one it reads them.
   */
  static final int POLICY = 4008;

  /** Close code: the server is stopping. */
  static final int GOING_AWAY = 1001;

  /**
   * The bots a table of {@code tenace web} may have: search budgets that cost at most about 0.1 s
   * of CPU per decision (measured: {@code ismcts:5000} 50–90 ms, {@code pimc:200} about 25 ms; see
   * the README), and a table without a client seat only as a watch table (one bot action per
   * request).
   */
  static final ServeSession.Limits BOTS =
      new ServeSession.Limits("tenace web", 200, 5000, 100, false);

  /**
   * What one client may take of the server.
   *
   * @param connections the most sockets open at once (each holds at most one table)
   * @param queuedChars the most characters of answers a socket may leave unread before it is closed
   * @param rate requests a second one socket may send, sustained
   * @param burst requests one socket may send at once
   * @param idle a socket with no message either way for this long is closed
   * @param bots the bots' bounds
   * @param rooms the most rooms (tables people share) at once
   * @param seatTimeout how long a person's seat waits for its person before a bot plays it
   */
  record Limits(
      int connections,
      long queuedChars,
      int rate,
      int burst,
      Duration idle,
      ServeSession.Limits bots,
      int rooms,
      Duration seatTimeout) {
    /** {@code tenace web}'s bounds. */
    static final Limits DEFAULT =
        new Limits(32, 1 << 20, 100, 200, Duration.ofMinutes(30), BOTS, 64, Duration.ofSeconds(60));

    /** Bounds with the default rooms (64) and seat timeout (60 s). */
    Limits(
        int connections,
        long queuedChars,
        int rate,
        int burst,
        Duration idle,
        ServeSession.Limits bots) {
      this(connections, queuedChars, rate, burst, idle, bots, 64, Duration.ofSeconds(60));
    }

    /** These bounds with another number of connections. */
    Limits withConnections(int n) {
      return new Limits(n, queuedChars, rate, burst, idle, bots, rooms, seatTimeout);
    }

    /** These bounds with another seat timeout. */
    Limits withSeatTimeout(Duration d) {
      return new Limits(connections, queuedChars, rate, burst, idle, bots, rooms, d);
    }
  }

  static final ObjectMapper JSON =
      JsonMapper.builder()
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .build();

  private static final Map<String, String> PAGES =
      Map.of(
          "/", "index.html text/html",
          "/table.css", "table.css text/css",
          "/cards.js", "cards.js text/javascript",
          "/felt.js", "felt.js text/javascript",
          "/sheet.js", "sheet.js text/javascript",
          "/motion.js", "motion.js text/javascript",
          "/table.js", "table.js text/javascript",
          "/rooms.js", "rooms.js text/javascript");

  private static final SecureRandom SEEDS = new SecureRandom();

  private static final Pattern IPV4 = Pattern.compile("[0-9]{1,3}(\\.[0-9]{1,3}){3}");

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
  final Rooms rooms;
  final Tap tap;
  final Limits limits;
  final EngineSeats engines;
  private final RoomStore store;
  private final Set<String> names;
  final AtomicInteger open = new AtomicInteger();
  final Set<TableSocket> connections = ConcurrentHashMap.newKeySet();
  final ScheduledExecutorService timer =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "tenace-web-timer");
            t.setDaemon(true);
            return t;
          });

  private TableServer(
      Tap tap,
      String host,
      int port,
      Limits limits,
      Set<String> names,
      EngineSeats engines,
      RoomStore store) {
    this.tap = tap;
    this.limits = limits;
    this.engines = engines;
    this.names = names;
    this.store = store;
    this.rooms =
        new Rooms(
            timer,
            limits.rooms(),
            limits.seatTimeout(),
            limits.idle(),
            store == null ? RoomJournal.NONE : store,
            engines);
    this.app =
        Javalin.create(
            config -> {
              config.startup.showJavalinBanner = false;
              config.jetty.host = host;
              config.jetty.port = port;
              // TCP connections are bounded too (sockets past the limit still get their
              // reason; a browser keeps a few more for the page)
              config.jetty.modifyServer(
                  server ->
                      server.addBean(
                          new NetworkConnectionLimit(2 * limits.connections() + 32, server)));
              config.jetty.modifyServletContextHandler(
                  h -> h.addServlet(new ServletHolder(new Sockets()), SOCKET));
              PAGES.forEach((path, page) -> config.routes.get(path, ctx -> page(ctx, page)));
              config.routes.get("/how-to-play", this::howToPlay);
              config.routes.get(
                  "/record",
                  ctx -> RecordRoute.handle(ctx, store, refusal(ctx.header("Host"), null)));
            });
  }

  /** {@link #start(String, int, Tap, Limits)} with the default limits. */
  static TableServer start(String host, int port, Tap tap) {
    return start(host, port, tap, Limits.DEFAULT);
  }

  /**
   * Starts a server on {@code host}:{@code port} ({@code 0}: a free port).
   *
   * @throws IllegalArgumentException if the port cannot be opened, naming it
   */
  static TableServer start(String host, int port, Tap tap, Limits limits) {
    return start(host, port, tap, limits, EngineSeats.NONE);
  }

  /**
   * Starts a server whose pages may seat the programs of {@code engines} ({@code --engine}).
   *
   * @throws IllegalArgumentException if the port cannot be opened, naming it
   */
  static TableServer start(String host, int port, Tap tap, Limits limits, EngineSeats engines) {
    return start(host, port, tap, limits, engines, null);
  }

  /**
   * Starts a server whose rooms are kept in {@code store} ({@code --db}; null: nowhere): every open
   * room of it is rebuilt before the port opens. The server closes the store when it stops.
   *
   * @throws IllegalArgumentException if the port cannot be opened, naming it
   */
  static TableServer start(
      String host, int port, Tap tap, Limits limits, EngineSeats engines, RoomStore store) {
    TableServer s = new TableServer(tap, host, port, limits, hostNames(host), engines, store);
    if (store != null) {
      s.restored = store.restoreInto(s.rooms);
    }
    try {
      s.app.start();
    } catch (RuntimeException e) {
      s.app.stop();
      s.timer.shutdownNow();
      throw new IllegalArgumentException(
          "cannot serve on " + host + ":" + port + ": " + rootMessage(e), e);
    }
    return s;
  }

  /**
   * The names (beyond IP addresses) a request may give as its Host: {@code localhost}, the {@code
   * --host} name and, when the server listens beyond this machine, the machine's own name.
   */
  private static Set<String> hostNames(String host) {
    Set<String> out = ConcurrentHashMap.newKeySet();
    out.add("localhost");
    out.add(host.toLowerCase(Locale.ROOT));
    if (!Web.isLoopback(host)) {
      try {
        String name = java.net.InetAddress.getLocalHost().getHostName().toLowerCase(Locale.ROOT);
        out.add(name);
        out.add(name + ".local");
      } catch (IOException e) {
        // no name of its own: addresses and localhost only
      }
    }
    return out;
  }

  private static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    return t.getMessage() == null ? t.toString() : t.getMessage();
  }

  /** The rooms rebuilt from the store at the start. */
  int restored;

  /** The port served. */
  int port() {
    return app.port();
  }

  /** The sockets open now. */
  int connections() {
    return open.get();
  }

  /** Closes every socket with a reason, then stops the server. */
  @Override
  public void close() {
    for (TableSocket c : connections) {
      c.close(GOING_AWAY, "tenace web is stopping");
    }
    engines.close(); // no program outlives the server
    app.stop();
    timer.shutdownNow();
    if (store != null) {
      store.close();
    }
  }

  private void page(Context ctx, String page) {
    String refused = refusal(ctx.header("Host"), null);
    if (refused != null) {
      ctx.status(403).contentType("text/plain; charset=utf-8").result(refused + "\n");
      return;
    }
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

  /**
   * The text of the table's "how to play" panel for {@code ?game=NAME}: the game's own {@link
   * dev.tenace.core.game.GameDefinition#howToPlay()}, as plain text (404 naming the game if there
   * is none of that name on the class path).
   */
  private void howToPlay(Context ctx) {
    String refused = refusal(ctx.header("Host"), null);
    ctx.header("Cache-Control", "no-store");
    if (refused != null) {
      ctx.status(403).contentType("text/plain; charset=utf-8").result(refused + "\n");
      return;
    }
    String name = ctx.queryParam("game");
    var game = dev.tenace.core.game.Games.find(name == null ? "" : name);
    if (game.isEmpty()) {
      ctx.status(404)
          .contentType("text/plain; charset=utf-8")
          .result("tenace web: no game named '" + abbreviate(String.valueOf(name)) + "'\n");
      return;
    }
    ctx.contentType("text/plain; charset=utf-8").result(game.get().howToPlay());
  }

  /**
   * Why a request with this Host header and Origin header (null if none) is refused, or null if it
   * is not: the Host must name this machine (localhost, an IP address, the {@code --host} name or
   * the machine's name: a web page's own name pointed at this machine is refused), and an Origin,
   * which browsers send, must be this very Host ({@code http://} or {@code https://}). A client
   * that sends no Origin is not a browser, and no web page can make it connect.
   */
  String refusal(String host, String origin) {
    if (host == null || host.isBlank()) {
      return "tenace web: the request names no Host";
    }
    String name = hostName(host);
    if (!IPV4.matcher(name).matches() && !name.startsWith("[") && !names.contains(name)) {
      return "tenace web answers as localhost, an IP address or "
          + String.join(", ", new java.util.TreeSet<>(names))
          + ", not as '"
          + abbreviate(host)
          + "'; open it by one of those";
    }
    if (origin != null
        && !origin.equalsIgnoreCase("http://" + host)
        && !origin.equalsIgnoreCase("https://" + host)) {
      return "tenace web: a page of "
          + abbreviate(origin)
          + " may not open a table here; only the page of http://"
          + abbreviate(host)
          + "/ may";
    }
    return null;
  }

  /** The name of a Host header, without its port, in lower case (an IPv6 address in brackets). */
  private static String hostName(String host) {
    String h = host.trim().toLowerCase(Locale.ROOT);
    if (h.startsWith("[")) {
      int end = h.indexOf(']');
      return end < 0 ? h : h.substring(0, end + 1);
    }
    int colon = h.lastIndexOf(':');
    return colon < 0 ? h : h.substring(0, colon);
  }

  private static String abbreviate(String s) {
    return s.length() <= 60 ? s : s.substring(0, 57) + "...";
  }

  /** The answer to one message: as {@code tenace serve} answers one line. */
  static ObjectNode answer(ServeSession session, String text) {
    return answer(session, text, new DrawnSeed());
  }

  /**
   * The seed the server drew for a socket's table, kept until the table is over: then (the deal of
   * a table of one deal, the last deal of a match) every answer that says so carries it as {@code
   * "seed_drawn"} (its digits, a text), so the player can deal it again. Before, no answer names
   * it, so no other table (a watch table of the same seed) can show this one's hands while it is
   * played.
   */
  static final class DrawnSeed {
    private Long seed;
    private boolean match;

    /** The drawn seed's digits if the table is over with this answer, else null. */
    String revealed(ObjectNode answer) {
      JsonNode over = answer.get("over");
      if (seed == null || over == null || !over.asBoolean()) {
        return null;
      }
      JsonNode matchOver = answer.path("result").path("match_over");
      return !match || matchOver.asBoolean() ? Long.toString(seed) : null;
    }
  }

  /**
   * The answer to one message, as {@code tenace serve} answers one line; a table opened without a
   * seed is dealt from one drawn here, which {@code drawn} keeps and reveals once it is over.
   */
  static ObjectNode answer(ServeSession session, String text, DrawnSeed drawn) {
    if (text.length() > MAX_MESSAGE) {
      return tooLong(text.length());
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
    if (request != null && "binary".equals(request.path("encoding").asText(null))) {
      return error(
          "\"encoding\": \"binary\" puts bytes after an answer's line, which a WebSocket text"
              + " message cannot carry; use \"packed\" here");
    }
    boolean draws = drawsSeed(request);
    long seed = draws ? SEEDS.nextLong() : 0;
    if (draws) {
      ((ObjectNode) request).put("seed", seed);
    }
    ObjectNode a = session.handle(request);
    if (draws) {
      a.remove("seed");
    }
    if (opens(request) && a.path("ok").asBoolean()) {
      drawn.seed = draws ? seed : null;
      drawn.match = "match".equals(a.path("mode").asText());
    }
    String revealed = drawn.revealed(a);
    if (revealed != null) {
      a.put("seed_drawn", revealed);
    }
    return a;
  }

  /**
   * Whether a request opens a table without a seed: the server then deals it from a seed of its
   * own, drawn at random and never sent, so no table anyone opens (a watch table, a table of every
   * seat) can show the hands of that one. A seed the client chose is the client's to know: the deal
   * of a seed is the same everywhere this jar runs.
   */
  private static boolean drawsSeed(JsonNode request) {
    if (!opens(request)) {
      return false;
    }
    JsonNode seed = request.get("seed");
    return seed == null || seed.isNull();
  }

  /** Whether a request opens a table ({@code "op": "new"}). */
  private static boolean opens(JsonNode request) {
    if (request == null || !request.isObject()) {
      return false;
    }
    JsonNode op = request.get("op");
    return op != null && op.isTextual() && op.asText().equals("new");
  }

  static ObjectNode tooLong(long length) {
    return error(
        "a request is at most "
            + MAX_MESSAGE
            + " characters; this one has "
            + length
            + ": it was not read, the table is unchanged");
  }

  static ObjectNode error(String message) {
    ObjectNode o = JSON.createObjectNode();
    o.put("ok", false);
    o.put("error", message);
    return o;
  }

  /** An error answer to a request not carried out, with the request's tag if it has one. */
  static ObjectNode refused(String text, String message) {
    ObjectNode o = error(message);
    try {
      JsonNode r = JSON.readTree(text);
      if (r != null && r.isObject() && r.has("tag")) {
        ObjectNode tagged = JSON.createObjectNode();
        tagged.set("tag", r.get("tag"));
        tagged.setAll(o);
        return tagged;
      }
    } catch (JsonProcessingException e) {
      // no tag to give back
    }
    return o;
  }

  /**
   * The answer to a request of rooms ({@link Rooms#OPS}) from {@code socket}, or null if the
   * message is not one (it goes to the socket's own {@code serve} session).
   */
  ObjectNode roomAnswer(Room.Member socket, String text) {
    if (text.isBlank() || !text.contains("room_")) {
      return null;
    }
    JsonNode request;
    try {
      request = JSON.readTree(text);
    } catch (JsonProcessingException e) {
      return null;
    }
    return Rooms.isRoomOp(request) ? rooms.handle(socket, request) : null;
  }

  /** The WebSocket: each upgrade is checked, then gets its own {@link Connection}. */
  private final class Sockets extends JettyWebSocketServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void configure(JettyWebSocketServletFactory factory) {
      factory.setIdleTimeout(limits.idle());
      // the text arrives in parts (a frame longer than this is cut by Jetty), read up to
      // MAX_MESSAGE and counted beyond it: a long message gets an error answer, not a close
      factory.setMaxFrameSize(64 * 1024);
      factory.setMaxTextMessageSize(-1);
      factory.setMaxBinaryMessageSize(-1);
      factory.setCreator(this::create);
    }

    private Object create(JettyServerUpgradeRequest request, JettyServerUpgradeResponse response)
        throws IOException {
      String refused = refusal(request.getHeader("Host"), request.getHeader("Origin"));
      if (refused != null) {
        response.sendForbidden(refused);
        return null;
      }
      // no compression: a small compressed frame could make the server inflate gigabytes
      response.setExtensions(new ArrayList<>());
      return new TableSocket(TableServer.this);
    }
  }
}
