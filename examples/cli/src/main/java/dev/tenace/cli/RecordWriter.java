package dev.tenace.cli;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes game records to a JSON-Lines file, each as a whole line in one write, flushed at once: the
 * file only ever holds whole records. A shutdown hook (SIGINT, SIGTERM) lets the record being
 * written finish, then closes the file; nothing is written after it.
 */
final class RecordWriter implements Closeable {
  private final Path path;
  private final OutputStream out;
  private final Thread hook;
  private boolean closed;

  private RecordWriter(Path path, OutputStream out) {
    this.path = path;
    this.out = out;
    this.hook = new Thread(this::closeQuietly, "tenace-record-close");
  }

  /**
   * Creates (or truncates) the file and registers the shutdown hook.
   *
   * @throws Failure if the file cannot be created
   */
  static RecordWriter open(Path path) {
    OutputStream out;
    try {
      out = Files.newOutputStream(path);
    } catch (IOException e) {
      throw Failure.cannotWrite(path.toString(), e);
    }
    RecordWriter w = new RecordWriter(path, out);
    Runtime.getRuntime().addShutdownHook(w.hook);
    return w;
  }

  /**
   * Writes one record and its line end in one write (the file's channel writes all of it), so that
   * a reader never sees part of a record unless the disk is full. After the shutdown hook ran,
   * records are dropped: the process is ending.
   *
   * @throws Failure if the file cannot be written
   */
  synchronized void write(String record) {
    if (closed) {
      return;
    }
    byte[] line = (record + "\n").getBytes(StandardCharsets.UTF_8);
    try {
      out.write(line);
      out.flush();
    } catch (IOException e) {
      throw Failure.cannotWrite(path.toString(), e);
    }
  }

  private synchronized void closeQuietly() {
    if (!closed) {
      closed = true;
      try {
        out.close();
      } catch (IOException e) {
        // the process is ending; every whole record is already written
      }
    }
  }

  /**
   * Closes the file and removes the shutdown hook.
   *
   * @throws Failure if closing fails
   */
  @Override
  public synchronized void close() {
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // shutting down: the hook closes the file
      return;
    }
    if (!closed) {
      closed = true;
      try {
        out.close();
      } catch (IOException e) {
        throw Failure.cannotWrite(path.toString(), e);
      }
    }
  }
}
