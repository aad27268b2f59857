package dev.tenace.core.testkit;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.SourceDSL;

/**
 * QuickTheories generators for cards, card sets and deals. They shrink towards small values: lower
 * card indices, smaller sets, seed 0.
 */
public final class Gens {
  private Gens() {}

  /** Any of the 52 standard cards. */
  public static Gen<Card> standardCards() {
    return SourceDSL.integers().between(0, 51).map(Card::ofIndex);
  }

  /** Any of the 55 cards, jokers included. */
  public static Gen<Card> cards() {
    return SourceDSL.integers().between(0, Card.COUNT - 1).map(Card::ofIndex);
  }

  /** Any subset of the 52 standard cards. */
  public static Gen<CardSet> cardSets() {
    return SourceDSL.longs().all().map(b -> CardSet.ofBits(b & CardSet.STANDARD_BITS));
  }

  /** Any subset of the given deck. */
  public static Gen<CardSet> subsetsOf(Deck deck) {
    long all = deck.cards().bits();
    return SourceDSL.longs().all().map(b -> CardSet.ofBits(b & all));
  }

  /** Seeds for shuffles. */
  public static Gen<Long> seeds() {
    return SourceDSL.longs().all();
  }

  /** Seeded canonical deals of a deck. */
  public static Gen<Deal> deals(Deck deck, int players, int handSize) {
    return SourceDSL.longs()
        .all()
        .zip(
            SourceDSL.integers().between(0, players - 1),
            (seed, dealer) -> Deal.shuffled(deck, players, handSize, dealer, seed));
  }

  /**
   * Choice lists for stateful properties: each entry picks "the k-th legal action, modulo the
   * count" of the current state, so shrinking shortens and simplifies the action sequence.
   */
  public static Gen<java.util.List<Integer>> choices(int maxLength) {
    return SourceDSL.lists()
        .of(SourceDSL.integers().between(0, 1 << 20))
        .ofSizeBetween(0, maxLength);
  }
}
