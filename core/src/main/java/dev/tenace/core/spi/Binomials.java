package dev.tenace.core.spi;

import dev.tenace.core.card.Card;

/**
 * The binomial coefficients and factorials of a {@link HiddenDeal}'s count, up to the size of the
 * largest deck, as {@code double}s.
 */
final class Binomials {
  /** Binomial coefficients {@code C(n, k)} for {@code n ≤ 55}: all below {@code 2^53}, so exact. */
  static final double[][] CHOOSE = new double[Card.COUNT + 1][Card.COUNT + 1];

  /** {@code n!} for {@code n ≤ 55}. */
  static final double[] FACT = new double[Card.COUNT + 1];

  /** {@code 1/n!} for {@code n ≤ 55}. */
  static final double[] INV_FACT = new double[Card.COUNT + 1];

  /**
   * Below this a count is an integer held exactly, so a count computed with rounding is rounded
   * back.
   */
  static final double EXACT = 0x1p52;

  static {
    FACT[0] = 1;
    for (int i = 1; i <= Card.COUNT; i++) {
      FACT[i] = FACT[i - 1] * i;
    }
    for (int i = 0; i <= Card.COUNT; i++) {
      INV_FACT[i] = 1 / FACT[i];
    }
    for (int n = 0; n <= Card.COUNT; n++) {
      CHOOSE[n][0] = 1;
      for (int k = 1; k <= n; k++) {
        CHOOSE[n][k] = CHOOSE[n - 1][k - 1] + (k <= n - 1 ? CHOOSE[n - 1][k] : 0);
      }
    }
  }

  private Binomials() {}
}
