package dev.tenace.cli.web;

import dev.tenace.bots.engine.Engines;
import dev.tenace.cli.ServeBots;
import dev.tenace.cli.ServeChecks;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.util.List;

/**
 * Where a room's seat gets its bot: {@link #agent} turns a seat's bot spec into an agent, the one
 * place a new kind of seat hooks in: the built-in bots, and the programs {@code tenace web} was
 * started with ({@code --engine NAME=COMMAND}, seated as {@code engine:NAME}, {@link EngineSeats}).
 */
final class RoomBots {
  /** The bot that plays a person's seat while it is free or its person is away. */
  static final String STAND_IN = "best";

  private RoomBots() {}

  /**
   * Checks a seat's bot spec against {@code tenace web}'s bounds and the bots {@code bots} seats,
   * without starting a program.
   *
   * @throws IllegalArgumentException naming the spec and what is wrong
   */
  static void check(ServeBots bots, String spec, GameDefinition<?, ?, ?> game) {
    ServeChecks.botBudget(spec, TableServer.BOTS);
    bots.check(spec, game.name());
  }

  /**
   * The agent of a seat's bot spec, for a room's game, seeded; a program ({@code engine:NAME})
   * learns the room's rules and starts at its first decision.
   */
  static <R, S extends GameState<S, V>, V extends View<S>> Agent<View<?>> agent(
      ServeBots bots, String spec, RoomPlay<R, S, V> play, long seed) {
    Agent<View<?>> a = bots.create(spec, play.game.name(), seed);
    MatchRunner.Listener<S> unused =
        Engines.listener(List.of(a), play.game, play.rules, MatchRunner.Listener.<S>none());
    return a;
  }
}
