package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Suit;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The blocks the games share since the frame moved into core: the packed form of a trick, the
 * public table of a trick-play phase, rule-code pairs and the sampler's random subsets.
 */
class FrameBlocksTest {
  @Test
  @DisplayName("Trick.ofPacked is the inverse of packed() for every trick of a phase, winners kept")
  void packedRoundTrip() {
    TrickPlay p =
        TrickPlay.start(TrickOrder.trumpSuit(Suit.HEARTS), TrickPlayTest.HANDS, 0, List.of());
    SplittableRandom rng = new SplittableRandom(3);
    while (!p.isOver()) {
      List<Card> legal = p.legalPlays().toList();
      p = p.playLegal(legal.get(rng.nextInt(legal.size())));
      Trick c = p.currentTrick();
      assertThat(Trick.ofPacked(c.players(), c.leader(), c.size(), c.packed(), -1)).isEqualTo(c);
    }
    for (Trick t : p.completedTricks()) {
      Trick again = Trick.ofPacked(t.players(), t.leader(), t.size(), t.packed(), t.winner());
      assertThat(again).isEqualTo(t);
      assertThat(again.winner()).isEqualTo(t.winner());
    }
  }

  @Test
  @DisplayName("Trick.ofPacked refuses what is not a trick, naming the part")
  void packedRefusals() {
    long twoCards = Card.parse("AS").index() | ((long) Card.parse("KS").index() << 8);
    assertThatThrownBy(() -> Trick.ofPacked(9, 0, 0, 0, -1)).hasMessageContaining("2 to 8");
    assertThatThrownBy(() -> Trick.ofPacked(4, 4, 0, 0, -1)).hasMessageContaining("leader");
    assertThatThrownBy(() -> Trick.ofPacked(4, 0, 5, twoCards, -1)).hasMessageContaining("0..4");
    assertThatThrownBy(() -> Trick.ofPacked(4, 0, 2, twoCards, 4)).hasMessageContaining("winner");
    assertThatThrownBy(() -> Trick.ofPacked(4, 0, 1, twoCards, -1))
        .hasMessageContaining("beyond its 1 cards");
    long twice = Card.parse("AS").index() | ((long) Card.parse("AS").index() << 8);
    assertThatThrownBy(() -> Trick.ofPacked(4, 0, 2, twice, -1))
        .hasMessageContaining("not a new card");
    assertThatThrownBy(() -> Trick.ofPacked(4, 0, 1, 200, -1))
        .hasMessageContaining("not a new card");
    assertThat(Trick.ofPacked(4, 2, 0, 0, -1)).isEqualTo(Trick.lead(4, 2));
  }

  @Test
  @DisplayName("a phase's table holds its public facts and no hand")
  void table() {
    TrickPlay p =
        TrickPlay.start(TrickOrder.trumpSuit(Suit.HEARTS), TrickPlayTest.HANDS, 0, List.of());
    p = p.playLegal(Card.parse("AS")).playLegal(Card.parse("KS")).playLegal(Card.parse("2D"));
    p = p.playLegal(Card.parse("QS")).playLegal(Card.parse("2S"));
    TrickTable t = p.table();
    assertThat(t.completed()).isEqualTo(p.completedTricks());
    assertThat(t.current()).isEqualTo(p.currentTrick());
    assertThat(t.currentWinner()).isZero();
    assertThat(t.tricksWon()).containsExactly(1, 0, 0, 0);
    assertThat(t.voids().get(2)).isEqualTo(1 << Suit.SPADES.ordinal());
    assertThat(t.played()).isEqualTo(p.played());
    assertThat(t.totalTricks()).isEqualTo(3);
  }

  @Test
  @DisplayName("rule codes come in pairs, in order; an odd list names the code without meaning")
  void codes() {
    Map<String, String> m = AbstractGameDefinition.codes("B", "b", "A", "a");
    assertThat(m.keySet()).containsExactly("B", "A");
    assertThat(m).containsEntry("A", "a");
    assertThatThrownBy(() -> AbstractGameDefinition.codes("B", "b", "C"))
        .hasMessageContaining("C has no meaning");
  }

  @Test
  @DisplayName("randomSubset draws k cards of the set, every card sometimes, and refuses too many")
  void randomSubset() {
    long from = 0b1011_0110L;
    long seen = 0;
    SplittableRandom rng = new SplittableRandom(1);
    for (int i = 0; i < 200; i++) {
      long s = HiddenDeal.randomSubset(from, 3, rng);
      assertThat(Long.bitCount(s)).isEqualTo(3);
      assertThat(s & ~from).isZero();
      seen |= s;
    }
    assertThat(seen).isEqualTo(from);
    assertThat(HiddenDeal.randomSubset(from, 0, rng)).isZero();
    assertThatThrownBy(() -> HiddenDeal.randomSubset(from, 6, rng))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("6 cards of 5");
  }

  /** Rules that say how a deal is dealt, as a game's rules value does. */
  private record Dealt(int players) implements TrickGameState.Dealing {
    @Override
    public Deck deck() {
      return Deck.standard();
    }

    @Override
    public int handSize() {
      return 52 / players;
    }
  }

  @Test
  @DisplayName(
      "shuffledDeal and explicitDeal take the deck, the seats and the hand size from the rules")
  void dealsFromRules() {
    Deal shuffled = TrickGameState.shuffledDeal(new Dealt(4), 1, 42L);
    assertThat(shuffled).isEqualTo(Deal.shuffled(Deck.standard(), 4, 13, 1, 42L));
    assertThat(TrickGameState.explicitDeal("toy §2", new Dealt(4), 1, shuffled.hands(), List.of()))
        .isEqualTo(shuffled);
    assertThatThrownBy(
            () ->
                TrickGameState.explicitDeal("toy §2", new Dealt(2), 1, shuffled.hands(), List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("toy with these rules has 2 players but 4 hands were given");
  }
}
