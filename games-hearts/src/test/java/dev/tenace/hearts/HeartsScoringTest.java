package dev.tenace.hearts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.UtilityRange;
import dev.tenace.core.trick.Trick;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link HeartsScoring} on its own, against rules/hearts.md §5 (points, the moon and its choice),
 * the scoring variants of §7 and the worked examples HE-E6 to HE-E19: pure functions from the rules
 * and what each seat won to the deal points, no state.
 */
class HeartsScoringTest {
  private static final HeartsRules DEFAULT = HeartsRules.defaults();

  private static long cards(String text) {
    return text.isEmpty() ? 0L : CardSet.parse(text).bits();
  }

  /** Every heart and QS: what a shooter takes (§5.2). */
  private static final long ALL_POINTS = cards("QS") | HeartsPlayRules.HEARTS;

  /** The totals after a deal: {@code before} plus the deal points (§5.3). */
  private static int[] totals(int[] before, int[] points) {
    int[] out = before.clone();
    for (int s = 0; s < out.length; s++) {
      out[s] += points[s];
    }
    return out;
  }

  @Test
  @DisplayName("Hearts 5.1: a heart is 1 point, QS is 13, any other card none")
  void pointsOfCards() {
    assertThat(HeartsScoring.points(cards("2H"))).isEqualTo(1);
    assertThat(HeartsScoring.points(cards("QS"))).isEqualTo(13);
    assertThat(HeartsScoring.points(cards("AS KS JD 2C TD"))).isZero();
    assertThat(HeartsScoring.points(0L)).isZero();
  }

  @Test
  @DisplayName("Hearts 2.3, 5.1: the point cards of a deal total 26")
  void twentySixInAll() {
    assertThat(HeartsScoring.points(ALL_POINTS)).isEqualTo(HeartsScoring.MOON_POINTS).isEqualTo(26);
    assertThat(HeartsScoring.points(DEFAULT.deck().cards().bits())).isEqualTo(26);
  }

  @Test
  @DisplayName(
      "HE-E6 (hearts 5.1): the trick 3:QS 0:KS 1:2H 2:AS is worth 14, 0:9D 1:KD 2:AS 3:3D 0")
  void he06() {
    assertThat(HeartsScoring.points(Trick.parse("3:QS 0:KS 1:2H 2:AS", 4).cardSet().bits()))
        .isEqualTo(14);
    assertThat(HeartsScoring.points(Trick.parse("0:9D 1:KD 2:AS 3:3D", 4).cardSet().bits()))
        .isZero();
  }

  @Test
  @DisplayName("HE-E7 (hearts 5.1): won cards QS 2H 5H 9H JH AH and non-point cards score 18")
  void he07() {
    long won = cards("QS 2H 5H 9H JH AH 3C KD 7S");
    assertThat(HeartsScoring.points(won)).isEqualTo(18);
    assertThat(HeartsScoring.cardPoints(DEFAULT, won)).isEqualTo(18);
    assertThat(HeartsScoring.dealPoints(DEFAULT, new long[] {won, 0, 0, 0}, new int[4], -1, null))
        .containsExactly(18, 0, 0, 0);
  }

  @Test
  @DisplayName(
      "Hearts 5.2: the shooter is the one seat whose won cards hold all 13 hearts and QS; none without"
          + " QS or a heart")
  void moonShooter() {
    assertThat(HeartsScoring.moonShooter(new long[] {0, cards("2C"), ALL_POINTS, cards("3C")}))
        .isEqualTo(2);
    long noQueen = HeartsPlayRules.HEARTS;
    assertThat(HeartsScoring.moonShooter(new long[] {noQueen, cards("QS"), 0, 0})).isEqualTo(-1);
    long noAce = ALL_POINTS & ~cards("AH");
    assertThat(HeartsScoring.moonShooter(new long[] {noAce, cards("AH"), 0, 0})).isEqualTo(-1);
    assertThat(HeartsScoring.shotTheMoon(ALL_POINTS | cards("2C JD"))).isTrue();
    assertThat(HeartsScoring.shotTheMoon(noAce)).isFalse();
  }

  @Test
  @DisplayName(
      "Hearts 5.2: MOON_ADD_OTHERS gives the shooter 0 and everyone else 26; MOON_SUBTRACT_SELF the"
          + " shooter -26 and everyone else 0")
  void moonChoices() {
    long[] won = {0, cards("2C 3C"), ALL_POINTS, cards("4C")};
    int[] tricks = {0, 1, 11, 1};
    assertThat(HeartsScoring.dealPoints(DEFAULT, won, tricks, 2, HeartsAction.Moon.ADD))
        .containsExactly(26, 26, 0, 26);
    assertThat(HeartsScoring.dealPoints(DEFAULT, won, tricks, 2, HeartsAction.Moon.SUBTRACT))
        .containsExactly(0, 0, -26, 0);
  }

  @Test
  @DisplayName(
      "Hearts 5.2: with moonChoice (default) the shooter chooses; with it off MOON_ADD_OTHERS applies"
          + " automatically")
  void moonChoiceOrAutomatic() {
    assertThat(HeartsScoring.automaticMoon(DEFAULT)).isNull();
    assertThat(HeartsScoring.automaticMoon(DEFAULT.withMoonChoice(false)))
        .isEqualTo(HeartsAction.Moon.ADD);
  }

  @Test
  @DisplayName(
      "Hearts 7 shootTheMoon off, 7.1.6 widow: no moon can be shot; 5.2 applies by default")
  void whenAMoonCanBeShot() {
    assertThat(DEFAULT.moonPossible()).isTrue();
    assertThat(DEFAULT.withShootTheMoon(false).moonPossible()).isFalse();
    assertThat(HeartsRules.builder().widow(true).players(5).build().moonPossible()).isFalse();
  }

  @Test
  @DisplayName(
      "HE-E8 (hearts 5.2, 5.3): totals [40 50 60 70], seat 2 shoots: add gives [66 76 60 96],"
          + " subtract [40 50 34 70]")
  void he08() {
    int[] before = {40, 50, 60, 70};
    long[] won = {cards("2C"), cards("3C"), ALL_POINTS, cards("4C")};
    int[] tricks = {1, 1, 10, 1};
    assertThat(
            totals(
                before, HeartsScoring.dealPoints(DEFAULT, won, tricks, 2, HeartsAction.Moon.ADD)))
        .containsExactly(66, 76, 60, 96);
    assertThat(
            totals(
                before,
                HeartsScoring.dealPoints(DEFAULT, won, tricks, 2, HeartsAction.Moon.SUBTRACT)))
        .containsExactly(40, 50, 34, 70);
  }

  @Test
  @DisplayName(
      "HE-E10 (hearts 5.2, 6.1): totals [80 90 10 70], seat 2 shoots: add gives [106 116 10 96],"
          + " subtract [80 90 -16 70]")
  void he10() {
    int[] before = {80, 90, 10, 70};
    long[] won = {0, 0, ALL_POINTS | cards("2C 3C 4C"), 0};
    int[] tricks = {0, 0, 13, 0};
    assertThat(
            totals(
                before, HeartsScoring.dealPoints(DEFAULT, won, tricks, 2, HeartsAction.Moon.ADD)))
        .containsExactly(106, 116, 10, 96);
    assertThat(
            totals(
                before,
                HeartsScoring.dealPoints(DEFAULT, won, tricks, 2, HeartsAction.Moon.SUBTRACT)))
        .containsExactly(80, 90, -16, 70);
  }

  @Test
  @DisplayName("Hearts 7 players: at 3 or 5 players the moon adds 26 to each of the n-1 others")
  void moonAtOtherTables() {
    HeartsRules three = DEFAULT.withPlayers(3);
    assertThat(
            HeartsScoring.dealPoints(
                three,
                new long[] {ALL_POINTS, 0, 0},
                new int[] {17, 0, 0},
                0,
                HeartsAction.Moon.ADD))
        .containsExactly(0, 26, 26);
    HeartsRules five = DEFAULT.withPlayers(5);
    assertThat(
            HeartsScoring.dealPoints(
                five,
                new long[] {0, 0, 0, ALL_POINTS, 0},
                new int[] {0, 0, 0, 10, 0},
                3,
                HeartsAction.Moon.SUBTRACT))
        .containsExactly(0, 0, 0, -26, 0);
  }

  @Test
  @DisplayName("HE-E11 (hearts 7 jackOfDiamonds): JD and 3 hearts, not QS, score -7; 3 without")
  void he11() {
    HeartsRules jd = DEFAULT.withJackOfDiamonds(true);
    long won = cards("JD 2H 3H 4H");
    assertThat(HeartsScoring.cardPoints(jd, won)).isEqualTo(-7);
    assertThat(HeartsScoring.cardPoints(DEFAULT, won)).isEqualTo(3);
    long[] all = {won, cards("QS"), 0, 0};
    assertThat(HeartsScoring.dealPoints(jd, all, new int[] {1, 1, 0, 0}, -1, null))
        .containsExactly(-7, 13, 0, 0);
  }

  @Test
  @DisplayName(
      "Hearts 7 jackOfDiamonds, 8.8: JD is no part of the moon; its -10 goes to whoever won it, after"
          + " the moon")
  void jackOfDiamondsAndTheMoon() {
    HeartsRules jd = DEFAULT.withJackOfDiamonds(true);
    int[] tricks = {10, 3, 0, 0};
    long[] shooterHasJd = {ALL_POINTS | cards("JD"), cards("2C"), 0, 0};
    assertThat(HeartsScoring.dealPoints(jd, shooterHasJd, tricks, 0, HeartsAction.Moon.ADD))
        .containsExactly(-10, 26, 26, 26);
    assertThat(HeartsScoring.dealPoints(jd, shooterHasJd, tricks, 0, HeartsAction.Moon.SUBTRACT))
        .containsExactly(-36, 0, 0, 0);
    long[] otherHasJd = {ALL_POINTS, cards("JD"), 0, 0};
    assertThat(HeartsScoring.dealPoints(jd, otherHasJd, tricks, 0, HeartsAction.Moon.ADD))
        .containsExactly(0, 16, 26, 26);
  }

  @Test
  @DisplayName(
      "HE-E17 (hearts 7 noTricksBonus): [0 13 5 8] with seat 0 trickless and no moon becomes [-5 13"
          + " 5 8]")
  void he17() {
    HeartsRules bonus = DEFAULT.withNoTricksBonus(true);
    long[] won = {0, cards("QS"), cards("2H 3H 4H 5H 6H"), cards("7H 8H 9H TH JH QH KH AH")};
    int[] tricks = {0, 3, 4, 6};
    assertThat(HeartsScoring.dealPoints(bonus, won, tricks, -1, null))
        .containsExactly(-5, 13, 5, 8);
    assertThat(HeartsScoring.dealPoints(DEFAULT, won, tricks, -1, null))
        .containsExactly(0, 13, 5, 8);
  }

  @Test
  @DisplayName("Hearts 7 noTricksBonus: no -5 in a deal where someone shot the moon")
  void noBonusAfterAMoon() {
    HeartsRules bonus = DEFAULT.withNoTricksBonus(true);
    long[] won = {0, ALL_POINTS, cards("2C"), 0};
    int[] tricks = {0, 12, 1, 0};
    assertThat(HeartsScoring.dealPoints(bonus, won, tricks, 1, HeartsAction.Moon.ADD))
        .containsExactly(26, 0, 26, 26);
  }

  @Test
  @DisplayName(
      "HE-E19 (hearts 7 shootTheMoon off): all 26 points score [0 26 0 0]; with JD [0 16 0 0];"
          + " noTricksBonus for the trickless")
  void he19() {
    HeartsRules off = DEFAULT.withShootTheMoon(false);
    long[] won = {0, ALL_POINTS, 0, 0};
    int[] tricks = {0, 13, 0, 0};
    // without a moon the state asks for no shooter (HeartsRules.moonPossible)
    assertThat(HeartsScoring.dealPoints(off, won, tricks, -1, null)).containsExactly(0, 26, 0, 0);
    long[] withJd = {0, ALL_POINTS | cards("JD"), 0, 0};
    assertThat(HeartsScoring.dealPoints(off.withJackOfDiamonds(true), withJd, tricks, -1, null))
        .containsExactly(0, 16, 0, 0);
    assertThat(HeartsScoring.dealPoints(off.withNoTricksBonus(true), won, tricks, -1, null))
        .containsExactly(-5, 26, -5, -5);
  }

  @Test
  @DisplayName(
      "HE-E14 (hearts 7.1.5): the widow {QS 4H} goes to seat 4, winner of trick 10, whose tricks hold"
          + " 2 hearts: 16")
  void he14() {
    HeartsRules widow = HeartsRules.builder().widow(true).players(5).build();
    long[] won = {0, 0, 0, 0, cards("2H 3H 5C 6C 7C")};
    HeartsScoring.addWidow(won, 4, cards("QS 4H"));
    assertThat(won[4]).isEqualTo(cards("2H 3H 5C 6C 7C QS 4H"));
    assertThat(HeartsScoring.dealPoints(widow, won, new int[] {0, 0, 0, 0, 10}, -1, null)[4])
        .isEqualTo(16);
    long[] none = {0, cards("2C"), 0};
    HeartsScoring.addWidow(none, 1, 0L);
    assertThat(none).containsExactly(0, cards("2C"), 0);
  }

  @Test
  @DisplayName(
      "Hearts 5: the search cursor's path (fillDealPoints into a reused array) gives dealPoints'"
          + " points")
  void fillMatchesDealPoints() {
    HeartsRules all = DEFAULT.withJackOfDiamonds(true).withNoTricksBonus(true);
    long[] won = {cards("JD 2H"), ALL_POINTS & ~cards("2H"), 0, cards("2C")};
    int[] tricks = {2, 10, 0, 1};
    int[] reused = new int[4];
    Arrays.fill(reused, 99);
    HeartsScoring.fillDealPoints(all, won, tricks, -1, null, reused);
    assertThat(reused).containsExactly(HeartsScoring.dealPoints(all, won, tricks, -1, null));
    assertThat(reused).containsExactly(-9, 25, -5, 0);
  }

  private static UtilityRange range(HeartsRules rules) {
    return HeartsGame.INSTANCE.utilityRange(rules).orElseThrow();
  }

  @Test
  @DisplayName(
      "Hearts 5.2, 7: the utility (minus the deal points) runs from -26 (all 26 points, or the moon added) to 26 (the moon subtracted), 36 with JD")
  void utilityRange() {
    HeartsRules d = HeartsRules.defaults();
    assertThat(range(d)).isEqualTo(new UtilityRange(-26, 26));
    assertThat(range(d.toBuilder().jackOfDiamonds(true).build()))
        .isEqualTo(new UtilityRange(-26, 36));
    // no moon choice: the shooter scores 0, the others 26 (5.2); -5 without a trick
    assertThat(range(d.toBuilder().moonChoice(false).noTricksBonus(true).build()))
        .isEqualTo(new UtilityRange(-26, 5));
    // no moon at all: 26 points are 26 points; JD's -10 is the best a seat can do
    assertThat(range(d.toBuilder().shootTheMoon(false).jackOfDiamonds(true).build()))
        .isEqualTo(new UtilityRange(-26, 10));
    // 7.1.6: no moon in the widow game
    assertThat(range(d.withWidow(true))).isEqualTo(new UtilityRange(-26, 0));
  }
}
