package dev.tenace.cli.web;

import dev.tenace.cli.EngineOptions;
import dev.tenace.cli.ServeSession;
import java.io.PrintWriter;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code tenace web}: a card table in the browser. It serves one page and a WebSocket on which the
 * page speaks {@code tenace serve}'s protocol 1 (one {@link ServeSession} per socket), so the page
 * is one more client of the protocol and receives views, never states.
 *
 * <pre>
 * $ java -jar examples/target/tenace.jar web --port 8080
 * tenace web: open http://localhost:8080/ (this machine only; Ctrl-C stops)
 * </pre>
 *
 * <p>It runs until the process is stopped (Ctrl-C, SIGTERM: the sockets are closed with a reason
 * and the process ends within {@value #STOP_SECONDS} s whatever the server is doing). {@code --port
 * 0} takes a free port; the address printed says which. It listens on 127.0.0.1 unless {@code
 * --host} says otherwise, and says so on standard error when it listens beyond this machine.
 */
@Command(
    name = "web",
    mixinStandardHelpOptions = true,
    versionProvider = Web.Version.class,
    description =
        "Serve a card table in the browser: play any game against the bots, share a table with"
            + " friends (a link to send; the lobby lists open tables), watch bots play, step"
            + " through a simulate --record file. Prints the address to open.")
public final class Web implements Callable<Integer> {
  @Spec CommandSpec spec;

  private int port = 8080;

  @Option(
      names = "--host",
      paramLabel = "ADDRESS",
      description =
          "the address to listen on (default: 127.0.0.1, this machine only; 0.0.0.0: every"
              + " network of this machine, with a warning)")
  String host = "127.0.0.1";

  @Option(
      names = "--max-connections",
      paramLabel = "N",
      description =
          "the most sockets open at once, each with one table; past them a new one is closed"
              + " with a reason (default: 32)")
  void maxConnections(int n) {
    if (n < 1 || n > 10_000) {
      throw new ParameterException(
          spec.commandLine(), "--max-connections must be a whole number 1..10000 but was " + n);
    }
    maxConnections = n;
  }

  private int maxConnections = TableServer.Limits.DEFAULT.connections();

  @Option(
      names = "--engine",
      paramLabel = "NAME=COMMAND",
      description =
          "a program the page may seat as engine:NAME, beside the built-in bots"
              + " (examples/bots/PROTOCOL.md; repeatable): --engine mybot='python3 bot.py'. A page"
              + " never gives a command itself: it may seat only the programs named here")
  Map<String, String> engineCommands = new LinkedHashMap<>();

  @Mixin EngineOptions.Served engine;

  @Option(
      names = "--db",
      paramLabel = "FILE|JDBC-URL",
      description =
          "keep the shared tables in a database, so they survive a restart: each person returns"
              + " to their seat with its link; a SQLite file (created if missing) or a JDBC URL"
              + " (jdbc:postgresql://...). Finished tables: tenace records (default: none; the"
              + " tables end with the server)")
  String db;

  @Option(
      names = "--seat-timeout",
      paramLabel = "TIME",
      description =
          "how long a shared table's seat waits for its person after a dropped connection before"
              + " a bot plays it (given back on return): 500ms, 60s, 5m (default: 60s)")
  void seatTimeout(String v) {
    seatTimeout = duration(v);
  }

  private Duration seatTimeout = TableServer.Limits.DEFAULT.seatTimeout();

  /** A time of {@code --seat-timeout}: a whole number of ms, s or m, from 0 to 24 hours. */
  private Duration duration(String v) {
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("([0-9]{1,9})(ms|s|m)").matcher(v.trim());
    if (!m.matches()) {
      throw new ParameterException(
          spec.commandLine(),
          "--seat-timeout must be a whole number of ms, s or m (500ms, 60s, 5m) but was '"
              + v
              + "'");
    }
    long n = Long.parseLong(m.group(1));
    Duration d =
        switch (m.group(2)) {
          case "ms" -> Duration.ofMillis(n);
          case "s" -> Duration.ofSeconds(n);
          default -> Duration.ofMinutes(n);
        };
    if (d.compareTo(Duration.ofHours(24)) > 0) {
      throw new ParameterException(
          spec.commandLine(), "--seat-timeout must be at most 24 hours but was '" + v + "'");
    }
    return d;
  }

  /** The longest a stop may take before the process is halted, in seconds. */
  static final int STOP_SECONDS = 5;

  /** The version line of the other commands. */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {ServeSession.hello().get("version").asText()};
    }
  }

  @Option(
      names = "--port",
      paramLabel = "N",
      description = "the port, 0..65535; 0 takes a free one (default: 8080)")
  void port(String v) {
    int p;
    try {
      p = Integer.parseInt(v.trim());
    } catch (NumberFormatException e) {
      throw new ParameterException(
          spec.commandLine(), "--port must be a whole number 0..65535 but was '" + v + "'");
    }
    if (p < 0 || p > 65_535) {
      throw new ParameterException(
          spec.commandLine(), "--port must be a whole number 0..65535 but was " + p);
    }
    port = p;
  }

  @Override
  public Integer call() throws InterruptedException {
    EngineSeats engines;
    try {
      engines = EngineSeats.of(engineCommands, engine.settings(), engine.err());
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    RoomStore store = null;
    if (db != null) {
      try {
        store = RoomStore.open(db, System.err);
      } catch (RuntimeException e) {
        engines.close();
        throw new ParameterException(spec.commandLine(), "--db " + db + ": " + e.getMessage());
      }
    }
    TableServer server =
        TableServer.start(
            host,
            port,
            TableServer.Tap.NONE,
            TableServer.Limits.DEFAULT.withConnections(maxConnections).withSeatTimeout(seatTimeout),
            engines,
            store);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(server), "tenace-web-stop"));
    String[] lines = banner(host, server.port(), maxConnections);
    PrintWriter out = spec.commandLine().getOut();
    out.println(lines[0]);
    out.flush();
    PrintWriter err = spec.commandLine().getErr();
    if (lines.length > 1) {
      err.println(lines[1]);
    }
    if (store != null) {
      err.println(
          "tenace web: tables kept in " + store.where() + "; " + server.restored + " restored");
    }
    err.flush();
    new CountDownLatch(1).await();
    return 0;
  }

  /**
   * What the command prints once it listens: the address to open, and, when it listens beyond this
   * machine, a warning for standard error.
   */
  static String[] banner(String host, int port, int maxConnections) {
    if (isLoopback(host)) {
      String shown = host.equals("127.0.0.1") ? "localhost" : bracketed(host);
      return new String[] {
        "tenace web: open http://" + shown + ":" + port + "/ (this machine only; Ctrl-C stops)"
      };
    }
    boolean any = isAnyAddress(host);
    return new String[] {
      "tenace web: open http://"
          + (any ? "localhost" : bracketed(host))
          + ":"
          + port
          + "/"
          + (any ? " here" + elsewhere(port) : "")
          + " (Ctrl-C stops)",
      "tenace web: WARNING: listening on "
          + bracketed(host)
          + ":"
          + port
          + ", beyond this machine: anyone who can reach it can open tables (no accounts, no"
          + " encryption; at most "
          + maxConnections
          + " connections)"
    };
  }

  /**
   * Stops the server (each socket closed with a reason); if that takes over {@value #STOP_SECONDS}
   * s, halts the process, so a stop request always ends it.
   */
  private static void stop(TableServer server) {
    Thread halt =
        new Thread(
            () -> {
              try {
                Thread.sleep(STOP_SECONDS * 1000L);
              } catch (InterruptedException e) {
                return;
              }
              Runtime.getRuntime().halt(143);
            },
            "tenace-web-halt");
    halt.setDaemon(true);
    halt.start();
    server.close();
    halt.interrupt();
  }

  /** Whether an address to listen on is this machine only (127.0.0.1, ::1, localhost). */
  static boolean isLoopback(String host) {
    try {
      return InetAddress.getByName(host).isLoopbackAddress();
    } catch (UnknownHostException e) {
      return false;
    }
  }

  private static boolean isAnyAddress(String host) {
    try {
      return InetAddress.getByName(host).isAnyLocalAddress();
    } catch (UnknownHostException e) {
      return false;
    }
  }

  private static String bracketed(String host) {
    return host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
  }

  /** ", or http://ADDRESS:PORT/ from another machine" for this machine's IPv4 addresses. */
  private static String elsewhere(int port) {
    List<String> urls = new ArrayList<>();
    try {
      for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
        if (!ni.isUp() || ni.isLoopback()) {
          continue;
        }
        for (InetAddress a : Collections.list(ni.getInetAddresses())) {
          if (a instanceof Inet4Address) {
            urls.add("http://" + a.getHostAddress() + ":" + port + "/");
          }
        }
      }
    } catch (SocketException e) {
      return "";
    }
    return urls.isEmpty() ? "" : ", or " + String.join(" or ", urls) + " from another machine";
  }
}
