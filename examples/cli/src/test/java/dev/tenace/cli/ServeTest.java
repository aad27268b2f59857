package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * {@code tenace serve} in process: the hello line, one answer per line, errors that name the line
 * and let the session go on, the ends of a session, requests by id and by text, match mode, and
 * bounds.
 */
class ServeTest {
  static final ObjectMapper JSON = new ObjectMapper();

  /** The answers of a session fed {@code input}; the server must end with status 0 and no error. */
  static List<JsonNode> serve(byte[] input) {
    return serve(new String[] {"serve"}, input);
  }

  /** The answers of {@code tenace} run with {@code args} (a serve command) fed {@code input}. */
  static List<JsonNode> serve(String[] args, byte[] input) {
    List<JsonNode> answers = new ArrayList<>();
    for (ServeBinaryTest.Answer a : wire(args, input)) {
      answers.add(a.line());
    }
    return answers;
  }

  /**
   * The answers of {@code tenace} run with {@code args} fed {@code input}, as the wire has them:
   * each line, and the bytes after it that its {@code "attached"} counts ({@code "encoding":
   * "binary"}).
   */
  static List<ServeBinaryTest.Answer> wire(String[] args, byte[] input) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Tenace.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            new ByteArrayInputStream(input));
    assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    assertThat(code).isZero();
    List<ServeBinaryTest.Answer> answers = new ArrayList<>();
    byte[] bytes = out.toByteArray();
    int at = 0;
    while (at < bytes.length) {
      int end = at;
      while (end < bytes.length && bytes[end] != '\n') {
        end++;
      }
      assertThat(end).as("every answer ends with a newline").isLessThan(bytes.length);
      String line = new String(bytes, at, end - at, StandardCharsets.UTF_8);
      JsonNode answer;
      try {
        answer = JSON.readTree(line);
      } catch (JsonProcessingException e) {
        throw new AssertionError("not one JSON object a line: " + line, e);
      }
      int attached = answer.path("attached").asInt(0);
      assertThat(end + 1 + attached)
          .as("the bytes %s attaches", line)
          .isLessThanOrEqualTo(bytes.length);
      answers.add(
          new ServeBinaryTest.Answer(
              answer, Arrays.copyOfRange(bytes, end + 1, end + 1 + attached)));
      at = end + 1 + attached;
    }
    return answers;
  }

  static List<JsonNode> serve(String... lines) {
    return serve((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
  }

  @Test
  @DisplayName("the hello line carries protocol 1; quit and the end of input end the session")
  void helloAndEnds() {
    List<JsonNode> a = serve("{\"op\":\"quit\"}", "{\"op\":\"games\"}");
    assertThat(a).hasSize(2);
    assertThat(a.get(0).get("protocol").asInt()).isEqualTo(1);
    assertThat(a.get(0).get("hello").asText()).isEqualTo("tenace serve");
    assertThat(a.get(1).get("bye").asBoolean()).as("nothing is answered after quit").isTrue();
    assertThat(serve(new byte[0])).as("end of input: the hello line only").hasSize(1);
    assertThat(serve("{\"op\":\"games\"}".getBytes(StandardCharsets.UTF_8)))
        .as("a last line without a newline is answered")
        .hasSize(2);
  }

  @Test
  @DisplayName("malformed lines get an error naming the line, and the session goes on")
  void malformedLinesGoOn() {
    byte[] notUtf8 = {'{', '"', 'o', 'p', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'};
    ByteArrayOutputStream in = new ByteArrayOutputStream();
    byte[] ok = "{\"op\":\"games\"}\n".getBytes(StandardCharsets.UTF_8);
    in.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}); // a byte order mark: skipped
    in.writeBytes(ok);
    in.writeBytes(notUtf8);
    in.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
    in.writeBytes(ok);
    byte[] tooLong = new byte[Serve.MAX_LINE + 10];
    Arrays.fill(tooLong, (byte) ' ');
    in.writeBytes(tooLong);
    in.writeBytes("\n".getBytes(StandardCharsets.UTF_8));
    for (String bad :
        List.of(
            "",
            "nonsense",
            "[1,2]",
            "{\"op\":\"games\"} {\"op\":\"games\"}",
            "{\"op\":\"games\",\"op\":\"spec\"}",
            "{}",
            "{\"op\":7}",
            "{\"op\":\"fly\"}",
            "{\"op\":\"view\"}",
            "{\"op\":\"new\"}",
            "{\"op\":\"new\",\"game\":\"chess\"}",
            "{\"op\":\"new\",\"game\":\"hearts\",\"rules\":\"nosuch=1\"}",
            "{\"op\":\"new\",\"game\":\"hearts\",\"rules\":[1]}",
            "{\"op\":\"new\",\"game\":\"hearts\",\"seats\":[\"client\"]}",
            "{\"op\":\"new\",\"game\":\"hearts\",\"seats\":[\"client\",\"genius\",\"random\",\"random\"]}",
            "{\"op\":\"new\",\"game\":\"hearts\",\"seats\":[\"client\",\"pimc:0\",\"random\",\"random\"]}",
            "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":1.5}",
            "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":123456789012345678901234567890}",
            "{\"op\":\"new\",\"game\":\"hearts\",\"dealer\":4}",
            "{\"op\":\"new\",\"game\":\"hearts\",\"mode\":\"tournament\"}",
            "{\"op\":\"new\",\"game\":\"hearts\",\"mode\":\"match\",\"max_deals\":0}")) {
      in.writeBytes((bad + "\n").getBytes(StandardCharsets.UTF_8));
    }
    in.writeBytes(ok);
    List<JsonNode> a = serve(in.toByteArray());
    assertThat(a).hasSize(1 + 4 + 21 + 1);
    assertThat(a.get(1).get("ok").asBoolean()).as("after a byte order mark").isTrue();
    assertThat(a.get(2).get("error").asText()).contains("line 2 is not UTF-8").contains("byte 8");
    assertThat(a.get(2).get("line").asInt()).isEqualTo(2);
    assertThat(a.get(3).get("ok").asBoolean()).isTrue();
    assertThat(a.get(4).get("error").asText()).contains("line 4 is longer than 1048576 bytes");
    for (int i = 5; i < 5 + 21; i++) {
      assertThat(a.get(i).get("ok").asBoolean()).as("answer %d: %s", i, a.get(i)).isFalse();
      assertThat(a.get(i).get("line").asInt()).isEqualTo(i);
      assertThat(a.get(i).get("error").asText())
          .isNotBlank()
          .doesNotContain("Exception")
          .doesNotContain("FAIL_ON_")
          .doesNotContain("JsonNode");
    }
    assertThat(a.get(5).get("error").asText()).contains("empty");
    assertThat(a.get(8).get("error").asText()).contains("malformed JSON");
    assertThat(a.get(9).get("error").asText())
        .contains("is given twice"); // our words, not Jackson's
    assertThat(a.get(12).get("error").asText()).contains("unknown op 'fly'");
    assertThat(a.get(13).get("error").asText()).contains("no table yet");
    assertThat(a.get(15).get("error").asText()).contains("unknown game 'chess'");
    assertThat(a.get(18).get("error").asText()).contains("\"seats\" must be a list of 4");
    assertThat(a.get(19).get("error").asText()).contains("unknown bot 'genius'");
    assertThat(a.get(a.size() - 1).get("ok").asBoolean()).as("the session went on").isTrue();
  }

  @Test
  @DisplayName(
      "search bots in served seats: pimc:N, ismcts:N and time budgets within the served bounds are taken; beyond them, or malformed, refused with the bounds")
  void searchBotBounds() {
    String[] seats = {
      "ismcts:50",
      "ismcts:3ms",
      "pimc:2ms",
      "ismcts:100001",
      "ismcts:1001ms",
      "pimc:0ms",
      "ismcts:x"
    };
    ByteArrayOutputStream in = new ByteArrayOutputStream();
    for (String bot : seats) {
      in.writeBytes(
          ("{\"op\":\"new\",\"game\":\"hearts\",\"seats\":[\"client\",\""
                  + bot
                  + "\",\"random\",\"random\"]}\n")
              .getBytes(StandardCharsets.UTF_8));
    }
    in.writeBytes("{\"op\":\"games\"}\n".getBytes(StandardCharsets.UTF_8));
    List<JsonNode> a = serve(in.toByteArray());
    assertThat(a).hasSize(1 + seats.length + 1);
    for (int i = 1; i <= 3; i++) {
      assertThat(a.get(i).get("ok").asBoolean()).as("%s: %s", seats[i - 1], a.get(i)).isTrue();
    }
    assertThat(a.get(4).get("error").asText())
        .isEqualTo("bot 'ismcts:100001': tenace serve allows ismcts:1 to ismcts:100000");
    assertThat(a.get(5).get("error").asText())
        .isEqualTo("bot 'ismcts:1001ms': tenace serve allows ismcts:1ms to ismcts:1000ms");
    assertThat(a.get(6).get("error").asText())
        .isEqualTo("bot 'pimc:0ms': tenace serve allows pimc:1ms to pimc:1000ms");
    assertThat(a.get(7).get("error").asText()).contains("bot 'ismcts:x'").contains("whole number");
    assertThat(a.get(8).get("bots").toString()).contains("\"ismcts:N\"", "\"pimc:Tms\"");
  }

  @Test
  @DisplayName("random bytes and random JSON: one answer per line, never a stack trace")
  void fuzz() {
    List<String> words =
        List.of(
            "{",
            "}",
            "[",
            "]",
            "\"op\"",
            ":",
            ",",
            "\"new\"",
            "\"act\"",
            "\"view\"",
            "\"game\"",
            "\"hearts\"",
            "\"id\"",
            "5",
            "-1",
            "null",
            "true",
            "\"seats\"",
            "\"seat\"",
            "1e99",
            "\"client\"",
            "\"action\"",
            "\"play QS\"",
            "\"rules\"",
            "\"observe\"",
            "\"next\"");
    qt().withExamples(40)
        .forAll(SourceDSL.longs().all())
        .checkAssert(
            seed -> {
              SplittableRandom rng = new SplittableRandom(seed);
              ByteArrayOutputStream in = new ByteArrayOutputStream();
              in.writeBytes(
                  "{\"op\":\"new\",\"game\":\"spades\",\"seats\":[\"client\",\"random\",\"client\",\"random\"]}\n"
                      .getBytes(StandardCharsets.UTF_8));
              int lines = 30;
              for (int i = 0; i < lines; i++) {
                if (rng.nextInt(3) == 0) {
                  byte[] b = new byte[rng.nextInt(40)];
                  rng.nextBytes(b);
                  for (int k = 0; k < b.length; k++) {
                    if (b[k] == '\n') {
                      b[k] = ' ';
                    }
                  }
                  in.writeBytes(b);
                } else if (rng.nextBoolean()) {
                  in.writeBytes(
                      ("{\"op\":\"act\",\"id\":" + rng.nextInt(-2, 130) + "}")
                          .getBytes(StandardCharsets.UTF_8));
                } else {
                  StringBuilder sb = new StringBuilder();
                  for (int k = rng.nextInt(12); k > 0; k--) {
                    sb.append(words.get(rng.nextInt(words.size())));
                  }
                  in.writeBytes(sb.toString().getBytes(StandardCharsets.UTF_8));
                }
                in.write('\n');
              }
              List<JsonNode> a = serve(in.toByteArray());
              assertThat(a).hasSize(2 + lines);
              for (JsonNode x : a.subList(1, a.size())) {
                assertThat(x.has("ok")).isTrue();
                assertThat(x.toString()).doesNotContain("Exception").doesNotContain("\tat ");
              }
            });
  }

  @Test
  @DisplayName("a deal played by ids to its end: multi-card passes, rewards at the end, tags")
  void dealByIds() {
    List<String> lines = new ArrayList<>();
    lines.add(
        "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":3,\"seats\":[\"client\",\"random\",\"client\",\"heuristic\"],\"tag\":[1,\"x\"]}");
    List<JsonNode> first = serve(lines.toArray(new String[0]));
    assertThat(first.get(1).get("tag").toString()).isEqualTo("[1,\"x\"]");
    // play on: each step answers the next legal ids, so the first of them is always legal
    JsonNode status = first.get(1);
    int steps = 0;
    while (!status.get("over").asBoolean()) {
      int id = status.get("legal_ids").get(0).asInt();
      lines.add("{\"op\":\"act\",\"id\":" + id + "}");
      List<JsonNode> a = serve(lines.toArray(new String[0]));
      status = a.get(a.size() - 1);
      assertThat(status.get("ok").asBoolean()).as("%s", status).isTrue();
      assertThat(
              status.get("to_act").isNull() || List.of(0, 2).contains(status.get("to_act").asInt()))
          .as("only client seats are to act")
          .isTrue();
      assertThat(++steps).isLessThan(60);
    }
    JsonNode result = status.get("result");
    assertThat(result.get("scores")).hasSize(4);
    int points = 0;
    for (int s = 0; s < 4; s++) {
      points += result.get("scores").get(s).asInt();
      assertThat(result.get("rewards").get(s).asDouble())
          .isEqualTo(-result.get("scores").get(s).asDouble());
    }
    assertThat(points).as("26 points in all, or 78 after a moon").isIn(26, 78);
    assertThat(steps).as("6 pass choices and 26 plays of the two client seats").isEqualTo(32);
  }

  @Test
  @DisplayName("by text: a whole pass at once; a refusal changes nothing; match mode deals on")
  void textAndMatch() {
    List<JsonNode> a =
        serve(
            "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":42,\"mode\":\"match\",\"rules\":{\"preset\":\"common-online\",\"targetScore\":30}}",
            "{\"op\":\"view\"}",
            "{\"op\":\"act\",\"seat\":1,\"action\":\"play 2C\"}",
            "{\"op\":\"view\"}",
            "{\"op\":\"act\",\"seat\":1,\"action\":\"pass\"}",
            "{\"op\":\"act\",\"seat\":1,\"id\":5,\"action\":\"play 2C\"}",
            "{\"op\":\"next\"}");
    assertThat(a.get(1).get("mode").asText()).isEqualTo("match");
    assertThat(a.get(2).get("view")).isEqualTo(a.get(4).get("view"));
    assertThat(a.get(3).get("violation").get("code").asText()).isEqualTo("WRONG_PHASE");
    assertThat(a.get(5).get("violation").get("code").asText()).isEqualTo("UNKNOWN_ACTION");
    assertThat(a.get(6).get("error").asText()).contains("one of \"id\"");
    assertThat(a.get(7).get("error").asText()).contains("deal 1 is not over");

    // four bots to 30 points: each `next` deals and plays a whole deal, until the match ends
    List<String> lines = new ArrayList<>();
    lines.add(
        "{\"op\":\"new\",\"game\":\"hearts\",\"seed\":5,\"mode\":\"match\",\"rules\":\"targetScore=30\",\"seats\":[\"random\",\"random\",\"random\",\"random\"]}");
    for (int i = 0; i < 40; i++) {
      lines.add("{\"op\":\"next\"}");
    }
    List<JsonNode> m = serve(lines.toArray(new String[0]));
    int over = -1;
    for (int i = 1; i < m.size(); i++) {
      JsonNode x = m.get(i);
      if (!x.get("ok").asBoolean()) {
        over = i;
        break;
      }
      assertThat(x.get("deal").asInt()).isEqualTo(i);
      assertThat(x.get("over").asBoolean()).isTrue();
    }
    assertThat(over).as("the match ends within 40 deals").isPositive();
    JsonNode last = m.get(over - 1).get("result");
    assertThat(last.get("match_over").asBoolean()).isTrue();
    assertThat(last.get("winners")).isNotEmpty();
    assertThat(m.get(over).get("error").asText()).contains("the match is over");
  }

  @Test
  @DisplayName("a match that does not end by max_deals is refused another deal")
  void maxDeals() {
    List<JsonNode> a =
        serve(
            "{\"op\":\"new\",\"game\":\"hearts\",\"mode\":\"match\",\"max_deals\":2,\"seats\":[\"random\",\"random\",\"random\",\"random\"]}",
            "{\"op\":\"next\"}",
            "{\"op\":\"next\"}");
    assertThat(a.get(2).get("deal").asInt()).isEqualTo(2);
    assertThat(a.get(3).get("error").asText()).contains("max_deals 2");
  }

  @Test
  @DisplayName(
      "a server that polls for its input (--spin-us) reads the same lines, also when a line comes"
          + " after it stopped polling; a spin out of bounds is refused")
  void spinningInput() throws Exception {
    java.io.PipedOutputStream to = new java.io.PipedOutputStream();
    java.io.PipedInputStream from = new java.io.PipedInputStream(to, 1 << 16);
    Serve.Input in = new Serve.Input(from, 2_000_000L);
    Thread writer =
        new Thread(
            () -> {
              try {
                to.write("{\"op\":\"games\"}\n{\"op\":".getBytes(StandardCharsets.UTF_8));
                to.flush();
                Thread.sleep(50); // past the server's 2 ms of polling
                to.write("\"quit\"}\n".getBytes(StandardCharsets.UTF_8));
                to.close();
              } catch (java.io.IOException | InterruptedException e) {
                throw new IllegalStateException(e);
              }
            });
    writer.start();
    assertThat(new String(in.next().bytes(), StandardCharsets.UTF_8))
        .isEqualTo("{\"op\":\"games\"}");
    assertThat(new String(in.next().bytes(), StandardCharsets.UTF_8))
        .as("the line's end arrives after the 2 ms of polling: the read waits for it")
        .isEqualTo("{\"op\":\"quit\"}");
    assertThat(in.next()).as("the end of the input").isNull();
    writer.join();

    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Tenace.run(
            new String[] {"serve", "--spin-us", "-1"},
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            new ByteArrayInputStream(new byte[0]));
    assertThat(code).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("--spin-us is -1");
    assertThat(
            serve(
                new String[] {"serve", "--spin-us", "100"},
                "{\"op\":\"games\"}\n".getBytes(StandardCharsets.UTF_8)))
        .as("the hello and the answer, polling")
        .hasSize(2);
  }
}
