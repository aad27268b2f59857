package dev.tenace.core.spi;

import static dev.tenace.core.spi.Binomials.CHOOSE;
import static dev.tenace.core.spi.Binomials.EXACT;
import static dev.tenace.core.spi.Binomials.FACT;
import static dev.tenace.core.spi.Binomials.INV_FACT;

import java.util.Arrays;

/**
 * The count of a {@link HiddenDeal}: a dynamic program over the {@link CardTypes}, whose state
 * ({@link DealLayout}) is what each place still needs and what each count constraint has received.
 * Each type is split among its places in every way the state allows, a split weighing the
 * multinomial coefficient of dealing the type's cards to it; the last type fills what the places
 * still need ({@link #last}), and the last two are counted together as one product of a polynomial
 * per place ({@link #lastTwo}). The ways from each state are memoized per type, all of them while
 * the deal is counted: {@link DealDraw} then only reads them.
 */
final class DealCount {
  private final CardTypes types;
  private final DealLayout layout;
  private final LongDoubleMap[] memo;

  DealCount(CardTypes types) {
    this.types = types;
    this.layout = types.layout;
    this.memo = new LongDoubleMap[Math.max(types.count() - 1, 0)];
  }

  /** The number of ways to deal types {@code t…} from state {@code s}. */
  double ways(int t, long s) {
    int n = types.count();
    if (t == n) {
      return layout.countsMet(s) ? 1 : 0;
    }
    if (t == n - 1) {
      return last(t, s);
    }
    LongDoubleMap m = memo[t];
    if (m == null) {
      m = memo[t] = new LongDoubleMap();
    }
    double v = m.get(s);
    if (v >= 0) {
      return v;
    }
    v = t == n - 2 ? lastTwo(t, s) : split(t, s, 0, types.size[t], 1.0, s);
    m.put(s, v);
    return v;
  }

  /**
   * The sum over the splits of type {@code t}'s remaining {@code left} cards among its places from
   * the {@code k}-th on, of {@code weight} (the ways to choose the type's cards given to the
   * earlier places, a product of binomial coefficients) times the ways to deal the remaining types
   * from the resulting state {@code next}.
   */
  private double split(int t, long s, int k, int left, double weight, long next) {
    int[] where = types.placesOf[t];
    int p = where[k];
    int room = layout.room(s, p);
    int least = room - types.later[t][p]; // what the later types cannot fill here
    if (k == where.length - 1) {
      if (left > room || left < least) {
        return 0;
      }
      long after = types.take(t, next, p, left);
      return after < 0 ? 0 : weight * ways(t + 1, after);
    }
    double sum = 0;
    int most = Math.min(room, left);
    // Loops here count up to an exclusive bound: with an inclusive one (x <= most) C2 guards the
    // loop with a limit check that deoptimizes it once, and each time recompiles every method the
    // sampler is inlined into (-XX:+LogCompilation: reason='loop_limit_check').
    for (int x = Math.max(least, 0); x < most + 1; x++) {
      long after = types.take(t, next, p, x);
      if (after < 0) {
        break;
      }
      sum += split(t, s, k + 1, left - x, weight * CHOOSE[left][x], after);
    }
    return sum;
  }

  /**
   * The ways for the last two types at once. The last type fills what the places still need, so the
   * ways for a split {@code x} of type {@code t} are {@code n!/Πx_p! · m!/Π(r_p−x_p)!} with {@code
   * r} what the places need: a product over places, so their sum over the splits with {@code Σx =
   * n} is the coefficient of {@code u^n} in a product of one polynomial per place, whose terms are
   * the place's allowed {@code x} (the count constraints, each on one place, bound it there).
   * {@code O(places · n²)} instead of one term per split.
   */
  private double lastTwo(int t, long s) {
    int u = t + 1;
    int n = types.size[t];
    double[] poly = new double[n + 1];
    double[] next = new double[n + 1];
    poly[0] = 1;
    int degree = 0;
    int inT = placeBits(types.placesOf[t]);
    int inU = placeBits(types.placesOf[u]);
    for (int p = 0; p < layout.places; p++) {
      int r = layout.room(s, p);
      boolean mayT = (inT & (1 << p)) != 0;
      boolean mayU = (inU & (1 << p)) != 0;
      long range = range(t, s, p, mayU ? 0 : r, mayT ? Math.min(r, n) : 0);
      if (range < 0) {
        return 0;
      }
      if (r == 0) {
        continue;
      }
      int hi = (int) range;
      multiply(poly, next, degree, (int) (range >>> 32), hi, r);
      degree = Math.min(n, degree + hi);
      double[] swap = poly;
      poly = next;
      next = swap;
    }
    double w = poly[n] * FACT[n] * FACT[types.size[u]];
    return w < EXACT ? Math.rint(w) : w;
  }

  private static int placeBits(int[] places) {
    int bits = 0;
    for (int p : places) {
      bits |= 1 << p;
    }
    return bits;
  }

  /**
   * The cards {@code x} of type {@code t} that place {@code p} may take in {@link #lastTwo}, from
   * state {@code s}: between {@code lo} and {@code hi}, narrowed by the count constraints on the
   * place, as {@code lo << 32 | hi}; {@code -1} when none.
   */
  private long range(int t, long s, int p, int lo, int hi) {
    int r = layout.room(s, p);
    for (int g = 0; g < layout.counts(); g++) {
      if (layout.countPlace[g] != p) {
        continue;
      }
      int c = layout.received(s, g);
      int a = (int) (types.memberOf[t] >>> g & 1);
      int b = (int) (types.memberOf[t + 1] >>> g & 1);
      int base = c + b * r; // the count at x = 0; it moves by a − b per card of type t here
      if (a == b) {
        if (base < layout.countMin[g] || base > layout.countMax[g]) {
          return -1;
        }
      } else if (a == 1) {
        lo = Math.max(lo, layout.countMin[g] - base);
        hi = Math.min(hi, layout.countMax[g] - base);
      } else {
        lo = Math.max(lo, base - layout.countMax[g]);
        hi = Math.min(hi, base - layout.countMin[g]);
      }
    }
    return lo > hi ? -1 : (long) lo << 32 | hi; // 0 <= lo <= hi
  }

  /**
   * {@code next} = {@code poly} (of degree {@code degree}) times the polynomial of a place that
   * needs {@code r} cards and takes {@code lo..hi} of the type: {@code Σ u^x / (x! (r−x)!)}, cut at
   * the degree of {@code poly}'s array.
   */
  private static void multiply(double[] poly, double[] next, int degree, int lo, int hi, int r) {
    int n = poly.length - 1;
    Arrays.fill(next, 0, Math.min(n, degree + hi) + 1, 0);
    for (int d = 0; d < degree + 1; d++) { // exclusive bounds: see split's loop
      if (poly[d] == 0) {
        continue;
      }
      for (int x = lo, end = Math.min(hi, n - d) + 1; x < end; x++) {
        next[d + x] += poly[d] * INV_FACT[x] * INV_FACT[r - x];
      }
    }
  }

  /** The ways for the last type: every place gets exactly what it still needs. */
  private double last(int t, long s) {
    double w = 1;
    long next = s;
    int left = types.size[t];
    for (int p : types.placesOf[t]) {
      int x = layout.room(s, p);
      if (x > left) {
        return 0;
      }
      next = types.take(t, next, p, x);
      if (next < 0) {
        return 0;
      }
      w *= CHOOSE[left][x];
      left -= x;
    }
    if (left != 0) {
      return 0; // a place the type may not fill still needs cards
    }
    return layout.countsMet(next) ? w : 0;
  }
}
