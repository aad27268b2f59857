package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.hearts.HeartsView;
import dev.tenace.learn.Encoder;
import dev.tenace.learn.Encoders;
import dev.tenace.sheepshead.SheepsheadView;
import dev.tenace.spades.SpadesView;
import dev.tenace.suitability.SuitabilityView;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The server sends views, never states: over whole deals of every game and preset, with the client
 * at seat 0 and bots elsewhere, no answer (to {@code new}, {@code act}, {@code view}, {@code
 * observe}, {@code result}) names a card hidden in another seat's hand, and the observation the
 * server sends is the one a sampled consistent state (other hidden cards) gives.
 */
class ServeLeakTest {
  private static final Pattern CARD = Pattern.compile("\\b([2-9TJQKA][CDSH]|X[1-3])\\b");

  @Test
  @DisplayName("no answer names a card hidden in another seat's hand, in any game or preset")
  void noHiddenCardInAnyAnswer() {
    int answers = 0;
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      answers += everyPreset(g);
    }
    assertThat(answers).isGreaterThan(3000);
  }

  private static <R> int everyPreset(GameDefinition<R, ?, ?> g) {
    int answers = 0;
    long seed = 1;
    for (String preset : g.presets().keySet()) {
      for (int k = 0; k < 3; k++) {
        answers += playDeal(g, preset, seed++);
      }
    }
    return answers;
  }

  private static <R> int playDeal(GameDefinition<R, ?, ?> g, String preset, long seed) {
    ServeSession session = new ServeSession();
    int n = g.players(g.presets().get(preset));
    StringBuilder seats = new StringBuilder("[\"client\"");
    for (int s = 1; s < n; s++) {
      seats.append(s % 2 == 0 ? ",\"random\"" : ",\"heuristic\"");
    }
    seats.append(']');
    Encoder enc = Encoders.forGame(g, g.presets().get(preset));
    SplittableRandom rng = new SplittableRandom(seed);
    JsonNode status =
        ask(
            session,
            "{\"op\":\"new\",\"game\":\""
                + g.name()
                + "\",\"rules\":\""
                + preset
                + "\",\"seed\":"
                + seed
                + ",\"seats\":"
                + seats
                + "}");
    int answers = 1;
    CardSet selected = CardSet.EMPTY;
    for (int step = 0; step < 500; step++) {
      checkNoLeak(session, status);
      if (status.get("over").asBoolean()) {
        checkNoLeak(session, ask(session, "{\"op\":\"result\"}"));
        return answers + 1;
      }
      JsonNode view = ask(session, "{\"op\":\"view\",\"information_state\":true}");
      checkNoLeak(session, view);
      JsonNode obs = ask(session, "{\"op\":\"observe\"}");
      checkNoLeak(session, obs);
      checkVectorIsTheView(session, enc, obs, selected, rng);
      JsonNode ids = status.get("legal_ids");
      int id = ids.get(rng.nextInt(ids.size())).asInt();
      status = ask(session, "{\"op\":\"act\",\"id\":" + id + "}");
      assertThat(status.get("ok").asBoolean()).as("%s", status).isTrue();
      selected = status.has("selected") ? cards(status.get("selected")) : CardSet.EMPTY;
      answers += 3;
    }
    throw new AssertionError(g.name() + " " + preset + " did not end");
  }

  private static JsonNode ask(ServeSession session, String request) {
    try {
      // as the wire has it: a sparse vector is raw JSON text in the answer
      return ServeTest.JSON.readTree(
          ServeTest.JSON.writeValueAsString(session.handle(ServeTest.JSON.readTree(request))));
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new AssertionError(e);
    }
  }

  /** The answer names no card that another seat holds and seat 0 cannot know. */
  private static void checkNoLeak(ServeSession session, JsonNode answer) {
    GameState<?, ?> s = session.table().stateForTests();
    List<Card> leaked = leaks(answer, s, s.viewFor(0));
    assertThat(leaked).as("hidden cards in %s", answer).isEmpty();
  }

  /**
   * The cards of the answer's texts hidden from {@code v}'s seat in the other hands of {@code s}.
   */
  static List<Card> leaks(JsonNode answer, GameState<?, ?> s, View<?> v) {
    long hidden = 0;
    for (int y = 0; y < s.players(); y++) {
      if (y != v.seat()) {
        hidden |= s.hand(y).bits();
      }
    }
    hidden &= ~known(v);
    List<Card> out = new ArrayList<>();
    for (String text : texts(answer, new ArrayList<>())) {
      Matcher m = CARD.matcher(text);
      while (m.find()) {
        Card c = Card.parse(m.group(1));
        if ((hidden & c.bit()) != 0) {
          out.add(c);
        }
      }
    }
    return out;
  }

  /**
   * Every card the seat may know of, read from its typed view (not from the server's JSON): its
   * hand, the cards in its history, tricks and legal actions, and its game's facts.
   */
  static long known(View<?> v) {
    long k = v.hand().bits();
    StringBuilder texts = new StringBuilder();
    for (Move m : v.history()) {
      texts.append(m.action().text()).append(' ');
    }
    for (Action a : v.legalActions()) {
      texts.append(a.text()).append(' ');
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
    if (v instanceof HeartsView h) {
      k |= h.dealtHand().bits() | h.widowFaceUp().bits();
      for (CardSet c : h.passed()) {
        k |= c.bits();
      }
      for (CardSet c : h.received()) {
        k |= c.bits();
      }
    } else if (v instanceof SpadesView sp) {
      k |= sp.gave().bits() | sp.received().bits();
    } else if (v instanceof SheepsheadView sh) {
      k |= sh.dealtHand().bits() | CardSet.of(sh.blind()).bits() | sh.buried().bits();
      k |= sh.partnerCard().map(Card::bit).orElse(0L);
    } else if (v instanceof SuitabilityView su) {
      k |= su.turnUp().map(Card::bit).orElse(0L) | su.dealtTurnUp().map(Card::bit).orElse(0L);
    }
    return k;
  }

  private static List<String> texts(JsonNode n, List<String> out) {
    if (n.isTextual()) {
      out.add(n.asText());
    }
    for (Map.Entry<String, JsonNode> e : n.properties()) {
      out.add(e.getKey());
      // a view's card_order names the whole deck in the order players sort a hand: the same list
      // in every view, it cannot tell where a card lies
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

  /** The served observation is the encoder's of seat 0's view, and of a sampled state's view. */
  private static void checkVectorIsTheView(
      ServeSession session, Encoder enc, JsonNode obs, CardSet selected, SplittableRandom rng) {
    GameState<?, ?> s = session.table().stateForTests();
    View<?> v = s.viewFor(0);
    float[] served = new float[obs.get("observation").size()];
    for (int i = 0; i < served.length; i++) {
      served[i] = (float) obs.get("observation").get(i).asDouble();
    }
    assertThat(served).isEqualTo(enc.observation(v, selected));
    GameState<?, ?> other = v.sampleConsistentState(rng);
    assertThat(enc.observation(other.viewFor(0), selected)).isEqualTo(served);
  }

  private static CardSet cards(JsonNode texts) {
    long b = 0;
    for (JsonNode t : texts) {
      b |= Card.parse(t.asText()).bit();
    }
    return CardSet.ofBits(b);
  }

  @Test
  @DisplayName("the leak check finds a hidden card planted in an answer (it can fail)")
  void checkCanFail() {
    ServeSession session = new ServeSession();
    JsonNode a =
        ask(
            session,
            "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":9,\"seats\":[\"client\",\"random\",\"random\",\"random\"]}");
    GameState<?, ?> s = session.table().stateForTests();
    assertThat(leaks(a, s, s.viewFor(0))).isEmpty();
    Card theirs = s.hand(2).first();
    ObjectNode planted = ((ObjectNode) a).deepCopy();
    planted.putObject("debug").put("note", "seat 2 holds " + theirs);
    assertThat(leaks(planted, s, s.viewFor(0))).containsExactly(theirs);
    ObjectNode view = (ObjectNode) ask(session, "{\"op\":\"view\"}");
    ((ObjectNode) view.get("view")).set("hand", ServeViews.cards(s.hand(1)));
    assertThat(leaks(view, s, s.viewFor(0))).isNotEmpty();
  }
}
