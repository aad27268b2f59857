package dev.tenace.core.spi;

import java.util.Arrays;

/**
 * An open-addressing map from states (never negative) to counts: the memo of one card type in a
 * {@link HiddenDeal}'s count.
 */
final class LongDoubleMap {
  private long[] keys = new long[16];
  private double[] values = new double[16];
  private int size;

  LongDoubleMap() {
    Arrays.fill(keys, -1L);
  }

  /** The count of state {@code k}, or {@code -1} when there is none. */
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
