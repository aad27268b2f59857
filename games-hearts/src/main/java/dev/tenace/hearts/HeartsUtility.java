package dev.tenace.hearts;

import dev.tenace.core.game.UtilityRange;

/**
 * The range of a Hearts deal's utility, minus the deal points ({@link HeartsState#utility}), read
 * from §5 and the scoring variants of §7.
 */
final class HeartsUtility {
  private HeartsUtility() {}

  /**
   * The most deal points a seat can get is 26: every point card (§2.3, §5.1; the widow's cards go
   * to the last trick's winner, §7.1.5, and there is no moon in the widow game, §7.1.6), or the +26
   * of {@code MOON_ADD_OTHERS} to each other player (§5.2, offered wherever the moon can be shot);
   * without a moon a seat that took every point card but {@code JD}'s −10 still has at most 26. The
   * fewest: 0; −10 for winning {@code JD} ({@code jackOfDiamonds}); −5 for winning no trick ({@code
   * noTricksBonus}; such a seat did not win {@code JD}, a trick's card or the widow's); with the
   * moon's choice, −26 for the shooter ({@code MOON_SUBTRACT_SELF}), −36 if he also won {@code JD}
   * (§7: the −10 is applied in addition to whatever §5.2 gives; no trickless bonus in a moon deal).
   */
  static UtilityRange range(HeartsRules rules) {
    int jack = rules.jackOfDiamonds() ? -10 : 0;
    int fewest = Math.min(jack, rules.noTricksBonus() ? -5 : 0);
    if (rules.moonPossible() && rules.moonChoice()) {
      fewest = Math.min(fewest, -26 + jack);
    }
    return new UtilityRange(-26, -fewest);
  }
}
