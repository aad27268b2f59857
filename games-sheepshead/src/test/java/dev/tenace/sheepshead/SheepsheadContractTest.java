package dev.tenace.sheepshead;

import dev.tenace.core.game.Action;
import dev.tenace.core.testkit.GameContract;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The core contract suite on Sheepshead: the seed's game and every variant, 3, 4 and 5 players. */
class SheepsheadContractTest {

  private static Stream<DynamicTest> contract(String name, SheepsheadRules rules, int examples) {
    return contract(name, rules, examples, false);
  }

  /**
   * The contract on deals of {@code rules}; with {@code passes}, every other deal starts after all
   * but the last player passed, so that all-pass deals are frequent.
   */
  private static Stream<DynamicTest> contract(
      String name, SheepsheadRules rules, int examples, boolean passes) {
    return contract(name, rules, examples, passes, false);
  }

  /**
   * The contract on deals of {@code rules}; with {@code unders}, every other deal is one of {@link
   * UnderDeals}, whose picker may make an under call (§9.1.5), so that under calls are frequent.
   */
  private static Stream<DynamicTest> contract(
      String name, SheepsheadRules rules, int examples, boolean passes, boolean unders) {
    return GameContract.<SheepsheadState, SheepsheadView>of(
            name,
            seed -> {
              if (unders && seed % 2 == 0) {
                return UnderDeals.picked(rules, seed);
              }
              SheepsheadState s =
                  SheepsheadState.deal(
                      rules,
                      1,
                      (int) Math.floorMod(seed, (long) rules.players()),
                      (int) Math.floorMod(seed >>> 5, 3L),
                      seed);
              for (int k = 0; passes && seed % 2 == 0 && k < rules.players() - 1; k++) {
                s = s.applyLegal(s.toMove(), SheepsheadAction.Simple.PASS);
              }
              return s;
            })
        .probes(
            s ->
                List.<Action>of(
                    SheepsheadAction.Simple.PICK,
                    SheepsheadAction.Simple.PASS,
                    SheepsheadAction.Simple.ALONE,
                    SheepsheadAction.Simple.PARTNER,
                    SheepsheadAction.Simple.CRACK,
                    SheepsheadAction.Simple.RECRACK,
                    SheepsheadAction.Simple.NOCRACK,
                    SheepsheadAction.parse("call JS"),
                    SheepsheadAction.parse("call JH"),
                    SheepsheadAction.parse("call AH"),
                    SheepsheadAction.parse("call TC"),
                    SheepsheadAction.parse("call AC under AD"),
                    SheepsheadAction.parse("call AH under QC")))
        .examples(examples)
        .viewEvery(3)
        .tests();
  }

  @TestFactory
  @DisplayName("sheepshead contract: the seed's 5-handed game")
  Stream<DynamicTest> defaults() {
    return contract("sheepshead default", SheepsheadRules.defaults(), 30);
  }

  @TestFactory
  @DisplayName(
      "sheepshead contract: voluntary alone, crack, doubler, blind to the last trick of a leaster")
  Stream<DynamicTest> variants() {
    return contract(
        "sheepshead variants",
        SheepsheadRules.builder()
            .voluntaryAlone(true)
            .crack(true)
            .allPass(AllPass.DOUBLER)
            .noTrickStandard(true)
            .doubleOnTheBump(true)
            .build(),
        20);
  }

  @TestFactory
  @DisplayName("sheepshead contract: called ace, forced pick, leaster blind")
  Stream<DynamicTest> calledAce() {
    return contract(
        "sheepshead called ace",
        SheepsheadRules.builder().calledAce(true).allPass(AllPass.FORCED_PICK).crack(true).build(),
        20);
  }

  @TestFactory
  @DisplayName(
      "sheepshead contract: called ace with the partner's leads restricted (§9 calledSuitLead)")
  Stream<DynamicTest> calledSuitLead() {
    return contract(
        "sheepshead called suit lead",
        SheepsheadRules.builder().calledAce(true).calledSuitLead(true).build(),
        20);
  }

  @TestFactory
  @DisplayName("sheepshead contract: leasters with the blind to the last trick")
  Stream<DynamicTest> leaster() {
    return contract(
        "sheepshead leaster",
        SheepsheadRules.builder().leasterBlindToLastTrick(true).jackCallUp(false).build(),
        15);
  }

  @TestFactory
  @DisplayName("sheepshead contract: 3 players")
  Stream<DynamicTest> three() {
    return contract("sheepshead 3p", SheepsheadRules.builder().players(3).build(), 15);
  }

  @TestFactory
  @DisplayName("sheepshead contract: 4 players")
  Stream<DynamicTest> four() {
    return contract("sheepshead 4p", SheepsheadRules.builder().players(4).crack(true).build(), 15);
  }

  @TestFactory
  @DisplayName(
      "sheepshead contract: allPass = SCHWANZER with each schwanzerTie (§9.2), all-pass deals frequent")
  Stream<DynamicTest> schwanzer() {
    return Stream.of(SchwanzerTie.values())
        .flatMap(
            t ->
                contract(
                    "sheepshead schwanzer " + t,
                    SheepsheadGame.INSTANCE
                        .presets()
                        .get(
                            t == SchwanzerTie.HIGHEST_TRUMP
                                ? "schwanzer"
                                : "schwanzer-" + t.name().toLowerCase(java.util.Locale.ROOT)),
                    12,
                    true));
  }

  @TestFactory
  @DisplayName(
      "sheepshead contract: presets under and under-face-up (§9.1.5), under calls frequent: views conceal the under from the seats that do not know it")
  Stream<DynamicTest> under() {
    return Stream.of("under", "under-face-up")
        .flatMap(
            p ->
                contract(
                    "sheepshead " + p, SheepsheadGame.INSTANCE.presets().get(p), 20, false, true));
  }
}
