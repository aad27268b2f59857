package dev.tenace.spark;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The jar's entry point. Under {@code spark-submit} (or any class path with Spark on it) it runs
 * {@link TenaceSpark} at once. Run with {@code java -jar}, it finds Spark in the {@code spark-lib}
 * directory beside the jar (the build copies it there) and runs {@link TenaceSpark} in a class
 * loader over both, so one jar serves the cluster (Spark provided) and the local run.
 */
public final class Main {
  private static final String SPARK = "org.apache.spark.sql.SparkSession";
  private static final String COMMAND = "dev.tenace.spark.TenaceSpark";

  private Main() {}

  /** Runs {@code tenace-spark} with Spark from the class path or from {@code spark-lib}. */
  public static void main(String[] args) throws Throwable {
    if (onClassPath(SPARK)) {
      TenaceSpark.main(args);
      return;
    }
    File jar = ownJar();
    File lib = new File(jar.getParentFile(), "spark-lib");
    File[] jars = lib.listFiles((d, name) -> name.endsWith(".jar"));
    if (jars == null || jars.length == 0) {
      System.err.println(
          "tenace-spark: Spark is not on the class path and "
              + lib
              + " holds no jars; build it with ./mvnw -B -ntp package -DskipTests, or run the jar"
              + " with spark-submit");
      System.exit(2);
    }
    Arrays.sort(jars);
    List<URL> urls = new ArrayList<>();
    urls.add(url(jar));
    for (File f : jars) {
      urls.add(url(f));
    }
    // the rest of the class path too: another game's jar there (java -cp tenace-spark.jar:game.jar
    // dev.tenace.spark.Main) is found by the job like the bundled games
    for (String e :
        System.getProperty("java.class.path", "")
            .split(java.util.regex.Pattern.quote(File.pathSeparator), -1)) {
      File f = new File(e);
      if (!e.isEmpty() && f.exists() && !f.getAbsoluteFile().equals(jar.getAbsoluteFile())) {
        urls.add(url(f));
      }
    }
    // parent: the platform loader, so every class of the job (ours included) comes from one loader
    URLClassLoader loader =
        new URLClassLoader("tenace-spark", urls.toArray(new URL[0]), platform());
    Thread.currentThread().setContextClassLoader(loader);
    try {
      Class.forName(COMMAND, true, loader)
          .getMethod("main", String[].class)
          .invoke(null, (Object) args);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  private static ClassLoader platform() {
    return ClassLoader.getPlatformClassLoader();
  }

  private static boolean onClassPath(String name) {
    try {
      Class.forName(name, false, Main.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  private static File ownJar() throws IOException {
    try {
      return new File(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IOException("cannot locate the tenace-spark jar: " + e.getMessage(), e);
    }
  }

  private static URL url(File f) throws MalformedURLException {
    return f.toURI().toURL();
  }
}
