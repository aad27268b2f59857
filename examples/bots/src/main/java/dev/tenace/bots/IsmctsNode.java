package dev.tenace.bots;

import dev.tenace.core.game.Action;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A node of an {@link Ismcts} tree: the action that leads to it, the seat that chose it, and its
 * statistics over the iterations so far: visits, the summed utility of the choosing seat, and
 * availability (the iterations in which the action was legal at the parent).
 */
final class IsmctsNode {
  final Action action;
  final int seat;
  int visits;
  int availability;
  double reward;

  /** Children by action; a map because a Hearts pass has 286 of them. */
  private Map<Action, IsmctsNode> children;

  /** The children in the order they were added, to iterate without the map. */
  private List<IsmctsNode> order;

  IsmctsNode(Action action, int seat) {
    this.action = action;
    this.seat = seat;
  }

  /** The child of {@code a}, or null. */
  IsmctsNode child(Action a) {
    return children == null ? null : children.get(a);
  }

  /** A new child of {@code a} chosen by {@code by}. */
  IsmctsNode add(Action a, int by) {
    if (children == null) {
      children = new HashMap<>();
      order = new ArrayList<>();
    }
    IsmctsNode c = new IsmctsNode(a, by);
    children.put(a, c);
    order.add(c);
    return c;
  }

  /** The children, in the order they were added. */
  List<IsmctsNode> children() {
    return order == null ? List.of() : order;
  }

  /** The mean utility of the choosing seat over the visits (0 when unvisited). */
  double mean() {
    return visits == 0 ? 0 : reward / visits;
  }

  /**
   * The root's decision: of {@code legal}, the action whose child was visited most, ties broken by
   * the higher mean utility, then by the order of {@code legal}.
   */
  Action best(List<Action> legal) {
    Action best = legal.get(0);
    int bestVisits = -1;
    double bestMean = Double.NEGATIVE_INFINITY;
    for (Action a : legal) {
      IsmctsNode c = child(a);
      int v = c == null ? 0 : c.visits;
      double m = c == null ? Double.NEGATIVE_INFINITY : c.mean();
      if (v > bestVisits || (v == bestVisits && m > bestMean)) {
        best = a;
        bestVisits = v;
        bestMean = m;
      }
    }
    return best;
  }

  @Override
  public String toString() {
    return action + " by " + seat + ": " + visits + "/" + availability + " mean " + mean();
  }
}
