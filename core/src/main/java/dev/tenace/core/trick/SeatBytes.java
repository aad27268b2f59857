package dev.tenace.core.trick;

import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An unmodifiable list of one small count per seat (0 to 255), packed 8 bits a seat in a {@code
 * long}: the tricks won and the voids of a {@link TrickTable}, built without an array or a box per
 * seat. Equal to any list of the same numbers.
 */
final class SeatBytes extends AbstractList<Integer> implements RandomAccess {
  private final long bytes;
  private final int size;

  SeatBytes(long bytes, int size) {
    this.bytes = bytes;
    this.size = size;
  }

  @Override
  public Integer get(int index) {
    Objects.checkIndex(index, size);
    return (int) ((bytes >>> (8 * index)) & 0xFF);
  }

  @Override
  public int size() {
    return size;
  }
}
