package dev.tenace.bots;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;

/** {@link SpadesHeuristic}'s bid: a trick estimate from the hand, and when nil is safe. */
final class SpadesBidding {
  private SpadesBidding() {}

  /**
   * The bid to make.
   *
   * @param nil whether to bid nil
   * @param tricks the tricks to bid otherwise (before the heuristic's adjustment)
   */
  record Choice(boolean nil, int tricks) {}

  /**
   * The bid for a hand.
   *
   * @param partnerNil whether the partner has bid nil
   * @param othersBid the tricks the other seats have bid so far
   * @param bidders how many other seats have bid
   * @param bags the team's bags before the deal
   */
  static Choice choose(CardSet hand, boolean partnerNil, int othersBid, int bidders, int bags) {
    double e = estimate(hand);
    if (!partnerNil && nilSafe(hand)) {
      return new Choice(true, 0);
    }
    // half a trick under the estimate: a set costs ten times the trick, an overtrick one point
    int t = (int) Math.floor(e - 0.5);
    if (bidders == 3 && othersBid + t > 13) {
      t = Math.max(1, 13 - othersBid);
    }
    if (bags >= 7 && e - Math.floor(e) >= 0.5) {
      t++; // near the bag penalty an overtrick costs more than a doubtful trick
    }
    return new Choice(false, Math.max(1, t));
  }

  /** The tricks a hand should take: side honours, top spades, long spades and ruffs. */
  static double estimate(CardSet hand) {
    CardSet spades = hand.inSuit(Suit.SPADES);
    int ns = spades.size();
    double e = 0;
    e += spadeHonours(spades);
    e += Math.max(0, ns - 3); // long trumps
    int spareTrumps =
        Math.max(0, ns - (int) Math.round(spadeHonours(spades)) - Math.max(0, ns - 3));
    for (Suit s : Suit.values()) {
      if (s == Suit.SPADES) {
        continue;
      }
      CardSet in = hand.inSuit(s);
      int n = in.size();
      if (has(in, Rank.ACE, s)) {
        e += n <= 5 ? 1.0 : 0.7;
      }
      if (has(in, Rank.KING, s) && n >= 2) {
        e += n <= 4 ? (has(in, Rank.ACE, s) ? 0.9 : 0.7) : 0.4;
      }
      if (has(in, Rank.QUEEN, s) && n >= 3 && n <= 4) {
        e += has(in, Rank.KING, s) || has(in, Rank.ACE, s) ? 0.5 : 0.25;
      }
      if (spareTrumps > 0) { // ruffs from short side suits
        int ruffs = n == 0 ? Math.min(2, spareTrumps) : n == 1 ? 1 : 0;
        e += 0.8 * Math.min(ruffs, spareTrumps);
        spareTrumps -= Math.min(ruffs, spareTrumps);
        if (n == 2 && spareTrumps > 0) {
          e += 0.3;
        }
      }
    }
    return e;
  }

  private static double spadeHonours(CardSet spades) {
    int ns = spades.size();
    double e = 0;
    if (has(spades, Rank.ACE, Suit.SPADES)) {
      e += 1;
    }
    if (has(spades, Rank.KING, Suit.SPADES)) {
      e += ns >= 2 ? 1 : 0.4;
    }
    if (has(spades, Rank.QUEEN, Suit.SPADES)) {
      e += ns >= 3 ? 1 : 0.3;
    }
    if (has(spades, Rank.JACK, Suit.SPADES) && ns >= 4) {
      e += 0.5;
    }
    return Math.min(e, ns);
  }

  /**
   * Whether nil looks safe: no spade above the eight and at most three spades, no side ace, no side
   * king or queen without three lower cards beside it, and a low card (six or below) in every side
   * suit held with three cards or more.
   */
  static boolean nilSafe(CardSet hand) {
    CardSet spades = hand.inSuit(Suit.SPADES);
    if (spades.size() > 3) {
      return false;
    }
    for (Card c : spades) {
      if (c.rank().ordinal() > Rank.EIGHT.ordinal()) {
        return false;
      }
    }
    for (Suit s : Suit.values()) {
      if (s == Suit.SPADES) {
        continue;
      }
      CardSet in = hand.inSuit(s);
      if (has(in, Rank.ACE, s)) {
        return false;
      }
      if ((has(in, Rank.KING, s) || has(in, Rank.QUEEN, s)) && in.size() < 4) {
        return false;
      }
      if (in.size() >= 3 && lowest(in).rank().ordinal() > Rank.SIX.ordinal()) {
        return false;
      }
    }
    return true;
  }

  private static boolean has(CardSet in, Rank r, Suit s) {
    return in.contains(Card.of(r, s));
  }

  private static Card lowest(CardSet in) {
    Card low = null;
    for (Card c : in) {
      if (low == null || c.rank().ordinal() < low.rank().ordinal()) {
        low = c;
      }
    }
    return low;
  }
}
