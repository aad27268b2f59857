package dev.tenace.core.game;

/**
 * Something a seat does: play a card, pass cards, bid, pick, declare.
 *
 * <p>Each game defines its actions as a sealed interface of records extending this one. Every
 * action has a text form, {@code verb args} — {@code "play QS"}, {@code "pass 2H 7S KH"}, {@code
 * "bid 4"} — that its game's {@code parseAction} reads back to an equal action; records, the
 * command line and error messages all use it. Cards in multi-card actions are written in display
 * order.
 */
public interface Action {
  /** The text form, {@code verb args}, that parses back to this action. */
  String text();
}
