package dev.tenace.ohhell.bot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.bots.Bots;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.View;
import dev.tenace.ohhell.OhHellGame;
import dev.tenace.ohhell.OhHellRules;
import dev.tenace.ohhell.OhHellState;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Oh Hell heuristic: found by the bots through ServiceLoader, legal, and better than chance.
 */
class OhHellHeuristicTest {
  @Test
  @DisplayName("tenace-bots finds the heuristic of 'ohhell' registered in META-INF/services")
  void registered() {
    assertThat(Bots.heuristicGames()).contains("ohhell");
    assertThat(Bots.heuristic("ohhell")).isPresent();
    assertThat(new OhHellHeuristic().game()).isEqualTo(OhHellGame.INSTANCE.name());
  }

  @Test
  @DisplayName(
      "ohhell §3: it expects its aces, its king and queen of trumps and its trumps beyond three")
  void expectedTricks() {
    assertThat(OhHellHeuristic.expectedTricks(CardSet.parse("AS AH 2D 3D"), Optional.empty()))
        .isEqualTo(2);
    assertThat(
            OhHellHeuristic.expectedTricks(
                CardSet.parse("KH QH 2H 3H 4H AC"), Optional.of(Suit.HEARTS)))
        .isEqualTo(5);
    assertThat(OhHellHeuristic.expectedTricks(CardSet.parse("KS 2C"), Optional.of(Suit.HEARTS)))
        .isZero();
  }

  @Test
  @DisplayName(
      "over 200 deals every action is legal, and it makes its bid far more often than random play")
  void makesItsBids() {
    Agent<View<?>> bot = new OhHellHeuristic().forAnyView();
    Agent<View<?>> random = Bots.random(1L);
    int[] made = new int[2];
    for (long seed = 0; seed < 200; seed++) {
      OhHellRules rules = OhHellRules.defaults();
      OhHellState s =
          OhHellState.deal(
              rules,
              1 + (int) (seed % rules.deals()),
              (int) (seed % 4),
              seed,
              java.util.List.of(0, 0, 0, 0));
      while (!s.isTerminal()) {
        int seat = s.toMove();
        Action a = (seat % 2 == 0 ? bot : random).act(s.viewFor(seat));
        assertThat(s.legalActions(seat)).contains(a);
        s = s.applyLegal(seat, a);
      }
      for (int seat = 0; seat < 4; seat++) {
        if ((int) s.bid(seat).orElseThrow() == s.tricks().orElseThrow().tricksWon().get(seat)) {
          made[seat % 2]++;
        }
      }
    }
    assertThat(made[0])
        .as("bids made by the heuristic (seats 0, 2) against random (1, 3)")
        .isGreaterThan(made[1] * 3 / 2);
  }

  @Test
  @DisplayName("pimc and ismcts play Oh Hell with the heuristic's play-outs")
  void searchBots() {
    OhHellState s = OhHellGame.INSTANCE.newDeal(OhHellRules.defaults().withMaxHand(3), 0, 5L);
    for (String spec : java.util.List.of("pimc:8", "ismcts:50")) {
      Agent<View<?>> bot = Bots.create(spec, "ohhell", 3L);
      OhHellState t = s;
      while (!t.isTerminal()) {
        Action a = bot.act(t.viewFor(t.toMove()));
        assertThat(t.legalActions()).as(spec).contains(a);
        t = t.applyLegal(t.toMove(), a);
      }
    }
  }
}
