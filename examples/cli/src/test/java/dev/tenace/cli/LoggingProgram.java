package dev.tenace.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The engine-protocol program the tests seat at a table: it logs every line it gets to a file and
 * plays the first legal action, so a test reads back exactly what a program was told.
 */
public final class LoggingProgram {
  private static final String SCRIPT =
      """
      import json, sys
      log = open(sys.argv[1], "a", encoding="utf-8")
      for line in sys.stdin:
          log.write(line)
          log.flush()
          m = json.loads(line)
          if m["type"] == "hello":
              print(json.dumps({"type": "ready"}), flush=True)
          elif m["type"] == "act":
              print(json.dumps({"action": m["view"]["legal"][0]["text"]}), flush=True)
          elif m["type"] == "match_end":
              break
      """;

  private LoggingProgram() {}

  /**
   * Writes the program into {@code dir} and gives the command that runs it, logging to {@code log}.
   */
  public static String command(Path dir, Path log) throws IOException {
    Path script = dir.resolve("log.py");
    Files.writeString(script, SCRIPT);
    return "python3 \"" + script + "\" \"" + log + "\"";
  }
}
