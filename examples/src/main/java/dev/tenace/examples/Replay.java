package dev.tenace.examples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.RuleViolation;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code tenace replay} format (command-line issue, REPLAY.md): one JSON object per input line,
 * one per output line. A game record (an object with {@code "deals"}) expands to one output line
 * per deal.
 */
public final class Replay {
  static final ObjectMapper JSON = new ObjectMapper();
  private static final int LEGAL_LIMIT = 60;

  private Replay() {}

  /** Replays one input line; returns one output object per deal it holds. */
  public static List<ObjectNode> line(String line) {
    JsonNode root;
    try {
      root = JSON.readTree(line);
    } catch (JsonProcessingException e) {
      com.fasterxml.jackson.core.JsonLocation at = e.getLocation();
      return List.of(error("malformed JSON" + (at == null ? "" : " at line " + at.getLineNr() + ", column "
          + at.getColumnNr()) + ": " + e.getOriginalMessage()));
    }
    if (root == null || !root.isObject()) {
      return List.of(error("expected a JSON object per line"));
    }
    if (root.has("deals")) {
      if (!root.get("deals").isArray()) {
        return List.of(error("\"deals\" must be an array of deals"));
      }
      List<ObjectNode> out = new ArrayList<>();
      for (JsonNode d : root.get("deals")) {
        ObjectNode merged = d.isObject() ? ((ObjectNode) d).deepCopy() : JSON.createObjectNode();
        for (String k : List.of("game", "players", "rules")) {
          if (!merged.has(k) && root.has(k)) {
            merged.set(k, root.get(k));
          }
        }
        out.add(d.isObject() ? deal(merged) : error("a deal of \"deals\" is not an object"));
      }
      return out;
    }
    return List.of(deal((ObjectNode) root));
  }

  static ObjectNode error(String message) {
    ObjectNode o = JSON.createObjectNode();
    o.put("ok", false);
    o.put("error", message);
    return o;
  }

  static ObjectNode deal(ObjectNode in) {
    GameDefinition<?, ?, ?> g;
    try {
      g = Games.find(text(in, "game"));
    } catch (IllegalArgumentException e) {
      return error(e.getMessage());
    }
    return deal(g, in);
  }

  private static <R, S extends GameState<S, ?>> ObjectNode deal(GameDefinition<R, S, ?> g, ObjectNode in) {
    R rules;
    S s;
    try {
      Map<String, String> settings = new LinkedHashMap<>();
      JsonNode r = in.get("rules");
      if (r != null && !r.isNull()) {
        if (!r.isObject()) {
          throw new IllegalArgumentException("\"rules\" must be an object of variant names to values");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = r.fields(); it.hasNext();) {
          Map.Entry<String, JsonNode> e = it.next();
          if (e.getValue().isContainerNode()) {
            throw new IllegalArgumentException("rules." + e.getKey() + " must be a boolean, number or string");
          }
          settings.put(e.getKey(), e.getValue().asText());
        }
      }
      io.vavr.control.Validation<io.vavr.collection.Seq<String>, R> v = g.rules(g.defaultRules(), settings);
      if (v.isInvalid()) {
        throw new IllegalArgumentException("invalid rules: " + v.getError().mkString("; "));
      }
      rules = v.get();
      int players = g.players(rules);
      if (in.has("players") && (!in.get("players").canConvertToInt() || in.get("players").asInt() != players)) {
        throw new IllegalArgumentException("\"players\" is " + in.get("players") + " but these rules have " + players
            + " players (set the players variant in \"rules\" where the game allows it)");
      }
      JsonNode dealerNode = in.get("dealer");
      if (dealerNode == null || !dealerNode.canConvertToInt() || !dealerNode.isIntegralNumber()) {
        throw new IllegalArgumentException("\"dealer\" must be a seat number");
      }
      int dealer = dealerNode.asInt();
      if (dealer < 0 || dealer >= players) {
        throw new IllegalArgumentException("\"dealer\" " + dealer + " is not a seat of a " + players + "-player table");
      }
      JsonNode hs = in.get("hands");
      if (hs == null || !hs.isArray() || hs.size() != players) {
        throw new IllegalArgumentException("\"hands\" must be an array of " + players + " hands");
      }
      List<CardSet> hands = new ArrayList<>();
      for (int i = 0; i < hs.size(); i++) {
        List<Card> cs = cards(hs.get(i), "hands[" + i + "]");
        CardSet set = CardSet.of(cs);
        if (set.size() != cs.size()) {
          throw new IllegalArgumentException("hands[" + i + "] lists a card twice");
        }
        hands.add(set);
      }
      List<Card> rest = in.has("rest") && !in.get("rest").isNull() ? cards(in.get("rest"), "rest") : List.of();
      Map<String, Object> context = new LinkedHashMap<>();
      for (String k : List.of("deal", "pendingDoublers")) {
        if (in.has(k)) {
          if (!in.get(k).isIntegralNumber() || !in.get(k).canConvertToInt()) {
            throw new IllegalArgumentException("\"" + k + "\" must be a whole number but was " + in.get(k));
          }
          context.put(k, in.get(k).asInt());
        }
      }
      for (String k : List.of("scores", "bags")) {
        if (in.has(k)) {
          JsonNode a = in.get(k);
          if (!a.isArray() || a.size() != 2) {
            throw new IllegalArgumentException("\"" + k + "\" must be an array of two whole numbers");
          }
          List<Integer> l = new ArrayList<>();
          for (JsonNode x : a) {
            if (!x.isIntegralNumber() || !x.canConvertToInt()) {
              throw new IllegalArgumentException("\"" + k + "\" must be an array of two whole numbers");
            }
            l.add(x.asInt());
          }
          context.put(k, l);
        }
      }
      if (in.has("standing")) {
        JsonNode a = in.get("standing");
        if (!a.isArray() || a.size() != players) {
          throw new IllegalArgumentException("\"standing\" must be an array of " + players + " whole numbers");
        }
        List<Integer> l = new ArrayList<>();
        for (JsonNode x : a) {
          if (!x.isIntegralNumber() || !x.canConvertToInt()) {
            throw new IllegalArgumentException("\"standing\" must be an array of " + players + " whole numbers");
          }
          l.add(x.asInt());
        }
        context.put("standing", l);
      }
      if (in.has("passDirection")) {
        context.put("passDirection", in.get("passDirection").asText());
      }
      s = g.explicitDeal(rules, dealer, hands, rest, context);
    } catch (IllegalArgumentException e) {
      return error(e.getMessage());
    }
    JsonNode actions = in.get("actions");
    if (actions != null && !actions.isArray()) {
      return error("\"actions\" must be an array of \"<seat> <action>\" strings");
    }
    ObjectNode out = JSON.createObjectNode();
    out.put("ok", true);
    ArrayNode steps = out.putArray("steps");
    int k = 0;
    for (JsonNode a : actions == null ? JSON.createArrayNode() : actions) {
      String t = a.isTextual() ? a.asText().trim() : "";
      int sp = t.indexOf(' ');
      int seat;
      Action act;
      try {
        if (sp < 0) {
          throw new IllegalArgumentException("expected \"<seat> <action>\"");
        }
        seat = Integer.parseInt(t.substring(0, sp));
        act = s.parseAction(t.substring(sp + 1));
      } catch (NumberFormatException e) {
        return error("actions[" + k + "] " + a + ": the seat is not a number");
      } catch (IllegalArgumentException e) {
        return error("actions[" + k + "] " + a + ": " + e.getMessage());
      }
      if (seat < 0 || seat >= s.players()) {
        return error("actions[" + k + "] " + a + ": no seat " + seat + " at a " + s.players() + "-player table");
      }
      List<Action> legal = s.legalActions(seat);
      Either<RuleViolation, S> r = s.apply(seat, act);
      if (r.isLeft()) {
        ObjectNode rej = JSON.createObjectNode();
        rej.put("ok", false);
        rej.put("step", k);
        rej.put("rule", r.getLeft().code());
        rej.put("message", r.getLeft().message());
        return rej;
      }
      ObjectNode step = steps.addObject();
      step.put("seat", seat);
      step.put("action", act.text());
      putLegal(step, legal);
      s = r.get();
      k++;
    }
    if (s.isTerminal()) {
      out.set("result", JSON.valueToTree(g.result(s)));
    } else {
      ObjectNode next = out.putObject("next");
      next.put("seat", s.toMove());
      putLegal(next, s.legalActions(s.toMove()));
    }
    return out;
  }

  private static void putLegal(ObjectNode o, List<Action> legal) {
    if (legal.size() <= LEGAL_LIMIT) {
      ArrayNode l = o.putArray("legal");
      for (Action x : legal) {
        l.add(x.text());
      }
    } else {
      o.put("legalCount", legal.size());
    }
  }

  private static String text(ObjectNode in, String field) {
    JsonNode n = in.get(field);
    if (n == null || !n.isTextual()) {
      throw new IllegalArgumentException("\"" + field + "\" is missing or not a string");
    }
    return n.asText();
  }

  private static List<Card> cards(JsonNode arr, String where) {
    if (!arr.isArray()) {
      throw new IllegalArgumentException("\"" + where + "\" must be an array of cards");
    }
    List<Card> out = new ArrayList<>();
    for (int i = 0; i < arr.size(); i++) {
      JsonNode c = arr.get(i);
      if (!c.isTextual()) {
        throw new IllegalArgumentException(where + "[" + i + "] is not a card string");
      }
      try {
        out.add(Card.parse(c.asText()));
      } catch (NotationException e) {
        throw new IllegalArgumentException(where + "[" + i + "]: " + e.getMessage());
      }
    }
    return out;
  }
}
