package dev.tenace.core.game;

/**
 * A player: chooses an action from what its seat can see.
 *
 * <p>An agent receives only a view (for generic bots, any {@code View<?>}; for a game's own bots,
 * that game's view type) and returns one of the view's legal actions. A {@link MatchRunner} reports
 * an agent that returns an illegal action, {@code null}, or throws, and keeps the state valid.
 *
 * @param <V> the view type the agent understands
 */
@FunctionalInterface
public interface Agent<V> {
  /** Chooses an action for the seat of the view. */
  Action act(V view);
}
