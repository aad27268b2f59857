package dev.tenace.learn;

import java.util.Objects;

/**
 * One named part of a vector or of an action space: where it starts, how long it is, and what its
 * entries mean.
 *
 * <pre>{@code
 * Segment hand = encoder.observation().segment("hand");
 * boolean holdsQs = obs[hand.offset() + Card.parse("QS").index()] == 1f;
 * }</pre>
 *
 * @param name a short identifier, unique within its layout ({@code "hand"}, {@code "played"})
 * @param offset the index of the first entry
 * @param length the number of entries
 * @param meaning what the entries hold, in words (the README's tables print it)
 */
public record Segment(String name, int offset, int length, String meaning) {
  /** Checks the parts. */
  public Segment {
    Objects.requireNonNull(name, "name is null");
    Objects.requireNonNull(meaning, "meaning is null");
    if (offset < 0 || length < 1) {
      throw new IllegalArgumentException(
          "segment "
              + name
              + " needs offset >= 0 and length >= 1 but had "
              + offset
              + ", "
              + length);
    }
  }

  /** The index just past the last entry. */
  public int end() {
    return offset + length;
  }

  /** Whether {@code index} falls in this segment. */
  public boolean contains(int index) {
    return index >= offset && index < end();
  }
}
