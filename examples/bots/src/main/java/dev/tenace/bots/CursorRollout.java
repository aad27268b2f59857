package dev.tenace.bots;

import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import java.util.SplittableRandom;

/**
 * A play-out policy for trick play on a {@link SearchCursor}: it chooses a card by masks and ints,
 * allocating nothing per card. {@link Pimc} plays its sampled worlds out on cursors with the
 * rollout it is given when that rollout is also a {@code CursorRollout} (random play-outs and the
 * four game heuristics are), and on immutable states otherwise.
 *
 * <p>A class that is both a {@link Pimc.Rollout} and a {@code CursorRollout} must choose the same
 * card on the cursor as on the state in the same position, drawing the same random numbers: then
 * {@code pimc} decides the same on either path for the same seed ({@code CursorRolloutTest} holds
 * the four heuristics and random play to it).
 *
 * <pre>{@code
 * CursorRollout lowestLegal = (world, c, seat, legal, rng) -> Long.numberOfTrailingZeros(legal);
 * SearchCursor<HeartsState> c = world.cursor().orElseThrow();
 * Pimc.playOut(world, c, new SplittableRandom(7), lowestLegal);    // to the last trick
 * double u = c.utility(0);
 * c.undoAll();
 * }</pre>
 */
@FunctionalInterface
public interface CursorRollout {
  /**
   * The card of {@code seat}, the seat to play at {@code cursor}, as a card index among {@code
   * legal}, which has two or more cards.
   *
   * @param world the immutable state the cursor was made from: for what does not change during
   *     trick play (bids, partnerships, declarations, rules); the position is the cursor's
   * @param cursor the position, read only: the policy must not play or undo on it
   * @param seat the seat to play, {@code cursor.toMove()}
   * @param legal its legal cards, {@code cursor.legalBits()}
   * @param rng the bot's random stream
   */
  int card(
      GameState<?, ?> world, SearchCursor<?> cursor, int seat, long legal, SplittableRandom rng);

  /**
   * Uniformly random cards: the {@code k}-th legal card in index order for {@code k =
   * rng.nextInt(count)}, the same draw and card as {@link Pimc.Rollout#random()} on a state.
   */
  static CursorRollout random() {
    return RandomRollout.INSTANCE;
  }
}
