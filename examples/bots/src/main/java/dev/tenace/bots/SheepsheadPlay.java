package dev.tenace.bots;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;

/**
 * The card play of {@link SheepsheadHeuristic} (rules/sheepshead.md §5, §6, §7), by masks so that
 * the view, state and cursor paths choose the same card: the picker's side leads a trump nobody can
 * beat, else a poor fail card, and a defender a poor fail card (§5.1); on a trick its side is
 * winning safely it schmears its richest card (points, §2.5); on a trick the other side is winning
 * it takes the trick with its cheapest winner (not a queen or jack on a trick worth nothing while a
 * later seat may still take it), else throws its poorest card; in a leaster (§7) it ducks and gives
 * its points away.
 *
 * <p>It knows only what the seat knows from its cards and the table: the picker, the partner card
 * as the table knows it, the partner once that card is played, and the cards it has seen played.
 */
final class SheepsheadPlay {
  /** The cards of the 32-card pack (§2.1): ranks 7 to ace. */
  static final long PACK = pack();

  /** The trumps (§2.2): queens, jacks and diamonds. */
  static final long TRUMPS =
      (CardSet.rankMask(Rank.QUEEN) | CardSet.rankMask(Rank.JACK) | CardSet.suitMask(Suit.DIAMONDS))
          & PACK;

  private static final long QUEENS_AND_JACKS =
      CardSet.rankMask(Rank.QUEEN) | CardSet.rankMask(Rank.JACK);

  private SheepsheadPlay() {}

  /**
   * What the seat knows of the sides (§1.2, §4.4): the picker ({@code -1} in a leaster), the
   * partner card as the table knows it ({@code -1} when the picker is alone), whether this seat is
   * on the picker's side, the partner once known ({@code -1} before), the under while it may not
   * see it ({@code 0} if none, §9.1.5(h)) and the cards it has seen played.
   */
  record Sides(
      int seat,
      int picker,
      int partnerCard,
      boolean pickerSide,
      int partner,
      long hidden,
      long seen) {
    boolean leaster() {
      return picker < 0;
    }
  }

  /**
   * The trick in progress as the seat sees it.
   *
   * @param packed its cards as {@link Trick#packed()}
   * @param size its cards
   * @param leader the seat that led it
   * @param winner the seat winning it (ignored when empty)
   * @param players the seats at the table
   */
  record Now(TrickOrder order, long packed, int size, int leader, int winner, int players) {
    long visible(long hidden) {
      long b = 0;
      for (int i = 0; i < size; i++) {
        int c = card(i);
        b |= c == Trick.CONCEALED ? 0L : 1L << c;
      }
      return b & ~hidden;
    }

    int card(int position) {
      return (int) ((packed >>> (8 * position)) & 0xFF);
    }

    boolean last() {
      return size == players - 1;
    }
  }

  /** The card to play, as an index among {@code legal}. */
  static int play(Sides s, Now now, long legal) {
    if (now.size() == 0) {
      return lead(s, now.order(), legal);
    }
    long trick = now.visible(s.hidden());
    int winning = now.card((now.winner() - now.leader() + now.players()) % now.players());
    long winners = 0;
    for (long b = legal; b != 0; b &= b - 1) {
      if (TrickPlayer.wouldWin(
          now.order(), now.packed(), now.size(), Long.numberOfTrailingZeros(b))) {
        winners |= b & -b;
      }
    }
    if (s.leaster()) {
      // §7.3: the fewest points wins; duck and give the richest card away
      long losers = legal & ~winners;
      return losers != 0 ? richest(now.order(), losers) : weakest(now.order(), winners);
    }
    boolean safe = now.last() || (beaters(now.order(), winning) & ~legal & ~trick & ~s.seen()) == 0;
    if (friend(s, now)) {
      return safe ? schmear(now.order(), legal) : poorest(now.order(), legal);
    }
    return take(now, legal, winners, trick);
  }

  /**
   * Against the other side: its cheapest winner, except that a queen or jack is not spent on a
   * trick worth no point while a later seat may still take it (§2.5); else its poorest card.
   */
  private static int take(Now now, long legal, long winners, long trick) {
    if (winners == 0) {
      return poorest(now.order(), legal);
    }
    int cheapest = weakest(now.order(), winners);
    long spare = legal & ~winners;
    boolean power = (QUEENS_AND_JACKS >>> cheapest & 1) != 0;
    if (power && spare != 0 && !now.last() && trickPoints(trick) == 0) {
      return poorest(now.order(), spare);
    }
    return cheapest;
  }

  /** Whether the seat winning the trick is on this seat's side, as far as this seat knows. */
  private static boolean friend(Sides s, Now now) {
    int w = now.winner();
    if (s.seat() == s.picker()) {
      return w == s.partner();
    }
    if (s.pickerSide()) {
      return w == s.picker();
    }
    return w != s.picker() && w != s.partner();
  }

  /**
   * The lead: the picker's side leads its highest trump when no card it has not seen beats it (it
   * draws the defenders' trumps), else its poorest fail card (the picker may trump it, or the
   * partner), else its lowest trump; a defender leads its poorest fail card, else its lowest trump;
   * in a leaster, the lowest card.
   */
  private static int lead(Sides s, TrickOrder order, long legal) {
    long trumps = legal & TRUMPS;
    long fail = legal & ~TRUMPS;
    if (s.leaster()) {
      return weakest(order, legal);
    }
    if (s.pickerSide() && trumps != 0) {
      int top = strongest(order, trumps);
      if ((beaters(order, top) & ~legal & ~s.seen()) == 0) {
        return top;
      }
    }
    return fail != 0 ? poorest(order, fail) : weakest(order, trumps);
  }

  /**
   * The richest card to give a trick the side will take: the most points among the cards that are
   * not queens or jacks (they win tricks), then the weakest; a queen or jack only if nothing else.
   */
  private static int schmear(TrickOrder order, long legal) {
    long soft = legal & ~QUEENS_AND_JACKS;
    return richest(order, soft != 0 ? soft : legal);
  }

  /** The cards that beat {@code card} while it wins the trick, within the pack. */
  private static long beaters(TrickOrder order, int card) {
    return order.beaters(card) & PACK;
  }

  /** The card with the most points, the weakest among them. */
  static int richest(TrickOrder order, long cards) {
    int best = -1;
    for (long b = cards; b != 0; b &= b - 1) {
      int c = Long.numberOfTrailingZeros(b);
      int diff = best < 0 ? 1 : cardPoints(c) - cardPoints(best);
      if (diff > 0 || (diff == 0 && order.strength(c) < order.strength(best))) {
        best = c;
      }
    }
    return best;
  }

  /** The card with the fewest points, the weakest among them. */
  static int poorest(TrickOrder order, long cards) {
    int best = -1;
    for (long b = cards; b != 0; b &= b - 1) {
      int c = Long.numberOfTrailingZeros(b);
      int diff = best < 0 ? -1 : cardPoints(c) - cardPoints(best);
      if (diff < 0 || (diff == 0 && order.strength(c) < order.strength(best))) {
        best = c;
      }
    }
    return best;
  }

  /** The weakest card, the first in index order among equals. */
  static int weakest(TrickOrder order, long cards) {
    int best = -1;
    for (long b = cards; b != 0; b &= b - 1) {
      int c = Long.numberOfTrailingZeros(b);
      if (best < 0 || order.strength(c) < order.strength(best)) {
        best = c;
      }
    }
    return best;
  }

  /** The strongest card, the first in index order among equals. */
  static int strongest(TrickOrder order, long cards) {
    int best = -1;
    for (long b = cards; b != 0; b &= b - 1) {
      int c = Long.numberOfTrailingZeros(b);
      if (best < 0 || order.strength(c) > order.strength(best)) {
        best = c;
      }
    }
    return best;
  }

  /** Card points (§2.5) of a card index. */
  static int cardPoints(int card) {
    return switch (Card.ofIndex(card).rank()) {
      case ACE -> 11;
      case TEN -> 10;
      case KING -> 4;
      case QUEEN -> 3;
      case JACK -> 2;
      default -> 0;
    };
  }

  /** Card points of a mask of cards. */
  static int trickPoints(long cards) {
    int p = 0;
    for (long b = cards; b != 0; b &= b - 1) {
      p += cardPoints(Long.numberOfTrailingZeros(b));
    }
    return p;
  }

  private static long pack() {
    long m = 0;
    for (Rank r : Rank.values()) {
      if (r.compareTo(Rank.SEVEN) >= 0) {
        m |= CardSet.rankMask(r);
      }
    }
    return m;
  }
}
