package dev.tenace.learn;

import dev.tenace.core.game.GameDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finds the {@link Encoder} of any game on the class path under its rules: the game's registered
 * {@link GameEncoder} if it has one (the four bundled games do), else the {@link GenericEncoder}
 * derived from its definition and views. Generic code needs no cast and no knowledge of the game.
 *
 * <pre>{@code
 * for (GameDefinition<?, ?, ?> g : Games.all()) {
 *   Encoder enc = Encoders.forDefaults(g);
 *   System.out.println(g.name() + ": " + enc.actionCount() + " actions");
 * }
 * Encoder five = Encoders.forGame(HeartsGame.INSTANCE, HeartsGame.INSTANCE.presets().get("five-players"));
 * }</pre>
 */
public final class Encoders {
  private Encoders() {}

  /** The registered encodings, by game name, read once. */
  private static final class Registered {
    static final Map<String, GameEncoder> BY_GAME = load();

    private static Map<String, GameEncoder> load() {
      Map<String, GameEncoder> m = new TreeMap<>();
      for (GameEncoder e : ServiceLoader.load(GameEncoder.class, Encoders.class.getClassLoader())) {
        GameEncoder old = m.putIfAbsent(e.game(), e);
        if (old != null) {
          throw new IllegalStateException(
              "two encoders are registered for the game '"
                  + e.game()
                  + "': "
                  + old.getClass().getName()
                  + " and "
                  + e.getClass().getName());
        }
      }
      return Map.copyOf(m);
    }
  }

  /** Generic encoders derived so far, by game and rules (deriving one plays seeded matches). */
  private static final Map<List<Object>, GenericEncoder> GENERIC = new ConcurrentHashMap<>();

  /** How many generic encoders are kept. */
  private static final int KEPT = 64;

  /** The names of the games that register an encoder of their own, in name order. */
  public static List<String> registered() {
    return new ArrayList<>(new TreeMap<>(Registered.BY_GAME).keySet());
  }

  /**
   * The encoder of {@code game} under {@code rules}: the action space, masks and vectors of that
   * table (its size of table, its passing stages). The game's registered {@link GameEncoder}, or
   * the {@link GenericEncoder} for a game without one.
   *
   * @throws IllegalArgumentException naming the game if the rules are not the game's, or if it
   *     registers no encoder and the generic one cannot be derived
   */
  public static <R> Encoder forGame(GameDefinition<R, ?, ?> game, R rules) {
    Objects.requireNonNull(game, "game is null");
    Objects.requireNonNull(rules, "rules are null");
    GameEncoder registered = Registered.BY_GAME.get(game.name());
    return registered != null ? registered.encoder(game, rules) : generic(game, rules);
  }

  /**
   * The {@link GenericEncoder} of {@code game} under {@code rules}, even for a game that registers
   * its own. Kept once derived.
   *
   * @throws IllegalArgumentException naming the game if the generic encoding cannot be derived (its
   *     deals cannot be played, or a fact's values are of different kinds)
   */
  public static <R> GenericEncoder generic(GameDefinition<R, ?, ?> game, R rules) {
    Objects.requireNonNull(game, "game is null");
    Objects.requireNonNull(rules, "rules are null");
    List<Object> key = List.of(game.name(), game.getClass().getName(), rules);
    GenericEncoder e = GENERIC.get(key);
    if (e == null) {
      try {
        e = GenericEncoder.derive(game, rules);
      } catch (RuntimeException x) {
        throw new IllegalArgumentException(
            "no encoder for the game '"
                + game.name()
                + "': it registers none (games that do: "
                + String.join(", ", registered())
                + ") and the generic encoding could not be derived from its definition: "
                + x.getMessage(),
            x);
      }
      if (GENERIC.size() >= KEPT) {
        GENERIC.clear();
      }
      GENERIC.putIfAbsent(key, e);
    }
    return e;
  }

  /** The encoder of {@code game} under its default rules. */
  public static <R> Encoder forDefaults(GameDefinition<R, ?, ?> game) {
    return forGame(game, game.defaultRules());
  }
}
