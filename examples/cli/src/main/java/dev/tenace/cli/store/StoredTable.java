package dev.tenace.cli.store;

import java.util.List;

/**
 * A table as the store holds it: its {@link TableInfo} and its actions in order, from which {@link
 * Rebuild} rebuilds its match and {@link TableRecords} its game record.
 */
public record StoredTable(TableInfo info, List<StoredAction> actions) {
  /** Copies the actions. */
  public StoredTable {
    actions = List.copyOf(actions);
  }
}
