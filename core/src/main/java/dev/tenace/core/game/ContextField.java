package dev.tenace.core.game;

import java.util.Objects;

/**
 * A match-context field of the replay format ({@code REPLAY.md}): what a record of a single deal
 * carries so that the deal replays as it was played inside its match (its number, the totals before
 * it, a game's own facts such as Spades' {@code "scores"}). A game declares its fields once ({@link
 * GameDefinition#contextFields}); tools read and check a record's fields from that list, naming no
 * game.
 *
 * <pre>{@code
 * ContextField.number("deal");            // "deal": 3
 * ContextField.numbers("scores", 2);      // "scores": [120, -40]
 * ContextField.text("passDirection");     // "passDirection": "LEFT"
 * }</pre>
 *
 * @param name the field's name in a record
 * @param shape what its value is
 * @param size the length of a {@link Shape#NUMBERS} value; 0 for the other shapes
 */
public record ContextField(String name, Shape shape, int size) {
  /** What a field's value is. */
  public enum Shape {
    /** A whole number ({@code int}). */
    NUMBER,
    /** An array of {@code size} whole numbers, read as a {@code List<Integer>}. */
    NUMBERS,
    /** A text. */
    TEXT
  }

  /** Checks the parts. */
  public ContextField {
    Objects.requireNonNull(name, "name is null");
    Objects.requireNonNull(shape, "shape is null");
    if ((shape == Shape.NUMBERS) != (size > 0) || size < 0) {
      throw new IllegalArgumentException(
          "a field of " + shape + " has " + (shape == Shape.NUMBERS ? "a size above 0" : "size 0"));
    }
  }

  /** A whole-number field. */
  public static ContextField number(String name) {
    return new ContextField(name, Shape.NUMBER, 0);
  }

  /** A field of {@code size} whole numbers. */
  public static ContextField numbers(String name, int size) {
    return new ContextField(name, Shape.NUMBERS, size);
  }

  /** A text field. */
  public static ContextField text(String name) {
    return new ContextField(name, Shape.TEXT, 0);
  }
}
