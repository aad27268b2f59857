package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Protocol 2's {@code "encoding": "binary"}: each vector is {@code [offset, count]} of float32s in
 * the bytes that follow the answer's line ({@code "attached"} of them), a mask the same of its
 * bits. Two sessions play the same random ids, one sparse, one binary as the wire has it (the line
 * and {@link ServeAttachment}'s bytes); decoded here as a client would, the binary answers give
 * exactly the sparse answers' legal ids and vectors at every step of every game, for one table and
 * for many, and the rest of each answer is the same.
 */
class ServeBinaryTest {
  private static final List<String> BLOCKS =
      List.of("legal_ids", "mask", "observation", "information_state", "attached");

  /** An answer as the wire has it: the line, then the bytes it attaches. */
  static final class Answer {
    private final JsonNode line;
    private final byte[] attached;

    Answer(JsonNode line, byte[] attached) {
      this.line = line;
      this.attached = attached;
    }

    JsonNode line() {
      return line;
    }

    byte[] attached() {
      return attached;
    }
  }

  /** A session answered as {@code tenace serve} writes it, its attachment read after each line. */
  static final class Wire {
    final ServePackedTest.Wire lines = new ServePackedTest.Wire();

    Answer send(String request) throws IOException {
      JsonNode line = lines.send(request);
      return new Answer(line, ServeAttachment.current().toByteArray());
    }
  }

  /**
   * The block {@code [offset, count]} of field {@code name} of {@code a}: checked to start at a
   * multiple of 4, to lie in the attached bytes, and to hold {@code count} entries of {@code size}.
   */
  private static ByteBuffer block(Answer whole, JsonNode a, String name, int size, int width) {
    JsonNode b = a.get(name);
    assertThat(b.isArray() && b.size() == 2).as("%s is [offset, count]: %s", name, b).isTrue();
    int offset = b.get(0).asInt();
    int count = b.get(1).asInt();
    assertThat(count).as(name).isEqualTo(size);
    assertThat(offset % 4).as("%s starts at a multiple of 4", name).isZero();
    assertThat(offset + width * count).as(name).isLessThanOrEqualTo(whole.attached().length);
    return ByteBuffer.wrap(whole.attached(), offset, width * count)
        .slice()
        .order(ByteOrder.LITTLE_ENDIAN);
  }

  static float[] floats(Answer whole, JsonNode a, String name, int size) {
    ByteBuffer b = block(whole, a, name, size, 4);
    float[] v = new float[size];
    b.asFloatBuffer().get(v);
    return v;
  }

  static List<Integer> maskIds(Answer whole, JsonNode a, int actions) {
    ByteBuffer b = block(whole, a, "mask", (actions + 7) / 8, 1);
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < 8 * b.remaining(); i++) {
      if ((b.get(i >> 3) >> (i & 7) & 1) != 0) {
        assertThat(i).as("a bit past the action count").isLessThan(actions);
        out.add(i);
      }
    }
    return out;
  }

  /** The end of the last block {@code a} names (it and its entries'), 0 if none. */
  private static int end(JsonNode a, int[] sizes) {
    int end = 0;
    if (a.has("mask")) {
      end = Math.max(end, a.get("mask").get(0).asInt() + (sizes[0] + 7) / 8);
    }
    if (a.has("observation")) {
      end = Math.max(end, a.get("observation").get(0).asInt() + 4 * sizes[1]);
    }
    if (a.has("information_state")) {
      end = Math.max(end, a.get("information_state").get(0).asInt() + 4 * sizes[2]);
    }
    return end;
  }

  /**
   * The binary answer {@code b} (entry {@code e} of it) says what the sparse answer {@code s} says.
   */
  private static void same(JsonNode s, Answer whole, JsonNode e, int[] sizes, String at) {
    ObjectNode rest = s.deepCopy();
    rest.remove(BLOCKS);
    ObjectNode restB = e.deepCopy();
    restB.remove(BLOCKS);
    assertThat(restB).as(at).isEqualTo(rest);
    if (s.has("legal_ids")) {
      List<Integer> legal = new ArrayList<>();
      s.get("legal_ids").forEach(x -> legal.add(x.asInt()));
      if (e.has("mask")) {
        assertThat(e.has("legal_ids")).as(at).isFalse();
        assertThat(maskIds(whole, e, sizes[0])).as(at).containsExactlyElementsOf(legal);
      } else {
        assertThat(e.get("legal_ids")).as(at).isEqualTo(s.get("legal_ids"));
      }
    } else {
      assertThat(e.has("legal_ids") || e.has("mask")).as(at).isFalse();
    }
    String[] vectors = {"observation", "information_state"};
    for (int k = 0; k < 2; k++) {
      String v = vectors[k];
      assertThat(e.has(v)).as("%s: %s", at, v).isEqualTo(s.has(v));
      if (s.has(v)) {
        assertThat(floats(whole, e, v, sizes[1 + k]))
            .as("%s: %s", at, v)
            .containsExactly(ServeProtocol2Test.decode(s.get(v), sizes[1 + k]));
      }
    }
  }

  @Test
  @DisplayName("binary answers decode to the sparse answers' ids and vectors, every game, 1 table")
  void everyGame() throws IOException {
    ServeProtocol2Test.everyGame(2, ServeBinaryTest::playBoth);
  }

  private static void playBoth(String game, long seed) throws IOException {
    ServeSession sparse = new ServeSession();
    Wire binary = new Wire();
    String open =
        "{\"op\":\"new\",\"game\":\""
            + game
            + "\",\"seed\":"
            + seed
            + ",\"information_state\":true";
    JsonNode s = ServeProtocol2Test.ask(sparse, open + "}");
    Answer b = binary.send(open + ",\"encoding\":\"binary\"}");
    int[] sizes = ServeProtocol2Test.sizes(s);
    SplittableRandom rng = new SplittableRandom(seed);
    int steps = 0;
    while (true) {
      String at = game + " seed " + seed + " step " + steps;
      same(s, b, b.line(), sizes, at);
      assertThat(b.attached().length).as(at).isEqualTo(end(b.line(), sizes));
      if (b.attached().length > 0) {
        assertThat(b.line().get("attached").asInt()).as(at).isEqualTo(b.attached().length);
      } else {
        assertThat(b.line().has("attached")).as(at).isFalse();
      }
      if (s.get("over").asBoolean()) {
        break;
      }
      Answer observed =
          binary.send("{\"op\":\"observe\",\"encoding\":\"binary\",\"legal\":\"mask\"}");
      JsonNode dense = ServeProtocol2Test.ask(sparse, "{\"op\":\"observe\"}");
      List<Integer> legal = new ArrayList<>();
      dense.get("legal_ids").forEach(x -> legal.add(x.asInt()));
      assertThat(maskIds(observed, observed.line(), sizes[0]))
          .as(at)
          .containsExactlyElementsOf(legal);
      assertThat(floats(observed, observed.line(), "observation", sizes[1]))
          .as(at)
          .containsExactly(ServeProtocol2Test.dense(dense.get("observation")));
      String act =
          "{\"op\":\"act\",\"id\":"
              + ServeProtocol2Test.pick(s, rng)
              + (steps % 2 == 0 ? ",\"information_state\":true" : ",\"observe\":true");
      s = ServeProtocol2Test.ask(sparse, act + "}");
      b =
          binary.send(
              act + ",\"encoding\":\"binary\"" + (steps % 3 == 0 ? ",\"legal\":\"mask\"}" : "}"));
      steps++;
    }
    assertThat(steps).isGreaterThan(10);
  }

  @Test
  @DisplayName(
      "a many-table act binary: each entry the sparse entry, a refused one attaches nothing")
  void manyTables() throws IOException {
    ServeSession sparse = new ServeSession();
    Wire binary = new Wire();
    String open = "{\"op\":\"open\",\"game\":\"hearts\",\"count\":3,\"seed\":5,\"observe\":true";
    JsonNode o1 = ServeProtocol2Test.ask(sparse, open + "}");
    Answer o2 = binary.send(open + ",\"encoding\":\"binary\"}");
    int[] sizes = ServeProtocol2Test.sizes(o1);
    List<JsonNode> states = new ArrayList<>();
    o1.get("states").forEach(states::add);
    for (int k = 0; k < states.size(); k++) {
      same(states.get(k), o2, o2.line().get("states").get(k), sizes, "open " + k);
    }
    assertThat(o2.attached()).hasSize(o2.line().get("attached").asInt()).hasSize(3 * 4 * sizes[1]);
    JsonNode tables = o1.get("tables");
    SplittableRandom rng = new SplittableRandom(3);
    for (int step = 0; step < 20; step++) {
      String act =
          "{\"op\":\"act\",\"tables\":["
              + tables.get(0)
              + ",99,"
              + tables.get(1)
              + ","
              + tables.get(2)
              + "],\"ids\":["
              + ServeProtocol2Test.pick(states.get(0), rng)
              + ",0,"
              + ServeProtocol2Test.pick(states.get(1), rng)
              + ","
              + ServeProtocol2Test.pick(states.get(2), rng)
              + "],\"observe\":true";
      JsonNode a1 = ServeProtocol2Test.ask(sparse, act + "}");
      Answer a2 = binary.send(act + ",\"encoding\":\"binary\",\"legal\":\"mask\"}");
      int end = 0;
      for (int k = 0; k < 4; k++) {
        JsonNode sparseEntry = a1.get("answers").get(k);
        JsonNode e = a2.line().get("answers").get(k);
        same(sparseEntry, a2, e, sizes, "step " + step + " entry " + k);
        end = Math.max(end, end(e, sizes));
        if (k != 1) { // entry 1 is table 99, refused; the others are tables 0, 1, 2 in order
          states.set(k == 0 ? 0 : k - 1, sparseEntry);
        }
      }
      assertThat(a2.line().get("answers").get(1).get("ok").asBoolean()).isFalse();
      assertThat(a2.attached()).as("no bytes but the blocks named").hasSize(end);
    }
  }

  @Test
  @DisplayName("a refusal, a line that is no request, or another encoding attaches nothing")
  void refusalsAttachNothing() throws IOException {
    Wire w = new Wire();
    Answer a =
        w.send(
            "{\"op\":\"new\",\"game\":\"spades\",\"seed\":2,\"encoding\":\"binary\",\"observe\":true}");
    assertThat(a.attached()).isNotEmpty();
    JsonNode record = w.lines.session.dealRecord().deepCopy();
    for (String request :
        new String[] {
          "{\"op\":\"act\",\"id\":\"x\",\"observe\":true,\"encoding\":\"binary\"}",
          "{\"op\":\"act\",\"id\":100000,\"observe\":true,\"encoding\":\"binary\"}",
          "{\"op\":\"act\",\"id\":0,\"observe\":true,\"encoding\":\"Binary\"}",
          "{\"op\":\"observe\",\"encoding\":\"binary\",\"legal\":\"bits\"}",
          "not JSON",
          "{\"op\":\"observe\",\"encoding\":\"packed\"}",
          "{\"op\":\"act\",\"tables\":[7],\"ids\":[0],\"observe\":true,\"encoding\":\"binary\"}"
        }) {
      Answer refused = w.send(request);
      assertThat(refused.attached()).as(request).isEmpty();
      assertThat(refused.line().has("attached")).as(request).isFalse();
    }
    assertThat(
            w.send("{\"op\":\"act\",\"id\":0,\"encoding\":\"Binary\"}")
                .line()
                .get("error")
                .asText())
        .startsWith("\"encoding\" must be \"sparse\"")
        .contains("\"binary\" (vectors as float32 bytes after the answer's line)")
        .endsWith("but was \"Binary\"");
    assertThat(w.lines.session.dealRecord()).isEqualTo(record);
  }

  @Test
  @DisplayName("an answer that would attach more than 64 MiB is refused before any table moves")
  void tooManyBytesAreRefused() throws IOException {
    Wire w = new Wire();
    String tooMany = ",\"encoding\":\"binary\",\"information_state\":true}";
    Answer refused =
        w.send("{\"op\":\"open\",\"game\":\"hearts\",\"count\":2200,\"seed\":1" + tooMany);
    assertThat(refused.line().get("error").asText())
        .startsWith("the answer would attach up to 69740000 bytes for 2200 tables")
        .contains("more than 67108864 (64 MiB)");
    assertThat(w.lines.session.tables().size()).as("no table opened").isZero();
    JsonNode opened =
        w.send("{\"op\":\"open\",\"game\":\"hearts\",\"count\":2200,\"seed\":1}").line();
    JsonNode tables = opened.get("tables");
    StringBuilder ids = new StringBuilder();
    for (JsonNode state : opened.get("states")) {
      ids.append(ids.length() == 0 ? "" : ",").append(state.get("legal_ids").get(0));
    }
    String act = "{\"op\":\"act\",\"tables\":" + tables + ",\"ids\":[" + ids + "]";
    String first = "{\"op\":\"observe\",\"table\":" + tables.get(0) + "}";
    JsonNode before = w.send(first).line();
    assertThat(w.send(act + tooMany).line().get("error").asText())
        .startsWith("the answer would attach up to 69740000 bytes for 2200 tables");
    assertThat(w.send(first).line()).as("the tables did not move").isEqualTo(before);
    Answer stepped = w.send(act + ",\"encoding\":\"binary\",\"observe\":true}");
    assertThat(stepped.attached()).hasSize(2200 * 4 * 799);
    assertThat(w.send(first).line()).isNotEqualTo(before);
  }

  @Test
  @DisplayName("tenace serve writes each answer's attached bytes right after its line")
  void overTheWire() throws IOException {
    ServeSession session = new ServeSession();
    String open = "{\"op\":\"new\",\"game\":\"spades\",\"seed\":8,\"information_state\":true";
    JsonNode s = ServeProtocol2Test.ask(session, open + "}");
    int[] sizes = ServeProtocol2Test.sizes(s);
    int id = s.get("legal_ids").get(0).asInt();
    String act = "{\"op\":\"act\",\"id\":" + id + ",\"observe\":true";
    JsonNode s2 = ServeProtocol2Test.ask(session, act + "}");
    String input =
        String.join(
                "\n",
                open + ",\"encoding\":\"binary\"}",
                "{\"op\":\"observe\",\"encoding\":\"packed\"}",
                act + ",\"encoding\":\"binary\",\"legal\":\"mask\"}",
                "not JSON",
                "{\"op\":\"quit\"}")
            + "\n";
    List<Answer> answers =
        ServeTest.wire(new String[] {"serve"}, input.getBytes(StandardCharsets.UTF_8));
    assertThat(answers).hasSize(6); // the hello line first
    same(s, answers.get(1), answers.get(1).line(), sizes, "new");
    assertThat(answers.get(1).attached()).hasSize(4 * (sizes[1] + sizes[2]));
    assertThat(answers.get(2).attached()).as("packed attaches nothing").isEmpty();
    same(s2, answers.get(3), answers.get(3).line(), sizes, "act");
    assertThat(answers.get(4).line().has("error")).isTrue();
    assertThat(answers.get(4).attached()).isEmpty();
  }

  @Test
  @DisplayName("the embedding API: handle answers \"attached\", attachment() gives those bytes")
  void embedded() throws IOException {
    ServeSession session = new ServeSession();
    JsonNode a =
        session.handle(
            Serve.JSON.readTree(
                "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":1,\"encoding\":\"binary\",\"observe\":true}"
                    .getBytes(StandardCharsets.UTF_8)));
    byte[] bytes = session.attachment();
    assertThat(a.get("attached").asInt()).isEqualTo(bytes.length).isEqualTo(4 * 799);
    float[] v = floats(new Answer(a, bytes), a, "observation", 799);
    JsonNode dense = ServeProtocol2Test.ask(session, "{\"op\":\"observe\"}");
    assertThat(v).containsExactly(ServeProtocol2Test.dense(dense.get("observation")));
    assertThat(session.attachment()).as("empty after an answer without").isEmpty();
  }
}
