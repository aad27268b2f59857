package dev.tenace.ohhell;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Deals of the rules file's examples, written in its notation; positions are played from them with
 * the kit's {@link dev.tenace.core.testkit.Positions}.
 */
final class OhHellDeals {
  private OhHellDeals() {}

  /**
   * Deal {@code k} with these hands ({@code "AH 5H KD"}, one per seat) and this turn-up ({@code
   * null}: none), the other cards of the pack after it in display order.
   */
  static OhHellState deal(OhHellRules rules, int k, int dealer, String turnUp, String... hands) {
    List<CardSet> hs = new ArrayList<>();
    long dealt = 0;
    for (String h : hands) {
      CardSet c = CardSet.parse(h);
      hs.add(c);
      dealt |= c.bits();
    }
    List<Card> rest = new ArrayList<>();
    if (turnUp != null) {
      rest.add(Card.parse(turnUp));
      dealt |= Card.parse(turnUp).bit();
    }
    rest.addAll(CardSet.ofBits(Deck.standard().cards().bits() & ~dealt).toList());
    return OhHellGame.INSTANCE.explicitDeal(rules, dealer, hs, rest, Map.of("deal", k));
  }

  /** Zero totals for {@code n} seats. */
  static List<Integer> zeros(int n) {
    return Collections.nCopies(n, 0);
  }
}
