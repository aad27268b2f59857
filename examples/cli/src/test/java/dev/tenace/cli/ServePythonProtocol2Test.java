package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.core.game.GameDefinition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The protocol 2 Python programs of {@code examples/python} run against this build's server: the
 * PettingZoo-AEC-shaped and pyspiel-shaped adapters over every game on the class path, the
 * fork/undo/sample checks and the twice-played advice match, and the determinized search example.
 */
class ServePythonProtocol2Test {
  /** Runs a Python program of examples/python with the server of this build; its JSON output. */
  static JsonNode run(String program, String... args) throws IOException, InterruptedException {
    String python = ServePythonTest.python();
    Path file = Path.of("..", "python", program).toAbsolutePath().normalize();
    assertThat(file).exists();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String server =
        ServePythonTest.quote(java)
            + " -cp "
            + ServePythonTest.quote(System.getProperty("java.class.path"))
            + " dev.tenace.cli.Tenace serve";
    List<String> command = new ArrayList<>(List.of(python, file.toString()));
    command.addAll(List.of(args));
    command.addAll(List.of("--json", "--server", server));
    Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(10, TimeUnit.MINUTES)).isTrue();
    assertThat(p.exitValue()).as("%s's exit status; output: %s", program, out).isZero();
    return ServeTest.JSON.readTree(out);
  }

  private static List<String> games() {
    List<String> out = new ArrayList<>();
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      out.add(g.name());
    }
    return out;
  }

  @Test
  @DisplayName("the AEC-shaped and pyspiel-shaped loops play every game, with the same returns")
  void adapters() throws IOException, InterruptedException {
    JsonNode out = run("adapters_example.py", "--deals", "2");
    List<String> played = new ArrayList<>();
    out.fieldNames().forEachRemaining(played::add);
    assertThat(played).containsExactlyInAnyOrderElementsOf(games());
    for (String g : played) {
      JsonNode x = out.get(g);
      assertThat(x.get("aec_steps").asInt()).as(g).isGreaterThan(20);
      assertThat(x.get("spiel_steps").asInt()).as(g).isEqualTo(x.get("aec_steps").asInt());
    }
  }

  @Test
  @DisplayName(
      "fork, undo and sample from Python; an advice match of pimc:10 is the same twice; packed and binary answers decode in Python to the sparse answers' vectors and ids; requests in flight answer as one at a time; both sides polling for their lines")
  void searchPrimitives() throws IOException, InterruptedException {
    JsonNode out = run("protocol2_check.py", "--spin-us", "50");
    assertThat(out.get("transport").asText()).isEqualTo("pipes");
    checked(out);
  }

  @Test
  @DisplayName(
      "the same checks through shared memory (serve --shm), in rings of 4096 bytes that many answers overrun")
  void throughSharedMemory() throws IOException, InterruptedException {
    JsonNode out = run("protocol2_check.py", "--spin-us", "50", "--shm", "4096");
    assertThat(out.get("transport").asText()).isEqualTo("shm");
    checked(out);
  }

  private static void checked(JsonNode out) {
    List<String> checked = new ArrayList<>();
    out.get("games").fieldNames().forEachRemaining(checked::add);
    assertThat(checked).containsExactlyInAnyOrderElementsOf(games());
    List<String> packed = new ArrayList<>();
    out.get("packed").fieldNames().forEachRemaining(packed::add);
    assertThat(packed)
        .as("packed and sparse compared")
        .containsExactlyInAnyOrderElementsOf(games());
    List<String> pipelined = new ArrayList<>();
    out.get("pipelined").fieldNames().forEachRemaining(pipelined::add);
    assertThat(pipelined)
        .as("requests in flight compared with one at a time")
        .containsExactlyInAnyOrderElementsOf(games());
    for (String g : pipelined) {
      assertThat(out.get("pipelined").get(g).asInt()).as(g).isEqualTo(180);
    }
    for (String g : packed) {
      assertThat(out.get("packed").get(g).asInt()).as(g).isGreaterThan(100);
    }
    JsonNode match = out.get("advice_match");
    assertThat(match.get("same_twice").asBoolean()).isTrue();
    assertThat(match.get("deals").asInt()).isGreaterThanOrEqualTo(1);
    assertThat(match.get("actions").asInt()).isGreaterThan(40);
  }

  @Test
  @DisplayName("the determinized search example runs over sample, fork and many-table steps")
  void searchExample() throws IOException, InterruptedException {
    JsonNode out = run("search_example.py", "--game", "hearts", "--deals", "2", "--worlds", "3");
    assertThat(out.get("deals").asInt()).isEqualTo(2);
    assertThat(out.get("search_mean_reward").isNumber()).isTrue();
    assertThat(out.get("random_mean_reward").isNumber()).isTrue();
  }
}
