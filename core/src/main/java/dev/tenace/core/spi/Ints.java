package dev.tenace.core.spi;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An immutable row of {@code int}s compared by value: the per-seat numbers of a deal's setup (bids,
 * scores, standing), so that a setup written as a {@code record} gets {@code equals}, {@code
 * hashCode} and {@code toString} derived and correct. Reading is an array read; {@link #with}
 * copies.
 *
 * <pre>{@code
 * Ints bids = Ints.filled(4, -1).with(0, 3);   // [3, -1, -1, -1]
 * bids.get(0);                                  // 3
 * }</pre>
 */
public final class Ints {
  private static final Ints EMPTY = new Ints(new int[0]);

  private final int[] values;

  /**
   * {@link #toList()}, made on the first call (a race makes it twice at worst: it is immutable).
   */
  private List<Integer> list;

  private Ints(int[] values) {
    this.values = values;
  }

  /** The values given, copied. */
  public static Ints of(int... values) {
    Objects.requireNonNull(values, "values are null");
    return values.length == 0 ? EMPTY : new Ints(values.clone());
  }

  /** The values of a list, in order. */
  public static Ints of(List<Integer> values) {
    Objects.requireNonNull(values, "values are null");
    int[] v = new int[values.size()];
    for (int i = 0; i < v.length; i++) {
      v[i] = values.get(i);
    }
    return new Ints(v);
  }

  /** {@code size} zeros. */
  public static Ints zeros(int size) {
    return filled(size, 0);
  }

  /** {@code size} copies of {@code value}. */
  public static Ints filled(int size, int value) {
    if (size < 0) {
      throw new IllegalArgumentException("size is negative: " + size);
    }
    int[] v = new int[size];
    Arrays.fill(v, value);
    return new Ints(v);
  }

  /**
   * Takes {@code values} without a copy: the caller hands the array over and never writes it again.
   */
  public static Ints wrap(int[] values) {
    return new Ints(Objects.requireNonNull(values, "values are null"));
  }

  /** The number of values. */
  public int size() {
    return values.length;
  }

  /** The value at {@code index}. */
  public int get(int index) {
    return values[index];
  }

  /** These values with {@code value} at {@code index}. */
  public Ints with(int index, int value) {
    if (values[index] == value) {
      return this;
    }
    int[] v = values.clone();
    v[index] = value;
    return new Ints(v);
  }

  /** The sum of the values. */
  public int sum() {
    int s = 0;
    for (int v : values) {
      s += v;
    }
    return s;
  }

  /** A copy of the values. */
  public int[] toArray() {
    return values.clone();
  }

  /** The values as an unmodifiable list. */
  public List<Integer> toList() {
    List<Integer> l = list;
    if (l == null) {
      Integer[] boxed = new Integer[values.length];
      for (int i = 0; i < boxed.length; i++) {
        boxed[i] = values[i];
      }
      l = List.of(boxed);
      list = l;
    }
    return l;
  }

  /** Folds the values into a 64-bit key ({@link Keys#mix}). */
  public long key(long key) {
    long k = Keys.mix(key, values.length);
    for (int v : values) {
      k = Keys.mix(k, v);
    }
    return k;
  }

  @Override
  public boolean equals(Object o) {
    return o == this || (o instanceof Ints i && Arrays.equals(i.values, values));
  }

  @Override
  public int hashCode() {
    long k = key(Keys.START);
    return (int) (k ^ (k >>> 32));
  }

  @Override
  public String toString() {
    return Arrays.toString(values);
  }
}
