package dev.tenace.bots;

import dev.tenace.core.game.Agent;
import dev.tenace.core.game.View;

/**
 * A game's heuristic as the tools find it: registered for {@link java.util.ServiceLoader} (a line
 * naming the class in {@code META-INF/services/dev.tenace.bots.GameHeuristic}, a public no-argument
 * constructor), so that {@code heuristic}, and the play-outs of {@code pimc} and {@code ismcts},
 * serve every game on the class path that registers one, and no tool names a game. Extend {@link
 * Heuristic}, which implements it.
 *
 * <pre>{@code
 * # META-INF/services/dev.tenace.bots.GameHeuristic
 * com.example.ohhell.OhHellHeuristic
 * }</pre>
 */
public interface GameHeuristic extends Pimc.Rollout {
  /** The name of the game it plays, as its {@link dev.tenace.core.game.GameDefinition#name()}. */
  String game();

  /** This heuristic as an agent of any view (refusing views of another game). */
  Agent<View<?>> forAnyView();

  /**
   * The spec that {@code best} stands for in this game: the strongest standard bot within 100 ms a
   * decision on a 2-core machine, as measured for the bots README. By default {@code "heuristic"},
   * the safe choice until a game measures better.
   */
  default String best() {
    return "heuristic";
  }

  /**
   * The exploration constant C of {@code ismcts} in this game ({@link Ismcts#forGame}, {@link
   * Ismcts#withExploration}): by default {@value Ismcts#DEFAULT_EXPLORATION}; a game that measured
   * a better one for the paired root at small budgets names it.
   */
  default double searchExploration() {
    return Ismcts.DEFAULT_EXPLORATION;
  }
}
