package dev.tenace.suitability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.testkit.Positions;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The worked examples SU-E1 … SU-E14 of rules/suitability.md §10, one test each. */
class SuitabilityWorkedExamplesTest {
  static final SuitabilityRules DEFAULT = SuitabilityRules.defaults();

  @Test
  @DisplayName(
      "SU-E1 (suitability §4.1, §4.2): 12, then 6, then 2 declarations; the last suit is plain; 4 privileges")
  void su01() {
    SuitabilityState s = SuitabilityState.deal(DEFAULT, 3, 1L);
    assertThat(s.legalActions(0)).hasSize(12);
    s = Positions.play(s, "declare H trump");
    assertThat(s.legalActions(1)).hasSize(6);
    s = Positions.play(s, "declare S penalty");
    assertThat(Positions.texts(s.legalActions(2)))
        .containsExactlyInAnyOrder("declare D reverse", "declare C reverse");
    s = Positions.play(s, "declare C reverse");
    assertThat(s.role(Suit.DIAMONDS)).contains(Role.PLAIN);
    assertThat(s.toMove()).isEqualTo(3);
    assertThat(Positions.texts(s.legalActions(3)))
        .containsExactly(
            "privilege none", "privilege immunity", "privilege warranty", "privilege poverty");
  }

  @Test
  @DisplayName(
      "SU-E2 (suitability §5.3): trump S, reverse D — 0:5D 1:2D 2:AD 3:KD is won by seat 1")
  void su02() {
    assertThat(
            Trick.parse("0:5D 1:2D 2:AD 3:KD", 4)
                .winner(TrickOrder.suitRoles(Suit.SPADES, Suit.DIAMONDS, false)))
        .isEqualTo(1);
  }

  @Test
  @DisplayName(
      "SU-E3 (suitability §2.3): the trump suit is never reversed — 0:AH 1:2S 2:KH 3:3S is won by seat 3")
  void su03() {
    assertThat(
            Trick.parse("0:AH 1:2S 2:KH 3:3S", 4)
                .winner(TrickOrder.suitRoles(Suit.SPADES, Suit.DIAMONDS, false)))
        .isEqualTo(3);
  }

  @Test
  @DisplayName("SU-E4 (suitability §5.2): 7H led — {AH 2S KD} must play AH; {2S KD} any")
  void su04() {
    TrickOrder o = TrickOrder.suitRoles(Suit.SPADES, Suit.DIAMONDS, false);
    assertThat(
            CardSet.ofBits(
                o.legalFollow(CardSet.parse("AH 2S KD").bits(), Card.parse("7H").index())))
        .isEqualTo(CardSet.parse("AH"));
    assertThat(
            CardSet.ofBits(o.legalFollow(CardSet.parse("2S KD").bits(), Card.parse("7H").index())))
        .isEqualTo(CardSet.parse("2S KD"));
  }

  @Test
  @DisplayName("SU-E5..E8 (suitability §6.2, §6.3): scores, rounding and privileges")
  void su05to08() {
    SuitabilityRules down = DEFAULT.withRoundDown(true);
    assertThat(SuitabilityScoring.score(DEFAULT, Privilege.NONE, 4, 3)).isEqualTo(13);
    assertThat(SuitabilityScoring.score(down, Privilege.NONE, 4, 3)).isEqualTo(13);
    assertThat(SuitabilityScoring.score(DEFAULT, Privilege.NONE, 3, 0)).isEqualTo(40);
    assertThat(SuitabilityScoring.score(DEFAULT, Privilege.NONE, 0, 0)).isEqualTo(10);
    assertThat(SuitabilityScoring.score(DEFAULT, Privilege.NONE, 1, 4)).isEqualTo(3);
    assertThat(SuitabilityScoring.score(down, Privilege.NONE, 1, 4)).isEqualTo(2);
    assertThat(SuitabilityScoring.score(DEFAULT, Privilege.IMMUNITY, 4, 6)).isEqualTo(20);
    assertThat(SuitabilityScoring.score(DEFAULT, Privilege.WARRANTY, 9, 7)).isEqualTo(25);
    assertThat(SuitabilityScoring.score(DEFAULT, Privilege.POVERTY, 2, 1)).isEqualTo(30);
    assertThat(SuitabilityScoring.score(DEFAULT, Privilege.POVERTY, 2, 0)).isEqualTo(30);
    assertThat(SuitabilityScoring.score(DEFAULT, Privilege.POVERTY, 6, 0)).isZero();
    assertThat(SuitabilityScoring.score(DEFAULT, Privilege.POVERTY, 0, 0)).isEqualTo(50);
  }

  @Test
  @DisplayName(
      "SU-E9, SU-E10 (suitability §6): tricks [5 4 3 1], penalty cards [2 0 7 4] → [25 50 4 3]; round down [25 50 4 2]; seat 3's privileges")
  void su09and10() {
    int[] t = {5, 4, 3, 1};
    int[] p = {2, 0, 7, 4};
    int[] half = new int[4];
    int[] down = new int[4];
    for (int s = 0; s < 4; s++) {
      half[s] = SuitabilityScoring.score(DEFAULT, Privilege.NONE, t[s], p[s]);
      down[s] = SuitabilityScoring.score(DEFAULT.withRoundDown(true), Privilege.NONE, t[s], p[s]);
    }
    assertThat(half).containsExactly(25, 50, 4, 3);
    assertThat(down).containsExactly(25, 50, 4, 2);
    assertThat(SuitabilityScoring.score(DEFAULT, Privilege.POVERTY, 1, 4)).isEqualTo(10);
    assertThat(SuitabilityScoring.score(DEFAULT, Privilege.IMMUNITY, 1, 4)).isEqualTo(5);
    assertThat(SuitabilityScoring.score(DEFAULT, Privilege.WARRANTY, 1, 4)).isEqualTo(25);
  }

  @Test
  @DisplayName(
      "SU-E11 (suitability §8.1): a led joker wins; a joker played to a suit lead loses; jokers may always be played")
  void su11() {
    TrickOrder o = TrickOrder.suitRoles(Suit.SPADES, null, true);
    assertThat(Trick.parse("0:X1 1:AS 2:KH 3:2C 4:QS", 5).winner(o)).isZero();
    assertThat(Trick.parse("0:7H 1:X2 2:9H 3:2S 4:AH", 5).winner(o)).isEqualTo(3);
    TrickPlay p =
        TrickPlay.start(
            o,
            List.of(
                CardSet.parse("7H 2C"),
                CardSet.parse("X2 9H"),
                CardSet.parse("3C 4C"),
                CardSet.parse("5C 6C"),
                CardSet.parse("8C 9C")),
            0,
            List.of());
    p = p.play(0, Card.parse("7H")).get();
    assertThat(p.legalPlays()).isEqualTo(CardSet.parse("X2 9H"));
  }

  @Test
  @DisplayName(
      "SU-E12 (suitability §8, §9.8): 3 players — the plain card of the turn-up's rank is exchanged; a plain turn-up stays")
  void su12() {
    SuitabilityRules three = SuitabilityRules.builder().players(3).build();
    for (long seed = 0; seed < 200; seed++) {
      SuitabilityState s = SuitabilityState.deal(three, 2, seed);
      Card up = s.dealtTurnUp().get();
      // Choose roles so that hearts is plain.
      List<Suit> others = new ArrayList<>(List.of(Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES));
      s =
          Positions.play(
              s,
              "declare " + others.get(0).letter() + " trump",
              "declare " + others.get(1).letter() + " penalty",
              "declare " + others.get(2).letter() + " reverse");
      assertThat(s.role(Suit.HEARTS)).contains(Role.PLAIN);
      if (up.suit() == Suit.HEARTS) {
        assertThat(s.turnUpExchanger()).isEqualTo(-1);
        assertThat(s.turnUp()).contains(up);
        continue;
      }
      Card plain = Card.of(up.rank(), Suit.HEARTS);
      int holder = s.turnUpExchanger();
      assertThat(s.dealtHand(holder).contains(plain)).isTrue();
      assertThat(s.hand(holder).contains(up)).isTrue();
      assertThat(s.hand(holder).contains(plain)).isFalse();
      assertThat(s.turnUp()).contains(plain);
      return;
    }
    throw new AssertionError("no deal with a non-plain turn-up in 200 seeds");
  }

  @Test
  @DisplayName("SU-E13 (suitability §8): 2 players, dealer 0 — declare by 1, 0, 1; privilege by 0")
  void su13() {
    SuitabilityState s =
        SuitabilityState.deal(SuitabilityRules.builder().players(2).build(), 0, 3L);
    List<Integer> order = new ArrayList<>();
    for (String a :
        List.of("declare H trump", "declare S penalty", "declare C reverse", "privilege none")) {
      order.add(s.toMove());
      s = s.apply(s.toMove(), s.parseAction(a)).get();
    }
    assertThat(order).containsExactly(1, 0, 1, 0);
    assertThat(s.phase()).isEqualTo(SuitabilityState.Phase.PLAYING);
  }

  @Test
  @DisplayName(
      "SU-E14 (suitability §8): 5 players, dealer 0 — declare by 1 2 3; privilege by 4, then by 0 only after 'none'")
  void su14() {
    SuitabilityRules five = SuitabilityRules.builder().players(5).build();
    SuitabilityState s =
        Positions.play(
            SuitabilityState.deal(five, 0, 3L),
            "declare H trump",
            "declare S penalty",
            "declare C reverse");
    assertThat(s.toMove()).isEqualTo(4);
    SuitabilityState claimed = s.apply(4, s.parseAction("privilege warranty")).get();
    assertThat(claimed.phase()).isEqualTo(SuitabilityState.Phase.PLAYING);
    SuitabilityState declined = s.apply(4, s.parseAction("privilege none")).get();
    assertThat(declined.toMove()).isZero();
    assertThat(declined.legalActions(0)).hasSize(4);
  }
}
