package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Rooms against clients that try what they may not (another seat's token, a forged seat, another
 * table), a person who reloads or drops out and comes back, and a room rebuilt from what a store
 * keeps.
 */
class RoomTrustTest {
  /** The room's recorded actions, all deals, as one text. */
  private static String actions(TableServer s, String id) {
    return s.rooms.room(id).record().get("deals").toString();
  }

  @Test
  @DisplayName(
      "attacks: another seat's token, a stolen token from another connection, a forged seat number,"
          + " a bot's seat, an action for another table: each refused with its reason, nothing"
          + " changes, and the game goes on")
  void refusesWhatIsNotTheConnectionsOwn() throws Exception {
    try (TableServer server = RoomsTest.server(Duration.ofSeconds(60));
        RoomClient ann = new RoomClient(server.port());
        RoomClient bob = new RoomClient(server.port());
        RoomClient carl = new RoomClient(server.port())) {
      RoomsTest.Created room = RoomsTest.create(ann, "deal");
      String bobToken =
          bob.ask("op", "room_join", "table", room.id(), "name", "Bob").get("token").asText();
      assertThat(
              bob.ask("op", "room_join", "table", room.id(), "name", "Bob again")
                  .get("error")
                  .asText())
          .contains("this connection sits at seat 2 of table " + room.id() + " already");
      assertThat(
              bob.ask("op", "room_rejoin", "table", room.id(), "seat", 0, "token", room.token())
                  .get("error")
                  .asText())
          .contains("this connection sits at seat 2");
      RoomsTest.Created other = RoomsTest.create(carl, "deal");
      ann.ask("op", "room_start", "table", room.id(), "token", room.token());
      carl.ask("op", "room_start", "table", other.id(), "token", other.token());
      ann.await(p -> p.has("status"));
      String before = actions(server, room.id());
      String otherBefore = actions(server, other.id());
      String[][] attempts = {
        {"0", bobToken, room.id(), "the token is not seat 0's"},
        {"0", room.token(), room.id(), "this connection is not seat 0's"},
        {"9", bobToken, room.id(), "no seat 9"},
        {"-1", bobToken, room.id(), "no seat -1"},
        {"1", bobToken, room.id(), "seat 1 of table " + room.id() + " is nobody's to act for"},
        {"0", other.token(), other.id(), "not at table " + other.id()},
        {"2", bobToken, "no-such-table", "no table 'no-such-table'"},
      };
      for (String[] a : attempts) {
        Object[] req = {
          "op",
          "room_act",
          "table",
          a[2],
          "seat",
          Integer.parseInt(a[0]),
          "token",
          a[1],
          "action",
          "bid 3"
        };
        JsonNode answer = bob.ask(req);
        assertThat(answer.get("ok").asBoolean()).as(answer.toString()).isFalse();
        assertThat(answer.get("error").asText()).contains(a[3]);
        assertThat(bob.ask(RoomsTest.concat(req, "op", "room_next")).get("ok").asBoolean())
            .isFalse();
      }
      assertThat(
              bob.ask("op", "room_start", "table", other.id(), "token", other.token())
                  .get("error")
                  .asText())
          .contains("not at table " + other.id());
      assertThat(bob.ask("op", "room_act", "table", room.id(), "seat", "2").get("error").asText())
          .contains("\"seat\" must be a seat number");
      assertThat(actions(server, room.id())).isEqualTo(before);
      assertThat(actions(server, other.id())).isEqualTo(otherBefore);
      RoomsTest.playToTheEnd(
          List.of(ann, bob), List.of(0, 2), List.of(room.token(), bobToken), room.id());
      assertThat(server.rooms.room(room.id()).stored().actions().get(0)).hasSizeGreaterThan(52);
    }
  }

  @Test
  @DisplayName(
      "reconnect: a person who drops out is back in their seat with its token; a seat away past"
          + " the seat timeout is played by a bot and given back when its person returns")
  void aSeatWaitsIsPlayedByABotAndIsGivenBack() throws Exception {
    try (TableServer server = RoomsTest.server(Duration.ofMillis(300));
        RoomClient ann = new RoomClient(server.port())) {
      RoomsTest.Created room = RoomsTest.create(ann, "deal");
      String bobToken;
      try (RoomClient bob = new RoomClient(server.port())) {
        bobToken =
            bob.ask("op", "room_join", "table", room.id(), "name", "Bob").get("token").asText();
        ann.ask("op", "room_start", "table", room.id(), "token", room.token());
        bob.await(p -> p.has("status"));
      }
      // Bob is gone: Ann plays on, and after the timeout a bot plays Bob's seat
      JsonNode away =
          ann.await(p -> p.path("room").path("seats").path(2).path("bot_playing").asBoolean());
      assertThat(away.get("room").get("seats").get(2).get("present").asBoolean()).isFalse();
      long until = System.nanoTime() + Duration.ofSeconds(60).toNanos();
      while (seatActions(server, room.id(), 2) < 2 && System.nanoTime() < until) {
        JsonNode p = ann.latest();
        if (p.has("status") && p.get("status").get("to_act").asInt() == 0) {
          ann.ask(
              "op",
              "room_act",
              "table",
              room.id(),
              "seat",
              0,
              "token",
              room.token(),
              "action",
              p.get("view").get("legal").get(0).get("text").asText());
        }
        Thread.sleep(10);
      }
      assertThat(seatActions(server, room.id(), 2)).as("the bot played for Bob").isGreaterThan(1);
      try (RoomClient bob = new RoomClient(server.port())) {
        JsonNode wrong =
            bob.ask("op", "room_rejoin", "table", room.id(), "seat", 2, "token", room.token());
        assertThat(wrong.get("error").asText()).contains("the token is not seat 2's");
        JsonNode back =
            bob.ask("op", "room_rejoin", "table", room.id(), "seat", 2, "token", bobToken);
        assertThat(back.get("ok").asBoolean()).as(back.toString()).isTrue();
        JsonNode seen = bob.await(p -> p.has("view"));
        assertThat(seen.get("view").get("seat").asInt()).isEqualTo(2);
        assertThat(seen.get("room").get("seats").get(2).get("bot_playing").asBoolean()).isFalse();
        int before = seatActions(server, room.id(), 2);
        RoomsTest.playToTheEnd(
            List.of(ann, bob), List.of(0, 2), List.of(room.token(), bobToken), room.id());
        assertThat(bob.answers.stream().filter(a -> a.has("applied")).count())
            .as("Bob played his seat again after his return")
            .isEqualTo(seatActions(server, room.id(), 2) - before)
            .isPositive();
      }
    }
  }

  private static int seatActions(TableServer s, String id, int seat) {
    int n = 0;
    for (List<String> deal : s.rooms.room(id).stored().actions()) {
      for (String a : deal) {
        n += a.startsWith(seat + " ") ? 1 : 0;
      }
    }
    return n;
  }

  @Test
  @DisplayName(
      "a room rebuilt from what a store keeps (game, rules, seed, seats, actions) is at the same"
          + " position with the same record; its people rejoin with their tokens and play on")
  void aStoredRoomIsRebuiltByReplayingIt() throws Exception {
    try (TableServer first = RoomsTest.server(Duration.ofSeconds(60));
        TableServer second = RoomsTest.server(Duration.ofSeconds(60));
        RoomClient ann = new RoomClient(first.port())) {
      RoomsTest.Created room = RoomsTest.create(ann, "match");
      ann.ask("op", "room_start", "table", room.id(), "token", room.token());
      for (int k = 0; k < 6; k++) {
        JsonNode p =
            ann.awaitLatest(x -> x.has("status") && x.get("status").get("to_act").asInt() == 0);
        ann.ask(
            "op",
            "room_act",
            "table",
            room.id(),
            "seat",
            0,
            "token",
            room.token(),
            "action",
            p.get("view").get("legal").get(0).get("text").asText());
      }
      Room.Stored kept = first.rooms.room(room.id()).stored();
      Room rebuilt = second.rooms.restore(kept);
      assertThat(rebuilt.record()).isEqualTo(first.rooms.room(room.id()).record());
      assertThat(rebuilt.stored()).isEqualTo(kept);
      try (RoomClient again = new RoomClient(second.port())) {
        JsonNode back =
            again.ask("op", "room_rejoin", "table", room.id(), "seat", 0, "token", room.token());
        assertThat(back.get("ok").asBoolean()).as(back.toString()).isTrue();
        assertThat(again.await(p -> p.has("view")).get("view")).isEqualTo(ann.latest().get("view"));
      }
    }
  }

  @Test
  @DisplayName(
      "spectators: at a teaching table with nobody seated they see every hand; at any other table"
          + " no hand")
  void teachingTablesShowEveryHand() throws Exception {
    try (TableServer server = RoomsTest.server(Duration.ofSeconds(60));
        RoomClient host = new RoomClient(server.port());
        RoomClient plain = new RoomClient(server.port())) {
      List<String> bots = List.of("heuristic", "heuristic", "heuristic", "heuristic");
      JsonNode teach =
          host.ask(
              "op",
              "room_create",
              "game",
              "spades",
              "seats",
              bots,
              "name",
              "Teacher",
              "teaching",
              true,
              "sit",
              false);
      assertThat(teach.get("seat").asInt()).isEqualTo(-1);
      host.ask(
          "op",
          "room_start",
          "table",
          teach.get("table").asText(),
          "token",
          teach.get("token").asText());
      JsonNode all = host.await(p -> p.has("views"));
      assertThat(all.get("views")).hasSize(4);
      for (int s = 0; s < 4; s++) {
        assertThat(all.get("views").get(s).get("seat").asInt()).isEqualTo(s);
      }
      JsonNode closed =
          plain.ask(
              "op",
              "room_create",
              "game",
              "spades",
              "seats",
              RoomsTest.SPADES_SEATS,
              "name",
              "Ann",
              "teaching",
              true);
      RoomClient watcher = new RoomClient(server.port());
      try (watcher) {
        watcher.ask("op", "room_watch", "table", closed.get("table").asText());
        plain.ask(
            "op",
            "room_start",
            "table",
            closed.get("table").asText(),
            "token",
            closed.get("token").asText());
        JsonNode seen = watcher.await(p -> p.has("view"));
        assertThat(seen.has("views")).as("a person is seated: no teaching view").isFalse();
        assertThat(seen.get("view").get("hand")).isEmpty();
      }
    }
  }

  @Test
  @DisplayName(
      "tenace web --seat-timeout that is not a time of ms, s or m is a usage error naming it")
  void badSeatTimeoutIsAUsageError() {
    for (String bad : new String[] {"soon", "60", "-5s", "25h", "1441m"}) {
      java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
      int status =
          dev.tenace.cli.Tenace.run(
              new String[] {"web", "--seat-timeout", bad},
              new java.io.PrintStream(
                  new java.io.ByteArrayOutputStream(),
                  true,
                  java.nio.charset.StandardCharsets.UTF_8),
              new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8),
              new java.io.ByteArrayInputStream(new byte[0]));
      assertThat(status).as(bad).isEqualTo(2);
      assertThat(err.toString(java.nio.charset.StandardCharsets.UTF_8))
          .contains("--seat-timeout must be")
          .contains(bad.equals("25h") ? "'25h'" : bad);
    }
  }
}
