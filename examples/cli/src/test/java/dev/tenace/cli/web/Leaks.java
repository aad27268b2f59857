package dev.tenace.cli.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.Games;
import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The cards a seat may not know at a moment of a single deal, from the truth: the server's record
 * of the deal up to that moment, replayed through the rules. A card is hidden from {@code seat} if
 * another seat holds it or was dealt it, or it was left undealt (a blind), unless it has been
 * played face up, {@code seat} holds it now, or {@code seat} named it in an action of its own (a
 * pass, a bury). A message leaks if it names a hidden card.
 */
final class Leaks {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern CARD =
      Pattern.compile("(?<![A-Za-z0-9])([2-9TJQKA][CDSH])(?![A-Za-z0-9])");

  private Leaks() {}

  /** The cards hidden from {@code seat} after the actions the record holds so far. */
  static Set<String> hiddenFrom(ObjectNode record, int seat) {
    return hidden(Games.find(record.get("game").asText()), record, seat);
  }

  private static <R, S extends GameState<S, ?>> Set<String> hidden(
      GameDefinition<R, S, ?> g, ObjectNode record, int seat) {
    Map<String, String> settings = new LinkedHashMap<>();
    record.get("rules").properties().forEach(e -> settings.put(e.getKey(), e.getValue().asText()));
    R rules = g.rules(g.defaultRules(), settings).get();
    JsonNode deals = record.get("deals");
    JsonNode deal = deals.get(deals.size() - 1);
    List<CardSet> hands = new ArrayList<>();
    for (JsonNode h : deal.get("hands")) {
      List<Card> cs = new ArrayList<>();
      h.forEach(c -> cs.add(Card.parse(c.asText())));
      hands.add(CardSet.of(cs));
    }
    List<Card> rest = new ArrayList<>();
    deal.get("rest").forEach(c -> rest.add(Card.parse(c.asText())));
    Map<String, Object> context = new LinkedHashMap<>();
    S s = g.explicitDeal(rules, deal.get("dealer").asInt(), hands, rest, context);
    Set<String> named = new HashSet<>();
    Set<String> played = new HashSet<>();
    for (JsonNode a : deal.get("actions")) {
      String t = a.asText();
      int sp = t.indexOf(' ');
      int who = Integer.parseInt(t.substring(0, sp));
      String action = t.substring(sp + 1);
      if (who == seat) {
        named.addAll(cards(action));
      }
      if (action.startsWith("play ")) {
        played.addAll(cards(action));
      }
      s = s.apply(who, s.parseAction(action)).get();
    }
    // every card that was, or is, out of this seat's sight: other seats' hands as dealt and now,
    // and what was left undealt (a blind, a widow)
    Set<String> out = new TreeSet<>();
    for (int y = 0; y < s.players(); y++) {
      if (y != seat) {
        s.hand(y).forEach(c -> out.add(c.toString()));
        hands.get(y).forEach(c -> out.add(c.toString()));
      }
    }
    rest.forEach(c -> out.add(c.toString()));
    out.removeAll(played);
    out.removeAll(named);
    s.hand(seat).forEach(c -> out.remove(c.toString()));
    return out;
  }

  /** The card texts a text names. */
  static Set<String> cards(String text) {
    Set<String> out = new TreeSet<>();
    Matcher m = CARD.matcher(text);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  /**
   * The fields that name a card without saying who holds it: Sheepshead's called partner card and
   * Suitability's turn-up, both public, and a view's {@code card_order} (the whole deck in the
   * order players sort a hand, the same list in every view).
   */
  private static final Set<String> PUBLIC_NAMES =
      Set.of("partner_card", "turn_up", "dealt_turn_up", "card_order");

  /** Every card named in a string value of a JSON message (but the public names above). */
  static Set<String> cardsIn(String message) {
    Set<String> out = new TreeSet<>();
    try {
      JsonNode tree = JSON.readTree(message);
      tree.findParents("partner_card").forEach(p -> ((ObjectNode) p).remove(PUBLIC_NAMES));
      tree.findParents("turn_up").forEach(p -> ((ObjectNode) p).remove(PUBLIC_NAMES));
      tree.findParents("card_order").forEach(p -> ((ObjectNode) p).remove(PUBLIC_NAMES));
      collect(tree, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private static void collect(JsonNode n, Set<String> out) {
    if (n.isTextual()) {
      out.addAll(cards(n.asText()));
    }
    n.forEach(x -> collect(x, out));
  }
}
