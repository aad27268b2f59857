package dev.tenace.cli.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.Replay;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.View;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What every database of the table store must do; {@link SqliteStoreTest} and {@link
 * PostgresStoreTest} run it on theirs.
 */
abstract class StoreContract {
  static final ObjectMapper JSON = new ObjectMapper();
  static final Instant T0 = Instant.parse("2026-11-27T20:00:00Z");

  /** A new, empty database: a SQLite file or a JDBC URL. */
  abstract String newDatabase();

  static TableInfo table(String id, String game, long seed, boolean wholeMatch) {
    ObjectNode options = JSON.createObjectNode().put("watch", false);
    return TableInfo.open(
        id,
        game,
        JSON.createObjectNode(),
        seed,
        0,
        wholeMatch,
        JSON.createArrayNode().add("human:Ann").add("bot:heuristic"),
        options,
        T0);
  }

  /** Plays {@code steps} actions of a new table's match, appending each to the store. */
  static Match<?> play(TableStore store, TableInfo t, Match<?> start, int steps) {
    return playOn(store, t, start, steps);
  }

  private static <S extends GameState<S, ?>> Match<S> playOn(
      TableStore store, TableInfo t, Match<S> start, int steps) {
    return Plays.playOn(
        start,
        t.seed(),
        0,
        steps,
        t.wholeMatch(),
        (seat, a) -> store.append(t.id(), seat, a.text()));
  }

  /** The table's match before its first action, made here as a server makes it. */
  static Match<?> fresh(TableInfo t) {
    return freshOf(Games.find(t.game()).orElseThrow(), t);
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> Match<S> freshOf(
      GameDefinition<R, S, V> g, TableInfo t) {
    R rules = Rebuild.rules(g, t);
    return t.wholeMatch()
        ? g.newMatch(rules, t.dealer(), t.seed())
        : Match.resume(
            g.matchPolicy(rules),
            t.dealer(),
            t.seed(),
            java.util.Collections.nCopies(g.players(rules), 0),
            1,
            0,
            g.newDeal(rules, t.dealer(), t.seed()));
  }

  @Test
  @DisplayName("a table and its actions come back as they were stored, the actions in order")
  void roundTrip() {
    try (TableStore store = TableStore.open(newDatabase())) {
      TableInfo t = table("t1", "spades", 42, true);
      store.create(t);
      Match<?> played = play(store, t, fresh(t), 30);
      StoredTable back = store.load("t1");
      assertThat(back.info()).isEqualTo(t);
      assertThat(back.actions()).hasSize(30);
      for (int k = 0; k < 30; k++) {
        assertThat(back.actions().get(k).step()).isEqualTo(k);
      }
      assertThat(Rebuild.of(back).match()).isEqualTo(played);
      assertThat(store.openTables()).containsExactly(t);
      assertThat(store.finishedTables()).isEmpty();
    }
  }

  @Test
  @DisplayName("a finished table takes no more actions and is listed as finished with its result")
  void finish() {
    try (TableStore store = TableStore.open(newDatabase())) {
      TableInfo t = table("done", "hearts", 5, false);
      store.create(t);
      store.create(table("other", "hearts", 6, false));
      Match<?> m = play(store, t, fresh(t), 1000);
      assertThat(m.deal().isTerminal()).isTrue();
      JsonNode result = JSON.valueToTree(m.totals());
      store.finish("done", result, T0.plusSeconds(60));
      assertThatThrownBy(() -> store.append("done", 0, "play 2C"))
          .isInstanceOf(StoreException.class)
          .hasMessage("table done is finished: no action can be added");
      assertThatThrownBy(() -> store.finish("done", result, T0))
          .isInstanceOf(StoreException.class)
          .hasMessageContaining("table done is finished");
      assertThat(store.finishedTables()).extracting(TableInfo::id).containsExactly("done");
      assertThat(store.openTables()).extracting(TableInfo::id).containsExactly("other");
      TableInfo f = store.finishedTables().get(0);
      assertThat(f.finished()).contains(T0.plusSeconds(60));
      assertThat(f.result()).isEqualTo(result);
      assertThat(Rebuild.of(store.load("done")).match()).isEqualTo(m);
    }
  }

  @Test
  @DisplayName(
      "unknown tables, taken ids, unknown games and invalid rules are refused, naming them")
  void refusals() {
    try (TableStore store = TableStore.open(newDatabase())) {
      assertThatThrownBy(() -> store.append("nope", 0, "play 2C"))
          .isInstanceOf(StoreException.class)
          .hasMessageStartingWith("no table nope in ");
      assertThatThrownBy(() -> store.load("nope"))
          .isInstanceOf(StoreException.class)
          .hasMessageStartingWith("no table nope in ");
      assertThatThrownBy(() -> store.finish("nope", JSON.nullNode(), T0))
          .isInstanceOf(StoreException.class)
          .hasMessageStartingWith("no table nope in ");
      store.create(table("a", "spades", 1, true));
      assertThatThrownBy(() -> store.create(table("a", "hearts", 2, true)))
          .isInstanceOf(StoreException.class)
          .hasMessage("table a already exists");
      assertThatThrownBy(() -> store.create(table("b", "bridge", 2, true)))
          .isInstanceOf(StoreException.class)
          .hasMessage("table b: no game \"bridge\" is registered");
      TableInfo bad = table("c", "spades", 2, true);
      bad.rules().put("noSuchVariant", "1");
      assertThatThrownBy(() -> store.create(bad))
          .isInstanceOf(StoreException.class)
          .hasMessageStartingWith("table c: invalid rules of spades: ");
      TableInfo dealer =
          TableInfo.open(
              "d",
              "spades",
              JSON.createObjectNode(),
              2,
              4,
              true,
              JSON.nullNode(),
              JSON.nullNode(),
              T0);
      assertThatThrownBy(() -> store.create(dealer))
          .isInstanceOf(StoreException.class)
          .hasMessage("table d: dealer 4 is not a seat of 4 players");
      assertThatThrownBy(() -> store.append("a", 0, "x".repeat(TableStore.MAX_ACTION + 1)))
          .isInstanceOf(StoreException.class)
          .hasMessageContaining("table a: an action has 1 to");
      // nothing of the refused writes was stored
      assertThat(store.openTables()).extracting(TableInfo::id).containsExactly("a");
      assertThat(store.load("a").actions()).isEmpty();
      assertThat(store.load("a").info()).isEqualTo(table("a", "spades", 1, true));
    }
  }

  @Test
  @DisplayName("a stored action the rules refuse stops the rebuild, naming the table and step")
  void illegalStoredAction() {
    try (TableStore store = TableStore.open(newDatabase())) {
      TableInfo t = table("bad", "hearts", 9, true);
      store.create(t);
      Match<?> m = play(store, t, fresh(t), 20);
      // the seat to move plays a card it does not hold: hearts has 52 cards among 4 seats
      int seat = m.deal().toMove();
      int other = (seat + 1) % 4;
      String notHeld = m.deal().hand(other).iterator().next().toString();
      store.append("bad", seat, "play " + notHeld);
      store.append("bad", seat, "play " + notHeld);
      assertThatThrownBy(() -> Rebuild.of(store.load("bad")))
          .isInstanceOf(StoreException.class)
          .hasMessageStartingWith("table bad: step 20 (\"" + seat + " play " + notHeld + "\")")
          .hasMessageContaining("is refused: ");
      TableInfo u = table("text", "hearts", 9, true);
      store.create(u);
      store.append("text", 0, "fly away");
      assertThatThrownBy(() -> Rebuild.of(store.load("text")))
          .isInstanceOf(StoreException.class)
          .hasMessageStartingWith("table text: step 0 (\"0 fly away\"): not an action of hearts");
      assertThatThrownBy(() -> store.record("text"))
          .isInstanceOf(StoreException.class)
          .hasMessageStartingWith("table text: step 0");
    }
  }

  @Test
  @DisplayName("a finished match's record replays through tenace replay to the same results")
  void recordReplays() {
    try (TableStore store = TableStore.open(newDatabase())) {
      for (String game : List.of("spades", "hearts", "sheepshead", "suitability")) {
        TableInfo t = table("r-" + game, game, 77, true);
        store.create(t);
        Match<?> m = play(store, t, fresh(t), 3 * 60);
        ObjectNode record = TableRecords.record(store.load(t.id()));
        assertThat(record.get("table").asText()).isEqualTo(t.id());
        assertThat(record.get("game").asText()).isEqualTo(game);
        assertThat(record.get("seed").asLong()).isEqualTo(77);
        assertThat(record.has("options")).isFalse();
        JsonNode deals = record.get("deals");
        assertThat(deals.size()).isEqualTo(m.dealNumber());
        List<ObjectNode> answers = Replay.line(record.toString());
        assertThat(answers).hasSize(deals.size());
        int steps = 0;
        for (int d = 0; d < deals.size(); d++) {
          assertThat(answers.get(d).get("ok").asBoolean()).as(game + " deal " + d).isTrue();
          assertThat(answers.get(d).get("steps").size())
              .isEqualTo(deals.get(d).get("actions").size());
          steps += deals.get(d).get("actions").size();
          if (deals.get(d).has("result")) {
            assertThat(answers.get(d).get("result")).isEqualTo(deals.get(d).get("result"));
          }
        }
        assertThat(steps).isEqualTo(store.load(t.id()).actions().size());
      }
    }
  }

  @Test
  @DisplayName("appends to different tables from several threads at once are all kept, in order")
  void concurrentAppends() throws Exception {
    int tables = 4;
    int each = 40;
    try (TableStore store = TableStore.open(newDatabase())) {
      for (int i = 0; i < tables; i++) {
        store.create(table("c" + i, "spades", i, true));
      }
      ExecutorService pool = Executors.newFixedThreadPool(tables);
      CountDownLatch go = new CountDownLatch(1);
      List<Future<List<Integer>>> steps = new ArrayList<>();
      for (int i = 0; i < tables; i++) {
        String id = "c" + i;
        int seat = i;
        steps.add(
            pool.submit(
                () -> {
                  go.await();
                  List<Integer> got = new ArrayList<>();
                  for (int k = 0; k < each; k++) {
                    got.add(store.append(id, seat, "bid " + k));
                  }
                  return got;
                }));
      }
      go.countDown();
      for (int i = 0; i < tables; i++) {
        List<Integer> got = steps.get(i).get(2, TimeUnit.MINUTES);
        assertThat(got).isEqualTo(java.util.stream.IntStream.range(0, each).boxed().toList());
        List<StoredAction> stored = store.load("c" + i).actions();
        assertThat(stored).hasSize(each);
        for (int k = 0; k < each; k++) {
          assertThat(stored.get(k)).isEqualTo(new StoredAction(k, i, "bid " + k));
        }
      }
      pool.shutdown();
    }
  }

  @Test
  @DisplayName("a reopened database keeps its tables, and the schema is migrated once")
  void reopen() {
    String db = newDatabase();
    TableInfo t = table("keep", "sheepshead", 3, true);
    Match<?> m;
    try (TableStore store = TableStore.open(db)) {
      store.create(t);
      m = play(store, t, fresh(t), 25);
    }
    try (TableStore store = TableStore.open(db)) {
      assertThat(store.openTables()).containsExactly(t);
      assertThat(Rebuild.of(store.load("keep")).match()).isEqualTo(m);
    }
  }
}
