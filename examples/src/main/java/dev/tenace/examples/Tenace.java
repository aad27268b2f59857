package dev.tenace.examples;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.CardPlay;
import io.vavr.control.Either;
import dev.tenace.core.game.Variant;
import dev.tenace.core.game.View;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The {@code tenace} command line. Without a subcommand it plays one full match between bots
 * (Hearts by default) and prints a readable transcript; {@code play}, {@code simulate},
 * {@code replay}, {@code rules} and {@code bench} are the subcommands.
 */
@Command(name = "tenace", mixinStandardHelpOptions = true, version = "tenace 0.1.0",
    description = "Bots play a full match of a trick-taking game (default: Hearts) and the transcript is printed.",
    subcommands = {Tenace.Play.class, Tenace.Simulate.class, Tenace.ReplayCommand.class, Tenace.Rules.class,
        Tenace.Bench.class})
public final class Tenace implements Callable<Integer> {
  @Option(names = "--game", description = "hearts | spades | sheepshead | suitability (default: hearts)")
  String game = "hearts";

  @Option(names = "--seed", description = "match seed (default: random, printed)")
  Long seed;

  @Option(names = "--rules", description = "preset and/or name=value,... over the defaults")
  String rules;

  @Option(names = "--bots", description = "bots per seat, comma-separated (random, heuristic, pimc, pimc:N); default heuristic,pimc,heuristic,random")
  String bots;

  @Option(names = "--verbose", description = "print hands, every pass, bid and trick")
  boolean verbose;

  @Option(names = "--ascii", description = "letters instead of suit symbols")
  boolean ascii;

  /** Runs the command line; exits with its status. */
  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err, System.in));
  }

  /** Runs the command line with the given streams; returns the exit status (for tests). */
  public static int run(String[] args, PrintStream out, PrintStream err, java.io.InputStream in) {
    IO.out = out;
    IO.err = err;
    IO.in = in;
    CommandLine cl = new CommandLine(new Tenace());
    cl.setOut(new PrintWriter(out, true));
    cl.setErr(new PrintWriter(err, true));
    cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
      err.println("tenace: " + ex.getMessage());
      return 2;
    });
    return cl.execute(args);
  }

  /** The streams of the current run. */
  static final class IO {
    static PrintStream out = System.out;
    static PrintStream err = System.err;
    static java.io.InputStream in = System.in;
  }

  static List<String> botList(String spec, int players, String fallback) {
    List<String> list = new ArrayList<>(Arrays.asList((spec == null ? fallback : spec).split(",")));
    if (list.size() == 1) {
      while (list.size() < players) {
        list.add(list.get(0));
      }
    }
    if (list.size() != players) {
      throw new IllegalArgumentException("--bots needs 1 or " + players + " bots but got " + list.size());
    }
    return list;
  }

  static List<String> defaultBots(int players) {
    List<String> l = new ArrayList<>(List.of("heuristic", "pimc", "heuristic", "random", "pimc", "random"));
    return l.subList(0, players);
  }

  @Override
  public Integer call() {
    return match(Games.find(game));
  }

  /** Agents for the seats, by bot spec, each seeded from the match seed. */
  static <V extends View<?>> List<Agent<? super V>> agents(List<String> names, String game, long seed) {
    List<Agent<? super V>> agents = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      agents.add(Bots.create(names.get(i), game, Shuffle.derive(seed, 1000 + i)));
    }
    return agents;
  }

  private <R, S extends GameState<S, V>, V extends View<S>> int match(GameDefinition<R, S, V> g) {
    R r = Games.rules(g, rules);
    int n = g.players(r);
    long s = seed != null ? seed : new SplittableRandom().nextLong();
    List<String> names = botList(bots, n, String.join(",", defaultBots(n)));
    Cards cards = new Cards(!ascii && Cards.terminalSupportsSymbols());
    PrintStream out = IO.out;
    out.printf("tenace — %s, %d players, seed %d (replay with --seed %d)%n", g.name(), n, s, s);
    out.printf("rules: %s%n", nonDefault(g, r));
    out.printf("bots:  %s%n", String.join(", ", names));
    List<Agent<? super V>> agents = agents(names, g.name(), s);
    Match<S> m = g.newMatch(r, 0, s);
    MatchRunner.Result<Match<S>> res = MatchRunner.run(m, agents, new Transcript(out, cards, verbose, names),
        MatchRunner.OnFault.PLAY_FIRST_LEGAL);
    Match<S> end = res.match();
    out.printf("%nFinal standings after %d deals%n", end.dealNumber());
    List<Integer> totals = end.totals();
    List<Integer> winners = end.isOver() ? end.winners() : List.of();
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    boolean lowWins = end.lowerTotalsWin();
    Arrays.sort(order, (a, b) -> lowWins ? Integer.compare(totals.get(a), totals.get(b))
        : Integer.compare(totals.get(b), totals.get(a)));
    for (int i : order) {
      out.printf("  seat %d  %-10s %6d%s%n", i, names.get(i), totals.get(i), winners.contains(i) ? "   winner" : "");
    }
    return 0;
  }

  static <R> String nonDefault(GameDefinition<R, ?, ?> g, R r) {
    Map<String, String> now = g.settings(r);
    Map<String, String> def = g.settings(g.defaultRules());
    List<String> diff = new ArrayList<>();
    now.forEach((k, v) -> {
      if (!v.equals(def.get(k))) {
        diff.add(k + "=" + v);
      }
    });
    return diff.isEmpty() ? "defaults" : String.join(", ", diff);
  }

  // ------------------------------------------------------------------ rules

  /** Lists the variants and presets of a game. */
  @Command(name = "rules", mixinStandardHelpOptions = true, description = "List every variant of a game with its type, default and section, and the presets.")
  static final class Rules implements Callable<Integer> {
    @Parameters(index = "0", description = "hearts | spades | sheepshead | suitability")
    String game;

    @Override
    public Integer call() {
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
      return 0;
    }
  }

  // ------------------------------------------------------------------ replay

  /** Replays JSON-Lines records through the rules. */
  @Command(name = "replay", mixinStandardHelpOptions = true, description = "Replay game records (JSON Lines) through the rules; one JSON result per deal.")
  static final class ReplayCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", description = "file, or - for standard input (default)")
    String file = "-";

    @Override
    public Integer call() throws IOException {
      BufferedReader in = file.equals("-")
          ? new BufferedReader(new InputStreamReader(IO.in, StandardCharsets.UTF_8))
          : Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8);
      int bad = 0;
      try (in) {
        String line;
        while ((line = in.readLine()) != null) {
          if (line.isBlank()) {
            continue;
          }
          for (ObjectNode o : Replay.line(line)) {
            IO.out.println(o.toString());
            if (!o.get("ok").asBoolean()) {
              bad++;
            }
          }
        }
      }
      if (bad > 0) {
        IO.err.println("tenace replay: " + bad + " deal(s) rejected or malformed");
        return 1;
      }
      return 0;
    }
  }

  // ------------------------------------------------------------------ simulate

  /** Plays many matches (or deals) between bots and reports results with confidence intervals. */
  @Command(name = "simulate", mixinStandardHelpOptions = true, description = "Play N matches (or deals) between bots; win rates and mean scores with 95%% confidence intervals.")
  static final class Simulate implements Callable<Integer> {
    @Parameters(index = "0", description = "hearts | spades | sheepshead | suitability")
    String game;

    @Option(names = "-n", description = "number of matches (or deals with --deals)", defaultValue = "100")
    int count;

    @Option(names = "--deals", description = "play single deals instead of matches")
    boolean deals;

    @Option(names = "--bots", description = "bots per seat, comma-separated")
    String bots;

    @Option(names = "--threads", description = "worker threads", defaultValue = "1")
    int threads;

    @Option(names = "--seed", defaultValue = "1", description = "seed of the whole run; results do not depend on --threads (default 1)")
    long seed;

    @Option(names = "--rules", description = "preset and/or name=value,... over the defaults (see: tenace rules <game>)")
    String rules;

    @Option(names = "--record", description = "write every match as a JSON-Lines game record")
    Path record;

    @Override
    public Integer call() throws Exception {
      return simulate(Games.find(game));
    }

    private <R, S extends GameState<S, V>, V extends View<S>> int simulate(GameDefinition<R, S, V> g)
        throws Exception {
      R r = Games.rules(g, rules);
      int n = g.players(r);
      List<String> names = botList(bots, n, String.join(",", defaultBots(n)));
      if (count < 1 || threads < 1) {
        throw new IllegalArgumentException("-n and --threads must be at least 1");
      }
      for (String b : names) {
        Bots.create(b, g.name(), 0); // validate the specs before starting
      }
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      List<Future<Outcome>> futures = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        int idx = i;
        futures.add(pool.submit(() -> playOne(g, r, names, Shuffle.derive(seed, idx), idx, record != null)));
      }
      double[] wins = new double[n];
      double[] sum = new double[n];
      double[] sumSq = new double[n];
      boolean tty = System.console() != null;
      PrintWriter rec = record == null ? null : new PrintWriter(Files.newBufferedWriter(record, StandardCharsets.UTF_8));
      try {
        for (int i = 0; i < count; i++) {
          Outcome o = futures.get(i).get();
          for (int s = 0; s < n; s++) {
            wins[s] += o.winShare[s];
            sum[s] += o.score[s];
            sumSq[s] += o.score[s] * o.score[s];
          }
          if (rec != null) {
            rec.println(o.record);
          }
          if (tty && (i + 1) % Math.max(1, count / 50) == 0) {
            IO.err.print("\r" + bar(i + 1, count));
          }
        }
      } finally {
        pool.shutdownNow();
        if (rec != null) {
          rec.close();
        }
      }
      if (tty) {
        IO.err.println();
      }
      PrintStream out = IO.out;
      out.printf("%s: %d %s, seed %d, rules %s%n%n", g.name(), count, deals ? "deals" : "matches", seed, nonDefault(g, r));
      out.printf("  %-5s %-10s %-22s %s%n", "seat", "bot", "win rate (95% CI)", "mean " + (deals ? "deal score" : "final total") + " (95% CI)");
      for (int s = 0; s < n; s++) {
        double p = wins[s] / count;
        double pci = 1.96 * Math.sqrt(p * (1 - p) / count);
        double mean = sum[s] / count;
        double var = count > 1 ? (sumSq[s] - count * mean * mean) / (count - 1) : 0;
        double mci = 1.96 * Math.sqrt(Math.max(0, var) / count);
        out.printf("  %-5d %-10s %5.1f%% ± %4.1f%%        %8.2f ± %.2f%n", s, names.get(s), 100 * p, 100 * pci, mean, mci);
      }
      return 0;
    }

    private static String bar(int done, int total) {
      int w = 30;
      int f = (int) ((long) done * w / total);
      return "[" + "#".repeat(f) + " ".repeat(w - f) + "] " + done + "/" + total;
    }

    /** One match (or deal): per-seat win share and score, and its record line. */
    record Outcome(double[] winShare, double[] score, String record) {}

    private <R, S extends GameState<S, V>, V extends View<S>> Outcome playOne(GameDefinition<R, S, V> g, R r,
        List<String> names, long s, int idx, boolean withRecord) {
      int n = g.players(r);
      List<Agent<? super V>> agents = agents(names, g.name(), s);
      Recorder<R, S> recorder = withRecord ? new Recorder<>(g, r, s) : null;
      MatchRunner.Listener<S> listener = recorder == null ? MatchRunner.Listener.none() : recorder;
      double[] share = new double[n];
      double[] score = new double[n];
      if (deals) {
        S d = g.newDeal(r, idx % n, s);
        listener.dealStarted(d);
        S end = MatchRunner.playDeal(d, agents, listener, MatchRunner.OnFault.PLAY_FIRST_LEGAL).match();
        listener.dealEnded(end, List.of());
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
          score[i] = end.score(i);
          best = Math.max(best, end.utility(i));
        }
        int k = 0;
        for (int i = 0; i < n; i++) {
          k += end.utility(i) == best ? 1 : 0;
        }
        for (int i = 0; i < n; i++) {
          share[i] = end.utility(i) == best ? 1.0 / k : 0;
        }
      } else {
        Match<S> m = MatchRunner.run(g.newMatch(r, 0, s), agents, listener,
            MatchRunner.OnFault.PLAY_FIRST_LEGAL).match();
        List<Integer> w = m.winners();
        for (int i = 0; i < n; i++) {
          score[i] = m.totals().get(i);
          share[i] = w.contains(i) ? 1.0 / w.size() : 0;
        }
      }
      return new Outcome(share, score, recorder == null ? null : recorder.json().toString());
    }
  }

  /** Builds a game record while a match is played: each deal's hands, rest, actions and result. */
  static final class Recorder<R, S extends GameState<S, ?>> implements MatchRunner.Listener<S> {
    private final GameDefinition<R, S, ?> g;
    private final ObjectNode root = Replay.JSON.createObjectNode();
    private final ArrayNode dealsNode;
    private ObjectNode current;
    private int dealNumber;

    Recorder(GameDefinition<R, S, ?> g, R rules, long seed) {
      this.g = g;
      root.put("game", g.name());
      ObjectNode rs = root.putObject("rules");
      g.settings(rules).forEach(rs::put);
      root.put("players", g.players(rules));
      root.put("seed", seed);
      dealsNode = root.putArray("deals");
    }

    @Override
    public void dealStarted(S d) {
      dealNumber++;
      current = dealsNode.addObject();
      current.put("dealer", d.dealer());
      current.put("deal", dealNumber);
      g.context(d).forEach((k, v) -> current.set(k, Replay.JSON.valueToTree(v)));
      ArrayNode hs = current.putArray("hands");
      for (int s = 0; s < d.players(); s++) {
        ArrayNode h = hs.addArray();
        for (Card c : d.hand(s)) {
          h.add(c.toString());
        }
      }
      ArrayNode rest = current.putArray("rest");
      for (Card c : g.rest(d)) {
        rest.add(c.toString());
      }
      current.putArray("actions");
    }

    @Override
    public void acted(S before, int seat, Action action, S after) {
      ((ArrayNode) current.get("actions")).add(seat + " " + action.text());
    }

    @Override
    public void dealEnded(S d, List<Integer> totals) {
      current.set("result", Replay.JSON.valueToTree(g.result(d)));
    }

    ObjectNode json() {
      return root;
    }
  }

  // ------------------------------------------------------------------ bench

  /** A quick throughput check without JMH. */
  @Command(name = "bench", mixinStandardHelpOptions = true, description = "Random full deals and play-outs per second (a quick check; JMH gives the real numbers).")
  static final class Bench implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", description = "the game (default: every game)")
    String game;

    @Option(names = "--seconds", defaultValue = "2", description = "measuring time per figure")
    double seconds;

    @Option(names = "--threads", defaultValue = "1", description = "worker threads")
    int threads;

    @Override
    public Integer call() throws Exception {
      List<GameDefinition<?, ?, ?>> games = game == null ? Games.all() : List.of(Games.find(game));
      IO.out.printf("%-12s %8s %16s %18s%n", "game", "threads", "full deals/s", "play-outs/s");
      for (GameDefinition<?, ?, ?> g : games) {
        bench(g);
      }
      return 0;
    }

    private <R, S extends GameState<S, ?>> void bench(GameDefinition<R, S, ?> g) throws Exception {
      R r = g.defaultRules();
      int n = g.players(r);
      double full = measure(threads, seconds / 2, seconds, (rng, k) -> Bots.playOut(g.newDeal(r, (int) (k % n), k), rng));
      List<S> dealt = new ArrayList<>();
      for (int i = 0; i < 1024; i++) {
        dealt.add(g.newDeal(r, i % n, 77_000L + i));
      }
      double po = measure(threads, seconds / 2, seconds, (rng, k) -> Bots.playOut(dealt.get((int) (k & 1023)), rng));
      IO.out.printf("%-12s %8d %,16.0f %,18.0f%n", g.name(), threads, full, po);
    }

    interface Work {
      void run(SplittableRandom rng, long k);
    }

    static double measure(int threads, double warmup, double seconds, Work w) throws Exception {
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      try {
        List<Future<Long>> fs = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
          long base = (long) t << 40;
          fs.add(pool.submit(() -> {
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
          total += f.get();
        }
        return total / seconds;
      } finally {
        pool.shutdownNow();
      }
    }
  }

  // ------------------------------------------------------------------ play

  /** Play in the terminal against bots. */
  @Command(name = "play", mixinStandardHelpOptions = true, description = "Play a match in the terminal against bots.")
  static final class Play implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", description = "the game (default hearts)")
    String game = "hearts";

    @Option(names = "--seat", defaultValue = "0", description = "your seat, 0 to players-1 (default 0)")
    int seat;

    @Option(names = "--seed", description = "match seed (default: random, printed)")
    Long seed;

    @Option(names = "--rules", description = "preset and/or name=value,... over the defaults")
    String rules;

    @Option(names = "--bots", description = "bots for the other seats (one, or one per seat; yours is ignored)")
    String bots;

    @Option(names = "--ascii", description = "letters instead of suit symbols")
    boolean ascii;

    @Override
    public Integer call() throws IOException {
      return play(Games.find(game));
    }

    /**
     * The match loop of the human seat. Everything printed comes from the human seat's view: the
     * other seats' actions are read from its public history, where a hidden choice (another
     * seat's pass, a bury) shows only its kind.
     */
    private <R, S extends GameState<S, V>, V extends View<S>> int play(GameDefinition<R, S, V> g) throws IOException {
      R r = Games.rules(g, rules);
      int n = g.players(r);
      if (seat < 0 || seat >= n) {
        throw new IllegalArgumentException("--seat must be 0.." + (n - 1));
      }
      long s = seed != null ? seed : new SplittableRandom().nextLong();
      List<String> names = botList(bots, n, "heuristic");
      Cards cards = new Cards(!ascii && Cards.terminalSupportsSymbols());
      BufferedReader in = new BufferedReader(new InputStreamReader(IO.in, StandardCharsets.UTF_8));
      PrintStream out = IO.out;
      out.printf("%s, seed %d, you are seat %d. Type a card (QS), an action as listed, its number, or quit.%n",
          g.name(), s, seat);
      List<Agent<? super V>> agents = agents(names, g.name(), s);
      Match<S> m = g.newMatch(r, 0, s);
      int printedTricks = 0;
      int printedMoves = 0;
      while (true) {
        S d = m.deal();
        if (d.isTerminal()) {
          printedMoves = printMoves(d.viewFor(seat), printedMoves, cards, out);
          out.printf("deal over: scores %s, totals %s%n", scores(d), m.totals());
          if (m.isOver()) {
            out.printf("game over; winners %s%n", m.winners());
            return 0;
          }
          m = m.nextDeal();
          printedTricks = 0;
          printedMoves = 0;
          continue;
        }
        if (!d.canAct(seat)) {
          int actor = d.toMove();
          Action a = agents.get(actor).act(d.viewFor(actor));
          m = m.apply(actor, a).getOrElse(m);
          V mine = m.deal().viewFor(seat);
          printedMoves = printMoves(mine, printedMoves, cards, out);
          printedTricks = printTricks(mine, printedTricks, cards, out);
          continue;
        }
        V v = d.viewFor(seat);
        out.printf("%nyour hand: %s%n", cards.hand(v.hand()));
        v.tricks().ifPresent(t -> {
          if (!t.current().isEmpty()) {
            out.printf("trick so far: %s%n", trick(t.current(), cards));
          }
        });
        List<Action> legal = v.legalActions();
        if (legal.size() <= 40) {
          for (int i = 0; i < legal.size(); i++) {
            out.printf("  %2d) %s%n", i + 1, cards.action(legal.get(i).text()));
          }
        } else {
          out.printf("  (%d legal actions)%n", legal.size());
        }
        out.print("> ");
        out.flush();
        String line = in.readLine();
        if (line == null || line.trim().equalsIgnoreCase("quit")) {
          out.println("bye");
          return 0;
        }
        Action a;
        try {
          String t = line.trim();
          if (t.matches("\\d+")) {
            int k = Integer.parseInt(t);
            if (k < 1 || k > legal.size()) {
              out.println("no action number " + k);
              continue;
            }
            a = legal.get(k - 1);
          } else {
            a = d.parseAction(Card.tryParse(t).isRight() ? "play " + t : t);
          }
        } catch (IllegalArgumentException e) {
          out.println(e.getMessage());
          continue;
        }
        Either<RuleViolation, Match<S>> next = m.apply(seat, a);
        if (next.isLeft()) {
          out.println(next.getLeft().message());
          continue;
        }
        m = next.get();
        V mine = m.deal().viewFor(seat);
        printedMoves = printMoves(mine, printedMoves, cards, out);
        printedTricks = printTricks(mine, printedTricks, cards, out);
      }
    }

    /** Prints the other seats' non-card actions the view's history holds beyond {@code printed}. */
    private int printMoves(View<?> v, int printed, Cards cards, PrintStream out) {
      List<Move> h = v.history();
      for (int i = printed; i < h.size(); i++) {
        Move mv = h.get(i);
        if (mv.seat() != v.seat() && !(mv.action() instanceof CardPlay)) {
          out.printf("seat %d: %s%n", mv.seat(), cards.action(mv.action().text()));
        }
      }
      return h.size();
    }

    private static String trick(dev.tenace.core.trick.Trick t, Cards cards) {
      StringBuilder b = new StringBuilder();
      for (int k = 0; k < t.size(); k++) {
        b.append(k == 0 ? "" : " ").append(t.seat(k)).append(':').append(cards.card(t.card(k)));
      }
      return b.toString();
    }

    private static String scores(GameState<?, ?> d) {
      List<Integer> l = new ArrayList<>();
      for (int i = 0; i < d.players(); i++) {
        l.add(d.score(i));
      }
      return l.toString();
    }

    private static int printTricks(View<?> v, int printed, Cards cards, PrintStream out) {
      if (v.tricks().isEmpty()) {
        return printed;
      }
      List<dev.tenace.core.trick.Trick> done = v.tricks().get().completed();
      for (int i = printed; i < done.size(); i++) {
        dev.tenace.core.trick.Trick t = done.get(i);
        out.printf("trick %d: %s %s seat %d%n", i + 1, trick(t, cards), cards.arrow(), t.winner());
      }
      return done.size();
    }
  }
}
