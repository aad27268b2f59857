package dev.tenace.cli;

import dev.tenace.cli.ServeSession.BadRequest;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import java.util.ArrayDeque;

/**
 * The client actions a {@link ServeTable} can take back ({@code undo}): before each, what the table
 * was (its match, its seats' pending choices, the length of its record), the latest last, at most
 * {@link #MAX_UNDO} (the oldest are forgotten first), forgotten at each new deal; and the rule of
 * when a table refuses {@code undo} and {@code fork} ({@link #mayProbe}).
 */
final class ServeUndo<S extends GameState<S, ?>> {
  /** The most client actions a table can undo (a deal has far fewer; {@code next} forgets). */
  static final int MAX_UNDO = 10_000;

  private final ArrayDeque<Snapshot<S>> snapshots = new ArrayDeque<>();

  /** What a table was before a client action. */
  static final class Snapshot<S extends GameState<S, ?>> {
    final Match<S> match;
    final long[] selected;
    final int recorded;

    Snapshot(Match<S> match, long[] selected, int recorded) {
      this.match = match;
      this.selected = selected;
      this.recorded = recorded;
    }
  }

  /**
   * Refuses {@code op} ({@code fork} or {@code undo}) unless {@code allowed}: at a table where bots
   * hold the deal's real cards for the client (a bot seat, not a watch table, not drawn by {@code
   * sample}), playing on a copy, or playing and taking back, would show how the bots play cards the
   * client may not know.
   */
  static void mayProbe(String op, boolean allowed) {
    if (allowed) {
      return;
    }
    throw new BadRequest(
        "\""
            + op
            + "\" is refused at a table with bot seats: the bots hold the deal's hidden cards, and"
            + " their play on a copy or before an undo would show them; \"sample\" a world from"
            + " the client's view and "
            + op
            + " that");
  }

  /** Keeps a table as it is now: its match, a copy of its pending choices, its record's length. */
  void remember(Match<S> match, long[] selected, int recorded) {
    if (snapshots.size() >= MAX_UNDO) {
      snapshots.removeFirst();
    }
    snapshots.addLast(new Snapshot<>(match, selected.clone(), recorded));
  }

  /** The latest snapshot, taken off; null if there is none. */
  Snapshot<S> pollLast() {
    return snapshots.pollLast();
  }

  /** Forgets every snapshot. */
  void clear() {
    snapshots.clear();
  }
}
