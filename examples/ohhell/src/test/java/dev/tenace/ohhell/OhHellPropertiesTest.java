package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.UtilityRange;
import dev.tenace.core.testkit.MatchDeals;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Properties of Oh Hell over random deals of every preset, every deal of the schedule reached
 * through the kit's {@link MatchDeals}, and counted statistics of the cases they must reach.
 */
class OhHellPropertiesTest {
  /** One player's deal score, §5.1 to §5.3 written out again. */
  private static int expected(OhHellRules.Scoring scoring, int bid, int tricks) {
    boolean made = bid == tricks;
    if (scoring == OhHellRules.Scoring.EXACT) {
      return made ? 10 + bid : 0;
    } else if (scoring == OhHellRules.Scoring.EXACT_OR_MINUS) {
      return made ? 10 + bid : -Math.abs(bid - tricks);
    }
    return tricks + (made ? 10 : 0);
  }

  @Test
  @DisplayName(
      "ohhell §3.3, §4, §5: the hook keeps the bids off h; h tricks, each won by its winner; every score is §5's of the bid and the tricks; made and missed bids and a hooked dealer are reached")
  void dealsFollowTheRules() {
    int made = 0;
    int missed = 0;
    int hooked = 0;
    for (OhHellRules r : OhHellGame.INSTANCE.presets().values()) {
      for (long seed = 0; seed < 40; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        OhHellState s = MatchDeals.deal(OhHellGame.INSTANCE, r, seed);
        int h = r.handSize(s.dealNumber());
        int bids = 0;
        while (!s.isTerminal()) {
          List<Action> legal = s.legalActions(s.toMove());
          if (s.tricks().isEmpty() && s.toMove() == s.dealer() && legal.size() == h) {
            hooked++;
          }
          s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
        }
        TrickTable table = s.tricks().orElseThrow();
        assertThat(table.completed()).hasSize(h);
        int[] won = new int[r.players()];
        for (Trick t : table.completed()) {
          won[t.winner()]++;
        }
        for (int seat = 0; seat < r.players(); seat++) {
          int bid = s.bid(seat).orElseThrow();
          bids += bid;
          assertThat(table.tricksWon().get(seat)).isEqualTo(won[seat]);
          assertThat(s.score(seat))
              .as("%s seed %d seat %d: bid %d, won %d", r, seed, seat, bid, won[seat])
              .isEqualTo(expected(r.scoring(), bid, won[seat]));
          made += bid == won[seat] ? 1 : 0;
          missed += bid == won[seat] ? 0 : 1;
        }
        if (r.hook()) {
          assertThat(bids).as("%s seed %d: the bids total h", r, seed).isNotEqualTo(h);
        }
      }
    }
    assertThat(made).as("bids made").isGreaterThan(100);
    assertThat(missed).as("bids missed").isGreaterThan(100);
    assertThat(hooked).as("dealers with a bid taken away by the hook").isGreaterThan(20);
  }

  @Test
  @DisplayName(
      "ohhell §5: every score of a random deal of every preset and scoring lies in the utility range of its rules; deals that do not sum to 0 are reached")
  void utilityInRange() {
    int notZeroSum = 0;
    List<OhHellRules> all = new ArrayList<>(OhHellGame.INSTANCE.presets().values());
    for (OhHellRules.Scoring scoring : OhHellRules.Scoring.values()) {
      all.add(OhHellRules.defaults().withScoring(scoring).withPlayers(3).withHook(false));
    }
    for (OhHellRules r : all) {
      UtilityRange range = OhHellGame.INSTANCE.utilityRange(r).orElseThrow();
      for (long seed = 0; seed < 40; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        OhHellState s = MatchDeals.deal(OhHellGame.INSTANCE, r, seed);
        while (!s.isTerminal()) {
          List<Action> legal = s.legalActions(s.toMove());
          s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
        }
        double sum = 0;
        for (int seat = 0; seat < r.players(); seat++) {
          assertThat(s.utility(seat))
              .as("%s seed %d seat %d", r, seed, seat)
              .isBetween(range.min(), range.max());
          sum += s.utility(seat);
        }
        notZeroSum += sum == 0 ? 0 : 1;
      }
      assertThat(OhHellGame.INSTANCE.zeroSum(r)).isFalse();
    }
    assertThat(notZeroSum).isGreaterThan(100);
  }
}
