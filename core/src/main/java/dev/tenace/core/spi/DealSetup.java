package dev.tenace.core.spi;

import dev.tenace.core.card.Deck;

/**
 * Everything of a deal but its trick-play phase, shared by every card play: a {@code record} with a
 * {@link DealHeader} and the game's own fields (bids, passes, declarations, scores), whose
 * components are values ({@link Ints}, {@link Masks}, lists, records, enums; a {@link Memo} for
 * what is no part of the value). {@link TrickGameState} derives the state's {@code equals}, {@code
 * hashCode}, {@code key()} and {@code toString} from it and the trick play.
 *
 * <pre>{@code
 * record SpadesSetup(DealHeader header, SpadesRules rules, Bids bids, Ints scoresBefore)
 *     implements DealSetup {}
 * }</pre>
 */
public interface DealSetup {
  /** The deal's header: deck, dealer, hands dealt, the cards left over, the match context. */
  DealHeader header();

  /** The table size. */
  default int players() {
    return header().players();
  }

  /** The dealer's seat. */
  default int dealer() {
    return header().dealer();
  }

  /** The deck of the deal. */
  default Deck deck() {
    return header().deck();
  }
}
