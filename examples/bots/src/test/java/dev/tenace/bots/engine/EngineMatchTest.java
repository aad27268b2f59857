package dev.tenace.bots.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.bots.Bots;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Whole matches of every game on the class path with the two example programs at the table: the
 * Python bot ({@code examples/python/bot.py}) in seat 0 and the Java bot ({@link JavaBot}) in seat
 * 1, both as {@code cmd:} specs through {@link Bots#create}, the game's built-in bots elsewhere.
 */
class EngineMatchTest {
  @BeforeAll
  static void allow() {
    Engines.allowCommands(true);
  }

  @AfterAll
  static void disallow() {
    Engines.allowCommands(false);
  }

  @Test
  @DisplayName("the Python and the Java bot play a whole match of every game, with no fault")
  void everyGame() {
    List<String> played = new ArrayList<>();
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      played.add(g.name() + " " + match(g, 7L));
    }
    assertThat(played).hasSizeGreaterThanOrEqualTo(4);
    assertThat(Programs.children()).isEmpty();
    assertThat(Engines.running()).isEmpty();
  }

  /** Plays a match; returns "N deals". */
  private static <R, S extends GameState<S, V>, V extends View<S>> String match(
      GameDefinition<R, S, V> g, long seed) {
    R r = g.defaultRules();
    int n = g.players(r);
    List<Agent<? super V>> agents = new ArrayList<>();
    agents.add(Bots.create("cmd:" + Programs.python(), g.name(), 1));
    agents.add(Bots.create("cmd:" + Programs.java(""), g.name(), 2));
    for (int i = 2; i < n; i++) {
      agents.add(Bots.create(i % 2 == 0 ? "heuristic" : "random", g.name(), i));
    }
    int faults = Engines.faultCount();
    List<Integer> deals = new ArrayList<>();
    MatchRunner.Listener<S> counting =
        new MatchRunner.Listener<>() {
          @Override
          public void dealEnded(S deal, List<Integer> totals) {
            deals.add(totals.size());
          }
        };
    MatchRunner.Result<Match<S>> res;
    try {
      res =
          MatchRunner.run(
              g.newMatch(r, 0, seed),
              agents,
              Engines.listener(agents, g, r, counting),
              MatchRunner.OnFault.STOP,
              60);
    } finally {
      Engines.close(agents);
    }
    assertThat(res.faults()).as(g.name()).isEmpty();
    assertThat(Engines.faultCount()).as(g.name()).isEqualTo(faults);
    assertThat(res.stop())
        .as(g.name())
        .isIn(MatchRunner.Stop.COMPLETED, MatchRunner.Stop.DEAL_LIMIT);
    assertThat(deals).as(g.name()).isNotEmpty();
    assertThat(Engines.running()).as(g.name()).isEmpty();
    return deals.size() + " deals";
  }

  @Test
  @DisplayName(
      "the programs get hello, deal, act, deal_end and match_end, in order, for their seat")
  void messages() {
    GameDefinition<?, ?, ?> hearts = Games.find("hearts").orElseThrow();
    List<String> sent = new ArrayList<>();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    EngineBot bot =
        Engines.bot(
                Programs.python(),
                "hearts",
                1,
                EngineSettings.defaults(),
                new PrintStream(err, true, StandardCharsets.UTF_8))
            .tap(sent::add);
    playOneDeal(hearts, bot);
    assertThat(sent.get(0))
        .startsWith("{\"type\":\"hello\",\"protocol\":\"tenace-engine\",\"version\":1")
        .contains("\"game\":\"hearts\"", "\"seat\":0", "\"players\":4", "\"rules\":{");
    assertThat(sent.get(1)).startsWith("{\"type\":\"deal\",\"deal\":1,\"seat\":0");
    assertThat(sent.get(2)).startsWith("{\"type\":\"act\",\"deal\":1,\"view\":{\"seat\":0");
    assertThat(sent.get(sent.size() - 2))
        .startsWith("{\"type\":\"deal_end\",\"deal\":1,\"scores\":[");
    assertThat(sent.get(sent.size() - 1)).startsWith("{\"type\":\"match_end\",\"totals\":[");
    assertThat(sent.stream().filter(l -> l.startsWith("{\"type\":\"act\"")).count())
        .isGreaterThanOrEqualTo(13);
    assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    assertThat(Programs.children()).isEmpty();
  }

  /** One deal of Hearts with {@code bot} in seat 0 and the heuristic elsewhere. */
  static <R, S extends GameState<S, V>, V extends View<S>> void playOneDeal(
      GameDefinition<R, S, V> g, EngineBot bot) {
    R r = g.defaultRules();
    List<Agent<? super V>> agents = new ArrayList<>();
    agents.add(bot);
    for (int i = 1; i < g.players(r); i++) {
      agents.add(Bots.create("heuristic", g.name(), i));
    }
    try {
      MatchRunner.Result<S> res =
          MatchRunner.playDeal(
              g.newDeal(r, 0, 5L),
              agents,
              Engines.listener(agents, g, r, MatchRunner.Listener.<S>none()),
              MatchRunner.OnFault.STOP);
      assertThat(res.completed()).isTrue();
      assertThat(res.match().hand(0)).isEqualTo(CardSet.EMPTY);
    } finally {
      Engines.close(agents);
    }
  }
}
