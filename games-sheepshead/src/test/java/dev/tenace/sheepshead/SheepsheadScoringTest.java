package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.UtilityRange;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Sheepshead's scoring on its own ({@link SheepsheadScoring}, rules/sheepshead.md §2.5, §6, §7 and
 * the §9 variants that change them): card points, the units of §6.2 at every edge, the shares of
 * §6.3 and §6.4, the multipliers, the leaster of §7, and the worked examples SH-E6 to SH-E12, each
 * from the pure functions with no deal played; and the pending doublers a deal leaves (§9 DOUBLER).
 */
class SheepsheadScoringTest {
  private static final SheepsheadRules FIVE = SheepsheadRules.defaults();

  /** Picker 0 with partner 1: tricks and points of the picker side given to the picker. */
  private static int[] partnered(SheepsheadRules r, int tricks, int points, int factor) {
    int[] t = new int[5];
    int[] p = new int[5];
    t[0] = tricks;
    p[0] = points;
    t[2] = 6 - tricks;
    p[2] = 120 - points;
    return SheepsheadScoring.picked(r, 0, 1, t, p, factor);
  }

  @Test
  @DisplayName(
      "sheepshead §6.2, §6.3: units by points at 30/31, 60/61, 90/91; all tricks +3; no trick -6; picker 2m, partner m, defenders -m")
  void tableEdges() {
    assertThat(partnered(FIVE, 1, 30, 1)).containsExactly(-4, -2, 2, 2, 2);
    assertThat(partnered(FIVE, 1, 31, 1)).containsExactly(-2, -1, 1, 1, 1);
    assertThat(partnered(FIVE, 3, 60, 1)).containsExactly(-2, -1, 1, 1, 1);
    assertThat(partnered(FIVE, 3, 61, 1)).containsExactly(2, 1, -1, -1, -1);
    assertThat(partnered(FIVE, 5, 90, 1)).containsExactly(2, 1, -1, -1, -1);
    assertThat(partnered(FIVE, 5, 91, 1)).containsExactly(4, 2, -2, -2, -2);
    assertThat(partnered(FIVE, 5, 120, 1)).containsExactly(4, 2, -2, -2, -2);
    assertThat(partnered(FIVE, 6, 120, 1)).containsExactly(6, 3, -3, -3, -3);
    assertThat(partnered(FIVE, 0, 0, 1)).containsExactly(-12, -6, 6, 6, 6);
  }

  @Test
  @DisplayName(
      "sheepshead §6.4, §9: alone doubles the table; noTrickStandard, doubleOnTheBump and multipliers")
  void aloneAndVariants() {
    int[] t = {2, 1, 1, 1, 1};
    int[] p = {70, 20, 10, 10, 10};
    assertThat(SheepsheadScoring.picked(FIVE, 0, -1, t, p, 1)).containsExactly(4, -1, -1, -1, -1);
    assertThat(SheepsheadScoring.picked(FIVE, 0, -1, t, p, 4)).containsExactly(16, -4, -4, -4, -4);
    SheepsheadRules standard = SheepsheadRules.builder().noTrickStandard(true).build();
    assertThat(partnered(standard, 0, 0, 1)).containsExactly(-6, -3, 3, 3, 3);
    SheepsheadRules bump = SheepsheadRules.builder().doubleOnTheBump(true).build();
    assertThat(partnered(bump, 1, 40, 1)).containsExactly(-4, -2, 2, 2, 2);
    assertThat(partnered(bump, 4, 70, 1)).containsExactly(2, 1, -1, -1, -1);
    assertThat(partnered(bump, 1, 40, 2)).containsExactly(-8, -4, 4, 4, 4);
    // 3 players: all tricks is 10, the picker is alone: 2m
    SheepsheadRules three = SheepsheadRules.builder().players(3).build();
    assertThat(
            SheepsheadScoring.picked(three, 1, -1, new int[] {0, 10, 0}, new int[] {0, 120, 0}, 1))
        .containsExactly(-3, 6, -3);
    assertThat(
            SheepsheadScoring.picked(three, 1, -1, new int[] {4, 6, 0}, new int[] {50, 70, 0}, 1))
        .containsExactly(-1, 2, -1);
  }

  @Test
  @DisplayName(
      "sheepshead §9 doubler: a void deal adds a pending doubler, a picked deal uses one, a leaster keeps them")
  void pendingDoublers() {
    SheepsheadRules doubler = SheepsheadRules.builder().allPass(AllPass.DOUBLER).build();
    for (int pending = 0; pending <= 2; pending++) {
      SheepsheadState s = SheepsheadState.deal(doubler, 1, 0, pending, 3L);
      SheepsheadState allPass = s;
      while (!allPass.isTerminal()) {
        allPass = allPass.apply(allPass.toMove(), allPass.parseAction("pass")).get();
      }
      assertThat(allPass.pendingDoublersAfter()).isEqualTo(pending + 1);
      SheepsheadState picked = s.apply(s.toMove(), s.parseAction("pick")).get();
      assertThat(picked.pendingDoublersAfter()).isEqualTo(Math.max(0, pending - 1));
    }
    SheepsheadState leaster = SheepsheadState.deal(FIVE, 1, 0, 2, 3L);
    while (!leaster.isTerminal()
        && leaster.legalActions(leaster.toMove()).stream().anyMatch(a -> a.text().equals("pass"))) {
      leaster = leaster.apply(leaster.toMove(), leaster.parseAction("pass")).get();
    }
    assertThat(leaster.isLeaster()).isTrue();
    assertThat(leaster.pendingDoublersAfter()).isEqualTo(2);
  }

  // ---------------------------------------------------------------- §2.5 card points

  private static long cards(String text) {
    return CardSet.parse(text).bits();
  }

  @Test
  @DisplayName(
      "sheepshead §2.5: A 11, T 10, K 4, Q 3, J 2, 9 8 7 nothing, in every suit; 120 in all")
  void cardPoints() {
    assertThat(SheepsheadScoring.points(cards("AC AD"))).isEqualTo(22);
    assertThat(SheepsheadScoring.points(cards("TS TD"))).isEqualTo(20);
    assertThat(SheepsheadScoring.points(cards("KH KD"))).isEqualTo(8);
    assertThat(SheepsheadScoring.points(cards("QC QD"))).isEqualTo(6);
    assertThat(SheepsheadScoring.points(cards("JS JD"))).isEqualTo(4);
    assertThat(SheepsheadScoring.points(cards("9C 8S 7H 9D 8D 7D"))).isZero();
    assertThat(SheepsheadScoring.points(Deck.piquet().cards().bits())).isEqualTo(120);
    // SH-E2: 1:AC 2:TC 3:7D 4:KC 0:9C is worth 25
    assertThat(SheepsheadScoring.points(cards("AC TC 7D KC 9C"))).isEqualTo(25);
  }

  // ---------------------------------------------------------------- §6.2 units

  @Test
  @DisplayName(
      "sheepshead §6.2: the rows in order — all tricks +3, no trick -6, then 91+ +2, 61-90 +1, 31-60 -1, 0-30 -2")
  void unitsRowByRow() {
    assertThat(SheepsheadScoring.units(FIVE, 6, 120)).isEqualTo(3);
    assertThat(SheepsheadScoring.units(FIVE, 0, 0)).isEqualTo(-6);
    assertThat(SheepsheadScoring.units(FIVE, 5, 91)).isEqualTo(2);
    assertThat(SheepsheadScoring.units(FIVE, 5, 90)).isEqualTo(1);
    assertThat(SheepsheadScoring.units(FIVE, 3, 61)).isEqualTo(1);
    assertThat(SheepsheadScoring.units(FIVE, 3, 60)).isEqualTo(-1);
    assertThat(SheepsheadScoring.units(FIVE, 1, 31)).isEqualTo(-1);
    assertThat(SheepsheadScoring.units(FIVE, 1, 30)).isEqualTo(-2);
    assertThat(SheepsheadScoring.units(FIVE, 1, 0)).isEqualTo(-2);
  }

  @Test
  @DisplayName(
      "sheepshead §6.2, §10.5, §10.6: tricks decide the first rows, not points — no trick with 21 buried points is -6; every trick is +3")
  void unitsTricksBeforePoints() {
    assertThat(SheepsheadScoring.units(FIVE, 0, 21)).isEqualTo(-6);
    assertThat(SheepsheadScoring.units(FIVE, 0, 95)).isEqualTo(-6);
    assertThat(SheepsheadScoring.units(FIVE, 6, 90)).isEqualTo(3);
  }

  @Test
  @DisplayName(
      "sheepshead §9 players, noTrickStandard: all tricks is 10 with 3 players and 7 with 4; no trick is -3 under noTrickStandard (§10.1)")
  void unitsByTable() {
    SheepsheadRules three = SheepsheadRules.builder().players(3).build();
    SheepsheadRules four = SheepsheadRules.builder().players(4).build();
    assertThat(SheepsheadScoring.units(three, 10, 120)).isEqualTo(3);
    assertThat(SheepsheadScoring.units(three, 6, 120)).isEqualTo(2);
    assertThat(SheepsheadScoring.units(four, 7, 120)).isEqualTo(3);
    assertThat(SheepsheadScoring.units(four, 6, 120)).isEqualTo(2);
    SheepsheadRules standard = SheepsheadRules.builder().noTrickStandard(true).build();
    assertThat(SheepsheadScoring.units(standard, 0, 21)).isEqualTo(-3);
    assertThat(SheepsheadScoring.units(standard, 1, 21)).isEqualTo(-2);
  }

  // ---------------------------------------------------------------- §6.3, §6.4, §6.5 shares

  @Test
  @DisplayName(
      "SH-E6, SH-E8 (sheepshead §6.3, §6.4): with a partner picker 2m, partner m, defenders -m; alone picker (n-1)m")
  void shares() {
    assertThat(SheepsheadScoring.shares(5, 1, 3, 1)).containsExactly(-1, 2, -1, 1, -1);
    assertThat(SheepsheadScoring.shares(5, 0, -1, 1)).containsExactly(4, -1, -1, -1, -1);
    assertThat(SheepsheadScoring.shares(3, 2, -1, -2)).containsExactly(2, 2, -4);
    assertThat(SheepsheadScoring.shares(4, 1, -1, 3)).containsExactly(-3, 9, -3, -3);
  }

  @Test
  @DisplayName(
      "sheepshead §6.5: every share of every m sums to zero, alone at 3, 4 and 5 players and with every partner at 5")
  void sharesAreZeroSum() {
    for (int n = 3; n <= 5; n++) {
      for (int m = -24; m <= 24; m++) {
        for (int picker = 0; picker < n; picker++) {
          for (int partner = -1; partner < n; partner++) {
            if (partner == picker || (partner >= 0 && n != 5)) {
              continue; // a partner only at 5 players (§9 players: 3 and 4 play alone)
            }
            int sum = 0;
            for (int s : SheepsheadScoring.shares(n, picker, partner, m)) {
              sum += s;
            }
            assertThat(sum).as("n %d m %d picker %d partner %d", n, m, picker, partner).isZero();
          }
        }
      }
    }
  }

  // ---------------------------------------------------------------- §9 multipliers

  @Test
  @DisplayName(
      "sheepshead §9 doubleOnTheBump: negative units are doubled, positive ones kept; off, nothing changes")
  void doubleOnTheBump() {
    SheepsheadRules bump = SheepsheadRules.builder().doubleOnTheBump(true).build();
    assertThat(SheepsheadScoring.bumped(bump, -1)).isEqualTo(-2);
    assertThat(SheepsheadScoring.bumped(bump, -6)).isEqualTo(-12);
    assertThat(SheepsheadScoring.bumped(bump, 2)).isEqualTo(2);
    assertThat(SheepsheadScoring.bumped(FIVE, -2)).isEqualTo(-2);
  }

  @Test
  @DisplayName(
      "sheepshead §9 crack, allPass = DOUBLER: crack x2, recrack x4, a pending doubler x2 more, however many are pending")
  void factor() {
    assertThat(SheepsheadScoring.factor(1, 0)).isEqualTo(1);
    assertThat(SheepsheadScoring.factor(2, 0)).isEqualTo(2);
    assertThat(SheepsheadScoring.factor(4, 0)).isEqualTo(4);
    assertThat(SheepsheadScoring.factor(1, 1)).isEqualTo(2);
    assertThat(SheepsheadScoring.factor(1, 3)).isEqualTo(2);
    assertThat(SheepsheadScoring.factor(4, 2)).isEqualTo(8);
  }

  // ---------------------------------------------------------------- §7 the leaster

  @Test
  @DisplayName(
      "SH-E11, SH-E12 (sheepshead §7.3, §10.7): the fewest points among trick-takers wins +(n-1); a 0-point trick-taker can win; a tie scores 0")
  void leaster() {
    assertThat(SheepsheadScoring.leaster(new int[] {9, 30, 0, 4, 77}, new int[] {1, 2, 0, 1, 2}))
        .containsExactly(-1, -1, -1, 4, -1);
    assertThat(SheepsheadScoring.leaster(new int[] {9, 4, 0, 4, 77}, new int[] {1, 2, 0, 1, 2}))
        .containsExactly(0, 0, 0, 0, 0);
    assertThat(SheepsheadScoring.leaster(new int[] {0, 30, 0, 13, 77}, new int[] {1, 2, 0, 1, 2}))
        .containsExactly(4, -1, -1, -1, -1);
    assertThat(SheepsheadScoring.leaster(new int[] {60, 60, 0}, new int[] {5, 5, 0}))
        .containsExactly(0, 0, 0);
    assertThat(SheepsheadScoring.leaster(new int[] {50, 70, 0}, new int[] {4, 6, 0}))
        .containsExactly(2, -1, -1);
  }

  // ---------------------------------------------------------------- the deal's scores

  /** Seat 0 picked with seat 2 as partner; the bury {@code 7C TC} is worth 10. */
  private static final SheepsheadScoring.Stakes PICKED =
      new SheepsheadScoring.Stakes(0, 2, cards("7C TC"), cards("8S 7S"), 1);

  @Test
  @DisplayName("sheepshead §4.3, §6.1: the bury counts as won by the picker, and for nobody else")
  void buryCountsForThePicker() {
    long won = cards("AH KH");
    assertThat(SheepsheadScoring.counted(FIVE, PICKED, 0, won, 3)).isEqualTo(cards("AH KH 7C TC"));
    assertThat(SheepsheadScoring.counted(FIVE, PICKED, 2, won, 3)).isEqualTo(won);
    assertThat(SheepsheadScoring.counted(FIVE, PICKED, 3, won, 3)).isEqualTo(won);
  }

  @Test
  @DisplayName(
      "sheepshead §7.1, §9 leasterBlindToLastTrick: the blind counts for nobody in a leaster, unless the variant gives it to the last trick's winner")
  void leasterBlind() {
    SheepsheadScoring.Stakes leaster = new SheepsheadScoring.Stakes(-1, -1, 0, cards("AS TS"), 1);
    SheepsheadRules toLast = SheepsheadRules.builder().leasterBlindToLastTrick(true).build();
    long won = cards("9H");
    assertThat(SheepsheadScoring.counted(FIVE, leaster, 4, won, 4)).isEqualTo(won);
    assertThat(SheepsheadScoring.counted(toLast, leaster, 4, won, 4)).isEqualTo(cards("9H AS TS"));
    assertThat(SheepsheadScoring.counted(toLast, leaster, 3, won, 4)).isEqualTo(won);
    assertThat(SheepsheadScoring.counted(toLast, leaster, 4, won, -1)).isEqualTo(won);
  }

  @Test
  @DisplayName(
      "SH-E9 (sheepshead §6.2, §10.5): the picker side wins no trick, 10 buried points count, and scores -12/-6/+6 each")
  void scoresNoTrickWithBury() {
    long[] won = {0, cards("AC AS AH TS"), 0, cards("TH KC KS"), cards("QC")};
    int[] tricks = {0, 3, 0, 2, 1};
    assertThat(SheepsheadScoring.scores(FIVE, PICKED, won, tricks, 1))
        .containsExactly(-12, 6, -6, 6, 6);
  }

  @Test
  @DisplayName(
      "sheepshead §6.1, §6.3, §9: the picker side's points add the bury (50 + 10 = 60: m = -1; 52 + 10 = 62: m = +1), times the factor")
  void scoresWithTheBury() {
    // the picker side's tricks: AC AS AH TS KS QC = 11+11+11+10+4+3 = 50, then JD = 2 more
    long[] won = {cards("AC AS AH"), cards("TH"), cards("TS KS QC"), 0, cards("KC")};
    int[] tricks = {2, 1, 1, 0, 2};
    assertThat(SheepsheadScoring.points(won[0] | won[2])).isEqualTo(50);
    assertThat(SheepsheadScoring.scores(FIVE, PICKED, won, tricks, 0))
        .containsExactly(-2, 1, -1, 1, 1);
    won[2] |= cards("JD");
    assertThat(SheepsheadScoring.scores(FIVE, PICKED, won, tricks, 0))
        .containsExactly(2, -1, 1, -1, -1);
    SheepsheadScoring.Stakes cracked = new SheepsheadScoring.Stakes(0, 2, cards("7C TC"), 0, 4);
    assertThat(SheepsheadScoring.scores(FIVE, cracked, won, tricks, 0))
        .containsExactly(8, -4, 4, -4, -4);
  }

  @Test
  @DisplayName(
      "SH-E11 (sheepshead §7): with no picker the deal is a leaster, scored on the points each seat won")
  void scoresALeaster() {
    SheepsheadScoring.Stakes leaster = new SheepsheadScoring.Stakes(-1, -1, 0, cards("7C 8S"), 1);
    // points 9, 30, 0, 4, 77 (SH-E11)
    long[] won = {
      cards("9C KD QD JS"),
      cards("AC TC KC QS JC"),
      0,
      cards("KH"),
      cards("AH AD AS TS TH TD QC QH KS JH JD")
    };
    int[] tricks = {1, 2, 0, 1, 2};
    assertThat(SheepsheadScoring.points(won[0])).isEqualTo(9);
    assertThat(SheepsheadScoring.points(won[1])).isEqualTo(30);
    assertThat(SheepsheadScoring.points(won[4])).isEqualTo(77);
    assertThat(SheepsheadScoring.scores(FIVE, leaster, won, tricks, 4))
        .containsExactly(-1, -1, -1, 4, -1);
  }

  private static UtilityRange range(SheepsheadRules rules) {
    return SheepsheadGame.INSTANCE.utilityRange(rules).orElseThrow();
  }

  @Test
  @DisplayName(
      "Sheepshead 6.2, 6.4, 9: a picker alone scores from 4·(−6) to 4·3; crack, recrack, a doubler and the bump make it −384 to 96")
  void utilityRange() {
    assertThat(range(SheepsheadRules.defaults())).isEqualTo(new UtilityRange(-24, 12));
    // no trick: −6, bumped −12, alone ×4, crack and recrack ×4, a doubler ×2 = −384; the
    // defenders then get 12 ×8 = 96, as much as the picker alone taking every trick (3 ×4 ×8)
    assertThat(
            range(
                SheepsheadRules.builder()
                    .crack(true)
                    .allPass(AllPass.DOUBLER)
                    .doubleOnTheBump(true)
                    .build()))
        .isEqualTo(new UtilityRange(-384, 96));
    // 3 players: the picker alone scores 2m (9, players), from −6·2 to 3·2
    assertThat(range(SheepsheadRules.builder().players(3).build()))
        .isEqualTo(new UtilityRange(-12, 6));
    // noTrickStandard: no trick is −3, so −12 alone; a defender at most 3
    assertThat(range(SheepsheadRules.builder().noTrickStandard(true).build()))
        .isEqualTo(new UtilityRange(-12, 12));
    assertThat(SheepsheadGame.INSTANCE.zeroSum(SheepsheadRules.defaults())).isTrue();
  }
}
