package dev.tenace.core.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickHistory;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link TrickAccess}: trick play's unchecked way to a history and a trick in progress gives what
 * the checked one does.
 */
class TrickAccessTest {
  private static final String ONE = "0:2C 1:AC 2:3C 3:4C";
  private static final String TWO = "1:KH 2:2H 3:3S 0:4H";

  private static long packed(String trick) {
    return Trick.parse(trick, 4).packed();
  }

  private static long cards(String trick) {
    return CardSet.parse(trick.replaceAll("\\d:", "")).bits();
  }

  @Test
  @DisplayName("a history made unchecked equals the one made by first and then")
  void sameHistory() {
    TrickAccess.Histories h = TrickAccess.histories();
    TrickHistory unchecked =
        h.then(h.first(4, 0, packed(ONE), cards(ONE), 1), 1, packed(TWO), cards(TWO), 3);
    TrickHistory checked = TrickHistory.first(4, 0, packed(ONE), 1).then(1, packed(TWO), 3);
    assertThat(unchecked).isEqualTo(checked).hasSize(2);
    assertThat(unchecked.cardBits()).isEqualTo(checked.cardBits());
    assertThat(unchecked.lastCardBits()).isEqualTo(cards(TWO));
    assertThat(unchecked.tricksWon(3)).isEqualTo(1);
    assertThat(unchecked.tricksWon(1)).isEqualTo(1);
    assertThat(unchecked.before().lastWinner()).isEqualTo(1);
  }

  @Test
  @DisplayName("a trick in progress made unchecked equals the one Trick.ofPacked checks")
  void sameTrickInProgress() {
    TrickAccess.Histories h = TrickAccess.histories();
    long packed = packed(TWO);
    for (int size = 0; size <= 3; size++) {
      long part = size == 0 ? 0L : packed & ((1L << (8 * size)) - 1);
      assertThat(h.inProgress(4, 1, size, part))
          .as("%d cards", size)
          .isEqualTo(Trick.ofPacked(4, 1, size, part, -1));
    }
    assertThat(h.inProgress(4, 1, 2, packed & 0xFFFF).toString()).isEqualTo("1:KH 2:2H");
  }

  @Test
  @DisplayName("the access is set by the history's class alone: another class's call is refused")
  void setByTheHistoryAlone() {
    TrickAccess.Histories h = TrickAccess.histories();
    assertThat(h).isNotNull();
    assertThatThrownBy(() -> TrickAccess.set(h))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("TrickHistory alone");
    assertThat(TrickAccess.histories()).isSameAs(h);
  }
}
