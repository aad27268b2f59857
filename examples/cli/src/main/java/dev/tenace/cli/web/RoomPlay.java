package dev.tenace.cli.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.bots.engine.ViewJson;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import dev.tenace.learn.Encoder;
import dev.tenace.learn.Encoders;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The game of a {@link Room}: its match (the only holder of the full state) and its game record,
 * kept in the replay format's shape ({@code game}, {@code rules}, {@code players}, {@code seed},
 * {@code deals}, each deal with its dealer, number, match context, hands, rest, actions as {@code
 * "<seat> <action>"} and, once over, its result), so a room can be rebuilt by replaying it. Every
 * answer it writes for a client is read from a view.
 */
final class RoomPlay<R, S extends GameState<S, V>, V extends View<S>> {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  final GameDefinition<R, S, V> game;
  final R rules;
  final long seed;
  final boolean matchMode;
  final int maxDeals;
  private final Encoder encoder;
  private final ArrayNode deals = F.arrayNode();
  private Match<S> match;
  private Recorder recorder = (seat, action) -> {};

  /** Keeps each action before the game takes it (a store); what it throws refuses the action. */
  @FunctionalInterface
  interface Recorder {
    /**
     * {@code seat} is about to take {@code action} (its text).
     *
     * @throws RuntimeException if it could not be kept: the game does not take the action
     */
    void acted(int seat, String action);
  }

  /** Every action from now on is kept by {@code r} first (not those replayed before). */
  void recordTo(Recorder r) {
    recorder = r;
  }

  private RoomPlay(
      GameDefinition<R, S, V> game, R rules, long seed, boolean matchMode, int maxDeals) {
    this.game = game;
    this.rules = rules;
    this.seed = seed;
    this.matchMode = matchMode;
    this.maxDeals = maxDeals;
    this.encoder = Encoders.forGame(game, rules);
    int n = game.players(rules);
    this.match =
        matchMode
            ? game.newMatch(rules, 0, seed)
            : Match.resume(
                game.matchPolicy(rules),
                0,
                seed,
                Collections.nCopies(n, 0),
                1,
                0,
                game.newDeal(rules, 0, seed));
    startRecord();
  }

  /** A room's game dealt from {@code seed} (dealer seat 0): one deal, or a match. */
  static <R, S extends GameState<S, V>, V extends View<S>> RoomPlay<R, S, V> deal(
      GameDefinition<R, S, V> game, R rules, long seed, boolean matchMode, int maxDeals) {
    return new RoomPlay<>(game, rules, seed, matchMode, maxDeals);
  }

  int players() {
    return match.deal().players();
  }

  int dealNumber() {
    return match.dealNumber();
  }

  /** The seat to move, or -1 once the deal is over. */
  int toMove() {
    S s = match.deal();
    return s.isTerminal() ? -1 : s.toMove();
  }

  boolean dealOver() {
    return match.deal().isTerminal();
  }

  /** Whether the game is over: the deal of a one-deal table, or the match (or its max deals). */
  boolean over() {
    return dealOver() && (!matchMode || match.isOver() || match.dealNumber() >= maxDeals);
  }

  /**
   * Applies {@code seat}'s action given as its text; null if it was applied, else the refusal (the
   * rule's violation, or a malformed text), and the game is unchanged.
   *
   * @throws RuntimeException what the {@link Recorder} throws: the game is unchanged
   */
  RuleViolation apply(int seat, String text) {
    Action action;
    try {
      action = match.deal().parseAction(text);
    } catch (IllegalArgumentException e) {
      return new RuleViolation(RuleCode.UNKNOWN_ACTION, seat, e.getMessage());
    }
    Either<RuleViolation, Match<S>> next = match.apply(seat, action);
    if (next.isLeft()) {
      return next.getLeft();
    }
    moved(next.get(), seat, action);
    return null;
  }

  /**
   * The bot acts for the seat to move (its first legal action if it fails or is refused); a fault
   * message, or null.
   */
  String botMove(Agent<View<?>> bot) {
    S s = match.deal();
    int seat = s.toMove();
    String fault = null;
    Action a;
    try {
      a = bot.act(s.viewFor(seat));
    } catch (RuntimeException e) {
      fault = "the bot of seat " + seat + " threw " + e;
      a = null;
    }
    Either<RuleViolation, Match<S>> next = a == null ? null : match.apply(seat, a);
    if (next != null && next.isLeft()) {
      fault = next.getLeft().message();
      next = null;
    }
    if (next == null) {
      a = s.legalActions(seat).get(0);
      next = match.apply(seat, a);
    }
    moved(next.get(), seat, a);
    return fault;
  }

  /** Whether the next deal of the match may be dealt now. */
  boolean canNext() {
    return matchMode && dealOver() && !over();
  }

  /** Deals the next deal of the match. */
  void next() {
    if (!canNext()) {
      throw new IllegalStateException("no next deal now");
    }
    match = match.nextDeal();
    startRecord();
  }

  private void moved(Match<S> next, int seat, Action action) {
    recorder.acted(seat, action.text()); // first: a failure leaves the game as it was
    match = next;
    ObjectNode deal = (ObjectNode) deals.get(deals.size() - 1);
    ((ArrayNode) deal.get("actions")).add(seat + " " + action.text());
    if (match.deal().isTerminal() && !deal.has("result")) {
      deal.set("result", TableServer.JSON.valueToTree(game.result(match.deal())));
    }
  }

  private void startRecord() {
    S d = match.deal();
    ObjectNode deal = deals.addObject();
    deal.put("dealer", d.dealer());
    deal.put("deal", match.dealNumber());
    game.context(d).forEach((k, v) -> deal.set(k, TableServer.JSON.valueToTree(v)));
    ArrayNode hands = deal.putArray("hands");
    for (int y = 0; y < d.players(); y++) {
      hands.add(ViewJson.cards(d.hand(y)));
    }
    ArrayNode rest = deal.putArray("rest");
    game.rest(d).forEach(c -> rest.add(c.toString()));
    deal.putArray("actions");
  }

  // ---------------------------------------------------------------- what clients see

  /** The view of {@code seat}, as {@code tenace serve}'s {@code view} answers it. */
  ObjectNode view(int seat) {
    return ViewJson.view(match.deal().viewFor(seat), encoder, CardSet.EMPTY, match.dealNumber());
  }

  /** What every seat knows: the {@link PublicView} of all the seats' views. */
  ObjectNode publicView() {
    List<ObjectNode> views = new ArrayList<>();
    for (int s = 0; s < players(); s++) {
      views.add(view(s));
    }
    return PublicView.of(views);
  }

  /** The deal's number and state, and once over its result and the match's standing. */
  ObjectNode status(int toAct) {
    ObjectNode o = F.objectNode();
    o.put("deal", match.dealNumber());
    o.put("to_move", toMove());
    o.put("to_act", toAct);
    o.put("over", dealOver());
    if (dealOver()) {
      o.set("result", outcome());
    }
    return o;
  }

  private ObjectNode outcome() {
    ObjectNode o = F.objectNode();
    S s = match.deal();
    ArrayNode scores = o.putArray("scores");
    ArrayNode rewards = o.putArray("rewards");
    for (int y = 0; y < s.players(); y++) {
      scores.add(s.score(y));
      rewards.add(s.utility(y));
    }
    o.set("details", TableServer.JSON.valueToTree(game.result(s)));
    o.set("totals", ViewJson.ints(match.totals()));
    o.put("scored_deals", match.scoredDeals());
    o.put("match_over", over());
    o.set("winners", ViewJson.ints(match.isOver() ? match.winners() : List.of()));
    return o;
  }

  // ---------------------------------------------------------------- the record

  /**
   * The game record so far, in the replay format's shape: every deal with every hand. It is for the
   * server's store and tests, never a client while the game goes on.
   */
  ObjectNode record() {
    ObjectNode o = F.objectNode();
    o.put("game", game.name());
    ObjectNode settings = o.putObject("rules");
    game.settings(rules).forEach(settings::put);
    o.put("players", players());
    o.put("seed", seed);
    o.set("deals", deals.deepCopy());
    return o;
  }

  /** The actions of each deal so far, as {@code "<seat> <action>"}. */
  List<List<String>> actions() {
    List<List<String>> out = new ArrayList<>();
    for (var d : deals) {
      List<String> a = new ArrayList<>();
      d.get("actions").forEach(x -> a.add(x.asText()));
      out.add(List.copyOf(a));
    }
    return List.copyOf(out);
  }

  /**
   * Plays recorded actions (each deal's, as {@link #actions()} gives them) on this freshly dealt
   * game: the way a stored room is rebuilt. The actions may also come as one list, as a table store
   * keeps them: an action after a finished deal of a match is played on the next deal.
   *
   * @throws IllegalArgumentException naming the first action that does not apply
   */
  void replay(List<List<String>> recorded) {
    for (int k = 0; k < recorded.size(); k++) {
      if (k > 0) {
        if (!canNext()) {
          throw new IllegalArgumentException(
              "recorded deal " + (k + 1) + " follows a deal that is not over");
        }
        next();
      }
      for (String step : recorded.get(k)) {
        if (canNext()) {
          next(); // a store keeps one list: an action after a finished deal is the next deal's
        }
        replayStep(step, dealNumber());
      }
    }
  }

  private void replayStep(String step, int deal) {
    int sp = step.indexOf(' ');
    int seat;
    try {
      seat = Integer.parseInt(step.substring(0, Math.max(sp, 0)));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("recorded action '" + step + "' names no seat", e);
    }
    RuleViolation v =
        seat < 0 || seat >= players()
            ? new RuleViolation(RuleCode.UNKNOWN_ACTION, 0, "no seat " + seat)
            : apply(seat, step.substring(sp + 1));
    if (v != null) {
      throw new IllegalArgumentException(
          "recorded action '" + step + "' of deal " + deal + ": " + v.message());
    }
  }
}
