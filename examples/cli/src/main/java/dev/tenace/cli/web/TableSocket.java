package dev.tenace.cli.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.ServeSession;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * One socket of a {@link TableServer}: its session and table, the request being read, the answers
 * not yet written and the requests it may still send this second. Public only because Jetty calls a
 * listener's methods through public lookups; only the server makes one.
 */
public final class TableSocket implements Session.Listener.AutoDemanding, Room.Member {
  private final TableServer server;
  private final TableServer.Limits limits;
  private final ServeSession serve;
  private final AtomicLong queued = new AtomicLong();
  private final TableServer.DrawnSeed drawn = new TableServer.DrawnSeed();
  private volatile Session session;
  private volatile boolean closing;
  private boolean admitted;
  private StringBuilder text = new StringBuilder();
  private long textLength;
  private long binaryLength;
  private double tokens;
  private int refusedInARow;
  private long refilled = System.nanoTime();

  TableSocket(TableServer server) {
    this.server = server;
    this.limits = server.limits;
    this.serve = new ServeSession(limits.bots(), server.engines);
    this.tokens = limits.burst();
  }

  @Override
  public void onWebSocketOpen(Session s) {
    session = s;
    int n;
    do {
      n = server.open.get();
      if (n >= limits.connections()) {
        close(
            TableServer.TRY_LATER,
            "tenace web is full: "
                + limits.connections()
                + " connections are open, the most it takes; try again later");
        return;
      }
    } while (!server.open.compareAndSet(n, n + 1));
    admitted = true;
    server.connections.add(this);
    send(null, ServeSession.hello());
  }

  @Override
  public void onWebSocketPartialText(String part, boolean fin) {
    if (closing) {
      return;
    }
    textLength += part.length();
    if (textLength <= TableServer.MAX_MESSAGE) {
      text.append(part);
    } else if (text.length() > 0) {
      text = new StringBuilder();
    }
    if (!fin) {
      return;
    }
    long length = textLength;
    String message = length <= TableServer.MAX_MESSAGE ? text.toString() : null;
    text = new StringBuilder();
    textLength = 0;
    if (!allowed(message)) {
      return;
    }
    if (message == null) {
      send(null, TableServer.tooLong(length));
      return;
    }
    ObjectNode answer = server.roomAnswer(this, message);
    if (answer == null) {
      synchronized (serve) {
        answer = TableServer.answer(serve, message, drawn);
      }
    }
    send(message, answer);
    if (serve.quit()) {
      close(1000, "bye");
    }
  }

  @Override
  public void onWebSocketPartialBinary(ByteBuffer payload, boolean fin, Callback callback) {
    binaryLength += payload.remaining();
    callback.succeed();
    if (closing || !fin) {
      return;
    }
    long length = binaryLength;
    binaryLength = 0;
    if (allowed(null)) {
      send(
          null,
          TableServer.error(
              "a binary message ("
                  + length
                  + " bytes) is not read: a request is a text message, one JSON object;"
                  + " the table is unchanged"));
    }
  }

  /**
   * Whether one more message may be carried out now: at most {@link TableServer.Limits#rate()} a
   * second and {@link TableServer.Limits#burst()} at once. One more is answered with a refusal; a
   * client refused more than {@code burst} times in a row (it does not wait for its answers) is
   * closed, so a flood costs the server little.
   */
  private boolean allowed(String message) {
    long now = System.nanoTime();
    tokens = Math.min(limits.burst(), tokens + (now - refilled) * 1e-9 * limits.rate());
    refilled = now;
    if (tokens >= 1) {
      tokens -= 1;
      refusedInARow = 0;
      return true;
    }
    if (++refusedInARow > limits.burst()) {
      close(
          TableServer.POLICY,
          "tenace web: too many requests, over "
              + limits.burst()
              + " refused in a row; a client waits for its answers");
      return false;
    }
    String why =
        "too many requests: tenace web carries out at most "
            + limits.rate()
            + " a second ("
            + limits.burst()
            + " at once) from one connection; this one was not, the table is unchanged";
    send(message, message == null ? TableServer.error(why) : TableServer.refused(message, why));
    return false;
  }

  @Override
  public void onWebSocketClose(int code, String reason, Callback callback) {
    release();
    callback.succeed();
  }

  @Override
  public void onWebSocketError(Throwable cause) {
    release();
  }

  private void release() {
    closing = true;
    server.rooms.leave(this);
    if (server.connections.remove(this) && admitted) {
      server.open.decrementAndGet();
    }
    synchronized (serve) {
      serve.close(); // programs at its table end with the socket
    }
  }

  /** A room's news for this connection (its seat's view, or a spectator's), sent at once. */
  @Override
  public void push(ObjectNode message) {
    send(null, message);
  }

  /**
   * Sends one answer without waiting for it to be written; a client that leaves more than {@link
   * TableServer.Limits#queuedChars()} characters of answers unread is closed instead.
   */
  private void send(String request, ObjectNode answer) {
    if (closing) {
      return;
    }
    String out;
    try {
      out = TableServer.JSON.writeValueAsString(answer);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
    long n = out.length();
    if (queued.addAndGet(n) > limits.queuedChars()) {
      queued.addAndGet(-n);
      close(
          TableServer.POLICY,
          "tenace web: over "
              + limits.queuedChars()
              + " characters of answers wait unread; a client reads its answers");
      return;
    }
    server.tap.sent(serve, request, out);
    synchronized (this) {
      session.sendText(
          out,
          Callback.from(
              () -> queued.addAndGet(-n),
              failure -> {
                queued.addAndGet(-n);
                close(TableServer.POLICY, "tenace web: an answer could not be written");
              }));
    }
  }

  /**
   * Closes the socket with a reason; a client that reads nothing cannot receive it, so the
   * connection is cut two seconds later if it is still there.
   */
  void close(int code, String reason) {
    if (closing) {
      return;
    }
    closing = true;
    Session s = session;
    s.close(code, reason, Callback.NOOP);
    try {
      var unused = server.timer.schedule(s::disconnect, 2, TimeUnit.SECONDS);
    } catch (RejectedExecutionException e) {
      s.disconnect();
    }
  }
}
