package dev.tenace.bots;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.View;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Uniformly random play: each decision one of the view's legal actions, all equally likely, from a
 * seeded {@link SplittableRandom} (the same seed, the same choices on every JDK). The baseline
 * every other bot is measured against, for any game.
 *
 * <pre>{@code
 * Agent<View<?>> bot = new RandomBot(42L);          // the command line's "random"
 * Action a = bot.act(state.viewFor(seat));
 * }</pre>
 *
 * <p>An instance keeps its random stream: use one per seat and thread.
 */
public final class RandomBot implements Agent<View<?>> {
  private final SplittableRandom rng;

  /** A random bot whose choices follow from {@code seed}. */
  public RandomBot(long seed) {
    this.rng = new SplittableRandom(seed);
  }

  @Override
  public Action act(View<?> view) {
    List<Action> legal = view.legalActions();
    return legal.get(rng.nextInt(legal.size()));
  }

  @Override
  public String toString() {
    return "random";
  }
}
