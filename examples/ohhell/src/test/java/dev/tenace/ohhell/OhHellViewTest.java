package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.Action;
import dev.tenace.core.testkit.MatchDeals;
import dev.tenace.core.testkit.ViewGraph;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What a seat's view of Oh Hell holds (§7): its hand, the turn-up, every bid and card played, the
 * scores at the end; never another hand or the pack below the turn-up. OH-E10 is in {@link
 * OhHellWorkedExamplesTest}.
 */
class OhHellViewTest {
  @Test
  @DisplayName(
      "ohhell §7.1, §7.3: over random deals of every preset, at every step, each view holds its own hand and legal actions, the turn-up, every bid and every action played, and the scores at the end")
  void viewsFollowThePlay() {
    int views = 0;
    for (OhHellRules r : OhHellGame.INSTANCE.presets().values()) {
      for (long seed = 0; seed < 8; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        OhHellState s = MatchDeals.deal(OhHellGame.INSTANCE, r, seed);
        int played = 0;
        while (true) {
          for (int seat = 0; seat < r.players(); seat++) {
            OhHellView v = s.viewFor(seat);
            String where = r + " seed " + seed + " seat " + seat + " step " + played;
            assertThat(v.hand()).as(where).isEqualTo(s.hand(seat));
            assertThat(v.legalActions()).as(where).isEqualTo(s.legalActions(seat));
            assertThat(v.handSize()).as(where).isEqualTo(r.handSize(s.dealNumber()));
            assertThat(v.turnUp()).as(where).isEqualTo(s.viewFor(0).turnUp());
            assertThat(v.history()).as(where).hasSize(played);
            for (int x = 0; x < r.players(); x++) {
              assertThat(v.bid(x)).as(where).isEqualTo(s.bid(x));
            }
            assertThat(v.scores()).as(where).hasSize(s.isTerminal() ? r.players() : 0);
            for (int x = 0; s.isTerminal() && x < r.players(); x++) {
              assertThat(v.scores().get(x)).as(where).isEqualTo(s.score(x));
            }
            assertThat(ViewGraph.problems(s, seat)).as(where).isEmpty();
            views++;
          }
          if (s.isTerminal()) {
            break;
          }
          List<Action> legal = s.legalActions(s.toMove());
          s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
          played++;
        }
      }
    }
    assertThat(views).isGreaterThan(2_000);
  }

  @Test
  @DisplayName(
      "ohhell §7.2: two deals that differ only in the pack below the turn-up are other states, but every seat's view and its key are the same")
  void restBelowTheTurnUpIsHidden() {
    OhHellRules rules = OhHellRules.defaults();
    List<CardSet> hands =
        List.of(
            CardSet.parse("5D 6C 7C 8C"),
            CardSet.parse("9D KD 2H AS"),
            CardSet.parse("2D 3H 4D 6S"),
            CardSet.parse("2C 3C 4C 9C"));
    long dealt = Card.parse("5H").bit();
    for (CardSet h : hands) {
      dealt |= h.bits();
    }
    List<Card> below = CardSet.ofBits(Deck.standard().cards().bits() & ~dealt).toList();
    List<Card> rest = new ArrayList<>(List.of(Card.parse("5H")));
    rest.addAll(below);
    List<Card> reversed = new ArrayList<>(below);
    Collections.reverse(reversed);
    List<Card> other = new ArrayList<>(List.of(Card.parse("5H")));
    other.addAll(reversed);
    OhHellState a = OhHellGame.INSTANCE.explicitDeal(rules, 1, hands, rest, Map.of("deal", 7));
    OhHellState b = OhHellGame.INSTANCE.explicitDeal(rules, 1, hands, other, Map.of("deal", 7));
    assertThat(a).isNotEqualTo(b);
    for (int seat = 0; seat < 4; seat++) {
      assertThat(a.viewFor(seat)).isEqualTo(b.viewFor(seat));
      assertThat(a.viewFor(seat).key()).isEqualTo(b.viewFor(seat).key());
      assertThat(a.viewFor(seat).turnUp()).contains(Card.parse("5H"));
    }
  }
}
