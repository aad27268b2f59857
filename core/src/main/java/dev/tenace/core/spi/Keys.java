package dev.tenace.core.spi;

/**
 * Building 64-bit keys of states and views for transposition tables: fold every defining value into
 * the key with {@link #mix}, starting from {@link #START} (or a per-game constant). The mix is the
 * MurmurHash3/SplitMix64 finalizer applied after a multiply-add, so a one-bit change in any folded
 * value changes every bit of the key with probability about one half.
 *
 * <pre>{@code
 * long k = Keys.START;
 * for (int s = 0; s < players; s++) k = Keys.mix(k, handBits[s]);
 * k = Keys.mix(k, playedBits);
 * }</pre>
 */
public final class Keys {
  private Keys() {}

  /** A starting value. */
  public static final long START = 0x243F6A8885A308D3L;

  /** Folds {@code value} into {@code key}. */
  public static long mix(long key, long value) {
    long z = key * 0x9E3779B97F4A7C15L + value;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** Folds the hash of an object ({@code 0} for {@code null}) into {@code key}. */
  public static long mix(long key, Object value) {
    return mix(key, value == null ? 0L : value.hashCode());
  }
}
