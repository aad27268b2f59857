package dev.tenace.core.game;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.trick.TrickTable;
import io.vavr.control.Either;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One deal of a game as an immutable state: whose turn, what is legal, apply, the score.
 *
 * <p>The promises every game keeps (and the core contract suite checks):
 *
 * <ul>
 *   <li>{@link #apply(int, Action)} returns a new state or a {@link RuleViolation}; it never
 *       mutates, never throws for an illegal action, never returns null;
 *   <li>{@link #legalActions(int)} lists exactly the actions {@code apply} accepts from that seat,
 *       in a stable order;
 *   <li>a non-terminal state always has a seat to act with at least one legal action;
 *   <li>cards are conserved: the {@link #zones()} partition the {@link #deck()};
 *   <li>{@link #viewFor(int)} is exactly what that seat knows;
 *   <li>states are values: {@code equals} and {@code hashCode} compare positions (rules, cards,
 *       history, standing), and {@link #key()} is a 64-bit key equal for equal states.
 * </ul>
 *
 * <p>Simultaneous choices (Hearts passes, a Spades exchange) are collected one seat at a time in
 * any order and revealed together; {@link #toMove()} is then the first seat still to choose
 * clockwise from the dealer's left, and {@link #canAct(int)} is true for each seat still to choose.
 *
 * @param <S> the game's state type
 * @param <V> the game's view type
 */
public interface GameState<S extends GameState<S, V>, V extends View<S>> {
  /** Number of seats. */
  int players();

  /** The dealer's seat. */
  int dealer();

  /** The deck this deal was dealt from. */
  Deck deck();

  /** Whether the deal is complete and scored. */
  boolean isTerminal();

  /** The seat to act, or {@code -1} when terminal. */
  int toMove();

  /** Whether the seat may act now (more than one seat may, in a simultaneous phase). */
  default boolean canAct(int seat) {
    return seat == toMove();
  }

  /** The legal actions of a seat in a stable order; empty if it may not act now. */
  List<Action> legalActions(int seat);

  /** The legal actions of {@link #toMove()}; empty when terminal. */
  default List<Action> legalActions() {
    int s = toMove();
    return s < 0 ? List.of() : legalActions(s);
  }

  /** Applies an action of a seat: the next state, or why it is refused. */
  Either<RuleViolation, S> apply(int seat, Action action);

  /**
   * Applies an action the caller took from {@link #legalActions(int)}: the next state itself,
   * without the {@code Either}. For play-out and search loops, where every action is legal by
   * construction and the wrapper is one allocation per step; games answer a legal card play here
   * without building anything else. Agents facing untrusted input use {@link #apply(int, Action)}.
   *
   * @throws RuleViolationException holding the {@link RuleViolation} of {@link #apply(int, Action)}
   *     if the action is not legal; the state is unchanged, as always
   */
  default S applyLegal(int seat, Action action) {
    Either<RuleViolation, S> next = apply(seat, action);
    if (next.isLeft()) {
      throw new RuleViolationException(next.getLeft());
    }
    return next.get();
  }

  /** Applies an action of {@link #toMove()}. */
  default Either<RuleViolation, S> apply(Action action) {
    return apply(toMove(), action);
  }

  /**
   * Reads an action of this game from its text form ({@code "play QS"}).
   *
   * @throws NotationException naming the position if the text is not an action of this game
   */
  Action parseAction(String text);

  /** What the seat knows, and nothing more. */
  V viewFor(int seat);

  /**
   * The seat's current hand.
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  CardSet hand(int seat);

  /**
   * Cards that lie in no seat's hand and that {@code seat} may not know yet: cards played face down
   * (see {@code dev.tenace.core.trick.FaceDownOrder}) that its view shows concealed. None by
   * default. The contract suite fails a view that reaches one of them.
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  default CardSet concealedFrom(int seat) {
    return CardSet.EMPTY;
  }

  /**
   * The match standing before this deal, one total per seat (zeros for a deal played on its own),
   * as the match that dealt it gave it; views carry it so bots can play to the score.
   */
  List<Integer> standing();

  /**
   * A 64-bit key of this position for transposition tables: equal states give equal keys; unequal
   * states collide with the probability of a good 64-bit hash (each game measures its rate).
   * Computed on demand, not cached.
   */
  long key();

  /**
   * Where every card of the deck is, as disjoint named zones whose union is the deck: one per hand
   * ({@code "hand 0"}), and e.g. {@code "played"}, {@code "blind"}, {@code "buried"}, {@code
   * "widow"}, {@code "turn-up"}.
   */
  Map<String, CardSet> zones();

  /**
   * The seat's score for this deal in the game's own terms (Hearts: penalty points; Spades: the
   * team's deal score).
   *
   * @throws IllegalStateException if the deal is not terminal
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  int score(int seat);

  /**
   * The seat's outcome of this terminal deal as a number where higher is better, for generic search
   * bots (Hearts negates points). Defaults to {@link #score(int)}.
   *
   * @throws IllegalStateException if the deal is not terminal
   */
  default double utility(int seat) {
    return score(seat);
  }

  /**
   * A mutable search cursor over this deal's trick play, for search loops (see {@link
   * SearchCursor}); empty before trick play (passing, bidding, declaring), once its last trick is
   * complete, and in games without one.
   */
  default Optional<SearchCursor<S>> cursor() {
    return Optional.empty();
  }

  /**
   * The public facts of the deal's trick play, once it has begun: the trick order, completed tricks
   * with their leaders and winners, the trick in progress and who is winning it, tricks won, voids
   * revealed. The same table every seat's view carries; empty before trick play (passing, bidding).
   */
  default Optional<TrickTable> tricks() {
    return Optional.empty();
  }
}
