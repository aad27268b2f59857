package dev.tenace.core.card;

import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Reproducible shuffling: the same seed gives the same order on every JDK and platform.
 *
 * <p>The algorithm is specified here so that other implementations can reproduce Tenace's deals:
 *
 * <ol>
 *   <li>The generator is SplitMix64 (Steele, Lea, Flood 2014): state {@code x = seed}; each step
 *       {@code x += 0x9E3779B97F4A7C15}, then {@code z = x; z = (z ^ (z >>> 30)) *
 *       0xBF58476D1CE4E5B9; z = (z ^ (z >>> 27)) * 0x94D049BB133111EB; return z ^ (z >>> 31)}.
 *   <li>A bounded draw {@code below(n)} is Lemire's multiply-shift method (2019): take {@code x =
 *       next()} as an unsigned 64-bit number and form the 128-bit product {@code m = x * n}; let
 *       {@code l} be its low 64 bits. If {@code l < n} (unsigned), let {@code t = (2^64 - n) mod n}
 *       and, while {@code l < t}, redraw {@code x} and recompute {@code m} and {@code l}. The
 *       result is the high 64 bits of {@code m}. This is exactly uniform and needs no division
 *       except in the rare rejection check.
 *   <li>The deck starts in display order ({@link Deck#cards()}); Fisher–Yates from the end: for
 *       {@code i = N-1} down to {@code 1}, {@code j = below(i + 1)}, swap positions {@code i} and
 *       {@code j}.
 * </ol>
 *
 * Pinned by golden tests. A {@link RandomGenerator} may be given instead of a seed; the order then
 * depends on that generator's {@code nextInt(bound)}.
 */
public final class Shuffle {
  private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  private Shuffle() {}

  /** The SplitMix64 output function applied to {@code z}. */
  public static long mix64(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * A seed derived from a base seed and a stream number (e.g. the deal number of a match), so that
   * every deal of a seeded match has its own independent, reproducible shuffle.
   */
  public static long derive(long seed, long stream) {
    return mix64(seed + GOLDEN_GAMMA * (stream + 1));
  }

  /** The deck's cards in the shuffled order given by the seed. */
  public static List<Card> shuffle(Deck deck, long seed) {
    return toCards(shuffledIndices(deck, seed));
  }

  /**
   * The card indices of the deck in the shuffled order given by the seed (the fast path of {@link
   * Deal}).
   */
  static int[] shuffledIndices(Deck deck, long seed) {
    int[] idx = indices(deck);
    long x = seed;
    for (int i = idx.length - 1; i > 0; i--) {
      long bound = i + 1L;
      x += GOLDEN_GAMMA;
      long u = mix64(x);
      long low = u * bound;
      if (Long.compareUnsigned(low, bound) < 0) {
        long t = Long.remainderUnsigned(-bound, bound);
        while (Long.compareUnsigned(low, t) < 0) {
          x += GOLDEN_GAMMA;
          u = mix64(x);
          low = u * bound;
        }
      }
      // unsigned high 64 bits of u * bound (bound is positive)
      long high = Math.multiplyHigh(u, bound) + ((u >> 63) & bound);
      swap(idx, i, (int) high);
    }
    return idx;
  }

  /** The deck's cards shuffled with the given generator (Fisher–Yates from the end). */
  public static List<Card> shuffle(Deck deck, RandomGenerator rng) {
    Objects.requireNonNull(rng, "random generator is null");
    int[] idx = indices(deck);
    for (int i = idx.length - 1; i > 0; i--) {
      swap(idx, i, rng.nextInt(i + 1));
    }
    return toCards(idx);
  }

  private static int[] indices(Deck deck) {
    Objects.requireNonNull(deck, "deck is null");
    long b = deck.cards().bits();
    int[] idx = new int[Long.bitCount(b)];
    for (int k = 0; b != 0; b &= b - 1) {
      idx[k++] = Long.numberOfTrailingZeros(b);
    }
    return idx;
  }

  private static void swap(int[] a, int i, int j) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
  }

  static List<Card> toCards(int[] idx) {
    Card[] out = new Card[idx.length];
    for (int i = 0; i < idx.length; i++) {
      out[i] = Card.ofIndex(idx[i]);
    }
    return List.of(out);
  }
}
