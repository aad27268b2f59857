/**
 * The game API every game implements: immutable {@link dev.tenace.core.game.GameState}s,
 * {@link dev.tenace.core.game.Action}s with a text form, explained
 * {@link dev.tenace.core.game.RuleViolation}s, per-seat {@link dev.tenace.core.game.View}s,
 * {@link dev.tenace.core.game.Agent}s, {@link dev.tenace.core.game.MatchState}s and the
 * {@link dev.tenace.core.game.MatchRunner} that plays agents safely.
 *
 * <p>Every method's result is meant to be used (Error Prone {@code @CheckReturnValue}): the
 * values are immutable, so a discarded result is a bug.
 */
@CheckReturnValue
package dev.tenace.core.game;

import com.google.errorprone.annotations.CheckReturnValue;
