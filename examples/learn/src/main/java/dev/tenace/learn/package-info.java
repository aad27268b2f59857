/**
 * Tenace for learning agents: every game on the class path as a fixed integer action space with a
 * legal-action mask, and a seat's view as an observation vector and an information-state vector,
 * each with a documented {@link dev.tenace.learn.Layout}. A game registers its own {@link
 * dev.tenace.learn.GameEncoder} (the four bundled games do) or gets the {@link
 * dev.tenace.learn.GenericEncoder}, derived from its definition and its views' public facts.
 *
 * <pre>{@code
 * Encoder enc = Encoders.forGame(HeartsGame.INSTANCE, HeartsRules.defaults());
 * Session<HeartsState> env = Session.start(enc, HeartsState.deal(HeartsRules.defaults(), 0, 42L));
 * boolean[] mask = new boolean[enc.actionCount()];
 * float[] obs = new float[enc.observation().size()];
 * int seat = env.toAct();
 * env.mask(seat, mask);                 // the ids seat may choose now
 * env.observe(seat, obs);               // what it knows, as numbers
 * env.step(seat, 17);                   // play, or choose one card of a pass
 * }</pre>
 *
 * <p>Multi-card choices (a Hearts pass, the Sheepshead bury, the Spades exchange) are offered as a
 * sequence of single-card choices; the engine's actions are unchanged. Every vector is a function
 * of the seat's view (and its own pending selection), so it never holds what the seat may not know.
 *
 * <p>Every method's result is meant to be used (Error Prone {@code @CheckReturnValue}).
 */
@CheckReturnValue
package dev.tenace.learn;

import com.google.errorprone.annotations.CheckReturnValue;
