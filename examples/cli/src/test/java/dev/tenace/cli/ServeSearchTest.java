package dev.tenace.cli;

import static dev.tenace.cli.ServeProtocol2Test.ask;
import static dev.tenace.cli.ServeProtocol2Test.pick;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Protocol 2's search primitives: {@code fork} copies a table that then plays on alone, {@code
 * undo} goes back to the view before, {@code sample} draws a world with the seat's exact view, and
 * {@code advice} answers from the seat's view only.
 */
class ServeSearchTest {
  private static final List<String> BOTS =
      List.of("random", "heuristic", "best", "pimc:10", "ismcts:40");

  /** A session at a position some steps into a deal of {@code game}, all seats the client's. */
  private static JsonNode playTo(ServeSession s, String game, long seed, int steps) {
    JsonNode a = ask(s, "{\"op\":\"new\",\"game\":\"" + game + "\",\"seed\":" + seed + "}");
    SplittableRandom rng = new SplittableRandom(seed);
    for (int i = 0; i < steps && !a.get("over").asBoolean(); i++) {
      a = ask(s, "{\"op\":\"act\",\"id\":" + pick(a, rng) + "}");
    }
    return a;
  }

  @Test
  @DisplayName("a forked table diverges without touching the original; undo returns the same view")
  void forkAndUndo() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      ServeSession s = new ServeSession();
      JsonNode at = playTo(s, g.name(), 11, 9);
      JsonNode before = ask(s, "{\"op\":\"view\",\"information_state\":true}");
      JsonNode fork = ask(s, "{\"op\":\"fork\",\"observe\":true}");
      int t = fork.get("table").asInt();
      assertThat(fork.get("legal_ids")).isEqualTo(at.get("legal_ids"));
      assertThat(ask(s, "{\"op\":\"view\",\"table\":" + t + ",\"information_state\":true}"))
          .isEqualTo(before);
      SplittableRandom rng = new SplittableRandom(5);
      JsonNode f = fork;
      for (int i = 0; i < 6 && !f.get("over").asBoolean(); i++) {
        f = ask(s, "{\"op\":\"act\",\"table\":" + t + ",\"id\":" + pick(f, rng) + "}");
      }
      assertThat(ask(s, "{\"op\":\"view\",\"information_state\":true}"))
          .as("%s: the original is untouched by the fork's play", g.name())
          .isEqualTo(before);
      assertThat(ask(s, "{\"op\":\"view\",\"table\":" + t + "}").get("view").get("history"))
          .as("the fork has moved on")
          .isNotEqualTo(before.get("view").get("history"));
      int recorded = s.dealRecord().get("deals").get(0).get("actions").size();
      JsonNode played = ask(s, "{\"op\":\"act\",\"id\":" + pick(at, rng) + "}");
      assertThat(played.get("ok").asBoolean()).isTrue();
      JsonNode undone = ask(s, "{\"op\":\"undo\"}");
      assertThat(undone.get("legal_ids")).isEqualTo(at.get("legal_ids"));
      assertThat(ask(s, "{\"op\":\"view\",\"information_state\":true}"))
          .as("%s: undo returns the view before", g.name())
          .isEqualTo(before);
      assertThat(s.dealRecord().get("deals").get(0).get("actions")).hasSize(recorded);
    }
  }

  @Test
  @DisplayName(
      "fork and undo are refused where bots hold the real cards; a sampled world allows them")
  void noProbingTheBots() {
    ServeSession s = new ServeSession();
    JsonNode a =
        ask(
            s,
            "{\"op\":\"new\",\"game\":\"spades\",\"seed\":4,\"seats\":[\"client\",\"heuristic\",\"heuristic\",\"heuristic\"]}");
    String refusal =
        " is refused at a table with bot seats: the bots hold the deal's hidden cards, and their"
            + " play on a copy or before an undo would show them; \"sample\" a world from the"
            + " client's view and ";
    assertThat(ask(s, "{\"op\":\"fork\"}").get("error").asText())
        .isEqualTo("\"fork\"" + refusal + "fork that");
    assertThat(
            ask(s, "{\"op\":\"act\",\"id\":" + pick(a, new SplittableRandom(1)) + "}")
                .get("ok")
                .asBoolean())
        .isTrue();
    assertThat(ask(s, "{\"op\":\"undo\"}").get("error").asText())
        .isEqualTo("\"undo\"" + refusal + "undo that");
    JsonNode drawn = ask(s, "{\"op\":\"sample\",\"seed\":1}");
    int t = drawn.get("table").asInt();
    assertThat(ask(s, "{\"op\":\"fork\",\"table\":" + t + "}").get("ok").asBoolean()).isTrue();
    JsonNode played =
        ask(
            s,
            "{\"op\":\"act\",\"table\":"
                + t
                + ",\"id\":"
                + pick(drawn, new SplittableRandom(2))
                + "}");
    assertThat(played.get("ok").asBoolean()).as("%s", played).isTrue();
    assertThat(ask(s, "{\"op\":\"undo\",\"table\":" + t + "}").get("ok").asBoolean()).isTrue();
    JsonNode watch =
        ask(
            s,
            "{\"op\":\"new\",\"game\":\"spades\",\"watch\":true,\"seats\":[\"random\",\"random\",\"random\",\"random\"]}");
    assertThat(watch.get("ok").asBoolean()).isTrue();
    assertThat(ask(s, "{\"op\":\"fork\"}").get("ok").asBoolean()).as("a watcher sees all").isTrue();
  }

  @Test
  @DisplayName("undo with nothing to undo is refused; a refused act leaves nothing to undo")
  void undoRefused() {
    ServeSession s = new ServeSession();
    ask(s, "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":2}");
    ask(s, "{\"op\":\"act\",\"id\":999}");
    assertThat(ask(s, "{\"op\":\"undo\"}").get("error").asText())
        .isEqualTo("nothing to undo: no client action on this table since its deal started");
  }

  @Test
  @DisplayName("a sampled world has the seat's exact view, and its own hidden cards")
  void sampleKeepsTheView() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      ServeSession s = new ServeSession();
      playTo(s, g.name(), 21, 7);
      JsonNode view = ask(s, "{\"op\":\"view\",\"information_state\":true}");
      int seat = view.get("view").get("seat").asInt();
      boolean differs = false;
      for (long seed = 0; seed < 12; seed++) {
        JsonNode drawn = ask(s, "{\"op\":\"sample\",\"seed\":" + seed + "}");
        assertThat(drawn.get("seat").asInt()).isEqualTo(seat);
        int t = drawn.get("table").asInt();
        assertThat(
                ask(
                    s,
                    "{\"op\":\"view\",\"table\":"
                        + t
                        + ",\"seat\":"
                        + seat
                        + ",\"information_state\":true}"))
            .as("%s seed %d", g.name(), seed)
            .isEqualTo(view);
        differs |=
            !hidden(s.tables().find(t).stateForTests(), seat)
                .equals(hidden(s.table().stateForTests(), seat));
        ask(s, "{\"op\":\"close\",\"table\":" + t + "}");
      }
      assertThat(differs)
          .as("%s: some sampled world deals the hidden cards otherwise", g.name())
          .isTrue();
    }
  }

  /** The hands of the other seats. */
  private static String hidden(GameState<?, ?> state, int seat) {
    StringBuilder out = new StringBuilder();
    for (int y = 0; y < state.players(); y++) {
      if (y != seat) {
        out.append(state.hand(y)).append('|');
      }
    }
    return out.toString();
  }

  @Test
  @DisplayName(
      "advice: every bot answers a legal action, the same for positions differing in hidden cards")
  void adviceFromTheViewOnly() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      ServeSession s = new ServeSession();
      JsonNode at = playTo(s, g.name(), 31, 6);
      int seat = at.get("to_act").asInt();
      JsonNode drawn = null;
      for (long seed = 0; seed < 20; seed++) {
        drawn = ask(s, "{\"op\":\"sample\",\"seed\":" + seed + "}");
        if (!hidden(s.tables().find(drawn.get("table").asInt()).stateForTests(), seat)
            .equals(hidden(s.table().stateForTests(), seat))) {
          break;
        }
      }
      int other = drawn.get("table").asInt();
      assertThat(hidden(s.tables().find(other).stateForTests(), seat))
          .isNotEqualTo(hidden(s.table().stateForTests(), seat));
      List<String> legalTexts = new java.util.ArrayList<>();
      for (JsonNode l : ask(s, "{\"op\":\"view\"}").get("view").get("legal")) {
        legalTexts.add(l.get("text").asText());
      }
      for (String bot : BOTS) {
        String ask = "{\"op\":\"advice\",\"bot\":\"" + bot + "\",\"seed\":7";
        JsonNode here = ask(s, ask + "}");
        JsonNode there = ask(s, ask + ",\"table\":" + other + "}");
        assertThat(here.get("ok").asBoolean()).as("%s %s: %s", g.name(), bot, here).isTrue();
        assertThat(here.get("seat").asInt()).isEqualTo(seat);
        assertThat(legalTexts).contains(here.get("action").asText());
        assertThat(there)
            .as("%s %s: the same view, the same answer", g.name(), bot)
            .isEqualTo(here);
      }
    }
  }

  @Test
  @DisplayName("advice is refused for a bot's seat, an unknown bot and a budget past the limits")
  void adviceRefusals() {
    ServeSession s = new ServeSession();
    ask(s, "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":1}");
    assertThat(ask(s, "{\"op\":\"advice\"}").get("error").asText())
        .startsWith("\"advice\" needs \"bot\"");
    assertThat(ask(s, "{\"op\":\"advice\",\"bot\":\"pimc:5000\"}").get("error").asText())
        .isEqualTo("bot 'pimc:5000': tenace serve allows pimc:1 to pimc:1000");
    assertThat(ask(s, "{\"op\":\"advice\",\"bot\":\"client\"}").get("error").asText())
        .isEqualTo("\"bot\" names a bot, not \"client\"");
    assertThat(ask(s, "{\"op\":\"advice\",\"bot\":\"nobody\"}").get("ok").asBoolean()).isFalse();
  }
}
