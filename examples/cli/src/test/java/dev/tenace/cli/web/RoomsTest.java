package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.Replay;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Rooms of {@code tenace web} with several connections: a table created, shared by its id, joined,
 * watched and played to the end, each connection seeing only what its seat may; the refusals of a
 * request for another seat or table; a seat played by a bot while its person is away and given back
 * on return; a room rebuilt from what a store keeps.
 */
class RoomsTest {
  static final List<String> SPADES_SEATS = List.of("person", "heuristic", "person", "heuristic");

  static TableServer server(Duration seatTimeout) {
    return TableServer.start(
        "127.0.0.1",
        0,
        TableServer.Tap.NONE,
        TableServer.Limits.DEFAULT.withSeatTimeout(seatTimeout));
  }

  /** A created room: its id and the creator's token. */
  record Created(String id, String token) {}

  static Created create(RoomClient c, String mode) throws Exception {
    JsonNode a =
        c.ask(
            "op",
            "room_create",
            "game",
            "spades",
            "mode",
            mode,
            "seats",
            SPADES_SEATS,
            "name",
            "Ann");
    assertThat(a.get("ok").asBoolean()).as(a.toString()).isTrue();
    assertThat(a.get("seat").asInt()).isZero();
    assertThat(a.get("host").asBoolean()).isTrue();
    return new Created(a.get("table").asText(), a.get("token").asText());
  }

  /**
   * Plays until the game is over: each client acts its view's first legal action whenever its last
   * push says it is to act; the clients' seats and tokens are given.
   */
  static void playToTheEnd(
      List<RoomClient> clients, List<Integer> seats, List<String> tokens, String id)
      throws Exception {
    long until = System.nanoTime() + Duration.ofMinutes(2).toNanos();
    while (System.nanoTime() < until) {
      boolean acted = false;
      for (int i = 0; i < clients.size(); i++) {
        JsonNode p = clients.get(i).latest();
        if (p == null || !p.has("status")) {
          continue;
        }
        if (p.has("seed_drawn")) {
          return;
        }
        JsonNode st = p.get("status");
        Object[] common = {"table", id, "seat", seats.get(i), "token", tokens.get(i)};
        if (st.get("over").asBoolean() && p.path("room").path("mode").asText().equals("match")) {
          clients.get(i).ask(concat(common, "op", "room_next"));
          acted = true;
        } else if (st.get("to_act").asInt() == seats.get(i)) {
          String action = p.get("view").get("legal").get(0).get("text").asText();
          JsonNode a = clients.get(i).ask(concat(common, "op", "room_act", "action", action));
          assertThat(a.get("ok").asBoolean()).as(a.toString()).isTrue();
          acted = true;
        }
      }
      if (!acted) {
        Thread.sleep(10);
      }
    }
    throw new AssertionError("the game did not end within 120 s");
  }

  static Object[] concat(Object[] a, Object... b) {
    Object[] out = new Object[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  private static final Pattern CARD = Pattern.compile("\"((?:10|[2-9TJQKA])[CDHS])\"");

  /** The cards a message names (as JSON strings). */
  static Set<String> cardsIn(String text) {
    Set<String> out = new HashSet<>();
    Matcher m = CARD.matcher(text);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  @Test
  @DisplayName(
      "a room: created, listed in the lobby, joined by its id, watched, started by its creator and"
          + " played to the end; each player gets only their seat's view, the spectator no hand and"
          + " no card before it is played; the record replays")
  void twoPlayersAndASpectatorPlayAWholeDeal() throws Exception {
    try (TableServer server = server(Duration.ofSeconds(60));
        RoomClient ann = new RoomClient(server.port());
        RoomClient bob = new RoomClient(server.port());
        RoomClient eve = new RoomClient(server.port())) {
      Created room = create(ann, "deal");
      assertThat(room.id()).hasSizeGreaterThanOrEqualTo(22);
      assertThat(room.token()).hasSizeGreaterThanOrEqualTo(32).isNotEqualTo(room.id());
      JsonNode lobby = bob.ask("op", "room_list");
      assertThat(lobby.get("tables")).hasSize(1);
      assertThat(lobby.get("tables").get(0).get("table").asText()).isEqualTo(room.id());
      assertThat(lobby.get("tables").get(0).get("free").asInt()).isEqualTo(1);
      JsonNode joined = bob.ask("op", "room_join", "table", room.id(), "name", "Bob");
      assertThat(joined.get("seat").asInt()).isEqualTo(2);
      assertThat(joined.get("host").asBoolean()).isFalse();
      String bobToken = joined.get("token").asText();
      assertThat(bob.ask("op", "room_list").get("tables")).as("no free seat: not listed").isEmpty();
      assertThat(
              eve.ask("op", "room_join", "table", room.id(), "name", "Eve").get("error").asText())
          .contains("no free seat");
      assertThat(eve.ask("op", "room_watch", "table", room.id()).get("ok").asBoolean()).isTrue();
      JsonNode notHost = bob.ask("op", "room_start", "table", room.id(), "token", bobToken);
      assertThat(notHost.get("error").asText()).contains("only the creator");
      assertThat(
              ann.ask("op", "room_start", "table", room.id(), "token", room.token())
                  .get("ok")
                  .asBoolean())
          .isTrue();

      playToTheEnd(List.of(ann, bob), List.of(0, 2), List.of(room.token(), bobToken), room.id());

      ObjectNode record = server.rooms.room(room.id()).record();
      List<ObjectNode> replayed = Replay.line(record.toString());
      assertThat(replayed.get(0).get("ok").asBoolean()).as(replayed.toString()).isTrue();
      JsonNode last = ann.await(p -> p.has("seed_drawn"));
      assertThat(last.get("status").get("result").get("details"))
          .isEqualTo(replayed.get(0).get("result"));
      assertThat(last.get("seed_drawn").asText()).isEqualTo(record.get("seed").asText());
      JsonNode hands = record.get("deals").get(0).get("hands");
      onlyOwnHand(ann, 0, hands);
      onlyOwnHand(bob, 2, hands);
      spectatorSeesNoHiddenCard(eve);
    }
  }

  /** Every push to a player shows their own seat's view, its hand within their dealt hand. */
  static void onlyOwnHand(RoomClient c, int seat, JsonNode hands) {
    Set<String> dealt = new HashSet<>();
    hands.get(seat).forEach(x -> dealt.add(x.asText()));
    int views = 0;
    for (JsonNode p : c.pushes) {
      assertThat(p.has("views")).isFalse();
      if (p.has("view")) {
        views++;
        assertThat(p.get("you").asInt()).isEqualTo(seat);
        assertThat(p.get("view").get("seat").asInt()).isEqualTo(seat);
        Set<String> hand = new HashSet<>();
        p.get("view").get("hand").forEach(x -> hand.add(x.asText()));
        assertThat(dealt).containsAll(hand);
      }
    }
    assertThat(views).isGreaterThan(10);
    assertThat(c.pushes.get(c.pushes.size() - 1).get("view").get("hand")).isEmpty();
    assertThat(
            c.pushes.stream()
                .filter(p -> p.has("view"))
                .mapToInt(p -> p.get("view").get("hand").size())
                .max()
                .getAsInt())
        .as("a whole hand once looked at (spades §3.3: a seat may bid before it looks)")
        .isEqualTo(13);
  }

  /**
   * Every push to a spectator has an empty hand, no views of seats, and names no card that was not
   * played (in its own view's history) by then.
   */
  static void spectatorSeesNoHiddenCard(RoomClient c) {
    int views = 0;
    for (int i = 0; i < c.pushes.size(); i++) {
      JsonNode p = c.pushes.get(i);
      assertThat(p.get("you").asInt()).isEqualTo(-1);
      assertThat(p.has("views")).isFalse();
      if (!p.has("view") || p.has("seed_drawn")) {
        continue;
      }
      views++;
      assertThat(p.get("view").get("hand")).isEmpty();
      assertThat(p.get("view").get("legal")).isEmpty();
      Set<String> played = new HashSet<>();
      for (JsonNode m : p.get("view").get("history")) {
        played.addAll(cardsIn("\"" + m.get("action").asText().replaceAll(".* ", "") + "\""));
      }
      assertThat(played).containsAll(cardsIn(p.toString()));
    }
    assertThat(views).isGreaterThan(10);
  }
}
