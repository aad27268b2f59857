package dev.tenace.core.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a game says about its matches, and all it says: {@link Match} does the rest (dealer
 * rotation, seeded deals, totals, the end test after each deal, winners) once for every game.
 *
 * <p>Implementations are stateless and immutable; everything a policy needs to decide is in its
 * arguments (the terminal deal carries its rules and its own match context).
 *
 * <pre>{@code
 * MatchPolicy<MyState> policy = new MatchPolicy<>() {
 *   public int players() { return 4; }
 *   public MyState deal(int number, int dealer, long seed, List<Integer> standing, MyState previous) {
 *     return MyState.deal(rules, dealer, seed, standing);
 *   }
 *   public List<Integer> winners(List<Integer> totals, int scoredDeals, MyState deal) {
 *     return Collections.max(totals) >= 100 ? MatchPolicy.leaders(totals, false) : List.of();
 *   }
 * };
 * }</pre>
 *
 * @param <S> the game's deal state type
 */
public interface MatchPolicy<S extends GameState<S, ?>> {
  /** Number of seats. */
  int players();

  /**
   * Deals deal {@code number} (from 1).
   *
   * @param number the deal number, from 1
   * @param dealer the dealer of this deal
   * @param seed the deal's shuffle seed ({@code Shuffle.derive(matchSeed, number)})
   * @param standing the totals before this deal, one per seat
   * @param previous the previous deal, terminal, or {@code null} for the first (the source of
   *     context carried between deals, such as Spades bags or Sheepshead doublers)
   */
  S deal(int number, int dealer, long seed, List<Integer> standing, S previous);

  /**
   * The totals after a terminal deal is added to {@code totals}, one per seat. The default adds
   * each seat's {@link GameState#score}; a partnership game adds the team's score to both partners.
   */
  default List<Integer> add(List<Integer> totals, S deal) {
    List<Integer> out = new ArrayList<>(totals.size());
    for (int s = 0; s < totals.size(); s++) {
      out.add(totals.get(s) + deal.score(s));
    }
    return out;
  }

  /**
   * Whether a terminal deal counts toward a fixed number of deals (default: every deal does; a
   * Sheepshead doubler deal that is thrown in does not).
   */
  default boolean counts(S deal) {
    return true;
  }

  /**
   * The end test after a deal: the winning seats (several when they share the win), or an empty
   * list when the match goes on.
   *
   * @param totals the totals after the deal
   * @param scoredDeals the number of deals that {@linkplain #counts counted}, this one included
   * @param deal the terminal deal
   */
  List<Integer> winners(List<Integer> totals, int scoredDeals, S deal);

  /** Whether the lowest total wins (Hearts) rather than the highest (the default). */
  default boolean lowerTotalsWin() {
    return false;
  }

  /**
   * The end of a match of a fixed number of deals: once {@code deals} deals are scored, the seats
   * with the best total ({@link #leaders}), else none (the match goes on).
   *
   * <pre>{@code
   * public List<Integer> winners(List<Integer> totals, int scoredDeals, MyState deal) {
   *   return MatchPolicy.afterDeals(rules.dealsInMatch(), totals, scoredDeals, false);
   * }
   * }</pre>
   */
  static List<Integer> afterDeals(
      int deals, List<Integer> totals, int scoredDeals, boolean lowest) {
    return scoredDeals < deals ? List.of() : leaders(totals, lowest);
  }

  /**
   * The end of a match played to a target: once any total reaches {@code target} (at or above), the
   * seats with the best total — the lowest if {@code lowest}, as in Hearts where the penalty points
   * that reach the target end the match — else none.
   */
  static List<Integer> atTarget(int target, List<Integer> totals, boolean lowest) {
    boolean reached = false;
    for (int t : totals) {
      reached |= t >= target;
    }
    return reached ? leaders(totals, lowest) : List.of();
  }

  /**
   * The seats with the best total — the lowest if {@code lowest}, else the highest — in seat order:
   * the winners of a match that ends now, ties sharing the win.
   */
  static List<Integer> leaders(List<Integer> totals, boolean lowest) {
    int best = lowest ? Collections.min(totals) : Collections.max(totals);
    List<Integer> out = new ArrayList<>();
    for (int s = 0; s < totals.size(); s++) {
      if (totals.get(s) == best) {
        out.add(s);
      }
    }
    return List.copyOf(out);
  }
}
