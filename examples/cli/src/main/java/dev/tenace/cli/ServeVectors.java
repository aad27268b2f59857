package dev.tenace.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.util.RawValue;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Base64;

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
 *
 * <p>With {@code "encoding": "packed"} (protocol 2) a vector is a text instead ({@link #packed}):
 * the base64 (RFC 4648, with padding) of the indices of its entries equal to 1 as little-endian
 * uint16 (uint32 past 65,536 entries), and, if some entries are neither 0 nor 1, {@code ';'} and
 * the base64 of those entries as (little-endian uint32 index, little-endian float32 value) pairs.
 * The mask of the legal ids is the base64 of its bits: id {@code i} is bit {@code i % 8} of byte
 * {@code i / 8}, the lowest bit first ({@link #mask(int[], int, int)}).
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

  /**
   * The packed text of {@code v} as ASCII bytes (no quotes): base64 of the indices of its entries
   * equal to 1, in increasing order, each a little-endian uint16 (uint32 when {@code v} has more
   * than 65,536 entries); then, if some entries are neither 0 nor 1, {@code ';'} and base64 of
   * those entries in increasing index order, each its index as a little-endian uint32 then its
   * value as a little-endian IEEE 754 float32.
   */
  static byte[] packed(float[] v) {
    int width = v.length > WIDE ? 4 : 2;
    int ones = 0;
    int others = 0;
    for (float x : v) {
      if (x == 1f) {
        ones++;
      } else if (x != 0f) {
        others++;
      }
    }
    ByteBuffer idx = ByteBuffer.allocate(width * ones).order(ByteOrder.LITTLE_ENDIAN);
    ByteBuffer pairs = ByteBuffer.allocate(8 * others).order(ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < v.length; i++) {
      float x = v[i];
      if (x == 1f) {
        if (width == 2) {
          idx.putShort((short) i);
        } else {
          idx.putInt(i);
        }
      } else if (x != 0f) {
        pairs.putInt(i).putFloat(x);
      }
    }
    byte[] first = Base64.getEncoder().encode(idx.array());
    if (others == 0) {
      return first;
    }
    byte[] rest = Base64.getEncoder().encode(pairs.array());
    byte[] out = Arrays.copyOf(first, first.length + 1 + rest.length);
    out[first.length] = ';';
    System.arraycopy(rest, 0, out, first.length + 1, rest.length);
    return out;
  }

  /** The most entries a vector may have for {@link #packed} to write its indices as uint16. */
  static final int WIDE = 65_536;

  /** The mask of the first {@code n} ids of {@code ids} among {@code size}, as base64 of bits. */
  static byte[] mask(int[] ids, int n, int size) {
    byte[] raw = new byte[(size + 7) / 8];
    for (int k = 0; k < n; k++) {
      raw[ids[k] >> 3] |= (byte) (1 << (ids[k] & 7));
    }
    return Base64.getEncoder().encode(raw);
  }
}
