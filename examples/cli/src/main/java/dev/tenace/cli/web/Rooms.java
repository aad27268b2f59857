package dev.tenace.cli.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.ServeBots;
import dev.tenace.cli.ServeChecks;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.View;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The rooms of a {@link TableServer}: the requests {@code room_list}, {@code room_create}, {@code
 * room_join}, {@code room_rejoin}, {@code room_watch}, {@code room_start}, {@code room_act}, {@code
 * room_next} and {@code room_leave}, each answered by one JSON object (with the request's tag), and
 * the table ids and seat tokens, drawn from {@link SecureRandom}. A connection is at one room at a
 * time and acts only for its own seat there.
 */
final class Rooms {
  /** The ops of rooms; a request of another op goes to the socket's own {@code serve} session. */
  static final List<String> OPS =
      List.of(
          "room_list",
          "room_create",
          "room_join",
          "room_rejoin",
          "room_watch",
          "room_start",
          "room_act",
          "room_next",
          "room_leave");

  /** The most deals of a room's match. */
  static final int MAX_DEALS = 1000;

  /** The longest name a person may give. */
  static final int MAX_NAME = 24;

  private static final SecureRandom RANDOM = new SecureRandom();

  private final Map<String, Room> rooms = new ConcurrentHashMap<>();
  private final Map<Room.Member, Room> where = new ConcurrentHashMap<>();
  private final ScheduledExecutorService timer;
  private final int maxRooms;
  private final Duration seatTimeout;
  private final Duration idle;
  private final RoomJournal journal;
  private final ServeBots bots;
  private volatile java.util.function.LongSupplier seeds = RANDOM::nextLong;

  /** Rooms of the built-in bots, kept nowhere. */
  Rooms(ScheduledExecutorService timer, int maxRooms, Duration seatTimeout, Duration idle) {
    this(timer, maxRooms, seatTimeout, idle, RoomJournal.NONE, ServeBots.STANDARD);
  }

  /**
   * @param timer runs seat timeouts and the removal of rooms nobody is at
   * @param maxRooms the most rooms at once
   * @param seatTimeout how long a seat waits for its person before a bot plays it
   * @param idle how long a started room nobody is at is kept
   * @param journal where each room is kept ({@code --db}), or {@link RoomJournal#NONE}
   * @param bots who plays the bot seats (the built-in bots and {@code engine:NAME} programs)
   */
  Rooms(
      ScheduledExecutorService timer,
      int maxRooms,
      Duration seatTimeout,
      Duration idle,
      RoomJournal journal,
      ServeBots bots) {
    this.timer = timer;
    this.maxRooms = maxRooms;
    this.seatTimeout = seatTimeout;
    this.idle = idle;
    this.journal = journal;
    this.bots = bots;
  }

  /** Deals the rooms created from now on from these seeds (tests: a run to compare with). */
  void seedsFrom(java.util.function.LongSupplier s) {
    seeds = s;
  }

  /** Reports a failure of the rooms' store on standard error: the server goes on. */
  static void report(String what) {
    System.err.println("tenace web: " + what);
    System.err.flush();
  }

  /** Whether a request is one of rooms ({@link #OPS}). */
  static boolean isRoomOp(JsonNode request) {
    return request != null
        && request.isObject()
        && request.path("op").isTextual()
        && OPS.contains(request.get("op").asText());
  }

  /** The room of an id, for tests and the store. */
  Room room(String id) {
    return rooms.get(id);
  }

  /** The rooms now. */
  int size() {
    return rooms.size();
  }

  /** Answers one request of rooms for the connection {@code m}; never throws for its content. */
  ObjectNode handle(Room.Member m, JsonNode r) {
    ObjectNode a;
    try {
      a = dispatch(m, r);
    } catch (IllegalArgumentException e) {
      a = error(e.getMessage());
    }
    if (r.has("tag")) {
      ObjectNode tagged = TableServer.JSON.createObjectNode();
      tagged.set("tag", r.get("tag"));
      tagged.setAll(a);
      return tagged;
    }
    return a;
  }

  private ObjectNode dispatch(Room.Member m, JsonNode r) {
    String op = r.get("op").asText();
    if (op.equals("room_list")) {
      return list();
    }
    if (op.equals("room_create")) {
      return create(m, r);
    }
    if (op.equals("room_leave")) {
      leave(m);
      return ok();
    }
    Room room = named(r);
    return switch (op) {
      case "room_join" -> {
        moveTo(m, room);
        yield room.join(m, name(r), token());
      }
      case "room_rejoin" -> {
        moveTo(m, room);
        yield room.rejoin(m, seat(r), text(r, "token"));
      }
      case "room_watch" -> {
        moveTo(m, room);
        yield room.watch(m);
      }
      default -> {
        Room mine = where.get(m);
        if (mine != room) {
          yield error(
              "this connection is "
                  + (mine == null ? "at no table" : "at table " + mine.id)
                  + ", not at table "
                  + room.id
                  + "; nothing was done");
        }
        yield switch (op) {
          case "room_start" -> room.start(m, text(r, "token"));
          case "room_act" -> room.act(m, seat(r), text(r, "token"), action(r));
          default -> room.next(m, seat(r), text(r, "token"));
        };
      }
    };
  }

  /** The lobby: the rooms listed with a free seat. */
  private ObjectNode list() {
    ObjectNode o = ok();
    ArrayNode tables = o.putArray("tables");
    for (Room room : rooms.values()) {
      if (room.open()) {
        tables.add(room.summary());
      }
    }
    return o;
  }

  private ObjectNode create(Room.Member m, JsonNode r) {
    if (rooms.size() >= maxRooms) {
      return error(
          "tenace web holds "
              + maxRooms
              + " tables, the most it takes; join one from the lobby or try again later");
    }
    String name = text(r, "game");
    if (name == null) {
      throw new IllegalArgumentException("\"game\" is missing");
    }
    var game = Games.find(name);
    if (game.isEmpty()) {
      throw new IllegalArgumentException("no game named '" + abbreviate(name) + "'");
    }
    Room room = build(game.get(), r);
    try {
      journal.created(room.stored());
    } catch (RuntimeException e) {
      report("a table was not stored: " + e.getMessage());
      room.closeBots();
      return error("the table was not created: its store failed (" + e.getMessage() + ")");
    }
    rooms.put(room.id, room);
    moveTo(m, room);
    return room.stored().seats().stream().anyMatch(s -> s.token() != null)
        ? room.rejoin(m, firstPerson(room), hostOf(room))
        : hosted(room, m);
  }

  private <R, S extends GameState<S, V>, V extends View<S>> Room build(
      GameDefinition<R, S, V> game, JsonNode r) {
    R rules = ServeChecks.rules(game, r);
    int n = game.players(rules);
    String mode = r.path("mode").asText("deal");
    if (!mode.equals("deal") && !mode.equals("match")) {
      throw new IllegalArgumentException("\"mode\" must be \"deal\" or \"match\" but was " + mode);
    }
    int maxDeals = (int) Math.min(MAX_DEALS, r.path("max_deals").asLong(100));
    if (maxDeals < 1) {
      throw new IllegalArgumentException("\"max_deals\" must be at least 1");
    }
    JsonNode s = r.get("seats");
    if (s == null || !s.isArray() || s.size() != n) {
      throw new IllegalArgumentException(
          "\"seats\" must be a list of " + n + " entries, \"person\" or a bot");
    }
    String host = token();
    String creator = name(r);
    List<Room.SeatSpec> seats = new ArrayList<>();
    boolean seated = r.path("sit").asBoolean(true);
    boolean chosen = false; // the creator's seat named "client", else the first person's
    for (JsonNode x : s) {
      chosen |= x.asText("").trim().equalsIgnoreCase("client");
    }
    for (JsonNode x : s) {
      String spec = x.asText("").trim().toLowerCase(Locale.ROOT);
      if (spec.equals(Room.PERSON) || spec.equals("client")) {
        boolean creatorHere =
            seated
                && (spec.equals("client") || !chosen)
                && seats.stream().noneMatch(y -> y.token() != null);
        seats.add(
            new Room.SeatSpec(
                Room.PERSON, creatorHere ? creator : null, creatorHere ? host : null));
      } else {
        RoomBots.check(bots, spec, game);
        seats.add(new Room.SeatSpec(spec, null, null));
      }
    }
    Room.Options options =
        new Room.Options(
            r.path("teaching").asBoolean(false),
            r.path("listed").asBoolean(true),
            timer,
            seatTimeout,
            journal,
            bots);
    RoomPlay<R, S, V> play =
        RoomPlay.deal(game, rules, seeds.getAsLong(), mode.equals("match"), maxDeals);
    return new Room(id(), play, seats, host, options);
  }

  private static int firstPerson(Room room) {
    List<Room.SeatSpec> seats = room.stored().seats();
    for (int s = 0; s < seats.size(); s++) {
      if (seats.get(s).token() != null) {
        return s;
      }
    }
    return -1;
  }

  private static String hostOf(Room room) {
    return room.stored().hostToken();
  }

  /** The creator of a room where they take no seat: they watch it, with the creator's token. */
  private static ObjectNode hosted(Room room, Room.Member m) {
    ObjectNode o = room.watch(m);
    o.put("token", room.stored().hostToken());
    o.put("host", true);
    return o;
  }

  /**
   * Rebuilds a stored room: deals its game from its seed and replays its actions; nobody is
   * connected, so its persons' seats wait for them (a bot plays them after the seat timeout).
   *
   * @throws IllegalArgumentException if the game, rules or an action does not fit
   */
  Room restore(Room.Stored s) {
    var game = Games.find(s.game());
    if (game.isEmpty()) {
      throw new IllegalArgumentException("no game named '" + s.game() + "'");
    }
    Room room = rebuilt(game.get(), s);
    rooms.put(room.id, room);
    forgetAfterIdle(room); // nobody is at it yet: removed if nobody comes back
    return room;
  }

  private <R, S extends GameState<S, V>, V extends View<S>> Room rebuilt(
      GameDefinition<R, S, V> game, Room.Stored s) {
    var valid = game.rules(game.defaultRules(), s.rules());
    if (valid.isInvalid()) {
      throw new IllegalArgumentException(String.join("; ", valid.getError()));
    }
    R rules = valid.get();
    RoomPlay<R, S, V> play = RoomPlay.deal(game, rules, s.seed(), s.matchMode(), s.maxDeals());
    play.replay(s.actions());
    Room room =
        new Room(
            s.id(),
            play,
            s.seats(),
            s.hostToken(),
            new Room.Options(s.teaching(), s.listed(), timer, seatTimeout, journal, bots));
    room.restarted(s.started());
    return room;
  }

  // ---------------------------------------------------------------- connections

  /** A connection goes to {@code room}, leaving the room it was at. */
  private void moveTo(Room.Member m, Room room) {
    Room was = where.put(m, room);
    if (was != null && was != room) {
      was.left(m);
      forgetLater(was);
    }
  }

  /** A connection leaves its room (it closed, or asked to). */
  void leave(Room.Member m) {
    Room was = where.remove(m);
    if (was != null) {
      was.left(m);
      forgetLater(was);
    }
  }

  /**
   * A room nobody is at is removed: at once if it never started, else after {@code idle} if still
   * nobody came back.
   */
  private void forgetLater(Room room) {
    if (!room.empty()) {
      return;
    }
    if (!room.started()) {
      forget(room);
      return;
    }
    forgetAfterIdle(room);
  }

  /** Removes {@code room} after {@code idle} if nobody is at it then. */
  private void forgetAfterIdle(Room room) {
    try {
      var unused =
          timer.schedule(
              () -> {
                if (room.empty()) {
                  forget(room);
                }
              },
              idle.toMillis(),
              TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      // the server is stopping
    }
  }

  /** Removes a room nobody is at; a store marks it abandoned if its game is not over. */
  private void forget(Room room) {
    if (rooms.remove(room.id, room)) {
      room.closeBots();
      if (!room.over()) {
        journal.abandoned(room.id);
      }
    }
  }

  // ---------------------------------------------------------------- reading requests

  private Room named(JsonNode r) {
    String id = text(r, "table");
    if (id == null) {
      throw new IllegalArgumentException("\"table\" is missing: the id of the table's link");
    }
    Room room = rooms.get(id);
    if (room == null) {
      throw new IllegalArgumentException(
          "no table '" + abbreviate(id) + "' here (it ended, or the link is wrong)");
    }
    return room;
  }

  private static String text(JsonNode r, String field) {
    JsonNode x = r.get(field);
    return x == null || !x.isTextual() ? null : x.asText();
  }

  private static int seat(JsonNode r) {
    JsonNode x = r.get("seat");
    if (x == null || !x.canConvertToInt() || !x.isIntegralNumber()) {
      throw new IllegalArgumentException("\"seat\" must be a seat number");
    }
    return x.asInt();
  }

  private static String action(JsonNode r) {
    String a = text(r, "action");
    if (a == null || a.isBlank()) {
      throw new IllegalArgumentException("\"action\" must be a text such as \"play QS\"");
    }
    return a;
  }

  /** A person's name: printable, at most {@value #MAX_NAME} characters. */
  static String name(JsonNode r) {
    String n = text(r, "name");
    String clean = n == null ? "" : n.replaceAll("\\p{C}", "").strip();
    if (clean.isEmpty()) {
      throw new IllegalArgumentException("\"name\": say who sits (a name, 1.." + MAX_NAME + ")");
    }
    return clean.length() <= MAX_NAME ? clean : clean.substring(0, MAX_NAME);
  }

  private static String abbreviate(String s) {
    return s.length() <= 40 ? s : s.substring(0, 37) + "...";
  }

  /** An unguessable id: 128 bits from {@link SecureRandom}, URL-safe. */
  static String id() {
    return random(16);
  }

  /** An unguessable seat token: 192 bits from {@link SecureRandom}, URL-safe. */
  static String token() {
    return random(24);
  }

  private static String random(int bytes) {
    byte[] b = new byte[bytes];
    RANDOM.nextBytes(b);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }

  static ObjectNode ok() {
    ObjectNode o = TableServer.JSON.createObjectNode();
    o.put("ok", true);
    return o;
  }

  static ObjectNode error(String message) {
    return TableServer.error(message);
  }
}
