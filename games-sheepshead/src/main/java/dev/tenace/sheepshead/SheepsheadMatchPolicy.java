package dev.tenace.sheepshead;

import dev.tenace.core.game.MatchPolicy;
import dev.tenace.core.spi.RulesMatchPolicy;
import java.util.List;

/**
 * A Sheepshead match (rules/sheepshead.md §8): {@code matchDeals} scored deals ({@code 0}: one per
 * player); a void doubler deal does not count and its pending doubler is carried to the next deal
 * (§9 DOUBLER); the highest total wins and ties share ({@link MatchPolicy#afterDeals}). A record,
 * so that two matches under equal rules have equal policies.
 *
 * @param rules the rules of every deal
 */
record SheepsheadMatchPolicy(SheepsheadRules rules)
    implements RulesMatchPolicy<SheepsheadRules, SheepsheadState> {
  @Override
  public SheepsheadState deal(
      int number, int dealer, long seed, List<Integer> standing, SheepsheadState previous) {
    int doublers = previous == null ? 0 : previous.pendingDoublersAfter();
    return SheepsheadState.deal(rules, number, dealer, doublers, standing, seed);
  }

  /** A void doubler deal does not count toward {@code matchDeals} (§9 DOUBLER). */
  @Override
  public boolean counts(SheepsheadState deal) {
    return !deal.isVoid();
  }

  @Override
  public List<Integer> winners(List<Integer> totals, int scoredDeals, SheepsheadState deal) {
    return MatchPolicy.afterDeals(rules.dealsInMatch(), totals, scoredDeals, false);
  }
}
