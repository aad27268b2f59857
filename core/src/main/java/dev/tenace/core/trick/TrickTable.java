package dev.tenace.core.trick;

import dev.tenace.core.card.CardSet;
import java.util.ArrayList;
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
 * <p>A card played face down ({@link FaceDownOrder}) that the seat does not know yet is concealed
 * in the tricks of its table ({@link #conceal}): the table then holds no trace of the card.
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
  /**
   * Checks the parts and copies the lists (a {@link TrickHistory}, already immutable, is taken as
   * it is).
   */
  public TrickTable {
    Objects.requireNonNull(order, "order is null");
    completed = completed instanceof TrickHistory ? completed : List.copyOf(completed);
    Objects.requireNonNull(current, "current is null");
    tricksWon = tricksWon instanceof SeatBytes ? tricksWon : List.copyOf(tricksWon);
    voids = voids instanceof SeatBytes ? voids : List.copyOf(voids);
  }

  /**
   * The table of a trick-play phase from what its positions keep: the completed tricks ({@code
   * null} before the first is complete) and the trick in progress. The tricks won and the voids
   * come from the history, whose nodes work the voids out once per trick ({@link
   * TrickHistory#voids}), so building a table per position costs the trick in progress only.
   *
   * @param order how cards follow and win
   * @param history the completed tricks, or {@code null}
   * @param current the trick in progress (empty, with its leader, between tricks)
   * @param totalTricks the number of tricks in the phase
   */
  public static TrickTable of(
      TrickOrder order, TrickHistory history, Trick current, int totalTricks) {
    int n = current.players();
    long won = history == null ? 0L : history.winsBySeat();
    long voids =
        (history == null ? 0L : history.voids(order))
            | order.voidsShown(n, current.leader(), current.packed(), current.size());
    return new TrickTable(
        order,
        history == null ? List.of() : history,
        current,
        new SeatBytes(won, n),
        new SeatBytes(voids, n),
        totalTricks);
  }

  /**
   * This table as a seat that does not know {@code cards} sees it: each of them that was played is
   * {@linkplain Trick#conceal concealed} in its trick, and an order that plays one of them face
   * down ({@link FaceDownOrder}) is replaced by its base order, played or not, so the table names
   * none of them. The winners, the tricks won and the voids stay: a face-down card takes no trick,
   * and the voids a {@link FaceDownOrder} reveals depend on its declared suit only.
   *
   * <pre>{@code
   * TrickTable seen = state.table().conceal(under.bit());   // 0:TC 1:9C 2:??
   * }</pre>
   */
  public TrickTable conceal(long cards) {
    if (cards == 0) {
      return this;
    }
    TrickOrder shown = order;
    while (shown instanceof FaceDownOrder f && (cards & f.cardBit()) != 0) {
      shown = f.base();
    }
    List<Trick> done = new ArrayList<>(completed.size());
    for (Trick t : completed) {
      done.add(conceal(t, cards));
    }
    return new TrickTable(shown, done, conceal(current, cards), tricksWon, voids, totalTricks);
  }

  private Trick conceal(Trick t, long cards) {
    Trick out = t;
    for (int i = 0; i < t.size(); i++) {
      if (!t.isConcealed(i) && (cards & t.card(i).bit()) != 0) {
        out = out.conceal(i, order);
      }
    }
    return out;
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

  /** Every card played so far, in completed tricks and the trick in progress, none concealed. */
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
