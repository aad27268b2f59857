/**
 * Shows which loop shapes make C2 deoptimize with {@code reason='loop_limit_check'} (OpenJDK 17):
 * each method below sums over the same range, written with a different loop bound, and runs hot
 * enough to be compiled. Run it with the compilation log and list the methods that trapped:
 *
 * <pre>
 * java -XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation -XX:LogFile=/tmp/llc.log \
 *     -XX:-BackgroundCompilation examples/bench/scripts/LoopLimitTrap.java
 * grep -A1 "uncommon_trap thread.*loop_limit_check" /tmp/llc.log | grep -o "method='[^ ]* [a-zA-Z]*"
 * </pre>
 *
 * (The source launcher's own JDK methods may be listed too.) On the development machine the
 * inclusive bounds ({@code inclusiveUp}, {@code inclusiveDown}) trap and the exclusive ones
 * ({@code exclusiveUp}, {@code countedFromZero}) do not: why the world samplers' loops run to
 * exclusive bounds (examples/bench/README.md, "Compiling the search path once").
 */
public class LoopLimitTrap {
  private static final long[] CELLS = new long[8];

  static long inclusiveUp(int lo, int hi) {
    long s = 0;
    for (int k = lo; k <= hi; k++) {
      s += CELLS[k & 7] + k;
    }
    return s;
  }

  static long inclusiveDown(int lo, int hi) {
    long s = 0;
    for (int k = hi; k >= lo; k--) {
      s += CELLS[k & 7] + k;
    }
    return s;
  }

  static long exclusiveUp(int lo, int hi) {
    long s = 0;
    for (int k = lo; k < hi + 1; k++) {
      s += CELLS[k & 7] + k;
    }
    return s;
  }

  static long countedFromZero(int lo, int hi) {
    long s = 0;
    for (int j = 0; j < hi - lo + 1; j++) {
      int k = hi - j;
      s += CELLS[k & 7] + k;
    }
    return s;
  }

  public static void main(String[] args) {
    long sum = 0;
    for (int i = 0; i < 3_000_000; i++) {
      int lo = i % 3;
      int hi = 1 + (i & 3);
      sum += inclusiveUp(lo, hi) + inclusiveDown(lo, hi) + exclusiveUp(lo, hi);
      sum += countedFromZero(lo, hi);
    }
    System.out.println(sum);
  }
}
