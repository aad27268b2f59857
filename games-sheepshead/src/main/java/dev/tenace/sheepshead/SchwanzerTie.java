package dev.tenace.sheepshead;

/**
 * How a tie for the most power is settled in a Schwanzer deal (rules/sheepshead.md §9.2.3, §9
 * {@code schwanzerTie}, §10.21): the variant needs {@code allPass = SCHWANZER}.
 *
 * <pre>{@code
 * SheepsheadRules r = SheepsheadRules.builder().allPass(AllPass.SCHWANZER).schwanzerTie(SchwanzerTie.SPLIT).build();
 * }</pre>
 */
public enum SchwanzerTie {
  /** The tied player holding the highest trump (§2.3) is the only loser (default). */
  HIGHEST_TRUMP,
  /**
   * With {@code k} tied players ({@code k < n}) each tied player scores {@code −(n−k)} and every
   * other player {@code +k}; a tie of all {@code n} scores 0.
   */
  SPLIT,
  /** Any tie scores 0 for every player. */
  VOID
}
