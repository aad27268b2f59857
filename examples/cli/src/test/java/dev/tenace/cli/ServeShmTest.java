package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --shm FILE}: the lines through two rings in a mapped file answer exactly as the
 * pipes do, whatever their length against the rings' capacity; the end of standard input ends the
 * server; a file that is not a ring file is refused by name.
 */
class ServeShmTest {
  private static final VarHandle LONG =
      MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  @TempDir Path dir;

  /** The client's side of the rings, as the layout in {@link ServeShm} gives it. */
  private static final class Client {
    private final MappedByteBuffer map;
    private final int capacity;
    private long written;
    private long read;

    Client(Path file, int capacity) throws IOException {
      this.capacity = capacity;
      try (FileChannel ch =
          FileChannel.open(
              file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
        map = ch.map(FileChannel.MapMode.READ_WRITE, 0, ServeShm.HEADER + 2L * capacity);
      }
      map.put(0, ServeShm.MAGIC);
      map.order(ByteOrder.LITTLE_ENDIAN).putInt(8, capacity);
    }

    void write(byte[] b) {
      int off = 0;
      while (off < b.length) {
        long deadline = System.nanoTime() + 10_000_000_000L;
        long room;
        while ((room = capacity - (written - (long) LONG.getAcquire(map, 128))) == 0) {
          assertThat(System.nanoTime() - deadline).as("the server reads").isNegative();
          Thread.onSpinWait();
        }
        int at = (int) (written & (capacity - 1));
        int n = (int) Math.min(Math.min(room, b.length - off), capacity - at);
        map.put(ServeShm.HEADER + at, b, off, n);
        written += n;
        off += n;
        LONG.setRelease(map, 64, written);
      }
    }

    String line() {
      ByteArrayOutputStream line = new ByteArrayOutputStream();
      while (true) {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while ((long) LONG.getAcquire(map, 192) == read) {
          assertThat(System.nanoTime() - deadline).as("the server answers").isNegative();
          Thread.onSpinWait();
        }
        byte b = map.get(ServeShm.HEADER + capacity + (int) (read & (capacity - 1)));
        read++;
        LONG.setRelease(map, 256, read);
        if (b == '\n') {
          return line.toString(StandardCharsets.UTF_8);
        }
        line.write(b);
      }
    }
  }

  /** A server over a new rings file in a thread, its client, and its standard input. */
  private static final class Served {
    final Path file;
    final Client client;
    final PipedOutputStream lifeline = new PipedOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();
    final AtomicInteger code = new AtomicInteger(-1);
    final Thread thread;

    Served(Path file, int capacity) throws IOException {
      this.file = file;
      client = new Client(file, capacity);
      PipedInputStream stdin = new PipedInputStream(lifeline);
      thread =
          new Thread(
              () ->
                  code.set(
                      Tenace.run(
                          new String[] {"serve", "--shm", file.toString(), "--spin-us", "50"},
                          new PrintStream(
                              new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                          new PrintStream(err, true, StandardCharsets.UTF_8),
                          stdin)));
      thread.start();
    }

    /** Waits up to 10 s for the server to end, then closes its standard input; whether it ended. */
    boolean ended() throws Exception {
      thread.join(10_000);
      lifeline.close();
      return !thread.isAlive();
    }
  }

  @Test
  @DisplayName(
      "through rings of 4096 bytes, requests and answers longer than a ring answer as the pipes do; quit ends the server")
  void sameAnswersAsPipes() throws Exception {
    String pad = "x".repeat(6000);
    List<String> lines =
        List.of(
            "{\"op\":\"games\"}",
            "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":3,\"observe\":true}",
            "{\"op\":\"open\",\"game\":\"spades\",\"count\":12,\"seed\":1,\"observe\":true}",
            "{\"op\":\"games\",\"pad\":\"" + pad + "\"}",
            "{\"op\":\"act\",\"tables\":[1,2],\"ids\":[0,0],\"observe\":true}",
            "not json",
            "{\"op\":\"observe\",\"table\":3}",
            "{\"op\":\"quit\"}");
    List<JsonNode> pipes = ServeTest.serve(lines.toArray(String[]::new));

    Served served = new Served(dir.resolve("rings"), 4096);
    Client client = served.client;
    List<JsonNode> shm = new ArrayList<>();
    shm.add(ServeTest.JSON.readTree(client.line()));
    long longest = 0;
    for (String line : lines) {
      client.write((line + "\n").getBytes(StandardCharsets.UTF_8));
      String answer = client.line();
      longest = Math.max(longest, answer.length());
      shm.add(ServeTest.JSON.readTree(answer));
    }
    assertThat(served.ended()).as("quit ends the server").isTrue();
    assertThat(served.code.get()).isZero();
    assertThat(served.err.toString(StandardCharsets.UTF_8)).isEmpty();
    assertThat(longest).as("an answer longer than the ring").isGreaterThan(4096);
    assertThat(shm).isEqualTo(pipes);
    assertThat(shm.get(4))
        .as("a request longer than the ring, its extra field ignored")
        .isEqualTo(shm.get(1));
  }

  @Test
  @DisplayName("the end of standard input ends a server waiting on its rings, with status 0")
  void standardInputIsTheLifeline() throws Exception {
    Served served = new Served(dir.resolve("rings"), 1 << 16);
    assertThat(served.client.line()).contains("\"hello\"");
    served.client.write("{\"op\":\"games\"}\n".getBytes(StandardCharsets.UTF_8));
    assertThat(served.client.line()).contains("\"games\"");
    Thread.sleep(50); // past the polling: the server sleeps between looks
    served.lifeline.close();
    assertThat(served.ended()).as("the end of standard input ends the server").isTrue();
    assertThat(served.code.get()).isZero();
  }

  @Test
  @DisplayName(
      "a request counter more than a ring ahead, or behind, ends the server with a message, not a read past the ring or a wait")
  void corruptCounter() throws Exception {
    for (long counter : new long[] {4096L + 100, -1L}) {
      Served served = new Served(dir.resolve("rings" + counter), 4096);
      assertThat(served.client.line()).contains("\"hello\"");
      LONG.setRelease(served.client.map, 64, counter);
      assertThat(served.ended()).as("the server ended").isTrue();
      assertThat(served.code.get()).as("bad input").isEqualTo(2);
      assertThat(served.err.toString(StandardCharsets.UTF_8))
          .contains("--shm " + served.file)
          .contains(counter + " past those read")
          .contains("not kept as its layout says");
    }
  }

  private static String refusal(Path file) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Tenace.run(
            new String[] {"serve", "--shm", file.toString()},
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            new ByteArrayInputStream(new byte[0]));
    assertThat(code).isEqualTo(2);
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  @DisplayName("a missing, short, foreign or badly sized file is refused by name, exit status 2")
  void badFiles() throws IOException {
    assertThat(refusal(dir.resolve("none"))).contains("--shm: no file").contains("none");
    Path shortFile = Files.write(dir.resolve("short"), new byte[100]);
    assertThat(refusal(shortFile)).contains("holds 100 bytes");
    Path foreign = Files.write(dir.resolve("foreign"), new byte[ServeShm.HEADER + 8192]);
    assertThat(refusal(foreign)).contains("magic");
    for (int capacity : new int[] {5000, 1024, -8}) {
      ByteBuffer header = ByteBuffer.allocate(ServeShm.HEADER + 2 * 8192);
      header.put(ServeShm.MAGIC).order(ByteOrder.LITTLE_ENDIAN).putInt(8, capacity);
      Path sized = Files.write(dir.resolve("sized" + capacity), header.array());
      assertThat(refusal(sized))
          .as("capacity %d", capacity)
          .contains("ring capacity of " + Integer.toUnsignedString(capacity));
    }
    ByteBuffer header = ByteBuffer.allocate(ServeShm.HEADER + 8192);
    header.put(ServeShm.MAGIC).order(ByteOrder.LITTLE_ENDIAN).putInt(8, 8192);
    Path truncated = Files.write(dir.resolve("truncated"), header.array());
    assertThat(refusal(truncated)).contains("rings of 8192 need " + (ServeShm.HEADER + 2 * 8192));
  }
}
