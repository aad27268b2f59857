package dev.tenace.suitability;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.UtilityRange;
import java.util.List;

/**
 * The range of a Suitability deal's utility ({@link SuitabilityState#utility}: the seat's score, or
 * with {@code partnerships} the team's, §8), the extremes of §6's scoring ({@link
 * SuitabilityScoring#score}) over every count of tricks and penalty cards one deal allows.
 *
 * <p>With {@code n} seats, {@code T} tricks (§5.1, §8) and {@code P} penalty cards in play, a seat
 * that won {@code t} tricks holding {@code p} penalty cards has {@code p ≤ n·t} (a trick holds
 * {@code n} cards) and the others' tricks hold the rest, {@code P − p ≤ n·(T − t)}. Every suit has
 * the same size (§2, §8 {@code strippedRanks}); the 3-player turn-up is of the plain suit (§8), and
 * any other card left out of the hands may be a penalty card. Privileges (§6.3): none with 3
 * players (§8), otherwise one seat may hold any of them.
 */
final class SuitabilityUtility {
  private SuitabilityUtility() {}

  static UtilityRange range(SuitabilityRules rules) {
    int n = rules.players();
    int tricks = rules.handSize();
    int suit = Long.bitCount(rules.deck().cards().bits() & CardSet.suitMask(Suit.CLUBS));
    int outside = rules.deck().size() - n * tricks - (n == 3 ? 1 : 0);
    List<Privilege> privileges = n == 3 ? List.of(Privilege.NONE) : List.of(Privilege.values());
    int min = Integer.MAX_VALUE;
    int max = Integer.MIN_VALUE;
    for (int penalty = Math.max(0, suit - outside); penalty <= suit; penalty++) {
      Deal d = new Deal(rules, n, tricks, penalty);
      for (Privilege q : privileges) {
        int[] r = rules.partnerships() ? d.team(q) : d.seat(q);
        min = Math.min(min, r[0]);
        max = Math.max(max, r[1]);
      }
    }
    return new UtilityRange(min, max);
  }

  /** One deal's counts: {@code n} seats, {@code T} tricks, {@code P} penalty cards in play. */
  private record Deal(SuitabilityRules rules, int n, int tricks, int penalty) {
    /** Whether {@code p} of {@code t} tricks leave the rest for the other tricks. */
    boolean fits(int t, int p) {
      return p <= n * t && penalty - p <= n * (tricks - t);
    }

    /** A seat's least and greatest score under privilege {@code q}. */
    int[] seat(Privilege q) {
      int[] r = {Integer.MAX_VALUE, Integer.MIN_VALUE};
      for (int t = 0; t <= tricks; t++) {
        for (int p = 0; p <= penalty; p++) {
          if (fits(t, p)) {
            int s = SuitabilityScoring.score(rules, q, t, p);
            r[0] = Math.min(r[0], s);
            r[1] = Math.max(r[1], s);
          }
        }
      }
      return r;
    }

    /** Two partners' least and greatest sum, the first under {@code q}, the second none. */
    int[] team(Privilege q) {
      int[] r = {Integer.MAX_VALUE, Integer.MIN_VALUE};
      for (int t1 = 0; t1 <= tricks; t1++) {
        for (int t2 = 0; t1 + t2 <= tricks; t2++) {
          for (int p1 = 0; p1 <= Math.min(penalty, n * t1); p1++) {
            for (int p2 = 0; p1 + p2 <= penalty && p2 <= n * t2; p2++) {
              if (penalty - p1 - p2 <= n * (tricks - t1 - t2)) {
                int s =
                    SuitabilityScoring.score(rules, q, t1, p1)
                        + SuitabilityScoring.score(rules, Privilege.NONE, t2, p2);
                r[0] = Math.min(r[0], s);
                r[1] = Math.max(r[1], s);
              }
            }
          }
        }
      }
      return r;
    }
  }
}
