package dev.tenace.bots.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Fact;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.learn.Encoder;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A seat's view as JSON: what {@code tenace serve} answers and what the engine protocol sends a
 * program at each decision ({@code PROTOCOL.md}). Everything here is read from the {@link View}
 * (and the game's typed view), never from the state, so it holds only what the seat may know. Cards
 * are texts ({@code "QS"}), seats are absolute seat numbers.
 */
public final class ViewJson {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private ViewJson() {}

  /**
   * The view as an object: the common facts, the legal actions with their ids, the game's facts.
   */
  public static ObjectNode view(View<?> v, Encoder enc, CardSet selected, int deal) {
    ObjectNode o = F.objectNode();
    o.put("seat", v.seat());
    o.put("players", v.players());
    o.put("deal", deal);
    o.put("dealer", v.dealer());
    seat(o, "to_move", v.toMove());
    o.set("hand", cards(v.hand()));
    o.set("selected", cards(selected));
    ArrayNode legal = o.putArray("legal");
    for (Action a : v.legalActions()) {
      ObjectNode x = legal.addObject();
      x.put("text", a.text());
      ArrayNode ids = x.putArray("ids");
      for (int id : enc.ids(a)) {
        ids.add(id);
      }
    }
    ArrayNode history = o.putArray("history");
    for (Move m : v.history()) {
      ObjectNode x = history.addObject();
      x.put("seat", m.seat());
      x.put("action", m.action().text());
    }
    Optional<TrickTable> t = v.tricks();
    if (t.isPresent()) {
      o.set("tricks", tricks(t.get()));
    } else {
      o.putNull("tricks");
    }
    o.set("standing", ints(v.standing()));
    o.set("facts", facts(v));
    return o;
  }

  private static ObjectNode tricks(TrickTable t) {
    ObjectNode o = F.objectNode();
    o.set("current", trick(t.current(), false));
    seat(o, "winning", t.currentWinner());
    ArrayNode done = o.putArray("completed");
    for (Trick k : t.completed()) {
      done.add(trick(k, true));
    }
    o.set("tricks_won", ints(t.tricksWon()));
    o.put("total", t.totalTricks());
    return o;
  }

  private static ObjectNode trick(Trick t, boolean complete) {
    ObjectNode o = F.objectNode();
    o.put("leader", t.leader());
    ArrayNode cards = o.putArray("cards");
    for (int i = 0; i < t.size(); i++) {
      cards.add(t.isConcealed(i) ? "??" : t.card(i).toString()); // ?? : played face down
    }
    if (complete) {
      o.put("winner", t.winner());
    }
    return o;
  }

  /** The game's typed facts. */
  private static ObjectNode facts(View<?> view) {
    ObjectNode o = F.objectNode();
    for (Fact f : view.facts()) {
      o.set(f.name(), json(f.value()));
    }
    return o;
  }

  /** A fact's value as JSON: cards as texts, seats as numbers, none as null. */
  public static JsonNode json(Object value) {
    if (value == null) {
      return F.nullNode();
    }
    if (value instanceof Integer i) {
      return F.numberNode(i);
    }
    if (value instanceof Boolean b) {
      return F.booleanNode(b);
    }
    if (value instanceof String t) {
      return F.textNode(t);
    }
    if (value instanceof Card c) {
      return F.textNode(c.toString());
    }
    if (value instanceof CardSet c) {
      return cards(c);
    }
    if (value instanceof Fact.SeatNumber n) {
      return F.numberNode(n.seat());
    }
    if (value instanceof List<?> l) {
      ArrayNode a = F.arrayNode();
      for (Object x : l) {
        a.add(json(x));
      }
      return a;
    }
    ObjectNode o = F.objectNode();
    ((Map<?, ?>) value).forEach((k, v) -> o.set((String) k, json(v)));
    return o;
  }

  /** Cards as a list of texts. */
  public static ArrayNode cards(CardSet cards) {
    ArrayNode a = F.arrayNode();
    for (Card c : cards) {
      a.add(c.toString());
    }
    return a;
  }

  /** Numbers as a list. */
  public static ArrayNode ints(List<Integer> values) {
    ArrayNode a = F.arrayNode();
    for (int v : values) {
      a.add(v);
    }
    return a;
  }

  /** A seat, or null for {@code -1}. */
  public static void seat(ObjectNode o, String name, int seat) {
    if (seat >= 0) {
      o.put(name, seat);
    } else {
      o.putNull(name);
    }
  }
}
