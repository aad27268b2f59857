package dev.tenace.spades;

import dev.tenace.core.card.Deal;
import dev.tenace.core.spi.BiddingRound;
import dev.tenace.core.spi.DealHeader;
import dev.tenace.core.spi.DealSetup;
import dev.tenace.core.spi.Ints;
import dev.tenace.core.table.Seat;
import java.util.List;
import java.util.Objects;

/**
 * Everything of a Spades deal but its trick play (spades §2, §3, §7): the deal and its match
 * context, who sees a hand, the bids and the exchange after a blind nil. Fixed while the cards are
 * played, so every card play shares it; a value, whose {@code equals}, {@code hashCode} and key the
 * state derives ({@link DealSetup}).
 *
 * <pre>{@code
 * SpadesSetup u = SpadesSetup.of(rules, deal, 1, List.of(0, 0), List.of(0, 0), List.of(0, 0, 0, 0));
 * u.bidding().toBid();   // the dealer's left (§3.1)
 * }</pre>
 *
 * @param header the deal: dealer, hands dealt, deal number and standing (the team totals [A, B, A,
 *     B], or the seats' bid errors in the bid-error game)
 * @param rules the rules of the deal
 * @param scoresBefore the team totals [A, B] before the deal (blind-nil deficits, §7)
 * @param bagsBefore the team bag counts [A, B] before the deal (§5.3), each 0 to 9
 * @param seen the seats that see their hands (§3.3), a bit each: from the deal when blind nil is
 *     not possible for them, else once they have looked or bid
 * @param bidding the bids so far (§3)
 * @param exchange the partners' exchange after a blind nil (§7), {@link SpadesExchange#NONE}
 *     without one
 */
record SpadesSetup(
    DealHeader header,
    SpadesRules rules,
    Ints scoresBefore,
    Ints bagsBefore,
    int seen,
    BiddingRound<SpadesBid> bidding,
    SpadesExchange exchange)
    implements DealSetup {
  /** Checks the parts. */
  SpadesSetup {
    Objects.requireNonNull(header, "header is null");
    Objects.requireNonNull(rules, "rules are null");
    Objects.requireNonNull(scoresBefore, "scoresBefore is null");
    Objects.requireNonNull(bagsBefore, "bagsBefore is null");
    Objects.requireNonNull(bidding, "bidding is null");
    Objects.requireNonNull(exchange, "exchange is null");
  }

  /** Every seat, a bit each. */
  static final int ALL = 0b1111;

  /**
   * A deal of a match before its first bid (§2.3): deal {@code dealNumber} with the team totals and
   * bags before it and the standing (the match totals per seat).
   *
   * @throws IllegalArgumentException if the dealer is not a seat or the context is malformed
   */
  static SpadesSetup of(
      SpadesRules rules,
      Deal deal,
      int dealNumber,
      List<Integer> scoresBefore,
      List<Integer> bagsBefore,
      List<Integer> standing) {
    Objects.requireNonNull(rules, "rules are null");
    Seat.check(deal.dealer(), 4);
    DealHeader.checkDealNumber(dealNumber);
    if (scoresBefore.size() != 2 || bagsBefore.size() != 2) {
      throw new IllegalArgumentException("scores and bags are given per team: [A, B]");
    }
    if (standing.size() != 4) {
      throw new IllegalArgumentException(
          "the standing has one total per seat (4) but had " + standing.size());
    }
    for (int b : bagsBefore) {
      if (b < 0 || b > 9) {
        throw new IllegalArgumentException(
            "a team's bag count is 0 to 9 (spades §5.3) but was " + b);
      }
    }
    DealHeader header = DealHeader.of(deal, dealNumber, standing);
    return fresh(rules, header, Ints.of(scoresBefore), Ints.of(bagsBefore));
  }

  /**
   * A deal before its first bid: the seats that may bid blind nil have not seen their hands (§3.3).
   */
  static SpadesSetup fresh(
      SpadesRules rules, DealHeader header, Ints scoresBefore, Ints bagsBefore) {
    return new SpadesSetup(
        header,
        rules,
        scoresBefore,
        bagsBefore,
        ALL & ~SpadesBidding.blindNilEligible(rules, scoresBefore),
        SpadesBidding.round(header.dealer()),
        SpadesExchange.NONE);
  }

  /** The seats that may bid blind nil this deal, a bit each (§3.3, §7). */
  int blindEligible() {
    return SpadesBidding.blindNilEligible(rules, scoresBefore);
  }

  /** Whether the seat sees its hand. */
  boolean sees(int seat) {
    return (seen & (1 << seat)) != 0;
  }

  /** The hand dealt to the seat, as a card mask. */
  long dealt(int seat) {
    return header.dealt().get(seat);
  }

  /** The seat's bid, for a seat that has bid. */
  SpadesBid bid(int seat) {
    return bidding.bidOf(seat);
  }

  /** This setup with these seats seeing their hands. */
  SpadesSetup withSeen(int seen) {
    return new SpadesSetup(header, rules, scoresBefore, bagsBefore, seen, bidding, exchange);
  }

  /** This setup with this exchange. */
  SpadesSetup withExchange(SpadesExchange exchange) {
    return new SpadesSetup(header, rules, scoresBefore, bagsBefore, seen, bidding, exchange);
  }
}
