package dev.tenace.cli;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.ContextField;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.RuleViolation;
import io.vavr.control.Either;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The {@code tenace replay} format (command-line issue, REPLAY.md): one JSON object per input line,
 * one per output line. A game record (an object with {@code "deals"}) expands to one output line
 * per deal.
 */
public final class Replay {
  /**
   * The mapper of records and answers. Reading a line checks itself that nothing follows its object
   * (what {@code DeserializationFeature.FAIL_ON_TRAILING_TOKENS} does for whole values, which this
   * streaming read is not).
   */
  static final ObjectMapper JSON = new ObjectMapper();

  private static final int LEGAL_LIMIT = 60;

  /**
   * The largest total, score or standing a record may give or its match reach, either sign: far
   * beyond any game's totals, and far enough from the integer limits that adding a deal's score
   * cannot overflow.
   */
  static final int MAX_TOTAL = 1_000_000_000;

  private Replay() {}

  /** Replays one input line; returns one output object per deal it holds. */
  public static List<ObjectNode> line(String line) {
    List<ObjectNode> out = new ArrayList<>();
    line(new StringReader(line), out::add);
    return out;
  }

  /**
   * Replays one input line read from {@code line}, giving one output object per deal to {@code
   * sink} as soon as it is replayed. The line must hold exactly one JSON object: a second value or
   * anything but whitespace after it is an error for the line, and so is a field given twice. A
   * game record whose {@code "game"}, {@code "rules"} and {@code "players"} come before its {@code
   * "deals"} (as {@code tenace simulate --record} writes them) is read one deal at a time, so
   * memory follows one deal, and a damage after some deals gives their answers and then an error;
   * any other record is read whole first.
   */
  static void line(Reader line, Consumer<ObjectNode> sink) {
    List<ObjectNode> held = new ArrayList<>();
    // a record's deals are answered one behind, so the last one can carry the match summary
    ObjectNode[] pending = {null};
    MatchSummary summary = new MatchSummary();
    try (JsonParser p = JSON.createParser(line)) {
      p.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
      if (p.nextToken() != JsonToken.START_OBJECT) {
        sink.accept(error("expected a JSON object per line"));
        return;
      }
      ObjectNode head = JSON.createObjectNode();
      List<JsonNode> deals = null;
      String dealsError = null;
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String name = p.currentName();
        JsonToken value = p.nextToken();
        if (!name.equals("deals")) {
          head.set(name, tree(p));
          continue;
        }
        deals = new ArrayList<>();
        if (value != JsonToken.START_ARRAY) {
          p.skipChildren();
          dealsError = "\"deals\" must be an array of deals";
          continue;
        }
        boolean stream = head.has("game") && head.has("rules") && head.has("players");
        while (p.nextToken() != JsonToken.END_ARRAY) {
          JsonNode d = tree(p);
          if (stream) {
            ObjectNode answer = recordDeal(head, d, summary);
            if (pending[0] != null) {
              sink.accept(pending[0]);
            }
            pending[0] = answer;
          } else {
            deals.add(d);
          }
        }
      }
      if (p.nextToken() != null) {
        JsonLocation at = p.currentTokenLocation();
        throw new TrailingContent(
            "a second JSON value or other text after the object at column "
                + at.getColumnNr()
                + " (one JSON object per line)");
      }
      if (pending[0] != null) {
        held.add(summary.attachTo(pending[0]));
        pending[0] = null;
      }
      if (dealsError == null
          && deals != null
          && deals.isEmpty()
          && pending[0] == null
          && held.isEmpty()) {
        dealsError = "\"deals\" is empty: a game record holds at least one deal";
      }
      if (dealsError != null) {
        held.add(error(dealsError));
      } else if (deals == null) {
        held.add(deal(head));
      } else {
        for (JsonNode d : deals) {
          held.add(recordDeal(head, d, summary));
        }
        if (!deals.isEmpty()) {
          held.set(held.size() - 1, summary.attachTo(held.get(held.size() - 1)));
        }
      }
    } catch (TrailingContent e) {
      flush(pending, sink); // the record is damaged after its deals: no match summary
      sink.accept(error(e.getMessage()));
      return;
    } catch (JsonProcessingException e) {
      flush(pending, sink);
      JsonLocation at = e.getLocation();
      sink.accept(
          error(
              "malformed JSON"
                  + (at == null ? "" : " at column " + at.getColumnNr())
                  + ": "
                  + jsonProblem(e)));
      return;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    held.forEach(sink);
  }

  /**
   * What is wrong with a line's JSON, in the library's words: Jackson's message names its own
   * settings and types ({@code FAIL_ON_TRAILING_TOKENS}, {@code JsonNode}), which mean nothing to a
   * user of {@code replay} or {@code serve}.
   */
  static String jsonProblem(JsonProcessingException e) {
    String m = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
    java.util.regex.Matcher c =
        java.util.regex.Pattern.compile("^Unexpected character \\('(.{1,2})' \\(code").matcher(m);
    java.util.regex.Matcher dup =
        java.util.regex.Pattern.compile("^Duplicate (?:field|Object property) '(.*)'").matcher(m);
    java.util.regex.Matcher token =
        java.util.regex.Pattern.compile("^Unrecognized token '(.{0,40})").matcher(m);
    if (m.contains("end-of-input")) {
      return "the line ends inside a JSON value";
    } else if (m.startsWith("Trailing token")) {
      return "a second JSON value or other text after the object (one JSON object per line)";
    } else if (dup.find()) {
      return "field \"" + dup.group(1) + "\" is given twice";
    } else if (c.find()) {
      return "unexpected character '" + c.group(1) + "'";
    } else if (token.find()) {
      return "'" + token.group(1) + "' is not a JSON value";
    } else if (m.contains("control character")) {
      return "a control character inside a string (escape it)";
    } else if (m.toLowerCase(java.util.Locale.ROOT).contains("number")
        || m.toLowerCase(java.util.Locale.ROOT).contains("numeric")) {
      return "a number that is not valid JSON or is too long";
    } else if (m.contains("surrogate") || m.contains("UTF")) {
      return "a string that is not valid Unicode";
    }
    return "not valid JSON";
  }

  private static void flush(ObjectNode[] pending, Consumer<ObjectNode> sink) {
    if (pending[0] != null) {
      sink.accept(pending[0]);
      pending[0] = null;
    }
  }

  private static JsonNode tree(JsonParser p) throws IOException {
    JsonNode n = p.readValueAsTree();
    return n == null ? NullNode.getInstance() : n;
  }

  /** Text after the line's JSON object. */
  private static final class TrailingContent extends RuntimeException {
    TrailingContent(String message) {
      super(message, null, false, false);
    }
  }

  /** One deal of a game record, with the record's game, players and rules unless it has its own. */
  private static ObjectNode recordDeal(ObjectNode head, JsonNode d, MatchSummary summary) {
    if (!d.isObject()) {
      summary.broken();
      return error("a deal of \"deals\" is not an object");
    }
    ObjectNode merged = ((ObjectNode) d).deepCopy();
    for (String k : List.of("game", "players", "rules")) {
      if (!merged.has(k) && head.has(k)) {
        merged.set(k, head.get(k));
      }
    }
    return deal(merged, summary);
  }

  static ObjectNode error(String message) {
    ObjectNode o = JSON.createObjectNode();
    o.put("ok", false);
    o.put("error", message);
    return o;
  }

  static ObjectNode deal(ObjectNode in) {
    return deal(in, new MatchSummary());
  }

  /** One deal, added to {@code summary} if it replays (else the summary is broken). */
  private static ObjectNode deal(ObjectNode in, MatchSummary summary) {
    GameDefinition<?, ?, ?> g;
    try {
      g = Games.find(text(in, "game"));
    } catch (IllegalArgumentException e) {
      summary.broken();
      return error(e.getMessage());
    }
    ObjectNode out = deal(g, in, summary);
    if (!out.path("ok").asBoolean()) {
      summary.broken();
    }
    return out;
  }

  /**
   * A record's match-context field as the game declared it ({@link GameDefinition#contextFields}):
   * an {@code Integer}, a {@code List<Integer>} of the declared size, or a text.
   *
   * @throws IllegalArgumentException naming the field and what it must be
   */
  private static Object contextValue(ContextField f, JsonNode value) {
    String name = "\"" + f.name() + "\"";
    return switch (f.shape()) {
      case NUMBER -> {
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
          throw new IllegalArgumentException(name + " must be a whole number but was " + value);
        }
        if (!inRange(value)) {
          throw new IllegalArgumentException(
              name
                  + " must be a whole number from -"
                  + MAX_TOTAL
                  + " to "
                  + MAX_TOTAL
                  + " but was "
                  + value);
        }
        yield value.asInt();
      }
      case NUMBERS -> {
        String must =
            name
                + " must be an array of "
                + (f.size() == 2 ? "two" : String.valueOf(f.size()))
                + " whole numbers";
        if (!value.isArray() || value.size() != f.size()) {
          throw new IllegalArgumentException(must);
        }
        List<Integer> l = new ArrayList<>();
        for (JsonNode x : value) {
          if (!x.isIntegralNumber() || !x.canConvertToInt()) {
            throw new IllegalArgumentException(must);
          }
          if (!inRange(x)) {
            throw new IllegalArgumentException(
                must + " from -" + MAX_TOTAL + " to " + MAX_TOTAL + " but holds " + x);
          }
          l.add(x.asInt());
        }
        yield List.copyOf(l);
      }
      case TEXT -> value.asText();
    };
  }

  private static boolean inRange(JsonNode whole) {
    return Math.abs(whole.asLong()) <= MAX_TOTAL;
  }

  private static <R, S extends GameState<S, ?>> ObjectNode deal(
      GameDefinition<R, S, ?> g, ObjectNode in, MatchSummary summary) {
    R rules;
    S s;
    Map<String, Object> context = new LinkedHashMap<>();
    try {
      rules = rules(g, in.get("rules"));
      s = explicitDeal(g, rules, in, context);
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
      Step m;
      try {
        m = step(s, a, k);
      } catch (IllegalArgumentException e) {
        return error(e.getMessage());
      }
      int seat = m.seat();
      Action act = m.action();
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
    summary.add(g.matchPolicy(rules), s, context);
    if (s.isTerminal()) {
      out.set("result", JSON.valueToTree(g.result(s)));
    } else {
      ObjectNode next = out.putObject("next");
      next.put("seat", s.toMove());
      putLegal(next, s.legalActions(s.toMove()));
    }
    return out;
  }

  /**
   * The rules of a record's {@code "rules"} object ({@code name: value}) over the game's defaults.
   *
   * @throws IllegalArgumentException naming the bad field or the invalid rules
   */
  private static <R> R rules(GameDefinition<R, ?, ?> g, JsonNode r) {
    Map<String, String> settings = new LinkedHashMap<>();
    if (r != null && !r.isNull()) {
      if (!r.isObject()) {
        throw new IllegalArgumentException(
            "\"rules\" must be an object of variant names to values");
      }
      for (Map.Entry<String, JsonNode> e : r.properties()) {
        if (e.getValue().isContainerNode()) {
          throw new IllegalArgumentException(
              "rules." + e.getKey() + " must be a boolean, number or string");
        }
        settings.put(e.getKey(), e.getValue().asText());
      }
    }
    io.vavr.control.Validation<io.vavr.collection.Seq<String>, R> v =
        g.rules(g.defaultRules(), settings);
    if (v.isInvalid()) {
      throw new IllegalArgumentException("invalid rules: " + v.getError().mkString("; "));
    }
    return v.get();
  }

  /**
   * The deal of a record under {@code rules}: its players, dealer, hands, rest and match context
   * (put in {@code context}), checked here and by the game's {@code explicitDeal}.
   *
   * @throws IllegalArgumentException naming the bad field
   */
  private static <R, S extends GameState<S, ?>> S explicitDeal(
      GameDefinition<R, S, ?> g, R rules, ObjectNode in, Map<String, Object> context) {
    int players = g.players(rules);
    if (in.has("players")
        && (!in.get("players").canConvertToInt() || in.get("players").asInt() != players)) {
      throw new IllegalArgumentException(
          "\"players\" is "
              + in.get("players")
              + " but these rules have "
              + players
              + " players (set the players variant in \"rules\" where the game allows it)");
    }
    JsonNode dealerNode = in.get("dealer");
    if (dealerNode == null || !dealerNode.canConvertToInt() || !dealerNode.isIntegralNumber()) {
      throw new IllegalArgumentException("\"dealer\" must be a seat number");
    }
    int dealer = dealerNode.asInt();
    if (dealer < 0 || dealer >= players) {
      throw new IllegalArgumentException(
          "\"dealer\" " + dealer + " is not a seat of a " + players + "-player table");
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
    List<Card> rest =
        in.has("rest") && !in.get("rest").isNull() ? cards(in.get("rest"), "rest") : List.of();
    for (ContextField f : g.contextFields(rules)) {
      if (in.has(f.name())) {
        context.put(f.name(), contextValue(f, in.get(f.name())));
      }
    }
    return g.explicitDeal(rules, dealer, hands, rest, context);
  }

  /** One action of a record: {@code "<seat> <action>"}. */
  private record Step(int seat, Action action) {}

  /**
   * Reads {@code actions[k]} of a record as an action of {@code s}'s game by a seat of its table.
   *
   * @throws IllegalArgumentException with the answer's message: the text is not a seat and an
   *     action, the seat no number or no seat of the table, or the action no action of the game
   */
  private static Step step(GameState<?, ?> s, JsonNode a, int k) {
    Step step = parseStep(s, a, k);
    if (step.seat() < 0 || step.seat() >= s.players()) {
      throw new IllegalArgumentException(
          "actions["
              + k
              + "] "
              + a
              + ": no seat "
              + step.seat()
              + " at a "
              + s.players()
              + "-player table");
    }
    return step;
  }

  private static Step parseStep(GameState<?, ?> s, JsonNode a, int k) {
    String t = a.isTextual() ? a.asText().trim() : "";
    int sp = t.indexOf(' ');
    try {
      if (sp < 0) {
        throw new IllegalArgumentException("expected \"<seat> <action>\"");
      }
      String number = t.substring(0, sp);
      if (!number.matches("[0-9]{1,9}")) {
        throw new NumberFormatException(number); // ASCII digits only: no sign, no other script
      }
      int seat = Integer.parseInt(number);
      return new Step(seat, s.parseAction(t.substring(sp + 1)));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "actions[" + k + "] " + a + ": the seat is not a number", e);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("actions[" + k + "] " + a + ": " + e.getMessage(), e);
    }
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
