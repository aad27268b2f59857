package dev.tenace.sheepshead;

import dev.tenace.core.testkit.GameModuleContract;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The module {@code dev.tenace.sheepshead} as users see it ({@link GameModuleContract}), with the
 * client of {@link SheepsheadClientTest} compiled on the module path.
 */
class SheepsheadModuleTest {
  @TestFactory
  @DisplayName(
      "sheepshead: the module exports its package, provides its game and shows no plumbing")
  Stream<DynamicTest> module() {
    return GameModuleContract.of(
            SheepsheadGame.class,
            "dev.tenace.sheepshead",
            "sheepshead",
            Set.of(
                "static org.immutables.value.annotations",
                "static com.google.errorprone.annotations"),
            SheepsheadClientTest.CLIENT)
        .tests();
  }
}
