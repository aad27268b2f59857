package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Fact;
import dev.tenace.core.game.Move;
import dev.tenace.core.testkit.Positions;
import dev.tenace.core.testkit.ViewGraph;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The under call's whole deal and what each seat is shown (rules/sheepshead.md §9.1.5(g)–(i),
 * §10.17, SH-E18), and a property over random deals with under calls: no view shows the under to a
 * seat that may not know it yet.
 */
class SheepsheadUnderViewTest {
  private static final SheepsheadRules UNDER = SheepsheadGame.INSTANCE.presets().get("under");
  private static final SheepsheadRules FACE_UP =
      SheepsheadGame.INSTANCE.presets().get("under-face-up");

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
    SheepsheadState s = SheepsheadRulesTest.sh18(rules);
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

  /** The view's text without the trick order's, which lists every trump (rules, not facts). */
  private static String text(SheepsheadView v) {
    return v.toString().replace(SheepsheadPlayRules.ORDER.toString(), "ORDER");
  }

  private static Object fact(SheepsheadView v, String name) {
    for (Fact f : v.facts()) {
      if (f.name().equals(name)) {
        return f.value();
      }
    }
    throw new AssertionError("no fact " + name);
  }

  @Test
  @DisplayName(
      "SH-E18 (sheepshead §9.1.5(c)–(i)): the whole deal — trick 1 is the first club lead, the under's 11 points go to seat 3; scores [-1,-1,2,-1,1], card points [0,0,86,34,0]; the call and the under as each seat sees them")
  void sh18() {
    SheepsheadState s = called(UNDER);
    assertThat(s.partner()).isEqualTo(4);
    for (int seat : new int[] {0, 1, 3, 4}) {
      SheepsheadView v = s.viewFor(seat);
      assertThat(Positions.texts(v.history().stream().map(Move::action).toList()))
          .containsExactly("pass", "pass", "pick", "bury ?", "call AC under");
      assertThat(v.under()).isEmpty();
      assertThat(text(v)).doesNotContainPattern("\\bAD\\b");
    }
    assertThat(s.viewFor(2).under()).contains(Card.parse("AD"));
    assertThat(s.viewFor(2).history().get(4).action().text()).isEqualTo("call AC under AD");
    assertThat(fact(s.viewFor(2), "under")).isEqualTo(Card.parse("AD"));
    assertThat(fact(s.viewFor(0), "under")).isNull();

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
      assertThat(fact(v, "card_points")).isNull();
      assertThat(v.cardPoints().get(3)).isEqualTo(23).isNotEqualTo(34);
      assertThat(text(v)).doesNotContainPattern("\\bAD\\b");
      assertThat(ViewGraph.problems(s, seat)).isEmpty();
    }
    assertThat(fact(s.viewFor(3), "card_points")).isEqualTo(List.of(0, 0, 0, 34, 0));

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
      assertThat(fact(s.viewFor(seat), "card_points")).isEqualTo(List.of(0, 0, 65, 34, 0));
    }
  }

  @Test
  @DisplayName(
      "SH-E18 with underFaceUp (sheepshead §9.1.5(h), (i)7, §10.17): every seat sees 2:AD from the moment it is played; the same deal and scores")
  void sh18FaceUp() {
    SheepsheadState s = called(FACE_UP);
    assertThat(text(s.viewFor(0))).doesNotContainPattern("\\bAD\\b");
    s = Positions.play(s, TRICKS.subList(0, 3));
    for (int seat = 0; seat < 5; seat++) {
      assertThat(current(s, seat)).isEqualTo("0:TC 1:9C 2:AD");
      assertThat(s.concealedFrom(seat).isEmpty()).isTrue();
    }
    s = Positions.play(s, TRICKS.subList(3, TRICKS.size()));
    assertThat(s.scores()).containsExactly(-1, -1, 2, -1, 1);
  }

  @Test
  @DisplayName(
      "sheepshead §9.1.5(j): an under not among the six kept cards is CARD_NOT_HELD; an under call with underCall off or for a suit that is not an under suit is DECLARATION_NOT_ALLOWED")
  void refusals() {
    SheepsheadState s = Positions.play(SheepsheadRulesTest.sh18(UNDER), "2 bury TD AS");
    assertThat(s.apply(2, SheepsheadAction.parse("call AC under TD")).getLeft().code())
        .isEqualTo("CARD_NOT_HELD");
    assertThat(s.apply(2, SheepsheadAction.parse("call AH under QC")).getLeft().code())
        .isEqualTo("DECLARATION_NOT_ALLOWED");
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

  // ---------------------------------------------------------------- the property

  @Test
  @DisplayName(
      "sheepshead §9.1.5(h), (i): over 200 random deals with frequent under calls (both visibilities), no view, history text, toString, fact, card-point figure or ViewGraph reach shows the under to a seat that does not know it, and every sampled world agrees with the view")
  void noViewShowsTheUnder() {
    int unders = 0;
    for (long seed = 1; seed <= 200; seed++) {
      SheepsheadRules rules = seed % 3 == 0 ? FACE_UP : UNDER;
      SplittableRandom rng = new SplittableRandom(seed * 31);
      SheepsheadState s = UnderDeals.picked(rules, seed);
      int step = 0;
      while (!s.isTerminal()) {
        checkViews(s, rng, step++);
        int seat = s.toMove();
        List<Action> legal = s.legalActions(seat);
        Action a = legal.get(rng.nextInt(legal.size()));
        if (s.phase() == SheepsheadState.Phase.DECLARE && legal.size() > 1 && rng.nextInt(8) > 0) {
          // an under call when there is one: every legal declaration but the last (alone)
          a = legal.get(rng.nextInt(legal.size() - 1));
        }
        s = s.applyLegal(seat, a);
      }
      checkViews(s, rng, step);
      unders += s.under().isPresent() ? 1 : 0;
    }
    assertThat(unders).as("deals with an under call").isGreaterThan(130);
  }

  /**
   * Every seat's view at this step, judged against what the seat may know (an oracle of its own).
   */
  private static void checkViews(SheepsheadState s, SplittableRandom rng, int step) {
    for (int seat = 0; seat < 5; seat++) {
      SheepsheadView v = s.viewFor(seat);
      String where = "step " + step + ", seat " + seat + ", " + s.history();
      assertThat(ViewGraph.problems(s, seat)).as(where).isEmpty();
      if (s.under().isEmpty() || knows(s, seat)) {
        assertThat(s.concealedFrom(seat).isEmpty()).as(where).isTrue();
        continue;
      }
      Card u = s.under().orElseThrow();
      Pattern card = Pattern.compile("\\b" + u + "\\b");
      assertThat(s.concealedFrom(seat).contains(u)).as(where).isTrue();
      assertThat(text(v)).as(where).doesNotContainPattern(card.pattern());
      for (Move m : v.history()) {
        assertThat(m.action().text()).as(where).doesNotContainPattern(card.pattern());
      }
      for (Fact f : v.facts()) {
        if (f.name().equals("card_order")) {
          continue; // the whole pack in trump order, the same in every view: it places no card
        }
        assertThat(String.valueOf(f.value())).as(where).doesNotContainPattern(card.pattern());
      }
      for (Action a : v.legalActions()) {
        assertThat(a.text()).as(where).doesNotContainPattern(card.pattern());
      }
      // no refusal to this seat names the under (a lead of it is "a card face down")
      if (seat == s.toMove() && s.phase() == SheepsheadState.Phase.PLAYING) {
        for (Card c : s.hand(seat)) {
          Action play = SheepsheadAction.Play.of(c);
          if (!s.legalActions(seat).contains(play)) {
            assertThat(s.apply(seat, play).getLeft().message())
                .as(where)
                .doesNotContainPattern(card.pattern());
          }
        }
      }
      assertThat(v.tricks().map(TrickTable::played).map(p -> p.contains(u)).orElse(false))
          .as(where)
          .isFalse();
      // running card points add up the cards the seat can see, and the fact is withheld
      int[] seen = new int[5];
      v.tricks()
          .ifPresent(
              t -> {
                for (Trick k : t.completed()) {
                  seen[k.winner()] += SheepsheadState.points(k.cardSet());
                }
              });
      for (int x = 0; x < 5; x++) {
        assertThat(v.cardPoints(x)).as(where).isEqualTo(seen[x]);
      }
      boolean concealedOnTable =
          v.history().stream().anyMatch(m -> m.action().text().equals("play ??"));
      if (concealedOnTable) {
        assertThat(fact(v, "card_points")).as(where).isNull();
      }
      // the worlds of the view agree with it: the under is drawn, never of the called suit
      SheepsheadState world = v.sampleConsistentState(rng);
      assertThat(world.viewFor(seat)).as(where).isEqualTo(v);
      assertThat(world.viewFor(seat).key()).as(where).isEqualTo(v.key());
      Card drawn = world.under().orElseThrow();
      assertThat(SheepsheadPlayRules.ORDER.effectiveSuit(drawn))
          .as(where)
          .isNotEqualTo(world.partnerCard().orElseThrow().suit().ordinal());
    }
  }

  /**
   * Whether {@code seat} may know the under (§9.1.5(h)), from the deal's history: the picker; once
   * the deal is over everyone; once it is played everyone under underFaceUp; the winner of its
   * trick once that trick is complete.
   */
  private static boolean knows(SheepsheadState s, int seat) {
    Card u = s.under().orElseThrow();
    if (seat == s.picker() || s.isTerminal()) {
      return true;
    }
    List<Move> h = s.history();
    int plays = 0;
    int at = -1;
    for (Move m : h) {
      if (m.action() instanceof SheepsheadAction.Play p) {
        if (p.card().equals(u)) {
          at = plays;
        }
        plays++;
      }
    }
    if (at < 0) {
      return false;
    }
    if (s.rules().underFaceUp()) {
      return true;
    }
    int trick = at / 5;
    List<Trick> done = s.tricks().orElseThrow().completed();
    return trick < done.size() && done.get(trick).winner() == seat;
  }
}
