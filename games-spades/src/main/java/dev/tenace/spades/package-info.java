/**
 * Spades for Tenace: every rule and variant of {@code rules/spades.md} — {@code SpadesRules}, the
 * immutable {@code SpadesState} and the seat's {@code SpadesView}, the actions, and {@code
 * SpadesGame} for generic tools.
 *
 * <p>Every method's result is meant to be used (Error Prone {@code @CheckReturnValue}): states,
 * views, rules and actions are immutable values, so a discarded result is a bug.
 */
@CheckReturnValue
package dev.tenace.spades;

import com.google.errorprone.annotations.CheckReturnValue;
