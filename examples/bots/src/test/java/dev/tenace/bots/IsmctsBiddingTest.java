package dev.tenace.bots;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.View;
import dev.tenace.spades.SpadesAction;
import dev.tenace.spades.SpadesGame;
import dev.tenace.spades.SpadesRules;
import dev.tenace.spades.SpadesState;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** ISMCTS before trick play: the choice is searched by PIMC over the same budget of play-outs. */
class IsmctsBiddingTest {
  @Test
  @DisplayName(
      "Spades 3.2: ismcts:N bids as PIMC with N / (legal bids) worlds from its own random stream")
  void bidsAsPimc() {
    int checked = 0;
    for (long deal = 0; deal < 6; deal++) {
      SpadesState s = SpadesGame.INSTANCE.newDeal(SpadesRules.defaults(), 0, deal);
      while (!(s.legalActions().get(0) instanceof CardPlay)) {
        int seat = s.toMove();
        if (s.legalActions().contains(SpadesAction.Look.LOOK)) {
          s = s.applyLegal(seat, SpadesAction.Look.LOOK);
          continue;
        }
        View<?> v = s.viewFor(seat);
        List<Action> legal = v.legalActions();
        long seed = 100 + deal * 4 + seat;
        Action ismcts = Ismcts.withIterations(140, seed).act(v);
        long pimcSeed = new SplittableRandom(seed).nextLong();
        Action pimc = new Pimc(140 / legal.size(), pimcSeed, Pimc.Rollout.random()).act(v);
        assertThat(ismcts).as("deal %d seat %d", deal, seat).isEqualTo(pimc);
        checked++;
        s = s.applyLegal(seat, ismcts);
      }
    }
    assertThat(checked).isEqualTo(24);
  }
}
