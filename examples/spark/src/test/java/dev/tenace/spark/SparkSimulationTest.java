package dev.tenace.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tenace.cli.Simulation;
import dev.tenace.cli.Tenace;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.View;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.apache.spark.TaskContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark job in local mode against the one-machine {@code tenace simulate}: the same seed gives
 * the same printed figures for any number of partitions, the records are the same lines and replay,
 * and a task that fails is retried without a match counted twice or lost.
 */
class SparkSimulationTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  /** What {@code tenace simulate} prints (status 0 asserted). */
  private static String tenace(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        Tenace.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            new ByteArrayInputStream(new byte[0]));
    assertThat(status).as("tenace %s: %s", String.join(" ", args), err).isZero();
    return out.toString(StandardCharsets.UTF_8);
  }

  /** What {@code tenace-spark} prints, and its status. */
  private static Run spark(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        TenaceSpark.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(
        status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  record Run(int status, String out, String err) {}

  private static String[] concat(String[] a, String... b) {
    List<String> l = new ArrayList<>(List.of(a));
    l.addAll(List.of(b));
    return l.toArray(new String[0]);
  }

  @Test
  @DisplayName(
      "issue 23: the same seed prints the same table as tenace simulate with 1 and 4 partitions")
  void table_oneAndFourPartitions_sameAsTenaceSimulate() {
    String[] run = {
      "simulate",
      "hearts",
      "-n",
      "12",
      "--bots",
      "pimc:3,heuristic,heuristic,heuristic",
      "--seed",
      "23"
    };
    String expected = tenace(concat(run, "--quiet"));
    assertThat(expected).startsWith("hearts: 12 matches, seed 23").contains("  3     heuristic");
    for (String p : List.of("1", "4")) {
      Run r = spark(concat(run, "--master", "local[2]", "--partitions", p));
      assertThat(r.status()).as(r.err()).isZero();
      assertThat(r.out()).as("%s partition(s)", p).isEqualTo(expected);
    }
  }

  @Test
  @DisplayName("issue 23: JSON figures of single deals are the same numbers to the last bit")
  void json_dealsInThreePartitions_sameAsTenaceSimulate() throws IOException {
    String[] run = {
      "simulate",
      "spades",
      "-n",
      "30",
      "--deals",
      "--bots",
      "heuristic,random,heuristic,random",
      "--seed",
      "-4",
      "--json"
    };
    JsonNode expected = JSON.readTree(tenace(concat(run, "--quiet", "--threads", "2")));
    Run r = spark(concat(run, "--master", "local[2]", "--partitions", "3"));
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(expected.path("completed").asInt()).isEqualTo(30);
    assertThat(JSON.readTree(r.out())).isEqualTo(expected);
  }

  @Test
  @DisplayName(
      "issue 23: --record writes the same lines as tenace simulate, in match order, and they replay")
  void records_partFilesInOrder_sameLinesAndReplay() throws IOException {
    String[] run = {
      "simulate", "hearts", "-n", "7", "--bots", "heuristic,random,heuristic,random", "--seed", "5"
    };
    Path one = dir.resolve("one.jsonl");
    tenace(concat(run, "--quiet", "--record", one.toString()));
    Path parts = dir.resolve("records");
    Run r =
        spark(
            concat(run, "--master", "local[2]", "--partitions", "3", "--record", parts.toString()));
    assertThat(r.status()).as(r.err()).isZero();

    Path joined = dir.resolve("joined.jsonl");
    List<String> lines = new ArrayList<>();
    try (Stream<Path> files = Files.list(parts)) {
      for (Path part :
          files.filter(f -> f.getFileName().toString().startsWith("part-")).sorted().toList()) {
        lines.addAll(Files.readAllLines(part, StandardCharsets.UTF_8));
      }
    }
    Files.write(joined, lines, StandardCharsets.UTF_8);
    assertThat(lines).hasSize(7).isEqualTo(Files.readAllLines(one, StandardCharsets.UTF_8));
    String replayed = tenace("replay", joined.toString());
    assertThat(replayed.lines().count()).isGreaterThanOrEqualTo(7);
    assertThat(replayed).doesNotContain("\"ok\":false");
  }

  @Test
  @DisplayName(
      "issue 23: --parquet holds one row per deal and seat whose scores add up to the figures")
  void parquet_rowsPerDealAndSeat_addUpToTheFigures() throws IOException {
    Path table = dir.resolve("deals.parquet");
    Run r =
        spark(
            "simulate",
            "hearts",
            "-n",
            "20",
            "--deals",
            "--bots",
            "heuristic,random,heuristic,random",
            "--seed",
            "9",
            "--json",
            "--master",
            "local[2]",
            "--parquet",
            table.toString());
    assertThat(r.status()).as(r.err()).isZero();
    JsonNode figures = JSON.readTree(r.out());
    SparkSession spark =
        SparkSession.builder().master("local[1]").config("spark.ui.enabled", "false").getOrCreate();
    try {
      Dataset<Row> rows = spark.read().parquet(table.toString());
      assertThat(rows.count()).isEqualTo(20 * 4);
      for (int seat = 0; seat < 4; seat++) {
        Row sums =
            rows.where("seat = " + seat)
                .selectExpr(
                    "sum(score)", "sum(cast(won as int))", "count(distinct match)", "min(bot)")
                .first();
        assertThat(sums.getLong(0) / 20.0)
            .as("seat %d mean score", seat)
            .isEqualTo(figures.path("seats").path(seat).path("meanScore").asDouble());
        assertThat(sums.getLong(2)).isEqualTo(20);
        assertThat(sums.getString(3)).isEqualTo(seat % 2 == 0 ? "heuristic" : "random");
      }
      assertThat(rows.selectExpr("sum(cast(won as int))").first().getLong(0))
          .isGreaterThanOrEqualTo(20);
      // the tie-aware win share: per seat its mean is the printed win rate, per deal it sums to 1
      for (int seat = 0; seat < 4; seat++) {
        double share =
            rows.where("seat = " + seat).selectExpr("sum(winShare)").first().getDouble(0);
        assertThat(share / 20)
            .as("seat %d win rate from winShare", seat)
            .isCloseTo(
                figures.path("seats").path(seat).path("winRate").asDouble(),
                org.assertj.core.data.Offset.offset(1e-12));
      }
      assertThat(
              rows.groupBy("match")
                  .agg(org.apache.spark.sql.functions.sum("winShare").as("s"))
                  .where("abs(s - 1) > 1e-12")
                  .count())
          .isZero();
      Row seeds = rows.selectExpr("min(seed)", "max(seed)").first();
      assertThat(List.of(seeds.getLong(0), seeds.getLong(1))).containsExactly(9L, 9L);
    } finally {
      spark.stop();
    }
  }

  @Test
  @DisplayName("a game on the class path only (Oh Hell) runs on Spark like the bundled ones")
  void gameOnTheClassPath_runs() throws IOException {
    Run r = spark("simulate", "ohhell", "-n", "3", "--master", "local[1]", "--json", "--quiet");
    assertThat(r.status()).as(r.err()).isZero();
    JsonNode o = JSON.readTree(r.out());
    assertThat(o.path("game").asText()).isEqualTo("ohhell");
    assertThat(o.path("completed").asInt() + o.path("abandonedAtMaxDeals").asInt()).isEqualTo(3);
    assertThat(r.out().strip())
        .isEqualTo(tenace("simulate", "ohhell", "-n", "3", "--json", "--quiet").strip());
  }

  /** Faults thrown by {@link FailFirstAttempt}, across tasks of this JVM (local mode). */
  static final AtomicInteger INJECTED = new AtomicInteger();

  /** Not an exception: the runner reports a bot's exceptions, but lets an error end the task. */
  static final class InjectedFault extends Error {
    private static final long serialVersionUID = 1L;

    InjectedFault() {
      super("injected fault", null, false, false);
    }
  }

  /** A bot that fails on its first decision in a task's first attempt, then plays as it would. */
  static final class FailFirstAttempt implements Agent<View<?>> {
    private final Agent<View<?>> bot;

    FailFirstAttempt(Agent<View<?>> bot) {
      this.bot = bot;
    }

    @Override
    public Action act(View<?> view) {
      TaskContext task = TaskContext.get();
      if (task != null && task.attemptNumber() == 0) {
        INJECTED.incrementAndGet();
        throw new InjectedFault();
      }
      return bot.act(view);
    }
  }

  private static Simulation faulty() {
    return Simulation.of("hearts", null, "heuristic,random,heuristic,random", false, 77, 1000, 10)
        .withBots((match, seat, bot) -> match == 6 && seat == 2 ? new FailFirstAttempt(bot) : bot);
  }

  @Test
  @DisplayName("issue 23: a task whose bot fails is retried by Spark and every match counts once")
  void faultInABot_retried_figuresExact() throws IOException {
    String expected =
        tenace(
            "simulate",
            "hearts",
            "-n",
            "10",
            "--bots",
            "heuristic,random,heuristic,random",
            "--seed",
            "77",
            "--json",
            "--quiet");
    INJECTED.set(0);
    Simulation sim = faulty();
    SparkSession spark =
        SparkSession.builder()
            .master("local[2,3]")
            .config("spark.ui.enabled", "false")
            .getOrCreate();
    try {
      Simulation.Tally t = SparkSimulation.run(spark, sim, 4, null, null);
      assertThat(INJECTED.get()).as("faults thrown").isEqualTo(1);
      assertThat(t.added()).isEqualTo(10);
      assertThat(JSON.readTree(sim.json(t))).isEqualTo(JSON.readTree(expected));
    } finally {
      spark.stop();
    }
  }

  @Test
  @DisplayName("issue 23: without retries the same fault fails the job (the fault is real)")
  void faultInABot_noRetries_jobFails() {
    INJECTED.set(0);
    SparkSession spark =
        SparkSession.builder().master("local[2]").config("spark.ui.enabled", "false").getOrCreate();
    try {
      assertThatThrownBy(() -> SparkSimulation.run(spark, faulty(), 4, null, null))
          .hasStackTraceContaining("injected fault");
      assertThat(INJECTED.get()).isEqualTo(1);
    } finally {
      spark.stop();
    }
  }

  @Test
  @DisplayName("bad input: an existing --record path and an unknown game are named in one line")
  void badInput_namedInOneLine() throws IOException {
    Path exists = Files.createDirectories(dir.resolve("taken"));
    Run r =
        spark(
            "simulate", "hearts", "-n", "2", "--master", "local[1]", "--record", exists.toString());
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).contains("--record " + exists + " already exists");
    Path missing = dir.resolve("no-such-dir").resolve("records");
    Run parent =
        spark(
            "simulate",
            "hearts",
            "-n",
            "2",
            "--master",
            "local[1]",
            "--record",
            missing.toString());
    assertThat(parent.status()).isEqualTo(2);
    assertThat(parent.err().strip()).contains("does not exist").doesNotContain("\n");
    assertThat(Files.exists(missing.getParent())).as("no directory created").isFalse();
    Run master = spark("simulate", "hearts", "-n", "2", "--master", "locl[2]");
    assertThat(master.status()).isEqualTo(2);
    assertThat(master.err().strip())
        .isEqualTo(
            "tenace-spark: --master 'locl[2]' is not a Spark master URL (local, local[N], local[*],"
                + " local[N,F], spark://host:port, yarn, k8s://...)");
    Run scheme =
        spark("simulate", "hearts", "-n", "2", "--master", "local[1]", "--parquet", "nosuch://x/y");
    assertThat(scheme.status()).isEqualTo(2);
    assertThat(scheme.err().strip())
        .startsWith("tenace-spark: --parquet nosuch://x/y")
        .doesNotContain("\n");
    Run g = spark("simulate", "whist", "-n", "2");
    assertThat(g.status()).isEqualTo(2);
    assertThat(g.err().strip())
        .startsWith("tenace-spark: unknown game 'whist'")
        .doesNotContain("\n");
  }
}
