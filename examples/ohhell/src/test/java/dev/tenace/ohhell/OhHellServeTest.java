package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.learn.Encoder;
import dev.tenace.learn.Encoders;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code tenace serve} with Oh Hell on the class path and no change to the tools: the spec, a whole
 * deal played by ids from the answered masks, and the Python example ({@code
 * examples/python/example.py}) playing whole deals of it against the server.
 */
class OhHellServeTest {
  private static List<JsonNode> serve(List<String> lines) throws IOException {
    OhHellToolsTest.Run r = OhHellToolsTest.run(String.join("\n", lines) + "\n", "serve");
    assertThat(r.err()).isEmpty();
    assertThat(r.code()).isZero();
    List<JsonNode> out = new ArrayList<>();
    for (String line : r.out().lines().toList()) {
      if (!line.isBlank()) {
        out.add(OhHellToolsTest.JSON.readTree(line));
      }
    }
    return out;
  }

  @Test
  @DisplayName(
      "serve: games lists ohhell; spec gives the generic layout; a deal by ids to its end, each step's mask its legal ids")
  void specAndDealByIds() throws IOException {
    Encoder enc = Encoders.forDefaults(OhHellGame.INSTANCE);
    List<JsonNode> a =
        serve(List.of("{\"op\":\"games\"}", "{\"op\":\"spec\",\"game\":\"ohhell\"}"));
    List<String> games = new ArrayList<>();
    a.get(1).get("games").forEach(g -> games.add(g.get("name").asText()));
    assertThat(games).contains("ohhell");
    JsonNode spec = a.get(2);
    assertThat(spec.get("ok").asBoolean()).as("%s", spec).isTrue();
    assertThat(spec.get("actions").get("size").asInt()).isEqualTo(enc.actionCount()).isEqualTo(63);
    assertThat(spec.get("observation").get("size").asInt()).isEqualTo(enc.observation().size());
    assertThat(spec.get("information_state").get("size").asInt())
        .isEqualTo(enc.informationState().size());
    assertThat(spec.get("actions").get("segments").get(1).get("name").asText()).isEqualTo("bid");
    JsonNode view =
        serve(List.of("{\"op\":\"new\",\"game\":\"ohhell\",\"seed\":5}", "{\"op\":\"view\"}"))
            .get(2);
    assertThat(view.get("ok").asBoolean()).as("%s", view).isTrue();
    assertThat(view.get("view").get("facts").has("trump")).as("%s", view).isTrue();
    assertThat(view.get("view").get("observation")).hasSize(enc.observation().size());

    List<String> lines = new ArrayList<>();
    lines.add(
        "{\"op\":\"new\",\"game\":\"ohhell\",\"seed\":5,\"seats\":[\"client\",\"heuristic\",\"random\",\"pimc:2\"]}");
    int steps = 0;
    JsonNode status;
    while (true) {
      List<String> requests = new ArrayList<>(lines);
      requests.add("{\"op\":\"observe\"}");
      List<JsonNode> answers = serve(requests);
      status = answers.get(answers.size() - 2);
      JsonNode obs = answers.get(answers.size() - 1);
      assertThat(status.get("ok").asBoolean()).as("%s", status).isTrue();
      if (status.get("over").asBoolean()) {
        break;
      }
      assertThat(obs.get("observation")).hasSize(enc.observation().size());
      assertThat(obs.get("mask")).hasSize(enc.actionCount());
      List<Integer> marked = new ArrayList<>();
      for (int i = 0; i < enc.actionCount(); i++) {
        if (obs.get("mask").get(i).asInt() == 1) {
          marked.add(i);
        }
      }
      List<Integer> legal = new ArrayList<>();
      status.get("legal_ids").forEach(x -> legal.add(x.asInt()));
      assertThat(legal).isNotEmpty();
      assertThat(marked).as("the mask is the legal ids").isEqualTo(legal);
      lines.add("{\"op\":\"act\",\"id\":" + legal.get(legal.size() - 1) + "}");
      assertThat(++steps).isLessThan(20);
    }
    assertThat(steps)
        .as("a bid and ten plays of the client seat (§2.3 DOWN from 10)")
        .isEqualTo(11);
    assertThat(status.get("result").get("scores")).hasSize(4);
  }

  @Test
  @DisplayName("the Python example plays whole deals of Oh Hell against tenace serve")
  void pythonExample() throws IOException, InterruptedException {
    String python = python();
    Path example = Path.of("..", "python", "example.py").toAbsolutePath().normalize();
    assertThat(example).exists();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String server =
        quote(java)
            + " -cp "
            + quote(System.getProperty("java.class.path"))
            + " dev.tenace.cli.Tenace serve";
    int deals = 3;
    Process p =
        new ProcessBuilder(
                python,
                example.toString(),
                "--game",
                "ohhell",
                "--deals",
                String.valueOf(deals),
                "--json",
                "--server",
                server)
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
    assertThat(p.exitValue()).as("the example's exit status; output: %s", out).isZero();
    JsonNode result = OhHellToolsTest.JSON.readTree(out);
    assertThat(result.get("game").asText()).isEqualTo("ohhell");
    for (String agent : List.of("random", "simple")) {
      JsonNode scores = result.get(agent).get("scores");
      assertThat(scores).as(agent).hasSize(deals);
      double sum = 0;
      for (JsonNode s : scores) {
        // §5.1 EXACT: 10 + bid when the bid is made (the first deal has 10 cards), else 0
        assertThat(s.asInt())
            .as("%s score", agent)
            .isIn(0, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20);
        sum += s.asInt();
      }
      assertThat(result.get(agent).get("mean_score").asDouble()).isEqualTo(sum / deals);
    }
  }

  @Test
  @DisplayName(
      "the PettingZoo-AEC-shaped and pyspiel-shaped Python loops play Oh Hell, with the same returns")
  void pythonAdapters() throws IOException, InterruptedException {
    JsonNode out = runPython("adapters_example.py", "--game", "ohhell", "--deals", "2", "--json");
    List<String> played = new ArrayList<>();
    out.fieldNames().forEachRemaining(played::add);
    assertThat(played).containsExactly("ohhell");
    JsonNode x = out.get("ohhell");
    // each is a single deal 1 of 10 cards (§2.3 DOWN): 4 bids and 40 plays
    assertThat(x.get("aec_steps").asInt()).isEqualTo(2 * (4 + 40));
    assertThat(x.get("spiel_steps").asInt()).isEqualTo(x.get("aec_steps").asInt());
    assertThat(x.get("mean_returns")).hasSize(4);
  }

  /** Runs a program of examples/python against this build's server; its JSON output. */
  private static JsonNode runPython(String program, String... args)
      throws IOException, InterruptedException {
    Path file = Path.of("..", "python", program).toAbsolutePath().normalize();
    assertThat(file).exists();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String server =
        quote(java)
            + " -cp "
            + quote(System.getProperty("java.class.path"))
            + " dev.tenace.cli.Tenace serve";
    List<String> command = new ArrayList<>(List.of(python(), file.toString()));
    command.addAll(List.of(args));
    command.addAll(List.of("--server", server));
    Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
    assertThat(p.exitValue()).as("%s's exit status; output: %s", program, out).isZero();
    return OhHellToolsTest.JSON.readTree(out);
  }

  /** The python3 on the path; the test fails, saying so, if there is none. */
  private static String python() throws InterruptedException {
    try {
      Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
      String v = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (p.waitFor() == 0 && v.startsWith("Python 3")) {
        return "python3";
      }
      fail("python3 --version answered '" + v.strip() + "'");
    } catch (IOException e) {
      fail(
          "python3 is needed to run the Python client's test (examples/python) but was not found"
              + " on the PATH: install it (apt-get install python3) — "
              + e.getMessage());
    }
    return null;
  }

  /** A command-line word for Python's shlex.split. */
  private static String quote(String s) {
    return s.matches("[A-Za-z0-9_./:=+@%-" + File.pathSeparator + "]+")
        ? s
        : "'" + s.replace("'", "'\"'\"'") + "'";
  }
}
