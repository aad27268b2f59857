package dev.tenace.spades;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.ActionText;
import dev.tenace.core.spi.BiddingRound;
import dev.tenace.core.spi.Ints;
import dev.tenace.core.table.Seat;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Predicate;

/**
 * Spades bidding (spades §3 and the bidding variants of §7) on core's {@link BiddingRound}: one bid
 * per seat in turn from the dealer's left (§3.1), a bid of 1 to 13, nil or blind nil (§3.2, as a
 * {@link SpadesBid}), looking (§3.3), and the legal set of each seat (§3.4) as the variants
 * restrict it — blind nil only before looking and only for an eligible seat ({@code blindNil},
 * {@code doubleNilPass}, {@code blindNilRestricted}), every bid blind nil ({@code roulette}), the
 * number of spades held ({@code mirror}), a nil after a partner's number ({@code suicide}), a
 * team's bids totalling at most 13 ({@code teamBidLimit}).
 *
 * <pre>{@code
 * SpadesBidding.legalActions(setup, 0);   // [look, blindnil] while seat 0 has not seen its hand
 * setup = SpadesBidding.look(setup, 0);
 * SpadesBidding.legalActions(setup, 0);   // [nil, bid 1, ..., bid 13]
 * setup = SpadesBidding.bid(setup, SpadesBid.of(4));
 * }</pre>
 */
final class SpadesBidding {
  private SpadesBidding() {}

  /** Every bid, in the order legal lists give them (§3.2): nil, 1 to 13, blind nil. */
  static final List<SpadesBid> BIDS;

  /** The action of each numeric bid, built once: {@code NUMBERS[n]} bids {@code n}. */
  private static final SpadesAction.Bid[] NUMBERS = new SpadesAction.Bid[14];

  /**
   * The bit of {@code look} in a mask of legal actions; bit {@code i} stands for {@code
   * BIDS.get(i)}.
   */
  private static final int LOOK_BIT = 1 << 15;

  /**
   * The legal action lists met so far, by their mask: a play-out asks for the same few lists again
   * and again, so each is built once (an immutable list, safe to share between threads).
   */
  private static final AtomicReferenceArray<List<Action>> LEGAL =
      new AtomicReferenceArray<>(LOOK_BIT << 1);

  static {
    List<SpadesBid> all = new ArrayList<>(15);
    all.add(SpadesBid.NIL);
    for (int n = 1; n <= 13; n++) {
      all.add(SpadesBid.of(n));
      NUMBERS[n] = new SpadesAction.Bid(n);
    }
    all.add(SpadesBid.BLIND_NIL);
    BIDS = List.copyOf(all);
  }

  /** §3.1: a round of four bids from the dealer's left, the dealer last. */
  static BiddingRound<SpadesBid> round(int dealer) {
    return BiddingRound.leftOfDealer(4, dealer);
  }

  /**
   * Whether blind nil is possible for the seat in this deal (§3.3, §7): always under roulette;
   * never under mirror or with blindNil off; otherwise when the team is far enough behind, which by
   * default (no doubleNilPass, no blindNilRestricted) it always is. The deficit is computed in
   * {@code long}, so extreme totals cannot overflow.
   */
  static boolean blindNilPossible(SpadesRules rules, Ints scoresBefore, int seat) {
    if (rules.roulette()) {
      return true;
    }
    if (!rules.blindNil() || rules.mirror()) {
      return false;
    }
    int required = rules.blindNilDeficit();
    if (required == 0) {
      return true;
    }
    int team = seat % 2;
    return (long) scoresBefore.get(1 - team) - (long) scoresBefore.get(team) >= required;
  }

  /**
   * The seats that may bid blind nil in a deal with these team scores before it, a bit each: they
   * do not see their hands from the deal (§3.3).
   */
  static int blindNilEligible(SpadesRules rules, Ints scoresBefore) {
    int eligible = 0;
    for (int s = 0; s < 4; s++) {
      if (blindNilPossible(rules, scoresBefore, s)) {
        eligible |= 1 << s;
      }
    }
    return eligible;
  }

  /**
   * The legal actions of the seat to bid, in a stable order: {@code look} first while its hand is
   * unseen (§3.3; never under roulette), then its legal bids.
   */
  static List<Action> legalActions(SpadesSetup u, int seat) {
    return seat != u.bidding().toBid() ? List.of() : actionsOf(legalMask(u));
  }

  /** The legal actions of a {@link #legalMask}, each list built once. */
  static List<Action> actionsOf(int mask) {
    List<Action> out = LEGAL.get(mask);
    if (out == null) {
      out = actions(mask);
      LEGAL.set(mask, out);
    }
    return out;
  }

  /**
   * The legal actions of the seat to bid as a mask: bit {@code i} for {@code BIDS.get(i)}, and
   * {@link #LOOK_BIT}. A state works it out once and keeps it ({@code SpadesState}), so listing the
   * bids and checking the one made cost one pass of the restriction.
   */
  static int legalMask(SpadesSetup u) {
    int seat = u.bidding().toBid();
    int mask = (int) u.bidding().legalMask(seat, BIDS, restriction(u));
    if (!u.sees(seat) && !u.rules().roulette()) {
      mask |= LOOK_BIT;
    }
    return mask;
  }

  /** The bit of a bid, nil or blind nil action in a {@link #legalMask}. */
  private static int bit(SpadesAction a) {
    if (a instanceof SpadesAction.Bid n) {
      return 1 << n.tricks();
    }
    return a == SpadesAction.Nil.NIL ? 1 : 1 << (BIDS.size() - 1);
  }

  /** The actions of a mask of legal actions: {@code look} first, then the bids in §3.2's order. */
  private static List<Action> actions(int mask) {
    List<Action> out = new ArrayList<>(Integer.bitCount(mask));
    if ((mask & LOOK_BIT) != 0) {
      out.add(SpadesAction.Look.LOOK);
    }
    for (int i = 0; i < BIDS.size(); i++) {
      if ((mask & (1 << i)) != 0) {
        out.add(action(BIDS.get(i)));
      }
    }
    return List.copyOf(out);
  }

  /**
   * The legal bids of a seat at its turn (§3.3, §3.4, §7): blind nil alone while its hand is unseen
   * or under roulette; once seen, nil and the numbers as the variants allow.
   */
  static BiddingRound.Restriction<SpadesBid> restriction(SpadesSetup u) {
    return new BidRule(u);
  }

  /**
   * {@link #restriction}, stated once as a mask over {@link #BIDS} (bit 0 nil, bit n the bid of n,
   * bit 14 blind nil); {@link #allows} and {@link #at} read that mask.
   */
  private static final class BidRule implements BiddingRound.Restriction<SpadesBid> {
    private static final long BLIND = 1L << 14;
    private final SpadesSetup u;

    BidRule(SpadesSetup u) {
      this.u = u;
    }

    @Override
    public boolean allows(BiddingRound<SpadesBid> round, int seat, SpadesBid bid) {
      return (allowed(round, seat) & bit(bid)) != 0;
    }

    @Override
    public Predicate<SpadesBid> at(BiddingRound<SpadesBid> round, int seat) {
      long m = allowed(round, seat);
      return bid -> (m & bit(bid)) != 0;
    }

    @Override
    public long mask(BiddingRound<SpadesBid> round, int seat, List<SpadesBid> candidates) {
      return candidates == BIDS
          ? allowed(round, seat)
          : BiddingRound.Restriction.super.mask(round, seat, candidates);
    }

    /** The bit of a bid in {@link #BIDS}. */
    private static long bit(SpadesBid bid) {
      return bid.blind() ? BLIND : 1L << bid.tricks();
    }

    /**
     * §3.3, §3.4, §7: blind nil alone while the seat's hand is unseen or under roulette; under
     * mirror the number of its spades (nil for none); under suicide nil once the partner bid a
     * number; else nil and 1 to 13, at most 13 minus the partner's bid under teamBidLimit.
     */
    private long allowed(BiddingRound<SpadesBid> round, int seat) {
      SpadesRules rules = u.rules();
      if (rules.roulette() || !u.sees(seat)) {
        return BLIND;
      }
      if (rules.mirror()) {
        return 1L << Long.bitCount(u.dealt(seat) & SpadesPlayRules.SPADES);
      }
      int across = (seat + 2) % 4;
      int partner = round.hasBid(across) ? round.bidOf(across).tricks() : 0;
      if (rules.suicide() && partner >= 1) {
        return 1L;
      }
      return rules.teamBidLimit() ? (1L << (14 - partner)) - 1 : BLIND - 1;
    }
  }

  /** The action that makes a bid, numeric bids built once. */
  static SpadesAction action(SpadesBid b) {
    return b.isNil() ? b.action() : NUMBERS[b.tricks()];
  }

  /** The bid an action makes: a bid, nil or blind nil. */
  static SpadesBid bidOf(SpadesAction a) {
    if (a instanceof SpadesAction.Bid n) {
      return SpadesBid.of(n.tricks());
    }
    return a == SpadesAction.Nil.NIL ? SpadesBid.NIL : SpadesBid.BLIND_NIL;
  }

  /** §3.3: the seat looks at its hand. */
  static SpadesSetup look(SpadesSetup u, int seat) {
    return u.withSeen(u.seen() | (1 << seat));
  }

  /**
   * The seat to bid bids {@code bid}, which shows it its hand (§3.3); once every seat has bid, the
   * exchange after a blind nil, if any, is known (§7).
   */
  static SpadesSetup bid(SpadesSetup u, SpadesBid bid) {
    int seat = u.bidding().toBid();
    BiddingRound<SpadesBid> round = u.bidding().with(bid);
    SpadesExchange exchange =
        round.isComplete() ? SpadesExchange.after(u.rules(), round) : SpadesExchange.NONE;
    return new SpadesSetup(
        u.header(),
        u.rules(),
        u.scoresBefore(),
        u.bagsBefore(),
        u.seen() | (1 << seat),
        round,
        exchange);
  }

  /**
   * Whether the seat took the {@code look} action (§3.3): it could bid blind nil, it sees its hand,
   * and it did not bid blind nil.
   */
  static boolean looked(SpadesSetup u, int seat) {
    return (u.blindEligible() & (1 << seat)) != 0
        && u.sees(seat)
        && !u.bidding().bid(seat).map(SpadesBid::blind).orElse(false);
  }

  /** Adds the looks and bids so far to a history, in turn order (every seat knows them). */
  static void history(SpadesSetup u, List<Move> out) {
    for (int i = 1; i <= 4; i++) {
      int s = (u.dealer() + i) % 4;
      if (looked(u, s)) {
        out.add(new Move(s, SpadesAction.Look.LOOK));
      }
      Optional<SpadesBid> b = u.bidding().bid(s);
      if (b.isEmpty()) {
        break;
      }
      out.add(new Move(s, b.get().action()));
    }
  }

  /** {@code NOT_YOUR_TURN} for a bid or a look out of turn (§3.1), or {@code null}. */
  static RuleViolation turnRefusal(SpadesSetup u, int seat, SpadesAction a) {
    int turn = u.bidding().toBid();
    if (seat == turn) {
      return null;
    }
    return new RuleViolation(
        RuleCode.NOT_YOUR_TURN,
        seat,
        Seat.name(seat)
            + " tried to "
            + a.text()
            + " but it is "
            + Seat.name(turn)
            + "'s turn to bid");
  }

  /**
   * The refusal of a {@code look} at the seat's turn, or {@code null} if it may look; {@code mask}
   * is the {@link #legalMask} of the seat to bid.
   */
  static RuleViolation lookRefusal(SpadesSetup u, int seat, int mask) {
    if ((mask & LOOK_BIT) != 0) {
      return null;
    }
    List<Action> legal = actionsOf(mask);
    return new RuleViolation(
        SpadesState.BID_NOT_ALLOWED,
        seat,
        Seat.name(seat)
            + " may not look: "
            + (u.rules().roulette()
                ? "every bid is blind nil, there is nothing to look for (spades §7 roulette)"
                : Seat.name(seat) + " already sees its hand (spades §3.3)")
            + "; legal bids are "
            + ActionText.texts(legal));
  }

  /**
   * The refusal of the bid {@code a} at the seat's turn, or {@code null} if it is legal; {@code
   * mask} is the {@link #legalMask} of the seat to bid.
   */
  static RuleViolation bidRefusal(SpadesSetup u, int seat, SpadesAction a, int mask) {
    if (seat == u.bidding().toBid() && (mask & bit(a)) != 0) {
      return null;
    }
    List<Action> legal = legalActions(u, seat);
    return new RuleViolation(
        SpadesState.BID_NOT_ALLOWED,
        seat,
        Seat.name(seat)
            + " may not bid '"
            + a.text()
            + "': "
            + whyNot(u, seat, a)
            + "; legal bids are "
            + ActionText.texts(legal));
  }

  /** Which rule of §3 or §7 refuses the bid. */
  private static String whyNot(SpadesSetup u, int seat, SpadesAction a) {
    SpadesRules rules = u.rules();
    if (rules.roulette()) {
      return "every bid is blind nil (spades §7 roulette)";
    }
    if (!u.sees(seat)) {
      return Seat.name(seat) + " has not seen its hand: it may look or bid blind nil (spades §3.3)";
    }
    if (rules.mirror()) {
      return "every bid is the number of spades held (spades §7 mirror)";
    }
    if (a == SpadesAction.BlindNil.BLIND_NIL) {
      if (!rules.blindNil()) {
        return "blind nil is off (spades §7 blindNil)";
      }
      if ((u.blindEligible() & (1 << seat)) != 0) {
        return "blind nil is only for a player who has not looked (spades §3.3)";
      }
      return "blind nil needs the team to be at least "
          + rules.blindNilDeficit()
          + " behind (spades §7 "
          + (rules.doubleNilPass() ? "doubleNilPass" : "blindNilRestricted")
          + ")";
    }
    SpadesBid partner = u.bidding().bid((seat + 2) % 4).orElse(null);
    if (rules.suicide() && partner != null && partner.tricks() >= 1) {
      return "the partner bid " + partner + " and each team needs a nil (spades §7 suicide)";
    }
    return "the partner bid "
        + partner
        + " and the team's bids may total at most 13 (spades §7 teamBidLimit)";
  }
}
