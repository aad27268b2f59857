/**
 * Cards and what is dealt: {@link dev.tenace.core.card.Card}, the 64-bit {@link
 * dev.tenace.core.card.CardSet}, {@link dev.tenace.core.card.Deck}, the reproducible {@link
 * dev.tenace.core.card.Shuffle} and the canonical {@link dev.tenace.core.card.Deal}.
 *
 * <p>Every method's result is meant to be used (Error Prone {@code @CheckReturnValue}): the values
 * are immutable, so a discarded result is a bug.
 */
@CheckReturnValue
package dev.tenace.core.card;

import com.google.errorprone.annotations.CheckReturnValue;
