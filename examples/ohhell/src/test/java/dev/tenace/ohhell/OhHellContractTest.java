package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.Action;
import dev.tenace.core.testkit.CursorProperty;
import dev.tenace.core.testkit.GameContract;
import dev.tenace.core.testkit.SamplerProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The test kit's contract suite on Oh Hell: the game contract on every preset and on every deal of
 * the schedule, the search cursor and the sampler against the states.
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
              GameContract.<OhHellState, OhHellView>of(
                      "ohhell every deal, " + n + " players",
                      seed ->
                          EveryDeal.INSTANCE.newDeal(r, (int) Math.floorMod(seed, (long) n), seed))
                  .probes(s -> BIDS)
                  .examples(20)
                  .tests());
    }
    return all;
  }

  @Test
  @DisplayName(
      "cursor: every preset, deal 1, 20 random deals each: the cursor agrees with the states")
  void cursorOnPresets() {
    assertThat(CursorProperty.overPresets(OhHellGame.INSTANCE, 20)).isEmpty();
  }

  /**
   * Not {@code overPresets}: it moves one deal's cursor to the next deal of the preset by {@code
   * resetTo}, which a cursor refuses for a deal of another hand size, so each deal gets its own.
   */
  @Test
  @DisplayName(
      "cursor: every preset, every deal of the schedule: the cursor agrees with the states")
  void cursorOnEveryDeal() {
    List<String> failures = new ArrayList<>();
    for (Map.Entry<String, OhHellRules> p : OhHellGame.INSTANCE.presets().entrySet()) {
      for (long seed = 0; seed < 25; seed++) {
        for (String f : CursorProperty.failures(EveryDeal.INSTANCE, p.getValue(), seed)) {
          failures.add(p.getKey() + " seed " + seed + ": " + f);
        }
      }
    }
    assertThat(failures).isEmpty();
  }

  @Test
  @DisplayName(
      "sampler: every preset, deal 1, every state and seat: a sample never fails and gives the same view")
  void samplerOnPresets() {
    assertThat(SamplerProperty.overPresets(OhHellGame.INSTANCE, 15, 1)).isEmpty();
  }

  @Test
  @DisplayName(
      "sampler: every preset, every deal of the schedule: a sample never fails and gives the same view")
  void samplerOnEveryDeal() {
    assertThat(SamplerProperty.overPresets(EveryDeal.INSTANCE, 25, 1)).isEmpty();
  }
}
