package dev.tenace.bots;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.trick.Trick;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.hearts.HeartsView;
import java.util.List;
import java.util.Objects;

/**
 * A sensible Hearts player (rules/hearts.md): passes its most dangerous cards (QS, then AS and KS,
 * then its highest hearts, §3.2), ducks under the card winning the trick, dumps the most dangerous
 * card when void (§4.2), leads low; after shooting the moon (§5.2) it adds 26 to the others when
 * that ends the game with it alone lowest, else subtracts 26 from its own total. It decides from
 * its {@link HeartsView} alone.
 *
 * <pre>{@code
 * HeartsHeuristic h = new HeartsHeuristic()                       // the command line's "heuristic"
 *     .withDangerous(List.of(Card.parse("QS"), Card.parse("AH")))  // pass and dump these first
 *     .withMoonByStanding(false);                                  // always subtract after a moon
 * Agent<View<?>> bot = h.forAnyView();
 * }</pre>
 *
 * <p>Immutable and stateless: one instance may serve every seat and thread.
 */
public final class HeartsHeuristic extends Heuristic<HeartsView> {
  private static final List<Card> DEFAULT_DANGEROUS =
      List.of(Card.parse("QS"), Card.parse("AS"), Card.parse("KS"));

  private final List<Card> dangerous;
  private final boolean moonByStanding;

  /** The default player: QS, AS, KS are its most dangerous cards; the moon by the standing. */
  public HeartsHeuristic() {
    this(DEFAULT_DANGEROUS, true);
  }

  private HeartsHeuristic(List<Card> dangerous, boolean moonByStanding) {
    super(HeartsView.class);
    this.dangerous = List.copyOf(dangerous);
    this.moonByStanding = moonByStanding;
  }

  /**
   * A copy that passes (and dumps when void) these cards first, in this order, before its highest
   * hearts and then its highest card (default QS, AS, KS).
   */
  public HeartsHeuristic withDangerous(List<Card> cards) {
    Objects.requireNonNull(cards, "cards is null");
    return new HeartsHeuristic(cards, moonByStanding);
  }

  /**
   * A copy that, after shooting the moon, chooses by the standing ({@code true}, the default: add
   * 26 to the others when that ends the game with this seat alone lowest) or always subtracts 26
   * from its own total ({@code false}).
   */
  public HeartsHeuristic withMoonByStanding(boolean byStanding) {
    return new HeartsHeuristic(dangerous, byStanding);
  }

  /** The cards passed and dumped first, in order. */
  public List<Card> dangerous() {
    return dangerous;
  }

  /** Whether the moon choice follows the standing. */
  public boolean moonByStanding() {
    return moonByStanding;
  }

  @Override
  public Action act(HeartsView v) {
    List<Action> legal = v.legalActions();
    Action first = legal.get(0);
    if (first instanceof HeartsAction.Moon) {
      return moonByStanding ? moon(v) : HeartsAction.Moon.SUBTRACT;
    }
    if (first instanceof HeartsAction.Pass pass) {
      int k = pass.cards().size();
      long hand = v.hand().bits();
      long pick = 0;
      for (int i = 0; i < k; i++) {
        pick |= danger(hand & ~pick);
      }
      return new HeartsAction.Pass(CardSet.ofBits(pick));
    }
    long legalBits = TrickPlayer.playable(legal);
    Trick t = v.currentTrick().orElse(null);
    if (t == null || t.isEmpty()) {
      return HeartsAction.Play.of(lowest(legalBits));
    }
    Card led = t.ledCard();
    long sameSuit = legalBits & CardSet.suitMask(led.suit());
    if (sameSuit != 0) {
      int high = -1;
      for (int i = 0; i < t.size(); i++) {
        Card c = t.card(i);
        if (c.suit() == led.suit()) {
          high = Math.max(high, c.rank().ordinal());
        }
      }
      long under = 0;
      for (Card c : CardSet.ofBits(sameSuit)) {
        if (c.rank().ordinal() < high) {
          under |= c.bit();
        }
      }
      if (under != 0) {
        return HeartsAction.Play.of(Card.ofIndex(63 - Long.numberOfLeadingZeros(under)));
      }
      boolean last = t.size() == v.players() - 1;
      return HeartsAction.Play.of(
          last ? Card.ofIndex(63 - Long.numberOfLeadingZeros(sameSuit)) : lowest(sameSuit));
    }
    return HeartsAction.Play.of(Card.ofIndex(Long.numberOfTrailingZeros(danger(legalBits))));
  }

  /**
   * The moon choice by the standing (hearts §5.2): adding 26 to every other seat is better when it
   * ends the game (a total reaches the target) with this seat alone lowest; otherwise subtracting
   * 26 from its own total keeps the margin and never ends the game against it.
   */
  static HeartsAction.Moon moon(HeartsView v) {
    List<Integer> totals = v.standing();
    int me = totals.get(v.seat());
    int lowestOther = Integer.MAX_VALUE;
    boolean ends = false;
    for (int s = 0; s < totals.size(); s++) {
      if (s != v.seat()) {
        lowestOther = Math.min(lowestOther, totals.get(s) + 26);
        ends |= totals.get(s) + 26 >= v.rules().targetScore();
      }
    }
    return ends && me < lowestOther ? HeartsAction.Moon.ADD : HeartsAction.Moon.SUBTRACT;
  }

  /**
   * The most dangerous of {@code cards}: the first held of {@link #dangerous()}, then the highest
   * heart, then the highest card.
   */
  private long danger(long cards) {
    for (Card c : dangerous) {
      if ((cards & c.bit()) != 0) {
        return c.bit();
      }
    }
    long hearts = cards & CardSet.suitMask(Suit.HEARTS);
    if (hearts != 0) {
      return Long.highestOneBit(hearts);
    }
    long best = 0;
    int bestRank = -1;
    for (Card c : CardSet.ofBits(cards)) {
      if (c.rank().ordinal() > bestRank) {
        bestRank = c.rank().ordinal();
        best = c.bit();
      }
    }
    return best;
  }

  private static Card lowest(long cards) {
    Card best = null;
    for (Card c : CardSet.ofBits(cards)) {
      if (best == null || c.rank().ordinal() < best.rank().ordinal()) {
        best = c;
      }
    }
    return best;
  }

  @Override
  public String toString() {
    return "HeartsHeuristic(dangerous " + dangerous + ", moonByStanding " + moonByStanding + ")";
  }
}
