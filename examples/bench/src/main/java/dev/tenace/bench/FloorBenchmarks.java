package dev.tenace.bench;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The floor for a random Hearts play-out in Java on this machine: a hand-written, self-contained
 * play-out over four {@code long} hands of 13 cards, with nothing but follow suit (a hand that
 * holds the led suit plays one of it), the highest card of the led suit wins, the winner leads the
 * next trick, and each seat's points counted at the end (a heart 1, {@code QS} 13). No play rules
 * (first lead, hearts broken, no points on trick 1), no moon, no undo stack: the play-out is undone
 * by copying the four dealt hands back. The play loop calls no engine code but {@link
 * CardSet#randomIndex} (the same pick as {@link CursorBenchmarks#cursorPlayOut}); the engine is
 * only used in {@link #setUp} to find the starting hands.
 *
 * <p>It plays the same 256 starting positions as {@code CursorBenchmarks -p game=hearts} (the same
 * seeded deals after the pass), with the same random source, so {@link #floorPlayOut} beside {@code
 * CursorBenchmarks.cursorPlayOut} measures what the engine's cursor adds for its rules, its undo
 * stack and its scoring; {@link #floorPlayOutLowest} (the lowest legal card) beside {@code
 * cursorPlayOutLowest} does the same without the cost of random choices.
 *
 * <p>Run both in one JMH run: {@code java -cp examples/target/tenace.jar org.openjdk.jmh.Main
 * 'FloorBenchmarks|CursorBenchmarks.cursorPlayOut' -p game=hearts -f 1 -wi 3 -w 1 -i 5 -r 1 -prof
 * gc}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FloorBenchmarks {
  private static final int POSITIONS = 256;
  private static final int SEATS = 4;
  private static final int TRICKS = 13;
  private static final long HEARTS = CardSet.suitMask(Suit.HEARTS);
  private static final long QUEEN_OF_SPADES =
      1L << (13 * Suit.SPADES.ordinal() + Rank.QUEEN.ordinal());

  /** The 13-bit mask of each suit, by card index (a card's suit is its index / 13). */
  private static final long[] SUIT_OF = new long[52];

  static {
    for (int i = 0; i < 52; i++) {
      SUIT_OF[i] = CardSet.suitMask(Suit.ofOrdinal(i / 13));
    }
  }

  private final long[][] dealt = new long[POSITIONS][SEATS];
  private final int[] leaders = new int[POSITIONS];
  private final long[] hands = new long[SEATS];
  private final long[] won = new long[SEATS];
  private final int[] points = new int[SEATS];
  private final SplittableRandom rng = new SplittableRandom(7);
  private int next;

  /**
   * The starting hands of {@code CursorBenchmarks -p game=hearts}: the same seeded deals, passed at
   * random with the same seed, read off the engine's cursor (who plays which card).
   */
  @Setup
  public void setUp() {
    GameBenchmarks.Dealer dealer = GameBenchmarks.dealer("hearts");
    SplittableRandom r = new SplittableRandom(3);
    for (int i = 0; i < POSITIONS; i++) {
      GameState<?, ?> s = dealer.deal(i % dealer.players(), 2_000_000L + i);
      while (s.cursor().isEmpty()) {
        int seat = s.toMove();
        List<dev.tenace.core.game.Action> legal = s.legalActions(seat);
        s = s.applyLegal(seat, legal.get(r.nextInt(legal.size())));
      }
      SearchCursor<?> c = s.cursor().orElseThrow();
      leaders[i] = c.toMove();
      while (!c.isOver()) {
        int seat = c.toMove();
        int card = Long.numberOfTrailingZeros(c.legalBits());
        dealt[i][seat] |= 1L << card;
        c.play(card);
      }
      for (int seat = 0; seat < SEATS; seat++) {
        if (Long.bitCount(dealt[i][seat]) != TRICKS) {
          throw new IllegalStateException("seat " + seat + " of deal " + i + " holds no 13 cards");
        }
      }
    }
  }

  /** A random play-out: every card a random legal one, seat 0's points, the hands restored. */
  @Benchmark
  public int floorPlayOut() {
    return playOut(true);
  }

  /** The same play-out with the lowest legal card: the floor when every branch repeats. */
  @Benchmark
  public int floorPlayOutLowest() {
    return playOut(false);
  }

  private int playOut(boolean random) {
    int p = next++ & (POSITIONS - 1);
    long[] h = hands;
    long[] w = won;
    int leader = leaders[p];
    // undo of the previous play-out: the dealt hands back, no card won
    System.arraycopy(dealt[p], 0, h, 0, SEATS);
    for (int t = 0; t < TRICKS; t++) {
      int seat = leader;
      long hand = h[seat];
      int led = random ? CardSet.randomIndex(hand, rng) : Long.numberOfTrailingZeros(hand);
      h[seat] = hand & ~(1L << led);
      long suit = SUIT_OF[led];
      long trick = 1L << led;
      int best = led;
      int winner = seat;
      for (int i = 1; i < SEATS; i++) {
        seat = (seat + 1) & (SEATS - 1);
        hand = h[seat];
        long follow = hand & suit;
        long legal = follow != 0 ? follow : hand;
        int card = random ? CardSet.randomIndex(legal, rng) : Long.numberOfTrailingZeros(legal);
        h[seat] = hand & ~(1L << card);
        trick |= 1L << card;
        // a card of the led suit wins over the best so far exactly when its index is higher (a
        // discard never wins): one mask test, no branch on the random cards
        boolean beats = (suit & (-2L << best) & (1L << card)) != 0;
        best = beats ? card : best;
        winner = beats ? seat : winner;
      }
      w[winner] |= trick;
      leader = winner;
    }
    int[] pts = points;
    for (int s = 0; s < SEATS; s++) {
      pts[s] = Long.bitCount(w[s] & HEARTS) + ((w[s] & QUEEN_OF_SPADES) != 0 ? 13 : 0);
      w[s] = 0;
    }
    return pts[0];
  }
}
