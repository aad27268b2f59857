package dev.tenace.bots.engine;

import dev.tenace.bots.BotFactory;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Programs at Tenace's table, by the bot spec {@code cmd:<command line>} ({@code PROTOCOL.md}): the
 * factory the standard registry uses, the process-wide settings ({@link EngineSettings}), the
 * faults reported so far, and what a runner calls so the programs hear of deal ends and are ended
 * with the match.
 *
 * <pre>{@code
 * Engines.allowCommands(true);     // cmd: runs programs only where the process allows it
 * List<Agent<View<?>>> agents = List.of(Bots.create("cmd:python3 bot.py", game.name(), 1L), ...);
 * try {
 *   MatchRunner.run(match, agents, Engines.listener(agents, game, rules, listener), onFault);
 * } finally {
 *   Engines.close(agents);         // match_end, then each program is ended
 * }
 * }</pre>
 *
 * <p>Running programs is off until {@link #allowCommands} turns it on: {@code tenace simulate},
 * {@code play} and {@code ladder} do (their user typed the command), {@code serve} and {@code web}
 * do not (their clients choose the seats). Every program still running when the JVM ends is
 * destroyed with its descendants by a shutdown hook.
 */
public final class Engines {
  /** The exit status of a command line run in which a program broke the protocol. */
  public static final int EXIT_STATUS = 5;

  private static volatile EngineSettings settings = EngineSettings.defaults();
  private static volatile boolean allowed;
  private static volatile PrintStream report;
  private static final AtomicInteger FAULTS = new AtomicInteger();
  private static final List<EngineFault> KEPT = new ArrayList<>();
  private static final int KEEP = 1000;
  private static final Set<EngineProcess> RUNNING = ConcurrentHashMap.newKeySet();

  static {
    Thread hook = new Thread(Engines::destroyAll, "engine-shutdown");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  private Engines() {}

  /** The settings of programs started from now on. */
  public static EngineSettings settings() {
    return settings;
  }

  /** Sets the settings of programs started from now on (the command line's options). */
  public static void configure(EngineSettings s) {
    settings = Objects.requireNonNull(s, "settings are null");
  }

  /** Whether {@code cmd:} may start programs in this process. */
  public static boolean commandsAllowed() {
    return allowed;
  }

  /** Lets {@code cmd:} start programs in this process, or stops it. */
  public static void allowCommands(boolean allow) {
    allowed = allow;
  }

  /**
   * The factory of {@code cmd:}: the argument is the command line, as written ({@link
   * dev.tenace.bots.BotRegistry#withVerbatim}).
   */
  public static BotFactory factory() {
    return Engines::create;
  }

  private static Agent<View<?>> create(String argument, String game, long seed) {
    String spec = "cmd:" + (argument == null ? "" : argument.strip());
    if (argument == null) {
      throw new IllegalArgumentException(
          "bot 'cmd': name the program to run, as in cmd:python3 examples/python/bot.py");
    }
    List<String> words = CommandWords.split(argument);
    if (!allowed) {
      throw new IllegalArgumentException(
          "bot '"
              + spec
              + "': this tool does not run programs as bots (tenace simulate, play and ladder do)");
    }
    PrintStream err = report;
    return new EngineBot(words, spec, game, seed, settings, err == null ? System.err : err);
  }

  /**
   * Where the programs started from now on report faults and pass their standard error (the command
   * line's error stream); {@code null} for {@link System#err}.
   */
  public static void reportTo(PrintStream err) {
    report = err;
  }

  /**
   * A new bot for a program, with these settings, reporting on {@code err}; whether {@code cmd:} is
   * allowed does not matter here.
   *
   * @param commandLine as after {@code cmd:}
   * @throws IllegalArgumentException if the command line is empty or a quote is not closed
   */
  public static EngineBot bot(
      String commandLine, String game, long seed, EngineSettings s, PrintStream err) {
    return new EngineBot(
        CommandWords.split(commandLine), "cmd:" + commandLine.strip(), game, seed, s, err);
  }

  /**
   * {@link #bot(String, String, long, EngineSettings, PrintStream)} named {@code label} rather than
   * {@code cmd:<command line>} in its faults and the prefix of its standard error (a server names
   * the programs it allows, and its clients see the name, not the command).
   *
   * @param label what reports call the program, as {@code engine:mybot}
   */
  public static EngineBot bot(
      String label, String commandLine, String game, long seed, EngineSettings s, PrintStream err) {
    return new EngineBot(CommandWords.split(commandLine), label, game, seed, s, err);
  }

  /**
   * A listener for a run of these agents: each program hears the table's rules before its first
   * decision and gets {@code deal_end} with the deal's scores, the totals and its seat's view at
   * the end; every event also goes to {@code also}.
   *
   * @param agents the run's agents, one per seat
   */
  public static <R, S extends GameState<S, ?>> MatchRunner.Listener<S> listener(
      List<?> agents, GameDefinition<R, ?, ?> game, R rules, MatchRunner.Listener<S> also) {
    Objects.requireNonNull(also, "listener is null");
    List<EngineBot> bots = new ArrayList<>();
    for (Object a : agents) {
      if (a instanceof EngineBot b) {
        b.table(game, rules);
      }
      bots.add(a instanceof EngineBot b ? b : null);
    }
    if (bots.stream().allMatch(Objects::isNull)) {
      return also;
    }
    return new MatchRunner.Listener<>() {
      @Override
      public void dealStarted(S deal) {
        also.dealStarted(deal);
      }

      @Override
      public void acted(S before, int seat, dev.tenace.core.game.Action action, S after) {
        also.acted(before, seat, action, after);
      }

      @Override
      public void dealEnded(S deal, List<Integer> totals) {
        also.dealEnded(deal, totals);
        List<Integer> scores = new ArrayList<>();
        for (int i = 0; i < deal.players(); i++) {
          scores.add(deal.score(i));
        }
        for (int i = 0; i < bots.size(); i++) {
          if (bots.get(i) != null) {
            bots.get(i).dealEnded(deal.viewFor(i), scores, totals);
          }
        }
      }

      @Override
      public void fault(MatchRunner.Fault fault) {
        also.fault(fault);
      }
    };
  }

  /** Ends the match for every program among the agents ({@code match_end}) and ends them. */
  public static void close(List<?> agents) {
    for (Object a : agents) {
      if (a instanceof EngineBot b) {
        b.close();
      }
    }
  }

  /** How many faults programs have made in this process. */
  public static int faultCount() {
    return FAULTS.get();
  }

  /** The faults so far (the first {@value #KEEP}), in order. */
  public static List<EngineFault> faults() {
    synchronized (KEPT) {
      return List.copyOf(KEPT);
    }
  }

  static void fault(EngineFault f, PrintStream err) {
    FAULTS.incrementAndGet();
    synchronized (KEPT) {
      if (KEPT.size() < KEEP) {
        KEPT.add(f);
      }
    }
    synchronized (err) {
      err.println("tenace: " + f);
    }
  }

  /** The programs running now (for tests: none should be left after a run). */
  public static List<ProcessHandle> running() {
    List<ProcessHandle> out = new ArrayList<>();
    for (EngineProcess p : RUNNING) {
      out.add(p.handle());
    }
    return out;
  }

  static void running(EngineProcess p, boolean on) {
    if (on) {
      RUNNING.add(p);
    } else {
      RUNNING.remove(p);
    }
  }

  /**
   * Ends every program still running, with its descendants, without {@code match_end}: what a
   * command does when it ends, for the programs of a runner that did not close its agents.
   */
  public static void closeAll() {
    for (EngineProcess p : RUNNING) {
      p.close(java.time.Duration.ZERO);
    }
  }

  private static void destroyAll() {
    for (EngineProcess p : RUNNING) {
      p.destroy();
    }
  }
}
