package dev.tenace.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.learn.Encoder;
import dev.tenace.learn.Encoders;
import dev.tenace.learn.Layout;
import dev.tenace.learn.Segment;

/**
 * {@code spec}: a game under its rules as numbers — the action space and the vector layouts of its
 * {@link Encoder}, and (protocol 2) their sizes, the longest deal, the least and greatest utility
 * of a deal (when the game declares them) and whether deals are zero-sum, all read from the game's
 * definition and encoder, so any registered game has them.
 */
final class ServeSpec {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private ServeSpec() {}

  /** The spec of a game and rules a request names without dealing. */
  static ObjectNode spec(ServeSeats<?, ?, ?> setup) {
    return specOf(setup);
  }

  private static <R> ObjectNode specOf(ServeSeats<R, ?, ?> setup) {
    return spec(setup.game(), setup.rules());
  }

  /** The spec of a table's game and rules. */
  static ObjectNode spec(ServeTable<?, ?, ?> t) {
    return spec(t.setup);
  }

  private static <R> ObjectNode spec(GameDefinition<R, ?, ?> game, R rules) {
    Encoder enc = Encoders.forGame(game, rules);
    ObjectNode o = ServeSession.ok();
    o.put("game", game.name());
    o.put("players", enc.players());
    ObjectNode settings = o.putObject("rules");
    game.settings(rules).forEach(settings::put);
    o.set("actions", layout(enc.actions()));
    o.set("observation", layout(enc.observation()));
    o.set("information_state", layout(enc.informationState()));
    o.put("action_count", enc.actionCount());
    o.put("observation_size", enc.observation().size());
    o.put("information_state_size", enc.informationState().size());
    o.put("max_moves", enc.maxMoves());
    game.utilityRange(rules)
        .ifPresent(
            u -> {
              o.put("min_utility", u.min());
              o.put("max_utility", u.max());
            });
    o.put("zero_sum", game.zeroSum(rules));
    return o;
  }

  private static ObjectNode layout(Layout l) {
    ObjectNode o = F.objectNode();
    o.put("size", l.size());
    ArrayNode segments = o.putArray("segments");
    for (Segment s : l.segments()) {
      ObjectNode x = segments.addObject();
      x.put("name", s.name());
      x.put("offset", s.offset());
      x.put("length", s.length());
      x.put("meaning", s.meaning());
    }
    return o;
  }
}
