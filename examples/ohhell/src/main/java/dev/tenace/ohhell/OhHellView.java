package dev.tenace.ohhell;

import dev.tenace.core.card.*;
import dev.tenace.core.game.*;
import dev.tenace.core.spi.HiddenDeal;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.*;
import java.util.*;
import java.util.random.RandomGenerator;

/**
 * What one seat knows of an Oh Hell deal (§7): its own hand, the turn-up, the hand size, the dealer
 * and the deal number, every bid and every card played (the history), the trick table, and the
 * scores once the deal is over. Nothing else: the other hands and the rest of the pack below the
 * turn-up stay hidden (§7.2). A record of public values, so its {@code equals} and key are derived.
 *
 * <pre>{@code
 * OhHellView v = state.viewFor(2);
 * v.trump();                 // Optional[HEARTS], or empty in a deal without trumps
 * v.bid(0);                  // Optional[1] once seat 0 has bid
 * v.tricksWon().get(0);      // tricks seat 0 has won so far
 * }</pre>
 *
 * @param rules the rules of the match
 * @param seat the seat whose view this is
 * @param dealNumber the deal's number in the match (§2.3)
 * @param dealer the dealer
 * @param toMove the seat to act, or -1 once the deal is over
 * @param hand the seat's hand now
 * @param legalActions the seat's legal actions now
 * @param history every bid and card played, in order (§7.1)
 * @param tricks the trick table, once trick play has begun
 * @param turnUp the turn-up, or empty in a deal without trumps (§2.4)
 * @param bids each seat's bid, empty before it bids (§3)
 * @param scores the deal's scores once it is over (§7.3: every seat learns them, §5), else empty
 * @param standing the match totals before this deal
 */
public record OhHellView(
    OhHellRules rules,
    int seat,
    int dealNumber,
    int dealer,
    int toMove,
    CardSet hand,
    List<Action> legalActions,
    List<Move> history,
    Optional<TrickTable> tricks,
    Optional<Card> turnUp,
    List<Optional<Integer>> bids,
    List<Integer> scores,
    List<Integer> standing)
    implements View<OhHellState> {

  @Override
  public int players() {
    return rules.players();
  }

  /** The cards dealt to each hand: the number of tricks (§2.3). */
  public int handSize() {
    return rules.handSize(dealNumber);
  }

  /** The trump suit: the turn-up's, or empty in a deal without trumps (§2.4). */
  public Optional<Suit> trump() {
    return turnUp.map(Card::suit);
  }

  /** The bid of a seat, empty before it bids (§3). */
  public Optional<Integer> bid(int seat) {
    return bids.get(Seat.check(seat, players()));
  }

  /**
   * The public facts for generic tools, in the order a player reads them: the hand size, the
   * turn-up and the trumps, the bids (none yet for a seat that has not bid), the tricks won.
   */
  @Override
  public List<Fact> facts() {
    return List.of(
        Fact.of("hand_size", "cards each", handSize()),
        Fact.optional("turn_up", "turn-up", turnUp),
        Fact.of("trump", "trumps", trump().map(Suit::plural).orElse("none")),
        Fact.of("bids", "bids", bids.stream().map(b -> b.orElse(null)).toList()),
        Fact.of("tricks_won", "tricks won", tricksWon()));
  }

  /**
   * A deal that agrees with everything this seat knows (§7), drawn uniformly by core's {@link
   * HiddenDeal}: the hands as dealt, this seat's holding its hand, each seat holding the cards it
   * played and no unplayed card of a suit it showed void in (§4.2), the rest of the pack below the
   * turn-up taking the others; then this deal's history replayed on it.
   */
  @Override
  public OhHellState sampleConsistentState(RandomGenerator rng) {
    int n = players();
    int[] need = new int[n + 1]; // the hands as dealt, then the rest of the pack below the turn-up
    Arrays.fill(need, handSize());
    need[n] = 52 - n * handSize() - (turnUp.isPresent() ? 1 : 0);
    long cards = Deck.standard().cards().bits() & ~turnUp.map(Card::bit).orElse(0L);
    HiddenDeal.Builder deal = HiddenDeal.builder(cards, need).require(seat, hand.bits());
    tricks.ifPresent(deal::trickPlay); // each seat held what it played, nothing of a void suit
    long[] drawn = deal.build().sampleForView(rng, seat);
    List<CardSet> hands = Arrays.stream(drawn, 0, n).mapToObj(CardSet::ofBits).toList();
    List<Card> rest = new ArrayList<>(turnUp.stream().toList());
    rest.addAll(CardSet.ofBits(drawn[n]).toList());
    Deal d = Deal.of(Deck.standard(), dealer, hands, rest);
    return Move.replay(OhHellState.start(rules, d, dealNumber, standing), history);
  }
}
