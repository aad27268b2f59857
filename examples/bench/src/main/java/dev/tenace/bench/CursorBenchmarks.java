package dev.tenace.bench;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Random play-outs of the trick play on the search cursor, beside the same play-outs on the
 * immutable states, from the first card of trick play of seeded deals (passes, bids, picks and
 * declarations already made), one thread. Each cursor is reused: a play-out plays to the end, reads
 * seat 0's score and undoes every card, as a search does between worlds.
 *
 * <p>Run: {@code java -cp examples/target/tenace.jar org.openjdk.jmh.Main CursorBenchmarks -f 1 -wi
 * 3 -w 1 -i 5 -r 1 -prof gc}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class CursorBenchmarks {
  /** The game, by its command-line name. */
  @Param({"hearts", "spades", "sheepshead", "suitability"})
  public String game;

  private static final int POSITIONS = 256;

  private final GameState<?, ?>[] starts = new GameState<?, ?>[POSITIONS];
  private final SearchCursor<?>[] cursors = new SearchCursor<?>[POSITIONS];
  private final SplittableRandom rng = new SplittableRandom(7);
  private SearchCursor<?> midDeal;
  private int next;

  /** Seeded deals played at random up to their first card of trick play. */
  @Setup
  public void setUp() {
    GameBenchmarks.Dealer dealer = GameBenchmarks.dealer(game);
    SplittableRandom r = new SplittableRandom(3);
    for (int i = 0; i < POSITIONS; i++) {
      GameState<?, ?> s = dealer.deal(i % dealer.players(), 2_000_000L + i);
      while (s.cursor().isEmpty()) {
        int seat = s.toMove();
        List<Action> legal = s.legalActions(seat);
        s = s.applyLegal(seat, legal.get(r.nextInt(legal.size())));
      }
      starts[i] = s;
      cursors[i] = s.cursor().orElseThrow();
    }
    midDeal = starts[0].cursor().orElseThrow();
    for (int i = 0; i < 9; i++) {
      midDeal.play(Long.numberOfTrailingZeros(midDeal.legalBits()));
    }
  }

  /** A random play-out on a reused cursor: every card, seat 0's score, every card undone. */
  @Benchmark
  public int cursorPlayOut() {
    SearchCursor<?> c = cursors[next++ & (POSITIONS - 1)];
    while (!c.isOver()) {
      c.play(CardSet.randomIndex(c.legalBits(), rng));
    }
    int score = c.score(0);
    c.undoAll();
    return score;
  }

  /**
   * The same play-out with the lowest legal card instead of a random one: the engine's own cost per
   * play-out when its branches repeat (each position replays the same cards every time), so the
   * difference with {@link #cursorPlayOut} is what random choices cost (the pick, and the branches
   * of the follow rule, play rules and trick winners they make unpredictable).
   */
  @Benchmark
  public int cursorPlayOutLowest() {
    SearchCursor<?> c = cursors[next++ & (POSITIONS - 1)];
    while (!c.isOver()) {
      c.play(Long.numberOfTrailingZeros(c.legalBits()));
    }
    int score = c.score(0);
    c.undoAll();
    return score;
  }

  /** The same play-out on the immutable states, from the same positions. */
  @Benchmark
  public int statePlayOut() {
    return GameBenchmarks.playOut(starts[next++ & (POSITIONS - 1)], rng);
  }

  /** One card played and taken back, in the middle of a trick. */
  @Benchmark
  public long playUndo() {
    long legal = midDeal.legalBits();
    midDeal.play(Long.numberOfTrailingZeros(legal));
    long after = midDeal.legalBits();
    midDeal.undo();
    return after;
  }
}
