package dev.tenace.core.spi;

/**
 * The constraints of a {@link HiddenDeal} compiled for its count: the cards with a single allowed
 * place, placed at once, and the others grouped in <em>types</em>, interchangeable cards with the
 * same allowed places and the same membership in the count constraints, most constrained first (the
 * last type, with the most places, closes the count). Also the count's first state: what each place
 * still needs once the fixed cards are placed.
 */
final class CardTypes {
  /** The packed state the count runs over. */
  final DealLayout layout;

  /** Per place, the cards it must get because no other place may hold them. */
  final long[] fixed;

  /** The interchangeable cards, in the order the count places them. */
  final long[] cards;

  /** Per type, its number of cards. */
  final int[] size;

  /** Per type, the places that may hold its cards, as a list. */
  final int[][] placesOf;

  /**
   * Per type and place, the cards of the later types that place may still take (to prune dead
   * splits).
   */
  final int[][] later;

  /** Per type and place, the increment of the counts one of the type's cards there adds to. */
  final long[][] inc;

  /** Per type, the count constraints its cards belong to (bit {@code g}). */
  final long[] memberOf;

  /** The first state, or {@code -1} when the constraints cannot all hold. */
  final long start;

  CardTypes(DealConstraints b, DealLayout layout) {
    this.layout = layout;
    int n = layout.places;
    fixed = new long[n];
    long[] keys = new long[Long.bitCount(b.hidden)];
    long[] byKey = new long[keys.length];
    int grouped = group(b, keys, byKey, fixed);
    int types = Math.max(grouped, 0);
    int[] order = order(keys, byKey, types);
    cards = new long[types];
    size = new int[types];
    placesOf = new int[types][];
    inc = new long[types][n];
    memberOf = new long[types];
    for (int i = 0; i < types; i++) {
      int t = order[i];
      cards[i] = byKey[t];
      size[i] = Long.bitCount(byKey[t]);
      memberOf[i] = keys[t] >>> HiddenDeal.MAX_PLACES;
      placesOf[i] = placesOf(i, (int) (keys[t] & 0xFF));
    }
    later = new int[types][n];
    for (int j = 0; j < types - 1; j++) { // exclusive bounds: see DealCount.split's loop
      int i = types - 2 - j;
      for (int p = 0; p < n; p++) {
        later[i][p] = later[i + 1][p];
      }
      for (int p : placesOf[i + 1]) {
        later[i][p] += size[i + 1];
      }
    }
    start = grouped < 0 ? -1 : start(b);
  }

  /** The number of types. */
  int count() {
    return cards.length;
  }

  /**
   * Places the cards with a single allowed place in {@code fixed}, and groups the others by their
   * key (allowed places, then count memberships from bit {@link HiddenDeal#MAX_PLACES}) in {@code
   * keys} and {@code cards}.
   *
   * @return the number of types, or {@code -1} when a card has no allowed place or two places
   *     require it
   */
  private static int group(DealConstraints b, long[] keys, long[] cards, long[] fixed) {
    int n = b.need.length;
    long[] allow = new long[n];
    long[] required = new long[n];
    long requiredAll = 0;
    long clash = 0;
    for (int p = 0; p < n; p++) {
      allow[p] = b.need[p] == 0 ? 0L : b.hidden & ~b.forbid[p];
      required[p] = b.require[p] & b.hidden;
      clash |= requiredAll & required[p];
      requiredAll |= required[p];
    }
    if (clash != 0) {
      return -1;
    }
    int types = 0;
    for (long rest = b.hidden; rest != 0; rest &= rest - 1) {
      long bit = Long.lowestOneBit(rest);
      int where = 0;
      for (int p = 0; p < n; p++) {
        if ((allow[p] & bit) != 0 && ((requiredAll & bit) == 0 || (required[p] & bit) != 0)) {
          where |= 1 << p;
        }
      }
      if (where == 0) {
        return -1;
      }
      if (Integer.bitCount(where) == 1) {
        fixed[Integer.numberOfTrailingZeros(where)] |= bit;
        continue;
      }
      long key = where | memberships(b, bit) << HiddenDeal.MAX_PLACES;
      int t = 0;
      while (t < types && keys[t] != key) {
        t++;
      }
      if (t == types) {
        keys[types++] = key;
      }
      cards[t] |= bit;
    }
    return types;
  }

  /** The count constraints the card {@code bit} belongs to (bit {@code g}). */
  private static long memberships(DealConstraints b, long bit) {
    long in = 0;
    for (int g = 0; g < b.countCards.size(); g++) {
      if ((b.countCards.get(g) & bit) != 0) {
        in |= 1L << g;
      }
    }
    return in;
  }

  /**
   * The types, most constrained first: by their number of places, then by their number of cards. A
   * stable insertion sort: there are a handful of types.
   */
  private static int[] order(long[] keys, long[] cards, int types) {
    int[] order = new int[types];
    for (int t = 0; t < types; t++) {
      int j = t;
      while (j > 0 && constrainedFirst(keys, cards, t, order[j - 1]) < 0) {
        order[j] = order[j - 1];
        j--;
      }
      order[j] = t;
    }
    return order;
  }

  private static int constrainedFirst(long[] keys, long[] cards, int x, int y) {
    int c = Integer.compare(Long.bitCount(keys[x] & 0xFF), Long.bitCount(keys[y] & 0xFF));
    return c != 0 ? c : Integer.compare(Long.bitCount(cards[x]), Long.bitCount(cards[y]));
  }

  /**
   * The places of {@code where} (bit {@code p}) as a list, and the increments of type {@code i}'s
   * cards there.
   */
  private int[] placesOf(int i, int where) {
    int[] out = new int[Integer.bitCount(where)];
    int k = 0;
    for (int p = 0; p < layout.places; p++) {
      if ((where & (1 << p)) != 0) {
        out[k++] = p;
        for (int g = 0; g < layout.counts(); g++) {
          if (layout.countPlace[g] == p && (memberOf[i] & (1L << g)) != 0) {
            inc[i][p] += layout.unit(g);
          }
        }
      }
    }
    return out;
  }

  /**
   * What each place still needs once the fixed cards are placed, and what each count has received
   * from them: the first state, or {@code -1} when a place cannot be filled or a count is exceeded.
   */
  private long start(DealConstraints b) {
    long s = 0;
    for (int p = 0; p < layout.places; p++) {
      int left = b.need[p] - Long.bitCount(fixed[p]);
      int takes = 0;
      for (int i = 0; i < count(); i++) {
        for (int q : placesOf[i]) {
          takes += q == p ? size[i] : 0;
        }
      }
      if (left < 0 || left > takes) {
        return -1;
      }
      s |= layout.needBits(p, left);
    }
    for (int g = 0; g < layout.counts(); g++) {
      int got = Long.bitCount(fixed[layout.countPlace[g]] & b.countCards.get(g));
      if (got > layout.countMax[g] || layout.countMin[g] > layout.countMax[g]) {
        return -1;
      }
      s += layout.receivedBits(g, Math.min(got, Math.max(layout.countMax[g], 0)));
    }
    return s;
  }

  /**
   * State {@code s} after {@code x} cards of type {@code t} go to place {@code p}, or {@code -1}
   * when a count constraint would exceed its maximum.
   */
  long take(int t, long s, int p, int x) {
    return layout.take(inc[t][p], s, p, x);
  }

  /** The state after type {@code t} is split as {@code x} (per place, the cards it gets). */
  long after(int t, long s, int[] x) {
    long next = s;
    for (int p : placesOf[t]) {
      next = take(t, next, p, x[p]);
    }
    return next;
  }
}
