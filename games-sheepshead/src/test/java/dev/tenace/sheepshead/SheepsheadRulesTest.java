package dev.tenace.sheepshead;

import static dev.tenace.core.testkit.TenaceAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Fact;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.spi.PlayRule;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.testkit.Positions;
import dev.tenace.core.trick.FaceDownOrder;
import dev.tenace.core.trick.Trick;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The rules of Sheepshead by the rules file's sections: the variants' combinations (§9) and the
 * action texts; then the game-specific topics, each a nested class named after its section: the
 * under call (§9.1.5), the crack round (§9 crack, §10.9) and Schwanzer (§9.2).
 */
class SheepsheadRulesTest {
  @Test
  @DisplayName(
      "sheepshead §9: invalid combinations are all reported; table-dependent defaults follow the table")
  void validation() {
    assertThat(SheepsheadRules.builder().players(3).build().jackOfDiamondsPartner()).isFalse();
    assertThat(SheepsheadRules.builder().calledAce(true).build().jackCallUp()).isFalse();
    assertThatThrownBy(() -> SheepsheadRules.builder().players(4).calledAce(true).build())
        .hasMessageContaining("always alone");
    var v =
        SheepsheadGame.INSTANCE.rules(
            SheepsheadRules.defaults(),
            Map.of("calledAce", "true", "voluntaryAlone", "true", "bogus", "x"));
    assertThat(v.getError().mkString(" | "))
        .contains("unknown Sheepshead variant 'bogus'")
        .contains("calledAce cannot");
    assertThat(
            SheepsheadGame.INSTANCE
                .rules(SheepsheadRules.defaults(), Map.of("players", "3"))
                .get()
                .jackCallUp())
        .isFalse();
    assertThatThrownBy(() -> SheepsheadRules.builder().calledSuitLead(true).build())
        .hasMessageContaining("calledSuitLead needs calledAce");
    assertThat(
            SheepsheadGame.INSTANCE
                .rules(
                    SheepsheadRules.defaults(),
                    Map.of("calledAce", "true", "calledSuitLead", "true"))
                .get()
                .jackOfDiamondsPartner())
        .isFalse();
  }

  @Test
  @DisplayName("sheepshead actions: texts parse back; bad texts name their position")
  void actionTexts() {
    for (String t :
        List.of(
            "pick",
            "pass",
            "bury 7C 8S",
            "call JS",
            "call AH",
            "call TC",
            "alone",
            "partner",
            "crack",
            "recrack",
            "nocrack",
            "play QC")) {
      assertThat(SheepsheadAction.parse(t).text()).isEqualTo(t);
    }
    assertThatThrownBy(() -> SheepsheadAction.parse("call QC"))
        .hasMessageContaining("a called card is a jack");
    assertThatThrownBy(() -> SheepsheadAction.parse("call AD"))
        .hasMessageContaining("ace or ten of clubs, spades or hearts");
    assertThatThrownBy(() -> SheepsheadAction.parse("bid 3"))
        .hasMessageContaining("unknown action 'bid'");
    assertThat(SheepsheadScoring.points(Card.parse("AC"))).isEqualTo(11);
  }

  /**
   * The under call's declaration (rules/sheepshead.md §9.1.5(a), (b), (j), §10.11–§10.13, §10.18):
   * the action text, and the calls open to a picker (SH-E15), judged on his eight cards.
   */
  @Nested
  @DisplayName("sheepshead §9.1.5: the under call")
  class UnderCall {
    static final SheepsheadRules UNDER = SheepsheadGame.INSTANCE.presets().get("under");
    static final SheepsheadRules FACE_UP = SheepsheadGame.INSTANCE.presets().get("under-face-up");

    private static final SheepsheadRules CALLED_ACE =
        SheepsheadRules.builder().calledAce(true).build();

    /** The under calls of {@code h8} less {@code bury}, as texts. */
    private static List<String> underCalls(String h8, String bury) {
      long eight = CardSet.parse(h8).bits();
      return Positions.texts(
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
      // underCall is off: the picker of SH-E18's deal may only go alone, and an under call is
      // refused
      SheepsheadState s = sh18().apply(2, SheepsheadAction.parse("bury TD AS")).get();
      assertThat(Positions.texts(s.legalActions(2))).containsExactly("alone");
      assertThat(s.apply(2, SheepsheadAction.parse("call AC under AD")))
          .isRefusedWith(RuleCode.DECLARATION_NOT_ALLOWED);
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
     * order) led by {@code leader}, picker seat 2 and partner seat 4 after {@code call AC under
     * 7D}.
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

    @Test
    @DisplayName(
        "sheepshead §9.1.5(j): an under not among the six kept cards is CARD_NOT_HELD; an under call with underCall off or for a suit that is not an under suit is DECLARATION_NOT_ALLOWED")
    void refusals() {
      SheepsheadState s = Positions.play(sh18(UNDER), "2 bury TD AS");
      assertThat(s.apply(2, SheepsheadAction.parse("call AC under TD")))
          .isRefusedWith("CARD_NOT_HELD");
      assertThat(s.apply(2, SheepsheadAction.parse("call AH under QC")))
          .isRefusedWith("DECLARATION_NOT_ALLOWED");
    }

    @Test
    @DisplayName(
        "sheepshead §9, §10.24: underCall without calledAce and underFaceUp without underCall are refused, all problems at once")
    void invalidCombinations() {
      assertThatThrownBy(() -> SheepsheadRules.builder().underFaceUp(true).build())
          .hasMessageContaining("underFaceUp needs underCall");
      assertThatThrownBy(() -> SheepsheadRules.builder().underCall(true).build())
          .hasMessageContaining("underCall needs calledAce");
      var v =
          SheepsheadGame.INSTANCE.rules(
              SheepsheadRules.defaults(),
              Map.of("underCall", "true", "underFaceUp", "true", "calledSuitLead", "true"));
      assertThat(v.getError().mkString(" | "))
          .contains("underCall needs calledAce")
          .contains("calledSuitLead needs calledAce");
      var w =
          SheepsheadGame.INSTANCE.rules(UNDER, Map.of("underCall", "false", "underFaceUp", "true"));
      assertThat(w.getError().mkString(" | ")).contains("underFaceUp needs underCall");
      assertThat(SheepsheadGame.INSTANCE.rules(UNDER, Map.of("underFaceUp", "true")).get())
          .isEqualTo(FACE_UP);
    }
  }

  /** The crack round of §9 {@code crack} and its eligibility (§10.9). */
  @Nested
  @DisplayName("sheepshead §9 crack, §10.9: the crack round")
  class Crack {
    static final SheepsheadRules CRACK = SheepsheadRules.builder().crack(true).build();

    /** Dealer 4, seat 0 picks a blind of two low clubs and buries them; {@code jdSeat} holds JD. */
    static SheepsheadState crackRound(int jdSeat) {
      String[] fixed = new String[5];
      fixed[0] = "AC TC KC 9C AS TS";
      fixed[jdSeat] = "JD QC QS QH QD JC";
      SheepsheadState s = SheepsheadWorkedExamplesTest.deal(CRACK, 4, "8C 7C", fixed);
      s = s.applyLegal(0, s.parseAction("pick")).applyLegal(0, s.parseAction("bury 8C 7C"));
      assertThat(s.phase()).isEqualTo(SheepsheadState.Phase.CRACK);
      assertThat(s.partner()).isEqualTo(jdSeat);
      return s;
    }

    /** The seats asked, in order, when everyone declines. */
    static List<Integer> asked(SheepsheadState s) {
      List<Integer> order = new ArrayList<>();
      while (s.phase() == SheepsheadState.Phase.CRACK) {
        order.add(s.toMove());
        assertThat(s.legalActions()).extracting(Action::text).containsExactly("crack", "nocrack");
        s = s.applyLegal(s.toMove(), s.parseAction("nocrack"));
      }
      assertThat(s.phase()).isEqualTo(SheepsheadState.Phase.PLAYING);
      return order;
    }

    @Test
    @DisplayName(
        "sheepshead §10.9, §9 crack: everyone but the picker is asked from the picker's left, the secret partner too")
    void partnerIsAsked() {
      for (int jd = 1; jd < 5; jd++) {
        assertThat(asked(crackRound(jd))).as("JD with seat %d", jd).containsExactly(1, 2, 3, 4);
      }
    }

    @Test
    @DisplayName(
        "sheepshead §10.9: the crack round reveals nothing: a third seat sees the same round whoever the partner is")
    void roundRevealsNothing() {
      SheepsheadState a = crackRound(2);
      SheepsheadState b = crackRound(3);
      for (int k = 0; k < 4; k++) {
        assertThat(a.viewFor(1).toMove()).isEqualTo(b.viewFor(1).toMove());
        assertThat(a.viewFor(1).legalActions()).isEqualTo(b.viewFor(1).legalActions());
        assertThat(a.viewFor(1).partner()).isEmpty();
        a = a.applyLegal(a.toMove(), a.parseAction("nocrack"));
        b = b.applyLegal(b.toMove(), b.parseAction("nocrack"));
      }
    }

    @Test
    @DisplayName(
        "sheepshead §10.9, §9 crack: a partner who cracks doubles his own side's stakes; the picker may recrack (x4)")
    void partnerCracks() {
      SheepsheadState s = crackRound(1);
      s = s.applyLegal(1, s.parseAction("crack"));
      assertThat(s.crackMultiplier()).isEqualTo(2);
      assertThat(s.toMove()).isZero();
      assertThat(s.legalActions()).extracting(Action::text).containsExactly("recrack", "nocrack");
      SheepsheadView third = s.viewFor(3);
      assertThat(third.cracker()).hasValue(1);
      assertThat(third.multiplier()).isEqualTo(2);
      assertThat(third.partner()).as("a crack says nothing of the cracker's side").isEmpty();
      SheepsheadState recracked = s.applyLegal(0, s.parseAction("recrack"));
      assertThat(recracked.crackMultiplier()).isEqualTo(4);
      assertThat(recracked.viewFor(3).recracked()).isTrue();
      assertThat(recracked.viewFor(3).multiplier()).isEqualTo(4);
      assertThat(recracked.phase()).isEqualTo(SheepsheadState.Phase.PLAYING);
      // the same cards and plays without the crack score a quarter
      SheepsheadState plain = crackRound(1);
      while (plain.phase() == SheepsheadState.Phase.CRACK) {
        plain = plain.applyLegal(plain.toMove(), plain.parseAction("nocrack"));
      }
      while (!recracked.isTerminal()) {
        Action a = recracked.legalActions().get(0);
        recracked = recracked.applyLegal(recracked.toMove(), a);
        plain = plain.applyLegal(plain.toMove(), a);
      }
      for (int seat = 0; seat < 5; seat++) {
        assertThat(recracked.score(seat)).isEqualTo(4 * plain.score(seat));
      }
      assertThat(recracked.score(1)).as("the partner's side").isEqualTo(recracked.score(0) / 2);
    }
  }

  /**
   * Schwanzer ({@code allPass = SCHWANZER}, rules/sheepshead.md §9.2, §10.19–§10.22, §10.24): the
   * worked example SH-E19, the tie rules, the views after the last pass, the replay result (the
   * property over random all-pass deals is in {@link SheepsheadPropertiesTest}).
   */
  @Nested
  @DisplayName("sheepshead §9.2: Schwanzer (allPass = SCHWANZER)")
  class Schwanzer {
    private static final SheepsheadRules SCHWANZER =
        SheepsheadRules.builder().allPass(AllPass.SCHWANZER).build();

    static SheepsheadRules tie(SchwanzerTie t) {
      return SCHWANZER.withSchwanzerTie(t);
    }

    /** A deal of {@code hands} and {@code blind}, dealer 4, everyone passing. */
    private static SheepsheadState allPass(SheepsheadRules rules, String blind, String... hands) {
      List<CardSet> h = new ArrayList<>();
      for (String x : hands) {
        h.add(CardSet.parse(x));
      }
      SheepsheadState s = SheepsheadState.of(rules, 4, h, CardSet.parseList(blind), 0);
      return passAll(s);
    }

    static SheepsheadState passAll(SheepsheadState s) {
      while (!s.isTerminal()) {
        s = s.apply(s.toMove(), SheepsheadAction.Simple.PASS).get();
      }
      return s;
    }

    private static final String[] E19A = {
      "QC QS 9D 7H 8H 9H",
      "QH JC 7D AC TC KC",
      "QD JS AD TS KS 9S",
      "JH TD KD AH TH KH",
      "JD 8D AS 9C 8C 7S"
    };

    private static final String[] E19B = {
      "QS JD KC 7H 8H 9H",
      "QH JC 9D 8D AC TC",
      "JS KD 7D TS 9S 8S",
      "QC JH AD TD 9C 8C",
      "QD AS KS AH TH KH"
    };

    @Test
    @DisplayName(
        "SH-E19(a) (sheepshead §9.2.2, §9.2.4): powers 7 6 6 4 3, the most power loses [-4 +1 +1 +1 +1]")
    void sh19a() {
      SheepsheadState s = allPass(SCHWANZER, "7C 8S", E19A);
      assertThat(s.isSchwanzer()).isTrue();
      assertThat(s.isVoid()).isFalse();
      assertThat(s.scores()).containsExactly(-4, 1, 1, 1, 1);
      Map<String, Object> result = SheepsheadGame.INSTANCE.result(s);
      assertThat(result.get("power")).isEqualTo(List.of(7, 6, 6, 4, 3));
      assertThat(result.get("cardPoints")).isEqualTo(List.of(0, 0, 0, 0, 0));
      assertThat(result.get("score")).isEqualTo(List.of(-4, 1, 1, 1, 1));
      assertThat(result.keySet()).containsExactly("cardPoints", "score", "power");
    }

    @Test
    @DisplayName(
        "SH-E19(b) (sheepshead §9.2.3): seats 1 and 3 tie at 7 — HIGHEST_TRUMP: QC loses; SPLIT k=2; VOID 0")
    void sh19b() {
      assertThat(allPass(SCHWANZER, "7C 7S", E19B).scores()).containsExactly(1, 1, 1, -4, 1);
      assertThat(allPass(tie(SchwanzerTie.SPLIT), "7C 7S", E19B).scores())
          .containsExactly(2, -3, 2, -3, 2);
      assertThat(allPass(tie(SchwanzerTie.VOID), "7C 7S", E19B).scores())
          .containsExactly(0, 0, 0, 0, 0);
      assertThat(SheepsheadGame.INSTANCE.result(allPass(SCHWANZER, "7C 7S", E19B)).get("power"))
          .isEqualTo(List.of(5, 7, 4, 7, 3));
    }

    @Test
    @DisplayName("SH-E19(c) (sheepshead §9.2.4, §9 players): with 3 players the loser scores -2")
    void sh19c() {
      SheepsheadRules three = SCHWANZER.toBuilder().players(3).build();
      SheepsheadState s =
          passAll(
              SheepsheadState.of(
                  three,
                  2,
                  List.of(
                      CardSet.parse("QC QS QH QD JC JS JH JD AD TD"),
                      CardSet.parse("KD 9D 8D 7D AC TC KC 9C 8C 7C"),
                      CardSet.parse("AS TS KS 9S 8S 7S AH TH KH 9H")),
                  CardSet.parseList("8H 7H"),
                  0));
      assertThat(s.scores()).containsExactly(-2, 1, 1);
      assertThat(SheepsheadScoring.schwanzer(three, new long[] {0, 0, Card.parse("QC").bit()}))
          .hasSize(3)
          .containsExactly(1, 1, -2);
    }

    @Test
    @DisplayName(
        "SH-E19(d) (sheepshead §9.2.1, §10.20): no card played; after the fifth pass every view shows the five dealt hands and powers, never the blind")
    void sh19d() {
      List<CardSet> hands = new ArrayList<>();
      for (String x : E19A) {
        hands.add(CardSet.parse(x));
      }
      SheepsheadState s = SheepsheadState.of(SCHWANZER, 4, hands, CardSet.parseList("7C 8S"), 0);
      for (int k = 0; k < 4; k++) {
        s = s.apply(s.toMove(), SheepsheadAction.Simple.PASS).get();
        for (int seat = 0; seat < 5; seat++) {
          SheepsheadView v = s.viewFor(seat);
          assertThat(v.schwanzer()).isFalse();
          assertThat(v.shownHands()).isEmpty();
          assertThat(v.power()).isEmpty();
          assertThat(v.toString()).doesNotContain(otherHands(hands, seat));
          assertThat(fact(v, "hands")).isNull();
        }
      }
      s = s.apply(s.toMove(), SheepsheadAction.Simple.PASS).get();
      assertThat(s.isTerminal()).isTrue();
      assertThat(s.trickPhase()).isEmpty();
      for (int seat = 0; seat < 5; seat++) {
        SheepsheadView v = s.viewFor(seat);
        assertThat(v.schwanzer()).isTrue();
        assertThat(v.thrownIn()).isFalse();
        assertThat(v.leaster()).isFalse();
        assertThat(v.shownHands()).isEqualTo(hands);
        assertThat(v.power()).containsExactly(7, 6, 6, 4, 3);
        assertThat(v.blind()).isEmpty();
        assertThat(v.scores()).containsExactly(-4, 1, 1, 1, 1);
        assertThat(fact(v, "hands")).isEqualTo(hands);
        assertThat(fact(v, "power")).isEqualTo(List.of(7, 6, 6, 4, 3));
        assertThat(v.sampleConsistentState(new SplittableRandom(seat)).viewFor(seat)).isEqualTo(v);
      }
    }

    private static Object fact(SheepsheadView v, String name) {
      for (Fact f : v.facts()) {
        if (f.name().equals(name)) {
          return f.value();
        }
      }
      throw new AssertionError("no fact " + name);
    }

    private static String otherHands(List<CardSet> hands, int seat) {
      return hands.get((seat + 1) % hands.size()).toString();
    }

    @Test
    @DisplayName(
        "sheepshead §9, §10.24: schwanzerTie away from HIGHEST_TRUMP without allPass = SCHWANZER is refused, with the other problems at once")
    void validation() {
      assertThatThrownBy(() -> SheepsheadRules.builder().schwanzerTie(SchwanzerTie.SPLIT).build())
          .hasMessageContaining("schwanzerTie SPLIT needs allPass = SCHWANZER");
      var v =
          SheepsheadGame.INSTANCE.rules(
              SheepsheadRules.defaults(),
              Map.of("schwanzerTie", "VOID", "calledSuitLead", "true", "allPass", "DOUBLER"));
      assertThat(v.getError().mkString(" | "))
          .contains("schwanzerTie VOID needs allPass = SCHWANZER")
          .contains("calledSuitLead needs calledAce");
      assertThat(
              SheepsheadGame.INSTANCE
                  .rules(
                      SheepsheadRules.defaults(),
                      Map.of("allPass", "SCHWANZER", "schwanzerTie", "split"))
                  .get()
                  .schwanzerTie())
          .isEqualTo(SchwanzerTie.SPLIT);
      assertThat(SheepsheadGame.INSTANCE.presets())
          .containsKeys("schwanzer", "schwanzer-split", "schwanzer-void");
    }
  }
}
