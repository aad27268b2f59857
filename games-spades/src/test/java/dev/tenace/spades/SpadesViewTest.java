package dev.tenace.spades;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Move;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The typed public facts of {@link SpadesView} (bids, who sees a hand, looks, the exchange, tricks
 * per seat and team, the match context), checked against what random play did; a worked example;
 * that another seat's hidden choices never reach a view (keys: {@link SpadesKeysTest}).
 */
class SpadesViewTest {

  /**
   * Rule sets with the facts that differ between them, each with the team totals before the deal.
   */
  static final List<SpadesRules> RULES =
      List.of(
          SpadesRules.defaults(),
          SpadesRules.builder().doubleNilPass(true).build(),
          SpadesRules.builder().suicide(true).doubleNilPass(true).build(),
          SpadesRules.builder().blindNilRestricted(true).nilTricksSeparate(true).build(),
          SpadesRules.builder().mirror(true).build(),
          SpadesRules.builder().roulette(true).build(),
          SpadesRules.builder().lefty(true).firstLeadTwoOfClubs(true).build(),
          SpadesRules.builder().blindNil(false).build());

  /** The winner of a complete trick, by spades §4.5 written out again. */
  static int winner(List<Integer> seats, List<Card> cards) {
    int best = 0;
    for (int i = 1; i < 4; i++) {
      Card c = cards.get(i);
      Card b = cards.get(best);
      boolean cs = c.suit() == Suit.SPADES;
      boolean bs = b.suit() == Suit.SPADES;
      if ((cs && !bs) || (cs == bs && c.suit() == b.suit() && c.rank().compareTo(b.rank()) > 0)) {
        best = i;
      }
    }
    return seats.get(best);
  }

  /** What the test saw happen in a deal, to check every view against. */
  static final class Seen {
    final SpadesRules rules;
    final List<Integer> scores;
    final List<Optional<SpadesBid>> bids =
        new ArrayList<>(Collections.nCopies(4, Optional.empty()));
    final boolean[] handSeen = new boolean[4];
    final boolean[] looked = new boolean[4];
    final CardSet[] chosen = {CardSet.EMPTY, CardSet.EMPTY, CardSet.EMPTY, CardSet.EMPTY};
    final int[] tricks = new int[4];
    final List<Move> log = new ArrayList<>();
    final List<Integer> trickSeats = new ArrayList<>();
    final List<Card> trickCards = new ArrayList<>();
    boolean delivered;

    Seen(SpadesRules rules, List<Integer> scores) {
      this.rules = rules;
      this.scores = scores;
      for (int s = 0; s < 4; s++) {
        handSeen[s] =
            !SpadesRulesTest.BlindNil.expected(rules, scores.get(s % 2), scores.get(1 - s % 2));
      }
    }

    void took(int seat, Action a, SpadesState after) {
      log.add(new Move(seat, a));
      if (a == SpadesAction.Look.LOOK) {
        looked[seat] = true;
        handSeen[seat] = true;
      } else if (a instanceof SpadesAction.Bid b) {
        bids.set(seat, Optional.of(SpadesBid.of(b.tricks())));
        handSeen[seat] = true;
      } else if (a == SpadesAction.Nil.NIL) {
        bids.set(seat, Optional.of(SpadesBid.NIL));
        handSeen[seat] = true;
      } else if (a == SpadesAction.BlindNil.BLIND_NIL) {
        bids.set(seat, Optional.of(SpadesBid.BLIND_NIL));
        handSeen[seat] = true;
      } else if (a instanceof SpadesAction.Exchange e) {
        chosen[seat] = e.cards();
      } else if (a instanceof SpadesAction.Play p) {
        trickSeats.add(seat);
        trickCards.add(p.card());
        if (trickCards.size() == 4) {
          tricks[winner(trickSeats, trickCards)]++;
          trickSeats.clear();
          trickCards.clear();
        }
      }
      delivered =
          after.phase() == SpadesState.Phase.PLAYING || after.phase() == SpadesState.Phase.OVER;
    }

    boolean exchanging(int seat) {
      if ((!rules.doubleNilPass() && !rules.blindNilRestricted())
          || bids.stream().anyMatch(Optional::isEmpty)) {
        return false;
      }
      return bids.get(seat % 2).get().blind() || bids.get(seat % 2 + 2).get().blind();
    }

    /**
     * The history as {@code viewer} may know it: others' exchanges concealed, the partner's shown
     * once delivered.
     */
    List<Move> historyFor(int viewer) {
      List<Move> out = new ArrayList<>();
      for (Move m : log) {
        boolean hidden =
            m.action() instanceof SpadesAction.Exchange
                && m.seat() != viewer
                && !(m.seat() == (viewer + 2) % 4 && delivered);
        out.add(hidden ? new Move(m.seat(), new Concealed("exchange")) : m);
      }
      return out;
    }

    void check(SpadesState s, int p) {
      SpadesView v = s.viewFor(p);
      String as = "seat " + p + " after " + log;
      assertThat(v.bids()).as(as).isEqualTo(bids);
      for (int x = 0; x < 4; x++) {
        assertThat(v.bid(x)).as(as).isEqualTo(bids.get(x));
        assertThat(v.handSeen().get(x)).as(as + " seen " + x).isEqualTo(handSeen[x]);
        assertThat(v.looked(x)).as(as).isEqualTo(looked[x]);
        assertThat(v.exchanging(x)).as(as).isEqualTo(exchanging(x));
        assertThat(v.hasChosen(x)).as(as).isEqualTo(!chosen[x].isEmpty());
        assertThat(v.tricksWon().get(x)).as(as).isEqualTo(tricks[x]);
      }
      assertThat(v.seesHand()).isEqualTo(handSeen[p]);
      assertThat(v.hand()).as(as).isEqualTo(handSeen[p] ? s.hand(p) : CardSet.EMPTY);
      for (int t = 0; t < 2; t++) {
        int c =
            bids.get(t).map(SpadesBid::tricks).orElse(0)
                + bids.get(t + 2).map(SpadesBid::tricks).orElse(0);
        assertThat(v.contract(t)).as(as).isEqualTo(c);
      }
      assertThat(v.teamTricks())
          .as(as)
          .containsExactly(tricks[0] + tricks[2], tricks[1] + tricks[3]);
      assertThat(v.gave()).as(as).isEqualTo(chosen[p]);
      assertThat(v.received())
          .as(as)
          .isEqualTo(delivered && exchanging(p) ? chosen[(p + 2) % 4] : CardSet.EMPTY);
      assertThat(v.history()).as(as).isEqualTo(historyFor(p));
      assertThat(v.scoresBefore()).isEqualTo(scores);
      assertThat(v.standing())
          .containsExactly(scores.get(0), scores.get(1), scores.get(0), scores.get(1));
      assertThat(v.teamScores()).isEqualTo(s.isTerminal() ? s.teamScores() : List.of());
    }
  }

  @Test
  @DisplayName(
      "spades §3–§5, §7: every view's typed facts are what random play did, at every step, for every seat")
  void factsFollowThePlay() {
    int exchanges = 0;
    int looks = 0;
    int blind = 0;
    for (int k = 0; k < RULES.size(); k++) {
      SpadesRules r = RULES.get(k);
      for (long seed = 0; seed < 40; seed++) {
        SplittableRandom rng = new SplittableRandom(seed * 13 + k);
        // team A 250 behind in half the deals, so blind nil (and its exchange) is possible under
        // every rule set
        List<Integer> scores = seed % 2 == 0 ? List.of(-150, 100) : List.of(120, 40);
        SpadesState s = SpadesState.deal(r, 1, (int) (seed % 4), scores, List.of(2, 5), seed);
        Seen seen = new Seen(r, scores);
        while (true) {
          for (int p = 0; p < 4; p++) {
            seen.check(s, p);
          }
          if (s.isTerminal()) {
            break;
          }
          int seat = s.toMove();
          List<Action> legal = s.legalActions(seat);
          // prefer blind nil now and then, so exchanges happen
          Action a =
              legal.contains(SpadesAction.BlindNil.BLIND_NIL) && rng.nextInt(3) == 0
                  ? SpadesAction.BlindNil.BLIND_NIL
                  : legal.get(rng.nextInt(legal.size()));
          exchanges += a instanceof SpadesAction.Exchange ? 1 : 0;
          looks += a == SpadesAction.Look.LOOK ? 1 : 0;
          blind += a == SpadesAction.BlindNil.BLIND_NIL ? 1 : 0;
          s = s.applyLegal(seat, a);
          seen.took(seat, a, s);
        }
      }
    }
    assertThat(exchanges).as("exchanges").isGreaterThan(20);
    assertThat(looks).as("looks").isGreaterThan(100);
    assertThat(blind).as("blind nils").isGreaterThan(50);
  }

  @Test
  @DisplayName(
      "spades worked example (SP-E2, SP-E8, SP-E15): a doubleNilPass deal read through seat 0's and seat 1's views")
  void workedExample() {
    SpadesRules dnp = SpadesRules.builder().doubleNilPass(true).build();
    // dealer 3, A = 150, B = 360: team A (seats 0, 2) is 210 behind and may bid blind nil; team B
    // sees its hands
    SpadesState s = SpadesState.deal(dnp, 2, 3, List.of(150, 360), List.of(4, 7), 11L);
    SpadesView v0 = s.viewFor(0);
    assertThat(v0.handSeen()).containsExactly(false, true, false, true);
    assertThat(v0.hand()).isEqualTo(CardSet.EMPTY);
    assertThat(v0.legalActions())
        .containsExactly(SpadesAction.Look.LOOK, SpadesAction.BlindNil.BLIND_NIL);
    assertThat(v0.standing()).containsExactly(150, 360, 150, 360);
    assertThat(v0.scoresBefore()).containsExactly(150, 360);
    assertThat(v0.bagsBefore()).containsExactly(4, 7);
    assertThat(v0.dealNumber()).isEqualTo(2);
    s =
        s.apply(0, SpadesAction.Look.LOOK)
            .get()
            .apply(0, new SpadesAction.Bid(4))
            .get()
            .apply(1, new SpadesAction.Bid(3))
            .get()
            .apply(2, SpadesAction.BlindNil.BLIND_NIL)
            .get()
            .apply(3, SpadesAction.Nil.NIL)
            .get();
    SpadesView v1 = s.viewFor(1);
    assertThat(v1.bids())
        .containsExactly(
            Optional.of(SpadesBid.of(4)),
            Optional.of(SpadesBid.of(3)),
            Optional.of(SpadesBid.BLIND_NIL),
            Optional.of(SpadesBid.NIL));
    assertThat(v1.bid(2).get().blind()).isTrue();
    assertThat(v1.bid(3).get().isNil()).isTrue();
    assertThat(v1.bid(3).get().blind()).isFalse();
    assertThat(v1.contract(0)).isEqualTo(4);
    assertThat(v1.contract(1)).isEqualTo(3);
    assertThat(v1.looked(0)).isTrue();
    assertThat(v1.looked(2)).isFalse();
    assertThat(v1.phase()).isEqualTo(SpadesState.Phase.EXCHANGE);
    assertThat(v1.exchanging(0)).isTrue();
    assertThat(v1.exchanging(1)).isFalse();
    assertThat(v1.legalActions()).isEmpty();
    assertThat(v1.history())
        .extracting(m -> m.seat() + " " + m.action().text())
        .containsExactly("0 look", "0 bid 4", "1 bid 3", "2 blindnil", "3 nil");
    CardSet g2 = CardSet.of(s.hand(2).toList().subList(0, 2));
    CardSet g0 = CardSet.of(s.hand(0).toList().subList(11, 13));
    s = s.apply(2, new SpadesAction.Exchange(g2)).get();
    assertThat(s.viewFor(1).history()).last().isEqualTo(new Move(2, new Concealed("exchange")));
    assertThat(s.viewFor(0).history())
        .as("the partner's choice is hidden until delivered")
        .last()
        .isEqualTo(new Move(2, new Concealed("exchange")));
    assertThat(s.viewFor(2).history()).last().isEqualTo(new Move(2, new SpadesAction.Exchange(g2)));
    assertThat(s.viewFor(0).hasChosen(2)).isTrue();
    s = s.apply(0, new SpadesAction.Exchange(g0)).get();
    SpadesView a0 = s.viewFor(0);
    assertThat(a0.gave()).isEqualTo(g0);
    assertThat(a0.received()).isEqualTo(g2);
    assertThat(a0.history().subList(5, 7))
        .containsExactly(
            new Move(2, new SpadesAction.Exchange(g2)), new Move(0, new SpadesAction.Exchange(g0)));
    assertThat(s.viewFor(3).history().subList(5, 7))
        .containsExactly(
            new Move(2, new Concealed("exchange")), new Move(0, new Concealed("exchange")));
    assertThat(a0.tricks()).contains(s.trickPhase().orElseThrow().table());
    assertThat(a0.tricks().get().current().leader()).isZero();
    assertThat(a0.teamTricks()).containsExactly(0, 0);
    // one trick: seat 0 leads its lowest legal card, everyone follows with the lowest legal card
    for (int i = 0; i < 4; i++) {
      int seat = s.toMove();
      s = s.apply(seat, s.legalActions(seat).get(0)).get();
    }
    SpadesView after = s.viewFor(1);
    int w = after.tricks().get().lastTrick().get().winner();
    assertThat(after.tricksWon().get(w)).isEqualTo(1);
    assertThat(after.teamTricks().get(w % 2)).isEqualTo(1);
    assertThat(after.history()).hasSize(11);
  }

  @Test
  @DisplayName(
      "spades §3.3, §7 doubleNilPass: another seat's hidden choices never appear in a view's history or facts")
  void hiddenChoicesStayHidden() {
    SpadesRules dnp = SpadesRules.builder().doubleNilPass(true).build();
    int checkedExchanges = 0;
    for (long seed = 0; seed < 300; seed++) {
      SplittableRandom rng = new SplittableRandom(seed);
      SpadesState s =
          SpadesState.deal(dnp, 1, (int) (seed % 4), List.of(-100, 150), List.of(0, 0), seed);
      while (!s.isTerminal()) {
        for (int p = 0; p < 4; p++) {
          SpadesView v = s.viewFor(p);
          for (int x = 0; x < 4; x++) {
            CardSet choice = s.exchanged(x);
            boolean known = x == p || (x == (p + 2) % 4 && s.trickPhase().isPresent());
            if (choice.isEmpty() || known) {
              continue;
            }
            checkedExchanges++;
            // the cards of x's choice are named nowhere in p's history, nor in its exchange facts
            for (Move m : v.history()) {
              if (m.seat() == x) {
                assertThat(m.action()).isNotInstanceOf(SpadesAction.Exchange.class);
              }
              assertThat(m.action().text()).doesNotContain("exchange " + choice);
            }
            assertThat(v.gave().bits() & choice.bits()).isZero();
            assertThat(v.received().bits() & choice.bits()).isZero();
          }
          if (!s.handSeen(p)) {
            assertThat(v.hand()).isEqualTo(CardSet.EMPTY);
            assertThat(v.legalActions())
                .allMatch(a -> a == SpadesAction.Look.LOOK || a == SpadesAction.BlindNil.BLIND_NIL);
          }
        }
        List<Action> legal = s.legalActions(s.toMove());
        Action a =
            legal.contains(SpadesAction.BlindNil.BLIND_NIL)
                ? SpadesAction.BlindNil.BLIND_NIL
                : legal.get(rng.nextInt(legal.size()));
        s = s.applyLegal(s.toMove(), a);
      }
    }
    assertThat(checkedExchanges).as("views with another seat's hidden exchange").isGreaterThan(500);
  }
}
