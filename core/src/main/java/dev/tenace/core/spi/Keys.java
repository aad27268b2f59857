package dev.tenace.core.spi;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.AbstractCardsAction;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;

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
 *
 * <p>{@link #of(Object)} derives a key from a value, a record's components included, so that a view
 * or a setup written as a record needs no hand-written key.
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

  /**
   * A 64-bit key of a value, derived from what it is: a record by its components in order (read
   * through their public accessors), a list or collection by its elements in order, an optional by
   * its content, a map by its entries in order; a {@link CardSet} by its bits, a {@link Card} by
   * its index, an enum constant by its class name and ordinal, {@link Ints} and {@link Masks} by
   * their values, a number, boolean or character by its value, a game's {@link AbstractCardsAction}
   * by its class name and cards; anything else (or a record whose accessors are not public) by its
   * {@code hashCode}. Equal values give equal keys; for values built of the types above, different
   * values give different keys but with a probability of about {@code 2^-64}.
   *
   * <pre>{@code
   * public long key() { return Keys.of(this); }   // a record view
   * }</pre>
   */
  public static long of(Object value) {
    return fold(START, value);
  }

  private static final ClassValue<Method[]> ACCESSORS =
      new ClassValue<>() {
        @Override
        protected Method[] computeValue(Class<?> type) {
          RecordComponent[] rc = type.getRecordComponents();
          Method[] m = new Method[rc.length];
          for (int i = 0; i < rc.length; i++) {
            m[i] = rc[i].getAccessor();
          }
          return m;
        }
      };

  private static long fold(long key, Object v) {
    if (v == null) {
      return mix(key, 0x5DEECE66DL);
    }
    if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
      return mix(key, ((Number) v).longValue());
    }
    if (v instanceof Boolean b) {
      return mix(key, b ? 2 : 1);
    }
    if (v instanceof Character c) {
      return mix(key, c);
    }
    if (v instanceof CardSet c) {
      return mix(mix(key, 0xCA5E7L), c.bits());
    }
    if (v instanceof Card c) {
      return mix(key, 0xCA4D0000L + c.index());
    }
    if (v instanceof Enum<?> e) {
      return mix(mix(key, e.getDeclaringClass().getName().hashCode()), e.ordinal());
    }
    if (v instanceof Ints i) {
      return i.key(key);
    }
    if (v instanceof Masks m) {
      return m.key(key);
    }
    if (v instanceof Optional<?> o) {
      return o.isPresent() ? fold(mix(key, 1), o.get()) : mix(key, 0);
    }
    if (v instanceof Collection<?> c) {
      long k = mix(key, c.size());
      for (Object e : c) {
        k = fold(k, e);
      }
      return k;
    }
    if (v instanceof Map<?, ?> m) {
      long k = mix(key, m.size());
      for (Map.Entry<?, ?> e : m.entrySet()) {
        k = fold(fold(k, e.getKey()), e.getValue());
      }
      return k;
    }
    if (v instanceof Record r) {
      return foldRecord(key, r);
    }
    if (v instanceof AbstractCardsAction a) {
      // folded as the record of one component, its cards, that such an action used to be
      return fold(mix(key, a.getClass().getName().hashCode()), a.cards());
    }
    return mix(key, v.hashCode());
  }

  private static long foldRecord(long key, Record r) {
    Method[] accessors = ACCESSORS.get(r.getClass());
    long k = mix(key, r.getClass().getName().hashCode());
    try {
      for (Method m : accessors) {
        k = fold(k, m.invoke(r));
      }
      return k;
    } catch (IllegalAccessException e) {
      // a record this module may not read (not public, or its package not exported): its hash
      return mix(key, r.hashCode());
    } catch (InvocationTargetException e) {
      throw new IllegalStateException("an accessor of " + r.getClass().getName() + " failed", e);
    }
  }
}
