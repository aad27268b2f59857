package dev.tenace.hearts;

import static dev.tenace.hearts.HeartsPlayRules.HEARTS;
import static dev.tenace.hearts.HeartsPlayRules.JD;
import static dev.tenace.hearts.HeartsPlayRules.QS;

/**
 * The scoring of a Hearts deal (rules/hearts.md §5 and the scoring variants of §7): pure functions
 * from the rules and what each seat won (cards as masks, tricks as counts) to the deal's points. No
 * state, no trick play: the state, the cursor of search loops and the tests all score through
 * these.
 *
 * <pre>{@code
 * long[] won = {CardSet.parse("QS 2H 5H 9H JH AH").bits(), 0, 0, 0};
 * HeartsScoring.points(won[0]);                                    // 18 (§5.1, HE-E7)
 * int shooter = HeartsScoring.moonShooter(won);                    // -1: nobody took all 14 (§5.2)
 * int[] pts = HeartsScoring.dealPoints(rules, won, tricks, shooter, null);
 * }</pre>
 *
 * <p>Reading order, as in the rules file: §5.1 the points of cards ({@link #points}), §7 {@code
 * jackOfDiamonds} ({@link #cardPoints}), §7.1.5 the widow with the last trick ({@link #addWidow}),
 * §5.2 the moon and its choice ({@link #moonShooter}, {@link #automaticMoon}), then the deal points
 * with every variant ({@link #dealPoints}).
 */
final class HeartsScoring {
  /** Every point card's points: 13 hearts and QS (§2.3). */
  static final int MOON_POINTS = 26;

  private HeartsScoring() {}

  /** §5.1: one point per heart in the cards, 13 for QS ({@code JD} is {@link #cardPoints}'). */
  static int points(long cards) {
    return Long.bitCount(cards & HEARTS) + ((cards & QS) != 0 ? 13 : 0);
  }

  /**
   * The points of won cards under these rules before the moon and the no-trick bonus: §5.1, then
   * −10 for JD with {@code jackOfDiamonds} (§7).
   */
  static int cardPoints(HeartsRules rules, long won) {
    return points(won) - (rules.jackOfDiamonds() && (won & JD) != 0 ? 10 : 0);
  }

  /**
   * §7.1.5: the widow goes to the winner of the last trick. Adds {@code widow} to the cards {@code
   * lastWinner} won, in {@code won} (nothing when the widow is empty).
   */
  static void addWidow(long[] won, int lastWinner, long widow) {
    won[lastWinner] |= widow;
  }

  /** §5.2: whether these won cards hold every heart and QS. */
  static boolean shotTheMoon(long won) {
    return (won & HEARTS) == HEARTS && (won & QS) != 0;
  }

  /**
   * §5.2: the seat whose won cards hold every heart and QS, or {@code -1}. Ask only when the rules
   * allow a moon ({@code shootTheMoon} on and no widow, §7, §7.1.6).
   */
  static int moonShooter(long[] won) {
    for (int s = 0; s < won.length; s++) {
      if (shotTheMoon(won[s])) {
        return s;
      }
    }
    return -1;
  }

  /**
   * §5.2: how a moon scores when the shooter does not choose: {@link HeartsAction.Moon#ADD} without
   * {@code moonChoice}; {@code null} when the choice is the shooter's action after the last trick.
   */
  static HeartsAction.Moon automaticMoon(HeartsRules rules) {
    return rules.moonChoice() ? null : HeartsAction.Moon.ADD;
  }

  /**
   * The deal points of §5 and §7: the points of the won cards (§5.1, the widow included, §7.1.5),
   * or the moon as chosen (§5.2: the shooter −26, or every other seat +26); then −10 for JD ({@code
   * jackOfDiamonds}, whoever won it, moon or not) and −5 for each seat that won no trick ({@code
   * noTricksBonus}, not after a moon).
   *
   * @param won the cards each seat won, the widow with the last trick's winner
   * @param tricks the number of tricks each seat won
   * @param shooter the seat that shot the moon, or {@code -1}
   * @param choice the shooter's choice (ignored without a shooter)
   */
  static int[] dealPoints(
      HeartsRules rules, long[] won, int[] tricks, int shooter, HeartsAction.Moon choice) {
    int[] pts = new int[won.length];
    fillDealPoints(rules, won, tricks, shooter, choice, pts);
    return pts;
  }

  /**
   * {@link #dealPoints} into {@code pts}, one slot per seat: the search cursor's path, which scores
   * every play-out into the same array.
   */
  static void fillDealPoints(
      HeartsRules rules,
      long[] won,
      int[] tricks,
      int shooter,
      HeartsAction.Moon choice,
      int[] pts) {
    int n = won.length;
    for (int s = 0; s < n; s++) {
      pts[s] = shooter >= 0 ? moon(choice, shooter, s) : points(won[s]);
    }
    for (int s = 0; s < n; s++) {
      if (rules.jackOfDiamonds() && (won[s] & JD) != 0) {
        pts[s] -= 10;
      }
      if (rules.noTricksBonus() && shooter < 0 && tricks[s] == 0) {
        pts[s] -= 5;
      }
    }
  }

  /** §5.2: the moon's points for {@code seat} when {@code shooter} chose {@code choice}. */
  static int moon(HeartsAction.Moon choice, int shooter, int seat) {
    if (choice.add()) {
      return seat == shooter ? 0 : MOON_POINTS;
    }
    return seat == shooter ? -MOON_POINTS : 0;
  }
}
