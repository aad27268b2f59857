package dev.tenace.spades;

import static dev.tenace.core.testkit.TenaceAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.RuleViolationException;
import dev.tenace.core.testkit.Positions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The rules of Spades by the rules file's sections: refusals, misuse of the API as an exception
 * with an exact message (hardening finding 11), the variants' combinations (§7), the action texts,
 * and blind nil against the standing before the deal (§3.3, §7).
 */
class SpadesRulesTest {

  static SpadesState finished() {
    return SpadesMatchTest.finished(SpadesRules.defaults(), 3);
  }

  @Test
  @DisplayName(
      "spades §1.1: score, utility, hand and view of a seat outside the table name the seat")
  void seatsOutsideTheTable() {
    SpadesState end = finished();
    for (int seat : new int[] {99, 4, -1}) {
      assertThatThrownBy(() -> end.score(seat))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(String.valueOf(seat));
      assertThatThrownBy(() -> end.utility(seat))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(String.valueOf(seat));
      assertThatThrownBy(() -> end.hand(seat))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(String.valueOf(seat));
      assertThatThrownBy(() -> end.viewFor(seat))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(String.valueOf(seat));
      assertThatThrownBy(() -> end.bidError(seat)).isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> end.bid(seat)).isInstanceOf(IllegalArgumentException.class);
    }
    assertThatThrownBy(() -> end.contract(2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("2");
    assertThat(end.score(0)).isEqualTo(end.teamScores().get(0));
  }

  @Test
  @DisplayName(
      "spades §5.4: score and utility before the end of the deal are IllegalStateException")
  void scoreBeforeTheEnd() {
    SpadesState s = SpadesState.deal(SpadesRules.defaults(), 0, 1L);
    assertThatThrownBy(() -> s.score(0))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("not over");
    assertThatThrownBy(() -> s.utility(1))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("not over");
  }

  @Test
  @DisplayName(
      "REPLAY.md context: a wrong-typed \"scores\", \"bags\", \"errors\" or \"deal\" is an IllegalArgumentException naming the field")
  void wrongTypedContext() {
    SpadesState s = SpadesState.deal(SpadesRules.defaults(), 0, 1L);
    List<CardSet> hands = new ArrayList<>();
    for (int p = 0; p < 4; p++) {
      hands.add(s.hand(p));
    }
    Object[][] bad = {
      {"scores", List.of("a")},
      {"scores", List.of("a", "b")},
      {"scores", List.of(1)},
      {"scores", List.of(1, 2, 3)},
      {"scores", "0,0"},
      {"scores", 3},
      {"scores", List.of(1.5, 2)},
      {"scores", List.of(1L << 40, 0)},
      {"scores", Arrays.asList(null, 0)},
      {"bags", 3},
      {"bags", List.of("a", 0)},
      {"bags", List.of(10, 0)},
      {"bags", List.of(-1, 0)},
      {"bags", List.of(0)},
      {"bags", Map.of("A", 1)},
      {"deal", "x"},
      {"deal", 0},
      {"deal", List.of(1)}
    };
    for (Object[] b : bad) {
      Map<String, Object> context = new HashMap<>();
      context.put((String) b[0], b[1]);
      assertThatThrownBy(
              () ->
                  SpadesGame.INSTANCE.explicitDeal(
                      SpadesRules.defaults(), 0, hands, List.of(), context))
          .as("%s", context)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("\"" + b[0] + "\"");
    }
    SpadesRules bidError = SpadesRules.builder().lefty(true).bidErrorScoring(true).build();
    for (Object errors :
        new Object[] {List.of(1, 2, 3), "x", List.of(1, 2, 3, "4"), List.of(-1, 0, 0, 0)}) {
      Map<String, Object> context = Map.of("errors", errors);
      assertThatThrownBy(
              () -> SpadesGame.INSTANCE.explicitDeal(bidError, 0, hands, List.of(), context))
          .as("%s", context)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("\"errors\"");
    }
    // Long values (as a JSON reader may give) within range are whole numbers
    SpadesState fromLongs =
        SpadesGame.INSTANCE.explicitDeal(
            SpadesRules.defaults(),
            0,
            hands,
            List.of(),
            Map.of("scores", List.of(120L, -40L), "bags", List.of(3L, 0L), "deal", 4L));
    assertThat(fromLongs.scoresBefore()).containsExactly(120, -40);
    assertThat(fromLongs.bagsBefore()).containsExactly(3, 0);
    assertThat(fromLongs.dealNumber()).isEqualTo(4);
    assertThat(fromLongs.standing()).containsExactly(120, -40, 120, -40);
    // and the bid-error game reads the errors back as the standing
    SpadesState errors =
        SpadesGame.INSTANCE.explicitDeal(
            bidError, 0, hands, List.of(), Map.of("errors", List.of(3, 0, 7, 1)));
    assertThat(errors.standing()).containsExactly(3, 0, 7, 1);
    assertThat(SpadesGame.INSTANCE.context(errors)).containsEntry("errors", List.of(3, 0, 7, 1));
    assertThat(SpadesGame.INSTANCE.context(s)).doesNotContainKey("errors");
  }

  @Test
  @DisplayName("spades: applyLegal of a refused action throws the exact violation apply returns")
  void applyLegalCarriesTheViolation() {
    SpadesState s = SpadesState.deal(SpadesRules.defaults(), 0, 1L);
    List<Action> tries =
        List.of(
            new SpadesAction.Bid(4),
            SpadesAction.Look.LOOK,
            SpadesAction.Play.of(s.hand(1).iterator().next()));
    for (int seat = 0; seat < 4; seat++) {
      for (Action a : tries) {
        var r = s.apply(seat, a);
        if (r.isLeft()) {
          int at = seat;
          assertThatThrownBy(() -> s.applyLegal(at, a))
              .isInstanceOf(RuleViolationException.class)
              .satisfies(
                  e -> assertThat(((RuleViolationException) e).violation()).isEqualTo(r.getLeft()));
        } else {
          assertThat(s.applyLegal(seat, a)).isEqualTo(r.get());
        }
      }
    }
  }

  @Test
  @DisplayName(
      "spades: a played-out deal keeps answering the same after the end: no action is accepted")
  void nothingAfterTheEnd() {
    SpadesState end = finished();
    SplittableRandom rng = new SplittableRandom(1);
    for (int seat = 0; seat < 4; seat++) {
      assertThat(end.legalActions(seat)).isEmpty();
      assertThat(end.apply(seat, SpadesAction.Look.LOOK)).isRefusedWith("WRONG_PHASE");
      assertThat(end.apply(seat, new SpadesAction.Bid(1 + rng.nextInt(13))))
          .isRefusedWith("WRONG_PHASE");
    }
  }

  @Test
  @DisplayName("spades §7: every invalid combination is reported at once")
  void validation() {
    var v =
        SpadesGame.INSTANCE.rules(
            SpadesRules.defaults(),
            Map.of(
                "mirror",
                "true",
                "roulette",
                "true",
                "lefty",
                "true",
                "righty",
                "true",
                "doubleNilPass",
                "true",
                "blindNilRestricted",
                "true"));
    assertThat(v.isInvalid()).isTrue();
    assertThat(v.getError().mkString(" | "))
        .contains("mirror cannot be combined with roulette")
        .contains("lefty cannot be combined with righty")
        .contains("doubleNilPass cannot be combined with blindNilRestricted")
        .contains("mirror cannot be combined with doubleNilPass");
    assertThatThrownBy(() -> SpadesRules.builder().bidErrorScoring(true).build())
        .hasMessageContaining("bidErrorScoring needs lefty or righty");
    assertThatThrownBy(() -> SpadesRules.builder().lossScore(1).bidErrorScoring(true).build())
        .hasMessageContaining("lossScore must be at most 0")
        .hasMessageContaining("bidErrorScoring needs lefty or righty");
    assertThat(
            SpadesGame.INSTANCE
                .rules(SpadesRules.defaults(), Map.of("lossScore", "200"))
                .getError()
                .mkString())
        .contains("lossScore")
        .contains("-100000..0");
    assertThat(
            SpadesGame.INSTANCE
                .rules(SpadesRules.defaults(), Map.of("lossScore", "-350"))
                .get()
                .lossScore())
        .isEqualTo(-350);
    assertThat(
            SpadesGame.INSTANCE
                .rules(SpadesRules.defaults(), Map.of("bogus", "1"))
                .getError()
                .head())
        .contains("unknown Spades variant 'bogus'");
  }

  @Test
  @DisplayName("spades actions: texts parse back; bad texts name their position")
  void actionTexts() {
    for (String t : List.of("bid 4", "nil", "blindnil", "look", "exchange 7S 2H", "play QS")) {
      assertThat(SpadesAction.parse(t).text()).isEqualTo(t);
    }
    assertThatThrownBy(() -> SpadesAction.parse("bid 14")).hasMessageContaining("1 to 13");
    assertThatThrownBy(() -> SpadesAction.parse("bid x"))
        .hasMessageContaining("not a whole number");
    assertThatThrownBy(() -> SpadesAction.parse("exchange 2H"))
        .hasMessageContaining("needs 2 arguments");
    assertThatThrownBy(() -> SpadesAction.parse("pass 2H"))
        .hasMessageContaining("unknown action 'pass'");
  }

  /**
   * Blind nil against the match standing before the deal (spades §3.3, §7): unconditional by
   * default, 200 behind under doubleNilPass, 100 behind under blindNilRestricted, forced under
   * roulette, never under mirror or with blindNil off — for every table type, from standings ahead,
   * behind, level and at the extremes of {@code int}.
   */
  @Nested
  @DisplayName("spades §3.3, §7: blind nil")
  class BlindNil {

    /** Every Yahoo table type, the defaults, and the other rule sets that change blind nil. */
    static Map<String, SpadesRules> tables() {
      Map<String, SpadesRules> m = new LinkedHashMap<>(SpadesRules.yahooTables());
      m.put("default", SpadesRules.defaults());
      m.put("blind-nil-restricted", SpadesRules.builder().blindNilRestricted(true).build());
      m.put("blind-nil-off", SpadesRules.builder().blindNil(false).build());
      m.put(
          "lefty-bid-error",
          SpadesRules.builder().lefty(true).bidErrorScoring(true).doubleNilPass(true).build());
      return m;
    }

    /**
     * Team totals [A, B] before the deal: ahead, behind, level, near the thresholds, and extreme.
     */
    static final int[][] STANDINGS = {
      {10, 0},
      {0, 10},
      {0, 0},
      {480, 480},
      {-50, -50},
      {250, 0},
      {0, 250},
      {100, 0},
      {0, 100},
      {99, 0},
      {0, 99},
      {200, 0},
      {0, 200},
      {199, 0},
      {0, 199},
      {-300, 400},
      {Integer.MAX_VALUE, Integer.MIN_VALUE},
      {Integer.MIN_VALUE, Integer.MAX_VALUE},
      {Integer.MAX_VALUE, Integer.MAX_VALUE},
      {Integer.MIN_VALUE, 0},
      {0, Integer.MIN_VALUE},
      {Integer.MAX_VALUE, 0},
      {-100_000, 100_000}
    };

    /**
     * §3.3 and §7 written out again: may a seat of a team with {@code own} against {@code opp} bid
     * blind nil?
     */
    static boolean expected(SpadesRules r, long own, long opp) {
      if (r.roulette()) {
        return true;
      }
      if (!r.blindNil() || r.mirror()) {
        return false;
      }
      if (r.doubleNilPass()) {
        return opp - own >= 200;
      }
      if (r.blindNilRestricted()) {
        return opp - own >= 100;
      }
      return true;
    }

    /**
     * The same deal from the three ways a deal gets its standing: seeded, from a replay context,
     * from the match.
     */
    static List<SpadesState> deals(SpadesRules r, int dealer, int a, int b, long seed) {
      List<SpadesState> out = new ArrayList<>();
      out.add(SpadesState.deal(r, 1, dealer, List.of(a, b), List.of(0, 0), seed));
      SpadesState seeded = out.get(0);
      List<dev.tenace.core.card.CardSet> hands = new ArrayList<>();
      for (int s = 0; s < 4; s++) {
        hands.add(seeded.hand(s));
      }
      Map<String, Object> context = new LinkedHashMap<>();
      context.put("scores", List.of(a, b));
      out.add(SpadesGame.INSTANCE.explicitDeal(r, dealer, hands, List.of(), context));
      if (!r.bidErrorScoring()) {
        out.add(
            SpadesGame.INSTANCE.matchPolicy(r).deal(1, dealer, seed, List.of(a, b, a, b), null));
      }
      return out;
    }

    @Test
    @DisplayName(
        "spades §3.3, §7: blind nil from every standing before the deal, for every table type, each seat bidding first")
    void everyTableEveryStanding() {
      int checked = 0;
      for (Map.Entry<String, SpadesRules> e : tables().entrySet()) {
        SpadesRules r = e.getValue();
        for (int[] st : STANDINGS) {
          for (int seat = 0; seat < 4; seat++) {
            int dealer = (seat + 3) % 4;
            long own = st[seat % 2];
            long opp = st[1 - seat % 2];
            boolean may = expected(r, own, opp);
            for (SpadesState d : deals(r, dealer, st[0], st[1], 31L * seat + st[0])) {
              String as = e.getKey() + " scores [" + st[0] + ", " + st[1] + "] seat " + seat;
              assertThat(d.toMove()).as(as).isEqualTo(seat);
              assertThat(d.scoresBefore()).as(as).containsExactly(st[0], st[1]);
              List<String> legal = Positions.texts(d.legalActions(seat));
              var blind = d.apply(seat, SpadesAction.BlindNil.BLIND_NIL);
              var look = d.apply(seat, SpadesAction.Look.LOOK);
              if (r.roulette()) {
                assertThat(legal).as(as).containsExactly("blindnil");
                assertThat(d.handSeen(seat)).as(as).isFalse();
                assertThat(look).as(as).isRefusedWith(SpadesState.BID_NOT_ALLOWED);
              } else if (may) {
                assertThat(legal).as(as).containsExactly("look", "blindnil");
                assertThat(d.handSeen(seat)).as(as).isFalse();
                assertThat(d.viewFor(seat).hand().isEmpty()).as(as).isTrue();
                assertThat(look.isRight()).as(as).isTrue();
              } else {
                assertThat(legal).as(as).doesNotContain("blindnil", "look").isNotEmpty();
                assertThat(d.handSeen(seat)).as(as + ": sees its hand from the deal").isTrue();
                assertThat(d.viewFor(seat).hand()).as(as).isEqualTo(d.hand(seat));
                assertThat(blind).as(as).isRefusedWith(SpadesState.BID_NOT_ALLOWED);
                assertThat(look).as(as).isRefusedWith(SpadesState.BID_NOT_ALLOWED);
              }
              assertThat(blind.isRight()).as(as).isEqualTo(may);
              if (may) {
                assertThat(blind.get().bid(seat)).as(as).contains(SpadesBid.BLIND_NIL);
                assertThat(blind.get().handSeen(seat)).as(as + ": any bid shows the hand").isTrue();
              }
              checked++;
            }
          }
        }
      }
      assertThat(checked).isGreaterThan(1000);
    }

    @Test
    @DisplayName(
        "spades §3.3 (hardening finding 1): a team ahead, [10, 0] before the deal, may bid blind nil by default")
    void teamAheadMayBidBlindNil() {
      SpadesState d =
          SpadesState.deal(SpadesRules.defaults(), 1, 3, List.of(10, 0), List.of(0, 0), 5L);
      assertThat(d.toMove()).isZero();
      assertThat(Positions.texts(d.legalActions(0))).containsExactly("look", "blindnil");
      SpadesState after = d.apply(0, SpadesAction.BlindNil.BLIND_NIL).get();
      assertThat(Positions.texts(after.legalActions(1))).containsExactly("look", "blindnil");
      assertThat(after.apply(1, SpadesAction.BlindNil.BLIND_NIL).isRight()).isTrue();
    }

    @Test
    @DisplayName(
        "spades §3.3, §7: through a match — after a deal that leaves a team ahead, both teams may bid blind nil in the next deal by default; under doubleNilPass only a team 200 behind")
    void throughAMatch() {
      for (SpadesRules r :
          List.of(SpadesRules.defaults(), SpadesRules.builder().doubleNilPass(true).build())) {
        SplittableRandom rng = new SplittableRandom(8);
        Match<SpadesState> m = SpadesGame.INSTANCE.newMatch(r, 0, 8L);
        int seen = 0;
        for (int deal = 0; deal < 12 && !m.isOver(); deal++) {
          while (!m.deal().isTerminal()) {
            SpadesState d = m.deal();
            List<Action> legal = d.legalActions(d.toMove());
            m = m.applyLegal(d.toMove(), legal.get(rng.nextInt(legal.size())));
          }
          if (m.isOver()) {
            break;
          }
          m = m.nextDeal();
          SpadesState d = m.deal();
          for (int seat = 0; seat < 4; seat++) {
            long own = d.scoresBefore().get(seat % 2);
            long opp = d.scoresBefore().get(1 - seat % 2);
            assertThat(d.handSeen(seat))
                .as("deal %d seat %d", m.dealNumber(), seat)
                .isEqualTo(!expected(r, own, opp));
            seen += own != opp ? 1 : 0;
          }
        }
        assertThat(seen).as("deals with a team ahead").isPositive();
      }
    }
  }
}
