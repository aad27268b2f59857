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
import dev.tenace.hearts.HeartsAction;
import dev.tenace.hearts.HeartsGame;
import dev.tenace.hearts.HeartsRules;
import dev.tenace.hearts.HeartsState;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * SO-ISMCTS (Cowling, Powley and Whitehouse 2012): legal in every game, preset and phase,
 * reproducible by seed and iteration count, the tree's statistics as the algorithm defines them,
 * stronger than random play, and its settings and names checked.
 */
class IsmctsTest {

  /**
   * Positions of random deals of {@code rules}, every step, with each seat that may act there (more
   * than one in a simultaneous phase such as a Hearts pass).
   */
  static <S extends GameState<S, ?>> List<View<?>> views(
      GameDefinition<?, S, ?> g, Object rules, int deals, long seed) {
    List<View<?>> out = new ArrayList<>();
    SplittableRandom rng = new SplittableRandom(seed);
    for (int d = 0; d < deals; d++) {
      S s = deal(g, rules, d, seed + d);
      while (!s.isTerminal()) {
        for (int seat = 0; seat < s.players(); seat++) {
          if (s.canAct(seat)) {
            out.add(s.viewFor(seat));
          }
        }
        List<Action> legal = s.legalActions();
        s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
      }
    }
    return out;
  }

  @SuppressWarnings("unchecked") // the rules come from the same definition's presets
  private static <R, S extends GameState<S, ?>> S deal(
      GameDefinition<R, S, ?> g, Object rules, int d, long seed) {
    R r = (R) rules;
    return g.newDeal(r, d % g.players(r), seed);
  }

  /**
   * A Hearts position of random play after the first trick where the seat to move leads a trick and
   * has at least four legal cards.
   */
  static HeartsState leadInTrickPlay(long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    for (long d = seed; ; d++) {
      HeartsState s = HeartsState.deal(HeartsRules.defaults(), 0, d);
      while (!s.isTerminal()) {
        if (s.tricks().isPresent()
            && s.tricks().get().completed().size() >= 2
            && s.tricks().get().current().isEmpty()
            && s.legalActions().size() >= 4) {
          return s;
        }
        List<Action> legal = s.legalActions();
        s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
      }
    }
  }

  @Test
  @DisplayName(
      "legality: in every game and preset, every phase and every seat that may act, the choice is one of the view's legal actions")
  void legalEverywhere() {
    int checked = 0;
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      for (Map.Entry<String, ?> preset : g.presets().entrySet()) {
        checked += legalIn(g, preset.getKey(), preset.getValue());
      }
    }
    assertThat(checked).as("decisions checked").isGreaterThan(300);
  }

  private static <S extends GameState<S, ?>> int legalIn(
      GameDefinition<?, S, ?> g, String preset, Object rules) {
    List<View<?>> all = views(g, rules, 2, 77L);
    Ismcts bot = Ismcts.withIterations(25, 3L);
    Ismcts heuristicRollouts = Ismcts.forGame(g.name(), 10, 4L);
    int checked = 0;
    // every 5th position (and every position with several seats to act) keeps the test short
    for (int i = 0; i < all.size(); i++) {
      View<?> v = all.get(i);
      if (i % 5 != 0 && v.seat() == v.toMove()) {
        continue;
      }
      assertThat(v.legalActions())
          .as("%s %s seat %d", g.name(), preset, v.seat())
          .contains(bot.act(v), heuristicRollouts.act(v));
      checked++;
    }
    return checked;
  }

  @Test
  @DisplayName(
      "determinism: the same seed and iteration budget give the same choices, decision by decision")
  void sameSeedSameChoices() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      List<View<?>> vs = views(g, g.defaultRules(), 1, 5L);
      Ismcts a = Ismcts.forGame(g.name(), 40, 9L);
      Ismcts b = Ismcts.forGame(g.name(), 40, 9L);
      List<Action> first = new ArrayList<>();
      List<Action> second = new ArrayList<>();
      for (View<?> v : vs.subList(0, Math.min(25, vs.size()))) {
        first.add(a.act(v));
        second.add(b.act(v));
      }
      assertThat(second).as(g.name()).isEqualTo(first);
      assertThat(Bots.create("ismcts:40", g.name(), 9L).act(vs.get(0)))
          .as("%s: the registry's ismcts:40 is forGame's", g.name())
          .isEqualTo(Ismcts.forGame(g.name(), 40, 9L).act(vs.get(0)));
    }
  }

  @Test
  @DisplayName(
      "the tree: root visits are the iterations; a child's availability counts the iterations its action was legal, not its parent's visits")
  void treeStatistics() {
    // a seat leads a trick: the opponents' replies depend on hidden cards
    HeartsState s = leadInTrickPlay(12L);
    View<?> v = s.viewFor(s.toMove());
    int iterations = 400;
    IsmctsNode root = Ismcts.withIterations(iterations, 1L).search(v);
    assertThat(root.visits).isEqualTo(iterations);
    int sum = 0;
    boolean someLessAvailable = false;
    for (IsmctsNode c : root.children()) {
      sum += c.visits;
      assertThat(c.seat).isEqualTo(v.seat());
      // at the root every action is always available: from its creation on
      assertThat(c.availability).isGreaterThanOrEqualTo(c.visits).isLessThanOrEqualTo(iterations);
      int below = 0;
      for (IsmctsNode g : c.children()) {
        below += g.visits;
        assertThat(g.availability).isGreaterThanOrEqualTo(g.visits).isLessThanOrEqualTo(c.visits);
        assertThat(g.seat).isEqualTo((v.seat() + 1) % 4);
        someLessAvailable |= g.availability < c.visits - 1;
      }
      // the child's first visit ended in its own play-out; every later one went below
      assertThat(below).isEqualTo(c.visits - 1);
    }
    assertThat(sum).isEqualTo(iterations);
    assertThat(root.children()).hasSize(v.legalActions().size());
    assertThat(someLessAvailable)
        .as("a reply that is legal only in some worlds is available less often than it could be")
        .isTrue();
  }

  @Test
  @DisplayName(
      "in a simultaneous phase the root is the viewing seat, even when another seat is first to choose")
  void simultaneousPassRootIsTheViewer() {
    HeartsState s = HeartsState.deal(HeartsRules.defaults(), 0, 21L);
    int other = (s.toMove() + 2) % 4;
    assertThat(s.canAct(other)).isTrue();
    View<?> v = s.viewFor(other);
    IsmctsNode root = Ismcts.withIterations(60, 2L).search(v);
    assertThat(root.children()).isNotEmpty();
    for (IsmctsNode c : root.children()) {
      assertThat(c.seat).isEqualTo(other);
      assertThat(c.action).isInstanceOf(HeartsAction.Pass.class);
    }
  }

  @Test
  @DisplayName(
      "sanity: ismcts:60 with random play-outs takes clearly fewer Hearts points than the random seats, over 300 seeded deals")
  void beatsRandomInHearts() {
    int deals = 300;
    double[] diff = new double[deals];
    for (int d = 0; d < deals; d++) {
      List<Agent<View<?>>> agents = new ArrayList<>();
      agents.add(Ismcts.withIterations(60, d));
      for (int s = 1; s < 4; s++) {
        agents.add(new RandomBot(1000L * d + s));
      }
      MatchRunner.Result<HeartsState> r =
          MatchRunner.playDeal(
              HeartsGame.INSTANCE.newDeal(HeartsRules.defaults(), d % 4, 9000L + d),
              agents,
              MatchRunner.Listener.none(),
              MatchRunner.OnFault.STOP);
      assertThat(r.faults()).isEmpty();
      HeartsState end = r.match();
      diff[d] = end.score(0) - (end.score(1) + end.score(2) + end.score(3)) / 3.0;
    }
    double mean = 0;
    for (double x : diff) {
      mean += x;
    }
    mean /= deals;
    double var = 0;
    for (double x : diff) {
      var += (x - mean) * (x - mean);
    }
    double se = Math.sqrt(var / (deals - 1) / deals);
    // lower is better in Hearts: the whole 99.99% interval (3.9 standard errors) below zero
    assertThat(mean + 3.9 * se)
        .as("ismcts minus random, points per deal: mean %.2f, standard error %.2f", mean, se)
        .isNegative();
  }

  @Test
  @DisplayName(
      "a time budget searches at least its time, at least one iteration, and chooses legally")
  void timeBudget() {
    View<?> v = leadInTrickPlay(3L).viewFor(leadInTrickPlay(3L).toMove());
    Ismcts t = Ismcts.withTimeBudget(Duration.ofMillis(20), 1L);
    long start = System.nanoTime();
    Action a = t.act(v);
    assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(20_000_000L);
    assertThat(v.legalActions()).contains(a);
    assertThat(t.timeBudget()).isEqualTo(Duration.ofMillis(20));
    assertThat(t).hasToString("ismcts:20ms");
    assertThat(Ismcts.withIterations(5, 1L)).hasToString("ismcts:5");
    assertThat(Ismcts.withIterations(5, 1L).timeBudget()).isEqualTo(Duration.ZERO);
    Pimc p = Pimc.forGame("hearts", Duration.ofMillis(20), 1L);
    start = System.nanoTime();
    assertThat(v.legalActions()).contains(p.act(v));
    assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(20_000_000L);
    assertThat(p).hasToString("pimc:20ms");
    assertThat(p.timeBudget()).isEqualTo(Duration.ofMillis(20));
    assertThat(Pimc.forGame("hearts", 3, 1L).timeBudget()).isEqualTo(Duration.ZERO);
  }

  @Test
  @DisplayName(
      "settings: the knobs are kept, copies keep the others, bad values are refused with the value")
  void settings() {
    Ismcts a = Ismcts.withIterations(12, 1L);
    assertThat(a.iterations()).isEqualTo(12);
    assertThat(a.exploration()).isEqualTo(Ismcts.DEFAULT_EXPLORATION);
    HeartsHeuristic h = new HeartsHeuristic();
    Ismcts b = a.withExploration(1.5).withRollout(h);
    assertThat(b.exploration()).isEqualTo(1.5);
    assertThat(b.rollout()).isSameAs(h);
    assertThat(b.iterations()).isEqualTo(12);
    assertThat(a.exploration()).as("the original is unchanged").isEqualTo(0.7);
    assertThatThrownBy(() -> Ismcts.withIterations(0, 1L))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("iterations must be 1..1000000 but was 0");
    assertThatThrownBy(() -> Ismcts.withIterations(1_000_001, 1L))
        .hasMessage("iterations must be 1..1000000 but was 1000001");
    assertThatThrownBy(() -> a.withExploration(-0.1))
        .hasMessage("the exploration constant must be a finite number >= 0 but was -0.1");
    assertThatThrownBy(() -> a.withExploration(Double.NaN)).hasMessageContaining("but was NaN");
    assertThatThrownBy(() -> a.withExploration(Double.POSITIVE_INFINITY))
        .hasMessageContaining("but was Infinity");
    assertThatThrownBy(() -> a.withRollout(null)).hasMessage("rollout is null");
    assertThatThrownBy(() -> Ismcts.withTimeBudget(Duration.ofNanos(999_999), 1L))
        .hasMessage("the time budget must be 1..60000 ms but was 0 ms");
    assertThatThrownBy(() -> Ismcts.withTimeBudget(Duration.ofSeconds(61), 1L))
        .hasMessage("the time budget must be 1..60000 ms but was 61000 ms");
    assertThatThrownBy(() -> Pimc.withTimeBudget(Duration.ZERO, 1L, Pimc.Rollout.random()))
        .hasMessage("the time budget must be 1..60000 ms but was 0 ms");
    assertThatThrownBy(() -> Ismcts.withTimeBudget(null, 1L)).hasMessage("budget is null");
    HeartsState lead = leadInTrickPlay(3L);
    View<?> notMyTurn = lead.viewFor((lead.toMove() + 1) % 4);
    assertThat(notMyTurn.legalActions()).isEmpty();
    assertThatThrownBy(() -> a.act(notMyTurn))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "seat " + notMyTurn.seat() + " has no legal action in this view: it may not act now");
  }

  @Test
  @DisplayName("names: ismcts, ismcts:N and ismcts:Tms, pimc:Tms; bad arguments name the spec")
  void names() {
    assertThat(Bots.create("ismcts", "hearts", 1)).hasToString("ismcts:1000");
    assertThat(Bots.create(" ISMCTS:250 ", "spades", 1)).hasToString("ismcts:250");
    assertThat(Bots.create("ismcts:5ms", "sheepshead", 1)).hasToString("ismcts:5ms");
    assertThat(Bots.create("pimc:7ms", "suitability", 1)).hasToString("pimc:7ms");
    assertThat(((Ismcts) Bots.create("ismcts:3", "hearts", 1)).rollout())
        .as("the command line's ismcts plays out with the game's heuristic, as pimc does")
        .isInstanceOf(HeartsHeuristic.class);
    assertThatThrownBy(() -> Bots.create("ismcts:0", "hearts", 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("bot 'ismcts:0': the iteration count must be 1..1000000");
    assertThatThrownBy(() -> Bots.create("ismcts:1000001", "hearts", 1))
        .hasMessage("bot 'ismcts:1000001': the iteration count must be 1..1000000");
    assertThatThrownBy(() -> Bots.create("ismcts:lots", "hearts", 1))
        .hasMessage(
            "bot 'ismcts:lots': the argument must be an iteration count 1..1000000 or a time budget 1ms..60000ms");
    assertThatThrownBy(() -> Bots.create("ismcts:5s", "hearts", 1))
        .hasMessageStartingWith("bot 'ismcts:5s': the argument must be");
    for (String bad : List.of("0ms", "60001ms", "ms", "-5ms", "1.5ms", "99999999999ms")) {
      assertThatThrownBy(() -> Bots.create("ismcts:" + bad, "hearts", 1))
          .as(bad)
          .hasMessage(
              "bot 'ismcts:"
                  + bad
                  + "': the time budget must be a whole number of milliseconds 1..60000, as in ismcts:5ms");
      assertThatThrownBy(() -> Bots.create("pimc:" + bad, "hearts", 1))
          .as(bad)
          .hasMessage(
              "bot 'pimc:"
                  + bad
                  + "': the time budget must be a whole number of milliseconds 1..60000, as in pimc:5ms");
    }
  }
}
