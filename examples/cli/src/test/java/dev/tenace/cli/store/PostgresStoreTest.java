package dev.tenace.cli.store;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Optional;

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
}
