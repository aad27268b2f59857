package dev.tenace.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.SequenceInputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The lines of a JSON-Lines input, as bytes: one decoding policy for files and standard input.
 * Lines end at {@code '\n'} or {@code "\r\n"} (the {@code '\r'} is not part of the line); a UTF-8
 * byte order mark at the start of the input is skipped; each line is checked as strict UTF-8 on its
 * own, so that malformed bytes make an error of their line only. A line is held in pieces of the
 * read buffer's size, never copied whole, so memory follows the longest line.
 */
final class Lines {
  private static final int BUFFER = 1 << 16;

  /**
   * The longest line read, in bytes (64 MiB: a record of 10,000 deals is far shorter); a longer one
   * is skipped to its end and given as {@link Line#tooLong()}, so memory stays bounded and the next
   * lines are read.
   */
  static final long MAX_LINE_BYTES = 64L << 20;

  private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

  private final InputStream in;
  private final byte[] buf = new byte[BUFFER];
  private int pos;
  private int lim;
  private int number;
  private boolean started;
  private boolean eof;

  Lines(InputStream in) {
    this.in = in;
  }

  /** One line: its number from 1, and its bytes without the {@code '\n'}. */
  static final class Line {
    private final int number;
    private final List<byte[]> pieces;
    private final boolean tooLong;

    Line(int number, List<byte[]> pieces, boolean tooLong) {
      this.number = number;
      this.pieces = pieces;
      this.tooLong = tooLong;
    }

    int number() {
      return number;
    }

    /** Whether the line was longer than {@link #MAX_LINE_BYTES}: its bytes were not kept. */
    boolean tooLong() {
      return tooLong;
    }

    /** Whether the line holds nothing but spaces, tabs and carriage returns. */
    boolean blank() {
      for (byte[] p : pieces) {
        for (byte b : p) {
          if (b != ' ' && b != '\t' && b != '\r') {
            return false;
          }
        }
      }
      return true;
    }

    /**
     * Where the line stops being UTF-8: the 1-based position of the first byte of the first
     * malformed sequence (a truncated one at the end included), or 0 if the whole line is UTF-8.
     */
    long malformedAt() {
      CharsetDecoder d =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT);
      CharBuffer sink = CharBuffer.allocate(4096);
      long base = 0;
      byte[] carry = new byte[0];
      for (int i = 0; i <= pieces.size(); i++) {
        boolean last = i == pieces.size();
        byte[] p = last ? new byte[0] : pieces.get(i);
        byte[] bytes = carry.length == 0 ? p : concat(carry, p);
        ByteBuffer bb = ByteBuffer.wrap(bytes);
        while (true) {
          CoderResult r = d.decode(bb, sink, last);
          if (r.isError()) {
            return base + bb.position() + 1;
          }
          if (r.isOverflow()) {
            sink.clear();
            continue;
          }
          break;
        }
        if (last) {
          CoderResult r = d.flush(sink);
          return r.isError() ? base + bb.position() + 1 : 0;
        }
        base += bb.position();
        carry = Arrays.copyOfRange(bytes, bb.position(), bytes.length);
      }
      return 0;
    }

    /** The line's text, decoded as UTF-8 as it is read (check {@link #malformedAt()} first). */
    Reader reader() {
      List<InputStream> streams = new ArrayList<>();
      for (byte[] p : pieces) {
        streams.add(new java.io.ByteArrayInputStream(p));
      }
      return new InputStreamReader(
          new SequenceInputStream(Collections.enumeration(streams)), StandardCharsets.UTF_8);
    }

    private static byte[] concat(byte[] a, byte[] b) {
      byte[] c = Arrays.copyOf(a, a.length + b.length);
      System.arraycopy(b, 0, c, a.length, b.length);
      return c;
    }
  }

  /**
   * The next line, or {@code null} at the end of the input (a last line without {@code '\n'} is a
   * line).
   *
   * @throws IOException if reading fails
   */
  Line next() throws IOException {
    if (!started) {
      started = true;
      while (lim < BOM.length && !eof) {
        read();
      }
      if (lim >= BOM.length && buf[0] == BOM[0] && buf[1] == BOM[1] && buf[2] == BOM[2]) {
        pos = BOM.length;
      }
    }
    List<byte[]> pieces = new ArrayList<>(1);
    boolean any = false;
    long size = 0;
    boolean tooLong = false;
    while (true) {
      if (pos == lim) {
        pos = 0;
        lim = 0;
        if (!eof) {
          read();
        }
        if (lim == 0) {
          return any ? new Line(++number, pieces, tooLong) : null;
        }
      }
      any = true;
      int nl = pos;
      while (nl < lim && buf[nl] != '\n') {
        nl++;
      }
      size += nl - pos;
      if (size > MAX_LINE_BYTES + 1 && !tooLong) { // + 1: a CRLF line's '\r'
        tooLong = true;
        pieces.clear();
      }
      if (nl > pos && !tooLong) {
        pieces.add(Arrays.copyOfRange(buf, pos, nl));
      }
      if (nl < lim) {
        pos = nl + 1;
        dropCarriageReturn(pieces);
        return new Line(++number, pieces, tooLong);
      }
      pos = lim;
    }
  }

  /** A {@code '\r'} just before the {@code '\n'} ends the line with it (CRLF line endings). */
  private static void dropCarriageReturn(List<byte[]> pieces) {
    if (pieces.isEmpty()) {
      return;
    }
    byte[] last = pieces.get(pieces.size() - 1);
    if (last[last.length - 1] == '\r') {
      if (last.length == 1) {
        pieces.remove(pieces.size() - 1);
      } else {
        pieces.set(pieces.size() - 1, Arrays.copyOf(last, last.length - 1));
      }
    }
  }

  private void read() throws IOException {
    int k = in.read(buf, lim, buf.length - lim);
    if (k < 0) {
      eof = true;
    } else {
      lim += k;
    }
  }
}
