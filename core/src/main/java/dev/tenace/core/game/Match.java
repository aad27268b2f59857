package dev.tenace.core.game;

import dev.tenace.core.card.Shuffle;
import dev.tenace.core.table.Seat;
import io.vavr.control.Either;
import java.util.List;
import java.util.Objects;

/**
 * A series of deals with dealer rotation, cumulative totals and an end condition, as an immutable
 * value; the same class for every game, which gives it a {@link MatchPolicy}.
 *
 * <p>Actions go to the current deal through {@link #apply}. When that deal becomes terminal its
 * scores are added to the {@link #totals()} at once and the end condition is tested; if the match
 * goes on, {@link #nextDeal()} deals the next one with the dealer to the left, shuffled from {@code
 * Shuffle.derive(seed, k)} for deal {@code k}, so a seeded match is reproducible.
 *
 * <pre>{@code
 * Match<HeartsState> m = HeartsGame.INSTANCE.newMatch(HeartsRules.defaults(), 0, 42L);
 * while (!m.isOver()) {
 *   m = m.deal().isTerminal() ? m.nextDeal() : m.applyLegal(m.deal().toMove(), pick(m.deal()));
 * }
 * m.winners();
 * }</pre>
 *
 * @param <S> the game's deal state type
 */
public final class Match<S extends GameState<S, ?>> {
  private final MatchPolicy<S> policy;
  private final int firstDealer;
  private final long seed;
  private final List<Integer> totals;
  private final int scoredDeals;
  private final int dealNumber;
  private final S deal;
  private final List<Integer> winners;

  private Match(
      MatchPolicy<S> policy,
      int firstDealer,
      long seed,
      List<Integer> totals,
      int scoredDeals,
      int dealNumber,
      S deal,
      List<Integer> winners) {
    this.policy = policy;
    this.firstDealer = firstDealer;
    this.seed = seed;
    this.totals = totals;
    this.scoredDeals = scoredDeals;
    this.dealNumber = dealNumber;
    this.deal = deal;
    this.winners = winners;
  }

  /**
   * A new match; deal {@code k} is shuffled from {@code Shuffle.derive(seed, k)}.
   *
   * @throws IllegalArgumentException if the first dealer is not a seat
   */
  public static <S extends GameState<S, ?>> Match<S> start(
      MatchPolicy<S> policy, int firstDealer, long seed) {
    Objects.requireNonNull(policy, "policy is null");
    int n = policy.players();
    Seat.check(firstDealer, n);
    List<Integer> zeros = List.copyOf(java.util.Collections.nCopies(n, 0));
    S first =
        Objects.requireNonNull(
            policy.deal(1, firstDealer, Shuffle.derive(seed, 1), zeros, null),
            "the policy dealt null");
    return new Match<>(policy, firstDealer, seed, zeros, 0, 1, first, List.of());
  }

  /**
   * A match resumed at a given deal with the totals before it (saved games, tests of end rules). If
   * the deal is already terminal it is scored at once.
   *
   * @param dealNumber the number of {@code deal}, from 1
   * @param scoredDeals the deals that counted before this one
   * @throws IllegalArgumentException if the totals do not have one entry per seat, a number is out
   *     of range, or the deal has another number of seats
   */
  public static <S extends GameState<S, ?>> Match<S> resume(
      MatchPolicy<S> policy,
      int firstDealer,
      long seed,
      List<Integer> totalsBefore,
      int dealNumber,
      int scoredDeals,
      S deal) {
    Objects.requireNonNull(policy, "policy is null");
    Objects.requireNonNull(deal, "deal is null");
    int n = policy.players();
    Seat.check(firstDealer, n);
    if (totalsBefore.size() != n) {
      throw new IllegalArgumentException(
          "totalsBefore needs " + n + " entries but had " + totalsBefore.size());
    }
    if (deal.players() != n) {
      throw new IllegalArgumentException(
          "deal has " + deal.players() + " seats but the match " + n);
    }
    if (dealNumber < 1) {
      throw new IllegalArgumentException("dealNumber must be at least 1 but was " + dealNumber);
    }
    if (scoredDeals < 0 || scoredDeals >= dealNumber) {
      throw new IllegalArgumentException(
          "scoredDeals must be 0.." + (dealNumber - 1) + " but was " + scoredDeals);
    }
    Match<S> m =
        new Match<>(
            policy,
            firstDealer,
            seed,
            List.copyOf(totalsBefore),
            scoredDeals,
            dealNumber,
            deal,
            List.of());
    return deal.isTerminal() ? m.scored(deal) : m;
  }

  /** The game's policy. */
  public MatchPolicy<S> policy() {
    return policy;
  }

  /** The deal in progress (or the last one, once the match is over). */
  public S deal() {
    return deal;
  }

  /** The number of the current deal, from 1. */
  public int dealNumber() {
    return dealNumber;
  }

  /** The deals that have counted toward the end condition so far. */
  public int scoredDeals() {
    return scoredDeals;
  }

  /** The dealer of the first deal. */
  public int firstDealer() {
    return firstDealer;
  }

  /** The match seed. */
  public long seed() {
    return seed;
  }

  /**
   * Totals per seat after the completed deals (in a partnership game both partners show the team
   * total).
   */
  public List<Integer> totals() {
    return totals;
  }

  /** Whether the lowest total wins (Hearts) rather than the highest. */
  public boolean lowerTotalsWin() {
    return policy.lowerTotalsWin();
  }

  /** Whether the end condition has been met. */
  public boolean isOver() {
    return !winners.isEmpty();
  }

  /**
   * The winning seats (several when they share the win).
   *
   * @throws IllegalStateException if the match is not over
   */
  public List<Integer> winners() {
    if (winners.isEmpty()) {
      throw new IllegalStateException("the match is not over");
    }
    return winners;
  }

  /** Applies an action to the current deal; scores it if that ends the deal. */
  public Either<RuleViolation, Match<S>> apply(int seat, Action action) {
    return deal.apply(seat, action).map(this::after);
  }

  /**
   * Applies an action taken from the current deal's legal actions (see {@link
   * GameState#applyLegal}).
   *
   * @throws RuleViolationException if it is not legal; this match is unchanged
   */
  public Match<S> applyLegal(int seat, Action action) {
    return after(deal.applyLegal(seat, action));
  }

  private Match<S> after(S next) {
    return next.isTerminal()
        ? scored(next)
        : new Match<>(policy, firstDealer, seed, totals, scoredDeals, dealNumber, next, List.of());
  }

  private Match<S> scored(S terminal) {
    List<Integer> t = List.copyOf(policy.add(totals, terminal));
    if (t.size() != totals.size()) {
      throw new IllegalStateException(
          "the policy returned " + t.size() + " totals for " + totals.size() + " seats");
    }
    int scored = scoredDeals + (policy.counts(terminal) ? 1 : 0);
    List<Integer> w = List.copyOf(policy.winners(t, scored, terminal));
    return new Match<>(policy, firstDealer, seed, t, scored, dealNumber, terminal, w);
  }

  /**
   * Deals the next deal, the dealer to the left of the last one.
   *
   * @throws IllegalStateException if the current deal is not terminal or the match is over
   */
  public Match<S> nextDeal() {
    if (!deal.isTerminal()) {
      throw new IllegalStateException("deal " + dealNumber + " is not over");
    }
    if (isOver()) {
      throw new IllegalStateException("the match is over");
    }
    int k = dealNumber + 1;
    int dealer = Math.floorMod(firstDealer + k - 1, policy.players());
    S next =
        Objects.requireNonNull(
            policy.deal(k, dealer, Shuffle.derive(seed, k), totals, deal), "the policy dealt null");
    return new Match<>(policy, firstDealer, seed, totals, scoredDeals, k, next, List.of());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Match<?> m
        && m.firstDealer == firstDealer
        && m.seed == seed
        && m.dealNumber == dealNumber
        && m.scoredDeals == scoredDeals
        && m.totals.equals(totals)
        && m.winners.equals(winners)
        && m.deal.equals(deal)
        && m.policy.equals(policy);
  }

  @Override
  public int hashCode() {
    return Objects.hash(firstDealer, seed, dealNumber, scoredDeals, totals, deal);
  }

  @Override
  public String toString() {
    return "Match(deal "
        + dealNumber
        + ", totals "
        + totals
        + (isOver() ? ", won by " + winners : "")
        + ")";
  }
}
