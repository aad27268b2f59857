package dev.tenace.suitability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Move;
import dev.tenace.core.spi.DealHeader;
import dev.tenace.core.spi.Keys;
import dev.tenace.core.spi.TrickGameState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * States and views as values: equality, hash codes and 64-bit keys, with a measured collision
 * count.
 */
class SuitabilityKeysTest {

  /**
   * Every state of 300 random deals: 100 seeds, each played three ways (so prefixes repeat as equal
   * states).
   */
  static List<SuitabilityState> states(SuitabilityRules rules) {
    List<SuitabilityState> out = new ArrayList<>();
    for (long seed = 0; seed < 100; seed++) {
      for (int path = 0; path < 3; path++) {
        SplittableRandom rng = new SplittableRandom(seed * 31 + path);
        SuitabilityState s = SuitabilityState.deal(rules, (int) (seed % rules.players()), seed);
        out.add(s);
        while (!s.isTerminal()) {
          List<Action> legal = s.legalActions(s.toMove());
          s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
          out.add(s);
        }
      }
    }
    return out;
  }

  @Test
  @DisplayName(
      "Suitability values: over every state of 300 random deals (2 to 5 players), unequal states never share a key, equal ones always do")
  void stateKeys() {
    for (SuitabilityRules rules : SuitabilityViewTest.ALL_COUNTS) {
      Map<Long, SuitabilityState> byKey = new HashMap<>();
      int collisions = 0;
      int equalPairs = 0;
      List<SuitabilityState> all = states(rules);
      for (SuitabilityState s : all) {
        SuitabilityState other = byKey.putIfAbsent(s.key(), s);
        if (other != null) {
          if (other.equals(s)) {
            equalPairs++;
            assertThat(other.hashCode()).isEqualTo(s.hashCode());
          } else {
            collisions++;
          }
        }
      }
      System.out.printf(
          "suitability %d players%s: %d states, %d distinct keys, %d repeated equal states, "
              + "%d key collisions between unequal states (rate %.2e)%n",
          rules.players(),
          rules.partnerships() ? " partnerships" : "",
          all.size(),
          byKey.size(),
          equalPairs,
          collisions,
          (double) collisions / all.size());
      assertThat(collisions).isZero();
      assertThat(equalPairs)
          .as("the three plays of a seed share their first states")
          .isGreaterThan(100);
    }
  }

  @Test
  @DisplayName(
      "Suitability values: over every view of 300 random deals, unequal views never share a key")
  void viewKeys() {
    Map<Long, SuitabilityView> byKey = new HashMap<>();
    int collisions = 0;
    int views = 0;
    for (SuitabilityState s : states(SuitabilityRules.defaults())) {
      for (int seat = 0; seat < 4; seat++) {
        SuitabilityView v = s.viewFor(seat);
        views++;
        SuitabilityView other = byKey.putIfAbsent(v.key(), v);
        if (other != null && !other.equals(v)) {
          collisions++;
        }
      }
    }
    System.out.printf(
        "suitability views: %d views, %d distinct keys, %d key collisions between unequal views%n",
        views, byKey.size(), collisions);
    assertThat(collisions).isZero();
  }

  @Test
  @DisplayName(
      "Suitability values: a state rebuilt from its cards and history equals the original, with the same hash code and key; any other action gives another state")
  void rebuiltStatesAreEqual() {
    for (SuitabilityRules rules : SuitabilityViewTest.ALL_COUNTS) {
      for (long seed = 0; seed < 20; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        SuitabilityState s = SuitabilityState.deal(rules, 1 % rules.players(), seed);
        List<CardSet> hands = new ArrayList<>();
        for (int p = 0; p < rules.players(); p++) {
          hands.add(s.hand(p));
        }
        SuitabilityState t =
            SuitabilityGame.INSTANCE.explicitDeal(
                rules,
                s.dealer(),
                hands,
                SuitabilityGame.INSTANCE.rest(s),
                SuitabilityGame.INSTANCE.context(s));
        while (true) {
          assertThat(t).isEqualTo(s).hasSameHashCodeAs(s);
          assertThat(t.key()).isEqualTo(s.key());
          if (s.isTerminal()) {
            break;
          }
          List<Action> legal = s.legalActions(s.toMove());
          if (legal.size() > 1) {
            SuitabilityState a = s.applyLegal(s.toMove(), legal.get(0));
            SuitabilityState b = s.applyLegal(s.toMove(), legal.get(1));
            assertThat(a).isNotEqualTo(b);
            assertThat(a.key()).isNotEqualTo(b.key());
          }
          Action x = legal.get(rng.nextInt(legal.size()));
          t = t.applyLegal(s.toMove(), x);
          s = s.applyLegal(s.toMove(), x);
        }
      }
    }
  }

  @Test
  @DisplayName(
      "Suitability values: the deal number, the standing and the rules are part of a state's identity and key")
  void contextIsPartOfTheValue() {
    SuitabilityRules rules = SuitabilityRules.defaults();
    SuitabilityState one = SuitabilityState.deal(rules, 1, 2, 9L, List.of(0, 0, 0, 0));
    assertThat(SuitabilityState.deal(rules, 2, 9L)).isEqualTo(one);
    SuitabilityState later = SuitabilityState.deal(rules, 2, 2, 9L, List.of(0, 0, 0, 0));
    SuitabilityState ahead = SuitabilityState.deal(rules, 1, 2, 9L, List.of(10, 0, 0, 0));
    SuitabilityState rounded =
        SuitabilityState.deal(rules.withRoundDown(true), 1, 2, 9L, List.of(0, 0, 0, 0));
    for (SuitabilityState other : List.of(later, ahead, rounded)) {
      assertThat(other).isNotEqualTo(one);
      assertThat(other.key()).isNotEqualTo(one.key());
      assertThat(other.viewFor(0)).isNotEqualTo(one.viewFor(0));
      assertThat(other.viewFor(0).key()).isNotEqualTo(one.viewFor(0).key());
    }
    assertThat(ahead.standing()).containsExactly(10, 0, 0, 0);
    assertThat(ahead.viewFor(3).standing()).containsExactly(10, 0, 0, 0);
  }

  @Test
  @DisplayName(
      "Suitability calls are the list of their moves: equal to it either way, the same hash code, text and key")
  void aListOfMoves() {
    SuitabilityCalls c = SuitabilityCalls.NONE;
    for (Move m : SuitabilityRulesTest.CALLS) {
      c = c.with(m);
    }
    assertThat(c).containsExactlyElementsOf(SuitabilityRulesTest.CALLS);
    assertThat(c).isEqualTo(SuitabilityRulesTest.CALLS);
    assertThat(SuitabilityRulesTest.CALLS).isEqualTo(c);
    assertThat(c.hashCode()).isEqualTo(SuitabilityRulesTest.CALLS.hashCode());
    assertThat(c.toString()).isEqualTo(SuitabilityRulesTest.CALLS.toString());
    assertThat(Keys.of(c)).isEqualTo(Keys.of(SuitabilityRulesTest.CALLS));
    assertThat(c).isNotEqualTo(SuitabilityRulesTest.CALLS.subList(0, 3));
  }

  @Test
  @DisplayName("a Suitability setup has a privilege per seat: another count is refused, naming it")
  void privilegePerSeat() {
    SuitabilityRules rules = SuitabilityRules.defaults();
    DealHeader header =
        DealHeader.of(TrickGameState.shuffledDeal(rules, 0, 1L), 1, List.of(0, 0, 0, 0));
    SuitabilitySetup u = SuitabilitySetup.dealt(header, rules);
    assertThat(u.privileges()).hasSize(4);
    assertThatThrownBy(
            () ->
                new SuitabilitySetup(
                    u.header(), u.rules(), u.calls(), List.of(Privilege.NONE), -1, u.scores()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("a privilege per seat (4)");
  }
}
