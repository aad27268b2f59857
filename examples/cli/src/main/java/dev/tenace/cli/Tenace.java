package dev.tenace.cli;

import dev.tenace.bots.Bots;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.io.Console;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParameterException;

/**
 * The {@code tenace} command line: its entry point, its exit statuses and what every command shares
 * (the streams of a run, the version, the bot line-ups, the rules that differ from the defaults).
 * Without a subcommand it runs the main job ({@link MatchJob}: one full match between bots, its
 * transcript printed); each subcommand is its own class: {@link PlayCommand}, {@link
 * SimulateCommand}, {@link ReplayCommand}, {@link RulesCommand}, {@link BenchCommand}, {@link
 * LadderCommand}, {@link Serve}, {@code web} and {@link RecordsCommand}; the options several share
 * are {@link SharedOptions}.
 *
 * <p>Exit status: 0 done (a match abandoned at {@code --max-deals} included, which is said), 1
 * {@code replay} rejected or could not read some deal, 2 a bad command line or input (one line on
 * standard error, never a stack trace), 3 standard output or a record file cannot be written, 4 an
 * internal error or out of memory (one line).
 */
@Command(
    name = "tenace",
    mixinStandardHelpOptions = true,
    versionProvider = Tenace.Version.class,
    resourceBundle = "dev.tenace.cli.HelpTexts",
    description =
        "Bots play a full match of a trick-taking game (--game) and the transcript is printed.",
    subcommands = {
      PlayCommand.class,
      SimulateCommand.class,
      ReplayCommand.class,
      RulesCommand.class,
      BenchCommand.class,
      LadderCommand.class,
      Serve.class,
      dev.tenace.cli.web.Web.class,
      RecordsCommand.class
    })
public final class Tenace implements Callable<Integer> {
  /** The deals after which a match is abandoned unless {@code --max-deals} says otherwise. */
  static final int DEFAULT_MAX_DEALS = 1000;

  /**
   * The highest {@code --max-deals}: at about 60 actions a deal it stays well within the runner's
   * step limit, so a match is cut by the deal limit, which the user chose.
   */
  static final int MAX_MAX_DEALS = 10_000;

  /** The bot of {@code play}'s other seats unless {@code --bots} says otherwise. */
  static final String PLAY_DEFAULT_BOT = "best";

  @Mixin MatchJob job;

  /** The main job: one match between bots, its transcript printed. */
  @Override
  public Integer call() {
    return job.run();
  }

  /** The version of every command ({@code -V}). */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"tenace 0.1.0"};
    }
  }

  /**
   * Runs the command line; exits with its status. An {@link Error} (out of memory included) ends
   * the process with one line and status 4; worker threads are daemons, so nothing hangs.
   */
  public static void main(String[] args) {
    int status;
    try {
      status = run(args, System.out, System.err, System.in);
    } catch (Throwable t) {
      status = failed(t, System.err);
    }
    System.exit(status);
  }

  /** Runs the command line with the given streams; returns the exit status (for tests). */
  public static int run(String[] args, PrintStream out, PrintStream err, InputStream in) {
    IO.out = out;
    IO.err = err;
    IO.in = in;
    int status;
    try {
      CommandLine cl = new CommandLine(new Tenace());
      // picocli writes in the platform charset, as before
      cl.setOut(new PrintWriter(new OutputStreamWriter(out, Charset.defaultCharset()), true));
      cl.setErr(new PrintWriter(new OutputStreamWriter(err, Charset.defaultCharset()), true));
      cl.setParameterExceptionHandler((ex, a) -> usageError(ex, err));
      cl.setExecutionExceptionHandler((ex, cmd, parsed) -> failed(ex, err));
      helpFooters(cl);
      status = cl.execute(args);
    } catch (Throwable t) {
      return failed(t, err);
    }
    if (status < Failure.BAD_INPUT && out.checkError()) {
      return failed(Failure.cannotWrite("standard output", null), err);
    }
    return status;
  }

  /**
   * The help of {@code play} and {@code simulate} ends with what a player chooses from, read from
   * what is registered (no game or bot named here): the games, where their presets and variants
   * are, the bots and the default line-up.
   */
  private static void helpFooters(CommandLine cl) {
    List<String> games = new ArrayList<>();
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      games.add(g.name());
    }
    String common =
        "%nGames: "
            + String.join(", ", games)
            + ".%nPresets and variants of a game (for --rules): tenace rules <game>%nBots (for --bots): "
            + Bots.registry().usage().replace("%", "%%")
            + "%n";
    cl.getSubcommands()
        .get("play")
        .getCommandSpec()
        .usageMessage()
        .footer(common + "Default bots: heuristic in every other seat.");
    cl.getSubcommands()
        .get("simulate")
        .getCommandSpec()
        .usageMessage()
        .footer(
            common
                + "Default bots: "
                + String.join(",", defaultBots(4))
                + " (the first seats of it at a smaller table: "
                + String.join(",", defaultBots(3))
                + " for 3 players; at a larger one "
                + String.join(",", defaultBots(6))
                + ").");
  }

  /** A bad command line: one line naming the problem and where the help is. */
  private static int usageError(ParameterException ex, PrintStream err) {
    err.println(
        "tenace: "
            + oneLine(ex.getMessage())
            + "; see '"
            + ex.getCommandLine().getCommandSpec().qualifiedName()
            + " --help'");
    return Failure.BAD_INPUT;
  }

  /** Any other failure: one line and its exit status. */
  static int failed(Throwable ex, PrintStream err) {
    Throwable t =
        ex instanceof CommandLine.ExecutionException && ex.getCause() != null ? ex.getCause() : ex;
    if (t instanceof ParameterException p) {
      return usageError(p, err);
    }
    if (t instanceof Failure f) {
      err.println("tenace: " + oneLine(f.getMessage()));
      return f.status();
    }
    if (t instanceof IllegalArgumentException) {
      err.println("tenace: " + oneLine(t.getMessage() == null ? t.toString() : t.getMessage()));
      return Failure.BAD_INPUT;
    }
    if (t instanceof OutOfMemoryError) {
      err.println("tenace: out of memory; give Java more heap (java -Xmx1g -jar tenace.jar ...)");
      return Failure.INTERNAL;
    }
    err.println("tenace: internal error: " + oneLine(t.toString()));
    return Failure.INTERNAL;
  }

  private static String oneLine(String s) {
    return s == null ? "" : s.strip().replaceAll("\\s*[\\r\\n]+\\s*", " ");
  }

  /** Worker threads that never keep the process alive. */
  static ExecutorService daemonPool(int threads, String name) {
    AtomicInteger k = new AtomicInteger();
    return Executors.newFixedThreadPool(
        threads,
        r -> {
          Thread t = new Thread(r, name + "-" + k.incrementAndGet());
          t.setDaemon(true);
          return t;
        });
  }

  /** The value of a finished task; its exception, or {@link Error}, as it was thrown. */
  static <T> T result(Future<T> f) throws InterruptedException {
    try {
      return f.get();
    } catch (ExecutionException e) {
      Throwable c = e.getCause();
      if (c instanceof RuntimeException r) {
        throw r;
      }
      if (c instanceof Error er) {
        throw er;
      }
      throw new IllegalStateException(c);
    }
  }

  /** The streams of the current run. */
  static final class IO {
    static PrintStream out = System.out;
    static PrintStream err = System.err;
    static InputStream in = System.in;

    /**
     * Whether standard input was closed when the program started ({@code <&-}): the descriptor is
     * then missing, or the JVM has reused it for one of its own files (its modules, the jar), which
     * must not be read as input. Known on Linux ({@code /proc}); elsewhere false.
     */
    static boolean standardInputClosed() {
      Path fd = Path.of("/proc/self/fd");
      try {
        Path target = Files.readSymbolicLink(fd.resolve("0"));
        if (!target.isAbsolute()) {
          return false; // a pipe or a socket
        }
        if (target.startsWith(Path.of(System.getProperty("java.home")).toRealPath())) {
          return true;
        }
        for (String e :
            System.getProperty("java.class.path", "")
                .split(java.util.regex.Pattern.quote(File.pathSeparator), -1)) {
          if (!e.isEmpty() && Files.exists(Path.of(e)) && target.equals(Path.of(e).toRealPath())) {
            return true;
          }
        }
        return false;
      } catch (NoSuchFileException e) {
        return Files.isDirectory(fd);
      } catch (IOException | RuntimeException e) {
        return false;
      }
    }

    /**
     * Whether the program runs at a terminal: from Java 22 {@code System.console()} is there even
     * when the streams are redirected and {@code Console.isTerminal()} tells; before, it is there
     * only at a terminal.
     */
    @SuppressWarnings(
        "SystemConsoleNull") // intended: a null console means no terminal before Java 22
    static boolean atTerminal() {
      Console console = System.console();
      if (console == null) {
        return false;
      }
      try {
        return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
      } catch (NoSuchMethodException e) {
        return true;
      } catch (ReflectiveOperationException e) {
        return false;
      }
    }
  }

  /**
   * The bot spec of each seat from {@code --bots} ({@code fallback} when not given): one per seat,
   * or one for every seat.
   *
   * @throws IllegalArgumentException if the count is neither 1 nor {@code players}
   */
  static List<String> botList(String spec, int players, String fallback) {
    List<String> list = new ArrayList<>(Arrays.asList((spec == null ? fallback : spec).split(",")));
    if (list.size() == 1) {
      while (list.size() < players) {
        list.add(list.get(0));
      }
    }
    if (list.size() != players) {
      throw new IllegalArgumentException(
          "--bots needs 1 or " + players + " bots but got " + list.size());
    }
    return list;
  }

  /** The default line-up of the main job and {@code simulate} at a table of {@code players}. */
  static List<String> defaultBots(int players) {
    List<String> l =
        new ArrayList<>(List.of("heuristic", "pimc", "heuristic", "random", "pimc", "random"));
    return l.subList(0, players);
  }

  /** Agents for the seats, by bot spec, each seeded from the match seed. */
  static <V extends View<?>> List<Agent<? super V>> agents(
      List<String> names, String game, long seed) {
    List<Agent<? super V>> agents = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      agents.add(Bots.create(names.get(i), game, Shuffle.derive(seed, 1000 + i)));
    }
    return agents;
  }

  /** Why a match was cut, for the user. */
  static String abandonedBy(MatchRunner.Stop stop, int maxDeals) {
    return switch (stop) {
      case DEAL_LIMIT -> "--max-deals " + maxDeals;
      case STEP_LIMIT -> "the runner's limit of " + MatchRunner.STEP_LIMIT + " actions";
      default -> "an agent's fault";
    };
  }

  /** The rules as the {@code name=value} settings that differ from the game's defaults. */
  static <R> String nonDefault(GameDefinition<R, ?, ?> g, R r) {
    Map<String, String> now = g.settings(r);
    Map<String, String> def = g.settings(g.defaultRules());
    List<String> diff = new ArrayList<>();
    now.forEach(
        (k, v) -> {
          if (!v.equals(def.get(k))) {
            diff.add(k + "=" + v);
          }
        });
    return diff.isEmpty() ? "defaults" : String.join(", ", diff);
  }
}
