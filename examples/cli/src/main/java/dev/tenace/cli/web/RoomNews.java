package dev.tenace.cli.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What a {@link Room} tells its connections and the lobby: the room's line (its game, seats, who is
 * there) and the news of each connection, with only the views that connection may see. Called with
 * the room's lock held.
 */
final class RoomNews {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private RoomNews() {}

  static void describe(Room r, ObjectNode o) {
    o.put("game", r.play.game.name());
    o.put("mode", r.play.matchMode ? "match" : "deal");
    o.put("players", r.seats.length);
    ObjectNode rules = o.putObject("rules");
    r.settings().forEach(rules::put);
    o.put("started", r.started);
    o.put("over", r.play.over());
    o.put("teaching", r.teaching);
    ArrayNode list = o.putArray("seats");
    int free = 0;
    for (int s = 0; s < r.seats.length; s++) {
      RoomSeat seat = r.seats[s];
      ObjectNode x = list.addObject();
      x.put("kind", seat.person() ? Room.PERSON : "bot");
      x.put("name", seat.person() ? seat.name : seat.spec);
      x.put("present", !seat.person() || seat.member != null);
      x.put("bot_playing", r.botPlays(s));
      free += seat.free() ? 1 : 0;
    }
    o.put("free", free);
  }

  /**
   * The news for the connection of {@code seat} (-1: a spectator): the room, and once started the
   * status and the views that connection may see.
   */
  static ObjectNode message(Room r, int seat) {
    ObjectNode o = F.objectNode();
    o.put("event", "room");
    o.put("table", r.id);
    o.put("you", seat);
    describe(r, o.putObject("room"));
    if (!r.started) {
      return o;
    }
    boolean mine = seat >= 0 && !r.play.dealOver() && r.play.toMove() == seat;
    o.set("status", r.play.status(mine ? seat : -1));
    if (seat >= 0) {
      o.set("view", r.play.view(seat));
    } else if (r.teaching && nobodySeated(r)) {
      ArrayNode views = o.putArray("views");
      for (int s = 0; s < r.seats.length; s++) {
        views.add(r.play.view(s));
      }
    } else {
      o.set("view", r.play.publicView());
    }
    if (r.play.over()) {
      o.put("seed_drawn", Long.toString(r.play.seed));
    }
    return o;
  }

  private static boolean nobodySeated(Room r) {
    for (RoomSeat s : r.seats) {
      if (s.person() && s.token != null) {
        return false;
      }
    }
    return true;
  }
}
