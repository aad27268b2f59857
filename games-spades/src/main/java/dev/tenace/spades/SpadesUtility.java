package dev.tenace.spades;

import dev.tenace.core.game.UtilityRange;
import dev.tenace.core.spi.UtilityBounds;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The range of a Spades deal's utility, the team's deal score minus the opponents' ({@link
 * SpadesState#utility}): the extremes of §5's scoring ({@link SpadesScoring#team}, with the scoring
 * variants of §7) over every pair of bids the rules allow a team (§3.2, §3.4, {@code suicide},
 * {@code mirror}, {@code roulette}, {@code teamBidLimit}), every split of the 13 tricks (§4.1) and
 * every bag count before the deal (0 to 9, §2.3). Blind nil counts as possible whenever some match
 * position allows it ({@code doubleNilPass} and {@code blindNilRestricted} only ask for a deficit).
 */
final class SpadesUtility {
  private static final int TRICKS = 13;
  private static final int CONTRACTS = 2 * TRICKS + 1;

  private SpadesUtility() {}

  /**
   * {@link #range}, and zero-sum deals: a seat's utility is its team's deal score minus the other
   * team's (§5.4).
   */
  static final UtilityBounds<SpadesRules> BOUNDS = UtilityBounds.zeroSum(SpadesUtility::range);

  /** The range, symmetric: one team's utility is minus the other's. */
  static UtilityRange range(SpadesRules rules) {
    int[][] best = new int[TRICKS + 1][CONTRACTS];
    int[][] worst = new int[TRICKS + 1][CONTRACTS];
    for (int[] row : best) {
      Arrays.fill(row, Integer.MIN_VALUE);
    }
    for (int[] row : worst) {
      Arrays.fill(row, Integer.MAX_VALUE);
    }
    List<SpadesBid> bids = bids(rules);
    int bagCounts = rules.bags() ? 10 : 1;
    for (SpadesBid a : bids) {
      for (SpadesBid b : bids) {
        int contract = SpadesScoring.contract(a, b);
        if (!teamMay(rules, a, b, contract)) {
          continue;
        }
        for (int ta = 0; ta <= TRICKS; ta++) {
          for (int tb = 0; ta + tb <= TRICKS; tb++) {
            for (int k = 0; k < bagCounts; k++) {
              int score = SpadesScoring.team(rules, a, ta, b, tb, k).score();
              best[ta + tb][contract] = Math.max(best[ta + tb][contract], score);
              worst[ta + tb][contract] = Math.min(worst[ta + tb][contract], score);
            }
          }
        }
      }
    }
    int max = Integer.MIN_VALUE;
    for (int t = 0; t <= TRICKS; t++) {
      for (int ca = 0; ca < CONTRACTS; ca++) {
        for (int cb = 0; cb < CONTRACTS; cb++) {
          boolean seen =
              best[t][ca] != Integer.MIN_VALUE && worst[TRICKS - t][cb] != Integer.MAX_VALUE;
          // mirror: every bid is the bidder's spades (or nil for none), so the bids total 13
          if (seen && (!rules.mirror() || ca + cb == TRICKS)) {
            max = Math.max(max, best[t][ca] - worst[TRICKS - t][cb]);
          }
        }
      }
    }
    return new UtilityRange(-max, max);
  }

  /**
   * The bids a seat may make in some deal (§3.2; roulette: blind nil only; mirror: no blind nil).
   */
  private static List<SpadesBid> bids(SpadesRules rules) {
    List<SpadesBid> out = new ArrayList<>();
    if (rules.roulette() || (rules.blindNil() && !rules.mirror())) {
      out.add(SpadesBid.BLIND_NIL);
    }
    if (rules.roulette()) {
      return out;
    }
    out.add(SpadesBid.NIL);
    for (int n = 1; n <= TRICKS; n++) {
      out.add(SpadesBid.of(n));
    }
    return out;
  }

  /**
   * Whether a team may bid {@code a} and {@code b}: suicide wants a nil, teamBidLimit 13 at most.
   */
  private static boolean teamMay(SpadesRules rules, SpadesBid a, SpadesBid b, int contract) {
    if (rules.suicide() && !a.isNil() && !b.isNil()) {
      return false;
    }
    return contract <= TRICKS || (!rules.teamBidLimit() && !rules.mirror());
  }
}
