package dev.tenace.hearts;

import dev.tenace.core.testkit.GameModuleContract;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The module {@code dev.tenace.hearts} as users see it ({@link GameModuleContract}). */
class HeartsModuleTest {
  static final String CLIENT =
      """
      package client;

      import dev.tenace.core.game.GameDefinition;
      import dev.tenace.core.game.Match;
      import dev.tenace.hearts.HeartsGame;
      import dev.tenace.hearts.HeartsRules;
      import dev.tenace.hearts.HeartsState;
      import dev.tenace.hearts.HeartsView;
      import io.vavr.collection.Seq;
      import io.vavr.control.Validation;
      import java.util.Map;

      public final class Client {
        private Client() {}

        public static String run() {
          HeartsRules online = HeartsRules.defaults().withNoPointsFirstTrick(true).withQueenBreaksHearts(true);
          HeartsRules widow = HeartsRules.builder().widow(true).players(5).build();
          GameDefinition<HeartsRules, HeartsState, HeartsView> game = HeartsGame.INSTANCE;
          Validation<Seq<String>, HeartsRules> read = game.rules(online, Map.of("targetScore", "50"));
          Match<HeartsState> match = game.newMatch(read.get(), 0, 42L);
          HeartsView view = match.deal().viewFor(0);
          return widow.players() + " " + read.get().targetScore() + " " + view.hand().size();
        }
      }
      """;

  @TestFactory
  @DisplayName("hearts: the module exports its package, provides its game and shows no plumbing")
  Stream<DynamicTest> module() {
    return GameModuleContract.of(
            HeartsGame.class,
            "dev.tenace.hearts",
            "hearts",
            Set.of("static com.google.errorprone.annotations"),
            CLIENT)
        .tests();
  }
}
