package dev.tenace.core.testkit;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.RuleViolation;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongFunction;

/**
 * Plays very many random deals of a game and checks the invariants of every state on the way: the
 * zones partition the deck, the seat to move has a legal action and every listed action is
 * accepted, a wrong seat's action is refused, terminal states name no one to move and score every
 * seat. Used by the soak profile ({@code ./mvnw -Psoak verify}), which is too long for CI.
 *
 * <p>Deal {@code i} is dealt and played from {@code Shuffle.derive(seed, i)}, so a failure names
 * the deal that reproduces it whatever the thread count.
 */
public final class Soak {
  private Soak() {}

  /** What a soak run did. */
  public record Report(String game, long deals, long actions, long nanos) {
    /** Deals per second over the whole run. */
    public double dealsPerSecond() {
      return deals * 1e9 / Math.max(1, nanos);
    }

    @Override
    public String toString() {
      return String.format(
          "%s: %,d deals, %,d actions, all invariants held, %.1f s (%,.0f deals/s)",
          game, deals, actions, nanos / 1e9, dealsPerSecond());
    }
  }

  /**
   * Runs {@code deals} random deals on {@code threads} threads.
   *
   * @throws AssertionError naming the deal index and step of the first broken invariant
   */
  public static <S extends GameState<S, ?>> Report run(
      String game, LongFunction<S> newDeal, long deals, long seed, int threads)
      throws InterruptedException {
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<Long>> parts = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        long first = deals * t / threads;
        long last = deals * (t + 1) / threads;
        parts.add(
            pool.submit(
                () -> {
                  long actions = 0;
                  for (long i = first; i < last; i++) {
                    actions += playOne(newDeal, Shuffle.derive(seed, i), i);
                  }
                  return actions;
                }));
      }
      long actions = 0;
      for (Future<Long> f : parts) {
        try {
          actions += f.get();
        } catch (ExecutionException e) {
          if (e.getCause() instanceof AssertionError) {
            throw (AssertionError) e.getCause();
          }
          throw new AssertionError(game + ": soak failed", e.getCause());
        }
      }
      return new Report(game, deals, actions, System.nanoTime() - start);
    } finally {
      pool.shutdownNow();
    }
  }

  private static <S extends GameState<S, ?>> long playOne(
      LongFunction<S> newDeal, long dealSeed, long index) {
    S s = newDeal.apply(dealSeed);
    SplittableRandom rng = new SplittableRandom(dealSeed);
    long actions = 0;
    for (int step = 0; ; step++) {
      if (step > 10_000) {
        throw new AssertionError("deal " + index + " did not end within 10,000 actions");
      }
      conserved(s, index, step);
      if (s.isTerminal()) {
        if (s.toMove() != -1) {
          throw new AssertionError(
              "deal " + index + ": terminal state names seat " + s.toMove() + " to move");
        }
        for (int seat = 0; seat < s.players(); seat++) {
          s.score(seat);
          if (!s.legalActions(seat).isEmpty()) {
            throw new AssertionError(
                "deal " + index + ": seat " + seat + " has legal actions after the end");
          }
        }
        return actions;
      }
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      if (legal.isEmpty()) {
        throw new AssertionError(
            "deal " + index + " step " + step + ": seat " + seat + " to move has no legal action");
      }
      Action a = legal.get(rng.nextInt(legal.size()));
      int other = (seat + 1 + rng.nextInt(s.players() - 1)) % s.players();
      if (!s.canAct(other) && s.apply(other, a).isRight()) {
        throw new AssertionError(
            "deal "
                + index
                + " step "
                + step
                + ": seat "
                + other
                + " acted out of turn with "
                + a.text());
      }
      Either<RuleViolation, S> next = s.apply(seat, a);
      if (next.isLeft()) {
        throw new AssertionError(
            "deal "
                + index
                + " step "
                + step
                + ": legal "
                + a.text()
                + " refused: "
                + next.getLeft());
      }
      s = next.get();
      actions++;
    }
  }

  private static void conserved(GameState<?, ?> s, long index, int step) {
    long union = 0;
    for (Map.Entry<String, CardSet> z : s.zones().entrySet()) {
      long b = z.getValue().bits();
      if ((union & b) != 0) {
        throw new AssertionError(
            "deal " + index + " step " + step + ": zone " + z.getKey() + " overlaps another");
      }
      union |= b;
    }
    if (union != s.deck().cards().bits()) {
      throw new AssertionError(
          "deal " + index + " step " + step + ": zones do not add up to the deck: " + s.zones());
    }
  }
}
