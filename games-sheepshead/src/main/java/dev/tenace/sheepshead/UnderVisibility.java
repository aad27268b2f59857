package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.Trick;
import java.util.Optional;

/**
 * §9.1.5(h), (i): who knows the under, a card the picker lays face down after an under call. The
 * state conceals it from every other seat's view until that seat knows it.
 */
final class UnderVisibility {
  private UnderVisibility() {}

  /**
   * Whether {@code seat} knows the under in {@code s}: the picker always; once it is played, every
   * seat under {@code underFaceUp}; the winner of its trick once that trick is complete; everyone
   * once the deal is over. True when there is no under.
   */
  static boolean knows(SheepsheadState s, int seat) {
    Optional<Card> u = s.under();
    Optional<TrickPlay> phase = s.trickPhase();
    if (u.isEmpty() || seat == s.picker() || s.isTerminal() || phase.isEmpty()) {
      return true;
    }
    TrickPlay play = phase.get();
    long bit = u.get().bit();
    if ((play.hand(seat).bits() & bit) != 0) {
      return true;
    }
    boolean faceUp = s.rules().underFaceUp();
    for (Trick t : play.completedTricks()) {
      if ((t.cardSet().bits() & bit) != 0) {
        return faceUp || t.winner() == seat;
      }
    }
    return faceUp && (play.currentTrick().cardSet().bits() & bit) != 0;
  }
}
