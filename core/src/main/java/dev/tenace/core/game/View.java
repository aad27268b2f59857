package dev.tenace.core.game;

import dev.tenace.core.card.CardSet;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * What one seat knows of a deal: its own hand, the public history, and what it was shown
 * (cards passed to it, a blind it picked). A bot receives a view, never the state, and cannot
 * reach hidden cards through it.
 *
 * <p>Views are values: two states that the seat cannot tell apart give equal views. The contract
 * suite checks this with {@link #sampleConsistentState}: the sampled state's view for the same
 * seat equals this view.
 *
 * @param <S> the game's state type
 */
public interface View<S extends GameState<S, ?>> {
  /** The seat whose view this is. */
  int seat();

  /** Number of seats. */
  int players();

  /** The seat's own current hand (empty where it has not looked, e.g. before a Spades blind nil). */
  CardSet hand();

  /** Whether the seat may act now. */
  boolean canAct();

  /** The seat's legal actions now; empty when it may not act. */
  List<Action> legalActions();

  /**
   * A full state consistent with everything this seat has seen: hidden cards are re-dealt at
   * random among the places they may be (respecting revealed voids, passed cards and known
   * cards), and the state's view for {@link #seat()} equals this view.
   */
  S sampleConsistentState(RandomGenerator rng);
}
