package dev.tenace.spades;

import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.MatchState;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.table.Seat;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;

/**
 * A game of Spades (spades §6): deals until an end condition — a team total reaching
 * {@code targetScore} (the higher total wins; equal totals play on), a 500-point margin under
 * {@code suicide} or {@code roulette}, a total in [200, 205] under {@code limit200} — with the
 * dealer rotating and team totals and bags carried between deals. With {@code bidErrorScoring}
 * the game is individual: {@code matchDeals} deals, lowest cumulative bid error wins, ties share.
 *
 * <p>{@link #totals()} gives each seat its team's total (or, in the bid-error game, its own
 * cumulative error).
 */
public final class SpadesMatch implements MatchState<SpadesMatch, SpadesState> {
  private final SpadesRules rules;
  private final int firstDealer;
  private final long seed;
  private final int[] scores;
  private final int[] bags;
  private final int[] errors;
  private final SpadesState deal;
  private final List<Integer> winners;

  private SpadesMatch(SpadesRules rules, int firstDealer, long seed, int[] scores, int[] bags, int[] errors,
      SpadesState deal, List<Integer> winners) {
    this.rules = rules;
    this.firstDealer = firstDealer;
    this.seed = seed;
    this.scores = scores;
    this.bags = bags;
    this.errors = errors;
    this.deal = deal;
    this.winners = winners;
  }

  /** A new game; deal {@code k} is shuffled from {@code Shuffle.derive(seed, k)}. */
  public static SpadesMatch start(SpadesRules rules, int firstDealer, long seed) {
    Seat.check(firstDealer, 4);
    return new SpadesMatch(rules, firstDealer, seed, new int[2], new int[2], new int[4],
        SpadesState.deal(rules, 1, firstDealer, List.of(0, 0), List.of(0, 0), Shuffle.derive(seed, 1)), null);
  }

  /**
   * A game resumed before {@code deal} with the given team totals (for saved games and tests of §6).
   */
  public static SpadesMatch resume(SpadesRules rules, int firstDealer, long seed, SpadesState deal) {
    int[] sc = {deal.scoresBefore().get(0), deal.scoresBefore().get(1)};
    int[] bg = {deal.bagsBefore().get(0), deal.bagsBefore().get(1)};
    SpadesMatch m = new SpadesMatch(rules, firstDealer, seed, sc, bg, new int[4], deal, null);
    return deal.isTerminal() ? m.scored(deal) : m;
  }

  /** Team totals [A, B] after the completed deals. */
  public List<Integer> teamTotals() {
    return List.of(scores[0], scores[1]);
  }

  /** Team bag counts [A, B] after the completed deals. */
  public List<Integer> teamBags() {
    return List.of(bags[0], bags[1]);
  }

  @Override
  public SpadesState deal() {
    return deal;
  }

  @Override
  public int dealNumber() {
    return deal.dealNumber();
  }

  @Override
  public List<Integer> totals() {
    List<Integer> out = new ArrayList<>();
    for (int s = 0; s < 4; s++) {
      out.add(rules.bidErrorScoring() ? errors[s] : scores[s % 2]);
    }
    return List.copyOf(out);
  }

  @Override
  public boolean isOver() {
    return winners != null;
  }

  @Override
  public List<Integer> winners() {
    if (winners == null) {
      throw new IllegalStateException("the game is not over");
    }
    return winners;
  }

  @Override
  public Either<RuleViolation, SpadesMatch> apply(int seat, Action action) {
    return deal.apply(seat, action).map(d -> d.isTerminal() ? scored(d)
        : new SpadesMatch(rules, firstDealer, seed, scores, bags, errors, d, null));
  }

  private SpadesMatch scored(SpadesState d) {
    int[] sc = {scores[0] + d.teamScores().get(0), scores[1] + d.teamScores().get(1)};
    int[] bg = {d.bagsAfter().get(0), d.bagsAfter().get(1)};
    int[] er = errors.clone();
    for (int s = 0; s < 4; s++) {
      er[s] += d.bidError(s);
    }
    return new SpadesMatch(rules, firstDealer, seed, sc, bg, er, d, winners(rules, d.dealNumber(), sc, er));
  }

  /** The end test of §6 (and §7 variants) after a deal; {@code null} when the game goes on. */
  static List<Integer> winners(SpadesRules rules, int dealNumber, int[] sc, int[] er) {
    if (rules.bidErrorScoring()) {
      if (dealNumber < rules.matchDeals()) {
        return null;
      }
      int min = Math.min(Math.min(er[0], er[1]), Math.min(er[2], er[3]));
      List<Integer> w = new ArrayList<>();
      for (int s = 0; s < 4; s++) {
        if (er[s] == min) {
          w.add(s);
        }
      }
      return List.copyOf(w);
    }
    boolean fired = sc[0] >= rules.targetScore() || sc[1] >= rules.targetScore();
    if ((rules.suicide() || rules.roulette()) && Math.abs(sc[0] - sc[1]) >= 500) {
      fired = true;
    }
    if (rules.limit200()) {
      boolean a = sc[0] >= 200 && sc[0] <= 205;
      boolean b = sc[1] >= 200 && sc[1] <= 205;
      if (a && !b && sc[1] < rules.targetScore()) {
        return team(0);
      }
      if (b && !a && sc[0] < rules.targetScore()) {
        return team(1);
      }
      fired |= a || b;
    }
    if (!fired || sc[0] == sc[1]) {
      return null;
    }
    return team(sc[0] > sc[1] ? 0 : 1);
  }

  private static List<Integer> team(int t) {
    return List.of(t, t + 2);
  }

  @Override
  public SpadesMatch nextDeal() {
    if (!deal.isTerminal()) {
      throw new IllegalStateException("deal " + deal.dealNumber() + " is not over");
    }
    if (winners != null) {
      throw new IllegalStateException("the game is over");
    }
    int k = deal.dealNumber() + 1;
    int dealer = (firstDealer + k - 1) % 4;
    return new SpadesMatch(rules, firstDealer, seed, scores, bags, errors,
        SpadesState.deal(rules, k, dealer, List.of(scores[0], scores[1]), List.of(bags[0], bags[1]),
            Shuffle.derive(seed, k)), null);
  }

  @Override
  public String toString() {
    return "SpadesMatch(deal " + dealNumber() + ", A " + scores[0] + ", B " + scores[1] + ")";
  }
}
