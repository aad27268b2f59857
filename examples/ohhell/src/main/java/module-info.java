/**
 * Oh Hell for Tenace ({@code rules/ohhell.md}), registered as a {@link
 * dev.tenace.core.game.GameDefinition} service. Its heuristic bot ({@code dev.tenace.ohhell.bot})
 * is for the bots of {@code tenace-bots}, which have no module descriptor: the bot is registered in
 * {@code META-INF/services} for the class path, and the game needs only core.
 */
module dev.tenace.ohhell {
  requires transitive dev.tenace.core;

  exports dev.tenace.ohhell;

  provides dev.tenace.core.game.GameDefinition with
      dev.tenace.ohhell.OhHellGame;
}
