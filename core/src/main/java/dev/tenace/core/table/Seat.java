package dev.tenace.core.table;

import com.google.errorprone.annotations.CanIgnoreReturnValue;

/**
 * Table geometry on seat numbers: seats are {@code 0 … n−1} clockwise, all arithmetic modulo the
 * table size {@code n} (rules README).
 *
 * <p>Tenace identifies a seat by its {@code int} number everywhere (as OpenSpiel does), so that hot
 * loops never box; this class holds the geometry. "Left of {@code s}" is {@code s+1} (the next
 * player clockwise), "right of {@code s}" is {@code s−1}, "across from {@code s}" (even tables) is
 * {@code s+n/2}.
 */
public final class Seat {
  private Seat() {}

  /**
   * Checks that {@code seat} is a seat of a table of {@code players}.
   *
   * @return the seat
   * @throws IllegalArgumentException otherwise, naming both
   */
  @CanIgnoreReturnValue
  @SuppressWarnings(
      "exports") // a compile-time annotation for Error Prone users, optional at run time
  public static int check(int seat, int players) {
    if (players < 1) {
      throw new IllegalArgumentException("a table has at least one seat but had " + players);
    }
    if (seat < 0 || seat >= players) {
      throw new IllegalArgumentException("seat must be 0.." + (players - 1) + " but was " + seat);
    }
    return seat;
  }

  /**
   * The next seat clockwise, i.e. the seat on the left: {@code s+1}.
   *
   * @throws IllegalArgumentException if {@code seat} is not a seat of a table of {@code players}
   */
  public static int next(int seat, int players) {
    check(seat, players);
    return seat + 1 == players ? 0 : seat + 1;
  }

  /**
   * The seat on the left of {@code seat}: {@code s+1}.
   *
   * @throws IllegalArgumentException if {@code seat} is not a seat of a table of {@code players}
   */
  public static int left(int seat, int players) {
    return next(seat, players);
  }

  /**
   * The seat on the right of {@code seat}: {@code s−1}.
   *
   * @throws IllegalArgumentException if {@code seat} is not a seat of a table of {@code players}
   */
  public static int right(int seat, int players) {
    check(seat, players);
    return seat == 0 ? players - 1 : seat - 1;
  }

  /**
   * The seat across the table: {@code s + n/2}.
   *
   * @throws IllegalArgumentException at a table with an odd number of seats, which has no across,
   *     or if {@code seat} is not a seat of the table
   */
  public static int across(int seat, int players) {
    check(seat, players);
    if (players % 2 != 0) {
      throw new IllegalArgumentException("a table of " + players + " has no seat across");
    }
    return (seat + players / 2) % players;
  }

  /**
   * The seat {@code steps} places clockwise from {@code seat} (negative steps go counter-clockwise;
   * any number of steps, whole turns of the table included).
   *
   * @throws IllegalArgumentException if {@code seat} is not a seat of a table of {@code players}
   */
  public static int offset(int seat, int steps, int players) {
    check(seat, players);
    return (int) Math.floorMod((long) seat + steps, (long) players);
  }

  /**
   * All seats in clockwise turn order starting at {@code first}.
   *
   * @throws IllegalArgumentException if {@code first} is not a seat of a table of {@code players}
   */
  public static int[] clockwiseFrom(int first, int players) {
    check(first, players);
    int[] out = new int[players];
    for (int i = 0; i < players; i++) {
      out[i] = (first + i) % players;
    }
    return out;
  }

  /**
   * The common name of a seat: {@code "seat 2"}. Used in rule explanations, also of actions by a
   * seat number that is not a seat, so any number is named as it is.
   */
  public static String name(int seat) {
    return "seat " + seat;
  }
}
