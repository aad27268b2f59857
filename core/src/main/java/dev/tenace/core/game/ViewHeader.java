package dev.tenace.core.game;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.trick.TrickTable;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What every seat's view of a deal has, checked and copied once: the rules, the seat, the deal's
 * number and dealer, the match standing before it, the seat's own hand, who is to move and this
 * seat's legal actions, the history as the seat may know it and the tricks. A game's view is a
 * record that holds one as its first component and adds its own (the game author's {@code
 * dev.tenace.core.spi.HeaderView} answers {@link View}'s accessors from it), as a game's setup
 * holds a {@code DealHeader}:
 *
 * <pre>{@code
 * public record MyView(ViewHeader<MyRules> header, MyState.Phase phase, List<Integer> bids)
 *     implements HeaderView<MyRules, MyState> { ... }
 * }</pre>
 *
 * <p>It holds public facts and the seat's own hand only, like the view that holds it.
 *
 * @param <R> the game's rules type
 * @param rules the rules of the deal
 * @param seat the seat whose view this is
 * @param dealNumber the deal number within the match, from 1
 * @param dealer the dealer
 * @param standing the match standing before the deal, one number per seat (zeros for a deal on its
 *     own)
 * @param toMove the seat to move, {@code -1} when the deal is over
 * @param hand this seat's current hand as it may see it
 * @param legalActions this seat's legal actions, taken as they are: a state's lists of legal
 *     actions are immutable and built lazily, and a copy would build every action
 * @param history every action of the deal in order, as this seat may know it
 * @param tricks the trick table, once trick play has begun
 */
public record ViewHeader<R>(
    R rules,
    int seat,
    int dealNumber,
    int dealer,
    List<Integer> standing,
    int toMove,
    CardSet hand,
    List<Action> legalActions,
    List<Move> history,
    Optional<TrickTable> tricks) {
  /** Checks the parts and copies the lists (the legal actions are taken as they are). */
  public ViewHeader {
    Objects.requireNonNull(rules, "rules is null");
    standing = List.copyOf(standing);
    Objects.requireNonNull(hand, "hand is null");
    Objects.requireNonNull(legalActions, "legalActions is null");
    history = List.copyOf(history);
    Objects.requireNonNull(tricks, "tricks is null");
  }
}
