package dev.tenace.cli.web;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.ServeBots;
import dev.tenace.cli.ServeChecks;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * One table of {@code tenace web} that several people share: its game ({@link RoomPlay}, with the
 * game record), its seats (a person with a seat token, a bot, or a person's seat still free) and
 * who is connected (each seat's connection, the spectators). Bots act here, on the server; each
 * connection receives only its own seat's view, a spectator the {@link PublicView} (or, at a
 * teaching table with nobody seated, every seat's view).
 *
 * <p>A room is what {@link Stored} says (game, rules, seed, seats, the actions played), so a store
 * can keep one and {@link Rooms#restore} rebuild it by replaying its actions. Every request is
 * checked against the seat's token and the connection's own seat; a refused one changes nothing.
 */
public final class Room {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  /** The spec of a seat a person takes. */
  public static final String PERSON = "person";

  /** The most bot actions one change may cause (a deal has far fewer). */
  static final int MAX_BOT_STEPS = 10_000;

  /** The most spectators of one room. */
  static final int MAX_SPECTATORS = 32;

  /** One who receives a room's news: a connection, as a seat's or a spectator's. */
  interface Member {
    /** Sends one message to the member, without waiting. */
    void push(ObjectNode message);
  }

  /**
   * A seat as a store keeps it.
   *
   * @param spec {@link #PERSON} or a bot spec
   * @param name the person's name, or null while the seat is free (a bot's seat: null)
   * @param token the person's seat token, or null while the seat is free
   */
  public record SeatSpec(String spec, String name, String token) {}

  final String id;
  final RoomPlay<?, ?, ?> play;
  final RoomSeat[] seats;
  private final String hostToken;
  final boolean teaching;
  final boolean listed;
  private final ScheduledExecutorService timer;
  private final Duration seatTimeout;
  private final RoomJournal journal;
  private final ServeBots bots;
  private boolean finishKept;
  private final Set<Member> spectators = new LinkedHashSet<>();
  boolean started;

  Room(String id, RoomPlay<?, ?, ?> play, List<SeatSpec> seats, String hostToken, Options options) {
    this.id = id;
    this.play = play;
    this.hostToken = hostToken;
    this.teaching = options.teaching();
    this.listed = options.listed();
    this.timer = options.timer();
    this.seatTimeout = options.seatTimeout();
    this.journal = options.journal();
    this.bots = options.bots();
    this.seats = new RoomSeat[seats.size()];
    for (int s = 0; s < this.seats.length; s++) {
      RoomSeat seat = new RoomSeat(seats.get(s));
      if (!seat.person()) {
        seat.bot = RoomBots.agent(bots, seat.spec, play, ServeChecks.botSeed(play.seed, s));
      }
      this.seats[s] = seat;
    }
    play.recordTo((seat, action) -> journal.acted(id, seat, action));
  }

  /**
   * How a room behaves.
   *
   * @param teaching spectators see every hand while no person is seated
   * @param listed the lobby lists the room while it has a free seat
   * @param timer runs the seat timeouts
   * @param seatTimeout how long a person's seat waits for its person before a bot plays it
   * @param journal where the room is kept ({@code --db}), or {@link RoomJournal#NONE}
   * @param bots who plays a bot seat (the built-in bots, the {@code engine:NAME} programs)
   */
  record Options(
      boolean teaching,
      boolean listed,
      ScheduledExecutorService timer,
      Duration seatTimeout,
      RoomJournal journal,
      ServeBots bots) {}

  /**
   * What a store keeps of a room, enough to rebuild it ({@link Rooms#restore}).
   *
   * @param id the room's id
   * @param game the game's name
   * @param rules the rules as the game's settings
   * @param seed the seed of the deal (of the match's first deal)
   * @param matchMode a match rather than one deal
   * @param maxDeals the most deals of a match
   * @param seats the seats
   * @param hostToken the token of the room's creator
   * @param teaching see {@link Options#teaching()}
   * @param listed see {@link Options#listed()}
   * @param started whether the creator started it
   * @param actions each deal's actions as {@code "<seat> <action>"}
   */
  public record Stored(
      String id,
      String game,
      java.util.Map<String, String> rules,
      long seed,
      boolean matchMode,
      int maxDeals,
      List<SeatSpec> seats,
      String hostToken,
      boolean teaching,
      boolean listed,
      boolean started,
      List<List<String>> actions) {}

  /** The room as a store keeps it. */
  public synchronized Stored stored() {
    List<SeatSpec> out = new ArrayList<>();
    for (RoomSeat s : seats) {
      out.add(new SeatSpec(s.spec, s.name, s.token));
    }
    return new Stored(
        id,
        play.game.name(),
        settings(),
        play.seed,
        play.matchMode,
        play.maxDeals,
        List.copyOf(out),
        hostToken,
        teaching,
        listed,
        started,
        play.actions());
  }

  java.util.Map<String, String> settings() {
    return settingsOf(play);
  }

  private static <R> java.util.Map<String, String> settingsOf(RoomPlay<R, ?, ?> p) {
    return p.game.settings(p.rules);
  }

  /**
   * Marks a rebuilt room as started (its actions replayed), with no one connected yet: each
   * person's seat waits the seat timeout for its person, as after a dropped connection.
   */
  synchronized void restarted(boolean wasStarted) {
    started = wasStarted;
    for (int s = 0; s < seats.length; s++) {
      if (seats[s].person() && seats[s].token != null) {
        awayLater(s);
      }
    }
  }

  /** Tells the journal the game is over, once, if it is (a failure is reported, not thrown). */
  synchronized void finishIfOver() {
    if (finishKept || !play.over()) {
      return;
    }
    try {
      journal.finished(id, play.status(-1).get("result"));
      finishKept = true;
    } catch (RuntimeException e) {
      Rooms.report("table " + id + ": its end was not stored: " + e.getMessage());
    }
    closeBots();
  }

  /** Ends the bots' programs ({@code engine:NAME}), if any: the room is over or removed. */
  synchronized void closeBots() {
    for (RoomSeat s : seats) {
      if (s.bot instanceof AutoCloseable c) {
        try {
          c.close();
        } catch (Exception e) {
          Rooms.report("table " + id + ": a program did not stop: " + e);
        }
      }
    }
  }

  /** The game record so far (every hand: for the server's store and tests, never a client). */
  public synchronized ObjectNode record() {
    return play.record();
  }

  // ---------------------------------------------------------------- joining

  /** A person takes the first free seat under {@code name}; the answer carries its token. */
  synchronized ObjectNode join(Member m, String name, String token) {
    if (play.over()) {
      return Rooms.error("table " + id + " is over; its seats are not taken any more");
    }
    int mine = seatOf(m);
    if (mine >= 0) {
      return Rooms.error("this connection sits at seat " + mine + " of table " + id + " already");
    }
    for (int s = 0; s < seats.length; s++) {
      if (seats[s].free()) {
        seats[s].name = name;
        seats[s].token = token;
        String unkept = keep();
        if (unkept != null) {
          seats[s].name = null;
          seats[s].token = null;
          return Rooms.error("table " + id + ": the seat was not taken: " + unkept);
        }
        seats[s].member = m;
        seats[s].away = false;
        seats[s].bot = null;
        spectators.remove(m);
        advanceAndTell();
        return seated(s, token);
      }
    }
    return Rooms.error(
        "table " + id + " has no free seat; \"room_watch\" to watch it as a spectator");
  }

  /** A person returns to their seat with its token (a reload, a dropped connection). */
  synchronized ObjectNode rejoin(Member m, int seat, String token) {
    String refused = refusal(seat, token);
    if (refused != null) {
      return Rooms.error(refused);
    }
    int mine = seatOf(m);
    if (mine >= 0 && mine != seat) {
      return Rooms.error("this connection sits at seat " + mine + " of table " + id + " already");
    }
    RoomSeat s = seats[seat];
    if (s.member != null && s.member != m) {
      s.member.push(left("seat " + seat + " was taken up again by another connection of yours"));
    }
    s.member = m;
    s.away = false;
    if (s.timeout != null) {
      s.timeout.cancel(false);
      s.timeout = null;
    }
    spectators.remove(m);
    tell();
    return seated(seat, token);
  }

  private ObjectNode seated(int seat, String token) {
    ObjectNode o = Rooms.ok();
    o.put("table", id);
    o.put("seat", seat);
    o.put("token", token);
    o.put("host", MessageDigest.isEqual(bytes(token), bytes(hostToken)));
    return o;
  }

  /** A connection watches the room. */
  synchronized ObjectNode watch(Member m) {
    if (spectators.size() >= MAX_SPECTATORS) {
      return Rooms.error(
          "table " + id + " has " + MAX_SPECTATORS + " spectators, the most it takes");
    }
    spectators.add(m);
    m.push(message(-1));
    ObjectNode o = Rooms.ok();
    o.put("table", id);
    o.put("seat", -1);
    return o;
  }

  /** A connection leaves (it closed, or went to another table): its seat waits for it. */
  synchronized void left(Member m) {
    spectators.remove(m);
    for (int s = 0; s < seats.length; s++) {
      RoomSeat seat = seats[s];
      if (seat.member == m) {
        seat.member = null;
        awayLater(s);
      }
    }
    tell();
  }

  private void awayLater(int s) {
    Runnable away =
        () -> {
          synchronized (this) {
            RoomSeat seat = seats[s];
            if (seat.member == null && !seat.away) {
              seat.away = true;
              advanceAndTell();
            }
          }
        };
    try {
      seats[s].timeout = timer.schedule(away, seatTimeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      seats[s].away = true; // the server is stopping
    }
  }

  /** The seat {@code m} is the connection of, or -1. */
  private int seatOf(Member m) {
    for (int s = 0; s < seats.length; s++) {
      if (seats[s].member == m) {
        return s;
      }
    }
    return -1;
  }

  private boolean here(Member m) {
    if (spectators.contains(m)) {
      return true;
    }
    for (RoomSeat s : seats) {
      if (s.member == m) {
        return true;
      }
    }
    return false;
  }

  /** Whether no connection is at the room. */
  synchronized boolean empty() {
    if (!spectators.isEmpty()) {
      return false;
    }
    for (RoomSeat s : seats) {
      if (s.member != null) {
        return false;
      }
    }
    return true;
  }

  synchronized boolean over() {
    return play.over();
  }

  synchronized boolean started() {
    return started;
  }

  // ---------------------------------------------------------------- acting

  /**
   * Why a request for {@code seat} with {@code token} is refused, or null: the seat must exist, be
   * a person's seat, and the token must be its own.
   */
  private String refusal(int seat, String token) {
    if (seat < 0 || seat >= seats.length) {
      return "table " + id + " has seats 0.." + (seats.length - 1) + ", no seat " + seat;
    }
    RoomSeat s = seats[seat];
    if (!s.person() || s.token == null) {
      return "seat " + seat + " of table " + id + " is nobody's to act for";
    }
    if (token == null || !MessageDigest.isEqual(bytes(token), bytes(s.token))) {
      return "the token is not seat " + seat + "'s; a connection acts only for its own seat";
    }
    return null;
  }

  /** Whether {@code m} is the connection of {@code seat} now. */
  private String notYours(Member m, int seat, String token) {
    String refused = refusal(seat, token);
    if (refused != null) {
      return refused;
    }
    return seats[seat].member == m
        ? null
        : "this connection is not seat " + seat + "'s; \"room_rejoin\" with its token first";
  }

  /** The creator starts the game: free seats are played by bots until someone takes them. */
  synchronized ObjectNode start(Member m, String token) {
    if (token == null || !MessageDigest.isEqual(bytes(token), bytes(hostToken))) {
      return Rooms.error("only the creator of table " + id + " starts it (with their token)");
    }
    if (started) {
      return Rooms.error("table " + id + " has started already");
    }
    if (!here(m)) {
      return Rooms.error("this connection is not at table " + id);
    }
    started = true;
    String unkept = keep();
    if (unkept != null) {
      started = false;
      return Rooms.error("table " + id + " did not start: " + unkept);
    }
    advanceAndTell();
    return Rooms.ok();
  }

  /** A person's action, checked: their seat, their token, their connection, the rules. */
  synchronized ObjectNode act(Member m, int seat, String token, String action) {
    String refused = notYours(m, seat, token);
    if (refused != null) {
      return Rooms.error(refused);
    }
    if (!started) {
      return Rooms.error("table " + id + " has not started; its creator starts it");
    }
    RuleViolation v;
    try {
      v = play.apply(seat, action);
    } catch (RuntimeException e) {
      Rooms.report("table " + id + ": an action was not stored: " + e.getMessage());
      return Rooms.error(
          "table " + id + " could not store the action, so it was not played: " + e.getMessage());
    }
    if (v != null) {
      ObjectNode o = F.objectNode();
      o.put("ok", false);
      ObjectNode x = o.putObject("violation");
      x.put("code", v.code());
      x.put("seat", v.seat());
      x.put("message", v.message());
      return o;
    }
    advanceAndTell();
    ObjectNode o = Rooms.ok();
    o.put("applied", action);
    return o;
  }

  /** A seated person deals the match's next deal once the deal is over. */
  synchronized ObjectNode next(Member m, int seat, String token) {
    String refused = notYours(m, seat, token);
    if (refused != null) {
      return Rooms.error(refused);
    }
    if (!play.canNext()) {
      return Rooms.error(
          play.over()
              ? "the game of table " + id + " is over"
              : "deal " + play.dealNumber() + " is not over");
    }
    play.next();
    advanceAndTell();
    return Rooms.ok();
  }

  // ---------------------------------------------------------------- bots and news

  /** Whether a bot plays {@code seat} now: a bot's seat, or a person's seat free or away. */
  boolean botPlays(int seat) {
    RoomSeat s = seats[seat];
    return !s.person() || s.token == null || s.away;
  }

  private Agent<View<?>> botOf(int seat) {
    RoomSeat s = seats[seat];
    if (s.bot == null) {
      s.bot = RoomBots.agent(bots, RoomBots.STAND_IN, play, ServeChecks.botSeed(play.seed, seat));
    }
    return s.bot;
  }

  private void advanceAndTell() {
    for (int k = 0; started && k < MAX_BOT_STEPS; k++) {
      int s = play.toMove();
      if (s < 0 || !botPlays(s)) {
        break;
      }
      try {
        play.botMove(botOf(s));
      } catch (RuntimeException e) {
        // the store refused the bot's action: the game waits, and tries again in a while
        Rooms.report("table " + id + ": a bot's action was not stored: " + e.getMessage());
        retryLater();
        break;
      }
    }
    finishIfOver();
    tell();
  }

  private void retryLater() {
    Runnable retry =
        () -> {
          synchronized (this) {
            advanceAndTell();
          }
        };
    try {
      var unused = timer.schedule(retry, RETRY.toMillis(), TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      // the server is stopping
    }
  }

  /** How long a bot waits to act again after the store refused its action. */
  static final Duration RETRY = Duration.ofSeconds(2);

  /** Keeps the room's seats and start in the journal: null, or why it could not. */
  private String keep() {
    try {
      journal.changed(stored());
      return null;
    } catch (RuntimeException e) {
      Rooms.report("table " + id + ": its seats were not stored: " + e.getMessage());
      return "the table's store failed (" + e.getMessage() + ")";
    }
  }

  private void tell() {
    for (int s = 0; s < seats.length; s++) {
      if (seats[s].member != null) {
        seats[s].member.push(message(s));
      }
    }
    for (Member m : spectators) {
      m.push(message(-1));
    }
  }

  private ObjectNode left(String why) {
    ObjectNode o = F.objectNode();
    o.put("event", "room_left");
    o.put("table", id);
    o.put("reason", why);
    return o;
  }

  /** The lobby's line of the room. */
  synchronized ObjectNode summary() {
    ObjectNode o = F.objectNode();
    o.put("table", id);
    describe(o);
    return o;
  }

  /** Whether the lobby lists the room: listed, not over, a seat free. */
  synchronized boolean open() {
    if (!listed || play.over()) {
      return false;
    }
    for (RoomSeat s : seats) {
      if (s.free()) {
        return true;
      }
    }
    return false;
  }

  private void describe(ObjectNode o) {
    RoomNews.describe(this, o);
  }

  /**
   * The news for the connection of {@code seat} (-1: a spectator): the room, and once started the
   * status and the views that connection may see.
   */
  ObjectNode message(int seat) {
    return RoomNews.message(this, seat);
  }

  private static byte[] bytes(String s) {
    return s == null ? new byte[0] : s.getBytes(StandardCharsets.UTF_8);
  }
}
