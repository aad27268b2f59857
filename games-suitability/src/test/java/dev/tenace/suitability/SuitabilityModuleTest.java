package dev.tenace.suitability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Rank;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.testkit.ClientCompilation;
import dev.tenace.core.testkit.GameModuleContract;
import io.vavr.control.Validation;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
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
 * The module {@code dev.tenace.suitability} as users see it ({@link GameModuleContract}), with the
 * client below compiled on the module path; and what a user's build sees of the Suitability rules:
 * the abstract {@link SuitabilityRules} with {@code with*} copies and its own {@link
 * SuitabilityRules.Builder}, no generated type in a public signature, and class files that a {@code
 * -Xlint:all -Werror} client without Immutables compiles against.
 */
class SuitabilityModuleTest {
  static final String CLIENT =
      """
      package client;

      import dev.tenace.core.card.Rank;
      import dev.tenace.core.game.GameDefinition;
      import dev.tenace.core.game.Match;
      import dev.tenace.suitability.EndCondition;
      import dev.tenace.suitability.SuitabilityGame;
      import dev.tenace.suitability.SuitabilityRules;
      import dev.tenace.suitability.SuitabilityState;
      import dev.tenace.suitability.SuitabilityView;
      import io.vavr.collection.Seq;
      import io.vavr.control.Validation;
      import java.util.List;
      import java.util.Map;

      public final class Client {
        private Client() {}

        public static String run() {
          SuitabilityRules five = SuitabilityRules.builder().players(5).build();
          SuitabilityRules parlett = SuitabilityRules.defaults().withRoundDown(true).withEndCondition(EndCondition.TARGET);
          SuitabilityRules.Builder b = SuitabilityRules.builder().players(3).strippedRanks(List.of(Rank.TWO, Rank.THREE, Rank.FOUR));
          SuitabilityRules three = b.build();
          Validation<Seq<String>, SuitabilityRules> valid = SuitabilityRules.validate(three.withTargetScore(100));
          GameDefinition<SuitabilityRules, SuitabilityState, SuitabilityView> game = SuitabilityGame.INSTANCE;
          Validation<Seq<String>, SuitabilityRules> read = game.rules(parlett, Map.of("players", "2"));
          Match<SuitabilityState> match = game.newMatch(read.get(), 0, 42L);
          SuitabilityView view = match.deal().viewFor(match.deal().toMove());
          return five.players() + " " + parlett.roundDown() + " " + three.strippedRanks().size() + " "
              + valid.get().targetScore() + " " + read.get().players() + " " + !view.legalActions().isEmpty();
        }
      }
      """;

  static List<Path> userPath() {
    return List.of(
        ClientCompilation.locate(GameDefinition.class),
        ClientCompilation.locate(SuitabilityRules.class),
        ClientCompilation.locate(Validation.class));
  }

  @Test
  @DisplayName(
      "a client compiled with -Xlint:all -Werror against Tenace and Vavr only builds, copies and plays rules")
  void strictClientCompilesAndRuns() {
    assertThat(userPath()).noneMatch(p -> p.toString().contains("immutables"));
    ClientCompilation.Result r =
        ClientCompilation.onClassPath(userPath())
            .compile(Map.of("client/Client.java", CLIENT))
            .assertClean();
    assertThat(r.run("client.Client", getClass().getClassLoader()))
        .isEqualTo("5 true 3 100 2 true");
  }

  @Test
  @DisplayName(
      "no class file of the module carries Immutables' @Generated, its style, or the project's style")
  void noClassRetainedProcessorAnnotations() {
    assertThat(
            ClientCompilation.classFilesNaming(
                ClientCompilation.locate(SuitabilityRules.class),
                "org/immutables/value/Generated",
                "org/immutables/value/Value$Style",
                "TenaceStyle"))
        .isEmpty();
  }

  @Test
  @DisplayName(
      "no public or protected signature of the rules, their builder or the game names a generated type")
  void noGeneratedTypeInPublicSignatures() {
    List<String> leaks = new ArrayList<>();
    for (Class<?> c :
        List.of(SuitabilityRules.class, SuitabilityRules.Builder.class, SuitabilityGame.class)) {
      for (Method m : c.getMethods()) {
        StringBuilder sig = new StringBuilder(m.getGenericReturnType().getTypeName());
        for (java.lang.reflect.Type t : m.getGenericParameterTypes()) {
          sig.append(' ').append(t.getTypeName());
        }
        if (sig.toString().contains("Immutable")) {
          leaks.add(c.getSimpleName() + "." + m.getName() + ": " + sig);
        }
      }
    }
    assertThat(leaks).isEmpty();
    assertThat(Modifier.isPublic(SuitabilityRules.defaults().getClass().getModifiers()))
        .as("the generated implementation is package-private")
        .isFalse();
    SuitabilityRules three = SuitabilityRules.builder().players(3).build();
    assertThat(three.withStrippedRanks(Set.of(Rank.FOUR, Rank.THREE, Rank.TWO))).isEqualTo(three);
    assertThat(SuitabilityRules.defaults().withPartnerships(true).partnerships()).isTrue();
  }

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
            CLIENT)
        .tests();
  }
}
