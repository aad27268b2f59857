package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import java.util.Arrays;

/**
 * Sheepshead's scoring as pure functions (rules/sheepshead.md §2.5, §6, §7 and the §9 variants that
 * change them): from the rules, who picked and with whom ({@link Stakes}), and the cards and tricks
 * each seat won, to the deal's score of every seat. Nothing here reads a state.
 *
 * <pre>{@code
 * // SH-E6: picker seat 1, partner seat 3, T = 3, P = 75: m = +1
 * units(rules, 3, 75);                 // 1
 * shares(5, 1, 3, 1);                  // [-1, 2, -1, 1, -1]
 * // SH-E11: a leaster, seat 3 has the fewest points among the seats with a trick
 * leaster(new int[] {9, 30, 0, 4, 77}, new int[] {1, 2, 0, 1, 2});   // [-1, -1, -1, 4, -1]
 * }</pre>
 */
final class SheepsheadScoring {
  private SheepsheadScoring() {}

  /**
   * What a deal's scores depend on besides the cards and tricks won.
   *
   * @param picker the picker, or {@code -1} in a leaster (§7)
   * @param partner the picker's partner, or {@code -1} when he is alone (§6.4) or in a leaster
   * @param bury the buried cards, which count as won by the picker (§4.3)
   * @param blind the blind, which the last trick's winner takes in a leaster under {@code
   *     leasterBlindToLastTrick} (§9)
   * @param factor the multiplier of the stakes from cracks and a pending doubler ({@link #factor})
   */
  record Stakes(int picker, int partner, long bury, long blind, int factor) {}

  // ---------------------------------------------------------------- §2.5 card points

  private static final long ACES = CardSet.rankMask(Rank.ACE);
  private static final long TENS = CardSet.rankMask(Rank.TEN);
  private static final long KINGS = CardSet.rankMask(Rank.KING);
  private static final long QUEENS = CardSet.rankMask(Rank.QUEEN);
  private static final long JACKS = CardSet.rankMask(Rank.JACK);

  /**
   * §2.5: the card points of a card mask, {@code A} 11, {@code T} 10, {@code K} 4, {@code Q} 3,
   * {@code J} 2, in every suit: a count per counting rank, no iteration.
   */
  static int points(long cards) {
    return 11 * Long.bitCount(cards & ACES)
        + 10 * Long.bitCount(cards & TENS)
        + 4 * Long.bitCount(cards & KINGS)
        + 3 * Long.bitCount(cards & QUEENS)
        + 2 * Long.bitCount(cards & JACKS);
  }

  /** §2.5: the card points of one card. */
  static int points(Card card) {
    return points(card.bit());
  }

  /**
   * The cards that count for {@code seat} at scoring: those it won in tricks, the bury for the
   * picker (§4.3, §6.1), and in a leaster under {@code leasterBlindToLastTrick} the blind for the
   * last trick's winner (§9).
   *
   * @param lastWinner the winner of the last trick, or {@code -1} while the deal goes on
   */
  static long counted(SheepsheadRules rules, Stakes stakes, int seat, long won, int lastWinner) {
    long out = won;
    if (seat == stakes.picker()) {
      out |= stakes.bury();
    }
    if (stakes.picker() < 0 && rules.leasterBlindToLastTrick() && lastWinner == seat) {
      out |= stakes.blind();
    }
    return out;
  }

  // ---------------------------------------------------------------- the deal's scores

  /**
   * The deal's score of every seat once its tricks are played: the picker game of §6 or the leaster
   * of §7, from the cards and tricks each seat won.
   *
   * @param won the cards each seat won in tricks, one mask per seat
   * @param tricks the tricks each seat won
   * @param lastWinner the winner of the last trick
   */
  static int[] scores(
      SheepsheadRules rules, Stakes stakes, long[] won, int[] tricks, int lastWinner) {
    int[] points = new int[won.length];
    for (int s = 0; s < won.length; s++) {
      points[s] = points(counted(rules, stakes, s, won[s], lastWinner));
    }
    return stakes.picker() < 0
        ? leaster(points, tricks)
        : picked(rules, stakes.picker(), stakes.partner(), tricks, points, stakes.factor());
  }

  // ---------------------------------------------------------------- §6 the picker game

  /**
   * §6: the picker side's tricks {@code T} and points {@code P} (§6.1), their units (§6.2, §9
   * {@code noTrickStandard}), doubled on the bump (§9 {@code doubleOnTheBump}), times {@code
   * factor}, shared out (§6.3, §6.4).
   *
   * @param partner the partner, or {@code -1} when the picker is alone
   * @param tricks the tricks each seat won
   * @param points the card points that count for each seat ({@link #counted})
   * @param factor the multiplier from cracks and a pending doubler ({@link #factor})
   */
  static int[] picked(
      SheepsheadRules rules, int picker, int partner, int[] tricks, int[] points, int factor) {
    int t = tricks[picker] + (partner >= 0 ? tricks[partner] : 0);
    int p = points[picker] + (partner >= 0 ? points[partner] : 0);
    int m = bumped(rules, units(rules, t, p)) * factor;
    return shares(tricks.length, picker, partner, m);
  }

  /**
   * §6.2: the picker side's units from its tricks {@code t} and card points {@code p}, the rows
   * tried in order: every trick +3, no trick −6 (−3 under §9 {@code noTrickStandard}, §10.1), then
   * by points: 91 or more +2, 61–90 +1, 31–60 −1, 30 or less −2. Tricks, not points, decide the
   * first two rows (§10.5, §10.6).
   */
  static int units(SheepsheadRules rules, int t, int p) {
    if (t == rules.handSize()) {
      return 3;
    }
    if (t == 0) {
      return rules.noTrickStandard() ? -3 : -6;
    }
    if (p >= 91) {
      return 2;
    }
    if (p >= 61) {
      return 1;
    }
    return p >= 31 ? -1 : -2;
  }

  /** §9 {@code doubleOnTheBump}: negative units count double, before any multiplier. */
  static int bumped(SheepsheadRules rules, int m) {
    return rules.doubleOnTheBump() && m < 0 ? 2 * m : m;
  }

  /**
   * §9 {@code crack} and {@code allPass = DOUBLER}: the stakes' multiplier, the cracks' (1, 2 for a
   * crack, 4 for a recrack) times 2 when a doubler is pending (one is consumed per deal, never
   * multiplied together).
   */
  static int factor(int crackMultiplier, int pendingDoublers) {
    return crackMultiplier * (pendingDoublers > 0 ? 2 : 1);
  }

  /**
   * §6.3, §6.4: the shares of {@code m} units at a table of {@code n}: with a partner the picker
   * scores {@code 2m} and the partner {@code m}; alone the picker scores {@code (n − 1)m}; every
   * defender {@code −m}. Zero-sum (§6.5).
   *
   * @param partner the partner, or {@code -1} when the picker is alone
   */
  static int[] shares(int n, int picker, int partner, int m) {
    int[] out = new int[n];
    Arrays.fill(out, -m);
    if (partner >= 0) {
      out[picker] = 2 * m;
      out[partner] = m;
    } else {
      out[picker] = (n - 1) * m;
    }
    return out;
  }

  // ---------------------------------------------------------------- §7 the leaster

  /**
   * §7.2, §7.3: of the players with at least one trick, the one with the fewest card points scores
   * {@code n − 1} and every other player −1; a tie for the fewest scores 0 for everyone (§10.7).
   *
   * @param points the card points each seat won
   * @param tricks the tricks each seat won
   */
  static int[] leaster(int[] points, int[] tricks) {
    int n = points.length;
    int min = Integer.MAX_VALUE;
    int who = -1;
    boolean tie = false;
    for (int s = 0; s < n; s++) {
      if (tricks[s] < 1) {
        continue;
      }
      if (points[s] < min) {
        min = points[s];
        who = s;
        tie = false;
      } else if (points[s] == min) {
        tie = true;
      }
    }
    int[] out = new int[n];
    if (who >= 0 && !tie) {
      for (int s = 0; s < n; s++) {
        out[s] = s == who ? n - 1 : -1;
      }
    }
    return out;
  }

  // ---------------------------------------------------------------- §9.2 Schwanzer

  /** §9.2.2: the diamonds that are neither queen nor jack, 1 power each. */
  private static final long LOW_DIAMONDS = CardSet.parse("AD TD KD 9D 8D 7D").bits();

  /**
   * §9.2.2: the power of a hand: each queen 3, each jack 2 (so {@code QD} 3 and {@code JD} 2), each
   * other diamond 1, every other card 0.
   */
  static int power(long hand) {
    return 3 * Long.bitCount(hand & QUEENS)
        + 2 * Long.bitCount(hand & JACKS)
        + Long.bitCount(hand & LOW_DIAMONDS);
  }

  /** §9.2.2: the power of each dealt hand, one per seat. */
  static int[] powers(long[] hands) {
    int[] out = new int[hands.length];
    for (int s = 0; s < hands.length; s++) {
      out[s] = power(hands[s]);
    }
    return out;
  }

  /**
   * §9.2.3, §9.2.4: the scores of a Schwanzer deal from the dealt hands, one mask per seat: the
   * player with the most power scores {@code −(n−1)} and every other player {@code +1}; a tie for
   * the most is settled by {@code schwanzerTie}. No multiplier applies (§10.22).
   */
  static int[] schwanzer(SheepsheadRules rules, long[] hands) {
    int n = hands.length;
    int[] power = powers(hands);
    int max = Arrays.stream(power).max().orElse(0);
    long tied = 0;
    for (int s = 0; s < n; s++) {
      if (power[s] == max) {
        tied |= 1L << s;
      }
    }
    int k = Long.bitCount(tied);
    if (k == 1) {
      return split(n, tied, 1);
    }
    return switch (rules.schwanzerTie()) {
      case HIGHEST_TRUMP -> split(n, 1L << highestTrump(hands, tied), 1);
      case SPLIT -> k < n ? split(n, tied, k) : new int[n];
      case VOID -> new int[n];
    };
  }

  /**
   * The loss shared by the {@code k} seats of {@code losers}: each scores {@code −(n−k)} and every
   * other seat {@code +k} (with {@code k = 1}: {@code −(n−1)} and {@code +1}).
   */
  private static int[] split(int n, long losers, int k) {
    int[] out = new int[n];
    for (int s = 0; s < n; s++) {
      out[s] = (losers & (1L << s)) != 0 ? -(n - k) : k;
    }
    return out;
  }

  /**
   * §9.2.3 {@code HIGHEST_TRUMP}: the seat among {@code tied} holding the highest trump (§2.3).
   * Every tied seat has positive power and so a trump: one is always found.
   */
  private static int highestTrump(long[] hands, long tied) {
    for (Card trump : SheepsheadPlayRules.TRUMPS) {
      for (int s = 0; s < hands.length; s++) {
        if ((tied & (1L << s)) != 0 && (hands[s] & trump.bit()) != 0) {
          return s;
        }
      }
    }
    throw new IllegalStateException("no tied hand holds a trump");
  }
}
