package dev.tenace.cli;

import static dev.tenace.cli.ServeRequests.integer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.bots.engine.Engines;
import dev.tenace.cli.ServeSession.BadRequest;
import dev.tenace.cli.ServeStatus.Want;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import dev.tenace.learn.Encoder;
import dev.tenace.learn.Step;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A served deal or match of one game: the match (the only holder of the full state), the client's
 * seats and the bots, each seat's pending multi-card choice, and the client's actions to undo. Here
 * is what changes a table: dealing, copying ({@link #fork}, {@link #at}), the bots' and the
 * client's actions, {@code undo} (its snapshots in {@link ServeUndo}) and {@code next}. What the
 * answers say of a table, its status and vectors, is {@link ServeStatus}'s, read from views.
 */
final class ServeTable<R, S extends GameState<S, V>, V extends View<S>> {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  final ServeSeats<R, S, V> setup;
  final GameDefinition<R, S, V> game;
  final R rules;
  final Encoder encoder;
  final boolean matchMode;
  final long seed;
  final int maxDeals;
  final List<String> seats;
  final boolean watch;
  private final List<Agent<View<?>>> bots;
  private final MatchRunner.Listener<S> ends;
  private final ServeRecord record;
  private final long[] selected;
  private Match<S> match;
  private final List<ObjectNode> faults = new ArrayList<>();
  private final ServeUndo<S> undo = new ServeUndo<>();

  /** Whether the table was drawn by {@code sample}: its bots hold drawn cards, not the deal's. */
  private boolean drawn;

  private ServeTable(
      ServeSeats<R, S, V> setup,
      Encoder encoder,
      long seed,
      Match<S> match,
      ServeRecord record,
      long[] selected) {
    this.setup = setup;
    this.game = setup.game();
    this.rules = setup.rules();
    this.encoder = encoder;
    this.matchMode = setup.matchMode();
    this.seed = seed;
    this.maxDeals = setup.maxDeals();
    this.seats = setup.seats();
    this.watch = setup.watch();
    this.bots = setup.bots(seed);
    this.ends =
        ServeBots.programs(
            bots, game, rules, (f, y) -> fault(y, "ENGINE_" + f.kind(), f.toString()));
    this.match = match;
    this.record = record;
    this.selected = selected;
  }

  /** A new deal (or match) of {@code setup} dealt from {@code seed}. */
  static <R, S extends GameState<S, V>, V extends View<S>> ServeTable<R, S, V> deal(
      ServeSeats<R, S, V> setup, Encoder encoder, long seed) {
    GameDefinition<R, S, V> game = setup.game();
    R rules = setup.rules();
    int n = setup.seats().size();
    Match<S> match =
        setup.matchMode()
            ? game.newMatch(rules, setup.dealer(), seed)
            : Match.resume(
                game.matchPolicy(rules),
                setup.dealer(),
                seed,
                Collections.nCopies(n, 0),
                1,
                0,
                game.newDeal(rules, setup.dealer(), seed));
    ServeRecord record = new ServeRecord();
    record.start(game, match);
    return new ServeTable<>(setup, encoder, seed, match, record, new long[n]);
  }

  /**
   * A copy at the same position that plays on independently: its own record and pending choices,
   * its own bots (made afresh, seeded as this table's were), no actions to undo.
   */
  ServeTable<R, S, V> fork() {
    mayProbe("fork");
    return new ServeTable<>(
        setup, encoder, seed, match, record == null ? null : record.copy(), selected.clone());
  }

  /**
   * A table at {@code world}, a state drawn from {@code seat}'s view: this table's deal number,
   * totals and seats, the pending choice of {@code seat} alone, no record, nothing to undo.
   */
  ServeTable<R, S, V> at(S world, int seat) {
    Match<S> m =
        Match.resume(
            match.policy(),
            match.firstDealer(),
            match.seed(),
            match.totals(),
            match.dealNumber(),
            match.scoredDeals(),
            world);
    long[] sel = new long[selected.length];
    sel[seat] = selected[seat];
    ServeTable<R, S, V> t = new ServeTable<>(setup, encoder, seed, m, null, sel);
    t.drawn = true;
    return t;
  }

  // ---------------------------------------------------------------- describing

  ObjectNode settings() {
    ObjectNode o = F.objectNode();
    game.settings(rules).forEach(o::put);
    return o;
  }

  boolean isClient(int seat) {
    return bots.get(seat) == null;
  }

  S deal() {
    return match.deal();
  }

  Match<S> match() {
    return match;
  }

  /** The full state, for tests only: no answer shows it. */
  S stateForTests() {
    return match.deal();
  }

  /** The table's record so far (see {@link ServeSession#dealRecord()}), or null if it has none. */
  ObjectNode record() {
    if (record == null) {
      return null;
    }
    ObjectNode o = F.objectNode();
    o.put("game", game.name());
    o.set("rules", settings());
    o.put("players", seats.size());
    o.put("seed", seed);
    o.set("deals", record.deals());
    return o;
  }

  // ---------------------------------------------------------------- the bots

  /** Ends the table: programs at it hear the match end and are ended; it is not played after. */
  void close() {
    Engines.close(bots);
  }

  /** Lets the bots act until a client seat must act or the deal is over; the faults too. */
  void advance(ObjectNode answer) {
    advance(ServeOut.of(answer));
  }

  /** {@link #advance(ObjectNode)} into any answer. */
  void advance(ServeOut answer) {
    for (int steps = 0; steps < ServeSession.MAX_BOT_STEPS && !watch; steps++) {
      S s = deal();
      if (s.isTerminal() || isClient(s.toMove())) {
        break;
      }
      botMove();
    }
    putFaults(answer);
  }

  private void putFaults(ServeOut answer) {
    if (!faults.isEmpty()) {
      ArrayNode f = F.arrayNode();
      faults.forEach(f::add);
      answer.set("faults", f);
    }
  }

  /** The bot of the seat to move acts once (its first legal action if it fails); its text. */
  private String botMove() {
    S s = deal();
    int seat = s.toMove();
    Action a;
    try {
      a = bots.get(seat).act(s.viewFor(seat));
    } catch (RuntimeException e) {
      fault(seat, "THREW", "the bot of seat " + seat + " threw " + e);
      a = null;
    }
    Either<RuleViolation, Match<S>> next = a == null ? null : match.apply(seat, a);
    if (next != null && next.isLeft()) {
      fault(seat, next.getLeft().code(), next.getLeft().message());
      next = null;
    }
    if (next == null) {
      a = s.legalActions(seat).get(0);
      next = match.apply(seat, a);
    }
    moved(next.get(), seat, a);
    return a.text();
  }

  /** {@code step}: at a watch table, the bot to move acts once. */
  ObjectNode step() {
    if (!watch) {
      throw new BadRequest(
          "\"step\" is for a watch table (\"new\" with \"watch\": true); here the bots play"
              + " on their own");
    }
    if (deal().isTerminal()) {
      throw new BadRequest(
          "deal "
              + match.dealNumber()
              + " is over; "
              + (matchMode && !match.isOver() ? "send \"next\"" : "send \"new\""));
    }
    faults.clear();
    ObjectNode o = ServeSession.ok();
    o.put("seat", deal().toMove());
    o.put("applied", botMove());
    putFaults(ServeOut.of(o));
    status(o);
    return o;
  }

  private void fault(int seat, String kind, String message) {
    ObjectNode f = F.objectNode();
    f.put("seat", seat);
    f.put("kind", kind);
    f.put("message", message);
    faults.add(f);
  }

  /** Moves on to {@code next}, drops pending choices that cannot be completed, ends deals. */
  private void moved(Match<S> next, int seat, Action action) {
    match = next;
    if (record != null) {
      record.moved(game, match, seat, action);
    }
    selected[seat] = 0;
    S s = deal();
    if (s.isTerminal()) {
      ends.dealEnded(s, match.totals());
      if (!matchMode || match.isOver() || match.dealNumber() >= maxDeals) {
        close();
      }
    }
    int[] ids = new int[encoder.actionCount()];
    for (int y = 0; y < selected.length; y++) {
      if (selected[y] != 0
          && encoder.legalIds(s.legalActions(y), CardSet.ofBits(selected[y]), ids) == 0) {
        selected[y] = 0;
      }
    }
  }

  // ---------------------------------------------------------------- status and seats

  /** Where the table is: the deal, the client seat to act and its legal ids, the deal's end. */
  void status(ObjectNode o) {
    status(ServeOut.of(o), Want.NOTHING);
  }

  /** The status, then what {@code want} asks for of the client seat to act (protocol 2). */
  void status(ObjectNode o, Want want) {
    status(ServeOut.of(o), want);
  }

  /** {@link ServeStatus#status}: {@link #status(ObjectNode, Want)} into any answer. */
  void status(ServeOut o, Want want) {
    ServeStatus.status(this, o, want);
  }

  /** The legal ids of {@code seat}: {@code legal_ids}, or its {@code mask} in {@code encoding}. */
  void legalIds(ObjectNode o, int seat, boolean mask, ServeStatus.Encoding encoding) {
    ServeStatus.legalIds(this, ServeOut.of(o), seat, deal().legalActions(seat), mask, encoding);
  }

  /** The pending multi-card choice of {@code seat}. */
  CardSet selection(int seat) {
    return CardSet.ofBits(selected[seat]);
  }

  // ---------------------------------------------------------------- acting

  ObjectNode act(JsonNode r) {
    ObjectNode o = F.objectNode();
    act(r, ServeOut.of(o));
    return o;
  }

  /** {@code act} of one table, the answer's fields written into {@code o}. */
  void act(JsonNode r, ServeOut o) {
    int seat = ServeStatus.clientSeat(this, r);
    JsonNode id = r.get("id");
    JsonNode text = r.get("action");
    if ((id == null || id.isNull()) == (text == null || text.isNull())) {
      throw new BadRequest("\"act\" needs one of \"id\" (an action id) or \"action\" (a text)");
    }
    Want want = Want.of(r);
    if (id != null && !id.isNull()) {
      actId(seat, (int) integer(r, "id", 0, Integer.MIN_VALUE, Integer.MAX_VALUE), want, o);
      return;
    }
    if (!text.isTextual()) {
      throw new BadRequest("\"action\" must be a text such as \"play QS\" but was " + text);
    }
    Action action;
    try {
      action = deal().parseAction(text.asText());
    } catch (IllegalArgumentException e) {
      ServeStatus.violation(o, new RuleViolation(RuleCode.UNKNOWN_ACTION, seat, e.getMessage()));
      return;
    }
    apply(seat, action, want, o);
  }

  /** A client seat chooses an action id: a card of a multi-card choice, or an action. */
  ObjectNode actId(int seat, int id, Want want) {
    ObjectNode o = F.objectNode();
    actId(seat, id, want, ServeOut.of(o));
    return o;
  }

  /** {@link #actId(int, int, Want)}, the answer's fields written into {@code o}. */
  void actId(int seat, int id, Want want, ServeOut o) {
    Either<RuleViolation, Step> chosen =
        encoder.choose(seat, deal().legalActions(seat), CardSet.ofBits(selected[seat]), id);
    if (chosen.isLeft()) {
      ServeStatus.violation(o, chosen.getLeft());
      return;
    }
    if (chosen.get() instanceof Step.Select sel) {
      remember();
      selected[seat] = sel.selected().bits();
      o.put("ok", true);
      if (!want.brief()) {
        o.put("seat", seat);
      }
      o.set("selected", ServeViews.cards(sel.selected()));
      status(o, want);
      return;
    }
    apply(seat, ((Step.Act) chosen.get()).action(), want, o);
  }

  private void apply(int seat, Action action, Want want, ServeOut o) {
    Either<RuleViolation, Match<S>> next = match.apply(seat, action);
    if (next.isLeft()) {
      ServeStatus.violation(o, next.getLeft());
      return;
    }
    faults.clear();
    remember();
    moved(next.get(), seat, action);
    o.put("ok", true);
    if (!want.brief()) {
      o.put("seat", seat);
      o.put("applied", action.text());
    }
    advance(o);
    status(o, want);
  }

  // ---------------------------------------------------------------- undo

  /** Refuses {@code fork} and {@code undo} where bots hold the deal's cards: {@link ServeUndo}. */
  private void mayProbe(String op) {
    ServeUndo.mayProbe(op, watch || drawn || bots.stream().allMatch(Objects::isNull));
  }

  /** Keeps the table as it is now, for {@code undo}. */
  private void remember() {
    undo.remember(match, selected, record == null ? 0 : record.actions());
  }

  /** {@code undo}: back to before the last client action of the deal, and the bots' after it. */
  ObjectNode undo(Want want) {
    mayProbe("undo");
    ServeUndo.Snapshot<S> last = undo.pollLast();
    if (last == null) {
      throw new BadRequest(
          "nothing to undo: no client action on this table since its deal started");
    }
    match = last.match;
    System.arraycopy(last.selected, 0, selected, 0, selected.length);
    if (record != null) {
      record.truncate(last.recorded);
    }
    ObjectNode o = ServeSession.ok();
    status(o, want);
    return o;
  }

  // ---------------------------------------------------------------- next

  ObjectNode next(Want want) {
    if (!matchMode) {
      throw new BadRequest("this table is a single deal (mode \"deal\"); send \"new\" for another");
    }
    if (!deal().isTerminal()) {
      throw new BadRequest("deal " + match.dealNumber() + " is not over");
    }
    if (match.isOver()) {
      throw new BadRequest("the match is over; send \"new\" for another");
    }
    if (match.dealNumber() >= maxDeals) {
      throw new BadRequest(
          "the match reached max_deals " + maxDeals + " without ending; send \"new\"");
    }
    faults.clear();
    match = match.nextDeal();
    Arrays.fill(selected, 0L);
    undo.clear();
    if (record != null) {
      record.start(game, match);
    }
    ObjectNode o = ServeSession.ok();
    advance(o);
    status(o, want);
    return o;
  }
}
