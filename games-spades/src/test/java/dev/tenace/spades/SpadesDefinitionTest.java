package dev.tenace.spades;

import dev.tenace.core.testkit.DefinitionContract;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * SpadesGame as generic tools see it ({@link DefinitionContract}), with every variant and its
 * default pinned to rules/spades.md §7, §8.1.
 */
class SpadesDefinitionTest {

  @TestFactory
  @DisplayName("spades: the GameDefinition contract with the rules file's variants and defaults")
  Stream<DynamicTest> definition() {
    Map<String, String> d = new LinkedHashMap<>();
    d.put("bags", "true");
    d.put("blindNil", "true");
    d.put("targetScore", "500");
    d.put("suicide", "false");
    d.put("doubleNilPass", "false");
    d.put("mirror", "false");
    d.put("limit200", "false");
    d.put("roulette", "false");
    d.put("lefty", "false");
    d.put("righty", "false");
    d.put("bidErrorScoring", "false");
    d.put("matchDeals", "4");
    d.put("nilTricksSeparate", "false");
    d.put("blindNilRestricted", "false");
    d.put("tenForTwoHundred", "false");
    d.put("firstLeadTwoOfClubs", "false");
    d.put("lossScore", "0");
    d.put("teamBidLimit", "false");
    d.put("doubleNilUnit", "false");
    // a fresh builder, not only the shared default instance, gives the documented defaults
    Stream<DynamicTest> builder =
        Stream.of(
            DynamicTest.dynamicTest(
                "spades: a fresh builder gives the defaults",
                () ->
                    org.assertj.core.api.Assertions.assertThat(
                            new SpadesGame().settings(SpadesRules.builder().build()))
                        .isEqualTo(d)));
    return Stream.concat(builder, DefinitionContract.of(new SpadesGame(), d).tests());
  }
}
