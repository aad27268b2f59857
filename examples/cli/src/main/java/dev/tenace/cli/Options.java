package dev.tenace.cli;

import java.math.BigDecimal;
import java.math.BigInteger;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * Validation of the numeric options: each value is parsed and checked against its range, and a bad
 * one is a picocli {@link ParameterException} naming the option and its range (one line on standard
 * error, exit status 2). The options' setter methods call these, so picocli applies them to default
 * values too.
 */
final class Options {
  private Options() {}

  /** A whole number {@code min..max} given to {@code option}. */
  static int intIn(CommandSpec spec, String option, String text, int min, int max) {
    return (int) longIn(spec, option, text, min, max);
  }

  /** A whole number {@code min..max} given to {@code option}. */
  static long longIn(CommandSpec spec, String option, String text, long min, long max) {
    String range =
        min == Long.MIN_VALUE && max == Long.MAX_VALUE
            ? "a whole number from " + min + " to " + max
            : "a whole number " + min + ".." + max;
    BigInteger v;
    try {
      if (!text.trim().matches("-?[0-9]+")) { // ASCII digits only: no '+', no other script's digits
        throw new NumberFormatException(text);
      }
      v = new BigInteger(text.trim());
    } catch (NumberFormatException e) {
      throw new ParameterException(
          spec.commandLine(), option + " must be " + range + " but was '" + text + "'");
    }
    if (v.compareTo(BigInteger.valueOf(min)) < 0 || v.compareTo(BigInteger.valueOf(max)) > 0) {
      throw new ParameterException(
          spec.commandLine(), option + " must be " + range + " but was " + v);
    }
    return v.longValueExact();
  }

  /** A finite number of seconds, {@code min..max}, given to {@code option}. */
  static double secondsIn(CommandSpec spec, String option, String text, double min, double max) {
    String range = option + " must be a number of seconds from " + plain(min) + " to " + plain(max);
    double v;
    try {
      v = Double.parseDouble(text.trim());
    } catch (NumberFormatException e) {
      throw new ParameterException(spec.commandLine(), range + " but was '" + text + "'");
    }
    if (!(v >= min && v <= max)) {
      throw new ParameterException(spec.commandLine(), range + " but was '" + text + "'");
    }
    return v;
  }

  private static String plain(double d) {
    return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
  }
}
