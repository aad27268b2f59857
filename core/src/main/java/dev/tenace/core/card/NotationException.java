package dev.tenace.core.card;

/**
 * Thrown when a text in the rules notation (a card, a card set, an action) cannot be parsed.
 *
 * <p>The message names the input and the 0-based position of the first character that could not be
 * read, e.g. {@code not a card at position 3 of "AS 1C": '1' is not a rank}. This is the documented
 * exception of every {@code parse} method in Tenace; the {@code tryParse} variants return it as the
 * left side of an {@link io.vavr.control.Either} instead.
 */
public final class NotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String input;
  private final int position;
  private final String reason;

  /**
   * Creates the exception.
   *
   * @param input the whole text that was being parsed
   * @param position the 0-based position in {@code input} where the problem starts
   * @param reason what is wrong, as a sentence fragment
   */
  public NotationException(String input, int position, String reason) {
    super(reason + " (at position " + position + " of \"" + input + "\")");
    this.input = input;
    this.position = position;
    this.reason = reason;
  }

  /** The whole text that was being parsed. */
  public String input() {
    return input;
  }

  /** The 0-based position in {@link #input()} where the problem starts. */
  public int position() {
    return position;
  }

  /** What is wrong, without the input and position. */
  public String reason() {
    return reason;
  }

  /** The same problem, re-based into a larger text that contains this input at {@code offset}. */
  public NotationException within(String wholeInput, int offset) {
    return new NotationException(wholeInput, offset + position, reason);
  }
}
