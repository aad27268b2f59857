/**
 * Hearts for Tenace: every rule and variant of {@code rules/hearts.md}, one class per part of the
 * rules file.
 *
 * <ul>
 *   <li>{@code HeartsRules}: the rules value, every variant of §7; {@code HeartsGame} for generic
 *       tools (presets, rule codes, the match policy of §6).
 *   <li>{@code HeartsSetup} (package-private): the deal of §2 as a record value, with the passing
 *       so far and the result; {@code HeartsPassing}: §3 and the widow game's stages, §7.1.2.
 *   <li>{@code HeartsPlayRules}: the lead and play rules of §4 and §7 over core's trick play.
 *   <li>{@code HeartsScoring}: §5 (points, the moon and its choice, the scoring variants) as pure
 *       functions.
 *   <li>{@code HeartsState}: the immutable deal, the glue between the parts above; {@code
 *       HeartsView}: what one seat knows, public facts only; {@code HeartsSampler}: its worlds.
 * </ul>
 *
 * <p>Every method's result is meant to be used (Error Prone {@code @CheckReturnValue}): states,
 * views, rules and actions are immutable values, so a discarded result is a bug.
 */
@CheckReturnValue
package dev.tenace.hearts;

import com.google.errorprone.annotations.CheckReturnValue;
