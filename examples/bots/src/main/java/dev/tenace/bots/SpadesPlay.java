package dev.tenace.bots;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.trick.TrickOrder;

/**
 * {@link SpadesHeuristic}'s card, from masks and ints only, so that its view, state and cursor
 * paths decide alike: the trick in progress, the seat's legal cards and hand, the cards played and
 * the nil bids still standing.
 */
final class SpadesPlay {
  private SpadesPlay() {}

  private static final int TRUMP_CARD = Card.of(Rank.ACE, Suit.SPADES).index();

  /**
   * The card to play, as a card index.
   *
   * @param leader the seat that led the trick in progress
   * @param packed its cards as {@link dev.tenace.core.trick.Trick#packed()}
   * @param size its number of cards
   * @param legal the legal cards
   * @param hand the seat's hand
   * @param played every card played so far, the trick in progress included
   * @param nils bit s set when seat s bid nil (or blind nil) and has taken no trick
   */
  static int card(
      TrickOrder order,
      int leader,
      long packed,
      int size,
      int seat,
      long legal,
      long hand,
      long played,
      int nils) {
    Cards k = new Cards(order, hand, played);
    int partner = (seat + 2) % 4;
    boolean meNil = (nils >> seat & 1) != 0;
    boolean partnerNil = (nils >> partner & 1) != 0;
    int oppNils = nils & ~(1 << seat | 1 << partner);
    if (size == 0) {
      return lead(k, legal, meNil, partnerNil, oppNils != 0);
    }
    long winners = 0;
    for (long b = legal; b != 0; b &= b - 1) {
      int c = Long.numberOfTrailingZeros(b);
      if (TrickPlayer.wouldWin(order, packed, size, c)) {
        winners |= 1L << c;
      }
    }
    int winnerSeat = (leader + order.winningPosition(packed, size)) % 4;
    if (meNil) {
      long losing = legal & ~winners;
      if (losing != 0) {
        return k.highest(losing);
      }
      return size == 3 ? k.highest(legal) : k.lowest(legal);
    }
    boolean partnerPlayed = (partner - leader + 4) % 4 < size;
    if (partnerNil && !partnerPlayed) {
      return winners != 0 ? k.highest(winners) : k.lowest(legal);
    }
    if (partnerNil && winnerSeat == partner) {
      return winners != 0 ? k.cheapest(winners) : k.lowest(legal);
    }
    if (oppNils != 0) {
      int set = setNil(k, leader, size, legal, winners, winnerSeat, oppNils);
      if (set >= 0) {
        return set;
      }
    }
    return follow(k, packed, size, legal, winners, winnerSeat == partner);
  }

  /** Against a standing nil: under the nil bidder when it is winning, low before it plays. */
  private static int setNil(
      Cards k, int leader, int size, long legal, long winners, int winnerSeat, int oppNils) {
    if ((oppNils >> winnerSeat & 1) != 0) {
      long losing = legal & ~winners;
      return losing != 0 ? k.highest(losing) : k.lowest(legal);
    }
    for (int s = 0; s < 4; s++) {
      if ((oppNils >> s & 1) != 0 && (s - leader + 4) % 4 >= size) {
        return k.lowest(legal); // the nil bidder is still to play: keep the trick cheap
      }
    }
    return -1;
  }

  private static int follow(
      Cards k, long packed, int size, long legal, long winners, boolean partnerWinning) {
    if (partnerWinning || winners == 0) {
      return k.discard(legal);
    }
    int cheapest = k.cheapest(winners);
    int led = k.order.effectiveSuit((int) (packed & 0xFF));
    boolean ruff = k.isTrump(cheapest) && k.order.effectiveSuit(TRUMP_CARD) != led;
    if (size >= 2 || ruff || k.isTop(cheapest)) {
      return cheapest; // third and last hand, a ruff, or a sure winner second hand
    }
    return k.discard(legal); // second hand low
  }

  private static int lead(
      Cards k, long legal, boolean meNil, boolean partnerNil, boolean opponentNil) {
    if (meNil || opponentNil) {
      return k.discard(legal);
    }
    long side = legal & ~k.trumps(legal);
    if (partnerNil) {
      return side != 0 ? k.highest(side) : k.highest(legal);
    }
    int best = -1;
    for (long b = side; b != 0; b &= b - 1) {
      int c = Long.numberOfTrailingZeros(b);
      if (k.isTop(c) && (best < 0 || k.order.strength(c) > k.order.strength(best))) {
        best = c;
      }
    }
    if (best >= 0) {
      return best;
    }
    long trumps = k.trumps(legal);
    if (trumps != 0 && k.isTop(k.highest(trumps))) {
      return k.highest(trumps);
    }
    if (k.trumps(k.hand) != 0 && side != 0) {
      int shortest = -1;
      int shortLen = 99;
      for (long b = side; b != 0; b &= b - 1) {
        int c = Long.numberOfTrailingZeros(b);
        int len = k.suitLength(c);
        if (len < shortLen
            || (len == shortLen && k.order.strength(c) < k.order.strength(shortest))) {
          shortest = c;
          shortLen = len;
        }
      }
      if (shortLen <= 2) {
        return shortest;
      }
    }
    return k.discard(legal);
  }

  /** The seat's hand and what is still out, with the card measures the choices use. */
  private static final class Cards {
    final TrickOrder order;
    final long hand;
    final long unknown;
    final int trump;

    Cards(TrickOrder order, long hand, long played) {
      this.order = order;
      this.hand = hand;
      this.unknown = CardSet.STANDARD_BITS & ~hand & ~played;
      this.trump = order.effectiveSuit(TRUMP_CARD);
    }

    boolean isTrump(int c) {
      return order.effectiveSuit(c) == trump;
    }

    long trumps(long bits) {
      long t = 0;
      for (long b = bits; b != 0; b &= b - 1) {
        int c = Long.numberOfTrailingZeros(b);
        if (isTrump(c)) {
          t |= 1L << c;
        }
      }
      return t;
    }

    /** Whether no card still out beats {@code c} in its suit. */
    boolean isTop(int c) {
      int suit = order.effectiveSuit(c);
      int strength = order.strength(c);
      for (long b = unknown; b != 0; b &= b - 1) {
        int u = Long.numberOfTrailingZeros(b);
        if (order.effectiveSuit(u) == suit && order.strength(u) > strength) {
          return false;
        }
      }
      return true;
    }

    int suitLength(int c) {
      int suit = order.effectiveSuit(c);
      int n = 0;
      for (long b = hand; b != 0; b &= b - 1) {
        if (order.effectiveSuit(Long.numberOfTrailingZeros(b)) == suit) {
          n++;
        }
      }
      return n;
    }

    /** The strongest card (a trump above any side card), the first in index order among equals. */
    int highest(long bits) {
      int best = -1;
      for (long b = bits; b != 0; b &= b - 1) {
        int c = Long.numberOfTrailingZeros(b);
        if (best < 0 || rank(c) > rank(best)) {
          best = c;
        }
      }
      return best;
    }

    /** The weakest card (a side card below any trump), the first in index order among equals. */
    int lowest(long bits) {
      int best = -1;
      for (long b = bits; b != 0; b &= b - 1) {
        int c = Long.numberOfTrailingZeros(b);
        if (best < 0 || rank(c) < rank(best)) {
          best = c;
        }
      }
      return best;
    }

    /** The cheapest of cards that all win the trick (by strength). */
    int cheapest(long bits) {
      return lowest(bits);
    }

    /** The weakest side card, else the weakest trump. */
    int discard(long bits) {
      long side = bits & ~trumps(bits);
      return lowest(side != 0 ? side : bits);
    }

    private int rank(int c) {
      return order.strength(c) + (isTrump(c) ? 100 : 0);
    }
  }
}
