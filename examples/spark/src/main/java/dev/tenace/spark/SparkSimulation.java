package dev.tenace.spark;

import dev.tenace.cli.Simulation;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.stream.Collectors;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.storage.StorageLevel;

/**
 * {@code tenace simulate} as a Spark job. The matches are the unit of work: partition {@code k} of
 * {@code P} plays matches {@code k*n/P} to {@code (k+1)*n/P - 1} with {@link Simulation#play},
 * which plays match {@code i} from {@code Shuffle.derive(seed, i)} with fresh bots, so a match is
 * the same in any executor and on any retry. The outcomes are cached, then taken to the driver
 * partition by partition in match order ({@code toLocalIterator}) and added to one {@link
 * Simulation.Tally}: the same additions in the same order as the one-machine command, so the
 * figures are identical for any number of partitions and executors. A task that fails is run again
 * by Spark and only its successful attempt counts; the tally checks that every match arrives once,
 * in order.
 *
 * <pre>{@code
 * Simulation sim = Simulation.of("hearts", null, "pimc:20", false, 1, 1000, 1000);
 * Simulation.Tally t = SparkSimulation.run(spark, sim, 8, "hdfs:///runs/1/records", null);
 * sim.printTable(t, System.out);
 * }</pre>
 */
public final class SparkSimulation {
  private SparkSimulation() {}

  /** The columns of the per-deal table ({@code --parquet}). */
  public static final StructType DEAL_SCHEMA =
      new StructType()
          .add("game", DataTypes.StringType, false)
          .add("rules", DataTypes.StringType, false)
          .add("match", DataTypes.IntegerType, false)
          .add("deal", DataTypes.IntegerType, false)
          .add("seat", DataTypes.IntegerType, false)
          .add("bot", DataTypes.StringType, false)
          .add("score", DataTypes.IntegerType, false)
          .add("won", DataTypes.BooleanType, false)
          .add("winShare", DataTypes.DoubleType, false)
          .add("seed", DataTypes.LongType, false);

  /**
   * Plays the run on {@code spark} in {@code partitions} partitions (at most one per match) and
   * returns its tally. With {@code recordPath}, every match's game record is written there as JSON
   * Lines (a directory of part files, in match order); with {@code parquetPath}, one row per deal
   * and seat ({@link #DEAL_SCHEMA}). Both paths are any that Spark can write and must not exist.
   *
   * @throws IllegalArgumentException if {@code partitions} is below 1 or a path exists
   */
  public static Simulation.Tally run(
      SparkSession spark, Simulation sim, int partitions, String recordPath, String parquetPath) {
    if (partitions < 1) {
      throw new IllegalArgumentException("partitions must be at least 1 but was " + partitions);
    }
    mustNotExist(spark, "--record", recordPath);
    mustNotExist(spark, "--parquet", parquetPath);
    if (recordPath != null && recordPath.equals(parquetPath)) {
      throw new IllegalArgumentException("--record and --parquet name the same path " + recordPath);
    }
    int p = Math.min(partitions, sim.count());
    boolean withRecord = recordPath != null;
    boolean withDeals = parquetPath != null;
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    List<Integer> slices = new ArrayList<>();
    for (int k = 0; k < p; k++) {
      slices.add(k);
    }
    // one element per partition (parallelize slices a list of p elements into p partitions of one)
    JavaRDD<Simulation.Outcome> outcomes =
        jsc.parallelize(slices, p).flatMap(new PlaySlice(sim, p, withRecord, withDeals));
    outcomes.persist(StorageLevel.MEMORY_AND_DISK_SER());
    try {
      long played = outcomes.count(); // plays every partition at once; the rest reads the cache
      if (played != sim.count()) {
        throw new IllegalStateException(
            "played " + played + " " + sim.unit() + " but the run has " + sim.count());
      }
      Simulation.Tally tally = sim.newTally();
      Iterator<Simulation.Outcome> inOrder =
          outcomes.map(Simulation.Outcome::figures).toLocalIterator();
      while (inOrder.hasNext()) {
        tally.add(inOrder.next());
      }
      if (!tally.full()) {
        throw new IllegalStateException(
            "only " + tally.added() + " of " + sim.count() + " " + sim.unit() + " came back");
      }
      if (withRecord) {
        outcomes.map(Simulation.Outcome::record).saveAsTextFile(recordPath);
      }
      if (withDeals) {
        String game = sim.gameName();
        String rules = rulesText(sim.settings());
        List<String> bots = List.copyOf(sim.bots());
        long seed = sim.seed();
        JavaRDD<Row> rows = outcomes.flatMap(o -> dealRows(game, rules, bots, seed, o).iterator());
        spark.createDataFrame(rows, DEAL_SCHEMA).write().parquet(parquetPath);
      }
      return tally;
    } finally {
      outcomes.unpersist(false);
    }
  }

  /** The rules as {@code name=value,...}, every setting in the game's order. */
  static String rulesText(Map<String, String> settings) {
    return settings.entrySet().stream()
        .map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(","));
  }

  private static List<Row> dealRows(
      String game, String rules, List<String> bots, long seed, Simulation.Outcome o) {
    List<Row> rows = new ArrayList<>();
    for (Simulation.DealResult d : o.deals()) {
      for (int seat = 0; seat < bots.size(); seat++) {
        rows.add(
            RowFactory.create(
                game,
                rules,
                o.index(),
                d.deal(),
                seat,
                bots.get(seat),
                d.score(seat),
                d.won(seat),
                d.winShare(seat),
                seed));
      }
    }
    return rows;
  }

  /**
   * A path to write: it must not exist, and its parent directory must (Spark would create every
   * missing parent; the job creates only the directory it was given). A path no file system answers
   * for is the user's mistake too, named in one line.
   */
  private static void mustNotExist(SparkSession spark, String option, String path) {
    if (path == null) {
      return;
    }
    try {
      Path p = new Path(path);
      FileSystem fs = p.getFileSystem(spark.sparkContext().hadoopConfiguration());
      if (fs.exists(p)) {
        throw new IllegalArgumentException(
            option
                + " "
                + path
                + " already exists (Spark writes a new directory there; remove it or name another)");
      }
      Path parent = p.getParent();
      if (parent != null && !fs.exists(parent)) {
        throw new IllegalArgumentException(
            option
                + " "
                + path
                + ": its directory "
                + parent
                + " does not exist (create it first)");
      }
    } catch (IOException | IllegalArgumentException | UnsupportedOperationException e) {
      if (e instanceof IllegalArgumentException i && i.getMessage().startsWith(option + " ")) {
        throw i;
      }
      throw new IllegalArgumentException(
          option + " " + path + " cannot be written: " + oneLine(String.valueOf(e.getMessage())),
          e);
    }
  }

  private static String oneLine(String s) {
    return s.strip().replaceAll("\\s*[\\r\\n]+\\s*", " ");
  }

  /** Plays the matches of one slice, one at a time as Spark asks for them. */
  static final class PlaySlice implements FlatMapFunction<Integer, Simulation.Outcome> {
    private static final long serialVersionUID = 1L;
    private final Simulation sim;
    private final int slices;
    private final boolean withRecord;
    private final boolean withDeals;

    PlaySlice(Simulation sim, int slices, boolean withRecord, boolean withDeals) {
      this.sim = sim;
      this.slices = slices;
      this.withRecord = withRecord;
      this.withDeals = withDeals;
    }

    @Override
    public Iterator<Simulation.Outcome> call(Integer slice) {
      long n = sim.count();
      int from = (int) (slice * n / slices);
      int to = (int) ((slice + 1) * n / slices);
      return new Iterator<>() {
        private int next = from;

        @Override
        public boolean hasNext() {
          return next < to;
        }

        @Override
        public Simulation.Outcome next() {
          if (next >= to) {
            throw new NoSuchElementException("slice " + slice + " ends before match " + to);
          }
          return sim.play(next++, withRecord, withDeals);
        }
      };
    }
  }
}
