package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * {@link SubsetActions}: every k-subset exactly once, in lexicographic order, with exact
 * membership.
 */
class SubsetActionsTest {
  /** A test action choosing cards. */
  record Pick(CardSet cards) implements Action {
    @Override
    public String text() {
      return "pick " + cards;
    }
  }

  /** A different action with the same shape, which the list must not count as its own. */
  record Other(CardSet cards) implements Action {
    @Override
    public String text() {
      return "other " + cards;
    }
  }

  static List<Pick> picks(long from, int k) {
    return SubsetActions.of(from, k, Pick.class, Pick::new, Pick::cards);
  }

  /** Subsets compared as their cards in ascending index order, lowest first. */
  static int lexicographic(long a, long b) {
    while (a != 0 && b != 0) {
      int x = Long.numberOfTrailingZeros(a);
      int y = Long.numberOfTrailingZeros(b);
      if (x != y) {
        return Integer.compare(x, y);
      }
      a &= a - 1;
      b &= b - 1;
    }
    return Long.compare(Long.bitCount(a), Long.bitCount(b));
  }

  @Test
  @DisplayName("every k-subset of the set once, in lexicographic order, and indexOf inverts get")
  void everySubsetOnceInOrder() {
    qt().withExamples(300)
        .forAll(SourceDSL.longs().all(), SourceDSL.integers().between(0, 4))
        .checkAssert(
            (r, k) -> {
              long from =
                  r & 0x00FF_FFFF_FFFFL & (r >>> 7) & (r >>> 13); // about 5 of the first 40 cards
              while (Long.bitCount(from) > 12) {
                from &=
                    ~Long.highestOneBit(from); // at most C(12, 4) = 495 subsets, even for r = -1
              }
              List<Pick> list = picks(from, k);
              int n = Long.bitCount(from);
              assertThat((long) list.size()).isEqualTo(SubsetActions.choose(n, k));
              Set<Long> seen = new HashSet<>();
              long previous = -1;
              for (int i = 0; i < list.size(); i++) {
                long b = list.get(i).cards().bits();
                assertThat(Long.bitCount(b)).isEqualTo(k);
                assertThat(b & ~from).isZero();
                assertThat(seen.add(b)).as("subset %s listed twice", CardSet.ofBits(b)).isTrue();
                if (i > 0) {
                  assertThat(lexicographic(previous, b)).as("order at %d", i).isNegative();
                }
                assertThat(list.indexOf(list.get(i))).isEqualTo(i);
                assertThat(list.contains(list.get(i))).isTrue();
                previous = b;
              }
            });
  }

  @Test
  @DisplayName("rank(from, k, bits) is the subset's position in the list, for several sets and k")
  void rankIsThePositionInTheList() {
    long deck = CardSet.parse("2C 5C 9D QH AS").bits();
    long[] sets = {
      0L, deck, 0xFFFFL, (1L << 54) | (1L << 53) | deck, CardSet.STANDARD_BITS, CardSet.ALL_BITS,
    };
    int[] ks = {0, 1, 2, 3, 5};
    int checked = 0;
    for (long from : sets) {
      for (int k : ks) {
        if (SubsetActions.choose(Long.bitCount(from), k) > 30_000) {
          continue;
        }
        List<Pick> list = picks(from, k);
        for (int i = 0; i < list.size(); i++) {
          long bits = list.get(i).cards().bits();
          assertThat(SubsetActions.rank(from, k, bits)).as("rank of %s", list.get(i)).isEqualTo(i);
          checked++;
        }
      }
    }
    assertThat(checked).isGreaterThan(50_000);
    // past an int: the last 32-card subset of all 64 cards is at C(64, 32) - 1
    long top = 0xFFFF_FFFF_0000_0000L;
    assertThat(SubsetActions.rank(-1L, 32, top)).isEqualTo(SubsetActions.choose(64, 32) - 1);
    assertThat(SubsetActions.rank(-1L, 32, ~top)).isZero();
  }

  @Test
  @DisplayName("rank refuses a mask that is not a k-subset of the set, naming both")
  void rankRefusesWhatIsNotASubset() {
    long hand = CardSet.parse("2C 5C 9D QH AS").bits();
    assertThatThrownBy(() -> SubsetActions.rank(hand, 2, CardSet.parse("2C 3C").bits()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("is not a 2-card subset of");
    assertThatThrownBy(() -> SubsetActions.rank(hand, 3, CardSet.parse("2C 5C").bits()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> SubsetActions.rank(hand, -1, 0L))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> SubsetActions.rank(CardSet.ALL_BITS, 1, 1L << 60))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1000000000000000 is not a 1-card subset of");
  }

  @Test
  @DisplayName(
      "membership: wrong size, cards outside the set and other action types are not in the list")
  void membership() {
    long hand = CardSet.parse("2C 5C 9D QH AS").bits();
    List<Pick> list = picks(hand, 2);
    assertThat(list).hasSize(10);
    assertThat(list.get(0)).isEqualTo(new Pick(CardSet.parse("2C 5C")));
    assertThat(list.get(9)).isEqualTo(new Pick(CardSet.parse("QH AS")));
    assertThat(list.contains(new Pick(CardSet.parse("2C")))).isFalse();
    assertThat(list.contains(new Pick(CardSet.parse("2C 3C")))).isFalse();
    assertThat(list.contains(new Other(CardSet.parse("2C 5C")))).isFalse();
    @SuppressWarnings(
        "CollectionIncompatibleType") // intended: contains of a foreign type answers false
    boolean containsText = list.contains("2C 5C");
    assertThat(containsText).isFalse();
    assertThat(list.indexOf(new Pick(CardSet.parse("2C 3C")))).isEqualTo(-1);
    assertThat(picks(hand, 6)).isEmpty();
    assertThat(picks(hand, 0)).containsExactly(new Pick(CardSet.ofBits(0)));
    assertThatThrownBy(() -> list.get(10))
        .isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessageContaining("10 of 10");
    assertThatThrownBy(() -> picks(hand, -1)).hasMessageContaining("cannot choose -1");
    assertThatThrownBy(() -> list.add(new Pick(CardSet.parse("2C 5C"))))
        .isInstanceOf(UnsupportedOperationException.class);
  }
}
