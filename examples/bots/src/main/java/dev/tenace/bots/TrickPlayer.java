package dev.tenace.bots;

import dev.tenace.core.card.Card;
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
      bits |= cardBit(a);
    }
    return bits;
  }

  /** The same for actions already in an array (a search's actions, made once per decision). */
  static long playable(Action[] legal) {
    long bits = 0;
    for (Action a : legal) {
      bits |= cardBit(a);
    }
    return bits;
  }

  /** The card index of each card play among {@code legal}, -1 for another action. */
  static int[] cardIndices(Action[] legal) {
    int[] out = new int[legal.length];
    for (int i = 0; i < legal.length; i++) {
      out[i] = legal[i] instanceof CardPlay p ? p.card().index() : -1;
    }
    return out;
  }

  /** The card's bit of a card play, 0 for another action. */
  private static long cardBit(Action a) {
    return a instanceof CardPlay p ? p.card().bit() : 0;
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
   * Whether {@code card} would win the trick in progress of {@code size} cards packed as {@link
   * Trick#packed()} if it were played now.
   */
  static boolean wouldWin(TrickOrder order, long packed, int size, int card) {
    long shown = packed;
    int n = size;
    for (int i = size - 1; i >= 0; i--) {
      if (((packed >>> (8 * i)) & 0xFF) == Trick.CONCEALED) {
        // a card face down to this seat takes no trick: judged on the cards shown
        long low = i == 0 ? 0L : shown & ((1L << (8 * i)) - 1);
        shown = low | ((shown >>> (8 * (i + 1))) << (8 * i));
        n--;
      }
    }
    return order.winningPosition(shown | (long) card << (8 * n), n + 1) == n;
  }

  /**
   * The cheapest card (by the order's strength, the first in index order among equals) that wins
   * the trick in progress when a partner is not already winning it, else the weakest card: as a
   * card index, from masks, for the view, state and cursor paths alike.
   *
   * @param packed the trick in progress as {@link Trick#packed()}
   * @param size its cards
   */
  static int cheapestWinnerOrLowest(
      TrickOrder order, long packed, int size, long legalBits, boolean partnerWinning) {
    int cheapestWinner = -1;
    int lowest = -1;
    for (long b = legalBits; b != 0; b &= b - 1) {
      int c = Long.numberOfTrailingZeros(b);
      if (lowest < 0 || order.strength(c) < order.strength(lowest)) {
        lowest = c;
      }
      if (!partnerWinning
          && size > 0
          && wouldWin(order, packed, size, c)
          && (cheapestWinner < 0 || order.strength(c) < order.strength(cheapestWinner))) {
        cheapestWinner = c;
      }
    }
    return cheapestWinner >= 0 ? cheapestWinner : lowest;
  }

  /** The card play of card index {@code card} among {@code legal}. */
  static Action playOf(List<Action> legal, int card) {
    return playOf(legal, Card.ofIndex(card));
  }
}
