/**
 * Hearts for Tenace: every rule and variant of {@code rules/hearts.md} — {@code HeartsRules}, the
 * immutable {@code HeartsState} and the seat's {@code HeartsView}, the actions, and {@code
 * HeartsGame} for generic tools.
 *
 * <p>Every method's result is meant to be used (Error Prone {@code @CheckReturnValue}): states,
 * views, rules and actions are immutable values, so a discarded result is a bug.
 */
@CheckReturnValue
package dev.tenace.hearts;

import com.google.errorprone.annotations.CheckReturnValue;
