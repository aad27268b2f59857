package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.bots.engine.EngineSettings;
import dev.tenace.cli.LoggingProgram;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Programs at shared tables: a room seats {@code engine:NAME}, a program {@code tenace web} was
 * started with ({@code --engine}), as a plain table does ({@link EngineSeats}); a page still cannot
 * name a command or an unknown program, and no program outlives the server.
 */
class RoomEngineSeatsTest {

  @TempDir Path dir;

  @Test
  @DisplayName("a room seats engine:NAME: the program plays its seat to the end of the deal")
  void aProgramPlaysASeatOfARoom() throws Exception {
    Path log = dir.resolve("log.jsonl");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    EngineSeats engines =
        EngineSeats.of(
            Map.of("log", LoggingProgram.command(dir, log)),
            EngineSettings.defaults().withMoveTime(Duration.ofSeconds(5)),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    try (TableServer server =
            TableServer.start(
                "127.0.0.1", 0, TableServer.Tap.NONE, TableServer.Limits.DEFAULT, engines);
        RoomClient ann = new RoomClient(server.port())) {
      JsonNode unknown = create(ann, "engine:nope");
      assertThat(unknown.get("error").asText()).contains("unknown engine 'engine:nope'");
      JsonNode command = create(ann, "cmd:python3 x.py");
      assertThat(command.get("error").asText()).contains("a page may not give a command");

      JsonNode a = create(ann, "engine:log");
      assertThat(a.get("ok").asBoolean()).as(a.toString()).isTrue();
      String id = a.get("table").asText();
      String token = a.get("token").asText();
      assertThat(ann.ask("op", "room_start", "table", id, "token", token).get("ok").asBoolean())
          .isTrue();
      RoomsTest.playToTheEnd(List.of(ann), List.of(0), List.of(token), id);

      List<String> actions = server.rooms.room(id).stored().actions().get(0);
      long seatOne = actions.stream().filter(x -> x.startsWith("1 ")).count();
      assertThat(seatOne).as("the program's seat acted").isGreaterThan(10);
      long asked = Files.readAllLines(log).stream().filter(l -> l.contains("\"act\"")).count();
      assertThat(asked).as("every action of seat 1 was the program's").isEqualTo(seatOne);
      assertThat(err.toString(StandardCharsets.UTF_8)).doesNotContain("fault");
    }
    assertThat(engines.running()).as("no program outlives the server").isZero();
  }

  private static JsonNode create(RoomClient c, String bot) throws Exception {
    return c.ask(
        "op",
        "room_create",
        "game",
        "hearts",
        "seats",
        List.of("person", bot, "heuristic", "heuristic"),
        "name",
        "Ann");
  }
}
