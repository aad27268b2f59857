package dev.tenace.bots.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tenace.bots.Bots;
import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.Fact;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.testkit.ViewGraph;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every message sent to a program names only cards its seat may know: a card in another seat's hand
 * (or played face down, unknown to the seat) appears in a message only where the seat's typed view
 * shows it (its history, trick table, legal actions and facts, read through the {@link View} API,
 * not from the JSON). Checked at every message of matches of every game and preset, with every
 * seat's view also checked by the test kit's {@link ViewGraph}.
 */
class EngineLeakTest {
  private static final Pattern CARD = Pattern.compile("\\b([2-9TJQKA][CDSH]|X[1-3])\\b");
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  @DisplayName("no message to a program names a card its seat may not know, in any game or preset")
  void noHiddenCard() {
    int messages = 0;
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      messages += everyPreset(g);
    }
    assertThat(messages).isGreaterThan(1000);
    assertThat(Programs.children()).isEmpty();
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> int everyPreset(
      GameDefinition<R, S, V> g) {
    int messages = 0;
    long seed = 3;
    for (Map.Entry<String, R> preset : g.presets().entrySet()) {
      messages += match(g, preset.getKey(), preset.getValue(), seed++);
    }
    return messages;
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> int match(
      GameDefinition<R, S, V> g, String preset, R r, long seed) {
    int n = g.players(r);
    int seat = (int) (seed % n);
    AtomicReference<S> now = new AtomicReference<>();
    List<String> problems = new ArrayList<>();
    int[] count = {0};
    EngineBot bot =
        Engines.bot(Programs.python(), g.name(), seed, EngineSettings.defaults(), quiet())
            .tap(
                line -> {
                  count[0]++;
                  problems.addAll(leaks(line, now.get(), seat));
                });
    List<Agent<? super V>> agents = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      agents.add(i == seat ? bot : Bots.create("random", g.name(), i));
    }
    MatchRunner.Listener<S> tracking =
        new MatchRunner.Listener<>() {
          @Override
          public void dealStarted(S deal) {
            now.set(deal);
          }

          @Override
          public void acted(S before, int s, Action action, S after) {
            now.set(after);
          }
        };
    try {
      MatchRunner.Result<Match<S>> res =
          MatchRunner.run(
              g.newMatch(r, 0, seed),
              agents,
              Engines.listener(agents, g, r, tracking),
              MatchRunner.OnFault.STOP,
              2);
      assertThat(res.faults()).as("%s %s", g.name(), preset).isEmpty();
    } finally {
      Engines.close(agents);
    }
    assertThat(problems).as("%s %s, seat %d", g.name(), preset, seat).isEmpty();
    return count[0];
  }

  private static PrintStream quiet() {
    return new PrintStream(OutputStream.nullOutputStream());
  }

  /**
   * The cards named in {@code line} that {@code seat} may not know in {@code s}: in another seat's
   * hand or played face down out of its sight, and not shown by its view.
   */
  static List<String> leaks(String line, GameState<?, ?> s, int seat) {
    if (s == null) { // hello: before the first deal is known to the test, it names no card
      return CARD.matcher(line).find() ? List.of("a card before the deal: " + line) : List.of();
    }
    List<String> out = new ArrayList<>();
    List<String> graph = ViewGraph.problems(s, seat);
    out.addAll(graph);
    View<?> v = s.viewFor(seat);
    long hidden = s.concealedFrom(seat).bits();
    for (int y = 0; y < s.players(); y++) {
      if (y != seat) {
        hidden |= s.hand(y).bits();
      }
    }
    hidden &= ~known(v);
    hidden |= s.concealedFrom(seat).bits();
    JsonNode m;
    try {
      m = JSON.readTree(line);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new AssertionError(e);
    }
    for (String text : texts(m, new ArrayList<>())) {
      Matcher c = CARD.matcher(text);
      while (c.find()) {
        Card card = Card.parse(c.group(1));
        if ((hidden & card.bit()) != 0) {
          out.add(card + " in " + m.get("type") + ": " + line);
        }
      }
    }
    return out;
  }

  /**
   * Every card the seat's typed view shows: its hand, the cards in its history, trick table and
   * legal actions, and in its game's facts (read through {@link View}, for any game).
   */
  private static long known(View<?> v) {
    long k = v.hand().bits();
    StringBuilder texts = new StringBuilder();
    for (Move m : v.history()) {
      texts.append(m.action().text()).append(' ');
    }
    for (Action a : v.legalActions()) {
      texts.append(a.text()).append(' ');
    }
    for (Fact f : v.facts()) {
      if (!f.name().equals("card_order")) { // the whole pack in order, the same in every view
        texts.append(f.value()).append(' ');
      }
    }
    Matcher m = CARD.matcher(texts);
    while (m.find()) {
      k |= Card.parse(m.group(1)).bit();
    }
    TrickTable t = v.tricks().orElse(null);
    if (t != null) {
      k |= t.played().bits();
      for (Trick x : t.completed()) {
        k |= x.cardSet().bits();
      }
    }
    return k;
  }

  /** Every text of the message, keys included, but the card order fact (the whole pack). */
  private static List<String> texts(JsonNode n, List<String> out) {
    if (n.isTextual()) {
      out.add(n.asText());
    }
    for (Map.Entry<String, JsonNode> e : n.properties()) {
      out.add(e.getKey());
      if (!e.getKey().equals("card_order")) {
        texts(e.getValue(), out);
      }
    }
    if (n.isArray()) {
      for (JsonNode x : n) {
        texts(x, out);
      }
    }
    return out;
  }

  @Test
  @DisplayName("the check finds a hidden card: another seat's hand sent in a message is a leak")
  void checkCanFail() {
    GameDefinition<?, ?, ?> hearts = Games.find("hearts").orElseThrow();
    GameState<?, ?> s = deal(hearts);
    CardSet other = s.hand(1);
    String line = "{\"type\":\"deal\",\"hand\":" + JSON.valueToTree(texts(other)) + "}";
    assertThat(leaks(line, s, 0)).hasSize(other.size());
    String own = "{\"type\":\"deal\",\"hand\":" + JSON.valueToTree(texts(s.hand(0))) + "}";
    assertThat(leaks(own, s, 0)).isEmpty();
  }

  private static <R> GameState<?, ?> deal(GameDefinition<R, ?, ?> g) {
    return g.newDeal(g.defaultRules(), 0, 1L);
  }

  private static List<String> texts(CardSet cards) {
    List<String> out = new ArrayList<>();
    for (Card c : cards) {
      out.add(c.toString());
    }
    return out;
  }
}
