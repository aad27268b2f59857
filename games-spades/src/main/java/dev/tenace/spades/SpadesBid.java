package dev.tenace.spades;

/**
 * A Spades bid as a value (spades §3.2): a number of tricks 1–13, {@link #NIL} or {@link
 * #BLIND_NIL}. What views and states report as a seat's bid; the actions that make a bid are {@link
 * SpadesAction.Bid}, {@link SpadesAction.Nil} and {@link SpadesAction.BlindNil}.
 *
 * <pre>{@code
 * SpadesBid b = view.bid(2).orElseThrow();
 * int counted = b.tricks();          // what the bid adds to the team contract (§3.5): 0 for nil
 * if (b.isNil()) { ... }             // nil or blind nil: the seat wants no trick
 * }</pre>
 *
 * @param tricks the tricks bid, 1 to 13, or 0 for nil and blind nil (what the bid adds to the team
 *     contract, §3.5, and the bid of the bid error, §7 bidErrorScoring)
 * @param blind whether this is a blind nil, bid before looking (§3.3); only with 0 tricks
 */
public record SpadesBid(int tricks, boolean blind) {
  /** Nil: no trick (§3.2), ±100 (§5.2). */
  public static final SpadesBid NIL = new SpadesBid(0, false);

  /** Blind nil: nil bid before looking (§3.2, §3.3), ±200 (§5.2). */
  public static final SpadesBid BLIND_NIL = new SpadesBid(0, true);

  /**
   * Checks the parts.
   *
   * @throws IllegalArgumentException if the tricks are not 0 to 13, or a blind bid is not nil
   */
  public SpadesBid {
    if (tricks < 0 || tricks > 13) {
      throw new IllegalArgumentException("a bid is 0 (nil) to 13 tricks but was " + tricks);
    }
    if (blind && tricks != 0) {
      throw new IllegalArgumentException("only a nil bid can be blind, not a bid of " + tricks);
    }
  }

  /**
   * The bid of {@code tricks} tricks: 1 to 13, or {@link #NIL} for 0.
   *
   * @throws IllegalArgumentException if not 0 to 13
   */
  public static SpadesBid of(int tricks) {
    return tricks == 0 ? NIL : new SpadesBid(tricks, false);
  }

  /** Whether this is nil or blind nil: the seat undertakes to take no trick. */
  public boolean isNil() {
    return tricks == 0;
  }

  /** The action that makes this bid: {@code bid n}, {@code nil} or {@code blindnil}. */
  public SpadesAction action() {
    return blind
        ? SpadesAction.BlindNil.BLIND_NIL
        : tricks == 0 ? SpadesAction.Nil.NIL : new SpadesAction.Bid(tricks);
  }

  /** The action's text: {@code bid 4}, {@code nil}, {@code blindnil}. */
  @Override
  public String toString() {
    return action().text();
  }
}
