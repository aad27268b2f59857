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
    return DefinitionContract.of(new SuitabilityGame(), d).tests();
  }
}
