package dev.tenace.core.spi;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * An immutable list of card actions chosen by a card mask, for {@code legalActions()} during trick
 * play without building a collection: one small object wraps the mask, and element {@code k} is the
 * interned action of the {@code k}-th card of the mask in display order.
 *
 * <pre>{@code
 * static final Play[] PLAYS = ...;              // one interned Play per card index
 * List<Action> legal = CardActions.of(trickPlay.legalBits(), PLAYS);
 * }</pre>
 *
 * @param <A> the action type
 */
public final class CardActions<A extends Action> extends AbstractList<A> implements RandomAccess {
  private final long mask;
  private final A[] byCardIndex;
  private final int size;

  private CardActions(long mask, A[] byCardIndex) {
    this.mask = mask;
    this.byCardIndex = byCardIndex;
    this.size = Long.bitCount(mask);
  }

  /**
   * The actions of the cards in {@code mask}.
   *
   * @param byCardIndex the interned action of every card index that may occur in the mask
   */
  public static <A extends Action> List<A> of(long mask, A[] byCardIndex) {
    return new CardActions<>(mask, byCardIndex);
  }

  /** The card mask behind this list. */
  public long mask() {
    return mask;
  }

  @Override
  public A get(int index) {
    return byCardIndex[CardSet.selectIndex(mask, index)];
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public boolean contains(Object o) {
    for (long b = mask; b != 0; b &= b - 1) {
      if (byCardIndex[Long.numberOfTrailingZeros(b)].equals(o)) {
        return true;
      }
    }
    return false;
  }
}
