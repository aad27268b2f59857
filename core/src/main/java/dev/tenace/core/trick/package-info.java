/**
 * Tricks: how cards follow and win ({@link dev.tenace.core.trick.TrickOrder}), a
 * {@link dev.tenace.core.trick.Trick}, the generic trick-play phase
 * ({@link dev.tenace.core.trick.TrickPlay}) and its pluggable restrictions
 * ({@link dev.tenace.core.trick.PlayRule}).
 */
package dev.tenace.core.trick;
