package dev.tenace.core.game;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * What one seat knows of a deal: its own hand, the public history, and what it was shown (cards
 * passed to it, a blind it picked). A bot receives a view, never the state, and cannot reach hidden
 * cards through it.
 *
 * <p>Every game's view answers the same questions here, so a generic bot needs nothing else: the
 * seat's hand and legal actions, the public {@link #history()} as typed entries, the trick table
 * ({@link #tricks()}: the trick in progress and who is winning it, completed tricks with leaders
 * and winners, the trick order, tricks won) and the match {@link #standing()} before this deal.
 * Each game's view adds its own typed public facts beside these (bids, the picker, suit roles).
 *
 * <pre>{@code
 * Agent<View<?>> cheapest = view -> {
 *   TrickTable t = view.tricks().orElse(null);
 *   ...                                   // choose from view.legalActions() by these facts
 * };
 * }</pre>
 *
 * <p>Views are values: two states that the seat cannot tell apart give equal views with equal
 * {@link #key()}s. The contract suite checks this with {@link #sampleConsistentState}: the sampled
 * state's view for the same seat equals this view.
 *
 * @param <S> the game's state type
 */
public interface View<S extends GameState<S, ?>> {
  /** The seat whose view this is. */
  int seat();

  /** Number of seats. */
  int players();

  /** The dealer's seat. */
  int dealer();

  /**
   * The seat to act, or {@code -1} when the deal is over (in a simultaneous phase, the first seat
   * still to choose).
   */
  int toMove();

  /**
   * The seat's own current hand (empty where it has not looked, e.g. before a Spades blind nil).
   */
  CardSet hand();

  /** Whether the seat may act now. */
  default boolean canAct() {
    return !legalActions().isEmpty();
  }

  /** The seat's legal actions now; empty when it may not act. */
  List<Action> legalActions();

  /**
   * The cards the seat may play now, in the order of {@link #legalActions()}: the cards of its
   * legal card plays, empty when no card play is legal (bidding, passing, when it may not act).
   * With {@link #actionFor} a bot chooses among cards and never casts an action.
   *
   * <pre>{@code
   * Agent<View<?>> lowest = view -> view.legalCards().isEmpty()
   *     ? view.legalActions().get(0)
   *     : view.actionFor(view.legalCards().get(0)).orElseThrow();
   * }</pre>
   */
  default List<Card> legalCards() {
    List<Card> cards = new ArrayList<>();
    for (Action a : legalActions()) {
      if (a instanceof CardPlay p) {
        cards.add(p.card());
      }
    }
    return List.copyOf(cards);
  }

  /**
   * The legal action that plays {@code card}, or empty when playing it is not legal now. A search
   * cursor's card index {@code i} is {@code actionFor(Card.ofIndex(i))}.
   *
   * @throws NullPointerException if {@code card} is null
   */
  default Optional<Action> actionFor(Card card) {
    Objects.requireNonNull(card, "card is null");
    for (Action a : legalActions()) {
      if (a instanceof CardPlay p && p.card().equals(card)) {
        return Optional.of(a);
      }
    }
    return Optional.empty();
  }

  /**
   * The deal's public history as this seat knows it, in order: every action of every seat, with the
   * content of actions it may not see {@link Concealed} (another seat's pass, a bury).
   */
  List<Move> history();

  /** The public facts of trick play, once it has begun; empty before (passing, bidding). */
  Optional<TrickTable> tricks();

  /** Tricks each seat has won so far in this deal, one entry per seat (zeros before trick play). */
  default List<Integer> tricksWon() {
    Optional<TrickTable> t = tricks();
    if (t.isPresent()) {
      return t.get().tricksWon();
    }
    List<Integer> zeros = new ArrayList<>(players());
    for (int s = 0; s < players(); s++) {
      zeros.add(0);
    }
    return List.copyOf(zeros);
  }

  /**
   * The match standing before this deal: each seat's total (in a partnership game both partners
   * show the team total), zeros for a deal played on its own. Whether lower totals win is the
   * game's ({@link MatchPolicy#lowerTotalsWin()}).
   */
  List<Integer> standing();

  /**
   * The game's public facts beyond the common ones (trump, bids, contract, picker, partner card
   * when public, suit roles, points taken), typed and named, in the order a person reads them: what
   * generic tools (the command line, {@code serve}, the browser table) show for any game. Only what
   * this seat may know. Empty by default.
   */
  default List<Fact> facts() {
    return List.of();
  }

  /**
   * A key of this information set for transposition tables: equal views give equal keys, and
   * different views collide with the probability of a good 64-bit hash (measured by each game's
   * tests). By default derived from the view's value ({@link dev.tenace.core.spi.Keys#of}): a view
   * written as a record with public components needs no key of its own.
   */
  default long key() {
    return dev.tenace.core.spi.Keys.of(this);
  }

  /**
   * A full state consistent with everything this seat has seen: hidden cards are re-dealt at random
   * among the places they may be (respecting revealed voids, passed cards and known cards), and the
   * state's view for {@link #seat()} equals this view. To draw many, use {@link #sampler()}.
   */
  S sampleConsistentState(RandomGenerator rng);

  /**
   * A sampler of this view's worlds: {@link #sampleConsistentState}'s draws, with what the view
   * implies worked out once for all of them. Games override it to make repeated draws cheap; this
   * default only calls {@link #sampleConsistentState}.
   */
  default WorldSampler<S> sampler() {
    return this::sampleConsistentState;
  }
}
