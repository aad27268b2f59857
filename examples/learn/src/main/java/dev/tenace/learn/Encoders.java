package dev.tenace.learn;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.hearts.HeartsRules;
import dev.tenace.sheepshead.SheepsheadRules;
import dev.tenace.spades.SpadesRules;
import dev.tenace.suitability.SuitabilityRules;
import java.util.List;
import java.util.Objects;

/**
 * Finds the {@link Encoder} of a game under its rules, for any {@link GameDefinition} of the
 * bundled games: generic code needs no cast and no knowledge of the game.
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

  /** The names of the games that have an encoder. */
  public static List<String> games() {
    return List.of("hearts", "spades", "sheepshead", "suitability");
  }

  /**
   * The encoder of {@code game} under {@code rules}: the action space, masks and vectors of that
   * table (its size of table, its passing stages).
   *
   * @throws IllegalArgumentException naming the game if it has no encoder, or if the rules are not
   *     the game's
   */
  public static <R> Encoder forGame(GameDefinition<R, ?, ?> game, R rules) {
    Objects.requireNonNull(game, "game is null");
    Objects.requireNonNull(rules, "rules are null");
    return switch (game.name()) {
      case "hearts" -> new HeartsEncoder(rules(HeartsRules.class, rules, game));
      case "spades" -> new SpadesEncoder(rules(SpadesRules.class, rules, game));
      case "sheepshead" -> new SheepsheadEncoder(rules(SheepsheadRules.class, rules, game));
      case "suitability" -> new SuitabilityEncoder(rules(SuitabilityRules.class, rules, game));
      default ->
          throw new IllegalArgumentException(
              "no encoder for the game '"
                  + game.name()
                  + "' (encoders: "
                  + String.join(", ", games())
                  + ")");
    };
  }

  /** The encoder of {@code game} under its default rules. */
  public static <R> Encoder forDefaults(GameDefinition<R, ?, ?> game) {
    return forGame(game, game.defaultRules());
  }

  private static <T> T rules(Class<T> type, Object rules, GameDefinition<?, ?, ?> game) {
    if (!type.isInstance(rules)) {
      throw new IllegalArgumentException(
          "the rules of "
              + game.name()
              + " are a "
              + type.getSimpleName()
              + ", not a "
              + rules.getClass().getSimpleName());
    }
    return type.cast(rules);
  }
}
