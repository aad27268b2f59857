package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Protocol 2's {@code "legal"} (the legal ids as {@code legal_ids} or as the packed {@code mask},
 * whatever the encoding) and {@code "brief": true} (no {@code seat}, {@code applied} or {@code
 * deal}): three sessions play the same random ids, one with the defaults, one packed with {@code
 * "legal": "ids"} and {@code "brief": true} (answered as the wire has it, {@link
 * ServePackedTest.Wire}), one sparse with {@code "legal": "mask"}; each answer says what the
 * default answer says, less exactly the fields it was asked to leave out.
 */
class ServeLeanTest {
  private static final List<String> BRIEF_LEAVES_OUT = List.of("seat", "applied", "deal");

  @Test
  @DisplayName(
      "legal ids packed and brief, or a mask sparse: the default answers less those fields")
  void everyGame() throws IOException {
    ServeProtocol2Test.everyGame(2, ServeLeanTest::playThree);
  }

  private static void playThree(String game, long seed) throws IOException {
    ServeSession plain = new ServeSession();
    ServePackedTest.Wire lean = new ServePackedTest.Wire();
    ServePackedTest.Wire masked = new ServePackedTest.Wire();
    String open =
        "{\"op\":\"new\",\"game\":\"" + game + "\",\"seed\":" + seed + ",\"observe\":true";
    String leanAsk = ",\"encoding\":\"packed\",\"legal\":\"ids\",\"brief\":true}";
    String maskAsk = ",\"legal\":\"mask\"}";
    JsonNode a = ServeProtocol2Test.ask(plain, open + "}");
    JsonNode b = lean.send(open + leanAsk);
    JsonNode c = masked.send(open + maskAsk);
    int[] sizes = ServeProtocol2Test.sizes(a);
    JsonNode observed = lean.send("{\"op\":\"observe\",\"encoding\":\"packed\",\"legal\":\"ids\"}");
    assertThat(observed.get("legal_ids")).isEqualTo(a.get("legal_ids"));
    assertThat(observed.has("mask")).isFalse();
    SplittableRandom rng = new SplittableRandom(seed);
    int steps = 0;
    int applied = 0;
    while (true) {
      String at = game + " seed " + seed + " step " + steps;
      sameLean(a, b, sizes, at);
      sameMasked(a, c, sizes[0], at);
      applied += a.has("applied") ? 1 : 0;
      if (a.get("over").asBoolean()) {
        break;
      }
      String act =
          "{\"op\":\"act\",\"id\":" + ServeProtocol2Test.pick(a, rng) + ",\"observe\":true";
      a = ServeProtocol2Test.ask(plain, act + "}");
      b = lean.send(act + leanAsk);
      c = masked.send(act + maskAsk);
      steps++;
    }
    assertThat(applied).as("the default answers carry what brief leaves out").isGreaterThan(10);
  }

  /** {@code b} (packed, legal ids, brief) says what {@code a} says, less the brief fields. */
  private static void sameLean(JsonNode a, JsonNode b, int[] sizes, String at) {
    ObjectNode rest = a.deepCopy();
    rest.remove(BRIEF_LEAVES_OUT);
    rest.remove("observation");
    ObjectNode restB = b.deepCopy();
    restB.remove("observation");
    assertThat(restB).as(at).isEqualTo(rest);
    for (String f : BRIEF_LEAVES_OUT) {
      assertThat(b.has(f)).as("%s: brief, yet %s", at, f).isFalse();
    }
    assertThat(b.has("mask")).as(at).isFalse();
    assertThat(b.has("observation")).as(at).isEqualTo(a.has("observation"));
    if (a.has("observation")) {
      assertThat(ServePackedTest.unpack(b.get("observation"), sizes[1]))
          .as(at)
          .containsExactly(ServeProtocol2Test.decode(a.get("observation"), sizes[1]));
    }
  }

  /** {@code c} (sparse, a mask) says what {@code a} says, with a mask for the legal ids. */
  private static void sameMasked(JsonNode a, JsonNode c, int actions, String at) {
    ObjectNode rest = a.deepCopy();
    rest.remove("legal_ids");
    ObjectNode restC = c.deepCopy();
    restC.remove("mask");
    assertThat(restC).as(at).isEqualTo(rest);
    assertThat(c.has("legal_ids")).as(at).isFalse();
    assertThat(c.has("mask")).as(at).isEqualTo(a.has("legal_ids"));
    if (a.has("legal_ids")) {
      List<Integer> ids = new ArrayList<>();
      a.get("legal_ids").forEach(x -> ids.add(x.asInt()));
      assertThat(ServePackedTest.ids(c.get("mask"), actions)).as(at).containsExactlyElementsOf(ids);
    }
  }

  @Test
  @DisplayName(
      "a many-table act brief with legal ids: each entry the default entry less its fields")
  void manyTables() throws IOException {
    ServeSession plain = new ServeSession();
    ServePackedTest.Wire lean = new ServePackedTest.Wire();
    String open = "{\"op\":\"open\",\"game\":\"hearts\",\"count\":3,\"seed\":5,\"observe\":true";
    String leanAsk = ",\"encoding\":\"packed\",\"legal\":\"ids\",\"brief\":true}";
    JsonNode o1 = ServeProtocol2Test.ask(plain, open + "}");
    JsonNode o2 = lean.send(open + leanAsk);
    int[] sizes = ServeProtocol2Test.sizes(o1);
    List<JsonNode> states = new ArrayList<>();
    o1.get("states").forEach(states::add);
    for (int k = 0; k < states.size(); k++) {
      sameLean(states.get(k), o2.get("states").get(k), sizes, "open " + k);
    }
    SplittableRandom rng = new SplittableRandom(3);
    int selected = 0;
    for (int step = 0; step < 30; step++) {
      StringBuilder ids = new StringBuilder();
      for (int k = 0; k < states.size(); k++) {
        ids.append(k == 0 ? "" : ",").append(ServeProtocol2Test.pick(states.get(k), rng));
      }
      String act =
          "{\"op\":\"act\",\"tables\":"
              + o1.get("tables")
              + ",\"ids\":["
              + ids
              + "],\"observe\":true";
      JsonNode a1 = ServeProtocol2Test.ask(plain, act + "}");
      JsonNode a2 = lean.send(act + leanAsk);
      for (int k = 0; k < states.size(); k++) {
        JsonNode e = a1.get("answers").get(k);
        sameLean(e, a2.get("answers").get(k), sizes, "step " + step + " table " + k);
        selected += e.has("selected") ? 1 : 0;
        states.set(k, e);
      }
    }
    assertThat(selected).as("Hearts' pass: cards chosen one by one, answered brief").isPositive();
  }

  @Test
  @DisplayName(
      "a malformed \"legal\" or \"brief\" is refused naming the field, the table unchanged")
  void malformed() throws IOException {
    ServePackedTest.Wire w = new ServePackedTest.Wire();
    JsonNode a = w.send("{\"op\":\"new\",\"game\":\"spades\",\"seed\":2,\"observe\":true}");
    int id = a.get("legal_ids").get(0).asInt();
    JsonNode before = w.send("{\"op\":\"observe\"}");
    JsonNode record = w.session.dealRecord().deepCopy();
    for (String bad : new String[] {"\"IDS\"", "\"bits\"", "1", "true", "[\"ids\"]"}) {
      for (String request :
          new String[] {
            "{\"op\":\"act\",\"id\":" + id + ",\"observe\":true,\"legal\":" + bad + "}",
            "{\"op\":\"observe\",\"encoding\":\"packed\",\"legal\":" + bad + "}",
            "{\"op\":\"new\",\"game\":\"hearts\",\"legal\":" + bad + "}"
          }) {
        JsonNode refused = w.send(request);
        assertThat(refused.get("ok").asBoolean()).as(request).isFalse();
        assertThat(refused.get("error").asText())
            .as(request)
            .startsWith("\"legal\" must be \"ids\"")
            .endsWith("but was " + bad);
      }
    }
    JsonNode refused = w.send("{\"op\":\"act\",\"id\":" + id + ",\"brief\":\"yes\"}");
    assertThat(refused.get("error").asText())
        .isEqualTo("\"brief\" must be true or false but was \"yes\"");
    assertThat(w.send("{\"op\":\"observe\"}")).isEqualTo(before);
    assertThat(w.session.dealRecord()).isEqualTo(record);
  }
}
