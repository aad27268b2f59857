package dev.tenace.core.testkit;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.View;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/** An agent that picks uniformly among its view's legal actions; reproducible from a seed. */
public final class RandomAgent implements Agent<View<?>> {
  private final RandomGenerator rng;

  /** A random agent with its own seeded generator. */
  public RandomAgent(long seed) {
    this.rng = new SplittableRandom(seed);
  }

  @Override
  public Action act(View<?> view) {
    List<Action> legal = view.legalActions();
    return legal.get(rng.nextInt(legal.size()));
  }
}
