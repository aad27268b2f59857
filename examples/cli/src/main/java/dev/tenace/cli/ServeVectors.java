package dev.tenace.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.util.RawValue;

/**
 * Observation and information-state vectors as {@code tenace serve} writes them: protocol 1's dense
 * lists (every entry, whole numbers without a fraction), or protocol 2's sparse form, an object of
 * the indices whose entry is 1 ({@code "ones"}) and the {@code [index, value]} pairs of the other
 * non-zero entries ({@code "other"}), every other entry being 0. Decoding the sparse form into a
 * vector of the layout's size gives exactly the dense list:
 *
 * <pre>
 * v = [0.0] * size
 * for i in s["ones"]: v[i] = 1.0
 * for i, x in s["other"]: v[i] = x
 * </pre>
 */
final class ServeVectors {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private ServeVectors() {}

  /** Every entry, a whole number without a fraction (protocol 1). */
  static ArrayNode dense(float[] v) {
    ArrayNode a = F.arrayNode(v.length);
    for (float x : v) {
      if (x == (int) x) {
        a.add((int) x);
      } else {
        a.add(x);
      }
    }
    return a;
  }

  /**
   * The non-zero entries: {@code "ones"} and {@code "other"} (protocol 2), written as JSON text in
   * one pass (a raw value of the answer: no node per entry, the hot path of a learning loop).
   * Numbers read as {@link #dense} writes them: whole numbers without a fraction, others as Java
   * writes a {@code float}.
   */
  static JsonNode sparse(float[] v) {
    StringBuilder ones = new StringBuilder(16 + 4 * v.length / 8).append("{\"ones\":[");
    StringBuilder other = new StringBuilder(16).append("],\"other\":[");
    boolean firstOne = true;
    boolean firstOther = true;
    for (int i = 0; i < v.length; i++) {
      float x = v[i];
      if (x == 1f) {
        if (!firstOne) {
          ones.append(',');
        }
        ones.append(i);
        firstOne = false;
      } else if (x != 0f) {
        if (!firstOther) {
          other.append(',');
        }
        other.append('[').append(i).append(',');
        if (x == (int) x) {
          other.append((int) x);
        } else {
          other.append(Float.toString(x));
        }
        other.append(']');
        firstOther = false;
      }
    }
    return F.rawValueNode(new RawValue(ones.append(other).append("]}").toString()));
  }

  /** A 0/1 entry per action id. */
  static ArrayNode mask(boolean[] mask) {
    ArrayNode m = F.arrayNode(mask.length);
    for (boolean b : mask) {
      m.add(b ? 1 : 0);
    }
    return m;
  }
}
