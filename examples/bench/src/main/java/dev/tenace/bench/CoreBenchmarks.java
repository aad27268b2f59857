package dev.tenace.bench;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Suit;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.TrickOrder;
import java.util.ArrayList;
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
 * The core hot paths every game shares: legal plays, one card play, trick winner, card-set
 * iteration, a seeded deal.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CoreBenchmarks {
  private TrickPlay[] positions;
  private Card[] plays;
  private long[] tricks;
  private CardSet[] sets;
  private final TrickOrder spades = TrickOrder.trumpSuit(Suit.SPADES);
  private long seed;
  private int next;

  /** 4096 positions of random 4-player spades-trump trick play, with a legal card for each. */
  @Setup
  public void setUp() {
    SplittableRandom rng = new SplittableRandom(5);
    List<TrickPlay> ps = new ArrayList<>();
    List<Card> cs = new ArrayList<>();
    List<Long> ts = new ArrayList<>();
    for (long s = 0; ps.size() < 4096; s++) {
      Deal deal = Deal.shuffled(Deck.standard(), 4, 13, 0, s);
      TrickPlay p = TrickPlay.start(spades, deal.hands(), 1, List.of());
      while (!p.isOver()) {
        long legal = p.legalBits();
        Card c = Card.ofIndex(CardSet.selectIndex(legal, rng.nextInt(Long.bitCount(legal))));
        ps.add(p);
        cs.add(c);
        p = p.playLegal(c);
        if (p.tricksPlayed() > 0 && p.currentTrick().isEmpty()) {
          ts.add(p.lastTrick().packed());
        }
      }
    }
    positions = ps.subList(0, 4096).toArray(new TrickPlay[0]);
    plays = cs.subList(0, 4096).toArray(new Card[0]);
    tricks = new long[4096];
    sets = new CardSet[4096];
    for (int i = 0; i < 4096; i++) {
      tricks[i] = ts.get(i % ts.size());
      sets[i] = positions[i].hand(positions[i].toPlay());
    }
  }

  /** The legal cards of the seat to play, as a mask. */
  @Benchmark
  public long legalBits() {
    return positions[next++ & 4095].legalBits();
  }

  /** One card play on the generic trick-play phase. */
  @Benchmark
  public TrickPlay playCard() {
    int i = next++ & 4095;
    return positions[i].playLegal(plays[i]);
  }

  /** The winning position of a complete four-card trick. */
  @Benchmark
  public int trickWinner() {
    return spades.winningPosition(tricks[next++ & 4095], 4);
  }

  /** Iterating a hand card by card. */
  @Benchmark
  public int iterateCardSet() {
    int sum = 0;
    for (Card c : sets[next++ & 4095]) {
      sum += c.index();
    }
    return sum;
  }

  /** A seeded shuffle and canonical deal of 52 cards to 4 seats. */
  @Benchmark
  public Deal seededDeal() {
    return Deal.shuffled(Deck.standard(), 4, 13, 0, seed++);
  }
}
