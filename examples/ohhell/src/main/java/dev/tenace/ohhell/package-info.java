/**
 * Oh Hell on Tenace: every rule and variant of {@code rules/ohhell.md}, one class per part of the
 * rules file.
 *
 * <ul>
 *   <li>{@code OhHellRules}: the rules value, every variant of §9, the schedule of §2.3 and the
 *       scorings of §5 as pure functions;
 *   <li>{@code OhHellGame}: variants, presets, rule codes, replay records and results for generic
 *       tools, with its match policy for the end of a match (§6);
 *   <li>{@code OhHellAction}: {@code bid n} and {@code play XX} (§8.2);
 *   <li>{@code OhHellState}: the deal as an immutable state over its setup (the deal and turn-up of
 *       §2.4, the bids, the scores, a value): bidding with the hook (§3), trick play on core's
 *       (§4);
 *   <li>{@code OhHellView}: what one seat knows (§7), its public facts, and the deals that agree
 *       with it.
 * </ul>
 */
package dev.tenace.ohhell;
