package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
 * The module {@code dev.tenace.sheepshead} as users see it ({@link GameModuleContract}), with the
 * client below compiled on the module path; and what a user's build sees of the Sheepshead rules:
 * the abstract {@link SheepsheadRules} with {@code with*} copies and its own {@link
 * SheepsheadRules.Builder}, no generated type in a public signature, and class files that a {@code
 * -Xlint:all -Werror} client without Immutables compiles against.
 */
class SheepsheadModuleTest {
  static final String CLIENT =
      """
      package client;

      import dev.tenace.core.game.GameDefinition;
      import dev.tenace.core.game.Match;
      import dev.tenace.sheepshead.AllPass;
      import dev.tenace.sheepshead.SheepsheadGame;
      import dev.tenace.sheepshead.SheepsheadRules;
      import dev.tenace.sheepshead.SheepsheadState;
      import dev.tenace.sheepshead.SheepsheadView;
      import io.vavr.collection.Seq;
      import io.vavr.control.Validation;
      import java.util.Map;
      import java.util.function.Function;

      public final class Client {
        private Client() {}

        public static String run() {
          SheepsheadRules three = SheepsheadRules.builder().players(3).build();
          SheepsheadRules club = SheepsheadRules.defaults().withCrack(true).withDoubleOnTheBump(true);
          SheepsheadRules.Builder b = club.toBuilder().calledAce(true);
          SheepsheadRules called = b.build();
          Function<SheepsheadRules, SheepsheadRules> doubler = r -> r.withAllPass(AllPass.DOUBLER);
          Validation<Seq<String>, SheepsheadRules> valid = SheepsheadRules.validate(doubler.apply(called));
          GameDefinition<SheepsheadRules, SheepsheadState, SheepsheadView> game = SheepsheadGame.INSTANCE;
          Validation<Seq<String>, SheepsheadRules> read = game.rules(three, Map.of("crack", "true"));
          Match<SheepsheadState> match = game.newMatch(read.get(), 0, 42L);
          SheepsheadView view = match.deal().viewFor(match.deal().toMove());
          return three.players() + " " + club.crack() + " " + called.calledAce() + " "
              + valid.get().allPass() + " " + read.get().crack() + " " + view.legalActions().size();
        }
      }
      """;

  static List<Path> userPath() {
    return List.of(
        ClientCompilation.locate(GameDefinition.class),
        ClientCompilation.locate(SheepsheadRules.class),
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
        .isEqualTo("3 true true DOUBLER true 2");
  }

  @Test
  @DisplayName("the strict compilation does fail on a warning (the check above is not vacuous)")
  void strictCompilationFailsOnAWarning() {
    String raw =
        "package client; public final class Raw { public static java.util.List list() {"
            + " return new java.util.ArrayList(); } }";
    ClientCompilation.Result r =
        ClientCompilation.onClassPath(userPath()).compile(Map.of("client/Raw.java", raw));
    assertThat(r.success()).isFalse();
    assertThat(r.diagnostics()).anyMatch(d -> d.contains("rawtypes") || d.contains("raw type"));
  }

  @Test
  @DisplayName(
      "no class file of the module carries Immutables' @Generated, its style, or the project's style")
  void noClassRetainedProcessorAnnotations() {
    assertThat(
            ClientCompilation.classFilesNaming(
                ClientCompilation.locate(SheepsheadRules.class),
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
        List.of(SheepsheadRules.class, SheepsheadRules.Builder.class, SheepsheadGame.class)) {
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
    assertThat(Modifier.isPublic(SheepsheadRules.builder().build().getClass().getModifiers()))
        .as("the generated implementation is package-private")
        .isFalse();
  }

  @Test
  @DisplayName(
      "with* copies change one variant and keep the rules' checks; the builder is the abstract type's")
  void copiesAndBuilder() {
    SheepsheadRules club = SheepsheadRules.defaults().withCrack(true).withDoubleOnTheBump(true);
    assertThat(club.crack()).isTrue();
    assertThat(club.doubleOnTheBump()).isTrue();
    assertThat(club.withCrack(false).crack()).isFalse();
    assertThat(club.withCrack(true)).isEqualTo(club);
    // a copy keeps the other variants as they are: the JD partner of 5 players is refused with 3
    assertThatThrownBy(() -> SheepsheadRules.defaults().withPlayers(3))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("with 3 or 4 players");
    // the builder from toBuilder() lets the table defaults follow
    assertThat(SheepsheadRules.defaults().toBuilder().players(3).build().jackOfDiamondsPartner())
        .isFalse();
    SheepsheadRules.Builder b = SheepsheadRules.builder();
    assertThat(b.players(4).build())
        .isEqualTo(SheepsheadRules.defaults().toBuilder().players(4).build());
  }

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
            CLIENT)
        .tests();
  }
}
