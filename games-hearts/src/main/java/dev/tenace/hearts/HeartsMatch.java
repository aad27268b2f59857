package dev.tenace.hearts;

import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.MatchState;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.table.Seat;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A game of Hearts (hearts §6, §7.1.7): deals until a total reaches {@code targetScore} (or
 * exactly one deal per player in the widow game), the dealer and the pass direction rotating;
 * the lowest total wins and ties share the win.
 *
 * <pre>{@code
 * HeartsMatch m = HeartsMatch.start(HeartsRules.defaults(), 0, 42L);
 * while (!m.isOver()) { ... m = m.apply(seat, action).get(); if (m.deal().isTerminal() && !m.isOver()) m = m.nextDeal(); }
 * }</pre>
 */
public final class HeartsMatch implements MatchState<HeartsMatch, HeartsState> {
  private final HeartsRules rules;
  private final int firstDealer;
  private final long seed;
  private final int[] totals;
  private final HeartsState deal;
  private final boolean over;

  private HeartsMatch(HeartsRules rules, int firstDealer, long seed, int[] totals, HeartsState deal, boolean over) {
    this.rules = rules;
    this.firstDealer = firstDealer;
    this.seed = seed;
    this.totals = totals;
    this.deal = deal;
    this.over = over;
  }

  /** A new game; deal {@code k} is shuffled from {@code Shuffle.derive(seed, k)}. */
  public static HeartsMatch start(HeartsRules rules, int firstDealer, long seed) {
    Seat.check(firstDealer, rules.players());
    HeartsState first = HeartsState.deal(rules, 1, firstDealer, Shuffle.derive(seed, 1));
    return new HeartsMatch(rules, firstDealer, seed, new int[rules.players()], first, false);
  }

  /**
   * A game resumed with the totals before {@code deal} (for saved games and for tests of §6).
   *
   * @throws IllegalArgumentException if the totals do not have one entry per seat
   */
  public static HeartsMatch resume(HeartsRules rules, int firstDealer, long seed, List<Integer> totalsBefore,
      HeartsState deal) {
    if (totalsBefore.size() != rules.players()) {
      throw new IllegalArgumentException("need " + rules.players() + " totals but got " + totalsBefore.size());
    }
    int[] t = new int[totalsBefore.size()];
    for (int i = 0; i < t.length; i++) {
      t[i] = totalsBefore.get(i);
    }
    HeartsMatch m = new HeartsMatch(rules, firstDealer, seed, t, deal, false);
    return deal.isTerminal() ? m.scored(deal) : m;
  }

  /** The rules of the game. */
  public HeartsRules rules() {
    return rules;
  }

  @Override
  public HeartsState deal() {
    return deal;
  }

  @Override
  public int dealNumber() {
    return deal.dealNumber();
  }

  @Override
  public List<Integer> totals() {
    List<Integer> out = new ArrayList<>(totals.length);
    for (int t : totals) {
      out.add(t);
    }
    return Collections.unmodifiableList(out);
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
    int min = Integer.MAX_VALUE;
    for (int t : totals) {
      min = Math.min(min, t);
    }
    List<Integer> out = new ArrayList<>();
    for (int s = 0; s < totals.length; s++) {
      if (totals[s] == min) {
        out.add(s);
      }
    }
    return Collections.unmodifiableList(out);
  }

  @Override
  public Either<RuleViolation, HeartsMatch> apply(int seat, Action action) {
    return deal.apply(seat, action).map(d -> d.isTerminal() ? scored(d)
        : new HeartsMatch(rules, firstDealer, seed, totals, d, false));
  }

  private HeartsMatch scored(HeartsState d) {
    int[] t = totals.clone();
    boolean end = false;
    for (int s = 0; s < t.length; s++) {
      t[s] += d.score(s);
      if (!rules.widow() && t[s] >= rules.targetScore()) {
        end = true;
      }
    }
    if (rules.widow() && d.dealNumber() >= rules.players()) {
      end = true;
    }
    return new HeartsMatch(rules, firstDealer, seed, t, d, end);
  }

  @Override
  public HeartsMatch nextDeal() {
    if (!deal.isTerminal()) {
      throw new IllegalStateException("deal " + deal.dealNumber() + " is not over");
    }
    if (over) {
      throw new IllegalStateException("the game is over");
    }
    int k = deal.dealNumber() + 1;
    int dealer = (firstDealer + k - 1) % rules.players();
    return new HeartsMatch(rules, firstDealer, seed, totals,
        HeartsState.deal(rules, k, dealer, Shuffle.derive(seed, k)), false);
  }

  @Override
  public String toString() {
    return "HeartsMatch(deal " + dealNumber() + ", totals " + totals() + (over ? ", over" : "") + ")";
  }
}
