package dev.tenace.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/**
 * A failure the command line reports in one line on standard error, with its exit status: input
 * that cannot be read ({@value #BAD_INPUT}) or output that cannot be written ({@value
 * #CANNOT_WRITE}).
 */
final class Failure extends RuntimeException {
  /** Exit status of bad input (also of a bad command line). */
  static final int BAD_INPUT = 2;

  /** Exit status when standard output or a record file cannot be written. */
  static final int CANNOT_WRITE = 3;

  /**
   * Exit status of an internal error: an exception that is a bug, or an {@link Error} such as out
   * of memory.
   */
  static final int INTERNAL = 4;

  private final int status;

  Failure(int status, String message, Throwable cause) {
    super(message, cause, false, false);
    this.status = status;
  }

  int status() {
    return status;
  }

  /** The file (or standard input) cannot be read. */
  static Failure cannotRead(String what, IOException e) {
    if (e instanceof NoSuchFileException) {
      return new Failure(BAD_INPUT, "no such file: " + what, e);
    }
    return new Failure(BAD_INPUT, "cannot read " + what + ": " + reason(e), e);
  }

  /** The file (or standard output) cannot be written. */
  static Failure cannotWrite(String what, IOException e) {
    if (e instanceof NoSuchFileException) {
      return new Failure(CANNOT_WRITE, "cannot write " + what + ": no such directory", e);
    }
    return new Failure(
        CANNOT_WRITE, "cannot write " + what + (e == null ? "" : ": " + reason(e)), e);
  }

  /**
   * Throws {@link #cannotWrite} if writing to {@code out} has failed (a closed pipe, a full disk).
   */
  static void check(PrintStream out) {
    if (out.checkError()) {
      throw cannotWrite("standard output", null);
    }
  }

  /** The operating system's reason, without the file name the message repeats. */
  static String reason(IOException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
