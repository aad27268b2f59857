package dev.tenace.sheepshead;

import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.MatchState;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.table.Seat;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;

/**
 * A Sheepshead match (§8): {@code matchDeals} scored deals (void doubler deals do not count), the
 * dealer rotating, pending doublers carried; the highest total wins and ties share.
 */
public final class SheepsheadMatch implements MatchState<SheepsheadMatch, SheepsheadState> {
  private final SheepsheadRules rules;
  private final int firstDealer;
  private final long seed;
  private final int[] totals;
  private final int counted;
  private final SheepsheadState deal;
  private final boolean over;

  private SheepsheadMatch(SheepsheadRules rules, int firstDealer, long seed, int[] totals, int counted,
      SheepsheadState deal, boolean over) {
    this.rules = rules;
    this.firstDealer = firstDealer;
    this.seed = seed;
    this.totals = totals;
    this.counted = counted;
    this.deal = deal;
    this.over = over;
  }

  /** A new match; deal {@code k} is shuffled from {@code Shuffle.derive(seed, k)}. */
  public static SheepsheadMatch start(SheepsheadRules rules, int firstDealer, long seed) {
    Seat.check(firstDealer, rules.players());
    return new SheepsheadMatch(rules, firstDealer, seed, new int[rules.players()], 0,
        SheepsheadState.deal(rules, 1, firstDealer, 0, Shuffle.derive(seed, 1)), false);
  }

  @Override
  public SheepsheadState deal() {
    return deal;
  }

  @Override
  public int dealNumber() {
    return deal.dealNumber();
  }

  /** Scored (non-void) deals so far. */
  public int countedDeals() {
    return counted;
  }

  @Override
  public List<Integer> totals() {
    List<Integer> out = new ArrayList<>();
    for (int t : totals) {
      out.add(t);
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
      throw new IllegalStateException("the match is not over");
    }
    int max = Integer.MIN_VALUE;
    for (int t : totals) {
      max = Math.max(max, t);
    }
    List<Integer> w = new ArrayList<>();
    for (int s = 0; s < totals.length; s++) {
      if (totals[s] == max) {
        w.add(s);
      }
    }
    return List.copyOf(w);
  }

  @Override
  public Either<RuleViolation, SheepsheadMatch> apply(int seat, Action action) {
    return deal.apply(seat, action).map(d -> {
      if (!d.isTerminal()) {
        return new SheepsheadMatch(rules, firstDealer, seed, totals, counted, d, false);
      }
      int[] t = totals.clone();
      for (int s = 0; s < t.length; s++) {
        t[s] += d.score(s);
      }
      int c = counted + (d.isVoid() ? 0 : 1);
      return new SheepsheadMatch(rules, firstDealer, seed, t, c, d, c >= rules.dealsInMatch());
    });
  }

  @Override
  public SheepsheadMatch nextDeal() {
    if (!deal.isTerminal()) {
      throw new IllegalStateException("deal " + deal.dealNumber() + " is not over");
    }
    if (over) {
      throw new IllegalStateException("the match is over");
    }
    int k = deal.dealNumber() + 1;
    int dealer = (firstDealer + k - 1) % rules.players();
    return new SheepsheadMatch(rules, firstDealer, seed, totals, counted,
        SheepsheadState.deal(rules, k, dealer, deal.pendingDoublersAfter(), Shuffle.derive(seed, k)), false);
  }
}
