/**
 * Bots for every Tenace game, as a library: {@link dev.tenace.bots.RandomBot}, one heuristic per
 * game ({@link dev.tenace.bots.HeartsHeuristic}, {@link dev.tenace.bots.SpadesHeuristic}, {@link
 * dev.tenace.bots.SheepsheadHeuristic}, {@link dev.tenace.bots.SuitabilityHeuristic}) and
 * perfect-information Monte-Carlo ({@link dev.tenace.bots.Pimc}) for any game, each a public class
 * a user constructs and configures, plus one registry by name ({@link dev.tenace.bots.Bots}, {@link
 * dev.tenace.bots.BotRegistry}) that the {@code tenace} command line uses too.
 *
 * <p>Every bot is an {@link dev.tenace.core.game.Agent} of a view: it sees what its seat may see
 * and nothing else, and it decides by the typed facts of the views (the trick table, the actions'
 * types, each game's bids, picker or suit roles), never by action text.
 *
 * <pre>{@code
 * Agent<View<?>> bot = Bots.create("pimc:50", "hearts", 7L);       // by name, as on the command line
 * HeartsHeuristic mine = new HeartsHeuristic().withMoonByStanding(false);  // or constructed
 * }</pre>
 *
 * <p>The artifact {@code dev.tenace:tenace-bots} depends on the core, the four games, {@code
 * tenace-learn} (action ids) and Jackson (the JSON of the engine protocol, {@link
 * dev.tenace.bots.engine}).
 */
@CheckReturnValue
package dev.tenace.bots;

import com.google.errorprone.annotations.CheckReturnValue;
