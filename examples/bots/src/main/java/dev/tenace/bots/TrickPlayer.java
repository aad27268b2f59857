package dev.tenace.bots;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameState;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import java.util.List;

/** What the heuristics share about card play: legal cards as masks, and cheap trick winners. */
final class TrickPlayer {
  private TrickPlayer() {}

  /**
   * The trick order and the trick in progress of a state, read without building a view: what a
   * heuristic needs to play a sampled world out at {@link Pimc}'s pace.
   *
   * @param order how cards follow and win
   * @param current the trick in progress
   */
  record Now(TrickOrder order, Trick current) {
    /** The seat winning the trick in progress, or -1 before its first card. */
    int winner() {
      return current.isEmpty() ? -1 : current.winner(order);
    }
  }

  /**
   * The trick in progress of a full state (a sampled world), or {@code null} before trick play.
   * Public facts only, from the state's {@link dev.tenace.core.trick.TrickTable}.
   */
  static Now now(GameState<?, ?> state) {
    return state.tricks().map(t -> new Now(t.order(), t.current())).orElse(null);
  }

  /** The cards of the card plays among {@code legal}, as a mask. */
  static long playable(List<Action> legal) {
    long bits = 0;
    for (Action a : legal) {
      if (a instanceof CardPlay p) {
        bits |= p.card().bit();
      }
    }
    return bits;
  }

  /**
   * The card play of {@code card} among {@code legal}.
   *
   * @throws IllegalArgumentException if it is not among them
   */
  static Action playOf(List<Action> legal, Card card) {
    for (Action a : legal) {
      if (a instanceof CardPlay p && p.card().equals(card)) {
        return a;
      }
    }
    throw new IllegalArgumentException(card + " is not among the legal plays");
  }

  /**
   * The cheapest card that wins the trick in progress when a partner is not already winning it,
   * else the weakest card.
   */
  static Card cheapestWinnerOrLowest(
      TrickOrder order, Trick t, long legalBits, boolean partnerWinning) {
    Card cheapestWinner = null;
    Card lowest = null;
    for (Card c : CardSet.ofBits(legalBits)) {
      if (lowest == null || order.strength(c.index()) < order.strength(lowest.index())) {
        lowest = c;
      }
      if (!partnerWinning && !t.isEmpty()) {
        Trick with = t.with(c);
        if (order.winningPosition(with.packed(), with.size()) == with.size() - 1
            && (cheapestWinner == null
                || order.strength(c.index()) < order.strength(cheapestWinner.index()))) {
          cheapestWinner = c;
        }
      }
    }
    return cheapestWinner != null ? cheapestWinner : lowest;
  }
}
