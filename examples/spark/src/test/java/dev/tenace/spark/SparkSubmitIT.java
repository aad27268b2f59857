package dev.tenace.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.cli.Tenace;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The built artifacts (run after {@code package}, in {@code verify}): the job's jar holds what the
 * job needs and nothing of the command line's web server, benchmarks, terminal or logging binding;
 * and the README's local {@code spark-submit} command, run as typed, prints {@code tenace
 * simulate}'s table.
 */
class SparkSubmitIT {
  private static final Path TARGET = Path.of("..", "target");
  private static final Path JAR = TARGET.resolve("tenace-spark.jar");
  private static final Path LIB = TARGET.resolve("spark-lib");

  @Test
  @DisplayName("tenace-spark.jar carries the job only: no web server, Kotlin, JMH, jline, SLF4J")
  void jarCarriesOnlyTheJob() throws IOException {
    List<String> foreign =
        List.of(
            "org/eclipse/jetty/",
            "io/javalin/",
            "kotlin/",
            "org/openjdk/jmh/",
            "org/jline/",
            "org/apache/commons/math3/",
            "org/slf4j/",
            "me/tongfei/",
            "com/fasterxml/jackson/");
    List<String> found = new ArrayList<>();
    boolean simulation = false;
    try (ZipFile z = new ZipFile(JAR.toFile())) {
      for (ZipEntry e : java.util.Collections.list(z.entries())) {
        for (String f : foreign) {
          if (e.getName().startsWith(f) && !found.contains(f)) {
            found.add(f);
          }
        }
        simulation |= e.getName().equals("dev/tenace/cli/Simulation.class");
      }
    }
    assertThat(found).as("libraries in %s", JAR).isEmpty();
    assertThat(simulation).isTrue();
    try (Stream<Path> jars = Files.list(LIB)) {
      assertThat(jars.map(p -> p.getFileName().toString()))
          .as("Spark's SLF4J API beside the jar, for spark-submit's class path")
          .anyMatch(n -> n.startsWith("slf4j-api-"));
    }
  }

  @Test
  @DisplayName("README: the local spark-submit command runs and prints tenace simulate's table")
  void readmeSparkSubmitCommand() throws Exception {
    String[] job = {
      "simulate",
      "spades",
      "-n",
      "30",
      "--deals",
      "--bots",
      "heuristic,random,heuristic,random",
      "--seed",
      "3"
    };
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    // the flags the README lists: the ones this test JVM was started with (spark.test.jvm)
    for (String a : java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (a.startsWith("--add-opens=")
          || a.startsWith("-Djdk.reflect")
          || a.startsWith("-Dio.netty")) {
        cmd.add(a);
      }
    }
    cmd.addAll(
        List.of(
            "-cp",
            LIB + File.separator + "*",
            "org.apache.spark.deploy.SparkSubmit",
            "--master",
            "local[2]",
            JAR.toString()));
    cmd.addAll(List.of(job));
    ProcessBuilder pb = new ProcessBuilder(cmd);
    File err = Files.createTempFile("spark-submit", ".err").toFile();
    pb.redirectError(err);
    Process p = pb.start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(10, TimeUnit.MINUTES)).isTrue();
    String errText = Files.readString(err.toPath());
    assertThat(p.exitValue()).as(errText).isZero();
    assertThat(errText).doesNotContain("NoClassDefFoundError").doesNotContain("SLF4J");
    List<String> local = new ArrayList<>(List.of(job));
    local.add("--quiet");
    assertThat(out).isEqualTo(tenace(local.toArray(new String[0])));
  }

  private static String tenace(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status =
        Tenace.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            new ByteArrayInputStream(new byte[0]));
    assertThat(status).isZero();
    return out.toString(StandardCharsets.UTF_8);
  }
}
