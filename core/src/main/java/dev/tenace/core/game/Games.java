package dev.tenace.core.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The games on the class path (or module path), found with {@link ServiceLoader}: every game module
 * registers its {@link GameDefinition}.
 *
 * <pre>{@code
 * for (GameDefinition<?, ?, ?> g : Games.all()) System.out.println(g.name());
 * GameDefinition<?, ?, ?> hearts = Games.find("hearts").orElseThrow();
 * }</pre>
 */
public final class Games {
  private Games() {}

  /** Every game found, by name. */
  public static List<GameDefinition<?, ?, ?>> all() {
    List<GameDefinition<?, ?, ?>> out = new ArrayList<>();
    for (GameDefinition<?, ?, ?> g : ServiceLoader.load(GameDefinition.class)) {
      out.add(g);
    }
    out.sort(Comparator.comparing(GameDefinition::name));
    return List.copyOf(out);
  }

  /** The game of that name ({@code "hearts"}), if it is on the class path. */
  public static Optional<GameDefinition<?, ?, ?>> find(String name) {
    for (GameDefinition<?, ?, ?> g : all()) {
      if (g.name().equals(name)) {
        return Optional.of(g);
      }
    }
    return Optional.empty();
  }
}
