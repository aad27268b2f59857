package dev.tenace.bots;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.game.View;
import dev.tenace.core.game.WorldSampler;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Perfect-information Monte-Carlo for any game: for each decision it samples {@code samples} full
 * deals consistent with its view ({@link View#sampler}), tries every legal action in each, plays
 * the rest of the deal out with a {@link Rollout} policy for every seat, and takes the action with
 * the best mean {@link GameState#utility}. Every action is tried in the same sampled worlds, so the
 * comparison between actions is paired.
 *
 * <p>Trick play is played out on a {@link SearchCursor} when the rollout is also a {@link
 * CursorRollout} (random play-outs and the four game heuristics are): a decision in trick play
 * moves one cursor to each sampled world ({@link SearchCursor#resetTo}), plays each legal card on
 * it, plays the deal out, reads {@link SearchCursor#utility} and undoes back to the world; the
 * phases before trick play (passing, bidding) are played on immutable states until trick play
 * begins. The cursor rollout chooses the same cards with the same random numbers as the state
 * rollout, so the decisions are the same on either path for the same seed, only faster.
 *
 * <pre>{@code
 * Pimc p = Pimc.forGame("hearts", 50, 7L);                      // the command line's "pimc:50"
 * Pimc q = new Pimc(100, 7L, new SpadesHeuristic().withBidAdjustment(1));  // own play-outs
 * Pimc r = new Pimc(20, 7L, Pimc.Rollout.random());                // random play-outs
 * }</pre>
 *
 * <p>A time-budgeted PIMC ({@link #withTimeBudget}, the command line's {@code pimc:5ms}) samples
 * worlds until the time per decision is spent instead: it depends on the machine and its load, so
 * its choices are not reproducible.
 *
 * <p>An instance keeps its random stream, so its choices follow from its seed: use one per seat and
 * thread. A decision costs about {@code samples × legal actions} play-outs (the README's
 * Performance section has measured figures).
 */
public final class Pimc implements Agent<View<?>> {
  /** The most worlds a decision may sample. */
  public static final int MAX_SAMPLES = 100_000;

  /** The worlds sampled per decision by {@code pimc} without a count. */
  public static final int DEFAULT_SAMPLES = 20;

  private final int samples;
  private final long budgetNanos;
  private final boolean cpuTime;
  private final Rollout rollout;
  private final CursorRollout cursorRollout; // the rollout itself when it plays on cursors, or null
  private final SplittableRandom rng;

  /**
   * The policy that plays a sampled world out, for every seat in turn. It is handed the whole
   * sampled state, which is a guess, and should decide as the seat could: from its own hand and
   * public facts (a {@link Heuristic} does). The random stream is the bot's own.
   *
   * <pre>{@code
   * Pimc.Rollout firstLegal = (world, seat, legal, rng) -> legal.get(0);
   * }</pre>
   *
   * <p>A rollout that also implements {@link CursorRollout} is used on cursors in trick play, and
   * must choose there as it does here.
   */
  @FunctionalInterface
  public interface Rollout {
    /**
     * The action of {@code seat} in {@code world}, one of {@code legal} (which has two or more).
     */
    Action choose(GameState<?, ?> world, int seat, List<Action> legal, SplittableRandom rng);

    /** Uniformly random play-outs (a {@link CursorRollout} too). */
    static Rollout random() {
      return RandomRollout.INSTANCE;
    }

    /** Play-outs by an agent of any view, given each seat's view of the sampled world. */
    static Rollout of(Agent<View<?>> agent) {
      Objects.requireNonNull(agent, "agent is null");
      return (world, seat, legal, rng) -> agent.act(world.viewFor(seat));
    }
  }

  /**
   * A PIMC bot.
   *
   * @param samples the worlds sampled per decision, 1..{@value #MAX_SAMPLES}
   * @param seed the seed of its sampling and of random play-outs
   * @param rollout how sampled worlds are played out
   * @throws IllegalArgumentException if {@code samples} is out of range
   */
  public Pimc(int samples, long seed, Rollout rollout) {
    if (samples < 1 || samples > MAX_SAMPLES) {
      throw new IllegalArgumentException(
          "samples must be 1.." + MAX_SAMPLES + " but was " + samples);
    }
    this.samples = samples;
    this.budgetNanos = 0;
    this.cpuTime = false;
    this.rollout = Objects.requireNonNull(rollout, "rollout is null");
    this.cursorRollout = rollout instanceof CursorRollout r ? r : null;
    this.rng = new SplittableRandom(seed);
  }

  private Pimc(Duration budget, boolean cpuTime, long seed, Rollout rollout) {
    this.samples = MAX_SAMPLES;
    this.budgetNanos = cpuTime ? Ismcts.checkCpuBudget(budget) : Ismcts.checkBudget(budget);
    this.cpuTime = cpuTime;
    this.rollout = Objects.requireNonNull(rollout, "rollout is null");
    this.cursorRollout = rollout instanceof CursorRollout r ? r : null;
    this.rng = new SplittableRandom(seed);
  }

  /**
   * A PIMC bot that samples worlds until {@code budget} has passed in each decision (at least one
   * world, at most {@value #MAX_SAMPLES}). Its choices depend on the machine's speed and load: they
   * are not reproducible.
   *
   * @param budget 1 ms..{@value Ismcts#MAX_MILLIS} ms
   * @param seed the seed of its sampling and of random play-outs
   * @param rollout how sampled worlds are played out
   * @throws IllegalArgumentException if {@code budget} is out of range
   */
  public static Pimc withTimeBudget(Duration budget, long seed, Rollout rollout) {
    return new Pimc(budget, false, seed, rollout);
  }

  /**
   * A PIMC bot that samples worlds until its thread has spent {@code budget} of CPU time in each
   * decision (the command line's {@code pimc:5ms-cpu}; see {@link Ismcts#withCpuBudget}): fair
   * against another CPU-budgeted bot on a loaded machine, still not reproducible.
   *
   * @param budget 1 ms..{@value Ismcts#MAX_MILLIS} ms
   * @throws IllegalArgumentException if {@code budget} is out of range
   * @throws UnsupportedOperationException if this JVM cannot measure a thread's CPU time
   */
  public static Pimc withCpuBudget(Duration budget, long seed, Rollout rollout) {
    return new Pimc(budget, true, seed, rollout);
  }

  /** The CPU-time-budgeted PIMC bot of the command line for a game ({@code pimc:5ms-cpu}). */
  public static Pimc forGameCpu(String game, Duration budget, long seed) {
    return withCpuBudget(budget, seed, Bots.rollout(game));
  }

  /** The time-budgeted PIMC bot of the command line for a game ({@code pimc:5ms}). */
  public static Pimc forGame(String game, Duration budget, long seed) {
    return withTimeBudget(budget, seed, Bots.rollout(game));
  }

  /**
   * The PIMC bot of the command line for a game: play-outs by the game's heuristic ({@link
   * Bots#heuristic}), or random ones for a game without one.
   */
  public static Pimc forGame(String game, int samples, long seed) {
    return new Pimc(samples, seed, Bots.rollout(game));
  }

  /** The worlds sampled per decision (with a time budget: the most it may sample). */
  public int samples() {
    return samples;
  }

  /** The time budget per decision, or {@link Duration#ZERO} when it counts samples. */
  public Duration timeBudget() {
    return Duration.ofNanos(budgetNanos);
  }

  /** Whether the time budget is the thread's CPU time ({@link #withCpuBudget}). */
  public boolean cpuTime() {
    return cpuTime;
  }

  /** The play-out policy. */
  public Rollout rollout() {
    return rollout;
  }

  @Override
  public Action act(View<?> view) {
    return choice(view);
  }

  private <S extends GameState<S, ?>> Action choice(View<S> v) {
    List<Action> legal = v.legalActions();
    if (legal.size() == 1) {
      return legal.get(0);
    }
    double[] total = totals(v, legal);
    int best = 0;
    for (int i = 1; i < total.length; i++) {
      if (total[i] > total[best]) {
        best = i;
      }
    }
    return legal.get(best);
  }

  /**
   * The utilities of each of {@code legal} (the view's legal actions) summed over the sampled
   * worlds: the numbers a decision compares, drawn from this bot's random stream.
   */
  <S extends GameState<S, ?>> double[] totals(View<S> v, List<Action> legal) {
    int seat = v.seat();
    // the actions once, in an array: some lists make them on demand, and the loops below then
    // meet one type instead of each list class the games use
    Action[] actions = legal.toArray(new Action[0]);
    double[] total = new double[actions.length];
    // a choice among cards in trick play is played out on one cursor per world
    long cards = cursorRollout == null ? 0 : TrickPlayer.playable(actions);
    if (Long.bitCount(cards) != actions.length) {
      cards = 0;
    }
    int[] index = cards == 0 ? null : TrickPlayer.cardIndices(actions);
    long start = budgetNanos == 0 ? 0 : Ismcts.now(cpuTime);
    WorldSampler<S> worlds = v.sampler();
    Spare<S> spare = new Spare<>();
    for (int k = 0; k < samples; k++) {
      if (budgetNanos != 0 && k > 0 && Ismcts.now(cpuTime) - start >= budgetNanos) {
        break;
      }
      S world = worlds.sample(rng);
      SearchCursor<S> c = cards == 0 ? null : spare.at(world);
      for (int i = 0; i < actions.length; i++) {
        if (c != null) { // each card on the world's one cursor, undone after its play-out
          c.play(index[i]);
          total[i] += finish(world, c, seat);
        } else {
          total[i] += value(world.applyLegal(seat, actions[i]), seat, spare);
        }
      }
    }
    return total;
  }

  /**
   * The seat's utility at the end of the deal from {@code start}: on states until trick play
   * begins, then on a cursor when the rollout plays on cursors.
   */
  private <S extends GameState<S, ?>> double value(S start, int seat, Spare<S> spare) {
    S s = start;
    while (!s.isTerminal()) {
      if (cursorRollout != null) {
        SearchCursor<S> c = spare.at(s);
        if (c != null) {
          return finish(s, c, seat);
        }
      }
      int toMove = s.toMove();
      List<Action> legal = s.legalActions(toMove);
      Action a = legal.size() == 1 ? legal.get(0) : rollout.choose(s, toMove, legal, rng);
      s = s.applyLegal(toMove, a);
    }
    return s.utility(seat);
  }

  /** The cursor one decision moves from world to world ({@link SearchCursor#resetTo}). */
  private static final class Spare<S extends GameState<S, ?>> {
    private SearchCursor<S> cursor;

    /**
     * A cursor at {@code s}: the spare moved there when it can be, else a new one that becomes the
     * spare; {@code null} when {@code s} has no trick play under way.
     */
    SearchCursor<S> at(S s) {
      SearchCursor<S> c = cursor;
      if (c != null && c.resetTo(s)) {
        return c;
      }
      c = s.cursor().orElse(null);
      if (c != null) {
        cursor = c;
      }
      return c;
    }
  }

  /**
   * The seat's utility once the cursor made from {@code world} is played out; then the cursor is
   * undone back to {@code world}. A choice left after the last trick (a Hearts moon) is played on
   * the state the cursor turns into, as the state path would.
   */
  private <S extends GameState<S, ?>> double finish(S world, SearchCursor<S> c, int seat) {
    playOut(world, c, rng, cursorRollout);
    double u = c.isTerminal() ? c.utility(seat) : playOut(c.toState(), rng, rollout).utility(seat);
    c.undoAll();
    return u;
  }

  /**
   * Plays the cursor's trick play out by {@code rollout} for every seat (a seat with one legal card
   * plays it without asking), allocating nothing per card; the cursor is left at the last trick.
   *
   * @param world the state the cursor was made from, handed to the rollout
   */
  public static void playOut(
      GameState<?, ?> world, SearchCursor<?> c, SplittableRandom rng, CursorRollout rollout) {
    while (!c.isOver()) {
      long legal = c.legalBits();
      c.play(
          Long.bitCount(legal) == 1
              ? Long.numberOfTrailingZeros(legal)
              : rollout.card(world, c, c.toMove(), legal, rng));
    }
  }

  /**
   * The deal played from {@code start} to its end by {@code rollout} for every seat (a seat with
   * one legal action plays it without asking).
   */
  public static <S extends GameState<S, ?>> S playOut(
      S start, SplittableRandom rng, Rollout rollout) {
    S s = start;
    while (!s.isTerminal()) {
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      Action a = legal.size() == 1 ? legal.get(0) : rollout.choose(s, seat, legal, rng);
      s = s.applyLegal(seat, a);
    }
    return s;
  }

  @Override
  public String toString() {
    return "pimc:" + Ismcts.budgetText(samples, budgetNanos, cpuTime);
  }
}
