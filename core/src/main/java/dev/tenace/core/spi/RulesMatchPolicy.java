package dev.tenace.core.spi;

import dev.tenace.core.game.GameState;
import dev.tenace.core.game.MatchPolicy;

/**
 * The usual shape of a game's {@link MatchPolicy}: a record of the rules of every deal, whose
 * number of seats is the rules' own ({@link #players()} is derived). The game writes only what is
 * its own: how a deal is dealt, and the end test (and the totals, the deals that count or the
 * lowest total winning where they differ from {@code MatchPolicy}'s defaults).
 *
 * <pre>{@code
 * record MyMatchPolicy(MyRules rules) implements RulesMatchPolicy<MyRules, MyState> {
 *   public MyState deal(int number, int dealer, long seed, List<Integer> standing, MyState previous) {
 *     return MyState.deal(rules, number, dealer, seed, standing);
 *   }
 *
 *   public List<Integer> winners(List<Integer> totals, int scoredDeals, MyState deal) {
 *     return MatchPolicy.afterDeals(rules.deals(), totals, scoredDeals, false);
 *   }
 * }
 * }</pre>
 *
 * <p>A record gives the policy its value: two matches under equal rules have equal policies.
 *
 * @param <R> the game's rules type
 * @param <S> the game's deal state type
 */
public interface RulesMatchPolicy<R extends RulesMatchPolicy.Seated, S extends GameState<S, ?>>
    extends MatchPolicy<S> {
  /** Rules that say how many seats a deal has: a game's rules value. */
  interface Seated {
    /** The number of seats. */
    int players();
  }

  /** The rules of every deal of the match. */
  R rules();

  /** The rules' number of seats. */
  @Override
  default int players() {
    return rules().players();
  }
}
