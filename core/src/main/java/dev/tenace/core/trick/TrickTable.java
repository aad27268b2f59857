package dev.tenace.core.trick;

import dev.tenace.core.card.CardSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What every seat sees of a trick-play phase: the trick order, the completed tricks with their
 * leaders and winners, the trick in progress and who is winning it, the tricks won per seat and the
 * voids revealed by play. It holds no hand: the trick-play phase of a state knows every hand, a
 * table knows only what was put on it, so a view can carry it without leaking a card.
 *
 * <pre>{@code
 * TrickTable t = view.tricks().orElseThrow();
 * if (!t.current().isEmpty() && t.currentWinner() == partner) { ... duck ... }
 * }</pre>
 *
 * @param order how cards follow and win
 * @param completed the completed tricks, oldest first, each with its {@link Trick#winner()}
 * @param current the trick in progress (empty, with its leader, between tricks; the last trick's
 *     leader after the last trick)
 * @param tricksWon the number of tricks each seat has won
 * @param voids per seat, the effective suits it has shown void in (bit {@code e} for effective suit
 *     {@code e} of the order)
 * @param totalTricks the number of tricks in the phase
 */
public record TrickTable(
    TrickOrder order,
    List<Trick> completed,
    Trick current,
    List<Integer> tricksWon,
    List<Integer> voids,
    int totalTricks) {
  /** Checks the parts and copies the lists. */
  public TrickTable {
    Objects.requireNonNull(order, "order is null");
    completed = List.copyOf(completed);
    Objects.requireNonNull(current, "current is null");
    tricksWon = List.copyOf(tricksWon);
    voids = List.copyOf(voids);
  }

  /** Number of seats. */
  public int players() {
    return current.players();
  }

  /** The seat currently winning the trick in progress, or {@code -1} if no card of it is played. */
  public int currentWinner() {
    return current.isEmpty() ? -1 : current.winner(order);
  }

  /** The last completed trick, if any. */
  public Optional<Trick> lastTrick() {
    return completed.isEmpty()
        ? Optional.empty()
        : Optional.of(completed.get(completed.size() - 1));
  }

  /** Every card played so far, in completed tricks and the trick in progress. */
  public CardSet played() {
    long b = current.cardSet().bits();
    for (Trick t : completed) {
      b |= t.cardSet().bits();
    }
    return CardSet.ofBits(b);
  }

  /**
   * The cards of every effective suit the seat has shown void in ({@link #voids()}), as a raw mask:
   * the cards a sampler may not deal to that seat.
   */
  public long voidCards(int seat) {
    long m = 0;
    for (int v = voids.get(seat); v != 0; v &= v - 1) {
      m |= order.suitMask(Integer.numberOfTrailingZeros(v));
    }
    return m;
  }

  /** Whether every trick has been played. */
  public boolean isOver() {
    return completed.size() == totalTricks;
  }
}
