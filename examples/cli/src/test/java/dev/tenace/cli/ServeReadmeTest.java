package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The protocol reference of {@code examples/python/README.md} is what the server does: every {@code
 * →} line is sent, in order, to one server, and each answer must match the {@code ←} line
 * documented under its request ({@code "…"} stands for any value, an array ending in {@code "…"}
 * for any further elements, an object with a {@code "…"} key for any further fields).
 */
class ServeReadmeTest {
  private static final String ANY = "…";

  @Test
  @DisplayName("every request of the protocol reference gets the documented answer")
  void documentedSessionIsTheServers() throws IOException {
    List<String> requests = new ArrayList<>();
    List<JsonNode> documented = new ArrayList<>();
    for (String line : Files.readAllLines(Path.of("../python/README.md"), StandardCharsets.UTF_8)) {
      if (line.startsWith("→ ")) {
        requests.add(line.substring(2));
      } else if (line.startsWith("← ")) {
        documented.add(parse(line.substring(2)));
      }
    }
    assertThat(requests).hasSizeGreaterThan(15);
    Set<String> ops = new HashSet<>();
    for (String r : requests) {
      JsonNode op = ServeTest.JSON.readTree(r).get("op");
      if (op != null) {
        ops.add(op.asText());
      }
    }
    assertThat(ops)
        .as("every request is documented with an example")
        .containsAll(
            List.of(
                "games", "spec", "new", "view", "observe", "act", "result", "next", "quit", "open",
                "close", "undo", "fork", "sample", "advice"));
    List<JsonNode> answers = ServeTest.serve(requests.toArray(new String[0]));
    assertThat(answers)
        .as("one answer per request, after the hello line")
        .hasSize(documented.size());
    for (int i = 0; i < answers.size(); i++) {
      List<String> problems = new ArrayList<>();
      match(documented.get(i), answers.get(i), "$", problems);
      assertThat(problems)
          .as("answer %d\n documented %s\n actual     %s", i, documented.get(i), answers.get(i))
          .isEmpty();
    }
  }

  private static JsonNode parse(String text) {
    try {
      return ServeTest.JSON.readTree(text);
    } catch (JsonProcessingException e) {
      throw new AssertionError("the README's answer is not JSON: " + text, e);
    }
  }

  static void match(JsonNode doc, JsonNode actual, String path, List<String> problems) {
    if (doc.isTextual() && doc.asText().equals(ANY)) {
      return;
    }
    if (doc.isObject()) {
      if (!actual.isObject()) {
        problems.add(path + ": not an object");
        return;
      }
      boolean open = doc.has(ANY);
      for (Map.Entry<String, JsonNode> e : doc.properties()) {
        if (e.getKey().equals(ANY)) {
          continue;
        }
        if (!actual.has(e.getKey())) {
          problems.add(path + "." + e.getKey() + ": missing");
        } else {
          match(e.getValue(), actual.get(e.getKey()), path + "." + e.getKey(), problems);
        }
      }
      if (!open) {
        for (Iterator<String> it = actual.fieldNames(); it.hasNext(); ) {
          String k = it.next();
          if (!doc.has(k)) {
            problems.add(path + "." + k + ": not documented");
          }
        }
      }
      return;
    }
    if (doc.isArray()) {
      if (!actual.isArray()) {
        problems.add(path + ": not an array");
        return;
      }
      int n = doc.size();
      boolean open = n > 0 && doc.get(n - 1).isTextual() && doc.get(n - 1).asText().equals(ANY);
      int fixed = open ? n - 1 : n;
      if (open ? actual.size() < fixed : actual.size() != fixed) {
        problems.add(path + ": " + actual.size() + " elements, documented " + fixed);
        return;
      }
      for (int i = 0; i < fixed; i++) {
        match(doc.get(i), actual.get(i), path + "[" + i + "]", problems);
      }
      return;
    }
    if (doc.isNumber() && actual.isNumber()) {
      if (doc.asDouble() != actual.asDouble()) {
        problems.add(path + ": " + actual + ", documented " + doc);
      }
      return;
    }
    if (!doc.equals(actual)) {
      problems.add(path + ": " + actual + ", documented " + doc);
    }
  }
}
