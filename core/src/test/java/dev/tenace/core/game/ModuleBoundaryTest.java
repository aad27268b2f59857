package dev.tenace.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.spi.Keys;
import dev.tenace.core.testkit.ApiBoundary;
import dev.tenace.core.testkit.ClientCompilation;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The boundary of the module {@code dev.tenace.core}: the user packages, the game authors' {@code
 * spi}, the bundled games' {@code internal}, and what public signatures may name.
 */
class ModuleBoundaryTest {
  static final Set<String> USER =
      Set.of(
          "dev.tenace.core.card",
          "dev.tenace.core.table",
          "dev.tenace.core.trick",
          "dev.tenace.core.game");
  static final String SPI = "dev.tenace.core.spi";
  static final String INTERNAL = "dev.tenace.core.internal";

  /** Core's own access between its packages: exported to no module. */
  static final String ACCESS = "dev.tenace.core.access";

  static final Set<String> GAMES =
      Set.of(
          "dev.tenace.hearts",
          "dev.tenace.spades",
          "dev.tenace.sheepshead",
          "dev.tenace.suitability");

  /** What a game author needs and a user of the games does not, by the package it now lives in. */
  static final Map<String, String> AUTHOR_TYPES =
      Map.of(
          "ActionText",
          SPI,
          "CardActions",
          SPI,
          "SubsetActions",
          SPI,
          "VariantTable",
          SPI,
          "RuleSettings",
          SPI,
          "Keys",
          SPI,
          "HiddenDeal",
          SPI,
          "TrickPlay",
          SPI,
          "PlayRule",
          SPI,
          "TenaceStyle",
          INTERNAL);

  static final ModuleDescriptor CORE = ApiBoundary.descriptor(GameDefinition.class);

  static List<Path> modulePath() {
    List<Path> path = new ArrayList<>(ClientCompilation.vavr());
    path.add(0, ClientCompilation.locate(GameDefinition.class));
    return path;
  }

  @Test
  @DisplayName(
      "core exports the user packages and spi to all, internal to the bundled games only, its own access to nobody")
  void exports() {
    assertThat(CORE.name()).isEqualTo("dev.tenace.core");
    Set<String> all = new TreeSet<>(USER);
    all.add(SPI);
    assertThat(ApiBoundary.exportedToAll(CORE)).isEqualTo(all);
    assertThat(ApiBoundary.qualifiedExports(CORE))
        .isEqualTo(Map.of(INTERNAL, new TreeSet<>(GAMES)));
    all.add(INTERNAL);
    all.add(ACCESS);
    assertThat(CORE.packages())
        .as("every package but core's own access is exported (to all or to the games)")
        .isEqualTo(all);
    assertThat(CORE.opens()).isEmpty();
  }

  @Test
  @DisplayName(
      "core requires Vavr transitively, Immutables and Error Prone's annotations at compile time only, and uses the GameDefinition service")
  void requiresAndUses() {
    assertThat(ApiBoundary.requires(CORE))
        .containsExactlyInAnyOrder(
            "transitive io.vavr",
            "static org.immutables.value.annotations",
            "static com.google.errorprone.annotations");
    assertThat(CORE.uses()).containsExactly(GameDefinition.class.getName());
    assertThat(CORE.provides()).isEmpty();
  }

  @Test
  @DisplayName("the game authors' building blocks are not in the packages users import")
  void authorTypesAreHidden() throws ClassNotFoundException {
    for (Map.Entry<String, String> e : AUTHOR_TYPES.entrySet()) {
      for (String user : USER) {
        assertThatThrownBy(() -> Class.forName(user + "." + e.getKey()))
            .as(user + "." + e.getKey())
            .isInstanceOf(ClassNotFoundException.class);
      }
      assertThat(Class.forName(e.getValue() + "." + e.getKey())).isNotNull();
    }
    assertThat(Modifier.isPublic(Class.forName(SPI + ".RuleSettings").getModifiers()))
        .as("RuleSettings: only VariantTable reads settings")
        .isFalse();
    assertThat(Keys.class.getPackageName()).isEqualTo(SPI);
  }

  @Test
  @DisplayName(
      "public signatures of the user packages name only user types; spi names user types and its own")
  void signatures() {
    List<String> leaks = new ArrayList<>();
    for (String pkg : USER) {
      for (Class<?> c : ApiBoundary.publicTypes(GameDefinition.class, pkg)) {
        leaks.addAll(ApiBoundary.signatureLeaks(c, USER));
      }
    }
    Set<String> spiAllowed = new TreeSet<>(USER);
    spiAllowed.add(SPI);
    for (Class<?> c : ApiBoundary.publicTypes(GameDefinition.class, SPI)) {
      leaks.addAll(ApiBoundary.signatureLeaks(c, spiAllowed));
    }
    assertThat(leaks).isEmpty();
    assertThat(ApiBoundary.publicTypes(GameDefinition.class, "dev.tenace.core.game"))
        .contains(GameDefinition.class, View.class, Match.class, Variant.class);
  }

  @Test
  @DisplayName("Vavr in public signatures is Either and Validation (with a Seq of errors) only")
  void vavrConfined() {
    List<String> found = new ArrayList<>();
    for (String pkg : ApiBoundary.exportedToAll(CORE)) {
      for (Class<?> c : ApiBoundary.publicTypes(GameDefinition.class, pkg)) {
        found.addAll(ApiBoundary.vavrBeyondResults(c));
      }
    }
    assertThat(found).isEmpty();
  }

  @Test
  @DisplayName(
      "a client module compiled with -Xlint:all -Werror on the module path reads the API, and not internal")
  void clientModule() {
    String client =
        """
        package client;

        import dev.tenace.core.card.CardSet;
        import dev.tenace.core.game.GameDefinition;
        import dev.tenace.core.game.Games;
        import io.vavr.control.Either;

        public final class Client {
          private Client() {}

          public static String run() {
            Either<dev.tenace.core.card.NotationException, CardSet> hand = CardSet.tryParse("AS KS");
            StringBuilder names = new StringBuilder();
            for (GameDefinition<?, ?, ?> g : Games.all()) {
              names.append(g.name()).append(' ');
            }
            return hand.get().size() + " " + names;
          }
        }
        """;
    ClientCompilation.onModulePath(modulePath())
        .compile(
            Map.of(
                "module-info.java",
                "module client { requires dev.tenace.core; }",
                "client/Client.java",
                client))
        .assertClean();

    String internal =
        "package client; @dev.tenace.core.internal.TenaceStyle public final class Styled {}";
    ClientCompilation.Result r =
        ClientCompilation.onModulePath(modulePath())
            .compile(
                Map.of(
                    "module-info.java",
                    "module client { requires dev.tenace.core; }",
                    "client/Styled.java",
                    internal));
    assertThat(r.success()).isFalse();
    assertThat(String.join("\n", r.diagnostics()))
        .contains("dev.tenace.core.internal")
        .contains("not visible");
  }

  @Test
  @DisplayName(
      "core alone on a module layer resolves (Vavr and vavr-match suffice) and finds no game")
  void layer() {
    assertThat(ApiBoundary.gamesOnModulePath(modulePath(), "dev.tenace.core")).isEmpty();
  }
}
