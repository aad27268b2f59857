package dev.tenace.hearts;

import dev.tenace.core.game.Action;
import dev.tenace.core.testkit.GameContract;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The core contract suite on Hearts: default rules and a spread of variants (every variant on at
 * least once).
 */
class HeartsContractTest {

  private static Stream<DynamicTest> contract(String name, HeartsRules rules, int examples) {
    return GameContract.<HeartsState, HeartsView>of(
            name,
            seed ->
                HeartsState.deal(
                    rules,
                    1 + (int) Math.floorMod(seed, 4L),
                    (int) Math.floorMod(seed >>> 8, (long) rules.players()),
                    seed))
        .probes(
            s ->
                List.<Action>of(
                    HeartsAction.Moon.ADD,
                    HeartsAction.Moon.SUBTRACT,
                    new HeartsAction.Pass(s.hand(0).isEmpty() ? s.hand(1) : s.hand(0))))
        .examples(examples)
        .viewEvery(3)
        .tests();
  }

  @TestFactory
  @DisplayName("hearts contract: default rules")
  Stream<DynamicTest> defaults() {
    return contract("hearts default", HeartsRules.defaults(), 40);
  }

  @TestFactory
  @DisplayName("hearts contract: common online, omnibus, no-tricks bonus, first lead any club")
  Stream<DynamicTest> commonVariants() {
    return contract(
        "hearts variants",
        HeartsRules.builder()
            .noPointsFirstTrick(true)
            .queenBreaksHearts(true)
            .jackOfDiamonds(true)
            .noTricksBonus(true)
            .firstLeadAnyClub(true)
            .heartsInsteadOfQueenLead(true)
            .moonChoice(false)
            .build(),
        25);
  }

  @TestFactory
  @DisplayName(
      "hearts contract: no moon (shootTheMoon off) with the omnibus jack and the no-tricks bonus")
  Stream<DynamicTest> noMoon() {
    return contract(
        "hearts no moon",
        HeartsRules.builder().shootTheMoon(false).jackOfDiamonds(true).noTricksBonus(true).build(),
        20);
  }

  @TestFactory
  @DisplayName("hearts contract: hearts open from the start (mustBreakHearts off)")
  Stream<DynamicTest> heartsOpen() {
    return contract("hearts open", HeartsRules.defaults().withMustBreakHearts(false), 15);
  }

  @TestFactory
  @DisplayName("hearts contract: 3 players")
  Stream<DynamicTest> threePlayers() {
    return contract("hearts 3p", HeartsRules.defaults().withPlayers(3), 20);
  }

  @TestFactory
  @DisplayName("hearts contract: 5 players")
  Stream<DynamicTest> fivePlayers() {
    return contract(
        "hearts 5p", HeartsRules.defaults().withPlayers(5).withNoPointsFirstTrick(true), 20);
  }

  @TestFactory
  @DisplayName("hearts contract: widow game, 4 players")
  Stream<DynamicTest> widow4() {
    return contract(
        "hearts widow 4p",
        HeartsRules.builder().widow(true).players(4).jackOfDiamonds(true).build(),
        20);
  }

  @TestFactory
  @DisplayName("hearts contract: widow game, 5 players")
  Stream<DynamicTest> widow5() {
    return contract("hearts widow 5p", HeartsRules.builder().widow(true).players(5).build(), 20);
  }
}
