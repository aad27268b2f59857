package dev.tenace.core.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.spi.HiddenDeal;
import java.util.SplittableRandom;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Hardening issue, finding 11 (core helpers): {@link Seat} and {@link HiddenDeal} (which replaced
 * {@code Redeal}, the re-deal the finding was about) refuse arguments out of range with an {@link
 * IllegalArgumentException} naming the argument, instead of answering with a seat that is not one,
 * a raw JDK exception, or a deal that gives seats the wrong counts.
 */
class SeatAndHiddenDealArgumentsTest {

  @Test
  @DisplayName(
      "finding 11: every Seat helper refuses a seat outside 0..n-1 and a table without seats, naming the seat")
  void finding11SeatRefusesOutOfRange() {
    for (int players : new int[] {1, 3, 4, 6}) {
      for (int bad : new int[] {-1, players, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
        for (IntUnaryOperator f :
            new IntUnaryOperator[] {
              s -> Seat.next(s, players),
              s -> Seat.left(s, players),
              s -> Seat.right(s, players),
              s -> Seat.across(s, players + players % 2),
              s -> Seat.offset(s, 1, players),
              s -> Seat.clockwiseFrom(s, players).length
            }) {
          int seat = bad == players && players % 2 == 1 ? players + 1 : bad;
          assertThatThrownBy(() -> f.applyAsInt(seat))
              .as("seat %d of %d", seat, players)
              .isInstanceOf(IllegalArgumentException.class)
              .hasMessageContaining("seat")
              .hasMessageContaining("" + seat);
        }
      }
    }
    for (int players : new int[] {0, -4, Integer.MIN_VALUE}) {
      assertThatThrownBy(() -> Seat.next(0, players))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("at least one seat");
      assertThatThrownBy(() -> Seat.offset(0, 3, players))
          .isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> Seat.clockwiseFrom(0, players))
          .isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> Seat.right(0, players)).isInstanceOf(IllegalArgumentException.class);
    }
    // in range they still work, whole turns of the table and extreme step counts included
    assertThat(Seat.offset(3, Integer.MAX_VALUE, 4))
        .isEqualTo(Math.floorMod(3L + Integer.MAX_VALUE, 4L));
    assertThat(Seat.offset(0, Integer.MIN_VALUE, 3))
        .isEqualTo((int) Math.floorMod((long) Integer.MIN_VALUE, 3L));
    assertThat(Seat.offset(2, -7, 4)).isEqualTo(3);
    assertThat(Seat.next(0, 1)).isZero();
    assertThat(Seat.right(0, 1)).isZero();
    assertThat(Seat.clockwiseFrom(2, 4)).containsExactly(2, 3, 0, 1);
    assertThat(Seat.name(-1)).as("names any number: it names bad input too").isEqualTo("seat -1");
  }

  @Test
  @DisplayName(
      "finding 11: HiddenDeal refuses no places, a negative need (naming the place) and needs that overflow int")
  void finding11HiddenDealRefusesOutOfRange() {
    SplittableRandom rng = new SplittableRandom(1);
    assertThatThrownBy(() -> HiddenDeal.builder(0L, new int[0]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("places");
    assertThatThrownBy(() -> HiddenDeal.builder(0b111L, new int[] {4, -1}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("place 1")
        .hasMessageContaining("-1");
    // the needs added in int wrap around to 0 = the number of hidden cards: refused, not a deal of
    // nothing
    assertThatThrownBy(
            () -> HiddenDeal.builder(0L, new int[] {Integer.MAX_VALUE, Integer.MAX_VALUE, 2}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("4294967296");
    assertThatThrownBy(() -> HiddenDeal.builder(0b11L, null))
        .isInstanceOf(NullPointerException.class)
        .hasMessageContaining("need");
    assertThat(HiddenDeal.builder(0b11L, new int[] {0, 2}).build().sampleForView(rng, 0))
        .containsExactly(0L, 0b11L);
  }
}
