package dev.tenace.hearts;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Move;
import dev.tenace.core.trick.Trick;
import java.util.ArrayList;
import java.util.List;

/**
 * The history of a Hearts deal, as the state tells it in full and a view tells it to its seat: the
 * passes in the order the seats chose them (§3.2, §7.1.2), the card plays of the tricks (§4), then
 * the shooter's moon choice (§5.2).
 *
 * <pre>{@code
 * List<Move> h = HeartsHistory.of(4, choosers, (stage, seat) -> CONCEALED_PASS, tricks, current, null);
 * }</pre>
 */
final class HeartsHistory {
  /** A pass whose cards the viewer may not see. */
  static final Concealed CONCEALED_PASS = new Concealed("pass");

  private HeartsHistory() {}

  /** What a history shows of the pass of {@code seat} in {@code stage}. */
  @FunctionalInterface
  interface PassShown {
    Action pass(int stage, int seat);
  }

  /**
   * A history from its parts.
   *
   * @param choosers the seats in the order they chose ({@code players} per stage)
   * @param pass what the history shows of each pass
   * @param completed the completed tricks, oldest first (empty before trick play)
   * @param current the trick in progress, or {@code null} before trick play
   * @param moon the shooter's choice as a move, or {@code null} (none yet, or applied
   *     automatically)
   */
  static List<Move> of(
      int players,
      List<Integer> choosers,
      PassShown pass,
      List<Trick> completed,
      Trick current,
      Move moon) {
    List<Move> out =
        new ArrayList<>(
            choosers.size() + (current == null ? 0 : completed.size() * players + players));
    for (int i = 0; i < choosers.size(); i++) {
      int seat = choosers.get(i);
      out.add(new Move(seat, pass.pass(i / players, seat)));
    }
    for (Trick t : completed) {
      addPlays(out, t);
    }
    if (current != null) {
      addPlays(out, current);
    }
    if (moon != null) {
      out.add(moon);
    }
    return List.copyOf(out);
  }

  private static void addPlays(List<Move> out, Trick t) {
    for (int i = 0; i < t.size(); i++) {
      out.add(new Move(t.seat(i), HeartsAction.Play.of(t.card(i))));
    }
  }

  /**
   * The shooter's choice as the history shows it (§5.2: an action of the shooter under {@code
   * moonChoice}), or {@code null}: none yet, or applied automatically.
   */
  static Move moonMove(HeartsRules rules, int shooter, HeartsAction.Moon moon) {
    return moon != null && rules.moonChoice() ? new Move(shooter, moon) : null;
  }
}
