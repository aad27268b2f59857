package dev.tenace.core.game;

import dev.tenace.core.card.CardSet;
import java.util.Objects;
import java.util.function.Function;

/**
 * The base of a game's {@link CardsAction} classes (a Hearts pass, a Sheepshead bury, a Spades
 * exchange), as {@link CardPlay} is of its plays: the verb, the cards, the null check, the text
 * ({@code pass 2H 7S KH}), {@link #withCards}, equality and {@code toString} are written once here;
 * a game's class gives only its verb and its constructor:
 *
 * <pre>{@code
 * final class Pass extends AbstractCardsAction implements MyGameAction {
 *   public Pass(CardSet cards) { super("pass", cards, Pass::new); }
 * }
 * }</pre>
 *
 * <p>Two such actions are equal when they are of the same class and hold equal cards: a Hearts pass
 * never equals a Spades exchange of the same cards. The hash code is the cards'.
 */
public abstract class AbstractCardsAction implements CardsAction {
  private final String verb;
  private final CardSet cards;
  private final Function<CardSet, ? extends AbstractCardsAction> kind;

  /**
   * An action of {@code verb} with {@code cards}.
   *
   * @param kind the game's constructor, {@code Pass::new}: what {@link #withCards} makes
   * @throws NullPointerException if an argument is null ({@code "cards is null"})
   */
  protected AbstractCardsAction(
      String verb, CardSet cards, Function<CardSet, ? extends AbstractCardsAction> kind) {
    this.verb = Objects.requireNonNull(verb, "verb is null");
    this.cards = Objects.requireNonNull(cards, "cards is null");
    this.kind = Objects.requireNonNull(kind, "kind is null");
  }

  @Override
  public final String verb() {
    return verb;
  }

  @Override
  public final CardSet cards() {
    return cards;
  }

  /** The same kind of action with {@code cards} instead, made by the game's constructor. */
  @Override
  public final AbstractCardsAction withCards(CardSet cards) {
    return kind.apply(cards);
  }

  /** Equal when of the same class with equal cards. */
  // the base serves every game: only the class tells a Hearts pass from a Sheepshead bury
  @SuppressWarnings("EqualsGetClass")
  @Override
  public final boolean equals(Object o) {
    return o == this
        || (o != null
            && o.getClass() == getClass()
            && ((AbstractCardsAction) o).cards.equals(cards));
  }

  @Override
  public final int hashCode() {
    return cards.hashCode();
  }

  /** The text, {@code pass 2H 7S KH}. */
  @Override
  public final String toString() {
    return text();
  }
}
