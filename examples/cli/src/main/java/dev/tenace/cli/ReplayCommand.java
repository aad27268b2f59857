package dev.tenace.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code tenace replay [file]}: replays JSON-Lines records through the rules ({@link Replay}), one
 * JSON answer per deal as it is read; says on standard error which input lines were rejected.
 */
@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    versionProvider = Tenace.Version.class,
    description = "Replay game records (JSON Lines) through the rules; one JSON result per deal.")
final class ReplayCommand implements Callable<Integer> {
  @Parameters(index = "0", arity = "0..1", description = "file, or - for standard input (default)")
  String file = "-";

  private int bad;
  private final List<Integer> badLines = new ArrayList<>();
  private final List<Integer> noMatchLines = new ArrayList<>();

  @Override
  public Integer call() {
    boolean stdin = file.equals("-");
    String name = stdin ? "standard input" : file;
    InputStream in = open(stdin);
    try {
      Lines lines = new Lines(in);
      while (true) {
        Lines.Line line;
        try {
          line = lines.next();
        } catch (IOException e) {
          throw Failure.cannotRead(name, e);
        }
        if (line == null) {
          break;
        }
        if (!line.tooLong() && line.blank()) {
          continue;
        }
        replay(line);
      }
    } finally {
      if (!stdin) {
        try {
          in.close();
        } catch (IOException e) {
          // read to the end or failed already
        }
      }
    }
    if (bad > 0) {
      Tenace.IO.err.println(
          "tenace replay: "
              + bad
              + " deal(s) rejected or malformed, at input line(s) "
              + String.join(", ", badLines.stream().map(String::valueOf).toList())
              + (badLines.size() == MAX_LINES_LISTED ? ", ..." : ""));
    }
    if (!noMatchLines.isEmpty()) {
      Tenace.IO.err.println(
          "tenace replay: no match result for the record(s) at input line(s) "
              + String.join(", ", noMatchLines.stream().map(String::valueOf).toList())
              + (noMatchLines.size() == MAX_LINES_LISTED ? ", ..." : "")
              + ": their deals do not make one match (see \"matchError\")");
    }
    return bad > 0 || !noMatchLines.isEmpty() ? 1 : 0;
  }

  private static final int MAX_LINES_LISTED = 10;

  /** Replays one input line, or answers why it cannot be read. */
  private void replay(Lines.Line line) {
    int n = line.number();
    long at = line.tooLong() ? 0 : line.malformedAt();
    if (line.tooLong()) {
      answer(
          Replay.error(
              "line "
                  + n
                  + " is longer than "
                  + Lines.MAX_LINE_BYTES
                  + " bytes, the longest line replay reads; skipped"),
          n);
    } else if (at > 0) {
      answer(
          Replay.error("line " + n + " is not valid UTF-8 (malformed byte at byte " + at + ")"), n);
    } else {
      Replay.line(line.reader(), o -> answer(o, n));
    }
  }

  /**
   * The input: standard input (refused if it was closed when the program started), or the file.
   *
   * @throws Failure if it cannot be read
   */
  private InputStream open(boolean stdin) {
    if (stdin) {
      if (Tenace.IO.in == System.in && Tenace.IO.standardInputClosed()) {
        throw new Failure(
            Failure.BAD_INPUT,
            "standard input is closed: give a record file, or pipe the records in",
            null);
      }
      return Tenace.IO.in;
    }
    Path p = Path.of(file);
    if (Files.isDirectory(p)) {
      throw new Failure(Failure.BAD_INPUT, "cannot read " + file + ": it is a directory", null);
    }
    try {
      return Files.newInputStream(p);
    } catch (IOException e) {
      throw Failure.cannotRead(file, e);
    }
  }

  /** Prints one answer at once, a rejection or error with its input line; stops if output fails. */
  private void answer(ObjectNode o, int line) {
    if (o.has("matchError") && noMatchLines.size() < MAX_LINES_LISTED) {
      noMatchLines.add(line);
    }
    if (!o.path("ok").asBoolean()) {
      o.put("line", line);
      bad++;
      if (badLines.size() < MAX_LINES_LISTED
          && (badLines.isEmpty() || badLines.get(badLines.size() - 1) != line)) {
        badLines.add(line);
      }
    }
    Tenace.IO.out.println(o.toString());
    Failure.check(Tenace.IO.out);
  }
}
