package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.game.GameDefinition;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Protocol 2's {@code "encoding": "packed"}: the mask and the vectors as base64 texts ({@link
 * ServeVectors}). Two sessions play the same random ids, one asking for the default sparse form,
 * the other (answered as the wire has it, {@link ServeOut.Bytes}) for the packed form: decoded here
 * as a client would, the packed answer gives exactly the sparse answer's legal ids and vectors at
 * every step of every game, for one table and for many; the rest of the answers is the same.
 */
class ServePackedTest {
  /** A mask's text as the ids whose bit is set, in order, each below {@code size}. */
  static List<Integer> ids(JsonNode mask, int size) {
    assertThat(mask.isTextual()).as("a packed mask is a text: %s", mask).isTrue();
    byte[] raw = Base64.getDecoder().decode(mask.asText());
    assertThat(raw).hasSize((size + 7) / 8);
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < 8 * raw.length; i++) {
      if ((raw[i >> 3] >> (i & 7) & 1) != 0) {
        assertThat(i).as("a bit past the action count").isLessThan(size);
        out.add(i);
      }
    }
    return out;
  }

  /** A packed vector's text as the vector of {@code size} entries. */
  static float[] unpack(JsonNode packed, int size) {
    assertThat(packed.isTextual()).as("a packed vector is a text: %s", packed).isTrue();
    String[] parts = packed.asText().split(";", -1);
    assertThat(parts.length).as("bits, and at most one list of other entries").isBetween(1, 2);
    ByteBuffer ones =
        ByteBuffer.wrap(Base64.getDecoder().decode(parts[0])).order(ByteOrder.LITTLE_ENDIAN);
    float[] v = new float[size];
    int previous = -1;
    while (ones.hasRemaining()) {
      int i = size > ServeVectors.WIDE ? ones.getInt() : Short.toUnsignedInt(ones.getShort());
      assertThat(i)
          .as("increasing indices below the size")
          .isGreaterThan(previous)
          .isLessThan(size);
      v[i] = 1f;
      previous = i;
    }
    if (parts.length == 2) {
      byte[] pairs = Base64.getDecoder().decode(parts[1]);
      assertThat(pairs.length % 8).isZero();
      assertThat(pairs).as("the list of other entries is left out when empty").isNotEmpty();
      ByteBuffer b = ByteBuffer.wrap(pairs).order(ByteOrder.LITTLE_ENDIAN);
      int last = -1;
      while (b.hasRemaining()) {
        int i = b.getInt();
        float x = b.getFloat();
        assertThat(i).as("increasing indices below the size").isGreaterThan(last).isLessThan(size);
        assertThat(x).as("other entries are neither 0 nor 1").isNotIn(0f, 1f);
        assertThat(v[i]).as("an entry both 1 and other").isZero();
        v[i] = x;
        last = i;
      }
    }
    return v;
  }

  /** A session answered as {@code tenace serve} writes it: text into a byte buffer. */
  static final class Wire {
    final ServeSession session = new ServeSession();
    final ServeOut.Bytes out = new ServeOut.Bytes();
    int number;

    JsonNode send(String request) throws IOException {
      byte[] line = request.getBytes(StandardCharsets.UTF_8);
      out.clear();
      Serve.answer(session, new Serve.Input.Line(++number, line, line.length), out);
      return Serve.JSON.readTree(out.toByteArray());
    }
  }

  @Test
  @DisplayName("packed answers decode to the sparse answers' ids and vectors, every game, 1 table")
  void oneTable() throws IOException {
    ServeProtocol2Test.everyGame(3, ServePackedTest::playBoth);
  }

  private static void playBoth(String game, long seed) throws IOException {
    ServeSession sparse = new ServeSession();
    Wire packed = new Wire();
    String open =
        "{\"op\":\"new\",\"game\":\""
            + game
            + "\",\"seed\":"
            + seed
            + ",\"information_state\":true";
    JsonNode a1 = ServeProtocol2Test.ask(sparse, open + "}");
    JsonNode a2 = packed.send(open + ",\"encoding\":\"packed\"}");
    int actions = a1.get("action_count").asInt();
    int[] sizes = ServeProtocol2Test.sizes(a1);
    SplittableRandom rng = new SplittableRandom(seed);
    int steps = 0;
    while (true) {
      String at = game + " seed " + seed + " step " + steps;
      same(a1, a2, sizes, at);
      if (a1.get("over").asBoolean()) {
        break;
      }
      JsonNode observed = packed.send("{\"op\":\"observe\",\"encoding\":\"packed\"}");
      JsonNode dense = ServeProtocol2Test.ask(sparse, "{\"op\":\"observe\"}");
      assertThat(ids(observed.get("mask"), actions))
          .as(at)
          .containsExactlyElementsOf(intList(dense.get("legal_ids")));
      assertThat(observed.has("legal_ids")).isFalse();
      assertThat(unpack(observed.get("observation"), sizes[1]))
          .as(at)
          .containsExactly(ServeProtocol2Test.dense(dense.get("observation")));
      int id = ServeProtocol2Test.pick(a1, rng);
      String act = "{\"op\":\"act\",\"id\":" + id + ",\"information_state\":true";
      a1 = ServeProtocol2Test.ask(sparse, act + "}");
      a2 = packed.send(act + ",\"encoding\":\"packed\"}");
      steps++;
    }
    assertThat(steps).isGreaterThan(10);
  }

  @Test
  @DisplayName("a many-table act packed decodes to the same act sparse, entry by entry")
  void manyTables() throws IOException {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      ServeSession sparse = new ServeSession();
      Wire packed = new Wire();
      String open =
          "{\"op\":\"open\",\"game\":\"" + g.name() + "\",\"count\":5,\"seed\":9,\"observe\":true";
      JsonNode o1 = ServeProtocol2Test.ask(sparse, open + "}");
      JsonNode o2 = packed.send(open + ",\"encoding\":\"packed\"}");
      int[] sizes = ServeProtocol2Test.sizes(o1);
      List<JsonNode> states = new ArrayList<>();
      o1.get("states").forEach(states::add);
      for (int k = 0; k < states.size(); k++) {
        same(states.get(k), o2.get("states").get(k), sizes, g.name() + " open " + k);
      }
      SplittableRandom rng = new SplittableRandom(g.name().hashCode());
      int compared = 0;
      for (int step = 0; step < 80; step++) {
        StringBuilder ids = new StringBuilder();
        for (int k = 0; k < states.size(); k++) {
          JsonNode legal = states.get(k).get("legal_ids");
          ids.append(k == 0 ? "" : ",")
              .append(legal == null ? 0 : legal.get(rng.nextInt(legal.size())).asInt());
        }
        String info = step % 3 == 0 ? ",\"information_state\":true" : ",\"observe\":true";
        String act =
            "{\"op\":\"act\",\"tables\":" + o1.get("tables") + ",\"ids\":[" + ids + "]" + info;
        JsonNode a1 = ServeProtocol2Test.ask(sparse, act + "}");
        JsonNode a2 = packed.send(act + ",\"encoding\":\"packed\"}");
        for (int k = 0; k < states.size(); k++) {
          JsonNode e1 = a1.get("answers").get(k);
          same(e1, a2.get("answers").get(k), sizes, g.name() + " step " + step + " table " + k);
          if (e1.get("ok").asBoolean()) {
            states.set(k, e1);
            compared++;
          }
        }
      }
      assertThat(compared).as(g.name()).isGreaterThan(100);
    }
  }

  @Test
  @DisplayName("a malformed \"encoding\" is refused naming the field, the tables unchanged")
  void malformedEncoding() throws IOException {
    Wire w = new Wire();
    JsonNode a = w.send("{\"op\":\"new\",\"game\":\"hearts\",\"seed\":4,\"observe\":true}");
    int id = a.get("legal_ids").get(0).asInt();
    JsonNode opened = w.send("{\"op\":\"open\",\"game\":\"spades\",\"count\":2,\"seed\":1}");
    JsonNode before = w.send("{\"op\":\"observe\"}");
    JsonNode record = w.session.dealRecord().deepCopy();
    String spadesView = "{\"op\":\"view\",\"table\":" + opened.get("tables").get(0) + "}";
    JsonNode spades = w.send(spadesView);
    for (String bad : new String[] {"\"Packed\"", "\"dense\"", "1", "true", "[\"packed\"]", "{}"}) {
      String e = ",\"encoding\":" + bad + "}";
      for (String request :
          new String[] {
            "{\"op\":\"act\",\"id\":" + id + ",\"observe\":true" + e,
            "{\"op\":\"act\",\"tables\":" + opened.get("tables") + ",\"ids\":[0,0]" + e,
            "{\"op\":\"observe\"" + e,
            "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":5" + e,
            "{\"op\":\"open\",\"game\":\"hearts\",\"count\":2" + e
          }) {
        JsonNode refused = w.send(request);
        assertThat(refused.get("ok").asBoolean()).as(request).isFalse();
        assertThat(refused.get("error").asText())
            .as(request)
            .startsWith("\"encoding\" must be \"sparse\" (the default")
            .endsWith("but was " + bad);
      }
    }
    assertThat(w.send("{\"op\":\"observe\"}")).isEqualTo(before);
    assertThat(w.session.dealRecord()).isEqualTo(record);
    assertThat(w.send(spadesView)).isEqualTo(spades);
    assertThat(spades.get("ok").asBoolean()).isTrue();
    JsonNode ok = w.send("{\"op\":\"act\",\"id\":" + id + ",\"encoding\":\"sparse\"}");
    assertThat(ok.get("ok").asBoolean()).isTrue();
    assertThat(ok.has("legal_ids")).isTrue();
  }

  /** A packed answer {@code p} says what the sparse answer {@code s} says. */
  private static void same(JsonNode s, JsonNode p, int[] sizes, String at) {
    int actions = sizes[0];
    ObjectNode rest = s.deepCopy();
    rest.remove(List.of("legal_ids", "observation", "information_state"));
    ObjectNode restP = p.deepCopy();
    restP.remove(List.of("mask", "observation", "information_state"));
    assertThat(restP).as(at).isEqualTo(rest);
    assertThat(p.has("legal_ids")).as(at).isFalse();
    assertThat(p.has("mask")).as(at).isEqualTo(s.has("legal_ids"));
    if (s.has("legal_ids")) {
      assertThat(ids(p.get("mask"), actions))
          .as(at)
          .containsExactlyElementsOf(intList(s.get("legal_ids")));
    }
    String[] vectors = {"observation", "information_state"};
    for (int k = 0; k < 2; k++) {
      String v = vectors[k];
      assertThat(p.has(v)).as(at).isEqualTo(s.has(v));
      if (s.has(v)) {
        int size = sizes[1 + k];
        assertThat(unpack(p.get(v), size))
            .as("%s: %s", at, v)
            .containsExactly(ServeProtocol2Test.decode(s.get(v), size));
      }
    }
  }

  private static List<Integer> intList(JsonNode list) {
    List<Integer> out = new ArrayList<>();
    list.forEach(x -> out.add(x.asInt()));
    return out;
  }
}
