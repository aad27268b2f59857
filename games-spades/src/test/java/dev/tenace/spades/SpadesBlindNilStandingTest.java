package dev.tenace.spades;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.RuleViolation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Blind nil against the match standing before the deal (spades §3.3, §7): unconditional by default,
 * 200 behind under doubleNilPass, 100 behind under blindNilRestricted, forced under roulette, never
 * under mirror or with blindNil off — for every table type, from standings ahead, behind, level and
 * at the extremes of {@code int}.
 */
class SpadesBlindNilStandingTest {

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

  /** Team totals [A, B] before the deal: ahead, behind, level, near the thresholds, and extreme. */
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
   * The same deal from the three ways a deal gets its standing: seeded, from a replay context, from
   * the match.
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
      out.add(SpadesGame.INSTANCE.matchPolicy(r).deal(1, dealer, seed, List.of(a, b, a, b), null));
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
            List<String> legal = SpadesWorkedExamplesTest.texts(d.legalActions(seat));
            var blind = d.apply(seat, SpadesAction.BlindNil.BLIND_NIL);
            var look = d.apply(seat, SpadesAction.Look.LOOK);
            if (r.roulette()) {
              assertThat(legal).as(as).containsExactly("blindnil");
              assertThat(d.handSeen(seat)).as(as).isFalse();
              assertThat(look.getLeft().code()).as(as).isEqualTo(SpadesState.BID_NOT_ALLOWED);
            } else if (may) {
              assertThat(legal).as(as).containsExactly("look", "blindnil");
              assertThat(d.handSeen(seat)).as(as).isFalse();
              assertThat(d.viewFor(seat).hand().isEmpty()).as(as).isTrue();
              assertThat(look.isRight()).as(as).isTrue();
            } else {
              assertThat(legal).as(as).doesNotContain("blindnil", "look").isNotEmpty();
              assertThat(d.handSeen(seat)).as(as + ": sees its hand from the deal").isTrue();
              assertThat(d.viewFor(seat).hand()).as(as).isEqualTo(d.hand(seat));
              RuleViolation v = blind.getLeft();
              assertThat(v.code()).as(as).isEqualTo(SpadesState.BID_NOT_ALLOWED);
              assertThat(look.getLeft().code()).as(as).isEqualTo(SpadesState.BID_NOT_ALLOWED);
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
    assertThat(SpadesWorkedExamplesTest.texts(d.legalActions(0)))
        .containsExactly("look", "blindnil");
    SpadesState after = d.apply(0, SpadesAction.BlindNil.BLIND_NIL).get();
    assertThat(SpadesWorkedExamplesTest.texts(after.legalActions(1)))
        .containsExactly("look", "blindnil");
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
