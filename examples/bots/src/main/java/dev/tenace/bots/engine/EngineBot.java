package dev.tenace.bots.engine;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.bots.Bots;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.View;
import dev.tenace.learn.Encoder;
import dev.tenace.learn.Encoders;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A program in another process as the bot of one seat, through the engine protocol ({@code
 * PROTOCOL.md}, {@value #PROTOCOL} version {@value #VERSION}): started at the seat's first
 * decision, sent {@code hello}, {@code deal}, an {@code act} with the seat's view ({@link
 * ViewJson}) at each decision, {@code deal_end} and {@code match_end}; it answers {@code hello} and
 * each {@code act}. A program that breaks the protocol is an {@link EngineFault}: reported, ended,
 * and replaced by the fallback bot or forfeited ({@link EngineSettings}). {@link #close()} ends the
 * match for the program and ends the program.
 *
 * <p>One instance plays one seat of one match, from one thread at a time.
 */
public final class EngineBot implements Agent<View<?>>, AutoCloseable {
  /** The protocol's name, in {@code hello}. */
  public static final String PROTOCOL = "tenace-engine";

  /**
   * The protocol's version, in {@code hello}; raised only by changes old programs would break on.
   */
  public static final int VERSION = 1;

  /** How long a program has to exit after {@code match_end} before it is ended. */
  static final Duration GRACE = Duration.ofSeconds(2);

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private final List<String> words;
  private final String spec;
  private final String game;
  private final long seed;
  private final EngineSettings settings;
  private final PrintStream err;
  private Consumer<String> tap = line -> {};
  private volatile Consumer<EngineFault> faults = f -> {};

  private Encoder encoder;
  private Map<String, String> rules;
  private EngineProcess process;
  private Agent<View<?>> fallback;
  private boolean forfeited;
  private volatile boolean closed;
  private int seat = -1;
  private int deal;
  private boolean dealOpen;
  private int lastHistory;
  private int lastDealer = -1;
  private List<Integer> lastStanding = List.of();
  private List<Integer> lastTotals;

  EngineBot(
      List<String> words,
      String spec,
      String game,
      long seed,
      EngineSettings settings,
      PrintStream err) {
    this.words = List.copyOf(words);
    this.spec = spec;
    this.game = game;
    this.seed = seed;
    this.settings = settings;
    this.err = err;
  }

  /** Sees every line sent to the program, before it is sent (for tests). */
  EngineBot tap(Consumer<String> t) {
    this.tap = t;
    return this;
  }

  /**
   * Also tells {@code observer} of each fault of this program, after it is reported (a server
   * passes it on to its client); replaces the observer before.
   */
  public EngineBot onFault(Consumer<EngineFault> observer) {
    this.faults = java.util.Objects.requireNonNull(observer, "observer is null");
    return this;
  }

  /** Whether {@link #close()} was called: the match ended for the program. */
  public boolean isClosed() {
    return closed;
  }

  /** The running program, if any (for tests). */
  java.util.Optional<ProcessHandle> process() {
    return java.util.Optional.ofNullable(process).map(EngineProcess::handle);
  }

  /**
   * The table's game and rules, before the first decision: {@code hello} then names the rules and
   * the view's action ids are those of these rules (else the game's defaults).
   */
  <R> void table(GameDefinition<R, ?, ?> g, R r) {
    if (process == null && fallback == null) {
      this.encoder = Encoders.forGame(g, r);
      this.rules = g.settings(r);
    }
  }

  @Override
  public Action act(View<?> view) {
    if (forfeited) {
      throw new IllegalStateException(spec + " at seat " + view.seat() + " forfeited the match");
    }
    if (fallback != null) {
      return fallback.act(view);
    }
    try {
      return ask(view);
    } catch (EngineException e) {
      fault(e, view.history().size());
      if (forfeited) {
        throw new IllegalStateException(spec + " at seat " + seat + " forfeited the match");
      }
      return fallback.act(view);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while " + spec + " was deciding", e);
    }
  }

  private Action ask(View<?> view) throws EngineException, InterruptedException {
    seat = view.seat();
    boolean fresh =
        !dealOpen
            || view.history().size() < lastHistory
            || view.dealer() != lastDealer
            || !view.standing().equals(lastStanding);
    if (fresh && dealOpen) { // a runner that does not report deal ends: the standing says it
      ObjectNode end = message("deal_end");
      end.put("deal", deal);
      end.putNull("scores");
      end.set("totals", ViewJson.ints(view.standing()));
      end.putNull("view");
      send(end);
    }
    if (fresh) {
      deal++;
      dealOpen = true;
      lastDealer = view.dealer();
      lastStanding = view.standing();
    }
    lastHistory = view.history().size();
    if (process == null) {
      start(view);
    }
    if (fresh) {
      ObjectNode d = message("deal");
      d.put("deal", deal);
      d.put("seat", seat);
      d.put("dealer", view.dealer());
      d.set("hand", ViewJson.cards(view.hand()));
      d.set("standing", ViewJson.ints(view.standing()));
      send(d);
    }
    ObjectNode m = message("act");
    m.put("deal", deal);
    m.set("view", ViewJson.view(view, encoder(), CardSet.EMPTY, deal));
    send(m);
    String line =
        process
            .next(settings.moveTime())
            .orElseThrow(
                () ->
                    new EngineException(
                        EngineFault.Kind.TIMEOUT,
                        "no answer within the move time of "
                            + settings.moveTime().toMillis()
                            + " ms"));
    return answer(line, view);
  }

  private void start(View<?> view) throws EngineException, InterruptedException {
    try {
      process = EngineProcess.start(words, "[seat " + seat + " " + spec + "] ", err);
    } catch (IOException e) {
      throw new EngineException(
          EngineFault.Kind.NOT_STARTED, "it could not be started: " + e.getMessage());
    }
    ObjectNode h = message("hello");
    h.put("protocol", PROTOCOL);
    h.put("version", VERSION);
    h.put("game", game);
    if (rules == null) {
      h.putNull("rules");
    } else {
      ObjectNode r = h.putObject("rules");
      rules.forEach(r::put);
    }
    h.put("seat", seat);
    h.put("players", view.players());
    h.put("move_time_ms", settings.moveTime().toMillis());
    try {
      send(h);
      String line =
          process
              .next(settings.startTime())
              .orElseThrow(
                  () ->
                      new EngineException(
                          EngineFault.Kind.NOT_STARTED,
                          "no answer to hello within " + settings.startTime().toMillis() + " ms"));
      JsonNode r;
      try {
        r = json(line);
      } catch (EngineException e) {
        r = F.nullNode(); // not JSON: not ready either
      }
      if (!r.isObject() || !"ready".equals(r.path("type").asText())) {
        throw new EngineException(
            EngineFault.Kind.NOT_STARTED,
            "it answered hello with " + quote(line) + " instead of {\"type\":\"ready\"}");
      }
    } catch (EngineException e) {
      if (e.kind() == EngineFault.Kind.EXITED) {
        throw new EngineException(
            EngineFault.Kind.NOT_STARTED,
            "it exited before answering hello" + process.exitStatus());
      }
      throw e;
    }
  }

  /** The action an answer to {@code act} names. */
  private Action answer(String line, View<?> view) throws EngineException {
    JsonNode r = json(line);
    List<Action> legal = view.legalActions();
    JsonNode text = r.get("action");
    JsonNode id = r.get("id");
    JsonNode ids = r.get("ids");
    int given = (text == null ? 0 : 1) + (id == null ? 0 : 1) + (ids == null ? 0 : 1);
    if (!r.isObject() || given != 1) {
      throw new EngineException(
          EngineFault.Kind.GARBAGE,
          "it answered "
              + quote(line)
              + "; an answer to act is an object with one of \"action\", \"id\" or \"ids\"");
    }
    if (text != null) {
      if (!text.isTextual()) {
        throw new EngineException(
            EngineFault.Kind.GARBAGE, "its \"action\" is not a text: " + quote(line));
      }
      String want = normal(text.asText());
      for (Action a : legal) {
        if (normal(a.text()).equals(want)) {
          return a;
        }
      }
      throw illegal("\"" + text.asText() + "\"", legal);
    }
    int[] chosen = ids(id != null ? id : ids, line);
    Arrays.sort(chosen);
    for (Action a : legal) {
      int[] mine = encoder().ids(a);
      Arrays.sort(mine);
      if (Arrays.equals(mine, chosen)) {
        return a;
      }
    }
    throw illegal("the id" + (chosen.length == 1 ? " " : "s ") + Arrays.toString(chosen), legal);
  }

  private static int[] ids(JsonNode n, String line) throws EngineException {
    List<JsonNode> items = new ArrayList<>();
    if (n.isArray()) {
      n.forEach(items::add);
    } else {
      items.add(n);
    }
    int[] out = new int[items.size()];
    for (int i = 0; i < out.length; i++) {
      if (!items.get(i).canConvertToInt() || !items.get(i).isIntegralNumber()) {
        throw new EngineException(
            EngineFault.Kind.GARBAGE, "its ids are not whole numbers: " + quote(line));
      }
      out[i] = items.get(i).intValue();
    }
    if (out.length == 0) {
      throw new EngineException(EngineFault.Kind.GARBAGE, "its \"ids\" are empty: " + quote(line));
    }
    return out;
  }

  private static EngineException illegal(String what, List<Action> legal) {
    List<String> texts = new ArrayList<>();
    for (Action a : legal) {
      if (texts.size() == 8) {
        texts.add("…");
        break;
      }
      texts.add(a.text());
    }
    return new EngineException(
        EngineFault.Kind.ILLEGAL,
        "it answered "
            + what
            + ", which is none of its "
            + legal.size()
            + " legal action"
            + (legal.size() == 1 ? "" : "s")
            + " ("
            + String.join(", ", texts)
            + ")");
  }

  private static String normal(String text) {
    return text.strip().replaceAll("\\s+", " ").toUpperCase(Locale.ROOT);
  }

  private static JsonNode json(String line) throws EngineException {
    try {
      JsonNode n = JSON.readTree(line);
      if (n == null || n.isMissingNode()) {
        throw new EngineException(EngineFault.Kind.GARBAGE, "it answered an empty line");
      }
      return n;
    } catch (JsonProcessingException e) {
      throw new EngineException(
          EngineFault.Kind.GARBAGE, "it answered " + quote(line) + ", which is not JSON");
    }
  }

  private static String quote(String line) {
    String s = line.length() <= 80 ? line : line.substring(0, 77) + "...";
    return "'" + s + "'";
  }

  private ObjectNode message(String type) {
    ObjectNode o = F.objectNode();
    o.put("type", type);
    return o;
  }

  private void send(ObjectNode m) throws EngineException {
    String line = m.toString();
    tap.accept(line);
    try {
      process.send(line);
    } catch (IOException e) {
      throw new EngineException(
          EngineFault.Kind.EXITED, "it stopped reading its input" + process.exitStatus());
    }
  }

  private Encoder encoder() {
    if (encoder == null) {
      encoder =
          defaults(
              Games.find(game)
                  .orElseThrow(
                      () -> new IllegalStateException("no game '" + game + "' on the class path")));
    }
    return encoder;
  }

  private static <R> Encoder defaults(GameDefinition<R, ?, ?> g) {
    return Encoders.forDefaults(g);
  }

  /** Reports a fault, ends the program and sets what plays the seat from now on. */
  private void fault(EngineException e, int action) {
    boolean forfeit = settings.onFault() == EngineSettings.OnFault.FORFEIT;
    EngineFault f =
        new EngineFault(
            seat,
            spec,
            e.kind(),
            deal,
            action,
            e.getMessage(),
            forfeit ? "the match is forfeited" : settings.fallback() + " plays the seat from here");
    Engines.fault(f, err);
    faults.accept(f);
    if (process != null) {
      process.close(Duration.ZERO);
      process = null;
    }
    if (forfeit) {
      forfeited = true;
    } else {
      fallback = Bots.create(settings.fallback(), game, seed);
    }
  }

  /**
   * A deal ended: sends {@code deal_end} with the deal's scores, the match totals and the seat's
   * view at the end (what it may know then).
   */
  void dealEnded(View<?> end, List<Integer> scores, List<Integer> totals) {
    lastTotals = List.copyOf(totals);
    if (!dealOpen) {
      return;
    }
    dealOpen = false;
    if (process == null || fallback != null || forfeited) {
      return;
    }
    ObjectNode m = message("deal_end");
    m.put("deal", deal);
    m.set("scores", ViewJson.ints(scores));
    m.set("totals", ViewJson.ints(totals));
    m.set("view", ViewJson.view(end, encoder(), CardSet.EMPTY, deal));
    try {
      send(m);
    } catch (EngineException e) {
      fault(e, end.history().size());
    }
  }

  /** Sends {@code match_end} (with the last totals known) and ends the program. */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    if (process == null) {
      return;
    }
    ObjectNode m = message("match_end");
    if (lastTotals == null) {
      m.putNull("totals");
    } else {
      m.set("totals", ViewJson.ints(lastTotals));
    }
    try {
      send(m);
    } catch (EngineException e) {
      // it ended already: close() below finds it ended
    }
    process.close(GRACE);
    process = null;
  }

  @Override
  public String toString() {
    return spec;
  }
}
