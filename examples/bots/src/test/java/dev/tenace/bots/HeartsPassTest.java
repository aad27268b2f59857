package dev.tenace.bots;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.hearts.HeartsRules;
import dev.tenace.hearts.HeartsState;
import dev.tenace.hearts.HeartsView;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link HeartsHeuristic}'s pass (hearts §3.2). */
class HeartsPassTest {
  @Test
  @DisplayName(
      "Hearts 3.2: passes QS, AS, KS when held, then its highest cards outside spades, keeping low spades")
  void passesHighCardsKeepsSpades() {
    CardSet danger = CardSet.parse("QS AS KS");
    int checked = 0;
    for (long seed = 0; seed < 200; seed++) {
      HeartsState s = HeartsState.deal(HeartsRules.defaults(), 0, seed);
      for (int seat = 0; seat < 4; seat++) {
        HeartsView v = s.viewFor(seat);
        CardSet hand = v.hand();
        CardSet passed = ((HeartsAction.Pass) new HeartsHeuristic().act(v)).cards();
        CardSet heldDanger = hand.intersect(danger);
        assertThat(passed.containsAll(heldDanger)).as("%s passes %s", hand, passed).isTrue();
        CardSet rest = passed.minus(heldDanger);
        CardSet keptSide = hand.minus(passed).minus(hand.inSuit(Suit.SPADES));
        if (keptSide.isEmpty()) {
          continue;
        }
        for (Card c : rest) {
          assertThat(c.suit()).as("%s passes %s", hand, passed).isNotEqualTo(Suit.SPADES);
          for (Card k : keptSide) {
            assertThat(c.rank()).as("%s passes %s", hand, passed).isGreaterThanOrEqualTo(k.rank());
          }
          checked++;
        }
      }
    }
    assertThat(checked).isGreaterThan(500);
  }
}
