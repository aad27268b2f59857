package dev.tenace.cli.store;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.Match;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shaded jar ({@code examples/target/tenace.jar}, the {@code tenace.jar} system property) finds
 * its migrations and database drivers: {@code tenace records} creates a new SQLite database, reads
 * a table stored by this build, exports it, and {@code tenace replay} (the jar again) accepts the
 * record.
 */
class RecordsJarIT {
  @TempDir Path dir;

  record Run(int status, String out, String err) {}

  private static Run jar(Path in, String... args) throws IOException, InterruptedException {
    String jar = System.getProperty("tenace.jar");
    assertThat(jar).as("the tenace.jar system property (failsafe sets it)").isNotNull();
    assertThat(Path.of(jar)).exists();
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-jar");
    cmd.add(jar);
    cmd.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(cmd);
    if (in != null) {
      pb.redirectInput(in.toFile());
    }
    Path out =
        Files.createTempFile(
            in == null ? Path.of(System.getProperty("java.io.tmpdir")) : in.getParent(),
            "out",
            ".txt");
    Path err = Files.createTempFile(out.getParent(), "err", ".txt");
    Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    assertThat(p.waitFor(3, TimeUnit.MINUTES)).as("tenace " + String.join(" ", args)).isTrue();
    return new Run(
        p.exitValue(),
        Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }

  @Test
  @DisplayName(
      "tenace.jar migrates a new database, lists and exports its tables, replays the export")
  void jarUsesTheStore() throws Exception {
    String db = dir.resolve("tenace.db").toString();
    Run empty = jar(null, "records", "--db", db, "list");
    assertThat(empty.status()).as(empty.err()).isZero();
    assertThat(empty.out()).isEmpty();
    assertThat(Path.of(db)).exists();

    TableInfo t = StoreContract.table("jar-1", "spades", 12, false);
    Match<?> m;
    try (TableStore store = TableStore.open(db)) {
      store.create(t);
      m = StoreContract.play(store, t, StoreContract.fresh(t), 1000);
      store.finish(t.id(), StoreContract.JSON.valueToTree(m.totals()), StoreContract.T0);
    }
    assertThat(m.deal().isTerminal()).isTrue();

    Run list = jar(null, "records", "--db", db, "list");
    assertThat(list.status()).as(list.err()).isZero();
    assertThat(list.out()).startsWith("jar-1\tspades\t");

    Run export = jar(null, "records", "--db", db, "export");
    assertThat(export.status()).as(export.err()).isZero();
    Path record = dir.resolve("record.jsonl");
    Files.writeString(record, export.out());
    Run replay = jar(record, "replay");
    assertThat(replay.status()).as(replay.err()).isZero();
    assertThat(replay.out().lines().toList()).hasSize(1);
    assertThat(StoreContract.JSON.readTree(replay.out()).get("ok").asBoolean()).isTrue();
  }
}
