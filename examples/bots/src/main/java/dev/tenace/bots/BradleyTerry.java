package dev.tenace.bots;

import java.util.Arrays;

/**
 * A Bradley–Terry fit of pairwise results, on the Elo scale: the chance that bot i beats bot j is
 * {@code 1 / (1 + 10^((r_j − r_i) / 400))}. The first bot is the anchor (rating 0); ratings are the
 * maximum of the likelihood found by Newton's method, and their standard errors come from the
 * inverse of the observed information. Every pair that met gets one drawn game added (half a win
 * each side), so a bot that won every game still has a finite rating.
 *
 * <pre>{@code
 * double[][] wins = {{0, 70}, {30, 0}};      // wins[i][j]: i's wins over j (a draw is half)
 * BradleyTerry.Fit f = BradleyTerry.fit(wins);
 * f.rating(1);                                  // about −146
 * }</pre>
 */
public final class BradleyTerry {
  private BradleyTerry() {}

  private static final double ELO = 400 / Math.log(10);

  /** Ratings and their standard errors (the anchor's is 0). */
  public static final class Fit {
    private final double[] ratings;
    private final double[] standardErrors;

    Fit(double[] ratings, double[] standardErrors) {
      this.ratings = ratings.clone();
      this.standardErrors = standardErrors.clone();
    }

    /** Per bot, Elo points above the first bot. */
    public double[] ratings() {
      return ratings.clone();
    }

    /** Per bot, the standard error of its rating. */
    public double[] standardErrors() {
      return standardErrors.clone();
    }

    /** Bot i's rating. */
    public double rating(int i) {
      return ratings[i];
    }

    /** Half the 95% interval of bot i's rating (1.96 standard errors). */
    public double halfWidth(int i) {
      return 1.96 * standardErrors[i];
    }
  }

  /**
   * Fits the ratings of {@code wins.length} bots.
   *
   * @param wins {@code wins[i][j]}: the games bot i won against bot j, a draw counting half to each
   * @throws IllegalArgumentException if the matrix is not square, has a negative entry, or the bots
   *     do not form one connected group of games
   */
  public static Fit fit(double[][] wins) {
    int k = wins.length;
    double[][] w = new double[k][k];
    double[][] n = new double[k][k];
    for (int i = 0; i < k; i++) {
      if (wins[i].length != k) {
        throw new IllegalArgumentException("the win matrix is not square");
      }
    }
    for (int i = 0; i < k; i++) {
      for (int j = 0; j < k; j++) {
        if (wins[i][j] < 0 || Double.isNaN(wins[i][j])) {
          throw new IllegalArgumentException("negative win count at " + i + "," + j);
        }
        boolean met = i != j && wins[i][j] + wins[j][i] > 0;
        w[i][j] = i == j ? 0 : wins[i][j] + (met ? 0.5 : 0);
      }
    }
    for (int i = 0; i < k; i++) {
      for (int j = 0; j < k; j++) {
        n[i][j] = w[i][j] + w[j][i];
      }
    }
    requireConnected(n);
    double[] r = new double[k]; // natural scale, r[0] = 0
    double[][] info = new double[k - 1][k - 1];
    for (int iter = 0; iter < 100; iter++) {
      double[] grad = gradientAndInformation(r, w, n, info);
      double[] step = solve(info, grad);
      double max = 0;
      for (int i = 1; i < k; i++) {
        r[i] += step[i - 1];
        max = Math.max(max, Math.abs(step[i - 1]));
      }
      if (max < 1e-10) {
        break;
      }
    }
    double[] se = new double[k];
    for (int i = 1; i < k; i++) {
      double[] e = new double[k - 1];
      e[i - 1] = 1;
      se[i] = Math.sqrt(solve(info, e)[i - 1]) * ELO;
    }
    double[] elo = new double[k];
    for (int i = 0; i < k; i++) {
      elo[i] = r[i] * ELO;
    }
    return new Fit(elo, se);
  }

  /**
   * The log-likelihood's gradient at {@code r} (without the anchor), and the observed information
   * written into {@code info}.
   */
  private static double[] gradientAndInformation(
      double[] r, double[][] w, double[][] n, double[][] info) {
    int k = r.length;
    double[] grad = new double[k - 1];
    for (double[] row : info) {
      Arrays.fill(row, 0);
    }
    for (int i = 0; i < k; i++) {
      for (int j = i + 1; j < k; j++) {
        if (n[i][j] == 0) {
          continue;
        }
        double p = 1 / (1 + Math.exp(r[j] - r[i]));
        double g = w[i][j] - n[i][j] * p;
        double h = n[i][j] * p * (1 - p);
        add(grad, i, g);
        add(grad, j, -g);
        addInfo(info, i, i, h);
        addInfo(info, j, j, h);
        addInfo(info, i, j, -h);
        addInfo(info, j, i, -h);
      }
    }
    return grad;
  }

  private static void add(double[] grad, int i, double v) {
    if (i > 0) {
      grad[i - 1] += v;
    }
  }

  private static void addInfo(double[][] info, int i, int j, double v) {
    if (i > 0 && j > 0) {
      info[i - 1][j - 1] += v;
    }
  }

  private static void requireConnected(double[][] n) {
    int k = n.length;
    boolean[] seen = new boolean[k];
    java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>();
    seen[0] = true;
    todo.add(0);
    while (!todo.isEmpty()) {
      int i = todo.poll();
      for (int j = 0; j < k; j++) {
        if (!seen[j] && n[i][j] > 0) {
          seen[j] = true;
          todo.add(j);
        }
      }
    }
    for (int j = 0; j < k; j++) {
      if (!seen[j]) {
        throw new IllegalArgumentException(
            "bot " + j + " has no games linking it to bot 0: the ratings are not defined");
      }
    }
  }

  /** Solves {@code a x = b} by Gaussian elimination with partial pivoting (a is not changed). */
  static double[] solve(double[][] a, double[] b) {
    int m = b.length;
    double[][] x = new double[m][];
    for (int i = 0; i < m; i++) {
      x[i] = Arrays.copyOf(a[i], m + 1);
      x[i][m] = b[i];
    }
    for (int c = 0; c < m; c++) {
      int p = c;
      for (int i = c + 1; i < m; i++) {
        if (Math.abs(x[i][c]) > Math.abs(x[p][c])) {
          p = i;
        }
      }
      double[] t = x[c];
      x[c] = x[p];
      x[p] = t;
      for (int i = c + 1; i < m; i++) {
        double f = x[i][c] / x[c][c];
        for (int j = c; j <= m; j++) {
          x[i][j] -= f * x[c][j];
        }
      }
    }
    double[] out = new double[m];
    for (int i = m - 1; i >= 0; i--) {
      double s = x[i][m];
      for (int j = i + 1; j < m; j++) {
        s -= x[i][j] * out[j];
      }
      out[i] = s / x[i][i];
    }
    return out;
  }
}
