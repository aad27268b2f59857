package com.example.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tenace.bots.BotRegistry;
import dev.tenace.bots.Bots;
import dev.tenace.bots.HeartsHeuristic;
import dev.tenace.bots.Pimc;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import dev.tenace.hearts.HeartsGame;
import dev.tenace.hearts.HeartsRules;
import dev.tenace.hearts.HeartsState;
import dev.tenace.hearts.HeartsView;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The user's bot against the Tenace heuristic, with nothing but tenace-bots on the class path. */
class LowballBotTest {

  @Test
  void playsWholeMatchesAgainstTheHeuristic() {
    int won = 0;
    for (long seed = 1; seed <= 3; seed++) {
      Match<HeartsState> match = HeartsGame.INSTANCE.newMatch(HeartsRules.defaults(), 0, seed);
      List<Agent<? super HeartsView>> agents =
          List.of(
              new LowballBot(),
              new HeartsHeuristic(),
              new HeartsHeuristic().withMoonByStanding(false),
              new HeartsHeuristic());
      MatchRunner.Result<Match<HeartsState>> r =
          MatchRunner.run(match, agents, MatchRunner.Listener.none(), MatchRunner.OnFault.STOP);
      assertEquals(List.of(), r.faults(), "the bot's every action is legal");
      assertTrue(r.completed(), "the match ends");
      assertEquals(4, r.match().totals().size());
      assertFalse(r.match().winners().isEmpty());
      won += r.match().winners().contains(0) ? 1 : 0;
    }
    System.out.println("LowballBot won " + won + " of 3 matches against the heuristic");
  }

  @Test
  void joinsTheRegistryAndServesAsPimcPlayOuts() {
    BotRegistry mine =
        Bots.registry().with("lowball", "lowball", (arg, game, seed) -> new LowballBot().forAnyView());
    List<Agent<View<?>>> agents = new ArrayList<>();
    agents.add(mine.create("lowball", "hearts", 1L));
    agents.add(mine.create("heuristic", "hearts", 2L));
    agents.add(new Pimc(4, 3L, new LowballBot()));
    agents.add(mine.create("pimc:4", "hearts", 4L));
    MatchRunner.Result<HeartsState> r =
        MatchRunner.playDeal(
            HeartsGame.INSTANCE.newDeal(HeartsRules.defaults(), 0, 7L),
            agents,
            MatchRunner.Listener.none(),
            MatchRunner.OnFault.STOP);
    assertEquals(List.of(), r.faults());
    assertTrue(r.completed());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> mine.create("genius", "hearts", 1L));
    assertTrue(e.getMessage().contains("lowball"), e.getMessage());
  }

  @Test
  void theCommandLineLibrariesAreNotOnTheClassPath() {
    for (String name :
        List.of(
            "picocli.CommandLine",
            "com.fasterxml.jackson.databind.ObjectMapper",
            "org.openjdk.jmh.annotations.Benchmark",
            "me.tongfei.progressbar.ProgressBar")) {
      assertThrows(ClassNotFoundException.class, () -> Class.forName(name), name);
    }
  }
}
