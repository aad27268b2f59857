import dev.tenace.bench.BotBenchmarks;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The PIMC decisions of {@code BotBenchmarks} (100 worlds, the same positions) timed by the
 * thread's CPU time beside the wall clock: steadier than JMH's wall-clock means when other jobs
 * load the machine. Runs against any tenace.jar that holds {@code BotBenchmarks}, before or after a
 * change (Java's source-file mode, nothing to compile):
 *
 * <pre>
 * java -cp examples/target/tenace.jar examples/bots/scripts/PimcCpuTime.java hearts,spades,sheepshead,suitability
 * </pre>
 *
 * Per game: 5 s of warm-up, then 10 s measured (at least 64 decisions).
 */
public class PimcCpuTime {
  public static void main(String[] args) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    for (String game : (args.length == 0 ? "hearts" : args[0]).split(",")) {
      BotBenchmarks b = new BotBenchmarks();
      b.game = game;
      b.samples = 100;
      b.setUp();
      long warm = System.nanoTime() + 5_000_000_000L;
      while (System.nanoTime() < warm) {
        b.pimcDecision();
      }
      int n = 0;
      long cpu0 = mx.getCurrentThreadCpuTime();
      long wall0 = System.nanoTime();
      while (System.nanoTime() - wall0 < 10_000_000_000L || n < 64) {
        b.pimcDecision();
        n++;
      }
      long cpu = mx.getCurrentThreadCpuTime() - cpu0;
      long wall = System.nanoTime() - wall0;
      System.out.printf(
          "%-12s %6d decisions  cpu %.3f ms/op  wall %.3f ms/op%n",
          game, n, cpu / 1e6 / n, wall / 1e6 / n);
    }
  }
}
