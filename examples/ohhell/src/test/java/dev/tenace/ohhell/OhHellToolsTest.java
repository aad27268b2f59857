package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tenace.cli.Tenace;
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

/** Oh Hell in the command line, found on the class path with no change to the tools. */
class OhHellToolsTest {
  static final ObjectMapper JSON = new ObjectMapper();

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
  @DisplayName("tenace rules ohhell: every variant of §9 and the presets")
  void rules() {
    Run r = run("", "rules", "ohhell");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out())
        .contains(
            "players", "schedule", "maxHand", "hook", "scoring", "§3.3", "down-up", "no-hook");
    assertThat(r.out()).contains("BID_NOT_ALLOWED", "BID_OUT_OF_RANGE");
  }

  @Test
  @DisplayName(
      "tenace simulate ohhell with heuristic, pimc, ismcts and random seats and --record, then tenace replay of the record: every deal ok, with the recorded result")
  void simulateRecordReplay(@TempDir Path dir) throws Exception {
    Path rec = dir.resolve("ohhell.jsonl");
    Run s =
        run(
            "",
            "simulate",
            "ohhell",
            "-n",
            "1",
            "--bots",
            "heuristic,pimc:4,ismcts:100,random",
            "--seed",
            "7",
            "--record",
            rec.toString(),
            "--rules",
            "up");
    assertThat(s.code()).as(s.err()).isZero();
    assertThat(s.out()).contains("win rate");
    List<String> matches = Files.readAllLines(rec);
    assertThat(matches).hasSize(1);
    JsonNode deals = JSON.readTree(matches.get(0)).get("deals");
    assertThat(deals.size()).isEqualTo(10);
    Run r = run("", "replay", rec.toString());
    assertThat(r.code()).as(r.err()).isZero();
    String[] lines = r.out().trim().split("\n");
    assertThat(lines).hasSize(deals.size());
    for (int i = 0; i < lines.length; i++) {
      JsonNode out = JSON.readTree(lines[i]);
      assertThat(out.get("ok").asBoolean()).as(lines[i]).isTrue();
      assertThat(out.get("result")).isEqualTo(deals.get(i).get("result"));
      assertThat(deals.get(i).get("hands").get(0).size()).isEqualTo(i + 1);
    }
    assertThat(JSON.readTree(lines[lines.length - 1]).get("match").get("over").asBoolean())
        .isTrue();
  }

  /** OH-E9 as a replay record (§8.1). */
  static String e9Record(String actions) {
    return "{\"game\":\"ohhell\",\"players\":4,\"dealer\":3,\"deal\":8,"
        + "\"hands\":[[\"AH\",\"5H\",\"KD\"],[\"QH\",\"2C\",\"8S\"],[\"KH\",\"JD\",\"3S\"],[\"7H\",\"AD\",\"4C\"]],"
        + "\"rest\":[\"9C\",\"2C\"],\"actions\":["
        + actions
        + "]}";
  }

  @Test
  @DisplayName(
      "tenace replay, ohhell §8 and REPLAY.md: OH-E9's deal gives its result; the hook, a bid out of range, a play while bidding are refused by code; a bad record is an error")
  void replayE9() throws Exception {
    String deal = e9Record("");
    StringBuilder rest = new StringBuilder("\"9C\"");
    long dealt =
        dev.tenace.core.card.CardSet.parse("AH 5H KD QH 2C 8S KH JD 3S 7H AD 4C 9C").bits();
    for (var c :
        dev.tenace.core.card.CardSet.ofBits(
            dev.tenace.core.card.Deck.standard().cards().bits() & ~dealt)) {
      rest.append(",\"").append(c).append('"');
    }
    String base = deal.replace("\"9C\",\"2C\"", rest.toString());
    String whole =
        base.replace(
            "\"actions\":[]",
            "\"actions\":[\"0 bid 1\",\"1 bid 1\",\"2 bid 0\",\"3 bid 2\",\"0 play AH\",\"1 play QH\",\"2 play KH\",\"3 play 7H\","
                + "\"0 play KD\",\"1 play 2C\",\"2 play JD\",\"3 play AD\",\"1 play 8S\",\"2 play 3S\",\"3 play 4C\",\"0 play 5H\"]");
    Run ok = run(whole + "\n", "replay");
    assertThat(ok.code()).as(ok.err()).isZero();
    JsonNode out = JSON.readTree(ok.out());
    assertThat(out.get("result").toString())
        .isEqualTo("{\"tricks\":[1,1,0,1],\"bids\":[1,1,0,2],\"score\":[11,11,10,0]}");
    assertThat(out.get("steps").get(3).get("legal").toString())
        .isEqualTo("[\"bid 0\",\"bid 2\",\"bid 3\"]");
    String minus =
        whole.replace("\"deal\":8,", "\"deal\":8,\"rules\":{\"scoring\":\"EXACT_OR_MINUS\"},");
    assertThat(
            JSON.readTree(run(minus + "\n", "replay").out()).get("result").get("score").toString())
        .isEqualTo("[11,11,10,-1]");
    String[] refused = {
      "\"0 bid 1\",\"1 bid 1\",\"2 bid 0\",\"3 bid 1\"", "BID_NOT_ALLOWED", "3",
      "\"0 bid 4\"", "BID_OUT_OF_RANGE", "0",
      "\"0 bid x\"", "BID_OUT_OF_RANGE", "0",
      "\"0 play AH\"", "WRONG_PHASE", "0",
      "\"1 bid 1\"", "NOT_YOUR_TURN", "0",
    };
    for (int i = 0; i < refused.length; i += 3) {
      Run r =
          run(base.replace("\"actions\":[]", "\"actions\":[" + refused[i] + "]") + "\n", "replay");
      JsonNode j = JSON.readTree(r.out());
      assertThat(j.get("ok").asBoolean()).isFalse();
      assertThat(j.get("rule").asText()).as(refused[i]).isEqualTo(refused[i + 1]);
      assertThat(j.get("step").asText()).isEqualTo(refused[i + 2]);
    }
    for (String bad :
        List.of(
            base.replace("\"actions\":[]", "\"actions\":[\"0 nil\"]"),
            base.replace("\"deal\":8", "\"deal\":11"),
            deal)) {
      JsonNode j = JSON.readTree(run(bad + "\n", "replay").out());
      assertThat(j.get("ok").asBoolean()).isFalse();
      assertThat(j.has("error")).as(bad).isTrue();
    }
  }

  @Test
  @DisplayName(
      "tenace play ohhell: a person bids and plays from the screen, which shows the trumps and the bids; then quits")
  void play() {
    // a bid is chosen by its own number (issue 41): 0 is bid 0; cards by their number in the list
    Run r = run("0\n1\n1\nquit\n", "play", "ohhell", "--seed", "3", "--seat", "0", "--ascii");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out())
        .contains(
            "cards each: 10", "turn-up: 5S", "trumps: spades", "bids: seat 1 0, seat 2 3, seat 3 0")
        .contains("   6) bid 6\n   8) bid 8") // the hook: the dealer may not bid 7 (§3.3)
        .contains(
            "you: bid 0",
            "play a card (the card or its number, or quit): 1)TC 2)AC",
            "tricks won: you 1",
            "bye");
  }

  @Test
  @DisplayName(
      "tenace --game ohhell --verbose: a whole match of the heuristic bots, deal by deal, with the facts of the deal")
  void match() {
    Run r =
        run(
            "",
            "--game",
            "ohhell",
            "--rules",
            "up,players=5",
            "--seed",
            "11",
            "--ascii",
            "--verbose",
            "--bots",
            "heuristic");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("Deal 10", "Final standings", "bid ");
  }
}
