package dev.tenace.learn;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The states of one random deal, as the properties walk them: deal {@code seed} with dealer {@code
 * seed mod n}, then "the k-th legal action of the seat to move (mod the count)" for each entry of
 * {@code choices}, then uniformly random actions from a generator seeded with {@code seed} to the
 * end of the deal (so every deal is played out, and QuickTheories shrinks a failure toward the
 * shortest list of choices).
 */
final class RandomPlay {
  private RandomPlay() {}

  /** Every state of the deal, the first and the terminal one included. */
  static <R, S extends GameState<S, V>, V extends View<S>> List<S> states(
      GameDefinition<R, S, V> game, R rules, long seed, List<Integer> choices) {
    int n = game.players(rules);
    S s = game.newDeal(rules, (int) Math.floorMod(seed, (long) n), seed);
    SplittableRandom rng = new SplittableRandom(seed);
    List<S> out = new ArrayList<>();
    out.add(s);
    for (int step = 0; !s.isTerminal(); step++) {
      if (step > 10_000) {
        throw new AssertionError(game.name() + " seed " + seed + " does not end");
      }
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      int k = step < choices.size() ? choices.get(step) : rng.nextInt(1 << 20);
      s = s.applyLegal(seat, legal.get(k % legal.size()));
      out.add(s);
    }
    return out;
  }

  /** The default rules and every preset of a game, by name. */
  static <R> Map<String, R> ruleSets(GameDefinition<R, ?, ?> game) {
    Map<String, R> out = new LinkedHashMap<>();
    out.put("(defaults)", game.defaultRules());
    out.putAll(game.presets());
    return out;
  }
}
