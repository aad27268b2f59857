package dev.tenace.spades;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.testkit.ClientCompilation;
import dev.tenace.core.testkit.GameModuleContract;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The module {@code dev.tenace.spades} as users see it ({@link GameModuleContract}), and a {@code
 * -Xlint:all -Werror} client on the class path without Immutables.
 */
class SpadesModuleTest {
  static final String CLIENT =
      """
      package client;

      import dev.tenace.core.game.GameDefinition;
      import dev.tenace.core.game.Match;
      import dev.tenace.spades.SpadesGame;
      import dev.tenace.spades.SpadesRules;
      import dev.tenace.spades.SpadesState;
      import dev.tenace.spades.SpadesView;
      import io.vavr.collection.Seq;
      import io.vavr.control.Validation;
      import java.util.Map;

      public final class Client {
        private Client() {}

        public static String run() {
          SpadesRules suicide = SpadesRules.builder().suicide(true).doubleNilPass(true).build();
          SpadesRules shortGame = SpadesRules.defaults().withTargetScore(300);
          SpadesRules.Builder b = SpadesRules.builder().from(shortGame).lefty(true);
          Validation<Seq<String>, SpadesRules> valid = SpadesRules.validate(b.build());
          GameDefinition<SpadesRules, SpadesState, SpadesView> game = SpadesGame.INSTANCE;
          Validation<Seq<String>, SpadesRules> read = game.rules(shortGame, Map.of("bags", "false"));
          Match<SpadesState> match = game.newMatch(read.get(), 0, 42L);
          SpadesView view = match.deal().viewFor(match.deal().toMove());
          return suicide.suicide() + " " + shortGame.targetScore() + " " + valid.get().lefty() + " "
              + read.get().bags() + " " + !view.legalActions().isEmpty();
        }
      }
      """;

  @TestFactory
  @DisplayName("spades: the module exports its package, provides its game and shows no plumbing")
  Stream<DynamicTest> module() {
    return GameModuleContract.of(
            SpadesGame.class,
            "dev.tenace.spades",
            "spades",
            Set.of(
                "static org.immutables.value.annotations",
                "static com.google.errorprone.annotations"),
            CLIENT)
        .tests();
  }

  @Test
  @DisplayName(
      "spades: a -Xlint:all -Werror client on the class path without Immutables compiles and runs")
  void strictClient() {
    List<Path> path = new ArrayList<>(ClientCompilation.vavr());
    path.add(ClientCompilation.locate(GameDefinition.class));
    path.add(ClientCompilation.locate(SpadesRules.class));
    ClientCompilation.Result r =
        ClientCompilation.onClassPath(path)
            .compile(Map.of("client/Client.java", CLIENT))
            .assertClean();
    assertThat(r.run("client.Client", getClass().getClassLoader()))
        .isEqualTo("true 300 true false true");
    assertThat(
            ClientCompilation.classFilesNaming(
                ClientCompilation.locate(SpadesRules.class),
                "org/immutables/value/Generated",
                "org/immutables/value/Value$Style",
                "TenaceStyle"))
        .isEmpty();
  }
}
