package dev.tenace.spades;

import dev.tenace.core.card.CardSet;
import java.util.random.RandomGenerator;

/**
 * Deals hidden cards to groups (seats, or parts of a seat) with exact counts and allowed cards,
 * at random, constructively: before each card is placed it checks that the rest can still be
 * dealt (Hall's condition over the groups), so it never backtracks, never retries and never
 * fails when a deal exists.
 *
 * <p>The core {@code Redeal} places cards at random and falls back to an exhaustive search with
 * no pruning, which can run for hours on tight exact counts (a mirror bidder's spades); this
 * replaces it for Spades until the core sampler does the same.
 *
 * <p>Feasibility: with {@code need} summing to the number of cards, a deal exists exactly when
 * every set {@code T} of groups needs no more cards than there are cards some group of {@code T}
 * may hold (Hall's theorem for the groups, each repeated {@code need} times). Cards are counted by
 * the set of groups that may hold them, and the condition is checked for all {@code 2^n} sets with
 * a subset-sum table: {@code n · 2^n} steps for {@code n ≤ 8} groups.
 */
final class HiddenDeal {
  private HiddenDeal() {}

  /**
   * Deals {@code cards} so that group {@code g} gets exactly {@code need[g]} cards, all in
   * {@code allow[g]}.
   *
   * @throws IllegalStateException naming the cards if no such deal exists (a view that is not
   *     consistent, which is a bug)
   */
  static long[] deal(long cards, int[] need, long[] allow, RandomGenerator rng) {
    int n = need.length;
    if (n > 8) {
      throw new IllegalArgumentException("at most 8 groups, not " + n);
    }
    int[] left = need.clone();
    int total = 0;
    for (int k : left) {
      total += k;
    }
    if (total != Long.bitCount(cards)) {
      throw new IllegalArgumentException("groups need " + total + " cards but " + Long.bitCount(cards) + " are hidden");
    }
    int[] owners = new int[64];
    int[] count = new int[1 << n];
    int[] order = new int[total];
    int k = 0;
    for (long b = cards; b != 0; b &= b - 1) {
      int c = Long.numberOfTrailingZeros(b);
      int m = 0;
      for (int g = 0; g < n; g++) {
        if (left[g] > 0 && (allow[g] & (1L << c)) != 0) {
          m |= 1 << g;
        }
      }
      owners[c] = m;
      count[m]++;
      order[k++] = c;
    }
    if (!feasible(count, left, n)) {
      throw new IllegalStateException("no deal of the hidden cards " + CardSet.ofBits(cards)
          + " satisfies every seat's constraints");
    }
    for (int i = total - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    long[] out = new long[n];
    for (int c : order) {
      int m = owners[c];
      count[m]--;
      // try the groups that may take the card, each chosen with probability proportional to its need
      int tried = 0;
      while (true) {
        int weight = 0;
        for (int g = 0; g < n; g++) {
          if ((m & ~tried & (1 << g)) != 0 && left[g] > 0) {
            weight += left[g];
          }
        }
        if (weight == 0) {
          throw new IllegalStateException("no group can take " + CardSet.ofBits(1L << c)); // unreachable: feasible
        }
        int r = rng.nextInt(weight);
        int g = 0;
        for (; g < n; g++) {
          if ((m & ~tried & (1 << g)) != 0 && left[g] > 0) {
            r -= left[g];
            if (r < 0) {
              break;
            }
          }
        }
        left[g]--;
        if (feasible(count, left, n)) {
          out[g] |= 1L << c;
          break;
        }
        left[g]++;
        tried |= 1 << g;
      }
    }
    return out;
  }

  /**
   * Hall's condition: for every set {@code T} of groups, the cards needed by {@code T} are at
   * most the cards some group of {@code T} may hold. {@code count[m]} is the number of cards whose
   * possible holders are the set {@code m}.
   */
  private static boolean feasible(int[] count, int[] left, int n) {
    int full = (1 << n) - 1;
    int active = 0;
    for (int g = 0; g < n; g++) {
      active |= left[g] > 0 ? 1 << g : 0;
    }
    // within[u]: cards all of whose possible holders that still need cards lie in u
    int[] within = new int[full + 1];
    for (int m = 0; m <= full; m++) {
      within[m & active] += count[m];
    }
    for (int g = 0; g < n; g++) {
      for (int u = 0; u <= full; u++) {
        if ((u & (1 << g)) != 0) {
          within[u] += within[u ^ (1 << g)];
        }
      }
    }
    int all = within[full];
    for (int t = 1; t <= full; t++) {
      int needed = 0;
      for (int g = 0; g < n; g++) {
        if ((t & (1 << g)) != 0) {
          needed += left[g];
        }
      }
      if (needed > all - within[full & ~t]) {
        return false;
      }
    }
    return true;
  }
}
