package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The sequential bidding round: turn, bids so far, legal bids with a per-seat restriction. */
class BiddingRoundTest {
  private static final BiddingRound.Restriction<Integer> NONE = BiddingRound.Restriction.none();

  /** The bids 0 to {@code h}, as Oh Hell lists them (ohhell §3.2). */
  private static List<Integer> upTo(int h) {
    return IntStream.rangeClosed(0, h).boxed().toList();
  }

  /** A round of 4 from the dealer's left with these bids made. */
  private static BiddingRound<Integer> round(int dealer, Integer... bids) {
    BiddingRound<Integer> r = BiddingRound.leftOfDealer(4, dealer);
    for (Integer b : bids) {
      r = r.with(b);
    }
    return r;
  }

  @Test
  @DisplayName("bids go in turn from the dealer's left, the dealer last (spades §3.1, ohhell §3.1)")
  void turnOrder() {
    BiddingRound<Integer> r = BiddingRound.leftOfDealer(4, 3);
    assertThat(r.first()).isZero();
    assertThat(r.last()).isEqualTo(3);
    assertThat(r.toBid()).isZero();
    r = r.with(2);
    assertThat(r.toBid()).isEqualTo(1);
    r = r.with(0).with(1);
    assertThat(r.toBid()).isEqualTo(3);
    assertThat(r.isComplete()).isFalse();
    r = r.with(4);
    assertThat(r.isComplete()).isTrue();
    assertThat(r.toBid()).isEqualTo(-1);
    assertThat(r.bids()).containsExactly(2, 0, 1, 4);
    BiddingRound<Integer> fromOne = BiddingRound.leftOfDealer(4, 0);
    assertThat(fromOne.toBid()).isEqualTo(1);
    assertThat(fromOne.last()).isZero();
  }

  @Test
  @DisplayName("the bids so far, by seat: empty before a seat bids")
  void bidsBySeat() {
    BiddingRound<Integer> r = round(1, 5, 7);
    assertThat(r.bid(2)).contains(5);
    assertThat(r.bid(3)).contains(7);
    assertThat(r.bid(0)).isEmpty();
    assertThat(r.hasBid(2)).isTrue();
    assertThat(r.hasBid(1)).isFalse();
    assertThat(r.bidOf(3)).isEqualTo(7);
    assertThat(r.sum(Integer::intValue)).isEqualTo(12);
    assertThatThrownBy(() -> r.bidOf(0))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("not bid");
    assertThatThrownBy(() -> r.bid(4)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("a round is an immutable value: with copies, equal bids give equal rounds")
  void immutableValue() {
    BiddingRound<Integer> r = round(3, 1);
    BiddingRound<Integer> next = r.with(2);
    assertThat(r.bids()).containsExactly(1);
    assertThat(next.bids()).containsExactly(1, 2);
    assertThat(next).isEqualTo(round(3, 1, 2)).hasSameHashCodeAs(round(3, 1, 2));
    assertThat(next).isNotEqualTo(round(3, 1, 3)).isNotEqualTo(round(2, 1, 2));
    assertThatThrownBy(() -> next.bids().add(3)).isInstanceOf(UnsupportedOperationException.class);
    assertThat(Keys.of(next)).isEqualTo(Keys.of(round(3, 1, 2)));
  }

  @Test
  @DisplayName("misuse: a bid after the round is complete, a null bid, a bad seat or table")
  void misuse() {
    BiddingRound<Integer> done = round(0, 1, 2, 3, 4);
    assertThatThrownBy(() -> done.with(5))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("every seat has bid");
    assertThatThrownBy(() -> round(0).with(null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> BiddingRound.from(4, 4)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> BiddingRound.from(0, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new BiddingRound<>(2, 0, List.of(1, 2, 3)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at most 2 bids");
  }

  @Test
  @DisplayName("legal bids: the candidates in order, only for the seat to bid")
  void legalOnlyAtTurn() {
    BiddingRound<Integer> r = round(3, 2);
    assertThat(r.legal(1, upTo(3), NONE)).containsExactly(0, 1, 2, 3);
    assertThat(r.legal(0, upTo(3), NONE)).isEmpty();
    assertThat(r.legal(2, upTo(3), NONE)).isEmpty();
    assertThat(round(3, 1, 2, 3, 4).legal(3, upTo(3), NONE)).isEmpty();
  }

  @Test
  @DisplayName(
      "a per-seat restriction: a seat that has not looked may only bid blind (spades §3.3)")
  void perSeatRestriction() {
    // -1 stands for blind nil here; seat 2 has not looked at its cards
    List<Integer> candidates = List.of(0, 1, 2, 3, -1);
    int unseen = 1 << 2;
    BiddingRound.Restriction<Integer> blindOnlyUnseen =
        (round, seat, bid) -> ((unseen >> seat) & 1) != 0 ? bid == -1 : bid != -1;
    BiddingRound<Integer> r = round(0, 3);
    assertThat(r.legal(2, candidates, blindOnlyUnseen)).containsExactly(-1);
    assertThat(r.with(-1).legal(3, candidates, blindOnlyUnseen)).containsExactly(0, 1, 2, 3);
    // a partner's bid restricts: at most 3 for the team (spades §7 teamBidLimit, 13 here 3)
    BiddingRound.Restriction<Integer> teamLimit =
        (round, seat, bid) -> bid + round.bid((seat + 2) % 4).orElse(0) <= 3;
    assertThat(r.with(-1).legal(3, upTo(3), teamLimit)).containsExactly(0);
    assertThat(r.legal(2, upTo(3), teamLimit)).containsExactly(0, 1, 2, 3);
    assertThat(r.legal(2, candidates, teamLimit.and(blindOnlyUnseen))).containsExactly(-1);
    assertThat(r.with(-1).legal(3, candidates, teamLimit.and(blindOnlyUnseen))).containsExactly(0);
  }

  @Test
  @DisplayName(
      "the hook (ohhell §3.3, OH-E4): the dealer may not bring the total to the tricks; others bid freely")
  void hook() {
    BiddingRound.Restriction<Integer> hook5 = BiddingRound.Restriction.hook(5, Integer::intValue);
    // dealer 3, h = 5: bids 2, 0, 1 -> the dealer may not bid 2
    assertThat(round(3, 2, 0, 1).legal(3, upTo(5), hook5)).containsExactly(0, 1, 3, 4, 5);
    // bids 3, 1, 2 (S = 6 > 5): nothing is forbidden
    assertThat(round(3, 3, 1, 2).legal(3, upTo(5), hook5)).containsExactly(0, 1, 2, 3, 4, 5);
    // hook off: the first case is free
    assertThat(round(3, 2, 0, 1).legal(3, upTo(5), NONE)).containsExactly(0, 1, 2, 3, 4, 5);
    // the non-dealers are never hooked, even when their bid would make the total
    assertThat(round(3, 2, 3).legal(2, upTo(5), hook5)).containsExactly(0, 1, 2, 3, 4, 5);
    // h = 1: bids 0, 0, 0 -> the dealer must bid 0; bids 1, 0, 0 -> must bid 1
    BiddingRound.Restriction<Integer> hook1 = BiddingRound.Restriction.hook(1, Integer::intValue);
    assertThat(round(3, 0, 0, 0).legal(3, upTo(1), hook1)).containsExactly(0);
    assertThat(round(3, 1, 0, 0).legal(3, upTo(1), hook1)).containsExactly(1);
    // another dealer: the hook follows the last bidder
    assertThat(round(1, 1, 1, 1).legal(1, upTo(3), BiddingRound.Restriction.hook(3, x -> x)))
        .containsExactly(1, 2, 3);
  }

  @Test
  @DisplayName("legal bids as a mask over the candidates: the same bids, 0 out of turn, at most 64")
  void legalMask() {
    BiddingRound.Restriction<Integer> hook5 = BiddingRound.Restriction.hook(5, Integer::intValue);
    BiddingRound<Integer> r = round(3, 2, 0, 1);
    // candidates 0..5, the dealer may not bid 2: bits 0, 1, 3, 4, 5
    assertThat(r.legalMask(3, upTo(5), hook5)).isEqualTo(0b111011L);
    assertThat(r.legalMask(2, upTo(5), hook5)).isZero();
    assertThat(r.legalMask(3, upTo(5), NONE)).isEqualTo(0b111111L);
    assertThatThrownBy(() -> r.legalMask(3, upTo(64), NONE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at most 64 candidates");
  }

  @Test
  @DisplayName(
      "a restriction read once per turn (at) decides the legal bids, and must agree with allows")
  void perTurnReading() {
    int[] readings = new int[1];
    BiddingRound.Restriction<Integer> teamLimit =
        new BiddingRound.Restriction<>() {
          @Override
          public boolean allows(BiddingRound<Integer> round, int seat, Integer bid) {
            return at(round, seat).test(bid);
          }

          @Override
          public java.util.function.Predicate<Integer> at(BiddingRound<Integer> round, int seat) {
            readings[0]++;
            int partner = round.bid((seat + 2) % 4).orElse(0);
            return bid -> bid + partner <= 3;
          }
        };
    BiddingRound<Integer> r = round(0, 3, 2);
    // seat 3's partner (seat 1) bid 3: only 0
    assertThat(r.legal(3, upTo(5), teamLimit)).containsExactly(0);
    assertThat(r.legalMask(3, upTo(5), teamLimit)).isEqualTo(1L);
    assertThat(readings[0]).isEqualTo(2);
    assertThat(teamLimit.allows(r, 3, 1)).isFalse();
  }

  @Test
  @DisplayName(
      "a restriction stated as a mask decides legalMask without testing each candidate; rounds"
          + " of more than four bids keep every bid in turn")
  void maskRestrictionAndLongRounds() {
    BiddingRound.Restriction<Integer> evenOnly =
        new BiddingRound.Restriction<>() {
          @Override
          public boolean allows(BiddingRound<Integer> round, int seat, Integer bid) {
            throw new AssertionError("legalMask asked allows instead of the mask");
          }

          @Override
          public long mask(BiddingRound<Integer> round, int seat, List<Integer> candidates) {
            return 0b010101L;
          }
        };
    assertThat(round(3, 1).legalMask(1, upTo(5), evenOnly)).isEqualTo(0b010101L);
    assertThat(round(3, 1).legalMask(2, upTo(5), evenOnly)).as("out of turn").isZero();
    BiddingRound<Integer> r = BiddingRound.leftOfDealer(6, 5);
    for (int b = 1; b <= 6; b++) {
      r = r.with(b * 10);
    }
    BiddingRound<Integer> six = r;
    assertThat(six.bids()).containsExactly(10, 20, 30, 40, 50, 60);
    assertThat(six.isComplete()).isTrue();
    assertThat(six.bidOf(5)).isEqualTo(60);
    assertThat(six).isEqualTo(new BiddingRound<>(6, 0, List.of(10, 20, 30, 40, 50, 60)));
    assertThatThrownBy(() -> six.bids().add(70)).isInstanceOf(UnsupportedOperationException.class);
  }
}
