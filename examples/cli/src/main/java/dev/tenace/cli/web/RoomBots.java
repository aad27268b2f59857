package dev.tenace.cli.web;

import dev.tenace.bots.Bots;
import dev.tenace.cli.ServeChecks;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.View;

/**
 * Where a room's seat gets its bot: {@link #agent} turns a seat's bot spec into an agent, the one
 * place a new kind of seat (a program, say) hooks in.
 */
final class RoomBots {
  /** The bot that plays a person's seat while it is free or its person is away. */
  static final String STAND_IN = "best";

  private RoomBots() {}

  /**
   * Checks a seat's bot spec against {@code tenace web}'s bounds and makes it, as it would play.
   *
   * @throws IllegalArgumentException naming the spec and what is wrong
   */
  static void check(String spec, GameDefinition<?, ?, ?> game) {
    ServeChecks.botBudget(spec, TableServer.BOTS);
    Agent<View<?>> unused = agent(spec, game, 0);
  }

  /** The agent of a seat's bot spec, for a game, seeded. */
  static Agent<View<?>> agent(String spec, GameDefinition<?, ?, ?> game, long seed) {
    return Bots.create(spec, game.name(), seed);
  }
}
