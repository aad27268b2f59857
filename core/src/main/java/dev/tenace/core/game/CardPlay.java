package dev.tenace.core.game;

import dev.tenace.core.card.Card;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * Playing one card to a trick, the action every trick-taking game has: the base of each game's own
 * {@code Play} class, which also implements the game's sealed action interface. The card, the text
 * ({@code play QS}) and the interning are written once here; a game's class adds only its type.
 *
 * <p>Instances are interned, one per card, so plays compare by identity and {@link
 * dev.tenace.core.spi.CardActions} can hand them out without allocating:
 *
 * <pre>{@code
 * final class Play extends CardPlay implements MyGameAction {
 *   static final Play[] ALL = intern(Play::new, Play[]::new);
 *   private Play(Card card) { super(card); }
 *   public static Play of(Card card) { return ALL[index(card)]; }
 * }
 * }</pre>
 */
public abstract class CardPlay implements Action {
  private final Card card;

  /** A play of {@code card}; called once per card by {@link #intern}. */
  protected CardPlay(Card card) {
    this.card = Objects.requireNonNull(card, "card is null");
  }

  /**
   * One play per card, indexed by {@link Card#index()}: the table a game's {@code Play.of} and
   * {@link dev.tenace.core.spi.CardActions#of} read.
   *
   * @param make the game's constructor
   * @param array an array of the game's play type
   */
  protected static <P extends CardPlay> P[] intern(Function<Card, P> make, IntFunction<P[]> array) {
    P[] all = array.apply(Card.COUNT);
    for (int i = 0; i < Card.COUNT; i++) {
      all[i] = make.apply(Card.ofIndex(i));
    }
    return all;
  }

  /**
   * The index of {@code card} in a table made by {@link #intern}.
   *
   * @throws NullPointerException if {@code card} is null
   */
  protected static int index(Card card) {
    return Objects.requireNonNull(card, "card is null").index();
  }

  /** The card played. */
  public final Card card() {
    return card;
  }

  /** {@code play} and the card, for example {@code play QS}. */
  @Override
  public final String text() {
    return "play " + card;
  }

  @Override
  public final String toString() {
    return text();
  }
}
