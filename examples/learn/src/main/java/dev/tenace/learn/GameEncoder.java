package dev.tenace.learn;

import dev.tenace.core.game.GameDefinition;
import java.util.Objects;

/**
 * A game's own encoding, registered for {@link java.util.ServiceLoader}: {@link Encoders#forGame}
 * uses it for its game instead of the {@link GenericEncoder}, which serves every game without one.
 * A game registers one when it wants ids or features of its own (the four bundled games do, to keep
 * their documented layouts); its {@link Encoder} keeps the common segments derived from the core
 * view (seat to act, dealer, hand, trick table, voids, standing) and adds its own after them.
 *
 * <pre>{@code
 * # META-INF/services/dev.tenace.learn.GameEncoder (and "provides" in module-info.java)
 * com.example.mygame.MyGameEncoder$Registration
 *
 * public static final class Registration implements GameEncoder {
 *   public String game() { return "mygame"; }
 *   public Encoder encoder(GameDefinition<?, ?, ?> game, Object rules) {
 *     return new MyGameEncoder(GameEncoder.rules(MyRules.class, rules, game()));
 *   }
 * }
 * }</pre>
 *
 * <p>A registration needs a public no-argument constructor; it is created once per lookup and may
 * be shared between threads.
 */
public interface GameEncoder {
  /** The name of the game it encodes, as its {@link GameDefinition#name()}. */
  String game();

  /**
   * The game's encoder under {@code rules}.
   *
   * @param game the game's definition, whose {@link GameDefinition#name()} is {@link #game()}
   * @param rules the game's rules
   * @throws IllegalArgumentException naming the game if the rules are not the game's
   */
  Encoder encoder(GameDefinition<?, ?, ?> game, Object rules);

  /**
   * The rules as the game's rules type, for a registration's {@link #encoder}.
   *
   * @throws IllegalArgumentException naming the game and both types if they are of another type
   */
  static <T> T rules(Class<T> type, Object rules, String game) {
    Objects.requireNonNull(rules, "rules are null");
    if (!type.isInstance(rules)) {
      throw new IllegalArgumentException(
          "the rules of "
              + game
              + " are a "
              + type.getSimpleName()
              + ", not a "
              + rules.getClass().getSimpleName());
    }
    return type.cast(rules);
  }
}
