package dev.tenace.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import dev.tenace.hearts.HeartsGame;
import dev.tenace.hearts.HeartsRules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The registry by name: the standard names, their arguments, errors, and extension by a user. */
class BotRegistryTest {

  @Test
  @DisplayName(
      "the standard registry holds random, heuristic, pimc, ismcts, best and cmd, in the help's order")
  void standardNames() {
    assertThat(Bots.registry().names())
        .containsExactly("random", "heuristic", "pimc", "ismcts", "best", "cmd");
    assertThat(Bots.registry().usage())
        .isEqualTo(
            "random, heuristic, pimc, pimc:N, pimc:Tms, ismcts, ismcts:N, ismcts:Tms, best, cmd:PROGRAM");
  }

  @Test
  @DisplayName("bad specs are refused with a message naming the spec and what is allowed")
  void badSpecs() {
    assertThatThrownBy(() -> Bots.create("genius", "hearts", 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "unknown bot 'genius' (known: random, heuristic, pimc, pimc:N, pimc:Tms, ismcts, ismcts:N, ismcts:Tms, best, cmd:PROGRAM)");
    assertThatThrownBy(() -> Bots.create("pimc:0", "hearts", 1))
        .hasMessage("bot 'pimc:0': the sample count must be 1..100000");
    assertThatThrownBy(() -> Bots.create("pimc:100001", "hearts", 1))
        .hasMessage("bot 'pimc:100001': the sample count must be 1..100000");
    assertThatThrownBy(() -> Bots.create("pimc:many", "hearts", 1))
        .hasMessage("bot 'pimc:many': the sample count must be a whole number 1..100000");
    assertThatThrownBy(() -> Bots.create("pimc:", "hearts", 1))
        .hasMessageContaining("must be a whole number");
    assertThatThrownBy(() -> Bots.create("random:3", "hearts", 1))
        .hasMessage("bot 'random:3': random takes no argument");
    assertThatThrownBy(() -> Bots.create("heuristic:x", "hearts", 1))
        .hasMessage("bot 'heuristic:x': heuristic takes no argument");
  }

  @Test
  @DisplayName("specs ignore case and surrounding spaces; pimc:N gives N samples")
  void specSyntax() {
    assertThat(Bots.create("  PIMC:7 ", "spades", 1)).isInstanceOf(Pimc.class);
    assertThat(((Pimc) Bots.create("pimc:7", "spades", 1)).samples()).isEqualTo(7);
    assertThat(((Pimc) Bots.create("pimc", "spades", 1)).samples()).isEqualTo(Pimc.DEFAULT_SAMPLES);
    assertThat(Bots.create("Random", "spades", 1)).isInstanceOf(RandomBot.class);
  }

  @Test
  @DisplayName("heuristic for a game that registers none is a clear error, never random play")
  void heuristicWithoutOne() {
    assertThatThrownBy(() -> Bots.create("heuristic", "no such game", 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "bot 'heuristic': the game 'no such game' registers no heuristic (games with one:"
                + " hearts, sheepshead, spades, suitability); use random, pimc or ismcts");
    assertThat(Bots.heuristicGames())
        .containsExactly("hearts", "sheepshead", "spades", "suitability");
    assertThat(Bots.rollout("no such game")).isSameAs(Pimc.Rollout.random());
    assertThat(Bots.rollout("hearts")).isInstanceOf(HeartsHeuristic.class);
    assertThat(Bots.heuristic("spades")).isPresent();
  }

  @Test
  @DisplayName("a user's registry adds a name in one line and leaves the standard one as it was")
  void extension() {
    BotFactory first =
        (argument, game, seed) -> {
          BotFactory.noArgument("first", argument);
          return view -> view.legalActions().get(0);
        };
    BotRegistry mine = Bots.registry().with("first", "first", first);
    assertThat(mine.names())
        .containsExactly("random", "heuristic", "pimc", "ismcts", "best", "cmd", "first");
    assertThat(mine.usage()).endsWith(", first");
    assertThat(Bots.registry().names()).doesNotContain("first");
    View<?> v = HeartsGame.INSTANCE.newDeal(HeartsRules.defaults(), 0, 3L).viewFor(1);
    assertThat(mine.create("first", "hearts", 0).act(v)).isEqualTo(v.legalActions().get(0));
    assertThatThrownBy(() -> Bots.create("first", "hearts", 0))
        .hasMessageContaining("unknown bot 'first'");
    for (String bad : List.of("", "Upper", "a:b", "a,b", " x")) {
      assertThatThrownBy(() -> Bots.registry().with(bad, bad, first))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("a bot name is lower case");
    }
  }

  @Test
  @DisplayName(
      "every standard bot plays a whole deal of every game, never refused, and the same seed repeats its choices")
  void everyBotPlaysEveryGame() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      for (String spec : List.of("random", "heuristic", "pimc:3", "ismcts:30")) {
        List<String> first = deal(g, spec, 11L);
        assertThat(first).as("%s %s", g.name(), spec).isNotEmpty();
        assertThat(deal(g, spec, 11L)).as("%s %s repeats", g.name(), spec).isEqualTo(first);
      }
    }
  }

  /** One deal with {@code spec} in every seat: the actions taken, in order. */
  private static <R, S extends GameState<S, V>, V extends View<S>> List<String> deal(
      GameDefinition<R, S, V> g, String spec, long seed) {
    R rules = g.defaultRules();
    List<Agent<View<?>>> agents = new ArrayList<>();
    for (int s = 0; s < g.players(rules); s++) {
      agents.add(Bots.create(spec, g.name(), seed + s));
    }
    List<String> taken = new ArrayList<>();
    MatchRunner.Result<S> r =
        MatchRunner.playDeal(
            g.newDeal(rules, 0, seed),
            agents,
            new MatchRunner.Listener<S>() {
              @Override
              public void acted(S before, int seat, Action action, S after) {
                taken.add(seat + " " + action);
              }
            },
            MatchRunner.OnFault.STOP);
    assertThat(r.faults()).as("%s %s", g.name(), spec).isEmpty();
    assertThat(r.completed()).isTrue();
    return taken;
  }
}
