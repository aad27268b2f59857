/**
 * Spades for Tenace: every rule and variant of {@code rules/spades.md}, registered as a {@link
 * dev.tenace.core.game.GameDefinition} service. Immutables is needed to compile it only.
 */
@SuppressWarnings(
    "requires-automatic") // Immutables' annotations: compile time only, no module descriptor
module dev.tenace.spades {
  requires transitive dev.tenace.core;
  requires static org.immutables.value.annotations;
  requires static com.google.errorprone.annotations;

  exports dev.tenace.spades;

  provides dev.tenace.core.game.GameDefinition with
      dev.tenace.spades.SpadesGame;
}
