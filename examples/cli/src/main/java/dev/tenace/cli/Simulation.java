package dev.tenace.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.bots.Bots;
import dev.tenace.bots.engine.Engines;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.io.PrintStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * What {@code tenace simulate} plays and reports, whatever runs it: match (or deal) {@code i} of a
 * run is played by {@link #play} from {@code Shuffle.derive(seed, i)} with fresh bots seeded from
 * that, so it is the same match on any thread or machine; a {@link Tally} adds the outcomes up in
 * match order and {@link #printTable}/{@link #json} report them. The command's thread pool and the
 * Spark job ({@code examples/spark}) both run this, so their figures are identical.
 *
 * <p>A simulation is a small serializable value (names, numbers and the bot specs); the game and
 * its rules are looked up again where it is deserialized.
 *
 * <pre>{@code
 * Simulation sim = Simulation.of("hearts", null, "pimc:20", false, 1, 1000, 100);
 * Simulation.Tally t = sim.newTally();
 * for (int i = 0; i < sim.count(); i++) {
 *   t.add(sim.play(i, false, false));
 * }
 * sim.printTable(t, System.out);
 * }</pre>
 */
public final class Simulation implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * Wraps the bot of a seat in one match, e.g. to inject a fault in tests. Applied to every seat of
   * every match; must be serializable to travel with the simulation.
   */
  @FunctionalInterface
  public interface BotDecorator extends Serializable {
    /** The agent that plays {@code seat} in match {@code match} instead of {@code bot}. */
    Agent<View<?>> decorate(int match, int seat, Agent<View<?>> bot);
  }

  private final String game;
  private final String rules;
  private final ArrayList<String> bots;
  private final boolean deals;
  private final long seed;
  private final int maxDeals;
  private final int count;
  private final BotDecorator decorator;
  private transient volatile Bound<?, ?, ?> bound;

  private Simulation(
      String game,
      String rules,
      List<String> bots,
      boolean deals,
      long seed,
      int maxDeals,
      int count,
      BotDecorator decorator,
      Bound<?, ?, ?> bound) {
    this.game = game;
    this.rules = rules;
    this.bots = new ArrayList<>(bots);
    this.deals = deals;
    this.seed = seed;
    this.maxDeals = maxDeals;
    this.count = count;
    this.decorator = decorator;
    this.bound = bound;
  }

  /**
   * A simulation as {@code tenace simulate} reads its options: the game's name, the rules text
   * ({@code preset,name=value,...}, {@code null} for the defaults), the bots ({@code null} for the
   * default line-up, one spec for every seat, or one per seat), single deals or whole matches, the
   * run's seed, the deal limit of a match and the number of matches (or deals).
   *
   * @throws IllegalArgumentException naming the bad game, rules, bots, count or deal limit
   */
  public static Simulation of(
      String game, String rules, String bots, boolean deals, long seed, int maxDeals, int count) {
    if (count < 1) {
      throw new IllegalArgumentException("count must be at least 1 but was " + count);
    }
    if (maxDeals < 1 || maxDeals > Tenace.MAX_MAX_DEALS) {
      throw new IllegalArgumentException(
          "maxDeals must be 1.." + Tenace.MAX_MAX_DEALS + " but was " + maxDeals);
    }
    Bound<?, ?, ?> b = bind(Games.find(game), rules);
    int n = b.players;
    List<String> names = Tenace.botList(bots, n, String.join(",", Tenace.defaultBots(n)));
    for (String spec : names) {
      var unused = Bots.create(spec, b.g.name(), 0); // validate the specs before starting
    }
    return new Simulation(game, rules, names, deals, seed, maxDeals, count, null, b);
  }

  /** This simulation with every bot wrapped by {@code decorator} (for fault injection). */
  public Simulation withBots(BotDecorator decorator) {
    return new Simulation(game, rules, bots, deals, seed, maxDeals, count, decorator, bound);
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> Bound<R, S, V> bind(
      GameDefinition<R, S, V> g, String rules) {
    return new Bound<>(g, Games.rules(g, rules));
  }

  private Bound<?, ?, ?> bound() {
    Bound<?, ?, ?> b = bound;
    if (b == null) {
      // deserialized on a worker: the same lookup as in of(), which has already validated it
      b = bind(Games.find(game), rules);
      bound = b;
    }
    return b;
  }

  /** The game's name as the library spells it (e.g. {@code hearts}). */
  public String gameName() {
    return bound().g.name();
  }

  /** The rules as {@code name=value} settings, in the game's order. */
  public Map<String, String> settings() {
    return bound().settings();
  }

  /** The number of seats. */
  public int players() {
    return bound().players;
  }

  /** The bot spec of each seat. */
  public List<String> bots() {
    return Collections.unmodifiableList(bots);
  }

  /** Whether single deals are played instead of matches. */
  public boolean deals() {
    return deals;
  }

  /** {@code "deals"} or {@code "matches"}. */
  public String unit() {
    return deals ? "deals" : "matches";
  }

  /** The seed of the whole run. */
  public long seed() {
    return seed;
  }

  /** The number of matches (or deals) of the run. */
  public int count() {
    return count;
  }

  /** The deals after which a match is abandoned. */
  public int maxDeals() {
    return maxDeals;
  }

  /**
   * Plays match (or deal) {@code index} of the run from {@code Shuffle.derive(seed, index)} with
   * fresh bots: the same outcome wherever and however often it is played.
   *
   * @param withRecord whether the outcome carries the match's game record (one JSON line)
   * @param withDeals whether the outcome carries each deal's scores and winners
   * @throws IllegalArgumentException if {@code index} is not {@code 0..count-1}
   */
  public Outcome play(int index, boolean withRecord, boolean withDeals) {
    if (index < 0 || index >= count) {
      throw new IllegalArgumentException(
          "match index must be 0.." + (count - 1) + " but was " + index);
    }
    return bound().play(this, index, withRecord, withDeals);
  }

  /**
   * The match's fixed teams, as the game's definition says ({@code GameDefinition.teams}): one seat
   * each unless the game plays in partnerships.
   */
  public List<List<Integer>> teams() {
    return bound().teams();
  }

  /** Whether some team has more than one seat: the figures are then reported per team. */
  boolean partnerships() {
    return teams().size() < players();
  }

  /** An empty tally for this run's seats and teams. */
  public Tally newTally() {
    return new Tally(players(), teams(), count);
  }

  /**
   * Prints the table of {@code tenace simulate}: the run, then per seat its bot, win rate and mean
   * score with their 95% confidence intervals, and the matches abandoned.
   */
  public void printTable(Tally tally, PrintStream out) {
    int n = players();
    out.printf(
        "%s: %d %s, seed %d, rules %s%n%n", gameName(), count, unit(), seed, bound().nonDefault());
    int done = tally.completed;
    if (done == 0) {
      out.printf("  no %s completed%n", deals ? "deal" : "match");
    } else {
      boolean teams = partnerships();
      out.printf(
          "  %-5s %-10s %-22s %s%n",
          teams ? "team" : "seat",
          "bot",
          "win rate (95% CI)",
          "mean " + (deals ? "deal score" : "final total") + " (95% CI)");
      List<List<Integer>> sides = teams();
      for (int s = 0; s < (teams ? sides.size() : n); s++) {
        Figures f = teams ? tally.team(s) : tally.seat(s);
        out.printf(
            "  %-5s %-10s %5.1f%% ± %4.1f%%        %8.2f ± %.2f%n",
            teams ? seatsOf(sides.get(s)) : String.valueOf(s),
            teams ? botsOf(sides.get(s)) : bots.get(s),
            100 * f.winRate(),
            100 * f.winRateCi95(),
            f.meanScore(),
            f.meanScoreCi95());
      }
      if (teams) {
        out.printf(
            "%n  partners win together: a team's win rate is its share of the wins (%s won by"
                + " both partners count once), its score a partner's mean%n",
            unit());
      }
    }
    if (tally.byDeals > 0) {
      out.printf(
          "%n  %d of %d %s abandoned after %d deals (--max-deals), not in the figures above%n",
          tally.byDeals, count, unit(), maxDeals);
    }
    if (tally.bySteps > 0) {
      out.printf(
          "%n  %d of %d %s abandoned at the runner's limit of %d actions, not in the figures above%n",
          tally.bySteps, count, unit(), MatchRunner.STEP_LIMIT);
    }
  }

  /** A team's seats as {@code 0+2}. */
  private static String seatsOf(List<Integer> team) {
    List<String> s = new ArrayList<>();
    for (int seat : team) {
      s.add(String.valueOf(seat));
    }
    return String.join("+", s);
  }

  /** A team's bots: one name when the partners play the same bot, else {@code a+b}. */
  private String botsOf(List<Integer> team) {
    List<String> names = new ArrayList<>();
    for (int seat : team) {
      if (!names.contains(bots.get(seat))) {
        names.add(bots.get(seat));
      }
    }
    return String.join("+", names);
  }

  /**
   * The final statistics as one JSON object (the fields are documented in {@code
   * examples/cli/README.md}): the run, then per seat its bot, win rate and mean score with the
   * half-widths of their 95% confidence intervals ({@code null} when no match completed).
   */
  public String json(Tally tally) {
    ObjectNode o = Replay.JSON.createObjectNode();
    o.put("game", gameName());
    ObjectNode rs = o.putObject("rules");
    settings().forEach(rs::put);
    o.put("unit", unit());
    o.put("count", count);
    o.put("seed", seed);
    o.put("maxDeals", maxDeals);
    o.put("completed", tally.completed);
    o.put("abandonedAtMaxDeals", tally.byDeals);
    o.put("abandonedAtStepLimit", tally.bySteps);
    ArrayNode seats = o.putArray("seats");
    for (int s = 0; s < bots.size(); s++) {
      ObjectNode x = seats.addObject();
      x.put("seat", s);
      x.put("bot", bots.get(s));
      putFigures(x, tally.completed == 0 ? null : tally.seat(s));
    }
    if (partnerships()) {
      ArrayNode teams = o.putArray("teams");
      for (int t = 0; t < teams().size(); t++) {
        ObjectNode x = teams.addObject();
        ArrayNode seatsOf = x.putArray("seats");
        teams().get(t).forEach(seatsOf::add);
        x.put("bot", botsOf(teams().get(t)));
        putFigures(x, tally.completed == 0 ? null : tally.team(t));
      }
    }
    return o.toString();
  }

  private static void putFigures(ObjectNode x, Figures f) {
    if (f == null) {
      x.putNull("winRate");
      x.putNull("winRateCi95");
      x.putNull("meanScore");
      x.putNull("meanScoreCi95");
      return;
    }
    x.put("winRate", f.winRate());
    x.put("winRateCi95", f.winRateCi95());
    x.put("meanScore", f.meanScore());
    x.put("meanScoreCi95", f.meanScoreCi95());
  }

  /** A game with its rules, as looked up from the simulation's names. */
  private static final class Bound<R, S extends GameState<S, V>, V extends View<S>> {
    final GameDefinition<R, S, V> g;
    final R r;
    final int players;

    Bound(GameDefinition<R, S, V> g, R r) {
      this.g = g;
      this.r = r;
      this.players = g.players(r);
    }

    Map<String, String> settings() {
      return g.settings(r);
    }

    String nonDefault() {
      return Tenace.nonDefault(g, r);
    }

    List<List<Integer>> teams() {
      return g.teams(r);
    }

    Outcome play(Simulation sim, int idx, boolean withRecord, boolean withDeals) {
      long s = Shuffle.derive(sim.seed, idx);
      int n = players;
      List<Agent<? super V>> agents = new ArrayList<>();
      List<Agent<View<?>>> bots = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        Agent<View<?>> a = Bots.create(sim.bots.get(i), g.name(), Shuffle.derive(s, 1000 + i));
        bots.add(a);
        agents.add(sim.decorator == null ? a : sim.decorator.decorate(idx, i, a));
      }
      try {
        return play(sim, idx, withRecord, withDeals, s, agents, bots);
      } finally {
        Engines.close(bots); // programs at the table (cmd:) hear the match end and are ended
      }
    }

    private Outcome play(
        Simulation sim,
        int idx,
        boolean withRecord,
        boolean withDeals,
        long s,
        List<Agent<? super V>> agents,
        List<Agent<View<?>>> bots) {
      int n = players;
      MatchRecorder<R, S> recorder = withRecord ? new MatchRecorder<>(g, r, s) : null;
      List<DealResult> dealResults = withDeals ? new ArrayList<>() : null;
      MatchRunner.Listener<S> own =
          recorder == null && dealResults == null
              ? MatchRunner.Listener.none()
              : new Listener<>(recorder, dealResults);
      MatchRunner.Listener<S> listener = Engines.listener(bots, g, r, own);
      double[] share = new double[n];
      double[] score = new double[n];
      MatchRunner.Stop stop;
      if (sim.deals) {
        MatchRunner.Result<S> res =
            MatchRunner.playDeal(
                g.newDeal(r, idx % n, s), agents, listener, MatchRunner.OnFault.PLAY_FIRST_LEGAL);
        stop = res.stop();
        if (res.completed()) {
          DealResult d = DealResult.of(1, res.match());
          for (int i = 0; i < n; i++) {
            score[i] = d.score[i];
            share[i] = d.winShare(i);
          }
        }
      } else {
        MatchRunner.Result<Match<S>> res =
            MatchRunner.run(
                g.newMatch(r, 0, s),
                agents,
                listener,
                MatchRunner.OnFault.PLAY_FIRST_LEGAL,
                sim.maxDeals);
        stop = res.stop();
        Match<S> m = res.match();
        if (res.completed()) {
          List<Integer> w = m.winners();
          for (int i = 0; i < n; i++) {
            score[i] = m.totals().get(i);
            share[i] = w.contains(i) ? 1.0 / w.size() : 0;
          }
        }
      }
      return new Outcome(
          idx,
          share,
          score,
          recorder == null ? null : recorder.finish(),
          stop,
          dealResults == null ? List.of() : dealResults);
    }
  }

  /** Passes a run's events to the record and collects each deal's result. */
  private static final class Listener<S extends GameState<S, ?>>
      implements MatchRunner.Listener<S> {
    private final MatchRunner.Listener<S> recorder;
    private final List<DealResult> deals;

    Listener(MatchRunner.Listener<S> recorder, List<DealResult> deals) {
      this.recorder = recorder == null ? MatchRunner.Listener.none() : recorder;
      this.deals = deals;
    }

    @Override
    public void dealStarted(S deal) {
      recorder.dealStarted(deal);
    }

    @Override
    public void acted(S before, int seat, Action action, S after) {
      recorder.acted(before, seat, action, after);
    }

    @Override
    public void dealEnded(S deal, List<Integer> totals) {
      recorder.dealEnded(deal, totals);
      if (deals != null) {
        deals.add(DealResult.of(deals.size() + 1, deal));
      }
    }

    @Override
    public void fault(MatchRunner.Fault fault) {
      recorder.fault(fault);
    }
  }

  /**
   * One finished deal: its number in the match (from 1), each seat's score in the game's own terms,
   * and which seats won it (the best utility; ties all win).
   */
  public static final class DealResult implements Serializable {
    private static final long serialVersionUID = 1L;
    private final int deal;
    private final int[] score;
    private final boolean[] won;

    private DealResult(int deal, int[] score, boolean[] won) {
      this.deal = deal;
      this.score = score;
      this.won = won;
    }

    static DealResult of(int deal, GameState<?, ?> end) {
      int n = end.players();
      int[] score = new int[n];
      double best = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < n; i++) {
        score[i] = end.score(i);
        best = Math.max(best, end.utility(i));
      }
      boolean[] won = new boolean[n];
      for (int i = 0; i < n; i++) {
        won[i] = end.utility(i) == best;
      }
      return new DealResult(deal, score, won);
    }

    /** The deal's number in its match, from 1. */
    public int deal() {
      return deal;
    }

    /** The seat's score for this deal. */
    public int score(int seat) {
      return score[seat];
    }

    /** Whether the seat had the deal's best utility (ties all win). */
    public boolean won(int seat) {
      return won[seat];
    }

    /**
     * The seat's share of the win: 1/k for each of k tied winners, else 0 (what {@code simulate
     * --deals} adds up into a win rate).
     */
    public double winShare(int seat) {
      int k = 0;
      for (boolean w : won) {
        k += w ? 1 : 0;
      }
      return won[seat] ? 1.0 / k : 0;
    }
  }

  /**
   * One match (or deal): its index in the run, per-seat win share and score, its record line, how
   * it ended and, when asked for, each deal's result. A match that did not end has no win shares or
   * scores.
   */
  public static final class Outcome implements Serializable {
    private static final long serialVersionUID = 1L;
    private final int index;
    private final double[] winShare;
    private final double[] score;
    private final String record;
    private final MatchRunner.Stop stop;
    private final List<DealResult> deals;

    Outcome(
        int index,
        double[] winShare,
        double[] score,
        String record,
        MatchRunner.Stop stop,
        List<DealResult> deals) {
      this.index = index;
      this.winShare = winShare;
      this.score = score;
      this.record = record;
      this.stop = stop;
      this.deals = List.copyOf(deals);
    }

    /** The match's index in the run, {@code 0..count-1}. */
    public int index() {
      return index;
    }

    /** How the match ended. */
    public MatchRunner.Stop stop() {
      return stop;
    }

    /** The seat's share of the win (0 unless completed). */
    public double winShare(int seat) {
      return winShare[seat];
    }

    /** The seat's final total (of a deal: its deal score); 0 unless completed. */
    public double score(int seat) {
      return score[seat];
    }

    /** The game record as one JSON line, or {@code null} if not asked for. */
    public String record() {
      return record;
    }

    /** Each finished deal's result, in order (empty if not asked for). */
    public List<DealResult> deals() {
      return deals;
    }

    /**
     * The same outcome without its record and deal results: what a {@link Tally} needs, small
     * enough to collect by the million.
     */
    public Outcome figures() {
      return new Outcome(index, winShare, score, null, stop, List.of());
    }
  }

  /**
   * A seat's or a team's figures over the completed matches: the win rate (a team's is the sum of
   * its partners' shares, so a team that won every match has 1) and the mean score (a team's is its
   * partners' mean), with the half-widths of their 95% confidence intervals.
   */
  record Figures(double winRate, double winRateCi95, double meanScore, double meanScoreCi95) {}

  /**
   * The figures so far, added up in match order: each outcome must be the next index of the run, so
   * a match counted twice or missed is an error, not a wrong figure.
   */
  public static final class Tally {
    private final Sums seats;
    private final Sums teams;
    private final List<List<Integer>> teamSeats;
    private final int count;
    private int added;
    private int completed;
    private int byDeals;
    private int bySteps;

    Tally(int players, List<List<Integer>> teams, int count) {
      seats = new Sums(players);
      this.teams = new Sums(teams.size());
      this.teamSeats = List.copyOf(teams);
      this.count = count;
    }

    /**
     * Adds the next outcome.
     *
     * @throws IllegalStateException if it is not match {@link #added()} of the run
     */
    public void add(Outcome o) {
      if (o.index != added) {
        throw new IllegalStateException(
            "outcome of match " + o.index + " added where match " + added + " was due");
      }
      added++;
      if (o.stop == MatchRunner.Stop.DEAL_LIMIT) {
        byDeals++;
        return;
      }
      if (o.stop != MatchRunner.Stop.COMPLETED) {
        bySteps++;
        return;
      }
      completed++;
      for (int s = 0; s < seats.wins.length; s++) {
        seats.add(s, o.winShare[s], o.score[s]);
      }
      for (int t = 0; t < teamSeats.size(); t++) {
        double share = 0;
        double score = 0;
        for (int s : teamSeats.get(t)) {
          share += o.winShare[s];
          score += o.score[s];
        }
        teams.add(t, share, score / teamSeats.get(t).size());
      }
    }

    /** The number of outcomes added. */
    public int added() {
      return added;
    }

    /** Whether every match of the run has been added. */
    public boolean full() {
      return added == count;
    }

    /** The matches that ended normally. */
    public int completed() {
      return completed;
    }

    /** A seat's figures (after at least one completed match). */
    Figures seat(int s) {
      return seats.figures(s, completed);
    }

    /** A team's figures, teams numbered as the game's definition lists them. */
    Figures team(int t) {
      return teams.figures(t, completed);
    }
  }

  /** Sums of win shares and scores, and of squared scores, per seat or team. */
  private static final class Sums {
    final double[] wins;
    final double[] sum;
    final double[] sumSq;

    Sums(int n) {
      wins = new double[n];
      sum = new double[n];
      sumSq = new double[n];
    }

    void add(int i, double share, double score) {
      wins[i] += share;
      sum[i] += score;
      sumSq[i] += score * score;
    }

    Figures figures(int i, int completed) {
      double p = wins[i] / completed;
      double mean = sum[i] / completed;
      double var = completed > 1 ? (sumSq[i] - completed * mean * mean) / (completed - 1) : 0;
      return new Figures(
          p,
          1.96 * Math.sqrt(p * (1 - p) / completed),
          mean,
          1.96 * Math.sqrt(Math.max(0, var) / completed));
    }
  }
}
