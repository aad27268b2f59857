package dev.tenace.hearts;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.PlayRule;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.spi.TrickPosition;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.TrickOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Trick play in Hearts (rules/hearts.md §4 and the play variants of §7): who leads the first trick
 * and with what (§4.1, §7.1.3), and the lead and play restrictions (§4.4, §7) as {@link PlayRule}s
 * over the card masks of a {@link TrickPlay}. Each rule is a record of what it depends on, so two
 * deals under the same rules have equal play rules and their trick-play positions compare as
 * values.
 *
 * <pre>{@code
 * TrickPlay p = HeartsPlayRules.start(rules, hands);   // led by the holder of 2C, no trump (§4)
 * p.legalPlays();                                      // {2C} (HE-E2)
 * }</pre>
 */
final class HeartsPlayRules {
  static final long HEARTS = CardSet.suitMask(Suit.HEARTS);
  static final long CLUBS = CardSet.suitMask(Suit.CLUBS);
  static final long QS = Card.parse("QS").bit();
  static final long JD = Card.parse("JD").bit();

  private HeartsPlayRules() {}

  /** The restrictions of these rules, in the order they apply; {@code firstLead} leads trick 1. */
  static List<PlayRule> of(HeartsRules rules, Card firstLead) {
    List<PlayRule> out = new ArrayList<>(3);
    out.add(new FirstLead(rules.firstLeadAnyClub(), rules.widow(), firstLead));
    if (!rules.heartsOpen()) {
      out.add(new HeartsNotBroken(rules.queenBreaksHearts(), rules.heartsInsteadOfQueenLead()));
    }
    if (rules.noPointsFirstTrick()) {
      out.add(new NoPointsFirstTrick());
    }
    return List.copyOf(out);
  }

  /**
   * Trick play from {@code hands} (after passing), led by the holder of the first lead (§4.1,
   * §7.1.3), under the play rules of these rules made for it: no trump, the highest card of the
   * suit led wins (§2.1, §4.5).
   */
  static TrickPlay start(HeartsRules rules, Masks hands) {
    Card first = firstLead(rules, hands);
    return TrickPlay.start(
        TrickOrder.noTrump(), hands.toCardSets(), firstLeader(hands, first), of(rules, first));
  }

  /**
   * The card that leads trick 1 (§4.1, §7 players): 2C, or 3C with 5 players; in the widow game the
   * lowest club held (§7.1.3), which passing does not change.
   */
  static Card firstLead(HeartsRules rules, Masks hands) {
    if (!rules.widow()) {
      return rules.firstLeadCard();
    }
    return Card.ofIndex(Long.numberOfTrailingZeros(hands.union() & CLUBS));
  }

  /** The seat that holds {@code first} and so leads trick 1 (§4.1). */
  static int firstLeader(Masks hands, Card first) {
    int leader = 0;
    for (int s = 0; s < hands.size(); s++) {
      if ((hands.get(s) & first.bit()) != 0) {
        leader = s;
      }
    }
    return leader;
  }

  /**
   * Whether hearts count as broken in this trick-play position (§4.3, §7 queenBreaksHearts,
   * mustBreakHearts, §7.1.4).
   */
  static boolean heartsBroken(HeartsRules rules, TrickPlay p) {
    return rules.heartsOpen() || broken(p.playedBits(), rules.queenBreaksHearts());
  }

  /** Whether these played cards break hearts (§4.3; QS too with {@code queenBreaksHearts}). */
  static boolean broken(long played, boolean queenBreaks) {
    return (played & HEARTS) != 0 || (queenBreaks && (played & QS) != 0);
  }

  /** §4.1, §7.1.3, §7 firstLeadAnyClub: trick 1 is led with {@code card}, or any club. */
  record FirstLead(boolean anyClub, boolean widow, Card card) implements PlayRule {
    @Override
    public String code() {
      return RuleCode.FIRST_LEAD;
    }

    @Override
    public When when() {
      return When.FIRST_LEAD;
    }

    @Override
    public long restrict(TrickPosition p, int seat, long hand, long legal) {
      if (!p.isFirstTrick() || !p.isLeading()) {
        return legal;
      }
      return anyClub ? legal & CLUBS : legal & card.bit();
    }

    /** Nothing: only the first lead, or only clubs, stay legal (the leader is read elsewhere). */
    @Override
    public Reveal reveal(TrickPosition p, int seat, Card played, long legal) {
      if (!p.isFirstTrick() || !p.isLeading()) {
        return Reveal.nothing(legal);
      }
      return Reveal.nothing(anyClub ? legal & CLUBS : legal & card.bit());
    }

    @Override
    public String explain(TrickPosition p, int seat, Card played) {
      return Seat.name(seat)
          + " leads the first trick and must lead "
          + (anyClub
              ? "a club (hearts §4.1, firstLeadAnyClub)"
              : card + " (hearts §4.1" + (widow ? ", §7.1.3: the lowest club held" : "") + ")")
          + "; played "
          + played;
    }
  }

  /** §4.4, §7 heartsInsteadOfQueenLead: no heart lead before hearts are broken, unless forced. */
  record HeartsNotBroken(boolean queenBreaks, boolean heartsInsteadOfQueenLead)
      implements PlayRule {
    @Override
    public String code() {
      return HeartsState.HEARTS_NOT_BROKEN;
    }

    @Override
    public When when() {
      return When.LEADING;
    }

    @Override
    public long restrict(TrickPosition p, int seat, long hand, long legal) {
      if (!p.isLeading() || broken(p.playedBits(), queenBreaks)) {
        return legal;
      }
      if (heartsInsteadOfQueenLead && (hand & ~(HEARTS | QS)) == 0) {
        return legal;
      }
      long other = legal & ~HEARTS;
      return other != 0 ? other : legal;
    }

    /**
     * A heart led while hearts are unbroken: the hand held no other legal card (with {@code
     * heartsInsteadOfQueenLead}, none but QS); any other lead leaves the cards outside hearts
     * legal.
     */
    @Override
    public Reveal reveal(TrickPosition p, int seat, Card card, long legal) {
      if (!p.isLeading() || broken(p.playedBits(), queenBreaks)) {
        return Reveal.nothing(legal);
      }
      if ((card.bit() & HEARTS) == 0) {
        return Reveal.nothing(legal & ~HEARTS);
      }
      return Reveal.absent(legal & ~(HEARTS | (heartsInsteadOfQueenLead ? QS : 0L)), legal);
    }

    @Override
    public String explain(TrickPosition p, int seat, Card card) {
      return "hearts are not broken and "
          + Seat.name(seat)
          + " holds cards other than hearts ("
          + CardSet.ofBits(p.handBits(seat) & ~HEARTS)
          + "), so may not lead "
          + card
          + " (hearts §4.4)";
    }
  }

  /**
   * §7 noPointsFirstTrick: no heart or QS on trick 1 from a hand void in clubs that holds a safe
   * card.
   */
  record NoPointsFirstTrick() implements PlayRule {
    @Override
    public String code() {
      return HeartsState.NO_POINTS_FIRST_TRICK;
    }

    @Override
    public When when() {
      return When.FIRST_TRICK_FOLLOWING;
    }

    @Override
    public long restrict(TrickPosition p, int seat, long hand, long legal) {
      if (!p.isFirstTrick() || p.isLeading() || (hand & CLUBS) != 0) {
        return legal;
      }
      long safe = legal & ~(HEARTS | QS);
      return safe != 0 ? safe : legal;
    }

    /**
     * A point card played to trick 1 on a club lead (trick 1 is always led with a club, §4.1) shows
     * a hand without a club, to which the rule applies: it held no other legal card, so only hearts
     * and QS. A safe card leaves the point cards out of what was legal.
     */
    @Override
    public Reveal reveal(TrickPosition p, int seat, Card card, long legal) {
      if (!p.isFirstTrick() || p.isLeading()) {
        return Reveal.nothing(legal);
      }
      if ((card.bit() & (HEARTS | QS)) == 0) {
        return Reveal.nothing(legal & ~(HEARTS | QS));
      }
      boolean clubLed = ((1L << p.ledCardIndex()) & CLUBS) != 0;
      return clubLed ? Reveal.absent(legal & ~(HEARTS | QS), legal) : Reveal.nothing(legal);
    }

    @Override
    public String explain(TrickPosition p, int seat, Card card) {
      return "no points on the first trick: "
          + Seat.name(seat)
          + " has no club but holds "
          + CardSet.ofBits(p.handBits(seat) & ~(HEARTS | QS))
          + ", so may not play "
          + card
          + " (hearts §7 noPointsFirstTrick)";
    }
  }
}
