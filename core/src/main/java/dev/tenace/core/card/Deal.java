package dev.tenace.core.card;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The result of dealing: a hand per seat plus the leftover cards in deal order (a Sheepshead blind,
 * a Hearts widow, a Suitability turn-up), and the dealer.
 *
 * <p>Dealing follows the canonical order of the rules README: from a shuffled deck {@code c[0] …
 * c[N−1]}, card {@code c[i]} for {@code i < n·h} goes to seat {@code (D+1+i) mod n}; the rest, in
 * order, is {@link #rest()}. A deal can also be given explicitly ({@link #of}), e.g. to replay a
 * record; it is then checked to partition the deck.
 *
 * <pre>{@code
 * Deal d = Deal.shuffled(Deck.standard(), 4, 13, 3, 42L);   // dealer 3, seed 42
 * d.hand(0);   // c[0], c[4], … : seat 0 is the dealer's left
 * }</pre>
 */
public final class Deal {
  private final Deck deck;
  private final int dealer;
  private final List<CardSet> hands;
  private final List<Card> rest;

  private Deal(Deck deck, int dealer, List<CardSet> hands, List<Card> rest) {
    this.deck = deck;
    this.dealer = dealer;
    this.hands = hands;
    this.rest = rest;
  }

  /**
   * Deals an ordered deck in the canonical order.
   *
   * @param deck the deck the order was shuffled from
   * @param order every card of {@code deck}, once, in shuffled order
   * @param players number of seats, at least 2
   * @param handSize cards per hand; {@code players * handSize} may not exceed the deck
   * @param dealer the dealer's seat
   */
  public static Deal canonical(Deck deck, List<Card> order, int players, int handSize, int dealer) {
    Objects.requireNonNull(deck, "deck is null");
    Objects.requireNonNull(order, "order is null");
    checkTable(players, dealer);
    if (handSize < 1 || (long) players * handSize > deck.size()) {
      throw new IllegalArgumentException(
          players + " hands of " + handSize + " cards do not fit a deck of " + deck.size());
    }
    long seen = 0;
    for (Card c : order) {
      if (!deck.contains(c)) {
        throw new IllegalArgumentException("card " + c + " is not in the deck");
      }
      if ((seen & c.bit()) != 0) {
        throw new IllegalArgumentException("card " + c + " appears twice in the order");
      }
      seen |= c.bit();
    }
    if (seen != deck.cards().bits()) {
      throw new IllegalArgumentException(
          "the order misses cards of the deck: " + deck.cards().minus(CardSet.ofBits(seen)));
    }
    long[] h = new long[players];
    int dealt = players * handSize;
    for (int i = 0; i < dealt; i++) {
      h[(dealer + 1 + i) % players] |= order.get(i).bit();
    }
    List<CardSet> hands = new ArrayList<>(players);
    for (long b : h) {
      hands.add(CardSet.ofBits(b));
    }
    return new Deal(
        deck, dealer, List.copyOf(hands), List.copyOf(order.subList(dealt, order.size())));
  }

  /** Shuffles the deck with the seed ({@link Shuffle}) and deals it canonically. */
  public static Deal shuffled(Deck deck, int players, int handSize, int dealer, long seed) {
    Objects.requireNonNull(deck, "deck is null");
    checkTable(players, dealer);
    if (handSize < 1 || (long) players * handSize > deck.size()) {
      throw new IllegalArgumentException(
          players + " hands of " + handSize + " cards do not fit a deck of " + deck.size());
    }
    // A shuffle is a permutation of the deck: deal it without the checks of canonical().
    int[] order = Shuffle.shuffledIndices(deck, seed);
    long[] h = new long[players];
    int dealt = players * handSize;
    int seat = (dealer + 1) % players;
    for (int i = 0; i < dealt; i++) {
      h[seat] |= 1L << order[i];
      seat = seat + 1 == players ? 0 : seat + 1;
    }
    CardSet[] hands = new CardSet[players];
    for (int s = 0; s < players; s++) {
      hands[s] = CardSet.ofBits(h[s]);
    }
    List<Card> rest;
    if (dealt == order.length) {
      rest = List.of();
    } else {
      Card[] r = new Card[order.length - dealt];
      for (int i = dealt; i < order.length; i++) {
        r[i - dealt] = Card.ofIndex(order[i]);
      }
      rest = List.of(r);
    }
    return new Deal(deck, dealer, List.of(hands), rest);
  }

  /** Shuffles the deck with the generator and deals it canonically. */
  public static Deal shuffled(
      Deck deck, int players, int handSize, int dealer, RandomGenerator rng) {
    return canonical(deck, deck.shuffle(rng), players, handSize, dealer);
  }

  /**
   * An explicit deal. Every card of the deck must appear exactly once among the hands and the rest,
   * and nothing else may appear; all hands must have the same size.
   *
   * @throws IllegalArgumentException naming the repeated, foreign or missing cards
   */
  public static Deal of(Deck deck, int dealer, List<CardSet> hands, List<Card> rest) {
    Objects.requireNonNull(deck, "deck is null");
    Objects.requireNonNull(hands, "hands is null");
    Objects.requireNonNull(rest, "rest is null");
    checkTable(hands.size(), dealer);
    long seen = 0;
    String[] where = new String[Card.COUNT];
    for (int s = 0; s < hands.size(); s++) {
      CardSet hand = Objects.requireNonNull(hands.get(s), "hand of seat " + s + " is null");
      if (hand.size() != hands.get(0).size()) {
        throw new IllegalArgumentException(
            "hand of seat "
                + s
                + " has "
                + hand.size()
                + " cards but hand of seat 0 has "
                + hands.get(0).size());
      }
      for (Card c : hand) {
        seen = place(deck, seen, where, c, "the hand of seat " + s);
      }
    }
    for (Card c : rest) {
      seen = place(deck, seen, where, Objects.requireNonNull(c, "a rest card is null"), "the rest");
    }
    if (seen != deck.cards().bits()) {
      throw new IllegalArgumentException(
          "the deal misses cards of the deck: " + deck.cards().minus(CardSet.ofBits(seen)));
    }
    return new Deal(deck, dealer, List.copyOf(hands), List.copyOf(rest));
  }

  private static long place(Deck deck, long seen, String[] where, Card c, String here) {
    if (!deck.contains(c)) {
      throw new IllegalArgumentException("card " + c + " in " + here + " is not in the deck");
    }
    if ((seen & c.bit()) != 0) {
      throw new IllegalArgumentException(
          "card " + c + " appears twice: in " + where[c.index()] + " and in " + here);
    }
    where[c.index()] = here;
    return seen | c.bit();
  }

  private static void checkTable(int players, int dealer) {
    if (players < 2 || players > 8) {
      throw new IllegalArgumentException("a deal needs 2 to 8 players but had " + players);
    }
    if (dealer < 0 || dealer >= players) {
      throw new IllegalArgumentException(
          "dealer must be a seat 0.." + (players - 1) + " but was " + dealer);
    }
  }

  /** The deck dealt from. */
  public Deck deck() {
    return deck;
  }

  /** The dealer's seat. */
  public int dealer() {
    return dealer;
  }

  /** Number of seats. */
  public int players() {
    return hands.size();
  }

  /** The hand dealt to a seat. */
  public CardSet hand(int seat) {
    return hands.get(seat);
  }

  /** All hands, indexed by seat. */
  public List<CardSet> hands() {
    return hands;
  }

  /** The leftover cards in deal order (blind, widow, turn-up); empty when all cards were dealt. */
  public List<Card> rest() {
    return rest;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Deal d
        && d.dealer == dealer
        && d.deck.equals(deck)
        && d.hands.equals(hands)
        && d.rest.equals(rest);
  }

  @Override
  public int hashCode() {
    return Objects.hash(deck, dealer, hands, rest);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("Deal(dealer ").append(dealer);
    for (int s = 0; s < hands.size(); s++) {
      sb.append(", ").append(s).append(": {").append(hands.get(s)).append('}');
    }
    if (!rest.isEmpty()) {
      sb.append(", rest: ").append(rest);
    }
    return sb.append(')').toString();
  }
}
