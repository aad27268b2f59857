package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.bots.Bots;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
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
 * What a command-line user runs into (issue 41, items 3 and 7): the bid prompt, team figures, the
 * help, refusals in players' words, the hand at the deal's start, numbered card lists; and every
 * input of {@code replay} and {@code simulate} answered for what it is.
 */
class FrictionCliTest {
  private static HardeningCliTest.Run run(String stdin, String... args) {
    return HardeningCliTest.run(stdin, args);
  }

  // ------------------------------------------------------------------ item 3: the command line

  @Test
  @DisplayName("play: at a bid prompt the number n is bid n (nil by its letter), whatever the game")
  void bidByItsNumber() {
    GameDefinition<?, ?, ?> spades = Games.find("spades");
    List<Action> bids = firstBidding(spades);
    List<String> keys = ConsoleAgent.choiceKeys(bids);
    for (int i = 0; i < bids.size(); i++) {
      String text = bids.get(i).text();
      if (text.startsWith("bid ")) {
        assertThat(keys.get(i)).as(text).isEqualTo(text.substring(4));
      } else {
        assertThat(keys.get(i)).as(text).matches("[a-z]");
      }
    }
    // a list without numbered actions is numbered 1..n in order
    List<Action> two = List.of(() -> "pick", () -> "pass");
    assertThat(ConsoleAgent.choiceKeys(two)).containsExactly("1", "2");
    // typed at the prompt: "4" bids 4
    HardeningCliTest.Run r =
        run("4\nquit\n", "play", "spades", "--seed", "3", "--ascii", "--rules", "blindNil=false");
    assertThat(r.out()).contains(" 4) bid 4").contains("you: bid 4").doesNotContain("you: bid 3");
  }

  private static <R, S extends GameState<S, ?>> List<Action> firstBidding(
      GameDefinition<R, S, ?> g) {
    R rules = g.rules(g.defaultRules(), java.util.Map.of("blindNil", "false")).get();
    S s = g.newDeal(rules, 0, 3L);
    return s.legalActions(s.toMove());
  }

  @Test
  @DisplayName("simulate: a partnership game reports team figures: a team's wins are its matches")
  void teamFigures() throws Exception {
    HardeningCliTest.Run json =
        run(
            "",
            "simulate",
            "spades",
            "-n",
            "6",
            "--bots",
            "heuristic,random,heuristic,random",
            "--seed",
            "5",
            "--quiet",
            "--json",
            "--max-deals",
            "60");
    assertThat(json.code()).isZero();
    JsonNode o = Replay.JSON.readTree(json.out());
    assertThat(o.get("teams")).hasSize(2);
    double sum = 0;
    for (JsonNode t : o.get("teams")) {
      List<Integer> seats = new ArrayList<>();
      t.get("seats").forEach(x -> seats.add(x.asInt()));
      double perSeat = 0;
      for (int s : seats) {
        perSeat += o.get("seats").get(s).get("winRate").asDouble();
      }
      assertThat(t.get("winRate").asDouble())
          .isCloseTo(perSeat, org.assertj.core.data.Offset.offset(1e-12));
      sum += t.get("winRate").asDouble();
    }
    if (o.get("completed").asInt() > 0) {
      assertThat(sum)
          .as("the teams' win rates add up to 1")
          .isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
    }
    HardeningCliTest.Run table =
        run(
            "",
            "simulate",
            "spades",
            "-n",
            "6",
            "--bots",
            "heuristic,random,heuristic,random",
            "--seed",
            "5",
            "--quiet",
            "--max-deals",
            "60");
    assertThat(table.out()).contains("team ").contains("0+2").contains("1+3");
    HardeningCliTest.Run hearts = run("", "simulate", "hearts", "-n", "2", "--quiet", "--json");
    assertThat(Replay.JSON.readTree(hearts.out()).has("teams")).isFalse();
  }

  @Test
  @DisplayName("play --help and simulate --help list the games, the bots, the defaults and presets")
  void helpListsBotsAndPresets() {
    for (String command : List.of("play", "simulate")) {
      HardeningCliTest.Run r = run("", command, "--help");
      assertThat(r.code()).isZero();
      String out = r.out().replaceAll("\\s+", " ");
      assertThat(out)
          .contains(Bots.registry().usage())
          .contains("tenace rules <game>")
          .contains("Default bots: ");
      for (GameDefinition<?, ?, ?> g : Games.all()) {
        assertThat(out).contains(g.name());
      }
    }
    assertThat(run("", "simulate", "--help").out()).contains("heuristic,pimc,heuristic,random");
  }

  @Test
  @DisplayName("play: an answer of the wrong kind is refused in a player's words, not by phase")
  void refusalInPlayersWords() {
    HardeningCliTest.Run r =
        run("play AS\nquit\n", "play", "suitability", "--seed", "3", "--ascii");
    assertThat(r.out())
        .contains("not allowed: play AS is not one of your choices now: choose one from the list")
        .doesNotContain("in phase");
  }

  @Test
  @DisplayName(
      "play: the hand is shown at the deal's start; cards are numbered and taken by number")
  void handAtStartAndNumberedCards() {
    String[] args = {"play", "spades", "--seed", "3", "--ascii", "--rules", "blindNil=false"};
    HardeningCliTest.Run r = run("4\nquit\n", args);
    List<String> lines = r.out().lines().toList();
    int heading = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains("deal 1, dealer")) {
        heading = i;
        break;
      }
    }
    assertThat(heading).as(r.out()).isNotNegative();
    assertThat(lines.get(heading + 1)).startsWith("your hand: ");
    assertThat(r.out()).containsPattern("play a card \\(the card or its number, or quit\\): 1\\)");
    HardeningCliTest.Run byNumber = run("4\n1\nquit\n", args);
    assertThat(byNumber.out())
        .doesNotContain("no choice number")
        .doesNotContain("not allowed")
        .doesNotContain("is not a card")
        .containsPattern("(?m)^you: bid 4$");
  }

  // ------------------------------------------------------------------ item 7: every input

  /** A whole recorded match of {@code game} by random bots, as one JSON line. */
  private static ObjectNode record(String game, Path dir, int maxDeals) throws Exception {
    Path f = dir.resolve(game + ".jsonl");
    HardeningCliTest.Run r =
        run(
            "",
            "simulate",
            game,
            "-n",
            "1",
            "--bots",
            "random",
            "--seed",
            "2",
            "--quiet",
            "--max-deals",
            String.valueOf(maxDeals),
            "--record",
            f.toString());
    assertThat(r.code()).as(r.err()).isZero();
    return (ObjectNode) Replay.JSON.readTree(Files.readString(f).strip());
  }

  @Test
  @DisplayName(
      "replay: a record's deals repeated or out of order get no match result, but a reason")
  void dealsMustFollowEachOther(@TempDir Path dir) throws Exception {
    ObjectNode whole = record("hearts", dir, 3);
    ArrayNode deals = (ArrayNode) whole.get("deals");
    assertThat(deals.size()).isGreaterThanOrEqualTo(2);
    HardeningCliTest.Run fine = run(whole + "\n", "replay");
    assertThat(fine.code()).isZero();
    assertThat(last(fine).has("match")).isTrue();

    ObjectNode repeated = whole.deepCopy();
    ((ArrayNode) repeated.get("deals")).insert(1, deals.get(0).deepCopy());
    ObjectNode swapped = whole.deepCopy();
    ArrayNode s = (ArrayNode) swapped.get("deals");
    JsonNode first = s.get(0);
    s.set(0, s.get(1));
    s.set(1, first);
    for (ObjectNode bad : List.of(repeated, swapped)) {
      HardeningCliTest.Run r = run(bad + "\n", "replay");
      JsonNode end = last(r);
      assertThat(end.has("match")).as(r.out()).isFalse();
      assertThat(end.get("matchError").asText()).contains("does not follow");
      assertThat(r.code()).isEqualTo(1);
      assertThat(r.err()).contains("no match result for the record(s) at input line(s) 1");
    }
  }

  private static JsonNode last(HardeningCliTest.Run r) throws Exception {
    List<String> lines = r.outLines();
    return Replay.JSON.readTree(lines.get(lines.size() - 1));
  }

  @Test
  @DisplayName("replay: \"deals\": [] is an error, not silence")
  void emptyRecord() throws Exception {
    HardeningCliTest.Run r =
        run("{\"game\":\"hearts\",\"players\":4,\"rules\":{},\"deals\":[]}\n", "replay");
    assertThat(r.code()).isEqualTo(1);
    assertThat(r.outLines()).hasSize(1);
    assertThat(Replay.JSON.readTree(r.out()).get("error").asText()).contains("\"deals\" is empty");
  }

  @Test
  @DisplayName("replay: Spades scores near the integer limits are refused by the stated range")
  void totalsWithoutOverflow(@TempDir Path dir) throws Exception {
    ObjectNode whole = record("spades", dir, 2);
    ObjectNode deal = (ObjectNode) whole.get("deals").get(0).deepCopy();
    deal.put("game", "spades");
    deal.set("rules", whole.get("rules"));
    ObjectNode huge = deal.deepCopy();
    huge.set(
        "scores", Replay.JSON.createArrayNode().add(Integer.MAX_VALUE - 5).add(Integer.MIN_VALUE));
    HardeningCliTest.Run r = run(huge + "\n", "replay");
    assertThat(Replay.JSON.readTree(r.out()).get("error").asText())
        .contains("\"scores\"")
        .contains("from -1000000000 to 1000000000");
    // at the edge of the range: a record of one deal from totals at the limit; its match result
    // has totals within the range, or it is refused for passing it, never an overflowed total
    ObjectNode edge = whole.deepCopy();
    ObjectNode d0 = (ObjectNode) edge.get("deals").get(0);
    edge.set("deals", Replay.JSON.createArrayNode().add(d0));
    d0.set("scores", Replay.JSON.createArrayNode().add(Replay.MAX_TOTAL).add(Replay.MAX_TOTAL));
    HardeningCliTest.Run e = run(edge + "\n", "replay");
    JsonNode answer = last(e);
    assertThat(answer.get("ok").asBoolean()).as(e.out()).isTrue();
    if (answer.has("match")) {
      for (JsonNode t : answer.get("match").get("totals")) {
        assertThat(Math.abs(t.asLong())).isLessThanOrEqualTo(Replay.MAX_TOTAL);
      }
    } else {
      assertThat(answer.get("matchError").asText()).contains("pass 1000000000");
    }
    assertThat(answer.has("match") || answer.has("matchError")).isTrue();
  }

  @Test
  @DisplayName("replay: a line past the length limit is an error line, and the next line replays")
  void lineLengthLimit(@TempDir Path dir) throws Exception {
    ObjectNode whole = record("hearts", dir, 1);
    byte[] next = ("\n" + whole + "\n").getBytes(StandardCharsets.UTF_8);
    long longLine = Lines.MAX_LINE_BYTES + 10;
    InputStream in = new InputStream() { // generated as read: the test holds no long line either
          long at;

          @Override
          public int read() {
            long i = at++;
            if (i == 0) {
              return '"';
            }
            if (i < longLine) {
              return 'x';
            }
            return i - longLine < next.length ? next[(int) (i - longLine)] & 0xff : -1;
          }

          @Override
          public int read(byte[] b, int off, int len) {
            int k = 0;
            while (k < len) {
              int c = read();
              if (c < 0) {
                return k == 0 ? -1 : k;
              }
              b[off + k++] = (byte) c;
            }
            return k;
          }
        };
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Tenace.run(
            new String[] {"replay"},
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            in);
    List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
    assertThat(code).isEqualTo(1);
    JsonNode first = Replay.JSON.readTree(lines.get(0));
    assertThat(first.get("error").asText()).contains("line 1 is longer than 67108864 bytes");
    assertThat(first.get("line").asInt()).isEqualTo(1);
    assertThat(lines).hasSize(1 + whole.get("deals").size());
    assertThat(Replay.JSON.readTree(lines.get(lines.size() - 1)).get("ok").asBoolean()).isTrue();
  }

  @Test
  @DisplayName("simulate --threads 256 --record: matches in flight bounded, every record written")
  void recordMemoryBounded(@TempDir Path dir) throws Exception {
    assertThat(SimulateCommand.inFlight(256, true))
        .isLessThanOrEqualTo(SimulateCommand.RECORDS_IN_FLIGHT);
    assertThat(SimulateCommand.inFlight(1, true)).isEqualTo(32);
    Path f = dir.resolve("r.jsonl");
    HardeningCliTest.Run r =
        run(
            "",
            "simulate",
            "hearts",
            "-n",
            "150",
            "--bots",
            "random",
            "--threads",
            "256",
            "--quiet",
            "--record",
            f.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(Files.readAllLines(f)).hasSize(150);
  }

  @Test
  @DisplayName("replay: malformed JSON is explained in the library's words, no Jackson internals")
  void messagesInOwnWords() throws Exception {
    String[] bad = {
      "{\"a\":1} {\"b\":2}", "{\"a\":1,\"a\":2}", "{\"a\":", "{\"a\":tru}", "{'a':1}"
    };
    for (String line : bad) {
      JsonNode o = Replay.JSON.readTree(run(line + "\n", "replay").out());
      assertThat(o.get("error").asText())
          .as(line)
          .doesNotContain("FAIL_ON")
          .doesNotContain("`")
          .doesNotContain("JsonNode")
          .doesNotContain("Source")
          .doesNotContain("code ");
    }
    assertThat(Replay.JSON.readTree(run(bad[1] + "\n", "replay").out()).get("error").asText())
        .contains("field \"a\" is given twice");
  }

  @Test
  @DisplayName("seat numbers are ASCII digits only: no fullwidth or Arabic digits, no '+'")
  void seatsInAsciiDigits(@TempDir Path dir) throws Exception {
    ObjectNode whole = record("hearts", dir, 1);
    ObjectNode deal = (ObjectNode) whole.get("deals").get(0).deepCopy();
    deal.put("game", "hearts");
    deal.set("rules", whole.get("rules"));
    String action = deal.get("actions").get(0).asText();
    String seat = action.substring(0, action.indexOf(' '));
    String rest = action.substring(action.indexOf(' '));
    int n = Integer.parseInt(seat);
    String[] digits = {
      "+" + seat, String.valueOf((char) ('\uFF10' + n)), String.valueOf((char) ('\u0660' + n))
    };
    for (String d : digits) {
      ObjectNode x = deal.deepCopy();
      ((ArrayNode) x.get("actions")).set(0, Replay.JSON.getNodeFactory().textNode(d + rest));
      JsonNode o = Replay.JSON.readTree(run(x + "\n", "replay").out());
      assertThat(o.get("error").asText()).as(d).contains("the seat is not a number");
    }
    for (String d : List.of("+1", "\uFF11", "\u0661")) {
      HardeningCliTest.Run r = run("", "play", "hearts", "--seat", d, "--seed", "1");
      assertThat(r.code()).as(d).isEqualTo(2);
      assertThat(r.err()).contains("--seat must be");
    }
  }

  @Test
  @DisplayName("replay <&-: closed standard input is a clear error, not the JVM's own files read")
  void closedStandardInput() throws Exception {
    assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")) && Files.exists(Path.of("/bin/sh")));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder pb =
        new ProcessBuilder(
            "/bin/sh",
            "-c",
            "exec \"$0\" -XX:+UseSerialGC -cp \"$1\" dev.tenace.cli.Tenace replay <&-",
            java,
            System.getProperty("java.class.path"));
    pb.redirectErrorStream(true);
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(out).isEqualTo(2);
    assertThat(out.strip())
        .isEqualTo("tenace: standard input is closed: give a record file, or pipe the records in");
  }
}
