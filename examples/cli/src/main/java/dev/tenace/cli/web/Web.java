package dev.tenace.cli.web;

import dev.tenace.cli.ServeSession;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
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
 * tenace web: open http://localhost:8080/
 * </pre>
 *
 * <p>It runs until the process is stopped (Ctrl-C). {@code --port 0} takes a free port; the address
 * printed says which.
 */
@Command(
    name = "web",
    mixinStandardHelpOptions = true,
    versionProvider = Web.Version.class,
    description =
        "Serve a card table in the browser: play any game against the bots, watch bots play,"
            + " step through a simulate --record file. Prints the address to open.")
public final class Web implements Callable<Integer> {
  @Spec CommandSpec spec;

  private int port = 8080;

  @Option(
      names = "--host",
      paramLabel = "ADDRESS",
      description = "the address to listen on (default: localhost only, 127.0.0.1)")
  String host = "127.0.0.1";

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
    TableServer server = TableServer.start(host, port, TableServer.Tap.NONE);
    PrintWriter out = spec.commandLine().getOut();
    String shown = host.equals("127.0.0.1") || host.equals("0.0.0.0") ? "localhost" : host;
    out.println("tenace web: open http://" + shown + ":" + server.port() + "/ (Ctrl-C stops)");
    out.flush();
    new CountDownLatch(1).await();
    return 0;
  }
}
