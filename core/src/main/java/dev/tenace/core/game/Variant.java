package dev.tenace.core.game;

import java.util.List;
import java.util.Objects;

/**
 * The description of one rules variant, for documentation, the command line ({@code tenace rules})
 * and parsing {@code name=value} settings.
 *
 * @param name the exact variant name of the rules file, e.g. {@code "moonChoice"}
 * @param type {@code "boolean"}, {@code "integer"} (a whole number), an enumeration written as its
 *     values {@code "LEASTER|DOUBLER|FORCED_PICK"}, or a type of the game's own: one lower-case
 *     word that the game documents with the variant (Suitability's {@code "ranks"}); never an
 *     abbreviation such as {@code "int"}
 * @param defaultValue the default as text
 * @param section the rules section, e.g. {@code "hearts §7"}
 * @param description one line saying what it changes
 */
public record Variant(
    String name, String type, String defaultValue, String section, String description) {
  /** Checks the parts. */
  public Variant {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(defaultValue, "defaultValue");
    Objects.requireNonNull(section, "section");
    Objects.requireNonNull(description, "description");
  }

  /** The allowed values of an enumeration type, or an empty list. */
  public List<String> choices() {
    return type.contains("|") ? List.of(type.split("\\|")) : List.of();
  }
}
