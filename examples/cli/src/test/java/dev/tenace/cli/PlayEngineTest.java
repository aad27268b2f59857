package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.bots.engine.Engines;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenace play} tells a program at the table of each deal's end as {@code simulate} does
 * ({@code deal_end} with the scores, the totals and the seat's view), and of the match's end.
 */
class PlayEngineTest {

  @AfterEach
  void nothingLeft() {
    assertThat(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).toList())
        .isEmpty();
    assertThat(Engines.running()).isEmpty();
    assertThat(Engines.commandsAllowed()).isFalse();
  }

  @Test
  @DisplayName(
      "play: a program at the table gets deal_end with the deal's scores, totals and view, then"
          + " match_end, as in simulate")
  void playSendsDealEndWithScores(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("log.jsonl");
    String program = "cmd:" + LoggingProgram.command(dir, log);
    // the person bids 1 and then plays the first card of each list ("1"), one deal of Spades
    String typed = "1\n".repeat(40);
    HardeningCliTest.Run play =
        HardeningCliTest.run(
            typed,
            "play",
            "spades",
            "--seat",
            "0",
            "--seed",
            "3",
            "--max-deals",
            "1",
            "--ascii",
            "--bots",
            "random," + program + ",heuristic,heuristic");
    assertThat(play.code()).as(play.out() + play.err()).isZero();
    assertThat(play.err()).doesNotContain("engine fault");
    Matcher totals =
        Pattern.compile("match abandoned after 1 deal \\(.*\\), no winner; totals (.*)")
            .matcher(play.out());
    assertThat(totals.find()).as(play.out()).isTrue();

    List<JsonNode> got = new ArrayList<>();
    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
      got.add(Replay.JSON.readTree(line));
    }
    List<String> types = new ArrayList<>();
    got.forEach(m -> types.add(m.get("type").asText()));
    assertThat(types.get(0)).isEqualTo("hello");
    assertThat(types.get(1)).isEqualTo("deal");
    assertThat(types.subList(types.size() - 2, types.size()))
        .containsExactly("deal_end", "match_end");
    assertThat(types.subList(2, types.size() - 2)).containsOnly("act").hasSizeGreaterThan(12);
    JsonNode end = got.get(got.size() - 2);
    assertThat(end.get("deal").asInt()).isEqualTo(1);
    assertThat(end.get("scores").isArray()).as(end.toString()).isTrue();
    assertThat(end.get("scores")).hasSize(4);
    // one deal: the totals are its scores (partners share the team's), and match_end repeats them
    assertThat(end.get("totals")).isEqualTo(end.get("scores"));
    assertThat(got.get(got.size() - 1).get("totals")).isEqualTo(end.get("totals"));
    JsonNode view = end.get("view");
    assertThat(view.get("seat").asInt()).isEqualTo(1);
    assertThat(view.get("to_move").isNull()).isTrue();
    assertThat(view.get("tricks").get("completed")).hasSize(13);
    // the totals play prints are the ones the program was told
    for (JsonNode t : end.get("totals")) {
      assertThat(totals.group(1)).contains(t.asText());
    }
  }
}
