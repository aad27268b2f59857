package dev.tenace.cli;

import dev.tenace.bots.Bots;
import dev.tenace.bots.engine.EngineBot;
import dev.tenace.bots.engine.EngineFault;
import dev.tenace.bots.engine.Engines;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.util.List;
import java.util.function.ObjIntConsumer;

/**
 * Who plays the bot seats of a served table, by their specs: {@link #STANDARD}, the built-in bots
 * of {@link Bots#create} (which refuses {@code cmd:}: a client must not start programs on the
 * server), or more that an embedding server allows, as {@code tenace web}'s programs named by
 * {@code --engine}.
 */
public interface ServeBots {
  /** The built-in bots only. */
  ServeBots STANDARD = Bots::create;

  /**
   * A bot for a seat.
   *
   * @param spec the seat's spec as the request gave it, in lower case
   * @throws IllegalArgumentException naming the spec if it is unknown or refused
   */
  Agent<View<?>> create(String spec, String game, long seed);

  /**
   * Refuses an unknown or refused spec, naming it, as {@link #create} would; by default it makes
   * the bot and drops it.
   */
  default void check(String spec, String game) {
    Agent<View<?>> unused = create(spec, game, 0);
  }

  /** The seat names this source takes beyond the built-in bots, for the {@code games} answer. */
  default List<String> names() {
    return List.of();
  }

  /**
   * Readies the programs among a table's bots ({@link EngineBot}s, from {@code tenace web}'s
   * engines): each learns the table's rules, and its faults go to {@code faults} with its seat. The
   * listener to tell of each deal's end, so they get {@code deal_end} with the scores.
   *
   * @param bots the table's bots, null for a client seat
   */
  static <R, S extends GameState<S, ?>> MatchRunner.Listener<S> programs(
      List<?> bots, GameDefinition<R, ?, ?> game, R rules, ObjIntConsumer<EngineFault> faults) {
    for (int seat = 0; seat < bots.size(); seat++) {
      if (bots.get(seat) instanceof EngineBot e) {
        int y = seat;
        var unused = e.onFault(f -> faults.accept(f, y));
      }
    }
    return Engines.listener(bots, game, rules, MatchRunner.Listener.<S>none());
  }
}
