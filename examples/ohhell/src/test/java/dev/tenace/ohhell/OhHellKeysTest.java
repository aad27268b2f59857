package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.Action;
import dev.tenace.core.testkit.MatchDeals;
import dev.tenace.core.testkit.Positions;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The derived values of states and views: equal positions have equal keys, and positions that
 * differ in anything (a bid, a card, the deal number, the standing) have different keys.
 */
class OhHellKeysTest {
  private static final OhHellRules RULES = OhHellRules.defaults();

  @Test
  @DisplayName(
      "ohhell §3: states and views that differ only by a bid have different keys and are not equal")
  void aBidChangesTheKey() {
    OhHellState s = Positions.play(OhHellWorkedExamplesTest.e9(RULES), "0 bid 1");
    OhHellState one = Positions.play(s, "1 bid 1");
    OhHellState two = Positions.play(s, "1 bid 2");
    assertThat(one).isNotEqualTo(two);
    assertThat(one.key()).isNotEqualTo(two.key());
    for (int seat = 0; seat < 4; seat++) {
      assertThat(one.viewFor(seat)).isNotEqualTo(two.viewFor(seat));
      assertThat(one.viewFor(seat).key()).isNotEqualTo(two.viewFor(seat).key());
    }
    OhHellState again = Positions.play(OhHellWorkedExamplesTest.e9(RULES), "0 bid 1", "1 bid 1");
    assertThat(again).isEqualTo(one).hasSameHashCodeAs(one);
    assertThat(again.key()).isEqualTo(one.key());
    assertThat(again.viewFor(2).key()).isEqualTo(one.viewFor(2).key());
  }

  @Test
  @DisplayName(
      "ohhell §2.3, §6: the same cards as another deal number or with another standing are other states")
  void matchContextChangesTheKey() {
    OhHellState a = OhHellState.deal(RULES, 3, 0, 5L, List.of(0, 0, 0, 0));
    OhHellState b = OhHellState.deal(RULES, 3, 0, 5L, List.of(0, 10, 0, 0));
    assertThat(a.key()).isNotEqualTo(b.key());
    assertThat(a.viewFor(0).key()).isNotEqualTo(b.viewFor(0).key());
  }

  @Test
  @DisplayName(
      "over random deals of every preset, distinct states never share a key, equal states always do")
  void noCollisions() {
    Map<Long, OhHellState> byKey = new HashMap<>();
    Set<OhHellState> seen = new HashSet<>();
    for (OhHellRules rules : OhHellGame.INSTANCE.presets().values()) {
      for (long seed = 0; seed < 20; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        OhHellState s = MatchDeals.deal(OhHellGame.INSTANCE, rules, seed);
        while (true) {
          OhHellState other = byKey.putIfAbsent(s.key(), s);
          assertThat(other == null || other.equals(s))
              .as("key collision: %s and %s", s, other)
              .isTrue();
          seen.add(s);
          if (s.isTerminal()) {
            break;
          }
          List<Action> legal = s.legalActions();
          s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
        }
      }
    }
    assertThat(byKey).hasSameSizeAs(seen);
  }
}
