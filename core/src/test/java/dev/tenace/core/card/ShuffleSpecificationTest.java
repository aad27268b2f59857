package dev.tenace.core.card;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * The shuffle as specified in the {@link Shuffle} Javadoc, re-implemented here from the text with
 * {@link BigInteger} arithmetic (no shared code), must give the same order as the library; and the
 * seeded fast path of {@link Deal#shuffled(Deck, int, int, int, long)} must deal exactly what the
 * canonical deal of that order gives.
 */
class ShuffleSpecificationTest {
  private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

  /** SplitMix64 as in the specification, with unsigned values held in BigIntegers. */
  private static final class Reference {
    private BigInteger x;

    Reference(long seed) {
      x = unsigned(seed);
    }

    BigInteger next() {
      x = x.add(new BigInteger("9E3779B97F4A7C15", 16)).mod(TWO_64);
      BigInteger z = x;
      z = z.xor(z.shiftRight(30)).multiply(new BigInteger("BF58476D1CE4E5B9", 16)).mod(TWO_64);
      z = z.xor(z.shiftRight(27)).multiply(new BigInteger("94D049BB133111EB", 16)).mod(TWO_64);
      return z.xor(z.shiftRight(31));
    }

    int below(int n) {
      BigInteger bn = BigInteger.valueOf(n);
      BigInteger m = next().multiply(bn);
      BigInteger low = m.mod(TWO_64);
      if (low.compareTo(bn) < 0) {
        BigInteger t = TWO_64.subtract(bn).mod(bn);
        while (low.compareTo(t) < 0) {
          m = next().multiply(bn);
          low = m.mod(TWO_64);
        }
      }
      return m.shiftRight(64).intValueExact();
    }

    static BigInteger unsigned(long v) {
      BigInteger b = BigInteger.valueOf(v);
      return v < 0 ? b.add(TWO_64) : b;
    }
  }

  private static List<Card> referenceShuffle(Deck deck, long seed) {
    List<Card> cards = new ArrayList<>(deck.cards().toList());
    Reference r = new Reference(seed);
    for (int i = cards.size() - 1; i > 0; i--) {
      int j = r.below(i + 1);
      Card t = cards.get(i);
      cards.set(i, cards.get(j));
      cards.set(j, t);
    }
    return cards;
  }

  @Test
  @DisplayName("the library's shuffle is the specified SplitMix64 + multiply-shift + Fisher-Yates")
  void matchesTheWrittenSpecification() {
    qt().withExamples(200)
        .forAll(SourceDSL.longs().all())
        .checkAssert(
            seed -> {
              assertThat(Shuffle.shuffle(Deck.standard(), seed))
                  .isEqualTo(referenceShuffle(Deck.standard(), seed));
              assertThat(Shuffle.shuffle(Deck.piquet(), seed))
                  .isEqualTo(referenceShuffle(Deck.piquet(), seed));
            });
  }

  @Test
  @DisplayName("the seeded fast path deals what the canonical deal of the shuffled order deals")
  void fastPathEqualsCanonical() {
    qt().withExamples(300)
        .forAll(
            SourceDSL.longs().all(),
            SourceDSL.integers().between(2, 6),
            SourceDSL.integers().between(0, 5))
        .checkAssert(
            (seed, players, anyDealer) -> {
              // The dealer is reduced to a seat rather than filtered with assuming(): QuickTheories
              // gives up ("Gave up trying to find values matching assumptions") after 10 rejected
              // draws, its draws favour the bounds (2 players, dealer 5), and the filtered version
              // failed once in a mutation run without any mismatch (300,000 seeds checked apart).
              int dealer = anyDealer % players;
              Deck deck = players == 5 ? Deck.piquet() : Deck.standard();
              int handSize = deck.size() / players - (players == 5 ? 1 : 0);
              Deal fast = Deal.shuffled(deck, players, handSize, dealer, seed);
              Deal slow = Deal.canonical(deck, deck.shuffle(seed), players, handSize, dealer);
              assertThat(fast.hands()).isEqualTo(slow.hands());
              assertThat(fast.rest()).isEqualTo(slow.rest());
              assertThat(fast.dealer()).isEqualTo(dealer);
            });
  }
}
