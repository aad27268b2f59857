/**
 * Tenace core: cards, tricks, the game API and, for game authors, the building blocks of a game.
 *
 * <p>Users of the games (players, bots, embedders, generic tools) import {@link
 * dev.tenace.core.card}, {@link dev.tenace.core.table}, {@link dev.tenace.core.trick} and {@link
 * dev.tenace.core.game}. Game authors add {@link dev.tenace.core.spi}. {@code
 * dev.tenace.core.internal} (the project's Immutables style) is read by the bundled game modules
 * alone.
 *
 * <p>Vavr is part of the API ({@code Either} and {@code Validation} results) and is required
 * transitively; Immutables is needed only to compile the bundled games.
 */
@SuppressWarnings({
  "module",
  "requires-automatic"
}) // game modules are compiled after core; Immutables has no descriptor
module dev.tenace.core {
  requires transitive io.vavr;
  requires static org.immutables.value.annotations;
  requires static com.google.errorprone.annotations;

  exports dev.tenace.core.card;
  exports dev.tenace.core.table;
  exports dev.tenace.core.trick;
  exports dev.tenace.core.game;
  exports dev.tenace.core.spi;
  exports dev.tenace.core.internal to
      dev.tenace.hearts,
      dev.tenace.spades,
      dev.tenace.sheepshead,
      dev.tenace.suitability;

  uses dev.tenace.core.game.GameDefinition;
}
