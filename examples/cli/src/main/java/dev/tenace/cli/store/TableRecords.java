package dev.tenace.cli.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.card.Card;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * A stored table's game record in the {@code tenace replay} format, as {@code tenace simulate
 * --record} writes one: the game, its rules (every setting), players and seed, and each deal's
 * dealer, number, match context, hands, rest, actions ({@code "<seat> <action>"}) and, once over,
 * result. It adds fields {@code tenace replay} ignores: {@code "table"} (the id), {@code "seats"},
 * {@code "created"} and, for a finished table, {@code "finished"} and {@code "matchResult"} (the
 * result it was marked finished with). The table's options are never in it.
 *
 * <p>A record holds every seat's cards: a server offers it only once the table is finished.
 */
public final class TableRecords {
  private static final ObjectMapper JSON = new ObjectMapper();

  private TableRecords() {}

  /**
   * The table's record as one line of JSON (no line end).
   *
   * @throws StoreException if its stored actions do not replay (see {@link Rebuild})
   */
  public static String line(StoredTable t) {
    try {
      return JSON.writeValueAsString(record(t));
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The table's record as a JSON object.
   *
   * @throws StoreException if its stored actions do not replay (see {@link Rebuild})
   */
  public static ObjectNode record(StoredTable t) {
    ObjectNode r = JSON.createObjectNode();
    r.put("table", t.info().id());
    Rebuild.of(
        t,
        new Rebuild.Listening() {
          @Override
          public <R, S extends GameState<S, V>, V extends View<S>> Rebuild.Listener<S> of(
              GameDefinition<R, S, V> game) {
            return new Writer<>(r, t, game);
          }
        });
    end(r, t);
    return r;
  }

  /** Fills the record as the table's match is replayed: its head with the first deal. */
  private static final class Writer<S extends GameState<S, V>, V extends View<S>>
      implements Rebuild.Listener<S> {
    private final ObjectNode record;
    private final StoredTable table;
    private final GameDefinition<?, S, V> game;
    private ArrayNode deals;
    private ObjectNode deal;

    Writer(ObjectNode record, StoredTable table, GameDefinition<?, S, V> game) {
      this.record = record;
      this.table = table;
      this.game = game;
    }

    @Override
    public void dealt(int dealNumber, S d) {
      if (deals == null) {
        head();
      }
      deal = deals.addObject();
      deal.put("dealer", d.dealer());
      deal.put("deal", dealNumber);
      game.context(d).forEach((k, v) -> deal.set(k, JSON.valueToTree(v)));
      ArrayNode hands = deal.putArray("hands");
      for (int s = 0; s < d.players(); s++) {
        ArrayNode h = hands.addArray();
        for (Card c : d.hand(s)) {
          h.add(c.toString());
        }
      }
      ArrayNode rest = deal.putArray("rest");
      game.rest(d).forEach(c -> rest.add(c.toString()));
      deal.putArray("actions");
    }

    @Override
    public void acted(int seat, Action action, S after) {
      ((ArrayNode) deal.get("actions")).add(seat + " " + action.text());
      if (after.isTerminal()) {
        deal.set("result", JSON.valueToTree(game.result(after)));
      }
    }

    /** The record's head, before its first deal: game, rules, players, seed and the table. */
    private void head() {
      TableInfo i = table.info();
      record.put("game", game.name());
      settings(game, i, record);
      record.put("seed", i.seed());
      record.set("seats", i.seats());
      record.put("created", i.created().toString());
      deals = record.putArray("deals");
    }
  }

  /** The fields after the deals: when and how the table finished. */
  private static void end(ObjectNode record, StoredTable table) {
    table.info().finished().ifPresent(f -> record.put("finished", f.toString()));
    if (table.info().result() != null) {
      record.set("matchResult", table.info().result());
    }
  }

  /** Every setting of the table's rules, then the players, as {@code simulate --record}. */
  private static <R> void settings(GameDefinition<R, ?, ?> g, TableInfo t, ObjectNode out) {
    R rules = Rebuild.rules(g, t);
    ObjectNode r = out.putObject("rules");
    for (Map.Entry<String, String> e : g.settings(rules).entrySet()) {
      r.put(e.getKey(), e.getValue());
    }
    out.put("players", g.players(rules));
  }
}
