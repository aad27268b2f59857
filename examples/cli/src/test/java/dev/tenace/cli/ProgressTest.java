package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Progress of long runs on standard error (plain lines off a terminal, nothing when quiet) and the
 * {@code --json} statistics of {@code simulate}.
 */
class ProgressTest {
  private static final long SECOND = 1_000_000_000L;

  @Test
  @DisplayName(
      "plain lines: none before the interval, one per interval with rate and time left, a last one at the end")
  void plainLines() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    AtomicLong now = new AtomicLong(0);
    try (Progress p = new Progress.Lines("soak hearts", "deals", 100, err, now::get, 10 * SECOND)) {
      now.set(9 * SECOND);
      p.stepTo(45);
      assertThat(bytes.toString(StandardCharsets.UTF_8)).isEmpty();
      now.set(10 * SECOND);
      p.stepTo(50);
      now.set(11 * SECOND);
      p.stepTo(55); // within the next interval: no line
      now.set(20 * SECOND);
      p.stepTo(80);
      now.set(25 * SECOND);
      p.stepTo(100);
    }
    assertThat(bytes.toString(StandardCharsets.UTF_8).lines())
        .containsExactly(
            "soak hearts: 50/100 deals (50%), 5.0 deals/s, about 10 s left",
            "soak hearts: 80/100 deals (80%), 4.0 deals/s, about 5.0 s left",
            "soak hearts: 100/100 deals (100%) in 25 s, 4.0 deals/s");
  }

  @Test
  @DisplayName(
      "plain lines from many threads: at most one line per interval, the count never goes back")
  void manyThreads() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    AtomicLong clock = new AtomicLong();
    AtomicLong done = new AtomicLong();
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try (Progress p = new Progress.Lines("run", "deals", 40_000, err, clock::get, SECOND)) {
      List<Future<?>> fs = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        fs.add(
            pool.submit(
                () -> {
                  for (int i = 0; i < 10_000; i++) {
                    clock.addAndGet(SECOND / 1000); // 40 s in all
                    p.stepTo(done.incrementAndGet());
                  }
                }));
      }
      for (Future<?> f : fs) {
        f.get();
      }
    } finally {
      pool.shutdown();
      assertThat(pool.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
    }
    List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
    assertThat(lines.size()).isBetween(30, 41);
    assertThat(lines.get(lines.size() - 1)).startsWith("run: 40,000/40,000 deals (100%) in 40 s");
    long last = -1;
    Matcher m;
    for (String l : lines) {
      m = Pattern.compile("run: ([0-9,]+)/").matcher(l);
      assertThat(m.find()).as(l).isTrue();
      long n = Long.parseLong(m.group(1).replace(",", ""));
      assertThat(n).isGreaterThanOrEqualTo(last);
      last = n;
    }
  }

  @Test
  @DisplayName("quiet: nothing at all")
  void quiet() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (Progress p =
        Progress.of(
            "x",
            "deals",
            10,
            Progress.mode(true),
            new PrintStream(bytes, true, StandardCharsets.UTF_8))) {
      p.stepTo(10);
    }
    assertThat(bytes.size()).isZero();
    assertThat(Progress.mode(true)).isEqualTo(Progress.Mode.QUIET);
  }

  @Test
  @DisplayName(
      "simulate: progress goes to standard error only (lines off a terminal, none with --quiet, none for a short run); standard output is the same")
  void simulateProgress() {
    String[] args = {"simulate", "hearts", "-n", "6", "--seed", "2"};
    TenaceCliTest.Run shortRun;
    // An interval of a day: the run is shorter than it however loaded the machine is.
    System.setProperty("tenace.progress.seconds", "86400");
    try {
      shortRun = TenaceCliTest.run("", args);
    } finally {
      System.clearProperty("tenace.progress.seconds");
    }
    TenaceCliTest.Run loud;
    TenaceCliTest.Run quiet;
    System.setProperty("tenace.progress.seconds", "0"); // a line at every match
    try {
      loud = TenaceCliTest.run("", args);
      quiet = TenaceCliTest.run("", "simulate", "hearts", "-n", "6", "--seed", "2", "--quiet");
    } finally {
      System.clearProperty("tenace.progress.seconds");
    }
    assertThat(loud.code()).isZero();
    List<String> lines = loud.err().lines().toList();
    assertThat(lines).hasSize(7);
    for (int i = 0; i < 6; i++) {
      assertThat(lines.get(i))
          .startsWith("simulate hearts: " + (i + 1) + "/6 matches (")
          .contains(" matches/s");
    }
    assertThat(lines.get(6)).startsWith("simulate hearts: 6/6 matches (100%) in ");
    assertThat(quiet.err()).isEmpty();
    assertThat(shortRun.err()).as("a run shorter than the interval").isEmpty();
    assertThat(quiet.out()).isEqualTo(loud.out()).isEqualTo(shortRun.out()).contains("win rate");
  }

  @Test
  @DisplayName("simulate --json: one JSON object with the run and, per seat, the table's figures")
  void simulateJson() throws Exception {
    TenaceCliTest.Run table =
        TenaceCliTest.run(
            "",
            "simulate",
            "spades",
            "-n",
            "8",
            "--deals",
            "--seed",
            "5",
            "--bots",
            "heuristic,random,heuristic,random",
            "--quiet");
    TenaceCliTest.Run json =
        TenaceCliTest.run(
            "",
            "simulate",
            "spades",
            "-n",
            "8",
            "--deals",
            "--seed",
            "5",
            "--bots",
            "heuristic,random,heuristic,random",
            "--quiet",
            "--json");
    assertThat(json.code()).isZero();
    assertThat(json.out().lines()).hasSize(1);
    JsonNode o = Replay.JSON.readTree(json.out());
    assertThat(o.get("game").asText()).isEqualTo("spades");
    assertThat(o.get("unit").asText()).isEqualTo("deals");
    assertThat(o.get("count").asInt()).isEqualTo(8);
    assertThat(o.get("seed").asLong()).isEqualTo(5);
    assertThat(o.get("completed").asInt()).isEqualTo(8);
    assertThat(o.get("abandonedAtMaxDeals").asInt()).isZero();
    assertThat(o.get("rules").get("targetScore").asText()).isEqualTo("500");
    assertThat(o.get("seats")).hasSize(4);
    for (int s = 0; s < 4; s++) {
      JsonNode x = o.get("seats").get(s);
      assertThat(x.get("bot").asText()).isEqualTo(s % 2 == 0 ? "heuristic" : "random");
    }
    // Spades plays in partnerships: the table's rows are the teams (issue 41), as --json's "teams"
    assertThat(o.get("teams")).hasSize(2);
    for (int t = 0; t < 2; t++) {
      JsonNode x = o.get("teams").get(t);
      assertThat(x.get("seats").get(0).asInt()).isEqualTo(t);
      assertThat(x.get("seats").get(1).asInt()).isEqualTo(t + 2);
      assertThat(x.get("bot").asText()).isEqualTo(t == 0 ? "heuristic" : "random");
      String row =
          String.format(
              "  %-5s %-10s %5.1f%% ± %4.1f%%        %8.2f ± %.2f",
              t + "+" + (t + 2),
              x.get("bot").asText(),
              100 * x.get("winRate").asDouble(),
              100 * x.get("winRateCi95").asDouble(),
              x.get("meanScore").asDouble(),
              x.get("meanScoreCi95").asDouble());
      assertThat(table.out()).contains(row);
    }
    TenaceCliTest.Run none =
        TenaceCliTest.run(
            "",
            "simulate",
            "spades",
            "-n",
            "2",
            "--bots",
            "random",
            "--max-deals",
            "1",
            "--quiet",
            "--json");
    JsonNode n = Replay.JSON.readTree(none.out());
    assertThat(n.get("completed").asInt()).isZero();
    assertThat(n.get("abandonedAtMaxDeals").asInt()).isEqualTo(2);
    assertThat(n.get("seats").get(0).get("winRate").isNull()).isTrue();
  }
}
