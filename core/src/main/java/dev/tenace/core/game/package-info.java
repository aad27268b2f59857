/**
 * The game API every game implements and every user reads: immutable {@link
 * dev.tenace.core.game.GameState}s, {@link dev.tenace.core.game.Action}s with a text form,
 * explained {@link dev.tenace.core.game.RuleViolation}s, per-seat {@link
 * dev.tenace.core.game.View}s with their public {@link dev.tenace.core.game.Move} history, {@link
 * dev.tenace.core.game.Agent}s, {@link dev.tenace.core.game.Match}es, the {@link
 * dev.tenace.core.game.MatchRunner} that plays agents safely, and the {@link
 * dev.tenace.core.game.GameDefinition}s found by {@link dev.tenace.core.game.Games}.
 *
 * <p>What only a game's author needs (variant tables, action-text parsing, allocation-free action
 * lists, key mixing, re-dealing) is in {@link dev.tenace.core.spi}.
 *
 * <p>Every method's result is meant to be used (Error Prone {@code @CheckReturnValue}): the values
 * are immutable, so a discarded result is a bug.
 */
@CheckReturnValue
package dev.tenace.core.game;

import com.google.errorprone.annotations.CheckReturnValue;
