package dev.tenace.core.game;

import dev.tenace.core.trick.TrickOrder;

/**
 * A mutable cursor over the trick play of a deal, for search loops (play-outs, determinized and
 * information-set search): it plays and undoes cards in place, allocating nothing per card, and
 * turns back into an immutable state on request. Made by {@link GameState#cursor()} from any state
 * in trick play; the legal cards, trick winners and scores come from the same rule objects and
 * scoring functions as the immutable states, and a property test of every game holds the two to the
 * same legal masks and results.
 *
 * <p>Cards are indices ({@link dev.tenace.core.card.Card#index()}); masks are {@code long}s with
 * bit {@code i} for card {@code i}. Not thread-safe: one cursor per thread.
 *
 * <pre>{@code
 * SearchCursor<HeartsState> c = state.cursor().orElseThrow();
 * while (!c.isOver()) {
 *   long legal = c.legalBits();
 *   c.play(Long.numberOfTrailingZeros(legal)); // the lowest legal card
 * }
 * int points = c.score(0);
 * c.undoAll();                                 // back at the state it was made from
 * }</pre>
 *
 * @param <S> the game's state type
 */
public interface SearchCursor<S extends GameState<S, ?>> {
  /** The seat to play, or {@code -1} once every trick is played. */
  int toMove();

  /** The legal cards of the seat to play; 0 once every trick is played. */
  long legalBits();

  /**
   * Plays a card of the seat to play.
   *
   * @param card the card's index
   * @throws IllegalArgumentException if it is not a legal play now (nothing changes)
   */
  void play(int card);

  /**
   * Takes back the last card played on this cursor.
   *
   * @throws IllegalStateException if none was played since it was made
   */
  void undo();

  /** Takes back every card played since the cursor was made. */
  void undoAll();

  /** The number of cards played on this cursor since it was made. */
  int depth();

  /** Whether every trick has been played. */
  boolean isOver();

  /** The seat that led the trick in progress (that leads the next one, between tricks). */
  int trickLeader();

  /** The cards of the trick in progress. */
  long currentTrickBits();

  /** The seat winning the trick in progress so far, or {@code -1} before its first card. */
  int currentWinner();

  /** The tricks a seat has won in this deal. */
  int tricksWon(int seat);

  /** The cards of the tricks a seat has won in this deal. */
  long cardsWonBits(int seat);

  /**
   * The seat's score for the deal once every trick is played, as the game's state scores it. Where
   * the game leaves a choice after the last trick (Hearts {@code moonChoice}), the shooter is taken
   * to add (the choice {@code moon add}).
   *
   * @throws IllegalStateException before the last trick is complete
   */
  int score(int seat);

  /**
   * Whether the deal is complete at this cursor: every trick played and no choice left. A deal that
   * leaves a choice after the last trick (Hearts {@code moonChoice} after a moon) is over but not
   * terminal: continue it on {@link #toState()}.
   */
  boolean isTerminal();

  /**
   * The seat's utility for the deal once every trick is played, as {@link GameState#utility} of the
   * finished state gives it (Hearts: minus the points; Spades: the team's score minus the
   * opponents'; Suitability: the team's score; otherwise the score). Where a choice is left after
   * the last trick, the same as {@link #score}: Hearts takes the shooter to add.
   *
   * @throws IllegalStateException before the last trick is complete
   */
  double utility(int seat);

  /** The led card of the trick in progress as a card index, or {@code -1} before its first card. */
  int ledCard();

  /**
   * The cards of the trick in progress in play order, packed 8 bits each with the led card in the
   * low byte, as {@link dev.tenace.core.trick.Trick#packed()}; its size is {@code
   * Long.bitCount(currentTrickBits())}. With {@link #trickOrder()} it answers "would this card win
   * the trick now" without a {@code Trick}: {@code order.winningPosition(packed | (long) card << 8
   * * size, size + 1) == size}.
   */
  long currentTrickPacked();

  /**
   * How cards follow and win in this deal's trick play (the same as its states' {@code tricks()}).
   */
  TrickOrder trickOrder();

  /** The immutable state this cursor is at: the state it was made from with its cards played. */
  S toState();

  /**
   * Makes this cursor the one {@code state.cursor()} would make, in this cursor's own memory: a
   * search that plays out many worlds one after the other (a PIMC decision, a pass or a bid tried
   * in each sampled world) moves one cursor from world to world instead of allocating one per
   * world. Everything played on this cursor is forgotten.
   *
   * <p>The default refuses every state; the games' cursors accept any state of their own game in
   * trick play with the same number of seats and tricks.
   *
   * @return whether it did; when not (no trick play under way in {@code state}, or another game or
   *     shape), this cursor is unchanged and {@code state.cursor()} makes a new one if it can
   * @throws NullPointerException if {@code state} is null (the games' cursors)
   */
  default boolean resetTo(S state) {
    return false;
  }
}
