package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A deal generator for properties over under calls (sheepshead §9.1.5): 5-handed deals in which the
 * first seat to pick holds, with the blind, eight cards that meet 9.1.5(a) (trumps, fail aces, and
 * sometimes another card of a suit whose ace is among them, never all three fail aces), after that
 * seat has picked. Under random play the picker then declares an under call in most deals (every
 * legal declaration but {@code alone} is one).
 *
 * <pre>{@code
 * SheepsheadState s = UnderDeals.picked(rules, seed);   // seat dealer + 1 has picked
 * }</pre>
 */
final class UnderDeals {
  private UnderDeals() {}

  private static final List<Card> TRUMPS = SheepsheadPlayRules.TRUMPS;
  private static final List<Card> ACES = CardSet.parseList("AC AS AH");

  /** A deal of {@code rules} (5 players) from {@code seed}, its first seat to act having picked. */
  static SheepsheadState picked(SheepsheadRules rules, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    int dealer = rng.nextInt(5);
    List<Card> pool = new ArrayList<>(TRUMPS);
    List<Card> aces = new ArrayList<>(ACES);
    Collections.shuffle(aces, new java.util.Random(rng.nextLong()));
    int withAces = rng.nextInt(3); // 0, 1 or 2 fail aces: never all three
    pool.addAll(aces.subList(0, withAces));
    Collections.shuffle(pool, new java.util.Random(rng.nextLong()));
    List<Card> h8 = new ArrayList<>(aces.subList(0, withAces));
    for (Card c : pool) {
      if (h8.size() < 8 && !h8.contains(c)) {
        h8.add(c);
      }
    }
    if (withAces > 0 && rng.nextBoolean()) {
      // a card of a suit whose ace is held: still 9.1.5(a)
      Card ace = aces.get(0);
      List<Card> suit = new ArrayList<>();
      for (Card c : Deck.piquet().cards()) {
        if (c.suit() == ace.suit() && !c.equals(ace) && !TRUMPS.contains(c)) {
          suit.add(c);
        }
      }
      h8.set(7, suit.get(rng.nextInt(suit.size())));
    }
    Collections.shuffle(h8, new java.util.Random(rng.nextLong()));
    List<Card> rest = new ArrayList<>(Deck.piquet().cards().toList());
    rest.removeAll(h8);
    Collections.shuffle(rest, new java.util.Random(rng.nextLong()));
    int picker = (dealer + 1) % 5;
    List<CardSet> hands = new ArrayList<>();
    for (int s = 0, k = 0; s < 5; s++) {
      if (s == picker) {
        hands.add(CardSet.of(h8.subList(0, 6)));
      } else {
        hands.add(CardSet.of(rest.subList(6 * k, 6 * k + 6)));
        k++;
      }
    }
    SheepsheadState s = SheepsheadState.of(rules, dealer, hands, h8.subList(6, 8), 0);
    return s.applyLegal(picker, SheepsheadAction.Simple.PICK);
  }
}
