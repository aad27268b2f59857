package dev.tenace.core.spi;

import java.util.function.Supplier;

/**
 * A value worked out once and shared by every state that holds this memo, which is <em>no part of
 * their value</em>: every memo equals every other, hashes to 0 and prints as {@code memo}, so a
 * {@code record} setup may carry one (a deal's prepared trick play, say) and keep its derived
 * {@code equals}, {@code hashCode} and key. The first {@link #get} computes; a race between threads
 * computes twice and keeps one result, so the value must be immutable and the same whoever computes
 * it.
 *
 * <pre>{@code
 * record MySetup(DealHeader header, Memo<TrickPlay> firstPlay) implements DealSetup {}
 * TrickPlay p = setup.firstPlay().get(() -> TrickPlay.start(...));
 * }</pre>
 *
 * @param <T> the value's type
 */
public final class Memo<T> {
  private volatile T value;

  /** An empty memo. */
  public Memo() {}

  /** The value, computed by {@code compute} on the first call. */
  public T get(Supplier<? extends T> compute) {
    T v = value;
    if (v == null) {
      v = compute.get();
      value = v;
    }
    return v;
  }

  /** The value if it was computed, else {@code null}. */
  public T peek() {
    return value;
  }

  /** Every memo is equal to every other: a memo is no part of its holder's value. */
  @Override
  public boolean equals(Object o) {
    return o instanceof Memo;
  }

  @Override
  public int hashCode() {
    return 0;
  }

  @Override
  public String toString() {
    return "memo";
  }
}
