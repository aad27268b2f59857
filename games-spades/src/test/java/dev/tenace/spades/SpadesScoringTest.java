package dev.tenace.spades;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.UtilityRange;
import dev.tenace.spades.SpadesScoring.TeamScore;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The scoring functions of spades §5 (and the scoring variants of §7) on their own. */
class SpadesScoringTest {
  private static final SpadesRules DEFAULT = SpadesRules.defaults();
  private static final SpadesBid NIL = SpadesBid.NIL;
  private static final SpadesBid BLIND = SpadesBid.BLIND_NIL;

  private static SpadesBid bid(int n) {
    return SpadesBid.of(n);
  }

  @Test
  @DisplayName("Spades 3.5: the contract is the sum of the numeric bids, a nil counting 0")
  void contract() {
    assertThat(SpadesScoring.contract(bid(3), bid(1))).isEqualTo(4);
    assertThat(SpadesScoring.contract(bid(4), NIL)).isEqualTo(4);
    assertThat(SpadesScoring.contract(BLIND, NIL)).isZero();
  }

  @Test
  @DisplayName("Spades 5.1: made, 10 a trick bid plus 1 an overtrick; set, -10 a trick bid")
  void contractScore() {
    assertThat(SpadesScoring.contractScore(DEFAULT, 4, 6)).isEqualTo(42);
    assertThat(SpadesScoring.newBags(4, 6)).isEqualTo(2);
    assertThat(SpadesScoring.contractScore(DEFAULT, 4, 4)).isEqualTo(40);
    assertThat(SpadesScoring.contractScore(DEFAULT, 4, 3)).isEqualTo(-40);
    assertThat(SpadesScoring.newBags(4, 3)).isZero();
    // B = 0: C = T and every trick is a bag
    assertThat(SpadesScoring.contractScore(DEFAULT, 0, 3)).isEqualTo(3);
    assertThat(SpadesScoring.newBags(0, 3)).isEqualTo(3);
  }

  @Test
  @DisplayName("Spades 5.2: nil is worth +100 with no trick and -100 with one; blind nil +-200")
  void nil() {
    assertThat(SpadesScoring.nil(NIL, 0)).isEqualTo(100);
    assertThat(SpadesScoring.nil(NIL, 1)).isEqualTo(-100);
    assertThat(SpadesScoring.nil(BLIND, 0)).isEqualTo(200);
    assertThat(SpadesScoring.nil(BLIND, 3)).isEqualTo(-200);
    assertThat(SpadesScoring.nil(bid(4), 0)).isZero();
  }

  @Test
  @DisplayName("Spades 5.3: 100 points for every 10 bags; the count keeps the rest")
  void bags() {
    assertThat(SpadesScoring.bagPenalty(9)).isZero();
    assertThat(SpadesScoring.bagPenalty(11)).isEqualTo(100);
    assertThat(SpadesScoring.bagPenalty(20)).isEqualTo(200);
  }

  @Test
  @DisplayName("Spades 5.4, SP-E6: bids 3 + 1, 6 tricks: +42, 2 bags")
  void madeContract() {
    assertThat(SpadesScoring.team(DEFAULT, bid(3), 4, bid(1), 2, 0))
        .isEqualTo(new TeamScore(42, 2));
  }

  @Test
  @DisplayName("Spades 5.1, SP-E7: contract 4, 3 tricks: -40, no bags")
  void setContract() {
    assertThat(SpadesScoring.team(DEFAULT, bid(3), 2, bid(1), 1, 0))
        .isEqualTo(new TeamScore(-40, 0));
  }

  @Test
  @DisplayName(
      "Spades 5.2, 8.3, SP-E8: 4 + nil, 6 tricks: +142 with the nil made, -58 with it failed; 2 bags")
  void nilWorkedExample() {
    assertThat(SpadesScoring.team(DEFAULT, bid(4), 6, NIL, 0, 0)).isEqualTo(new TeamScore(142, 2));
    assertThat(SpadesScoring.team(DEFAULT, bid(4), 5, NIL, 1, 0)).isEqualTo(new TeamScore(-58, 2));
  }

  @Test
  @DisplayName("Spades 5.2, SP-E9: 4 + blind nil, 6 tricks: +242 or -158, 2 bags")
  void blindNilWorkedExample() {
    assertThat(SpadesScoring.team(DEFAULT, bid(4), 6, BLIND, 0, 0))
        .isEqualTo(new TeamScore(242, 2));
    assertThat(SpadesScoring.team(DEFAULT, bid(4), 5, BLIND, 1, 0))
        .isEqualTo(new TeamScore(-158, 2));
  }

  @Test
  @DisplayName("Spades 5.3, SP-E10: 9 bags, bid 4 take 6: penalty 100, 1 bag; 249 becomes 191")
  void bagPenaltyWorkedExample() {
    TeamScore r = SpadesScoring.team(DEFAULT, bid(3), 4, bid(1), 2, 9);
    assertThat(r).isEqualTo(new TeamScore(-58, 1));
    assertThat(249 + r.score()).isEqualTo(191);
  }

  @Test
  @DisplayName("Spades 5.3, 7 bags off: overtricks still score, no bag count and no penalty")
  void bagsOff() {
    SpadesRules off = SpadesRules.builder().bags(false).build();
    assertThat(SpadesScoring.team(off, bid(3), 4, bid(1), 2, 9)).isEqualTo(new TeamScore(42, 0));
  }

  @Test
  @DisplayName("Spades 5.2, 8.4: both partners nil: contract 0, every trick a bag, two nil terms")
  void bothNil() {
    // one nil made, one failed with 2 tricks: C = 2, +100 - 100, 2 bags
    assertThat(SpadesScoring.team(DEFAULT, NIL, 0, NIL, 2, 0)).isEqualTo(new TeamScore(2, 2));
    assertThat(SpadesScoring.team(DEFAULT, NIL, 0, BLIND, 0, 0)).isEqualTo(new TeamScore(300, 0));
  }

  @Test
  @DisplayName(
      "Spades 7 doubleNilUnit, SP-E19: two nils are one contract, +200 or -200, no bags; a blind nil in the pair is scored by 5.2")
  void doubleNilUnit() {
    SpadesRules unit = SpadesRules.builder().doubleNilUnit(true).build();
    assertThat(SpadesScoring.team(unit, NIL, 0, NIL, 0, 6)).isEqualTo(new TeamScore(200, 6));
    assertThat(SpadesScoring.team(unit, NIL, 2, NIL, 0, 6)).isEqualTo(new TeamScore(-200, 6));
    assertThat(SpadesScoring.team(unit, NIL, 1, NIL, 1, 6)).isEqualTo(new TeamScore(-200, 6));
    assertThat(SpadesScoring.team(unit, BLIND, 0, NIL, 1, 0)).isEqualTo(new TeamScore(101, 1));
    // off: 5.1 and 5.2 give +2 / -198 with 2 bags
    assertThat(SpadesScoring.team(DEFAULT, NIL, 2, NIL, 0, 0)).isEqualTo(new TeamScore(2, 2));
    assertThat(SpadesScoring.team(DEFAULT, NIL, 1, NIL, 1, 0)).isEqualTo(new TeamScore(-198, 2));
    // with bags off the double nil keeps no count
    SpadesRules unitNoBags = SpadesRules.builder().doubleNilUnit(true).bags(false).build();
    assertThat(SpadesScoring.team(unitNoBags, NIL, 0, NIL, 0, 6)).isEqualTo(new TeamScore(200, 0));
  }

  @Test
  @DisplayName(
      "Spades 7 nilTricksSeparate: a nil bidder's tricks do not help the contract, each is a point and a bag")
  void nilTricksSeparate() {
    SpadesRules separate = SpadesRules.builder().nilTricksSeparate(true).build();
    // 4 + nil, the nil bidder takes 1, the partner 5: C = 40 + 1, nil trick +1, nil -100, 2 bags
    assertThat(SpadesScoring.team(separate, bid(4), 5, NIL, 1, 0))
        .isEqualTo(new TeamScore(41 + 1 - 100, 2));
    // the partner alone 3 of 4: set -40, the nil bidder's 2 tricks still score and bag
    assertThat(SpadesScoring.team(separate, bid(4), 3, NIL, 2, 0))
        .isEqualTo(new TeamScore(-40 + 2 - 100, 2));
    assertThat(SpadesScoring.nilTricks(separate, NIL, 2)).isEqualTo(2);
    assertThat(SpadesScoring.nilTricks(DEFAULT, NIL, 2)).isZero();
    assertThat(SpadesScoring.nilTricks(separate, bid(2), 2)).isZero();
  }

  @Test
  @DisplayName("Spades 7 tenForTwoHundred: a made contract of 10 or more is worth 200")
  void tenForTwoHundred() {
    SpadesRules ten = SpadesRules.builder().tenForTwoHundred(true).build();
    assertThat(SpadesScoring.team(ten, bid(6), 6, bid(4), 5, 0)).isEqualTo(new TeamScore(201, 1));
    assertThat(SpadesScoring.team(ten, bid(6), 5, bid(4), 4, 0)).isEqualTo(new TeamScore(-100, 0));
    assertThat(SpadesScoring.team(ten, bid(5), 5, bid(4), 4, 0)).isEqualTo(new TeamScore(90, 0));
  }

  @Test
  @DisplayName("Spades 5: both teams of a deal, [A, B], from the bids and tricks per seat")
  void bothTeams() {
    assertThat(
            SpadesScoring.deal(
                DEFAULT, List.of(bid(4), bid(5), NIL, bid(5)), List.of(6, 4, 0, 3), List.of(0, 8)))
        .containsExactly(new TeamScore(142, 2), new TeamScore(-100, 8));
  }

  @Test
  @DisplayName("Spades 7 bidErrorScoring: a seat's error is |bid - tricks|, a nil bidding 0")
  void bidError() {
    assertThat(SpadesScoring.bidError(bid(4), 6)).isEqualTo(2);
    assertThat(SpadesScoring.bidError(bid(4), 1)).isEqualTo(3);
    assertThat(SpadesScoring.bidError(NIL, 2)).isEqualTo(2);
    assertThat(SpadesScoring.bidError(BLIND, 0)).isZero();
  }

  @Test
  @DisplayName(
      "spades §5: the utility range of the default game is ±987: two blind nils made against two blind nils broken with 13 bags over 9")
  void utilityRange() {
    // A: BLIND_NIL twice, no trick: 0 + 200 + 200 = 400 (§5.1, §5.2). B: BLIND_NIL twice, both
    // take tricks, 13 in all, 9 bags before: 13 − 200 − 200 − 200 (22 bags, §5.3) = −587.
    assertThat(
            SpadesScoring.team(
                    SpadesRules.defaults(), SpadesBid.BLIND_NIL, 0, SpadesBid.BLIND_NIL, 0, 0)
                .score())
        .isEqualTo(400);
    assertThat(
            SpadesScoring.team(
                    SpadesRules.defaults(), SpadesBid.BLIND_NIL, 6, SpadesBid.BLIND_NIL, 7, 9)
                .score())
        .isEqualTo(-587);
    assertThat(SpadesGame.INSTANCE.utilityRange(SpadesRules.defaults()))
        .contains(new UtilityRange(-987, 987));
    // without bags: no penalty, 400 − (13 − 400)
    assertThat(SpadesGame.INSTANCE.utilityRange(SpadesRules.builder().bags(false).build()))
        .contains(new UtilityRange(-787, 787));
    assertThat(SpadesGame.INSTANCE.zeroSum(SpadesRules.defaults())).isTrue();
  }
}
