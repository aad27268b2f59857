package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
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
 * The command-line findings of the hardening issue, each reproduced as it was reported: the test
 * named after a finding failed before its fix. Memory, signals and {@code /dev/full} are tested on
 * the real command in a child JVM.
 */
class HardeningCliTest {

  record Run(int code, String out, String err) {
    List<String> outLines() {
      return out.isEmpty() ? List.of() : List.of(out.split("\n"));
    }

    List<String> errLines() {
      return err.isEmpty() ? List.of() : List.of(err.split("\n"));
    }
  }

  static Run run(byte[] stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Tenace.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            new ByteArrayInputStream(stdin));
    return new Run(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  static Run run(String stdin, String... args) {
    return run(stdin.getBytes(StandardCharsets.UTF_8), args);
  }

  /**
   * A run whose standard output fails once {@code okBytes} bytes are written, as a closed pipe or a
   * full disk does.
   */
  static Run runFailingOut(InputStream stdin, int okBytes, String... args) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Tenace.run(
            args,
            new PrintStream(new FailingStream(okBytes), true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            stdin);
    return new Run(code, "", err.toString(StandardCharsets.UTF_8));
  }

  /** An output stream that throws after a number of bytes. */
  static final class FailingStream extends OutputStream {
    private int left;

    FailingStream(int okBytes) {
      this.left = okBytes;
    }

    @Override
    public void write(int b) throws IOException {
      if (left-- <= 0) {
        throw new IOException("Broken pipe");
      }
    }
  }

  /** The deal of {@link TenaceCliTest}: each seat holds one suit; seat 0 leads 2C. */
  static final String DEAL =
      "{\"game\":\"hearts\",\"dealer\":3,\"passDirection\":\"HOLD\","
          + "\"hands\":[[\"2C\",\"3C\",\"4C\",\"5C\",\"6C\",\"7C\",\"8C\",\"9C\",\"TC\",\"JC\",\"QC\",\"KC\",\"AC\"],"
          + "[\"2D\",\"3D\",\"4D\",\"5D\",\"6D\",\"7D\",\"8D\",\"9D\",\"TD\",\"JD\",\"QD\",\"KD\",\"AD\"],"
          + "[\"2S\",\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\",\"TS\",\"JS\",\"QS\",\"KS\",\"AS\"],"
          + "[\"2H\",\"3H\",\"4H\",\"5H\",\"6H\",\"7H\",\"8H\",\"9H\",\"TH\",\"JH\",\"QH\",\"KH\",\"AH\"]],"
          + "\"actions\":[\"0 play 2C\",\"1 play 2D\"]}";

  private static byte[] bytes(Object... parts) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    for (Object p : parts) {
      byte[] x = p instanceof byte[] bs ? bs : p.toString().getBytes(StandardCharsets.UTF_8);
      b.writeBytes(x);
    }
    return b.toByteArray();
  }

  private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

  // ------------------------------------------------------------------ finding 2

  @Test
  @DisplayName(
      "finding 2: CRLF line endings read as LF: a line cut inside a string gets the same answer either way")
  void finding2CrlfIsALineEnding() {
    String cut = DEAL.substring(0, DEAL.indexOf("\"hands\"") + 3); // ends inside an open string
    Run lf = run(bytes(cut, "\n", DEAL, "\n"), "replay");
    Run crlf = run(bytes(cut, "\r\n", DEAL, "\r\n"), "replay");
    assertThat(crlf.outLines()).hasSize(2).isEqualTo(lf.outLines());
    assertThat(crlf.outLines().get(0)).contains("malformed JSON").contains("\"line\":1");
  }

  @Test
  @DisplayName(
      "finding 2: an invalid UTF-8 byte is an error for its line only, the same for a file and standard input; a BOM is skipped")
  void finding2OneDecodingPolicy(@TempDir Path dir) throws IOException {
    String good = Replay.line(DEAL).get(0).toString();
    // a Latin-1 é inside a string, a lone continuation byte, a truncated sequence at the end of a
    // line
    int h = DEAL.indexOf("HOLD") + 1;
    byte[] input =
        bytes(
            BOM,
            DEAL,
            "\n",
            DEAL.substring(0, h),
            new byte[] {(byte) 0xE9},
            DEAL.substring(h),
            "\n",
            new byte[] {(byte) 0x80},
            DEAL,
            "\n",
            DEAL,
            "\n",
            DEAL,
            new byte[] {(byte) 0xE2, (byte) 0x82},
            "\n",
            DEAL,
            "\r\n");
    Path file = dir.resolve("in.jsonl");
    Files.write(file, input);
    Run fromFile = run("", "replay", file.toString());
    Run fromStdin = run(input, "replay");
    assertThat(fromFile).isEqualTo(fromStdin);
    List<String> lines = fromFile.outLines();
    assertThat(lines).hasSize(6);
    assertThat(lines.get(0)).as("the BOM is skipped").isEqualTo(good);
    assertThat(lines.get(1))
        .contains("\"ok\":false")
        .contains("line 2 is not valid UTF-8")
        .contains("\"line\":2");
    assertThat(lines.get(2))
        .contains("\"ok\":false")
        .contains("not valid UTF-8 (malformed byte at byte 1)")
        .contains("\"line\":3");
    assertThat(lines.get(3)).isEqualTo(good);
    assertThat(lines.get(4)).contains("not valid UTF-8").contains("\"line\":5");
    assertThat(lines.get(5)).as("a CR before the LF is whitespace").isEqualTo(good);
    assertThat(fromFile.code()).isEqualTo(1);
    assertThat(fromFile.err())
        .contains("3 deal(s)")
        .contains("line(s) 2, 3, 5")
        .doesNotContain("Input length");
    // valid UTF-8 beyond ASCII is text as usual; a BOM elsewhere than the start is not skipped
    Run accents = run(bytes(DEAL.replace("\"HOLD\"", "\"HÔLD\""), "\n", BOM, DEAL, "\n"), "replay");
    assertThat(accents.outLines()).hasSize(2);
    assertThat(accents.outLines().get(0)).contains("HÔLD").doesNotContain("UTF-8");
    assertThat(accents.outLines().get(1)).contains("malformed JSON").contains("\"line\":2");
  }

  // ------------------------------------------------------------------ finding 3

  @Test
  @DisplayName(
      "finding 3: a second JSON value or trailing text on a line is an error for the line, never a dropped deal")
  void finding3TrailingContentIsAnError() {
    Run r =
        run(
            DEAL
                + DEAL
                + "\n"
                + DEAL
                + "garbage\n"
                + DEAL
                + " {}\n"
                + DEAL
                + " \t\n"
                + DEAL
                + "]\n",
            "replay");
    List<String> lines = r.outLines();
    assertThat(lines).hasSize(5);
    assertThat(lines.get(0))
        .contains("\"ok\":false")
        .contains("a second JSON value or other text")
        .contains("\"line\":1");
    assertThat(lines.get(1)).contains("\"ok\":false").contains("garbage").contains("\"line\":2");
    assertThat(lines.get(2)).contains("\"ok\":false").contains("\"line\":3");
    assertThat(lines.get(3)).as("trailing whitespace is fine").startsWith("{\"ok\":true");
    assertThat(lines.get(4)).contains("\"ok\":false").contains("\"line\":5");
    assertThat(r.code()).isEqualTo(1);
    // the same inside a game record: nothing after its object
    String record = "{\"game\":\"hearts\",\"deals\":[" + DEAL + "]}";
    assertThat(Replay.line(record)).hasSize(1);
    assertThat(Replay.line(record + record)).hasSize(1).allMatch(o -> !o.get("ok").asBoolean());
    // a field given twice is not settled silently either
    assertThat(
            Replay.line(
                    DEAL.replace(
                        "{\"game\":\"hearts\",", "{\"game\":\"hearts\",\"game\":\"spades\","))
                .get(0)
                .get("error")
                .asText())
        .contains("field \"game\" is given twice"); // in the library's words (issue 41)
  }

  // ------------------------------------------------------------------ finding 4

  @Test
  @DisplayName(
      "finding 4: every command whose output fails exits 3 with one line 'tenace: cannot write standard output'")
  void finding4WriteErrorsAreReported() {
    byte[] deals = (DEAL + "\n").repeat(3).getBytes(StandardCharsets.UTF_8);
    List<String[]> commands =
        List.of(
            new String[] {"--seed", "1", "--bots", "random", "--ascii"},
            new String[] {"play", "hearts", "--seed", "1", "--ascii"},
            new String[] {"simulate", "hearts", "-n", "2", "--bots", "random"},
            new String[] {"replay"},
            new String[] {"rules", "spades"},
            new String[] {"bench", "hearts", "--seconds", "0.01"},
            new String[] {"--help"},
            new String[] {"simulate", "--version"});
    for (String[] args : commands) {
      for (int ok : new int[] {0, 5}) {
        Run r =
            runFailingOut(
                new ByteArrayInputStream(
                    args[0].equals("replay") ? deals : "quit\n".getBytes(StandardCharsets.UTF_8)),
                ok,
                args);
        assertThat(r.code())
            .as("%s after %d bytes: %s", String.join(" ", args), ok, r.err())
            .isEqualTo(3);
        assertThat(r.errLines())
            .as(String.join(" ", args))
            .containsExactly("tenace: cannot write standard output");
      }
    }
  }

  @Test
  @DisplayName(
      "finding 4: --record to /dev/full, and replay or the main command with standard output on /dev/full, exit 3 with one line")
  void finding4DevFull() throws Exception {
    Path full = Path.of("/dev/full");
    assumeTrue(Files.isWritable(full), "/dev/full is available");
    Run r =
        run(
            "",
            "simulate",
            "hearts",
            "-n",
            "3",
            "--deals",
            "--bots",
            "random",
            "--record",
            "/dev/full");
    assertThat(r.code()).isEqualTo(3);
    assertThat(r.errLines())
        .containsExactly("tenace: cannot write /dev/full: No space left on device");
    Child replay = Child.run(List.of(), (DEAL + "\n").repeat(5), full.toFile(), "replay");
    assertThat(replay.code()).isEqualTo(3);
    assertThat(replay.err()).isEqualTo("tenace: cannot write standard output\n");
    Child match = Child.run(List.of(), "", full.toFile(), "--seed", "3", "--bots", "random");
    assertThat(match.code()).isEqualTo(3);
    assertThat(match.err()).isEqualTo("tenace: cannot write standard output\n");
  }

  // ------------------------------------------------------------------ finding 5

  @Test
  @DisplayName(
      "finding 5: simulate --deals --record writes each deal once; replay prints one line per deal")
  void finding5EachDealRecordedOnce(@TempDir Path dir) throws IOException {
    Path rec = dir.resolve("deals.jsonl");
    Run s =
        run(
            "",
            "simulate",
            "spades",
            "--deals",
            "-n",
            "7",
            "--bots",
            "random",
            "--record",
            rec.toString());
    assertThat(s.code()).as(s.err()).isZero();
    List<String> lines = Files.readAllLines(rec);
    assertThat(lines).hasSize(7);
    for (String l : lines) {
      JsonNode deals = Replay.JSON.readTree(l).get("deals");
      assertThat(deals).hasSize(1);
      assertThat(deals.get(0).get("actions").size()).isGreaterThan(50);
      assertThat(deals.get(0).has("result")).isTrue();
    }
    Run r = run("", "replay", rec.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.outLines())
        .hasSize(7)
        .allMatch(l -> l.startsWith("{\"ok\":true") && l.contains("\"result\""));
  }

  // ------------------------------------------------------------------ finding 6

  @Test
  @DisplayName(
      "finding 6: records are whole lines, flushed one by one while simulate runs, and SIGTERM finishes the line being written")
  void finding6WholeLinesFlushedAndFinishedOnSignal(@TempDir Path dir) throws Exception {
    assumeTrue(File.separatorChar == '/', "signals");
    Path rec = dir.resolve("r.jsonl");
    Process p =
        Child.start(
            List.of("-Xmx64m"),
            null,
            "simulate",
            "hearts",
            "--deals",
            "-n",
            "100000000",
            "--bots",
            "random",
            "--record",
            rec.toString());
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
      int seen = 0;
      while (seen < 200 && System.nanoTime() < deadline) {
        Thread.sleep(50);
        byte[] now = Files.exists(rec) ? Files.readAllBytes(rec) : new byte[0];
        String text = new String(now, StandardCharsets.UTF_8);
        // while the run goes on, every line up to the last line end is a whole record
        int end = text.lastIndexOf('\n');
        String[] whole = end < 0 ? new String[0] : text.substring(0, end).split("\n");
        for (String l : whole) {
          assertThat(Replay.JSON.readTree(l).get("deals")).hasSize(1);
        }
        seen = whole.length;
      }
      assertThat(seen)
          .as("records appear one by one as deals end, not in buffer-sized blocks at the end")
          .isGreaterThanOrEqualTo(200);
      assertThat(p.isAlive()).isTrue();
    } finally {
      p.destroy(); // SIGTERM
      assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
    }
    byte[] all = Files.readAllBytes(rec);
    assertThat(all[all.length - 1]).as("the file ends with a whole line").isEqualTo((byte) '\n');
    List<String> lines = Files.readAllLines(rec);
    for (String l : lines) {
      assertThat(Replay.JSON.readTree(l).get("deals").get(0).has("result")).isTrue();
    }
    Run r = run("", "replay", rec.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.outLines()).hasSize(lines.size());
  }

  // ------------------------------------------------------------------ finding 7

  @Test
  @DisplayName(
      "finding 7: --max-deals cuts a match that does not end: reported as abandoned with the standings, counted apart in simulate")
  void finding7MaxDeals() {
    Run main =
        run(
            "",
            "--game",
            "spades",
            "--bots",
            "random",
            "--seed",
            "5",
            "--max-deals",
            "2",
            "--ascii");
    assertThat(main.code()).as(main.err()).isZero();
    assertThat(main.out())
        .contains("Abandoned after 2 deals (--max-deals 2), no winner; standings")
        .doesNotContain("Final standings")
        .doesNotContain("winner\n")
        .doesNotContain("Deal 3");
    assertThat(main.out().lines().filter(l -> l.startsWith("  seat "))).hasSize(4);
    Run done = run("", "--seed", "42", "--ascii");
    assertThat(done.out())
        .contains("Final standings")
        .contains("winner")
        .doesNotContain("Abandoned");

    Run sim = run("", "simulate", "spades", "-n", "5", "--bots", "random", "--max-deals", "1");
    assertThat(sim.code()).as(sim.err()).isZero();
    assertThat(sim.out())
        .contains("no match completed")
        .contains("5 of 5 matches abandoned after 1 deals (--max-deals)")
        .doesNotContain("NaN");
    Run some =
        run(
            "",
            "simulate",
            "hearts",
            "-n",
            "6",
            "--bots",
            "random",
            "--max-deals",
            "10",
            "--seed",
            "4");
    assertThat(some.code()).as(some.err()).isZero();
    assertThat(some.out()).contains("win rate").contains("5 of 6 matches abandoned after 10 deals");

    // seat 0 passes three of its cards, then plays the first legal card (number 1) every time
    Run play =
        run(
            "QS KS JS\n" + "1\n".repeat(40),
            "play",
            "hearts",
            "--seed",
            "3",
            "--ascii",
            "--max-deals",
            "1");
    assertThat(play.code()).as(play.err()).isZero();
    assertThat(play.out())
        .contains("deal 1 over")
        .contains("match abandoned after 1 deal (--max-deals 1), no winner")
        .doesNotContain("game over");

    for (String cmd : new String[] {"", "play", "simulate"}) {
      Run help = cmd.isEmpty() ? run("", "--help") : run("", cmd, "--help");
      assertThat(help.out()).as(cmd).contains("--max-deals").contains("(default: 1000)");
    }
  }

  // ------------------------------------------------------------------ finding 8

  @Test
  @DisplayName(
      "finding 8: simulate --deals --record and replay of a long record run in a small heap (a child JVM with -Xmx32m); records are the same for any --threads")
  void finding8BoundedMemory(@TempDir Path dir) throws Exception {
    // results are taken in match order through a bounded window: the same figures and records for
    // any --threads
    Path one = dir.resolve("t1.jsonl");
    Path three = dir.resolve("t3.jsonl");
    Run t1 =
        run("", "simulate", "hearts", "-n", "25", "--bots", "random", "--record", one.toString());
    Run t3 =
        run(
            "",
            "simulate",
            "hearts",
            "-n",
            "25",
            "--bots",
            "random",
            "--record",
            three.toString(),
            "--threads",
            "3");
    assertThat(t1.code()).isZero();
    assertThat(t3.out()).isEqualTo(t1.out());
    assertThat(Files.mismatch(one, three)).isEqualTo(-1L);
    assertThat(Files.readAllLines(one)).hasSize(25);

    Path rec = dir.resolve("deals.jsonl");
    Child sim =
        Child.run(
            List.of("-Xmx32m"),
            "",
            null,
            "simulate",
            "hearts",
            "-n",
            "40000",
            "--deals",
            "--bots",
            "random",
            "--record",
            rec.toString(),
            "--threads",
            "2");
    assertThat(sim.code()).as(sim.err()).isZero();
    assertThat(sim.out()).contains("40000 deals");
    // one game record of 12,000 deals on a single line (about 12 MB), as a long match's record is
    List<String> lines = Files.readAllLines(rec);
    StringBuilder record = new StringBuilder();
    String head = lines.get(0).substring(0, lines.get(0).indexOf("\"deals\":[") + 9);
    record.append(head);
    for (int i = 0; i < 12_000; i++) {
      String l = lines.get(i);
      record.append(i == 0 ? "" : ",").append(l, l.indexOf("\"deals\":[") + 9, l.length() - 2);
    }
    record.append("]}\n");
    Path big = dir.resolve("one-line.jsonl");
    Files.writeString(big, record);
    assertThat(Files.size(big)).isGreaterThan(10_000_000);
    Child replay =
        Child.run(
            List.of("-Xmx32m"), "", dir.resolve("out.jsonl").toFile(), "replay", big.toString());
    // 12,000 single deals glued into one record make no match (issue 41): every deal is answered,
    // and the last one says why there is no match result
    assertThat(replay.code()).as(replay.err()).isEqualTo(1);
    assertThat(replay.err()).contains("no match result for the record(s) at input line(s) 1");
    List<String> answers = Files.readAllLines(dir.resolve("out.jsonl"));
    assertThat(answers).hasSize(12_000);
    assertThat(answers.get(answers.size() - 1)).contains("\"matchError\"");
  }

  @Test
  @DisplayName(
      "finding 8: out of memory ends the process with one line and status 4, never a stack trace or a hang")
  void finding8OutOfMemoryIsOneLine(@TempDir Path dir) throws Exception {
    // one 40 MB line cannot be held in a 16 MB heap
    Path big = dir.resolve("huge.jsonl");
    try (OutputStream o = Files.newOutputStream(big)) {
      o.write("{\"game\":\"hearts\",\"note\":\"".getBytes(StandardCharsets.UTF_8));
      byte[] x = "x".repeat(1 << 20).getBytes(StandardCharsets.UTF_8);
      for (int i = 0; i < 40; i++) {
        o.write(x);
      }
      o.write("\"}\n".getBytes(StandardCharsets.UTF_8));
    }
    Child r = Child.run(List.of("-Xmx16m"), "", null, "replay", big.toString());
    assertThat(r.code()).isEqualTo(4);
    assertThat(r.err()).startsWith("tenace: out of memory").doesNotContain("\tat ").hasLineCount(1);
  }

  // ------------------------------------------------------------------ finding 9

  @Test
  @DisplayName(
      "finding 9: every numeric option is checked against its range, with a message naming the option and the range")
  void finding9NumericOptionsValidated() {
    String[][] cases = {
      {"--threads must be a whole number 1..256 but was 0", "bench", "--threads", "0"},
      {
        "--threads must be a whole number 1..256 but was 40000",
        "simulate",
        "hearts",
        "--threads",
        "40000"
      },
      {
        "--seconds must be a number of seconds from 0.01 to 3600 but was '0'",
        "bench",
        "--seconds",
        "0"
      },
      {
        "--seconds must be a number of seconds from 0.01 to 3600 but was '-1'",
        "bench",
        "--seconds",
        "-1"
      },
      {
        "--seconds must be a number of seconds from 0.01 to 3600 but was 'NaN'",
        "bench",
        "--seconds",
        "NaN"
      },
      {
        "--seconds must be a number of seconds from 0.01 to 3600 but was 'Infinity'",
        "bench",
        "--seconds",
        "Infinity"
      },
      {"-n must be a whole number 1..2147483647 but was 0", "simulate", "hearts", "-n", "0"},
      {
        "-n must be a whole number 1..2147483647 but was 4294967297",
        "simulate",
        "hearts",
        "-n",
        "4294967297"
      },
      {"--seat must be 0..3 at this 4-player table but was 4", "play", "hearts", "--seat", "4"},
      {"--seat must be a whole number 0..2147483647 but was -1", "play", "--seat", "-1"},
      {"--max-deals must be a whole number 1..10000 but was 0", "--max-deals", "0"},
      {
        "--max-deals must be a whole number 1..10000 but was 10001",
        "simulate",
        "hearts",
        "--max-deals",
        "10001"
      },
      {
        "--seed must be a whole number from -9223372036854775808 to 9223372036854775807 but was '1.5'",
        "--seed",
        "1.5"
      },
      {
        "--seed must be a whole number from -9223372036854775808 to 9223372036854775807 but was 9223372036854775808",
        "simulate",
        "hearts",
        "--seed",
        "9223372036854775808"
      },
      {
        "bot 'pimc:2147483647': the sample count must be 1..100000",
        "simulate",
        "hearts",
        "--bots",
        "pimc:2147483647"
      },
      {"bot 'pimc:0': the sample count must be 1..100000", "--bots", "pimc:0"},
    };
    for (String[] c : cases) {
      String[] args = java.util.Arrays.copyOfRange(c, 1, c.length);
      Run r = run("quit\n", args);
      assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
      assertThat(r.errLines()).as(String.join(" ", args)).hasSize(1);
      assertThat(r.err())
          .as(String.join(" ", args))
          .contains(c[0])
          .doesNotContain("null")
          .doesNotContain("Exception");
    }
    // the extremes of every range are accepted
    assertThat(
            run(
                    "",
                    "simulate",
                    "hearts",
                    "--deals",
                    "-n",
                    "1",
                    "--threads",
                    "256",
                    "--bots",
                    "random",
                    "--seed",
                    "-9223372036854775808")
                .code())
        .isZero();
    assertThat(
            run("", "--seed", "9223372036854775807", "--bots", "random", "--max-deals", "10000")
                .code())
        .isZero();
    assertThat(run("quit\n", "play", "sheepshead", "--seat", "4", "--max-deals", "1").code())
        .isZero();
    assertThat(run("", "bench", "hearts", "--seconds", "0.01", "--threads", "2").code()).isZero();
  }

  // ------------------------------------------------------------------ finding 12

  @Test
  @DisplayName("finding 12: a parse error is one line and where the help is, not the whole usage")
  void finding12ParseErrorsAreOneLine() {
    String[][] cases = {
      {
        "tenace: Unknown option: '--foo'; see 'tenace simulate --help'",
        "simulate",
        "hearts",
        "--foo"
      },
      {"tenace: Missing required parameter: '<game>'; see 'tenace simulate --help'", "simulate"},
      {"tenace: Unknown option: '--bogus'; see 'tenace --help'", "--bogus"},
      {
        "tenace: Missing required parameter for option '--seed' (N); see 'tenace play --help'",
        "play",
        "--seed"
      },
      {
        "tenace: Unmatched argument at index 2: 'extra'; see 'tenace rules --help'",
        "rules",
        "hearts",
        "extra"
      },
    };
    for (String[] c : cases) {
      Run r = run("", java.util.Arrays.copyOfRange(c, 1, c.length));
      assertThat(r.code()).isEqualTo(2);
      assertThat(r.errLines()).containsExactly(c[0]);
      assertThat(r.out()).isEmpty();
    }
  }

  @Test
  @DisplayName(
      "finding 12: a missing file says 'no such file', a directory says so, a missing --record directory too")
  void finding12FileErrors(@TempDir Path dir) {
    Run r = run("", "replay", "/nonexistent");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.errLines()).containsExactly("tenace: no such file: /nonexistent");
    Run d = run("", "replay", dir.toString());
    assertThat(d.errLines()).containsExactly("tenace: cannot read " + dir + ": it is a directory");
    Path rec = dir.resolve("no/such/dir/r.jsonl");
    Run s = run("", "simulate", "hearts", "-n", "1", "--record", rec.toString());
    assertThat(s.code()).isEqualTo(3);
    assertThat(s.errLines()).containsExactly("tenace: cannot write " + rec + ": no such directory");
  }

  @Test
  @DisplayName(
      "finding 12: two presets or a variant set twice in --rules is an error naming them, not 'last wins'")
  void finding12RulesConflicts() {
    Run two = run("", "--rules", "common-online,widow-5");
    assertThat(two.code()).isEqualTo(2);
    assertThat(two.err()).contains("two presets, 'common-online' and 'widow-5'");
    Run twice =
        run("", "simulate", "hearts", "-n", "1", "--rules", "targetScore=50,targetScore=60");
    assertThat(twice.code()).isEqualTo(2);
    assertThat(twice.err())
        .contains("'targetScore' is set twice (targetScore=50 and targetScore=60)");
    assertThat(twice.out()).isEmpty();
    assertThat(
            run(
                    "",
                    "simulate",
                    "hearts",
                    "-n",
                    "1",
                    "--bots",
                    "random",
                    "--rules",
                    "common-online,targetScore=50")
                .code())
        .isZero();
  }

  @Test
  @DisplayName(
      "finding 12: replay errors and rejections name their input line, in the output and in the summary")
  void finding12ReplayLineNumbers() {
    Run r =
        run(
            "\n" + DEAL + "\n{not json\n\n" + DEAL.replace("0 play 2C", "0 play 3C") + "\n",
            "replay");
    List<String> lines = r.outLines();
    assertThat(lines).hasSize(3);
    assertThat(lines.get(0)).doesNotContain("\"line\"");
    assertThat(lines.get(1)).contains("malformed JSON").endsWith(",\"line\":3}");
    assertThat(lines.get(2)).contains("\"rule\":\"FIRST_LEAD\"").endsWith(",\"line\":5}");
    assertThat(r.errLines())
        .containsExactly("tenace replay: 2 deal(s) rejected or malformed, at input line(s) 3, 5");
  }

  @Test
  @DisplayName("finding 12: the main command checks its bots before it prints anything")
  void finding12BotsCheckedBeforeTheHeader() {
    Run r = run("", "--bots", "random,genius,random,random");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.errLines())
        .containsExactly(
            "tenace: unknown bot 'genius' (known: random, heuristic, pimc, pimc:N, pimc:Tms, ismcts, ismcts:N, ismcts:Tms, best, cmd:PROGRAM)");
    Run count = run("", "--bots", "random,random");
    assertThat(count.out()).isEmpty();
    assertThat(count.err()).contains("--bots needs 1 or 4 bots but got 2");
  }

  @Test
  @DisplayName("finding 12: -V prints the version for every command")
  void finding12VersionEverywhere() {
    for (String cmd : new String[] {"play", "simulate", "replay", "rules", "bench"}) {
      Run r = run("", cmd, "-V");
      assertThat(r.code()).isZero();
      assertThat(r.out()).as(cmd).isEqualTo("tenace 0.1.0\n");
    }
    assertThat(run("", "--version").out()).isEqualTo("tenace 0.1.0\n");
  }

  @Test
  @DisplayName("finding 12: replay stops reading when its output is closed, instead of working on")
  void finding12ReplayStopsWhenOutputCloses() {
    byte[] input = (DEAL + "\n").repeat(5000).getBytes(StandardCharsets.UTF_8);
    long[] read = {0};
    InputStream counting =
        new ByteArrayInputStream(input) {
          @Override
          public synchronized int read(byte[] b, int off, int len) {
            int k = super.read(b, off, len);
            read[0] += Math.max(0, k);
            return k;
          }
        };
    Run r = runFailingOut(counting, 2000, "replay");
    assertThat(r.code()).isEqualTo(3);
    assertThat(r.errLines()).containsExactly("tenace: cannot write standard output");
    assertThat(read[0]).as("bytes read of %d", input.length).isLessThan(input.length / 10);
  }

  // ------------------------------------------------------------------ a child JVM

  /** The command in a JVM of its own, with JVM options (e.g. a small heap). */
  record Child(int code, String out, String err) {
    static Process start(List<String> jvm, File stdout, String... args) throws IOException {
      List<String> cmd = new ArrayList<>();
      cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
      cmd.add("-XX:+UseSerialGC");
      cmd.addAll(jvm);
      cmd.add("-cp");
      cmd.add(System.getProperty("java.class.path"));
      cmd.add(Tenace.class.getName());
      cmd.addAll(List.of(args));
      ProcessBuilder pb = new ProcessBuilder(cmd);
      if (stdout != null) {
        pb.redirectOutput(stdout);
      }
      return pb.start();
    }

    static Child run(List<String> jvm, String stdin, File stdout, String... args) throws Exception {
      Process p = start(jvm, stdout, args);
      try (OutputStream in = p.getOutputStream()) {
        in.write(stdin.getBytes(StandardCharsets.UTF_8));
      }
      // read both streams while the child runs, so that neither pipe fills up
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      Thread t1 = new Thread(() -> copy(p.getInputStream(), out));
      Thread t2 = new Thread(() -> copy(p.getErrorStream(), err));
      t1.start();
      t2.start();
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new AssertionError("the child JVM did not end within 120 s (a hang)");
      }
      t1.join();
      t2.join();
      return new Child(
          p.exitValue(),
          out.toString(StandardCharsets.UTF_8),
          err.toString(StandardCharsets.UTF_8));
    }

    private static void copy(InputStream in, OutputStream out) {
      try (in) {
        in.transferTo(out);
      } catch (IOException e) {
        // the child ended
      }
    }
  }
}
