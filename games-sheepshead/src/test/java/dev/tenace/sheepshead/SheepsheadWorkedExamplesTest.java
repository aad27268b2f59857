package dev.tenace.sheepshead;

import static dev.tenace.core.testkit.TenaceAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.testkit.Positions;
import dev.tenace.core.testkit.ViewGraph;
import dev.tenace.core.trick.Trick;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The worked examples SH-E1 … SH-E13 of rules/sheepshead.md §11, one test each. */
class SheepsheadWorkedExamplesTest {
  static final SheepsheadRules DEFAULT = SheepsheadRules.defaults();

  static int winner(String trick) {
    return Trick.parse(trick, 5).winner(SheepsheadState.ORDER);
  }

  /** Legal follows of {@code hand} to a trick led with {@code led} by seat 0. */
  static CardSet follow(String led, String hand) {
    long h = CardSet.parse(hand).bits();
    long l = Card.parse(led).bit();
    long pool = Deck.piquet().cards().bits() & ~h & ~l;
    List<CardSet> hands = new ArrayList<>();
    int size = Long.bitCount(h);
    long first = l;
    while (Long.bitCount(first) < size) {
      long c = Long.lowestOneBit(pool);
      first |= c;
      pool &= ~c;
    }
    hands.add(CardSet.ofBits(first));
    hands.add(CardSet.ofBits(h));
    TrickPlay p = TrickPlay.start(SheepsheadState.ORDER, hands, 0, List.of());
    return p.play(0, Card.parse(led)).get().legalPlays();
  }

  @Test
  @DisplayName("SH-E1 (sheepshead §2.3, §2.4): QD > JC, JD > AD, 7D trumps AC; TH > KH, 9H > 8H")
  void sh01() {
    assertThat(winner("0:JC 1:QD")).isEqualTo(1);
    assertThat(winner("0:AD 1:JD")).isEqualTo(1);
    assertThat(winner("0:AC 1:7D")).isEqualTo(1);
    assertThat(winner("0:KH 1:TH")).isEqualTo(1);
    assertThat(winner("0:8H 1:9H")).isEqualTo(1);
  }

  @Test
  @DisplayName("SH-E2 (sheepshead §5.3, §2.5): 1:AC 2:TC 3:7D 4:KC 0:9C — seat 3 wins 25 points")
  void sh02() {
    Trick t = Trick.parse("1:AC 2:TC 3:7D 4:KC 0:9C", 5);
    assertThat(t.winner(SheepsheadState.ORDER)).isEqualTo(3);
    assertThat(SheepsheadState.points(t.cardSet())).isEqualTo(25);
  }

  @Test
  @DisplayName("SH-E3 (sheepshead §5.2): JH led — {AC QS 9S} must play QS; {AC TS 9S} any")
  void sh03() {
    assertThat(follow("JH", "AC QS 9S")).isEqualTo(CardSet.parse("QS"));
    assertThat(follow("JH", "AC TS 9S")).isEqualTo(CardSet.parse("AC TS 9S"));
  }

  @Test
  @DisplayName("SH-E4 (sheepshead §5.2): AS led — {QS TS 8H} must play TS; {QS JS 8H} any")
  void sh04() {
    assertThat(follow("AS", "QS TS 8H")).isEqualTo(CardSet.parse("TS"));
    assertThat(follow("AS", "QS JS 8H")).isEqualTo(CardSet.parse("QS JS 8H"));
  }

  @Test
  @DisplayName("SH-E5 (sheepshead §2.2): KD led — {AD AH} plays AD; 9H led — {QH 7H AD} plays 7H")
  void sh05() {
    assertThat(follow("KD", "AD AH")).isEqualTo(CardSet.parse("AD"));
    assertThat(follow("9H", "QH 7H AD")).isEqualTo(CardSet.parse("7H"));
  }

  static int[] picked(SheepsheadRules r, int picker, int partner, int t, int p) {
    int[] tricks = new int[5];
    int[] points = new int[5];
    tricks[picker] = t;
    points[picker] = p;
    return SheepsheadScoring.picked(r, picker, partner, tricks, points, 1);
  }

  @Test
  @DisplayName(
      "SH-E6 (sheepshead §6.3): picker 1, partner 3, 3 tricks, 75 points — [-1 +2 -1 +1 -1]")
  void sh06() {
    assertThat(picked(DEFAULT, 1, 3, 3, 75)).containsExactly(-1, 2, -1, 1, -1);
  }

  @Test
  @DisplayName("SH-E7 (sheepshead §6.2): 91 → ±4/2/2, 60 → picker -2, 30 → picker -4")
  void sh07() {
    assertThat(picked(DEFAULT, 1, 3, 3, 91)).containsExactly(-2, 4, -2, 2, -2);
    assertThat(picked(DEFAULT, 1, 3, 3, 60)).containsExactly(1, -2, 1, -1, 1);
    assertThat(picked(DEFAULT, 1, 3, 1, 30)).containsExactly(2, -4, 2, -2, 2);
  }

  @Test
  @DisplayName("SH-E8 (sheepshead §6.4): alone with 70 points — [+4 -1 -1 -1 -1]")
  void sh08() {
    assertThat(picked(DEFAULT, 0, -1, 3, 70)).containsExactly(4, -1, -1, -1, -1);
  }

  @Test
  @DisplayName(
      "SH-E9 (sheepshead §6.2, §10.5): all tricks +6/+3/-3; no trick -12/-6/+6 even with 21 buried points")
  void sh09() {
    assertThat(picked(DEFAULT, 0, 2, 6, 120)).containsExactly(6, -3, 3, -3, -3);
    assertThat(picked(DEFAULT, 0, 2, 0, 21)).containsExactly(-12, 6, -6, 6, 6);
    assertThat(picked(SheepsheadRules.builder().noTrickStandard(true).build(), 0, 2, 0, 21))
        .containsExactly(-6, 3, -3, 3, 3);
  }

  /**
   * A 5-player deal where the listed seats hold the listed cards; the blind is given; others filled
   * in order.
   */
  static SheepsheadState deal(SheepsheadRules rules, int dealer, String blind, String... fixed) {
    long used = CardSet.parse(blind).bits();
    long[] hands = new long[5];
    for (int s = 0; s < fixed.length; s++) {
      if (fixed[s] != null) {
        hands[s] = CardSet.parse(fixed[s]).bits();
        used |= hands[s];
      }
    }
    long rest = Deck.piquet().cards().bits() & ~used;
    List<CardSet> hs = new ArrayList<>();
    for (int s = 0; s < 5; s++) {
      while (Long.bitCount(hands[s]) < 6) {
        long c = Long.lowestOneBit(rest);
        hands[s] |= c;
        rest &= ~c;
      }
      hs.add(CardSet.ofBits(hands[s]));
    }
    return SheepsheadState.of(rules, dealer, hs, CardSet.parseList(blind), 0);
  }

  @Test
  @DisplayName(
      "SH-E10 (sheepshead §4.4): JD JH held → call jack (JS) or alone; all four jacks → alone; no JD → JD holder partners")
  void sh10() {
    SheepsheadState s = deal(DEFAULT, 4, "JH 7C", "JD AC TC KC 9C 8C");
    s = s.apply(0, s.parseAction("pick")).get().apply(0, s.parseAction("bury 8C 9C")).get();
    assertThat(Positions.texts(s.legalActions(0))).containsExactly("call JS", "alone");
    assertThat(s.apply(0, s.parseAction("call JC")))
        .isRefusedWith(RuleCode.DECLARATION_NOT_ALLOWED);
    SheepsheadState called = s.apply(0, s.parseAction("call JS")).get();
    assertThat(called.partnerCard()).contains(Card.parse("JS"));
    assertThat(called.phase()).isEqualTo(SheepsheadState.Phase.PLAYING);
    SheepsheadState four = deal(DEFAULT, 4, "JS JC", "JD JH AC TC KC 9C");
    four =
        four.apply(0, four.parseAction("pick"))
            .get()
            .apply(0, four.parseAction("bury 9C KC"))
            .get();
    assertThat(Positions.texts(four.legalActions(0))).containsExactly("alone");
    SheepsheadState noJd = deal(DEFAULT, 4, "7H 8H", "AC TC KC 9C 8C 7C", "JD");
    noJd =
        noJd.apply(0, noJd.parseAction("pick"))
            .get()
            .apply(0, noJd.parseAction("bury 7H 8H"))
            .get();
    assertThat(noJd.phase()).isEqualTo(SheepsheadState.Phase.PLAYING);
    assertThat(noJd.partner()).isEqualTo(1);
  }

  @Test
  @DisplayName(
      "SH-E11 (sheepshead §7.3): leaster — eligible {0 1 3 4}, minimum 4 points → [-1 -1 -1 +4 -1]")
  void sh11() {
    assertThat(SheepsheadScoring.leaster(new int[] {9, 30, 0, 4, 77}, new int[] {1, 2, 0, 1, 2}))
        .containsExactly(-1, -1, -1, 4, -1);
  }

  @Test
  @DisplayName("SH-E12 (sheepshead §7.3): two eligible players tie for the minimum → all 0")
  void sh12() {
    assertThat(SheepsheadScoring.leaster(new int[] {9, 4, 0, 4, 77}, new int[] {1, 2, 0, 1, 2}))
        .containsExactly(0, 0, 0, 0, 0);
  }

  @Test
  @DisplayName(
      "SH-E13 (sheepshead §4.1, §5.1): dealer 2 — pick order 3 4 0 1 2; seat 4 picks; seat 3 still leads")
  void sh13() {
    SheepsheadState s = SheepsheadState.deal(DEFAULT, 2, 11L);
    assertThat(s.toMove()).isEqualTo(3);
    s = s.apply(3, s.parseAction("pass")).get();
    assertThat(s.toMove()).isEqualTo(4);
    assertThat(s.apply(0, s.parseAction("pick"))).isRefusedWith("NOT_YOUR_TURN");
    s = s.apply(4, s.parseAction("pick")).get();
    assertThat(s.picker()).isEqualTo(4);
    while (s.phase() != SheepsheadState.Phase.PLAYING) {
      s = s.apply(s.toMove(), s.legalActions().get(0)).get();
    }
    assertThat(s.toMove()).isEqualTo(3);
  }

  /**
   * Legal leads of seat 2, the partner of a called AH, to trick 1 (dealer 1: seat 2 leads; seat 0
   * picks).
   */
  static SheepsheadState calledAhLead(
      boolean calledSuitLead, String partner, String picker, String... others) {
    SheepsheadRules r =
        SheepsheadRules.builder().calledAce(true).calledSuitLead(calledSuitLead).build();
    SheepsheadState s =
        others.length == 0
            ? deal(r, 1, "7C 8C", picker, null, partner)
            : SheepsheadState.of(
                r,
                1,
                List.of(
                    CardSet.parse(picker),
                    CardSet.parse(others[0]),
                    CardSet.parse(partner),
                    CardSet.parse(others[1]),
                    CardSet.parse(others[2])),
                CardSet.parseList("7C 8C"),
                0);
    for (String a : List.of("2 pass", "3 pass", "4 pass", "0 pick", "0 bury 7C 8C", "0 call AH")) {
      s = s.applyLegal(a.charAt(0) - '0', s.parseAction(a.substring(2)));
    }
    assertThat(s.partner()).isEqualTo(2);
    assertThat(s.toMove()).isEqualTo(2);
    return s;
  }

  @Test
  @DisplayName(
      "SH-E14 (sheepshead §9 calledSuitLead): called AH, hearts not led — {AH KH TH QC 7D 8D} leads all six, with the variant {AH QC 7D 8D}; four hearts lead any; after hearts were led no limit")
  void sh14() {
    String picker = "QS QH JC JS 9H AC";
    assertThat(calledAhLead(false, "AH KH TH QC 7D 8D", picker).legalActions(2))
        .extracting(Action::text)
        .containsExactlyInAnyOrder(
            "play AH", "play KH", "play TH", "play QC", "play 7D", "play 8D");
    SheepsheadState limited = calledAhLead(true, "AH KH TH QC 7D 8D", picker);
    assertThat(limited.legalActions(2))
        .extracting(Action::text)
        .containsExactlyInAnyOrder("play AH", "play QC", "play 7D", "play 8D");
    assertThat(limited.apply(2, limited.parseAction("play KH")))
        .isRefusedWith(SheepsheadState.CALLED_SUIT);
    assertThat(limited.apply(2, limited.parseAction("play KH")))
        .message()
        .contains("calledSuitLead");
    for (boolean variant : List.of(false, true)) {
      assertThat(calledAhLead(variant, "AH KH TH 9H QC 7D", "QS QH JC JS 8H AC").legalActions(2))
          .as("running")
          .hasSize(6);
    }
    // Hearts led once (2:AH 3:8H 4:7H 0:9H 1:7S, won by AH): the partner then leads any heart.
    SheepsheadState s =
        calledAhLead(
            true,
            "AH KH TH QC 7D 8D",
            picker,
            "AS TS KS 9S 8S 7S",
            "8H TC KC 9C QD JD",
            "7H JH AD TD KD 9D");
    for (String c : List.of("AH", "8H", "7H", "9H", "7S")) {
      s = s.applyLegal(s.toMove(), SheepsheadAction.Play.of(Card.parse(c)));
    }
    assertThat(s.toMove()).isEqualTo(2);
    assertThat(s.legalActions(2)).extracting(Action::text).contains("play KH", "play TH");
  }

  /** SH-E18 (rules/sheepshead.md §9.1.5(c)–(i), §10.17): the under call's whole deal. */
  @Nested
  @DisplayName("SH-E18 (sheepshead §9.1.5): the under call's whole deal")
  class UnderCall {
    private static final List<String> TRICKS =
        List.of(
            "0 play TC",
            "1 play 9C",
            "2 play AD",
            "3 play JH",
            "4 play AC",
            "3 play 8S",
            "4 play 7S",
            "0 play TS",
            "1 play 9S",
            "2 play JS",
            "2 play QC",
            "3 play 7D",
            "4 play KD",
            "0 play 9D",
            "1 play 8D",
            "2 play QS",
            "3 play JD",
            "4 play 7H",
            "0 play QH",
            "1 play QD",
            "2 play JC",
            "3 play KS",
            "4 play 8H",
            "0 play 7C",
            "1 play KC",
            "2 play AH",
            "3 play KH",
            "4 play 9H",
            "0 play 8C",
            "1 play TH");

    /** SH-E18's deal under {@code rules} after the picker's {@code call AC under AD}. */
    private static SheepsheadState called(SheepsheadRules rules) {
      SheepsheadState s = SheepsheadRulesTest.UnderCall.sh18(rules);
      s = Positions.play(s, "2 bury TD AS");
      assertThat(Positions.texts(s.legalActions(2)))
          .containsExactlyInAnyOrder(
              "alone",
              "call AC under JC",
              "call AC under QC",
              "call AC under AD",
              "call AC under JS",
              "call AC under QS",
              "call AC under AH");
      return Positions.play(s, "2 call AC under AD");
    }

    private static String current(SheepsheadState s, int seat) {
      return s.viewFor(seat).tricks().orElseThrow().current().toString();
    }

    private static String last(SheepsheadState s, int seat) {
      return s.viewFor(seat).tricks().orElseThrow().lastTrick().orElseThrow().toString();
    }

    @Test
    @DisplayName(
        "SH-E18 (sheepshead §9.1.5(c)–(i)): the whole deal — trick 1 is the first club lead, the under's 11 points go to seat 3; scores [-1,-1,2,-1,1], card points [0,0,86,34,0]; the call and the under as each seat sees them")
    void sh18() {
      SheepsheadState s = called(SheepsheadViewTest.UnderCall.UNDER);
      assertThat(s.partner()).isEqualTo(4);
      for (int seat : new int[] {0, 1, 3, 4}) {
        SheepsheadView v = s.viewFor(seat);
        assertThat(Positions.texts(v.history().stream().map(Move::action).toList()))
            .containsExactly("pass", "pass", "pick", "bury ?", "call AC under");
        assertThat(v.under()).isEmpty();
        assertThat(SheepsheadViewTest.UnderCall.text(v)).doesNotContainPattern("\\bAD\\b");
      }
      assertThat(s.viewFor(2).under()).contains(Card.parse("AD"));
      assertThat(s.viewFor(2).history().get(4).action().text()).isEqualTo("call AC under AD");
      assertThat(SheepsheadViewTest.UnderCall.fact(s.viewFor(2), "under"))
          .isEqualTo(Card.parse("AD"));
      assertThat(SheepsheadViewTest.UnderCall.fact(s.viewFor(0), "under")).isNull();

      s = Positions.play(s, TRICKS.subList(0, 2));
      // 9.1.5(c)1, (f): on the first club lead the picker must play the under, the partner AC
      assertThat(Positions.legalTexts(s, 2)).containsExactly("play AD");
      s = Positions.play(s, TRICKS.subList(2, 3));
      for (int seat : new int[] {0, 1, 3, 4}) {
        assertThat(current(s, seat)).isEqualTo("0:TC 1:9C 2:??");
        assertThat(s.viewFor(seat).history().get(7).action().text()).isEqualTo("play ??");
      }
      assertThat(current(s, 2)).isEqualTo("0:TC 1:9C 2:AD");
      assertThat(Positions.legalTexts(s, 3)).doesNotContain("play AD");
      s = Positions.play(s, TRICKS.subList(3, 4));
      assertThat(Positions.legalTexts(s, 4)).containsExactly("play AC");
      s = Positions.play(s, TRICKS.subList(4, 5));

      // after trick 1: its winner, seat 3, sees the under; seats 0, 1 and 4 still see ??
      assertThat(last(s, 3)).isEqualTo("0:TC 1:9C 2:AD 3:JH 4:AC");
      assertThat(last(s, 2)).isEqualTo("0:TC 1:9C 2:AD 3:JH 4:AC");
      for (int seat : new int[] {0, 1, 4}) {
        SheepsheadView v = s.viewFor(seat);
        assertThat(last(s, seat)).isEqualTo("0:TC 1:9C 2:?? 3:JH 4:AC");
        assertThat(v.tricks().orElseThrow().lastTrick().orElseThrow().winner()).isEqualTo(3);
        // no view shows seat 3's 34 points: 23 visible would give an 11-point under away
        assertThat(SheepsheadViewTest.UnderCall.fact(v, "card_points")).isNull();
        assertThat(v.cardPoints().get(3)).isEqualTo(23).isNotEqualTo(34);
        assertThat(SheepsheadViewTest.UnderCall.text(v)).doesNotContainPattern("\\bAD\\b");
        assertThat(ViewGraph.problems(s, seat)).isEmpty();
      }
      assertThat(SheepsheadViewTest.UnderCall.fact(s.viewFor(3), "card_points"))
          .isEqualTo(List.of(0, 0, 0, 34, 0));

      s = Positions.play(s, TRICKS.subList(5, TRICKS.size()));
      assertThat(s.isTerminal()).isTrue();
      assertThat(s.scores()).containsExactly(-1, -1, 2, -1, 1);
      List<Integer> points = new ArrayList<>();
      for (int x = 0; x < 5; x++) {
        points.add(s.cardPoints(x));
      }
      assertThat(points).containsExactly(0, 0, 86, 34, 0);
      for (int seat = 0; seat < 5; seat++) {
        assertThat(s.viewFor(seat).tricks().orElseThrow().completed().get(0).toString())
            .isEqualTo("0:TC 1:9C 2:AD 3:JH 4:AC");
        assertThat(SheepsheadViewTest.UnderCall.fact(s.viewFor(seat), "card_points"))
            .isEqualTo(List.of(0, 0, 65, 34, 0));
      }
    }

    @Test
    @DisplayName(
        "SH-E18 with underFaceUp (sheepshead §9.1.5(h), (i)7, §10.17): every seat sees 2:AD from the moment it is played; the same deal and scores")
    void sh18FaceUp() {
      SheepsheadState s = called(SheepsheadViewTest.UnderCall.FACE_UP);
      assertThat(SheepsheadViewTest.UnderCall.text(s.viewFor(0))).doesNotContainPattern("\\bAD\\b");
      s = Positions.play(s, TRICKS.subList(0, 3));
      for (int seat = 0; seat < 5; seat++) {
        assertThat(current(s, seat)).isEqualTo("0:TC 1:9C 2:AD");
        assertThat(s.concealedFrom(seat).isEmpty()).isTrue();
      }
      s = Positions.play(s, TRICKS.subList(3, TRICKS.size()));
      assertThat(s.scores()).containsExactly(-1, -1, 2, -1, 1);
    }
  }
}
