package dev.tenace.core.game;

import java.util.random.RandomGenerator;

/**
 * Draws full states consistent with one {@link View}, working out once what the view implies
 * (revealed voids, passed and known cards, the deals of the unseen cards that agree with them) and
 * reusing it for every draw: the way to draw many worlds of one view, as determinized search does
 * (PIMC draws one per sample, ISMCTS one per iteration). Made by {@link View#sampler()}.
 *
 * <pre>{@code
 * WorldSampler<HeartsState> worlds = view.sampler();
 * for (int k = 0; k < 100; k++) {
 *   HeartsState world = worlds.sample(rng);   // view.sampleConsistentState(rng), only cheaper
 *   ...
 * }
 * }</pre>
 *
 * <p>A sampler holds only what its view holds, so it reveals nothing the view does not. It is
 * immutable: one may be shared by threads, each with its own random generator.
 *
 * @param <S> the game's state type
 */
@FunctionalInterface
public interface WorldSampler<S extends GameState<S, ?>> {
  /**
   * A state consistent with the view, drawn as {@link View#sampleConsistentState} draws it: the
   * same state for the same random numbers.
   */
  S sample(RandomGenerator rng);
}
