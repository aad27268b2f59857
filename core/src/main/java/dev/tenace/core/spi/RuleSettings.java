package dev.tenace.core.spi;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Variant;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Reading rules from {@code name=value} settings, the way every {@link GameDefinition#rules} does
 * through {@link VariantTable}: each value is parsed by the variant's type, every unknown name and
 * bad value is reported (all of them, not the first), and what the rules value itself rejects is
 * reported last. Package-private: games declare their variants in a {@link VariantTable}, which
 * reads settings through this class.
 *
 * <pre>{@code
 * return RuleSettings.read("Hearts", variants(), settings, (name, value) -> {
 *   switch (name) {
 *     case "moonChoice": builder.moonChoice(RuleSettings.bool(value)); return true;
 *     default: return false;                       // reported as an unknown variant
 *   }
 * }, builder::build);
 * }</pre>
 */
final class RuleSettings {
  private RuleSettings() {}

  /** Puts one setting into a rules builder. */
  @FunctionalInterface
  public interface Setter {
    /**
     * Applies {@code value} (trimmed, never null) to the variant {@code name}.
     *
     * @return {@code false} if there is no such variant
     * @throws IllegalArgumentException if the value is not one the variant takes; the message says
     *     what was expected and what was given
     */
    boolean set(String name, String value);
  }

  /**
   * Reads settings into rules.
   *
   * @param game the game's name as it appears in messages, e.g. {@code "Hearts"}
   * @param variants the game's variants, listed in the message for an unknown name
   * @param settings variant name to value text; a null value counts as empty
   * @param setter applies one setting to the builder
   * @param build builds the rules once every setting is applied; an {@link
   *     IllegalArgumentException} from it (an invalid combination) is reported
   * @return the rules, or every problem found, each naming the variant or the rule broken
   */
  public static <R> Validation<Seq<String>, R> read(
      String game,
      java.util.List<Variant> variants,
      Map<String, String> settings,
      Setter setter,
      Supplier<R> build) {
    Objects.requireNonNull(settings, "settings is null");
    List<String> errors = List.empty();
    for (Map.Entry<String, String> e : settings.entrySet()) {
      if (e.getKey() == null) {
        errors = errors.append("a " + game + " variant name is null");
        continue;
      }
      String value = e.getValue() == null ? "" : e.getValue().trim();
      try {
        if (!setter.set(e.getKey(), value)) {
          errors =
              errors.append(
                  "unknown "
                      + game
                      + " variant '"
                      + e.getKey()
                      + "' (known: "
                      + variants.stream().map(Variant::name).collect(Collectors.joining(", "))
                      + ")");
        }
      } catch (IllegalArgumentException ex) {
        errors = errors.append("variant " + e.getKey() + ": " + ex.getMessage());
      }
    }
    try {
      R built = build.get();
      return errors.isEmpty() ? Validation.valid(built) : Validation.invalid(errors);
    } catch (IllegalArgumentException | IllegalStateException ex) {
      return Validation.invalid(errors.append(ex.getMessage()));
    }
  }

  /**
   * A boolean setting: {@code true}, {@code on}, {@code yes} or {@code false}, {@code off}, {@code
   * no}, in any case.
   *
   * @throws IllegalArgumentException naming the text
   */
  public static boolean bool(String text) {
    return switch (text.trim().toLowerCase(Locale.ROOT)) {
      case "true", "on", "yes" -> true;
      case "false", "off", "no" -> false;
      default ->
          throw new IllegalArgumentException("expected true or false but was '" + text + "'");
    };
  }

  /**
   * A whole-number setting.
   *
   * @throws IllegalArgumentException naming the text
   */
  public static int integer(String text) {
    try {
      return Integer.parseInt(text.trim());
    } catch (NumberFormatException ex) {
      throw new IllegalArgumentException("expected a whole number but was '" + text + "'");
    }
  }

  /**
   * An enumeration setting, by constant name in any case.
   *
   * @throws IllegalArgumentException naming the text and the allowed names
   */
  public static <E extends Enum<E>> E choice(Class<E> type, String text) {
    String wanted = text.trim().toUpperCase(Locale.ROOT);
    for (E e : type.getEnumConstants()) {
      if (e.name().equals(wanted)) {
        return e;
      }
    }
    throw new IllegalArgumentException(
        "expected one of "
            + Arrays.stream(type.getEnumConstants())
                .map(Enum::name)
                .collect(Collectors.joining(", "))
            + " but was '"
            + text
            + "'");
  }
}
