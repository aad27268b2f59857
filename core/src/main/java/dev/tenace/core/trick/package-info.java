/**
 * Tricks: how cards follow and win ({@link dev.tenace.core.trick.TrickOrder}), a {@link
 * dev.tenace.core.trick.Trick}, the generic trick-play phase ({@link
 * dev.tenace.core.trick.TrickPlay}) and its pluggable restrictions ({@link
 * dev.tenace.core.trick.PlayRule}).
 *
 * <p>Every method's result is meant to be used (Error Prone {@code @CheckReturnValue}): the values
 * are immutable, so a discarded result is a bug.
 */
@CheckReturnValue
package dev.tenace.core.trick;

import com.google.errorprone.annotations.CheckReturnValue;
