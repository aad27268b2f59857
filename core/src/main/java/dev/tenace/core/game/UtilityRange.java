package dev.tenace.core.game;

/**
 * The least and the greatest {@link GameState#utility} a seat can get from one deal under some
 * rules: what learning frameworks call a game's minimum and maximum utility (OpenSpiel's {@code
 * GameInfo}). Every terminal deal's utilities lie within them; see {@link
 * GameDefinition#utilityRange}.
 *
 * @param min the least utility of a seat in one deal
 * @param max the greatest utility of a seat in one deal
 */
public record UtilityRange(double min, double max) {
  /**
   * @throws IllegalArgumentException naming both bounds if {@code min > max} or either is not a
   *     number
   */
  public UtilityRange {
    if (!(min <= max)) {
      throw new IllegalArgumentException(
          "a utility range needs min <= max but was [" + min + ", " + max + "]");
    }
  }

  /** Whether {@code utility} lies within the range, bounds included. */
  public boolean contains(double utility) {
    return min <= utility && utility <= max;
  }
}
