package dev.tenace.cli;

import static dev.tenace.cli.ServeRequests.integer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.ServeSession.BadRequest;
import dev.tenace.cli.ServeSession.Limits;
import dev.tenace.cli.ServeStatus.Want;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import dev.tenace.learn.Encoder;
import dev.tenace.learn.Encoders;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The tables of a session, by number: 0 is the table of {@code new} (protocol 1's one table), the
 * others open with {@code open}, {@code fork} or {@code sample} and are numbered from 1 as they
 * open. Protocol 2's many-table requests: {@code open} deals {@code count} tables at once, {@code
 * act} with {@code "tables"} and {@code "ids"} steps each table once, answering what one {@code
 * act} per table would (a malformed or refused entry is answered on its own, the others go on),
 * {@code close} ends tables. At most {@link Limits#maxTables()} tables at once and {@value
 * ServeSession#MAX_BATCH} per request.
 */
final class ServeTables {
  private final Limits limits;
  private final Map<Integer, ServeTable<?, ?, ?>> open = new HashMap<>();
  private int nextId = 1;

  ServeTables(Limits limits) {
    this.limits = limits;
  }

  /** The table of {@code new}, or null. */
  ServeTable<?, ?, ?> current() {
    return open.get(0);
  }

  /** How many tables are open. */
  int size() {
    return open.size();
  }

  /** The table a request names by {@code "table"}, or the table of {@code new}. */
  ServeTable<?, ?, ?> find(JsonNode r) {
    JsonNode t = r.get("table");
    if (t == null || t.isNull()) {
      ServeTable<?, ?, ?> c = current();
      if (c == null) {
        throw new BadRequest("no table yet: send {\"op\":\"new\",\"game\":\"hearts\"} first");
      }
      return c;
    }
    return find((int) integer(t, "\"table\"", 0, Integer.MAX_VALUE));
  }

  /** The open table {@code id}. */
  ServeTable<?, ?, ?> find(int id) {
    ServeTable<?, ?, ?> table = open.get(id);
    if (table == null) {
      throw new BadRequest(
          "table "
              + id
              + " is not open"
              + (id == 0 ? " (send \"new\")" : " (\"open\", \"fork\" and \"sample\" open tables)"));
    }
    return table;
  }

  /** Refuses to open {@code count} more tables past the limit. */
  void room(int count) {
    if (open.size() + (long) count > limits.maxTables()) {
      throw new BadRequest(
          limits.server()
              + " holds at most "
              + limits.maxTables()
              + " tables in a session; "
              + open.size()
              + " are open and "
              + count
              + " more were asked for (send \"close\" with the tables to end)");
    }
  }

  /**
   * The most bytes one answer may attach ({@code "encoding": "binary"}): 64 MiB, some 2,000 tables
   * with their information states, 20,000 with their observations.
   */
  static final long MAX_ATTACHED = 64L << 20;

  /** The bytes a table's status may attach as {@code want} asks: at most, with padding. */
  private static long attached(Encoder enc, Want want) {
    if (want.encoding() != ServeStatus.Encoding.BINARY) {
      return 0;
    }
    long bytes = want.mask() ? enc.actionCount() / 8 + 4 : 0;
    if (want.observe()) {
      bytes += 4L * enc.observation().size();
    }
    if (want.informationState()) {
      bytes += 4L * enc.informationState().size();
    }
    return bytes;
  }

  /**
   * Refuses, before anything is done, an answer that would attach more than {@link #MAX_ATTACHED}.
   */
  private static void checkAttached(long bytes, int entries) {
    if (bytes > MAX_ATTACHED) {
      throw new BadRequest(
          "the answer would attach up to "
              + bytes
              + " bytes for "
              + entries
              + " tables, more than "
              + MAX_ATTACHED
              + " (64 MiB): ask for fewer tables per request, or without \"information_state\"");
    }
  }

  /** Adds an opened table; its number. */
  int add(ServeTable<?, ?, ?> table) {
    room(1);
    int id = nextId++;
    open.put(id, table);
    return id;
  }

  /** {@code new}: deals the table of {@code new}, replacing the one before. */
  <R, S extends GameState<S, V>, V extends View<S>> ObjectNode replaceCurrent(
      ServeSeats<R, S, V> setup, Want want) {
    if (current() == null) {
      room(1);
    }
    ServeTable<R, S, V> table =
        ServeTable.deal(setup, Encoders.forGame(setup.game(), setup.rules()), setup.seed());
    ServeTable<?, ?, ?> before = open.put(0, table);
    if (before != null) {
      before.close();
    }
    ObjectNode o = ServeSession.ok();
    ServeStatus.describe(table, o);
    table.advance(o);
    table.status(o, want);
    return o;
  }

  /**
   * {@code open}: {@code count} tables of one setup, table {@code k} dealt from {@code seed + k}
   * (as {@code new} with that seed deals it).
   */
  <R, S extends GameState<S, V>, V extends View<S>> ObjectNode open(
      ServeSeats<R, S, V> setup, JsonNode r) {
    int count = (int) integer(r, "count", 1, 1, ServeSession.MAX_BATCH);
    room(count);
    Want want = Want.of(r);
    Encoder enc = Encoders.forGame(setup.game(), setup.rules());
    checkAttached(count * attached(enc, want), count);
    ObjectNode o = ServeSession.ok();
    ArrayNode ids = null;
    ArrayNode states = null;
    for (int k = 0; k < count; k++) {
      ServeTable<R, S, V> table = ServeTable.deal(setup, enc, setup.seed() + k);
      if (ids == null) {
        ServeStatus.describe(table, o);
        ids = o.putArray("tables");
        states = o.putArray("states");
      }
      ids.add(add(table));
      ObjectNode state = states.addObject();
      table.advance(state);
      table.status(state, want);
    }
    return o;
  }

  /** {@code close}: ends the tables of {@code "tables"} (or the one of {@code "table"}). */
  ObjectNode close(JsonNode r) {
    Set<Integer> ids = new LinkedHashSet<>();
    JsonNode list = r.get("tables");
    if (list != null && !list.isNull()) {
      if (!list.isArray() || list.size() > ServeSession.MAX_BATCH) {
        throw new BadRequest(
            "\"tables\" must be a list of at most " + ServeSession.MAX_BATCH + " table numbers");
      }
      for (JsonNode t : list) {
        ids.add((int) integer(t, "each of \"tables\"", 0, Integer.MAX_VALUE));
      }
    } else if (r.has("table") && !r.get("table").isNull()) {
      ids.add((int) integer(r, "table", 0, 0, Integer.MAX_VALUE));
    } else {
      throw new BadRequest("\"close\" needs \"tables\" (a list of table numbers) or \"table\"");
    }
    for (int id : ids) {
      find(id);
    }
    for (int id : ids) {
      open.remove(id).close();
    }
    ObjectNode o = ServeSession.ok();
    o.put("closed", ids.size());
    o.put("open", open.size());
    return o;
  }

  /** Ends every table (their programs hear the match end); none is open after. */
  void closeAll() {
    for (ServeTable<?, ?, ?> t : open.values()) {
      t.close();
    }
    open.clear();
  }

  /**
   * {@code act} with {@code "tables"} and {@code "ids"}: each table's client seat to act chooses
   * its id, in order; the answers, one per entry, are what {@code act} answers.
   */
  ObjectNode actMany(JsonNode r) {
    Want want = checkMany(r);
    JsonNode tables = r.get("tables");
    JsonNode ids = r.get("ids");
    ObjectNode o = ServeSession.ok();
    ArrayNode answers = o.putArray("answers");
    for (int i = 0; i < tables.size(); i++) {
      ObjectNode entry = answers.addObject();
      actEntry(i, tables.get(i), ids.get(i), want, ServeOut.of(entry));
    }
    return o;
  }

  /** {@link #actMany(JsonNode)}, its fields written into {@code o} as they come. */
  void actMany(JsonNode r, ServeOut.Bytes o) {
    Want want = checkMany(r);
    JsonNode tables = r.get("tables");
    JsonNode ids = r.get("ids");
    o.put("ok", true);
    o.beginList("answers");
    for (int i = 0; i < tables.size(); i++) {
      o.beginObject();
      actEntry(i, tables.get(i), ids.get(i), want, o);
      o.end('}');
    }
    o.end(']');
  }

  /** The checks of a many-table {@code act}; what it wants after each status. */
  private Want checkMany(JsonNode r) {
    JsonNode tables = r.get("tables");
    JsonNode ids = r.get("ids");
    if (!tables.isArray() || ids == null || !ids.isArray() || ids.size() != tables.size()) {
      throw new BadRequest(
          "\"act\" with \"tables\" needs \"ids\": two lists of the same length, a table and the"
              + " action id of its seat to act per entry");
    }
    if (tables.size() > ServeSession.MAX_BATCH) {
      throw new BadRequest(
          "one request steps at most "
              + ServeSession.MAX_BATCH
              + " tables but "
              + tables.size()
              + " were given");
    }
    for (String f : new String[] {"id", "action", "seat", "table"}) {
      if (r.has(f)) {
        throw new BadRequest(
            "\"act\" with \"tables\" takes \"ids\" for the seats to act, not \"" + f + "\"");
      }
    }
    Want want = Want.of(r);
    long bytes = 0;
    for (JsonNode t : tables) {
      ServeTable<?, ?, ?> table = t.canConvertToInt() ? open.get(t.asInt()) : null;
      bytes += table == null ? 0 : attached(table.encoder, want);
    }
    checkAttached(bytes, tables.size());
    return want;
  }

  /** One entry's answer into {@code o}, an empty object: refused entries alone. */
  private void actEntry(int i, JsonNode t, JsonNode id, Want want, ServeOut o) {
    int mark = o.mark();
    int attached = ServeAttachment.current().mark();
    try {
      ServeTable<?, ?, ?> table = find((int) integer(t, "tables[" + i + "]", 0, Integer.MAX_VALUE));
      int k = (int) integer(id, "ids[" + i + "]", Integer.MIN_VALUE, Integer.MAX_VALUE);
      table.actId(ServeStatus.clientSeat(table, -1), k, want, o);
    } catch (BadRequest | IllegalArgumentException e) {
      o.reset(mark);
      ServeAttachment.current().reset(attached);
      o.put("ok", false);
      o.put("error", e.getMessage());
    }
  }
}
