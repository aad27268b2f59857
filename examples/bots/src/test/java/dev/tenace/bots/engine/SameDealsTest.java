package dev.tenace.bots.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.bots.Bots;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A program in a seat changes no deal: the same seed deals the same hands as a built-in bot. */
class SameDealsTest {
  @Test
  @DisplayName("Hearts, seed 7: cmd:python3 bot.py in seat 0 gets the deals heuristic gets there")
  void sameDeals() {
    GameDefinition<?, ?, ?> hearts = Games.find("hearts").orElseThrow();
    Engines.allowCommands(true);
    List<List<CardSet>> program;
    try {
      program = deals(hearts, "cmd:" + Programs.python());
    } finally {
      Engines.allowCommands(false);
    }
    List<List<CardSet>> builtIn = deals(hearts, "heuristic");
    int common = Math.min(program.size(), builtIn.size());
    assertThat(common).isGreaterThanOrEqualTo(3);
    assertThat(program.subList(0, common)).isEqualTo(builtIn.subList(0, common));
    assertThat(Programs.children()).isEmpty();
  }

  /** Every deal's hands as dealt, in a match of seed 7 with {@code first} in seat 0. */
  private static <R, S extends GameState<S, V>, V extends View<S>> List<List<CardSet>> deals(
      GameDefinition<R, S, V> g, String first) {
    R r = g.defaultRules();
    long seed = 7;
    List<Agent<? super V>> agents = new ArrayList<>();
    for (int i = 0; i < g.players(r); i++) {
      // seeded as simulate seeds its seats
      agents.add(
          Bots.create(i == 0 ? first : "heuristic", g.name(), Shuffle.derive(seed, 1000 + i)));
    }
    List<List<CardSet>> hands = new ArrayList<>();
    MatchRunner.Listener<S> dealt =
        new MatchRunner.Listener<>() {
          @Override
          public void dealStarted(S deal) {
            List<CardSet> h = new ArrayList<>();
            for (int i = 0; i < deal.players(); i++) {
              h.add(deal.hand(i));
            }
            hands.add(h);
          }
        };
    try {
      MatchRunner.Result<?> res =
          MatchRunner.run(
              g.newMatch(r, 0, seed),
              agents,
              Engines.listener(agents, g, r, dealt),
              MatchRunner.OnFault.STOP,
              30);
      assertThat(res.faults()).isEmpty();
    } finally {
      Engines.close(agents);
    }
    return hands;
  }
}
