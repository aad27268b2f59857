package dev.tenace.suitability;

import dev.tenace.core.game.MatchPolicy;
import dev.tenace.core.spi.RulesMatchPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A game of Suitability (§7) for the core {@code Match}: {@code matchDeals} deals (§7.1, one per
 * player by default) or until a total reaches {@code targetScore} (§7.2); the highest total wins,
 * ties share (§7.3). With {@code partnerships} each deal adds the team's score to both partners, so
 * both show the team total (§8).
 *
 * @param rules the rules of every deal
 */
record SuitabilityMatchPolicy(SuitabilityRules rules)
    implements RulesMatchPolicy<SuitabilityRules, SuitabilityState> {
  SuitabilityMatchPolicy {
    Objects.requireNonNull(rules, "rules are null");
  }

  @Override
  public SuitabilityState deal(
      int number, int dealer, long seed, List<Integer> standing, SuitabilityState previous) {
    return SuitabilityState.deal(rules, number, dealer, seed, standing);
  }

  @Override
  public List<Integer> add(List<Integer> totals, SuitabilityState deal) {
    List<Integer> out = new ArrayList<>(totals.size());
    for (int s = 0; s < totals.size(); s++) {
      out.add(totals.get(s) + deal.teamScore(s));
    }
    return out;
  }

  @Override
  public List<Integer> winners(List<Integer> totals, int scoredDeals, SuitabilityState deal) {
    return rules.endCondition() == EndCondition.TARGET
        ? MatchPolicy.atTarget(rules.targetScore(), totals, false)
        : MatchPolicy.afterDeals(rules.dealsInMatch(), totals, scoredDeals, false);
  }
}
