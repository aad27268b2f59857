/**
 * Table geometry: seat numbers, clockwise turn order, left, right and across.
 *
 * <p>Every method's result is meant to be used (Error Prone {@code @CheckReturnValue}): the values
 * are immutable, so a discarded result is a bug.
 */
@CheckReturnValue
package dev.tenace.core.table;

import com.google.errorprone.annotations.CheckReturnValue;
