package dev.tenace.ohhell;

import dev.tenace.ohhell.OhHellRules.Scoring;

/**
 * The scoring of §5 as pure functions: from the scoring variant, the bids and the tricks won to the
 * deal's scores. A bid is made when the tricks won equal it.
 *
 * <pre>{@code
 * OhHellScoring.score(Scoring.EXACT, 2, 2);            // 12 (§5.1)
 * OhHellScoring.score(Scoring.EXACT_OR_MINUS, 3, 1);   // -2 (§5.2)
 * OhHellScoring.score(Scoring.PER_TRICK, 0, 1);        // 1  (§5.3)
 * }</pre>
 */
final class OhHellScoring {
  private OhHellScoring() {}

  /** One player's deal score (§5.1 to §5.3). */
  static int score(Scoring scoring, int bid, int tricks) {
    boolean made = bid == tricks;
    return switch (scoring) {
      case EXACT -> made ? 10 + bid : 0;
      case EXACT_OR_MINUS -> made ? 10 + bid : -Math.abs(bid - tricks);
      case PER_TRICK -> tricks + (made ? 10 : 0);
    };
  }
}
