package dev.tenace.core.spi;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Move;
import dev.tenace.core.table.Seat;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * One round of bids made in turn, as trick games bid: every seat bids once, clockwise from a first
 * bidder (usually the dealer's left, so that the dealer bids last), each bid public and final. The
 * round is an immutable value: {@link #with} returns the round after the next bid, and two rounds
 * with the same bids are equal (a {@code record}, so it can be a component of a {@link DealSetup}).
 *
 * <p>It answers whose turn it is, the bids made so far, and the legal bids of the seat to bid: the
 * game's list of bids filtered by a {@link Restriction}, the game's per-seat rule. Spades restricts
 * a seat that has not looked at its cards to blind nil (spades §3.3); Oh Hell's "hook" forbids the
 * dealer the bid that would make the bids total the number of tricks (ohhell §3.3, {@link
 * Restriction#hook}).
 *
 * <pre>{@code
 * // Oh Hell, 4 players, dealer 3, 5 tricks: seats 0, 1, 2 bid 2, 0, 1; the dealer may not bid 2
 * List<Integer> bids = List.of(0, 1, 2, 3, 4, 5);
 * BiddingRound<Integer> r = BiddingRound.<Integer>leftOfDealer(4, 3).with(2).with(0).with(1);
 * r.toBid();                                                         // 3, the dealer
 * r.legal(3, bids, BiddingRound.Restriction.hook(5, Integer::intValue)); // [0, 1, 3, 4, 5]
 * r = r.with(4);
 * r.isComplete();                                                    // true
 * r.bid(0);                                                          // Optional[2]
 * }</pre>
 *
 * @param players the table size: the number of bids in a complete round
 * @param first the seat that bids first
 * @param bids the bids made so far in turn order: {@code bids.get(i)} is the bid of seat {@code
 *     (first + i) % players}
 * @param <B> the game's bid type, a value (equal by content, never {@code null})
 */
public record BiddingRound<B>(int players, int first, List<B> bids) {
  /**
   * Checks the parts and copies the bids.
   *
   * @throws IllegalArgumentException if there is no player, the first bidder is not a seat, or
   *     there are more bids than players
   * @throws NullPointerException if a bid is {@code null}
   */
  public BiddingRound {
    if (players < 1) {
      throw new IllegalArgumentException("a bidding round needs a player but had " + players);
    }
    Seat.check(first, players);
    bids = List.copyOf(bids);
    if (bids.size() > players) {
      throw new IllegalArgumentException(
          "a round of " + players + " players has at most " + players + " bids but had " + bids);
    }
  }

  /** A round with no bid yet, {@code first} to bid. */
  public static <B> BiddingRound<B> from(int players, int first) {
    return new BiddingRound<>(players, first, List.of());
  }

  /** A round with no bid yet, the dealer's left to bid first and the dealer last. */
  public static <B> BiddingRound<B> leftOfDealer(int players, int dealer) {
    Seat.check(dealer, players);
    return from(players, (dealer + 1) % players);
  }

  /** Whether every seat has bid. */
  public boolean isComplete() {
    return bids.size() == players;
  }

  /** The seat to bid next, or {@code -1} once the round is complete. */
  public int toBid() {
    return isComplete() ? -1 : (first + bids.size()) % players;
  }

  /** The seat that bids last (the dealer, in a round from the dealer's left). */
  public int last() {
    return (first + players - 1) % players;
  }

  /** Whether {@code seat} has made its bid. */
  public boolean hasBid(int seat) {
    return position(seat) < bids.size();
  }

  /** The seat's bid, empty before it bids. */
  public Optional<B> bid(int seat) {
    return hasBid(seat) ? Optional.of(bids.get(position(seat))) : Optional.empty();
  }

  /**
   * The seat's bid, for a seat known to have bid (a search loop's scoring, say: no {@code
   * Optional}).
   *
   * @throws IllegalStateException if the seat has not bid
   */
  public B bidOf(int seat) {
    if (!hasBid(seat)) {
      throw new IllegalStateException(Seat.name(seat) + " has not bid yet");
    }
    return bids.get(position(seat));
  }

  /** The sum of the bids made so far, each counted by {@code value}. */
  public int sum(ToIntFunction<? super B> value) {
    int s = 0;
    for (B b : bids) {
      s += value.applyAsInt(b);
    }
    return s;
  }

  /**
   * The round after the seat to bid bids {@code bid}. Whether the bid is legal is the game's to
   * check first ({@link #legal}).
   *
   * @throws IllegalStateException if the round is complete
   */
  public BiddingRound<B> with(B bid) {
    Objects.requireNonNull(bid, "bid is null");
    if (isComplete()) {
      throw new IllegalStateException("every seat has bid: " + bids);
    }
    return new BiddingRound<>(players, first, plus(bids, bid));
  }

  /**
   * The bids and one more, as an unmodifiable list the constructor keeps without a copy: rounds of
   * up to four bids (the four games' and most tables') are built element by element.
   */
  private static <B> List<B> plus(List<B> bids, B bid) {
    return switch (bids.size()) {
      case 0 -> List.of(bid);
      case 1 -> List.of(bids.get(0), bid);
      case 2 -> List.of(bids.get(0), bids.get(1), bid);
      case 3 -> List.of(bids.get(0), bids.get(1), bids.get(2), bid);
      default -> {
        List<B> next = new ArrayList<>(bids.size() + 1);
        next.addAll(bids);
        next.add(bid);
        yield next;
      }
    };
  }

  /**
   * The legal bids of {@code seat}: the {@code candidates} its restriction allows, in the
   * candidates' order; empty when it is not the seat's turn to bid.
   *
   * @param seat the seat
   * @param candidates every bid of the game, in the order legal lists give them
   * @param restriction the game's rule on a seat's bid
   */
  public List<B> legal(int seat, List<B> candidates, Restriction<B> restriction) {
    if (seat != toBid()) {
      return List.of();
    }
    Predicate<B> allowed = restriction.at(this, seat);
    List<B> out = new ArrayList<>(candidates.size());
    for (B b : candidates) {
      if (allowed.test(b)) {
        out.add(b);
      }
    }
    return List.copyOf(out);
  }

  /**
   * {@link #legal} as a mask over the candidates, without allocating: bit {@code i} is set when
   * {@code candidates.get(i)} is legal; {@code 0} when it is not the seat's turn. For a game that
   * builds each list of legal actions once and finds it again by its mask.
   *
   * @throws IllegalArgumentException if there are more than 64 candidates
   */
  public long legalMask(int seat, List<B> candidates, Restriction<B> restriction) {
    if (candidates.size() > Long.SIZE) {
      throw new IllegalArgumentException(
          "a mask holds at most 64 candidates but there were " + candidates.size());
    }
    if (seat != toBid()) {
      return 0L;
    }
    return restriction.mask(this, seat, candidates);
  }

  /** The seat's place in the bidding order, 0 for the first bidder. */
  private int position(int seat) {
    Seat.check(seat, players);
    return Math.floorMod(seat - first, players);
  }

  /**
   * The bids so far as moves of a deal's history, in turn from {@link #first()}.
   *
   * @param action the bid as the game's action ({@code b -> b} when the bid type is an action)
   */
  public List<Move> moves(Function<? super B, ? extends Action> action) {
    List<Move> out = new ArrayList<>();
    for (int i = 0; i < bids.size(); i++) {
      out.add(new Move((first + i) % players, action.apply(bids.get(i))));
    }
    return out;
  }

  /**
   * A game's rule on which bids a seat may make at its turn, given the bids made so far: a blind
   * bid only before looking, a forced bid, a limit on a team's total, the dealer's hook.
   *
   * <pre>{@code
   * // Spades' suicide (spades §7): once the partner bid a number, only nil
   * Restriction<SpadesBid> suicide =
   *     (round, seat, bid) -> bid.isNil() || round.bid((seat + 2) % 4).map(SpadesBid::isNil).orElse(true);
   * }</pre>
   *
   * @param <B> the bid type
   */
  @FunctionalInterface
  public interface Restriction<B> {
    /** Whether {@code seat}, whose turn it is in {@code round}, may bid {@code bid}. */
    boolean allows(BiddingRound<B> round, int seat, B bid);

    /**
     * This rule for {@code seat} at its turn in {@code round}, asked of every candidate bid in
     * turn. The default asks {@link #allows} each time; a rule that reads the round (a partner's
     * bid, the sum so far) may override it to read the round once per turn. Must agree with {@link
     * #allows}.
     */
    default Predicate<B> at(BiddingRound<B> round, int seat) {
      return bid -> allows(round, seat, bid);
    }

    /**
     * This rule for {@code seat} at its turn in {@code round} as a mask over {@code candidates} (at
     * most 64): bit {@code i} set when {@code candidates.get(i)} is allowed. The default asks
     * {@link #at} of each candidate; a rule that is a closed form over a game's fixed candidate
     * list (Spades: nil, 1 to 13, blind nil) may state itself as this mask and derive {@link
     * #allows} from it. Must agree with {@link #allows}.
     */
    default long mask(BiddingRound<B> round, int seat, List<B> candidates) {
      Predicate<B> allowed = at(round, seat);
      long mask = 0L;
      for (int i = 0; i < candidates.size(); i++) {
        if (allowed.test(candidates.get(i))) {
          mask |= 1L << i;
        }
      }
      return mask;
    }

    /** No restriction: every candidate is legal. */
    static <B> Restriction<B> none() {
      return (round, seat, bid) -> true;
    }

    /**
     * The hook (ohhell §3.3): the last bidder (the dealer) may not make the bid that brings the
     * total of all bids, each counted by {@code value}, to exactly {@code total}; the others bid
     * freely. When the bids so far exceed the total already, nothing is forbidden.
     *
     * @param total the total the bids may not reach exactly (the number of tricks)
     * @param value what a bid counts (its number of tricks)
     */
    static <B> Restriction<B> hook(int total, ToIntFunction<? super B> value) {
      Objects.requireNonNull(value, "value is null");
      return (round, seat, bid) ->
          seat != round.last() || round.sum(value) + value.applyAsInt(bid) != total;
    }

    /** This restriction and {@code other}: a bid is legal when both allow it. */
    default Restriction<B> and(Restriction<B> other) {
      Objects.requireNonNull(other, "other is null");
      return (round, seat, bid) -> allows(round, seat, bid) && other.allows(round, seat, bid);
    }
  }
}
