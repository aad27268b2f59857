package dev.tenace.bots;

import dev.tenace.core.game.Agent;
import dev.tenace.core.game.View;

/**
 * Makes the bots of one name in a {@link BotRegistry}: given the argument of a spec (the text after
 * the name's colon, as in {@code pimc:50}), the game and a seed, a new agent for one seat.
 *
 * <pre>{@code
 * BotFactory greedy = (argument, game, seed) -> {
 *   BotFactory.noArgument("greedy", argument);
 *   return view -> view.legalActions().get(0);
 * };
 * BotRegistry mine = Bots.registry().with("greedy", "greedy", greedy);
 * }</pre>
 */
@FunctionalInterface
public interface BotFactory {
  /**
   * A new bot for one seat.
   *
   * @param argument the text after {@code name:} in the spec, lower-cased and trimmed, or {@code
   *     null} when the spec is the bare name
   * @param game the game's command-line name ({@code "hearts"})
   * @param seed the seed of the bot's own random choices
   * @throws IllegalArgumentException naming the problem if the argument is not one this kind takes
   */
  Agent<View<?>> create(String argument, String game, long seed);

  /**
   * Checks that a kind that takes no argument got none.
   *
   * @throws IllegalArgumentException naming the spec if there is an argument
   */
  static void noArgument(String name, String argument) {
    if (argument != null) {
      throw new IllegalArgumentException(
          "bot '" + name + ":" + argument + "': " + name + " takes no argument");
    }
  }
}
