package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.bots.engine.Engines;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A program as a bot on the command line (issue 42, {@code examples/bots/PROTOCOL.md}): {@code
 * simulate} with {@code cmd:python3 examples/python/bot.py} plays and reports like any bot, deals
 * what a built-in bot in that seat gets, and a program that breaks the protocol is reported with
 * exit status 5.
 */
class EngineCliTest {
  /** The Python example, from this module's directory. */
  private static final String PYTHON = "cmd:python3 ../python/bot.py";

  @AfterEach
  void nothingLeft() {
    assertThat(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).toList())
        .isEmpty();
    assertThat(Engines.running()).isEmpty();
    assertThat(Engines.commandsAllowed()).isFalse();
  }

  private static HardeningCliTest.Run simulate(Path record, String bots, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "simulate",
                "hearts",
                "-n",
                "3",
                "--seed",
                "7",
                "--bots",
                bots,
                "--record",
                record.toString()));
    args.addAll(List.of(more));
    return HardeningCliTest.run("", args.toArray(String[]::new));
  }

  @Test
  @DisplayName(
      "simulate hearts --bots cmd:python3 bot.py,heuristic,…: plays and reports like any bot, and"
          + " the same seed deals what heuristic in that seat gets")
  void pythonInSimulate(@TempDir Path dir) throws Exception {
    HardeningCliTest.Run py =
        simulate(dir.resolve("py.jsonl"), PYTHON + ",heuristic,heuristic,heuristic");
    assertThat(py.code()).as(py.err()).isZero();
    assertThat(py.err()).doesNotContain("engine fault");
    assertThat(py.out()).contains("cmd:python3 ../python/bot.py").contains("3 matches");
    HardeningCliTest.Run built =
        simulate(dir.resolve("h.jsonl"), "heuristic,heuristic,heuristic,heuristic");
    assertThat(built.code()).as(built.err()).isZero();

    List<JsonNode> a = records(dir.resolve("py.jsonl"));
    List<JsonNode> b = records(dir.resolve("h.jsonl"));
    assertThat(a).hasSize(3);
    assertThat(b).hasSize(3);
    int compared = 0;
    for (int m = 0; m < 3; m++) {
      JsonNode da = a.get(m).get("deals");
      JsonNode db = b.get(m).get("deals");
      assertThat(a.get(m).get("seed")).isEqualTo(b.get(m).get("seed"));
      for (int d = 0; d < Math.min(da.size(), db.size()); d++) {
        assertThat(da.get(d).get("hands")).isEqualTo(db.get(d).get("hands"));
        compared++;
      }
    }
    assertThat(compared).isGreaterThanOrEqualTo(6);
    HardeningCliTest.Run replay =
        HardeningCliTest.run(Files.readString(dir.resolve("py.jsonl")), "replay");
    assertThat(replay.code()).as(replay.out() + replay.err()).isZero();
  }

  private static List<JsonNode> records(Path f) throws Exception {
    List<JsonNode> out = new ArrayList<>();
    for (String line : Files.readAllLines(f)) {
      if (!line.isBlank()) {
        out.add(Replay.JSON.readTree(line));
      }
    }
    return out;
  }

  @Test
  @DisplayName(
      "a program that answers hello with garbage: reported with its seat, random plays on,"
          + " exit status 5")
  void faultExitStatus(@TempDir Path dir) {
    HardeningCliTest.Run r =
        simulate(
            dir.resolve("f.jsonl"),
            // a comma in the command is written %2C in the comma-separated list
            "heuristic,cmd:python3 -c \"print('hi'%2Cflush=True);input();input()\",heuristic,heuristic",
            "--move-time",
            "2s");
    assertThat(r.code()).as(r.err()).isEqualTo(Engines.EXIT_STATUS);
    assertThat(r.err())
        .contains("tenace: engine fault NOT_STARTED, seat 1 (cmd:python3 -c \"print('hi'%2C")
        .contains("), deal 1 after ")
        .contains("it answered hello with 'hi' instead of {\"type\":\"ready\"}")
        .contains("random plays the seat from here")
        .contains("engine faults (above); exit status 5");
    assertThat(r.out()).contains("3 matches");
  }

  @Test
  @DisplayName("play and ladder seat a program too; none is left running when they end")
  void playAndLadder(@TempDir Path dir) {
    HardeningCliTest.Run play =
        HardeningCliTest.run(
            "quit\n", "play", "hearts", "--seat", "0", "--seed", "3", "--bots", PYTHON);
    assertThat(play.code()).as(play.err()).isZero();
    assertThat(play.out()).contains("bots: seat 1 cmd:python3 ../python/bot.py").contains("bye");
    assertThat(play.err()).doesNotContain("engine fault");
    HardeningCliTest.Run ladder =
        HardeningCliTest.run(
            "",
            "ladder",
            "hearts",
            "--bots",
            "random," + PYTHON,
            "--deals",
            "2",
            "--seed",
            "1",
            "--out",
            dir.resolve("l").toString());
    assertThat(ladder.code()).as(ladder.err()).isZero();
    assertThat(ladder.out()).contains("cmd:python3 ../python/bot.py");
    assertThat(ladder.err()).doesNotContain("engine fault");
  }

  @Test
  @DisplayName("--move-time and --engine-fault are checked; serve refuses cmd:")
  void options() {
    HardeningCliTest.Run t =
        HardeningCliTest.run("", "simulate", "hearts", "-n", "1", "--move-time", "soon");
    assertThat(t.code()).isEqualTo(Failure.BAD_INPUT);
    assertThat(t.err()).contains("--move-time: a move time is a whole number of milliseconds");
    HardeningCliTest.Run f = HardeningCliTest.run("", "play", "--engine-fault", "retry");
    assertThat(f.code()).isEqualTo(Failure.BAD_INPUT);
    assertThat(f.err()).contains("--engine-fault is fallback, fallback:BOT");
    HardeningCliTest.Run serve =
        HardeningCliTest.run(
            "{\"op\":\"new\",\"game\":\"hearts\",\"seats\":[\"client\",\"cmd:sh\",\"random\",\"random\"]}\n",
            "serve");
    assertThat(serve.out()).contains("this tool does not run programs as bots");
  }
}
