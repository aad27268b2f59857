package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.spi.PlayRule;
import dev.tenace.core.spi.TrickPosition;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.FaceDownOrder;
import dev.tenace.core.trick.TrickOrder;
import java.util.List;

/**
 * Sheepshead's trick play (rules/sheepshead.md §2.2–§2.4, §5, §9.1.4): the trump group of queens,
 * jacks and diamonds over three fail suits, which core's trick play follows for §5.2 (follow the
 * effective suit) and §5.3 (the winner), and the one play rule of the game beyond them, the
 * called-ace restriction of §9.1.4 with its {@code calledSuitLead} variant.
 *
 * <pre>{@code
 * ORDER.effectiveSuit(Card.parse("QS"));   // the trump suit: a queen is trump (§2.2)
 * SheepsheadPlayRules.of(rules, 1, 3, new SheepsheadAction.Call(Card.parse("AH")));
 *                                          // [CalledSuit(1, 3, AH, ...)]: §9.1.4
 * }</pre>
 */
final class SheepsheadPlayRules {
  private SheepsheadPlayRules() {}

  /** §2.3: the trump order, high to low (14 cards). */
  static final List<Card> TRUMPS = CardSet.parseList("QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D");

  /** §2.4: the order of each fail suit, high to low. */
  static final List<Rank> FAIL =
      List.of(Rank.ACE, Rank.TEN, Rank.KING, Rank.NINE, Rank.EIGHT, Rank.SEVEN);

  /** §2.2–§2.4: the effective suits and the strength of every card, for §5.2 and §5.3. */
  static final TrickOrder ORDER = TrickOrder.trumpGroup(TRUMPS, FAIL);

  /**
   * The play rules of a deal beyond §5.2: the called-ace restrictions of §9.1.4 and §9
   * calledSuitLead when the picker called a fail ace or ten, none otherwise.
   *
   * @param picker the picker
   * @param partner the holder of the called card
   * @param declaration the picker's declaration, or {@code null} when none was made
   */
  static List<PlayRule> of(
      SheepsheadRules rules, int picker, int partner, SheepsheadAction declaration) {
    if (declaration instanceof SheepsheadAction.Call call && call.isCalledAce()) {
      return List.of(new CalledSuit(picker, partner, call.card(), rules.calledSuitLead(), ORDER));
    }
    return List.of();
  }

  /**
   * The play rules of a deal with an under call (§9.1.5(c), (f)): §9.1.4 for the partner and, for
   * the picker, the under kept back from every other lead while another card remains, all read with
   * the deal's {@link #underOrder} (in which the under is the picker's one card of {@code Y}).
   *
   * @param picker the picker
   * @param partner the holder of {@code AY}
   * @param call the under call
   */
  static List<PlayRule> underCall(
      SheepsheadRules rules, int picker, int partner, SheepsheadAction.CallUnder call) {
    return List.of(
        new CalledSuit(picker, partner, call.ace(), rules.calledSuitLead(), underOrder(call)));
  }

  /**
   * The trick order of a deal with an under (§9.1.5(c), (d)): Sheepshead's {@link #ORDER} with the
   * under played face down as a card of the called suit {@code Y} (core's {@link FaceDownOrder}:
   * the suit's weakest card, with no trump status). Core's follow rule and trick winner then give
   * the under call's rules without a rule of their own, in {@code TrickPlay} and its search cursor
   * alike: a lead of the under is a lead of {@code Y} (the others follow {@code Y}); on the first
   * {@code Y} lead the picker, who holds no other card of {@code Y}, must play it; and it never
   * wins, since every other card of {@code Y} and every trump beats it, and when it leads, {@code
   * AY} is in the trick (9.1.4).
   *
   * <pre>{@code
   * // SH-E17(a): 0:9C 1:KC 2:QC* 3:8C 4:AC — seat 4 wins; QC, the under, has no power
   * Trick.parse("0:9C 1:KC 2:QC 3:8C 4:AC", 5).winner(underOrder(callAcUnderQc));   // 4
   * }</pre>
   */
  static FaceDownOrder underOrder(SheepsheadAction.CallUnder call) {
    return FaceDownOrder.of(ORDER, call.under().index(), call.suit().ordinal());
  }

  /**
   * The called-ace restrictions of §9.1.4 as a value (so that two equal deals have equal trick
   * phases): until the called suit {@code X} is first led, the picker keeps his last hold card of
   * {@code X} and the partner the called card when another suit is led; on the first trick led in
   * {@code X} the partner must play the called card. With {@code calledSuitLead} (§9, SH-E14) the
   * partner may until then lead {@code X} only with the called card, unless he holds four or more
   * cards of {@code X}. A card that is a player's only legal card stays legal.
   *
   * @param picker the picker
   * @param partner the holder of the called card
   * @param called the called ace or ten
   * @param leads whether the partner's leads are restricted too (§9 calledSuitLead)
   * @param order the deal's trick order: {@link #ORDER}, or its {@link #underOrder} after an under
   *     call, in which the picker's one card of the called suit is the under (§9.1.5(c)3)
   */
  record CalledSuit(int picker, int partner, Card called, boolean leads, TrickOrder order)
      implements PlayRule {
    @Override
    public String code() {
      return SheepsheadState.CALLED_SUIT;
    }

    @Override
    public When when() {
      return leads ? When.ALWAYS : When.FOLLOWING;
    }

    private int suit() {
      return called.suit().ordinal();
    }

    @Override
    public long restrict(TrickPosition p, int seat, long hand, long legal) {
      int x = suit();
      int led = p.ledCardIndex();
      if (led < 0) {
        return restrictLead(p, seat, hand, legal);
      }
      if (earlierLed(order, p, x)) {
        return legal;
      }
      if (order.effectiveSuit(led) == x) {
        // The first trick of the called suit: the partner must play the called card (§9.1.4).
        return seat == partner && (legal & called.bit()) != 0 ? called.bit() : legal;
      }
      long out = legal;
      long suitCards = hand & order.suitMask(x);
      if (seat == picker && Long.bitCount(suitCards) == 1) {
        out &= ~suitCards;
      }
      if (seat == partner) {
        out &= ~called.bit();
      }
      return out != 0 ? out : legal;
    }

    /**
     * §9 calledSuitLead: before {@code X} is first led, the partner leads {@code X} only with the
     * called card, unless he holds four or more cards of {@code X}.
     */
    private long restrictLead(TrickPosition p, int seat, long hand, long legal) {
      int x = suit();
      long others = hand & order.suitMask(x) & ~called.bit();
      if (!leads
          || seat != partner
          || Long.bitCount(hand & order.suitMask(x)) >= 4
          || earlierLed(order, p, x)) {
        return legal;
      }
      return (legal & ~others) != 0 ? legal & ~others : legal;
    }

    /**
     * What a play shows under §9.1.4 and §9 calledSuitLead, with this rule's {@link #partner} (a
     * sampler that does not know the partner asks the rule made for each seat that may be him):
     * until {@code X} is first led, the partner, who still holds the called card (he may not part
     * with it before then but as his last card), led another card of {@code X} only holding four or
     * more; on the first trick led in {@code X} he played the called card unless he lacked it; and
     * the picker discarded a card of {@code X} before {@code X} was led, but for his last card,
     * only holding another. What else the rule keeps out is left unsaid (only the card played is
     * left legal where the rule may have narrowed).
     */
    @Override
    public Reveal reveal(TrickPosition p, int seat, Card card, long legal) {
      int x = suit();
      long suitCards = order.suitMask(x);
      int led = p.ledCardIndex();
      if (earlierLed(order, p, x)) {
        return Reveal.nothing(legal);
      }
      if (led < 0) {
        boolean lower = (card.bit() & suitCards & ~called.bit()) != 0;
        return leads && seat == partner && lower
            ? Reveal.atLeast(suitCards, 4, legal)
            : Reveal.nothing(seat == partner ? card.bit() : legal);
      }
      if (order.effectiveSuit(led) == x) {
        return seat == partner && !card.equals(called)
            ? Reveal.absent(legal & called.bit(), legal)
            : Reveal.nothing(seat == partner ? card.bit() : legal);
      }
      // a card of X to another suit led: a void, so every card of the hand was legal
      if (seat == picker
          && (card.bit() & suitCards) != 0
          && legal == -1L
          && p.tricksPlayed() < p.totalTricks() - 1) {
        return Reveal.atLeast(suitCards, 2, legal);
      }
      return Reveal.nothing(seat == picker || seat == partner ? card.bit() : legal);
    }

    @Override
    public String explain(TrickPosition p, int seat, Card card) {
      String suits = called.suit().plural();
      if (order instanceof FaceDownOrder u && card.index() == u.card()) {
        return Seat.name(seat)
            + " (the picker) may play the under "
            + card
            + " only when "
            + suits
            + " are first led, or as his only card (sheepshead §9.1.5(c))";
      }
      if (p.ledCardIndex() < 0) {
        return "until "
            + suits
            + " are first led, "
            + Seat.name(seat)
            + " (the partner) may lead them only with the"
            + " called "
            + called
            + ", unless he holds four or more; led "
            + card
            + " (sheepshead §9 calledSuitLead)";
      }
      return "until "
          + suits
          + " are first led, "
          + Seat.name(seat)
          + (seat == partner
              ? " (the partner) may not discard the called "
                  + called
                  + ", and must play it when "
                  + suits
                  + " are led"
              : " (the picker) must keep his last " + suits.replaceAll("s$", "") + " hold card")
          + "; played "
          + card
          + " (sheepshead §9.1.4)";
    }
  }

  /** Whether a completed trick was led in effective suit {@code x}. */
  private static boolean earlierLed(TrickOrder order, TrickPosition p, int x) {
    return (p.completedLeadBits() & order.suitMask(x)) != 0;
  }
}
