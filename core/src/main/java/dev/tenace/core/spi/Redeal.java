package dev.tenace.core.spi;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import java.util.Objects;
import java.util.function.IntToLongFunction;
import java.util.random.RandomGenerator;

/**
 * Re-deals hidden cards among seats under constraints, the heart of every {@code
 * sampleConsistentState}: each seat must receive an exact number of cards, and only cards it may
 * hold (not of a suit it showed void in, not a card known to be elsewhere).
 *
 * <pre>{@code
 * long[] hands = Redeal.deal(hiddenCards, new int[] {0, 13, 12, 12},
 *     seat -> allowedMask[seat], rng);
 * }</pre>
 *
 * The result is random (cards with the fewest possible owners are placed first, each to a seat
 * chosen with probability proportional to its remaining need); when random placement fails a few
 * hundred times, an exhaustive search finds a consistent deal if one exists.
 */
public final class Redeal {
  private static final int RANDOM_ATTEMPTS = 200;

  private Redeal() {}

  /**
   * Deals the {@code hidden} cards so that seat {@code s} gets exactly {@code need[s]} cards, all
   * within {@code allowed.applyAsLong(s)}.
   *
   * @return a mask per seat (0 for seats with no need)
   * @throws IllegalArgumentException if there is no seat, a seat needs a negative number of cards,
   *     or the needs do not add up to the number of hidden cards
   * @throws IllegalStateException if no consistent deal exists
   * @throws NullPointerException if an argument is null
   */
  public static long[] deal(
      long hidden, int[] need, IntToLongFunction allowed, RandomGenerator rng) {
    Objects.requireNonNull(need, "need is null");
    Objects.requireNonNull(allowed, "allowed is null");
    Objects.requireNonNull(rng, "random generator is null");
    int n = need.length;
    if (n == 0) {
      throw new IllegalArgumentException("need must have an entry per seat but is empty");
    }
    long sum = 0;
    for (int s = 0; s < n; s++) {
      if (need[s] < 0) {
        throw new IllegalArgumentException("need[" + s + "] must be at least 0 but was " + need[s]);
      }
      sum += need[s];
    }
    if (sum != Long.bitCount(hidden)) {
      throw new IllegalArgumentException(
          "need adds up to " + sum + " cards but " + Long.bitCount(hidden) + " are hidden");
    }
    int total = (int) sum;
    long[] allow = new long[n];
    for (int s = 0; s < n; s++) {
      allow[s] = need[s] == 0 ? 0L : allowed.applyAsLong(s) & hidden;
    }
    int[] cards = new int[total];
    int[] owners = new int[total];
    int k = 0;
    for (long b = hidden; b != 0; b &= b - 1) {
      int c = Long.numberOfTrailingZeros(b);
      cards[k] = c;
      int o = 0;
      for (int s = 0; s < n; s++) {
        if ((allow[s] & (1L << c)) != 0) {
          o++;
        }
      }
      if (o == 0) {
        throw new IllegalStateException("no seat may hold hidden card " + Card.ofIndex(c));
      }
      owners[k++] = o;
    }
    // Most constrained cards first; random order among equals.
    for (int i = total - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      swap(cards, i, j);
      swap(owners, i, j);
    }
    for (int i = 1; i < total; i++) {
      for (int j = i; j > 0 && owners[j - 1] > owners[j]; j--) {
        swap(cards, j, j - 1);
        swap(owners, j, j - 1);
      }
    }
    long[] out = new long[n];
    int[] left = new int[n];
    for (int attempt = 0; attempt < RANDOM_ATTEMPTS; attempt++) {
      if (tryRandom(cards, need, allow, rng, out, left)) {
        return out;
      }
    }
    java.util.Arrays.fill(out, 0L);
    System.arraycopy(need, 0, left, 0, n);
    if (search(cards, 0, allow, left, out)) {
      return out;
    }
    throw new IllegalStateException(
        "no deal of the hidden cards "
            + CardSet.ofBits(hidden)
            + " satisfies every seat's constraints");
  }

  private static boolean tryRandom(
      int[] cards, int[] need, long[] allow, RandomGenerator rng, long[] out, int[] left) {
    int n = need.length;
    java.util.Arrays.fill(out, 0L);
    System.arraycopy(need, 0, left, 0, n);
    for (int c : cards) {
      long bit = 1L << c;
      int weight = 0;
      for (int s = 0; s < n; s++) {
        if (left[s] > 0 && (allow[s] & bit) != 0) {
          weight += left[s];
        }
      }
      if (weight == 0) {
        return false;
      }
      int r = rng.nextInt(weight);
      for (int s = 0; s < n; s++) {
        if (left[s] > 0 && (allow[s] & bit) != 0) {
          r -= left[s];
          if (r < 0) {
            out[s] |= bit;
            left[s]--;
            break;
          }
        }
      }
    }
    return true;
  }

  private static boolean search(int[] cards, int i, long[] allow, int[] left, long[] out) {
    if (i == cards.length) {
      return true;
    }
    long bit = 1L << cards[i];
    for (int s = 0; s < left.length; s++) {
      if (left[s] > 0 && (allow[s] & bit) != 0) {
        left[s]--;
        out[s] |= bit;
        if (search(cards, i + 1, allow, left, out)) {
          return true;
        }
        out[s] &= ~bit;
        left[s]++;
      }
    }
    return false;
  }

  private static void swap(int[] a, int i, int j) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}
