package dev.tenace.hearts;

/**
 * Where the cards of a passing deal go (hearts §3.1): LEFT gives seat {@code s}'s cards to {@code
 * s+1}, RIGHT to {@code s−1}, ACROSS to {@code s+2}; HOLD passes nothing.
 */
public enum PassDirection {
  /** To the left neighbour, seat {@code s+1}. */
  LEFT(1),
  /** To the right neighbour, seat {@code s−1}. */
  RIGHT(-1),
  /** Across the table, seat {@code s+2} (4 players only). */
  ACROSS(2),
  /** No passing. */
  HOLD(0);

  private final int offset;

  PassDirection(int offset) {
    this.offset = offset;
  }

  /** The seat that receives the cards passed by {@code seat} at a table of {@code players}. */
  public int receiver(int seat, int players) {
    return Math.floorMod(seat + offset, players);
  }

  /** The seat whose cards {@code seat} receives. */
  public int giver(int seat, int players) {
    return Math.floorMod(seat - offset, players);
  }

  /**
   * Parses {@code LEFT|RIGHT|ACROSS|HOLD}, case-insensitive.
   *
   * @throws IllegalArgumentException naming the input otherwise
   */
  public static PassDirection parse(String text) {
    for (PassDirection d : values()) {
      if (d.name().equalsIgnoreCase(text == null ? "" : text.trim())) {
        return d;
      }
    }
    throw new IllegalArgumentException(
        "pass direction must be LEFT, RIGHT, ACROSS or HOLD but was \"" + text + "\"");
  }
}
