package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.testkit.ApiBoundary;
import dev.tenace.core.testkit.ClientCompilation;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The module {@code dev.tenace.ohhell}: the game on the module path with core and Vavr alone (the
 * bots are optional), and a client that compiles against it.
 */
class OhHellModuleTest {
  @Test
  @DisplayName(
      "ohhell module: exports its game package, requires core alone, provides the game (the heuristic is for the class path)")
  void descriptor() {
    ModuleDescriptor d = ApiBoundary.descriptor(OhHellGame.class);
    assertThat(d.name()).isEqualTo("dev.tenace.ohhell");
    assertThat(ApiBoundary.exportedToAll(d)).containsExactly("dev.tenace.ohhell");
    assertThat(ApiBoundary.requires(d)).containsExactly("transitive dev.tenace.core");
    assertThat(d.provides()).hasSize(1);
    assertThat(d.provides().iterator().next().service()).isEqualTo(GameDefinition.class.getName());
    assertThat(d.provides().iterator().next().providers())
        .containsExactly(OhHellGame.class.getName());
  }

  @Test
  @DisplayName("ohhell module: a module layer of core, Vavr and the game alone finds the game")
  void onTheModulePath() {
    List<Path> path = new ArrayList<>();
    path.add(ClientCompilation.locate(OhHellGame.class));
    path.add(ClientCompilation.locate(GameDefinition.class));
    path.addAll(ClientCompilation.vavr());
    assertThat(ApiBoundary.gamesOnModulePath(path, "dev.tenace.ohhell")).containsExactly("ohhell");
    ClientCompilation.onModulePath(path)
        .compile(
            Map.of(
                "module-info.java",
                "module client { requires dev.tenace.ohhell; }",
                "client/Client.java",
                """
                package client;
                import dev.tenace.ohhell.*;
                public final class Client {
                  public static String run() {
                    OhHellState s = OhHellState.deal(OhHellRules.defaults(), 1, 3, 42L, java.util.List.of(0, 0, 0, 0));
                    OhHellView v = s.viewFor(0);
                    return v.trump() + " " + v.legalActions();
                  }
                }
                """))
        .assertClean();
  }
}
