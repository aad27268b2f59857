package dev.tenace.core.game;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The rule codes shared by every game. Games add their own codes (e.g. {@code HEARTS_NOT_BROKEN},
 * {@code BID_NOT_ALLOWED}) as constants of their own; every code is stable, upper-case and listed
 * in the game's documentation, so records and tests can rely on it.
 */
public final class RuleCode {
  private RuleCode() {}

  /**
   * The action belongs to another phase of the deal (e.g. a card played during bidding), or the
   * deal is over.
   */
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

  /**
   * The lead to the first trick is not the one the rules prescribe (Hearts 2C, Spades {@code
   * firstLeadTwoOfClubs}).
   */
  public static final String FIRST_LEAD = "FIRST_LEAD";

  /**
   * A declaration (call, privilege, trump or suit role) the rules do not allow now (Sheepshead,
   * Suitability).
   */
  public static final String DECLARATION_NOT_ALLOWED = "DECLARATION_NOT_ALLOWED";

  /**
   * The codes every game uses, each with what it means, in a stable order: the start of every
   * {@link GameDefinition#ruleCodes()}.
   */
  public static Map<String, String> common() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put(NOT_YOUR_TURN, "the seat is not the one to act");
    m.put(WRONG_PHASE, "the action belongs to another phase of the deal, or the deal is over");
    m.put(NO_SUCH_SEAT, "the seat number is not a seat of this table");
    m.put(UNKNOWN_ACTION, "the action is of another game, or has no meaning here");
    m.put(ALREADY_CHOSEN, "the seat has already made its choice in a simultaneous phase");
    m.put(WRONG_CARD_COUNT, "the action has the wrong number of cards");
    m.put(CARD_NOT_HELD, "the seat does not hold a card it tried to play, pass, bury or exchange");
    m.put(
        MUST_FOLLOW_SUIT, "the seat holds a card of the led (effective) suit and did not play one");
    return m;
  }
}
