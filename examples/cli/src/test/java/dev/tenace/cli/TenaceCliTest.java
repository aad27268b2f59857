package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The command line end to end: every command, its output and exit code, and bad input. */
class TenaceCliTest {

  record Run(int code, String out, String err) {}

  static Run run(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Tenace.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
    return new Run(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  @DisplayName(
      "main job: a full Hearts match between bots, with the seed, deal scores and final standings")
  void mainJob() {
    Run r = run("", "--seed", "42", "--ascii");
    assertThat(r.code()).isZero();
    assertThat(r.out())
        .contains("seed 42")
        .contains("Deal 1")
        .contains("Final standings")
        .contains("winner");
    assertThat(run("", "--seed", "42", "--ascii").out())
        .as("the same seed gives the same match")
        .isEqualTo(r.out());
    Run v = run("", "--seed", "42", "--ascii", "--verbose");
    assertThat(v.out()).contains("trick  1").contains("pass ").contains(" -> seat ");
    assertThat(v.out().length()).isGreaterThan(r.out().length());
  }

  @Test
  @DisplayName("rules: lists every Hearts variant and the presets")
  void rules() {
    Run r = run("", "rules", "hearts");
    assertThat(r.code()).isZero();
    for (String v :
        List.of(
            "moonChoice",
            "targetScore",
            "widow",
            "players",
            "noPointsFirstTrick",
            "queenBreaksHearts",
            "jackOfDiamonds",
            "mustBreakHearts",
            "firstLeadAnyClub",
            "noTricksBonus",
            "heartsInsteadOfQueenLead",
            "common-online",
            "widow-5")) {
      assertThat(r.out()).contains(v);
    }
  }

  @Test
  @DisplayName(
      "bad input: unknown game, unknown variant, bad value, invalid combination — a message and exit code 2, no stack trace")
  void badInput() {
    Run g = run("", "rules", "chess");
    assertThat(g.code()).isEqualTo(2);
    assertThat(g.err())
        .contains("unknown game 'chess'")
        .doesNotContain("Exception")
        .doesNotContain("\tat ");
    Run v =
        run(
            "",
            "simulate",
            "hearts",
            "-n",
            "1",
            "--rules",
            "bogus=1,targetScore=ten,widow=true,players=3");
    assertThat(v.code()).isEqualTo(2);
    assertThat(v.err())
        .contains("unknown Hearts variant 'bogus'")
        .contains("targetScore")
        .contains("expected a whole number")
        .doesNotContain("\tat ");
    Run c = run("", "--rules", "widow=true,players=3");
    assertThat(c.code()).isEqualTo(2);
    assertThat(c.err()).contains("widow needs 4 or 5 players");
    Run b = run("", "simulate", "hearts", "-n", "1", "--bots", "genius");
    assertThat(b.code()).isEqualTo(2);
    assertThat(b.err()).contains("unknown bot 'genius'");
  }

  private static final String DEAL =
      "{\"game\":\"hearts\",\"dealer\":3,\"passDirection\":\"HOLD\","
          + "\"hands\":[[\"2C\",\"3C\",\"4C\",\"5C\",\"6C\",\"7C\",\"8C\",\"9C\",\"TC\",\"JC\",\"QC\",\"KC\",\"AC\"],"
          + "[\"2D\",\"3D\",\"4D\",\"5D\",\"6D\",\"7D\",\"8D\",\"9D\",\"TD\",\"JD\",\"QD\",\"KD\",\"AD\"],"
          + "[\"2S\",\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\",\"TS\",\"JS\",\"QS\",\"KS\",\"AS\"],"
          + "[\"2H\",\"3H\",\"4H\",\"5H\",\"6H\",\"7H\",\"8H\",\"9H\",\"TH\",\"JH\",\"QH\",\"KH\",\"AH\"]],";

  @Test
  @DisplayName("replay: exact output for a short record, then the next seat and its legal actions")
  void replayExact() {
    Run r = run(DEAL + "\"actions\":[\"0 play 2C\",\"1 play 2D\"]}\n", "replay");
    assertThat(r.code()).isZero();
    assertThat(r.out().trim())
        .isEqualTo(
            "{\"ok\":true,\"steps\":[{\"seat\":0,\"action\":\"play 2C\",\"legal\":[\"play 2C\"]},"
                + "{\"seat\":1,\"action\":\"play 2D\",\"legal\":[\"play 2D\",\"play 3D\",\"play 4D\",\"play 5D\",\"play 6D\","
                + "\"play 7D\",\"play 8D\",\"play 9D\",\"play TD\",\"play JD\",\"play QD\",\"play KD\",\"play AD\"]}],"
                + "\"next\":{\"seat\":2,\"legal\":[\"play 2S\",\"play 3S\",\"play 4S\",\"play 5S\",\"play 6S\",\"play 7S\","
                + "\"play 8S\",\"play 9S\",\"play TS\",\"play JS\",\"play QS\",\"play KS\",\"play AS\"]}}");
  }

  @Test
  @DisplayName(
      "replay: a rejected action names the step and rule; malformed lines are errors; replay goes on; exit 1")
  void replayRejects() {
    String input =
        DEAL
            + "\"actions\":[\"0 play 3C\"]}\n"
            + "{not json\n"
            + DEAL
            + "\"actions\":[\"0 play ZZ\"]}\n"
            + DEAL
            + "\"actions\":[\"0 play 2C\",\"2 play 2S\"]}\n"
            + "{\"game\":\"hearts\",\"dealer\":0,\"hands\":[[\"2C\",\"2C\"]]}\n";
    Run r = run(input, "replay", "-");
    String[] lines = r.out().trim().split("\n");
    assertThat(lines).hasSize(5);
    assertThat(lines[0])
        .isEqualTo(
            "{\"ok\":false,\"step\":0,\"rule\":\"FIRST_LEAD\",\"message\":\"seat 0 leads the first trick and must lead 2C (hearts §4.1); played 3C\",\"line\":1}");
    assertThat(lines[1]).startsWith("{\"ok\":false,\"error\":\"malformed JSON");
    assertThat(lines[2]).contains("\"ok\":false").contains("actions[0]").contains("ZZ");
    assertThat(lines[3]).contains("\"step\":1").contains("NOT_YOUR_TURN");
    assertThat(lines[4]).contains("\"ok\":false").contains("hands");
    assertThat(r.code()).isEqualTo(1);
    assertThat(r.err()).doesNotContain("\tat ");
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "hearts|targetScore=30",
        "hearts|widow=true,players=5,targetScore=40",
        // bags carry over and the deficit of double-nil-pass depends on the scores before the deal
        "spades|doubleNilPass=true,targetScore=150",
        "sheepshead|allPass=DOUBLER",
        "suitability|players=3",
        "suitability|players=5"
      })
  @DisplayName(
      "simulate --record, then replay: every recorded deal of a whole match replays with the recorded result")
  void recordRoundTrip(String game, String rules, @TempDir Path dir) throws Exception {
    Path rec = dir.resolve("r.jsonl");
    Run s =
        run(
            "",
            "simulate",
            game,
            "-n",
            "3",
            "--bots",
            "heuristic",
            "--record",
            rec.toString(),
            "--rules",
            rules);
    assertThat(s.code()).as(s.err()).isZero();
    List<String> matches = Files.readAllLines(rec);
    assertThat(matches).hasSize(3);
    int deals = 0;
    for (String m : matches) {
      var root = Replay.JSON.readTree(m);
      var out = Replay.line(m);
      assertThat(out).hasSize(root.get("deals").size());
      for (int i = 0; i < out.size(); i++) {
        assertThat(out.get(i).get("ok").asBoolean()).as(out.get(i).toString()).isTrue();
        assertThat(out.get(i).get("result")).isEqualTo(root.get("deals").get(i).get("result"));
        deals++;
      }
    }
    assertThat(deals).isGreaterThan(3);
  }

  @Test
  @DisplayName("simulate: identical results on 1 and 2 threads for the same seed")
  void simulateDeterministic() {
    Run one =
        run(
            "",
            "simulate",
            "hearts",
            "-n",
            "12",
            "--bots",
            "heuristic,random,heuristic,random",
            "--seed",
            "9");
    Run two =
        run(
            "",
            "simulate",
            "hearts",
            "-n",
            "12",
            "--bots",
            "heuristic,random,heuristic,random",
            "--seed",
            "9",
            "--threads",
            "2");
    assertThat(one.code()).isZero();
    assertThat(one.out()).contains("win rate").isEqualTo(two.out());
  }

  @Test
  @DisplayName(
      "play: a pass by its cards, answers that are not cards, a wrong count with the rule's sentence, and quit")
  void play() {
    Run r = run("1\nZZ\nQS KS\nquit\n", "play", "hearts", "--seed", "3", "--seat", "0", "--ascii");
    assertThat(r.code()).isZero();
    assertThat(r.out())
        .contains("your hand")
        .contains("pass: left")
        .contains("you pass to: seat 1")
        .contains("pass 3 cards: type them")
        .contains("'1' is not a card")
        .contains("'ZZ' is not a card")
        .contains("not allowed: seat 0 must pass exactly 3 cards but chose 2 (QS KS) (hearts §3.2)")
        .contains("bye");
    Run spades = run("99\nbid 14\nquit\n", "play", "spades", "--seed", "3", "--ascii");
    assertThat(spades.out()).contains("no choice number 99 (1..").contains("bye");
    Run eof = run("", "play", "hearts", "--seed", "3", "--ascii");
    assertThat(eof.code()).isZero();
    assertThat(eof.out()).contains("bye");
  }

  @Test
  @DisplayName("bench: prints deals/s and play-outs/s for Hearts")
  void bench() {
    Run r = run("", "bench", "hearts", "--seconds", "0.2");
    assertThat(r.code()).isZero();
    assertThat(r.out()).contains("hearts").contains("full deals/s").contains("cursor play-outs/s");
  }

  @Test
  @DisplayName(
      "bench --json: one object per game with threads, full deals, play-outs and cursor play-outs per second")
  void benchJson() throws Exception {
    Run r = run("", "bench", "--json", "--seconds", "0.05", "--threads", "2");
    assertThat(r.code()).isZero();
    List<String> lines = r.out().lines().toList();
    assertThat(lines).hasSize(dev.tenace.core.game.Games.all().size());
    for (int i = 0; i < lines.size(); i++) {
      com.fasterxml.jackson.databind.JsonNode o = Replay.JSON.readTree(lines.get(i));
      assertThat(o.get("game").asText()).isEqualTo(dev.tenace.core.game.Games.all().get(i).name());
      assertThat(o.get("threads").asInt()).isEqualTo(2);
      for (String k : List.of("fullDeals", "playOuts", "cursorPlayOuts")) {
        assertThat(o.get(k).isIntegralNumber()).as(k).isTrue();
        assertThat(o.get(k).asLong()).as(k).isPositive();
      }
    }
  }
}
