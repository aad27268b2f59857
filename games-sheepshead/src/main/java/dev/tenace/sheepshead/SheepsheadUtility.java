package dev.tenace.sheepshead;

import dev.tenace.core.game.UtilityRange;
import dev.tenace.core.spi.UtilityBounds;

/**
 * The range of a Sheepshead deal's score, its utility ({@link SheepsheadState#score}), read from
 * §6, §7, §9 and §9.2.
 */
final class SheepsheadUtility {
  private SheepsheadUtility() {}

  /**
   * {@link #range}, and zero-sum deals: §6.5, §7.3, §9.2.4, every deal is zero-sum (a void doubler
   * deal scores 0).
   */
  static final UtilityBounds<SheepsheadRules> BOUNDS =
      UtilityBounds.zeroSum(SheepsheadUtility::range);

  /**
   * The units {@code m} of §6.2 run from +3 (all tricks) to −6 (no trick; −3 with {@code
   * noTrickStandard}), doubled when negative with {@code doubleOnTheBump}; a picker alone takes
   * {@code (n−1)·m} (§6.4; alone is open to every table: 4.4(b), 9.1.1, and 3 or 4 players are
   * always alone), a defender {@code −m}, a partner {@code m}, a picker with one {@code 2m ≤
   * (n−1)·m} in size. {@code crack} and a recrack multiply the deal by 4, a pending doubler ({@code
   * allPass = DOUBLER}) by 2 (consumed one per deal, §9). A leaster (§7.3) and a Schwanzer deal
   * (§9.2.3, §9.2.4) score between {@code −(n−1)} and {@code n−1}.
   */
  static UtilityRange range(SheepsheadRules rules) {
    int seats = rules.players() - 1;
    int stakes = (rules.crack() ? 4 : 1) * (rules.allPass() == AllPass.DOUBLER ? 2 : 1);
    int most = 3;
    int least = (rules.noTrickStandard() ? -3 : -6) * (rules.doubleOnTheBump() ? 2 : 1);
    int max = Math.max(seats, Math.max(seats * most, -least) * stakes);
    int min = Math.min(-seats, Math.min(seats * least, -most) * stakes);
    return new UtilityRange(min, max);
  }
}
