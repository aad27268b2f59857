package dev.tenace.spades;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.testkit.GameContract;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The core contract suite on Spades: defaults, every Yahoo table and the common-elsewhere variants.
 */
class SpadesContractTest {

  private static Stream<DynamicTest> contract(String name, SpadesRules rules, int examples) {
    return GameContract.<SpadesState, SpadesView>of(
            name,
            seed -> {
              int a = (int) Math.floorMod(seed, 7L) * 60 - 100;
              int b = (int) Math.floorMod(seed >>> 3, 7L) * 60 - 100;
              return SpadesState.deal(
                  rules,
                  1,
                  (int) Math.floorMod(seed >>> 6, 4L),
                  List.of(a, b),
                  List.of((int) Math.floorMod(seed >>> 9, 10L), 9),
                  seed);
            })
        .probes(SpadesContractTest::probes)
        .examples(examples)
        .viewEvery(3)
        .tests();
  }

  /** Bids, look, and an exchange of the two lowest cards of every seat, legal or not. */
  static List<Action> probes(SpadesState s) {
    List<Action> out =
        new ArrayList<>(
            List.of(
                SpadesAction.Look.LOOK,
                SpadesAction.Nil.NIL,
                SpadesAction.BlindNil.BLIND_NIL,
                new SpadesAction.Bid(3),
                new SpadesAction.Bid(13)));
    for (int seat = 0; seat < 4; seat++) {
      List<Card> hand = s.hand(seat).toList();
      if (hand.size() >= 2) {
        out.add(new SpadesAction.Exchange(CardSet.of(hand.subList(0, 2))));
      }
    }
    return out;
  }

  @TestFactory
  @DisplayName("spades contract: every Yahoo table type")
  Stream<DynamicTest> yahooTables() {
    return SpadesRules.yahooTables().entrySet().stream()
        .flatMap(e -> contract("spades " + e.getKey(), e.getValue(), 8));
  }

  @TestFactory
  @DisplayName("spades contract: default rules (Yahoo normal)")
  Stream<DynamicTest> defaults() {
    return contract("spades default", SpadesRules.defaults(), 30);
  }

  @TestFactory
  @DisplayName("spades contract: suicide with double nil pass")
  Stream<DynamicTest> suicideDnp() {
    return contract(
        "spades suicide dnp", SpadesRules.builder().suicide(true).doubleNilPass(true).build(), 20);
  }

  @TestFactory
  @DisplayName("spades contract: mirror")
  Stream<DynamicTest> mirror() {
    return contract("spades mirror", SpadesRules.builder().mirror(true).limit200(true).build(), 15);
  }

  @TestFactory
  @DisplayName("spades contract: roulette with blind nil restricted off, ten for two hundred")
  Stream<DynamicTest> roulette() {
    return contract(
        "spades roulette", SpadesRules.builder().roulette(true).tenForTwoHundred(true).build(), 15);
  }

  @TestFactory
  @DisplayName("spades contract: lefty with bid-error scoring and the 2C lead")
  Stream<DynamicTest> lefty() {
    return contract(
        "spades lefty",
        SpadesRules.builder().lefty(true).bidErrorScoring(true).firstLeadTwoOfClubs(true).build(),
        15);
  }

  @TestFactory
  @DisplayName("spades contract: righty, no bags, no blind nil")
  Stream<DynamicTest> righty() {
    return contract(
        "spades righty",
        SpadesRules.builder().righty(true).bags(false).blindNil(false).build(),
        15);
  }

  @TestFactory
  @DisplayName("spades contract: the bid-error game with righty and double nil pass")
  Stream<DynamicTest> bidErrorDnp() {
    return contract(
        "spades bid-error dnp",
        SpadesRules.builder().righty(true).bidErrorScoring(true).doubleNilPass(true).build(),
        15);
  }

  @TestFactory
  @DisplayName(
      "spades contract: lossScore -200, teamBidLimit, doubleNilUnit (the rules file's variants of other engines)")
  Stream<DynamicTest> otherEngines() {
    return contract(
        "spades loss/limit/unit",
        SpadesRules.builder().lossScore(-200).teamBidLimit(true).doubleNilUnit(true).build(),
        25);
  }

  @TestFactory
  @DisplayName(
      "spades contract: teamBidLimit with suicide and double nil pass; doubleNilUnit with blind nil off")
  Stream<DynamicTest> teamBidLimitCombined() {
    return Stream.concat(
        contract(
            "spades limit suicide dnp",
            SpadesRules.builder().teamBidLimit(true).suicide(true).doubleNilPass(true).build(),
            10),
        contract(
            "spades unit no blind nil",
            SpadesRules.builder()
                .doubleNilUnit(true)
                .blindNil(false)
                .nilTricksSeparate(true)
                .lossScore(-350)
                .build(),
            10));
  }

  @TestFactory
  @DisplayName("spades contract: blind nil restricted, nil tricks separate")
  Stream<DynamicTest> restricted() {
    return contract(
        "spades restricted",
        SpadesRules.builder().blindNilRestricted(true).nilTricksSeparate(true).build(),
        20);
  }
}
