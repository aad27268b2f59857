package dev.tenace.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.spi.HiddenDeal;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.testkit.PlainGame;
import dev.tenace.core.testkit.RandomAgent;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Value semantics of the core types, the seed derivation, re-deal fairness, and a whole match
 * through the runner.
 */
class ValuesAndMatchesTest {

  @Test
  @DisplayName(
      "tricks, deals and trick-play positions are values: equal when their contents are, different otherwise")
  void valueSemantics() {
    Trick a = Trick.parse("1:KH 2:AH", 4);
    assertThat(a)
        .isEqualTo(Trick.parse("1:KH 2:AH", 4))
        .hasSameHashCodeAs(Trick.parse("1:KH 2:AH", 4));
    assertThat(a)
        .isNotEqualTo(Trick.parse("1:KH 2:QH", 4))
        .isNotEqualTo(Trick.parse("2:KH 3:AH", 4))
        .isNotEqualTo(Trick.parse("1:KH 2:AH", 5))
        .isNotEqualTo("1:KH 2:AH");
    assertThat(a.hashCode()).isNotEqualTo(Trick.parse("1:KH 2:QH", 4).hashCode());
    assertThat(a.players()).isEqualTo(4);
    assertThat(a.ledCard()).isEqualTo(Card.parse("KH"));
    assertThatThrownBy(() -> Trick.lead(4, 1).ledCard()).isInstanceOf(IllegalStateException.class);
    assertThat(a.cardOf(1)).isEqualTo(Card.parse("KH"));
    assertThat(a.cardOf(3)).isNull();
    assertThat(a.isEmpty()).isFalse();
    assertThat(Trick.lead(4, 3).isEmpty()).isTrue();
    assertThatThrownBy(() -> Trick.lead(9, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Trick.lead(4, 4)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Trick.lead(4, -1)).isInstanceOf(IllegalArgumentException.class);
    assertThat(Trick.lead(2, 1).nextSeat()).isEqualTo(1);
    assertThat(Trick.parse("3:2C 0:3C", 4).seat(1)).isZero();

    Deal d1 = Deal.shuffled(Deck.standard(), 4, 13, 2, 7L);
    Deal d2 = Deal.shuffled(Deck.standard(), 4, 13, 2, 7L);
    assertThat(d1).isEqualTo(d2).hasSameHashCodeAs(d2);
    assertThat(d1)
        .isNotEqualTo(Deal.shuffled(Deck.standard(), 4, 13, 1, 7L))
        .isNotEqualTo(Deal.shuffled(Deck.standard(), 4, 13, 2, 8L))
        .isNotEqualTo(Deal.shuffled(Deck.standard(), 4, 12, 2, 7L))
        .isNotEqualTo("deal");
    assertThat(d1.deck()).isEqualTo(Deck.standard());
    assertThat(d1.players()).isEqualTo(4);
    assertThat(d1.hand(3)).isEqualTo(d1.hands().get(3));
    assertThat(Deal.shuffled(Deck.standard(), 4, 12, 2, 7L).toString()).contains("rest");
    assertThat(d1.toString()).doesNotContain("rest");
    assertThatThrownBy(() -> Deal.shuffled(Deck.standard(), 9, 5, 0, 1L))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Deal.shuffled(Deck.standard(), 4, 13, 4, 1L))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Deal.shuffled(Deck.standard(), 4, 0, 0, 1L))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(Deal.shuffled(Deck.standard(), 2, 26, 0, 1L).rest()).isEmpty();
    assertThat(Deal.shuffled(Deck.standard(), 8, 6, 7, 1L).hands()).hasSize(8);

    TrickPlay p = TrickPlay.start(TrickOrder.noTrump(), d1.hands(), 3, List.of());
    TrickPlay q = TrickPlay.start(TrickOrder.noTrump(), d2.hands(), 3, List.of());
    assertThat(p).isEqualTo(q).hasSameHashCodeAs(q);
    assertThat(p)
        .isNotEqualTo(
            TrickPlay.start(
                TrickOrder.trumpSuit(dev.tenace.core.card.Suit.SPADES), d1.hands(), 3, List.of()))
        .isNotEqualTo(TrickPlay.start(TrickOrder.noTrump(), d1.hands(), 2, List.of()))
        .isNotEqualTo("position");
    Card lead = p.legalPlays().first();
    assertThat(p.play(3, lead).get()).isEqualTo(q.play(3, lead).get());
    assertThat(p.play(3, lead).get().hashCode()).isNotEqualTo(p.hashCode());
    assertThat(p.isLeading()).isTrue();
    assertThat(p.play(3, lead).get().isLeading()).isFalse();
    assertThat(p.toString()).contains("trick 1/13").contains("to play 3");
  }

  @Test
  @DisplayName(
      "Shuffle.derive is mix64(seed + gamma * (stream + 1)), so every deal of a match has its own seed")
  void derive() {
    long gamma = 0x9E3779B97F4A7C15L;
    for (long seed : new long[] {0L, 1L, -5L, 123456789L}) {
      for (long k = 0; k < 5; k++) {
        assertThat(Shuffle.derive(seed, k)).isEqualTo(Shuffle.mix64(seed + gamma * (k + 1)));
      }
    }
    assertThat(Shuffle.shuffle(Deck.piquet(), new SplittableRandom(4))).hasSize(32);
  }

  @Test
  @DisplayName(
      "HiddenDeal (which replaced Redeal) without constraints puts every card with every seat in proportion to its need")
  void redealIsFair() {
    long hidden = CardSet.parse("2C 3C 4C 5C 6C 7C 8C 9C").bits();
    int[] need = {2, 2, 4};
    int[][] count = new int[3][64];
    SplittableRandom rng = new SplittableRandom(2);
    int runs = 4000;
    for (int r = 0; r < runs; r++) {
      long[] d = HiddenDeal.builder(hidden, need).build().sampleForView(rng, 0);
      assertThat(d[0] | d[1] | d[2]).isEqualTo(hidden);
      for (int s = 0; s < 3; s++) {
        assertThat(Long.bitCount(d[s])).isEqualTo(need[s]);
        for (long b = d[s]; b != 0; b &= b - 1) {
          count[s][Long.numberOfTrailingZeros(b)]++;
        }
      }
    }
    for (long b = hidden; b != 0; b &= b - 1) {
      int c = Long.numberOfTrailingZeros(b);
      assertThat(count[0][c] / (double) runs).isBetween(0.25 - 0.05, 0.25 + 0.05);
      assertThat(count[2][c] / (double) runs).isBetween(0.5 - 0.05, 0.5 + 0.05);
    }
    // Tight constraints: each seat may hold exactly one pair; the only deal must be found every
    // time.
    long[] only = {
      CardSet.parse("2C 3C").bits(),
      CardSet.parse("3C 4C 5C").bits(),
      CardSet.parse("2C 4C 5C").bits()
    };
    long tight = CardSet.parse("2C 3C 4C 5C").bits();
    for (int r = 0; r < 50; r++) {
      HiddenDeal.Builder b = HiddenDeal.builder(tight, new int[] {1, 2, 1});
      for (int s = 0; s < 3; s++) {
        b.allowOnly(s, only[s]);
      }
      long[] d = b.build().sampleForView(rng, 0);
      assertThat(d[0] | d[1] | d[2]).isEqualTo(tight);
      for (int s = 0; s < 3; s++) {
        assertThat(d[s] & ~only[s]).isZero();
      }
    }
  }

  /**
   * A tiny match policy over the plain game: deals until someone has 20 tricks; highest total wins.
   */
  record PlainPolicy() implements MatchPolicy<PlainGame.State> {
    @Override
    public int players() {
      return 4;
    }

    @Override
    public PlainGame.State deal(
        int number, int dealer, long seed, List<Integer> standing, PlainGame.State previous) {
      return PlainGame.start(Deal.shuffled(Deck.standard(), 4, 13, dealer, seed), false);
    }

    @Override
    public List<Integer> winners(List<Integer> totals, int scoredDeals, PlainGame.State deal) {
      int max = totals.stream().mapToInt(Integer::intValue).max().orElseThrow();
      return max < 20 ? List.of() : MatchPolicy.leaders(totals, false);
    }

    @Override
    public boolean lowerTotalsWin() {
      return false;
    }
  }

  @Test
  @DisplayName(
      "MatchRunner.run plays a whole match, reports every deal to the listener, and totals add up")
  void runsAMatch() {
    Match<PlainGame.State> start = Match.start(new PlainPolicy(), 3, 3L);
    List<Integer> dealsSeen = new ArrayList<>();
    int[] actions = new int[1];
    MatchRunner.Result<Match<PlainGame.State>> r =
        MatchRunner.run(
            start,
            List.of(new RandomAgent(1), new RandomAgent(2), new RandomAgent(3), new RandomAgent(4)),
            new MatchRunner.Listener<>() {
              @Override
              public void dealStarted(PlainGame.State deal) {
                assertThat(deal.isTerminal()).isFalse();
              }

              @Override
              public void acted(
                  PlainGame.State before, int seat, Action action, PlainGame.State after) {
                actions[0]++;
              }

              @Override
              public void dealEnded(PlainGame.State deal, List<Integer> totals) {
                dealsSeen.add(totals.stream().mapToInt(Integer::intValue).sum());
              }
            },
            MatchRunner.OnFault.STOP);
    assertThat(r.completed()).isTrue();
    assertThat(r.faults()).isEmpty();
    Match<PlainGame.State> end = r.match();
    assertThat(end.isOver()).isTrue();
    assertThat(end.totals().stream().mapToInt(Integer::intValue).sum())
        .isEqualTo(13 * end.dealNumber());
    assertThat(dealsSeen).hasSize(end.dealNumber());
    assertThat(dealsSeen.get(dealsSeen.size() - 1)).isEqualTo(13 * end.dealNumber());
    assertThat(actions[0]).isEqualTo(52 * end.dealNumber());
    assertThat(end.winners()).isNotEmpty();
    MatchRunner.Result<Match<PlainGame.State>> faulty =
        MatchRunner.run(
            start,
            List.of(
                dev.tenace.core.testkit.AdversarialAgents.returningNull(),
                new RandomAgent(2),
                new RandomAgent(3),
                new RandomAgent(4)),
            MatchRunner.Listener.none(),
            MatchRunner.OnFault.STOP);
    assertThat(faulty.completed()).isFalse();
    assertThat(faulty.match()).isEqualTo(start);
  }

  /** Counts every listener event. */
  static final class Counting implements MatchRunner.Listener<PlainGame.State> {
    int started;
    int acted;
    int ended;
    final List<MatchRunner.Fault> faults = new ArrayList<>();
    final List<Integer> endTotals = new ArrayList<>();

    @Override
    public void dealStarted(PlainGame.State deal) {
      started++;
    }

    @Override
    public void acted(PlainGame.State before, int seat, Action action, PlainGame.State after) {
      assertThat(after).isNotEqualTo(before);
      acted++;
    }

    @Override
    public void dealEnded(PlainGame.State deal, List<Integer> totals) {
      ended++;
      endTotals.add(totals.stream().mapToInt(Integer::intValue).sum());
    }

    @Override
    public void fault(MatchRunner.Fault fault) {
      faults.add(fault);
    }
  }

  @Test
  @DisplayName(
      "MatchRunner: every deal start, action, end and fault reaches the listener, in run and in playDeal")
  void listenerSeesEverything() {
    Counting one = new Counting();
    MatchRunner.Result<PlainGame.State> r =
        MatchRunner.playDeal(
            PlainGame.deal(8L),
            List.of(new RandomAgent(1), new RandomAgent(2), new RandomAgent(3), new RandomAgent(4)),
            one,
            MatchRunner.OnFault.STOP);
    assertThat(r.completed()).isTrue();
    assertThat(one.started).isEqualTo(1);
    assertThat(one.acted).isEqualTo(52);
    assertThat(one.ended).isEqualTo(1);
    assertThat(one.endTotals).containsExactly(13);

    Counting bad = new Counting();
    Match<PlainGame.State> start = Match.start(new PlainPolicy(), 3, 3L);
    MatchRunner.Result<Match<PlainGame.State>> m =
        MatchRunner.run(
            start,
            List.of(
                dev.tenace.core.testkit.AdversarialAgents.throwing(),
                new RandomAgent(2),
                dev.tenace.core.testkit.AdversarialAgents.returningNull(),
                new RandomAgent(4)),
            bad,
            MatchRunner.OnFault.PLAY_FIRST_LEGAL);
    assertThat(m.completed()).isTrue();
    assertThat(m.match().isOver()).isTrue();
    assertThat(bad.faults).isEqualTo(m.faults()).isNotEmpty();
    assertThat(bad.faults).extracting(MatchRunner.Fault::seat).containsOnly(0, 2);
    assertThat(bad.started).isEqualTo(m.match().dealNumber()).isEqualTo(bad.ended);
    assertThat(bad.acted).isEqualTo(52 * m.match().dealNumber());

    Counting deal = new Counting();
    MatchRunner.Result<PlainGame.State> d =
        MatchRunner.playDeal(
            PlainGame.deal(8L),
            List.of(
                dev.tenace.core.testkit.AdversarialAgents.throwing(),
                new RandomAgent(2),
                new RandomAgent(3),
                new RandomAgent(4)),
            deal,
            MatchRunner.OnFault.PLAY_FIRST_LEGAL);
    assertThat(d.completed()).isTrue();
    assertThat(d.match().isTerminal()).isTrue();
    assertThat(deal.faults).hasSize(13).isEqualTo(d.faults());
    assertThat(deal.acted).isEqualTo(52);

    org.assertj.core.api.Assertions.assertThatThrownBy(
            () ->
                MatchRunner.run(
                    start,
                    List.of(new RandomAgent(1)),
                    MatchRunner.Listener.none(),
                    MatchRunner.OnFault.STOP))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("one agent per seat");
  }
}
