/**
 * Hearts for Tenace: every rule and variant of {@code rules/hearts.md}, registered as a {@link
 * dev.tenace.core.game.GameDefinition} service.
 */
module dev.tenace.hearts {
  requires transitive dev.tenace.core;
  requires static com.google.errorprone.annotations;

  exports dev.tenace.hearts;

  provides dev.tenace.core.game.GameDefinition with
      dev.tenace.hearts.HeartsGame;
}
