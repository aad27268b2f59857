package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.testkit.DefinitionContract;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * SheepsheadGame as generic tools see it ({@link DefinitionContract}), with every variant and its
 * default pinned to rules/sheepshead.md §9, §10.
 */
class SheepsheadDefinitionTest {

  @TestFactory
  @DisplayName(
      "sheepshead: the GameDefinition contract with the rules file's variants and defaults")
  Stream<DynamicTest> definition() {
    Map<String, String> d = new LinkedHashMap<>();
    d.put("jackOfDiamondsPartner", "true");
    d.put("jackCallUp", "true");
    d.put("allPass", "LEASTER");
    d.put("leasterBlindToLastTrick", "false");
    d.put("matchDeals", "0");
    d.put("noTrickStandard", "false");
    d.put("voluntaryAlone", "false");
    d.put("calledAce", "false");
    d.put("calledSuitLead", "false");
    d.put("underCall", "false");
    d.put("underFaceUp", "false");
    d.put("schwanzerTie", "HIGHEST_TRUMP");
    d.put("crack", "false");
    d.put("doubleOnTheBump", "false");
    d.put("players", "5");
    // a fresh builder, not only the shared default instance, gives the documented defaults
    Stream<DynamicTest> builder =
        Stream.of(
            DynamicTest.dynamicTest(
                "sheepshead: a fresh builder gives the defaults",
                () ->
                    org.assertj.core.api.Assertions.assertThat(
                            new SheepsheadGame().settings(SheepsheadRules.builder().build()))
                        .isEqualTo(d)));
    return Stream.concat(builder, DefinitionContract.of(new SheepsheadGame(), d).tests());
  }

  @Test
  @DisplayName("Sheepshead presets: the §9 tables in order, each the defaults with what it changes")
  void presets() {
    assertThat(SheepsheadGame.INSTANCE.presets())
        .containsExactly(
            Map.entry("default", SheepsheadRules.defaults()),
            Map.entry("called-ace", SheepsheadRules.builder().calledAce(true).build()),
            Map.entry("under", SheepsheadRules.builder().calledAce(true).underCall(true).build()),
            Map.entry(
                "under-face-up",
                SheepsheadRules.builder()
                    .calledAce(true)
                    .underCall(true)
                    .underFaceUp(true)
                    .build()),
            Map.entry("doubler", SheepsheadRules.builder().allPass(AllPass.DOUBLER).build()),
            Map.entry(
                "club",
                SheepsheadRules.builder()
                    .noTrickStandard(true)
                    .crack(true)
                    .doubleOnTheBump(true)
                    .build()),
            Map.entry("three-players", SheepsheadRules.builder().players(3).build()),
            Map.entry("four-players", SheepsheadRules.builder().players(4).build()),
            Map.entry("schwanzer", SheepsheadRules.builder().allPass(AllPass.SCHWANZER).build()),
            Map.entry(
                "schwanzer-split",
                SheepsheadRules.builder()
                    .allPass(AllPass.SCHWANZER)
                    .schwanzerTie(SchwanzerTie.SPLIT)
                    .build()),
            Map.entry(
                "schwanzer-void",
                SheepsheadRules.builder()
                    .allPass(AllPass.SCHWANZER)
                    .schwanzerTie(SchwanzerTie.VOID)
                    .build()));
    assertThat(SheepsheadGame.INSTANCE.presets().get("three-players").jackOfDiamondsPartner())
        .isFalse();
  }

  @Test
  @DisplayName("Sheepshead §4.3: a bury is its cards: text, equality by cards and withCards")
  void buryIsItsCards() {
    SheepsheadAction.Bury b = new SheepsheadAction.Bury(CardSet.parse("8S 7C"));
    assertThat(b).hasToString("bury 7C 8S");
    assertThat(b.text()).isEqualTo("bury 7C 8S");
    assertThat(b)
        .isEqualTo(SheepsheadAction.parse("bury 8s 7c"))
        .hasSameHashCodeAs(new SheepsheadAction.Bury(CardSet.parse("7C 8S")))
        .isNotEqualTo(new SheepsheadAction.Bury(CardSet.parse("7C 9S")));
    assertThat(b.withCards(CardSet.parse("AS")))
        .isInstanceOf(SheepsheadAction.Bury.class)
        .hasToString("bury AS");
  }
}
