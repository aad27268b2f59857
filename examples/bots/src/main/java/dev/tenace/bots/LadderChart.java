package dev.tenace.bots;

import java.util.List;
import java.util.Locale;

/** {@link Ladder}'s picture: one row per bot, its Elo rating as a dot on its 95% interval. */
final class LadderChart {
  private LadderChart() {}

  private static final int WIDTH = 720;
  private static final int LEFT = 170;
  private static final int RIGHT = 40;
  private static final int TOP = 50;
  private static final int ROW = 34;

  static String svg(String title, List<Ladder.Standing> standings) {
    double lo = 0;
    double hi = 0;
    for (Ladder.Standing s : standings) {
      lo = Math.min(lo, s.elo() - s.halfWidth());
      hi = Math.max(hi, s.elo() + s.halfWidth());
    }
    double pad = Math.max(10, (hi - lo) * 0.05);
    lo -= pad;
    hi += pad;
    int height = TOP + ROW * standings.size() + 40;
    StringBuilder b = new StringBuilder();
    b.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
                + " font-family=\"sans-serif\" font-size=\"13\">%n",
            WIDTH,
            height,
            WIDTH,
            height));
    b.append(
        String.format(
            Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", WIDTH, height));
    b.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%d\" y=\"24\" font-size=\"15\">%s</text>%n",
            12,
            escape(title)));
    int axisY = TOP + ROW * standings.size();
    axis(b, lo, hi, axisY);
    int row = 0;
    for (Ladder.Standing s : standings) {
      int y = TOP + ROW * row++ + ROW / 2;
      b.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>%n",
              LEFT - 10,
              y + 4,
              escape(s.bot())));
      b.append(
          String.format(
              Locale.ROOT,
              "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#3465a4\" stroke-width=\"3\"/>%n",
              xOf(s.elo() - s.halfWidth(), lo, hi),
              y,
              xOf(s.elo() + s.halfWidth(), lo, hi),
              y));
      b.append(
          String.format(
              Locale.ROOT,
              "<circle cx=\"%.1f\" cy=\"%d\" r=\"5\" fill=\"#204a87\"><title>%s %+.0f ± %.0f</title></circle>%n",
              xOf(s.elo(), lo, hi),
              y,
              escape(s.bot()),
              s.elo(),
              s.halfWidth()));
    }
    b.append("</svg>\n");
    return b.toString();
  }

  /** The grid lines, their labels and the axis title below the rows. */
  private static void axis(StringBuilder b, double lo, double hi, int axisY) {
    double step = niceStep(hi - lo);
    for (double t = Math.ceil(lo / step) * step; t <= hi; t += step) {
      double x = xOf(t, lo, hi);
      b.append(
          String.format(
              Locale.ROOT,
              "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\"/>%n",
              x,
              TOP - 10,
              x,
              axisY,
              Math.abs(t) < step / 2 ? "#888" : "#e4e4e4"));
      b.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%.0f</text>%n",
              x,
              axisY + 16,
              Math.abs(t) < step / 2 ? 0.0 : t));
    }
    b.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">Elo (Bradley–Terry over paired deals), 95%% intervals</text>%n",
            LEFT + (WIDTH - LEFT - RIGHT) / 2,
            axisY + 34));
  }

  private static double xOf(double v, double lo, double hi) {
    return LEFT + (v - lo) / (hi - lo) * (WIDTH - LEFT - RIGHT);
  }

  private static double niceStep(double range) {
    double raw = range / 6;
    double mag = Math.pow(10, Math.floor(Math.log10(raw)));
    double f = raw / mag;
    return (f < 1.5 ? 1 : f < 3.5 ? 2 : f < 7.5 ? 5 : 10) * mag;
  }

  static String escape(String s) {
    return s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
