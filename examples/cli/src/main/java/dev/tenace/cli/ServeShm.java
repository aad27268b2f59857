package dev.tenace.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.concurrent.locks.LockSupport;

/**
 * {@code tenace serve --shm FILE}: the same request and answer lines as standard input and output,
 * carried through two rings of bytes in a file the client made and both sides map to memory. A step
 * then costs no system call and no wake-up: each side polls the other's counter. The layout
 * (little-endian; {@code examples/python/README.md}, "Shared memory"):
 *
 * <pre>
 * 0     8 bytes   magic "TENACE01"
 * 8     uint32    capacity of each ring in bytes: a power of two, 4096 to 2^30
 * 64    uint64    request bytes written (by the client)
 * 128   uint64    request bytes read (by the server)
 * 192   uint64    answer bytes written (by the server)
 * 256   uint64    answer bytes read (by the client)
 * 4096  capacity  the requests' ring; then capacity bytes: the answers' ring
 * </pre>
 *
 * A counter is the total of bytes ever written or read; byte {@code n} of a stream is at {@code n
 * mod capacity} of its ring. Each counter has one writer, which publishes it after the bytes it
 * counts (a release store; the reader's load is an acquire). A side that finds nothing to read or
 * no room to write polls for {@code --spin-us}, then sleeps in steps growing to a millisecond.
 * Standard input stays the lifeline: the server ends when it closes, as it would over pipes. A
 * counter out of range (more than a ring ahead, or behind) is bad input, exit status 2, never a
 * read or write past a ring; an answer left without a reader, as over a closed pipe, exit status 3.
 */
final class ServeShm {
  static final byte[] MAGIC = "TENACE01".getBytes(StandardCharsets.US_ASCII);
  static final int HEADER = 4096;
  static final int MIN_CAPACITY = 4096;
  static final int MAX_CAPACITY = 1 << 30;
  private static final int REQUESTS_WRITTEN = 64;
  private static final int REQUESTS_READ = 128;
  private static final int ANSWERS_WRITTEN = 192;
  private static final int ANSWERS_READ = 256;
  private static final long LONGEST_SLEEP_NANOS = 1_000_000;

  private static final VarHandle LONG =
      MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private final Path file;
  private final MappedByteBuffer map;
  private final int capacity;
  private final long spinNanos;
  private volatile boolean closed;

  private ServeShm(Path file, MappedByteBuffer map, int capacity, long spinNanos) {
    this.file = file;
    this.map = map;
    this.capacity = capacity;
    this.spinNanos = spinNanos;
  }

  /**
   * The rings of {@code file}, checked: its magic, its capacity, its size.
   *
   * @throws IllegalArgumentException naming what is wrong with the file
   */
  static ServeShm open(Path file, long spinNanos) throws IOException {
    try (FileChannel ch =
        FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      long size = ch.size();
      if (size < HEADER) {
        throw new IllegalArgumentException(
            file
                + " holds "
                + size
                + " bytes; a shared-memory file starts with a header of "
                + HEADER);
      }
      MappedByteBuffer header = ch.map(FileChannel.MapMode.READ_ONLY, 0, HEADER);
      byte[] magic = new byte[MAGIC.length];
      header.get(0, magic);
      if (!Arrays.equals(magic, MAGIC)) {
        throw new IllegalArgumentException(
            file + " does not start with the magic \"TENACE01\" of a tenace shared-memory file");
      }
      int capacity = header.order(ByteOrder.LITTLE_ENDIAN).getInt(8);
      if (capacity < MIN_CAPACITY || capacity > MAX_CAPACITY || Integer.bitCount(capacity) != 1) {
        throw new IllegalArgumentException(
            file
                + " gives a ring capacity of "
                + Integer.toUnsignedString(capacity)
                + " bytes; it is a power of two from "
                + MIN_CAPACITY
                + " to "
                + MAX_CAPACITY);
      }
      long needed = HEADER + 2L * capacity;
      if (size < needed) {
        throw new IllegalArgumentException(
            file + " holds " + size + " bytes; rings of " + capacity + " need " + needed);
      }
      return new ServeShm(
          file, ch.map(FileChannel.MapMode.READ_WRITE, 0, needed), capacity, spinNanos);
    }
  }

  /** Bad input: the client broke the layout (exit status {@value Failure#BAD_INPUT}). */
  private Failure notAsLaidOut(String what) {
    return new Failure(
        Failure.BAD_INPUT,
        "--shm " + file + ": " + what + ": the shared memory is not kept as its layout says",
        null);
  }

  /** Ends waits: a read with nothing left answers the end of the input. */
  void close() {
    closed = true;
  }

  /** The requests, as the client writes them. */
  InputStream requests() {
    return new InputStream() {
      @Override
      public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
          return 0;
        }
        long read = (long) LONG.getOpaque(map, REQUESTS_READ);
        long available = waitFor(REQUESTS_WRITTEN, read, false);
        if (available == 0) {
          return -1;
        }
        if (available < 0 || available > capacity) {
          throw notAsLaidOut(
              "the client's count of request bytes written is "
                  + available
                  + " past those read, not 0 to the ring's "
                  + capacity);
        }
        int n = (int) Math.min(len, available);
        copyOut(HEADER, read, b, off, n);
        LONG.setRelease(map, REQUESTS_READ, read + n);
        return n;
      }

      @Override
      public int available() {
        return (int)
            Math.min(
                Integer.MAX_VALUE,
                (long) LONG.getAcquire(map, REQUESTS_WRITTEN)
                    - (long) LONG.getOpaque(map, REQUESTS_READ));
      }
    };
  }

  /** The answers: bytes written wait for room; {@code flush} is a no-op (each write publishes). */
  OutputStream answers() {
    return new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
          long written = (long) LONG.getOpaque(map, ANSWERS_WRITTEN);
          long room = waitFor(ANSWERS_READ, written, true);
          if (room == 0) {
            throw new Failure(
                Failure.CANNOT_WRITE,
                "cannot write the answers to " + file + ": the client closed standard input",
                null);
          }
          if (room < 0 || room > capacity) {
            throw notAsLaidOut(
                "the client's count of answer bytes read is past those written, or more than the"
                    + " ring behind them");
          }
          int n = (int) Math.min(len, room);
          copyIn(HEADER + capacity, written, b, off, n);
          LONG.setRelease(map, ANSWERS_WRITTEN, written + n);
          off += n;
          len -= n;
        }
      }
    };
  }

  /**
   * Bytes to read ({@code room} false: the other side's written counter at {@code at} less {@code
   * mine}) or room to write ({@code room} true: capacity less what the other side has not read),
   * once there are some (or a count out of range, which the caller refuses); 0 once closed with
   * none.
   */
  @SuppressWarnings("ThreadPriorityCheck") // yielding is the point: a busy machine runs others
  private long waitFor(int at, long mine, boolean room) {
    long start = 0;
    long sleep = 10_000;
    for (int spins = 1; ; spins++) {
      long other = (long) LONG.getAcquire(map, at);
      long n = room ? capacity - (mine - other) : other - mine;
      if (n != 0) {
        return n;
      }
      if (closed) {
        return 0;
      }
      if (start == 0) {
        start = System.nanoTime();
      }
      if (System.nanoTime() - start < spinNanos) {
        if ((spins & 31) == 0) {
          Thread.yield(); // now and then: on a busy machine, the client (or anyone) runs instead
        } else {
          Thread.onSpinWait();
        }
      } else {
        LockSupport.parkNanos(sleep);
        sleep = Math.min(LONGEST_SLEEP_NANOS, sleep * 2);
      }
    }
  }

  private void copyOut(int ring, long from, byte[] b, int off, int n) {
    int at = (int) (from & (capacity - 1));
    int first = Math.min(n, capacity - at);
    map.get(ring + at, b, off, first);
    if (first < n) {
      map.get(ring, b, off + first, n - first);
    }
  }

  private void copyIn(int ring, long to, byte[] b, int off, int n) {
    int at = (int) (to & (capacity - 1));
    int first = Math.min(n, capacity - at);
    map.put(ring + at, b, off, first);
    if (first < n) {
      map.put(ring, b, off + first, n - first);
    }
  }
}
