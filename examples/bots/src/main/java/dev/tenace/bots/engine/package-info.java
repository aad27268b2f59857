/**
 * Any program as a bot: the engine protocol ({@code examples/bots/PROTOCOL.md}), JSON Lines over
 * the program's standard input and output. {@code cmd:<command line>} is a bot spec wherever bot
 * specs are accepted ({@link dev.tenace.bots.Bots#create}); {@link
 * dev.tenace.bots.engine.EngineBot} is the seat, {@link dev.tenace.bots.engine.Engines} the
 * settings, faults and runner hooks, {@link dev.tenace.bots.engine.ViewJson} the view as JSON (also
 * {@code tenace serve}'s).
 */
@CheckReturnValue
package dev.tenace.bots.engine;

import com.google.errorprone.annotations.CheckReturnValue;
