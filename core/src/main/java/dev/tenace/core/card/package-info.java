/**
 * Cards and what is dealt: {@link dev.tenace.core.card.Card}, the 64-bit
 * {@link dev.tenace.core.card.CardSet}, {@link dev.tenace.core.card.Deck}, the reproducible
 * {@link dev.tenace.core.card.Shuffle} and the canonical {@link dev.tenace.core.card.Deal}.
 */
package dev.tenace.core.card;
