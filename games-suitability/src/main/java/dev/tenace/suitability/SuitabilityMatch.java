package dev.tenace.suitability;

import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.MatchState;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.table.Seat;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;

/**
 * A game of Suitability (§7): {@code matchDeals} deals (one per player by default) or until a
 * total reaches {@code targetScore}; the highest total wins, ties share. With
 * {@code partnerships} both partners show and compare the team total.
 */
public final class SuitabilityMatch implements MatchState<SuitabilityMatch, SuitabilityState> {
  private final SuitabilityRules rules;
  private final int firstDealer;
  private final long seed;
  private final int[] totals;
  private final SuitabilityState deal;
  private final boolean over;

  private SuitabilityMatch(SuitabilityRules rules, int firstDealer, long seed, int[] totals, SuitabilityState deal,
      boolean over) {
    this.rules = rules;
    this.firstDealer = firstDealer;
    this.seed = seed;
    this.totals = totals;
    this.deal = deal;
    this.over = over;
  }

  /** A new game; deal {@code k} is shuffled from {@code Shuffle.derive(seed, k)}. */
  public static SuitabilityMatch start(SuitabilityRules rules, int firstDealer, long seed) {
    Seat.check(firstDealer, rules.players());
    return new SuitabilityMatch(rules, firstDealer, seed, new int[rules.players()],
        SuitabilityState.deal(rules, 1, firstDealer, Shuffle.derive(seed, 1)), false);
  }

  @Override
  public SuitabilityState deal() {
    return deal;
  }

  @Override
  public int dealNumber() {
    return deal.dealNumber();
  }

  @Override
  public List<Integer> totals() {
    List<Integer> out = new ArrayList<>();
    for (int s = 0; s < totals.length; s++) {
      out.add(rules.partnerships() ? totals[s] + totals[(s + 2) % 4] : totals[s]);
    }
    return List.copyOf(out);
  }

  @Override
  public boolean isOver() {
    return over;
  }

  @Override
  public List<Integer> winners() {
    if (!over) {
      throw new IllegalStateException("the game is not over");
    }
    List<Integer> t = totals();
    int max = Integer.MIN_VALUE;
    for (int x : t) {
      max = Math.max(max, x);
    }
    List<Integer> w = new ArrayList<>();
    for (int s = 0; s < t.size(); s++) {
      if (t.get(s) == max) {
        w.add(s);
      }
    }
    return List.copyOf(w);
  }

  @Override
  public Either<RuleViolation, SuitabilityMatch> apply(int seat, Action action) {
    return deal.apply(seat, action).map(d -> {
      if (!d.isTerminal()) {
        return new SuitabilityMatch(rules, firstDealer, seed, totals, d, false);
      }
      int[] t = totals.clone();
      boolean reached = false;
      for (int s = 0; s < t.length; s++) {
        t[s] += d.score(s);
      }
      for (int s = 0; s < t.length; s++) {
        int shown = rules.partnerships() ? t[s] + t[(s + 2) % 4] : t[s];
        reached |= shown >= rules.targetScore();
      }
      boolean end = rules.endCondition() == EndCondition.TARGET ? reached : d.dealNumber() >= rules.dealsInMatch();
      return new SuitabilityMatch(rules, firstDealer, seed, t, d, end);
    });
  }

  @Override
  public SuitabilityMatch nextDeal() {
    if (!deal.isTerminal()) {
      throw new IllegalStateException("deal " + deal.dealNumber() + " is not over");
    }
    if (over) {
      throw new IllegalStateException("the game is over");
    }
    int k = deal.dealNumber() + 1;
    int dealer = (firstDealer + k - 1) % rules.players();
    return new SuitabilityMatch(rules, firstDealer, seed, totals,
        SuitabilityState.deal(rules, k, dealer, Shuffle.derive(seed, k)), false);
  }
}
