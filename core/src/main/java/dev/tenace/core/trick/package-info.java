/**
 * Tricks as users read them: how cards follow and win ({@link dev.tenace.core.trick.TrickOrder}), a
 * {@link dev.tenace.core.trick.Trick}, and the public facts of a deal's trick play ({@link
 * dev.tenace.core.trick.TrickTable}, from {@code state.tricks()} or {@code view.tricks()}). The
 * engine that plays the tricks, and the games' play restrictions, are game-author blocks in {@link
 * dev.tenace.core.spi}.
 *
 * <p>Every method's result is meant to be used (Error Prone {@code @CheckReturnValue}): the values
 * are immutable, so a discarded result is a bug.
 */
@CheckReturnValue
package dev.tenace.core.trick;

import com.google.errorprone.annotations.CheckReturnValue;
