package dev.tenace.core.spi;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
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

  private final long hidden;
  private final int[] need;
  private final int places;

  /** The constraints as given, for {@link #toString()} and messages. */
  private final DealConstraints given;

  /** The constraints compiled for the count: the fixed cards and the types of the others. */
  private final CardTypes types;

  /** The count over the types, memoized per state. */
  private final DealCount program;

  private final double count;

  private HiddenDeal(DealConstraints c) {
    this.hidden = c.hidden;
    this.need = c.need.clone();
    this.places = need.length;
    this.given = c.copy();
    this.types = new CardTypes(c, new DealLayout(c));
    this.program = new DealCount(types);
    this.count = types.start < 0 ? 0 : program.ways(0, types.start);
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
    return need[given.place(place)];
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
    return Optional.of(DealDraw.sample(types, program, count, rng));
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
    return given.toString();
  }

  /**
   * The constraints of a {@link HiddenDeal}. Only hidden cards matter: a card given to {@link
   * #forbid}, {@link #require} or a count that is not hidden is ignored (it is known to be
   * elsewhere; shift a count's bounds for known cards that count towards it).
   */
  public static final class Builder {
    private final DealConstraints c;

    private Builder(long hidden, int[] need) {
      this.c = new DealConstraints(hidden, need);
    }

    private Builder(DealConstraints c) {
      this.c = c;
    }

    /** A copy of this builder, to add the constraints of one alternative to shared ones. */
    public Builder copy() {
      return new Builder(c.copy());
    }

    /**
     * The place may hold none of {@code cards}.
     *
     * @throws IllegalArgumentException if the place is not one of the places
     */
    public Builder forbid(int place, long cards) {
      c.forbid[c.place(place)] |= cards;
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
      c.require[c.place(place)] |= cards;
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
      c.count(place, cards, min, max);
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
        c.place(place);
        return this;
      }
      return between(place, cards, k, Card.COUNT);
    }

    /** The place holds exactly {@code k} of the hidden cards of {@code cards}. */
    public Builder exactly(int place, long cards, int k) {
      return between(place, cards, k, k);
    }

    /**
     * What trick play tells every seat, with places {@code 0 … n-1} the seats' hands as dealt: each
     * seat held the cards it played, and a seat that showed void in a suit (the table's {@link
     * TrickTable#voids()}) held no card of it that is not played yet.
     */
    public Builder trickPlay(TrickTable table) {
      List<Trick> tricks = new ArrayList<>(table.completed());
      tricks.add(table.current());
      for (Trick t : tricks) {
        for (int i = 0; i < t.size(); i++) {
          require(t.seat(i), t.card(i).bit());
        }
      }
      for (int seat = 0; seat < table.players(); seat++) {
        for (int e = 0; e < TrickOrder.EFFECTIVE_SUITS; e++) {
          if ((table.voids().get(seat) & (1 << e)) != 0) {
            forbid(seat, table.order().suitMask(e) & ~table.played().bits());
          }
        }
      }
      return this;
    }

    /**
     * The constraints, counted.
     *
     * @throws IllegalArgumentException if the places and counts together need more than 63 bits of
     *     state (each place and each count takes the bits of its largest value: eight places and
     *     eight counts of most of the deck are too many)
     */
    public HiddenDeal build() {
      return new HiddenDeal(c);
    }
  }
}
