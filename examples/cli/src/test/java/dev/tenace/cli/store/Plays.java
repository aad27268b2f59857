package dev.tenace.cli.store;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * A deterministic player for the store's tests: at step {@code k} of a table seeded {@code seed}
 * the seat to move takes legal action number {@code mix(seed, k) mod count}. A function of the
 * position and the step only, so a table rebuilt after a crash plays on exactly as an uninterrupted
 * one.
 */
final class Plays {
  private Plays() {}

  /** The action the seat to move takes at step {@code step}. */
  static <S extends GameState<S, ?>> Action choose(Match<S> m, long seed, int step) {
    List<Action> legal = m.deal().legalActions(m.deal().toMove());
    long z = seed * 0x9E3779B97F4A7C15L + step;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    z ^= z >>> 31;
    return legal.get((int) Math.floorMod(z, (long) legal.size()));
  }

  /**
   * Plays {@code m} on from step {@code step} until the match is over or {@code until} steps are
   * taken, dealing each next deal; tells {@code moved} each seat and action.
   */
  static <S extends GameState<S, ?>> Match<S> playOn(
      Match<S> m,
      long seed,
      int step,
      int until,
      boolean wholeMatch,
      BiConsumer<Integer, Action> moved) {
    int k = step;
    while (k < until) {
      if (m.deal().isTerminal()) {
        if (!wholeMatch || m.isOver()) {
          break;
        }
        m = m.nextDeal();
      }
      int seat = m.deal().toMove();
      Action a = choose(m, seed, k);
      m = m.applyLegal(seat, a);
      moved.accept(seat, a);
      k++;
    }
    return m;
  }
}
