package dev.tenace.core.game;

import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Plays agents through deals and matches, and keeps the game valid whatever the agents do.
 *
 * <p>At every step the seat to act gets its view and answers with an action. An agent that throws,
 * returns {@code null} or returns an action the rules refuse is reported as a {@link Fault} to the
 * listener; the state is left as it was, and the runner then either plays the seat's first legal
 * action ({@link OnFault#PLAY_FIRST_LEGAL}) or stops ({@link OnFault#STOP}). A step limit guards
 * against a game that never ends, and a deal limit against a match that never ends; either ends the
 * run with a {@link Result} that says why ({@link Stop}), never with an exception.
 *
 * <pre>{@code
 * MatchRunner.Result<Match<HeartsState>> r = MatchRunner.run(match, List.of(bot, bot, bot, bot),
 *     MatchRunner.Listener.none(), MatchRunner.OnFault.STOP);
 * r.match().winners();
 * }</pre>
 */
public final class MatchRunner {
  /** Actions after which a run is abandoned as a non-terminating game. */
  public static final int STEP_LIMIT = 1_000_000;

  private MatchRunner() {}

  /** What to do when an agent misbehaves. */
  public enum OnFault {
    /** Report the fault, then play the seat's first legal action in its place. */
    PLAY_FIRST_LEGAL,
    /** Report the fault and end the run with the state as it was. */
    STOP
  }

  /**
   * An agent's misbehaviour.
   *
   * @param seat the seat whose agent misbehaved
   * @param kind {@code "THREW"}, {@code "NULL_ACTION"} or the rule code of the refused action
   * @param message what happened
   */
  public record Fault(int seat, String kind, String message) {}

  /**
   * Observes a run, e.g. to print a transcript or write a record.
   *
   * @param <S> the deal state type
   */
  public interface Listener<S> {
    /** A new deal is about to be played. */
    default void dealStarted(S deal) {}

    /** An action was applied. */
    default void acted(S before, int seat, Action action, S after) {}

    /** A deal ended; {@code totals} include it. */
    default void dealEnded(S deal, List<Integer> totals) {}

    /** An agent misbehaved. */
    default void fault(Fault fault) {}

    /** A listener that does nothing. */
    static <S> Listener<S> none() {
      return new Listener<>() {};
    }
  }

  /** Why a run ended. */
  public enum Stop {
    /** The match reached its end condition (for {@link #playDeal}: the deal is terminal). */
    COMPLETED,
    /** An agent misbehaved under {@link OnFault#STOP}. */
    FAULT,
    /** {@link #STEP_LIMIT} actions were played without reaching the end. */
    STEP_LIMIT,
    /** The deal limit given to {@link #run(Match, List, Listener, OnFault, int)} was reached. */
    DEAL_LIMIT
  }

  /**
   * The outcome of a run.
   *
   * @param match the final match (or deal)
   * @param faults every agent fault, in order
   * @param stop why the run ended
   * @param <M> the match type
   */
  public record Result<M>(M match, List<Fault> faults, Stop stop) {
    /**
     * A result.
     *
     * @throws NullPointerException if an argument is null
     */
    public Result {
      Objects.requireNonNull(match, "match is null");
      faults = List.copyOf(Objects.requireNonNull(faults, "faults is null"));
      Objects.requireNonNull(stop, "stop is null");
    }

    /** Whether the match reached its end condition (the deal, for {@link #playDeal}, its end). */
    public boolean completed() {
      return stop == Stop.COMPLETED;
    }
  }

  /**
   * Plays a match to its end, or until {@link #STEP_LIMIT} actions have been played.
   *
   * @param agents one agent per seat
   */
  public static <S extends GameState<S, V>, V extends View<S>> Result<Match<S>> run(
      Match<S> match,
      List<? extends Agent<? super V>> agents,
      Listener<? super S> listener,
      OnFault onFault) {
    return run(match, agents, listener, onFault, Integer.MAX_VALUE);
  }

  /**
   * Plays a match to its end, or until deal number {@code maxDeals} has ended without ending the
   * match ({@link Stop#DEAL_LIMIT}; the listener has seen that deal end, and no further deal is
   * dealt), or until {@link #STEP_LIMIT} actions have been played ({@link Stop#STEP_LIMIT}). Deal
   * numbers are the match's own ({@link Match#dealNumber()}, from 1).
   *
   * @param agents one agent per seat
   * @param maxDeals the last deal number to play, at least 1
   * @throws IllegalArgumentException if {@code maxDeals} is below 1 or the agents do not match the
   *     seats
   */
  public static <S extends GameState<S, V>, V extends View<S>> Result<Match<S>> run(
      Match<S> match,
      List<? extends Agent<? super V>> agents,
      Listener<? super S> listener,
      OnFault onFault,
      int maxDeals) {
    Objects.requireNonNull(match, "match is null");
    Objects.requireNonNull(listener, "listener is null");
    Objects.requireNonNull(onFault, "onFault is null");
    if (maxDeals < 1) {
      throw new IllegalArgumentException("maxDeals must be at least 1 but was " + maxDeals);
    }
    checkAgents(match.deal().players(), agents);
    List<Fault> faults = new ArrayList<>();
    Match<S> m = match;
    boolean started = false;
    for (int steps = 0; steps < STEP_LIMIT; steps++) {
      S deal = m.deal();
      if (deal.isTerminal()) {
        if (started) {
          listener.dealEnded(deal, m.totals());
        }
        if (m.isOver()) {
          return new Result<>(m, faults, Stop.COMPLETED);
        }
        if (m.dealNumber() >= maxDeals) {
          return new Result<>(m, faults, Stop.DEAL_LIMIT);
        }
        m = m.nextDeal();
        started = false;
        continue;
      }
      if (!started) {
        listener.dealStarted(deal);
        started = true;
      }
      int seat = deal.toMove();
      Action a = choose(deal, seat, agents.get(seat), listener, faults);
      Either<RuleViolation, Match<S>> next = a == null ? null : m.apply(seat, a);
      if (next != null && next.isLeft()) {
        Fault f = new Fault(seat, next.getLeft().code(), next.getLeft().message());
        faults.add(f);
        listener.fault(f);
        next = null;
      }
      if (next == null) {
        if (onFault == OnFault.STOP) {
          return new Result<>(m, faults, Stop.FAULT);
        }
        a = deal.legalActions(seat).get(0);
        next = m.apply(seat, a);
      }
      Match<S> after = next.get();
      listener.acted(deal, seat, a, after.deal());
      m = after;
    }
    return new Result<>(m, faults, Stop.STEP_LIMIT);
  }

  /**
   * Plays one deal to its end, or until {@link #STEP_LIMIT} actions have been played (same fault
   * handling as {@link #run}).
   */
  public static <S extends GameState<S, V>, V extends View<S>> Result<S> playDeal(
      S deal,
      List<? extends Agent<? super V>> agents,
      Listener<? super S> listener,
      OnFault onFault) {
    Objects.requireNonNull(deal, "deal is null");
    Objects.requireNonNull(listener, "listener is null");
    Objects.requireNonNull(onFault, "onFault is null");
    checkAgents(deal.players(), agents);
    List<Fault> faults = new ArrayList<>();
    S s = deal;
    listener.dealStarted(s);
    for (int steps = 0; steps < STEP_LIMIT && !s.isTerminal(); steps++) {
      int seat = s.toMove();
      Action a = choose(s, seat, agents.get(seat), listener, faults);
      Either<RuleViolation, S> next = a == null ? null : s.apply(seat, a);
      if (next != null && next.isLeft()) {
        Fault f = new Fault(seat, next.getLeft().code(), next.getLeft().message());
        faults.add(f);
        listener.fault(f);
        next = null;
      }
      if (next == null) {
        if (onFault == OnFault.STOP) {
          return new Result<>(s, faults, Stop.FAULT);
        }
        a = s.legalActions(seat).get(0);
        next = s.apply(seat, a);
      }
      listener.acted(s, seat, a, next.get());
      s = next.get();
    }
    if (s.isTerminal()) {
      List<Integer> scores = new ArrayList<>();
      for (int i = 0; i < s.players(); i++) {
        scores.add(s.score(i));
      }
      listener.dealEnded(s, scores);
    }
    return new Result<>(s, faults, s.isTerminal() ? Stop.COMPLETED : Stop.STEP_LIMIT);
  }

  private static <S extends GameState<S, V>, V extends View<S>> Action choose(
      S deal, int seat, Agent<? super V> agent, Listener<? super S> listener, List<Fault> faults) {
    try {
      Action a = agent.act(deal.viewFor(seat));
      if (a == null) {
        Fault f =
            new Fault(seat, "NULL_ACTION", "the agent of seat " + seat + " returned no action");
        faults.add(f);
        listener.fault(f);
      }
      return a;
    } catch (RuntimeException e) {
      Fault f = new Fault(seat, "THREW", "the agent of seat " + seat + " threw " + e);
      faults.add(f);
      listener.fault(f);
      return null;
    }
  }

  private static void checkAgents(int players, List<?> agents) {
    Objects.requireNonNull(agents, "agents is null");
    if (agents.size() != players) {
      throw new IllegalArgumentException(
          "need one agent per seat: " + players + " but got " + agents.size());
    }
    for (int i = 0; i < agents.size(); i++) {
      Objects.requireNonNull(agents.get(i), "agent of seat " + i + " is null");
    }
  }
}
