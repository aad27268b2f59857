package dev.tenace.suitability;

/** How a game of Suitability ends (suitability §7). */
public enum EndCondition {
  /** After {@code matchDeals} deals (default). */
  DEALS,
  /** After the first deal that brings a total to {@code targetScore}. */
  TARGET
}
