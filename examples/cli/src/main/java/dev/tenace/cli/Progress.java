package dev.tenace.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * The progress of a long run ({@code simulate}, the soak), always on standard error so standard
 * output stays the result: at a terminal a progress bar with the rate and the time left (the {@code
 * progressbar} library), elsewhere a plain line every {@value #LINE_SECONDS} seconds ({@code
 * -Dtenace.progress.seconds=N} to change it) and, if any was printed, one at the end (a run shorter
 * than that prints none), and nothing at all when quiet.
 *
 * <pre>{@code
 * try (Progress p = Progress.of("simulate hearts", "matches", n, Progress.mode(quiet), IO.err)) {
 *   for (int i = 0; i < n; i++) { ...; p.stepTo(i + 1); }
 * }
 * }</pre>
 *
 * <p>{@link #stepTo} may be called from several threads.
 */
abstract class Progress implements AutoCloseable {
  /** Seconds between two plain lines. */
  static final int LINE_SECONDS = 10;

  /** How progress is shown. */
  enum Mode {
    /** Nothing. */
    QUIET,
    /** A progress bar redrawn in place (a terminal). */
    BAR,
    /** Plain lines now and then (a file, a pipe, a CI log). */
    LINES
  }

  /** The mode of a run: quiet if asked, else a bar at a terminal and lines elsewhere. */
  static Mode mode(boolean quiet) {
    if (quiet) {
      return Mode.QUIET;
    }
    return errAtTerminal() ? Mode.BAR : Mode.LINES;
  }

  /**
   * Whether standard error goes to a terminal: on Linux what {@code /proc/self/fd/2} links to (a
   * terminal device, even when standard output is redirected to a file), elsewhere whether the
   * program runs at a terminal; never for {@code TERM=dumb}.
   */
  static boolean errAtTerminal() {
    if ("dumb".equals(System.getenv("TERM"))) {
      return false;
    }
    try {
      String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
      return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return Tenace.IO.atTerminal();
    }
  }

  /** Progress of {@code total} units of work named {@code task}. */
  static Progress of(String task, String unit, long total, Mode mode, PrintStream err) {
    return switch (mode) {
      case QUIET -> new Quiet();
      case BAR -> new Bar(task, unit, total, err);
      case LINES ->
          new Lines(
              task,
              unit,
              total,
              err,
              System::nanoTime,
              Math.max(0, Long.getLong("tenace.progress.seconds", LINE_SECONDS)) * 1_000_000_000L);
    };
  }

  /** Reports that {@code done} units of work are done. */
  abstract void stepTo(long done);

  /** Ends the progress display (a final line, or the bar's last state). */
  @Override
  public abstract void close();

  private static final class Quiet extends Progress {
    @Override
    void stepTo(long done) {}

    @Override
    public void close() {}
  }

  private static final class Bar extends Progress {
    private final ProgressBar bar;

    Bar(String task, String unit, long total, PrintStream err) {
      bar =
          new ProgressBarBuilder()
              .setTaskName(task)
              .setInitialMax(total)
              .setStyle(ProgressBarStyle.ASCII)
              .setUnit(" " + unit, 1)
              .showSpeed()
              .setSpeedUnit(ChronoUnit.SECONDS)
              .setUpdateIntervalMillis(250)
              .setConsumer(new ConsoleProgressBarConsumer(err))
              .build();
    }

    @Override
    void stepTo(long done) {
      bar.stepTo(done);
    }

    @Override
    public void close() {
      bar.close();
    }
  }

  /** Plain lines: at most one per interval, from whichever thread reports, and one at the end. */
  static final class Lines extends Progress {
    private final String task;
    private final String unit;
    private final long total;
    private final PrintStream err;
    private final LongSupplier clock;
    private final long interval;
    private final long start;
    private final AtomicLong next;
    private final AtomicLong done = new AtomicLong();
    private boolean printed;

    Lines(
        String task,
        String unit,
        long total,
        PrintStream err,
        LongSupplier clock,
        long intervalNanos) {
      this.task = task;
      this.unit = unit;
      this.total = total;
      this.err = err;
      this.clock = clock;
      this.interval = intervalNanos;
      this.start = clock.getAsLong();
      this.next = new AtomicLong(start + intervalNanos);
    }

    @Override
    void stepTo(long now) {
      done.accumulateAndGet(now, Math::max);
      long t = clock.getAsLong();
      long due = next.get();
      if (t >= due && next.compareAndSet(due, t + interval)) {
        line(false);
      }
    }

    @Override
    public synchronized void close() {
      if (printed) { // the last line, if the run printed any before: a short run stays silent
        line(true);
      }
    }

    /** One line; the count and time are read under the lock, so lines never go back. */
    private synchronized void line(boolean end) {
      printed = true;
      long d = done.get();
      long t = clock.getAsLong();
      double seconds = Math.max(1e-9, (t - start) / 1e9);
      double rate = d / seconds;
      String left =
          end || rate <= 0
              ? ""
              : String.format(Locale.ROOT, ", about %s left", duration((total - d) / rate));
      err.printf(
          Locale.ROOT,
          "%s: %,d/%,d %s (%.0f%%)%s, %s %s/s%s%n",
          task,
          d,
          total,
          unit,
          total == 0 ? 100.0 : 100.0 * d / total,
          end ? " in " + duration(seconds) : "",
          String.format(Locale.ROOT, rate < 100 ? "%.1f" : "%,.0f", rate),
          unit,
          left);
      err.flush();
    }

    /** Seconds as {@code 42 s}, {@code 3 min 5 s} or {@code 2 h 7 min}. */
    static String duration(double seconds) {
      if (seconds < 9.95) {
        return String.format(Locale.ROOT, "%.1f s", seconds);
      }
      long s = Math.round(seconds);
      if (s < 60) {
        return s + " s";
      }
      if (s < 3600) {
        return s / 60 + " min " + s % 60 + " s";
      }
      return s / 3600 + " h " + s % 3600 / 60 + " min";
    }
  }
}
