package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.bots.Bots;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import dev.tenace.learn.Encoder;
import dev.tenace.learn.Encoders;
import dev.tenace.learn.Segment;
import dev.tenace.learn.Session;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Python example ({@code examples/python/example.py}) run against this build's server ({@code
 * java -cp <test class path> dev.tenace.cli.Tenace serve}), its scores checked against the same
 * seeds played in Java: the same deals, the same bots with the same seeds, and the example's two
 * agents written again here (the random agent draws from SplitMix64, which both sides implement).
 * It needs {@code python3}; without it the test fails and says so (CI installs it, {@code
 * .ci/run}).
 */
class ServePythonTest {
  private static final int DEALS = 4;

  @ParameterizedTest(name = "{0}")
  @CsvSource({"hearts", "sheepshead", "spades"})
  void pythonExampleAgreesWithJava(String game) throws IOException, InterruptedException {
    String python = python();
    Path example = Path.of("..", "python", "example.py").toAbsolutePath().normalize();
    assertThat(example).exists();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String server =
        quote(java)
            + " -cp "
            + quote(System.getProperty("java.class.path"))
            + " dev.tenace.cli.Tenace serve";
    ProcessBuilder pb =
        new ProcessBuilder(
                python,
                example.toString(),
                "--game",
                game,
                "--deals",
                String.valueOf(DEALS),
                "--json",
                "--server",
                server)
            .redirectError(ProcessBuilder.Redirect.INHERIT);
    Process p = pb.start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
    assertThat(p.exitValue()).as("the example's exit status; output: %s", out).isZero();
    JsonNode result = ServeTest.JSON.readTree(out);

    GameDefinition<?, ?, ?> g = Games.find(game);
    assertThat(scores(result, "random"))
        .as("the random agent's scores, seeds 0..%d", DEALS - 1)
        .isEqualTo(javaScores(g, new RandomAgent(12345)));
    assertThat(scores(result, "simple"))
        .as("the simple agent's scores")
        .isEqualTo(javaScores(g, new SimpleAgent()));
    assertThat(result.get("random").get("mean_score").asDouble())
        .isEqualTo(mean(scores(result, "random")));
  }

  /** The python3 on the path; the test fails, saying so, if there is none. */
  static String python() throws InterruptedException {
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
              + " on the PATH: install it (apt-get install python3; .ci/run does) — "
              + e.getMessage());
    }
    return null;
  }

  /** A command-line word for Python's shlex.split. */
  static String quote(String s) {
    return s.matches("[A-Za-z0-9_./:=+@%-" + File.pathSeparator + "]+")
        ? s
        : "'" + s.replace("'", "'\"'\"'") + "'";
  }

  private static List<Integer> scores(JsonNode result, String agent) {
    List<Integer> out = new ArrayList<>();
    for (JsonNode x : result.get(agent).get("scores")) {
      out.add(x.asInt());
    }
    return out;
  }

  private static double mean(List<Integer> xs) {
    return xs.stream().mapToInt(Integer::intValue).average().orElseThrow();
  }

  /** The example's agents: they choose an id from the legal ids and the action layout. */
  interface IdAgent {
    int act(int[] ids, int count, Encoder enc);
  }

  /** The example's RandomAgent: SplitMix64, an unsigned remainder. */
  static final class RandomAgent implements IdAgent {
    private long state;

    RandomAgent(long seed) {
      state = seed;
    }

    long next() {
      state += 0x9E3779B97F4A7C15L;
      long z = state;
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      return z ^ (z >>> 31);
    }

    @Override
    public int act(int[] ids, int count, Encoder enc) {
      return ids[(int) Long.remainderUnsigned(next(), count)];
    }
  }

  /** The example's SimpleAgent: the lowest card to play, the highest to choose, else the first. */
  static final class SimpleAgent implements IdAgent {
    @Override
    public int act(int[] ids, int count, Encoder enc) {
      Segment play = enc.actions().segment("play");
      int best = -1;
      for (int i = 0; i < count; i++) {
        int id = ids[i];
        if (play.contains(id) && (best < 0 || id % 13 < best % 13)) {
          best = id;
        }
      }
      if (best >= 0) {
        return best;
      }
      Segment choose = enc.actions().segments().get(1);
      if (choose.length() == play.length()) {
        for (int i = 0; i < count; i++) {
          int id = ids[i];
          int r = (id - choose.offset()) % 13;
          if (choose.contains(id) && (best < 0 || r >= (best - choose.offset()) % 13)) {
            best = id;
          }
        }
        if (best >= 0) {
          return best;
        }
      }
      return ids[0];
    }
  }

  /** Seat 0's scores over deals 0..DEALS-1, played in Java as the server and the example do. */
  private static <R, S extends GameState<S, V>, V extends View<S>> List<Integer> javaScores(
      GameDefinition<R, S, V> game, IdAgent agent) {
    R rules = game.defaultRules();
    Encoder enc = Encoders.forGame(game, rules);
    int n = game.players(rules);
    List<Integer> out = new ArrayList<>();
    int[] ids = new int[enc.actionCount()];
    for (long seed = 0; seed < DEALS; seed++) {
      List<Agent<View<?>>> bots = new ArrayList<>();
      for (int seat = 0; seat < n; seat++) {
        bots.add(
            seat == 0
                ? null
                : Bots.create("heuristic", game.name(), ServeSession.botSeed(seed, seat)));
      }
      Session<S> env = Session.start(enc, game.newDeal(rules, 0, seed));
      while (!env.isOver()) {
        int seat = env.toAct();
        if (seat == 0) {
          int k = env.legalIds(0, ids);
          assertThat(env.step(0, agent.act(ids, k, enc)).isRight()).isTrue();
        } else {
          S s = env.state();
          Action a = bots.get(seat).act(s.viewFor(seat));
          if (env.act(seat, a).isLeft()) {
            assertThat(env.act(seat, s.legalActions(seat).get(0)).isRight()).isTrue();
          }
        }
      }
      out.add(env.state().score(0));
    }
    return out;
  }
}
