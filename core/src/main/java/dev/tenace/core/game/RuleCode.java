package dev.tenace.core.game;

/**
 * The rule codes shared by every game. Games add their own codes (e.g. {@code HEARTS_NOT_BROKEN},
 * {@code BID_NOT_ALLOWED}) as constants of their own; every code is stable, upper-case and listed
 * in the game's documentation, so records and tests can rely on it.
 */
public final class RuleCode {
  private RuleCode() {}

  /** The action belongs to another phase of the deal (e.g. a card played during bidding), or the deal is over. */
  public static final String WRONG_PHASE = "WRONG_PHASE";
  /** The seat is not the one to act. */
  public static final String NOT_YOUR_TURN = "NOT_YOUR_TURN";
  /** The seat does not hold a card it tried to play, pass, bury or exchange. */
  public static final String CARD_NOT_HELD = "CARD_NOT_HELD";
  /** The seat holds a card of the led (effective) suit and did not play one. */
  public static final String MUST_FOLLOW_SUIT = "MUST_FOLLOW_SUIT";
  /** The seat has already made its choice in a simultaneous phase. */
  public static final String ALREADY_CHOSEN = "ALREADY_CHOSEN";
  /** The action has the wrong number of cards (a pass of 2 where 3 are due). */
  public static final String WRONG_CARD_COUNT = "WRONG_CARD_COUNT";
  /** The action is of another game, or has no meaning here. */
  public static final String UNKNOWN_ACTION = "UNKNOWN_ACTION";
  /** The seat number is not a seat of this table. */
  public static final String NO_SUCH_SEAT = "NO_SUCH_SEAT";
}
