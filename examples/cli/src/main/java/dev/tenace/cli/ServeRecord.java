package dev.tenace.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.View;

/**
 * The record of a served table's current deal, in the form {@code tenace simulate --record} writes:
 * its dealer, deal number and match context, every hand, the rest, the actions so far as {@code
 * "<seat> <action>"} and, once over, the result. It holds every seat's cards: it is for an
 * embedding server's log and tests, never an answer.
 */
final class ServeRecord {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private final ArrayNode deals;
  private ObjectNode deal;

  ServeRecord() {
    this.deals = F.arrayNode();
  }

  private ServeRecord(ArrayNode deals) {
    this.deals = deals;
    this.deal = (ObjectNode) deals.get(0);
  }

  /**
   * Starts the record of the deal just dealt; the previous deal's is dropped, so a long match keeps
   * one deal's record (with its context, it replays on its own).
   */
  <S extends GameState<S, V>, V extends View<S>> void start(
      GameDefinition<?, S, V> game, Match<S> match) {
    S d = match.deal();
    deals.removeAll();
    deal = deals.addObject();
    deal.put("dealer", d.dealer());
    deal.put("deal", match.dealNumber());
    game.context(d).forEach((k, v) -> deal.set(k, Replay.JSON.valueToTree(v)));
    ArrayNode hands = deal.putArray("hands");
    for (int y = 0; y < d.players(); y++) {
      hands.add(ServeViews.cards(d.hand(y)));
    }
    ArrayNode rest = deal.putArray("rest");
    game.rest(d).forEach(c -> rest.add(c.toString()));
    deal.putArray("actions");
  }

  /** Adds an action applied by {@code seat}, and the result once the deal is over. */
  <S extends GameState<S, V>, V extends View<S>> void moved(
      GameDefinition<?, S, V> game, Match<S> match, int seat, Action action) {
    ((ArrayNode) deal.get("actions")).add(seat + " " + action.text());
    if (match.deal().isTerminal() && !deal.has("result")) {
      deal.set("result", Replay.JSON.valueToTree(game.result(match.deal())));
    }
  }

  /** The number of actions recorded in the current deal. */
  int actions() {
    return deal.get("actions").size();
  }

  /** Back to the first {@code actions} actions of the deal (for {@code undo}). */
  void truncate(int actions) {
    ArrayNode a = (ArrayNode) deal.get("actions");
    while (a.size() > actions) {
      a.remove(a.size() - 1);
    }
    deal.remove("result");
  }

  /** A copy that changes independently (for {@code fork}). */
  ServeRecord copy() {
    return new ServeRecord(deals.deepCopy());
  }

  /** The record's deals, a copy. */
  ArrayNode deals() {
    return deals.deepCopy();
  }
}
