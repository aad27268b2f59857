package dev.tenace.bots;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.game.View;
import dev.tenace.core.game.WorldSampler;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One decision's tree search for {@link Ismcts}: the tree, the scale of the utilities seen so far,
 * and one iteration at a time.
 *
 * <p>Implementation notes. The root's actions are the view's legal actions: in a simultaneous phase
 * (a Hearts pass) the deciding seat may not be the state's {@code toMove()}, so the root is always
 * the view's seat. Below the root each node's seat is the world's {@code toMove()}, and a world's
 * legal actions decide which children are available. A node is also made for a forced action (one
 * legal action): whether an action is forced depends on the hidden cards, so eliding it would make
 * the same node mean different seats' choices in different worlds.
 *
 * @param <S> the game's state type
 */
final class IsmctsSearch<S extends GameState<S, ?>> {
  private final View<S> view;
  private final WorldSampler<S> worlds;
  private final List<Action> rootLegal;
  private final double exploration;
  private final Pimc.Rollout rollout;
  private final CursorRollout cursorRollout; // the rollout itself when it plays on cursors, or null
  private final double[] utilities; // of the last play-out, by seat
  private final SplittableRandom rng;
  private final IsmctsNode root;
  private final IsmctsNode[] path = new IsmctsNode[512];
  private int[] untried = new int[64];
  private double low = Double.POSITIVE_INFINITY;
  private double high = Double.NEGATIVE_INFINITY;

  IsmctsSearch(
      View<S> view,
      List<Action> rootLegal,
      double exploration,
      Pimc.Rollout rollout,
      SplittableRandom rng) {
    this.view = view;
    this.worlds = view.sampler();
    this.rootLegal = rootLegal;
    this.exploration = exploration;
    this.rollout = rollout;
    this.cursorRollout = rollout instanceof CursorRollout r ? r : null;
    this.utilities = new double[view.players()];
    this.rng = rng;
    this.root = new IsmctsNode(null, view.seat());
  }

  IsmctsNode root() {
    return root;
  }

  /** One iteration: determinize, select, expand, play out, back-propagate. */
  void iterate() {
    S s = worlds.sample(rng);
    IsmctsNode node = root;
    int depth = 0;
    boolean expanded = false;
    while (!s.isTerminal()) {
      int seat = node == root ? view.seat() : s.toMove();
      List<Action> legal = node == root ? rootLegal : s.legalActions(seat);
      IsmctsNode next = step(node, seat, legal);
      if (next == null) {
        break;
      }
      if (next.visits == 0 && next.availability == 0) {
        next.availability = 1; // just added: available in this iteration
        expanded = true;
      }
      s = s.applyLegal(seat, next.action);
      path[depth++] = next;
      node = next;
      if (expanded) {
        break;
      }
    }
    playOut(s);
    for (int p = 0; p < s.players(); p++) {
      double u = utilities[p];
      low = Math.min(low, u);
      high = Math.max(high, u);
    }
    root.visits++;
    for (int i = 0; i < depth; i++) {
      IsmctsNode n = path[i];
      n.visits++;
      n.reward += utilities[n.seat];
    }
  }

  /**
   * Plays the deal out from {@code start} into {@link #utilities}: on states until trick play
   * begins, then on a cursor when the rollout plays on cursors (the same choices and random draws
   * as on states, as in {@link Pimc}), and on the state again for a choice left after the last
   * trick.
   */
  private void playOut(S start) {
    S s = start;
    while (!s.isTerminal()) {
      SearchCursor<S> c = cursorRollout == null ? null : s.cursor().orElse(null);
      if (c != null) {
        Pimc.playOut(s, c, rng, cursorRollout);
        if (c.isTerminal()) {
          for (int p = 0; p < utilities.length; p++) {
            utilities[p] = c.utility(p);
          }
          return;
        }
        s = c.toState();
        continue;
      }
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      s =
          s.applyLegal(
              seat, legal.size() == 1 ? legal.get(0) : rollout.choose(s, seat, legal, rng));
    }
    for (int p = 0; p < utilities.length; p++) {
      utilities[p] = s.utility(p);
    }
  }

  /**
   * The child to move to from {@code node} in this world: a new child for a random untried action
   * if there is one, else the best bound among the children legal here. Every existing child legal
   * here gains one availability.
   */
  private IsmctsNode step(IsmctsNode node, int seat, List<Action> legal) {
    int n = legal.size();
    if (untried.length < n) {
      untried = new int[Math.max(n, 2 * untried.length)];
    }
    int tried = 0;
    int open = 0;
    for (int i = 0; i < n; i++) {
      IsmctsNode c = node.child(legal.get(i));
      if (c == null) {
        untried[open++] = i;
      } else {
        c.availability++;
        tried++;
      }
    }
    if (open > 0) {
      return node.add(legal.get(untried[rng.nextInt(open)]), seat);
    }
    if (tried == 0) {
      return null;
    }
    double range = high - low;
    IsmctsNode best = null;
    double bestBound = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      IsmctsNode c = node.child(legal.get(i));
      double mean = range > 0 ? (c.mean() - low) / range : 0.5;
      double bound = mean + exploration * Math.sqrt(Math.log(c.availability) / c.visits);
      if (bound > bestBound) {
        best = c;
        bestBound = bound;
      }
    }
    return best;
  }
}
