package dev.tenace.cli;

import static dev.tenace.cli.ServeRequests.integer;
import static dev.tenace.cli.ServeRequests.text;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.bots.Bots;
import dev.tenace.cli.ServeSession.BadRequest;
import dev.tenace.cli.ServeSession.Limits;
import dev.tenace.cli.ServeStatus.Want;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Protocol 2's search primitives: {@code fork} (a copy of a table that plays on independently),
 * {@code sample} (a new table at a world drawn consistent with one seat's view, {@link
 * View#sampleConsistentState}) and {@code advice} (what a registered bot would do for the seat to
 * act, from that seat's view only); {@code undo} is the table's own ({@link ServeTable#undo}).
 * Nothing here reads a seat's hidden cards for an answer: a sampled world is drawn from the view,
 * and a bot is given the view.
 */
final class ServeSearch {
  private ServeSearch() {}

  /** {@code fork}: a copy of the table, as a new table. */
  static ObjectNode fork(ServeTables tables, ServeTable<?, ?, ?> table, JsonNode r) {
    Want want = Want.of(r);
    tables.room(1);
    ServeTable<?, ?, ?> copy = table.fork();
    ObjectNode o = ServeSession.ok();
    o.put("table", tables.add(copy));
    copy.status(o, want);
    return o;
  }

  /** {@code sample}: a world consistent with a seat's view, as a new table. */
  static ObjectNode sample(ServeTables tables, ServeTable<?, ?, ?> table, JsonNode r) {
    return sampleOf(tables, table, r);
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> ObjectNode sampleOf(
      ServeTables tables, ServeTable<R, S, V> table, JsonNode r) {
    int seat = ServeStatus.viewedSeat(table, r);
    long seed = integer(r, "seed", 0, Long.MIN_VALUE, Long.MAX_VALUE);
    Want want = Want.of(r);
    if (table.deal().isTerminal()) {
      throw new BadRequest(
          "deal " + table.match().dealNumber() + " is over: there is no position to sample");
    }
    tables.room(1);
    S world = table.deal().viewFor(seat).sampleConsistentState(new SplittableRandom(seed));
    ServeTable<R, S, V> drawn = table.at(world, seat);
    ObjectNode o = ServeSession.ok();
    o.put("table", tables.add(drawn));
    o.put("seat", seat);
    drawn.status(o, want);
    return o;
  }

  /** {@code advice}: the action a bot would take for the seat to act, from its view. */
  static ObjectNode advice(ServeTable<?, ?, ?> table, JsonNode r, Limits limits) {
    return adviceOf(table, r, limits);
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> ObjectNode adviceOf(
      ServeTable<R, S, V> table, JsonNode r, Limits limits) {
    String given = text(r, "bot", null);
    if (given == null) {
      throw new BadRequest(
          "\"advice\" needs \"bot\": one of "
              + String.join(
                  ", ", ServeSession.SEAT_NAMES.subList(1, ServeSession.SEAT_NAMES.size())));
    }
    String spec = given.trim().toLowerCase(Locale.ROOT);
    if (spec.equals("client")) {
      throw new BadRequest("\"bot\" names a bot, not \"client\"");
    }
    if (spec.startsWith("cmd:") || spec.startsWith("engine:")) { // a program for one decision
      throw new BadRequest("bot '" + given + "': advice comes from a built-in bot, not a program");
    }
    ServeSeats.checkBudget(spec, limits);
    long seed = integer(r, "seed", 0, Long.MIN_VALUE, Long.MAX_VALUE);
    int seat;
    if (table.watch) {
      if (table.deal().isTerminal()) {
        throw new BadRequest("deal " + table.match().dealNumber() + " is over: no seat is to act");
      }
      seat = table.deal().toMove();
    } else {
      seat = ServeStatus.clientSeat(table, -1);
    }
    Agent<View<?>> bot = Bots.create(spec, table.game.name(), seed);
    V view = table.deal().viewFor(seat);
    Action a;
    try {
      a = bot.act(view);
    } catch (RuntimeException e) {
      throw new BadRequest("the bot '" + spec + "' failed at seat " + seat + ": " + e);
    }
    ObjectNode o = ServeSession.ok();
    o.put("seat", seat);
    o.put("bot", spec);
    o.put("action", a.text());
    ArrayNode ids = o.putArray("ids");
    for (int id : table.encoder.ids(a)) {
      ids.add(id);
    }
    return o;
  }
}
