package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.Move;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The keys, equality and hash codes of Sheepshead states and views: no two unequal states or views
 * share a key over random deals, rebuilt deals keep theirs, and each defining part of a state
 * (standing, doublers, deal number, dealer) changes its key.
 */
class SheepsheadKeysTest {
  @Test
  @DisplayName(
      "sheepshead keys: over every state of 300 random deals no two unequal states or views share a key; rebuilt deals keep theirs")
  void keysDoNotCollide() {
    Map<Long, SheepsheadState> states = new HashMap<>();
    Map<Long, SheepsheadView> views = new HashMap<>();
    int stateCollisions = 0;
    int viewCollisions = 0;
    int stateCount = 0;
    int viewCount = 0;
    for (long seed = 0; seed < 300; seed++) {
      SheepsheadRules rules =
          SheepsheadViewTest.RULES.get((int) (seed % SheepsheadViewTest.RULES.size()));
      List<SheepsheadState> deal = SheepsheadViewTest.randomDeal(rules, seed);
      for (SheepsheadState s : deal) {
        SheepsheadState other = states.putIfAbsent(s.key(), s);
        if (other == null) {
          stateCount++;
        } else if (!other.equals(s)) {
          stateCollisions++;
        }
        for (int seat = 0; seat < s.players(); seat++) {
          SheepsheadView v = s.viewFor(seat);
          SheepsheadView w = views.putIfAbsent(v.key(), v);
          if (w == null) {
            viewCount++;
          } else if (!w.equals(v)) {
            viewCollisions++;
          }
        }
      }
      // equal states give equal keys: the same deal rebuilt from its cards and replayed
      SheepsheadState first = deal.get(0);
      List<CardSet> hands = new ArrayList<>();
      for (int p = 0; p < first.players(); p++) {
        hands.add(first.hand(p));
      }
      SheepsheadState t =
          SheepsheadState.of(
              rules,
              Deal.of(Deck.piquet(), first.dealer(), hands, first.blind()),
              first.pendingDoublers(),
              first.dealNumber(),
              first.standing());
      SheepsheadState end = deal.get(deal.size() - 1);
      for (Move m : end.history()) {
        t = t.applyLegal(m.seat(), m.action());
      }
      assertThat(t).isEqualTo(end).hasSameHashCodeAs(end);
      assertThat(t.key()).isEqualTo(end.key());
    }
    System.out.printf(
        "sheepshead keys: %d distinct states, %d collisions (rate %.2e); %d distinct views, %d collisions"
            + " (rate %.2e)%n",
        stateCount,
        stateCollisions,
        stateCollisions / (double) stateCount,
        viewCount,
        viewCollisions,
        viewCollisions / (double) viewCount);
    assertThat(stateCount).isGreaterThan(10_000);
    assertThat(viewCount).isGreaterThan(40_000);
    assertThat(stateCollisions).isZero();
    assertThat(viewCollisions).isZero();
  }

  @Test
  @DisplayName(
      "sheepshead keys: a state's key changes with each defining part (standing, doublers, deal number, dealer)")
  void keysSeeTheMatchContext() {
    SheepsheadRules r = SheepsheadRules.defaults();
    SheepsheadState base = SheepsheadState.deal(r, 1, 0, 0, List.of(0, 0, 0, 0, 0), 5L);
    List<SheepsheadState> variants =
        List.of(
            SheepsheadState.deal(r, 1, 0, 0, List.of(0, 0, 0, 0, 1), 5L),
            SheepsheadState.deal(r, 1, 0, 1, List.of(0, 0, 0, 0, 0), 5L),
            SheepsheadState.deal(r, 2, 0, 0, List.of(0, 0, 0, 0, 0), 5L),
            SheepsheadState.deal(
                SheepsheadRules.builder().crack(true).build(),
                1,
                0,
                0,
                List.of(0, 0, 0, 0, 0),
                5L));
    for (SheepsheadState v : variants) {
      assertThat(v).isNotEqualTo(base);
      assertThat(v.key()).isNotEqualTo(base.key());
      assertThat(v.viewFor(2).key()).isNotEqualTo(base.viewFor(2).key());
    }
    assertThat(SheepsheadState.deal(r, 1, 0, 0, 5L).key()).isEqualTo(base.key());
  }
}
