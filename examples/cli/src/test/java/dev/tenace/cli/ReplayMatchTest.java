package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code replay} of a game record at match level: the answer to the record's last deal carries
 * {@code "match": {"totals", "over", "winners"}}, the same as the match that was played.
 */
class ReplayMatchTest {

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "hearts|targetScore=40|1000",
        "hearts|widow=true,players=5,targetScore=40|1000",
        "spades|targetScore=150|1000",
        "spades|doubleNilPass=true,targetScore=150|1000",
        "spades|bidErrorScoring=true,lefty=true,matchDeals=3|1000",
        "sheepshead|allPass=DOUBLER|1000",
        "sheepshead|called-ace|1000",
        "suitability|players=3|1000",
        "suitability|players=5|1000",
        "hearts|targetScore=40|1",
        "spades|bags=true|2"
      })
  @DisplayName(
      "replay of a recorded match: the last deal's line carries the match's totals, whether it is over and its winners")
  void matchSummaryOfEveryGame(String game, String rules, int maxDeals, @TempDir Path dir)
      throws Exception {
    Path rec = dir.resolve("r.jsonl");
    long seed = 11;
    TenaceCliTest.Run s =
        TenaceCliTest.run(
            "",
            "simulate",
            game,
            "-n",
            "3",
            "--bots",
            "heuristic",
            "--rules",
            rules,
            "--seed",
            String.valueOf(seed),
            "--max-deals",
            String.valueOf(maxDeals),
            "--record",
            rec.toString(),
            "--quiet");
    assertThat(s.code()).as(s.err()).isZero();
    List<String> records = Files.readAllLines(rec);
    assertThat(records).hasSize(3);
    for (int i = 0; i < records.size(); i++) {
      List<ObjectNode> out = Replay.line(records.get(i));
      for (int k = 0; k < out.size() - 1; k++) {
        assertThat(out.get(k).has("match")).as("deal %d of %d", k + 1, out.size()).isFalse();
      }
      JsonNode m = out.get(out.size() - 1).get("match");
      assertThat(m).as(out.get(out.size() - 1).toString()).isNotNull();
      Match<?> played = played(Games.find(game), rules, Shuffle.derive(seed, i), maxDeals);
      List<Integer> totals = new ArrayList<>();
      m.get("totals").forEach(t -> totals.add(t.asInt()));
      List<Integer> winners = new ArrayList<>();
      m.get("winners").forEach(w -> winners.add(w.asInt()));
      assertThat(totals).isEqualTo(played.totals());
      assertThat(m.get("over").asBoolean()).isEqualTo(played.isOver());
      assertThat(winners).isEqualTo(played.isOver() ? played.winners() : List.of());
      if (maxDeals == 1000) {
        assertThat(played.isOver()).as("the recorded match ended").isTrue();
      } else {
        assertThat(played.isOver()).as("the recorded match was cut").isFalse();
      }
    }
  }

  /** The match {@code simulate} played as match {@code i}, played again. */
  private static <R, S extends GameState<S, V>, V extends View<S>> Match<S> played(
      GameDefinition<R, S, V> g, String rules, long seed, int maxDeals) {
    R r = Games.rules(g, rules);
    List<Agent<? super V>> agents =
        Tenace.agents(Tenace.botList("heuristic", g.players(r), "heuristic"), g.name(), seed);
    return MatchRunner.run(
            g.newMatch(r, 0, seed),
            agents,
            MatchRunner.Listener.none(),
            MatchRunner.OnFault.PLAY_FIRST_LEGAL,
            maxDeals)
        .match();
  }

  @Test
  @DisplayName(
      "replay: a record with a rejected deal, or a single deal, has no match summary; a record whose deals come first has one")
  void noSummaryWithoutAWholeRecord(@TempDir Path dir) throws Exception {
    Path rec = dir.resolve("r.jsonl");
    TenaceCliTest.Run s =
        TenaceCliTest.run(
            "",
            "simulate",
            "hearts",
            "-n",
            "1",
            "--bots",
            "heuristic",
            "--rules",
            "targetScore=30",
            "--record",
            rec.toString(),
            "--quiet");
    assertThat(s.code()).isZero();
    String record = Files.readAllLines(rec).get(0);
    ObjectNode root = (ObjectNode) Replay.JSON.readTree(record);
    assertThat(root.get("deals").size()).isGreaterThan(1);
    // deals first: read whole, the summary is the same
    ObjectNode reordered = Replay.JSON.createObjectNode();
    reordered.set("deals", root.get("deals"));
    root.properties().forEach(e -> reordered.set(e.getKey(), e.getValue()));
    List<ObjectNode> a = Replay.line(record);
    List<ObjectNode> b = Replay.line(reordered.toString());
    assertThat(b).isEqualTo(a);
    assertThat(a.get(a.size() - 1).get("match").get("over").asBoolean()).isTrue();
    // a rejected action in the first deal: that deal is a rejection, the last has no summary
    ObjectNode first = (ObjectNode) root.get("deals").get(0);
    ((com.fasterxml.jackson.databind.node.ArrayNode) first.get("actions")).insert(0, "0 play 2H");
    List<ObjectNode> broken = Replay.line(root.toString());
    assertThat(broken.get(0).get("ok").asBoolean()).isFalse();
    assertThat(broken.get(broken.size() - 1).get("ok").asBoolean()).isTrue();
    assertThat(broken.get(broken.size() - 1).has("match")).isFalse();
    // a single deal (no "deals"): no summary
    ObjectNode single = ((ObjectNode) root.get("deals").get(1)).deepCopy();
    single.put("game", "hearts");
    single.set("rules", root.get("rules"));
    List<ObjectNode> one = Replay.line(single.toString());
    assertThat(one).hasSize(1);
    assertThat(one.get(0).get("ok").asBoolean()).isTrue();
    assertThat(one.get(0).has("match")).isFalse();
    // the command line prints the same lines
    TenaceCliTest.Run r = TenaceCliTest.run(record + "\n", "replay");
    assertThat(r.out().lines().toList().get(a.size() - 1))
        .isEqualTo(a.get(a.size() - 1).toString());
  }
}
