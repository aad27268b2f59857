package dev.tenace.bots;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * A rules-aware bot of one game, deciding from that game's typed view: the shape of {@link
 * HeartsHeuristic}, {@link SpadesHeuristic}, {@link SheepsheadHeuristic} and {@link
 * SuitabilityHeuristic}, and of a user's own heuristic. It is an {@link Agent} of its view type, a
 * {@link Pimc.Rollout} (so {@link Pimc} can play sampled worlds out with it), and through {@link
 * #forAnyView()} an agent of any view for registries and generic runners.
 *
 * <pre>{@code
 * final class Greedy extends Heuristic<HeartsView> {
 *   Greedy() { super("hearts", HeartsView.class); }
 *   public Action act(HeartsView v) { return v.legalActions().get(0); }
 * }
 * Agent<View<?>> bot = new Greedy().forAnyView();
 * Pimc pimc = new Pimc(50, 7L, new Greedy());         // play-outs by the same policy
 * }</pre>
 *
 * @param <V> the game's view type
 */
public abstract class Heuristic<V extends View<?>> implements Agent<V>, GameHeuristic {
  private final String game;
  private final Class<V> viewType;

  /**
   * A heuristic of the game named {@code game}, deciding from the views of {@code viewType}.
   *
   * @param game the game's name, as its {@link dev.tenace.core.game.GameDefinition#name()} says
   * @param viewType the game's view class, e.g. {@code HeartsView.class}
   */
  protected Heuristic(String game, Class<V> viewType) {
    this.game = Objects.requireNonNull(game, "game is null");
    this.viewType = Objects.requireNonNull(viewType, "viewType is null");
  }

  @Override
  public final String game() {
    return game;
  }

  /** The game's view class. */
  public final Class<V> viewType() {
    return viewType;
  }

  /**
   * This heuristic as an agent of any view, for registries and generic runners: another game's view
   * is refused with an {@link IllegalArgumentException} naming both view types.
   */
  @Override
  public final Agent<View<?>> forAnyView() {
    return Bots.forView(viewType, this);
  }

  /**
   * The play-out decision for {@code seat} in a sampled world: by default {@link #act} on the
   * seat's view of it. A heuristic that can decide from the state directly (reading only the seat's
   * hand and public facts) overrides this to save building a view per step.
   */
  @Override
  public Action choose(GameState<?, ?> world, int seat, List<Action> legal, SplittableRandom rng) {
    return act(cast(world.viewFor(seat)));
  }

  /**
   * {@code view} as this heuristic's view type.
   *
   * @throws IllegalArgumentException naming both types if it is another game's view
   */
  protected final V cast(View<?> view) {
    if (!viewType.isInstance(view)) {
      throw new IllegalArgumentException(
          "this bot plays "
              + viewType.getSimpleName()
              + ", not "
              + view.getClass().getSimpleName());
    }
    return viewType.cast(view);
  }
}
