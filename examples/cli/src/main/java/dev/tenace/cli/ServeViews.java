package dev.tenace.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.bots.engine.ViewJson;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.View;
import dev.tenace.learn.Encoder;
import java.util.List;

/**
 * A seat's view as the JSON of {@code tenace serve}: {@link ViewJson} of {@code tenace-bots}, which
 * the engine protocol sends a program too, so both say the same. Everything there is read from the
 * {@link View}, never from the state.
 */
final class ServeViews {
  private ServeViews() {}

  /** {@link ViewJson#view}. */
  static ObjectNode view(View<?> v, Encoder enc, CardSet selected, int deal) {
    return ViewJson.view(v, enc, selected, deal);
  }

  /** {@link ViewJson#cards}. */
  static ArrayNode cards(CardSet cards) {
    return ViewJson.cards(cards);
  }

  /** {@link ViewJson#ints}. */
  static ArrayNode ints(List<Integer> values) {
    return ViewJson.ints(values);
  }

  /** {@link ViewJson#seat}. */
  static void seat(ObjectNode o, String name, int seat) {
    ViewJson.seat(o, name, seat);
  }
}
