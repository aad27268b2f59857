package dev.tenace.suitability;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import java.util.List;

/**
 * The scoring of a Suitability deal (rules/suitability.md §6, and §8 {@code partnerships}) as pure
 * functions: from the rules, the penalty suit, each seat's privilege and what each seat won (tricks
 * and cards) to the deal scores. The state calls them once the last trick is taken, and a search
 * cursor calls {@link #scores(SuitabilityRules, Suit, List, int[], long[], int[])} at the end of
 * every play-out, so that form allocates nothing.
 *
 * <pre>{@code
 * SuitabilityScoring.score(rules, Privilege.NONE, 4, 3);   // 40/3 = 13 (§10 SU-E5)
 * }</pre>
 */
final class SuitabilityScoring {
  private SuitabilityScoring() {}

  /**
   * §6.1: {@code p}, the penalty-suit cards among the cards a seat won in its tricks (whoever
   * played them).
   *
   * @param penalty the penalty suit
   * @param won the cards the seat won, as a card mask
   */
  static int penaltyCards(Suit penalty, long won) {
    return Long.bitCount(won & CardSet.suitMask(penalty));
  }

  /**
   * §6.2 and §6.3: the score of a seat that won {@code t} tricks holding {@code p} penalty cards,
   * under its privilege ({@link Privilege#NONE} for the normal score).
   *
   * <ul>
   *   <li>{@code NONE} (§6.2): {@code 10·t + 10} if {@code p = 0}, else {@code round(10·t / p)};
   *   <li>{@code IMMUNITY}: {@code 5·t}, penalty cards ignored, no bonus;
   *   <li>{@code WARRANTY}: 25, whatever he won;
   *   <li>{@code POVERTY}: {@code t' = max(0, 5 − t)}; {@code 10·t'} if {@code p = 0} (no bonus,
   *       §9.4), else {@code round(10·t' / p)}.
   * </ul>
   */
  static int score(SuitabilityRules rules, Privilege privilege, int t, int p) {
    return switch (privilege) {
      case IMMUNITY -> 5 * t;
      case WARRANTY -> 25;
      case POVERTY -> {
        int tp = Math.max(0, 5 - t);
        yield p == 0 ? 10 * tp : divide(rules, 10 * tp, p);
      }
      case NONE -> p == 0 ? 10 * t + 10 : divide(rules, 10 * t, p);
    };
  }

  /**
   * §6.2, §9.1: {@code round(a / b)} for {@code a ≥ 0, b ≥ 1}: half up by default, {@code (2a + b)
   * div 2b}; down with {@code roundDown}, {@code a div b}.
   */
  static int divide(SuitabilityRules rules, int a, int b) {
    return rules.roundDown() ? a / b : (2 * a + b) / (2 * b);
  }

  /**
   * §6: every seat's deal score, written into {@code out}: {@link #score} of the seat's privilege,
   * its tricks and the penalty cards it won.
   *
   * @param rules the rules (the rounding)
   * @param penalty the penalty suit
   * @param privileges each seat's privilege ({@link Privilege#NONE} where none was claimed)
   * @param tricks the tricks each seat won
   * @param won the cards each seat won, as card masks
   * @param out where the scores go, one per seat
   */
  static void scores(
      SuitabilityRules rules,
      Suit penalty,
      List<Privilege> privileges,
      int[] tricks,
      long[] won,
      int[] out) {
    for (int s = 0; s < out.length; s++) {
      out[s] = score(rules, privileges.get(s), tricks[s], penaltyCards(penalty, won[s]));
    }
  }

  /**
   * §8 {@code partnerships}: a team's deal score is the sum of its two players' scores (teams {0,
   * 2} and {1, 3}), what a match adds to both partners; without partnerships, the seat's own score.
   *
   * @param scores the deal scores, one per seat
   */
  static int teamScore(SuitabilityRules rules, int[] scores, int seat) {
    return rules.partnerships() ? scores[seat] + scores[(seat + 2) % 4] : scores[seat];
  }
}
