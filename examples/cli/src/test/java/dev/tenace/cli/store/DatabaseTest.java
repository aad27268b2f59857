package dev.tenace.cli.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code --db} names, and how a database that cannot be opened is reported. */
class DatabaseTest {
  @TempDir Path dir;

  @Test
  @DisplayName("an unreachable database is one line naming it, without its password")
  void unreachable() {
    String url = "jdbc:postgresql://127.0.0.1:1/nodb?user=u&password=secret";
    assertThatThrownBy(() -> TableStore.open(url))
        .isInstanceOf(StoreException.class)
        .hasMessageStartingWith(
            "cannot open the database jdbc:postgresql://127.0.0.1:1/nodb?user=u&password=***: ")
        .hasMessageNotContaining("secret")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }

  @Test
  @DisplayName("a directory or an empty name is not a database")
  void notADatabase() {
    assertThatThrownBy(() -> TableStore.open(dir.toString()))
        .isInstanceOf(StoreException.class)
        .hasMessage(dir + " is a directory, not a database file");
    assertThatThrownBy(() -> TableStore.open(" "))
        .isInstanceOf(StoreException.class)
        .hasMessage("--db is empty: give a SQLite file or a jdbc: URL");
  }

  @Test
  @DisplayName("a file name opens a SQLite file, created with the schema, named as given")
  void sqliteFile() {
    Path file = dir.resolve("new.db");
    try (TableStore store = TableStore.open(file.toString())) {
      assertThat(store.where()).isEqualTo(file.toString());
      assertThat(store.openTables()).isEmpty();
    }
    assertThat(file).exists();
  }
}
