package dev.tenace.cli.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.store.StoredAction;
import dev.tenace.cli.store.StoredTable;
import dev.tenace.cli.store.TableInfo;
import dev.tenace.cli.store.TableRecords;
import dev.tenace.cli.store.TableStore;
import java.io.PrintStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rooms of {@code tenace web --db} kept in a {@link TableStore}, so they survive a restart: a
 * room is created there as it is created, each action (a person's or a bot's) appended before the
 * room takes it, its seats and tokens updated as people take them, and it is finished with its
 * result. On start {@link #restoreInto} rebuilds every open room by replaying its actions ({@link
 * Rooms#restore}), so each person returns to their seat with their token.
 *
 * <p>The seat tokens and the creator's token are kept in the table's options, which no exported
 * record holds ({@code tenace records export}); its seats keep only each seat's kind and name.
 */
final class RoomStore implements RoomJournal, AutoCloseable {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  /** The options' field of a room: a table of the store without it is not {@code tenace web}'s. */
  static final String ROOM = "tenace_web_room";

  private final TableStore store;
  private final PrintStream err;

  private RoomStore(TableStore store, PrintStream err) {
    this.store = store;
    this.err = err;
  }

  /**
   * Opens the store of {@code --db}: a SQLite file or a JDBC URL.
   *
   * @throws dev.tenace.cli.store.StoreException if it cannot be opened or migrated
   */
  static RoomStore open(String db, PrintStream err) {
    return new RoomStore(TableStore.open(db), err);
  }

  /** The database, as a user names it. */
  String where() {
    return store.where();
  }

  /**
   * The game record of a finished room, one line in the replay format ({@code tenace records
   * export} writes the same), or {@code null} when the store holds no finished room of that id: an
   * open room's record would show every hand, so it is never given.
   */
  String finishedRecord(String table) {
    try {
      dev.tenace.cli.store.StoredTable t = store.load(table);
      boolean room = t.info().options().has(ROOM);
      return room && t.info().isFinished() ? TableRecords.line(t) : null;
    } catch (dev.tenace.cli.store.StoreException e) {
      return null;
    }
  }

  @Override
  public void created(Room.Stored r) {
    ObjectNode rules = F.objectNode();
    r.rules().forEach(rules::put);
    store.create(
        TableInfo.open(
            r.id(),
            r.game(),
            rules,
            r.seed(),
            0,
            r.matchMode(),
            seats(r),
            options(r),
            Instant.now()));
  }

  @Override
  public void changed(Room.Stored r) {
    store.update(r.id(), seats(r), options(r));
  }

  @Override
  public void acted(String table, int seat, String action) {
    var unused = store.append(table, seat, action);
  }

  @Override
  public void finished(String table, JsonNode result) {
    store.finish(table, result, Instant.now());
  }

  @Override
  public void abandoned(String table) {
    ObjectNode result = F.objectNode();
    result.put("abandoned", true);
    try {
      store.finish(table, result, Instant.now());
    } catch (RuntimeException e) {
      err.println("tenace web: table " + table + " was not marked abandoned: " + e.getMessage());
      err.flush();
    }
  }

  /** Each seat's kind and, for a person, their name: no token (this is exported). */
  private static ArrayNode seats(Room.Stored r) {
    ArrayNode out = F.arrayNode();
    for (Room.SeatSpec s : r.seats()) {
      ObjectNode x = out.addObject();
      x.put("spec", s.spec());
      if (s.name() != null) {
        x.put("name", s.name());
      }
    }
    return out;
  }

  /** What the room needs beyond the game record, its tokens included (never exported). */
  private static ObjectNode options(Room.Stored r) {
    ObjectNode o = F.objectNode();
    ObjectNode room = o.putObject(ROOM);
    room.put("maxDeals", r.maxDeals());
    room.put("host", r.hostToken());
    room.put("teaching", r.teaching());
    room.put("listed", r.listed());
    room.put("started", r.started());
    ArrayNode tokens = room.putArray("tokens");
    for (Room.SeatSpec s : r.seats()) {
      tokens.add(s.token());
    }
    return o;
  }

  /**
   * Rebuilds every open room of the store into {@code rooms}; a table that does not rebuild is
   * reported on standard error and left in the store as it is. A rebuilt room whose game is over is
   * finished.
   *
   * @return the rooms rebuilt
   */
  int restoreInto(Rooms rooms) {
    int n = 0;
    for (TableInfo t : store.openTables()) {
      if (!t.options().has(ROOM)) {
        continue;
      }
      try {
        Room room = rooms.restore(stored(store.load(t.id())));
        room.finishIfOver();
        n++;
      } catch (RuntimeException e) {
        err.println("tenace web: table " + t.id() + " of " + where() + " is not restored: " + e);
        err.flush();
      }
    }
    return n;
  }

  /** The room a stored table was. */
  static Room.Stored stored(StoredTable t) {
    TableInfo i = t.info();
    JsonNode room = i.options().get(ROOM);
    List<Room.SeatSpec> seats = new ArrayList<>();
    for (int s = 0; s < i.seats().size(); s++) {
      JsonNode x = i.seats().get(s);
      JsonNode token = room.path("tokens").path(s);
      seats.add(
          new Room.SeatSpec(
              x.path("spec").asText(),
              x.hasNonNull("name") ? x.get("name").asText() : null,
              token.isTextual() ? token.asText() : null));
    }
    Map<String, String> rules = new LinkedHashMap<>();
    i.rules().properties().forEach(e -> rules.put(e.getKey(), e.getValue().asText()));
    List<String> actions = new ArrayList<>();
    for (StoredAction a : t.actions()) {
      actions.add(a.recordText());
    }
    return new Room.Stored(
        i.id(),
        i.game(),
        rules,
        i.seed(),
        i.wholeMatch(),
        room.path("maxDeals").asInt(Rooms.MAX_DEALS),
        List.copyOf(seats),
        room.path("host").asText(),
        room.path("teaching").asBoolean(),
        room.path("listed").asBoolean(),
        room.path("started").asBoolean(),
        List.of(List.copyOf(actions)));
  }

  @Override
  public void close() {
    store.close();
  }
}
