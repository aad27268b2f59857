package dev.tenace.hearts;

import dev.tenace.core.testkit.DefinitionContract;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * HeartsGame as generic tools see it ({@link DefinitionContract}), with every variant and its
 * default pinned to rules/hearts.md §7.
 */
class HeartsDefinitionTest {

  @TestFactory
  @DisplayName("hearts: the GameDefinition contract with the rules file's variants and defaults")
  Stream<DynamicTest> definition() {
    Map<String, String> d = new LinkedHashMap<>();
    d.put("moonChoice", "true");
    d.put("targetScore", "100");
    d.put("widow", "false");
    d.put("players", "4");
    d.put("noPointsFirstTrick", "false");
    d.put("queenBreaksHearts", "false");
    d.put("jackOfDiamonds", "false");
    d.put("mustBreakHearts", "true");
    d.put("firstLeadAnyClub", "false");
    d.put("noTricksBonus", "false");
    d.put("heartsInsteadOfQueenLead", "false");
    // a fresh builder, not only the shared default instance, gives the documented defaults
    Stream<DynamicTest> builder = Stream.of(DynamicTest.dynamicTest("hearts: a fresh builder gives the defaults",
        () -> org.assertj.core.api.Assertions.assertThat(new HeartsGame().settings(HeartsRules.builder().build())).isEqualTo(d)));
    return Stream.concat(builder, DefinitionContract.of(new HeartsGame(), d).tests());
  }
}
