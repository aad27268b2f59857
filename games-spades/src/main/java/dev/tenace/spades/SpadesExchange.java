package dev.tenace.spades;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.BiddingRound;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.SubsetActions;
import dev.tenace.core.table.Seat;
import java.util.List;

/**
 * The partners' exchange after a blind nil (spades §7 {@code doubleNilPass} and {@code
 * blindNilRestricted}, §8.5): once every seat has bid, for each team with a blind nil, the
 * blind-nil bidder and the partner each choose exactly 2 cards of their hand; once every choice is
 * made, the pairs are swapped. Both partners bidding blind nil make one exchange. A value: who
 * exchanges, what each chose, and in which order they chose (the order is public: the history shows
 * it).
 *
 * <pre>{@code
 * SpadesExchange x = SpadesExchange.after(rules, bids);   // seats 0 and 2 exchange
 * x = x.choose(2, CardSet.parse("AS KS").bits()).choose(0, CardSet.parse("2C 3C").bits());
 * x.delivered(dealt);                                     // the hands trick play starts from
 * }</pre>
 *
 * @param exchangers the seats that exchange this deal, a bit each
 * @param chosen per seat the cards it chose to give its partner, 0 before it chose or without one
 * @param order the seats in the order they chose, 2 bits each
 */
record SpadesExchange(int exchangers, Masks chosen, int order) {
  /** No exchange: the default game (§3.6), or no blind nil was bid. */
  static final SpadesExchange NONE = new SpadesExchange(0, Masks.empty(4), 0);

  /** What a seat sees of another's choice it may not know. */
  static final Concealed CONCEALED = new Concealed("exchange");

  /**
   * The exchange the complete bids call for: both partners of each team with a blind nil, when the
   * rules exchange after one.
   */
  static SpadesExchange after(SpadesRules rules, BiddingRound<SpadesBid> bids) {
    int ex = 0;
    if (rules.exchangeAfterBlindNil()) {
      for (int t = 0; t < 2; t++) {
        if (bids.bidOf(t).blind() || bids.bidOf(t + 2).blind()) {
          ex |= (1 << t) | (1 << (t + 2));
        }
      }
    }
    return ex == 0 ? NONE : new SpadesExchange(ex, Masks.empty(4), 0);
  }

  /** Whether the seat exchanges cards with its partner this deal. */
  boolean exchanging(int seat) {
    return (exchangers & (1 << seat)) != 0;
  }

  /** Whether the seat exchanges and has yet to choose its cards. */
  boolean choosing(int seat) {
    return exchanging(seat) && chosen.get(seat) == 0;
  }

  /** Whether every seat that exchanges has chosen: the pairs can be swapped. */
  boolean complete() {
    for (int s = 0; s < 4; s++) {
      if (choosing(s)) {
        return false;
      }
    }
    return true;
  }

  /** The first seat from the dealer's left that has yet to choose. */
  int nextToChoose(int dealer) {
    for (int i = 1; i <= 4; i++) {
      int s = (dealer + i) % 4;
      if (choosing(s)) {
        return s;
      }
    }
    throw new IllegalStateException("exchange complete but not delivered");
  }

  /** The refusal of the seat's choice of {@code cards} from {@code hand}, or {@code null}. */
  RuleViolation refusal(int seat, long cards, long hand) {
    if (chosen.get(seat) != 0) {
      return new RuleViolation(
          RuleCode.ALREADY_CHOSEN,
          seat,
          Seat.name(seat) + " has already chosen " + chosen.cards(seat) + " for the exchange");
    }
    if (Long.bitCount(cards) != 2) {
      return new RuleViolation(
          RuleCode.WRONG_CARD_COUNT,
          seat,
          Seat.name(seat)
              + " must give exactly 2 cards to the partner (spades §7 doubleNilPass) but chose "
              + CardSet.ofBits(cards));
    }
    return SubsetActions.notHeld(seat, "give", cards, hand);
  }

  /** The exchange after the seat chose {@code cards}, the next in the order. */
  SpadesExchange choose(int seat, long cards) {
    return new SpadesExchange(
        exchangers, chosen.with(seat, cards), order | seat << (2 * sequence().length));
  }

  /**
   * The hands once the chosen pairs are swapped: each exchanger gives its 2, takes its partner's.
   */
  Masks delivered(Masks hands) {
    long[] next = hands.toArray();
    for (int s = 0; s < 4; s++) {
      if (exchanging(s)) {
        next[s] = (hands.get(s) & ~chosen.get(s)) | chosen.get((s + 2) % 4);
      }
    }
    return Masks.wrap(next);
  }

  /**
   * Adds the choices to a history in the order made, as {@code viewer} knows them ({@code -1}:
   * everything): a seat knows its own choice, and its partner's once delivered; another seat's is
   * concealed.
   */
  void history(int viewer, boolean delivered, List<Move> out) {
    for (int s : sequence()) {
      boolean known = viewer < 0 || viewer == s || (viewer == (s + 2) % 4 && delivered);
      out.add(new Move(s, known ? new SpadesAction.Exchange(chosen.cards(s)) : CONCEALED));
    }
  }

  /** The seats that chose their cards, in the order they chose. */
  int[] sequence() {
    int n = 0;
    for (int s = 0; s < 4; s++) {
      n += chosen.get(s) != 0 ? 1 : 0;
    }
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = (order >>> (2 * i)) & 3;
    }
    return out;
  }
}
