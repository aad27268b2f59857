package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.spi.PlayRule;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.FaceDownOrder;
import dev.tenace.core.trick.Trick;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The under call's declaration (rules/sheepshead.md §9.1.5(a), (b), (j), §10.11–§10.13, §10.18):
 * the action text, and the calls open to a picker (SH-E15), judged on his eight cards.
 */
class SheepsheadRulesTest {
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
    return sh18(CALLED_ACE);
  }

  /** SH-E18's deal under {@code rules} after 0 pass, 1 pass, 2 pick (dealer 4). */
  static SheepsheadState sh18(SheepsheadRules rules) {
    SheepsheadState s =
        SheepsheadState.of(
            rules,
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

  // ---------------------------------------------------------------- play: §9.1.5(c), (d), (f)

  private static final SheepsheadAction.CallUnder AC_UNDER_7D =
      new SheepsheadAction.CallUnder(Card.parse("AC"), Card.parse("7D"));

  /**
   * The legal cards of the seat to play after {@code plays}, in a position of {@code hands} (seat
   * order) led by {@code leader}, picker seat 2 and partner seat 4 after {@code call AC under 7D}.
   */
  private static CardSet legal(List<String> hands, int leader, String... plays) {
    List<CardSet> h = new ArrayList<>();
    hands.forEach(x -> h.add(CardSet.parse(x)));
    List<PlayRule> rules = SheepsheadPlayRules.underCall(CALLED_ACE, 2, 4, AC_UNDER_7D);
    TrickPlay p = TrickPlay.start(order(AC_UNDER_7D), h, leader, rules);
    for (String c : plays) {
      p = p.play(p.toPlay(), Card.parse(c)).get();
    }
    return p.legalPlays();
  }

  private static FaceDownOrder order(SheepsheadAction.CallUnder c) {
    return SheepsheadPlayRules.underOrder(c);
  }

  private static final List<String> PICKER_HANDS =
      List.of(
          "AH TH KH 8S 7S 8C",
          "9H TS QH KC 9S 7H",
          "QS JD 8D AS KS 7D",
          "QC JC JS JH AD TD",
          "AC 9C 8H TC KD 9D");

  @Test
  @DisplayName(
      "SH-E16 (sheepshead §9.1.5(c)): the picker after 'call AC under 7D' — leads any card; 9H led keeps the under back; TS → AS KS; QH → trumps; KC → 7D; last trick → 7D")
  void sh16Picker() {
    assertThat(legal(PICKER_HANDS, 2)).isEqualTo(CardSet.parse("QS JD 8D AS KS 7D"));
    assertThat(legal(PICKER_HANDS, 1, "9H")).isEqualTo(CardSet.parse("QS JD 8D AS KS"));
    assertThat(legal(PICKER_HANDS, 1, "TS")).isEqualTo(CardSet.parse("AS KS"));
    assertThat(legal(PICKER_HANDS, 1, "QH")).isEqualTo(CardSet.parse("QS JD 8D"));
    assertThat(legal(PICKER_HANDS, 1, "KC")).isEqualTo(CardSet.parse("7D"));
    assertThat(legal(List.of("KH", "9H", "7D", "8H", "AC"), 1, "9H"))
        .isEqualTo(CardSet.parse("7D"));
    // the refusal names the rule and the picker's own card (the message goes to him)
    List<CardSet> h = new ArrayList<>();
    PICKER_HANDS.forEach(x -> h.add(CardSet.parse(x)));
    TrickPlay p =
        TrickPlay.start(
                order(AC_UNDER_7D),
                h,
                1,
                SheepsheadPlayRules.underCall(CALLED_ACE, 2, 4, AC_UNDER_7D))
            .play(1, Card.parse("9H"))
            .get();
    assertThat(p.violation(2, Card.parse("7D")).code()).isEqualTo(SheepsheadState.CALLED_SUIT);
    assertThat(p.violation(2, Card.parse("7D")).message()).contains("§9.1.5(c)");
  }

  private static final List<String> PARTNER_HANDS =
      List.of("QC QH JC", "JS JH AD", "QS JD 7D", "9H TS KC", "AC 9C 8H");

  @Test
  @DisplayName(
      "SH-E16 (sheepshead §9.1.4, §9.1.5(c)2, (f)): the partner — 9H led → 8H; TS led → 9C 8H (AC kept); the under led is a club lead → the others follow clubs, AC")
  void sh16Partner() {
    assertThat(legal(PARTNER_HANDS, 3, "9H")).isEqualTo(CardSet.parse("8H"));
    assertThat(legal(PARTNER_HANDS, 3, "TS")).isEqualTo(CardSet.parse("9C 8H"));
    assertThat(legal(PARTNER_HANDS, 2, "7D")).isEqualTo(CardSet.parse("KC"));
    assertThat(legal(PARTNER_HANDS, 2, "7D", "KC")).isEqualTo(CardSet.parse("AC"));
  }

  @Test
  @DisplayName(
      "SH-E17 (sheepshead §9.1.5(d), (e)): the under never wins — (a) AC beats the under QC; (b) the under's lead is a club lead, JH trumps; (c) last trick, KH wins")
  void sh17() {
    FaceDownOrder qc = order(new SheepsheadAction.CallUnder(Card.parse("AC"), Card.parse("QC")));
    Trick a = Trick.parse("0:9C 1:KC 2:QC 3:8C 4:AC", 5);
    assertThat(a.winner(qc)).isEqualTo(4);
    assertThat(a.winner(SheepsheadState.ORDER)).isEqualTo(2); // without 9.1.5(d)
    assertThat(SheepsheadState.points(a.cardSet())).isEqualTo(18);
    Trick b = Trick.parse("2:7D 3:9C 4:AC 0:JH 1:KC", 5);
    assertThat(b.winner(order(AC_UNDER_7D))).isEqualTo(0);
    assertThat(SheepsheadState.points(b.cardSet())).isEqualTo(17);
    Trick c = Trick.parse("0:KH 1:9H 2:7D 3:8H 4:AC", 5);
    assertThat(c.winner(order(AC_UNDER_7D))).isEqualTo(0);
    assertThat(SheepsheadState.points(c.cardSet())).isEqualTo(15);
    // SH-E18 trick 1: 0:TC 1:9C 2:AD* 3:JH 4:AC — seat 3, the only trump with power, 34 points
    Trick e18 = Trick.parse("0:TC 1:9C 2:AD 3:JH 4:AC", 5);
    FaceDownOrder ad = order(new SheepsheadAction.CallUnder(Card.parse("AC"), Card.parse("AD")));
    assertThat(e18.winner(ad)).isEqualTo(3);
    assertThat(SheepsheadState.points(e18.cardSet())).isEqualTo(34);
  }
}
