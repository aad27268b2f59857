/**
 * Oh Hell for Tenace ({@code rules/ohhell.md}), registered as a {@link
 * dev.tenace.core.game.GameDefinition} service; its heuristic bot is registered for the bots of
 * {@code tenace-bots}, which the game itself does not need.
 */
@SuppressWarnings("requires-automatic") // tenace-bots has no module descriptor; optional
module dev.tenace.ohhell {
  requires transitive dev.tenace.core;
  requires static dev.tenace.bots;

  exports dev.tenace.ohhell;

  provides dev.tenace.core.game.GameDefinition with
      dev.tenace.ohhell.OhHellGame;
  provides dev.tenace.bots.GameHeuristic with
      dev.tenace.ohhell.bot.OhHellHeuristic;
}
