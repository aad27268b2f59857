package dev.tenace.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.card.Card;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.MatchRunner;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * Writes a game record while a match is played: each deal's hands, rest, actions and result. Each
 * deal is turned into text as it ends, so memory follows the record's text.
 */
final class MatchRecorder<R, S extends GameState<S, ?>> implements MatchRunner.Listener<S> {
  private final GameDefinition<R, S, ?> g;
  private final StringWriter text = new StringWriter();
  private final JsonGenerator json;
  private ObjectNode current;
  private int dealNumber;

  MatchRecorder(GameDefinition<R, S, ?> g, R rules, long seed) {
    this.g = g;
    try {
      json = Replay.JSON.createGenerator(text);
      json.writeStartObject();
      json.writeStringField("game", g.name());
      json.writeObjectFieldStart("rules");
      for (Map.Entry<String, String> e : g.settings(rules).entrySet()) {
        json.writeStringField(e.getKey(), e.getValue());
      }
      json.writeEndObject();
      json.writeNumberField("players", g.players(rules));
      json.writeNumberField("seed", seed);
      json.writeArrayFieldStart("deals");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void dealStarted(S d) {
    dealNumber++;
    current = Replay.JSON.createObjectNode();
    current.put("dealer", d.dealer());
    current.put("deal", dealNumber);
    g.context(d).forEach((k, v) -> current.set(k, Replay.JSON.valueToTree(v)));
    ArrayNode hs = current.putArray("hands");
    for (int s = 0; s < d.players(); s++) {
      ArrayNode h = hs.addArray();
      for (Card c : d.hand(s)) {
        h.add(c.toString());
      }
    }
    ArrayNode rest = current.putArray("rest");
    for (Card c : g.rest(d)) {
      rest.add(c.toString());
    }
    current.putArray("actions");
  }

  @Override
  public void acted(S before, int seat, Action action, S after) {
    ((ArrayNode) current.get("actions")).add(seat + " " + action.text());
  }

  @Override
  public void dealEnded(S d, List<Integer> totals) {
    current.set("result", Replay.JSON.valueToTree(g.result(d)));
    writeDeal();
  }

  private void writeDeal() {
    try {
      json.writeTree(current);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    current = null;
  }

  /** The record as one line of JSON; a deal cut before its end is written as far as it went. */
  String finish() {
    if (current != null) {
      writeDeal();
    }
    try {
      json.writeEndArray();
      json.writeEndObject();
      json.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return text.toString();
  }
}
