package dev.tenace.cli;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.core.io.NumberOutput;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Where an answer's fields go, in order: an {@link ObjectNode} ({@link #of(ObjectNode)}, what
 * {@link ServeSession#handle} returns), or JSON text written straight into a byte buffer ({@link
 * Bytes}, the hot path of {@code tenace serve}'s {@code act}: no node per field or entry). Both
 * give the same text: {@code ServeOutTest} serializes the tree and compares.
 */
abstract class ServeOut {
  /** A whole number. */
  abstract void put(String name, long value);

  /** A flag. */
  abstract void put(String name, boolean value);

  /** A text. */
  abstract void put(String name, String value);

  /** {@code null}. */
  abstract void putNull(String name);

  /** Any JSON value (a rare part: a result, faults, a violation). */
  abstract void set(String name, JsonNode value);

  /** A list of the first {@code n} numbers of {@code values}. */
  abstract void ints(String name, int[] values, int n);

  /** A vector in {@link ServeVectors#sparse}'s form. */
  abstract void sparse(String name, float[] v);

  /** A vector in {@link ServeVectors#packed}'s form: a text. */
  void packed(String name, float[] v) {
    asciiText(name, ServeVectors.packed(v));
  }

  /** The first {@code n} of {@code ids} as {@link ServeVectors#mask(int[], int, int)}'s text. */
  void mask(String name, int[] ids, int n, int size) {
    asciiText(name, ServeVectors.mask(ids, n, size));
  }

  /**
   * A vector of {@code "encoding": "binary"}: {@code [offset, count]}, its entries added to the
   * {@link ServeAttachment} as float32s.
   */
  final void attached(String name, float[] v) {
    pair(name, ServeAttachment.current().floats(v), v.length);
  }

  /** A mask of {@code "encoding": "binary"}: {@code [offset, bytes]}, its bits attached. */
  final void attachedMask(String name, int[] ids, int n, int size) {
    pair(name, ServeAttachment.current().bits(ids, n, size), (size + 7) / 8);
  }

  private final int[] pair = new int[2];

  private void pair(String name, int offset, int count) {
    pair[0] = offset;
    pair[1] = count;
    ints(name, pair, 2);
  }

  /** A text of ASCII bytes with nothing to escape. */
  abstract void asciiText(String name, byte[] text);

  /** A position to {@link #reset} to: the fields written so far in the current object. */
  abstract int mark();

  /** Takes back the fields written in the current object since {@code mark}. */
  abstract void reset(int mark);

  /** A seat number, or null for a negative one. */
  final void seat(String name, int seat) {
    if (seat >= 0) {
      put(name, seat);
    } else {
      putNull(name);
    }
  }

  /** The fields go into {@code o}. */
  static ServeOut of(ObjectNode o) {
    return new Tree(o);
  }

  /** Into a tree. */
  private static final class Tree extends ServeOut {
    private final ObjectNode o;

    Tree(ObjectNode o) {
      this.o = o;
    }

    @Override
    int mark() {
      return o.size();
    }

    @Override
    void reset(int mark) {
      java.util.List<String> names = new java.util.ArrayList<>();
      o.fieldNames().forEachRemaining(names::add);
      for (int i = mark; i < names.size(); i++) {
        o.remove(names.get(i));
      }
    }

    @Override
    void put(String name, long value) {
      if (value == (int) value) {
        o.put(name, (int) value);
      } else {
        o.put(name, value);
      }
    }

    @Override
    void put(String name, boolean value) {
      o.put(name, value);
    }

    @Override
    void put(String name, String value) {
      o.put(name, value);
    }

    @Override
    void putNull(String name) {
      o.putNull(name);
    }

    @Override
    void set(String name, JsonNode value) {
      o.set(name, value);
    }

    @Override
    void ints(String name, int[] values, int n) {
      ArrayNode a = o.putArray(name);
      for (int i = 0; i < n; i++) {
        a.add(values[i]);
      }
    }

    @Override
    void sparse(String name, float[] v) {
      o.set(name, ServeVectors.sparse(v));
    }

    @Override
    void asciiText(String name, byte[] text) {
      o.put(name, new String(text, StandardCharsets.US_ASCII));
    }
  }

  /**
   * JSON text in a growing byte buffer: objects and lists opened and closed by the caller, fields
   * separated as they come. {@link #mark()} and {@link #reset(int)} take back what was written
   * after a mark (an entry refused half-way is written again as an error).
   */
  static final class Bytes extends ServeOut {
    private static final JsonStringEncoder QUOTE = JsonStringEncoder.getInstance();
    private static final byte[] TRUE = "true".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FALSE = "false".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] NULL = "null".getBytes(StandardCharsets.US_ASCII);

    private byte[] buf = new byte[1 << 16];
    private int len;

    /** The indices of a sparse vector's entries that are not 0. */
    private int[] nonZero = new int[0];

    /** Whether the next value in the open object or list needs a comma before it. */
    private boolean comma;

    /** Empties the buffer. */
    void clear() {
      len = 0;
      comma = false;
    }

    @Override
    int mark() {
      return len;
    }

    @Override
    void reset(int mark) {
      len = mark;
      comma = mark > 0 && buf[mark - 1] != '{' && buf[mark - 1] != '[';
    }

    /** Opens an object as the next value of a list (or at the top). */
    void beginObject() {
      separate();
      raw('{');
      comma = false;
    }

    /** Closes an object or a list. */
    void end(char c) {
      raw(c);
      comma = true;
    }

    /** Opens a list field. */
    void beginList(String name) {
      name(name);
      raw('[');
      comma = false;
    }

    /** A line's end. */
    void newline() {
      raw('\n');
      comma = false;
    }

    /** Writes the bytes to {@code out}. */
    void writeTo(OutputStream out) throws IOException {
      out.write(buf, 0, len);
    }

    /** A copy of the bytes, for tests. */
    byte[] toByteArray() {
      return Arrays.copyOf(buf, len);
    }

    @Override
    void put(String name, long value) {
      name(name);
      number(value);
    }

    @Override
    void put(String name, boolean value) {
      name(name);
      raw(value ? TRUE : FALSE);
    }

    @Override
    void put(String name, String value) {
      name(name);
      string(value);
    }

    @Override
    void putNull(String name) {
      name(name);
      raw(NULL);
    }

    @Override
    void set(String name, JsonNode value) {
      name(name);
      try {
        raw(Serve.JSON.writeValueAsBytes(value));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    /** Any JSON value as the next value of a list (or at the top). */
    void value(JsonNode value) {
      separate();
      try {
        raw(Serve.JSON.writeValueAsBytes(value));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      comma = true;
    }

    @Override
    void ints(String name, int[] values, int n) {
      name(name);
      raw('[');
      for (int i = 0; i < n; i++) {
        if (i > 0) {
          raw(',');
        }
        number(values[i]);
      }
      raw(']');
    }

    @Override
    void asciiText(String name, byte[] text) {
      name(name);
      raw('"');
      raw(text);
      raw('"');
    }

    @Override
    void sparse(String name, float[] v) {
      int n = nonZero(v);
      name(name);
      raw(SPARSE_ONES);
      boolean first = true;
      for (int k = 0; k < n; k++) {
        int i = nonZero[k];
        if (v[i] == 1f) {
          room(12);
          if (!first) {
            buf[len++] = ',';
          }
          len = NumberOutput.outputInt(i, buf, len);
          first = false;
        }
      }
      raw(SPARSE_OTHER);
      first = true;
      for (int k = 0; k < n; k++) {
        int i = nonZero[k];
        float x = v[i];
        if (x == 1f) {
          continue;
        }
        if (!first) {
          raw(',');
        }
        raw('[');
        number(i);
        raw(',');
        if (x == (int) x) {
          number((int) x);
        } else {
          ascii(Float.toString(x));
        }
        raw(']');
        first = false;
      }
      raw(']');
      raw('}');
    }

    /**
     * Keeps the indices of the entries of {@code v} that are not 0 in {@link #nonZero}, in order;
     * returns how many. An entry counts when its bits other than the sign are not all 0 (so {@code
     * -0f} is 0), without a branch: an observation (under a thousand entries, one in ten or so set)
     * is read entry by entry, as a branch per entry would mostly guess wrong. A longer vector (an
     * information state, sparser) is read eight entries at a time, a group whose bits are all 0
     * passed over.
     */
    private int nonZero(float[] v) {
      if (nonZero.length < v.length) {
        nonZero = new int[v.length];
      }
      int[] out = nonZero;
      if (v.length <= ENTRY_BY_ENTRY) {
        return nonZero(v, 0, v.length, out, 0);
      }
      int k = 0;
      int i = 0;
      for (int end = v.length - 7; i < end; i += 8) {
        if ((Float.floatToRawIntBits(v[i])
                | Float.floatToRawIntBits(v[i + 1])
                | Float.floatToRawIntBits(v[i + 2])
                | Float.floatToRawIntBits(v[i + 3])
                | Float.floatToRawIntBits(v[i + 4])
                | Float.floatToRawIntBits(v[i + 5])
                | Float.floatToRawIntBits(v[i + 6])
                | Float.floatToRawIntBits(v[i + 7]))
            != 0) {
          k = nonZero(v, i, i + 8, out, k);
        }
      }
      return nonZero(v, i, v.length, out, k);
    }

    /** The longest vector {@link #nonZero(float[])} reads entry by entry. */
    private static final int ENTRY_BY_ENTRY = 2048;

    /** Entries {@code from} to {@code to} of {@code v}: each index written, kept if not 0. */
    private static int nonZero(float[] v, int from, int to, int[] out, int k) {
      for (int i = from; i < to; i++) {
        int bits = Float.floatToRawIntBits(v[i]) << 1; // the sign dropped: -0f is 0
        out[k] = i;
        k += (bits | -bits) >>> 31; // 1 unless bits is 0
      }
      return k;
    }

    /**
     * {@link ServeVectors#packed}'s text written straight into the buffer: the non-zero entries
     * found as {@link #sparse} finds them, their bytes put together in {@link #scratch} and encoded
     * in place (no array per vector).
     */
    @Override
    void packed(String name, float[] v) {
      int n = nonZero(v);
      boolean wide = v.length > ServeVectors.WIDE;
      byte[] b = scratch(8 * n);
      int ones = 0;
      for (int k = 0; k < n; k++) {
        int i = nonZero[k];
        if (v[i] == 1f) {
          if (wide) {
            INT_LE.set(b, ones, i);
            ones += 4;
          } else {
            SHORT_LE.set(b, ones, (short) i);
            ones += 2;
          }
        }
      }
      name(name);
      raw('"');
      base64(b, ones);
      if (ones / (wide ? 4 : 2) < n) { // entries neither 0 nor 1: (uint32 index, float32) pairs
        int pairs = 0;
        for (int k = 0; k < n; k++) {
          int i = nonZero[k];
          if (v[i] != 1f) {
            INT_LE.set(b, pairs, i);
            FLOAT_LE.set(b, pairs + 4, v[i]);
            pairs += 8;
          }
        }
        raw(';');
        base64(b, pairs);
      }
      raw('"');
    }

    /** {@link ServeVectors#mask(int[], int, int)}'s text written straight into the buffer. */
    @Override
    void mask(String name, int[] ids, int n, int size) {
      int bytes = (size + 7) / 8;
      byte[] b = scratch(bytes);
      Arrays.fill(b, 0, bytes, (byte) 0);
      for (int k = 0; k < n; k++) {
        b[ids[k] >> 3] |= (byte) (1 << (ids[k] & 7));
      }
      name(name);
      raw('"');
      base64(b, bytes);
      raw('"');
    }

    /** Bytes to put a packed text together in, at least {@code n}. */
    private byte[] scratch = new byte[256];

    private byte[] scratch(int n) {
      if (scratch.length < n) {
        scratch = new byte[Math.max(n, 2 * scratch.length)];
      }
      return scratch;
    }

    /** Little-endian views of a byte array: the packed form's indices and values. */
    private static final VarHandle SHORT_LE =
        MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);

    private static final VarHandle INT_LE =
        MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private static final VarHandle FLOAT_LE =
        MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);

    private static final byte[] BASE64 =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
            .getBytes(StandardCharsets.US_ASCII);

    /** The first {@code n} bytes of {@code src} in base64 (RFC 4648, with padding). */
    private void base64(byte[] src, int n) {
      room(4 * ((n + 2) / 3));
      byte[] out = buf;
      int o = len;
      int i = 0;
      for (; i + 2 < n; i += 3) {
        int x = (src[i] & 0xff) << 16 | (src[i + 1] & 0xff) << 8 | (src[i + 2] & 0xff);
        out[o++] = BASE64[x >>> 18];
        out[o++] = BASE64[(x >>> 12) & 63];
        out[o++] = BASE64[(x >>> 6) & 63];
        out[o++] = BASE64[x & 63];
      }
      if (i < n) {
        int x = (src[i] & 0xff) << 16 | (i + 1 < n ? (src[i + 1] & 0xff) << 8 : 0);
        out[o++] = BASE64[x >>> 18];
        out[o++] = BASE64[(x >>> 12) & 63];
        out[o++] = i + 1 < n ? BASE64[(x >>> 6) & 63] : (byte) '=';
        out[o++] = '=';
      }
      len = o;
    }

    private static final byte[] SPARSE_ONES = "{\"ones\":[".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SPARSE_OTHER = "],\"other\":[".getBytes(StandardCharsets.US_ASCII);

    private void separate() {
      if (comma) {
        raw(',');
      }
    }

    private void name(String name) {
      separate();
      raw('"');
      ascii(name);
      raw('"');
      raw(':');
      comma = true;
    }

    private void string(String s) {
      raw('"');
      raw(QUOTE.quoteAsUTF8(s));
      raw('"');
    }

    /** A field name or number: ASCII text without anything to escape. */
    private void ascii(String s) {
      int n = s.length();
      room(n);
      for (int i = 0; i < n; i++) {
        buf[len++] = (byte) s.charAt(i);
      }
    }

    private void number(long value) {
      room(24);
      len =
          value == (int) value
              ? NumberOutput.outputInt((int) value, buf, len)
              : NumberOutput.outputLong(value, buf, len);
    }

    private void raw(char c) {
      room(1);
      buf[len++] = (byte) c;
    }

    private void raw(byte[] b) {
      room(b.length);
      System.arraycopy(b, 0, buf, len, b.length);
      len += b.length;
    }

    private void room(int n) {
      if (len + n > buf.length) {
        buf = Arrays.copyOf(buf, Math.max(len + n, buf.length * 2));
      }
    }
  }
}
