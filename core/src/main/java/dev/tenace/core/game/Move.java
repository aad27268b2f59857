package dev.tenace.core.game;

import java.util.List;
import java.util.Objects;

/**
 * One entry of a deal's public history: the seat that acted and what the viewing seat may know of
 * its action, in the order the actions were taken.
 *
 * <p>An action whose content the viewer may not see (another seat's pass, a bury, an exchange) is
 * logged as a {@link Concealed} action that names only its kind, so a log read through a {@link
 * View} never reveals a hidden card.
 *
 * <pre>{@code
 * for (Move m : view.history()) {
 *   if (m.action() instanceof CardPlay p) { ... p.card() ... }
 * }
 * }</pre>
 *
 * @param seat the seat that acted
 * @param action the action as the viewer knows it
 */
public record Move(int seat, Action action) {
  /** Checks the parts. */
  public Move {
    if (seat < 0) {
      throw new IllegalArgumentException("seat must be at least 0 but was " + seat);
    }
    Objects.requireNonNull(action, "action is null");
  }

  /**
   * The state {@code moves} lead to from {@code state}, each applied as a legal move (a view's
   * history replayed on a sampled deal).
   */
  public static <S extends GameState<S, ?>> S replay(S state, List<Move> moves) {
    S s = state;
    for (Move m : moves) {
      s = s.applyLegal(m.seat(), m.action());
    }
    return s;
  }

  @Override
  public String toString() {
    return seat + ": " + action.text();
  }
}
