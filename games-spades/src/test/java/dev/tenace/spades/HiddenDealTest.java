package dev.tenace.spades;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/** The constructive dealer behind the Spades sampler: exact counts, allowed cards, no search. */
class HiddenDealTest {
  static final long SPADES = CardSet.suitMask(Suit.SPADES);

  @Test
  @DisplayName("sampler: a deal meets every count and allowed mask, for random feasible constraints")
  void meetsTheConstraints() {
    qt().withExamples(300).forAll(SourceDSL.longs().all()).checkAssert(seed -> {
      SplittableRandom rng = new SplittableRandom(seed);
      // a random deal of 39 cards to 3 seats, then masks that allow it and a few more cards each
      long cards = CardSet.STANDARD_BITS & ~CardSet.suitMask(Suit.values()[rng.nextInt(4)]);
      long[] truth = new long[3];
      int[] need = new int[3];
      for (long b = cards; b != 0; b &= b - 1) {
        int s = rng.nextInt(3);
        truth[s] |= Long.lowestOneBit(b);
        need[s]++;
      }
      long[] allow = new long[3];
      for (int s = 0; s < 3; s++) {
        long sparse = rng.nextLong();
        allow[s] = truth[s] | (sparse & rng.nextLong());   // about a quarter of the cards
      }
      long[] got = HiddenDeal.deal(cards, need, allow, rng);
      long union = 0;
      for (int s = 0; s < 3; s++) {
        assertThat(Long.bitCount(got[s])).isEqualTo(need[s]);
        assertThat(got[s] & ~allow[s]).isZero();
        assertThat(union & got[s]).isZero();
        union |= got[s];
      }
      assertThat(union).isEqualTo(cards);
    });
  }

  @Test
  @DisplayName("sampler: tight exact counts (a mirror bidder's spades) are dealt at once, without a search")
  void tightCounts() {
    Assertions.assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
      SplittableRandom rng = new SplittableRandom(5);
      for (int k = 0; k < 2000; k++) {
        // three seats with 13 cards each: seat 0 exactly 1 spade, seat 1 exactly 0, seat 2 the rest
        long cards = CardSet.STANDARD_BITS & ~CardSet.suitMask(Suit.HEARTS);
        int[] need = {1, 12, 0, 13, 12, 1};
        long[] allow = {SPADES, ~SPADES, SPADES, ~SPADES, SPADES, ~SPADES};
        long[] got = HiddenDeal.deal(cards, need, allow, rng);
        assertThat(Long.bitCount(got[0] & SPADES)).isEqualTo(1);
        assertThat(Long.bitCount(got[4] & SPADES)).isEqualTo(12);
      }
    });
  }

  @Test
  @DisplayName("sampler: constraints no deal meets are reported at once, naming the cards")
  void infeasibleFailsFast() {
    Assertions.assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
      long cards = CardSet.STANDARD_BITS;
      int[] need = {13, 13, 13, 13};
      // seats 0 and 1 may hold only spades and hearts (26 cards) but need 26 … and seat 2 wants a heart too
      long sh = SPADES | CardSet.suitMask(Suit.HEARTS);
      long[] allow = {sh, sh, -1L, ~sh};
      long[] ok = HiddenDeal.deal(cards, need, allow, new SplittableRandom(1));
      assertThat(ok[0] | ok[1]).isEqualTo(sh);
      long[] bad = {sh, sh, sh, ~sh};
      assertThatThrownBy(() -> HiddenDeal.deal(cards, need, bad, new SplittableRandom(1)))
          .isInstanceOf(IllegalStateException.class).hasMessageContaining("no deal of the hidden cards");
      assertThatThrownBy(() -> HiddenDeal.deal(cards, new int[] {13, 13, 13, 12}, allow, new SplittableRandom(1)))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("51");
    });
  }
}
