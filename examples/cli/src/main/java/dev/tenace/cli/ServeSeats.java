package dev.tenace.cli;

import static dev.tenace.cli.ServeRequests.abbreviate;
import static dev.tenace.cli.ServeRequests.flag;
import static dev.tenace.cli.ServeRequests.integer;
import static dev.tenace.cli.ServeRequests.text;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.cli.ServeSession.BadRequest;
import dev.tenace.cli.ServeSession.Limits;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * What a {@code new} (or {@code open}) request asks for, checked: the game and rules, the mode, the
 * seed and dealer, and who plays each seat within the session's {@link Limits}.
 *
 * @param game the game
 * @param rules its rules
 * @param matchMode a match ({@code "mode": "match"}) rather than one deal
 * @param seed the seed of the (first) table
 * @param dealer the first dealer
 * @param maxDeals the most deals of a match
 * @param seats {@code "client"} or a bot spec, per seat
 * @param watch a watch table: bots in every seat, one bot action per {@code step}
 * @param source who plays the bot seats
 */
record ServeSeats<R, S extends GameState<S, V>, V extends View<S>>(
    GameDefinition<R, S, V> game,
    R rules,
    boolean matchMode,
    long seed,
    int dealer,
    int maxDeals,
    List<String> seats,
    boolean watch,
    ServeBots source) {

  /**
   * The request's table, checked against {@code limits} and {@code source} (a spec-only table needs
   * no bots).
   */
  static <R, S extends GameState<S, V>, V extends View<S>> ServeSeats<R, S, V> read(
      GameDefinition<R, S, V> game, JsonNode r, boolean specOnly, Limits limits, ServeBots source) {
    R rules = ServeRequests.rules(game, r);
    int n = game.players(rules);
    long seed = integer(r, "seed", 0, Long.MIN_VALUE, Long.MAX_VALUE);
    int dealer = (int) integer(r, "dealer", 0, 0, n - 1);
    String mode = text(r, "mode", "deal");
    boolean watch = flag(r, "watch");
    if (!mode.equals("deal") && !mode.equals("match")) {
      throw new BadRequest("\"mode\" must be \"deal\" or \"match\" but was \"" + mode + "\"");
    }
    int maxDeals = (int) integer(r, "max_deals", Tenace.DEFAULT_MAX_DEALS, 1, Tenace.MAX_MAX_DEALS);
    List<String> seats = seats(r, n);
    for (String spec : seats) {
      if (!spec.equals("client")) {
        checkBudget(spec, limits);
        if (!specOnly) {
          source.check(spec, game.name()); // refused here if unknown
        }
      }
    }
    if (watch && seats.contains("client")) {
      throw new BadRequest(
          "\"watch\": true needs a bot in every seat (the client watches; it plays no seat)");
    }
    if (!specOnly && !watch && !limits.botTables() && !seats.contains("client")) {
      throw new BadRequest(
          "a table without a client seat is a watch table here (\"watch\": true, one bot action"
              + " per \"step\"): "
              + limits.server()
              + " does not let bots play a whole deal in one request");
    }
    return new ServeSeats<>(
        game,
        rules,
        mode.equals("match"),
        seed,
        dealer,
        maxDeals,
        List.copyOf(seats),
        watch,
        source);
  }

  /** The {@code "seats"} field: one entry per seat, all {@code "client"} by default. */
  private static List<String> seats(JsonNode r, int n) {
    List<String> seats = new ArrayList<>();
    JsonNode s = r.get("seats");
    if (s == null || s.isNull()) {
      seats.addAll(Collections.nCopies(n, "client"));
      return seats;
    }
    if (!s.isArray() || s.size() != n) {
      throw new BadRequest(
          "\"seats\" must be a list of "
              + n
              + " entries, \"client\" or a bot ("
              + String.join(
                  ", ", ServeSession.SEAT_NAMES.subList(1, ServeSession.SEAT_NAMES.size()))
              + "), but was "
              + abbreviate(s.toString()));
    }
    for (JsonNode x : s) {
      if (!x.isTextual()) {
        throw new BadRequest("each seat is \"client\" or a bot name, not " + x);
      }
      seats.add(x.asText().trim().toLowerCase(Locale.ROOT));
    }
    return seats;
  }

  /** The bots of a table of seed {@code tableSeed}: null for a client seat. */
  List<Agent<View<?>>> bots(long tableSeed) {
    List<Agent<View<?>>> bots = new ArrayList<>();
    for (int seat = 0; seat < seats.size(); seat++) {
      String spec = seats.get(seat);
      bots.add(
          spec.equals("client")
              ? null
              : source.create(spec, game.name(), ServeSession.botSeed(tableSeed, seat)));
    }
    return bots;
  }

  /** The served bounds of a search bot's budget; the registry checks the rest of a spec. */
  static void checkBudget(String spec, Limits limits) {
    int colon = spec.indexOf(':');
    String name = colon < 0 ? spec : spec.substring(0, colon);
    if (colon < 0 || !(name.equals("pimc") || name.equals("ismcts"))) {
      return;
    }
    String arg = spec.substring(colon + 1);
    boolean time = arg.endsWith("ms");
    long k;
    try {
      k = Long.parseLong(time ? arg.substring(0, arg.length() - 2) : arg);
    } catch (NumberFormatException e) {
      throw new BadRequest(
          "bot '" + spec + "': " + name + " takes a whole number, or a whole number of ms");
    }
    long max =
        time ? limits.maxBudgetMs() : name.equals("pimc") ? limits.maxPimc() : limits.maxIsmcts();
    if (k < 1 || k > max) {
      String unit = time ? "ms" : "";
      throw new BadRequest(
          "bot '"
              + spec
              + "': "
              + limits.server()
              + " allows "
              + name
              + ":1"
              + unit
              + " to "
              + name
              + ":"
              + max
              + unit);
    }
  }
}
