package dev.tenace.core.game;

import dev.tenace.core.card.CardSet;

/**
 * An action made of several cards chosen at once: a Hearts pass, a Sheepshead bury, a Spades
 * exchange. Generic tools (the command line's prompts, the learning encoders) build such a choice
 * card by card through this type, naming no game.
 *
 * <pre>{@code
 * if (legal.get(0) instanceof CardsAction c) {
 *   int k = c.cards().size();                     // how many cards to choose
 *   Action mine = c.withCards(chosenCards);       // the same kind of action with other cards
 * }
 * }</pre>
 */
public interface CardsAction extends Action {
  /** The verb of its text: {@code "pass"}, {@code "bury"}, {@code "exchange"}. */
  String verb();

  /** The cards chosen. */
  CardSet cards();

  /** The same kind of action with {@code cards} instead. */
  CardsAction withCards(CardSet cards);

  /** The verb and the cards: {@code pass QS KS AS}. */
  @Override
  default String text() {
    return verb() + " " + cards();
  }
}
