package dev.tenace.examples;

import dev.tenace.core.game.GameDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/** The games on the class path, found through {@link ServiceLoader}: adding a game module adds it to the CLI. */
public final class Games {
  private Games() {}

  /** Every game by name, sorted. */
  @SuppressWarnings("rawtypes")
  public static Map<String, GameDefinition> all() {
    Map<String, GameDefinition> out = new java.util.TreeMap<>();
    for (GameDefinition<?, ?, ?> g : ServiceLoader.load(GameDefinition.class)) {
      out.put(g.name(), g);
    }
    return out;
  }

  /**
   * The game named {@code name}.
   *
   * @throws IllegalArgumentException listing the known games if there is none of that name
   */
  @SuppressWarnings("rawtypes")
  public static GameDefinition find(String name) {
    GameDefinition g = all().get(name == null ? "" : name.toLowerCase(java.util.Locale.ROOT));
    if (g == null) {
      throw new IllegalArgumentException("unknown game '" + name + "' (known: " + String.join(", ", all().keySet()) + ")");
    }
    return g;
  }

  /**
   * Rules from {@code name=value,...} text over the game's defaults.
   *
   * @throws IllegalArgumentException listing every problem
   */
  @SuppressWarnings({"rawtypes", "unchecked"})
  public static Object rules(GameDefinition g, String text) {
    Map<String, String> settings = new LinkedHashMap<>();
    List<String> errors = new ArrayList<>();
    Object base = g.defaultRules();
    if (text != null && !text.isBlank()) {
      for (String part : text.split(",")) {
        String p = part.trim();
        if (p.isEmpty()) {
          continue;
        }
        int eq = p.indexOf('=');
        if (eq < 0) {
          Object preset = g.presets().get(p);
          if (preset != null) {
            base = preset;
          } else {
            errors.add("'" + p + "' is neither name=value nor a preset (presets: " + String.join(", ", g.presets().keySet()) + ")");
          }
          continue;
        }
        settings.put(p.substring(0, eq).trim(), p.substring(eq + 1).trim());
      }
    }
    if (!errors.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", errors));
    }
    io.vavr.control.Validation<io.vavr.collection.Seq<String>, Object> v = g.rules(base, settings);
    if (v.isInvalid()) {
      throw new IllegalArgumentException(v.getError().mkString("; "));
    }
    return v.get();
  }
}
