package dev.tenace.bots.engine;

/**
 * A program at the table broke the protocol: which seat, which program, what, and where in the
 * match. Reported on the run's error stream when it happens and kept by {@link Engines#faults()}.
 *
 * @param seat the program's seat
 * @param spec the bot spec, {@code cmd:…}, or the name a server gave the program ({@code
 *     engine:mybot})
 * @param kind what went wrong
 * @param deal the deal of the match, from 1 (0 before the first decision)
 * @param action how many actions of that deal had been played when it happened
 * @param message what happened, in words
 * @param then what the table did: {@code "random plays the seat from here"}, {@code "the match is
 *     forfeited"}
 */
public record EngineFault(
    int seat, String spec, Kind kind, int deal, int action, String message, String then) {
  /** What went wrong. */
  public enum Kind {
    /** The program could not be started, or did not answer {@code hello} in time. */
    NOT_STARTED,
    /** The program ended (or closed its output) before the match did. */
    EXITED,
    /** No answer within the move time. */
    TIMEOUT,
    /** An answer naming no legal action. */
    ILLEGAL,
    /** An answer that is not a protocol message (not JSON, not an object, no action). */
    GARBAGE
  }

  /** One line: {@code engine fault, seat 0 (cmd:python3 bot.py), deal 2 after 17 actions: …}. */
  @Override
  public String toString() {
    return "engine fault "
        + kind
        + ", seat "
        + seat
        + " ("
        + spec
        + "), deal "
        + deal
        + " after "
        + action
        + " action"
        + (action == 1 ? "" : "s")
        + ": "
        + message
        + "; "
        + then;
  }
}
