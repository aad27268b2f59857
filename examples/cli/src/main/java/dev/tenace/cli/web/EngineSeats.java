package dev.tenace.cli.web;

import dev.tenace.bots.Bots;
import dev.tenace.bots.engine.EngineBot;
import dev.tenace.bots.engine.EngineSettings;
import dev.tenace.bots.engine.Engines;
import dev.tenace.cli.ServeBots;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.View;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The programs {@code tenace web} lets a page seat ({@code examples/bots/PROTOCOL.md}): whoever
 * starts the server names each one with {@code --engine NAME=COMMAND}, and a page seats it as
 * {@code engine:NAME}, beside the built-in bots. A page never gives a command: {@code cmd:} is
 * refused, and so is a name the server was not started with. Each seat gets its own process,
 * started at its first decision, sent the protocol's messages as {@code simulate} sends them, and
 * ended when its table ends ({@link dev.tenace.cli.ServeSession#close()} when the socket closes,
 * {@link #close()} when the server stops). Faults follow {@code --engine-fault} and {@code
 * --move-time}; the table reports them to the page with the seat and goes on.
 */
final class EngineSeats implements ServeBots, AutoCloseable {
  /** The prefix of a program's seat name. */
  static final String PREFIX = "engine:";

  /** No programs: every {@code engine:} name is refused. */
  static final EngineSeats NONE = new EngineSeats(Map.of(), EngineSettings.defaults(), System.err);

  private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9_.-]{0,31}");

  private final Map<String, String> commands;
  private final EngineSettings settings;
  private final PrintStream err;
  private final Set<EngineBot> live = ConcurrentHashMap.newKeySet();
  private volatile boolean stopped;

  private EngineSeats(Map<String, String> commands, EngineSettings settings, PrintStream err) {
    this.commands = commands;
    this.settings = settings;
    this.err = err;
  }

  /**
   * The programs of {@code --engine}, by name.
   *
   * @param commands each name (letters, digits, {@code _ . -}, at most 32; case does not matter)
   *     and its command line, as after {@code cmd:}
   * @param settings their move time and what a fault does
   * @param err where faults are reported and their standard error goes, with the seat
   * @throws IllegalArgumentException naming the entry if a name or a command line is not one
   */
  static EngineSeats of(Map<String, String> commands, EngineSettings settings, PrintStream err) {
    Map<String, String> checked = new TreeMap<>();
    for (Map.Entry<String, String> e : commands.entrySet()) {
      String name = e.getKey().strip().toLowerCase(Locale.ROOT);
      String command = e.getValue() == null ? "" : e.getValue().strip();
      if (!NAME.matcher(name).matches()) {
        throw new IllegalArgumentException(
            "--engine "
                + e.getKey()
                + "=…: a name is 1 to 32 letters, digits, '_', '.' or '-', starting with a letter or"
                + " digit");
      }
      if (checked.containsKey(name)) {
        throw new IllegalArgumentException("--engine " + name + " is named twice");
      }
      try {
        var unused = Engines.bot(PREFIX + name, command, "", 0, settings, err); // splits it
      } catch (IllegalArgumentException x) {
        throw new IllegalArgumentException(
            "--engine " + name + "=" + command + ": " + x.getMessage());
      }
      checked.put(name, command);
    }
    return new EngineSeats(Map.copyOf(checked), settings, err);
  }

  /** The seat names of the programs, {@code engine:NAME}, in order of name. */
  @Override
  public List<String> names() {
    List<String> out = new ArrayList<>();
    new TreeMap<>(commands).keySet().forEach(n -> out.add(PREFIX + n));
    return out;
  }

  @Override
  public void check(String spec, String game) {
    if (command(spec) == null) {
      Agent<View<?>> unused = Bots.create(spec, game, 0);
    }
  }

  @Override
  public Agent<View<?>> create(String spec, String game, long seed) {
    String command = command(spec);
    if (command == null) {
      return Bots.create(spec, game, seed);
    }
    if (stopped) {
      throw new IllegalArgumentException("tenace web is stopping: it starts no more programs");
    }
    live.removeIf(EngineBot::isClosed);
    EngineBot bot =
        Engines.bot(spec.strip().toLowerCase(Locale.ROOT), command, game, seed, settings, err);
    live.add(bot);
    return bot;
  }

  /**
   * The command line of an {@code engine:NAME} spec, or null for another spec.
   *
   * @throws IllegalArgumentException for {@code cmd:} (a page may not give a command) and for an
   *     {@code engine:} name the server was not started with, each naming the spec
   */
  private String command(String spec) {
    String s = Objects.requireNonNull(spec, "spec is null").strip().toLowerCase(Locale.ROOT);
    if (s.equals("cmd") || s.startsWith("cmd:")) {
      throw new IllegalArgumentException(
          "bot '"
              + abbreviate(spec)
              + "': a page may not give a command to run; tenace web seats the programs it was"
              + " started with ("
              + (commands.isEmpty() ? "none: start it with --engine NAME=COMMAND" : known())
              + ")");
    }
    if (s.equals("engine") || s.startsWith(PREFIX)) {
      String name = s.equals("engine") ? "" : s.substring(PREFIX.length()).strip();
      String command = commands.get(name);
      if (command == null) {
        throw new IllegalArgumentException(
            "unknown engine '"
                + abbreviate(spec)
                + "': "
                + (commands.isEmpty()
                    ? "tenace web was started without programs (--engine NAME=COMMAND names one)"
                    : "tenace web was started with " + known()));
      }
      return command;
    }
    return null;
  }

  private String known() {
    return String.join(", ", names());
  }

  private static String abbreviate(String s) {
    return s.length() <= 60 ? s : s.substring(0, 57) + "...";
  }

  /** The programs running now that this server started (for tests). */
  int running() {
    live.removeIf(EngineBot::isClosed);
    return live.size();
  }

  /**
   * Ends every program of every table (the server stops): each hears the match end and is ended,
   * all at once, within {@link #STOP_MILLIS} ms; none is started after.
   */
  @Override
  public void close() {
    stopped = true;
    List<Thread> closing = new ArrayList<>();
    for (EngineBot b : live) {
      Thread t = new Thread(b::close, "tenace-web-engine-stop");
      t.setDaemon(true);
      t.start();
      closing.add(t);
    }
    long end = System.nanoTime() + STOP_MILLIS * 1_000_000L;
    for (Thread t : closing) {
      try {
        t.join(Math.max(1, (end - System.nanoTime()) / 1_000_000L));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    live.clear();
  }

  /** The longest {@link #close()} waits for the programs to end. */
  static final long STOP_MILLIS = 3000;
}
