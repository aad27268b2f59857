package dev.tenace.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.bots.Bots;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tenace bench [game]}: random full deals, play-outs and cursor play-outs per second, a
 * quick throughput check without JMH.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    versionProvider = Tenace.Version.class,
    description =
        "Random full deals and play-outs per second (a quick check; JMH gives the real numbers).")
final class BenchCommand implements Callable<Integer> {
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

  @Mixin SharedOptions.Threads threads;

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
      Tenace.IO.out.printf(
          "%-12s %8s %16s %18s %22s%n",
          "game", "threads", "full deals/s", "play-outs/s", "cursor play-outs/s");
    }
    for (GameDefinition<?, ?, ?> g : games) {
      bench(g);
      Failure.check(Tenace.IO.out);
    }
    return 0;
  }

  private <R, S extends GameState<S, ?>> void bench(GameDefinition<R, S, ?> g) throws Exception {
    R r = g.defaultRules();
    int n = g.players(r);
    double full =
        measure(
            threads.value,
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
            threads.value,
            seconds / 2,
            seconds,
            (rng, k) -> {
              var unused = Bots.playOut(dealt.get((int) (k & 1023)), rng);
            });
    double cursor = measureCursor(g, r, n);
    if (json) {
      ObjectNode o = Replay.JSON.createObjectNode();
      o.put("game", g.name());
      o.put("threads", threads.value);
      o.put("fullDeals", Math.round(full));
      o.put("playOuts", Math.round(po));
      o.put("cursorPlayOuts", Math.round(cursor));
      Tenace.IO.out.println(o);
    } else {
      Tenace.IO.out.printf(
          "%-12s %8d %,16.0f %,18.0f %,22.0f%n", g.name(), threads.value, full, po, cursor);
    }
  }

  /**
   * Random play-outs of the trick play on search cursors (each thread its own), from the first card
   * of trick play of seeded deals: play to the end, read seat 0's score, undo every card.
   */
  private <R, S extends GameState<S, ?>> double measureCursor(GameDefinition<R, S, ?> g, R r, int n)
      throws Exception {
    List<S> starts = new ArrayList<>();
    SplittableRandom deal = new SplittableRandom(5);
    for (int i = 0; i < 256; i++) {
      S s = g.newDeal(r, i % n, 88_000L + i);
      while (s.cursor().isEmpty() && !s.isTerminal()) {
        List<Action> legal = s.legalActions(s.toMove());
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
        threads.value,
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
    ExecutorService pool = Tenace.daemonPool(threads, "tenace-bench");
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
        total += Tenace.result(f);
      }
      return total / seconds;
    } finally {
      pool.shutdownNow();
    }
  }
}
