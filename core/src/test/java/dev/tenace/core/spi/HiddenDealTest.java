package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * The constructive sampler of hidden cards: every constraint met, exact feasibility, a uniform
 * distribution.
 */
class HiddenDealTest {
  static final long SPADES = CardSet.suitMask(Suit.SPADES);
  static final long HEARTS = CardSet.suitMask(Suit.HEARTS);

  /** A count constraint as the tests state it. */
  record Count(int place, long cards, int min, int max) {}

  /** Random constraints on a few cards, feasible or not, with the brute force that checks them. */
  static final class Problem {
    private final long hidden;
    private final int[] need;
    private final long[] forbid;
    private final long[] require;
    private final List<Count> counts;

    Problem(long hidden, int[] need, long[] forbid, long[] require, List<Count> counts) {
      this.hidden = hidden;
      this.need = need;
      this.forbid = forbid;
      this.require = require;
      this.counts = counts;
    }

    HiddenDeal build() {
      HiddenDeal.Builder b = HiddenDeal.builder(hidden, need);
      for (int p = 0; p < need.length; p++) {
        b.forbid(p, forbid[p]).require(p, require[p]);
      }
      for (Count c : counts) {
        b.between(c.place, c.cards, c.min, c.max);
      }
      return b.build();
    }

    boolean satisfiedBy(long[] got) {
      long union = 0;
      for (int p = 0; p < need.length; p++) {
        if (Long.bitCount(got[p]) != need[p]
            || (got[p] & forbid[p] & hidden) != 0
            || (require[p] & hidden & ~got[p]) != 0
            || (union & got[p]) != 0) {
          return false;
        }
        union |= got[p];
      }
      for (Count c : counts) {
        int k = Long.bitCount(got[c.place] & c.cards & hidden);
        if (k < c.min || k > c.max) {
          return false;
        }
      }
      return union == hidden;
    }

    /** Every assignment satisfying the constraints, by brute force over places^cards. */
    List<List<Long>> all() {
      int k = Long.bitCount(hidden);
      int n = need.length;
      int[] cards = new int[k];
      int i = 0;
      for (long b = hidden; b != 0; b &= b - 1) {
        cards[i++] = Long.numberOfTrailingZeros(b);
      }
      List<List<Long>> out = new ArrayList<>();
      int total = (int) Math.pow(n, k);
      for (int code = 0; code < total; code++) {
        long[] got = new long[n];
        int c = code;
        for (int j = 0; j < k; j++) {
          got[c % n] |= 1L << cards[j];
          c /= n;
        }
        if (satisfiedBy(got)) {
          List<Long> l = new ArrayList<>();
          for (long g : got) {
            l.add(g);
          }
          out.add(l);
        }
      }
      return out;
    }

    static Problem random(SplittableRandom rng, boolean likelyFeasible) {
      int n = 2 + rng.nextInt(3);
      int k = 3 + rng.nextInt(n == 4 ? 5 : 6);
      long hidden = 0;
      while (Long.bitCount(hidden) < k) {
        hidden |= 1L << rng.nextInt(Card.COUNT);
      }
      // a true assignment the constraints are drawn around (when likely feasible)
      long[] truth = new long[n];
      int[] need = new int[n];
      for (long b = hidden; b != 0; b &= b - 1) {
        int p = rng.nextInt(n);
        truth[p] |= Long.lowestOneBit(b);
        need[p]++;
      }
      long[] forbid = new long[n];
      long[] require = new long[n];
      for (int p = 0; p < n; p++) {
        long sparse = rng.nextLong();
        long f = sparse & rng.nextLong(); // about a quarter of the cards
        forbid[p] = likelyFeasible ? f & ~truth[p] : f;
        if (rng.nextInt(3) == 0) {
          long r = truth[p] & rng.nextLong();
          require[p] = likelyFeasible ? r : rng.nextLong() & hidden & rng.nextLong();
        }
      }
      List<Count> counts = new ArrayList<>();
      for (int c = rng.nextInt(3); c > 0; c--) {
        int p = rng.nextInt(n);
        long cards = hidden & rng.nextLong();
        int have = Long.bitCount(truth[p] & cards);
        int min = likelyFeasible ? rng.nextInt(have + 1) : rng.nextInt(3);
        int max = likelyFeasible ? have + rng.nextInt(2) : min + rng.nextInt(2);
        counts.add(new Count(p, cards, min, max));
      }
      return new Problem(hidden, need, forbid, require, counts);
    }
  }

  @Test
  @DisplayName(
      "the count is the exact number of assignments meeting every constraint (brute force, feasible or not)")
  void countIsExact() {
    qt().withExamples(400)
        .forAll(SourceDSL.longs().all())
        .checkAssert(
            seed -> {
              SplittableRandom rng = new SplittableRandom(seed);
              Problem pr = Problem.random(rng, rng.nextBoolean());
              HiddenDeal d = pr.build();
              int exact = pr.all().size();
              assertThat(d.count()).as("%s", d).isEqualTo(exact);
              assertThat(d.feasible()).isEqualTo(exact > 0);
              Optional<long[]> got = d.sample(rng);
              assertThat(got.isPresent()).as("%s", d).isEqualTo(exact > 0);
              got.ifPresent(
                  g ->
                      assertThat(pr.satisfiedBy(g))
                          .as("%s gave %s", d, java.util.Arrays.toString(g))
                          .isTrue());
            });
  }

  @Test
  @DisplayName("feasible constraints never fail, and every sample meets them")
  void feasibleNeverFails() {
    qt().withExamples(300)
        .forAll(SourceDSL.longs().all())
        .checkAssert(
            seed -> {
              SplittableRandom rng = new SplittableRandom(seed);
              Problem pr = Problem.random(rng, true);
              HiddenDeal d = pr.build();
              assertThat(d.feasible()).as("%s", d).isTrue();
              for (int i = 0; i < 20; i++) {
                long[] got = d.sample(rng).orElseThrow();
                assertThat(pr.satisfiedBy(got)).as("%s", d).isTrue();
              }
            });
  }

  @Test
  @DisplayName(
      "a deal meets every count and allowed mask, for random feasible constraints (39 cards, 3 seats)")
  void meetsTheConstraints() {
    qt().withExamples(300)
        .forAll(SourceDSL.longs().all())
        .checkAssert(
            seed -> {
              SplittableRandom rng = new SplittableRandom(seed);
              // a random deal of 39 cards to 3 seats, then masks that allow it and a few more cards
              // each
              long cards = CardSet.STANDARD_BITS & ~CardSet.suitMask(Suit.values()[rng.nextInt(4)]);
              long[] truth = new long[3];
              int[] need = new int[3];
              for (long b = cards; b != 0; b &= b - 1) {
                int s = rng.nextInt(3);
                truth[s] |= Long.lowestOneBit(b);
                need[s]++;
              }
              long[] allow = new long[3];
              HiddenDeal.Builder b = HiddenDeal.builder(cards, need);
              for (int s = 0; s < 3; s++) {
                long sparse = rng.nextLong();
                allow[s] = truth[s] | (sparse & rng.nextLong()); // about a quarter of the cards
                b.allowOnly(s, allow[s]);
              }
              long[] got = b.build().sample(rng).orElseThrow();
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
  @DisplayName("tight exact counts (a mirror bidder's spades) are dealt at once, without a search")
  void tightCounts() {
    Assertions.assertTimeoutPreemptively(
        Duration.ofSeconds(10),
        () -> {
          SplittableRandom rng = new SplittableRandom(5);
          long cards = CardSet.STANDARD_BITS & ~HEARTS;
          for (int k = 0; k < 2000; k++) {
            // three seats with 13 cards each: seat 0 exactly 1 spade, seat 1 exactly 0, seat 2 the
            // rest (12)
            HiddenDeal d =
                HiddenDeal.builder(cards, new int[] {13, 13, 13})
                    .exactly(0, SPADES, 1)
                    .exactly(1, SPADES, 0)
                    .exactly(2, SPADES, 12)
                    .build();
            long[] got = d.sample(rng).orElseThrow();
            assertThat(Long.bitCount(got[0] & SPADES)).isEqualTo(1);
            assertThat(Long.bitCount(got[1] & SPADES)).isZero();
            assertThat(Long.bitCount(got[2] & SPADES)).isEqualTo(12);
          }
          // the same as split places (the Spades dealer's old formulation)
          int[] need = {1, 12, 0, 13, 12, 1};
          long[] allow = {SPADES, ~SPADES, SPADES, ~SPADES, SPADES, ~SPADES};
          HiddenDeal.Builder b = HiddenDeal.builder(cards, need);
          for (int p = 0; p < 6; p++) {
            b.allowOnly(p, allow[p]);
          }
          HiddenDeal split = b.build();
          for (int k = 0; k < 2000; k++) {
            long[] got = split.sample(rng).orElseThrow();
            assertThat(Long.bitCount(got[0] & SPADES)).isEqualTo(1);
            assertThat(Long.bitCount(got[4] & SPADES)).isEqualTo(12);
          }
        });
  }

  @Test
  @DisplayName(
      "constraints no deal meets are reported at once as empty; inconsistent input is an IllegalArgumentException")
  void infeasibleIsEmpty() {
    Assertions.assertTimeoutPreemptively(
        Duration.ofSeconds(5),
        () -> {
          long cards = CardSet.STANDARD_BITS;
          int[] need = {13, 13, 13, 13};
          // seats 0 and 1 may hold only spades and hearts (26 cards) and need 26 … then seat 2
          // wants them too
          long sh = SPADES | HEARTS;
          long[] ok =
              HiddenDeal.builder(cards, need)
                  .allowOnly(0, sh)
                  .allowOnly(1, sh)
                  .allowOnly(3, ~sh)
                  .build()
                  .sample(new SplittableRandom(1))
                  .orElseThrow();
          assertThat(ok[0] | ok[1]).isEqualTo(sh);
          HiddenDeal bad =
              HiddenDeal.builder(cards, need)
                  .allowOnly(0, sh)
                  .allowOnly(1, sh)
                  .allowOnly(2, sh)
                  .allowOnly(3, ~sh)
                  .build();
          assertThat(bad.feasible()).isFalse();
          assertThat(bad.count()).isZero();
          assertThat(bad.sample(new SplittableRandom(1))).isEmpty();
          assertThatThrownBy(() -> HiddenDeal.builder(cards, new int[] {13, 13, 13, 12}))
              .isInstanceOf(IllegalArgumentException.class)
              .hasMessageContaining("51");
        });
    long three = CardSet.parse("2C 3C 4C").bits();
    // a card required by two places, a card required where it is forbidden, a count no deal meets
    assertThat(
            HiddenDeal.builder(three, new int[] {2, 1})
                .require(0, three & 1)
                .require(1, three & 1)
                .build()
                .count())
        .isZero();
    assertThat(
            HiddenDeal.builder(three, new int[] {2, 1})
                .require(0, 1)
                .forbid(0, 1)
                .build()
                .sample(new SplittableRandom(2)))
        .isEmpty();
    assertThat(HiddenDeal.builder(three, new int[] {2, 1}).atLeast(1, three, 2).build().feasible())
        .isFalse();
    assertThat(HiddenDeal.builder(three, new int[] {2, 1}).require(1, three & 3).build().feasible())
        .isFalse();
    assertThat(HiddenDeal.builder(three, new int[] {2, 1}).atMost(0, three, 1).build().feasible())
        .isFalse();
    assertThat(HiddenDeal.builder(three, new int[] {3, 0}).require(1, 2).build().feasible())
        .isFalse();
    assertThat(
            HiddenDeal.builder(three, new int[] {2, 1})
                .require(0, three & 3)
                .atMost(0, 1, 0)
                .build()
                .feasible())
        .isFalse();
    assertThat(
            HiddenDeal.builder(three, new int[] {2, 1}).between(0, three, 3, 3).build().feasible())
        .isFalse();
  }

  @Test
  @DisplayName("argument checks name the problem")
  void argumentChecks() {
    long three = CardSet.parse("2C 3C 4C").bits();
    assertThatThrownBy(() -> HiddenDeal.builder(three, null))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> HiddenDeal.builder(three, new int[0]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1 to 8 places");
    assertThatThrownBy(() -> HiddenDeal.builder(three, new int[9]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("but had 9");
    assertThatThrownBy(() -> HiddenDeal.builder(three, new int[] {4, -1}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("-1");
    assertThatThrownBy(() -> HiddenDeal.builder(-1L, new int[] {64}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not cards");
    HiddenDeal.Builder b = HiddenDeal.builder(three, new int[] {1, 2});
    assertThatThrownBy(() -> b.forbid(2, 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("0..1");
    assertThatThrownBy(() -> b.require(-1, 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("-1");
    assertThatThrownBy(() -> b.between(0, 1, 2, 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("min 2, max 1");
    assertThatThrownBy(() -> b.between(0, 1, -1, 1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> b.atLeast(5, 1, 0)).isInstanceOf(IllegalArgumentException.class);
    for (int i = 0; i < HiddenDeal.MAX_COUNTS; i++) {
      b.atMost(0, three, 1);
    }
    assertThatThrownBy(() -> b.atMost(1, three, 2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at most 8");
    // a negative "at most" forbids the cards; a non-positive "at least" is no constraint
    assertThat(HiddenDeal.builder(three, new int[] {1, 2}).atMost(0, three & 1, -1).build().count())
        .isEqualTo(2);
    assertThat(HiddenDeal.builder(three, new int[] {1, 2}).atLeast(0, three, 0).build().count())
        .isEqualTo(3);
    // eight places and eight counts of every card are more state than one long holds
    HiddenDeal.Builder wide =
        HiddenDeal.builder(CardSet.STANDARD_BITS, new int[] {7, 7, 7, 7, 6, 6, 6, 6});
    for (int p = 0; p < HiddenDeal.MAX_COUNTS; p++) {
      wide.atMost(p, CardSet.STANDARD_BITS, 52);
    }
    assertThatThrownBy(wide::build)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("too many");
    HiddenDeal d = HiddenDeal.builder(three, new int[] {1, 2}).build();
    assertThat(d.places()).isEqualTo(2);
    assertThat(d.need(1)).isEqualTo(2);
    assertThat(d.hidden()).isEqualTo(three);
    assertThatThrownBy(() -> d.need(2)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> d.sample(null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> HiddenDeal.sampleAny(List.of(), new SplittableRandom(1)))
        .isInstanceOf(IllegalArgumentException.class);
    HiddenDeal other = HiddenDeal.builder(three, new int[] {2, 1}).build();
    assertThatThrownBy(() -> HiddenDeal.sampleAny(List.of(d, other), new SplittableRandom(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("same hidden cards");
    assertThat(
            HiddenDeal.builder(three, new int[] {1, 2})
                .forbid(0, 1)
                .require(1, 2)
                .atMost(0, three, 1)
                .build()
                .toString())
        .contains(
            "place 0: 1 cards, not {2C}",
            "place 1: 2 cards, with {3C}",
            "place 0 holds 0..1 of {2C 3C 4C}");
  }

  @Test
  @DisplayName(
      "distribution: uniform over the consistent assignments, against an exact enumeration")
  void uniformAgainstEnumeration() {
    // 9 cards to 3 places (3, 3, 3): cards ruled out, a required card, at most one of three cards
    // in place 2
    long hidden = CardSet.parse("2C 3C 4C 2D 3D 4D 2S 3S 4S").bits();
    Problem pr =
        new Problem(
            hidden,
            new int[] {3, 3, 3},
            new long[] {CardSet.parse("2C").bits(), 0, CardSet.parse("2D 3D").bits()},
            new long[] {0, CardSet.parse("2S").bits(), 0},
            List.of(new Count(2, CardSet.parse("3C 4C 3S").bits(), 0, 1)));
    List<List<Long>> all = pr.all();
    HiddenDeal d = pr.build();
    assertThat(d.count()).isEqualTo(all.size());
    assertThat(all.size()).isGreaterThan(50);
    Map<List<Long>, Integer> seen = new HashMap<>();
    SplittableRandom rng = new SplittableRandom(42);
    int samples = 400 * all.size();
    for (int i = 0; i < samples; i++) {
      long[] g = d.sample(rng).orElseThrow();
      seen.merge(List.of(g[0], g[1], g[2]), 1, Integer::sum);
    }
    assertThat(seen.keySet()).containsExactlyInAnyOrderElementsOf(all);
    assertThat(chiSquare(seen, all, samples)).isLessThan(limit(all.size() - 1));
  }

  @Test
  @DisplayName("distribution: alternatives are chosen by their counts, uniform over their union")
  void alternativesUniformOverUnion() {
    // 6 cards to 2 places (3, 3): either 2C is in place 0, or (disjoint) 2C is in place 1 and 3C in
    // place 1
    long hidden = CardSet.parse("2C 3C 4C 5C 6C 7C").bits();
    long c2 = Card.parse("2C").bit();
    long c3 = Card.parse("3C").bit();
    HiddenDeal.Builder base =
        HiddenDeal.builder(hidden, new int[] {3, 3}).forbid(0, Card.parse("7C").bit());
    HiddenDeal a = base.copy().require(0, c2).build();
    HiddenDeal b = base.copy().require(1, c2 | c3).build();
    HiddenDeal none = base.copy().require(0, hidden).build();
    assertThat(none.feasible()).isFalse();
    List<List<Long>> all = new ArrayList<>();
    all.addAll(
        new Problem(
                hidden,
                new int[] {3, 3},
                new long[] {Card.parse("7C").bit(), 0},
                new long[] {c2, 0},
                List.of())
            .all());
    all.addAll(
        new Problem(
                hidden,
                new int[] {3, 3},
                new long[] {Card.parse("7C").bit(), 0},
                new long[] {0, c2 | c3},
                List.of())
            .all());
    assertThat(a.count() + b.count()).isEqualTo(all.size());
    Map<List<Long>, Integer> seen = new HashMap<>();
    SplittableRandom rng = new SplittableRandom(7);
    int samples = 1000 * all.size();
    for (int i = 0; i < samples; i++) {
      long[] g = HiddenDeal.sampleAny(List.of(a, none, b), rng).orElseThrow();
      seen.merge(List.of(g[0], g[1]), 1, Integer::sum);
    }
    assertThat(seen.keySet()).containsExactlyInAnyOrderElementsOf(all);
    assertThat(chiSquare(seen, all, samples)).isLessThan(limit(all.size() - 1));
    assertThat(HiddenDeal.sampleAny(List.of(none), rng)).isEmpty();
  }

  @Test
  @DisplayName("a 52-card deal with many types is counted and sampled quickly")
  void bigDealsAreFast() {
    Assertions.assertTimeoutPreemptively(
        Duration.ofSeconds(10),
        () -> {
          SplittableRandom rng = new SplittableRandom(3);
          long cards =
              CardSet.STANDARD_BITS & ~CardSet.parse("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC").bits();
          for (int k = 0; k < 200; k++) {
            // 40 cards to 4 hands of 10 with a void pattern per hand, a count, and a required card
            HiddenDeal.Builder b = HiddenDeal.builder(cards, new int[] {10, 10, 10, 10});
            for (int p = 0; p < 4; p++) {
              b.forbid(p, CardSet.suitMask(Suit.ofOrdinal((p + k) % 4)));
            }
            int withClubs = (5 - k % 4) % 4; // a place that may hold the ace of clubs
            b.atMost(1, SPADES, 3).require(withClubs, Card.parse("AC").bit());
            HiddenDeal d = b.build();
            assertThat(d.feasible()).isTrue();
            long[] got = d.sample(rng).orElseThrow();
            assertThat(Long.bitCount(got[1] & SPADES)).isLessThanOrEqualTo(3);
            assertThat(got[withClubs] & Card.parse("AC").bit()).isNotZero();
          }
        });
  }

  /**
   * Pearson's statistic of the observed frequencies against a uniform distribution over {@code
   * all}.
   */
  static double chiSquare(Map<List<Long>, Integer> seen, List<List<Long>> all, int samples) {
    double expected = (double) samples / all.size();
    double x2 = 0;
    for (List<Long> a : all) {
      double o = seen.getOrDefault(a, 0);
      x2 += (o - expected) * (o - expected) / expected;
    }
    return x2;
  }

  /**
   * A bound the statistic exceeds with probability well below 10^-6 for {@code df} degrees of
   * freedom.
   */
  static double limit(int df) {
    return df + 7 * Math.sqrt(2.0 * df) + 20;
  }
}
