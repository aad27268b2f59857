/**
 * For game authors: the building blocks the games are written with, and nothing a user of the games
 * needs (to play, embed a game, write a bot or a generic tool, import only {@link
 * dev.tenace.core.card}, {@link dev.tenace.core.table}, {@link dev.tenace.core.trick} and {@link
 * dev.tenace.core.game}).
 *
 * <ul>
 *   <li>{@link dev.tenace.core.spi.TrickPlay}: the trick-play phase every game reuses (hands, the
 *       trick in progress, tricks won, legal cards as a mask), with its restrictions as {@link
 *       dev.tenace.core.spi.PlayRule}s and unchecked fast paths for a game's {@code applyLegal};
 *       users read its public facts as a {@link dev.tenace.core.trick.TrickTable};
 *   <li>{@link dev.tenace.core.spi.VariantTable}: a game's variants declared once, from which its
 *       {@code variants()}, {@code rules(base, settings)} and {@code settings(rules)} derive;
 *   <li>{@link dev.tenace.core.spi.ActionText}: tokenised action texts with error positions, for
 *       {@code parseAction};
 *   <li>{@link dev.tenace.core.spi.CardActions} and {@link dev.tenace.core.spi.SubsetActions}:
 *       legal-action lists without allocation (one card, or {@code k} cards of a set);
 *   <li>{@link dev.tenace.core.spi.Keys}: the 64-bit mixing of state and view keys;
 *   <li>{@link dev.tenace.core.spi.HiddenDeal}: the hidden cards of a deal and what a seat knows
 *       about where they are, as constraints, from which {@code sampleConsistentState} draws a
 *       consistent deal uniformly.
 * </ul>
 *
 * <p>Exported to every module, so that a third-party game can be written as the bundled ones are;
 * its types may change between minor versions more freely than the user packages.
 */
package dev.tenace.core.spi;
