package dev.tenace.cli;

import dev.tenace.core.game.GameDefinition;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The command line's access to the games on the class path ({@link dev.tenace.core.game.Games}).
 */
public final class Games {
  private Games() {}

  /** Every game, by name. */
  public static List<GameDefinition<?, ?, ?>> all() {
    return dev.tenace.core.game.Games.all();
  }

  /**
   * The game a command plays when none is named: the first by name of those on the class path
   * ({@code ""}, which no game is, when there is none).
   */
  public static String defaultName() {
    List<GameDefinition<?, ?, ?>> all = all();
    return all.isEmpty() ? "" : all.get(0).name();
  }

  /** The names of the games, by name: picocli's {@code ${COMPLETION-CANDIDATES}} of a game. */
  public static final class Names implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return all().stream().map(GameDefinition::name).iterator();
    }
  }

  /**
   * The game named {@code name}.
   *
   * @throws IllegalArgumentException listing the known games if there is none of that name
   */
  public static GameDefinition<?, ?, ?> find(String name) {
    return dev.tenace.core.game.Games.find(name == null ? "" : name.toLowerCase(Locale.ROOT))
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "unknown game '"
                        + name
                        + "' (known: "
                        + all().stream().map(GameDefinition::name).collect(Collectors.joining(", "))
                        + ")"));
  }

  /**
   * Rules from {@code preset,name=value,...} text over the game's defaults: at most one preset,
   * each variant at most once (nothing is settled silently by "last wins").
   *
   * @throws IllegalArgumentException listing every problem
   */
  public static <R> R rules(GameDefinition<R, ?, ?> g, String text) {
    Map<String, String> settings = new LinkedHashMap<>();
    List<String> errors = new ArrayList<>();
    R base = g.defaultRules();
    String presetName = null;
    if (text != null && !text.isBlank()) {
      for (String part : text.split(",", -1)) {
        String p = part.trim();
        if (p.isEmpty()) {
          continue;
        }
        int eq = p.indexOf('=');
        if (eq < 0) {
          R preset = g.presets().get(p);
          if (preset == null) {
            errors.add(
                "'"
                    + p
                    + "' is neither name=value nor a preset (presets: "
                    + String.join(", ", g.presets().keySet())
                    + ")");
          } else if (presetName != null) {
            errors.add(
                "two presets, '"
                    + presetName
                    + "' and '"
                    + p
                    + "' (give one, and name=value for the rest)");
          } else {
            presetName = p;
            base = preset;
          }
          continue;
        }
        String name = p.substring(0, eq).trim();
        if (settings.containsKey(name)) {
          errors.add(
              "'"
                  + name
                  + "' is set twice ("
                  + name
                  + "="
                  + settings.get(name)
                  + " and "
                  + p
                  + ")");
          continue;
        }
        settings.put(name, p.substring(eq + 1).trim());
      }
    }
    if (!errors.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", errors));
    }
    Validation<Seq<String>, R> v = g.rules(base, settings);
    if (v.isInvalid()) {
      throw new IllegalArgumentException(v.getError().mkString("; "));
    }
    return v.get();
  }
}
