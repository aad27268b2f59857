package dev.tenace.core.spi;

/**
 * The state of a {@link HiddenDeal}'s count, packed in one {@code long}: per place the number of
 * cards it still needs, then per count constraint the number of its cards it has received, each in
 * a field just wide enough for its largest value. Dealing {@code x} cards of a type to a place
 * lowers the place's field by {@code x} and raises the fields of the count constraints the type
 * belongs to there ({@link #take}).
 */
final class DealLayout {
  /** The number of places. */
  final int places;

  /** Per count constraint: its place, the least and the most of its hidden cards it may receive. */
  final int[] countPlace;

  final int[] countMin;
  final int[] countMax;

  /** Per field (the places', then the counts'), its lowest bit and its bits. */
  private final int[] offset;

  private final long[] fieldMask;

  /**
   * The layout of the constraints' places and counts.
   *
   * @throws IllegalArgumentException if the fields need more than 63 bits
   */
  DealLayout(DealConstraints b) {
    int n = b.need.length;
    int counts = b.countPlace.size();
    places = n;
    countPlace = new int[counts];
    countMin = new int[counts];
    countMax = new int[counts];
    for (int g = 0; g < counts; g++) {
      countPlace[g] = b.countPlace.get(g);
    }
    offset = new int[n + counts];
    fieldMask = new long[n + counts];
    int bits = 0;
    for (int f = 0; f < n + counts; f++) {
      int max;
      if (f < n) {
        max = b.need[f];
      } else {
        int g = f - n;
        int available = Long.bitCount(b.countCards.get(g) & b.hidden);
        countMin[g] = b.countMin.get(g);
        countMax[g] = Math.min(b.countMax.get(g), available);
        max = countMax[g];
      }
      int w = 32 - Integer.numberOfLeadingZeros(Math.max(max, 0));
      if (f >= n) {
        w = Math.max(w, 1); // a count has its own bit even when it may not grow
      }
      offset[f] = bits;
      fieldMask[f] = ((1L << w) - 1) << bits;
      bits += w;
    }
    if (bits > 63) {
      throw new IllegalArgumentException(
          "too many places and counts to track at once (" + bits + " bits)");
    }
  }

  /** The number of count constraints. */
  int counts() {
    return countMin.length;
  }

  /** One card more received by count constraint {@code g}, as an increment of the state. */
  long unit(int g) {
    return 1L << offset[places + g];
  }

  /** The bits of a state in which place {@code p} needs {@code left} cards. */
  long needBits(int p, int left) {
    return (long) left << offset[p];
  }

  /** The bits of a state in which count constraint {@code g} has received {@code got} cards. */
  long receivedBits(int g, int got) {
    return (long) got << offset[places + g];
  }

  /** What place {@code p} still needs in state {@code s}. */
  int room(long s, int p) {
    return (int) ((s & fieldMask[p]) >>> offset[p]);
  }

  /** What count constraint {@code g} has received in state {@code s}. */
  int received(long s, int g) {
    return (int) ((s & fieldMask[places + g]) >>> offset[places + g]);
  }

  /**
   * State {@code s} after {@code x} cards go to place {@code p}, raising the counts of {@code inc}
   * (the increment of one card, see {@link #unit}), or {@code -1} when a count constraint would
   * exceed its maximum.
   */
  long take(long inc, long s, int p, int x) {
    if (x == 0) {
      return s;
    }
    long next = s - ((long) x << offset[p]);
    if (inc == 0) {
      return next;
    }
    for (int g = 0; g < countMin.length; g++) {
      int f = places + g;
      if ((inc & (1L << offset[f])) != 0
          && ((next & fieldMask[f]) >>> offset[f]) + x > countMax[g]) {
        return -1; // checked before adding, so a count never spills into the next field
      }
    }
    return next + x * inc;
  }

  /** Whether every count constraint has received at least its least in state {@code s}. */
  boolean countsMet(long s) {
    for (int g = 0; g < countMin.length; g++) {
      int f = places + g;
      if ((s & fieldMask[f]) >>> offset[f] < countMin[g]) {
        return false;
      }
    }
    return true;
  }
}
