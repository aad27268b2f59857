package dev.tenace.suitability;

import dev.tenace.core.testkit.DefinitionContract;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * SuitabilityGame as generic tools see it ({@link DefinitionContract}), with every variant and its
 * default pinned to rules/suitability.md §7, §8.
 */
class SuitabilityDefinitionTest {

  @TestFactory
  @DisplayName("suitability: the GameDefinition contract with the rules file's variants and defaults")
  Stream<DynamicTest> definition() {
    Map<String, String> d = new LinkedHashMap<>();
    d.put("players", "4");
    d.put("endCondition", "DEALS");
    d.put("matchDeals", "0");
    d.put("targetScore", "250");
    d.put("strippedRanks", "");
    d.put("roundDown", "false");
    d.put("partnerships", "false");
    // a fresh builder, not only the shared default instance, gives the documented defaults
    Stream<DynamicTest> builder = Stream.of(DynamicTest.dynamicTest("suitability: a fresh builder gives the defaults",
        () -> org.assertj.core.api.Assertions.assertThat(new SuitabilityGame().settings(SuitabilityRules.builder().build())).isEqualTo(d)));
    return Stream.concat(builder, DefinitionContract.of(new SuitabilityGame(), d).tests());
  }
}
