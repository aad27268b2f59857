package dev.tenace.cli.store;

/**
 * One action of a table's record, as the replay format writes it ({@code "<seat> <action>"}).
 *
 * @param step its index among the table's actions, from 0
 * @param seat the seat that took it
 * @param action its text ({@code Action#text})
 */
public record StoredAction(int step, int seat, String action) {
  /** The action as a replay record lists it: {@code "<seat> <action>"}. */
  public String recordText() {
    return seat + " " + action;
  }
}
