package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.Action;
import dev.tenace.core.testkit.GameContract;
import dev.tenace.core.testkit.MatchDeals;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The test kit's contract suite on Oh Hell: the game contract on every preset and on every deal of
 * a match (the kit's {@code overMatch}), the search cursor and the sampler against the states.
 */
class OhHellContractTest {
  /** Every bid from -1 to 14, legal or not, tried in every state (legal = accepted). */
  static final List<Action> BIDS = bids();

  private static List<Action> bids() {
    List<Action> out = new ArrayList<>();
    for (int b = -1; b <= 14; b++) {
      out.add(new OhHellAction.Bid(b));
    }
    return List.copyOf(out);
  }

  @TestFactory
  @DisplayName("ohhell contract: every preset, deal 1 of each")
  Stream<DynamicTest> presets() {
    Stream<DynamicTest> all = Stream.empty();
    for (Map.Entry<String, OhHellRules> p : OhHellGame.INSTANCE.presets().entrySet()) {
      OhHellRules r = p.getValue();
      all =
          Stream.concat(
              all,
              GameContract.<OhHellState, OhHellView>of(
                      "ohhell " + p.getKey(),
                      seed ->
                          OhHellGame.INSTANCE.newDeal(
                              r, (int) Math.floorMod(seed, (long) r.players()), seed))
                  .probes(s -> BIDS)
                  .examples(12)
                  .tests());
    }
    return all;
  }

  @TestFactory
  @DisplayName("ohhell contract: every deal of the schedule (3 to 7 players, all hand sizes)")
  Stream<DynamicTest> everyDeal() {
    Stream<DynamicTest> all = Stream.empty();
    for (int players = 3; players <= 7; players++) {
      int n = players;
      OhHellRules r =
          OhHellRules.defaults().withPlayers(n).withSchedule(OhHellRules.Schedule.UP_DOWN);
      all =
          Stream.concat(
              all,
              GameContract.overMatch("ohhell every deal, " + n + " players", OhHellGame.INSTANCE, r)
                  .probes(s -> BIDS)
                  .examples(20)
                  .tests());
    }
    return all;
  }

  @Test
  @DisplayName(
      "ohhell §2.3: the kit's seeds reach every deal of a match, each with the schedule's hand size")
  void theKitDealsEveryDeal() {
    OhHellRules r = OhHellRules.defaults().withSchedule(OhHellRules.Schedule.UP_DOWN);
    List<OhHellState> starts = MatchDeals.starts(OhHellGame.INSTANCE, r, 7L, 100);
    assertThat(starts).hasSize(r.deals());
    for (int k = 1; k <= r.deals(); k++) {
      assertThat(starts.get(k - 1).hand(0).size()).as("deal %d", k).isEqualTo(r.handSize(k));
    }
    Set<Integer> sizes = new TreeSet<>();
    for (long seed = 0; seed < MatchDeals.SPAN; seed++) {
      sizes.add(MatchDeals.deal(OhHellGame.INSTANCE, r, seed).hand(0).size());
    }
    assertThat(sizes).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
  }
}
