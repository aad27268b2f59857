package dev.tenace.cli.store;

import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;

/**
 * The databases the store's tests run against: a SQLite file in a temporary directory, and
 * PostgreSQL when {@code TENACE_POSTGRES_URL} gives a JDBC URL (with its user and password), each
 * test in a schema of its own. With {@code TENACE_POSTGRES_REQUIRED=1} (CI) a missing URL fails the
 * PostgreSQL tests instead of skipping them.
 */
public final class Databases {
  static final String URL = "TENACE_POSTGRES_URL";
  static final String REQUIRED = "TENACE_POSTGRES_REQUIRED";

  private Databases() {}

  /** A new SQLite file's path in {@code dir}. */
  public static String sqlite(Path dir) {
    return dir.resolve("tenace-" + UUID.randomUUID() + ".db").toString();
  }

  /** Whether the PostgreSQL tests must run (CI). */
  public static boolean postgresRequired() {
    return "1".equals(System.getenv(REQUIRED));
  }

  /**
   * The JDBC URL of a new, empty schema of the PostgreSQL database, or empty when none is given and
   * none is required.
   */
  public static Optional<String> postgres() {
    String url = System.getenv(URL);
    if (url == null || url.isBlank()) {
      if (postgresRequired()) {
        fail(REQUIRED + "=1 but " + URL + " is not set: the PostgreSQL tests must run");
      }
      return Optional.empty();
    }
    String schema = "t_" + UUID.randomUUID().toString().replace("-", "").toLowerCase(Locale.ROOT);
    try (Connection c = DriverManager.getConnection(url);
        Statement s = c.createStatement()) {
      s.execute("CREATE SCHEMA " + schema);
    } catch (SQLException e) {
      throw new AssertionError("cannot reach PostgreSQL at " + Database.hidePassword(url), e);
    }
    return Optional.of(url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema);
  }
}
