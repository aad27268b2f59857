package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.game.GameDefinition;
import java.io.IOException;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Protocol 2's one round trip per step: an {@code act} (and {@code new}, {@code next}, {@code
 * undo}) with {@code "observe": true} carries the observation (and with {@code "information_state":
 * true} the information state) of the client seat to act in the sparse form, and decoding it gives
 * exactly protocol 1's dense vectors of {@code observe}; the rest of the answer is protocol 1's
 * answer.
 */
class ServeProtocol2Test {
  static JsonNode ask(ServeSession s, String request) {
    try {
      // as the wire has it: a sparse vector is raw JSON text in the answer
      return ServeTest.JSON.readTree(
          ServeTest.JSON.writeValueAsString(s.handle(ServeTest.JSON.readTree(request))));
    } catch (JsonProcessingException e) {
      throw new AssertionError(request, e);
    }
  }

  /** A sparse vector of protocol 2 as the dense vector of {@code size} entries. */
  static float[] decode(JsonNode sparse, int size) {
    assertThat(sparse.isObject()).as("a sparse vector is an object: %s", sparse).isTrue();
    float[] v = new float[size];
    for (JsonNode i : sparse.get("ones")) {
      v[i.asInt()] = 1f;
    }
    for (JsonNode p : sparse.get("other")) {
      assertThat(p.get(1).asDouble()).as("other holds no 0 and no 1").isNotIn(0.0, 1.0);
      v[p.get(0).asInt()] = (float) p.get(1).asDouble();
    }
    return v;
  }

  static float[] dense(JsonNode list) {
    float[] v = new float[list.size()];
    for (int i = 0; i < v.length; i++) {
      v[i] = (float) list.get(i).asDouble();
    }
    return v;
  }

  /** A table's description as its sizes: action count, observation, information state. */
  static int[] sizes(JsonNode described) {
    return new int[] {
      described.get("action_count").asInt(),
      described.get("observation_size").asInt(),
      described.get("information_state_size").asInt()
    };
  }

  /** One game played from one seed by a test. */
  interface Play {
    void play(String game, long seed) throws IOException;
  }

  /** {@code play} of every game served from seeds {@code 0 .. seeds - 1}: at least four games. */
  static void everyGame(int seeds, Play play) throws IOException {
    int games = 0;
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      for (long seed = 0; seed < seeds; seed++) {
        play.play(g.name(), seed);
      }
      games++;
    }
    assertThat(games).isGreaterThanOrEqualTo(4);
  }

  static int pick(JsonNode answer, SplittableRandom rng) {
    JsonNode ids = answer.get("legal_ids");
    return ids.get(rng.nextInt(ids.size())).asInt();
  }

  @Test
  @DisplayName("act with observe: the sparse vectors decode to observe's, the rest is protocol 1's")
  void oneRoundTripPerStep() throws IOException {
    everyGame(3, ServeProtocol2Test::playBoth);
  }

  private static void playBoth(String game, long seed) {
    ServeSession one = new ServeSession();
    ServeSession two = new ServeSession();
    String open = "{\"op\":\"new\",\"game\":\"" + game + "\",\"seed\":" + seed;
    JsonNode a1 = ask(one, open + "}");
    JsonNode a2 = ask(two, open + ",\"observe\":true,\"information_state\":true}");
    int obs = a1.get("observation_size").asInt();
    int info = a1.get("information_state_size").asInt();
    SplittableRandom rng = new SplittableRandom(seed);
    int steps = 0;
    while (true) {
      assertThat(stripped(a2)).as("%s seed %d step %d", game, seed, steps).isEqualTo(a1);
      if (a1.get("over").asBoolean()) {
        assertThat(a2.has("observation")).as("no seat to act, no observation").isFalse();
        break;
      }
      JsonNode dense = ask(one, "{\"op\":\"observe\",\"information_state\":true}");
      assertThat(decode(a2.get("observation"), obs))
          .containsExactly(dense(dense.get("observation")));
      assertThat(decode(a2.get("information_state"), info))
          .containsExactly(dense(dense.get("information_state")));
      JsonNode sparse = ask(one, "{\"op\":\"observe\",\"sparse\":true}");
      assertThat(sparse.has("mask")).isFalse();
      assertThat(sparse.get("legal_ids")).isEqualTo(dense.get("legal_ids"));
      assertThat(decode(sparse.get("observation"), obs))
          .containsExactly(dense(dense.get("observation")));
      int id = pick(a1, rng);
      a1 = ask(one, "{\"op\":\"act\",\"id\":" + id + "}");
      a2 =
          ask(
              two,
              "{\"op\":\"act\",\"id\":" + id + ",\"observe\":true,\"information_state\":true}");
      steps++;
    }
    assertThat(steps).isGreaterThan(10);
  }

  /** A protocol 2 answer without its vectors. */
  static JsonNode stripped(JsonNode answer) {
    ObjectNode o = answer.deepCopy();
    o.remove(List.of("observation", "information_state"));
    return o;
  }

  @Test
  @DisplayName("observe alone asks for the observation only; a refused act carries no vectors")
  void observeFlagOnly() {
    ServeSession s = new ServeSession();
    JsonNode a = ask(s, "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":3,\"observe\":true}");
    assertThat(a.has("observation")).isTrue();
    assertThat(a.has("information_state")).isFalse();
    JsonNode refused = ask(s, "{\"op\":\"act\",\"id\":999,\"observe\":true}");
    assertThat(refused.get("ok").asBoolean()).isFalse();
    assertThat(refused.has("observation")).isFalse();
    JsonNode bad =
        ask(s, "{\"op\":\"act\",\"id\":" + pick(a, new SplittableRandom(1)) + ",\"observe\":1}");
    assertThat(bad.get("error").asText()).isEqualTo("\"observe\" must be true or false but was 1");
  }

  @Test
  @DisplayName(
      "spec gives the sizes, the longest deal and the utility range; no random deal is longer, no reward outside the range, every reward sums to 0 where zero_sum")
  void specMetadata() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      ServeSession s = new ServeSession();
      JsonNode spec = ask(s, "{\"op\":\"spec\",\"game\":\"" + g.name() + "\"}");
      assertThat(spec.get("action_count").asInt())
          .isEqualTo(spec.get("actions").get("size").asInt());
      assertThat(spec.get("observation_size").asInt())
          .isEqualTo(spec.get("observation").get("size").asInt());
      assertThat(spec.get("information_state_size").asInt())
          .isEqualTo(spec.get("information_state").get("size").asInt());
      int maxMoves = spec.get("max_moves").asInt();
      double min = spec.get("min_utility").asDouble();
      double max = spec.get("max_utility").asDouble();
      assertThat(min).as(g.name()).isLessThan(max);
      assertThat(spec.get("zero_sum").isBoolean()).isTrue();
      for (long seed = 0; seed < 5; seed++) {
        JsonNode a = ask(s, "{\"op\":\"new\",\"game\":\"" + g.name() + "\",\"seed\":" + seed + "}");
        assertThat(ask(s, "{\"op\":\"spec\"}")).isEqualTo(spec);
        SplittableRandom rng = new SplittableRandom(seed);
        while (!a.get("over").asBoolean()) {
          a = ask(s, "{\"op\":\"act\",\"id\":" + pick(a, rng) + "}");
        }
        int moves = s.dealRecord().get("deals").get(0).get("actions").size();
        double sum = 0;
        for (JsonNode r : a.get("result").get("rewards")) {
          assertThat(r.asDouble()).as("%s seed %d", g.name(), seed).isBetween(min, max);
          sum += r.asDouble();
        }
        if (spec.get("zero_sum").asBoolean()) {
          assertThat(sum).as("%s seed %d: zero-sum", g.name(), seed).isZero();
        }
        assertThat(moves).as("%s seed %d", g.name(), seed).isLessThanOrEqualTo(maxMoves);
      }
    }
  }
}
