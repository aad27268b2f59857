package dev.tenace.core.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.GameDefinition;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The boundary of a game module, the same for every game: one exported package and nothing else,
 * {@code requires transitive dev.tenace.core}, the game provided as a {@link GameDefinition}
 * service on the module path and listed in {@code META-INF/services} for the class path, public
 * signatures that name only the game's and core's user types (no generated type, nothing of core's
 * {@code spi}), Vavr confined to {@code Either}/{@code Validation}, and a client module compiled
 * against it with {@code -Xlint:all -Werror} on the module path.
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicTest> module() {
 *   return GameModuleContract.of(HeartsGame.class, "dev.tenace.hearts", "hearts", Set.of(), CLIENT).tests();
 * }
 * }</pre>
 */
public final class GameModuleContract {
  /** The packages of core that users import. */
  public static final Set<String> CORE_USER_PACKAGES =
      Set.of(
          "dev.tenace.core.card",
          "dev.tenace.core.table",
          "dev.tenace.core.trick",
          "dev.tenace.core.game");

  private final Class<? extends GameDefinition<?, ?, ?>> game;
  private final String module;
  private final String name;
  private final Set<String> extraRequires;
  private final String client;

  private GameModuleContract(
      Class<? extends GameDefinition<?, ?, ?>> game,
      String module,
      String name,
      Set<String> extraRequires,
      String client) {
    this.game = game;
    this.module = module;
    this.name = name;
    this.extraRequires = extraRequires;
    this.client = client;
  }

  /**
   * The contract of a game module.
   *
   * @param game the game's definition class, the service provider
   * @param module the module's name, e.g. {@code "dev.tenace.hearts"}
   * @param name the game's name, e.g. {@code "hearts"}
   * @param extraRequires requires beyond {@code transitive dev.tenace.core}, written as {@link
   *     ApiBoundary#requires} gives them (e.g. {@code "static org.immutables.value.annotations"})
   * @param client the source of {@code client.Client} with {@code public static String run()},
   *     compiled in a module that requires only the game's module
   */
  public static GameModuleContract of(
      Class<? extends GameDefinition<?, ?, ?>> game,
      String module,
      String name,
      Set<String> extraRequires,
      String client) {
    return new GameModuleContract(game, module, name, extraRequires, client);
  }

  private List<Path> modulePath() {
    List<Path> path = new ArrayList<>();
    path.add(ClientCompilation.locate(game));
    path.add(ClientCompilation.locate(GameDefinition.class));
    path.addAll(ClientCompilation.vavr());
    return path;
  }

  /** The checks, one dynamic test each. */
  public Stream<DynamicTest> tests() {
    String pkg = game.getPackageName();
    ModuleDescriptor d = ApiBoundary.descriptor(game);
    return Stream.of(
        DynamicTest.dynamicTest(
            name + " module: one exported package, nothing hidden, nothing opened",
            () -> {
              assertThat(d.name()).isEqualTo(module);
              assertThat(ApiBoundary.exportedToAll(d)).containsExactly(pkg);
              assertThat(ApiBoundary.qualifiedExports(d)).isEmpty();
              assertThat(d.packages()).containsExactly(pkg);
              assertThat(d.opens()).isEmpty();
              assertThat(d.uses()).isEmpty();
            }),
        DynamicTest.dynamicTest(
            name + " module: requires core transitively, and " + extraRequires,
            () -> {
              Set<String> expected = new TreeSet<>(extraRequires);
              expected.add("transitive dev.tenace.core");
              assertThat(ApiBoundary.requires(d)).isEqualTo(expected);
            }),
        DynamicTest.dynamicTest(
            name + " module: provides its GameDefinition, and lists it for the class path",
            () -> {
              assertThat(d.provides()).hasSize(1);
              ModuleDescriptor.Provides p = d.provides().iterator().next();
              assertThat(p.service()).isEqualTo(GameDefinition.class.getName());
              assertThat(p.providers()).containsExactly(game.getName());
              assertThat(serviceFile()).contains(game.getName());
            }),
        DynamicTest.dynamicTest(
            name + " module: a module layer of core, Vavr and the game finds the game",
            () ->
                assertThat(ApiBoundary.gamesOnModulePath(modulePath(), module))
                    .containsExactly(name)),
        DynamicTest.dynamicTest(
            name + " module: public signatures name only the game's and core's user types",
            () -> {
              Set<String> allowed = new TreeSet<>(CORE_USER_PACKAGES);
              allowed.add(pkg);
              List<String> leaks = new ArrayList<>();
              List<String> vavr = new ArrayList<>();
              for (Class<?> c : ApiBoundary.publicTypes(game, pkg)) {
                leaks.addAll(ApiBoundary.signatureLeaks(c, allowed));
                vavr.addAll(ApiBoundary.vavrBeyondResults(c));
              }
              assertThat(leaks).isEmpty();
              assertThat(vavr).as("Vavr beyond Either and Validation").isEmpty();
            }),
        DynamicTest.dynamicTest(
            name + " module: a client module compiles against it with -Xlint:all -Werror",
            () ->
                ClientCompilation.onModulePath(modulePath())
                    .compile(
                        Map.of(
                            "module-info.java",
                            "module client { requires " + module + "; }",
                            "client/Client.java",
                            client))
                    .assertClean()));
  }

  private String serviceFile() {
    try (ModuleReader reader =
        ModuleFinder.of(ClientCompilation.locate(game)).findAll().iterator().next().open()) {
      Optional<InputStream> in = reader.open("META-INF/services/" + GameDefinition.class.getName());
      assertThat(in).as("META-INF/services/" + GameDefinition.class.getName()).isPresent();
      try (InputStream s = in.get()) {
        return new String(s.readAllBytes(), StandardCharsets.UTF_8);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
