package dev.tenace.bots;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.hearts.HeartsGame;
import dev.tenace.hearts.HeartsState;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link HeartsHeuristic}'s card choice works on ranks folded out of the masks; here it is checked
 * against the rule as written in its Javadoc, card by card, over random hands and tricks.
 */
class HeartsHeuristicMasksTest {
  private static final HeartsHeuristic H = new HeartsHeuristic();
  private static final long DECK = (1L << 52) - 1;

  @Test
  @DisplayName(
      "in a play-out the Hearts heuristic passes from the state's hand what it passes from the"
          + " seat's view: every seat of 300 deals of every preset")
  void passInPlayOutEqualsPassOnView() {
    int checked = 0;
    for (var preset : HeartsGame.INSTANCE.presets().entrySet()) {
      for (long seed = 0; seed < 300; seed++) {
        HeartsState s =
            HeartsGame.INSTANCE.newDeal(
                preset.getValue(),
                (int) (seed % HeartsGame.INSTANCE.players(preset.getValue())),
                seed);
        while (s.legalActions(s.toMove()).get(0) instanceof HeartsAction.Pass) {
          int seat = s.toMove();
          List<Action> legal = s.legalActions(seat);
          Action onView = H.act(s.viewFor(seat));
          Action inPlayOut = H.choose(s, seat, legal, new SplittableRandom(seed));
          assertThat(inPlayOut)
              .as("%s seed %d seat %d", preset.getKey(), seed, seat)
              .isEqualTo(onView);
          s = s.applyLegal(seat, inPlayOut);
          checked++;
        }
      }
    }
    assertThat(checked).as("passes compared").isGreaterThan(1000);
  }

  @Test
  @DisplayName(
      "the Hearts heuristic's mask arithmetic picks the card its rule names: 200,000 random hands,"
          + " leads and follows")
  void masksAgreeWithTheRule() {
    SplittableRandom rng = new SplittableRandom(5);
    int follows = 0;
    int voids = 0;
    for (int i = 0; i < 200_000; i++) {
      long hand = rng.nextLong() & DECK & rng.nextLong(); // about 13 cards
      if (hand == 0) {
        continue;
      }
      int players = 3 + rng.nextInt(3);
      assertThat(H.play(-1, 0L, hand, players)).as("lead from %s", hand).isEqualTo(lowest(hand));
      long others = DECK & ~hand;
      int size = 1 + rng.nextInt(players - 1);
      long trick = 0;
      for (int k = 0; k < size; k++) {
        trick |=
            1L << CardSet.selectIndex(others & ~trick, rng.nextInt(Long.bitCount(others & ~trick)));
      }
      int led = CardSet.selectIndex(trick, rng.nextInt(size));
      Suit suit = Card.ofIndex(led).suit();
      long legal = (hand & CardSet.suitMask(suit)) != 0 ? hand & CardSet.suitMask(suit) : hand;
      int expected;
      if ((legal & CardSet.suitMask(suit)) != 0) {
        expected = follow(legal, trick, suit, size == players - 1);
        follows++;
      } else {
        expected = dump(legal);
        voids++;
      }
      assertThat(H.play(led, trick, legal, players))
          .as("hand %s, trick %s led %s", CardSet.ofBits(legal), CardSet.ofBits(trick), led)
          .isEqualTo(expected);
    }
    assertThat(follows).isGreaterThan(50_000);
    assertThat(voids).isGreaterThan(5_000);
  }

  /** The lowest rank; among equal ranks the first card in index order (clubs first). */
  private static int lowest(long cards) {
    Card best = null;
    for (Card c : CardSet.ofBits(cards)) {
      if (best == null || c.rank().ordinal() < best.rank().ordinal()) {
        best = c;
      }
    }
    return best.index();
  }

  /**
   * Following suit: the highest card under the trick's highest of the led suit, else the highest
   * when last to play, else the lowest.
   */
  private static int follow(long legal, long trick, Suit suit, boolean last) {
    int high = -1;
    for (Card c : CardSet.ofBits(trick)) {
      if (c.suit() == suit) {
        high = Math.max(high, c.rank().ordinal());
      }
    }
    Card under = null;
    Card highest = null;
    Card low = null;
    for (Card c : CardSet.ofBits(legal)) {
      int r = c.rank().ordinal();
      if (r < high && (under == null || r > under.rank().ordinal())) {
        under = c;
      }
      if (highest == null || r > highest.rank().ordinal()) {
        highest = c;
      }
      if (low == null || r < low.rank().ordinal()) {
        low = c;
      }
    }
    return under != null ? under.index() : last ? highest.index() : low.index();
  }

  /**
   * Void in the led suit: QS, AS, KS in that order, else the highest heart, else the highest rank.
   */
  private static int dump(long legal) {
    for (String d : new String[] {"QS", "AS", "KS"}) {
      if ((legal & Card.parse(d).bit()) != 0) {
        return Card.parse(d).index();
      }
    }
    Card best = null;
    for (Card c : CardSet.ofBits(legal)) {
      boolean heart = c.suit() == Suit.HEARTS;
      boolean bestHeart = best != null && best.suit() == Suit.HEARTS;
      if (best == null
          || (heart && !bestHeart)
          || (heart == bestHeart && c.rank().ordinal() > best.rank().ordinal())) {
        best = c;
      }
    }
    return best.index();
  }
}
