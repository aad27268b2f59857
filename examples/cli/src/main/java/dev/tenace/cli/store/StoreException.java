package dev.tenace.cli.store;

/**
 * A store operation that cannot be done, with a message for the user naming the table (and, for a
 * record that does not replay, the step): an unknown or finished table, an illegal stored action,
 * or a database that cannot be reached or read. Nothing is half written when it is thrown: the
 * transaction is rolled back.
 */
public final class StoreException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** A failure with its message. */
  public StoreException(String message) {
    super(message);
  }

  /** A failure with its message and cause (a database error). */
  public StoreException(String message, Throwable cause) {
    super(message, cause);
  }
}
