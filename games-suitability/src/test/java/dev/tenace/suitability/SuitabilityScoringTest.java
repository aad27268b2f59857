package dev.tenace.suitability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.UtilityRange;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link SuitabilityScoring} on its own, against rules/suitability.md §6 (scoring per deal), §8
 * ({@code partnerships}, jokers) and the worked examples SU-E5 … SU-E10 of §10.
 */
class SuitabilityScoringTest {
  static final SuitabilityRules HALF = SuitabilityRules.defaults();
  static final SuitabilityRules DOWN = HALF.withRoundDown(true);

  static List<Privilege> none() {
    return Collections.nCopies(4, Privilege.NONE);
  }

  @Test
  @DisplayName(
      "Suitability §6.1: p counts the penalty-suit cards among the cards won, whoever played them; other suits and jokers are not penalty cards")
  void penaltyCards() {
    long won = CardSet.parse("AH 7H 2H AS KD X1").bits();
    assertThat(SuitabilityScoring.penaltyCards(Suit.HEARTS, won)).isEqualTo(3);
    assertThat(SuitabilityScoring.penaltyCards(Suit.SPADES, won)).isEqualTo(1);
    assertThat(SuitabilityScoring.penaltyCards(Suit.CLUBS, won)).isZero();
    assertThat(SuitabilityScoring.penaltyCards(Suit.HEARTS, 0L)).isZero();
  }

  @Test
  @DisplayName(
      "Suitability §6.2 (SU-E5, SU-E6, SU-E7): 10t + 10 without penalty cards, else round(10t / p); 4/3 -> 13, 3/0 -> 40, 0/0 -> 10, 1/4 -> 3 (2 rounding down)")
  void normalScore() {
    assertThat(SuitabilityScoring.score(HALF, Privilege.NONE, 4, 3)).isEqualTo(13);
    assertThat(SuitabilityScoring.score(DOWN, Privilege.NONE, 4, 3)).isEqualTo(13);
    assertThat(SuitabilityScoring.score(HALF, Privilege.NONE, 3, 0)).isEqualTo(40);
    assertThat(SuitabilityScoring.score(HALF, Privilege.NONE, 0, 0)).isEqualTo(10);
    assertThat(SuitabilityScoring.score(DOWN, Privilege.NONE, 0, 0)).isEqualTo(10);
    assertThat(SuitabilityScoring.score(HALF, Privilege.NONE, 1, 4)).isEqualTo(3);
    assertThat(SuitabilityScoring.score(DOWN, Privilege.NONE, 1, 4)).isEqualTo(2);
  }

  @Test
  @DisplayName(
      "Suitability §6.2, §9.1: half up is (20t + p) div 2p in integers, the nearest integer with halves up; roundDown is 10t div p")
  void rounding() {
    for (int t = 0; t <= 14; t++) {
      for (int p = 1; p <= 14; p++) {
        assertThat(SuitabilityScoring.divide(HALF, 10 * t, p))
            .as("t=%d p=%d half up", t, p)
            .isEqualTo((20 * t + p) / (2 * p))
            .isEqualTo((int) Math.floor(10.0 * t / p + 0.5));
        assertThat(SuitabilityScoring.divide(DOWN, 10 * t, p))
            .as("t=%d p=%d down", t, p)
            .isEqualTo(10 * t / p)
            .isEqualTo((int) Math.floor(10.0 * t / p));
      }
    }
  }

  @Test
  @DisplayName(
      "Suitability §6.3 (SU-E8): immunity 5t (4 tricks, 6 penalties -> 20); warranty 25 whatever; poverty on t' = max(0, 5 - t) without the bonus (2/1 -> 30, 2/0 -> 30, 6 tricks -> 0)")
  void privileges() {
    assertThat(SuitabilityScoring.score(HALF, Privilege.IMMUNITY, 4, 6)).isEqualTo(20);
    for (int t = 0; t <= 13; t++) {
      for (int p = 0; p <= 13; p++) {
        assertThat(SuitabilityScoring.score(HALF, Privilege.WARRANTY, t, p)).isEqualTo(25);
        assertThat(SuitabilityScoring.score(DOWN, Privilege.WARRANTY, t, p)).isEqualTo(25);
        assertThat(SuitabilityScoring.score(HALF, Privilege.IMMUNITY, t, p)).isEqualTo(5 * t);
      }
    }
    assertThat(SuitabilityScoring.score(HALF, Privilege.POVERTY, 2, 1)).isEqualTo(30);
    assertThat(SuitabilityScoring.score(HALF, Privilege.POVERTY, 2, 0)).isEqualTo(30);
    assertThat(SuitabilityScoring.score(HALF, Privilege.POVERTY, 6, 0)).isZero();
    assertThat(SuitabilityScoring.score(HALF, Privilege.POVERTY, 6, 3)).isZero();
  }

  @Test
  @DisplayName(
      "Suitability §9.4, §9.5: poverty with no penalty card has no bonus (10t'); with 0 tricks t' = 5")
  void povertyChoices() {
    assertThat(SuitabilityScoring.score(HALF, Privilege.POVERTY, 0, 0)).isEqualTo(50);
    assertThat(SuitabilityScoring.score(HALF, Privilege.POVERTY, 3, 0)).isEqualTo(20);
    assertThat(SuitabilityScoring.score(HALF, Privilege.POVERTY, 0, 3)).isEqualTo(17); // 50/3
    assertThat(SuitabilityScoring.score(DOWN, Privilege.POVERTY, 0, 3)).isEqualTo(16);
  }

  @Test
  @DisplayName("Suitability §6.2, §6.3: the scoring table cell by cell, with both roundings")
  void scoringTable() {
    SuitabilityRules half = SuitabilityRules.defaults();
    SuitabilityRules down = half.withRoundDown(true);
    // normal: p = 0 -> 10t + 10; p >= 1 -> round(10t / p)
    assertThat(SuitabilityScoring.score(half, Privilege.NONE, 0, 0)).isEqualTo(10);
    assertThat(SuitabilityScoring.score(half, Privilege.NONE, 4, 0)).isEqualTo(50);
    assertThat(SuitabilityScoring.score(half, Privilege.NONE, 1, 4))
        .isEqualTo(3); // 2.5 -> 3 half up
    assertThat(SuitabilityScoring.score(down, Privilege.NONE, 1, 4)).isEqualTo(2); // 2.5 -> 2 down
    assertThat(SuitabilityScoring.score(half, Privilege.NONE, 2, 3)).isEqualTo(7); // 6.67
    assertThat(SuitabilityScoring.score(down, Privilege.NONE, 2, 3)).isEqualTo(6);
    assertThat(SuitabilityScoring.score(half, Privilege.NONE, 0, 5)).isZero();
    assertThat(SuitabilityScoring.score(half, Privilege.NONE, 7, 1)).isEqualTo(70);
    // immunity: 5t whatever the penalties
    assertThat(SuitabilityScoring.score(half, Privilege.IMMUNITY, 6, 9)).isEqualTo(30);
    assertThat(SuitabilityScoring.score(half, Privilege.IMMUNITY, 0, 0)).isZero();
    // warranty: 25 whatever is won
    assertThat(SuitabilityScoring.score(half, Privilege.WARRANTY, 0, 0)).isEqualTo(25);
    assertThat(SuitabilityScoring.score(half, Privilege.WARRANTY, 13, 13)).isEqualTo(25);
    // poverty: t' = max(0, 5 - t), no bonus
    assertThat(SuitabilityScoring.score(half, Privilege.POVERTY, 0, 0)).isEqualTo(50);
    assertThat(SuitabilityScoring.score(half, Privilege.POVERTY, 4, 0)).isEqualTo(10);
    assertThat(SuitabilityScoring.score(half, Privilege.POVERTY, 5, 0)).isZero();
    assertThat(SuitabilityScoring.score(half, Privilege.POVERTY, 9, 2)).isZero();
    assertThat(SuitabilityScoring.score(half, Privilege.POVERTY, 2, 4)).isEqualTo(8); // 7.5 -> 8
    assertThat(SuitabilityScoring.score(down, Privilege.POVERTY, 2, 4)).isEqualTo(7);
  }

  @Test
  @DisplayName(
      "Suitability §6 (SU-E9): dealer 3, no privilege; tricks [5 4 3 1], penalty cards [2 0 7 4] -> [25 50 4 3]; with roundDown [25 50 4 2]")
  void wholeDeal() {
    int[] tricks = {5, 4, 3, 1};
    // hearts are the penalty suit; the spades and clubs won do not count
    long[] won = {
      CardSet.parse("AH KH AS KS QS JS TS").bits(),
      CardSet.parse("AC KC QC JC TC 9C 8C 7C").bits(),
      CardSet.parse("QH JH TH 9H 8H 7H 6H").bits(),
      CardSet.parse("5H 4H 3H 2H").bits()
    };
    int[] out = new int[4];
    SuitabilityScoring.scores(HALF, Suit.HEARTS, none(), tricks, won, out);
    assertThat(out).containsExactly(25, 50, 4, 3);
    SuitabilityScoring.scores(DOWN, Suit.HEARTS, none(), tricks, won, out);
    assertThat(out).containsExactly(25, 50, 4, 2);
  }

  @Test
  @DisplayName(
      "Suitability §6.3 (SU-E10): the same deal with a privilege for seat 3 -- poverty 10, immunity 5, warranty 25; the other seats keep their normal scores")
  void wholeDealWithPrivilege() {
    int[] tricks = {5, 4, 3, 1};
    long[] won = {
      CardSet.parse("AH KH").bits(),
      0L,
      CardSet.parse("QH JH TH 9H 8H 7H 6H").bits(),
      CardSet.parse("5H 4H 3H 2H").bits()
    };
    int[] out = new int[4];
    Privilege[] claims = {Privilege.POVERTY, Privilege.IMMUNITY, Privilege.WARRANTY};
    int[] seat3 = {10, 5, 25};
    for (int i = 0; i < claims.length; i++) {
      List<Privilege> privileges =
          List.of(Privilege.NONE, Privilege.NONE, Privilege.NONE, claims[i]);
      SuitabilityScoring.scores(HALF, Suit.HEARTS, privileges, tricks, won, out);
      assertThat(out).as("%s", claims[i]).containsExactly(25, 50, 4, seat3[i]);
    }
  }

  @Test
  @DisplayName("Suitability §6.4: every score is at least 0, whatever the privilege and rounding")
  void neverNegative() {
    for (SuitabilityRules rules : List.of(HALF, DOWN)) {
      for (Privilege pr : Privilege.values()) {
        for (int t = 0; t <= 14; t++) {
          for (int p = 0; p <= 14; p++) {
            assertThat(SuitabilityScoring.score(rules, pr, t, p)).isNotNegative();
          }
        }
      }
    }
  }

  @Test
  @DisplayName(
      "Suitability §8 partnerships: a team's deal score is the sum of its two players' scores (teams {0, 2} and {1, 3}); without partnerships each seat scores alone")
  void teamScores() {
    SuitabilityRules teams = HALF.withPartnerships(true);
    int[] scores = {25, 50, 4, 3};
    assertThat(SuitabilityScoring.teamScore(teams, scores, 0)).isEqualTo(29);
    assertThat(SuitabilityScoring.teamScore(teams, scores, 2)).isEqualTo(29);
    assertThat(SuitabilityScoring.teamScore(teams, scores, 1)).isEqualTo(53);
    assertThat(SuitabilityScoring.teamScore(teams, scores, 3)).isEqualTo(53);
    for (int s = 0; s < 4; s++) {
      assertThat(SuitabilityScoring.teamScore(HALF, scores, s)).isEqualTo(scores[s]);
    }
  }

  private static UtilityRange range(SuitabilityRules rules) {
    return SuitabilityGame.INSTANCE.utilityRange(rules).orElseThrow();
  }

  @Test
  @DisplayName(
      "Suitability 6.2, 6.3, 8: a seat scores 0 (poverty with 5 tricks) to 100 (9 clean tricks, the 13 penalty cards in 4 others); partners 3 to 150")
  void utilityRange() {
    assertThat(range(SuitabilityRules.defaults())).isEqualTo(new UtilityRange(0, 100));
    // partners: poverty with no trick (50) and 9 clean tricks (100); at least 0 + 3, since a
    // seat without privilege scores 10 with no trick and else at least round(10/4) = 3
    assertThat(range(SuitabilityRules.defaults().withPartnerships(true)))
        .isEqualTo(new UtilityRange(3, 150));
    // 3 players: no privilege, 10 penalty cards fill at least 4 tricks of 3: 9 clean tricks, 100
    assertThat(range(SuitabilityRules.builder().players(3).build()))
        .isEqualTo(new UtilityRange(3, 100));
    assertThat(SuitabilityGame.INSTANCE.zeroSum(SuitabilityRules.defaults())).isFalse();
  }
}
