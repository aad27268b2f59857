package dev.tenace.cli.store;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The table store on an embedded SQLite file, the default. */
class SqliteStoreTest extends StoreContract {
  @TempDir Path dir;

  @Override
  String newDatabase() {
    return Databases.sqlite(dir);
  }
}
