package dev.tenace.sheepshead;

import dev.tenace.core.testkit.DefinitionContract;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
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
}
