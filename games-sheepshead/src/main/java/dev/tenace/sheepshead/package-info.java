/**
 * Sheepshead for Tenace: every rule and variant of {@code rules/sheepshead.md} — {@code
 * SheepsheadRules}, the immutable {@code SheepsheadState} and the seat's {@code SheepsheadView},
 * the actions, and {@code SheepsheadGame} for generic tools.
 *
 * <p>Every method's result is meant to be used (Error Prone {@code @CheckReturnValue}): states,
 * views, rules and actions are immutable values, so a discarded result is a bug.
 */
@CheckReturnValue
package dev.tenace.sheepshead;

import com.google.errorprone.annotations.CheckReturnValue;
