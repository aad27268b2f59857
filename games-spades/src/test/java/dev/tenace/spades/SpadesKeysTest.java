package dev.tenace.spades;

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

/**
 * The keys, equality and hash codes of Spades states and views: unequal ones never share a key over
 * random deals, equal ones always do (a deal rebuilt from its cards, the exchange in another
 * order).
 */
class SpadesKeysTest {
  private static final List<SpadesRules> RULES = SpadesViewTest.RULES;

  @Test
  @DisplayName(
      "spades keys: over every state of 300 random deals, unequal states (and unequal views) never share a key")
  void keysDoNotCollide() {
    Map<Long, SpadesState> states = new HashMap<>();
    Map<Long, SpadesView> views = new HashMap<>();
    int stateCollisions = 0;
    int viewCollisions = 0;
    int distinctStates = 0;
    int distinctViews = 0;
    for (long seed = 0; seed < 300; seed++) {
      SpadesRules r = RULES.get((int) (seed % RULES.size()));
      SplittableRandom rng = new SplittableRandom(seed);
      SpadesState s =
          SpadesState.deal(
              r,
              1 + (int) (seed % 3),
              (int) (seed % 4),
              List.of((int) (seed % 5) * 100 - 200, 0),
              List.of((int) (seed % 10), 0),
              seed);
      while (true) {
        SpadesState other = states.putIfAbsent(s.key(), s);
        if (other == null) {
          distinctStates++;
        } else if (!other.equals(s)) {
          stateCollisions++;
        }
        for (int p = 0; p < 4; p++) {
          SpadesView v = s.viewFor(p);
          SpadesView w = views.putIfAbsent(v.key(), v);
          if (w == null) {
            distinctViews++;
          } else if (!w.equals(v)) {
            viewCollisions++;
          }
        }
        if (s.isTerminal()) {
          break;
        }
        List<Action> legal = s.legalActions(s.toMove());
        s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
      }
    }
    System.out.printf(
        "spades keys: %d distinct states, %d collisions (rate %.2e); %d distinct views, %d collisions (rate %.2e)%n",
        distinctStates,
        stateCollisions,
        (double) stateCollisions / distinctStates,
        distinctViews,
        viewCollisions,
        (double) viewCollisions / distinctViews);
    assertThat(distinctStates).isGreaterThan(15_000);
    assertThat(distinctViews).isGreaterThan(40_000);
    assertThat(stateCollisions).isZero();
    assertThat(viewCollisions).isZero();
  }

  @Test
  @DisplayName(
      "spades keys: equal states give equal keys — a deal rebuilt from its cards and replayed, and the same actions in another order of the exchange")
  void equalStatesEqualKeys() {
    SpadesRules dnp = SpadesRules.builder().doubleNilPass(true).build();
    for (long seed = 0; seed < 60; seed++) {
      SplittableRandom rng = new SplittableRandom(seed);
      SpadesState s =
          SpadesState.deal(dnp, 1, (int) (seed % 4), List.of(-100, 150), List.of(0, 0), seed);
      List<CardSet> hands = new ArrayList<>();
      for (int p = 0; p < 4; p++) {
        hands.add(s.hand(p));
      }
      SpadesState t =
          SpadesState.of(dnp, (int) (seed % 4), hands, List.of(-100, 150), List.of(0, 0));
      while (!s.isTerminal()) {
        assertThat(t).isEqualTo(s).hasSameHashCodeAs(s);
        assertThat(t.key()).isEqualTo(s.key());
        for (int p = 0; p < 4; p++) {
          assertThat(t.viewFor(p).key()).isEqualTo(s.viewFor(p).key());
        }
        List<Action> legal = s.legalActions(s.toMove());
        Action a = legal.get(rng.nextInt(legal.size()));
        int seat = s.toMove();
        SpadesState next = s.applyLegal(seat, a);
        assertThat(next.key()).isNotEqualTo(s.key());
        s = next;
        t = t.applyLegal(seat, a);
      }
      assertThat(t).isEqualTo(s);
    }
  }
}
