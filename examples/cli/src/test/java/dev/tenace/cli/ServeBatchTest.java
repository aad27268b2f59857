package dev.tenace.cli;

import static dev.tenace.cli.ServeProtocol2Test.ask;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.core.game.GameDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Protocol 2's many tables: {@code open} deals {@code count} tables, {@code act} with {@code
 * "tables"} and {@code "ids"} steps them in one request with the answers one {@code act} per table
 * would get; a malformed or refused entry is answered on its own and the others go on; every limit
 * is a clear refusal.
 */
class ServeBatchTest {
  private static final int TABLES = 6;

  @Test
  @DisplayName("stepping many tables in one request answers as stepping them one by one")
  void batchIsOneByOne() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      batchAgainstSingles(g.name(), 40);
    }
  }

  private static void batchAgainstSingles(String game, long seed) {
    ServeSession batch = new ServeSession();
    JsonNode opened =
        ask(
            batch,
            "{\"op\":\"open\",\"game\":\""
                + game
                + "\",\"count\":"
                + TABLES
                + ",\"seed\":"
                + seed
                + ",\"observe\":true}");
    assertThat(opened.get("tables")).hasSize(TABLES);
    List<ServeSession> singles = new ArrayList<>();
    List<JsonNode> last = new ArrayList<>();
    for (int k = 0; k < TABLES; k++) {
      singles.add(new ServeSession());
      last.add(single(singles.get(k), game, seed + k));
      assertThat(opened.get("states").get(k)).isEqualTo(status(last.get(k)));
    }
    SplittableRandom rng = new SplittableRandom(seed);
    for (int round = 0; round < 200; round++) {
      StringBuilder tables = new StringBuilder();
      StringBuilder ids = new StringBuilder();
      List<Integer> stepped = new ArrayList<>();
      List<Integer> chosen = new ArrayList<>();
      for (int k = 0; k < TABLES; k++) {
        if (last.get(k).get("over").asBoolean()) {
          continue;
        }
        JsonNode legal = last.get(k).get("legal_ids");
        // now and then an id that is refused: the entry is answered on its own
        int id = rng.nextInt(10) == 0 ? 9999 : legal.get(rng.nextInt(legal.size())).asInt();
        stepped.add(k);
        chosen.add(id);
        tables.append(tables.length() == 0 ? "" : ",").append(opened.get("tables").get(k));
        ids.append(ids.length() == 0 ? "" : ",").append(id);
      }
      if (stepped.isEmpty()) {
        return;
      }
      JsonNode answers =
          ask(
                  batch,
                  "{\"op\":\"act\",\"tables\":["
                      + tables
                      + "],\"ids\":["
                      + ids
                      + "],\"observe\":true}")
              .get("answers");
      assertThat(answers).hasSize(stepped.size());
      for (int i = 0; i < stepped.size(); i++) {
        int k = stepped.get(i);
        JsonNode single =
            ask(singles.get(k), "{\"op\":\"act\",\"id\":" + chosen.get(i) + ",\"observe\":true}");
        assertThat(answers.get(i)).as("%s table %d round %d", game, k, round).isEqualTo(single);
        if (single.get("ok").asBoolean()) {
          last.set(k, single);
        }
      }
    }
    throw new AssertionError(game + ": the deals did not end in 200 rounds");
  }

  /** A {@code new} of one table in its own session, with its observation. */
  private static JsonNode single(ServeSession s, String game, long seed) {
    return ask(
        s, "{\"op\":\"new\",\"game\":\"" + game + "\",\"seed\":" + seed + ",\"observe\":true}");
  }

  /** What a status holds of a {@code new} answer (no description of the table). */
  private static JsonNode status(JsonNode newAnswer) {
    com.fasterxml.jackson.databind.node.ObjectNode o = newAnswer.deepCopy();
    o.remove(
        List.of(
            "ok",
            "game",
            "players",
            "mode",
            "seed",
            "seats",
            "action_count",
            "observation_size",
            "information_state_size"));
    return o;
  }

  @Test
  @DisplayName("a malformed entry is refused on its own, and the other tables go on")
  void malformedEntriesAlone() {
    ServeSession s = new ServeSession();
    JsonNode opened = ask(s, "{\"op\":\"open\",\"game\":\"spades\",\"count\":3,\"seed\":1}");
    JsonNode t = opened.get("tables");
    int id0 = opened.get("states").get(0).get("legal_ids").get(0).asInt();
    int id2 = opened.get("states").get(2).get("legal_ids").get(0).asInt();
    JsonNode a =
        ask(
            s,
            "{\"op\":\"act\",\"tables\":["
                + t.get(0)
                + ","
                + t.get(1)
                + ","
                + t.get(2)
                + ",77777,\"x\"],\"ids\":["
                + id0
                + ",\"five\","
                + id2
                + ",3,4]}");
    assertThat(a.get("ok").asBoolean()).isTrue();
    JsonNode answers = a.get("answers");
    assertThat(answers.get(0).get("applied").asText()).isNotEmpty();
    assertThat(answers.get(1).get("error").asText())
        .isEqualTo("ids[1] must be a whole number -2147483648..2147483647 but was \"five\"");
    assertThat(answers.get(2).get("applied").asText()).isNotEmpty();
    assertThat(answers.get(3).get("error").asText())
        .isEqualTo("table 77777 is not open (\"open\", \"fork\" and \"sample\" open tables)");
    assertThat(answers.get(4).get("error").asText())
        .isEqualTo("tables[4] must be a whole number 0..2147483647 but was \"x\"");
    assertThat(ask(s, "{\"op\":\"close\"}").get("error").asText())
        .isEqualTo("\"close\" needs \"tables\" (a list of table numbers) or \"table\"");
    JsonNode still = ask(s, "{\"op\":\"result\",\"table\":" + t.get(1) + "}");
    assertThat(still.get("ok").asBoolean()).as("table 1 was not touched").isTrue();
    assertThat(ask(s, "{\"op\":\"act\",\"tables\":[1],\"ids\":[1,2]}").get("error").asText())
        .startsWith("\"act\" with \"tables\" needs \"ids\": two lists of the same length");
    assertThat(
            ask(s, "{\"op\":\"act\",\"tables\":[1],\"ids\":[1],\"seat\":0}").get("error").asText())
        .isEqualTo("\"act\" with \"tables\" takes \"ids\" for the seats to act, not \"seat\"");
  }

  @Test
  @DisplayName(
      "every limit is a clear refusal: tables per session, tables per request, line length")
  void limits() {
    ServeSession small =
        new ServeSession(new ServeSession.Limits("a test server", 10, 10, 10, true, 3));
    assertThat(
            ask(small, "{\"op\":\"open\",\"game\":\"hearts\",\"count\":4}").get("error").asText())
        .isEqualTo(
            "a test server holds at most 3 tables in a session; 0 are open and 4 more were asked"
                + " for (send \"close\" with the tables to end)");
    JsonNode opened = ask(small, "{\"op\":\"open\",\"game\":\"hearts\",\"count\":3}");
    assertThat(opened.get("tables")).hasSize(3);
    assertThat(ask(small, "{\"op\":\"new\",\"game\":\"hearts\"}").get("error").asText())
        .startsWith("a test server holds at most 3 tables in a session; 3 are open");
    assertThat(ask(small, "{\"op\":\"fork\",\"table\":1}").get("error").asText())
        .startsWith("a test server holds at most 3 tables in a session");
    assertThat(ask(small, "{\"op\":\"close\",\"tables\":[1,2]}").get("closed").asInt())
        .isEqualTo(2);
    assertThat(ask(small, "{\"op\":\"close\",\"tables\":[1]}").get("error").asText())
        .isEqualTo("table 1 is not open (\"open\", \"fork\" and \"sample\" open tables)");
    assertThat(ask(small, "{\"op\":\"new\",\"game\":\"hearts\"}").get("ok").asBoolean()).isTrue();
    assertThat(new ServeSession.Limits("web", 10, 10, 10, false).maxTables())
        .as("protocol 1's bounds hold one table")
        .isEqualTo(1);

    ServeSession s = new ServeSession();
    int over = ServeSession.MAX_BATCH + 1;
    assertThat(
            ask(s, "{\"op\":\"open\",\"game\":\"hearts\",\"count\":" + over + "}")
                .get("error")
                .asText())
        .isEqualTo("\"count\" must be a whole number 1..4096 but was 4097");
    StringBuilder many = new StringBuilder();
    for (int i = 0; i < over; i++) {
      many.append(i == 0 ? "" : ",").append(1);
    }
    assertThat(
            ask(s, "{\"op\":\"act\",\"tables\":[" + many + "],\"ids\":[" + many + "]}")
                .get("error")
                .asText())
        .isEqualTo("one request steps at most 4096 tables but 4097 were given");
    String tooLong =
        "{\"op\":\"act\",\"tables\":[" + "1,".repeat(Serve.MAX_LINE / 2) + "1],\"ids\":[1]}";
    JsonNode refused = ServeTest.serve(tooLong, "{\"op\":\"games\"}").get(1);
    assertThat(refused.get("error").asText()).startsWith("line 1 is longer than 1048576 bytes");
  }
}
