package dev.tenace.cli.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Tables and their actions kept in a database, so that tables and finished matches survive a
 * restart: an embedded SQLite file by default, or any database by its JDBC URL (SQLite and
 * PostgreSQL are in the jar and tested). Opening it brings the schema up to date ({@link Database}:
 * Flyway, the migrations under {@code db/migration}).
 *
 * <p>What is stored is the game record: a table's game, rules, seed, first dealer and seats, and
 * each action in order. Its match is rebuilt by replaying them ({@link Rebuild}); its record in the
 * replay format comes from {@link TableRecords}.
 *
 * <p>Every write is one transaction; one connection serves every thread in turn, so appends to
 * different tables from several threads are safe, each table's actions numbered without gaps. A
 * connection found broken after a failure (a database server restarted) is replaced before the next
 * operation; the failed one is reported, never retried. Appending to a finished or unknown table is
 * refused with a {@link StoreException}, which every failure is (a database error included, with
 * the table named).
 */
public final class TableStore implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The longest table id, as the schema allows. */
  public static final int MAX_ID = 100;

  /** The longest action text, as the schema allows. */
  public static final int MAX_ACTION = 1000;

  private static final String COLUMNS =
      "id, game, rules, seed, dealer, whole_match, seats, options, created_at, finished_at, result";

  private final Database database;
  private final String where;
  private final ReentrantLock lock = new ReentrantLock();
  private Connection connection;

  private TableStore(Database database) {
    this.database = database;
    this.where = database.shown();
    this.connection = database.connect();
  }

  /**
   * Opens the store: {@code db} is a JDBC URL ({@code jdbc:...}) or the path of a SQLite file,
   * created if missing. The schema is migrated to this version first.
   *
   * @throws StoreException if the database cannot be opened or migrated
   */
  public static TableStore open(String db) {
    return new TableStore(Database.of(db));
  }

  /**
   * Stores a new open table with no action yet.
   *
   * @throws StoreException if the id is taken or not 1 to {@value #MAX_ID} characters, the game is
   *     not registered, its rules are invalid, the dealer is no seat, the table is marked finished,
   *     or the write fails
   */
  public void create(TableInfo t) {
    if (t.id().isEmpty() || t.id().length() > MAX_ID) {
      throw new StoreException("a table id must have 1 to " + MAX_ID + " characters: " + t.id());
    }
    if (t.isFinished()) {
      throw new StoreException("table " + t.id() + " is created open, then finished");
    }
    // the game, its rules and the dealer, checked by dealing the table with no action
    Rebuild.of(new StoredTable(t, List.of()));
    inTransaction(
        "create table " + t.id(),
        () -> {
          if (find(t.id()).isPresent()) {
            throw new StoreException("table " + t.id() + " already exists");
          }
          try (PreparedStatement p =
              connection.prepareStatement(
                  "INSERT INTO tenace_tables (" + COLUMNS + ") VALUES (?,?,?,?,?,?,?,?,?,?,?)")) {
            p.setString(1, t.id());
            p.setString(2, t.game());
            p.setString(3, text(t.rules()));
            p.setLong(4, t.seed());
            p.setInt(5, t.dealer());
            p.setBoolean(6, t.wholeMatch());
            p.setString(7, text(t.seats()));
            p.setString(8, text(t.options()));
            p.setLong(9, t.created().toEpochMilli());
            p.setNull(10, Types.BIGINT);
            p.setNull(11, Types.VARCHAR);
            p.executeUpdate();
          }
          return null;
        });
  }

  /**
   * Adds an action to an open table's record, after those stored.
   *
   * @param action the action's text ({@code Action#text})
   * @return the action's step: its index among the table's actions, from 0
   * @throws StoreException if the table is unknown or finished, the text is empty or longer than
   *     {@value #MAX_ACTION} characters, or the write fails; nothing is stored then
   */
  public int append(String table, int seat, String action) {
    if (action.isBlank() || action.length() > MAX_ACTION) {
      throw new StoreException(
          "table " + table + ": an action has 1 to " + MAX_ACTION + " characters");
    }
    return inTransaction(
        "add an action to table " + table,
        () -> {
          openTable(table, "no action can be added");
          int step;
          try (PreparedStatement p =
              connection.prepareStatement(
                  "SELECT COUNT(*) FROM tenace_actions WHERE table_id = ?")) {
            p.setString(1, table);
            try (ResultSet r = p.executeQuery()) {
              r.next();
              step = r.getInt(1);
            }
          }
          try (PreparedStatement p =
              connection.prepareStatement(
                  "INSERT INTO tenace_actions (table_id, step, seat, action) VALUES (?,?,?,?)")) {
            p.setString(1, table);
            p.setInt(2, step);
            p.setInt(3, seat);
            p.setString(4, action);
            p.executeUpdate();
          }
          return step;
        });
  }

  /**
   * Marks an open table finished with its result; no action can be added after.
   *
   * @param result the match's (or deal's) result as the server tells it (any JSON)
   * @throws StoreException if the table is unknown or already finished, or the write fails
   */
  public void finish(String table, JsonNode result, Instant when) {
    inTransaction(
        "finish table " + table,
        () -> {
          openTable(table, "it cannot be finished again");
          try (PreparedStatement p =
              connection.prepareStatement(
                  "UPDATE tenace_tables SET finished_at = ?, result = ? WHERE id = ?")) {
            p.setLong(1, when.toEpochMilli());
            p.setString(2, text(result));
            p.setString(3, table);
            p.executeUpdate();
          }
          return null;
        });
  }

  /**
   * Replaces an open table's seats and options (a person took a seat, the table started): what a
   * server must find again after a restart besides the actions.
   *
   * @throws StoreException if the table is unknown or finished, or the write fails; nothing is
   *     changed then
   */
  public void update(String table, JsonNode seats, JsonNode options) {
    inTransaction(
        "update table " + table,
        () -> {
          openTable(table, "its seats are not changed any more");
          try (PreparedStatement p =
              connection.prepareStatement(
                  "UPDATE tenace_tables SET seats = ?, options = ? WHERE id = ?")) {
            p.setString(1, text(seats));
            p.setString(2, text(options));
            p.setString(3, table);
            p.executeUpdate();
          }
          return null;
        });
  }

  /** The open tables, oldest first. */
  public List<TableInfo> openTables() {
    return list("finished_at IS NULL ORDER BY created_at, id");
  }

  /** The finished tables, in the order they finished. */
  public List<TableInfo> finishedTables() {
    return list("finished_at IS NOT NULL ORDER BY finished_at, id");
  }

  /**
   * A table with its actions, to rebuild ({@link Rebuild#of}) or export ({@link TableRecords}).
   *
   * @throws StoreException if there is no such table or the read fails
   */
  public StoredTable load(String table) {
    return inTransaction(
        "read table " + table,
        () -> {
          TableInfo info =
              find(table)
                  .orElseThrow(() -> new StoreException("no table " + table + " in " + where));
          List<StoredAction> actions = new ArrayList<>();
          try (PreparedStatement p =
              connection.prepareStatement(
                  "SELECT step, seat, action FROM tenace_actions WHERE table_id = ? ORDER BY step")) {
            p.setString(1, table);
            try (ResultSet r = p.executeQuery()) {
              while (r.next()) {
                actions.add(new StoredAction(r.getInt(1), r.getInt(2), r.getString(3)));
              }
            }
          }
          return new StoredTable(info, actions);
        });
  }

  /**
   * A table's game record in the replay format, one line of JSON (see {@link TableRecords}).
   *
   * @throws StoreException if there is no such table or its actions do not replay
   */
  public String record(String table) {
    return TableRecords.line(load(table));
  }

  /** The database, as a user names it (a file or a URL without its password). */
  public String where() {
    return where;
  }

  @Override
  public void close() {
    lock.lock();
    try {
      connection.close();
    } catch (SQLException e) {
      throw new StoreException("cannot close " + where + ": " + e.getMessage(), e);
    } finally {
      lock.unlock();
    }
  }

  private List<TableInfo> list(String condition) {
    return inTransaction(
        "list the tables",
        () -> {
          List<TableInfo> out = new ArrayList<>();
          try (PreparedStatement p =
                  connection.prepareStatement(
                      "SELECT " + COLUMNS + " FROM tenace_tables WHERE " + condition);
              ResultSet r = p.executeQuery()) {
            while (r.next()) {
              out.add(info(r));
            }
          }
          return out;
        });
  }

  /** Checks that the table exists and is open. */
  private void openTable(String table, String what) throws SQLException {
    TableInfo t =
        find(table).orElseThrow(() -> new StoreException("no table " + table + " in " + where));
    if (t.isFinished()) {
      throw new StoreException("table " + table + " is finished: " + what);
    }
  }

  private Optional<TableInfo> find(String table) throws SQLException {
    try (PreparedStatement p =
        connection.prepareStatement("SELECT " + COLUMNS + " FROM tenace_tables WHERE id = ?")) {
      p.setString(1, table);
      try (ResultSet r = p.executeQuery()) {
        return r.next() ? Optional.of(info(r)) : Optional.empty();
      }
    }
  }

  private TableInfo info(ResultSet r) throws SQLException {
    String id = r.getString(1);
    long finished = r.getLong(10);
    Optional<Instant> done =
        r.wasNull() ? Optional.empty() : Optional.of(Instant.ofEpochMilli(finished));
    String result = r.getString(11);
    JsonNode rules = json(id, "rules", r.getString(3));
    if (!rules.isObject()) {
      throw new StoreException("table " + id + ": its stored rules are not a JSON object");
    }
    return new TableInfo(
        id,
        r.getString(2),
        (ObjectNode) rules,
        r.getLong(4),
        r.getInt(5),
        r.getBoolean(6),
        json(id, "seats", r.getString(7)),
        json(id, "options", r.getString(8)),
        Instant.ofEpochMilli(r.getLong(9)),
        done,
        result == null ? null : json(id, "result", result));
  }

  private static JsonNode json(String table, String column, String text) {
    try {
      return JSON.readTree(text);
    } catch (JsonProcessingException e) {
      throw new StoreException(
          "table " + table + ": its stored " + column + " are not JSON: " + e.getOriginalMessage(),
          e);
    }
  }

  private static String text(JsonNode n) {
    try {
      return JSON.writeValueAsString(n);
    } catch (JsonProcessingException e) {
      throw new StoreException("cannot write JSON: " + e.getOriginalMessage(), e);
    }
  }

  /** A unit of work on the connection: SQL that may fail. */
  @FunctionalInterface
  private interface Work<T> {
    T run() throws SQLException;
  }

  /**
   * Runs {@code work} as one transaction, committed if it returns and rolled back if it throws; one
   * thread at a time.
   */
  private <T> T inTransaction(String what, Work<T> work) {
    lock.lock();
    try {
      boolean done = false;
      try {
        T t = work.run();
        connection.commit();
        done = true;
        return t;
      } catch (SQLException e) {
        throw new StoreException("cannot " + what + " in " + where + ": " + e.getMessage(), e);
      } finally {
        if (!done) {
          rollback();
          reconnectIfBroken();
        }
      }
    } finally {
      lock.unlock();
    }
  }

  /** Replaces a connection that no longer works, if a new one can be had (else keeps it). */
  private void reconnectIfBroken() {
    try {
      if (connection.isValid(2)) {
        return;
      }
    } catch (SQLException e) {
      // not valid
    }
    try {
      Connection fresh = database.reconnect();
      try {
        connection.close();
      } catch (SQLException e) {
        // it was broken
      }
      connection = fresh;
    } catch (StoreException e) {
      // the database is still away: the next operation fails and tries again
    }
  }

  private void rollback() {
    try {
      connection.rollback();
    } catch (SQLException e) {
      // the connection is broken: the transaction is lost with it, and the first error is reported
    }
  }
}
