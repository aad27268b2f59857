package dev.tenace.suitability;

/** The role a suit takes for one deal (suitability §2.3). */
public enum Role {
  /** Beats every card of the other suits. */
  TRUMP,
  /** Its cards are penalty cards at scoring. */
  PENALTY,
  /** Ranks inverted: 2 highest, A lowest. */
  REVERSE,
  /** Nothing special (the suit left after the declarations). */
  PLAIN
}
