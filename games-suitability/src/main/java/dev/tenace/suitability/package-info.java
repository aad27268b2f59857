/**
 * Suitability for Tenace: every rule and variant of {@code rules/suitability.md}, one class per
 * part of the rules file.
 *
 * <ul>
 *   <li>{@code SuitabilityRules}: the rules value, every variant of §8;
 *   <li>{@code SuitabilityGame}: presets, rule codes and replay results for generic tools, with
 *       {@code SuitabilityMatchPolicy} for the end of a game (§7);
 *   <li>{@code SuitabilitySetup}: the deal (§3, §8) and what the calls before trick play fixed;
 *   <li>{@code SuitabilityDeclaring}: the declarations of suit roles and privileges (§4) and the
 *       3-player turn-up exchange (§8);
 *   <li>{@code SuitabilityScoring}: the scoring of §6 as pure functions;
 *   <li>{@code SuitabilityState}: the immutable deal, glue between these and core's trick play
 *       (§5);
 *   <li>{@code SuitabilityView}: what one seat knows, public facts only, and {@code
 *       SuitabilitySampler}, the worlds that agree with it.
 * </ul>
 *
 * <p>Every method's result is meant to be used (Error Prone {@code @CheckReturnValue}): states,
 * views, rules and actions are immutable values, so a discarded result is a bug.
 */
@CheckReturnValue
package dev.tenace.suitability;

import com.google.errorprone.annotations.CheckReturnValue;
