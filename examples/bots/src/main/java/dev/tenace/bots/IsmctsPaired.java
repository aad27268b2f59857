package dev.tenace.bots;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.game.View;
import dev.tenace.core.game.WorldSampler;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The paired-root search of {@link Ismcts#withPairedRoot} for one trick-play decision: every legal
 * card of the root is played in every sampled world, each followed by a walk down that card's own
 * information-set tree on the world's search cursor and a play-out by the rollout.
 *
 * <p>Below the root a node is the public sequence of cards after the root's card; its children are
 * keyed by card index. At each node the rollout's card in this world is computed first: if it has
 * no child yet it is expanded (the rollout's choice is always the first child tried), else another
 * legal card is expanded at random while the node has fewer than {@code 1 + sqrt(visits)} children,
 * else the child of the best bound {@code mean + C·sqrt(ln(availability)/visits)} among those legal
 * here, plus {@code 1 / (visits + 1)} for the rollout's card (a progressive bias that fades as the
 * statistics grow). A walk stops after one expansion; the rest of the deal is played out by the
 * rollout, and every node on the path adds the utility of the seat that chose its card.
 */
final class IsmctsPaired {
  private IsmctsPaired() {}

  /** A node below the root (or a root card): the card, the seat that chose it, its statistics. */
  static final class Node {
    final int card;
    final int seat;
    int visits;
    int availability;
    double reward;
    private Node[] children = new Node[0];
    private long cards; // the children's cards as bits

    Node(int card, int seat) {
      this.card = card;
      this.seat = seat;
    }

    Node add(int c, int by) {
      Node n = new Node(c, by);
      n.availability = 1;
      children = Arrays.copyOf(children, children.length + 1);
      children[children.length - 1] = n;
      cards |= 1L << c;
      return n;
    }

    /** The children in the order they were expanded. */
    List<Node> children() {
      return List.of(children);
    }

    double mean() {
      return visits == 0 ? 0 : reward / visits;
    }

    @Override
    public String toString() {
      return "card " + card + " by " + seat + ": " + visits + "/" + availability + " " + mean();
    }
  }

  /**
   * The decision of {@code bot} for {@code view}, or null when the paired root does not apply (the
   * legal actions are not all cards, the rollout does not play on cursors, a world has no cursor).
   */
  static Action choose(View<?> view, List<Action> legal, Ismcts bot, SplittableRandom rng) {
    Node[] roots = search(view, legal, bot, rng);
    if (roots == null) {
      return null;
    }
    int best = 0;
    for (int i = 1; i < roots.length; i++) {
      if (roots[i].mean() > roots[best].mean()) {
        best = i;
      }
    }
    return legal.get(best);
  }

  /** The root cards' nodes in the order of {@code legal} after the search, or null. */
  static <S extends GameState<S, ?>> Node[] search(
      View<S> view, List<Action> legal, Ismcts bot, SplittableRandom rng) {
    if (!(bot.rollout() instanceof CursorRollout)) {
      return null;
    }
    Action[] actions = legal.toArray(new Action[0]);
    long playable = TrickPlayer.playable(actions);
    if (Long.bitCount(playable) != actions.length) {
      return null;
    }
    return new Run<>(view, actions, bot, rng).run();
  }

  /** One decision's search state. */
  private static final class Run<S extends GameState<S, ?>> {
    private final View<S> view;
    private final int[] index;
    private final Ismcts bot;
    private final CursorRollout rollout;
    private final SplittableRandom rng;
    private final Node[] roots;
    private final double[] utilities;
    private Node[] path = new Node[64];
    private double low = Double.POSITIVE_INFINITY;
    private double high = Double.NEGATIVE_INFINITY;

    Run(View<S> view, Action[] actions, Ismcts bot, SplittableRandom rng) {
      this.view = view;
      this.index = TrickPlayer.cardIndices(actions);
      this.bot = bot;
      this.rollout = (CursorRollout) bot.rollout();
      this.rng = rng;
      this.roots = new Node[actions.length];
      for (int i = 0; i < roots.length; i++) {
        roots[i] = new Node(index[i], view.seat());
      }
      this.utilities = new double[view.players()];
    }

    Node[] run() {
      WorldSampler<S> worlds = view.sampler();
      long budget = bot.budgetNanos();
      int maxWorlds =
          budget == 0 ? Math.max(1, bot.maxIterations() / roots.length) : Integer.MAX_VALUE;
      long start = budget == 0 ? 0 : Ismcts.now(bot.cpuTime());
      SearchCursor<S> c = null;
      int w = 0;
      do {
        S world = worlds.sample(rng);
        if (c == null || !c.resetTo(world)) {
          c = world.cursor().orElse(null);
          if (c == null) {
            return null;
          }
        }
        for (Node root : roots) {
          c.play(root.card);
          iterate(world, c, root);
          c.undoAll();
        }
        w++;
      } while (w < maxWorlds
          && (budget == 0 || Ismcts.now(bot.cpuTime()) - start < budget)
          && (long) w * roots.length < Ismcts.MAX_ITERATIONS);
      return roots;
    }

    /** One walk below {@code root} (already played on {@code c}), play-out, back-propagation. */
    private void iterate(S world, SearchCursor<S> c, Node root) {
      root.availability++;
      Node n = root;
      path[0] = root;
      int depth = 1;
      while (!c.isOver()) {
        long legal = c.legalBits();
        int seat = c.toMove();
        int preferred =
            Long.bitCount(legal) == 1
                ? Long.numberOfTrailingZeros(legal)
                : rollout.card(world, c, seat, legal, rng);
        boolean policy = bot.policyOthers() && seat != view.seat();
        Node next = policy ? follow(n, seat, legal, preferred) : step(n, seat, legal, preferred);
        c.play(next.card);
        if (depth == path.length) {
          path = Arrays.copyOf(path, 2 * depth);
        }
        path[depth++] = next;
        n = next;
        if (n.visits == 0 && !policy) {
          break; // just expanded: every node is visited in the iteration that makes it
        }
      }
      Pimc.playOut(world, c, rng, rollout);
      if (c.isTerminal()) {
        for (int p = 0; p < utilities.length; p++) {
          utilities[p] = c.utility(p);
        }
      } else {
        S end = Pimc.playOut(c.toState(), rng, bot.rollout());
        for (int p = 0; p < utilities.length; p++) {
          utilities[p] = end.utility(p);
        }
      }
      for (double u : utilities) {
        low = Math.min(low, u);
        high = Math.max(high, u);
      }
      for (int i = 0; i < depth; i++) {
        Node x = path[i];
        x.visits++;
        x.reward += utilities[x.seat];
      }
    }

    /**
     * Every child of {@code n} whose card is in {@code legal} gains one availability (it could have
     * been chosen in this world); the child of card {@code preferred}, or null if it has none.
     */
    private static Node available(Node n, long legal, int preferred) {
      Node mine = null;
      for (Node ch : n.children) {
        if ((legal >>> ch.card & 1) != 0) {
          ch.availability++;
          if (ch.card == preferred) {
            mine = ch;
          }
        }
      }
      return mine;
    }

    /** The child of the rollout's card, made if new: another seat's card under the policy. */
    private Node follow(Node n, int seat, long legal, int preferred) {
      Node mine = available(n, legal, preferred);
      return mine != null ? mine : n.add(preferred, seat);
    }

    /**
     * The child to move to: the rollout's card when it has no child, else a new random legal card
     * while the node may widen, else the best bound among the legal children. Every existing child
     * legal here gains one availability.
     */
    private Node step(Node n, int seat, long legal, int preferred) {
      Node mine = available(n, legal, preferred);
      if (mine == null) {
        return n.add(preferred, seat);
      }
      long untried = legal & ~n.cards;
      if (untried != 0 && n.children.length < 1 + (int) Math.sqrt(n.visits)) {
        int k = rng.nextInt(Long.bitCount(untried));
        for (int j = 0; j < k; j++) {
          untried &= untried - 1;
        }
        return n.add(Long.numberOfTrailingZeros(untried), seat);
      }
      double range = high - low;
      double c = bot.exploration();
      Node best = mine;
      double bestBound = Double.NEGATIVE_INFINITY;
      for (Node ch : n.children) {
        if ((legal >>> ch.card & 1) == 0) {
          continue;
        }
        double mean = range > 0 ? (ch.mean() - low) / range : 0.5;
        double bound = mean + c * Math.sqrt(Math.log(ch.availability) / ch.visits);
        if (ch == mine) {
          bound += 1.0 / (ch.visits + 1);
        }
        if (bound > bestBound) {
          best = ch;
          bestBound = bound;
        }
      }
      return best;
    }
  }
}
