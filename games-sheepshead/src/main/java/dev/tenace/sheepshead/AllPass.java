package dev.tenace.sheepshead;

/** What happens when every player passes (sheepshead §7, §9 {@code allPass}). */
public enum AllPass {
  /** A leaster is played, every player for himself (§7, default). */
  LEASTER,
  /** The deal is void and the next picked deal scores double (§9). */
  DOUBLER,
  /** The dealer may not pass when everyone else has (§9). */
  FORCED_PICK,
  /** No card is played: every dealt hand is shown and the hand with the most power loses (§9.2). */
  SCHWANZER
}
