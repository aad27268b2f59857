package dev.tenace.bots.engine;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One running program: its standard input as lines to write, its standard output as lines read by a
 * daemon thread into a queue, its standard error passed through line by line with a prefix. It is
 * registered with {@link Engines} while it runs, so the shutdown hook ends it and its descendants.
 */
final class EngineProcess {
  /** A line of the program's output, or its end ({@code text} null). */
  private record Line(String text) {}

  private static final Line END = new Line(null);

  private final Process process;
  private final BufferedWriter in;
  private final BlockingQueue<Line> lines = new LinkedBlockingQueue<>();

  private EngineProcess(Process process, String prefix, PrintStream err) {
    this.process = process;
    this.in =
        new BufferedWriter(
            new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
    daemon(
        "engine-out",
        () -> {
          try (BufferedReader r = reader(process.getInputStream())) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
              lines.add(new Line(line));
            }
          } catch (IOException e) {
            // the program closed its output or was ended: the end below says so
          }
          lines.add(END);
        });
    daemon(
        "engine-err",
        () -> {
          try (BufferedReader r = reader(process.getErrorStream())) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
              synchronized (err) {
                err.println(prefix + line);
              }
            }
          } catch (IOException e) {
            // the program was ended
          }
        });
  }

  /**
   * Starts a program.
   *
   * @param words the program and its arguments
   * @param prefix put before each line of the program's standard error
   * @param err where those lines go
   * @throws IOException if the program cannot be started (no such file, not executable)
   */
  static EngineProcess start(List<String> words, String prefix, PrintStream err)
      throws IOException {
    Process p = new ProcessBuilder(words).start();
    EngineProcess e = new EngineProcess(p, prefix, err);
    Engines.running(e, true);
    return e;
  }

  private static BufferedReader reader(java.io.InputStream s) {
    return new BufferedReader(new InputStreamReader(s, StandardCharsets.UTF_8));
  }

  private static void daemon(String name, Runnable r) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    t.start();
  }

  /** The process, for tests and the shutdown hook. */
  ProcessHandle handle() {
    return process.toHandle();
  }

  /**
   * Writes one line.
   *
   * @throws IOException if the program no longer reads (it exited)
   */
  void send(String line) throws IOException {
    in.write(line);
    in.write('\n');
    in.flush();
  }

  /**
   * The next line the program writes, within {@code limit}; empty if none came in time.
   *
   * @throws EngineException of kind {@code EXITED} if the program ended its output first
   */
  Optional<String> next(Duration limit) throws InterruptedException, EngineException {
    Line line = lines.poll(limit.toMillis(), TimeUnit.MILLISECONDS);
    if (line == null) {
      return Optional.empty();
    }
    if (line.text() == null) {
      lines.add(END);
      throw new EngineException(EngineFault.Kind.EXITED, "it exited" + exitStatus());
    }
    return Optional.of(line.text());
  }

  /** " (exit status N)" once the program has exited (waiting a moment for it), else empty. */
  String exitStatus() {
    try {
      if (process.waitFor(500, TimeUnit.MILLISECONDS)) {
        return " (exit status " + process.exitValue() + ")";
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return "";
  }

  /**
   * Ends the program: closes its input (a well-behaved program then exits), waits up to {@code
   * grace}, then destroys it and every process it started.
   */
  void close(Duration grace) {
    try {
      in.close();
    } catch (IOException e) {
      // it no longer reads: it is ending anyway
    }
    try {
      if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
        destroy();
      }
    } catch (InterruptedException e) {
      destroy();
      Thread.currentThread().interrupt();
    }
    destroy(); // descendants it left behind, if any
    Engines.running(this, false);
  }

  /** Destroys the program and its descendants, and waits (up to 5 s) until they are gone. */
  void destroy() {
    List<ProcessHandle> tree = new java.util.ArrayList<>(process.descendants().toList());
    tree.add(process.toHandle());
    for (ProcessHandle h : tree) {
      h.destroyForcibly();
    }
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    for (ProcessHandle h : tree) {
      try {
        h.onExit().get(Math.max(1, end - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
        // gone or not in time: it was sent the kill signal, nothing more can be done
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }
}
