package dev.tenace.cli.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A stored table's record is the record {@code tenace simulate --record} writes of the same match:
 * a match recorded by {@code simulate} is stored action by action, and its export has the same
 * game, rules, players, seed and deals (hands, rest, context, actions, results).
 */
class RecordFormatTest {
  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"spades", "hearts", "sheepshead", "suitability"})
  @DisplayName("a stored match exports as simulate --record wrote it")
  void sameAsSimulate(String game) throws Exception {
    Path file = dir.resolve(game + ".jsonl");
    RecordsCommandTest.Run sim =
        RecordsCommandTest.tenace(
            "simulate",
            game,
            "-n",
            "1",
            "--seed",
            "31",
            "--bots",
            "random",
            "--quiet",
            "--max-deals",
            "3",
            "--record",
            file.toString());
    assertThat(sim.status()).as(sim.err()).isZero();
    List<String> lines = Files.readAllLines(file);
    assertThat(lines).hasSize(1);
    ObjectNode simulated = (ObjectNode) StoreContract.JSON.readTree(lines.get(0));
    JsonNode deals = simulated.get("deals");
    TableInfo t =
        TableInfo.open(
            "sim-" + game,
            game,
            (ObjectNode) simulated.get("rules"),
            simulated.get("seed").asLong(),
            deals.get(0).get("dealer").asInt(),
            true,
            StoreContract.JSON.createArrayNode(),
            StoreContract.JSON.createObjectNode(),
            StoreContract.T0);
    try (TableStore store = TableStore.open(Databases.sqlite(dir))) {
      store.create(t);
      int actions = 0;
      for (JsonNode d : deals) {
        for (JsonNode a : d.get("actions")) {
          String[] seatAction = a.asText().split(" ", 2);
          store.append(t.id(), Integer.parseInt(seatAction[0]), seatAction[1]);
          actions++;
        }
      }
      assertThat(actions).isPositive();
      ObjectNode exported = TableRecords.record(store.load(t.id()));
      for (String field : List.of("game", "rules", "players", "seed", "deals")) {
        assertThat(exported.get(field)).as(field).isEqualTo(simulated.get(field));
      }
      assertThat(exported.get("table").asText()).isEqualTo(t.id());
    }
  }
}
