package dev.tenace.bots.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/**
 * A bot in another process, written in Java against the protocol alone (no Tenace class): it
 * answers each {@code act} with the ids of a legal action chosen at random, seeded by its seat. The
 * tests start it with the test class path ({@code java -cp … dev.tenace.bots.engine.JavaBot}); an
 * argument makes it misbehave, for the fault tests:
 *
 * <ul>
 *   <li>{@code exit:N} exits (status 3) on its N-th {@code act};
 *   <li>{@code hang} never answers its first {@code act};
 *   <li>{@code child} starts a child process ({@code sleep 600}), then hangs;
 *   <li>{@code illegal} answers an id no legal action has;
 *   <li>{@code garbage} answers a line that is not JSON;
 *   <li>{@code stderr} plays well and writes a line to its standard error at each {@code act}.
 * </ul>
 */
public final class JavaBot {
  private JavaBot() {}

  /** Plays until its input ends or {@code match_end}. */
  public static void main(String[] args) throws IOException, InterruptedException {
    String mode = args.length == 0 ? "" : args[0];
    ObjectMapper json = new ObjectMapper();
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    SplittableRandom rng = new SplittableRandom(0);
    int acts = 0;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      JsonNode m = json.readTree(line);
      String type = m.get("type").asText();
      if (type.equals("hello")) {
        rng = new SplittableRandom(m.get("seat").asInt());
        out.println("{\"type\":\"ready\",\"name\":\"java random\"}");
      } else if (type.equals("match_end")) {
        return;
      } else if (type.equals("act")) {
        acts++;
        if (mode.equals("exit:" + acts)) {
          System.exit(3);
        }
        if (mode.equals("hang") || mode.equals("child")) {
          if (mode.equals("child")) {
            var unused = new ProcessBuilder("sleep", "600").start(); // outlives us unless ended
          }
          Thread.sleep(600_000);
        }
        if (mode.equals("garbage")) {
          out.println("I play the queen of spades");
          continue;
        }
        if (mode.equals("illegal")) {
          out.println("{\"id\":100000}");
          continue;
        }
        if (mode.equals("stderr")) {
          System.err.println("thinking about deal " + m.get("deal").asInt());
        }
        JsonNode legal = m.get("view").get("legal");
        JsonNode pick = legal.get(rng.nextInt(legal.size()));
        out.println("{\"ids\":" + pick.get("ids") + "}");
      }
    }
  }
}
