package dev.tenace.cli.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tables survive a crash: a child JVM ({@link CrashChild}) plays part of a match at two tables,
 * appending each action to the store, and is killed with SIGKILL; the database is reopened, both
 * tables are rebuilt from their records and played on to the end, which must be the end of an
 * uninterrupted run of the same seeds (the same match, totals and winners).
 */
class CrashRecoveryTest {
  /**
   * The two tables: a Spades match (to 200, or down to -500: the test's player bids at random) and
   * a Hearts match, each killed in its second deal.
   */
  static final List<TableInfo> TABLES =
      List.of(spades(), StoreContract.table("crash-hearts", "hearts", 1127, true));

  private static TableInfo spades() {
    TableInfo t = StoreContract.table("crash-spades", "spades", 2026, true);
    t.rules().put("targetScore", "200").put("lossScore", "-500");
    return t;
  }

  /** Actions played before the kill: into the second deal of each (52 cards, 4 passes). */
  private static final int STEPS_SPADES = 70;

  private static final int STEPS_HEARTS = 61;

  /** The longest match the test plays on, in actions. */
  private static final int LIMIT = 100_000;

  @TempDir Path dir;

  @Test
  @DisplayName("SQLite: both tables killed mid-match go on to the uninterrupted result")
  void sqlite() throws Exception {
    crashAndResume(Databases.sqlite(dir));
  }

  @Test
  @DisplayName("PostgreSQL: both tables killed mid-match go on to the uninterrupted result")
  void postgres() throws Exception {
    Optional<String> url = Databases.postgres();
    assumeTrue(url.isPresent(), "TENACE_POSTGRES_URL is not set");
    crashAndResume(url.get());
  }

  private void crashAndResume(String db) throws Exception {
    Process child = startChild(db);
    try {
      awaitReady(child);
    } finally {
      child.destroyForcibly();
      assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
    }
    // SIGKILL: 128 + 9
    assertThat(child.exitValue()).isEqualTo(137);
    try (TableStore store = TableStore.open(db)) {
      assertThat(store.openTables()).containsExactlyInAnyOrderElementsOf(TABLES);
      resume(store, TABLES.get(0), STEPS_SPADES);
      resume(store, TABLES.get(1), STEPS_HEARTS);
    }
  }

  private static void resume(TableStore store, TableInfo t, int steps) {
    StoredTable stored = store.load(t.id());
    assertThat(stored.actions()).hasSize(steps);
    Match<?> rebuilt = Rebuild.of(stored).match();
    assertThat(rebuilt.dealNumber()).isEqualTo(2);
    Match<?> before = Plays.playOn(StoreContract.fresh(t), t.seed(), 0, steps, true, (s, a) -> {});
    assertThat(rebuilt).isEqualTo(before);
    Match<?> resumed = on(store, t, rebuilt, steps);
    Match<?> uninterrupted =
        Plays.playOn(StoreContract.fresh(t), t.seed(), 0, LIMIT, true, (s, a) -> {});
    assertThat(uninterrupted.isOver()).isTrue();
    assertThat(resumed.isOver()).isTrue();
    assertThat(resumed.totals()).isEqualTo(uninterrupted.totals());
    assertThat(resumed.winners()).isEqualTo(uninterrupted.winners());
    assertThat(resumed).isEqualTo(uninterrupted);
    // and the store's record of the resumed table rebuilds to the same end
    assertThat(Rebuild.of(store.load(t.id())).match()).isEqualTo(uninterrupted);
  }

  private static <S extends GameState<S, ?>> Match<S> on(
      TableStore store, TableInfo t, Match<S> m, int step) {
    return Plays.playOn(
        m, t.seed(), step, LIMIT, true, (s, a) -> store.append(t.id(), s, a.text()));
  }

  private static Process startChild(String db) throws IOException {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(CrashChild.class.getName());
    cmd.add(db);
    cmd.add(Integer.toString(STEPS_SPADES));
    cmd.add(Integer.toString(STEPS_HEARTS));
    return new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
  }

  /** Waits (two minutes at most) for the child's {@code ready}. */
  private static void awaitReady(Process child) throws Exception {
    BufferedReader r =
        new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
    CompletableFuture<String> line =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return r.readLine();
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
    assertThat(line.get(2, TimeUnit.MINUTES))
        .as("the child's first line (it failed if null)")
        .isEqualTo("ready");
  }
}
