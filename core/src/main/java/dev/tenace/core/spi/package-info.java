/**
 * For game authors: the building blocks the games are written with, and nothing a user of the games
 * needs (to play, embed a game, write a bot or a generic tool, import only {@link
 * dev.tenace.core.card}, {@link dev.tenace.core.table}, {@link dev.tenace.core.trick} and {@link
 * dev.tenace.core.game}).
 *
 * <p>In the order a new game meets them (Oh Hell, {@code examples/ohhell}, is written this way, and
 * its README is the step-by-step tutorial):
 *
 * <ol>
 *   <li><b>The state.</b> {@link dev.tenace.core.spi.TrickGameState}: the refusals every game
 *       gives, card plays, and {@code equals}, {@code hashCode}, {@code key()} and {@code toString}
 *       derived from the deal's value and the trick play ({@link
 *       dev.tenace.core.spi.TrickGameState.Kind} names the game and its action types; {@link
 *       dev.tenace.core.spi.TrickGameState#explicitDeal} checks the hands of an explicit deal;
 *       rules implementing {@link dev.tenace.core.spi.TrickGameState.Dealing} give it and {@code
 *       shuffledDeal} the deck, the seats and the hand size).
 *   <li><b>The deal's value.</b> A {@code record} implementing {@link
 *       dev.tenace.core.spi.DealSetup}: a {@link dev.tenace.core.spi.DealHeader} (deck, dealer,
 *       hands dealt, the cards left over, deal number, standing) and the game's own fields as
 *       values, built of value rows ({@link dev.tenace.core.spi.Ints}, {@link
 *       dev.tenace.core.spi.Masks}; a {@link dev.tenace.core.spi.Memo} for a cache that is no part
 *       of the value). A view is a {@code record} whose first component is a {@link
 *       dev.tenace.core.game.ViewHeader} (what every view has) and that implements {@link
 *       dev.tenace.core.spi.HeaderView}.
 *   <li><b>The definition.</b> {@link dev.tenace.core.spi.AbstractGameDefinition} (name, variants,
 *       presets, rule codes, match policy, seeded deals, the utilities' {@link
 *       dev.tenace.core.spi.UtilityBounds}), registered as a {@code GameDefinition} service; its
 *       variants declared once in a {@link dev.tenace.core.spi.VariantTable}, from which {@code
 *       variants()}, {@code rules(base, settings)} and {@code settings(rules)} derive, with its
 *       presets, each written as what it changes of the defaults.
 *   <li><b>Actions.</b> {@link dev.tenace.core.spi.ActionText} (tokenised action texts with error
 *       positions, for {@code parseAction}); {@link dev.tenace.core.spi.CardActions} and {@link
 *       dev.tenace.core.spi.SubsetActions} (legal-action lists without allocation: one card, or
 *       {@code k} cards of a set).
 *   <li><b>Play rules.</b> {@link dev.tenace.core.spi.TrickPlay}, the trick-play phase every game
 *       reuses (hands, the trick in progress, tricks won, legal cards as a mask), restricted by the
 *       game's {@link dev.tenace.core.spi.PlayRule}s; users read its public facts as a {@link
 *       dev.tenace.core.trick.TrickTable}. {@link dev.tenace.core.spi.TrickCursor} and {@link
 *       dev.tenace.core.spi.TrickPosition} give search the same rules without allocation.
 *   <li><b>Hidden information and sampling.</b> {@link dev.tenace.core.spi.HiddenDeal}: what a seat
 *       knows of where the hidden cards are, as constraints, from which a view's {@code
 *       sampleConsistentState} draws a consistent deal uniformly. {@link
 *       dev.tenace.core.spi.PlayReveals}: what the plays of a deal reveal of each hand, read once
 *       from its trick table (the voids, and what each play rule states with {@code
 *       PlayRule.reveal}: the rule that restricts a play says what the play reveals).
 *   <li><b>Bidding.</b> {@link dev.tenace.core.spi.BiddingRound}: bids in turn, with a per-seat
 *       {@link dev.tenace.core.spi.BiddingRound.Restriction} (blind nil, a dealer's hook).
 *   <li><b>The match.</b> {@link dev.tenace.core.game.MatchPolicy} (in the API package: the deals
 *       of a match, the totals, the winners), with {@code MatchPolicy.afterDeals} and {@code
 *       atTarget} for the two usual ends; a game's policy is a record of its rules implementing
 *       {@link dev.tenace.core.spi.RulesMatchPolicy}, which derives the number of seats from them.
 *   <li><b>Keys.</b> {@link dev.tenace.core.spi.Keys}: the 64-bit mixing of state and view keys
 *       ({@code Keys.of} derives a key from a record), for a state or view that is not derived.
 *   <li><b>The test kit.</b> The {@code tenace-testkit} artifact (test scope): the contract suite
 *       ({@code DefinitionContract}, {@code GameContract}, {@code GameModuleContract}), the
 *       properties of cursors, samplers, keys and views over every deal of a match, generators,
 *       {@code TenaceAssertions} and {@code Positions}, and {@code PlainGame}, a whole small game.
 * </ol>
 *
 * <p>Exported to every module, so that a third-party game can be written as the bundled ones are;
 * its types may change between minor versions more freely than the user packages.
 */
package dev.tenace.core.spi;
