package dev.tenace.core.spi;

import static dev.tenace.core.spi.Binomials.CHOOSE;

import dev.tenace.core.card.CardSet;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * One draw of a {@link HiddenDeal}: each type in turn is split among its places with probability
 * proportional to the ways to complete the deal ({@link DealCount}), then its cards are dealt to
 * the chosen numbers by a uniform shuffle; the last type fills what the places still need. A fresh
 * instance per draw holds the split being tried.
 */
final class DealDraw {
  private final CardTypes types;
  private final DealLayout layout;
  private final DealCount count;

  /** Per place, the cards of the current type it gets. */
  private final int[] x;

  /** The split being tried, and the last one with any weight. */
  private final int[] tryX;

  private final int[] lastGood;

  /** The type being split, the state before it, and the weight still to pass. */
  private int type;

  private long state;
  private double target;

  private DealDraw(CardTypes types, DealCount count) {
    this.types = types;
    this.layout = types.layout;
    this.count = count;
    this.x = new int[layout.places];
    this.tryX = new int[layout.places];
    this.lastGood = new int[layout.places];
  }

  /**
   * A uniformly random assignment of the types' cards, one mask per place, given the number of
   * assignments {@code total} (not 0).
   */
  static long[] sample(CardTypes types, DealCount count, double total, RandomGenerator rng) {
    return new DealDraw(types, count).sample(total, rng);
  }

  private long[] sample(double total, RandomGenerator rng) {
    long[] out = types.fixed.clone();
    long s = types.start;
    int n = types.count();
    for (int t = 0; t < n; t++) {
      if (t == n - 1) {
        for (int p : types.placesOf[t]) {
          x[p] = layout.room(s, p); // the last type fills what every place still needs
        }
      } else {
        choose(t, s, rng.nextDouble() * (t == 0 ? total : count.ways(t, s)));
        s = types.after(t, s, x);
      }
      deal(t, out, rng);
    }
    return out;
  }

  /**
   * Picks the split of type {@code t} at state {@code s} whose cumulative weight first passes
   * {@code target}, into {@link #x}.
   */
  private void choose(int t, long s, double target) {
    Arrays.fill(x, 0);
    Arrays.fill(tryX, 0);
    Arrays.fill(lastGood, 0);
    this.type = t;
    this.state = s;
    this.target = target;
    if (!pick(0, types.size[t], 1.0, s)) {
      // rounding left the target past the last split: take the last split with any weight
      System.arraycopy(lastGood, 0, x, 0, x.length);
    }
  }

  /**
   * Tries the splits of the type's remaining {@code left} cards among its places from the {@code
   * k}-th on, in the order {@link DealCount} sums them, each weighing {@code weight} times the ways
   * from the state after it ({@code next} so far): whether one passed the target.
   */
  private boolean pick(int k, int left, double weight, long next) {
    int t = type;
    int[] where = types.placesOf[t];
    int p = where[k];
    int room = layout.room(state, p);
    int least = room - types.later[t][p];
    if (k == where.length - 1) {
      return pickLast(p, left, weight, next, room, least);
    }
    int most = Math.min(room, left);
    for (int v = Math.max(least, 0); v < most + 1; v++) { // exclusive bounds: see DealCount.split
      long after = types.take(t, next, p, v);
      if (after < 0) {
        break;
      }
      tryX[p] = v;
      if (pick(k + 1, left - v, weight * CHOOSE[left][v], after)) {
        return true;
      }
    }
    tryX[p] = 0;
    return false;
  }

  /** {@link #pick} at the type's last place {@code p}, which takes every card left. */
  private boolean pickLast(int p, int left, double weight, long next, int room, int least) {
    if (left > room || left < least) {
      return false;
    }
    long after = types.take(type, next, p, left);
    if (after < 0) {
      return false;
    }
    tryX[p] = left;
    double w = weight * count.ways(type + 1, after);
    if (w > 0) {
      System.arraycopy(tryX, 0, lastGood, 0, tryX.length);
      target -= w;
      if (target < 0) {
        System.arraycopy(tryX, 0, x, 0, x.length);
        return true;
      }
    }
    tryX[p] = 0;
    return false;
  }

  /** Deals type {@code t}'s cards uniformly to the numbers {@link #x}. */
  private void deal(int t, long[] out, RandomGenerator rng) {
    long c = types.cards[t];
    int left = types.size[t];
    for (int p : types.placesOf[t]) {
      for (int i = 0; i < x[p]; i++) {
        int idx = CardSet.selectIndex(c, rng.nextInt(left--));
        out[p] |= 1L << idx;
        c &= ~(1L << idx);
      }
    }
  }
}
