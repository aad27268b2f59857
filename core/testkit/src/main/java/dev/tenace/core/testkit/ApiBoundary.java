package dev.tenace.core.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Checks of what a module shows its users: its descriptor (read from the built classes, whether the
 * tests run on the class path or the module path), the types its public signatures name, the Vavr
 * types among them, and the games a module layer built from the artifacts provides.
 *
 * <pre>{@code
 * ModuleDescriptor d = ApiBoundary.descriptor(HeartsGame.class);
 * assertThat(ApiBoundary.exportedToAll(d)).containsExactly("dev.tenace.hearts");
 * assertThat(ApiBoundary.signatureLeaks(HeartsGame.class, Set.of("dev.tenace.core.game", ...))).isEmpty();
 * }</pre>
 */
public final class ApiBoundary {
  private ApiBoundary() {}

  /**
   * The descriptor of the module a class was compiled into, read from its class directory or jar.
   *
   * @throws AssertionError naming the location when it holds no {@code module-info.class}: a game
   *     that is not a named module has no module boundary to check ({@link GameModuleContract} is
   *     for modules; {@link DefinitionContract} needs none)
   */
  public static ModuleDescriptor descriptor(Class<?> anyType) {
    Path at = ClientCompilation.locate(anyType);
    if (!hasModuleInfo(at)) {
      throw new AssertionError(
          anyType.getName()
              + " is not in a named module: no module-info.class at "
              + at
              + " (a game without a module-info.java can run DefinitionContract and GameContract,"
              + " not GameModuleContract)");
    }
    Set<ModuleReference> found = ModuleFinder.of(at).findAll();
    if (found.size() != 1) {
      throw new AssertionError("expected one module at " + at + " but found " + found);
    }
    return found.iterator().next().descriptor();
  }

  private static boolean hasModuleInfo(Path at) {
    if (Files.isDirectory(at)) {
      return Files.exists(at.resolve("module-info.class"));
    }
    try (JarFile jar = new JarFile(at.toFile())) {
      return jar.getEntry("module-info.class") != null;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + at, e);
    }
  }

  /** The class files of a class directory or jar, as {@code a/b/C.class} names. */
  private static List<String> classFiles(Path at) {
    if (Files.isDirectory(at)) {
      try (Stream<Path> files = Files.walk(at)) {
        return files
            .filter(Files::isRegularFile)
            .map(f -> at.relativize(f).toString().replace(java.io.File.separatorChar, '/'))
            .collect(Collectors.toList());
      } catch (IOException e) {
        throw new UncheckedIOException("cannot list " + at, e);
      }
    }
    try (JarFile jar = new JarFile(at.toFile())) {
      return jar.stream().map(JarEntry::getName).collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + at, e);
    }
  }

  /** The packages a module exports to every module, sorted. */
  public static Set<String> exportedToAll(ModuleDescriptor d) {
    return d.exports().stream()
        .filter(e -> !e.isQualified())
        .map(ModuleDescriptor.Exports::source)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  /** The packages a module exports to named modules only, each with its targets, sorted. */
  public static Map<String, Set<String>> qualifiedExports(ModuleDescriptor d) {
    Map<String, Set<String>> out = new TreeMap<>();
    for (ModuleDescriptor.Exports e : d.exports()) {
      if (e.isQualified()) {
        out.put(e.source(), new TreeSet<>(e.targets()));
      }
    }
    return out;
  }

  /**
   * Every {@code requires} as {@code "name"} with its modifiers in front, e.g. {@code "transitive
   * io.vavr"}.
   */
  public static Set<String> requires(ModuleDescriptor d) {
    Set<String> out = new TreeSet<>();
    for (ModuleDescriptor.Requires r : d.requires()) {
      if (r.modifiers().contains(ModuleDescriptor.Requires.Modifier.MANDATED)) {
        continue;
      }
      String mods =
          r.modifiers().stream()
              .map(m -> m.name().toLowerCase(java.util.Locale.ROOT))
              .sorted()
              .collect(Collectors.joining(" "));
      out.add((mods.isEmpty() ? "" : mods + " ") + r.name());
    }
    return out;
  }

  /**
   * Every public type of a package of the class directory or jar {@code anyType} was loaded from, a
   * module or not (nested types whose enclosing types are all public included), sorted by name.
   */
  public static List<Class<?>> publicTypes(Class<?> anyType, String pkg) {
    // the class directory or jar itself, so that a game on the class path without a module-info
    // is read as well as a module
    String prefix = pkg.replace('.', '/') + "/";
    List<String> names =
        classFiles(ClientCompilation.locate(anyType)).stream()
            .filter(
                n ->
                    n.startsWith(prefix)
                        && n.endsWith(".class")
                        && n.indexOf('/', prefix.length()) < 0
                        && !n.endsWith("package-info.class"))
            .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.'))
            .sorted()
            .collect(Collectors.toList());
    List<Class<?>> out = new ArrayList<>();
    for (String n : names) {
      Class<?> c;
      try {
        c = Class.forName(n, false, anyType.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new AssertionError("cannot load " + n, e);
      }
      if (isVisible(c) && !c.isAnonymousClass() && !c.isSynthetic()) {
        out.add(c);
      }
    }
    return out;
  }

  private static boolean isVisible(Class<?> c) {
    for (Class<?> k = c; k != null; k = k.getEnclosingClass()) {
      if (!Modifier.isPublic(k.getModifiers())) {
        return false;
      }
    }
    return true;
  }

  /**
   * The types a user reaches through a public type's public and protected members (fields,
   * constructors, methods: parameters, results, exceptions, type-variable bounds) that are not
   * public or not in {@code allowedPackages}, {@code java.*} or {@code io.vavr.*}: one line per
   * member and type. Supertypes are not members: a public type may extend a hidden one (the
   * Immutables builder), and its users never name it.
   */
  public static List<String> signatureLeaks(Class<?> type, Set<String> allowedPackages) {
    List<String> out = new ArrayList<>();
    for (Map.Entry<String, List<Type>> m : memberTypes(type).entrySet()) {
      Set<Class<?>> named = new HashSet<>();
      for (Type t : m.getValue()) {
        collect(t, named, new HashSet<>());
      }
      for (Class<?> c : named) {
        String pkg = c.getPackageName();
        boolean allowed =
            pkg.startsWith("java.") || pkg.startsWith("io.vavr") || allowedPackages.contains(pkg);
        if (!allowed || !isVisible(c)) {
          out.add(
              type.getName()
                  + "."
                  + m.getKey()
                  + " names "
                  + c.getName()
                  + (isVisible(c) ? "" : " (not public)"));
        }
      }
    }
    return out;
  }

  /**
   * The Vavr types a user meets in a public type's public and protected members other than {@code
   * Either}, {@code Validation} and a {@code Seq} of errors as the first type argument of a {@code
   * Validation}: one line per member and type.
   */
  public static List<String> vavrBeyondResults(Class<?> type) {
    List<String> out = new ArrayList<>();
    for (Map.Entry<String, List<Type>> m : memberTypes(type).entrySet()) {
      for (Type t : m.getValue()) {
        vavr(t, false, type.getName() + "." + m.getKey(), out, new HashSet<>());
      }
    }
    return out;
  }

  private static void vavr(
      Type t, boolean errorsOfValidation, String where, List<String> out, Set<Type> seen) {
    if (t instanceof TypeVariable<?> && !seen.add(t)) {
      return; // a recursive bound: S extends GameState<S, V>
    }
    if (t instanceof Class<?> c) {
      if (c.isArray()) {
        vavr(c.getComponentType(), false, where, out, seen);
      } else if (c.getPackageName().startsWith("io.vavr") && !allowedVavr(c, errorsOfValidation)) {
        out.add(where + " names " + c.getName());
      }
    } else if (t instanceof ParameterizedType p) {
      Class<?> raw = (Class<?>) p.getRawType();
      vavr(raw, errorsOfValidation, where, out, seen);
      Type[] args = p.getActualTypeArguments();
      for (int i = 0; i < args.length; i++) {
        vavr(
            args[i],
            raw.getName().equals("io.vavr.control.Validation") && i == 0,
            where,
            out,
            seen);
      }
    } else if (t instanceof GenericArrayType g) {
      vavr(g.getGenericComponentType(), false, where, out, seen);
    } else if (t instanceof WildcardType w) {
      for (Type b : w.getUpperBounds()) {
        vavr(b, errorsOfValidation, where, out, seen);
      }
      for (Type b : w.getLowerBounds()) {
        vavr(b, errorsOfValidation, where, out, seen);
      }
    } else if (t instanceof TypeVariable<?> v) {
      for (Type b : v.getBounds()) {
        vavr(b, false, where, out, seen);
      }
    }
  }

  private static boolean allowedVavr(Class<?> c, boolean errorsOfValidation) {
    String n = c.getName();
    return n.equals("io.vavr.control.Either")
        || n.equals("io.vavr.control.Validation")
        || (errorsOfValidation && n.equals("io.vavr.collection.Seq"));
  }

  /**
   * Member description to the generic types it names, for public and protected non-synthetic
   * members.
   */
  private static Map<String, List<Type>> memberTypes(Class<?> type) {
    Map<String, List<Type>> out = new TreeMap<>();
    for (Field f : type.getDeclaredFields()) {
      if (exposed(f)) {
        out.put(f.getName(), List.of(f.getGenericType()));
      }
    }
    for (Constructor<?> c : type.getDeclaredConstructors()) {
      if (exposed(c)) {
        out.put("<init>" + describe(c), executableTypes(c));
      }
    }
    for (Method m : type.getDeclaredMethods()) {
      if (exposed(m) && !m.isBridge()) {
        List<Type> ts = new ArrayList<>(executableTypes(m));
        ts.add(m.getGenericReturnType());
        out.put(m.getName() + describe(m), ts);
      }
    }
    return out;
  }

  /**
   * Public members, and protected ones of a class that can be extended: a protected member of a
   * final class (a hook it overrides for a game-author base class) is reachable only from its own
   * package.
   */
  private static boolean exposed(Member m) {
    int mod = m.getModifiers();
    boolean extensible = !Modifier.isFinal(m.getDeclaringClass().getModifiers());
    return !m.isSynthetic()
        && (Modifier.isPublic(mod) || (Modifier.isProtected(mod) && extensible));
  }

  private static List<Type> executableTypes(Executable e) {
    List<Type> ts = new ArrayList<>(List.of(e.getGenericParameterTypes()));
    ts.addAll(List.of(e.getGenericExceptionTypes()));
    ts.addAll(List.of(e.getTypeParameters()));
    return ts;
  }

  private static String describe(Executable e) {
    return "("
        + java.util.Arrays.stream(e.getParameterTypes())
            .map(Class::getSimpleName)
            .collect(Collectors.joining(", "))
        + ")";
  }

  private static void collect(Type t, Set<Class<?>> out, Set<Type> seen) {
    if (!seen.add(t)) {
      return;
    }
    if (t instanceof Class<?> c) {
      Class<?> k = c;
      while (k.isArray()) {
        k = k.getComponentType();
      }
      if (!k.isPrimitive()) {
        out.add(k);
      }
    } else if (t instanceof ParameterizedType p) {
      collect(p.getRawType(), out, seen);
      for (Type a : p.getActualTypeArguments()) {
        collect(a, out, seen);
      }
    } else if (t instanceof GenericArrayType g) {
      collect(g.getGenericComponentType(), out, seen);
    } else if (t instanceof WildcardType w) {
      for (Type b : w.getUpperBounds()) {
        collect(b, out, seen);
      }
      for (Type b : w.getLowerBounds()) {
        collect(b, out, seen);
      }
    } else if (t instanceof TypeVariable<?> v) {
      for (Type b : v.getBounds()) {
        collect(b, out, seen);
      }
    }
  }

  /**
   * The names of the games a fresh module layer provides when it is built from {@code modulePath}
   * (directories or jars) with {@code root} as its root module and services bound: what {@code
   * Games.all()} finds for a program on the module path. Class-path copies of the same classes play
   * no part.
   */
  public static List<String> gamesOnModulePath(List<Path> modulePath, String root) {
    ModuleFinder finder = ModuleFinder.of(modulePath.toArray(Path[]::new));
    Configuration cf =
        ModuleLayer.boot().configuration().resolveAndBind(finder, ModuleFinder.of(), Set.of(root));
    ModuleLayer layer =
        ModuleLayer.boot().defineModulesWithOneLoader(cf, ClassLoader.getPlatformClassLoader());
    try {
      ClassLoader loader = layer.findLoader("dev.tenace.core");
      Class<?> definition = Class.forName("dev.tenace.core.game.GameDefinition", false, loader);
      Method name = definition.getMethod("name");
      List<String> out = new ArrayList<>();
      for (Object g : ServiceLoader.load(layer, definition)) {
        out.add((String) name.invoke(g));
      }
      out.sort(null);
      return out;
    } catch (ReflectiveOperationException e) {
      throw new LinkageError("cannot list the games of the layer: " + e, e);
    }
  }
}
