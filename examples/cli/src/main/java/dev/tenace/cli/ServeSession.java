package dev.tenace.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Variant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One {@code tenace serve} session: the requests of protocols 1 and 2, one JSON object each,
 * answered by one JSON object each. It holds its tables (each a deal or a match, the seats the
 * client plays and the bots of the others) and never lets a request end it or corrupt one: a
 * malformed request gets an error answer, a refused action a violation answer, and the table is
 * unchanged. Answers carry views, never states.
 *
 * <p>Protocol 2 adds to it, without changing an answer of protocol 1: an {@code act} may carry the
 * next observation in a sparse form ({@link ServeVectors}); {@code open} deals many tables at once
 * and {@code act} with {@code "tables"} steps them in one request ({@link ServeTables}); {@code
 * fork}, {@code undo}, {@code sample} and {@code advice} are search primitives ({@link
 * ServeSearch}); {@code spec} gives the game's sizes and bounds. A request may name a table by
 * {@code "table"}: 0 is the table of {@code new}, the others are numbered as they open.
 *
 * <p>Bounds: the tables of the {@link Limits} ({@value #MAX_TABLES} in {@code tenace serve}), at
 * most {@value #MAX_BATCH} tables per request, the seats of the rules exactly, {@code pimc:N} up to
 * {@value #MAX_PIMC} samples, {@code ismcts:N} up to {@value #MAX_ISMCTS} iterations, a bot's time
 * budget ({@code pimc:Tms}, {@code ismcts:Tms}) up to {@value #MAX_BUDGET_MS} ms, {@code max_deals}
 * up to {@value Tenace#MAX_MAX_DEALS}, and at most {@value #MAX_BOT_STEPS} bot actions per table
 * and request (a deal has far fewer), so no request can make the server work without end. A server
 * for other people gives its sessions tighter {@link Limits}.
 *
 * <p>{@code tenace web} runs one session per WebSocket; {@link #dealRecord()} is for such an
 * embedding server's own log and tests (it holds every hand), never for a client.
 */
public final class ServeSession {
  /** The protocol version of the hello line: protocol 1's answers are unchanged. */
  static final int PROTOCOL = 1;

  /** The protocols the server speaks, in the hello line's {@code "protocols"}. */
  static final List<Integer> PROTOCOLS = List.of(1, 2);

  /** The most samples a {@code pimc:N} bot may take in a served table. */
  static final int MAX_PIMC = 1000;

  /** The most iterations an {@code ismcts:N} bot may take in a served table. */
  static final int MAX_ISMCTS = 100_000;

  /** The longest time budget a {@code pimc:Tms} or {@code ismcts:Tms} bot may take, in ms. */
  static final int MAX_BUDGET_MS = 1000;

  /** The most tables a {@code tenace serve} session holds at once. */
  static final int MAX_TABLES = 4096;

  /** The most tables one request may open or step. */
  static final int MAX_BATCH = 4096;

  /** The bot names a served table takes, with "client" for a seat the client plays. */
  static final List<String> SEAT_NAMES =
      List.of(
          "client",
          "random",
          "heuristic",
          "best",
          "pimc",
          "pimc:N",
          "pimc:Tms",
          "ismcts",
          "ismcts:N",
          "ismcts:Tms");

  /** The most bot actions one request may cause at one table. */
  static final int MAX_BOT_STEPS = 10_000;

  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private static final List<String> OPS =
      List.of(
          "games", "spec", "new", "open", "close", "view", "observe", "act", "step", "undo", "fork",
          "sample", "advice", "result", "next", "quit");

  private final Limits limits;
  private final ServeBots bots;
  private final ServeTables tables;

  /**
   * The games found by name in this session: the class path does not change, so the service loader
   * runs once per name, not once per {@code new} or {@code open}.
   */
  private final Map<String, GameDefinition<?, ?, ?>> gamesByName = new HashMap<>();

  private boolean quit;

  /**
   * The bounds a session holds its tables to: the search budgets of its bots, whether a table may
   * have no client seat without being a watch table (its bots then play a whole deal in one
   * request), and how many tables it holds. {@link #SERVE} are {@code tenace serve}'s; a server
   * open to other people takes tighter ones.
   *
   * @param server the server's name in refusals, as {@code "tenace serve"}
   * @param maxPimc the most samples of a {@code pimc:N} bot
   * @param maxIsmcts the most iterations of an {@code ismcts:N} bot
   * @param maxBudgetMs the longest time budget of a {@code pimc:Tms} or {@code ismcts:Tms} bot
   * @param botTables whether a table without a client seat may play on its own (else it must be a
   *     watch table, one bot action per {@code step})
   * @param maxTables the most tables the session holds at once (1: only the table of {@code new})
   */
  public record Limits(
      String server,
      int maxPimc,
      int maxIsmcts,
      int maxBudgetMs,
      boolean botTables,
      int maxTables) {
    /** {@code tenace serve}'s bounds. */
    public static final Limits SERVE =
        new Limits("tenace serve", MAX_PIMC, MAX_ISMCTS, MAX_BUDGET_MS, true, MAX_TABLES);

    /** Checks the bounds against the bots' own. */
    public Limits {
      if (maxPimc < 1 || maxPimc > MAX_PIMC) {
        throw new IllegalArgumentException("maxPimc must be 1.." + MAX_PIMC);
      }
      if (maxIsmcts < 1 || maxIsmcts > MAX_ISMCTS) {
        throw new IllegalArgumentException("maxIsmcts must be 1.." + MAX_ISMCTS);
      }
      if (maxBudgetMs < 1 || maxBudgetMs > MAX_BUDGET_MS) {
        throw new IllegalArgumentException("maxBudgetMs must be 1.." + MAX_BUDGET_MS);
      }
      if (maxTables < 1 || maxTables > MAX_TABLES) {
        throw new IllegalArgumentException("maxTables must be 1.." + MAX_TABLES);
      }
    }

    /** Bounds of a session of one table at a time (protocol 1's). */
    public Limits(String server, int maxPimc, int maxIsmcts, int maxBudgetMs, boolean botTables) {
      this(server, maxPimc, maxIsmcts, maxBudgetMs, botTables, 1);
    }
  }

  /** A request the server cannot carry out, named for the client; the session goes on. */
  static final class BadRequest extends RuntimeException {
    BadRequest(String message) {
      super(message, null, false, false);
    }
  }

  /** A session without a table, within {@code tenace serve}'s bounds. */
  public ServeSession() {
    this(Limits.SERVE);
  }

  /** A session without a table, within the given bounds. */
  public ServeSession(Limits limits) {
    this(limits, ServeBots.STANDARD);
  }

  /**
   * A session without a table, within the given bounds, whose bot seats {@code bots} plays (an
   * embedding server's own, as {@code tenace web}'s programs; the built-in bots otherwise).
   */
  public ServeSession(Limits limits, ServeBots bots) {
    this.limits = limits;
    this.bots = java.util.Objects.requireNonNull(bots, "bots is null");
    this.tables = new ServeTables(limits);
  }

  /**
   * Ends every table of the session: programs at them ({@code tenace web}'s engines) hear the match
   * end and are ended. What a server does when the client leaves.
   */
  public void close() {
    tables.closeAll();
  }

  /** The first line the server writes. */
  public static ObjectNode hello() {
    ObjectNode o = F.objectNode();
    o.put("hello", "tenace serve");
    o.put("protocol", PROTOCOL);
    o.put("version", new Tenace.Version().getVersion()[0]);
    ArrayNode games = o.putArray("games");
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      games.add(g.name());
    }
    ArrayNode protocols = o.putArray("protocols");
    PROTOCOLS.forEach(protocols::add);
    return o;
  }

  /** Whether a {@code quit} was answered. */
  public boolean quit() {
    return quit;
  }

  /**
   * The current deal as a game record of the form {@code tenace simulate --record} writes ({@code
   * game}, {@code rules}, {@code players}, {@code seed} and {@code deals}: the current deal only,
   * with its dealer, deal number and match context, every hand, the rest, the actions so far as
   * {@code "<seat> <action>"} and, once over, the result), so {@code tenace replay} can check it;
   * null before the first table. It holds every seat's cards: it is for the embedding server's log
   * and tests, never an answer.
   */
  public ObjectNode dealRecord() {
    ServeTable<?, ?, ?> t = tables.current();
    return t == null ? null : t.record();
  }

  /** The table of {@code new}, for tests: its match holds the full state, which no answer shows. */
  ServeTable<?, ?, ?> table() {
    return tables.current();
  }

  /** The session's tables, for tests. */
  ServeTables tables() {
    return tables;
  }

  /** An error answer. */
  static ObjectNode error(String message) {
    ObjectNode o = F.objectNode();
    o.put("ok", false);
    o.put("error", message);
    return o;
  }

  /**
   * Answers one request; never throws for anything the client sent. An answer with {@code
   * "encoding": "binary"} vectors says in {@code "attached"} how many bytes follow its line: {@link
   * #attachment()}.
   */
  public ObjectNode handle(JsonNode request) {
    ServeAttachment attachment = ServeAttachment.current();
    attachment.clear();
    ObjectNode answer;
    try {
      answer = dispatch(request);
      if (attachment.length() > 0) {
        answer.put("attached", attachment.length());
      }
    } catch (BadRequest | IllegalArgumentException e) {
      attachment.clear();
      answer = error(e.getMessage());
    }
    return tagged(request, answer);
  }

  /**
   * The bytes that follow the last answer's line on the wire: its {@code "attached"} count, the
   * vectors and masks of {@code "encoding": "binary"} (little-endian float32s, mask bits), each
   * named in the answer by {@code [offset, count]}; empty after any other answer. Call it on the
   * thread that called {@link #handle}, before the next request it answers: the bytes are that
   * thread's.
   */
  public byte[] attachment() {
    return ServeAttachment.current().toByteArray();
  }

  /**
   * Answers one request as {@link #handle} does, an {@code act} written straight into {@code out}
   * as JSON text (then null is returned; the text is what serializing {@link #handle}'s answer
   * gives), any other request or a refused one as the answer to write.
   */
  ObjectNode handle(JsonNode request, ServeOut.Bytes out) {
    JsonNode op = request != null && request.isObject() ? request.get("op") : null;
    if (op == null || !op.isTextual() || !op.asText().equals("act")) {
      return handle(request);
    }
    int start = out.mark();
    ServeAttachment attachment = ServeAttachment.current();
    attachment.clear();
    try {
      out.beginObject();
      if (request.has("tag")) {
        out.set("tag", request.get("tag"));
      }
      if (request.has("tables")) {
        tables.actMany(request, out);
      } else {
        table(request).act(request, out);
      }
      if (attachment.length() > 0) {
        out.put("attached", attachment.length());
      }
      out.end('}');
      return null;
    } catch (BadRequest | IllegalArgumentException e) {
      out.reset(start);
      attachment.clear();
      return tagged(request, error(e.getMessage()));
    }
  }

  /** The answer with the request's {@code "tag"} first, if it has one. */
  private static ObjectNode tagged(JsonNode request, ObjectNode answer) {
    if (request != null && request.isObject() && request.has("tag")) {
      ObjectNode tagged = F.objectNode();
      tagged.set("tag", request.get("tag"));
      tagged.setAll(answer);
      return tagged;
    }
    return answer;
  }

  private ObjectNode dispatch(JsonNode r) {
    if (r == null || !r.isObject()) {
      throw new BadRequest("a request is a JSON object with \"op\"");
    }
    JsonNode op = r.get("op");
    if (op == null || !op.isTextual()) {
      throw new BadRequest("a request needs \"op\": one of " + String.join(", ", OPS));
    }
    return switch (op.asText()) {
      case "games" -> games();
      case "spec" -> r.has("game") ? ServeSpec.spec(setup(r, true)) : ServeSpec.spec(table(r));
      case "new" -> tables.replaceCurrent(setup(r, false), ServeStatus.Want.of(r));
      case "open" -> tables.open(setup(r, false), r);
      case "close" -> tables.close(r);
      case "view" -> ServeViews.view(table(r), r);
      case "observe" -> ServeViews.observe(table(r), r);
      case "act" -> r.has("tables") ? tables.actMany(r) : table(r).act(r);
      case "step" -> table(r).step();
      case "undo" -> table(r).undo(ServeStatus.Want.of(r));
      case "fork" -> ServeSearch.fork(tables, table(r), r);
      case "sample" -> ServeSearch.sample(tables, table(r), r);
      case "advice" -> ServeSearch.advice(table(r), r, limits);
      case "result" -> ServeStatus.result(table(r));
      case "next" -> table(r).next(ServeStatus.Want.of(r));
      case "quit" -> {
        quit = true;
        ObjectNode bye = ok();
        bye.put("bye", true);
        yield bye;
      }
      default ->
          throw new BadRequest(
              "unknown op '" + op.asText() + "' (ops: " + String.join(", ", OPS) + ")");
    };
  }

  /** The table a request names by {@code "table"}, or the table of {@code new}. */
  private ServeTable<?, ?, ?> table(JsonNode r) {
    return tables.find(r);
  }

  /** What a {@code new}, {@code open} or {@code spec} with {@code "game"} asks for. */
  private ServeSeats<?, ?, ?> setup(JsonNode r, boolean specOnly) {
    String name = ServeRequests.text(r, "game", null);
    if (name == null) {
      throw new BadRequest("\"game\" is missing (" + String.join(", ", gameNames()) + ")");
    }
    return ServeSeats.read(
        gamesByName.computeIfAbsent(name, Games::find), r, specOnly, limits, bots);
  }

  private static List<String> gameNames() {
    List<String> out = new ArrayList<>();
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      out.add(g.name());
    }
    return out;
  }

  static ObjectNode ok() {
    ObjectNode o = F.objectNode();
    o.put("ok", true);
    return o;
  }

  private ObjectNode games() {
    ObjectNode o = ok();
    ArrayNode games = o.putArray("games");
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      games.add(describe(g));
    }
    ArrayNode names = o.putArray("bots");
    for (String b : SEAT_NAMES) {
      names.add(b);
    }
    bots.names().forEach(names::add);
    return o;
  }

  private static <R> ObjectNode describe(GameDefinition<R, ?, ?> g) {
    ObjectNode o = F.objectNode();
    o.put("name", g.name());
    o.put("players", g.players(g.defaultRules()));
    ArrayNode presets = o.putArray("presets");
    g.presets().keySet().forEach(presets::add);
    ArrayNode variants = o.putArray("variants");
    for (Variant v : g.variants()) {
      ObjectNode x = variants.addObject();
      x.put("name", v.name());
      x.put("type", v.type());
      x.put("default", v.defaultValue());
      x.put("section", v.section());
      x.put("description", v.description());
    }
    return o;
  }

  /**
   * The seed of the bot of {@code seat} in a table of seed {@code seed}: as {@code tenace} does.
   */
  static long botSeed(long seed, int seat) {
    return Shuffle.derive(seed, 1000 + seat);
  }
}
