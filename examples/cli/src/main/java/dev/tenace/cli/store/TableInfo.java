package dev.tenace.cli.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * What the store keeps of a table besides its actions.
 *
 * @param id the table's id, 1 to 100 characters
 * @param game the game's name, as registered ({@code GameDefinition#name})
 * @param rules the rules as the replay format's {@code "rules"} object ({@code name: value} over
 *     the game's defaults)
 * @param seed the seed of the match (deal {@code k} shuffled from {@code Shuffle.derive(seed, k)})
 *     or of the one deal ({@code GameDefinition#newDeal})
 * @param dealer the first dealer
 * @param wholeMatch whether the table plays a whole match ({@code GameDefinition#newMatch}) rather
 *     than one deal
 * @param seats who sits where, as the server describes it (any JSON; it is part of the downloaded
 *     record, so no secret belongs in it)
 * @param options the server's other settings of the table (any JSON; never exported)
 * @param created when the table was created
 * @param finished when it was marked finished; empty while it is open
 * @param result the result it was marked finished with; null while it is open
 */
public record TableInfo(
    String id,
    String game,
    ObjectNode rules,
    long seed,
    int dealer,
    boolean wholeMatch,
    JsonNode seats,
    JsonNode options,
    Instant created,
    Optional<Instant> finished,
    JsonNode result) {
  /** Checks the fields that must be there. */
  public TableInfo {
    Objects.requireNonNull(id, "id is null");
    Objects.requireNonNull(game, "game is null");
    Objects.requireNonNull(rules, "rules is null");
    Objects.requireNonNull(seats, "seats is null");
    Objects.requireNonNull(options, "options is null");
    Objects.requireNonNull(created, "created is null");
    Objects.requireNonNull(finished, "finished is null");
  }

  /** A new open table, as {@link TableStore#create} takes it. */
  public static TableInfo open(
      String id,
      String game,
      ObjectNode rules,
      long seed,
      int dealer,
      boolean wholeMatch,
      JsonNode seats,
      JsonNode options,
      Instant created) {
    return new TableInfo(
        id, game, rules, seed, dealer, wholeMatch, seats, options, created, Optional.empty(), null);
  }

  /** Whether the table was marked finished. */
  public boolean isFinished() {
    return finished.isPresent();
  }
}
