package dev.tenace.core.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles a user's program against the built library as a user's build would, with {@code javac
 * --release 17 -Xlint:all -Werror} and nothing on the path but Tenace and Vavr (no Immutables, no
 * test libraries): what a library puts in its class files — class-retention annotations of a
 * compile-time-only processor, generated types in signatures — must not break such a build.
 *
 * <pre>{@code
 * ClientCompilation.Result r = ClientCompilation.onClassPath(List.of(ClientCompilation.locate(MyRules.class), ...))
 *     .compile(Map.of("client/Client.java", source));
 * r.assertClean();
 * }</pre>
 */
public final class ClientCompilation {
  static {
    // Patched into dev.tenace.core when the tests run on the module path: read javac's module.
    ModuleLayer.boot()
        .findModule("java.compiler")
        .ifPresent(ClientCompilation.class.getModule()::addReads);
  }

  private final List<Path> classPath;
  private final List<Path> modulePath;

  private ClientCompilation(List<Path> classPath, List<Path> modulePath) {
    this.classPath = List.copyOf(classPath);
    this.modulePath = List.copyOf(modulePath);
  }

  /** A compilation with exactly these class path entries. */
  public static ClientCompilation onClassPath(List<Path> entries) {
    return new ClientCompilation(entries, List.of());
  }

  /** A compilation of a named module with exactly these module path entries. */
  public static ClientCompilation onModulePath(List<Path> entries) {
    return new ClientCompilation(List.of(), entries);
  }

  /** The class directory or jar a class was loaded from. */
  public static Path locate(Class<?> type) {
    try {
      URL url = type.getProtectionDomain().getCodeSource().getLocation();
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot locate " + type, e);
    }
  }

  /**
   * The class directory or jar of a class known by name (a class of a module the caller does not
   * read, such as {@code io.vavr.match}).
   */
  public static Path locate(String className) {
    try {
      return locate(Class.forName(className, false, ClientCompilation.class.getClassLoader()));
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("not on the test path: " + className, e);
    }
  }

  /**
   * Vavr and the module it requires ({@code io.vavr.match}): the library's one run-time dependency.
   */
  public static List<Path> vavr() {
    return List.of(
        locate("io.vavr.control.Validation"), locate("io.vavr.match.annotation.Patterns"));
  }

  /**
   * Every class file under a class directory that names one of {@code fragments} (e.g. {@code
   * "org/immutables/value/Generated"}), as paths relative to the directory.
   */
  public static List<String> classFilesNaming(Path classes, String... fragments) {
    try (Stream<Path> files = Files.walk(classes)) {
      return files
          .filter(p -> p.toString().endsWith(".class"))
          .filter(
              p -> {
                String text = new String(read(p), StandardCharsets.ISO_8859_1);
                for (String f : fragments) {
                  if (text.contains(f)) {
                    return true;
                  }
                }
                return false;
              })
          .map(p -> classes.relativize(p).toString())
          .sorted()
          .collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static byte[] read(Path p) {
    try {
      return Files.readAllBytes(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Compiles the sources (relative path to text) with {@code --release 17 -Xlint:all -Werror} into
   * a fresh directory.
   */
  public Result compile(Map<String, String> sources) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertThat(javac).as("a JDK compiler (tests run on a JDK)").isNotNull();
    try {
      Path root = Files.createTempDirectory("tenace-client");
      Path src = root.resolve("src");
      Path out = root.resolve("out");
      Files.createDirectories(out);
      List<Path> files = new ArrayList<>();
      for (Map.Entry<String, String> e : sources.entrySet()) {
        Path f = src.resolve(e.getKey());
        Files.createDirectories(f.getParent());
        Files.writeString(f, e.getValue());
        files.add(f);
      }
      List<String> options =
          new ArrayList<>(
              List.of("--release", "17", "-Xlint:all", "-Werror", "-d", out.toString()));
      // An explicit (possibly empty) path, so that javac never falls back to this JVM's class path.
      options.add("-classpath");
      options.add(join(classPath));
      if (!modulePath.isEmpty()) {
        options.add("--module-path");
        options.add(join(modulePath));
      }
      options.add("-proc:none");
      DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
      try (StandardJavaFileManager fm =
          javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
        boolean ok =
            javac
                .getTask(
                    null, fm, diagnostics, options, null, fm.getJavaFileObjectsFromPaths(files))
                .call();
        List<String> messages = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
          messages.add(
              d.getKind()
                  + ": "
                  + (d.getSource() == null
                      ? ""
                      : d.getSource().getName() + ":" + d.getLineNumber() + ": ")
                  + d.getMessage(Locale.ROOT));
        }
        return new Result(ok, List.copyOf(messages), out, options);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String join(List<Path> paths) {
    return paths.stream()
        .map(Path::toString)
        .collect(Collectors.joining(java.io.File.pathSeparator));
  }

  /**
   * The outcome of a compilation.
   *
   * @param success whether javac succeeded (with {@code -Werror}: no warning either)
   * @param diagnostics every error, warning and note, one line each
   * @param classes the output directory
   * @param options the javac options used
   */
  public record Result(
      boolean success, List<String> diagnostics, Path classes, List<String> options) {
    /** Asserts that javac succeeded without a single diagnostic. */
    public Result assertClean() {
      assertThat(diagnostics).as("javac %s", options).isEmpty();
      assertThat(success).as("javac %s", options).isTrue();
      return this;
    }

    /**
     * Runs {@code public static String run()} of a compiled class, loaded with the compiled classes
     * in front of {@code parent}, and returns what it returned.
     */
    public String run(String className, ClassLoader parent) {
      try (URLClassLoader loader =
          new URLClassLoader(new URL[] {classes.toUri().toURL()}, parent)) {
        return (String) loader.loadClass(className).getMethod("run").invoke(null);
      } catch (ReflectiveOperationException | IOException e) {
        throw new AssertionError("running " + className + " failed: " + e, e);
      }
    }
  }
}
