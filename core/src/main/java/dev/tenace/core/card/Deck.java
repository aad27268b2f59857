package dev.tenace.core.card;

import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * An immutable pack of cards, before shuffling: the standard 52, the 32-card piquet pack ({@code 7
 * … A}), a pack with some ranks stripped, with or without jokers.
 *
 * <pre>{@code
 * Deck.standard();                                  // 52 cards
 * Deck.piquet();                                    // 32 cards, Sheepshead
 * Deck.standard().withoutRanks(Rank.TWO, Rank.THREE, Rank.FOUR);   // 40 cards, 3-player Suitability
 * Deck.standard().withJokers(3);                    // 55 cards, 5-player Suitability
 * Deck.standard().without(Card.parse("2D"));        // 51 cards, 3-player Hearts
 * }</pre>
 *
 * The unshuffled order of a deck is display order; {@link #shuffle(long)} is specified in {@link
 * Shuffle}.
 */
public final class Deck {
  private static final Deck STANDARD = new Deck(CardSet.ofBits(CardSet.STANDARD_BITS));
  private static final Deck PIQUET =
      STANDARD.withoutRanks(Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX);

  private final CardSet cards;

  private Deck(CardSet cards) {
    this.cards = cards;
  }

  /** The standard 52-card pack. */
  public static Deck standard() {
    return STANDARD;
  }

  /** The 32-card piquet pack: {@code 7 8 9 T J Q K A} of each suit. */
  public static Deck piquet() {
    return PIQUET;
  }

  /**
   * A deck of exactly the given cards.
   *
   * @throws IllegalArgumentException if the set is empty
   */
  public static Deck of(CardSet cards) {
    Objects.requireNonNull(cards, "cards is null");
    if (cards.isEmpty()) {
      throw new IllegalArgumentException("a deck needs at least one card");
    }
    return new Deck(cards);
  }

  /** This deck without every card of the given ranks. */
  public Deck withoutRanks(Rank... ranks) {
    return withoutRanks(List.of(ranks));
  }

  /** This deck without every card of the given ranks. */
  public Deck withoutRanks(Collection<Rank> ranks) {
    long b = cards.bits();
    for (Rank r : ranks) {
      b &= ~CardSet.rankMask(r);
    }
    return of(CardSet.ofBits(b));
  }

  /** This deck without the given cards. */
  public Deck without(Card... removed) {
    return of(cards.minus(CardSet.of(removed)));
  }

  /**
   * This deck plus the jokers {@code X1 … Xn}.
   *
   * @param n 0 to 3
   */
  public Deck withJokers(int n) {
    if (n < 0 || n > 3) {
      throw new IllegalArgumentException("a deck has 0 to 3 jokers but " + n + " were asked");
    }
    long b = cards.bits();
    for (int j = 1; j <= n; j++) {
      b |= Card.joker(j).bit();
    }
    return of(CardSet.ofBits(b));
  }

  /** The cards of the deck. */
  public CardSet cards() {
    return cards;
  }

  /** Number of cards. */
  public int size() {
    return cards.size();
  }

  /** Whether the card belongs to this deck. */
  public boolean contains(Card card) {
    return cards.contains(card);
  }

  /** The cards in the order given by the seed (algorithm in {@link Shuffle}). */
  public List<Card> shuffle(long seed) {
    return Shuffle.shuffle(this, seed);
  }

  /** The cards shuffled with the given generator. */
  public List<Card> shuffle(RandomGenerator rng) {
    return Shuffle.shuffle(this, rng);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Deck other && other.cards.equals(cards);
  }

  @Override
  public int hashCode() {
    return cards.hashCode();
  }

  @Override
  public String toString() {
    return "Deck(" + size() + ": " + cards + ")";
  }
}
