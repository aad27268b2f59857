package dev.tenace.core.spi;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The hidden cards of a deal and what a seat knows about where they are, as constraints: the heart
 * of every {@code sampleConsistentState}. It deals the hidden cards to <em>places</em> (other
 * seats' hands, and zones such as a widow, a blind or a buried pile), each receiving an exact
 * number of cards, so that every constraint holds:
 *
 * <ul>
 *   <li>a place may not hold some cards ({@link Builder#forbid}: a revealed void, a suit ruled out
 *       by inference);
 *   <li>a place must hold some cards ({@link Builder#require}: cards passed to it, a called card,
 *       the first lead);
 *   <li>a place holds between {@code min} and {@code max} of a set of cards ({@link
 *       Builder#atMost}, {@link Builder#atLeast}, {@link Builder#between}: at most one of two
 *       passed cards moved on, exactly its bid in spades, at least one card of the called suit).
 * </ul>
 *
 * <pre>{@code
 * HiddenDeal deal = HiddenDeal.builder(hidden, new int[] {13, 12, 12, 2})   // three hands and a widow
 *     .forbid(0, CardSet.suitMask(Suit.CLUBS))        // place 0 showed void in clubs
 *     .require(1, passedCards)                       // the cards passed to place 1
 *     .atMost(2, passedEarlier, 1)                   // at most one of them moved on to place 2
 *     .build();
 * long[] places = deal.sample(rng).orElseThrow();    // one mask per place, in order
 * }</pre>
 *
 * <p><b>Constructive.</b> The sampler never retries and never gives up: it counts, exactly, the
 * assignments that satisfy every constraint, and draws one from those counts, so {@link #sample}
 * returns an assignment whenever one exists and {@link Optional#empty()} exactly when none does
 * ({@link #count()} is then 0). Cards with the same set of allowed places (and the same membership
 * in the count constraints) are interchangeable, so the count runs over these <em>types</em> of
 * cards rather than over cards: a dynamic program over the types whose state is the number of cards
 * each place still needs (and each count constraint has received), with the number of ways to split
 * a type among its places as a multinomial coefficient. A card with a single allowed place is
 * placed first; the last type fills what the places still need, and the last two types together are
 * counted as one product of a polynomial per place rather than split by split. With at most {@link
 * #MAX_PLACES} places a game's constraints give a few types and from a handful to a few thousand
 * states (the widow game of five players mid-play is the largest seen); the cost is measured per
 * game by the {@code SamplerBenchmarks} of the examples.
 *
 * <p><b>Distribution.</b> Uniform over all assignments of the hidden cards to the places that
 * satisfy every constraint: each type is split among its places with probability proportional to
 * the number of completions, then its cards are dealt to the chosen counts by a uniform shuffle.
 * The counts are {@code double}s built from binomial coefficients: exact below {@code 2^52} and
 * within a relative error of about {@code 10^-15} above (a deal of 55 cards has fewer than {@code
 * 10^73} assignments), so the probabilities are exact up to that rounding; the core tests compare
 * the frequencies with an exact enumeration. {@link #sampleAny} draws from a union of alternatives
 * (a constraint that is a disjunction, such as "the lowest club outside the widow is in the
 * leader's hand") uniformly over the union when the alternatives are disjoint.
 *
 * <p>Instances are immutable and safe to share: {@link #sample} may be called from many threads.
 */
public final class HiddenDeal {
  /** The largest number of places. */
  public static final int MAX_PLACES = 8;

  /** The largest number of count constraints ({@link Builder#between} and its shorthands). */
  public static final int MAX_COUNTS = 8;

  /** Binomial coefficients {@code C(n, k)} for {@code n ≤ 55}: all below {@code 2^53}, so exact. */
  private static final double[][] CHOOSE = new double[Card.COUNT + 1][Card.COUNT + 1];

  private static final double[] FACT = new double[Card.COUNT + 1];
  private static final double[] INV_FACT = new double[Card.COUNT + 1];

  /**
   * Below this a count is an integer held exactly, so a count computed with rounding is rounded
   * back.
   */
  private static final double EXACT = 0x1p52;

  static {
    FACT[0] = 1;
    for (int i = 1; i <= Card.COUNT; i++) {
      FACT[i] = FACT[i - 1] * i;
    }
    for (int i = 0; i <= Card.COUNT; i++) {
      INV_FACT[i] = 1 / FACT[i];
    }
    for (int n = 0; n <= Card.COUNT; n++) {
      CHOOSE[n][0] = 1;
      for (int k = 1; k <= n; k++) {
        CHOOSE[n][k] = CHOOSE[n - 1][k - 1] + (k <= n - 1 ? CHOOSE[n - 1][k] : 0);
      }
    }
  }

  private final long hidden;
  private final int[] need;

  /** The constraints as given, for {@link #toString()}: built only when asked for. */
  private final Builder given;

  /** Per place, the cards it must get because no other place may hold them. */
  private final long[] fixed;

  /** The interchangeable cards, in the order the program places them. */
  private final long[] typeCards;

  private final int[] typeSize;

  /** Per type, the places that may hold its cards, as a list. */
  private final int[][] typePlaces;

  /**
   * Per type and place, the cards of the later types that place may still take (to prune dead
   * splits).
   */
  private final int[][] later;

  /** Per type and place, the encoded increment of the counts the type's cards there add to. */
  private final long[][] typeCount;

  /** Per type, the count constraints its cards belong to (bit {@code g}). */
  private final long[] typeCounts;

  private final int[] countPlace;
  private final int[] offset;
  private final long[] fieldMask;
  private final int places;
  private final int[] countMin;
  private final int[] countMax;
  private final long start;
  private final LongDoubleMap[] memo;
  private final double count;

  private HiddenDeal(Builder b) {
    this.hidden = b.hidden;
    this.need = b.need.clone();
    this.places = need.length;
    this.given = b.copy();
    int n = places;
    int counts = b.countPlace.size();
    // Allowed places per card.
    long[] allow = new long[n];
    for (int p = 0; p < n; p++) {
      allow[p] = need[p] == 0 ? 0L : hidden & ~b.forbid[p];
    }
    long[] required = new long[n];
    long requiredAll = 0;
    long clash = 0;
    for (int p = 0; p < n; p++) {
      required[p] = b.require[p] & hidden;
      clash |= requiredAll & required[p];
      requiredAll |= required[p];
    }
    fixed = new long[n];
    boolean feasible = clash == 0;
    // Types: cards with the same allowed places and the same count memberships.
    long[] keys = new long[Long.bitCount(hidden)];
    long[] cards = new long[keys.length];
    int types = 0;
    for (long rest = hidden; rest != 0 && feasible; rest &= rest - 1) {
      long bit = Long.lowestOneBit(rest);
      int where = 0;
      for (int p = 0; p < n; p++) {
        if ((allow[p] & bit) != 0 && ((requiredAll & bit) == 0 || (required[p] & bit) != 0)) {
          where |= 1 << p;
        }
      }
      if (where == 0) {
        feasible = false;
        break;
      }
      if (Integer.bitCount(where) == 1) {
        fixed[Integer.numberOfTrailingZeros(where)] |= bit;
        continue;
      }
      long in = 0;
      for (int g = 0; g < counts; g++) {
        if ((b.countCards.get(g) & bit) != 0) {
          in |= 1L << g;
        }
      }
      long key = where | in << MAX_PLACES;
      int t = 0;
      while (t < types && keys[t] != key) {
        t++;
      }
      if (t == types) {
        keys[types++] = key;
      }
      cards[t] |= bit;
    }
    // Most constrained types first: the last one, with the most places, closes the program. A
    // stable insertion sort: there are a handful of types.
    int[] order = new int[types];
    for (int t = 0; t < types; t++) {
      int j = t;
      while (j > 0 && constrainedFirst(keys, cards, t, order[j - 1]) < 0) {
        order[j] = order[j - 1];
        j--;
      }
      order[j] = t;
    }
    typeCards = new long[types];
    typeSize = new int[types];
    typePlaces = new int[types][];
    typeCount = new long[types][n];
    typeCounts = new long[types];
    countPlace = new int[counts];
    for (int g = 0; g < counts; g++) {
      countPlace[g] = b.countPlace.get(g);
    }
    later = new int[types][n];
    // The state: what each place still needs, then what each count constraint has received.
    offset = new int[n + counts];
    fieldMask = new long[n + counts];
    countMin = new int[counts];
    countMax = new int[counts];
    int bits = 0;
    for (int f = 0; f < n + counts; f++) {
      int max;
      if (f < n) {
        max = need[f];
      } else {
        int g = f - n;
        int available = Long.bitCount(b.countCards.get(g) & hidden);
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
    for (int i = 0; i < types; i++) {
      int t = order[i];
      typeCards[i] = cards[t];
      typeSize[i] = Long.bitCount(cards[t]);
      typeCounts[i] = keys[t] >>> MAX_PLACES;
      int where = (int) (keys[t] & 0xFF);
      typePlaces[i] = new int[Integer.bitCount(where)];
      int k = 0;
      for (int p = 0; p < n; p++) {
        if ((where & (1 << p)) != 0) {
          typePlaces[i][k++] = p;
          for (int g = 0; g < counts; g++) {
            if (b.countPlace.get(g) == p && (keys[t] >>> MAX_PLACES & (1L << g)) != 0) {
              typeCount[i][p] += 1L << offset[n + g];
            }
          }
        }
      }
    }
    for (int j = 0; j < types - 1; j++) { // exclusive bounds: see split's loop
      int i = types - 2 - j;
      for (int p = 0; p < n; p++) {
        later[i][p] = later[i + 1][p];
      }
      for (int p : typePlaces[i + 1]) {
        later[i][p] += typeSize[i + 1];
      }
    }
    long s = 0;
    for (int p = 0; p < n && feasible; p++) {
      int left = need[p] - Long.bitCount(fixed[p]);
      int takes = 0;
      for (int i = 0; i < types; i++) {
        for (int q : typePlaces[i]) {
          takes += q == p ? typeSize[i] : 0;
        }
      }
      feasible = left >= 0 && left <= takes;
      s |= (long) Math.max(left, 0) << offset[p];
    }
    for (int g = 0; g < counts && feasible; g++) {
      int got = Long.bitCount(fixed[b.countPlace.get(g)] & b.countCards.get(g));
      feasible = got <= countMax[g] && countMin[g] <= countMax[g];
      s += (long) Math.min(got, Math.max(countMax[g], 0)) << offset[n + g];
    }
    this.start = s;
    this.memo = new LongDoubleMap[Math.max(types - 1, 0)];
    this.count = feasible ? ways(0, s) : 0;
  }

  /** Orders types by their number of places, then by their number of cards. */
  private static int constrainedFirst(long[] keys, long[] cards, int x, int y) {
    int c = Integer.compare(Long.bitCount(keys[x] & 0xFF), Long.bitCount(keys[y] & 0xFF));
    return c != 0 ? c : Integer.compare(Long.bitCount(cards[x]), Long.bitCount(cards[y]));
  }

  /**
   * A builder for the hidden cards {@code hidden} (a card mask, see {@link CardSet#bits()}) dealt
   * to places that need {@code need[0]}, {@code need[1]}, … cards.
   *
   * @throws IllegalArgumentException if there are no places or more than {@link #MAX_PLACES}, a
   *     need is negative, the needs do not add up to the number of hidden cards, or a bit of {@code
   *     hidden} is not a card
   */
  public static Builder builder(long hidden, int[] need) {
    return new Builder(hidden, need);
  }

  /** The hidden cards. */
  public long hidden() {
    return hidden;
  }

  /** Number of places. */
  public int places() {
    return places;
  }

  /** The number of cards place {@code place} receives. */
  public int need(int place) {
    checkPlace(place, places);
    return need[place];
  }

  /**
   * The number of assignments of the hidden cards to the places that satisfy every constraint: 0
   * exactly when there is none. A {@code double}: exact below {@code 2^52}, within rounding above.
   */
  public double count() {
    return count;
  }

  /** Whether some assignment satisfies every constraint. */
  public boolean feasible() {
    return count > 0;
  }

  /**
   * A uniformly random assignment satisfying every constraint: one card mask per place, in the
   * order of the needs, or empty when there is none.
   */
  public Optional<long[]> sample(RandomGenerator rng) {
    Objects.requireNonNull(rng, "random generator is null");
    if (count == 0) {
      return Optional.empty();
    }
    long[] out = fixed.clone();
    long s = start;
    int[] x = new int[places];
    int types = typeCards.length;
    for (int t = 0; t < types; t++) {
      if (t == types - 1) {
        for (int p : typePlaces[t]) {
          x[p] = room(s, p); // the last type fills what every place still needs
        }
      } else {
        choose(t, s, rng.nextDouble() * (t == 0 ? count : ways(t, s)), x);
        s = after(t, s, x);
      }
      deal(t, x, out, rng);
    }
    return Optional.of(out);
  }

  /**
   * A random assignment satisfying one of the alternatives, each chosen with probability
   * proportional to its {@link #count()}: uniform over the union when no assignment satisfies two
   * of them (an assignment that satisfies {@code k} is {@code k} times as likely). Empty when none
   * is feasible. For a constraint that is a disjunction, e.g. "the lowest club outside the widow is
   * in the leader's hand": one alternative per candidate card.
   *
   * @throws IllegalArgumentException if the list is empty, or the alternatives differ in their
   *     hidden cards or needs
   */
  public static Optional<long[]> sampleAny(List<HiddenDeal> alternatives, RandomGenerator rng) {
    Objects.requireNonNull(alternatives, "alternatives is null");
    Objects.requireNonNull(rng, "random generator is null");
    if (alternatives.isEmpty()) {
      throw new IllegalArgumentException("no alternatives");
    }
    HiddenDeal first = alternatives.get(0);
    double total = 0;
    for (HiddenDeal d : alternatives) {
      if (d.hidden != first.hidden || !Arrays.equals(d.need, first.need)) {
        throw new IllegalArgumentException(
            "alternatives must deal the same hidden cards to the same places");
      }
      total += d.count;
    }
    if (total == 0) {
      return Optional.empty();
    }
    double r = rng.nextDouble() * total;
    HiddenDeal pick = null;
    for (HiddenDeal d : alternatives) {
      if (d.count > 0) {
        pick = d;
        r -= d.count;
        if (r < 0) {
          break;
        }
      }
    }
    return pick.sample(rng);
  }

  /**
   * The draw of a view's sampler from constraints the true deal satisfies: {@link #sample}, or an
   * {@link IllegalStateException} naming the seat and the constraints when there is no deal — a bug
   * in the game's constraints, never a property of the view.
   */
  public long[] sampleForView(RandomGenerator rng, int seat) {
    return sample(rng).orElseThrow(() -> noDeal(seat, this));
  }

  /**
   * The same for alternatives drawn by {@link #sampleAny} (an empty list has no deal).
   *
   * @throws IllegalStateException naming the seat and the alternatives when there is no deal
   */
  public static long[] sampleForView(List<HiddenDeal> alternatives, RandomGenerator rng, int seat) {
    Optional<long[]> fresh =
        alternatives.isEmpty() ? Optional.empty() : sampleAny(alternatives, rng);
    return fresh.orElseThrow(() -> noDeal(seat, alternatives));
  }

  private static IllegalStateException noDeal(int seat, Object constraints) {
    return new IllegalStateException(
        "no deal is consistent with the view of seat " + seat + " (a bug): " + constraints);
  }

  /**
   * {@code k} cards of {@code from} chosen uniformly, as a mask: a hidden choice a view's sampler
   * makes up (cards passed between two other seats, a blind).
   *
   * @throws IllegalArgumentException if {@code from} holds fewer than {@code k} cards
   */
  public static long randomSubset(long from, int k, RandomGenerator rng) {
    if (k < 0 || Long.bitCount(from) < k) {
      throw new IllegalArgumentException("cannot choose " + k + " cards of " + Long.bitCount(from));
    }
    long out = 0;
    long left = from;
    for (int i = 0; i < k; i++) {
      int idx = CardSet.selectIndex(left, rng.nextInt(Long.bitCount(left)));
      out |= 1L << idx;
      left &= ~(1L << idx);
    }
    return out;
  }

  /** The constraints as given, for messages. */
  @Override
  public String toString() {
    return given.describe();
  }

  // ---------------------------------------------------------------- the program

  /** The number of ways to deal types {@code t…} from state {@code s}. */
  private double ways(int t, long s) {
    int types = typeCards.length;
    if (t == types) {
      return countsMet(s) ? 1 : 0;
    }
    if (t == types - 1) {
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
    v = t == types - 2 ? lastTwo(t, s) : split(t, s, 0, typeSize[t], 1.0, s);
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
    int[] where = typePlaces[t];
    int p = where[k];
    int room = room(s, p);
    int least = room - later[t][p]; // what the later types cannot fill here
    if (k == where.length - 1) {
      if (left > room || left < least) {
        return 0;
      }
      long after = take(t, next, p, left);
      return after < 0 ? 0 : weight * ways(t + 1, after);
    }
    double sum = 0;
    int most = Math.min(room, left);
    // Loops here count up to an exclusive bound: with an inclusive one (x <= most) C2 guards the
    // loop with a limit check that deoptimizes it once, and each time recompiles every method the
    // sampler is inlined into (-XX:+LogCompilation: reason='loop_limit_check').
    for (int x = Math.max(least, 0); x < most + 1; x++) {
      long after = take(t, next, p, x);
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
    int n = typeSize[t];
    double[] poly = new double[n + 1];
    double[] next = new double[n + 1];
    poly[0] = 1;
    int degree = 0;
    int inT = 0;
    int inU = 0;
    for (int p : typePlaces[t]) {
      inT |= 1 << p;
    }
    for (int p : typePlaces[u]) {
      inU |= 1 << p;
    }
    for (int p = 0; p < places; p++) {
      int r = room(s, p);
      boolean mayT = (inT & (1 << p)) != 0;
      boolean mayU = (inU & (1 << p)) != 0;
      int lo = mayU ? 0 : r;
      int hi = mayT ? Math.min(r, n) : 0;
      for (int g = 0; g < countMin.length; g++) {
        if (countPlace[g] != p) {
          continue;
        }
        int c = (int) ((s & fieldMask[places + g]) >>> offset[places + g]);
        int a = (int) (typeCounts[t] >>> g & 1);
        int b = (int) (typeCounts[u] >>> g & 1);
        int base = c + b * r; // the count at x = 0; it moves by a − b per card of type t here
        if (a == b) {
          if (base < countMin[g] || base > countMax[g]) {
            return 0;
          }
        } else if (a == 1) {
          lo = Math.max(lo, countMin[g] - base);
          hi = Math.min(hi, countMax[g] - base);
        } else {
          lo = Math.max(lo, base - countMax[g]);
          hi = Math.min(hi, base - countMin[g]);
        }
      }
      if (lo > hi) {
        return 0;
      }
      if (r == 0) {
        continue;
      }
      Arrays.fill(next, 0, Math.min(n, degree + hi) + 1, 0);
      for (int d = 0; d < degree + 1; d++) { // exclusive bounds: see split's loop
        if (poly[d] == 0) {
          continue;
        }
        for (int x = lo, end = Math.min(hi, n - d) + 1; x < end; x++) {
          next[d + x] += poly[d] * INV_FACT[x] * INV_FACT[r - x];
        }
      }
      degree = Math.min(n, degree + hi);
      double[] swap = poly;
      poly = next;
      next = swap;
    }
    double w = poly[n] * FACT[n] * FACT[typeSize[u]];
    return w < EXACT ? Math.rint(w) : w;
  }

  /** The ways for the last type: every place gets exactly what it still needs. */
  private double last(int t, long s) {
    double w = 1;
    long next = s;
    int left = typeSize[t];
    for (int p : typePlaces[t]) {
      int x = room(s, p);
      if (x > left) {
        return 0;
      }
      next = take(t, next, p, x);
      if (next < 0) {
        return 0;
      }
      w *= CHOOSE[left][x];
      left -= x;
    }
    if (left != 0) {
      return 0; // a place the type may not fill still needs cards
    }
    return countsMet(next) ? w : 0;
  }

  /**
   * Picks the split of type {@code t} at state {@code s} whose cumulative weight first passes
   * {@code target}.
   */
  private void choose(int t, long s, double target, int[] x) {
    Arrays.fill(x, 0);
    double[] acc = {target};
    int[] tryX = new int[places];
    int[] lastGood = new int[places];
    if (!pick(t, s, 0, typeSize[t], 1.0, s, tryX, x, acc, lastGood)) {
      // rounding left the target past the last split: take the last split with any weight
      System.arraycopy(lastGood, 0, x, 0, places);
    }
  }

  private boolean pick(
      int t,
      long s,
      int k,
      int left,
      double weight,
      long next,
      int[] tryX,
      int[] x,
      double[] acc,
      int[] lastGood) {
    int[] where = typePlaces[t];
    int p = where[k];
    int room = room(s, p);
    int least = room - later[t][p];
    if (k == where.length - 1) {
      if (left > room || left < least) {
        return false;
      }
      long after = take(t, next, p, left);
      if (after < 0) {
        return false;
      }
      tryX[p] = left;
      double w = weight * ways(t + 1, after);
      if (w > 0) {
        System.arraycopy(tryX, 0, lastGood, 0, places);
        acc[0] -= w;
        if (acc[0] < 0) {
          System.arraycopy(tryX, 0, x, 0, places);
          return true;
        }
      }
      tryX[p] = 0;
      return false;
    }
    int most = Math.min(room, left);
    for (int v = Math.max(least, 0); v < most + 1; v++) { // exclusive bounds: see split's loop
      long after = take(t, next, p, v);
      if (after < 0) {
        break;
      }
      tryX[p] = v;
      if (pick(t, s, k + 1, left - v, weight * CHOOSE[left][v], after, tryX, x, acc, lastGood)) {
        return true;
      }
    }
    tryX[p] = 0;
    return false;
  }

  /** The state after type {@code t} is split as {@code x}. */
  private long after(int t, long s, int[] x) {
    long next = s;
    for (int p : typePlaces[t]) {
      next = take(t, next, p, x[p]);
    }
    return next;
  }

  /** Deals type {@code t}'s cards uniformly to the counts {@code x}. */
  private void deal(int t, int[] x, long[] out, RandomGenerator rng) {
    long c = typeCards[t];
    int left = typeSize[t];
    for (int p : typePlaces[t]) {
      for (int i = 0; i < x[p]; i++) {
        int idx = CardSet.selectIndex(c, rng.nextInt(left--));
        out[p] |= 1L << idx;
        c &= ~(1L << idx);
      }
    }
  }

  /** What place {@code p} still needs in state {@code s}. */
  private int room(long s, int p) {
    return (int) ((s & fieldMask[p]) >>> offset[p]);
  }

  /**
   * State {@code s} after {@code x} cards of type {@code t} go to place {@code p}, or {@code -1}
   * when a count constraint would exceed its maximum.
   */
  private long take(int t, long s, int p, int x) {
    if (x == 0) {
      return s;
    }
    long next = s - ((long) x << offset[p]);
    long inc = typeCount[t][p];
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

  private boolean countsMet(long s) {
    for (int g = 0; g < countMin.length; g++) {
      int f = places + g;
      if ((s & fieldMask[f]) >>> offset[f] < countMin[g]) {
        return false;
      }
    }
    return true;
  }

  private static void checkPlace(int place, int places) {
    if (place < 0 || place >= places) {
      throw new IllegalArgumentException("place must be 0.." + (places - 1) + " but was " + place);
    }
  }

  /** An open-addressing map from states (never negative) to counts, for the memo of one type. */
  private static final class LongDoubleMap {
    private long[] keys = new long[16];
    private double[] values = new double[16];
    private int size;

    LongDoubleMap() {
      Arrays.fill(keys, -1L);
    }

    double get(long k) {
      int mask = keys.length - 1;
      for (int i = hash(k) & mask; ; i = (i + 1) & mask) {
        if (keys[i] == k) {
          return values[i];
        }
        if (keys[i] == -1L) {
          return -1;
        }
      }
    }

    void put(long k, double v) {
      if (2 * (size + 1) > keys.length) {
        long[] oldKeys = keys;
        double[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new double[oldKeys.length * 2];
        Arrays.fill(keys, -1L);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
          if (oldKeys[i] != -1L) {
            put(oldKeys[i], oldValues[i]);
          }
        }
      }
      int mask = keys.length - 1;
      int i = hash(k) & mask;
      while (keys[i] != -1L && keys[i] != k) {
        i = (i + 1) & mask;
      }
      if (keys[i] == -1L) {
        size++;
      }
      keys[i] = k;
      values[i] = v;
    }

    private static int hash(long k) {
      long h = k * 0x9E3779B97F4A7C15L;
      return (int) (h ^ (h >>> 32));
    }
  }

  /**
   * The constraints of a {@link HiddenDeal}. Only hidden cards matter: a card given to {@link
   * #forbid}, {@link #require} or a count that is not hidden is ignored (it is known to be
   * elsewhere; shift a count's bounds for known cards that count towards it).
   */
  public static final class Builder {
    private final long hidden;
    private final int[] need;
    private final long[] forbid;
    private final long[] require;
    private final List<Integer> countPlace = new ArrayList<>();
    private final List<Long> countCards = new ArrayList<>();
    private final List<Integer> countMin = new ArrayList<>();
    private final List<Integer> countMax = new ArrayList<>();

    private Builder(long hidden, int[] need) {
      Objects.requireNonNull(need, "need is null");
      if ((hidden & ~CardSet.ALL_BITS) != 0) {
        throw new IllegalArgumentException("bits 55-63 are not cards: " + Long.toHexString(hidden));
      }
      if (need.length == 0 || need.length > MAX_PLACES) {
        throw new IllegalArgumentException(
            "a hidden deal has 1 to " + MAX_PLACES + " places but had " + need.length);
      }
      long total = 0;
      for (int p = 0; p < need.length; p++) {
        if (need[p] < 0) {
          throw new IllegalArgumentException("place " + p + " cannot need " + need[p] + " cards");
        }
        total += need[p];
      }
      if (total != Long.bitCount(hidden)) {
        throw new IllegalArgumentException(
            "the places need " + total + " cards but " + Long.bitCount(hidden) + " are hidden");
      }
      this.hidden = hidden;
      this.need = need.clone();
      this.forbid = new long[need.length];
      this.require = new long[need.length];
    }

    /** A copy of this builder, to add the constraints of one alternative to shared ones. */
    public Builder copy() {
      Builder b = new Builder(hidden, need);
      System.arraycopy(forbid, 0, b.forbid, 0, forbid.length);
      System.arraycopy(require, 0, b.require, 0, require.length);
      b.countPlace.addAll(countPlace);
      b.countCards.addAll(countCards);
      b.countMin.addAll(countMin);
      b.countMax.addAll(countMax);
      return b;
    }

    /**
     * The place may hold none of {@code cards}.
     *
     * @throws IllegalArgumentException if the place is not one of the places
     */
    public Builder forbid(int place, long cards) {
      checkPlace(place, need.length);
      forbid[place] |= cards;
      return this;
    }

    /**
     * The place may hold only cards of {@code cards}: it may hold none of the others.
     *
     * @throws IllegalArgumentException if the place is not one of the places
     */
    public Builder allowOnly(int place, long cards) {
      return forbid(place, ~cards);
    }

    /**
     * The place holds every hidden card of {@code cards} (no other place may hold them).
     *
     * @throws IllegalArgumentException if the place is not one of the places
     */
    public Builder require(int place, long cards) {
      checkPlace(place, need.length);
      require[place] |= cards;
      return this;
    }

    /**
     * The place holds at least {@code min} and at most {@code max} of the hidden cards of {@code
     * cards}.
     *
     * @throws IllegalArgumentException if the place is not one of the places, {@code min} is
     *     negative, {@code max} is below {@code min}, or there are already {@link #MAX_COUNTS}
     */
    public Builder between(int place, long cards, int min, int max) {
      checkPlace(place, need.length);
      if (min < 0 || max < min) {
        throw new IllegalArgumentException(
            "a count needs 0 <= min <= max but had min " + min + ", max " + max);
      }
      if (countPlace.size() == MAX_COUNTS) {
        throw new IllegalArgumentException("at most " + MAX_COUNTS + " count constraints");
      }
      countPlace.add(place);
      countCards.add(cards & hidden);
      countMin.add(min);
      countMax.add(max);
      return this;
    }

    /**
     * The place holds at most {@code k} of the hidden cards of {@code cards} (none if {@code k} is
     * negative).
     */
    public Builder atMost(int place, long cards, int k) {
      if (k < 0) {
        return forbid(place, cards);
      }
      return between(place, cards, 0, k);
    }

    /**
     * The place holds at least {@code k} of the hidden cards of {@code cards} (no constraint if
     * {@code k ≤ 0}).
     */
    public Builder atLeast(int place, long cards, int k) {
      if (k <= 0) {
        checkPlace(place, need.length);
        return this;
      }
      return between(place, cards, k, Card.COUNT);
    }

    /** The place holds exactly {@code k} of the hidden cards of {@code cards}. */
    public Builder exactly(int place, long cards, int k) {
      return between(place, cards, k, k);
    }

    /**
     * The constraints, counted.
     *
     * @throws IllegalArgumentException if the places and counts together need more than 63 bits of
     *     state (each place and each count takes the bits of its largest value: eight places and
     *     eight counts of most of the deck are too many)
     */
    public HiddenDeal build() {
      return new HiddenDeal(this);
    }

    private String describe() {
      StringBuilder s =
          new StringBuilder("HiddenDeal(hidden {").append(CardSet.ofBits(hidden)).append('}');
      for (int p = 0; p < need.length; p++) {
        s.append("; place ").append(p).append(": ").append(need[p]).append(" cards");
        if ((forbid[p] & hidden) != 0) {
          s.append(", not {").append(CardSet.ofBits(forbid[p] & hidden)).append('}');
        }
        if ((require[p] & hidden) != 0) {
          s.append(", with {").append(CardSet.ofBits(require[p] & hidden)).append('}');
        }
      }
      for (int g = 0; g < countPlace.size(); g++) {
        s.append("; place ")
            .append(countPlace.get(g))
            .append(" holds ")
            .append(countMin.get(g))
            .append("..")
            .append(countMax.get(g))
            .append(" of {")
            .append(CardSet.ofBits(countCards.get(g)))
            .append('}');
      }
      return s.append(')').toString();
    }
  }
}
