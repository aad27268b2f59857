package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.UtilityRange;
import dev.tenace.core.game.ViewHeader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The pieces a game's view and definition are built from: {@link ViewHeader} (what every view has),
 * {@link HeaderView} (the view accessors answered from it) and {@link UtilityBounds}.
 */
class HeaderViewTest {
  /** A state type for the view's signature only: no state is made here. */
  private interface NoState extends GameState<NoState, Toy> {}

  /** The smallest view on a header: every accessor but two comes from {@link HeaderView}. */
  private record Toy(ViewHeader<String> header) implements HeaderView<String, NoState> {
    @Override
    public int players() {
      return 4;
    }

    @Override
    public NoState sampleConsistentState(RandomGenerator rng) {
      throw new UnsupportedOperationException("no worlds in this test");
    }
  }

  private static ViewHeader<String> header(List<Integer> standing, List<Move> history) {
    return new ViewHeader<>(
        "toy rules",
        2,
        3,
        1,
        standing,
        2,
        CardSet.parse("AS KH"),
        List.<Action>of(),
        history,
        Optional.empty());
  }

  @Test
  @DisplayName("a view on a header answers every accessor from it, and copies the lists it holds")
  void answersFromTheHeader() {
    List<Integer> standing = new ArrayList<>(List.of(10, 20, 30, 40));
    ViewHeader<String> h = header(standing, new ArrayList<>());
    standing.set(0, 99);
    Toy v = new Toy(h);
    assertThat(v.rules()).isEqualTo("toy rules");
    assertThat(v.seat()).isEqualTo(2);
    assertThat(v.dealNumber()).isEqualTo(3);
    assertThat(v.dealer()).isEqualTo(1);
    assertThat(v.standing()).containsExactly(10, 20, 30, 40);
    assertThat(v.toMove()).isEqualTo(2);
    assertThat(v.canAct()).isFalse();
    assertThat(v.hand()).isEqualTo(CardSet.parse("AS KH"));
    assertThat(v.legalActions()).isEmpty();
    assertThat(v.history()).isEmpty();
    assertThat(v.tricks()).isEmpty();
    assertThat(new Toy(header(List.of(10, 20, 30, 40), List.of()))).isEqualTo(v);
  }

  @Test
  @DisplayName("a header without rules, hand, legal actions or tricks is refused, naming the part")
  void refusesMissingParts() {
    assertThatThrownBy(
            () ->
                new ViewHeader<>(
                    null,
                    0,
                    1,
                    0,
                    List.of(),
                    0,
                    CardSet.of(),
                    List.of(),
                    List.of(),
                    Optional.empty()))
        .hasMessageContaining("rules");
    assertThatThrownBy(
            () ->
                new ViewHeader<>(
                    "r", 0, 1, 0, List.of(), 0, null, List.of(), List.of(), Optional.empty()))
        .hasMessageContaining("hand");
    assertThatThrownBy(
            () ->
                new ViewHeader<>(
                    "r", 0, 1, 0, List.of(), 0, CardSet.of(), null, List.of(), Optional.empty()))
        .hasMessageContaining("legalActions");
    assertThatThrownBy(
            () ->
                new ViewHeader<>(
                    "r", 0, 1, 0, List.of(), 0, CardSet.of(), List.of(), List.of(), null))
        .hasMessageContaining("tricks");
  }

  @Test
  @DisplayName(
      "utility bounds give the range of the rules and the zero-sum claim they were made with")
  void utilityBounds() {
    UtilityBounds<Integer> open = UtilityBounds.of(n -> new UtilityRange(-n, n));
    UtilityBounds<Integer> zero = UtilityBounds.zeroSum(n -> new UtilityRange(-2 * n, 2 * n));
    assertThat(open.range().apply(5)).isEqualTo(new UtilityRange(-5, 5));
    assertThat(open.zeroSum().test(5)).isFalse();
    assertThat(zero.range().apply(5)).isEqualTo(new UtilityRange(-10, 10));
    assertThat(zero.zeroSum().test(5)).isTrue();
    assertThatThrownBy(() -> new UtilityBounds<Integer>(null, n -> true))
        .hasMessageContaining("range");
    assertThatThrownBy(() -> new UtilityBounds<Integer>(n -> new UtilityRange(0, 1), null))
        .hasMessageContaining("zeroSum");
  }
}
