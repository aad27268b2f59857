package dev.tenace.bots.engine;

import java.time.Duration;
import java.util.Locale;
import java.util.Objects;

/**
 * How a table treats the programs at it: the time a program has per decision ({@code --move-time},
 * default {@value #DEFAULT_MOVE_TIME_MS} ms), the time it has to start and answer {@code hello}
 * ({@value #DEFAULT_START_TIME_MS} ms) and what happens when it breaks the protocol ({@code
 * --engine-fault}): the {@code fallback} bot plays the seat from then on ({@code random} by
 * default), or the seat's match is forfeited.
 *
 * @param moveTime the time for each answer to {@code act}
 * @param startTime the time to start and answer {@code hello}
 * @param onFault what the table does on a fault
 * @param fallback the bot spec that plays the seat after a fault under {@link OnFault#FALLBACK}
 */
public record EngineSettings(
    Duration moveTime, Duration startTime, OnFault onFault, String fallback) {
  /** The default time per decision, in milliseconds. */
  public static final long DEFAULT_MOVE_TIME_MS = 10_000;

  /** The default time to start and answer {@code hello}, in milliseconds. */
  public static final long DEFAULT_START_TIME_MS = 30_000;

  /** The longest move time or start time, in milliseconds (an hour). */
  public static final long MAX_TIME_MS = 3_600_000;

  /** What a table does when a program breaks the protocol. */
  public enum OnFault {
    /** The fallback bot plays the seat for the rest of the match; the run goes on. */
    FALLBACK,
    /**
     * The seat's match is forfeited: the bot refuses every further decision, so the runner reports
     * it and stops the match (or, in {@code simulate}, plays its first legal action).
     */
    FORFEIT
  }

  /** Checks the values. */
  public EngineSettings {
    Objects.requireNonNull(moveTime, "moveTime is null");
    Objects.requireNonNull(startTime, "startTime is null");
    Objects.requireNonNull(onFault, "onFault is null");
    Objects.requireNonNull(fallback, "fallback is null");
    for (Duration d : new Duration[] {moveTime, startTime}) {
      if (d.toMillis() < 1 || d.toMillis() > MAX_TIME_MS) {
        throw new IllegalArgumentException(
            "an engine's time must be 1.." + MAX_TIME_MS + " ms but was " + d.toMillis() + " ms");
      }
    }
    if (fallback.strip().toLowerCase(Locale.ROOT).startsWith("cmd")) {
      throw new IllegalArgumentException(
          "the fallback of a program must be a built-in bot, not '" + fallback + "'");
    }
  }

  /** 10 s a decision, 30 s to start, {@code random} after a fault. */
  public static EngineSettings defaults() {
    return new EngineSettings(
        Duration.ofMillis(DEFAULT_MOVE_TIME_MS),
        Duration.ofMillis(DEFAULT_START_TIME_MS),
        OnFault.FALLBACK,
        "random");
  }

  /** A copy with another move time. */
  public EngineSettings withMoveTime(Duration t) {
    return new EngineSettings(t, startTime, onFault, fallback);
  }

  /** A copy with another start time. */
  public EngineSettings withStartTime(Duration t) {
    return new EngineSettings(moveTime, t, onFault, fallback);
  }

  /** A copy that forfeits, or falls back to {@code spec}. */
  public EngineSettings withOnFault(OnFault f, String spec) {
    return new EngineSettings(moveTime, startTime, f, spec);
  }

  /**
   * A time as the command line writes it: {@code 500ms}, {@code 10s}, or a number of milliseconds.
   *
   * @throws IllegalArgumentException naming the text if it is not one
   */
  public static Duration parseTime(String text) {
    String t = text.strip().toLowerCase(Locale.ROOT);
    long unit = 1;
    if (t.endsWith("ms")) {
      t = t.substring(0, t.length() - 2);
    } else if (t.endsWith("s")) {
      t = t.substring(0, t.length() - 1);
      unit = 1000;
    }
    if (t.isEmpty() || t.length() > 9 || !t.chars().allMatch(c -> c >= '0' && c <= '9')) {
      throw new IllegalArgumentException(
          "a move time is a whole number of milliseconds or seconds, as 500ms or 10s, not '"
              + text
              + "'");
    }
    return Duration.ofMillis(Long.parseLong(t) * unit);
  }

  /**
   * {@code fallback}, {@code fallback:SPEC} (a built-in bot) or {@code forfeit}, as {@code
   * --engine-fault} takes it, over these settings.
   *
   * @throws IllegalArgumentException naming the text if it is none of these
   */
  public EngineSettings withFault(String text) {
    String t = text.strip();
    if (t.equalsIgnoreCase("forfeit")) {
      return withOnFault(OnFault.FORFEIT, fallback);
    }
    if (t.equalsIgnoreCase("fallback")) {
      return withOnFault(OnFault.FALLBACK, "random");
    }
    if (t.toLowerCase(Locale.ROOT).startsWith("fallback:") && t.length() > "fallback:".length()) {
      return withOnFault(OnFault.FALLBACK, t.substring("fallback:".length()));
    }
    throw new IllegalArgumentException(
        "--engine-fault is fallback, fallback:BOT (a built-in bot, e.g. fallback:heuristic) or"
            + " forfeit, not '"
            + text
            + "'");
  }
}
