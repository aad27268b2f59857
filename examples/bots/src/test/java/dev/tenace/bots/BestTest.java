package dev.tenace.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.View;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The {@code best} spec: what each game's registered heuristic names, and it decides as that. */
class BestTest {
  @Test
  @DisplayName("best: resolves through the registered heuristic of every game and plays as it")
  void resolvesPerGame() {
    for (String game : Bots.heuristicGames()) {
      String spec = Bots.best(game);
      assertThat(spec).as(game).isNotEqualTo("best");
      assertThat(Bots.registry().names())
          .contains(spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec);
      sameDecisions(Games.find(game).orElseThrow(), spec);
    }
    assertThat(Bots.best("no-such-game")).isEqualTo(Bots.BEST_WITHOUT_HEURISTIC);
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> void sameDecisions(
      GameDefinition<R, S, V> g, String spec) {
    Agent<View<?>> best = Bots.create("best", g.name(), 11L);
    Agent<View<?>> named = Bots.create(spec, g.name(), 11L);
    S s = g.newDeal(g.defaultRules(), 0, 3L);
    for (int step = 0; step < 12 && !s.isTerminal(); step++) {
      V v = s.viewFor(s.toMove());
      var a = best.act(v);
      assertThat(a).as("%s step %d", g.name(), step).isEqualTo(named.act(v));
      s = s.applyLegal(s.toMove(), a);
    }
  }

  @Test
  @DisplayName("best takes no argument: best:3 is an error naming the spec")
  void noArgument() {
    assertThatThrownBy(() -> Bots.create("best:3", "hearts", 1L))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("best:3");
  }
}
