package dev.tenace.spades;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchPolicy;
import dev.tenace.core.game.MatchRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The end of a Spades game (§6 and the §7 end conditions) and whole matches, played by the core
 * {@link Match} with the Spades {@link MatchPolicy}.
 */
class SpadesMatchTest {

  static MatchPolicy<SpadesState> policy(SpadesRules rules) {
    return SpadesGame.INSTANCE.matchPolicy(rules);
  }

  /** A finished deal under these rules, by random legal play from a fixed seed. */
  static SpadesState finished(SpadesRules rules, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    SpadesState s = SpadesState.deal(rules, 0, seed);
    while (!s.isTerminal()) {
      List<Action> legal = s.legalActions(s.toMove());
      s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
    }
    return s;
  }

  /**
   * The winners when a deal brings the team totals to [a, b] (empty when the game goes on): a match
   * resumed before a finished deal, with the totals before it chosen so that it ends there.
   */
  static List<Integer> end(SpadesRules rules, int a, int b) {
    SpadesState d = finished(rules, 1);
    int x = d.teamScores().get(0);
    int y = d.teamScores().get(1);
    Match<SpadesState> m =
        Match.resume(policy(rules), 0, 1L, List.of(a - x, b - y, a - x, b - y), 9, 8, d);
    assertThat(m.totals()).containsExactly(a, b, a, b);
    assertThat(SpadesGame.teamTotals(m)).isEqualTo(d.teamScores());
    return m.isOver() ? m.winners() : List.of();
  }

  /**
   * The winners of the bid-error game when deal {@code k} brings the seats' errors to {@code
   * errors}.
   */
  static List<Integer> endErrors(SpadesRules rules, int k, int... errors) {
    SpadesState d = finished(rules, 2);
    List<Integer> before = new ArrayList<>();
    for (int s = 0; s < 4; s++) {
      before.add(errors[s] - d.bidError(s));
    }
    Match<SpadesState> m = Match.resume(policy(rules), 0, 1L, before, k, k - 1, d);
    assertThat(m.totals()).containsExactly(errors[0], errors[1], errors[2], errors[3]);
    assertThat(m.scoredDeals()).isEqualTo(k);
    assertThat(m.lowerTotalsWin()).isTrue();
    return m.isOver() ? m.winners() : List.of();
  }

  @Test
  @DisplayName(
      "spades §6.1: the game ends when a total reaches the target; the higher total wins; a tie plays on")
  void target() {
    SpadesRules r = SpadesRules.defaults();
    assertThat(end(r, 500, 499)).containsExactly(0, 2);
    assertThat(end(r, 499, 500)).containsExactly(1, 3);
    assertThat(end(r, 499, 499)).isEmpty();
    assertThat(end(r, 510, 510)).isEmpty();
    assertThat(end(r, 530, 520)).containsExactly(0, 2);
    assertThat(end(r, 520, 530)).containsExactly(1, 3);
    assertThat(end(r, -900, 480)).isEmpty(); // §6.2: no loss at a negative total
    assertThat(end(SpadesRules.defaults().withTargetScore(250), 250, 0)).containsExactly(0, 2);
    assertThat(policy(r).lowerTotalsWin()).isFalse();
  }

  @Test
  @DisplayName("spades §7 suicide and roulette: a 500-point margin also ends the game")
  void margin() {
    for (SpadesRules r :
        List.of(
            SpadesRules.defaults().withSuicide(true), SpadesRules.defaults().withRoulette(true))) {
      assertThat(end(r, 100, -400)).containsExactly(0, 2);
      assertThat(end(r, -400, 100)).containsExactly(1, 3);
      assertThat(end(r, 100, -399)).isEmpty();
    }
    assertThat(end(SpadesRules.defaults(), 100, -400)).isEmpty();
  }

  @Test
  @DisplayName(
      "spades §7 200 limit: a team landing on 200–205 wins; both inside, the higher; equal plays on")
  void limit200() {
    SpadesRules r = SpadesRules.defaults().withLimit200(true);
    assertThat(end(r, 200, 0)).containsExactly(0, 2);
    assertThat(end(r, 205, 0)).containsExactly(0, 2);
    assertThat(end(r, 0, 203)).containsExactly(1, 3);
    assertThat(end(r, 199, 0)).isEmpty();
    assertThat(end(r, 206, 0)).isEmpty();
    assertThat(end(r, 202, 204)).containsExactly(1, 3);
    assertThat(end(r, 203, 203)).isEmpty();
    assertThat(end(SpadesRules.defaults(), 200, 0)).isEmpty();
  }

  @Test
  @DisplayName(
      "spades §7 bid-error game: after matchDeals deals the smallest total bid error wins, ties share")
  void bidError() {
    SpadesRules r = SpadesRules.defaults().withLefty(true).withBidErrorScoring(true);
    assertThat(endErrors(r, 3, 5, 3, 3, 9)).isEmpty();
    assertThat(endErrors(r, 4, 5, 3, 3, 9)).containsExactly(1, 2);
    assertThat(endErrors(r, 4, 0, 3, 1, 9)).containsExactly(0);
    assertThat(endErrors(r.withMatchDeals(2), 2, 4, 4, 4, 4)).containsExactly(0, 1, 2, 3);
  }

  @Test
  @DisplayName(
      "spades: whole matches — dealers rotate, totals and bags carry from deal to deal, each deal starts from them")
  void wholeMatches() {
    for (SpadesRules rules :
        List.of(
            SpadesRules.defaults().withTargetScore(200),
            SpadesRules.defaults().withLefty(true).withBidErrorScoring(true))) {
      SplittableRandom rng = new SplittableRandom(4);
      Match<SpadesState> m = SpadesGame.INSTANCE.newMatch(rules, 3, 4L);
      int[] sc = new int[2];
      int[] err = new int[4];
      for (int k = 1; k <= 40; k++) {
        assertThat(m.dealNumber()).isEqualTo(k);
        assertThat(m.deal().dealer()).isEqualTo((3 + k - 1) % 4);
        assertThat(m.deal().scoresBefore()).containsExactly(sc[0], sc[1]);
        assertThat(SpadesGame.teamTotals(m)).containsExactly(sc[0], sc[1]);
        Match<SpadesState> running = m;
        assertThatThrownBy(running::nextDeal)
            .isInstanceOf(IllegalStateException.class)
            .hasMessageContaining("not over");
        List<Integer> bagsBefore = m.deal().bagsBefore();
        assertThat(SpadesGame.teamBags(m)).isEqualTo(bagsBefore);
        while (!m.deal().isTerminal()) {
          SpadesState d = m.deal();
          List<Action> legal = d.legalActions(d.toMove());
          m = m.apply(d.toMove(), legal.get(rng.nextInt(legal.size()))).get();
        }
        SpadesState d = m.deal();
        sc[0] += d.teamScores().get(0);
        sc[1] += d.teamScores().get(1);
        assertThat(SpadesGame.teamTotals(m)).containsExactly(sc[0], sc[1]);
        assertThat(SpadesGame.teamBags(m)).isEqualTo(d.bagsAfter());
        for (int s = 0; s < 4; s++) {
          err[s] += d.bidError(s);
          assertThat(d.score(s)).isEqualTo(d.teamScores().get(s % 2));
          assertThat(d.utility(s))
              .isEqualTo(d.teamScores().get(s % 2) - d.teamScores().get(1 - s % 2));
          assertThat(m.totals().get(s)).isEqualTo(rules.bidErrorScoring() ? err[s] : sc[s % 2]);
        }
        if (rules.bags()) {
          assertThat(bagsBefore).allMatch(b -> b >= 0 && b <= 9);
        }
        if (m.isOver()) {
          List<Integer> totals =
              rules.bidErrorScoring()
                  ? List.of(err[0], err[1], err[2], err[3])
                  : List.of(sc[0], sc[1], sc[0], sc[1]);
          assertThat(m.winners()).isEqualTo(SpadesMatchPolicy.end(rules, totals, k)).isNotEmpty();
          Match<SpadesState> over = m;
          assertThatThrownBy(over::nextDeal)
              .isInstanceOf(IllegalStateException.class)
              .hasMessageContaining("over");
          break;
        }
        Match<SpadesState> goesOn = m;
        assertThatThrownBy(goesOn::winners).isInstanceOf(IllegalStateException.class);
        m = m.nextDeal();
        assertThat(m.deal().bagsBefore()).isEqualTo(d.bagsAfter());
      }
      if (rules.bidErrorScoring()) {
        assertThat(m.isOver()).isTrue();
        assertThat(m.dealNumber()).isEqualTo(rules.matchDeals());
      }
    }
  }

  @Test
  @DisplayName("spades: a game resumed before a deal starts from that deal's totals and bags")
  void resume() {
    SpadesRules r = SpadesRules.defaults();
    SpadesState d = SpadesState.deal(r, 5, 1, List.of(480, 120), List.of(7, 2), 9L);
    Match<SpadesState> m = Match.resume(policy(r), 2, 9L, d.standing(), 5, 4, d);
    assertThat(SpadesGame.teamTotals(m)).containsExactly(480, 120);
    assertThat(SpadesGame.teamBags(m)).containsExactly(7, 2);
    assertThat(m.dealNumber()).isEqualTo(5);
    assertThat(m.isOver()).isFalse();
    assertThat(m.totals()).containsExactly(480, 120, 480, 120);
    assertThat(d.standing()).containsExactly(480, 120, 480, 120);
  }

  @Test
  @DisplayName(
      "spades §2.3, §6: a match's deal and every seat's view carry the standing before the deal, in both kinds of game")
  void standingBeforeEachDeal() {
    for (SpadesRules rules :
        List.of(
            SpadesRules.defaults().withTargetScore(300),
            SpadesRules.defaults().withRighty(true).withBidErrorScoring(true).withMatchDeals(5))) {
      SplittableRandom rng = new SplittableRandom(17);
      Match<SpadesState> m = SpadesGame.INSTANCE.newMatch(rules, 0, 17L);
      List<Integer> teamTotals = List.of(0, 0);
      int deals = 0;
      while (true) {
        SpadesState d = m.deal();
        List<Integer> before = m.totals();
        assertThat(d.standing()).isEqualTo(before);
        assertThat(d.scoresBefore()).isEqualTo(teamTotals);
        if (!rules.bidErrorScoring()) {
          assertThat(before)
              .containsExactly(
                  teamTotals.get(0), teamTotals.get(1), teamTotals.get(0), teamTotals.get(1));
        }
        while (!d.isTerminal()) {
          for (int p = 0; p < 4; p++) {
            SpadesView v = d.viewFor(p);
            assertThat(v.standing()).isEqualTo(before);
            assertThat(v.scoresBefore()).isEqualTo(teamTotals);
            assertThat(v.bagsBefore()).isEqualTo(d.bagsBefore());
            assertThat(v.dealNumber()).isEqualTo(m.dealNumber());
          }
          List<Action> legal = d.legalActions(d.toMove());
          m = m.applyLegal(d.toMove(), legal.get(rng.nextInt(legal.size())));
          d = m.deal();
        }
        deals++;
        teamTotals = d.scoresAfter();
        if (m.isOver() || deals == 25) {
          break;
        }
        m = m.nextDeal();
      }
      assertThat(deals).isGreaterThan(1);
    }
  }

  @Test
  @DisplayName("spades: the match policy is a value, so equal matches are equal")
  void policyIsAValue() {
    assertThat(policy(SpadesRules.defaults()))
        .isEqualTo(policy(SpadesRules.builder().build()))
        .hasSameHashCodeAs(policy(SpadesRules.builder().build()));
    assertThat(policy(SpadesRules.defaults()))
        .isNotEqualTo(policy(SpadesRules.defaults().withSuicide(true)));
    assertThat(SpadesGame.INSTANCE.newMatch(SpadesRules.defaults(), 1, 5L))
        .isEqualTo(SpadesGame.INSTANCE.newMatch(SpadesRules.builder().build(), 1, 5L));
  }

  /** Four agents playing uniformly random legal actions from their views, from one seed. */
  static List<Agent<SpadesView>> randomAgents(long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    Agent<SpadesView> random = v -> v.legalActions().get(rng.nextInt(v.legalActions().size()));
    return List.of(random, random, random, random);
  }

  static MatchRunner.Result<Match<SpadesState>> runRandom(SpadesRules rules, long seed) {
    return MatchRunner.run(
        SpadesGame.INSTANCE.newMatch(rules, (int) (seed % 4), seed),
        randomAgents(seed),
        MatchRunner.Listener.none(),
        MatchRunner.OnFault.STOP);
  }

  @Test
  @DisplayName(
      "Spades 7 lossScore, SP-E17: every random match ends, the losing team at or below the loss score; without it a random match drifts below zero and runs past the runner's limit")
  void lossScoreEndsRandomMatches() {
    // Without the variant: random bids are set deal after deal, both totals fall for ever and
    // the match never ends (§6.2: no loss at a negative score) — the runner gives up.
    MatchRunner.Result<Match<SpadesState>> endless = runRandom(SpadesRules.defaults(), 1);
    assertThat(endless.stop()).isEqualTo(MatchRunner.Stop.STEP_LIMIT);
    assertThat(endless.match().totals()).allMatch(t -> t < -10_000);
    int deals = 0;
    for (SpadesRules rules :
        List.of(
            SpadesRules.builder().lossScore(-200).build(),
            SpadesRules.builder().lossScore(-350).suicide(true).doubleNilPass(true).build(),
            SpadesRules.builder()
                .lossScore(-1)
                .teamBidLimit(true)
                .doubleNilUnit(true)
                .limit200(true)
                .build())) {
      for (long seed = 1; seed <= 40; seed++) {
        MatchRunner.Result<Match<SpadesState>> r = runRandom(rules, seed);
        assertThat(r.stop()).as("%s seed %d", rules, seed).isEqualTo(MatchRunner.Stop.COMPLETED);
        Match<SpadesState> m = r.match();
        List<Integer> totals = SpadesGame.teamTotals(m);
        int winner = m.winners().get(0) % 2;
        assertThat(m.winners()).containsExactly(winner, winner + 2);
        assertThat(totals.get(winner)).isGreaterThan(totals.get(1 - winner));
        assertThat(
                totals.get(1 - winner) <= rules.lossScore()
                    || totals.get(winner) >= rules.targetScore()
                    || (rules.limit200() && totals.get(winner) >= 200 && totals.get(winner) <= 205)
                    || (rules.suicide() && totals.get(winner) - totals.get(1 - winner) >= 500))
            .as("%s", totals)
            .isTrue();
        deals += m.dealNumber();
      }
    }
    assertThat(deals).isGreaterThan(120);
  }
}
