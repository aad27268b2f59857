package dev.tenace.core.card;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.testkit.Gens;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** CardSet as a set: algebra laws against java.util.Set, order, notation round trips. */
class CardSetTest {

  private static Set<Card> asSet(CardSet s) {
    Set<Card> out = new HashSet<>();
    for (int i = 0; i < Card.COUNT; i++) {
      if ((s.bits() >>> i & 1) != 0) {
        out.add(Card.ofIndex(i));
      }
    }
    return out;
  }

  @Test
  @DisplayName(
      "hashCode tells apart two sets that trade a card (the contract suite's key check found 8D and"
          + " AH, 32 apart, hashing alike)")
  void hashCodeSeparatesTradedCards() {
    CardSet rest = CardSet.parse("QC JC");
    for (int i = 0; i < Card.COUNT; i++) {
      for (int j = i + 1; j < Card.COUNT; j++) {
        CardSet a = CardSet.ofBits(rest.bits() | Card.ofIndex(i).bit());
        CardSet b = CardSet.ofBits(rest.bits() | Card.ofIndex(j).bit());
        if (a.equals(b)) {
          continue;
        }
        // a hand and a bury that trade card i for card j: a record of the two must hash apart
        java.util.List<CardSet> one = java.util.List.of(a, b);
        java.util.List<CardSet> other = java.util.List.of(b, a);
        assertThat(one.hashCode())
            .as("%s %s", Card.ofIndex(i), Card.ofIndex(j))
            .isNotEqualTo(other.hashCode());
      }
    }
  }

  @Test
  @DisplayName("union, intersect, minus, contains agree with java.util.Set on random sets")
  void algebraAgreesWithJavaSets() {
    qt().withExamples(500)
        .forAll(Gens.cardSets(), Gens.cardSets(), Gens.standardCards())
        .checkAssert(
            (a, b, c) -> {
              Set<Card> u = asSet(a);
              u.addAll(asSet(b));
              assertThat(asSet(a.union(b))).isEqualTo(u);
              Set<Card> i = asSet(a);
              i.retainAll(asSet(b));
              assertThat(asSet(a.intersect(b))).isEqualTo(i);
              Set<Card> m = asSet(a);
              m.removeAll(asSet(b));
              assertThat(asSet(a.minus(b))).isEqualTo(m);
              assertThat(a.contains(c)).isEqualTo(asSet(a).contains(c));
              assertThat(a.plus(c).contains(c)).isTrue();
              assertThat(a.minus(c).contains(c)).isFalse();
              assertThat(a.size()).isEqualTo(asSet(a).size());
              assertThat(a.containsAll(a.intersect(b))).isTrue();
              assertThat(a.intersects(b)).isEqualTo(!i.isEmpty());
              assertThat(a.isEmpty()).isEqualTo(u.isEmpty() || asSet(a).isEmpty());
            });
  }

  @Test
  @DisplayName(
      "iteration, toList, get, first, last, stream all follow display order (clubs, diamonds, spades, hearts; 2..A)")
  void order() {
    qt().withExamples(300)
        .forAll(Gens.cardSets())
        .checkAssert(
            s -> {
              List<Card> it = new ArrayList<>();
              s.forEach(it::add);
              assertThat(s.toList()).isEqualTo(it);
              assertThat(s.stream().toList()).isEqualTo(it);
              for (int k = 1; k < it.size(); k++) {
                assertThat(it.get(k - 1).index()).isLessThan(it.get(k).index());
                assertThat(s.get(k)).isEqualTo(it.get(k));
                assertThat(CardSet.selectIndex(s.bits(), k)).isEqualTo(it.get(k).index());
              }
              if (!it.isEmpty()) {
                assertThat(s.first()).isEqualTo(it.get(0));
                assertThat(s.last()).isEqualTo(it.get(it.size() - 1));
              }
              assertThat(CardSet.parse(s.toString())).isEqualTo(s);
              assertThat(CardSet.parse(s.toNotation())).isEqualTo(s);
              assertThat(CardSet.of(it)).isEqualTo(s).hasSameHashCodeAs(s);
            });
    assertThat(CardSet.parse("AS 4D KS 2C").toString()).isEqualTo("2C 4D KS AS");
    assertThat(CardSet.parse("AS 4D").toNotation()).isEqualTo("{4D AS}");
  }

  @Test
  @DisplayName("suit, rank and joker views; bySuit partitions the set")
  void views() {
    CardSet s = CardSet.parse("2C AC 4D KS AS X1 X3");
    assertThat(s.inSuit(Suit.CLUBS)).isEqualTo(CardSet.parse("2C AC"));
    assertThat(s.withRank(Rank.ACE)).isEqualTo(CardSet.parse("AC AS"));
    assertThat(s.jokers()).isEqualTo(CardSet.parse("X1 X3"));
    assertThat(s.bySuit().get(Suit.SPADES)).isEqualTo(CardSet.parse("KS AS"));
    assertThat(s.bySuit().get(Suit.HEARTS)).isEqualTo(CardSet.EMPTY);
    assertThat(CardSet.count(s.bits())).isEqualTo(7);
    assertThat(CardSet.suitMask(Suit.HEARTS) & CardSet.rankMask(Rank.QUEEN))
        .isEqualTo(Card.parse("QH").bit());
    assertThat(s.toString()).endsWith("X1 X3");
  }

  @Test
  @DisplayName("empty sets, bad indices and repeated cards are explained")
  void edges() {
    assertThat(CardSet.parse("{}")).isEqualTo(CardSet.EMPTY);
    assertThat(CardSet.parse("")).isEqualTo(CardSet.EMPTY);
    assertThatThrownBy(() -> CardSet.EMPTY.first()).isInstanceOf(RuntimeException.class);
    assertThatThrownBy(() -> CardSet.parse("AS KS AS"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("listed twice");
    assertThatThrownBy(() -> CardSet.parse("{AS KS")).hasMessageContaining("missing closing");
    assertThat(CardSet.tryParse("AS ZZ").isLeft()).isTrue();
    assertThat(CardSet.tryParse("AS").get()).isEqualTo(CardSet.of(Card.parse("AS")));
    assertThat(CardSet.ofBits(CardSet.ALL_BITS).size()).isEqualTo(Card.COUNT);
    assertThatThrownBy(() -> CardSet.ofBits(-1L))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not cards");
  }

  @Test
  @DisplayName("randomIndex: a member of the mask, every member about equally often")
  void randomIndexIsUniformOverTheMask() {
    SplittableRandom rng = new SplittableRandom(11);
    long[] masks = {1L << 5, 0b1011L, 0x8000_0000_0000_0001L, CardSet.suitMask(Suit.HEARTS), -1L};
    for (long mask : masks) {
      int n = Long.bitCount(mask);
      int draws = 2000 * n;
      int[] seen = new int[64];
      for (int i = 0; i < draws; i++) {
        int k = CardSet.randomIndex(mask, rng);
        assertThat(mask & (1L << k)).as("index %d of mask %x", k, mask).isNotZero();
        seen[k]++;
      }
      for (int k = 0; k < 64; k++) {
        if ((mask & (1L << k)) != 0) {
          // 2000 expected draws per card: 5 standard deviations is about ±220
          assertThat(seen[k]).as("draws of index %d of mask %x", k, mask).isBetween(1780, 2220);
        }
      }
    }
    assertThatThrownBy(() -> CardSet.randomIndex(0L, rng))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("empty mask");
  }
}
