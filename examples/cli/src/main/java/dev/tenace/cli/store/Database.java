package dev.tenace.cli.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * Where the store is: a JDBC URL, or the path of a SQLite file (opened in WAL mode, so that a
 * reader such as {@code tenace records} does not wait for the server's writes, with a busy timeout
 * for writers of other processes). Connecting first migrates the schema with Flyway (the scripts
 * under {@code db/migration}), so a new database is created and an old one brought up to date.
 */
final class Database {
  /** How long a SQLite writer waits for another process's write, in milliseconds. */
  private static final int BUSY_TIMEOUT_MS = 10_000;

  private final String url;
  private final String shown;
  private final boolean sqlite;

  private Database(String url, String shown, boolean sqlite) {
    this.url = url;
    this.shown = shown;
    this.sqlite = sqlite;
  }

  /**
   * The database of {@code db}: a {@code jdbc:} URL as it is, anything else a SQLite file.
   *
   * @throws StoreException if {@code db} is empty or names a directory
   */
  static Database of(String db) {
    if (db.isBlank()) {
      throw new StoreException("--db is empty: give a SQLite file or a jdbc: URL");
    }
    if (db.startsWith("jdbc:")) {
      return new Database(db, hidePassword(db), db.startsWith("jdbc:sqlite:"));
    }
    Path file = Path.of(db);
    if (Files.isDirectory(file)) {
      throw new StoreException(db + " is a directory, not a database file");
    }
    return new Database("jdbc:sqlite:" + file.toAbsolutePath(), db, true);
  }

  /** The URL without any password in it, for messages. */
  static String hidePassword(String url) {
    return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
  }

  /** The database as messages name it. */
  String shown() {
    return shown;
  }

  /**
   * Migrates the schema, then opens a connection without auto-commit.
   *
   * @throws StoreException naming the database if either fails
   */
  Connection connect() {
    migrate();
    return reconnect();
  }

  /**
   * Opens a connection without auto-commit, the schema already migrated.
   *
   * @throws StoreException naming the database if it fails
   */
  Connection reconnect() {
    Properties props = new Properties();
    if (sqlite) {
      // sqlite-jdbc reads pragmas from the connection's properties
      props.setProperty("journal_mode", "WAL");
      props.setProperty("busy_timeout", Integer.toString(BUSY_TIMEOUT_MS));
      props.setProperty("foreign_keys", "true");
    }
    try {
      Connection c = DriverManager.getConnection(url, props);
      c.setAutoCommit(false);
      return c;
    } catch (SQLException e) {
      throw new StoreException("cannot open the database " + shown + ": " + e.getMessage(), e);
    }
  }

  private void migrate() {
    try {
      Flyway.configure(Database.class.getClassLoader())
          .dataSource(url, null, null)
          .locations("classpath:db/migration")
          .load()
          .migrate();
    } catch (FlywayException e) {
      throw new StoreException("cannot open the database " + shown + ": " + reason(e), e);
    }
  }

  /**
   * Why Flyway failed, in one line: the database driver's own message where there is one (Flyway's
   * repeats it in a framed report), else the first line of Flyway's.
   */
  static String reason(FlywayException e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String m =
        root instanceof SQLException && root.getMessage() != null
            ? root.getMessage()
            : e.getMessage();
    if (m == null) {
      return e.getClass().getSimpleName();
    }
    return m.strip().lines().findFirst().orElse(m).strip();
  }
}
