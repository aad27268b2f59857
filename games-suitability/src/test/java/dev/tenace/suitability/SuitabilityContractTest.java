package dev.tenace.suitability;

import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.testkit.GameContract;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The core contract suite on Suitability for 2, 3, 4 and 5 players and every variant. */
class SuitabilityContractTest {

  /**
   * Every declaration and privilege claim, legal or not, tried in every state (legal = accepted).
   */
  static final List<Action> CALLS;

  static {
    List<Action> all = new ArrayList<>();
    for (Role r : List.of(Role.TRUMP, Role.PENALTY, Role.REVERSE)) {
      for (Suit s : Suit.values()) {
        all.add(new SuitabilityAction.Declare(s, r));
      }
    }
    for (Privilege p : Privilege.values()) {
      all.add(new SuitabilityAction.Claim(p));
    }
    CALLS = List.copyOf(all);
  }

  private static Stream<DynamicTest> contract(String name, SuitabilityRules rules, int examples) {
    return GameContract.<SuitabilityState, SuitabilityView>of(
            name,
            seed ->
                SuitabilityState.deal(
                    rules, (int) Math.floorMod(seed, (long) rules.players()), seed))
        .probes(s -> CALLS)
        .examples(examples)
        .viewEvery(3)
        .tests();
  }

  @TestFactory
  @DisplayName("suitability contract: the seed's 4-player game")
  Stream<DynamicTest> defaults() {
    return contract("suitability default", SuitabilityRules.defaults(), 30);
  }

  @TestFactory
  @DisplayName("suitability contract: partnerships, round down, target")
  Stream<DynamicTest> variants() {
    return contract(
        "suitability variants",
        SuitabilityRules.builder()
            .partnerships(true)
            .roundDown(true)
            .endCondition(EndCondition.TARGET)
            .build(),
        15);
  }

  @TestFactory
  @DisplayName("suitability contract: 5 players with jokers")
  Stream<DynamicTest> five() {
    return contract("suitability 5p", SuitabilityRules.builder().players(5).build(), 25);
  }

  @TestFactory
  @DisplayName("suitability contract: 3 players with the turn-up")
  Stream<DynamicTest> three() {
    return contract("suitability 3p", SuitabilityRules.builder().players(3).build(), 25);
  }

  @TestFactory
  @DisplayName("suitability contract: 2 players")
  Stream<DynamicTest> two() {
    return contract("suitability 2p", SuitabilityRules.builder().players(2).build(), 20);
  }
}
