package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.core.game.GameDefinition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code tenace serve} writes an {@code act}'s answer straight as text ({@link ServeOut.Bytes});
 * every other answer, and {@link ServeSession#handle}'s, is a tree serialized by Jackson. Two
 * sessions fed the same lines, one answered each way, must write the same bytes at every line:
 * single and many-table acts over random deals of every game, with and without the observation and
 * information state, sparse or packed, tags, refused ids, malformed entries, and requests refused
 * as a whole.
 */
class ServeOutTest {
  private static final int TABLES = 6;
  private static final int STEPS = 160;

  /** Two sessions, the same lines: the tree's text and the written text. */
  private static final class Twin {
    final ServeSession tree = new ServeSession();
    final ServeSession bytes = new ServeSession();
    final ServeOut.Bytes out = new ServeOut.Bytes();
    int number;
    int compared;

    JsonNode send(String request) throws IOException {
      byte[] line = request.getBytes(StandardCharsets.UTF_8);
      number++;
      Serve.Input.Line a = new Serve.Input.Line(number, line, line.length);
      byte[] expected = Serve.JSON.writeValueAsBytes(Serve.answer(tree, a));
      out.clear();
      Serve.answer(bytes, new Serve.Input.Line(number, line, line.length), out);
      assertThat(new String(out.toByteArray(), StandardCharsets.UTF_8))
          .as("the answer to %s", request)
          .isEqualTo(new String(expected, StandardCharsets.UTF_8));
      compared++;
      return Serve.JSON.readTree(expected);
    }
  }

  @Test
  @DisplayName(
      "packed vectors and masks written straight into the buffer are ServeVectors' texts: every padding, entries neither 0 nor 1, -0, uint32 indices")
  void packedInPlace() {
    SplittableRandom rng = new SplittableRandom(5);
    int[] sizes = {1, 2, 3, 7, 8, 9, 15, 16, 17, 64, 106, 757, 799, 7126, ServeVectors.WIDE + 3};
    int checked = 0;
    for (int size : sizes) {
      for (int round = 0; round < 40; round++) {
        float[] v = new float[size];
        int[] ids = new int[size];
        int n = 0;
        for (int i = 0; i < size; i++) {
          int r = rng.nextInt(20);
          v[i] =
              r == 0 ? 1f : r == 1 && round % 2 == 0 ? rng.nextInt(-3, 9) / 4f : r == 2 ? -0f : 0f;
          if (rng.nextInt(7) == 0) {
            ids[n++] = i;
          }
        }
        ServeOut.Bytes out = new ServeOut.Bytes();
        out.beginObject();
        out.packed("v", v);
        out.mask("m", ids, n, size);
        out.end('}');
        String expected =
            "{\"v\":\""
                + new String(ServeVectors.packed(v), StandardCharsets.US_ASCII)
                + "\",\"m\":\""
                + new String(ServeVectors.mask(ids, n, size), StandardCharsets.US_ASCII)
                + "\"}";
        assertThat(new String(out.toByteArray(), StandardCharsets.US_ASCII))
            .as("size %d round %d", size, round)
            .isEqualTo(expected);
        checked++;
      }
    }
    assertThat(checked).isEqualTo(sizes.length * 40);
  }

  @Test
  @DisplayName("an act's answer written as text equals the serialized tree, byte for byte")
  void sameBytes() throws IOException {
    int games = 0;
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      play(g.name(), new SplittableRandom(g.name().hashCode()));
      games++;
    }
    assertThat(games).as("games on the class path").isGreaterThanOrEqualTo(4);
  }

  private static void play(String game, SplittableRandom rng) throws IOException {
    Twin t = new Twin();
    JsonNode single =
        t.send("{\"op\":\"new\",\"game\":\"" + game + "\",\"seed\":3,\"observe\":true}");
    JsonNode opened =
        t.send(
            "{\"op\":\"open\",\"game\":\""
                + game
                + "\",\"count\":"
                + TABLES
                + ",\"seed\":5,\"observe\":true}");
    List<Integer> ids = new ArrayList<>();
    List<JsonNode> states = new ArrayList<>();
    opened.get("tables").forEach(x -> ids.add(x.asInt()));
    opened.get("states").forEach(states::add);
    int errors = 0;
    int violations = 0;
    for (int step = 0; step < STEPS; step++) {
      // one table by id: with or without vectors, sometimes tagged, sometimes an id it refuses
      if (!single.get("over").asBoolean()) {
        String tag = rng.nextInt(4) == 0 ? "\"tag\":[\"t\"," + step + "]," : "";
        String want =
            switch (rng.nextInt(4)) {
              case 0 -> "";
              case 1 -> ",\"observe\":true";
              case 2 -> ",\"information_state\":true,\"encoding\":\"packed\"";
              default -> ",\"information_state\":true";
            };
        if (rng.nextInt(8) == 0) {
          JsonNode refused = t.send("{" + tag + "\"op\":\"act\",\"id\":100000" + want + "}");
          violations += refused.has("violation") ? 1 : 0;
        } else {
          JsonNode a =
              t.send("{" + tag + "\"op\":\"act\",\"id\":" + pick(single, rng) + want + "}");
          single = a.get("ok").asBoolean() ? a : single;
        }
      } else {
        single = t.send("{\"op\":\"new\",\"game\":\"" + game + "\",\"seed\":" + step + "}");
      }
      // every table at once, some entries malformed or not open
      StringBuilder tables = new StringBuilder();
      StringBuilder chosen = new StringBuilder();
      for (int k = 0; k < ids.size(); k++) {
        String sep = k == 0 ? "" : ",";
        int bad = rng.nextInt(40);
        tables.append(sep).append(bad == 0 ? 999 : ids.get(k));
        chosen.append(sep).append(bad == 1 ? "\"x\"" : String.valueOf(pick(states.get(k), rng)));
      }
      String info =
          switch (rng.nextInt(5)) {
            case 0 -> ",\"information_state\":true";
            case 1 -> ",\"observe\":true,\"encoding\":\"packed\"";
            default -> ",\"observe\":true";
          };
      JsonNode answer =
          t.send(
              "{\"op\":\"act\",\"tables\":[" + tables + "],\"ids\":[" + chosen + "]" + info + "}");
      for (int k = 0; k < ids.size(); k++) {
        JsonNode a = answer.get("answers").get(k);
        if (!a.get("ok").asBoolean()) {
          errors++;
          continue;
        }
        states.set(k, a);
        if (a.get("over").asBoolean()) {
          JsonNode again =
              t.send(
                  "{\"op\":\"open\",\"game\":\""
                      + game
                      + "\",\"seed\":"
                      + (100 + step * TABLES + k)
                      + ",\"observe\":true}");
          t.send("{\"op\":\"close\",\"table\":" + ids.get(k) + "}");
          ids.set(k, again.get("tables").get(0).asInt());
          states.set(k, again.get("states").get(0));
        }
      }
    }
    // requests refused as a whole, and acts by text
    t.send("{\"op\":\"act\",\"tables\":[1,2],\"ids\":[0]}");
    t.send("{\"tag\":7,\"op\":\"act\",\"tables\":[1],\"ids\":[0],\"seat\":0}");
    t.send("{\"op\":\"act\",\"table\":4095,\"id\":0}");
    t.send("{\"op\":\"act\",\"id\":\"zero\"}");
    t.send("{\"op\":\"act\",\"action\":\"no such action\",\"observe\":true}");
    t.send("{\"op\":\"act\"}");
    t.send("{\"op\":\"observe\",\"sparse\":true}");
    assertThat(errors).as("%s: malformed entries answered on their own", game).isPositive();
    assertThat(violations).as("%s: refused ids", game).isPositive();
    assertThat(t.compared).as("%s: answers compared", game).isGreaterThan(2 * STEPS);
  }

  private static int pick(JsonNode answer, SplittableRandom rng) {
    JsonNode mask = answer.get("mask");
    if (mask != null && mask.isTextual()) {
      byte[] bits = Base64.getDecoder().decode(mask.asText());
      List<Integer> legal = ServePackedTest.ids(mask, 8 * bits.length);
      return legal.isEmpty() ? 0 : legal.get(rng.nextInt(legal.size()));
    }
    JsonNode ids = answer.get("legal_ids");
    if (ids == null || ids.isEmpty()) {
      return 0;
    }
    return ids.get(rng.nextInt(ids.size())).asInt();
  }
}
