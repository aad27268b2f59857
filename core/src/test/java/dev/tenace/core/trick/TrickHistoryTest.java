package dev.tenace.core.trick;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.testkit.ViewGraph;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link TrickHistory}: the persistent list of completed tricks that trick play keeps and that a
 * {@link TrickTable} takes without copying.
 */
class TrickHistoryTest {
  private static final TrickOrder SPADES = TrickOrder.trumpSuit(Suit.SPADES);

  private static long packed(String trick) {
    return Trick.parse(trick, 4).packed();
  }

  @Test
  @DisplayName("a trick more shares the tricks before it; the list reads oldest first")
  void persistent() {
    TrickHistory one = TrickHistory.first(4, 0, packed("0:2C 1:AC 2:3C 3:4C"), 1);
    TrickHistory two = one.then(1, packed("1:KH 2:2H 3:3S 0:4H"), 3);
    assertThat(two.before()).isSameAs(one);
    assertThat(one).hasSize(1);
    assertThat(two).hasSize(2);
    assertThat(two.get(0)).isEqualTo(Trick.parse("0:2C 1:AC 2:3C 3:4C", 4).completed(SPADES));
    assertThat(two.get(1).winner()).isEqualTo(3);
    assertThat(two.get(1).leader()).isEqualTo(1);
    assertThat(two.last()).isEqualTo(two.get(1));
    assertThat(two.lastLeader()).isEqualTo(1);
    assertThat(two.lastWinner()).isEqualTo(3);
    assertThat(two.lastPacked()).isEqualTo(packed("1:KH 2:2H 3:3S 0:4H"));
    assertThat(CardSet.ofBits(two.lastCardBits())).isEqualTo(CardSet.parse("KH 2H 3S 4H"));
    assertThat(CardSet.ofBits(two.cardBits())).isEqualTo(CardSet.parse("2C AC 3C 4C KH 2H 3S 4H"));
    assertThat(two.tricksWon(1)).isEqualTo(1);
    assertThat(two.tricksWon(3)).isEqualTo(1);
    assertThat(two.tricksWon(0)).isZero();
    assertThat(two).isEqualTo(List.of(two.get(0), two.get(1)));
    assertThat(List.of(two.get(0), two.get(1))).isEqualTo(two).hasSameHashCodeAs(two);
    assertThatThrownBy(() -> two.add(two.get(0))).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> two.get(2)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  @DisplayName("a packed trick that is not a complete trick of new cards is refused, named")
  void refusals() {
    TrickHistory one = TrickHistory.first(4, 0, packed("0:2C 1:AC 2:3C 3:4C"), 1);
    assertThatThrownBy(() -> one.then(0, packed("0:2C 1:KC 2:QC 3:JC"), 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("byte 0");
    assertThatThrownBy(() -> one.then(4, packed("0:2D 1:KD 2:QD 3:JD"), 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("leader 4");
    assertThatThrownBy(() -> TrickHistory.first(9, 0, 0L, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("2 to 8 players");
    assertThatThrownBy(() -> TrickHistory.first(4, 0, packed("0:2D 1:KD 2:QD 3:JD") | 1L << 40, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("beyond");
    assertThatThrownBy(() -> TrickHistory.first(4, 0, packed("0:2D 1:KD 2:QD") | 200L << 24, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("byte 3");
  }

  @Test
  @DisplayName("trick play keeps its tricks in one history, and its table holds them uncopied")
  void tableTakesHistory() {
    List<CardSet> hands = new ArrayList<>();
    for (String h : List.of("2C 2H", "AC 3H", "3C 4H", "4C 5H")) {
      hands.add(CardSet.parse(h));
    }
    TrickPlay p = TrickPlay.start(SPADES, hands, 0, List.of());
    for (String c : List.of("2C", "AC", "3C", "4C")) {
      p = p.play(p.toPlay(), dev.tenace.core.card.Card.parse(c)).get();
    }
    TrickTable t = p.table();
    assertThat(t.completed()).isInstanceOf(TrickHistory.class).isSameAs(p.completedTricks());
    assertThat(t.completed().get(0).winner()).isEqualTo(1);
    assertThat(
            new TrickTable(
                SPADES,
                List.copyOf(t.completed()),
                t.current(),
                t.tricksWon(),
                t.voids(),
                t.totalTricks()))
        .isEqualTo(t);
    // the history names played cards only: no hand is reachable from the table
    List<CardSet> now = new ArrayList<>();
    for (int s = 0; s < 4; s++) {
      now.add(p.hand(s));
    }
    assertThat(ViewGraph.problems(t, 0, now)).isEmpty();
  }

  @Test
  @DisplayName(
      "the voids and tricks won a table takes from the history equal a count over its tricks, under"
          + " each order asked in turn")
  void voidsFromHistory() {
    TrickOrder hearts = TrickOrder.noTrump();
    java.util.SplittableRandom rng = new java.util.SplittableRandom(34);
    for (int deal = 0; deal < 200; deal++) {
      List<dev.tenace.core.card.Card> deck = dev.tenace.core.card.Deck.standard().shuffle(rng);
      List<CardSet> hands = new ArrayList<>();
      for (int s = 0; s < 4; s++) {
        hands.add(CardSet.of(deck.subList(13 * s, 13 * s + 13)));
      }
      TrickPlay p = TrickPlay.start(SPADES, hands, deal % 4, List.of());
      while (!p.isOver()) {
        CardSet legal = p.legalPlays();
        p = p.playLegal(legal.stream().skip(rng.nextInt(legal.size())).findFirst().orElseThrow());
        TrickHistory h = p.completedTricks() instanceof TrickHistory t ? t : null;
        for (TrickOrder order : List.of(SPADES, hearts, SPADES)) {
          TrickTable table = TrickTable.of(order, h, p.currentTrick(), 13);
          assertThat(table.voids()).isEqualTo(countedVoids(order, table));
          for (int s = 0; s < 4; s++) {
            int seat = s;
            assertThat(table.tricksWon().get(s))
                .isEqualTo(
                    (int) table.completed().stream().filter(t -> t.winner() == seat).count());
          }
        }
      }
    }
  }

  /** The voids of a table counted card by card over its tricks, from the follow rule's words. */
  private static List<Integer> countedVoids(TrickOrder order, TrickTable table) {
    int[] voids = new int[4];
    List<Trick> all = new ArrayList<>(table.completed());
    all.add(table.current());
    for (Trick t : all) {
      for (int i = 1; i < t.size(); i++) {
        int led = order.effectiveSuit(t.card(0));
        if (order.effectiveSuit(t.card(i)) != led) {
          voids[(t.leader() + i) % 4] |= 1 << led;
        }
      }
    }
    return List.of(voids[0], voids[1], voids[2], voids[3]);
  }

  @Test
  @DisplayName(
      "random tricks of new cards are taken and every corruption of one is refused, named: a byte"
          + " past the cards, a card twice, a card already played, bits beyond the trick")
  void checksEveryTrick() {
    java.util.SplittableRandom rng = new java.util.SplittableRandom(8);
    for (int round = 0; round < 2000; round++) {
      int players = 2 + rng.nextInt(7);
      List<Integer> cards = new ArrayList<>();
      for (int c = 0; c < 64; c++) {
        cards.add(c);
      }
      java.util.Collections.shuffle(cards, new java.util.Random(rng.nextLong()));
      long packed = 0;
      for (int i = 0; i < players; i++) {
        packed |= (long) cards.get(i) << (8 * i);
      }
      long played = 1L << cards.get(players);
      TrickHistory h = TrickHistory.first(players, 0, packed, players - 1);
      assertThat(Long.bitCount(h.cardBits())).isEqualTo(players);
      assertThat(h.lastPacked()).isEqualTo(packed);
      int i = rng.nextInt(players);
      long clear = packed & ~(0xFFL << (8 * i));
      long past = clear | (long) (64 + rng.nextInt(192)) << (8 * i);
      long twice = clear | (long) cards.get((i + 1) % players) << (8 * i);
      long again = clear | (long) cards.get(players) << (8 * i);
      TrickHistory before = TrickHistory.first(players, 0, packedOf(cards, players, players), 0);
      assertThatThrownBy(() -> TrickHistory.first(players, 0, past, 0))
          .hasMessageContaining("byte " + i);
      assertThatThrownBy(() -> TrickHistory.first(players, 0, twice, 0))
          .hasMessageContaining("is not a card not played yet");
      assertThatThrownBy(() -> before.then(0, again, 0))
          .hasMessageContaining("is not a card not played yet");
      assertThat(played & before.cardBits()).isEqualTo(played);
      if (players < 8) {
        long beyond = packed | (long) (1 + rng.nextInt(63)) << (8 * players);
        assertThatThrownBy(() -> TrickHistory.first(players, 0, beyond, 0))
            .hasMessageContaining("beyond");
      }
    }
  }

  /** The cards from {@code from} on, {@code players} of them, packed. */
  private static long packedOf(List<Integer> cards, int from, int players) {
    long packed = 0;
    for (int i = 0; i < players; i++) {
      packed |= (long) cards.get(from + i) << (8 * i);
    }
    return packed;
  }
}
