package dev.tenace.core.spi;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.table.Seat;
import java.util.List;
import java.util.Objects;

/**
 * What every deal starts from, in every game: the deck, the dealer, the hands as dealt, the cards
 * left over (a widow, a blind, a turn-up; in deal order), and the match context the deal is played
 * in (its number in the match and the totals before it). A game's setup is a {@code record} that
 * holds this header and adds its own fields (bids, passes, declarations, scores), so its {@code
 * equals}, {@code hashCode}, key and text are derived, never written per game ({@link DealSetup}).
 *
 * <pre>{@code
 * Deal d = Deal.shuffled(Deck.standard(), 4, 13, dealer, seed);
 * DealHeader h = DealHeader.of(d, dealNumber, standing);
 * record MySetup(DealHeader header, MyRules rules, Ints bids) implements DealSetup {}
 * }</pre>
 *
 * @param deck the deck of the deal
 * @param dealer the dealer's seat
 * @param dealt the hands as dealt, one card mask per seat
 * @param rest the cards not dealt to a hand, in deal order (empty when there are none)
 * @param dealNumber the deal's number in its match, from 1
 * @param standing the match totals before this deal, one per seat
 */
public record DealHeader(
    Deck deck, int dealer, Masks dealt, List<Card> rest, int dealNumber, Ints standing) {
  /**
   * Checks the parts.
   *
   * @throws IllegalArgumentException if the dealer is not a seat, the standing has not one total
   *     per seat or the deal number is below 1
   */
  public DealHeader {
    Objects.requireNonNull(deck, "deck is null");
    Objects.requireNonNull(dealt, "dealt is null");
    rest = List.copyOf(rest);
    Objects.requireNonNull(standing, "standing is null");
    Seat.check(dealer, dealt.size());
    if (standing.size() != dealt.size()) {
      throw new IllegalArgumentException(
          "the standing has " + standing.size() + " totals for " + dealt.size() + " seats");
    }
    if (dealNumber < 1) {
      throw new IllegalArgumentException("deal number " + dealNumber + " is below 1");
    }
  }

  /**
   * The header of {@code deal} played as deal {@code dealNumber} of a match with {@code standing}
   * before it.
   */
  public static DealHeader of(Deal deal, int dealNumber, List<Integer> standing) {
    return new DealHeader(
        deal.deck(),
        deal.dealer(),
        Masks.of(deal.hands()),
        deal.rest(),
        dealNumber,
        Ints.of(standing));
  }

  /**
   * Refuses a deal number below 1, as a game's deal factories do before making a header.
   *
   * @throws IllegalArgumentException "the deal number must be at least 1 but was 0"
   */
  public static void checkDealNumber(int dealNumber) {
    if (dealNumber < 1) {
      throw new IllegalArgumentException(
          "the deal number must be at least 1 but was " + dealNumber);
    }
  }

  /**
   * Refuses a standing without one total per seat, as a game's deal factories do before making a
   * header.
   *
   * @throws IllegalArgumentException "the standing needs one total per seat (5) but had 4"
   */
  public static void checkStanding(int players, List<Integer> standing) {
    if (standing.size() != players) {
      throw new IllegalArgumentException(
          "the standing needs one total per seat (" + players + ") but had " + standing.size());
    }
  }

  /** The table size. */
  public int players() {
    return dealt.size();
  }

  /** The hand dealt to {@code seat}. */
  public CardSet hand(int seat) {
    return dealt.cards(seat);
  }

  /** The cards left over as a set. */
  public CardSet restCards() {
    return CardSet.of(rest);
  }

  /** A 64-bit key of the header: every part folded with {@link Keys#mix}. */
  public long key() {
    long k = Keys.mix(Keys.START, deck.cards().bits());
    k = Keys.mix(k, ((long) dealNumber << 8) | dealer);
    k = dealt.key(k);
    for (Card c : rest) {
      k = Keys.mix(k, c.index());
    }
    return standing.key(k);
  }
}
