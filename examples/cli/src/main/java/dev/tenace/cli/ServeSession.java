package dev.tenace.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.bots.Bots;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.Variant;
import dev.tenace.core.game.View;
import dev.tenace.learn.Encoder;
import dev.tenace.learn.Encoders;
import dev.tenace.learn.Layout;
import dev.tenace.learn.Segment;
import dev.tenace.learn.Step;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One {@code tenace serve} session: the requests of protocol 1, one JSON object each, answered by
 * one JSON object each. It holds at most one table (a deal or a match, the seats the client plays
 * and the bots of the others) and never lets a request end it or corrupt it: a malformed request
 * gets an error answer, a refused action a violation answer, and the table is unchanged. Answers
 * carry views, never states.
 *
 * <p>Bounds: one table at a time, the seats of the rules exactly, {@code pimc:N} up to {@value
 * #MAX_PIMC} samples, {@code ismcts:N} up to {@value #MAX_ISMCTS} iterations, a bot's time budget
 * ({@code pimc:Tms}, {@code ismcts:Tms}) up to {@value #MAX_BUDGET_MS} ms, {@code max_deals} up to
 * {@value Tenace#MAX_MAX_DEALS}, and at most {@value #MAX_BOT_STEPS} bot actions per request (a
 * deal has far fewer), so no request can make the server work without end. A server for other
 * people gives its sessions tighter {@link Limits}.
 *
 * <p>{@code tenace web} runs one session per WebSocket; {@link #dealRecord()} is for such an
 * embedding server's own log and tests (it holds every hand), never for a client.
 */
public final class ServeSession {
  /** The protocol version of the hello line. */
  static final int PROTOCOL = 1;

  /** The most samples a {@code pimc:N} bot may take in a served table. */
  static final int MAX_PIMC = 1000;

  /** The most iterations an {@code ismcts:N} bot may take in a served table. */
  static final int MAX_ISMCTS = 100_000;

  /** The longest time budget a {@code pimc:Tms} or {@code ismcts:Tms} bot may take, in ms. */
  static final int MAX_BUDGET_MS = 1000;

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

  /** The most bot actions one request may cause. */
  static final int MAX_BOT_STEPS = 10_000;

  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private static final List<String> OPS =
      List.of("games", "spec", "new", "view", "observe", "act", "step", "result", "next", "quit");

  private final Limits limits;
  private Table<?, ?, ?> table;
  private boolean quit;

  /**
   * The bounds a session holds its tables to: the search budgets of its bots, and whether a table
   * may have no client seat without being a watch table (its bots then play a whole deal in one
   * request). {@link #SERVE} are {@code tenace serve}'s; a server open to other people takes
   * tighter ones.
   *
   * @param server the server's name in refusals, as {@code "tenace serve"}
   * @param maxPimc the most samples of a {@code pimc:N} bot
   * @param maxIsmcts the most iterations of an {@code ismcts:N} bot
   * @param maxBudgetMs the longest time budget of a {@code pimc:Tms} or {@code ismcts:Tms} bot
   * @param botTables whether a table without a client seat may play on its own (else it must be a
   *     watch table, one bot action per {@code step})
   */
  public record Limits(
      String server, int maxPimc, int maxIsmcts, int maxBudgetMs, boolean botTables) {
    /** {@code tenace serve}'s bounds. */
    public static final Limits SERVE =
        new Limits("tenace serve", MAX_PIMC, MAX_ISMCTS, MAX_BUDGET_MS, true);

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
    this.limits = limits;
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
    return table == null ? null : table.record();
  }

  /** The table, for tests: its match holds the full state, which no answer shows. */
  Table<?, ?, ?> table() {
    return table;
  }

  /** An error answer. */
  static ObjectNode error(String message) {
    ObjectNode o = F.objectNode();
    o.put("ok", false);
    o.put("error", message);
    return o;
  }

  /** Answers one request; never throws for anything the client sent. */
  public ObjectNode handle(JsonNode request) {
    ObjectNode answer;
    try {
      answer = dispatch(request);
    } catch (BadRequest | IllegalArgumentException e) {
      answer = error(e.getMessage());
    }
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
      case "spec" -> spec(r.has("game") ? newTable(r, true, limits) : current());
      case "new" -> {
        table = newTable(r, false, limits);
        ObjectNode o = ok();
        table.describe(o);
        table.advance(o);
        table.status(o);
        yield o;
      }
      case "view" -> current().view(r);
      case "observe" -> current().observe(r);
      case "act" -> current().act(r);
      case "step" -> current().step();
      case "result" -> current().result();
      case "next" -> current().next();
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

  private Table<?, ?, ?> current() {
    if (table == null) {
      throw new BadRequest("no table yet: send {\"op\":\"new\",\"game\":\"hearts\"} first");
    }
    return table;
  }

  static ObjectNode ok() {
    ObjectNode o = F.objectNode();
    o.put("ok", true);
    return o;
  }

  private static ObjectNode games() {
    ObjectNode o = ok();
    ArrayNode games = o.putArray("games");
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      games.add(describe(g));
    }
    ArrayNode bots = o.putArray("bots");
    for (String b : SEAT_NAMES) {
      bots.add(b);
    }
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

  private static ObjectNode spec(Table<?, ?, ?> t) {
    ObjectNode o = ok();
    o.put("game", t.game.name());
    o.put("players", t.encoder.players());
    o.set("rules", t.settings());
    o.set("actions", layout(t.encoder.actions()));
    o.set("observation", layout(t.encoder.observation()));
    o.set("information_state", layout(t.encoder.informationState()));
    return o;
  }

  private static ObjectNode layout(Layout l) {
    ObjectNode o = F.objectNode();
    o.put("size", l.size());
    ArrayNode segments = o.putArray("segments");
    for (Segment s : l.segments()) {
      ObjectNode x = segments.addObject();
      x.put("name", s.name());
      x.put("offset", s.offset());
      x.put("length", s.length());
      x.put("meaning", s.meaning());
    }
    return o;
  }

  // ---------------------------------------------------------------- reading requests

  static String text(JsonNode r, String name, String otherwise) {
    JsonNode v = r.get(name);
    if (v == null || v.isNull()) {
      return otherwise;
    }
    if (!v.isTextual()) {
      throw new BadRequest("\"" + name + "\" must be a string but was " + v);
    }
    return v.asText();
  }

  static long integer(JsonNode r, String name, long otherwise, long min, long max) {
    JsonNode v = r.get(name);
    if (v == null || v.isNull()) {
      return otherwise;
    }
    if (!v.isIntegralNumber() || !v.canConvertToLong()) {
      throw new BadRequest(
          "\"" + name + "\" must be a whole number " + range(min, max) + " but was " + v);
    }
    long x = v.asLong();
    if (x < min || x > max) {
      throw new BadRequest(
          "\"" + name + "\" must be a whole number " + range(min, max) + " but was " + x);
    }
    return x;
  }

  private static String range(long min, long max) {
    return min == Long.MIN_VALUE ? "(64-bit)" : min + ".." + max;
  }

  static boolean flag(JsonNode r, String name) {
    JsonNode v = r.get(name);
    if (v == null || v.isNull()) {
      return false;
    }
    if (!v.isBoolean()) {
      throw new BadRequest("\"" + name + "\" must be true or false but was " + v);
    }
    return v.asBoolean();
  }

  private static Table<?, ?, ?> newTable(JsonNode r, boolean specOnly, Limits limits) {
    String name = text(r, "game", null);
    if (name == null) {
      throw new BadRequest("\"game\" is missing (" + String.join(", ", gameNames()) + ")");
    }
    return Table.create(Games.find(name), r, specOnly, limits);
  }

  private static List<String> gameNames() {
    List<String> out = new ArrayList<>();
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      out.add(g.name());
    }
    return out;
  }

  /** Rules from a {@code "rules"} field: a {@code preset,name=value} text or an object. */
  static <R> R rules(GameDefinition<R, ?, ?> g, JsonNode r) {
    JsonNode v = r.get("rules");
    if (v == null || v.isNull()) {
      return g.defaultRules();
    }
    if (v.isTextual()) {
      return Games.rules(g, v.asText());
    }
    if (!v.isObject()) {
      throw new BadRequest(
          "\"rules\" must be a string (preset,name=value,...) or an object of variant values");
    }
    Map<String, String> settings = new LinkedHashMap<>();
    String preset = null;
    for (Map.Entry<String, JsonNode> e : v.properties()) {
      if (e.getValue().isContainerNode()) {
        throw new BadRequest("rules." + e.getKey() + " must be a boolean, number or string");
      }
      if (e.getKey().equals("preset")) {
        preset = e.getValue().asText();
      } else {
        settings.put(e.getKey(), e.getValue().asText());
      }
    }
    StringBuilder text = new StringBuilder(preset == null ? "" : preset);
    settings.forEach(
        (k, x) -> {
          if (x.contains(",")) {
            throw new BadRequest("rules." + k + " must not contain a comma");
          }
          text.append(text.length() == 0 ? "" : ",").append(k).append('=').append(x);
        });
    return Games.rules(g, text.toString());
  }

  /**
   * The seed of the bot of {@code seat} in a table of seed {@code seed}: as {@code tenace} does.
   */
  static long botSeed(long seed, int seat) {
    return Shuffle.derive(seed, 1000 + seat);
  }

  // ---------------------------------------------------------------- the table

  /**
   * A deal or a match of one game: the match (the only holder of the full state), the client's
   * seats and the bots, and each seat's pending multi-card choice.
   */
  static final class Table<R, S extends GameState<S, V>, V extends View<S>> {
    final GameDefinition<R, S, V> game;
    final R rules;
    final Encoder encoder;
    final boolean matchMode;
    final long seed;
    final int maxDeals;
    final List<String> seats;
    final boolean watch;
    private final List<Agent<View<?>>> bots;
    private final ArrayNode deals = F.arrayNode();
    private ObjectNode dealRecord;
    private final long[] selected;
    private Match<S> match;
    private final List<ObjectNode> faults = new ArrayList<>();

    private Table(
        GameDefinition<R, S, V> game,
        R rules,
        boolean matchMode,
        long seed,
        int dealer,
        int maxDeals,
        List<String> seats,
        List<Agent<View<?>>> bots,
        boolean watch) {
      this.game = game;
      this.rules = rules;
      this.encoder = Encoders.forGame(game, rules);
      this.matchMode = matchMode;
      this.seed = seed;
      this.maxDeals = maxDeals;
      this.seats = List.copyOf(seats);
      this.bots = bots;
      this.watch = watch;
      this.selected = new long[seats.size()];
      int n = seats.size();
      this.match =
          matchMode
              ? game.newMatch(rules, dealer, seed)
              : Match.resume(
                  game.matchPolicy(rules),
                  dealer,
                  seed,
                  Collections.nCopies(n, 0),
                  1,
                  0,
                  game.newDeal(rules, dealer, seed));
      startRecord();
    }

    /**
     * Starts the record of the deal just dealt; the previous deal's is dropped, so a long match
     * keeps one deal's record (with its context, it replays on its own).
     */
    private void startRecord() {
      S d = deal();
      deals.removeAll();
      dealRecord = deals.addObject();
      dealRecord.put("dealer", d.dealer());
      dealRecord.put("deal", match.dealNumber());
      game.context(d).forEach((k, v) -> dealRecord.set(k, Replay.JSON.valueToTree(v)));
      ArrayNode hands = dealRecord.putArray("hands");
      for (int y = 0; y < d.players(); y++) {
        hands.add(ServeViews.cards(d.hand(y)));
      }
      ArrayNode rest = dealRecord.putArray("rest");
      game.rest(d).forEach(c -> rest.add(c.toString()));
      dealRecord.putArray("actions");
    }

    /** The table's record so far (see {@link ServeSession#dealRecord()}). */
    ObjectNode record() {
      ObjectNode o = F.objectNode();
      o.put("game", game.name());
      o.set("rules", settings());
      o.put("players", seats.size());
      o.put("seed", seed);
      o.set("deals", deals.deepCopy());
      return o;
    }

    static <R, S extends GameState<S, V>, V extends View<S>> Table<R, S, V> create(
        GameDefinition<R, S, V> game, JsonNode r, boolean specOnly, Limits limits) {
      R rules = rules(game, r);
      int n = game.players(rules);
      long seed = integer(r, "seed", 0, Long.MIN_VALUE, Long.MAX_VALUE);
      int dealer = (int) integer(r, "dealer", 0, 0, n - 1);
      String mode = text(r, "mode", "deal");
      boolean watch = flag(r, "watch");
      if (!mode.equals("deal") && !mode.equals("match")) {
        throw new BadRequest("\"mode\" must be \"deal\" or \"match\" but was \"" + mode + "\"");
      }
      int maxDeals =
          (int) integer(r, "max_deals", Tenace.DEFAULT_MAX_DEALS, 1, Tenace.MAX_MAX_DEALS);
      List<String> seats = new ArrayList<>();
      JsonNode s = r.get("seats");
      if (s == null || s.isNull()) {
        seats.addAll(Collections.nCopies(n, "client"));
      } else {
        if (!s.isArray() || s.size() != n) {
          throw new BadRequest(
              "\"seats\" must be a list of "
                  + n
                  + " entries, \"client\" or a bot ("
                  + String.join(", ", SEAT_NAMES.subList(1, SEAT_NAMES.size()))
                  + "), but was "
                  + abbreviate(s.toString()));
        }
        for (JsonNode x : s) {
          if (!x.isTextual()) {
            throw new BadRequest("each seat is \"client\" or a bot name, not " + x);
          }
          seats.add(x.asText().trim().toLowerCase(Locale.ROOT));
        }
      }
      List<Agent<View<?>>> bots = new ArrayList<>();
      for (int seat = 0; seat < n; seat++) {
        String spec = seats.get(seat);
        if (spec.equals("client")) {
          bots.add(null);
          continue;
        }
        checkBudget(spec, limits);
        bots.add(specOnly ? null : Bots.create(spec, game.name(), botSeed(seed, seat)));
      }
      if (watch && seats.contains("client")) {
        throw new BadRequest(
            "\"watch\": true needs a bot in every seat (the client watches; it plays no seat)");
      }
      if (!specOnly && !watch && !limits.botTables() && !seats.contains("client")) {
        throw new BadRequest(
            "a table without a client seat is a watch table here (\"watch\": true, one bot action"
                + " per \"step\"): "
                + limits.server()
                + " does not let bots play a whole deal in one request");
      }
      return new Table<>(
          game, rules, mode.equals("match"), seed, dealer, maxDeals, seats, bots, watch);
    }

    /** The served bounds of a search bot's budget; the registry checks the rest of a spec. */
    private static void checkBudget(String spec, Limits limits) {
      int colon = spec.indexOf(':');
      String name = colon < 0 ? spec : spec.substring(0, colon);
      if (colon < 0 || !(name.equals("pimc") || name.equals("ismcts"))) {
        return;
      }
      String arg = spec.substring(colon + 1);
      boolean time = arg.endsWith("ms");
      long k;
      try {
        k = Long.parseLong(time ? arg.substring(0, arg.length() - 2) : arg);
      } catch (NumberFormatException e) {
        throw new BadRequest(
            "bot '" + spec + "': " + name + " takes a whole number, or a whole number of ms");
      }
      long max =
          time ? limits.maxBudgetMs() : name.equals("pimc") ? limits.maxPimc() : limits.maxIsmcts();
      if (k < 1 || k > max) {
        throw new BadRequest(
            "bot '"
                + spec
                + "': "
                + limits.server()
                + " allows "
                + name
                + ":1"
                + (time ? "ms" : "")
                + " to "
                + name
                + ":"
                + max
                + (time ? "ms" : ""));
      }
    }

    ObjectNode settings() {
      ObjectNode o = F.objectNode();
      game.settings(rules).forEach(o::put);
      return o;
    }

    boolean isClient(int seat) {
      return bots.get(seat) == null;
    }

    private S deal() {
      return match.deal();
    }

    /** The full state, for tests only: no answer shows it. */
    S stateForTests() {
      return match.deal();
    }

    void describe(ObjectNode o) {
      o.put("game", game.name());
      o.put("players", seats.size());
      o.put("mode", matchMode ? "match" : "deal");
      if (watch) {
        o.put("watch", true);
      }
      o.put("seed", seed);
      ArrayNode s = o.putArray("seats");
      seats.forEach(s::add);
      o.put("action_count", encoder.actionCount());
      o.put("observation_size", encoder.observation().size());
      o.put("information_state_size", encoder.informationState().size());
    }

    /** Lets the bots act until a client seat must act or the deal is over. */
    void advance(ObjectNode answer) {
      faults.clear();
      for (int steps = 0; steps < MAX_BOT_STEPS && !watch; steps++) {
        S s = deal();
        if (s.isTerminal() || isClient(s.toMove())) {
          break;
        }
        botMove();
      }
      if (!faults.isEmpty()) {
        ArrayNode f = answer.putArray("faults");
        faults.forEach(f::add);
      }
    }

    /** The bot of the seat to move acts once (its first legal action if it fails); its text. */
    private String botMove() {
      S s = deal();
      int seat = s.toMove();
      Action a;
      try {
        a = bots.get(seat).act(s.viewFor(seat));
      } catch (RuntimeException e) {
        fault(seat, "THREW", "the bot of seat " + seat + " threw " + e);
        a = null;
      }
      Either<RuleViolation, Match<S>> next = a == null ? null : match.apply(seat, a);
      if (next != null && next.isLeft()) {
        fault(seat, next.getLeft().code(), next.getLeft().message());
        next = null;
      }
      if (next == null) {
        a = s.legalActions(seat).get(0);
        next = match.apply(seat, a);
      }
      moved(next.get(), seat, a);
      return a.text();
    }

    /** {@code step}: at a watch table, the bot to move acts once. */
    ObjectNode step() {
      if (!watch) {
        throw new BadRequest(
            "\"step\" is for a watch table (\"new\" with \"watch\": true); here the bots play"
                + " on their own");
      }
      if (deal().isTerminal()) {
        throw new BadRequest(
            "deal "
                + match.dealNumber()
                + " is over; "
                + (matchMode && !match.isOver() ? "send \"next\"" : "send \"new\""));
      }
      faults.clear();
      ObjectNode o = ok();
      o.put("seat", deal().toMove());
      o.put("applied", botMove());
      if (!faults.isEmpty()) {
        ArrayNode f = o.putArray("faults");
        faults.forEach(f::add);
      }
      status(o);
      return o;
    }

    private void fault(int seat, String kind, String message) {
      ObjectNode f = F.objectNode();
      f.put("seat", seat);
      f.put("kind", kind);
      f.put("message", message);
      faults.add(f);
    }

    /** Moves on to {@code next}; pending choices that cannot be completed any more are dropped. */
    private void moved(Match<S> next, int seat, Action action) {
      match = next;
      ((ArrayNode) dealRecord.get("actions")).add(seat + " " + action.text());
      if (match.deal().isTerminal() && !dealRecord.has("result")) {
        dealRecord.set("result", Replay.JSON.valueToTree(game.result(match.deal())));
      }
      selected[seat] = 0;
      S s = deal();
      int[] ids = new int[encoder.actionCount()];
      for (int y = 0; y < selected.length; y++) {
        if (selected[y] != 0
            && encoder.legalIds(s.legalActions(y), CardSet.ofBits(selected[y]), ids) == 0) {
          selected[y] = 0;
        }
      }
    }

    /** The client seat to act now, or -1. */
    private int toAct() {
      S s = deal();
      return s.isTerminal() || !isClient(s.toMove()) ? -1 : s.toMove();
    }

    /** Where the table is: the deal, the client seat to act and its legal ids, the deal's end. */
    void status(ObjectNode o) {
      o.put("deal", match.dealNumber());
      int seat = toAct();
      seat(o, "to_act", seat);
      if (watch) {
        seat(o, "to_move", deal().isTerminal() ? -1 : deal().toMove());
      }
      if (seat >= 0) {
        legalIds(o, seat);
      }
      o.put("over", deal().isTerminal());
      if (deal().isTerminal()) {
        o.set("result", outcome());
      }
    }

    private static void seat(ObjectNode o, String name, int seat) {
      ServeViews.seat(o, name, seat);
    }

    private void legalIds(ObjectNode o, int seat) {
      int[] ids = new int[encoder.actionCount()];
      int k = encoder.legalIds(deal().legalActions(seat), CardSet.ofBits(selected[seat]), ids);
      ArrayNode a = o.putArray("legal_ids");
      for (int i = 0; i < k; i++) {
        a.add(ids[i]);
      }
    }

    /** The deal's result (once over) and the match's standing. */
    private ObjectNode outcome() {
      ObjectNode o = F.objectNode();
      S s = deal();
      if (s.isTerminal()) {
        ArrayNode scores = o.putArray("scores");
        ArrayNode rewards = o.putArray("rewards");
        for (int y = 0; y < s.players(); y++) {
          scores.add(s.score(y));
          rewards.add(s.utility(y));
        }
        o.set("details", Replay.JSON.valueToTree(game.result(s)));
      }
      o.set("totals", ServeViews.ints(match.totals()));
      o.put("scored_deals", match.scoredDeals());
      o.put("match_over", match.isOver());
      o.set("winners", ServeViews.ints(match.isOver() ? match.winners() : List.of()));
      return o;
    }

    /** The seat a request names, or the client seat to act; it must be a client seat. */
    private int clientSeat(JsonNode r) {
      int n = seats.size();
      int seat;
      if (r.has("seat") && !r.get("seat").isNull()) {
        seat = (int) integer(r, "seat", 0, 0, n - 1);
      } else {
        seat = toAct();
        if (seat < 0) {
          throw new BadRequest(
              "no client seat is to act"
                  + (deal().isTerminal() ? " (the deal is over)" : "")
                  + "; give \"seat\"");
        }
      }
      if (!isClient(seat)) {
        throw new BadRequest(
            "seat "
                + seat
                + " is played by the bot '"
                + seats.get(seat)
                + "'; the client plays seats "
                + clientSeats()
                + " and sees only their views");
      }
      return seat;
    }

    private List<Integer> clientSeats() {
      List<Integer> out = new ArrayList<>();
      for (int s = 0; s < seats.size(); s++) {
        if (isClient(s)) {
          out.add(s);
        }
      }
      return out;
    }

    /**
     * The seat whose view a request asks for: a client seat, or at a watch table any seat (the seat
     * to move by default), since the client watching plays none.
     */
    private int viewedSeat(JsonNode r) {
      if (!watch) {
        return clientSeat(r);
      }
      int n = seats.size();
      if (r.has("seat") && !r.get("seat").isNull()) {
        return (int) integer(r, "seat", 0, 0, n - 1);
      }
      return deal().isTerminal() ? 0 : deal().toMove();
    }

    ObjectNode view(JsonNode r) {
      int seat = viewedSeat(r);
      boolean info = flag(r, "information_state");
      V v = deal().viewFor(seat);
      CardSet sel = CardSet.ofBits(selected[seat]);
      ObjectNode view = ServeViews.view(v, encoder, sel, match.dealNumber());
      vectors(view, v, sel, seat, info);
      ObjectNode o = ok();
      o.set("view", view);
      return o;
    }

    ObjectNode observe(JsonNode r) {
      int seat = viewedSeat(r);
      boolean info = flag(r, "information_state");
      V v = deal().viewFor(seat);
      ObjectNode o = ok();
      o.put("seat", seat);
      vectors(o, v, CardSet.ofBits(selected[seat]), seat, info);
      return o;
    }

    private void vectors(ObjectNode o, V v, CardSet sel, int seat, boolean info) {
      legalIds(o, seat);
      boolean[] mask = new boolean[encoder.actionCount()];
      encoder.mask(v.legalActions(), sel, mask);
      ArrayNode m = o.putArray("mask");
      for (boolean b : mask) {
        m.add(b ? 1 : 0);
      }
      o.set("observation", numbers(encoder.observation(v, sel)));
      if (info) {
        o.set("information_state", numbers(encoder.informationState(v, sel)));
      }
    }

    private static ArrayNode numbers(float[] v) {
      ArrayNode a = F.arrayNode();
      for (float x : v) {
        if (x == (int) x) {
          a.add((int) x);
        } else {
          a.add(x);
        }
      }
      return a;
    }

    ObjectNode act(JsonNode r) {
      int seat = clientSeat(r);
      JsonNode id = r.get("id");
      JsonNode text = r.get("action");
      if ((id == null || id.isNull()) == (text == null || text.isNull())) {
        throw new BadRequest("\"act\" needs one of \"id\" (an action id) or \"action\" (a text)");
      }
      S s = deal();
      Action action;
      ObjectNode o = ok();
      o.put("seat", seat);
      if (id != null && !id.isNull()) {
        int k = (int) integer(r, "id", 0, Integer.MIN_VALUE, Integer.MAX_VALUE);
        Either<RuleViolation, Step> chosen =
            encoder.choose(seat, s.legalActions(seat), CardSet.ofBits(selected[seat]), k);
        if (chosen.isLeft()) {
          return violation(chosen.getLeft());
        }
        if (chosen.get() instanceof Step.Select sel) {
          selected[seat] = sel.selected().bits();
          o.set("selected", ServeViews.cards(sel.selected()));
          status(o);
          return o;
        }
        action = ((Step.Act) chosen.get()).action();
      } else {
        if (!text.isTextual()) {
          throw new BadRequest("\"action\" must be a text such as \"play QS\" but was " + text);
        }
        try {
          action = s.parseAction(text.asText());
        } catch (IllegalArgumentException e) {
          return violation(new RuleViolation(RuleCode.UNKNOWN_ACTION, seat, e.getMessage()));
        }
      }
      Either<RuleViolation, Match<S>> next = match.apply(seat, action);
      if (next.isLeft()) {
        return violation(next.getLeft());
      }
      moved(next.get(), seat, action);
      o.put("applied", action.text());
      advance(o);
      status(o);
      return o;
    }

    private static ObjectNode violation(RuleViolation v) {
      ObjectNode o = F.objectNode();
      o.put("ok", false);
      ObjectNode x = o.putObject("violation");
      x.put("code", v.code());
      x.put("seat", v.seat());
      x.put("message", v.message());
      return o;
    }

    ObjectNode result() {
      ObjectNode o = ok();
      o.put("deal", match.dealNumber());
      o.put("over", deal().isTerminal());
      o.setAll(outcome());
      return o;
    }

    ObjectNode next() {
      if (!matchMode) {
        throw new BadRequest(
            "this table is a single deal (mode \"deal\"); send \"new\" for another");
      }
      if (!deal().isTerminal()) {
        throw new BadRequest("deal " + match.dealNumber() + " is not over");
      }
      if (match.isOver()) {
        throw new BadRequest("the match is over; send \"new\" for another");
      }
      if (match.dealNumber() >= maxDeals) {
        throw new BadRequest(
            "the match reached max_deals " + maxDeals + " without ending; send \"new\"");
      }
      match = match.nextDeal();
      java.util.Arrays.fill(selected, 0L);
      startRecord();
      ObjectNode o = ok();
      advance(o);
      status(o);
      return o;
    }
  }

  private static String abbreviate(String s) {
    return s.length() <= 80 ? s : s.substring(0, 77) + "...";
  }
}
