package dev.tenace.ohhell;

import dev.tenace.core.spi.RulesMatchPolicy;

/**
 * The rules of an Oh Hell match: every variant of {@code rules/ohhell.md} §9 by its exact name, and
 * what follows from them, the largest hand (§2.2) and the schedule of hand sizes (§2.3). A value: a
 * {@code record}, changed with its {@code with} methods.
 *
 * <pre>{@code
 * OhHellRules r = OhHellRules.defaults().withPlayers(6);   // H = 8
 * r.deals();                                             // 8 deals: 8, 7, ..., 1 cards
 * r.handSize(3);                                         // 6
 * }</pre>
 *
 * @param players 3 to 7 (§1.1)
 * @param schedule the order of the hand sizes (§2.3)
 * @param maxHand the largest hand asked for, at least 1 (§2.2; capped by {@code 52 / players})
 * @param hook whether the dealer may not make the bids total the tricks (§3.3)
 * @param scoring how a deal is scored (§5)
 */
public record OhHellRules(
    int players, Schedule schedule, int maxHand, boolean hook, Scoring scoring)
    implements RulesMatchPolicy.Seated {
  /**
   * The order of the hand sizes (§2.3): {@code DOWN} {@code H … 1}, {@code UP} {@code 1 … H},
   * {@code DOWN_UP} {@code H … 1 … H}, {@code UP_DOWN} {@code 1 … H … 1}, the turning deal played
   * once.
   */
  public enum Schedule {
    DOWN,
    UP,
    DOWN_UP,
    UP_DOWN
  }

  /**
   * How a deal is scored (§5), a bid being made when the tricks won equal it: {@code EXACT} (§5.1,
   * {@code 10 + bid} if made), {@code EXACT_OR_MINUS} (§5.2, minus the difference otherwise),
   * {@code PER_TRICK} (§5.3, a point per trick and 10 if made). Each scores with {@link #score}, a
   * pure function.
   *
   * <pre>{@code
   * Scoring.EXACT.score(2, 2);            // 12 (§5.1)
   * Scoring.EXACT_OR_MINUS.score(3, 1);   // -2 (§5.2)
   * Scoring.PER_TRICK.score(0, 1);        // 1  (§5.3)
   * }</pre>
   */
  public enum Scoring {
    EXACT,
    EXACT_OR_MINUS,
    PER_TRICK;

    /** One player's deal score from its bid and the tricks it won (§5.1 to §5.3). */
    public int score(int bid, int tricks) {
      boolean made = bid == tricks;
      return switch (this) {
        case EXACT -> made ? 10 + bid : 0;
        case EXACT_OR_MINUS -> made ? 10 + bid : -Math.abs(bid - tricks);
        case PER_TRICK -> tricks + (made ? 10 : 0);
      };
    }
  }

  /**
   * Checks the values (§9: every combination of valid values is valid).
   *
   * @throws IllegalArgumentException if {@code players} is not 3 to 7 or {@code maxHand} is below 1
   */
  public OhHellRules {
    if (players < 3 || players > 7 || maxHand < 1) {
      throw new IllegalArgumentException(
          "Oh Hell has 3 to 7 players and maxHand ≥ 1 (§9): " + players + ", " + maxHand);
    }
  }

  /** The defaults: 4 players, {@code DOWN} from 10 cards, the hook on, {@code EXACT} scoring. */
  public static OhHellRules defaults() {
    return new OhHellRules(4, Schedule.DOWN, 10, true, Scoring.EXACT);
  }

  /** These rules with another number of players. */
  public OhHellRules withPlayers(int n) {
    return new OhHellRules(n, schedule, maxHand, hook, scoring);
  }

  /** These rules with another schedule. */
  public OhHellRules withSchedule(Schedule s) {
    return new OhHellRules(players, s, maxHand, hook, scoring);
  }

  /** These rules with another largest hand asked for. */
  public OhHellRules withMaxHand(int h) {
    return new OhHellRules(players, schedule, h, hook, scoring);
  }

  /** These rules with the hook on or off. */
  public OhHellRules withHook(boolean on) {
    return new OhHellRules(players, schedule, maxHand, on, scoring);
  }

  /** These rules with another scoring. */
  public OhHellRules withScoring(Scoring s) {
    return new OhHellRules(players, schedule, maxHand, hook, s);
  }

  /** §2.2: the largest hand {@code H = min(maxHand, floor(52 / players))}. */
  public int largestHand() {
    return Math.min(maxHand, 52 / players);
  }

  /**
   * §2.3: the number of deals {@code K} of a match: {@code H}, or {@code 2H - 1} there and back.
   */
  public int deals() {
    int h = largestHand();
    return schedule == Schedule.DOWN || schedule == Schedule.UP ? h : 2 * h - 1;
  }

  /**
   * §2.3: the hand size {@code h(k)} of deal {@code k}.
   *
   * @throws IllegalArgumentException if {@code k} is not a deal of the schedule, {@code 1 … K}
   */
  public int handSize(int k) {
    int h = largestHand();
    if (k < 1 || k > deals()) {
      throw new IllegalArgumentException(
          "deal " + k + " is not one of the " + deals() + " deals (§2.3)");
    }
    return switch (schedule) {
      case DOWN -> h + 1 - k;
      case UP -> k;
      case DOWN_UP -> Math.abs(h - k) + 1;
      case UP_DOWN -> h - Math.abs(h - k);
    };
  }
}
