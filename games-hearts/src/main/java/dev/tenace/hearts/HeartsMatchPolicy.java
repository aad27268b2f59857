package dev.tenace.hearts;

import dev.tenace.core.game.MatchPolicy;
import dev.tenace.core.spi.RulesMatchPolicy;
import java.util.List;

/**
 * What a game of Hearts is (§6, §7.1.7), for the core {@code Match}: deal {@code k} passes by
 * {@link HeartsRules#passDirection(int)} and carries the totals before it; a deal adds its points
 * to the totals; the game ends when a total reaches {@code targetScore}, or after exactly one deal
 * per player in the widow game; the lowest total wins and ties share the win (§6.2, §8.3).
 *
 * @param rules the rules of every deal
 */
record HeartsMatchPolicy(HeartsRules rules) implements RulesMatchPolicy<HeartsRules, HeartsState> {
  @Override
  public HeartsState deal(
      int number, int dealer, long seed, List<Integer> standing, HeartsState previous) {
    return HeartsState.deal(rules, number, dealer, seed, standing);
  }

  @Override
  public List<Integer> winners(List<Integer> totals, int scoredDeals, HeartsState deal) {
    // §6.2: the lowest total wins, ties share the win
    return rules.widow()
        ? MatchPolicy.afterDeals(rules.players(), totals, scoredDeals, true)
        : MatchPolicy.atTarget(rules.targetScore(), totals, true);
  }

  @Override
  public boolean lowerTotalsWin() {
    return true;
  }
}
