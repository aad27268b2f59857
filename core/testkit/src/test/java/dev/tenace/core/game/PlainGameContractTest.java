package dev.tenace.core.game;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.testkit.GameContract;
import dev.tenace.core.testkit.PlainGame;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The core contract suite on the minimal plain trick game, and proof that it catches a broken game.
 */
class PlainGameContractTest {

  @TestFactory
  @DisplayName("contract: the plain trick game keeps every promise")
  Stream<DynamicTest> plainGameKeepsTheContract() {
    return GameContract.of("plain", PlainGame::deal).viewEvery(2).tests();
  }

  @Test
  @DisplayName("contract: a game whose legalActions omits a card fails the legal = accepted check")
  void brokenGameFailsTheContract() {
    List<DynamicTest> tests =
        GameContract.of("broken", PlainGame::broken)
            .examples(5)
            .tests()
            .collect(Collectors.toList());
    DynamicTest legalIsAccepted = tests.get(0);
    assertThatThrownBy(() -> legalIsAccepted.getExecutable().execute())
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("was accepted but is not among its legal actions");
  }
}
