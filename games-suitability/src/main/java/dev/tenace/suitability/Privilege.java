package dev.tenace.suitability;

/** The fourth player's scoring privilege (suitability §4.2, §6.3). */
public enum Privilege {
  /** Normal score. */
  NONE,
  /** 5 per trick, penalty cards ignored. */
  IMMUNITY,
  /** 25, whatever is won. */
  WARRANTY,
  /** Tricks counted as {@code max(0, 5 − t)}, no bonus. */
  POVERTY
}
