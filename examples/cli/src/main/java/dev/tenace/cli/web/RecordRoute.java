package dev.tenace.cli.web;

import io.javalin.http.Context;

/**
 * {@code /record?table=ID}: a finished shared table's game record, with {@code --db}, as a
 * download: one line of JSON in the replay format ({@code tenace records export} writes the same).
 * 404 for an unknown or unfinished table, or without a store: an open table's record would show
 * every hand. Its Host is checked as the page's.
 */
final class RecordRoute {
  private RecordRoute() {}

  /**
   * Answers the request.
   *
   * @param store the server's store, or {@code null} without {@code --db}
   * @param refused why the request's Host is refused, or {@code null}
   */
  static void handle(Context ctx, RoomStore store, String refused) {
    ctx.header("Cache-Control", "no-store");
    if (refused != null) {
      ctx.status(403).contentType("text/plain; charset=utf-8").result(refused + "\n");
      return;
    }
    String id = ctx.queryParam("table");
    String line = store == null || id == null ? null : store.finishedRecord(id);
    if (line == null) {
      ctx.status(404)
          .contentType("text/plain; charset=utf-8")
          .result(
              store == null
                  ? "no records: tenace web was started without --db\n"
                  : "no finished table '" + id + "' in " + store.where() + "\n");
      return;
    }
    // the id is a stored table's, drawn by the server: safe in a header
    ctx.contentType("application/x-ndjson; charset=utf-8")
        .header("Content-Disposition", "attachment; filename=\"tenace-" + id + ".jsonl\"")
        .result(line + "\n");
  }
}
