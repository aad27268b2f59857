package dev.tenace.cli.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The table store on PostgreSQL ({@code TENACE_POSTGRES_URL}), each test in a new schema; skipped
 * without the URL unless {@code TENACE_POSTGRES_REQUIRED=1}, which makes a missing URL a failure.
 */
class PostgresStoreTest extends StoreContract {
  @Override
  String newDatabase() {
    Optional<String> url = Databases.postgres();
    assumeTrue(url.isPresent(), "TENACE_POSTGRES_URL is not set");
    return url.get();
  }

  @Test
  @DisplayName("a connection the server ends fails one operation, and the next ones work again")
  void serverEndsTheConnection() throws Exception {
    String db = newDatabase();
    try (TableStore store = TableStore.open(db)) {
      store.create(table("r", "spades", 4, true));
      store.append("r", 0, "look");
      int ended = 0;
      try (Connection c = DriverManager.getConnection(db);
          Statement s = c.createStatement();
          ResultSet r =
              s.executeQuery(
                  "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname ="
                      + " current_database() AND usename = current_user AND pid <>"
                      + " pg_backend_pid()")) {
        while (r.next()) {
          ended++;
        }
      }
      assertThat(ended).isPositive();
      assertThatThrownBy(() -> store.append("r", 1, "bid 3"))
          .isInstanceOf(StoreException.class)
          .hasMessageStartingWith("cannot add an action to table r in ");
      assertThat(store.append("r", 1, "bid 3")).isEqualTo(1);
      assertThat(store.load("r").actions())
          .containsExactly(new StoredAction(0, 0, "look"), new StoredAction(1, 1, "bid 3"));
    }
  }
}
