package dev.tenace.hearts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Values and keys: equal states and views give equal keys, and distinct ones do not collide. */
class HeartsKeysTest {

  /** Counts keys shared by unequal values. */
  static final class Collisions<T> {
    private final Map<Long, List<T>> byKey = new HashMap<>();
    int distinct;
    int collisions;

    void add(long key, T value) {
      List<T> same = byKey.computeIfAbsent(key, k -> new ArrayList<>(1));
      for (T t : same) {
        if (t.equals(value)) {
          assertThat(t.hashCode()).isEqualTo(value.hashCode());
          return;
        }
      }
      if (!same.isEmpty()) {
        collisions++;
      }
      same.add(value);
      distinct++;
    }
  }

  @Test
  @DisplayName(
      "Hearts keys: every state and every seat's view of 300 random deals under varied rules — no two unequal ones share a key")
  void noCollisions() {
    Collisions<HeartsState> states = new Collisions<>();
    Collisions<HeartsView> views = new Collisions<>();
    for (int d = 0; d < 300; d++) {
      HeartsRules rules = HeartsPropertiesTest.rulesFor(d * 37);
      for (HeartsState s : HeartsViewTest.randomDeal(rules, 1 + d % 4, 1_000_003L * d)) {
        states.add(s.key(), s);
        for (int seat = 0; seat < s.players(); seat++) {
          HeartsView v = s.viewFor(seat);
          views.add(v.key(), v);
        }
      }
    }
    System.out.printf(
        "hearts keys: %d distinct states, %d collisions (rate %.2e); %d distinct views, %d collisions"
            + " (rate %.2e)%n",
        states.distinct,
        states.collisions,
        (double) states.collisions / states.distinct,
        views.distinct,
        views.collisions,
        (double) views.collisions / views.distinct);
    assertThat(states.distinct).isGreaterThan(15_000);
    assertThat(views.distinct).isGreaterThan(60_000);
    assertThat(states.collisions).isZero();
    assertThat(views.collisions).isZero();
  }

  @Test
  @DisplayName(
      "Hearts keys: the same deal reached twice — seeded and rebuilt from its cards, passes chosen alike — gives equal states, hash codes and keys")
  void equalStatesEqualKeys() {
    for (long seed = 0; seed < 30; seed++) {
      HeartsRules rules = HeartsPropertiesTest.rulesFor((int) seed * 101);
      int n = rules.players();
      HeartsState a = HeartsState.deal(rules, 2, (int) (seed % n), seed);
      List<CardSet> hands = new ArrayList<>();
      for (int s = 0; s < n; s++) {
        hands.add(a.hand(s));
      }
      HeartsState b = HeartsState.of(rules, 2, (int) (seed % n), hands, a.widow(), null);
      SplittableRandom rng = new SplittableRandom(seed);
      while (true) {
        assertThat(b).isEqualTo(a).hasSameHashCodeAs(a);
        assertThat(b.key()).isEqualTo(a.key());
        for (int s = 0; s < n; s++) {
          assertThat(b.viewFor(s)).isEqualTo(a.viewFor(s)).hasSameHashCodeAs(a.viewFor(s));
          assertThat(b.viewFor(s).key()).isEqualTo(a.viewFor(s).key());
        }
        if (a.isTerminal()) {
          break;
        }
        List<Action> legal = a.legalActions(a.toMove());
        Action x = legal.get(rng.nextInt(legal.size()));
        b = b.applyLegal(a.toMove(), x);
        a = a.apply(a.toMove(), x).get();
      }
    }
  }

  @Test
  @DisplayName(
      "Hearts keys: passes chosen in another order, or another standing, make another state and another view")
  void orderAndStandingCount() {
    HeartsState s = HeartsState.deal(HeartsRules.defaults(), 1, 0, 9L);
    Action p1 = s.legalActions(1).get(0);
    Action p2 = s.legalActions(2).get(0);
    HeartsState oneFirst = s.applyLegal(1, p1).applyLegal(2, p2);
    HeartsState twoFirst = s.applyLegal(2, p2).applyLegal(1, p1);
    assertThat(oneFirst).isNotEqualTo(twoFirst);
    assertThat(oneFirst.key()).isNotEqualTo(twoFirst.key());
    assertThat(oneFirst.viewFor(3)).isNotEqualTo(twoFirst.viewFor(3));
    assertThat(oneFirst.viewFor(3).key()).isNotEqualTo(twoFirst.viewFor(3).key());
    HeartsState behind = HeartsState.deal(HeartsRules.defaults(), 1, 0, 9L, List.of(10, 0, 0, 0));
    assertThat(behind).isNotEqualTo(s);
    assertThat(behind.key()).isNotEqualTo(s.key());
    assertThat(behind.viewFor(1).key()).isNotEqualTo(s.viewFor(1).key());
    assertThat(behind.hand(1)).isEqualTo(s.hand(1));
  }
}
