package dev.tenace.suitability;

import dev.tenace.core.testkit.GameModuleContract;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The module {@code dev.tenace.suitability} as users see it ({@link GameModuleContract}), with the
 * client of {@link SuitabilityClientTest} compiled on the module path.
 */
class SuitabilityModuleTest {
  @TestFactory
  @DisplayName(
      "suitability: the module exports its package, provides its game and shows no plumbing")
  Stream<DynamicTest> module() {
    return GameModuleContract.of(
            SuitabilityGame.class,
            "dev.tenace.suitability",
            "suitability",
            Set.of(
                "static org.immutables.value.annotations",
                "static com.google.errorprone.annotations"),
            SuitabilityClientTest.CLIENT)
        .tests();
  }
}
