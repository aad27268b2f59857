package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Match;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Whole Oh Hell matches (§6): every preset's match ends after its schedule. */
class OhHellMatchTest {

  @Test
  @DisplayName(
      "ohhell §1.2, §2.3, §6: a match of every preset deals the schedule's hand sizes, the dealer passing left, and ends after the last deal; the highest totals win")
  void everyPresetEndsAfterItsSchedule() {
    for (OhHellRules r : OhHellGame.INSTANCE.presets().values()) {
      for (long seed = 0; seed < 3; seed++) {
        int first = (int) (seed % r.players());
        SplittableRandom rng = new SplittableRandom(seed);
        Match<OhHellState> m = OhHellGame.INSTANCE.newMatch(r, first, seed);
        List<Integer> totals = new ArrayList<>(Collections.nCopies(r.players(), 0));
        int deals = 0;
        while (true) {
          OhHellState d = m.deal();
          deals++;
          assertThat(m.dealNumber()).isEqualTo(deals);
          assertThat(d.dealer()).isEqualTo((first + deals - 1) % r.players());
          assertThat(d.hand(0).size()).isEqualTo(r.handSize(deals));
          assertThat(d.standing()).isEqualTo(totals);
          while (!m.deal().isTerminal()) {
            OhHellState s = m.deal();
            List<Action> legal = s.legalActions(s.toMove());
            m = m.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
          }
          for (int x = 0; x < r.players(); x++) {
            totals.set(x, totals.get(x) + m.deal().score(x));
          }
          assertThat(m.totals()).isEqualTo(totals);
          if (m.isOver()) {
            break;
          }
          m = m.nextDeal();
        }
        assertThat(deals).as("%s seed %d", r, seed).isEqualTo(r.deals());
        int best = Collections.max(totals);
        List<Integer> winners = new ArrayList<>();
        for (int x = 0; x < r.players(); x++) {
          if (totals.get(x) == best) {
            winners.add(x);
          }
        }
        assertThat(m.winners()).isEqualTo(winners);
      }
    }
  }
}
