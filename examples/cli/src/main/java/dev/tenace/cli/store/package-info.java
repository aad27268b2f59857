/**
 * The table store of the command line: tables and finished matches kept in a database, so that they
 * survive a restart. An embedded SQLite file by default, or any database by its JDBC URL; the
 * schema is migrated by Flyway (the scripts under {@code db/migration}). What is stored is the game
 * record (the replay format): a table's game, rules, seed, first dealer and seats, and its actions
 * in order.
 *
 * <p>A server uses it so:
 *
 * <pre>{@code
 * TableStore store = TableStore.open("tenace.db");          // or "jdbc:postgresql://..."
 * store.create(TableInfo.open(id, game.name(), rulesJson, seed, dealer, true, seats, options, now));
 * // after each action the table applied:
 * store.append(id, seat, action.text());
 * // once the match is over:
 * store.finish(id, resultJson, Instant.now());
 *
 * // after a restart, every open table:
 * for (TableInfo t : store.openTables()) {
 *   Rebuild<?, ?, ?> r = Rebuild.of(store.load(t.id()));   // its Match, as after the last action
 * }
 * // a finished match as a game record (one JSON line, for tenace replay):
 * String record = store.record(id);
 * }</pre>
 *
 * <p>{@code tenace records} lists a store's tables and exports finished matches without the server.
 * Nothing here names a game: games are reached through {@code GameDefinition} and what is
 * registered.
 */
package dev.tenace.cli.store;
