package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Fact;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Schwanzer ({@code allPass = SCHWANZER}, rules/sheepshead.md §9.2, §10.19–§10.22, §10.24): the
 * worked example SH-E19, the tie rules, the views after the last pass, the replay result and a
 * property over random all-pass deals.
 */
class SheepsheadSchwanzerTest {
  private static final SheepsheadRules SCHWANZER =
      SheepsheadRules.builder().allPass(AllPass.SCHWANZER).build();

  private static SheepsheadRules tie(SchwanzerTie t) {
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

  private static SheepsheadState passAll(SheepsheadState s) {
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

  @Test
  @DisplayName(
      "sheepshead §9.2: over random all-pass deals (3, 4, 5 players, every tie rule) the scores follow the powers, sum to zero, power = 26 less the blind's; ties are reached")
  void randomAllPassDeals() {
    int[] ties = new int[SchwanzerTie.values().length];
    for (int players = 3; players <= 5; players++) {
      for (SchwanzerTie t : SchwanzerTie.values()) {
        SheepsheadRules r = tie(t).toBuilder().players(players).build();
        for (long seed = 0; seed < 300; seed++) {
          SheepsheadState s = passAll(SheepsheadState.deal(r, (int) (seed % players), seed));
          if (checkDeal(s, t)) {
            ties[t.ordinal()]++;
          }
        }
      }
    }
    for (int k : ties) {
      assertThat(k).isGreaterThan(20);
    }
  }

  /** Checks one Schwanzer deal against §9.2; whether it was a tie. */
  private static boolean checkDeal(SheepsheadState s, SchwanzerTie t) {
    int n = s.players();
    assertThat(s.isSchwanzer()).isTrue();
    int[] power = new int[n];
    long blind = CardSet.of(s.blind()).bits();
    for (int x = 0; x < n; x++) {
      power[x] = s.power(x);
    }
    assertThat(Arrays.stream(power).sum()).isEqualTo(26 - SheepsheadScoring.power(blind));
    List<Integer> scores = s.scores();
    assertThat(scores.stream().mapToInt(Integer::intValue).sum()).isZero();
    int max = Arrays.stream(power).max().getAsInt();
    List<Integer> tied = new ArrayList<>();
    for (int x = 0; x < n; x++) {
      if (power[x] == max) {
        tied.add(x);
      }
    }
    int k = tied.size();
    for (int x = 0; x < n; x++) {
      boolean loser = tied.contains(x);
      int expected;
      if (k == 1) {
        expected = loser ? -(n - 1) : 1;
      } else if (t == SchwanzerTie.VOID || (t == SchwanzerTie.SPLIT && k == n)) {
        expected = 0;
      } else if (t == SchwanzerTie.SPLIT) {
        expected = loser ? -(n - k) : k;
      } else {
        expected = x == highest(s, tied) ? -(n - 1) : 1;
      }
      assertThat(scores.get(x)).as("seat %d of %s", x, s).isEqualTo(expected);
    }
    for (int x = 0; x < n; x++) {
      SheepsheadView v = s.viewFor(x);
      assertThat(v.sampleConsistentState(new SplittableRandom(x)).viewFor(x)).isEqualTo(v);
    }
    return k > 1;
  }

  private static int highest(SheepsheadState s, List<Integer> tied) {
    for (Card c : SheepsheadState.TRUMPS) {
      for (int x : tied) {
        if (s.dealtHand(x).contains(c)) {
          return x;
        }
      }
    }
    return -1;
  }
}
