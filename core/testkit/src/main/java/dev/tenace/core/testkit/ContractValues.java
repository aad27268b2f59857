package dev.tenace.core.testkit;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongFunction;

/**
 * The checks of {@link GameContract} that states and views are values: equal keys exactly for equal
 * states and views one action apart ({@link #keysTellApart}), and states shared across threads
 * answering as on one thread ({@link #sharedAcrossThreads}); and {@link Snapshot}, everything
 * observable about a state, which the contract compares to show a state did not change.
 */
final class ContractValues {
  private ContractValues() {}

  /**
   * The state and the states its legal actions lead to: equal ones have equal keys, unequal ones
   * unequal keys (a 64-bit key collides by chance about once in 2^64), and the same for every
   * seat's views of them.
   */
  static <S extends GameState<S, V>, V extends View<S>> void keysTellApart(S s, int step) {
    List<S> near = new ArrayList<>();
    near.add(s);
    if (!s.isTerminal()) {
      for (Action a : s.legalActions(s.toMove())) {
        near.add(s.applyLegal(s.toMove(), a));
      }
    }
    KeyCheck<S> states = new KeyCheck<>("step " + step + ": states one action apart");
    for (S x : near) {
      states.add(x, x.key());
    }
    for (int seat = 0; seat < s.players(); seat++) {
      KeyCheck<V> views =
          new KeyCheck<>("step " + step + ": seat " + seat + "'s views one action apart");
      for (S x : near) {
        V v = x.viewFor(seat);
        views.add(v, v.key());
      }
    }
  }

  /** Values and their keys, checked as they come: equal keys exactly for equal values. */
  private static final class KeyCheck<T> {
    private final String what;
    private final Map<Long, T> byKey = new HashMap<>();
    private final Map<T, Long> byValue = new HashMap<>();

    KeyCheck(String what) {
      this.what = what;
    }

    void add(T value, long key) {
      T sameKey = byKey.putIfAbsent(key, value);
      if (sameKey != null && !sameKey.equals(value)) {
        throw new AssertionError(
            what
                + " differ but have the same key "
                + key
                + ": key() leaves out something that equals() counts\n"
                + sameKey
                + "\n"
                + value);
      }
      Long keyOfEqual = byValue.putIfAbsent(value, key);
      if (keyOfEqual != null && keyOfEqual != key) {
        throw new AssertionError(
            what + " are equal but have different keys\n" + value + "\n" + keyOfEqual + " " + key);
      }
    }
  }

  /**
   * The states of three seeded deals played at random: {@code moves.get(i)} by {@code
   * movers.get(i)} leads from {@code states.get(i)} to the next; null and -1 at each deal's end.
   */
  private record Played<S>(List<S> states, List<Action> moves, List<Integer> movers) {}

  /**
   * Immutability under concurrency: the states of a few random deals are shared by four threads
   * that, in random order, list legal actions, build views, apply the recorded next action and
   * score terminal states; every answer must equal the one computed on a single thread first.
   * Shared mutable caches (lazily built views or legal lists without safe publication) fail here.
   */
  static <S extends GameState<S, ?>> void sharedAcrossThreads(LongFunction<S> newDeal, int bound)
      throws Exception {
    Played<S> played = play(newDeal, bound);
    // Fresh copies for the expected answers: the shared states themselves are touched only by the
    // threads.
    List<Snapshot> expected = new ArrayList<>();
    List<Snapshot> expectedNext = new ArrayList<>();
    for (long seed = 1, i = 0; seed <= 3; seed++) {
      S s = newDeal.apply(seed * 7919);
      while (true) {
        expected.add(new Snapshot(s));
        Action a = played.moves().get((int) i);
        i++;
        if (a == null) {
          expectedNext.add(null);
          break;
        }
        s = s.apply(played.movers().get((int) i - 1), a).get();
        expectedNext.add(new Snapshot(s));
      }
    }
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        long threadSeed = t;
        futures.add(
            pool.submit(
                () -> {
                  askShared(played, expected, expectedNext, new SplittableRandom(threadSeed));
                  return null;
                }));
      }
      for (Future<?> f : futures) {
        try {
          f.get();
        } catch (ExecutionException e) {
          if (e.getCause() instanceof AssertionError) {
            throw (AssertionError) e.getCause();
          }
          throw new AssertionError("a thread failed on a shared state", e.getCause());
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /** Three deals (seeds 7919, 2 × 7919, 3 × 7919) played at random to their end. */
  private static <S extends GameState<S, ?>> Played<S> play(LongFunction<S> newDeal, int bound) {
    Played<S> played = new Played<>(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    for (long seed = 1; seed <= 3; seed++) {
      S s = newDeal.apply(seed * 7919);
      SplittableRandom pick = new SplittableRandom(seed);
      for (int step = 0; step < bound && !s.isTerminal(); step++) {
        int seat = s.toMove();
        List<Action> legal = s.legalActions(seat);
        Action a = legal.get(pick.nextInt(legal.size()));
        played.states().add(s);
        played.moves().add(a);
        played.movers().add(seat);
        s = s.apply(seat, a).get();
      }
      played.states().add(s);
      played.moves().add(null);
      played.movers().add(-1);
    }
    return played;
  }

  /** One thread's questions to the shared states, in {@code rng}'s order, and their answers. */
  private static <S extends GameState<S, ?>> void askShared(
      Played<S> played,
      List<Snapshot> expected,
      List<Snapshot> expectedNext,
      SplittableRandom rng) {
    List<S> states = played.states();
    List<Action> moves = played.moves();
    List<Integer> movers = played.movers();
    for (int k = 0; k < 4 * states.size(); k++) {
      int i = rng.nextInt(states.size());
      S s = states.get(i);
      Snapshot got = new Snapshot(s);
      if (!got.equals(expected.get(i))) {
        throw new AssertionError(
            "state "
                + i
                + " answered differently on a shared thread: "
                + got
                + " vs "
                + expected.get(i));
      }
      if (moves.get(i) != null) {
        Snapshot next = new Snapshot(s.apply(movers.get(i), moves.get(i)).get());
        if (!next.equals(expectedNext.get(i))) {
          throw new AssertionError(
              "applying " + moves.get(i).text() + " to shared state " + i + " gave " + next);
        }
      } else {
        for (int seat = 0; seat < s.players(); seat++) {
          s.score(seat);
        }
      }
    }
  }

  /** Everything observable about a state, to show it did not change. */
  static final class Snapshot {
    final Map<String, CardSet> zones;
    final int toMove;
    final List<List<Action>> legal = new ArrayList<>();
    final List<View<?>> views = new ArrayList<>();

    Snapshot(GameState<?, ?> s) {
      zones = s.zones();
      toMove = s.toMove();
      for (int seat = 0; seat < s.players(); seat++) {
        legal.add(s.legalActions(seat));
        views.add(s.viewFor(seat));
      }
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Snapshot x
          && zones.equals(x.zones)
          && toMove == x.toMove
          && legal.equals(x.legal)
          && views.equals(x.views);
    }

    @Override
    public int hashCode() {
      return zones.hashCode();
    }

    @Override
    public String toString() {
      return "zones=" + zones + ", toMove=" + toMove + ", legal=" + legal;
    }
  }
}
