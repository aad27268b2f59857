package dev.tenace.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.testkit.AdversarialAgents;
import dev.tenace.core.testkit.PlainGame;
import dev.tenace.core.testkit.RandomAgent;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Hardening issue, finding 7: a match that never ends is cut by the runner's limits, and the runner
 * says why it stopped in its result instead of throwing.
 */
class MatchRunnerLimitsTest {

  /** The plain game dealt for ever: no end condition. */
  record EndlessPolicy() implements MatchPolicy<PlainGame.State> {
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
      return List.of();
    }

    @Override
    public boolean lowerTotalsWin() {
      return false;
    }
  }

  private static List<RandomAgent> randomAgents() {
    return List.of(new RandomAgent(1), new RandomAgent(2), new RandomAgent(3), new RandomAgent(4));
  }

  @Test
  @DisplayName(
      "finding 7: a deal limit ends an endless match after that deal, as a DEAL_LIMIT result with its totals")
  void finding7DealLimitIsAResult() {
    ValuesAndMatchesTest.Counting seen = new ValuesAndMatchesTest.Counting();
    MatchRunner.Result<Match<PlainGame.State>> r =
        MatchRunner.run(
            Match.start(new EndlessPolicy(), 0, 7L),
            randomAgents(),
            seen,
            MatchRunner.OnFault.STOP,
            5);
    assertThat(r.stop()).isEqualTo(MatchRunner.Stop.DEAL_LIMIT);
    assertThat(r.completed()).isFalse();
    assertThat(r.match().dealNumber()).isEqualTo(5);
    assertThat(r.match().deal().isTerminal()).isTrue();
    assertThat(r.match().isOver()).isFalse();
    assertThat(r.match().totals().stream().mapToInt(Integer::intValue).sum()).isEqualTo(5 * 13);
    assertThat(seen.started).isEqualTo(5);
    assertThat(seen.ended).isEqualTo(5);
    // a match that ends before the limit is completed; the limit is the match's own deal number
    MatchRunner.Result<Match<PlainGame.State>> done =
        MatchRunner.run(
            Match.start(new ValuesAndMatchesTest.PlainPolicy(), 3, 3L),
            randomAgents(),
            MatchRunner.Listener.none(),
            MatchRunner.OnFault.STOP,
            1_000);
    assertThat(done.stop()).isEqualTo(MatchRunner.Stop.COMPLETED);
    assertThat(done.match().winners()).isNotEmpty();
    MatchRunner.Result<Match<PlainGame.State>> one =
        MatchRunner.run(
            Match.start(new ValuesAndMatchesTest.PlainPolicy(), 3, 3L),
            randomAgents(),
            MatchRunner.Listener.none(),
            MatchRunner.OnFault.STOP,
            1);
    assertThat(one.stop()).isEqualTo(MatchRunner.Stop.DEAL_LIMIT);
    assertThat(one.match().dealNumber()).isEqualTo(1);
    assertThatThrownBy(
            () ->
                MatchRunner.run(
                    Match.start(new EndlessPolicy(), 0, 7L),
                    randomAgents(),
                    MatchRunner.Listener.none(),
                    MatchRunner.OnFault.STOP,
                    0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("maxDeals");
  }

  @Test
  @DisplayName(
      "finding 7: without a deal limit an endless match ends at the step limit as a STEP_LIMIT result, never an exception")
  void finding7StepLimitIsAResult() {
    MatchRunner.Result<Match<PlainGame.State>> r =
        MatchRunner.run(
            Match.start(new EndlessPolicy(), 0, 7L),
            randomAgents(),
            MatchRunner.Listener.none(),
            MatchRunner.OnFault.PLAY_FIRST_LEGAL);
    assertThat(r.stop()).isEqualTo(MatchRunner.Stop.STEP_LIMIT);
    assertThat(r.completed()).isFalse();
    assertThat(r.match().isOver()).isFalse();
    assertThat(r.match().dealNumber()).isGreaterThan(MatchRunner.STEP_LIMIT / 53);
  }

  @Test
  @DisplayName("finding 7: a run stopped by a fault says so; a deal played out says COMPLETED")
  void finding7FaultAndDealResults() {
    MatchRunner.Result<Match<PlainGame.State>> r =
        MatchRunner.run(
            Match.start(new EndlessPolicy(), 0, 7L),
            List.of(
                AdversarialAgents.returningNull(),
                new RandomAgent(2),
                new RandomAgent(3),
                new RandomAgent(4)),
            MatchRunner.Listener.none(),
            MatchRunner.OnFault.STOP,
            3);
    assertThat(r.stop()).isEqualTo(MatchRunner.Stop.FAULT);
    assertThat(r.faults()).hasSize(1);
    MatchRunner.Result<PlainGame.State> d =
        MatchRunner.playDeal(
            PlainGame.deal(4L),
            randomAgents(),
            MatchRunner.Listener.none(),
            MatchRunner.OnFault.STOP);
    assertThat(d.stop()).isEqualTo(MatchRunner.Stop.COMPLETED);
    assertThatThrownBy(() -> new MatchRunner.Result<>(PlainGame.deal(4L), List.of(), null))
        .isInstanceOf(NullPointerException.class)
        .hasMessageContaining("stop");
  }
}
