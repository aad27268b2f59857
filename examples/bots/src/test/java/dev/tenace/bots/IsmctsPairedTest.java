package dev.tenace.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.game.View;
import dev.tenace.hearts.HeartsState;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The paired root of {@link Ismcts#withPairedRoot} and the CPU-time budgets: every root card is
 * played in every world, the rollout's card is the first tried below the root and widening is
 * bounded, the decision is the best mean, the same seed repeats it, and the command line's names.
 */
class IsmctsPairedTest {
  private static final HeartsHeuristic HEURISTIC = new HeartsHeuristic();

  private static View<?> leadView(long seed) {
    HeartsState s = IsmctsTest.leadInTrickPlay(seed);
    return s.viewFor(s.toMove());
  }

  @Test
  @DisplayName(
      "paired root: each legal card is played out in every sampled world, N / (legal cards) worlds, and the decision is the card of the best mean")
  void everyCardInEveryWorld() {
    View<?> v = leadView(12L);
    List<Action> legal = v.legalActions();
    int worlds = 30;
    Ismcts bot =
        Ismcts.withIterations(worlds * legal.size() + legal.size() - 1, 5L)
            .withRollout(HEURISTIC)
            .withPairedRoot(true);
    IsmctsPaired.Node[] roots = IsmctsPaired.search(v, legal, bot, new SplittableRandom(5L));
    assertThat(roots).hasSize(legal.size());
    int best = 0;
    for (int i = 0; i < roots.length; i++) {
      assertThat(roots[i].visits).as("root card %d", i).isEqualTo(worlds);
      assertThat(roots[i].availability).isEqualTo(worlds);
      assertThat(roots[i].seat).isEqualTo(v.seat());
      assertThat(v.actionFor(Card.ofIndex(roots[i].card))).contains(legal.get(i));
      if (roots[i].mean() > roots[best].mean()) {
        best = i;
      }
    }
    assertThat(bot.act(v)).isEqualTo(legal.get(best));
    assertThat(Ismcts.withIterations(5, 5L).withRollout(HEURISTIC).pairedRoot()).isFalse();
    assertThat(bot.pairedRoot()).isTrue();
  }

  @Test
  @DisplayName(
      "paired root: below the root the rollout's card is tried first, and the visits add up")
  void rolloutFirstAndBoundedWidening() {
    View<?> v = leadView(21L);
    List<Action> legal = v.legalActions();
    List<Integer> firstReplies = new ArrayList<>();
    // a rollout that is the heuristic but remembers its card at the first reply of each walk
    CursorRollout recording =
        new CursorRollout() {
          @Override
          public int card(
              GameState<?, ?> world,
              SearchCursor<?> c,
              int seat,
              long legalBits,
              SplittableRandom rng) {
            int card = HEURISTIC.card(world, c, seat, legalBits, rng);
            if (c.depth() == 1) {
              firstReplies.add(card);
            }
            return card;
          }
        };
    Ismcts bot =
        Ismcts.withIterations(400, 9L).withRollout(new Both(recording)).withPairedRoot(true);
    IsmctsPaired.Node[] roots = IsmctsPaired.search(v, legal, bot, new SplittableRandom(9L));
    assertThat(firstReplies).isNotEmpty();
    int checked = 0;
    for (IsmctsPaired.Node root : roots) {
      checked += check(root);
    }
    assertThat(checked).as("nodes below the roots").isGreaterThan(legal.size());
    // the first walk below the first root card expands the recorded card of that walk
    assertThat(roots[0].children().get(0).card).isEqualTo(firstReplies.get(0));
    assertThat(roots[0].children().get(0).seat).isEqualTo((v.seat() + 1) % 4);
  }

  @Test
  @DisplayName(
      "paired root with the other seats left to the rollout: below the root another seat's card is the rollout's card in that world (or forced), while the seat's own later cards widen")
  void policyOthers() {
    View<?> v = leadView(21L);
    List<Action> legal = v.legalActions();
    double[] policy = otherSeatsMatch(v, true);
    double[] tree = otherSeatsMatch(v, false);
    // a card the rollout never chose at that depth is a forced one (not asked) or an expansion
    assertThat(policy[0]).as("other seats' nodes as the rollout chose").isGreaterThan(0.97);
    // the tree widens the other seats' nodes by the bound too, the policy only across worlds
    assertThat(policy[3]).as("children per other seat's node").isLessThan(tree[3]);
    assertThat(policy[1]).as("other seats' nodes").isGreaterThan(legal.size());
    assertThat(policy[2]).as("own nodes that widened").isPositive();
    Ismcts bot = Ismcts.withIterations(10, 1L);
    assertThat(bot.policyOthers()).isFalse();
    assertThat(bot.withPolicyOthers(true).policyOthers()).isTrue();
  }

  /**
   * The share of the other seats' nodes whose card the rollout chose at their depth, their count,
   * the own nodes with two or more children and the mean children of a node whose children are
   * other seats' cards, after a search with or without the policy.
   */
  private static double[] otherSeatsMatch(View<?> v, boolean others) {
    Set<Long> chosen = new HashSet<>(); // (cursor depth, card) the rollout chose for another seat
    CursorRollout recording =
        (world, c, seat, legalBits, rng) -> {
          int card = HEURISTIC.card(world, c, seat, legalBits, rng);
          if (seat != v.seat()) {
            chosen.add((long) c.depth() << 8 | card);
          }
          return card;
        };
    Ismcts bot =
        Ismcts.withIterations(2000, 9L)
            .withRollout(new Both(recording))
            .withPairedRoot(true)
            .withPolicyOthers(others);
    IsmctsPaired.Node[] roots =
        IsmctsPaired.search(v, v.legalActions(), bot, new SplittableRandom(9L));
    // other seats' nodes, of which as chosen; own nodes that widened; other seats' parents
    int[] counts = new int[4];
    for (IsmctsPaired.Node root : roots) {
      check(root);
      count(root, 1, v.seat(), chosen, counts);
    }
    return new double[] {
      counts[1] / (double) counts[0], counts[0], counts[2], counts[0] / (double) counts[3]
    };
  }

  private static void count(
      IsmctsPaired.Node n, int depth, int me, Set<Long> chosen, int[] counts) {
    int own = 0;
    int others = 0;
    for (IsmctsPaired.Node c : n.children()) {
      if (c.seat != me) {
        counts[0]++;
        others++;
        counts[1] += chosen.contains((long) depth << 8 | c.card) ? 1 : 0;
      } else {
        own++;
      }
      count(c, depth + 1, me, chosen, counts);
    }
    counts[2] += own >= 2 ? 1 : 0;
    counts[3] += others > 0 ? 1 : 0;
  }

  @Test
  @DisplayName(
      "ismcts by name takes the exploration constant the game's heuristic names: 0.25 in Hearts and Sheepshead, the default 0.7 elsewhere")
  void explorationPerGame() {
    for (String spec : List.of("ismcts", "ismcts:50", "ismcts:5ms", "ismcts:5ms-cpu")) {
      for (String game : List.of("hearts", "sheepshead", "spades", "suitability")) {
        Ismcts bot = (Ismcts) Bots.create(spec, game, 1L);
        double c = Bots.heuristic(game).isPresent() ? Bots.exploration(game) : -1;
        assertThat(bot.exploration()).as("%s in %s", spec, game).isEqualTo(c);
        assertThat(bot.pairedRoot()).isTrue();
        assertThat(bot.rollout()).isInstanceOf(GameHeuristic.class);
      }
    }
    assertThat(new HeartsHeuristic().searchExploration()).isEqualTo(0.25);
    assertThat(new SheepsheadHeuristic().searchExploration()).isEqualTo(0.25);
    assertThat(new SpadesHeuristic().searchExploration()).isEqualTo(Ismcts.DEFAULT_EXPLORATION);
    assertThat(new SuitabilityHeuristic().searchExploration())
        .isEqualTo(Ismcts.DEFAULT_EXPLORATION);
    // the same seed and exploration repeat a decision made by name or by hand
    View<?> v = leadView(33L);
    assertThat(Ismcts.forGame("hearts", 120, 4L).act(v))
        .isEqualTo(
            Ismcts.withIterations(120, 4L)
                .withRollout(new HeartsHeuristic())
                .withPairedRoot(true)
                .withExploration(0.25)
                .act(v));
  }

  /** Checks a node's subtree; the number of nodes below it. */
  private static int check(IsmctsPaired.Node n) {
    List<IsmctsPaired.Node> ch = n.children();
    if (ch.isEmpty()) {
      return 0;
    }
    int below = 0;
    int visits = 0;
    for (IsmctsPaired.Node c : ch) {
      assertThat(c.visits).isPositive();
      assertThat(c.availability).isGreaterThanOrEqualTo(c.visits);
      visits += c.visits;
      below += 1 + check(c);
    }
    // every visit but the one that created the node (its walk stopped there) went below it
    assertThat(visits).as("visits below %s", n).isBetween(n.visits - 1, n.visits);
    return below;
  }

  /** A rollout on states and cursors that plays the cursor card of {@code c} on states too. */
  private record Both(CursorRollout c) implements Pimc.Rollout, CursorRollout {
    @Override
    public Action choose(
        GameState<?, ?> world, int seat, List<Action> legal, SplittableRandom rng) {
      return HEURISTIC.choose(world, seat, legal, rng);
    }

    @Override
    public int card(
        GameState<?, ?> world, SearchCursor<?> cur, int seat, long legal, SplittableRandom rng) {
      return c.card(world, cur, seat, legal, rng);
    }
  }

  @Test
  @DisplayName(
      "paired root: the same seed gives the same choices; a rollout that is not a CursorRollout falls back to the classic tree")
  void reproducibleAndFallback() {
    for (long seed = 1; seed <= 4; seed++) {
      View<?> v = leadView(30 + seed);
      Action a = Ismcts.forGame("hearts", 120, seed).act(v);
      assertThat(Ismcts.forGame("hearts", 120, seed).act(v)).isEqualTo(a);
      assertThat(v.legalActions()).contains(a);
    }
    Pimc.Rollout statesOnly = (world, seat, legal, rng) -> legal.get(0);
    View<?> v = leadView(40L);
    Ismcts plain = Ismcts.withIterations(60, 3L).withRollout(statesOnly);
    assertThat(
            IsmctsPaired.search(
                v, v.legalActions(), plain.withPairedRoot(true), new SplittableRandom(3)))
        .isNull();
    assertThat(plain.withPairedRoot(true).act(v)).isEqualTo(plain.act(v));
  }

  @Test
  @DisplayName(
      "CPU-time budgets: ismcts:Tms-cpu and pimc:Tms-cpu spend at least T ms of the thread's CPU, name themselves, and bad values name the spec")
  void cpuBudgets() {
    View<?> v = leadView(3L);
    var mx = java.lang.management.ManagementFactory.getThreadMXBean();
    for (String spec : List.of("ismcts:15ms-cpu", "pimc:15ms-cpu")) {
      var bot = Bots.create(spec, "hearts", 1L);
      assertThat(bot).hasToString(spec);
      long cpu = mx.getCurrentThreadCpuTime();
      assertThat(v.legalActions()).contains(bot.act(v));
      assertThat(mx.getCurrentThreadCpuTime() - cpu).as(spec).isGreaterThanOrEqualTo(15_000_000L);
    }
    Ismcts i = (Ismcts) Bots.create("ISMCTS:5MS-CPU", "spades", 1L);
    assertThat(i.cpuTime()).isTrue();
    assertThat(i.pairedRoot()).isTrue();
    assertThat(i.timeBudget()).isEqualTo(Duration.ofMillis(5));
    assertThat(((Pimc) Bots.create("pimc:5ms-cpu", "spades", 1L)).cpuTime()).isTrue();
    assertThat(((Pimc) Bots.create("pimc:5ms", "spades", 1L)).cpuTime()).isFalse();
    assertThat(Ismcts.withCpuBudget(Duration.ofMillis(2), 1L)).hasToString("ismcts:2ms-cpu");
    for (String bad : List.of("0ms-cpu", "60001ms-cpu", "ms-cpu", "x5ms-cpu")) {
      assertThatThrownBy(() -> Bots.create("ismcts:" + bad, "hearts", 1))
          .as(bad)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage(
              "bot 'ismcts:"
                  + bad
                  + "': the CPU-time budget must be a whole number of milliseconds 1..60000, as in ismcts:5ms-cpu");
    }
    assertThatThrownBy(() -> Pimc.withCpuBudget(Duration.ZERO, 1L, Pimc.Rollout.random()))
        .hasMessage("the time budget must be 1..60000 ms but was 0 ms");
  }
}
