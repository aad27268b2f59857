package dev.tenace.core.game;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A public fact of a {@link View} beyond the trick game's common ones: the trump, the bids, the
 * picker, the partner card once it is public, the suit roles, the points taken. Generic tools — the
 * command line's display, {@code tenace serve}'s JSON, the browser table — show a game's facts from
 * {@link View#facts()} without knowing the game.
 *
 * <p>A fact has a {@link #name()} (a stable {@code snake_case} key, as {@code serve} writes it), a
 * {@link #label()} in players' words ({@code "trump"}, {@code "bids"}; empty for a fact meant for
 * programs only) and a typed value, one of: {@code null} (none yet), {@link Integer}, {@link
 * Boolean}, {@link String}, {@link Card}, {@link CardSet}, {@link SeatNumber} (a seat, which a
 * display may write as "you"), or a {@link List} or an ordered {@link Map} (from {@code String}) of
 * these.
 *
 * <pre>{@code
 * public List<Fact> facts() {
 *   return List.of(
 *       Fact.of("trump", "trump", "spades"),
 *       Fact.seat("picker", "picker", picker),                  // OptionalInt: null when none
 *       Fact.of("card_points", "card points won", cardPoints())); // List<Integer>
 * }
 * }</pre>
 *
 * @param name the fact's stable key
 * @param label the fact in players' words, or empty for programs only
 * @param value the typed value, as above
 */
public record Fact(String name, String label, Object value) {
  /** A seat as a fact's value (a display may write the viewer's own seat as "you"). */
  public record SeatNumber(int seat) {
    /** Checks the seat. */
    public SeatNumber {
      if (seat < 0) {
        throw new IllegalArgumentException("seat " + seat + " is negative");
      }
    }
  }

  /**
   * Checks the parts and copies a list or map value.
   *
   * @throws IllegalArgumentException if the value is of another type, naming the fact and the type
   */
  public Fact {
    Objects.requireNonNull(name, "name is null");
    Objects.requireNonNull(label, "label is null");
    value = checked(name, value);
  }

  /** A fact from its name, its label and a value of the types listed above. */
  public static Fact of(String name, String label, Object value) {
    return new Fact(name, label, value);
  }

  /** A fact for programs only (no label: displays for people leave it out). */
  public static Fact data(String name, Object value) {
    return new Fact(name, "", value);
  }

  /** A seat, or none ({@code null}) for a negative seat. */
  public static Fact seat(String name, String label, int seat) {
    return new Fact(name, label, seat < 0 ? null : new SeatNumber(seat));
  }

  /** A seat, or none. */
  public static Fact seat(String name, String label, OptionalInt seat) {
    return seat(name, label, seat.orElse(-1));
  }

  /** A value or none. */
  public static Fact optional(String name, String label, Optional<?> value) {
    return new Fact(name, label, value.orElse(null));
  }

  /** Whether people are shown this fact (it has a label). */
  public boolean shown() {
    return !label.isEmpty();
  }

  private static Object checked(String name, Object v) {
    if (v == null
        || v instanceof Integer
        || v instanceof Boolean
        || v instanceof String
        || v instanceof Card
        || v instanceof CardSet
        || v instanceof SeatNumber) {
      return v;
    }
    if (v instanceof List<?> l) {
      List<Object> out = new ArrayList<>(l.size());
      for (Object x : l) {
        out.add(checked(name, x));
      }
      return Collections.unmodifiableList(out);
    }
    if (v instanceof Map<?, ?> m) {
      Map<String, Object> out = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        if (!(e.getKey() instanceof String k)) {
          throw new IllegalArgumentException("fact " + name + ": a map's keys must be texts");
        }
        out.put(k, checked(name, e.getValue()));
      }
      return Collections.unmodifiableMap(out);
    }
    throw new IllegalArgumentException(
        "fact "
            + name
            + ": a value of type "
            + v.getClass().getName()
            + " is not a fact's value (null, Integer, Boolean, String, Card, CardSet, SeatNumber,"
            + " or a List or Map of these)");
  }
}
