package dev.tenace.core.spi;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.table.Seat;
import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.Function;

/**
 * An immutable list of the actions that choose {@code k} cards of a set (pass three cards, bury
 * two, exchange two), without building the subsets: one small object holds the set, and element
 * {@code i} is made on demand by unranking {@code i}. The order is lexicographic over the cards in
 * display order (the subset holding the {@code k} lowest cards first), so the same set always lists
 * the same actions at the same indices: a seeded bot that picks by index replays.
 *
 * <pre>{@code
 * List<Action> passes = SubsetActions.of(hand.bits(), 3, Pass.class, Pass::new, Pass::cards);
 * passes.size();                 // C(13, 3) = 286
 * passes.get(0);                 // pass of the three lowest cards
 * passes.contains(somePass);     // a bit test, no search
 * }</pre>
 *
 * @param <T> the element type of the list (the game's action type, or the action class itself)
 * @param <A> the class of the actions listed
 */
public final class SubsetActions<T extends Action, A extends T> extends AbstractList<T>
    implements RandomAccess {
  /** {@code CHOOSE[n][k]}: binomial coefficients for sets of up to 64 cards. */
  private static final long[][] CHOOSE = new long[65][65];

  static {
    for (int n = 0; n <= 64; n++) {
      CHOOSE[n][0] = 1;
      for (int k = 1; k <= n; k++) {
        CHOOSE[n][k] = CHOOSE[n - 1][k - 1] + (k < n ? CHOOSE[n - 1][k] : 0);
      }
    }
  }

  private final long from;
  private final int k;
  private final int size;
  private final Class<A> type;
  private final Function<CardSet, ? extends A> make;
  private final Function<? super A, CardSet> cardsOf;

  private SubsetActions(
      long from,
      int k,
      int size,
      Class<A> type,
      Function<CardSet, ? extends A> make,
      Function<? super A, CardSet> cardsOf) {
    this.from = from;
    this.k = k;
    this.size = size;
    this.type = type;
    this.make = make;
    this.cardsOf = cardsOf;
  }

  /**
   * The actions choosing {@code k} cards of {@code from}.
   *
   * @param type the action class, for {@link #contains} and {@link #indexOf}
   * @param make the action that chooses a set
   * @param cardsOf the set an action chooses
   * @throws IllegalArgumentException if {@code k} is negative or the list would exceed {@code
   *     Integer.MAX_VALUE} elements
   */
  public static <T extends Action, A extends T> List<T> of(
      long from,
      int k,
      Class<A> type,
      Function<CardSet, ? extends A> make,
      Function<? super A, CardSet> cardsOf) {
    Objects.requireNonNull(type, "type is null");
    Objects.requireNonNull(make, "make is null");
    Objects.requireNonNull(cardsOf, "cardsOf is null");
    if (k < 0) {
      throw new IllegalArgumentException("cannot choose " + k + " cards");
    }
    int n = Long.bitCount(from);
    long size = k > n ? 0 : CHOOSE[n][k];
    if (size > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "choosing "
              + k
              + " of "
              + n
              + " cards gives "
              + size
              + " subsets, more than a list can hold");
    }
    return new SubsetActions<>(from, k, (int) size, type, make, cardsOf);
  }

  /**
   * The refusal of a choice of {@code cards} that are not all in {@code hand}, or {@code null} when
   * they are: {@link RuleCode#CARD_NOT_HELD}, naming the seat, the cards it does not hold and its
   * hand ({@code "North cannot pass 2H: not in hand …"}).
   *
   * @param verb what the seat does with the cards, as the message says it ({@code "pass"})
   */
  public static RuleViolation notHeld(int seat, String verb, long cards, long hand) {
    if ((cards & ~hand) == 0) {
      return null;
    }
    return new RuleViolation(
        RuleCode.CARD_NOT_HELD,
        seat,
        Seat.name(seat)
            + " cannot "
            + verb
            + " "
            + CardSet.ofBits(cards & ~hand)
            + ": not in hand "
            + CardSet.ofBits(hand));
  }

  /** The number of {@code k}-subsets of an {@code n}-card set. */
  public static long choose(int n, int k) {
    if (n < 0 || n > 64) {
      throw new IllegalArgumentException("a card set has 0 to 64 cards, not " + n);
    }
    return k < 0 || k > n ? 0 : CHOOSE[n][k];
  }

  /**
   * The combinatorial rank of the {@code k}-subset {@code bits} of {@code from}: its index in the
   * order of {@link #of}'s list (lexicographic over the cards in display order, the {@code k}
   * lowest cards at 0), from 0 to {@code choose(n, k) - 1} for an {@code n}-card {@code from}. The
   * inverse of {@link #subsetBits}: {@code rank(from, k, list.subsetBits(i)) == i}. Computed from
   * the masks alone, without a list.
   *
   * @param from the set chosen from, as a raw mask
   * @param k how many cards a subset chooses
   * @param bits the subset, as a raw mask: it must hold exactly {@code k} cards, all of {@code
   *     from}
   * @throws IllegalArgumentException if {@code bits} is not a {@code k}-subset of {@code from}
   */
  public static long rank(long from, int k, long bits) {
    if (Long.bitCount(bits) != k || (bits & ~from) != 0) {
      throw new IllegalArgumentException(
          cards(bits) + " is not a " + k + "-card subset of " + cards(from));
    }
    long rank = 0;
    int left = k;
    int remaining = Long.bitCount(from);
    for (long r = from; left > 0; r &= r - 1) {
      remaining--;
      if ((bits & Long.lowestOneBit(r)) != 0) {
        left--;
      } else {
        rank += CHOOSE[remaining][left - 1]; // the subsets that take this card come first
      }
    }
    return rank;
  }

  /** A mask as its cards, or in hex if it has bits past the cards. */
  private static String cards(long bits) {
    return (bits & ~CardSet.ALL_BITS) == 0
        ? CardSet.ofBits(bits).toString()
        : Long.toHexString(bits);
  }

  /** The subset at {@code index}, as a raw mask. */
  public long subsetBits(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + " of " + size + " subsets");
    }
    long bits = 0;
    int rank = index;
    int left = k;
    int remaining = Long.bitCount(from);
    for (long b = from; left > 0; b &= b - 1) {
      remaining--;
      // Subsets that take this card come first: C(remaining, left - 1) of them.
      long with = CHOOSE[remaining][left - 1];
      if (rank < with) {
        bits |= Long.lowestOneBit(b);
        left--;
      } else {
        rank -= (int) with;
      }
    }
    return bits;
  }

  @Override
  public T get(int index) {
    return make.apply(CardSet.ofBits(subsetBits(index)));
  }

  @Override
  public int size() {
    return size;
  }

  private long bitsOf(Object o) {
    if (!type.isInstance(o)) {
      return -1L;
    }
    CardSet c = cardsOf.apply(type.cast(o));
    if (c == null) {
      return -1L;
    }
    long b = c.bits();
    return Long.bitCount(b) == k && (b & ~from) == 0 ? b : -1L;
  }

  @Override
  public boolean contains(Object o) {
    return bitsOf(o) != -1L;
  }

  @Override
  public int indexOf(Object o) {
    long b = bitsOf(o);
    return b == -1L ? -1 : (int) rank(from, k, b);
  }

  @Override
  public int lastIndexOf(Object o) {
    return indexOf(o);
  }
}
