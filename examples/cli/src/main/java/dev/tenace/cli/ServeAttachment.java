package dev.tenace.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The bytes that follow an answer's line with {@code "encoding": "binary"}: each vector as
 * little-endian IEEE 754 float32s ({@link #floats}), each mask as bits ({@link #bits}), every block
 * starting at a multiple of 4 bytes. The answer names each block {@code [offset, count]} and says
 * how many bytes follow its line in {@code "attached"}.
 *
 * <p>One per thread: a session answers one request at a time, and {@link ServeSession#handle}
 * empties it before each, so the bytes are those of the last answer (the scratch arrays of {@link
 * ServeStatus} are kept the same way).
 */
final class ServeAttachment {
  private static final ThreadLocal<ServeAttachment> CURRENT =
      ThreadLocal.withInitial(ServeAttachment::new);

  private byte[] buf = new byte[1 << 14];
  private ByteBuffer view = wrap(buf);
  private int len;

  private ServeAttachment() {}

  /** This thread's attachment. */
  static ServeAttachment current() {
    return CURRENT.get();
  }

  /** Empties it: before an answer, and when an answer is refused. */
  void clear() {
    len = 0;
  }

  /** How many bytes there are. */
  int length() {
    return len;
  }

  /** A position to {@link #reset} to. */
  int mark() {
    return len;
  }

  /** Takes back the blocks added since {@code mark} (an entry refused half-way). */
  void reset(int mark) {
    len = mark;
  }

  /** Adds {@code v} as little-endian float32s; returns the block's offset. */
  int floats(float[] v) {
    int at = align(4 * v.length);
    view.position(at);
    view.asFloatBuffer().put(v); // one bulk copy where the machine is little-endian
    len = at + 4 * v.length;
    return at;
  }

  /**
   * Adds the mask of the first {@code n} of {@code ids} among {@code size} ids, {@code (size + 7) /
   * 8} bytes, id {@code i} being bit {@code i % 8} of byte {@code i / 8}; returns the block's
   * offset.
   */
  int bits(int[] ids, int n, int size) {
    int bytes = (size + 7) / 8;
    int at = align(bytes);
    Arrays.fill(buf, at, at + bytes, (byte) 0);
    for (int k = 0; k < n; k++) {
      buf[at + (ids[k] >> 3)] |= (byte) (1 << (ids[k] & 7));
    }
    len = at + bytes;
    return at;
  }

  /** Writes the bytes to {@code out}. */
  void writeTo(OutputStream out) throws IOException {
    out.write(buf, 0, len);
  }

  /** A copy of the bytes. */
  byte[] toByteArray() {
    return Arrays.copyOf(buf, len);
  }

  /** Pads to a multiple of 4 with zeros and makes room for {@code n} more bytes; the offset. */
  private int align(int n) {
    int at = (len + 3) & ~3;
    if (at + n > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(at + n, 2 * buf.length));
      view = wrap(buf);
    }
    Arrays.fill(buf, len, at, (byte) 0);
    return at;
  }

  private static ByteBuffer wrap(byte[] b) {
    return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
  }
}
