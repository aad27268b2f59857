package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.quicktheories.QuickTheory.qt;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.card.Card;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Variant;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * Fuzzes {@code tenace replay} (issue 9): valid records of every game, then damaged ones —
 * truncated text, fields of the wrong type or missing, unknown games, unknown or mistyped variants,
 * repeated, missing or foreign cards, wrong hand sizes, actions by the wrong seat, out of range or
 * after the end. Every input must end in one well-formed answer per deal ({@code ok} with steps, or
 * a rejection naming step and rule, or an error naming the input), never an exception. The
 * hardening issue adds the bytes of whole inputs (invalid UTF-8, byte order marks, concatenated
 * values, long lines) and random values of every numeric option of every command.
 */
class ReplayFuzzTest {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;
  private static final List<String> GAMES =
      List.of("hearts", "spades", "sheepshead", "suitability");
  private static final String[] WORDS = {
    "play",
    "pass",
    "bid",
    "nil",
    "blindnil",
    "look",
    "exchange",
    "pick",
    "bury",
    "call",
    "alone",
    "partner",
    "crack",
    "recrack",
    "nocrack",
    "declare",
    "privilege",
    "moon",
    "add",
    "subtract",
    "trump",
    "penalty",
    "reverse",
    "none",
    "immunity",
    "warranty",
    "poverty",
    "AS",
    "2C",
    "QS",
    "JD",
    "X1",
    "10H",
    "S",
    "H",
    "13",
    "-1",
    "",
    " ",
    "\u0000",
    "é"
  };

  /** A complete valid record of one random deal of the game, played by random legal actions. */
  static ObjectNode validRecord(String game, long seed, boolean complete) {
    return validRecord(Games.find(game), game, seed, complete);
  }

  private static <R, S extends GameState<S, ?>> ObjectNode validRecord(
      GameDefinition<R, S, ?> g, String game, long seed, boolean complete) {
    R rules = g.defaultRules();
    SplittableRandom rng = new SplittableRandom(seed);
    int players = g.players(rules);
    S s = g.newDeal(rules, (int) Math.floorMod(seed, (long) players), seed);
    ObjectNode rec = F.objectNode();
    rec.put("game", game);
    rec.put("players", players);
    rec.put("dealer", s.dealer());
    ArrayNode hands = rec.putArray("hands");
    for (int p = 0; p < players; p++) {
      ArrayNode h = hands.addArray();
      for (Card c : s.hand(p)) {
        h.add(c.toString());
      }
    }
    ArrayNode rest = rec.putArray("rest");
    for (Card c : g.rest(s)) {
      rest.add(c.toString());
    }
    g.context(s).forEach((k, v) -> rec.set(k, Replay.JSON.valueToTree(v)));
    ArrayNode actions = rec.putArray("actions");
    int limit = complete ? Integer.MAX_VALUE : rng.nextInt(40);
    while (!s.isTerminal() && actions.size() < limit) {
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      Action a = legal.get(rng.nextInt(legal.size()));
      actions.add(seat + " " + a.text());
      s = s.applyLegal(seat, a);
    }
    return rec;
  }

  /** Checks the shape of every answer; fails on any exception. */
  static List<ObjectNode> replayed(String input) {
    List<ObjectNode> out;
    try {
      out = Replay.line(input);
    } catch (RuntimeException e) {
      throw new AssertionError("replay threw " + e + " on input: " + shorten(input), e);
    }
    assertThat(out).as("answers for %s", shorten(input)).isNotEmpty();
    for (ObjectNode o : out) {
      assertThat(o.has("ok")).as("%s", o).isTrue();
      if (o.get("ok").asBoolean()) {
        assertThat(o.has("steps")).as("%s", o).isTrue();
        assertThat(o.has("result") != o.has("next")).as("result xor next in %s", o).isTrue();
      } else if (o.has("error")) {
        assertThat(o.get("error").asText()).as("%s", o).isNotBlank();
      } else {
        assertThat(o.get("rule").asText()).as("%s", o).matches("[A-Z][A-Z_]+");
        assertThat(o.get("message").asText()).as("%s", o).isNotBlank();
        assertThat(o.get("step").isInt()).as("%s", o).isTrue();
      }
    }
    return out;
  }

  private static String shorten(String s) {
    return s.length() <= 400 ? s : s.substring(0, 400) + "… (" + s.length() + " characters)";
  }

  @Test
  @DisplayName("fuzz: valid records of every game replay ok, complete ones with a result")
  void validRecordsReplay() {
    qt().withExamples(200)
        .forAll(
            SourceDSL.integers().between(0, 3), SourceDSL.longs().all(), SourceDSL.booleans().all())
        .checkAssert(
            (g, seed, complete) -> {
              ObjectNode rec = validRecord(GAMES.get(g), seed, complete);
              List<ObjectNode> out = replayed(rec.toString());
              assertThat(out).hasSize(1);
              assertThat(out.get(0).get("ok").asBoolean()).as("%s", out.get(0)).isTrue();
              assertThat(out.get(0).get("steps").size()).isEqualTo(rec.get("actions").size());
              if (complete) {
                assertThat(out.get(0).has("result")).isTrue();
              }
            });
  }

  @Test
  @DisplayName(
      "fuzz: damaged records get an error or a rejection naming the input, never an exception")
  void damagedRecords() {
    qt().withExamples(3000)
        .forAll(
            SourceDSL.integers().between(0, 3),
            SourceDSL.longs().all(),
            SourceDSL.integers().between(1, 4))
        .checkAssert(
            (g, seed, damages) -> {
              SplittableRandom rng = new SplittableRandom(seed);
              ObjectNode rec = validRecord(GAMES.get(g), seed, rng.nextBoolean());
              String text = rec.toString();
              for (int i = 0; i < damages; i++) {
                text = damage(text, rng);
              }
              replayed(text);
            });
  }

  @Test
  @DisplayName("fuzz: random text and random JSON values are answered with an error")
  void randomText() {
    qt().withExamples(2000)
        .forAll(SourceDSL.strings().allPossible().ofLengthBetween(0, 80))
        .checkAssert(
            s -> {
              List<ObjectNode> out = replayed(s);
              assertThat(out.get(0).get("ok").asBoolean()).isFalse();
            });
    for (String s :
        List.of(
            "",
            "null",
            "[]",
            "1",
            "\"x\"",
            "{}",
            "{\"deals\":1}",
            "{\"deals\":[1,null,{}]}",
            "{\"game\":null}",
            "{\"game\":\"chess\",\"dealer\":0}",
            "[".repeat(5000),
            "{\"a\":".repeat(3000))) {
      replayed(s);
    }
  }

  @Test
  @DisplayName(
      "fuzz: a record's actions by the wrong seat, repeated, or after the end are rejected with a rule")
  void wrongSeatsAndLateActions() {
    for (String game : GAMES) {
      for (long seed = 0; seed < 30; seed++) {
        ObjectNode rec = validRecord(game, seed, true);
        ArrayNode actions = (ArrayNode) rec.get("actions");
        // an extra action after the end: rejected, never accepted
        ObjectNode late = rec.deepCopy();
        ((ArrayNode) late.get("actions")).add(actions.get(actions.size() - 1).asText());
        ObjectNode out = replayed(late.toString()).get(0);
        assertThat(out.get("ok").asBoolean()).as("%s %d", game, seed).isFalse();
        assertThat(out.has("rule") ? out.get("step").asInt() : actions.size())
            .isEqualTo(actions.size());
        // the first action by the next seat instead
        ObjectNode wrong = rec.deepCopy();
        String first = actions.get(0).asText();
        int seat = Integer.parseInt(first.substring(0, first.indexOf(' ')));
        int players = rec.get("players").asInt();
        ((ArrayNode) wrong.get("actions"))
            .set(0, F.textNode((seat + 1) % players + first.substring(first.indexOf(' '))));
        out = replayed(wrong.toString()).get(0);
        if (out.get("ok").asBoolean()) {
          // simultaneous choices (passes, exchanges) may come from any seat that has not chosen
          assertThat(game).isIn("hearts", "spades");
        } else if (out.has("rule")) {
          assertThat(out.get("step").asInt()).isZero();
        }
        // a repeated action: never two accepted copies that change nothing
        ObjectNode twice = rec.deepCopy();
        ((ArrayNode) twice.get("actions")).insert(1, first);
        replayed(twice.toString());
      }
    }
  }

  @Test
  @DisplayName(
      "fuzz: every variant set to random values, including wrong types, is validated, never thrown")
  void randomRules() {
    SplittableRandom rng = new SplittableRandom(3);
    String[] values = {
      "true",
      "false",
      "0",
      "1",
      "3",
      "4",
      "5",
      "7",
      "-1",
      "100000",
      "LEASTER",
      "DOUBLER",
      "FORCED_PICK",
      "DEALS",
      "TARGET",
      "2 3 4",
      "2..7",
      "x",
      ""
    };
    for (String game : GAMES) {
      List<Variant> variants = Games.find(game).variants();
      for (int i = 0; i < 300; i++) {
        ObjectNode rec = validRecord(game, i, false);
        ObjectNode rules = rec.putObject("rules");
        int n = 1 + rng.nextInt(4);
        for (int k = 0; k < n; k++) {
          String name =
              rng.nextInt(8) == 0
                  ? "noSuchVariant"
                  : variants.get(rng.nextInt(variants.size())).name();
          switch (rng.nextInt(4)) {
            case 0 -> rules.put(name, rng.nextBoolean());
            case 1 -> rules.put(name, rng.nextInt(-3, 600));
            case 2 -> rules.set(name, F.arrayNode().add(1));
            default -> rules.put(name, values[rng.nextInt(values.length)]);
          }
        }
        rec.remove("players");
        replayed(rec.toString());
      }
    }
  }

  /** One random damage to the text of a record. */
  static String damage(String text, SplittableRandom rng) {
    JsonNode root;
    try {
      root = Replay.JSON.readTree(text);
    } catch (Exception e) {
      root = null;
    }
    int kind = rng.nextInt(8);
    if (root == null || !root.isObject() || kind == 0) {
      // truncate or splice bytes
      if (text.isEmpty()) {
        return "{";
      }
      int at = rng.nextInt(text.length());
      return rng.nextBoolean()
          ? text.substring(0, at)
          : text.substring(0, at) + "\"]}{,:" + text.substring(at);
    }
    ObjectNode o = (ObjectNode) root;
    List<String> fields = new ArrayList<>();
    for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) {
      fields.add(it.next());
    }
    if (fields.isEmpty()) {
      o.set("game", randomValue(rng));
      return o.toString();
    }
    String field = fields.get(rng.nextInt(fields.size()));
    switch (kind) {
      case 1 -> o.remove(field); // remove a field
      case 2 -> o.set(field, randomValue(rng)); // a value of a random type
      case 3 ->
          o.put("game", rng.nextBoolean() ? "chess" : "Hearts "); // an unknown or mistyped game
      case 4 -> { // a card moved, repeated, dropped, or replaced by a foreign one
        ArrayNode hands = o.get("hands") instanceof ArrayNode ? (ArrayNode) o.get("hands") : null;
        boolean arrays = hands != null && hands.size() > 0;
        for (int i = 0; arrays && i < hands.size(); i++) {
          arrays = hands.get(i) instanceof ArrayNode;
        }
        if (!arrays) {
          o.set("hands", randomValue(rng));
          break;
        }
        ArrayNode h = (ArrayNode) hands.get(rng.nextInt(hands.size()));
        ArrayNode other = (ArrayNode) hands.get(rng.nextInt(hands.size()));
        if (h.size() == 0) {
          h.add("AS");
          break;
        }
        switch (rng.nextInt(4)) {
          case 0 -> other.add(h.get(rng.nextInt(h.size())));
          case 1 -> h.remove(rng.nextInt(h.size()));
          case 2 -> h.set(rng.nextInt(h.size()), F.textNode(rng.nextBoolean() ? "X3" : "1S"));
          default -> other.add(h.remove(rng.nextInt(h.size())));
        }
      }
      case 5 -> { // an action by another seat, an odd seat, or random words
        ArrayNode actions =
            o.get("actions") instanceof ArrayNode ? (ArrayNode) o.get("actions") : null;
        if (actions == null) {
          o.set("actions", randomValue(rng));
          break;
        }
        int seat = rng.nextInt(-2, 7);
        StringBuilder b = new StringBuilder(rng.nextInt(10) == 0 ? "x" : String.valueOf(seat));
        int words = rng.nextInt(4);
        for (int i = 0; i < words; i++) {
          b.append(' ').append(WORDS[rng.nextInt(WORDS.length)]);
        }
        int at = actions.size() == 0 ? 0 : rng.nextInt(actions.size() + 1);
        actions.insert(at, b.toString());
      }
      case 6 -> { // match context out of range
        o.put(
            new String[] {"dealer", "deal", "pendingDoublers", "players"}[rng.nextInt(4)],
            rng.nextInt(-5, 9));
        if (rng.nextBoolean()) {
          o.set(
              rng.nextBoolean() ? "scores" : "bags",
              F.arrayNode().add(rng.nextInt(-1000, 1000)).add(rng.nextInt(-20, 20)));
        }
      }
      default -> { // a record of deals around it
        ObjectNode wrap = F.objectNode();
        wrap.put("game", o.path("game").asText("hearts"));
        wrap.set("deals", F.arrayNode().add(o).add(randomValue(rng)));
        return wrap.toString();
      }
    }
    return o.toString();
  }

  private static JsonNode randomValue(SplittableRandom rng) {
    return switch (rng.nextInt(7)) {
      case 0 -> F.nullNode();
      case 1 -> F.numberNode(rng.nextInt(-3, 60));
      case 2 -> F.numberNode(rng.nextDouble() * 1e12);
      case 3 -> F.textNode(WORDS[rng.nextInt(WORDS.length)]);
      case 4 -> F.booleanNode(rng.nextBoolean());
      case 5 -> F.arrayNode().add(F.arrayNode().add("AS")).add(1);
      default -> F.objectNode().put("x", 1);
    };
  }

  @Test
  @DisplayName(
      "records: a deal rebuilt from its hands, rest and context is the same deal for every seat, under every preset")
  void rebuiltDealsAreTheSame() {
    for (String game : GAMES) {
      rebuilt(Games.find(game), game);
    }
  }

  private static <R, S extends GameState<S, ?>> void rebuilt(
      GameDefinition<R, S, ?> g, String game) {
    List<R> all = new ArrayList<>(g.presets().values());
    all.add(g.defaultRules());
    for (R rules : all) {
      int players = g.players(rules);
      for (long seed = 0; seed < 8; seed++) {
        S s = g.newDeal(rules, (int) (seed % players), seed);
        List<dev.tenace.core.card.CardSet> hands = new ArrayList<>();
        for (int p = 0; p < players; p++) {
          hands.add(s.hand(p));
        }
        S t = g.explicitDeal(rules, s.dealer(), hands, g.rest(s), g.context(s));
        SplittableRandom rng = new SplittableRandom(seed);
        while (true) {
          for (int p = 0; p < players; p++) {
            assertThat(t.viewFor(p))
                .as("%s %s seed %d seat %d", game, g.settings(rules), seed, p)
                .isEqualTo(s.viewFor(p));
          }
          if (s.isTerminal()) {
            break;
          }
          int seat = s.toMove();
          List<Action> legal = s.legalActions(seat);
          Action a = legal.get(rng.nextInt(legal.size()));
          s = s.applyLegal(seat, a);
          t = t.applyLegal(seat, a);
        }
        assertThat(g.result(t)).isEqualTo(g.result(s));
      }
    }
  }

  @Test
  @DisplayName("fuzz: the damage generator really damages (a test of the test)")
  void damageChangesRecords() {
    int changed = 0;
    int rejected = 0;
    for (long seed = 0; seed < 200; seed++) {
      SplittableRandom rng = new SplittableRandom(seed);
      String text = validRecord(GAMES.get((int) (seed % 4)), seed, true).toString();
      String bad = damage(text, rng);
      if (!bad.equals(text)) {
        changed++;
      }
      if (!replayed(bad).get(0).get("ok").asBoolean()) {
        rejected++;
      }
    }
    if (changed < 190 || rejected < 100) {
      fail("damage changed " + changed + " and got " + rejected + " rejected of 200");
    }
  }

  // ------------------------------------------------------------------ encodings (hardening 2, 3)

  private static final byte[][] INVALID_UTF8 = {
    {(byte) 0x80},
    {(byte) 0xFF},
    {(byte) 0xC3},
    {(byte) 0xC0, (byte) 0x80},
    {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
    {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80},
    {(byte) 0xE2, (byte) 0x82},
    {(byte) 0xF0, (byte) 0x9F, (byte) 0x98},
    {(byte) 0xFE}
  };
  private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
  private static final String WIDE = "é€😀ß";

  /**
   * Whether the bytes are UTF-8, by an oracle independent of the command: decoding then encoding
   * gives them back.
   */
  private static boolean isUtf8(byte[] b) {
    return Arrays.equals(new String(b, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8), b);
  }

  private static byte[] insert(byte[] line, int at, byte[] x) {
    byte[] out = Arrays.copyOf(line, line.length + x.length);
    System.arraycopy(x, 0, out, at, x.length);
    System.arraycopy(line, at, out, at + x.length, line.length - at);
    return out;
  }

  /** An expected answer: exactly this object, or an error of the line containing this text. */
  private record Expected(int line, ObjectNode exactly, String contains) {}

  @Test
  @DisplayName(
      "fuzz (hardening 2, 3): whole inputs of valid, blank, invalid UTF-8, BOM, concatenated and long lines: each line answered on its own, errors name their line")
  void encodings() {
    qt().withExamples(150)
        .forAll(SourceDSL.longs().all())
        .checkAssert(
            seed -> {
              SplittableRandom rng = new SplittableRandom(seed);
              int lines = 1 + rng.nextInt(8);
              ByteArrayOutputStream input = new ByteArrayOutputStream();
              List<Expected> expected = new ArrayList<>();
              boolean bom = rng.nextInt(3) == 0;
              if (bom) {
                input.writeBytes(BOM); // skipped at the start of the input
              }
              for (int n = 1; n <= lines; n++) {
                ObjectNode rec =
                    validRecord(GAMES.get(rng.nextInt(4)), rng.nextLong(), rng.nextBoolean());
                String text = rec.toString();
                byte[] line;
                switch (rng.nextInt(7)) {
                  case 0 ->
                      line =
                          (rng.nextBoolean() ? "" : " \t ")
                              .getBytes(StandardCharsets.UTF_8); // blank: no answer
                  case 1 -> { // an invalid UTF-8 sequence anywhere
                    byte[] b = text.getBytes(StandardCharsets.UTF_8);
                    line =
                        insert(
                            b,
                            rng.nextInt(b.length + 1),
                            INVALID_UTF8[rng.nextInt(INVALID_UTF8.length)]);
                    assertThat(isUtf8(line)).isFalse();
                    expected.add(new Expected(n, null, "line " + n + " is not valid UTF-8"));
                  }
                  case 2 -> { // a second value or other text after the object
                    String[] tails = {text, "garbage", "[]", " {}", "1", "\"x\"", "}", ",", "null"};
                    line =
                        (text + tails[rng.nextInt(tails.length)]).getBytes(StandardCharsets.UTF_8);
                    expected.add(new Expected(n, null, "\"ok\":false"));
                  }
                  case 3 -> { // a byte order mark: skipped at the start of the input, an error
                    // anywhere else
                    line = insert(text.getBytes(StandardCharsets.UTF_8), 0, BOM);
                    if (n == 1 && !bom) {
                      expectAnswers(expected, n, text);
                    } else {
                      expected.add(new Expected(n, null, "malformed JSON"));
                    }
                  }
                  case 4 -> { // a line longer than the read buffer, wide characters across its
                    // pieces
                    rec.put("note", WIDE.repeat(6000 + rng.nextInt(6000)));
                    line = rec.toString().getBytes(StandardCharsets.UTF_8);
                    if (rng.nextBoolean()) {
                      line =
                          insert(
                              line,
                              60_000 + rng.nextInt(line.length - 60_000),
                              INVALID_UTF8[rng.nextInt(INVALID_UTF8.length)]);
                    }
                    if (isUtf8(line)) {
                      expectAnswers(expected, n, new String(line, StandardCharsets.UTF_8));
                    } else {
                      expected.add(new Expected(n, null, "is not valid UTF-8"));
                    }
                  }
                  default -> { // a valid line, or one damaged as JSON
                    if (rng.nextInt(3) == 0) {
                      text = damage(text, rng);
                    }
                    line = text.getBytes(StandardCharsets.UTF_8);
                    if (!text.chars().allMatch(c -> c == ' ' || c == '\t' || c == '\r')) {
                      expectAnswers(expected, n, text);
                    }
                  }
                }
                input.writeBytes(line);
                input.writeBytes(
                    (rng.nextInt(4) == 0 ? "\r\n" : "\n").getBytes(StandardCharsets.UTF_8));
              }
              ByteArrayOutputStream out = new ByteArrayOutputStream();
              ByteArrayOutputStream err = new ByteArrayOutputStream();
              int code =
                  Tenace.run(
                      new String[] {"replay"},
                      new PrintStream(out, true, StandardCharsets.UTF_8),
                      new PrintStream(err, true, StandardCharsets.UTF_8),
                      new ByteArrayInputStream(input.toByteArray()));
              String errText = err.toString(StandardCharsets.UTF_8);
              List<String> answers =
                  out.size() == 0
                      ? List.of()
                      : List.of(out.toString(StandardCharsets.UTF_8).split("\n"));
              assertThat(answers).as("one answer per deal of each line").hasSize(expected.size());
              boolean anyBad = false;
              for (int i = 0; i < answers.size(); i++) {
                Expected e = expected.get(i);
                ObjectNode a = (ObjectNode) readJson(answers.get(i));
                if (e.exactly() != null) {
                  assertThat(a).as("line %d", e.line()).isEqualTo(e.exactly());
                } else {
                  assertThat(answers.get(i)).as("line %d", e.line()).contains(e.contains());
                }
                if (!a.get("ok").asBoolean()) {
                  anyBad = true;
                  assertThat(a.get("line").asInt()).as("%s", a).isEqualTo(e.line());
                }
              }
              assertThat(code).isEqualTo(anyBad ? 1 : 0);
              assertThat(errText).doesNotContain("\tat ").doesNotContain("Exception");
              if (anyBad) {
                assertThat(errText.split("\n")).hasSize(1);
                assertThat(errText).startsWith("tenace replay: ");
              } else {
                assertThat(errText).isEmpty();
              }
            });
  }

  /** The answers a line of text gets on its own, a rejection or error naming the line. */
  private static void expectAnswers(List<Expected> expected, int n, String text) {
    for (ObjectNode o : Replay.line(text)) {
      if (!o.get("ok").asBoolean()) {
        o.put("line", n);
      }
      expected.add(new Expected(n, o, null));
    }
  }

  private static JsonNode readJson(String s) {
    try {
      return Replay.JSON.readTree(s);
    } catch (Exception e) {
      throw new AssertionError("an answer is not JSON: " + s, e);
    }
  }

  // ------------------------------------------------------------------ numeric options (hardening
  // 9)

  /**
   * A numeric option of a command: the arguments around it, and above which valid values would only
   * make the run long.
   */
  record NumericOption(
      String option, List<String> before, List<String> after, String stdin, BigDecimal cheapUpTo) {}

  private static final BigDecimal ANY = null;

  private static final List<NumericOption> NUMERIC =
      List.of(
          new NumericOption(
              "--seed",
              List.of("--bots", "random", "--ascii", "--max-deals", "3"),
              List.of(),
              "",
              ANY),
          new NumericOption(
              "--max-deals",
              List.of("--bots", "random", "--ascii", "--seed", "1"),
              List.of(),
              "",
              ANY),
          new NumericOption(
              "--seat", List.of("play", "sheepshead", "--seed", "2"), List.of(), "quit\n", ANY),
          new NumericOption("--seed", List.of("play", "hearts"), List.of(), "1\nquit\n", ANY),
          new NumericOption(
              "--max-deals", List.of("play", "spades", "--seed", "2"), List.of(), "quit\n", ANY),
          new NumericOption(
              "-n",
              List.of("simulate", "hearts", "--deals", "--bots", "random"),
              List.of(),
              "",
              BigDecimal.valueOf(20)),
          new NumericOption(
              "--threads",
              List.of("simulate", "suitability", "--deals", "-n", "3", "--bots", "random"),
              List.of(),
              "",
              ANY),
          new NumericOption(
              "--seed",
              List.of("simulate", "spades", "--deals", "-n", "2", "--bots", "random"),
              List.of(),
              "",
              ANY),
          new NumericOption(
              "--max-deals",
              List.of("simulate", "hearts", "-n", "2", "--bots", "random"),
              List.of(),
              "",
              ANY),
          new NumericOption(
              "--seconds", List.of("bench", "hearts"), List.of(), "", new BigDecimal("0.02")),
          new NumericOption(
              "--threads",
              List.of("bench", "spades", "--seconds", "0.01"),
              List.of(),
              "",
              BigDecimal.valueOf(16)),
          new NumericOption(
              "--bots",
              List.of("simulate", "hearts", "--deals", "-n", "1", "--bots"),
              List.of(),
              "",
              BigDecimal.valueOf(2)));

  private static final String[] ODD = {
    "0",
    "1",
    "-1",
    "2",
    "4",
    "5",
    "255",
    "256",
    "257",
    "10000",
    "10001",
    "2147483647",
    "2147483648",
    "-2147483648",
    "-2147483649",
    "4294967297",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "1" + "0".repeat(40),
    "0.5",
    "1.0",
    "2.9",
    "1e3",
    "1E-320",
    "NaN",
    "Infinity",
    "-Infinity",
    "-0",
    "+3",
    "0x10",
    "1_000",
    "",
    " ",
    " 3",
    "3 ",
    "٣",
    "１",
    "three",
    "--",
    "-",
    "1,2",
    "3.",
    ".5",
    "1d",
    "1f",
    "0.009",
    "0.01",
    "3600",
    "3600.0001",
    "\u0000",
    "é"
  };

  private static String numericValue(SplittableRandom rng) {
    return switch (rng.nextInt(5)) {
      case 0 -> ODD[rng.nextInt(ODD.length)];
      case 1 -> String.valueOf(rng.nextInt(-300, 300));
      case 2 -> String.valueOf(rng.nextLong());
      case 3 -> String.valueOf(rng.nextDouble(-10, 10));
      default -> {
        StringBuilder b = new StringBuilder();
        int len = rng.nextInt(6);
        for (int i = 0; i < len; i++) {
          b.append("0123456789.-+eE xN".charAt(rng.nextInt(18)));
        }
        yield b.toString();
      }
    };
  }

  /**
   * Whether the value is a number above the option's cheap bound (a valid one would only make the
   * run long).
   */
  private static boolean costly(NumericOption o, String v) {
    if (o.cheapUpTo() == null) {
      return false;
    }
    try {
      BigDecimal d = new BigDecimal(v.trim());
      return d.compareTo(o.cheapUpTo()) > 0
          && d.compareTo(BigDecimal.valueOf(1_000_000_000_000L)) < 0;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  @Test
  @DisplayName(
      "fuzz (hardening 9): random values of every numeric option of every command give exit 0, or exit 2 with one line naming the option")
  void numericOptions() {
    int[] runs = {0};
    qt().withExamples(300)
        .forAll(SourceDSL.integers().between(0, NUMERIC.size() - 1), SourceDSL.longs().all())
        .checkAssert(
            (i, seed) -> {
              NumericOption o = NUMERIC.get(i);
              String v = numericValue(new SplittableRandom(seed));
              boolean bots = o.option().equals("--bots");
              if (costly(o, v)) {
                return;
              }
              runs[0]++;
              List<String> args = new ArrayList<>(o.before());
              if (bots) {
                args.add("pimc:" + v);
              } else {
                args.add(o.option() + "=" + v);
              }
              args.addAll(o.after());
              ByteArrayOutputStream out = new ByteArrayOutputStream();
              ByteArrayOutputStream err = new ByteArrayOutputStream();
              int code =
                  Tenace.run(
                      args.toArray(new String[0]),
                      new PrintStream(out, true, StandardCharsets.UTF_8),
                      new PrintStream(err, true, StandardCharsets.UTF_8),
                      new ByteArrayInputStream(o.stdin().getBytes(StandardCharsets.UTF_8)));
              String e = err.toString(StandardCharsets.UTF_8);
              String what = String.join(" ", args);
              assertThat(code).as("%s: %s", what, e).isIn(0, 2);
              if (code == 0) {
                assertThat(e).as(what).isEmpty();
              } else {
                assertThat(e.split("\n")).as(what).hasSize(1);
                // a bot value with a comma is read as two bots: the error then names --bots
                assertThat(e)
                    .as(what)
                    .startsWith("tenace: ")
                    .containsAnyOf(bots ? "pimc" : o.option(), o.option())
                    .doesNotContain("\tat ")
                    .doesNotContain("Exception")
                    .doesNotContain("null");
                assertThat(out.size()).as("%s printed before it failed", what).isZero();
              }
            });
    assertThat(runs[0]).as("runs not skipped as long ones").isGreaterThan(200);
  }
}
