package dev.tenace.bots;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Uniformly random play-outs on states and on cursors, drawing the same number for the same choice:
 * a state lists its legal cards in index order (as {@code CardActions} does), so the {@code k}-th
 * legal action is the {@code k}-th set bit of the legal mask.
 */
final class RandomRollout implements Pimc.Rollout, CursorRollout {
  static final RandomRollout INSTANCE = new RandomRollout();

  private RandomRollout() {}

  @Override
  public Action choose(GameState<?, ?> world, int seat, List<Action> legal, SplittableRandom rng) {
    return legal.get(rng.nextInt(legal.size()));
  }

  @Override
  public int card(
      GameState<?, ?> world, SearchCursor<?> cursor, int seat, long legal, SplittableRandom rng) {
    return CardSet.selectIndex(legal, rng.nextInt(Long.bitCount(legal)));
  }

  @Override
  public String toString() {
    return "random";
  }
}
