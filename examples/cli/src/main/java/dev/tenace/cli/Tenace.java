package dev.tenace.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.bots.Bots;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.game.Variant;
import dev.tenace.core.game.View;
import java.io.BufferedReader;
import java.io.Console;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
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
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The {@code tenace} command line. Without a subcommand it plays one full match between bots
 * (Hearts by default) and prints a readable transcript; {@code play}, {@code simulate}, {@code
 * replay}, {@code rules} and {@code bench} are the subcommands.
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
    description =
        "Bots play a full match of a trick-taking game (default: Hearts) and the transcript is printed.",
    subcommands = {
      Tenace.Play.class,
      Tenace.Simulate.class,
      Tenace.ReplayCommand.class,
      Tenace.Rules.class,
      Tenace.Bench.class,
      LadderCommand.class,
      Serve.class,
      dev.tenace.cli.web.Web.class
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

  @Spec CommandSpec spec;

  @Option(
      names = "--game",
      description = "hearts | spades | sheepshead | suitability (default: hearts)")
  String game = "hearts";

  @Mixin MatchSeed seed;

  @Mixin MaxDeals maxDeals;

  @Option(names = "--rules", description = "preset and/or name=value,... over the defaults")
  String rules;

  @Option(
      names = "--bots",
      description =
          "bots per seat, comma-separated (random, heuristic, pimc, pimc:N with N 1..100000, pimc:Tms, ismcts, ismcts:N, ismcts:Tms); default heuristic,pimc,heuristic,random")
  String bots;

  @Option(names = "--verbose", description = "print hands, every pass, bid and trick")
  boolean verbose;

  @Option(names = "--ascii", description = "letters instead of suit symbols")
  boolean ascii;

  /** The version of every command ({@code -V}). */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"tenace 0.1.0"};
    }
  }

  /** {@code --seed} of the commands that play one match: given, or random and printed. */
  static final class MatchSeed {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    private Long value;

    @Option(
        names = "--seed",
        paramLabel = "N",
        description = "match seed, any whole number (default: random, printed)")
    void set(String v) {
      value = Options.longIn(mixee, "--seed", v, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** The seed given, or a random one (printed by the command, so the match can be replayed). */
    long orRandom() {
      return value != null ? value : new SplittableRandom().nextLong();
    }
  }

  /** {@code --max-deals}, shared by the commands that play matches. */
  static final class MaxDeals {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    int value = DEFAULT_MAX_DEALS;

    @Option(
        names = "--max-deals",
        paramLabel = "1..10000",
        defaultValue = "" + DEFAULT_MAX_DEALS,
        description =
            "abandon a match that has not ended after this many deals (default: ${DEFAULT-VALUE})")
    void set(String v) {
      value = Options.intIn(mixee, "--max-deals", v, 1, MAX_MAX_DEALS);
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
     * Whether the program runs at a terminal: from Java 22 {@code System.console()} is there even
     * when the streams are redirected and {@code Console.isTerminal()} tells; before, it is there
     * only at a terminal.
     */
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

  static List<String> defaultBots(int players) {
    List<String> l =
        new ArrayList<>(List.of("heuristic", "pimc", "heuristic", "random", "pimc", "random"));
    return l.subList(0, players);
  }

  @Override
  public Integer call() {
    return match(Games.find(game));
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

  private <R, S extends GameState<S, V>, V extends View<S>> int match(GameDefinition<R, S, V> g) {
    R r = Games.rules(g, rules);
    int n = g.players(r);
    long s = seed.orRandom();
    List<String> names = botList(bots, n, String.join(",", defaultBots(n)));
    List<Agent<? super V>> agents = agents(names, g.name(), s);
    Cards cards = Cards.forRun(ascii);
    PrintStream out = IO.out;
    out.printf(
        "tenace %s %s, %d players, seed %d (replay with --seed %d)%n",
        cards.dash(), g.name(), n, s, s);
    out.printf("rules: %s%n", nonDefault(g, r));
    out.printf("bots:  %s%n", String.join(", ", names));
    Match<S> m = g.newMatch(r, 0, s);
    MatchRunner.Result<Match<S>> res =
        MatchRunner.run(
            m,
            agents,
            new Transcript(out, cards, verbose, names),
            MatchRunner.OnFault.PLAY_FIRST_LEGAL,
            maxDeals.value);
    Match<S> end = res.match();
    if (res.completed()) {
      out.printf("%nFinal standings after %d deals%n", end.dealNumber());
    } else {
      out.printf(
          "%nAbandoned after %d deals (%s), no winner; standings%n",
          end.dealNumber(), abandonedBy(res.stop(), maxDeals.value));
    }
    List<Integer> totals = end.totals();
    List<Integer> winners = end.isOver() ? end.winners() : List.of();
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    boolean lowWins = end.lowerTotalsWin();
    Arrays.sort(
        order,
        (a, b) ->
            lowWins
                ? Integer.compare(totals.get(a), totals.get(b))
                : Integer.compare(totals.get(b), totals.get(a)));
    for (int i : order) {
      out.printf(
          "  seat %d  %-10s %6d%s%n",
          i, names.get(i), totals.get(i), winners.contains(i) ? "   winner" : "");
    }
    Failure.check(out);
    return 0;
  }

  /** Why a match was cut, for the user. */
  static String abandonedBy(MatchRunner.Stop stop, int maxDeals) {
    return switch (stop) {
      case DEAL_LIMIT -> "--max-deals " + maxDeals;
      case STEP_LIMIT -> "the runner's limit of " + MatchRunner.STEP_LIMIT + " actions";
      default -> "an agent's fault";
    };
  }

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

  // ------------------------------------------------------------------ rules

  /** Lists the variants and presets of a game. */
  @Command(
      name = "rules",
      mixinStandardHelpOptions = true,
      versionProvider = Version.class,
      description =
          "List every variant of a game with its type, default and section, and the presets.")
  static final class Rules implements Callable<Integer> {
    @Parameters(index = "0", description = "hearts | spades | sheepshead | suitability")
    String game;

    @Option(
        names = "--markdown",
        description = "print the variants and presets as the README's Markdown table")
    boolean markdown;

    @Override
    public Integer call() {
      if (markdown) {
        GameDefinition<?, ?, ?> g = Games.find(game);
        RulesMarkdown.lines(g).forEach(IO.out::println);
        IO.out.println();
        IO.out.println("README row: " + RulesMarkdown.summaryRow(g));
        Failure.check(IO.out);
        return 0;
      }
      return list(Games.find(game));
    }

    private static <R> int list(GameDefinition<R, ?, ?> g) {
      PrintStream out = IO.out;
      out.printf("%s — variants (set with --rules name=value,...)%n%n", g.name());
      List<Variant> vs = g.variants();
      int[] w = {"name".length(), "type".length(), "default".length(), "section".length()};
      for (Variant v : vs) {
        w[0] = Math.max(w[0], v.name().length());
        w[1] = Math.max(w[1], String.valueOf(v.type()).length());
        w[2] = Math.max(w[2], String.valueOf(v.defaultValue()).length());
        w[3] = Math.max(w[3], String.valueOf(v.section()).length());
      }
      String row = "  %-" + w[0] + "s  %-" + w[1] + "s  %-" + w[2] + "s  %-" + w[3] + "s  %s%n";
      out.printf(row, "name", "type", "default", "section", "description");
      for (Variant v : vs) {
        out.printf(row, v.name(), v.type(), v.defaultValue(), v.section(), v.description());
      }
      out.printf("%npresets (use the name in --rules)%n%n");
      for (Map.Entry<String, R> e : g.presets().entrySet()) {
        out.printf("  %-16s %s%n", e.getKey(), nonDefault(g, e.getValue()));
      }
      out.printf("%nrule codes of refused actions%n%n");
      int cw = g.ruleCodes().keySet().stream().mapToInt(String::length).max().orElse(4);
      g.ruleCodes().forEach((code, meaning) -> out.printf("  %-" + cw + "s  %s%n", code, meaning));
      Failure.check(out);
      return 0;
    }
  }

  // ------------------------------------------------------------------ replay

  /** Replays JSON-Lines records through the rules. */
  @Command(
      name = "replay",
      mixinStandardHelpOptions = true,
      versionProvider = Version.class,
      description = "Replay game records (JSON Lines) through the rules; one JSON result per deal.")
  static final class ReplayCommand implements Callable<Integer> {
    @Parameters(
        index = "0",
        arity = "0..1",
        description = "file, or - for standard input (default)")
    String file = "-";

    private int bad;
    private final List<Integer> badLines = new ArrayList<>();
    private final List<Integer> noMatchLines = new ArrayList<>();

    @Override
    public Integer call() {
      boolean stdin = file.equals("-");
      String name = stdin ? "standard input" : file;
      InputStream in;
      if (stdin) {
        if (IO.in == System.in && IO.standardInputClosed()) {
          throw new Failure(
              Failure.BAD_INPUT,
              "standard input is closed: give a record file, or pipe the records in",
              null);
        }
        in = IO.in;
      } else {
        Path p = Path.of(file);
        if (Files.isDirectory(p)) {
          throw new Failure(Failure.BAD_INPUT, "cannot read " + file + ": it is a directory", null);
        }
        try {
          in = Files.newInputStream(p);
        } catch (IOException e) {
          throw Failure.cannotRead(file, e);
        }
      }
      try {
        Lines lines = new Lines(in);
        while (true) {
          Lines.Line line;
          try {
            line = lines.next();
          } catch (IOException e) {
            throw Failure.cannotRead(name, e);
          }
          if (line == null) {
            break;
          }
          if (!line.tooLong() && line.blank()) {
            continue;
          }
          int n = line.number();
          long at = line.tooLong() ? 0 : line.malformedAt();
          if (line.tooLong()) {
            answer(
                Replay.error(
                    "line "
                        + n
                        + " is longer than "
                        + Lines.MAX_LINE_BYTES
                        + " bytes, the longest line replay reads; skipped"),
                n);
          } else if (at > 0) {
            answer(
                Replay.error(
                    "line " + n + " is not valid UTF-8 (malformed byte at byte " + at + ")"),
                n);
          } else {
            Replay.line(line.reader(), o -> answer(o, n));
          }
        }
      } finally {
        if (!stdin) {
          try {
            in.close();
          } catch (IOException e) {
            // read to the end or failed already
          }
        }
      }
      if (bad > 0) {
        IO.err.println(
            "tenace replay: "
                + bad
                + " deal(s) rejected or malformed, at input line(s) "
                + String.join(", ", badLines.stream().map(String::valueOf).toList())
                + (badLines.size() == MAX_LINES_LISTED ? ", ..." : ""));
      }
      if (!noMatchLines.isEmpty()) {
        IO.err.println(
            "tenace replay: no match result for the record(s) at input line(s) "
                + String.join(", ", noMatchLines.stream().map(String::valueOf).toList())
                + (noMatchLines.size() == MAX_LINES_LISTED ? ", ..." : "")
                + ": their deals do not make one match (see \"matchError\")");
      }
      return bad > 0 || !noMatchLines.isEmpty() ? 1 : 0;
    }

    private static final int MAX_LINES_LISTED = 10;

    /**
     * Prints one answer at once, a rejection or error with its input line; stops if output fails.
     */
    private void answer(ObjectNode o, int line) {
      if (o.has("matchError") && noMatchLines.size() < MAX_LINES_LISTED) {
        noMatchLines.add(line);
      }
      if (!o.path("ok").asBoolean()) {
        o.put("line", line);
        bad++;
        if (badLines.size() < MAX_LINES_LISTED
            && (badLines.isEmpty() || badLines.get(badLines.size() - 1) != line)) {
          badLines.add(line);
        }
      }
      IO.out.println(o.toString());
      Failure.check(IO.out);
    }
  }

  // ------------------------------------------------------------------ simulate

  /** Plays many matches (or deals) between bots and reports results with confidence intervals. */
  @Command(
      name = "simulate",
      mixinStandardHelpOptions = true,
      versionProvider = Version.class,
      description =
          "Play N matches (or deals) between bots; win rates and mean scores with 95%% confidence intervals.")
  static final class Simulate implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(index = "0", description = "the game (the games are listed below)")
    String game;

    int count;

    @Option(
        names = "-n",
        paramLabel = "N",
        defaultValue = "100",
        description =
            "number of matches (or deals with --deals), at least 1 (default: ${DEFAULT-VALUE})")
    void count(String v) {
      count = Options.intIn(spec, "-n", v, 1, Integer.MAX_VALUE);
    }

    @Option(names = "--deals", description = "play single deals instead of matches")
    boolean deals;

    @Option(
        names = "--bots",
        description = "bots per seat, comma-separated, or one for every seat (listed below)")
    String bots;

    int threads;

    @Option(
        names = "--threads",
        paramLabel = "1..256",
        defaultValue = "1",
        description = "worker threads (default: ${DEFAULT-VALUE})")
    void threads(String v) {
      threads = Options.intIn(spec, "--threads", v, 1, 256);
    }

    long seed;

    @Option(
        names = "--seed",
        paramLabel = "N",
        defaultValue = "1",
        description =
            "seed of the whole run, any whole number; results do not depend on --threads (default: ${DEFAULT-VALUE})")
    void seed(String v) {
      seed = Options.longIn(spec, "--seed", v, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    @Mixin MaxDeals maxDeals;
    @Mixin EngineOptions engine;

    @Option(
        names = "--rules",
        description = "preset and/or name=value,... over the defaults (see: tenace rules <game>)")
    String rules;

    @Option(
        names = "--record",
        description = "write every match as a JSON-Lines game record, each line as its match ends")
    Path record;

    @Option(
        names = "--quiet",
        description =
            "no progress on standard error (default: a bar at a terminal, else a line every "
                + Progress.LINE_SECONDS
                + " s and at the end)")
    boolean quiet;

    @Option(
        names = "--json",
        description = "print the final statistics as one JSON object instead of the table")
    boolean json;

    /**
     * Plays the matches on a pool, at most {@link #inFlight} at once, and takes their results in
     * match order as they come: the figures and the record file are the same for any {@code
     * --threads}, and memory is bounded whatever {@code -n} and {@code --threads}. What is played
     * and printed is {@link Simulation}'s, shared with the Spark job.
     */
    /** The most matches held in flight with their records ({@code --record}), any thread count. */
    static final int RECORDS_IN_FLIGHT = 64;

    /**
     * Matches in flight: enough (32 a thread) that one slow match at the head of the window does
     * not leave the other threads idle while its result is awaited; with records, which can be
     * large, at most {@link #RECORDS_IN_FLIGHT}, so memory does not grow with {@code --threads}.
     */
    static int inFlight(int threads, boolean recording) {
      return recording ? Math.min(threads * 32, RECORDS_IN_FLIGHT) : threads * 32;
    }

    @Override
    public Integer call() throws Exception {
      Simulation sim = Simulation.of(game, rules, bots, deals, seed, maxDeals.value, count);
      Simulation.Tally tally = sim.newTally();
      ExecutorService pool = daemonPool(threads, "tenace-simulate");
      try (RecordWriter rec = record == null ? null : RecordWriter.open(record);
          Progress progress =
              Progress.of(
                  "simulate " + sim.gameName(), sim.unit(), count, Progress.mode(quiet), IO.err)) {
        ArrayDeque<Future<Simulation.Outcome>> window = new ArrayDeque<>();
        int inFlight = inFlight(threads, rec != null);
        int next = 0;
        for (int i = 0; i < count; i++) {
          while (next < count && window.size() < inFlight) {
            int idx = next++;
            window.add(pool.submit(() -> sim.play(idx, rec != null, false)));
          }
          Simulation.Outcome o = result(window.poll());
          tally.add(o);
          if (rec != null) {
            rec.write(o.record());
          }
          progress.stepTo(i + 1);
        }
      } finally {
        pool.shutdownNow();
      }
      PrintStream out = IO.out;
      if (json) {
        out.println(sim.json(tally));
      } else {
        sim.printTable(tally, out);
      }
      Failure.check(out);
      return 0;
    }
  }

  // ------------------------------------------------------------------ bench

  /** A quick throughput check without JMH. */
  @Command(
      name = "bench",
      mixinStandardHelpOptions = true,
      versionProvider = Version.class,
      description =
          "Random full deals and play-outs per second (a quick check; JMH gives the real numbers).")
  static final class Bench implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", description = "the game (default: every game)")
    String game;

    double seconds;

    @Option(
        names = "--seconds",
        paramLabel = "0.01..3600",
        defaultValue = "2",
        description = "measuring time per figure (default: ${DEFAULT-VALUE})")
    void seconds(String v) {
      seconds = Options.secondsIn(spec, "--seconds", v, 0.01, 3600);
    }

    int threads;

    @Option(
        names = "--threads",
        paramLabel = "1..256",
        defaultValue = "1",
        description = "worker threads (default: ${DEFAULT-VALUE})")
    void threads(String v) {
      threads = Options.intIn(spec, "--threads", v, 1, 256);
    }

    @Option(
        names = "--json",
        description =
            "one JSON object per game instead of the table: game, threads, fullDeals, playOuts,"
                + " cursorPlayOuts (per second)")
    boolean json;

    @Override
    public Integer call() throws Exception {
      List<GameDefinition<?, ?, ?>> games = game == null ? Games.all() : List.of(Games.find(game));
      if (!json) {
        IO.out.printf(
            "%-12s %8s %16s %18s %22s%n",
            "game", "threads", "full deals/s", "play-outs/s", "cursor play-outs/s");
      }
      for (GameDefinition<?, ?, ?> g : games) {
        bench(g);
        Failure.check(IO.out);
      }
      return 0;
    }

    private <R, S extends GameState<S, ?>> void bench(GameDefinition<R, S, ?> g) throws Exception {
      R r = g.defaultRules();
      int n = g.players(r);
      double full =
          measure(
              threads,
              seconds / 2,
              seconds,
              (rng, k) -> {
                var unused = Bots.playOut(g.newDeal(r, (int) (k % n), k), rng);
              });
      List<S> dealt = new ArrayList<>();
      for (int i = 0; i < 1024; i++) {
        dealt.add(g.newDeal(r, i % n, 77_000L + i));
      }
      double po =
          measure(
              threads,
              seconds / 2,
              seconds,
              (rng, k) -> {
                var unused = Bots.playOut(dealt.get((int) (k & 1023)), rng);
              });
      double cursor = measureCursor(g, r, n);
      if (json) {
        ObjectNode o = Replay.JSON.createObjectNode();
        o.put("game", g.name());
        o.put("threads", threads);
        o.put("fullDeals", Math.round(full));
        o.put("playOuts", Math.round(po));
        o.put("cursorPlayOuts", Math.round(cursor));
        IO.out.println(o);
      } else {
        IO.out.printf("%-12s %8d %,16.0f %,18.0f %,22.0f%n", g.name(), threads, full, po, cursor);
      }
    }

    /**
     * Random play-outs of the trick play on search cursors (each thread its own), from the first
     * card of trick play of seeded deals: play to the end, read seat 0's score, undo every card.
     */
    private <R, S extends GameState<S, ?>> double measureCursor(
        GameDefinition<R, S, ?> g, R r, int n) throws Exception {
      List<S> starts = new ArrayList<>();
      SplittableRandom deal = new SplittableRandom(5);
      for (int i = 0; i < 256; i++) {
        S s = g.newDeal(r, i % n, 88_000L + i);
        while (s.cursor().isEmpty() && !s.isTerminal()) {
          List<dev.tenace.core.game.Action> legal = s.legalActions(s.toMove());
          s = s.applyLegal(s.toMove(), legal.get(deal.nextInt(legal.size())));
        }
        if (s.cursor().isPresent()) {
          starts.add(s);
        }
      }
      ThreadLocal<List<SearchCursor<S>>> cursors =
          ThreadLocal.withInitial(
              () -> {
                List<SearchCursor<S>> cs = new ArrayList<>();
                for (S s : starts) {
                  cs.add(s.cursor().orElseThrow());
                }
                return cs;
              });
      return measure(
          threads,
          seconds / 2,
          seconds,
          (rng, k) -> {
            List<SearchCursor<S>> cs = cursors.get();
            SearchCursor<S> c = cs.get((int) (k % cs.size()));
            while (!c.isOver()) {
              c.play(CardSet.randomIndex(c.legalBits(), rng));
            }
            var unused = c.score(0);
            c.undoAll();
          });
    }

    interface Work {
      void run(SplittableRandom rng, long k);
    }

    static double measure(int threads, double warmup, double seconds, Work w) throws Exception {
      ExecutorService pool = daemonPool(threads, "tenace-bench");
      try {
        List<Future<Long>> fs = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
          long base = (long) t << 40;
          fs.add(
              pool.submit(
                  () -> {
                    SplittableRandom rng = new SplittableRandom(base);
                    long k = base;
                    long end = System.nanoTime() + (long) (warmup * 1e9);
                    while (System.nanoTime() < end) {
                      w.run(rng, k++);
                    }
                    long n = 0;
                    long start = System.nanoTime();
                    end = start + (long) (seconds * 1e9);
                    while (System.nanoTime() < end) {
                      w.run(rng, k++);
                      n++;
                    }
                    return n;
                  }));
        }
        long total = 0;
        for (Future<Long> f : fs) {
          total += result(f);
        }
        return total / seconds;
      } finally {
        pool.shutdownNow();
      }
    }
  }

  // ------------------------------------------------------------------ play

  /** Play in the terminal against bots. */
  @Command(
      name = "play",
      mixinStandardHelpOptions = true,
      versionProvider = Version.class,
      description = "Play a match in the terminal against bots.")
  static final class Play implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(
        index = "0",
        arity = "0..1",
        description = "the game (default hearts; the games are listed below)")
    String game = "hearts";

    int seat;

    @Option(
        names = "--seat",
        paramLabel = "S",
        defaultValue = "0",
        description = "your seat, 0 to players-1 (default: ${DEFAULT-VALUE})")
    void seat(String v) {
      seat = Options.intIn(spec, "--seat", v, 0, Integer.MAX_VALUE);
    }

    @Mixin MatchSeed seed;

    @Mixin MaxDeals maxDeals;
    @Mixin EngineOptions engine;

    @Option(
        names = "--rules",
        description = "preset and/or name=value,... over the defaults (see: tenace rules <game>)")
    String rules;

    @Option(
        names = "--bots",
        description =
            "bots for the other seats (one, or one per seat; yours is ignored; listed below);"
                + " default best, the game's strongest bot within 100 ms a decision")
    String bots;

    @Option(names = "--ascii", description = "letters instead of suit symbols")
    boolean ascii;

    @Override
    public Integer call() {
      return play(Games.find(game));
    }

    /**
     * A match of the bots and the person at the terminal, played by {@link MatchRunner}: the
     * person's seat is a {@link ConsoleAgent} that receives only its view, and everything printed
     * comes from that view ({@link Screen}).
     */
    private <R, S extends GameState<S, V>, V extends View<S>> int play(GameDefinition<R, S, V> g) {
      R r = Games.rules(g, rules);
      int n = g.players(r);
      if (seat >= n) {
        throw new ParameterException(
            spec.commandLine(),
            "--seat must be 0.." + (n - 1) + " at this " + n + "-player table but was " + seat);
      }
      long s = seed.orRandom();
      List<String> names = botList(bots, n, PLAY_DEFAULT_BOT);
      List<Agent<? super V>> agents = agents(names, g.name(), s);
      Cards cards = Cards.forRun(ascii);
      PrintStream out = IO.out;
      Screen screen = new Screen(out, cards, seat);
      BufferedReader in = new BufferedReader(new InputStreamReader(IO.in, StandardCharsets.UTF_8));
      ConsoleAgent you = new ConsoleAgent(screen, in, out, !IO.atTerminal());
      agents.set(seat, you);
      List<String> others = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        if (i != seat) {
          others.add("seat " + i + " " + names.get(i));
        }
      }
      out.printf(
          "%s, seed %d (replay with --seed %d), you are seat %d; rules: %s; bots: %s%n",
          g.name(), s, s, seat, nonDefault(g, r), String.join(", ", others));
      out.println("To answer, " + ConsoleAgent.typing(cards) + ", a number from a list, or quit.");
      Failure.check(out);
      MatchRunner.Result<Match<S>> res =
          MatchRunner.run(
              g.newMatch(r, 0, s),
              agents,
              screen.<S>listener(),
              MatchRunner.OnFault.STOP,
              maxDeals.value);
      if (you.failure().isPresent()) {
        throw you.failure().get();
      }
      Match<S> end = res.match();
      if (you.quit()) {
        out.println("bye");
      } else if (res.completed()) {
        out.printf(
            "%ngame over after %d deals: totals %s; %s%n",
            end.dealNumber(), screen.seats(end.totals()), winners(end.winners()));
      } else if (res.stop() == MatchRunner.Stop.FAULT) {
        MatchRunner.Fault f = res.faults().get(res.faults().size() - 1);
        out.printf("%nthe match stopped: the bot of seat %d failed (%s)%n", f.seat(), f.message());
      } else {
        out.printf(
            "%nmatch abandoned after %d deal%s (%s), no winner; totals %s%n",
            end.dealNumber(),
            end.dealNumber() == 1 ? "" : "s",
            abandonedBy(res.stop(), maxDeals.value),
            screen.seats(end.totals()));
      }
      Failure.check(out);
      return 0;
    }

    private String winners(List<Integer> w) {
      List<String> names = new ArrayList<>();
      for (int i : w) {
        names.add(i == seat ? "you (seat " + i + ")" : "seat " + i);
      }
      return (w.size() == 1 ? "winner " : "winners ") + String.join(" and ", names);
    }
  }
}
