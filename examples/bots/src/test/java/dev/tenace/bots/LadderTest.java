package dev.tenace.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.hearts.HeartsGame;
import dev.tenace.hearts.HeartsRules;
import dev.tenace.spades.SpadesGame;
import dev.tenace.spades.SpadesRules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link BradleyTerry}, {@link PairedDeals} and {@link Ladder} (a short smoke run only). */
class LadderTest {
  @Test
  @DisplayName("Bradley–Terry: two bots, 70 to 30, are about 146 Elo apart (a draw added per pair)")
  void twoBots() {
    BradleyTerry.Fit f = BradleyTerry.fit(new double[][] {{0, 70}, {30, 0}});
    double expected = Math.log(30.5 / 70.5) * 400 / Math.log(10);
    assertThat(f.rating(0)).isZero();
    assertThat(f.rating(1)).isCloseTo(expected, within(1e-6));
    // the standard error of a logit is 1 / sqrt(n p (1 − p)), on the Elo scale
    double p = 70.5 / 101;
    double se = 1 / Math.sqrt(101 * p * (1 - p)) * 400 / Math.log(10);
    assertThat(f.standardErrors()[1]).isCloseTo(se, within(1e-6));
  }

  @Test
  @DisplayName(
      "Bradley–Terry: recovers the ratings that made the wins, and narrows with more games")
  void recovers() {
    double[] truth = {0, 100, 250, -80};
    double[][] small = wins(truth, 400);
    double[][] large = wins(truth, 40_000);
    BradleyTerry.Fit f = BradleyTerry.fit(large);
    for (int i = 0; i < truth.length; i++) {
      assertThat(f.rating(i)).isCloseTo(truth[i], within(2.0));
    }
    BradleyTerry.Fit g = BradleyTerry.fit(small);
    assertThat(g.halfWidth(2)).isGreaterThan(5 * f.halfWidth(2));
  }

  private static double[][] wins(double[] r, int games) {
    int k = r.length;
    double[][] w = new double[k][k];
    for (int i = 0; i < k; i++) {
      for (int j = 0; j < k; j++) {
        if (i != j) {
          w[i][j] = games / (1 + Math.pow(10, (r[j] - r[i]) / 400)) - 0.5;
        }
      }
    }
    return w;
  }

  @Test
  @DisplayName("Bradley–Terry: a bot with no games against the others is refused, by number")
  void disconnected() {
    assertThatThrownBy(() -> BradleyTerry.fit(new double[][] {{0, 5, 0}, {5, 0, 0}, {0, 0, 0}}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("bot 2 has no games");
  }

  @Test
  @DisplayName(
      "Paired deals: a deterministic bot against itself differs by exactly 0 on every deal")
  void selfIsLevel() {
    PairedDeals.Outcome o =
        PairedDeals.play(
            SpadesGame.INSTANCE,
            SpadesRules.defaults(),
            seed -> new SpadesHeuristic().forAnyView(),
            seed -> new SpadesHeuristic().forAnyView(),
            12,
            3L,
            1);
    assertThat(o.differences()).containsOnly(0.0);
    assertThat(o.x()).isNotEqualTo(new double[12]); // the deals were scored
  }

  @Test
  @DisplayName(
      "Paired deals: the seats are swapped, so a bot that always leads first-listed differs")
  void swapsSeats() {
    PairedDeals.Entrant first = seed -> v -> v.legalActions().get(0);
    PairedDeals.Entrant last =
        seed ->
            v -> {
              List<Action> l = v.legalActions();
              return l.get(0) instanceof CardPlay ? l.get(l.size() - 1) : l.get(0);
            };
    PairedDeals.Outcome a =
        PairedDeals.play(HeartsGame.INSTANCE, HeartsRules.defaults(), first, last, 10, 5L, 1);
    PairedDeals.Outcome b =
        PairedDeals.play(HeartsGame.INSTANCE, HeartsRules.defaults(), last, first, 10, 5L, 2);
    assertThat(a.x()).as("X's seats in the first play are Y's in the swapped run").isEqualTo(b.y());
    assertThat(a.difference().mean()).isEqualTo(-b.difference().mean());
    assertThat(a.difference().mean()).isNotZero();
  }

  @Test
  @DisplayName("Ladder: a short smoke run ranks every bot, with a table and an SVG chart")
  void smoke() {
    List<String> lines = new ArrayList<>();
    Ladder.Result r =
        Ladder.play(
            HeartsGame.INSTANCE,
            HeartsRules.defaults(),
            List.of("random", "heuristic", "pimc:2"),
            4,
            1L,
            1,
            lines::add);
    assertThat(r.standings())
        .extracting(Ladder.Standing::bot)
        .containsExactlyInAnyOrder("random", "heuristic", "pimc:2");
    assertThat(r.standings().stream().filter(s -> s.bot().equals("random")).findFirst())
        .hasValueSatisfying(s -> assertThat(s.elo()).isZero());
    assertThat(r.pairings()).hasSize(3);
    assertThat(lines).hasSize(3);
    assertThat(r.table()).contains("| 1 | `").contains("`random` − `heuristic`");
    assertThat(r.svg()).startsWith("<svg").contains("pimc:2").endsWith("</svg>\n");
    assertThatThrownBy(
            () ->
                Ladder.play(
                    HeartsGame.INSTANCE,
                    HeartsRules.defaults(),
                    List.of("random"),
                    1,
                    1L,
                    1,
                    l -> {}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at least two bots");
    assertThatThrownBy(
            () ->
                Ladder.play(
                    HeartsGame.INSTANCE,
                    HeartsRules.defaults(),
                    List.of("random", "genius"),
                    1,
                    1L,
                    1,
                    l -> {}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("genius");
  }
}
