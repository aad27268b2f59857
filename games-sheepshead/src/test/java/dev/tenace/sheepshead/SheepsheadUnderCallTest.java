package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.game.RuleCode;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The under call's declaration (rules/sheepshead.md §9.1.5(a), (b), (j), §10.11–§10.13, §10.18):
 * the action text, and the calls open to a picker (SH-E15), judged on his eight cards.
 */
class SheepsheadUnderCallTest {
  private static final SheepsheadRules CALLED_ACE =
      SheepsheadRules.builder().calledAce(true).build();

  /** The under calls of {@code h8} less {@code bury}, as texts. */
  private static List<String> underCalls(String h8, String bury) {
    long eight = CardSet.parse(h8).bits();
    return SheepsheadWorkedExamplesTest.texts(
        SheepsheadDeclaring.underCalls(eight, eight & ~CardSet.parse(bury).bits()));
  }

  @Test
  @DisplayName(
      "sheepshead §9.1.5(j): 'call AC under AD' is CALL_UNDER(C, AD); 'call TC under 7D', 'call JS under 7D', 'call AC under' are malformed")
  void texts() {
    SheepsheadAction a = SheepsheadAction.parse("call AC under AD");
    assertThat(a).isEqualTo(new SheepsheadAction.CallUnder(Card.parse("AC"), Card.parse("AD")));
    assertThat(a.text()).isEqualTo("call AC under AD");
    assertThat(Declaration.of(a)).isEqualTo(Declaration.CALL_UNDER);
    assertThat(Declaration.CALL_UNDER.isCall()).isTrue();
    assertThat(((SheepsheadAction.CallUnder) a).suit().letter()).isEqualTo('C');
    for (String bad :
        List.of("call TC under 7D", "call JS under 7D", "call AC under", "call AD under 7C")) {
      assertThatThrownBy(() -> SheepsheadAction.parse(bad))
          .as(bad)
          .isInstanceOf(NotationException.class);
    }
  }

  @Test
  @DisplayName(
      "SH-E15(a) (sheepshead §9.1.5(a), (b)): clubs the only under suit — 6 under calls, one per kept card; with underCall off only alone")
  void sh15a() {
    assertThat(underCalls("QC QS JC JS AD AH TD AS", "TD AS"))
        .containsExactly(
            "call AC under JC",
            "call AC under QC",
            "call AC under AD",
            "call AC under JS",
            "call AC under QS",
            "call AC under AH");
    // underCall is off: the picker of SH-E18's deal may only go alone, and an under call is refused
    SheepsheadState s = sh18().apply(2, SheepsheadAction.parse("bury TD AS")).get();
    assertThat(SheepsheadWorkedExamplesTest.texts(s.legalActions(2))).containsExactly("alone");
    assertThat(s.apply(2, SheepsheadAction.parse("call AC under AD")).getLeft().code())
        .isEqualTo(RuleCode.DECLARATION_NOT_ALLOWED);
  }

  @Test
  @DisplayName(
      "SH-E15(b) (sheepshead §9.1.5(a), §10.11): hearts in H8 without AH — no under call, whatever is buried")
  void sh15b() {
    assertThat(underCalls("QC QS JC JS AD KH 8H AS", "KH 8H")).isEmpty();
    assertThat(underCalls("QC QS JC JS AD KH 8H AS", "AS JS")).isEmpty();
  }

  @Test
  @DisplayName(
      "SH-E15(c) (sheepshead §9.1.5(a)): no fail card in H8 — three under suits, 18 under calls")
  void sh15c() {
    List<String> calls = underCalls("QC QS QH JC JS AD TD KD", "TD KD");
    assertThat(calls).hasSize(18).contains("call AS under QH", "call AH under AD");
  }

  @Test
  @DisplayName(
      "SH-E15(d) (sheepshead §9.1.2, §10.18): all three fail aces in H8 — a ten is called, never an under")
  void sh15d() {
    assertThat(underCalls("QC JC AD TD AC AS AH 7D", "TD 7D")).isEmpty();
  }

  /** SH-E18's deal after 0 pass, 1 pass, 2 pick (dealer 4). */
  static SheepsheadState sh18() {
    SheepsheadState s =
        SheepsheadState.of(
            CALLED_ACE,
            4,
            List.of(
                CardSet.parse("QH 9D TC 8C 7C TS"),
                CardSet.parse("QD 8D KC 9C 9S TH"),
                CardSet.parse("QC QS JC JS AD AH"),
                CardSet.parse("JH JD 7D KS 8S KH"),
                CardSet.parse("KD AC 7S 9H 8H 7H")),
            CardSet.parseList("TD AS"),
            0);
    s = s.apply(0, SheepsheadAction.Simple.PASS).get();
    s = s.apply(1, SheepsheadAction.Simple.PASS).get();
    return s.apply(2, SheepsheadAction.Simple.PICK).get();
  }
}
