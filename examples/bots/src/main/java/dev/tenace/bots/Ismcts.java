package dev.tenace.bots;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Information-set Monte-Carlo tree search for any game: single-observer ISMCTS (SO-ISMCTS) of
 * Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search", IEEE Transactions on
 * Computational Intelligence and AI in Games 4(2), 2012. One tree is grown over the actions of
 * every seat as the deciding seat sees them; each iteration deals one world consistent with the
 * view ({@link View#sampler}) and walks the tree in that world only, so the statistics of an action
 * gather over every world in which it was possible.
 *
 * <pre>{@code
 * Ismcts a = Ismcts.withIterations(2000, 7L);                   // random play-outs, C = 0.7
 * Ismcts b = Ismcts.forGame("hearts", 2000, 7L);                // the command line's "ismcts:2000"
 * Ismcts c = Ismcts.withTimeBudget(Duration.ofMillis(5), 7L)    // "ismcts:5ms", not reproducible
 *     .withRollout(new HeartsHeuristic())
 *     .withExploration(1.0);
 * Action x = a.act(state.viewFor(seat));
 * }</pre>
 *
 * <p>One iteration:
 *
 * <ol>
 *   <li><b>determinize</b>: sample a full state consistent with the view;
 *   <li><b>select</b>: from the root, while every action legal in this world has a child, move to
 *       the child with the best upper confidence bound among those legal here, {@code mean + C ×
 *       sqrt(ln(availability) / visits)}, where a child's availability counts the iterations in
 *       which its action was legal at its parent (not the parent's visits: an action that is rarely
 *       possible is not starved of exploration);
 *   <li><b>expand</b>: add one untried action legal in this world, chosen at random;
 *   <li><b>play out</b> the rest of the deal with the rollout policy ({@link Pimc.Rollout#random()}
 *       by default, or a heuristic);
 *   <li><b>back-propagate</b>: each node on the path adds the deal's {@link GameState#utility} of
 *       the seat that chose its action (in partnership games the utility is the team's).
 * </ol>
 *
 * <p>The decision is the root action visited most often. Utilities are put on a 0..1 scale for the
 * bound by the lowest and highest utility any seat reached in this search's play-outs, so the
 * exploration constant means the same in every game (Hearts points, Spades team scores, Sheepshead
 * multipliers). The tree covers every phase, not only trick play: passes, bids, picks, buries and
 * declarations are actions like card plays. Each node's choosing seat is the state's {@link
 * GameState#toMove()}, which is public in every game, so the same path of actions has the same seat
 * in every world.
 *
 * <p>Budgets: a number of iterations ({@link #withIterations}), where the same seed gives the same
 * choices, or a time per decision ({@link #withTimeBudget}, wall clock; {@link #withCpuBudget}, the
 * thread's CPU time), which samples until the time is spent and so depends on the machine (and for
 * the wall clock its load): time-budgeted choices are <b>not reproducible</b>. The command line's
 * bot ({@link #forGame}) also compares the root's cards paired in trick play ({@link
 * #withPairedRoot}). An instance keeps its random stream: use one per seat and thread. The tree is
 * built afresh for each decision.
 */
public final class Ismcts implements Agent<View<?>> {
  /** The most iterations a decision may run. */
  public static final int MAX_ITERATIONS = 1_000_000;

  /** The longest time budget per decision, in milliseconds. */
  public static final int MAX_MILLIS = 60_000;

  /** The iterations of {@code ismcts} without an argument. */
  public static final int DEFAULT_ITERATIONS = 1_000;

  /**
   * The exploration constant C by default: 0.7, the value Cowling, Powley and Whitehouse used for
   * rewards on a 0..1 scale.
   */
  public static final double DEFAULT_EXPLORATION = 0.7;

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private final int iterations;
  private final long budgetNanos;
  private final boolean cpuTime;
  private final double exploration;
  private final Pimc.Rollout rollout;
  private final boolean pairedRoot;
  private final boolean policyOthers;
  private final long seed;
  private final SplittableRandom rng;

  private Ismcts(Ismcts from, double exploration, Pimc.Rollout rollout, boolean pairedRoot) {
    this(from, exploration, rollout, pairedRoot, from.policyOthers);
  }

  private Ismcts(
      Ismcts from,
      double exploration,
      Pimc.Rollout rollout,
      boolean pairedRoot,
      boolean policyOthers) {
    this.iterations = from.iterations;
    this.budgetNanos = from.budgetNanos;
    this.cpuTime = from.cpuTime;
    this.exploration = exploration;
    this.rollout = rollout;
    this.pairedRoot = pairedRoot;
    this.policyOthers = policyOthers;
    this.seed = from.seed;
    this.rng = new SplittableRandom(from.seed);
  }

  private Ismcts(
      int iterations,
      long budgetNanos,
      boolean cpuTime,
      double exploration,
      Pimc.Rollout rollout,
      boolean pairedRoot,
      long seed) {
    this.iterations = iterations;
    this.budgetNanos = budgetNanos;
    this.cpuTime = cpuTime;
    this.exploration = exploration;
    this.rollout = rollout;
    this.pairedRoot = pairedRoot;
    this.policyOthers = false;
    this.seed = seed;
    this.rng = new SplittableRandom(seed);
  }

  /**
   * ISMCTS with a fixed number of iterations per decision, random play-outs and the default
   * exploration constant: the same seed gives the same choices.
   *
   * @param iterations 1..{@value #MAX_ITERATIONS}
   * @param seed the seed of its sampling, expansion and play-outs
   * @throws IllegalArgumentException if {@code iterations} is out of range
   */
  public static Ismcts withIterations(int iterations, long seed) {
    checkIterations(iterations);
    return new Ismcts(
        iterations, 0, false, DEFAULT_EXPLORATION, Pimc.Rollout.random(), false, seed);
  }

  /**
   * ISMCTS that iterates until {@code budget} has passed in each decision (at least one iteration,
   * at most {@value #MAX_ITERATIONS}), random play-outs and the default exploration constant. Its
   * choices depend on the machine's speed and load: they are not reproducible.
   *
   * @param budget 1 ms..{@value #MAX_MILLIS} ms
   * @param seed the seed of its sampling, expansion and play-outs
   * @throws IllegalArgumentException if {@code budget} is out of range
   */
  public static Ismcts withTimeBudget(Duration budget, long seed) {
    return new Ismcts(
        MAX_ITERATIONS,
        checkBudget(budget),
        false,
        DEFAULT_EXPLORATION,
        Pimc.Rollout.random(),
        false,
        seed);
  }

  /**
   * ISMCTS that iterates until its thread has spent {@code budget} of CPU time in each decision
   * ({@link ThreadMXBean#getCurrentThreadCpuTime}), random play-outs and the default exploration
   * constant: the command line's {@code ismcts:5ms-cpu}. Time the machine gives other threads does
   * not count, so two bots with the same CPU budget search about as much on a loaded machine as on
   * an idle one; the choices are still not reproducible (the CPU clock's grain, caches, the JIT).
   *
   * @param budget 1 ms..{@value #MAX_MILLIS} ms
   * @param seed the seed of its sampling, expansion and play-outs
   * @throws IllegalArgumentException if {@code budget} is out of range
   * @throws UnsupportedOperationException if this JVM cannot measure a thread's CPU time
   */
  public static Ismcts withCpuBudget(Duration budget, long seed) {
    return new Ismcts(
        MAX_ITERATIONS,
        checkCpuBudget(budget),
        true,
        DEFAULT_EXPLORATION,
        Pimc.Rollout.random(),
        false,
        seed);
  }

  /**
   * The ISMCTS bot of the command line for a game ({@code ismcts:N}): N iterations, play-outs by
   * the game's heuristic ({@link Bots#rollout}), the exploration constant the heuristic names
   * ({@link GameHeuristic#searchExploration()}, by default {@value #DEFAULT_EXPLORATION}).
   */
  public static Ismcts forGame(String game, int iterations, long seed) {
    return withIterations(iterations, seed).forGame(game);
  }

  /** This bot with the game's play-outs, exploration constant and the paired root. */
  private Ismcts forGame(String game) {
    return new Ismcts(this, Bots.exploration(game), Bots.rollout(game), true);
  }

  /**
   * The time-budgeted ISMCTS bot of the command line for a game ({@code ismcts:5ms}); not
   * reproducible.
   */
  public static Ismcts forGame(String game, Duration budget, long seed) {
    return withTimeBudget(budget, seed).forGame(game);
  }

  /** The CPU-time-budgeted ISMCTS bot of the command line for a game ({@code ismcts:5ms-cpu}). */
  public static Ismcts forGameCpu(String game, Duration budget, long seed) {
    return withCpuBudget(budget, seed).forGame(game);
  }

  /**
   * A copy with another exploration constant C (the weight of the bound's exploration term on the
   * 0..1 reward scale); the copy's random stream starts afresh from the seed.
   *
   * @param c a finite number, 0 or more (0: pure exploitation)
   * @throws IllegalArgumentException if {@code c} is negative or not finite
   */
  public Ismcts withExploration(double c) {
    if (!(c >= 0) || Double.isInfinite(c)) {
      throw new IllegalArgumentException(
          "the exploration constant must be a finite number >= 0 but was " + c);
    }
    return new Ismcts(this, c, rollout, pairedRoot);
  }

  /**
   * A copy that plays out with {@code rollout} (a {@link Heuristic} is one); the copy's random
   * stream starts afresh from the seed.
   */
  public Ismcts withRollout(Pimc.Rollout rollout) {
    return new Ismcts(
        this, exploration, Objects.requireNonNull(rollout, "rollout is null"), pairedRoot);
  }

  /**
   * A copy that, in trick play, compares the root's cards paired ({@code true}; the command line's
   * {@code ismcts} does) or grows the classic single-observer tree ({@code false}, the default of
   * {@link #withIterations} and the budgets); the copy's random stream starts afresh from the seed.
   *
   * <p>Paired root: each sampled world is put on a search cursor, and every legal card of the root
   * is played in it, each followed by a walk down that card's own tree (the other seats' replies
   * and the later tricks, as in the single-observer tree: nodes by the public sequence of cards,
   * availability counts) and a play-out by the rollout, which must then be a {@link CursorRollout}.
   * The root's cards are thus compared over the same worlds, as {@link Pimc} compares them, while
   * below the root the choices are learnt across worlds instead of taken from the rollout policy
   * alone. Below the root the rollout's card in the iteration's world is the first child expanded
   * and gets a progressive bias ({@code 1 / (visits + 1)} on the 0..1 reward scale); other cards
   * are expanded one at a time as the node's visits grow (at most {@code 1 + sqrt(visits)}
   * children). The decision is the root card of the best mean. An iteration is one play-out: {@code
   * ismcts:N} plays N / (legal cards) worlds, at least one. Without a cursor (no trick play, a
   * rollout that is not a {@code CursorRollout}) the classic tree is grown.
   */
  public Ismcts withPairedRoot(boolean paired) {
    return new Ismcts(this, exploration, rollout, paired);
  }

  /**
   * A copy whose paired root grows its tree over this seat's own later cards only: below the root
   * every other seat plays the rollout's card in each sampled world (its hand in that world), while
   * this seat's later choices, the same information set in every world, are learnt by the bound.
   */
  Ismcts withPolicyOthers(boolean others) {
    return new Ismcts(this, exploration, rollout, pairedRoot, others);
  }

  /**
   * Whether the paired root's tree leaves the other seats to the rollout ({@link
   * #withPolicyOthers}).
   */
  boolean policyOthers() {
    return policyOthers;
  }

  /** Whether trick play compares the root's cards paired ({@link #withPairedRoot}). */
  public boolean pairedRoot() {
    return pairedRoot;
  }

  /** The iterations per decision (with a time budget: the most it may run). */
  public int iterations() {
    return iterations;
  }

  /** The time budget per decision, or {@link Duration#ZERO} when it counts iterations. */
  public Duration timeBudget() {
    return Duration.ofNanos(budgetNanos);
  }

  /** Whether the time budget is the thread's CPU time ({@link #withCpuBudget}). */
  public boolean cpuTime() {
    return cpuTime;
  }

  /** The exploration constant C. */
  public double exploration() {
    return exploration;
  }

  /** The play-out policy. */
  public Pimc.Rollout rollout() {
    return rollout;
  }

  @Override
  public Action act(View<?> view) {
    Objects.requireNonNull(view, "view is null");
    List<Action> legal = view.legalActions();
    if (legal.isEmpty()) {
      throw new IllegalArgumentException(
          "seat " + view.seat() + " has no legal action in this view: it may not act now");
    }
    if (legal.size() == 1) {
      return legal.get(0);
    }
    if (!(legal.get(0) instanceof CardPlay)) {
      return beforeTrickPlay(legal.size()).act(view);
    }
    if (pairedRoot) {
      Action a = IsmctsPaired.choose(view, legal, this, rng);
      if (a != null) {
        return a;
      }
    }
    return search(view, legal).best(legal);
  }

  /**
   * Before trick play (a pass, a bid, a pick, a declaration) the choice is searched by {@link Pimc}
   * with the same budget and play-outs: every action played out in every sampled world, a paired
   * comparison. A tree of a few dozen iterations spreads them over every bid with a handful of
   * unpaired play-outs each, and a Spades bid's outcome swings by hundreds of points. A counted
   * budget of N iterations becomes N / (legal actions) worlds, at least one: about the same
   * play-outs.
   */
  private Pimc beforeTrickPlay(int actions) {
    long s = rng.nextLong();
    if (budgetNanos == 0) {
      return new Pimc(Math.max(1, iterations / actions), s, rollout);
    }
    Duration d = Duration.ofNanos(budgetNanos);
    return cpuTime ? Pimc.withCpuBudget(d, s, rollout) : Pimc.withTimeBudget(d, s, rollout);
  }

  /**
   * The root of the tree grown for {@code view}: its children's visits, rewards and availabilities,
   * for tests and tools.
   */
  IsmctsNode search(View<?> view) {
    return search(view, view.legalActions());
  }

  private <S extends GameState<S, ?>> IsmctsNode search(View<S> view, List<Action> rootLegal) {
    IsmctsSearch<S> s = new IsmctsSearch<>(view, rootLegal, exploration, rollout, rng);
    if (budgetNanos == 0) {
      for (int i = 0; i < iterations; i++) {
        s.iterate();
      }
    } else {
      long start = now(cpuTime);
      int i = 0;
      do {
        s.iterate();
        i++;
      } while (i < iterations && now(cpuTime) - start < budgetNanos);
    }
    return s.root();
  }

  /** The iterations per decision at most (a counted budget's count). */
  int maxIterations() {
    return iterations;
  }

  /** The budget in nanoseconds, 0 when counted. */
  long budgetNanos() {
    return budgetNanos;
  }

  /**
   * The clock of a budget in nanoseconds: the current thread's CPU time when {@code cpu}, else the
   * wall clock ({@link System#nanoTime}).
   */
  static long now(boolean cpu) {
    return cpu ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
  }

  /** The budget in nanoseconds, checked, for a CPU-time budget: the JVM must measure it. */
  static long checkCpuBudget(Duration budget) {
    long n = checkBudget(budget);
    if (!THREADS.isCurrentThreadCpuTimeSupported()) {
      throw new UnsupportedOperationException(
          "this JVM does not measure a thread's CPU time: use a wall-clock budget (Tms)");
    }
    if (!THREADS.isThreadCpuTimeEnabled()) {
      THREADS.setThreadCpuTimeEnabled(true);
    }
    return n;
  }

  static void checkIterations(int iterations) {
    if (iterations < 1 || iterations > MAX_ITERATIONS) {
      throw new IllegalArgumentException(
          "iterations must be 1.." + MAX_ITERATIONS + " but was " + iterations);
    }
  }

  /** The budget in nanoseconds, checked. */
  static long checkBudget(Duration budget) {
    Objects.requireNonNull(budget, "budget is null");
    if (budget.compareTo(Duration.ofMillis(1)) < 0
        || budget.compareTo(Duration.ofMillis(MAX_MILLIS)) > 0) {
      throw new IllegalArgumentException(
          "the time budget must be 1.." + MAX_MILLIS + " ms but was " + budget.toMillis() + " ms");
    }
    return budget.toNanos();
  }

  @Override
  public String toString() {
    return "ismcts:" + budgetText(iterations, budgetNanos, cpuTime);
  }

  /** A budget as the command line writes it: {@code N}, {@code Tms} or {@code Tms-cpu}. */
  static String budgetText(int count, long budgetNanos, boolean cpu) {
    return budgetNanos == 0
        ? Integer.toString(count)
        : Duration.ofNanos(budgetNanos).toMillis() + (cpu ? "ms-cpu" : "ms");
  }
}
