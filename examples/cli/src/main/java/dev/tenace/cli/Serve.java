package dev.tenace.cli;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * {@code tenace serve}: the engine over standard input and output for programs in any language, in
 * JSON Lines — one request object a line in, one answer object a line out, after a hello line with
 * {@code "protocol": 1} and {@code "protocols": [1, 2]}. The requests of protocol 1 ({@code games},
 * {@code spec}, {@code new}, {@code view}, {@code observe}, {@code act}, {@code step}, {@code
 * result}, {@code next}, {@code quit}) and protocol 2's additions (the next observation in an
 * answer, many tables per request, {@code open}, {@code close}, {@code fork}, {@code undo}, {@code
 * sample}, {@code advice}) are documented with examples in {@code examples/python/README.md};
 * {@link ServeSession} answers them.
 *
 * <pre>
 * $ java -jar examples/target/tenace.jar serve
 * {"hello":"tenace serve","protocol":1,...}
 * {"op":"new","game":"hearts","seed":42,"seats":["client","heuristic","heuristic","heuristic"]}
 * {"ok":true,"game":"hearts",...,"to_act":0,"legal_ids":[52,53,...],"over":false}
 * </pre>
 *
 * <p>Nothing the client sends ends the server but {@code quit} or the end of the input: a line that
 * is not UTF-8, not JSON, longer than {@value #MAX_LINE} bytes or not a valid request gets an error
 * answer naming the line, and the next line is read. Exit status 0, or 3 if standard output cannot
 * be written.
 */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    versionProvider = Tenace.Version.class,
    description =
        "Serve the games over standard input/output as JSON Lines (protocols 1 and 2): start"
            + " deals or matches, play seats by action id or text against the built-in bots, read"
            + " views, masks and observation vectors; many tables per request, fork, undo,"
            + " sample and bot advice. See examples/python/README.md.")
final class Serve implements Callable<Integer> {
  /** The longest request line, in bytes; a longer line is an error of its own. */
  static final int MAX_LINE = 1 << 20;

  /** Requests: one JSON object a line, no field twice, nothing after the object. */
  static final ObjectMapper JSON =
      JsonMapper.builder()
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .build();

  @picocli.CommandLine.Option(
      names = "--spin-us",
      paramLabel = "MICROSECONDS",
      description =
          "How long the server keeps polling for the next request before it sleeps (default:"
              + " 0, it sleeps at once; 100 with --shm). A client that answers within this time"
              + " saves the operating system's wake-up of the server on every round trip, at the"
              + " cost of a busy core while it steps.")
  Integer spinMicros;

  @picocli.CommandLine.Option(
      names = "--shm",
      paramLabel = "FILE",
      description =
          "Carry the lines through shared memory: FILE, made by the client, holds a ring each way"
              + " (layout: examples/python/README.md, \"Shared memory\"). Standard input then"
              + " only keeps the server alive: it ends when standard input closes.")
  java.nio.file.Path shm;

  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    int spin = spinMicros != null ? spinMicros : shm != null ? 100 : 0;
    if (spin < 0 || spin > 1_000_000) {
      throw new picocli.CommandLine.ParameterException(
          spec.commandLine(),
          "--spin-us is " + spin + "; it is 0 (no polling) to 1000000 microseconds");
    }
    PrintStream out = Tenace.IO.out;
    Input in = new Input(Tenace.IO.in, spin * 1000L);
    if (shm != null) {
      ServeShm rings = openShm(spin * 1000L);
      out = new PrintStream(rings.answers(), false);
      in = new Input(rings.requests());
      InputStream stdin = Tenace.IO.in;
      Thread lifeline = new Thread(() -> drainThenClose(stdin, rings), "tenace-serve-stdin");
      lifeline.setDaemon(true);
      lifeline.start();
    }
    ServeSession session = new ServeSession();
    out.write(JSON.writeValueAsBytes(ServeSession.hello()));
    out.write('\n');
    out.flush();
    Failure.check(out);
    Input.Line line;
    ServeOut.Bytes answer = new ServeOut.Bytes();
    while (!session.quit() && (line = in.next()) != null) {
      answer.clear();
      answer(session, line, answer);
      answer.newline();
      answer.writeTo(out);
      ServeAttachment attachment = ServeAttachment.current();
      if (attachment.length() > 0) {
        attachment.writeTo(out); // "encoding": "binary": the bytes its line counts
      }
      out.flush();
      Failure.check(out);
    }
    return 0;
  }

  private ServeShm openShm(long spinNanos) throws IOException {
    try {
      return ServeShm.open(shm, spinNanos);
    } catch (IllegalArgumentException | java.nio.file.NoSuchFileException e) {
      throw new picocli.CommandLine.ParameterException(
          spec.commandLine(),
          "--shm: "
              + (e instanceof java.nio.file.NoSuchFileException
                  ? "no file " + shm
                  : e.getMessage()));
    }
  }

  /** Standard input, read to its end (the client's going), closes the rings. */
  private static void drainThenClose(InputStream stdin, ServeShm rings) {
    byte[] sink = new byte[4096];
    try {
      while (stdin.read(sink) >= 0) {
        // nothing: the requests come through the rings
      }
    } catch (IOException e) {
      // a broken standard input ends the server as its end does
    }
    rings.close();
  }

  /** The answer to one input line. */
  static ObjectNode answer(ServeSession session, Input.Line line) {
    Parsed p = parse(line);
    return p.error() != null ? p.error() : lined(line, session.handle(p.request()));
  }

  /**
   * The answer to one input line, written into {@code out} (an {@code act} straight as text): the
   * text of {@link #answer(ServeSession, Input.Line)}'s answer.
   */
  static void answer(ServeSession session, Input.Line line, ServeOut.Bytes out) {
    ServeAttachment.current().clear(); // a line refused before it is a request attaches nothing
    Parsed p = parse(line);
    ObjectNode a = p.error() != null ? p.error() : session.handle(p.request(), out);
    if (a != null) {
      out.value(lined(line, a));
    }
  }

  /** A line's request (null if it is JSON {@code null}), or the error answer to the line. */
  private record Parsed(JsonNode request, ObjectNode error) {}

  private static Parsed parse(Input.Line line) {
    ObjectNode error = check(line);
    if (error != null) {
      return new Parsed(null, error);
    }
    try {
      return new Parsed(JSON.readTree(line.bytes()), null);
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      return new Parsed(
          null,
          lineError(
              line,
              "malformed JSON"
                  + (at == null ? "" : " at column " + at.getColumnNr())
                  + ": "
                  + Replay.jsonProblem(e)));
    } catch (IOException e) {
      return new Parsed(null, lineError(line, "cannot read the request: " + e.getMessage()));
    }
  }

  private static ObjectNode lined(Input.Line line, ObjectNode a) {
    if (a.has("error")) {
      a.put("line", line.number());
    }
    return a;
  }

  /** An error for a line that is too long, not UTF-8 or blank; null for a line to parse. */
  private static ObjectNode check(Input.Line line) {
    if (line.length() > MAX_LINE) {
      return lineError(
          line,
          "line "
              + line.number()
              + " is longer than "
              + MAX_LINE
              + " bytes ("
              + line.length()
              + ")");
    }
    long bad = malformedAt(line.bytes());
    if (bad > 0) {
      return lineError(
          line, "line " + line.number() + " is not UTF-8 (a malformed byte at byte " + bad + ")");
    }
    for (byte b : line.bytes()) {
      if (b != ' ' && b != '\t') {
        return null;
      }
    }
    return lineError(line, "line " + line.number() + " is empty; a request is a JSON object");
  }

  private static ObjectNode lineError(Input.Line line, String message) {
    ObjectNode o = ServeSession.error(message);
    o.put("line", line.number());
    return o;
  }

  /** The 1-based position of the first byte of a malformed UTF-8 sequence, or 0. */
  static long malformedAt(byte[] bytes) {
    boolean ascii = true;
    for (byte b : bytes) {
      if (b < 0) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      return 0;
    }
    CharsetDecoder d =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer sink = CharBuffer.allocate(bytes.length + 1);
    CoderResult r = d.decode(in, sink, true);
    if (r.isError()) {
      return in.position() + 1L;
    }
    return d.flush(sink).isError() ? in.position() + 1L : 0;
  }

  /**
   * The request lines of standard input: ended by {@code '\n'} or {@code "\r\n"}, a UTF-8 byte
   * order mark at the start skipped. A line holds at most {@value #MAX_LINE} bytes in memory; the
   * rest of a longer line is counted and dropped.
   */
  static final class Input {
    private static final int BUFFER = 1 << 16;
    private final InputStream in;
    private final byte[] buf = new byte[BUFFER];
    private int pos;
    private int lim;
    private int number;
    private boolean started;
    private boolean eof;

    private final long spinNanos;

    Input(InputStream in) {
      this(in, 0);
    }

    /** Input that polls for up to {@code spinNanos} before it blocks in a read. */
    Input(InputStream in, long spinNanos) {
      this.in = in;
      this.spinNanos = spinNanos;
    }

    /** One line: its number from 1, its bytes (at most {@value #MAX_LINE}), its full length. */
    static final class Line {
      private final int number;
      private final byte[] bytes;
      private final long length;

      Line(int number, byte[] bytes, long length) {
        this.number = number;
        this.bytes = bytes;
        this.length = length;
      }

      int number() {
        return number;
      }

      byte[] bytes() {
        return bytes;
      }

      long length() {
        return length;
      }
    }

    /** The next line, or null at the end of the input. */
    Line next() throws IOException {
      if (!started) {
        started = true;
        // read until a byte order mark can be told apart (never wait past a first short line)
        while (lim < 3 && (lim == 0 || (buf[0] == (byte) 0xEF && buf[lim - 1] != '\n'))) {
          if (!fill()) {
            break;
          }
        }
        if (lim >= 3 && buf[0] == (byte) 0xEF && buf[1] == (byte) 0xBB && buf[2] == (byte) 0xBF) {
          pos = 3;
        }
      }
      byte[] kept = new byte[0];
      int keptLength = 0;
      long length = 0;
      boolean any = false;
      while (true) {
        if (pos == lim) {
          pos = 0;
          lim = 0;
          if (!fill()) {
            return any ? line(kept, keptLength, length) : null;
          }
        }
        any = true;
        int nl = pos;
        while (nl < lim && buf[nl] != '\n') {
          nl++;
        }
        int take = (int) Math.min(nl - pos, Math.max(0, MAX_LINE + 1L - keptLength));
        if (take > 0) {
          if (keptLength + take > kept.length) {
            kept = Arrays.copyOf(kept, Math.max(keptLength + take, kept.length * 2));
          }
          System.arraycopy(buf, pos, kept, keptLength, take);
          keptLength += take;
        }
        length += nl - pos;
        if (nl < lim) {
          pos = nl + 1;
          return line(kept, keptLength, length);
        }
        pos = lim;
      }
    }

    private Line line(byte[] kept, int keptLength, long length) {
      int n = keptLength;
      long full = length;
      if (n > 0 && kept[n - 1] == '\r' && full == n) {
        n--;
        full--;
      }
      return new Line(++number, Arrays.copyOf(kept, Math.min(n, MAX_LINE)), full);
    }

    /** Polls until input is there or the spin time is over (a read then blocks as usual). */
    @SuppressWarnings("ThreadPriorityCheck") // yielding is the point: a busy machine runs others
    private void spin() throws IOException {
      long end = System.nanoTime() + spinNanos;
      while (in.available() == 0 && System.nanoTime() - end < 0) {
        Thread.yield(); // on a busy machine, the client (or anyone) runs instead
      }
    }

    private boolean fill() throws IOException {
      if (eof) {
        return false;
      }
      if (spinNanos > 0) {
        spin();
      }
      int k = in.read(buf, lim, buf.length - lim);
      if (k < 0) {
        eof = true;
        return false;
      }
      lim += k;
      return true;
    }
  }
}
