package dev.tenace.bots.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The two example programs as {@code cmd:} command lines, for the tests. */
final class Programs {
  private Programs() {}

  /** {@code examples/python/bot.py}, from this module's directory. */
  static final Path PYTHON_BOT = Path.of("..", "python", "bot.py");

  /** The command line of the Python example. */
  static String python() {
    if (!Files.isRegularFile(PYTHON_BOT)) {
      throw new IllegalStateException("no " + PYTHON_BOT.toAbsolutePath());
    }
    return "python3 " + word(PYTHON_BOT.toString());
  }

  /** The command line of {@link JavaBot} with a mode ({@code ""} plays well). */
  static String java(String mode) {
    String java = ProcessHandle.current().info().command().orElse("java");
    return String.join(
        " ",
        List.of(
            word(java),
            "-Xshare:auto",
            "-XX:TieredStopAtLevel=1",
            "-cp",
            word(System.getProperty("java.class.path")),
            JavaBot.class.getName(),
            mode.isEmpty() ? "''" : word(mode)));
  }

  /** A word of a command line: quoted, its commas and percent signs escaped (PROTOCOL.md). */
  static String word(String w) {
    return "\"" + w.replace("%", "%25").replace(",", "%2C") + "\"";
  }

  /** The processes this JVM started that are still alive. */
  static List<ProcessHandle> children() {
    return ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).toList();
  }
}
