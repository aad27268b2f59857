package dev.tenace.sheepshead;

import static dev.tenace.core.testkit.TenaceAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Fact;
import dev.tenace.core.game.Move;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.testkit.ViewGraph;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The typed public facts of {@link SheepsheadView} (picker, declaration, partner card, the secret
 * partner, cracks, card points, leaster and doubler), what a view hides (another seat's bury), and
 * the 64-bit keys of states and views.
 */
class SheepsheadViewTest {
  static final List<SheepsheadRules> RULES =
      List.of(
          SheepsheadRules.defaults(),
          SheepsheadRules.builder().crack(true).build(),
          SheepsheadRules.builder().calledAce(true).crack(true).build(),
          SheepsheadRules.builder()
              .voluntaryAlone(true)
              .allPass(AllPass.DOUBLER)
              .crack(true)
              .build(),
          SheepsheadRules.builder().jackCallUp(false).voluntaryAlone(true).build(),
          SheepsheadRules.builder()
              .jackCallUp(false)
              .leasterBlindToLastTrick(true)
              .crack(true)
              .build(),
          SheepsheadRules.builder().players(3).crack(true).build(),
          SheepsheadRules.builder().players(4).allPass(AllPass.FORCED_PICK).build());

  /** Every state of a random deal, first to last. */
  static List<SheepsheadState> randomDeal(SheepsheadRules rules, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    int n = rules.players();
    List<Integer> standing = new ArrayList<>();
    for (int s = 0; s < n; s++) {
      standing.add(rng.nextInt(-20, 21));
    }
    SheepsheadState s =
        SheepsheadState.deal(
            rules, 1 + rng.nextInt(5), rng.nextInt(n), rng.nextInt(3), standing, seed);
    List<SheepsheadState> out = new ArrayList<>();
    out.add(s);
    while (!s.isTerminal()) {
      List<Action> legal = s.legalActions();
      s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
      out.add(s);
    }
    return out;
  }

  static int trickPoints(SheepsheadState s, int seat) {
    return s.trickPhase().map(p -> SheepsheadState.points(p.cardsWon(seat))).orElse(0);
  }

  static boolean played(SheepsheadState s, Card c) {
    return s.trickPhase().map(p -> p.played().contains(c)).orElse(false);
  }

  @Test
  @DisplayName("sheepshead §2.5: cardPoints(seat) names a seat that is not one of the deal")
  void cardPointsOfNoSeat() {
    SheepsheadView v = randomDeal(SheepsheadRules.defaults(), 7).get(0).viewFor(0);
    assertThatThrownBy(() -> v.cardPoints(5))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("seat 5 is not a seat of a 5-player deal");
    assertThatThrownBy(() -> v.cardPoints(-1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("seat -1 is not a seat of a 5-player deal");
  }

  @Test
  @DisplayName(
      "sheepshead §4, §7, §9: a view's typed facts agree with the deal at every step of random play, for every seat")
  void factsAgreeWithPlay() {
    Map<String, Integer> seen = new HashMap<>();
    for (SheepsheadRules rules : RULES) {
      for (long seed = 0; seed < 150; seed++) {
        for (SheepsheadState s : randomDeal(rules, seed * 31 + rules.players())) {
          for (int seat = 0; seat < s.players(); seat++) {
            checkFacts(s, seat, s.viewFor(seat), seen);
          }
        }
      }
    }
    System.out.println("sheepshead view facts reached: " + seen);
    for (String c :
        List.of(
            "partner known to himself",
            "partner revealed by play",
            "alone known to a defender",
            "picker alone, unknown to the others",
            "cracked",
            "recracked",
            "leaster",
            "thrown in",
            "doubled",
            "called jack",
            "called ace",
            "declared alone",
            "declared partner")) {
      assertThat(seen.getOrDefault(c, 0)).as(c).isPositive();
    }
  }

  private static void count(Map<String, Integer> seen, String what) {
    seen.merge(what, 1, Integer::sum);
  }

  static void checkFacts(SheepsheadState s, int seat, SheepsheadView v, Map<String, Integer> seen) {
    boolean declared = s.picker() >= 0 && s.phase().compareTo(SheepsheadState.Phase.CRACK) >= 0;
    assertThat(v.picker())
        .isEqualTo(s.picker() < 0 ? OptionalInt.empty() : OptionalInt.of(s.picker()));
    assertThat(v.declaration()).isEqualTo(s.declaration());
    assertThat(v.standing()).isEqualTo(s.standing());
    assertThat(v.pendingDoublers()).isEqualTo(s.pendingDoublers());
    assertThat(v.leaster()).isEqualTo(s.isLeaster());
    assertThat(v.thrownIn()).isEqualTo(s.isVoid());
    assertThat(v.doubled()).isEqualTo(s.pendingDoublers() > 0 && s.picker() >= 0);
    assertThat((v.recracked() ? 4 : v.cracker().isPresent() ? 2 : 1))
        .isEqualTo(s.crackMultiplier());
    assertThat(v.multiplier()).isEqualTo(s.crackMultiplier() * (v.doubled() ? 2 : 1));
    if (v.cracker().isPresent()) {
      assertThat(v.cracker().getAsInt()).isNotEqualTo(s.picker());
    }
    if (declared && s.partnerCard().isPresent()) {
      assertThat(v.partnerCard()).isEqualTo(s.partnerCard());
    }
    if (v.calledCard().isPresent()) {
      assertThat(v.calledCard()).isEqualTo(s.partnerCard());
      assertThat(v.declaration().orElseThrow().isCall()).isTrue();
    }
    if (v.alone()) {
      assertThat(s.picker()).isNotNegative();
      assertThat(s.partner()).isNegative();
    }
    if (declared && seat == s.picker() && s.partner() < 0) {
      assertThat(v.alone()).as("the picker knows he is alone").isTrue();
    }
    if (v.partner().isPresent()) {
      assertThat(v.partner().getAsInt()).isEqualTo(s.partner());
    }
    if (declared && s.partner() >= 0) {
      if (seat == s.partner()) {
        assertThat(v.partner()).as("the partner knows himself").hasValue(seat);
      } else if (played(s, s.partnerCard().orElseThrow())) {
        assertThat(v.partner()).as("the partner card was played").hasValue(s.partner());
      } else {
        assertThat(v.partner()).as("the partner is secret").isEmpty();
      }
    }
    // the raw accessors say what the typed ones say
    assertThat(v.partnerSeat()).isEqualTo(v.partner().orElse(-1));
    List<Integer> points = v.cardPoints();
    for (int x = 0; x < s.players(); x++) {
      assertThat(points.get(x)).isEqualTo(trickPoints(s, x));
      assertThat(v.cardPoints(x)).as("cardPoints(%d)", x).isEqualTo(trickPoints(s, x));
    }
    if (s.isTerminal() && !s.isVoid() && seat != s.picker()) {
      for (int x = 0; x < s.players(); x++) {
        int hidden = x == s.picker() ? SheepsheadState.points(s.buried()) : 0;
        if (s.isLeaster()
            && s.rules().leasterBlindToLastTrick()
            && s.trickPhase().orElseThrow().lastTrick().winner() == x) {
          hidden += SheepsheadState.points(CardSet.of(s.blind()));
        }
        assertThat(points.get(x) + hidden).isEqualTo(s.cardPoints(x));
      }
    }
    // statistics of what random play reached
    if (seat != s.picker() && s.picker() >= 0) {
      if (v.partner().isPresent() && v.partner().getAsInt() == seat) {
        count(seen, "partner known to himself");
      } else if (v.partner().isPresent()) {
        count(seen, "partner revealed by play");
      }
      if (v.alone()) {
        count(seen, "alone known to a defender");
      } else if (declared && s.partner() < 0) {
        count(seen, "picker alone, unknown to the others");
      }
    }
    if (seat == 0 && s.isTerminal()) {
      count(seen, v.recracked() ? "recracked" : v.cracker().isPresent() ? "cracked" : "no crack");
      count(seen, v.leaster() ? "leaster" : v.thrownIn() ? "thrown in" : "picked");
      if (v.doubled()) {
        count(seen, "doubled");
      }
      v.declaration()
          .ifPresent(
              d ->
                  count(
                      seen,
                      switch (d) {
                        case CALL_JACK -> "called jack";
                        case CALL_ACE -> "called ace";
                        case CALL_TEN -> "called ten";
                        case CALL_UNDER -> "called under";
                        case ALONE -> "declared alone";
                        case PARTNER -> "declared partner";
                      }));
    }
  }

  @Test
  @DisplayName(
      "sheepshead §4.4(a), §9 crack, §5.3, §2.5: a worked deal — the JD partner cracks, the picker recracks, JD reveals the partner")
  void workedExample() {
    // Dealer 4. Seat 0 holds AC TC KC 9C AS TS, seat 1 all six diamonds, seat 2 JC QC JD QD QS QH,
    // seat 3 7S 8S 9S JS KS 7H, seat 4 8H 9H TH JH KH AH; the blind is 8C 7C.
    SheepsheadRules rules = SheepsheadRules.builder().crack(true).build();
    SheepsheadState s =
        SheepsheadWorkedExamplesTest.deal(
            rules, 4, "8C 7C", "AC TC KC 9C AS TS", null, "JD QC QS QH QD JC");
    assertThat(s.hand(1)).isEqualTo(CardSet.parse("7D 8D 9D TD KD AD"));
    assertThat(s.hand(3)).isEqualTo(CardSet.parse("7S 8S 9S JS KS 7H"));
    SheepsheadView before = s.viewFor(3);
    assertThat(before.picker()).isEmpty();
    assertThat(before.partnerCard()).isEmpty();
    assertThat(before.cardPoints()).containsExactly(0, 0, 0, 0, 0);
    assertThat(before.tricks()).isEmpty();
    for (String a : List.of("0 pick", "0 bury 7C 8C", "1 nocrack", "2 crack", "0 recrack")) {
      s = s.applyLegal(a.charAt(0) - '0', s.parseAction(a.substring(2)));
    }
    SheepsheadView three = s.viewFor(3);
    assertThat(three.picker()).hasValue(0);
    assertThat(three.declaration()).as("§4.4(a): no declaration").isEmpty();
    assertThat(three.partnerCard()).contains(Card.parse("JD"));
    assertThat(three.calledCard()).isEmpty();
    assertThat(three.alone()).isFalse();
    assertThat(three.partner()).as("the partner is secret").isEmpty();
    assertThat(three.cracker()).hasValue(2);
    assertThat(three.recracked()).isTrue();
    assertThat(three.multiplier()).isEqualTo(4);
    assertThat(three.leaster()).isFalse();
    assertThat(three.doubled()).isFalse();
    assertThat(three.buried()).isEmpty();
    assertThat(three.history())
        .containsExactly(
            new Move(0, SheepsheadAction.Simple.PICK),
            new Move(0, new Concealed("bury")),
            new Move(1, SheepsheadAction.Simple.NOCRACK),
            new Move(2, SheepsheadAction.Simple.CRACK),
            new Move(0, SheepsheadAction.Simple.RECRACK));
    assertThat(s.viewFor(0).history().get(1))
        .isEqualTo(new Move(0, new SheepsheadAction.Bury(CardSet.parse("7C 8C"))));
    assertThat(s.viewFor(0).buried()).isEqualTo(CardSet.parse("7C 8C"));
    assertThat(s.viewFor(2).partner()).as("the JD holder knows he is the partner").hasValue(2);
    assertThat(s.viewFor(0).partner()).as("the picker does not know who holds JD").isEmpty();
    // Trick 1: 0:AC 1:7D 2:JD 3:7S 4:8H — JD wins 13 points (§5.3, §2.5) and shows the partner.
    for (String c : List.of("AC", "7D", "JD", "7S", "8H")) {
      s = s.applyLegal(s.toMove(), SheepsheadAction.Play.of(Card.parse(c)));
    }
    three = s.viewFor(3);
    assertThat(three.partner()).hasValue(2);
    assertThat(three.tricks().orElseThrow().lastTrick().orElseThrow().winner()).isEqualTo(2);
    assertThat(three.cardPoints()).containsExactly(0, 0, 13, 0, 0);
    // Trick 2: 2:QC 3:JS 4:JH 0:9C 1:8D — QC wins 7 more.
    for (String c : List.of("QC", "JS", "JH", "9C", "8D")) {
      s = s.applyLegal(s.toMove(), SheepsheadAction.Play.of(Card.parse(c)));
    }
    three = s.viewFor(3);
    assertThat(three.cardPoints()).containsExactly(0, 0, 20, 0, 0);
    assertThat(three.tricksWon()).containsExactly(0, 0, 2, 0, 0);
    assertThat(three.history()).hasSize(15);
    assertThat(three.history().get(14))
        .isEqualTo(new Move(1, SheepsheadAction.Play.of(Card.parse("8D"))));
  }

  @Test
  @DisplayName(
      "sheepshead §9 voluntaryAlone, §4.4(a): what a missing declaration says — JD partner, alone by the picker's JD")
  void impliedDeclarations() {
    // §4.4(a) without the call-up: the picker holding JD is alone, which only he knows until he
    // plays JD.
    SheepsheadRules noCallUp = SheepsheadRules.builder().jackCallUp(false).build();
    SheepsheadState s =
        SheepsheadWorkedExamplesTest.deal(noCallUp, 4, "8C 7C", "JD TC KC 9C AS TS");
    s = s.applyLegal(0, s.parseAction("pick")).applyLegal(0, s.parseAction("bury 7C 8C"));
    assertThat(s.phase()).isEqualTo(SheepsheadState.Phase.PLAYING);
    assertThat(s.partner()).isNegative();
    assertThat(s.viewFor(0).alone()).isTrue();
    assertThat(s.viewFor(1).alone()).isFalse();
    assertThat(s.viewFor(1).partnerCard()).contains(Card.parse("JD"));
    assertThat(s.viewFor(1).partner()).isEmpty();
    s = s.applyLegal(0, SheepsheadAction.Play.of(Card.parse("JD")));
    assertThat(s.viewFor(1).alone()).as("the picker played JD").isTrue();
    // With voluntaryAlone and the call-up, a picker without JD declares: 'partner' names JD.
    SheepsheadRules voluntary = SheepsheadRules.builder().voluntaryAlone(true).build();
    SheepsheadState v =
        SheepsheadWorkedExamplesTest.deal(voluntary, 4, "8C 7C", "AC TC KC 9C AS TS");
    v = v.applyLegal(0, v.parseAction("pick")).applyLegal(0, v.parseAction("bury 7C 8C"));
    assertThat(v.legalActions()).extracting(Action::text).containsExactly("alone", "partner");
    SheepsheadState partner = v.applyLegal(0, v.parseAction("partner"));
    assertThat(partner.viewFor(3).declaration()).contains(Declaration.PARTNER);
    assertThat(partner.viewFor(3).partnerCard()).contains(Card.parse("JD"));
    SheepsheadState alone = v.applyLegal(0, v.parseAction("alone"));
    assertThat(alone.viewFor(3).declaration()).contains(Declaration.ALONE);
    assertThat(alone.viewFor(3).partnerCard()).isEmpty();
    assertThat(alone.viewFor(3).alone()).isTrue();
  }

  @Test
  @DisplayName(
      "sheepshead §4.3: the bury is hidden from every seat but the picker, in the history and in every fact")
  void buryIsHidden() {
    int checked = 0;
    for (SheepsheadRules rules : RULES) {
      for (long seed = 0; seed < 60; seed++) {
        List<SheepsheadState> deal = randomDeal(rules, seed);
        SheepsheadState last = deal.get(deal.size() - 1);
        if (last.picker() < 0) {
          continue;
        }
        CardSet bury = last.buried();
        for (SheepsheadState s : deal) {
          for (int seat = 0; seat < s.players(); seat++) {
            if (seat == last.picker()) {
              continue;
            }
            SheepsheadView v = s.viewFor(seat);
            assertThat(v.buried()).isEmpty();
            assertThat(v.blind()).isEmpty();
            for (Move m : v.history()) {
              assertThat(m.action()).isNotInstanceOf(SheepsheadAction.Bury.class);
            }
            List<String> shown =
                List.of((v.history() + " " + v.legalActions()).split("[^A-Z0-9]+"));
            for (Card c : bury) {
              assertThat(shown).as("view of seat %d", seat).doesNotContain(c.toString());
            }
            assertThat(v.hand().intersects(bury) || v.dealtHand().intersects(bury)).isFalse();
            checked++;
          }
        }
      }
    }
    assertThat(checked).isGreaterThan(10_000);
  }

  @Test
  @DisplayName(
      "sheepshead §4.3: two deals that differ only in the picker's bury give every other seat equal views and keys")
  void buryDoesNotChangeOtherViews() {
    int compared = 0;
    for (long seed = 0; seed < 200; seed++) {
      SplittableRandom rng = new SplittableRandom(seed);
      SheepsheadState s =
          SheepsheadState.deal(RULES.get((int) (seed % RULES.size())), (int) (seed % 3), seed);
      while (!s.isTerminal() && s.phase() != SheepsheadState.Phase.BURY) {
        List<Action> legal = s.legalActions();
        s = s.applyLegal(s.toMove(), legal.get(0 == seed % 2 ? 0 : rng.nextInt(legal.size())));
      }
      if (s.phase() != SheepsheadState.Phase.BURY) {
        continue;
      }
      List<Action> buries = s.legalActions();
      SheepsheadState a = s.applyLegal(s.picker(), buries.get(rng.nextInt(buries.size())));
      SheepsheadState b = s.applyLegal(s.picker(), buries.get(rng.nextInt(buries.size())));
      if (a.buried().equals(b.buried())) {
        continue;
      }
      assertThat(a).isNotEqualTo(b);
      while (!a.isTerminal() && !b.isTerminal()) {
        for (int seat = 0; seat < a.players(); seat++) {
          if (seat != a.picker()) {
            assertThat(a.viewFor(seat)).isEqualTo(b.viewFor(seat));
            assertThat(a.viewFor(seat).key()).isEqualTo(b.viewFor(seat).key());
            compared++;
          }
        }
        assertThat(a.viewFor(a.picker())).isNotEqualTo(b.viewFor(b.picker()));
        // the same next action where both deals allow it
        List<Action> legal = a.legalActions();
        Action next = legal.get(rng.nextInt(legal.size()));
        if (!b.legalActions().contains(next)) {
          break;
        }
        a = a.applyLegal(a.toMove(), next);
        b = b.applyLegal(b.toMove(), next);
      }
    }
    assertThat(compared).isGreaterThan(1_000);
  }

  @Test
  @DisplayName(
      "sheepshead views: the history logs every action in order, card plays exactly as on the trick table")
  void historyInOrder() {
    for (long seed = 0; seed < 40; seed++) {
      List<SheepsheadState> deal = randomDeal(RULES.get((int) (seed % RULES.size())), seed);
      SheepsheadState end = deal.get(deal.size() - 1);
      assertThat(end.history()).hasSize(deal.size() - 1);
      for (int k = 1; k < deal.size(); k++) {
        Move m = end.history().get(k - 1);
        assertThat(deal.get(k - 1).apply(m.seat(), m.action()).get()).isEqualTo(deal.get(k));
      }
      List<Card> plays = new ArrayList<>();
      for (Move m : end.viewFor(1).history()) {
        if (m.action() instanceof CardPlay p) {
          plays.add(p.card());
        }
      }
      List<Card> tabled = new ArrayList<>();
      Optional<TrickPlay> p = end.trickPhase();
      if (p.isPresent()) {
        for (Trick t : p.get().completedTricks()) {
          tabled.addAll(t.cards());
        }
      }
      assertThat(plays).isEqualTo(tabled);
    }
  }

  /**
   * What each seat is shown of the under call (rules/sheepshead.md §9.1.5(g)–(i), §10.17; the whole
   * deal SH-E18 is in {@link SheepsheadWorkedExamplesTest}): a property over random deals with
   * under calls: no view shows the under to a seat that may not know it yet.
   */
  @Nested
  @DisplayName("sheepshead §9.1.5(h), (i): the under call in the views")
  class UnderCall {
    static final SheepsheadRules UNDER = SheepsheadGame.INSTANCE.presets().get("under");
    static final SheepsheadRules FACE_UP = SheepsheadGame.INSTANCE.presets().get("under-face-up");

    /** The view's text without the trick order's, which lists every trump (rules, not facts). */
    static String text(SheepsheadView v) {
      return v.toString().replace(SheepsheadPlayRules.ORDER.toString(), "ORDER");
    }

    static Object fact(SheepsheadView v, String name) {
      for (Fact f : v.facts()) {
        if (f.name().equals(name)) {
          return f.value();
        }
      }
      throw new AssertionError("no fact " + name);
    }

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
          if (s.phase() == SheepsheadState.Phase.DECLARE
              && legal.size() > 1
              && rng.nextInt(8) > 0) {
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
              assertThat(s.apply(seat, play))
                  .message()
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
     * Whether {@code seat} may know the under (§9.1.5(h)), from the deal's history: the picker;
     * once the deal is over everyone; once it is played everyone under underFaceUp; the winner of
     * its trick once that trick is complete.
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
}
