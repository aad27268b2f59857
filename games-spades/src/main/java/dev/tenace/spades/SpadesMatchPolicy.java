package dev.tenace.spades;

import dev.tenace.core.game.MatchPolicy;
import java.util.ArrayList;
import java.util.List;

/**
 * A game of Spades (spades §6) as the core {@link dev.tenace.core.game.Match} plays it: deals until
 * an end condition — a team total reaching {@code targetScore} (the higher total wins; equal totals
 * play on), a 500-point margin under {@code suicide} or {@code roulette}, a total in [200, 205]
 * under {@code limit200}, a total at or below a negative {@code lossScore} (that team loses: the
 * higher total wins, equal totals play on) — with team totals and bags carried between deals. With
 * {@code bidErrorScoring} the game is individual: {@code matchDeals} deals, lowest cumulative bid
 * error wins, ties share.
 *
 * <p>The totals give each seat its team's total ([A, B, A, B]) or, in the bid-error game, its own
 * cumulative error. Each deal carries the team totals and bags before it ({@link
 * SpadesState#scoresBefore()}, {@link SpadesState#bagsBefore()}), taken from the previous deal in
 * the bid-error game, whose totals are errors.
 *
 * @param rules the rules of every deal
 */
record SpadesMatchPolicy(SpadesRules rules) implements MatchPolicy<SpadesState> {
  @Override
  public int players() {
    return 4;
  }

  @Override
  public SpadesState deal(
      int number, int dealer, long seed, List<Integer> standing, SpadesState previous) {
    List<Integer> scores;
    if (!rules.bidErrorScoring()) {
      scores = List.of(standing.get(0), standing.get(1));
    } else {
      scores = previous == null ? List.of(0, 0) : previous.scoresAfter();
    }
    List<Integer> bags = previous == null ? List.of(0, 0) : previous.bagsAfter();
    return SpadesState.start(
        SpadesSetup.of(rules, SpadesState.shuffled(dealer, seed), number, scores, bags, standing));
  }

  @Override
  public List<Integer> add(List<Integer> totals, SpadesState deal) {
    List<Integer> out = new ArrayList<>(4);
    for (int s = 0; s < 4; s++) {
      out.add(
          totals.get(s)
              + (rules.bidErrorScoring() ? deal.bidError(s) : deal.teamScores().get(s % 2)));
    }
    return out;
  }

  @Override
  public List<Integer> winners(List<Integer> totals, int scoredDeals, SpadesState deal) {
    return end(rules, totals, scoredDeals);
  }

  @Override
  public boolean lowerTotalsWin() {
    return rules.bidErrorScoring();
  }

  /** The end test of §6 (and the §7 variants) on the totals after a deal: the winners, or empty. */
  static List<Integer> end(SpadesRules rules, List<Integer> totals, int scoredDeals) {
    if (rules.bidErrorScoring()) {
      return MatchPolicy.afterDeals(rules.matchDeals(), totals, scoredDeals, true);
    }
    long a = totals.get(0);
    long b = totals.get(1);
    boolean fired = a >= rules.targetScore() || b >= rules.targetScore();
    if ((rules.suicide() || rules.roulette()) && Math.abs(a - b) >= 500) {
      fired = true;
    }
    if (rules.lossScore() < 0 && (a <= rules.lossScore() || b <= rules.lossScore())) {
      fired = true;
    }
    if (rules.limit200()) {
      boolean inA = a >= 200 && a <= 205;
      boolean inB = b >= 200 && b <= 205;
      if (inA && !inB && b < rules.targetScore()) {
        return team(0);
      }
      if (inB && !inA && a < rules.targetScore()) {
        return team(1);
      }
      fired |= inA || inB;
    }
    if (!fired || a == b) {
      return List.of();
    }
    return team(a > b ? 0 : 1);
  }

  private static List<Integer> team(int t) {
    return List.of(t, t + 2);
  }
}
