package dev.tenace.core.game;

import io.vavr.control.Either;
import java.util.List;

/**
 * A series of deals with dealer rotation, cumulative totals and an end condition, as an
 * immutable value.
 *
 * <p>Actions go to the current deal through {@link #apply}. When that deal becomes terminal its
 * scores are added to the {@link #totals()} at once and the end condition is tested; if the
 * match goes on, {@link #nextDeal()} deals the next one (dealer to the left), shuffled with a seed
 * derived from the match seed and the deal number, so a seeded match is reproducible.
 *
 * @param <M> the game's match type
 * @param <S> the game's deal state type
 */
public interface MatchState<M extends MatchState<M, S>, S extends GameState<S, ?>> {
  /** The deal in progress (or the last one, once the match is over). */
  S deal();

  /** The number of the current deal, from 1. */
  int dealNumber();

  /** Totals per seat after the completed deals (in a partnership game both partners show the team total). */
  List<Integer> totals();

  /** Whether the end condition has been met. */
  boolean isOver();

  /**
   * The winning seats (several when they share the win).
   *
   * @throws IllegalStateException if the match is not over
   */
  List<Integer> winners();

  /** Applies an action to the current deal; scores it if that ends the deal. */
  Either<RuleViolation, M> apply(int seat, Action action);

  /**
   * Deals the next deal.
   *
   * @throws IllegalStateException if the current deal is not terminal or the match is over
   */
  M nextDeal();
}
