package dev.tenace.core.game;

import static dev.tenace.core.testkit.TenaceAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.testkit.PlainGame;
import dev.tenace.core.testkit.Positions;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The test kit's assertions and position helper ({@link dev.tenace.core.testkit.TenaceAssertions},
 * {@link Positions}) on the plain game: what they accept, and the message each gives when it fails.
 */
class TenaceAssertionsTest {
  /**
   * Dealer 3, so seat 0 leads: seat 0 holds 2S–8S and 2H–7H, seat 1 9S–AS and 8H–AH, seat 2 the
   * diamonds, seat 3 the clubs.
   */
  private static PlainGame.State deal() {
    List<CardSet> hands =
        List.of(
            CardSet.parse("2S 3S 4S 5S 6S 7S 8S 2H 3H 4H 5H 6H 7H"),
            CardSet.parse("9S TS JS QS KS AS 8H 9H TH JH QH KH AH"),
            CardSet.parse("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"),
            CardSet.parse("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"));
    return PlainGame.start(Deal.of(Deck.standard(), 3, hands, List.of()), false);
  }

  @Test
  @DisplayName("Positions.play: by the seat to move, or by the seat a text names first")
  void playsActionTexts() {
    PlainGame.State s = Positions.play(deal(), "play 2S", "1: play 9S", "2 play 2D");
    assertThat(s).isToMove(3).hasHand(1, "TS JS QS KS AS 8H 9H TH JH QH KH AH");
    assertThat(Positions.texts(s.legalActions())).hasSize(13).startsWith("play 2C", "play 3C");
    assertThat(Positions.legalTexts(s, 0)).isEmpty();
  }

  @Test
  @DisplayName("Positions.play fails with the refusal's code and sentence, and which action it was")
  void refusalFails() {
    PlainGame.State s = deal();
    assertThatThrownBy(() -> Positions.play(s, "play 2S", "play 8H"))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("action 2 of [play 2S, play 8H], 'play 8H' by seat 1, was refused")
        .hasMessageContaining("MUST_FOLLOW_SUIT");
    assertThatThrownBy(() -> Positions.play(s, "0: bid 3"))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("'bid 3', does not parse");
    assertThatThrownBy(() -> Positions.play(s, "2: play 2D"))
        .hasMessageContaining("by seat 2, was refused: NOT_YOUR_TURN");
  }

  @Test
  @DisplayName("StateAssert: legal actions as texts, of the seat to move or any seat")
  void legalActionsAsTexts() {
    PlainGame.State led = Positions.play(deal(), "play 2S");
    assertThat(led)
        .hasLegalActions(1, "play 9S", "play TS", "play JS", "play QS", "play KS", "play AS")
        .hasLegalPlays("9S TS JS QS KS AS")
        .hasLegalActions(0);
    assertThat(led).legalActions().contains("play AS").doesNotContain("play 8H");
    assertThat(led).legalActions(2).isEmpty();
    assertThatThrownBy(() -> assertThat(led).hasLegalActions(1, "play 9S"))
        .hasMessageContaining(
            "expected legal actions [play 9S] of seat 1 but were [play 9S, play TS");
    assertThatThrownBy(() -> assertThat(led).legalActions(1).containsExactly("play 8H"))
        .hasMessageContaining("legal actions of seat 1");
    assertThatThrownBy(() -> assertThat(led).hasHand(0, "2S"))
        .hasMessageContaining("expected seat 0 to hold {2S} but it holds {3S 4S");
  }

  @Test
  @DisplayName("StateAssert.after plays texts and asserts on the result; isTerminal at the end")
  void afterAndTerminal() {
    PlainGame.State s = deal();
    assertThat(s).after("play 2S", "play 9S", "play 2D", "play 2C").isToMove(1);
    assertThatThrownBy(() -> assertThat(s).isTerminal())
        .hasMessageContaining("expected the deal to be over but seat 0 is to move");
    PlainGame.State end = s;
    while (!end.isTerminal()) {
      end = end.applyLegal(end.toMove(), end.legalActions().get(0));
    }
    assertThat(end).isTerminal().legalActions().isEmpty();
  }

  @Test
  @DisplayName("ResultAssert: a refusal's code and sentence, or the state an accepted action gives")
  void results() {
    PlainGame.State led = Positions.play(deal(), "play 2S");
    Action heart = led.parseAction("play 8H");
    assertThat(led.apply(1, heart))
        .isRefusedWith(RuleCode.MUST_FOLLOW_SUIT)
        .hasMessageContaining("8H");
    assertThat(led.apply(2, led.parseAction("play 2D"))).isRefusedWith(RuleCode.NOT_YOUR_TURN);
    assertThat(led.apply(1, led.parseAction("play AS"))).isAccepted().isToMove(2);
    assertThatThrownBy(() -> assertThat(led.apply(1, heart)).isRefusedWith("NOT_YOUR_TURN"))
        .hasMessageContaining("expected a refusal with NOT_YOUR_TURN but was MUST_FOLLOW_SUIT");
    assertThatThrownBy(
            () -> assertThat(led.apply(1, led.parseAction("play AS"))).isRefusedWith("X"))
        .hasMessageContaining("expected a refusal with X but the action was accepted");
    assertThatThrownBy(() -> assertThat(led.apply(1, heart)).isAccepted())
        .hasMessageContaining("expected the action to be accepted but was refused: MUST_FOLLOW");
    assertThatThrownBy(() -> assertThat(led.apply(1, heart)).hasMessageContaining("9C"))
        .hasMessageContaining("expected the refusal's sentence to contain \"9C\"");
    assertThat(led).rejects("play 8H", RuleCode.MUST_FOLLOW_SUIT).accepts("play KS");
  }

  @Test
  @DisplayName(
      "Positions.refusal: the rule code of a refused text or result (state or match), else accepted")
  void refusalCodes() {
    PlainGame.State led = Positions.play(deal(), "play 2S");
    assertThat(Positions.refusal(led, "play 8H")).isEqualTo(RuleCode.MUST_FOLLOW_SUIT);
    assertThat(Positions.refusal(led, "2: play 2D")).isEqualTo(RuleCode.NOT_YOUR_TURN);
    assertThat(Positions.refusal(led, "1 play AS")).isEqualTo(Positions.ACCEPTED);
    assertThat(Positions.refusal(led.apply(1, led.parseAction("play 8H"))))
        .isEqualTo(RuleCode.MUST_FOLLOW_SUIT);
    assertThat(Positions.refusal(led.apply(1, led.parseAction("play AS")))).isEqualTo("accepted");
    Match<PlainGame.State> m = Match.start(new OneDeal(), 3, 1L);
    Action first = m.deal().legalActions().get(0);
    assertThat(Positions.refusal(m.apply((m.deal().toMove() + 1) % 4, first)))
        .isEqualTo(RuleCode.NOT_YOUR_TURN);
    assertThatThrownBy(() -> Positions.refusal(led, "1: bid 3"))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("'bid 3', does not parse");
  }

  @Test
  @DisplayName("ResultAssert.message: the refusal's sentence to assert on; fails on an acceptance")
  void refusalMessage() {
    PlainGame.State led = Positions.play(deal(), "play 2S");
    assertThat(led.apply(1, led.parseAction("play 8H")))
        .message()
        .contains("8H")
        .doesNotContainPattern("\\b9C\\b");
    assertThatThrownBy(
            () ->
                assertThat(led.apply(1, led.parseAction("play 8H"))).message().doesNotContain("8H"))
        .hasMessageContaining("the sentence of the refusal MUST_FOLLOW_SUIT");
    assertThatThrownBy(() -> assertThat(led.apply(1, led.parseAction("play AS"))).message())
        .hasMessageContaining("expected a refusal but the action was accepted");
  }

  /** A match of plain deals that never ends: for a refusal by a match. */
  private static final class OneDeal implements MatchPolicy<PlainGame.State> {
    @Override
    public int players() {
      return 4;
    }

    @Override
    public PlainGame.State deal(
        int number, int dealer, long seed, List<Integer> standing, PlainGame.State previous) {
      return PlainGame.deal(seed);
    }

    @Override
    public List<Integer> winners(List<Integer> totals, int scoredDeals, PlainGame.State deal) {
      return List.of();
    }
  }
}
