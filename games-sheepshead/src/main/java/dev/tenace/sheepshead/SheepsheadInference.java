package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.spi.HiddenDeal;
import dev.tenace.core.spi.PlayReveals;
import dev.tenace.core.spi.PlayRule;
import dev.tenace.core.trick.FaceDownOrder;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.List;

/**
 * What one seat's {@link SheepsheadView} tells of the cards it has not seen, as the constraints of
 * core {@link HiddenDeal}s: how many unseen cards each seat, the bury and the blind hold; the voids
 * shown in play (§5.2); what the declaration or its absence says of the picker's eight cards (§4.4,
 * §9 voluntaryAlone, §9.1.1, §9.1.2); and what the called-ace rules reveal (the picker's hold card,
 * the partner's plays and leads, §9.1.4, §9 calledSuitLead). The partner is hidden until he plays
 * the called card, so a seat whose leads would say more if it were the partner is an alternative of
 * its own.
 *
 * <p>Places: {@code 0..n-1} the seats' unseen cards (the picker's: his hand after burying, or all
 * eight before), {@code n} the bury (the picker's, hidden from the others), {@code n + 1} the blind
 * (no picker yet, leaster), and after an under call, for a seat that does not know the under,
 * {@code n + 2} the under (played face down or not yet played; the picker's place then holds his
 * other unplayed cards). An under call tells the others (§9.1.5(i)6): the picker's eight cards hold
 * no card of the called suit {@code Y} (the under neither), and every other fail suit they hold
 * came with its ace.
 *
 * <pre>{@code
 * List<HiddenDeal> alternatives = SheepsheadInference.alternatives(view, playedBy, playedAll, blind, true);
 * long[] fresh = HiddenDeal.sampleForView(alternatives, rng, view.seat());
 * }</pre>
 */
final class SheepsheadInference {
  private final SheepsheadView view;
  private final SheepsheadRules rules;
  private final int n;
  private final int picker;
  private final int seat;

  /** Whether the under is a place of its own: an under call, and this seat does not know it. */
  private final boolean underHidden;

  /** What the tricks reveal whoever the partner is, or {@code null} before trick play. */
  private final PlayReveals seen;

  private SheepsheadInference(SheepsheadView view) {
    this.view = view;
    this.rules = view.rules();
    this.n = view.players();
    this.picker = view.picker().orElse(-1);
    this.seat = view.seat();
    this.underHidden = underHidden(view);
    this.seen = reveals(-1);
  }

  /**
   * Whether {@code v} follows an under call whose under its seat does not know (§9.1.5(h)): a seat
   * that knows it sees the deal's face-down order on its trick table ({@code TrickTable.conceal}).
   */
  static boolean underHidden(SheepsheadView v) {
    return v.declaration().orElse(null) == Declaration.CALL_UNDER
        && v.picker().orElse(-1) != v.seat()
        && !(v.tricks().map(TrickTable::order).orElse(null) instanceof FaceDownOrder);
  }

  /** The trick order of the view's table (the deal's own when the seat knows the under). */
  private TrickOrder tableOrder() {
    return view.tricks().map(TrickTable::order).orElse(SheepsheadPlayRules.ORDER);
  }

  /**
   * The deals of the unseen cards that agree with the view, as {@link HiddenDeal} alternatives.
   *
   * @param playedBy the cards each seat has played
   * @param playedAll every card played
   * @param blindBits the blind if this seat knows it (the picker), else empty
   * @param buriedYet whether the picker has buried
   */
  static List<HiddenDeal> alternatives(
      SheepsheadView view, long[] playedBy, long playedAll, long blindBits, boolean buriedYet) {
    SheepsheadInference f = new SheepsheadInference(view);
    long hidden = Deck.piquet().cards().bits() & ~view.dealtHand().bits() & ~blindBits & ~playedAll;
    HiddenDeal.Builder deal = f.counts(hidden, playedBy, buriedYet);
    f.voids(deal);
    if (f.picker != f.seat && buriedYet) {
      long[] h8 = f.pickerEight();
      for (int x = 0; x < f.n; x++) {
        deal.forbid(x, x == f.picker ? h8[1] : h8[0]);
      }
      deal.forbid(f.n, h8[1]);
    }
    if (f.picker == f.seat || view.declaration().orElse(null) != Declaration.CALL_UNDER) {
      return f.calledSuit(deal, playedBy, hidden);
    }
    List<HiddenDeal> out = new ArrayList<>();
    for (HiddenDeal.Builder b : f.underEight(deal, playedBy, hidden)) {
      out.addAll(f.calledSuit(b, playedBy, hidden));
    }
    return out;
  }

  /**
   * §9.1.5(a), (i)6, for a seat other than the picker after an under call: no card of {@code Y} in
   * the picker's eight (his hand, the bury and the under; {@link #pickerEight} forbids it in the
   * first two), and each other fail suit {@code X} either has its ace among them or is absent from
   * them. One alternative per place of a hidden {@code AX} and one for no {@code X}, for each such
   * suit: disjoint, since they differ in where {@code AX} is.
   */
  private List<HiddenDeal.Builder> underEight(
      HiddenDeal.Builder deal, long[] playedBy, long hidden) {
    Card ace = calledCard();
    int under = n + 2;
    if (underHidden) {
      deal.forbid(under, SheepsheadPlayRules.ORDER.suitMask(ace.suit().ordinal()));
    }
    List<HiddenDeal.Builder> out = List.of(deal);
    for (Card ax : CardSet.ofBits(SheepsheadDeclaring.FAIL_ACES)) {
      if (ax.suit() == ace.suit() || (playedBy[picker] & ax.bit()) != 0) {
        continue; // Y itself, or AX shown among the picker's eight
      }
      long x = SheepsheadPlayRules.ORDER.suitMask(ax.suit().ordinal());
      List<HiddenDeal.Builder> next = new ArrayList<>();
      for (HiddenDeal.Builder b : out) {
        if ((hidden & ax.bit()) != 0) {
          next.add(b.copy().require(picker, ax.bit()));
          next.add(b.copy().require(n, ax.bit()));
          if (underHidden) {
            next.add(b.copy().require(under, ax.bit()));
          }
        }
        if ((playedBy[picker] & x) == 0) {
          HiddenDeal.Builder none = b.copy().forbid(picker, x).forbid(n, x);
          next.add(underHidden ? none.forbid(under, x) : none);
        }
      }
      out = next;
    }
    return out;
  }

  /** How many unseen cards each place holds. */
  private HiddenDeal.Builder counts(long hidden, long[] playedBy, boolean buriedYet) {
    int[] need = new int[underHidden ? n + 3 : n + 2];
    if (underHidden) {
      need[n + 2] = 1; // the under, and the picker's place one card less
      need[picker] = -1;
    }
    for (int x = 0; x < n; x++) {
      if (x != seat) {
        need[x] +=
            rules.handSize()
                - Long.bitCount(playedBy[x])
                + (x == picker && !buriedYet ? rules.blindSize() : 0);
      }
    }
    if (picker >= 0 && picker != seat && buriedYet) {
      need[n] = rules.blindSize();
    }
    if (picker < 0) {
      need[n + 1] = rules.blindSize();
    }
    return HiddenDeal.builder(hidden, need);
  }

  /**
   * §5.2: a seat that did not follow an effective suit holds none of it; and whatever else the
   * plays rule out whoever the partner is (nothing, as §9.1.4 states it).
   */
  private void voids(HiddenDeal.Builder deal) {
    for (int x = 0; seen != null && x < n; x++) {
      deal.forbid(x, seen.absent(x));
    }
  }

  /**
   * The cards that must be and must not be among the picker's eight (hand and bury), from the
   * public declaration or its absence (§4.4, §9 voluntaryAlone, §9.1), for a seat other than the
   * picker once the picker has buried: {@code {in, out}}.
   */
  private long[] pickerEight() {
    Declaration d = view.declaration().orElse(null);
    if (rules.calledAce()) {
      long out =
          d == Declaration.CALL_ACE || d == Declaration.CALL_TEN
              ? calledCard().bit()
              : d == Declaration.CALL_UNDER // §9.1.5(i)6: no card of Y among his eight
                  ? SheepsheadPlayRules.ORDER.suitMask(calledCard().suit().ordinal())
                  : 0;
      // §9.1.2: a ten is called only holding the three fail aces
      long in = d == Declaration.CALL_TEN ? SheepsheadDeclaring.FAIL_ACES : 0;
      return new long[] {in, out};
    }
    if (rules.jackOfDiamondsPartner()) {
      return jackOfDiamondsEight(d);
    }
    return new long[] {0, 0};
  }

  /**
   * §4.4, §9 voluntaryAlone: the picker declares iff he holds {@code JD} and the call-up is on, or
   * lacks it and voluntaryAlone is on; {@code partner} keeps {@code JD} out of his eight, and a
   * called jack is the lowest one missing from them (§4.4(b)).
   */
  private long[] jackOfDiamondsEight(Declaration d) {
    long in = 0;
    long out = 0;
    boolean declaring = d != null || view.phase() == SheepsheadState.Phase.DECLARE;
    long jd = SheepsheadDeclaring.JD.bit();
    if (rules.jackCallUp() != rules.voluntaryAlone()) {
      if (declaring == rules.jackCallUp()) {
        in |= jd;
      } else {
        out |= jd;
      }
    }
    if (d == Declaration.PARTNER) {
      out |= jd;
    } else if (d == Declaration.CALL_JACK) {
      Card called = calledCard();
      for (Card j : SheepsheadDeclaring.JACKS_LOW_TO_HIGH) {
        if (j.equals(called)) {
          break;
        }
        in |= j.bit();
      }
      out |= called.bit();
    }
    return new long[] {in, out};
  }

  private Card calledCard() {
    return view.partnerCard().orElseThrow();
  }

  // ---------------------------------------------------------------- §9.1.4 the called suit

  /**
   * The called-ace restrictions of §9.1 (and §9 calledSuitLead) as constraints: the picker kept a
   * hold card of the called suit {@code X} when he declared (§9.1.1), and what the plays reveal as
   * the rule states it ({@link SheepsheadPlayRules.CalledSuit#reveal}): the picker still held one
   * after playing an {@code X} card to another suit before {@code X} was first led; the partner
   * (the holder of the called card) played it to the first trick led in {@code X} unless he led
   * that trick, and led a lower {@code X} card before then only holding four or more.
   *
   * <p>What the partner's plays say depends on who he is, and he is hidden until he plays the
   * called card (unless he is this seat). The rule is then asked as it would be made for each seat
   * that may hold the called card ({@link #reveals}): a seat whose plays would show it lacks the
   * card is not the partner; a seat whose leads would show four or more of {@code X} is an
   * alternative of its own (it holds the card and those cards); the others share one alternative.
   * Without a called ace or ten, just the constraints so far.
   */
  private List<HiddenDeal> calledSuit(HiddenDeal.Builder deal, long[] playedBy, long hidden) {
    Declaration d = view.declaration().orElse(null);
    if (d != Declaration.CALL_ACE && d != Declaration.CALL_TEN && d != Declaration.CALL_UNDER) {
      return List.of(deal.build());
    }
    Card called = calledCard();
    int suit = called.suit().ordinal();
    long x = SheepsheadPlayRules.ORDER.suitMask(suit);
    long counted = ruleOrder().suitMask(suit); // the cards the rule's counts are over
    if (picker != seat && d != Declaration.CALL_UNDER) {
      // after an under call he holds no card of Y
      int hold = (playedBy[picker] & x) != 0 ? 0 : 1;
      deal.atLeast(picker, x, Math.max(hold, seen == null ? 0 : seen.atLeast(picker, counted)));
    }
    int holder = view.dealtHand().contains(called) ? seat : -1;
    for (int y = 0; y < n; y++) {
      if ((playedBy[y] & called.bit()) != 0) {
        holder = y;
      }
    }
    if (holder >= 0 || (hidden & called.bit()) == 0) {
      if (holder >= 0 && holder != seat && seen != null) {
        deal.atLeast(holder, x, reveals(holder).atLeast(holder, counted));
      }
      return List.of(deal.build());
    }
    deal.forbid(n, called.bit()).forbid(n + 1, called.bit());
    List<HiddenDeal> out = new ArrayList<>();
    for (int h = 0; h < n; h++) {
      PlayReveals ifPartner = h == picker || h == seat || seen == null ? null : reveals(h);
      if (h == picker || h == seat || (ifPartner != null && lacks(ifPartner, h, called))) {
        deal.forbid(h, called.bit());
      } else if (ifPartner != null && ifPartner.atLeast(h, counted) > 0) {
        int min = ifPartner.atLeast(h, counted);
        out.add(deal.copy().require(h, called.bit()).atLeast(h, x, min).build());
        deal.forbid(h, called.bit());
      }
    }
    out.add(deal.build());
    return out;
  }

  /** Whether {@code h}'s plays show it lacks the called card, were it the partner. */
  private static boolean lacks(PlayReveals ifPartner, int h, Card called) {
    return (ifPartner.absent(h) & called.bit()) != 0;
  }

  /**
   * What the tricks reveal if {@code partner} holds the called card ({@code -1}: no seat), or
   * {@code null} before trick play: the deal's play rules as this seat knows them ({@link
   * SheepsheadPlayRules#of}), with the rule of §9.1.4 made for that partner.
   */
  private PlayReveals reveals(int partner) {
    return view.tricks().map(t -> PlayReveals.of(t, playRules(partner))).orElse(null);
  }

  private List<PlayRule> playRules(int partner) {
    Declaration d = view.declaration().orElse(null);
    if (d != Declaration.CALL_ACE && d != Declaration.CALL_TEN && d != Declaration.CALL_UNDER) {
      return List.of();
    }
    return List.of(
        new SheepsheadPlayRules.CalledSuit(
            picker, partner, calledCard(), rules.calledSuitLead(), ruleOrder()));
  }

  /**
   * The deal's trick order as this seat knows it: its table's, and after an under call it does not
   * know, the under face down as the card core's reveals show it ({@link PlayReveals#CONCEALED}).
   */
  private TrickOrder ruleOrder() {
    return underHidden
        ? FaceDownOrder.of(
            SheepsheadPlayRules.ORDER, PlayReveals.CONCEALED, calledCard().suit().ordinal())
        : tableOrder();
  }
}
