package dev.tenace.core.spi;

import dev.tenace.core.card.CardSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An immutable row of card masks compared by value: a deal's hands, passes or exchanges, one 64-bit
 * {@link CardSet#bits() card mask} per seat, so that a setup written as a {@code record} gets
 * {@code equals}, {@code hashCode} and {@code toString} derived. Reading is an array read; {@link
 * #with} copies.
 *
 * <pre>{@code
 * Masks hands = Masks.of(deal.hands());
 * long north = hands.get(0);
 * hands = hands.with(0, north & ~played);
 * }</pre>
 */
public final class Masks {
  private final long[] masks;

  private Masks(long[] masks) {
    this.masks = masks;
  }

  /** The masks given, copied. */
  public static Masks of(long... masks) {
    return new Masks(Objects.requireNonNull(masks, "masks are null").clone());
  }

  /** The masks of card sets, in order. */
  public static Masks of(List<CardSet> sets) {
    Objects.requireNonNull(sets, "sets are null");
    long[] m = new long[sets.size()];
    for (int i = 0; i < m.length; i++) {
      m[i] = sets.get(i).bits();
    }
    return new Masks(m);
  }

  /** {@code size} empty masks. */
  public static Masks empty(int size) {
    if (size < 0) {
      throw new IllegalArgumentException("size is negative: " + size);
    }
    return new Masks(new long[size]);
  }

  /**
   * Takes {@code masks} without a copy: the caller hands the array over and never writes it again.
   */
  public static Masks wrap(long[] masks) {
    return new Masks(Objects.requireNonNull(masks, "masks are null"));
  }

  /** The number of masks. */
  public int size() {
    return masks.length;
  }

  /** The mask at {@code index}. */
  public long get(int index) {
    return masks[index];
  }

  /** The mask at {@code index} as a card set. */
  public CardSet cards(int index) {
    return CardSet.ofBits(masks[index]);
  }

  /** These masks with {@code mask} at {@code index}. */
  public Masks with(int index, long mask) {
    if (masks[index] == mask) {
      return this;
    }
    long[] m = masks.clone();
    m[index] = mask;
    return new Masks(m);
  }

  /** The union of the masks. */
  public long union() {
    long u = 0L;
    for (long m : masks) {
      u |= m;
    }
    return u;
  }

  /** A copy of the masks. */
  public long[] toArray() {
    return masks.clone();
  }

  /** The masks as card sets, in order. */
  public List<CardSet> toCardSets() {
    List<CardSet> l = new ArrayList<>(masks.length);
    for (long m : masks) {
      l.add(CardSet.ofBits(m));
    }
    return List.copyOf(l);
  }

  /** Folds the masks into a 64-bit key ({@link Keys#mix}). */
  public long key(long key) {
    long k = Keys.mix(key, masks.length);
    for (long m : masks) {
      k = Keys.mix(k, m);
    }
    return k;
  }

  @Override
  public boolean equals(Object o) {
    return o == this || (o instanceof Masks m && Arrays.equals(m.masks, masks));
  }

  @Override
  public int hashCode() {
    // every bit of every mask mixed in: a long's own hash folds its halves (3D and 9H cancel)
    long k = key(Keys.START);
    return (int) (k ^ (k >>> 32));
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("[");
    for (int i = 0; i < masks.length; i++) {
      b.append(i == 0 ? "" : ", ").append(CardSet.ofBits(masks[i]));
    }
    return b.append(']').toString();
  }
}
