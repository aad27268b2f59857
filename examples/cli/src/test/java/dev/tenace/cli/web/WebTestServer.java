package dev.tenace.cli.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.ServeSession;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A {@code tenace web} server for the browser tests of other modules (a game's own, such as Oh
 * Hell's), with the server's truth they check the page against: the record of the last table
 * opened. Public in the test-jar; the server itself stays package-private.
 */
public final class WebTestServer implements AutoCloseable {
  private final List<ServeSession> sessions = Collections.synchronizedList(new ArrayList<>());
  private final TableServer server;

  private WebTestServer() {
    server = TableServer.start("127.0.0.1", 0, (session, request, answer) -> sessions.add(session));
  }

  /** Starts a server on a free port of 127.0.0.1. */
  public static WebTestServer start() {
    return new WebTestServer();
  }

  /** The page's address. */
  public String url() {
    return "http://127.0.0.1:" + server.port() + "/";
  }

  /**
   * The record of the last table a message was sent about (see {@link ServeSession#dealRecord()}).
   */
  public ObjectNode lastRecord() {
    synchronized (sessions) {
      for (int i = sessions.size() - 1; i >= 0; i--) {
        ObjectNode r = sessions.get(i).dealRecord();
        if (r != null) {
          return r;
        }
      }
    }
    throw new AssertionError("no table was opened");
  }

  @Override
  public void close() {
    server.close();
  }
}
