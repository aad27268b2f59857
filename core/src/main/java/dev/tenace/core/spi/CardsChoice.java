package dev.tenace.core.spi;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.CardsAction;
import java.util.Objects;

/**
 * A game's {@link CardsAction}, written once: the verb, the cards, equality of the same class with
 * the same cards, and the action text as its {@code toString}. A game's pass, bury or exchange
 * names its verb and how to make one with other cards.
 *
 * <pre>{@code
 * final class Pass extends CardsChoice implements MyAction {
 *   public Pass(CardSet cards) { super("pass", cards); }
 *   public Pass withCards(CardSet cards) { return new Pass(cards); }
 * }
 * }</pre>
 */
public abstract class CardsChoice implements CardsAction {
  private final String verb;
  private final CardSet cards;

  /**
   * A choice of {@code cards} under {@code verb}.
   *
   * @throws NullPointerException if {@code cards} is null
   */
  protected CardsChoice(String verb, CardSet cards) {
    this.verb = Objects.requireNonNull(verb, "verb is null");
    this.cards = Objects.requireNonNull(cards, "cards is null");
  }

  @Override
  public final String verb() {
    return verb;
  }

  @Override
  public final CardSet cards() {
    return cards;
  }

  /** Equal when of the same class with the same cards. */
  // one class serves every game's choice: only the class tells a pass from a bury
  @SuppressWarnings("EqualsGetClass")
  @Override
  public final boolean equals(Object o) {
    return o == this
        || (o != null && o.getClass() == getClass() && ((CardsChoice) o).cards.equals(cards));
  }

  @Override
  public final int hashCode() {
    return 31 * getClass().hashCode() + cards.hashCode();
  }

  /** The action text: {@code pass QS KS AS}. */
  @Override
  public final String toString() {
    return text();
  }
}
