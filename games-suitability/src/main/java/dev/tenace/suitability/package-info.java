/**
 * Suitability for Tenace: every rule and variant of {@code rules/suitability.md} — {@code
 * SuitabilityRules}, the immutable {@code SuitabilityState} and the seat's {@code SuitabilityView},
 * the actions, and {@code SuitabilityGame} for generic tools.
 *
 * <p>Every method's result is meant to be used (Error Prone {@code @CheckReturnValue}): states,
 * views, rules and actions are immutable values, so a discarded result is a bug.
 */
@CheckReturnValue
package dev.tenace.suitability;

import com.google.errorprone.annotations.CheckReturnValue;
