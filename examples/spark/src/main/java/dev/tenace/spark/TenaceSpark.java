package dev.tenace.spark;

import dev.tenace.cli.Simulation;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * The {@code tenace-spark} command: {@code simulate} as {@code tenace simulate} has it, run as an
 * Apache Spark job ({@link SparkSimulation}) and printing the same table (or JSON).
 *
 * <pre>
 * java -jar examples/target/tenace-spark.jar simulate hearts -n 1000 --bots pimc:20
 * spark-submit --master spark://host:7077 examples/target/tenace-spark.jar simulate hearts -n 1000000
 * </pre>
 *
 * <p>Without {@code --master} it runs in an embedded local Spark ({@code local[*]}) unless Spark's
 * configuration names a master (as {@code spark-submit} does). Exit status as {@code tenace}'s: 0
 * done, 2 a bad command line or input (one line on standard error), 4 the job failed.
 */
public final class TenaceSpark {
  private TenaceSpark() {}

  /** Runs the command line and exits with its status. */
  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /** Runs the command line with the given streams; returns the exit status (for tests). */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    quietLocalLogging();
    CommandLine cl = new CommandLine(new Root());
    cl.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
    cl.setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
    cl.setParameterExceptionHandler(
        (ex, a) -> {
          err.println(
              "tenace-spark: "
                  + oneLine(ex.getMessage())
                  + "; see '"
                  + ex.getCommandLine().getCommandSpec().qualifiedName()
                  + " --help'");
          return 2;
        });
    cl.setExecutionExceptionHandler(
        (ex, cmd, parsed) -> {
          if (ex instanceof IllegalArgumentException) {
            err.println("tenace-spark: " + oneLine(ex.getMessage()));
            return 2;
          }
          err.println("tenace-spark: the job failed: " + oneLine(String.valueOf(rootCause(ex))));
          return 4;
        });
    Simulate.out = out;
    Simulate.err = err;
    return cl.execute(args);
  }

  /**
   * Spark logs at INFO by default; on the command line only warnings go to standard error, unless
   * the user configured log4j2 (or {@code spark-submit} did, from {@code SPARK_CONF_DIR}).
   */
  private static void quietLocalLogging() {
    if (System.getProperty("log4j2.configurationFile") == null
        && System.getProperty("log4j.configurationFile") == null) {
      System.setProperty("log4j2.configurationFile", "tenace-spark-log4j2.properties");
    }
  }

  private static Throwable rootCause(Throwable t) {
    Throwable c = t;
    while (c.getCause() != null && c.getCause() != c) {
      c = c.getCause();
    }
    return c;
  }

  private static String oneLine(String s) {
    return s == null ? "" : s.strip().replaceAll("\\s*[\\r\\n]+\\s*", " ");
  }

  /** The top command; {@code simulate} is its only subcommand. */
  @Command(
      name = "tenace-spark",
      mixinStandardHelpOptions = true,
      version = "tenace-spark 0.1.0",
      description = "tenace simulate on Apache Spark, with the same results.",
      subcommands = Simulate.class)
  static final class Root implements Callable<Integer> {
    @Override
    public Integer call() {
      throw new ParameterException(
          new CommandLine(this), "give a subcommand: simulate <game> [options]");
    }
  }

  /** {@code tenace simulate}'s options, plus where Spark runs and where it writes. */
  @Command(
      name = "simulate",
      mixinStandardHelpOptions = true,
      version = "tenace-spark 0.1.0",
      description =
          "Play N matches (or deals) between bots on Spark; the same win rates and mean scores with"
              + " 95%% confidence intervals as tenace simulate with the same seed.")
  static final class Simulate implements Callable<Integer> {
    static PrintStream out = System.out;
    static PrintStream err = System.err;

    @Parameters(
        index = "0",
        description = "the game, any on the class path (tenace rules lists the bundled ones)")
    String game;

    @Option(
        names = "-n",
        paramLabel = "N",
        defaultValue = "100",
        description =
            "number of matches (or deals with --deals), at least 1 (default: ${DEFAULT-VALUE})")
    int count;

    @Option(names = "--deals", description = "play single deals instead of matches")
    boolean deals;

    @Option(names = "--bots", description = "bots per seat, comma-separated")
    String bots;

    @Option(
        names = "--seed",
        paramLabel = "N",
        defaultValue = "1",
        description = "seed of the whole run (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(
        names = "--max-deals",
        paramLabel = "1..10000",
        defaultValue = "1000",
        description =
            "abandon a match that has not ended after this many deals (default: ${DEFAULT-VALUE})")
    int maxDeals;

    @Option(names = "--rules", description = "preset and/or name=value,... over the defaults")
    String rules;

    @Option(names = "--json", description = "print the final statistics as one JSON object")
    boolean json;

    @Option(names = "--quiet", description = "no timing line on standard error at the end")
    boolean quiet;

    @Option(
        names = "--master",
        description =
            "Spark master (default: the one spark-submit or spark.master gives, else local[*])")
    String master;

    @Option(
        names = "--partitions",
        paramLabel = "P",
        description = "partitions of the matches (default: 4 per core Spark has, at most N)")
    Integer partitions;

    @Option(
        names = "--record",
        paramLabel = "PATH",
        description =
            "write every match's game record as JSON Lines to this new directory, any path Spark"
                + " can write (part files in match order: cat PATH/part-* | tenace replay)")
    String record;

    @Option(
        names = "--parquet",
        paramLabel = "PATH",
        description =
            "write one row per deal and seat (game, rules, match, deal, seat, bot, score, won) as a"
                + " Parquet table to this new directory")
    String parquet;

    /** The address a local driver binds to (unless Spark's configuration says otherwise). */
    static final String LOOPBACK = "127.0.0.1";

    /** The forms of Spark's master URLs (SparkContext, spark-submit). */
    private static final java.util.regex.Pattern MASTER =
        java.util.regex.Pattern.compile(
            "local|local\\[([1-9][0-9]*|\\*)(,[1-9][0-9]*)?\\]"
                + "|local-cluster\\[[1-9][0-9]*, *[1-9][0-9]*, *[1-9][0-9]*\\]"
                + "|(spark|k8s|mesos)://\\S+|yarn");

    /**
     * A master URL Spark can parse, else the user's mistake in one line (before Spark starts).
     *
     * @throws IllegalArgumentException naming the master
     */
    static void checkMaster(String m) {
      if (!MASTER.matcher(m).matches()) {
        throw new IllegalArgumentException(
            "--master '"
                + m
                + "' is not a Spark master URL (local, local[N], local[*], local[N,F],"
                + " spark://host:port, yarn, k8s://...)");
      }
    }

    @Override
    public Integer call() {
      if (count < 1) {
        throw new IllegalArgumentException("-n must be at least 1 but was " + count);
      }
      if (partitions != null && partitions < 1) {
        throw new IllegalArgumentException("--partitions must be at least 1 but was " + partitions);
      }
      // the same validation and messages as tenace simulate, before Spark starts
      Simulation sim = Simulation.of(game, rules, bots, deals, seed, maxDeals, count);
      SparkSession.Builder b = SparkSession.builder().appName("tenace simulate " + sim.gameName());
      String m = master;
      if (m == null && !new SparkConf().contains("spark.master")) {
        m = "local[*]";
      }
      if (m != null) {
        checkMaster(m);
        b.master(m);
        SparkConf conf = new SparkConf();
        if (m.startsWith("local") && !conf.contains("spark.ui.enabled")) {
          b.config("spark.ui.enabled", "false");
        }
        if (m.startsWith("local") && !conf.contains("spark.driver.host")) {
          // a local run listens on this machine only, not on its network address
          b.config("spark.driver.host", LOOPBACK);
        }
        if (m.startsWith("local") && !conf.contains("spark.driver.bindAddress")) {
          b.config("spark.driver.bindAddress", LOOPBACK);
        }
      }
      SparkSession spark = b.getOrCreate();
      try {
        int p = partitions != null ? partitions : 4 * spark.sparkContext().defaultParallelism();
        long start = System.nanoTime();
        Simulation.Tally tally = SparkSimulation.run(spark, sim, p, record, parquet);
        double seconds = (System.nanoTime() - start) / 1e9;
        if (!quiet) {
          // the job alone, without starting Spark: what the README's figures compare
          err.printf(
              "tenace-spark: %d %s in %.1f s (%.1f %s/s) on %s, %d partitions%n",
              sim.count(),
              sim.unit(),
              seconds,
              sim.count() / seconds,
              sim.unit(),
              spark.sparkContext().master(),
              Math.min(p, sim.count()));
        }
        if (json) {
          out.println(sim.json(tally));
        } else {
          sim.printTable(tally, out);
        }
        out.flush();
        return out.checkError() ? 3 : 0;
      } finally {
        spark.stop();
      }
    }
  }
}
