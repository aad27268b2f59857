package dev.tenace.core.spi;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Variant;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import java.util.function.UnaryOperator;

/**
 * A game's variants declared once — name, type, default, rules section, description, how to read it
 * from the rules and how to set it on a builder — from which {@link GameDefinition#variants()},
 * {@link GameDefinition#rules} (rules from {@code name=value} text) and {@link
 * GameDefinition#settings} (the inverse) are all derived, so a variant cannot be listed in one and
 * forgotten in another.
 *
 * <pre>{@code
 * static final VariantTable<HeartsRules, HeartsRules.Builder> TABLE =
 *     VariantTable.<HeartsRules, HeartsRules.Builder>of("Hearts", HeartsRules::toBuilder, HeartsRules.Builder::build)
 *         .bool("moonChoice", "§5.2", "the shooter chooses", HeartsRules::moonChoice, HeartsRules.Builder::moonChoice)
 *         .integer("targetScore", 1, 10_000, "§6.1", "the game ends at this total",
 *             HeartsRules::targetScore, HeartsRules.Builder::targetScore)
 *         .preset("default")
 *         .preset("omnibus", b -> b.jackOfDiamonds(true))
 *         .build(HeartsRules.defaults());
 * }</pre>
 *
 * <p>The table also holds the game's presets, named rules each written as what it changes of the
 * defaults ({@link Builder#preset(String, UnaryOperator)}), for {@link GameDefinition#presets()}.
 *
 * <p>Types as {@link Variant#type()} gives them: {@code "boolean"}, {@code "integer"}, an
 * enumeration as its constants {@code "A|B|C"}, or a game's own named type (e.g. Suitability's
 * {@code "ranks"}), documented with the variant.
 *
 * @param <R> the rules type
 * @param <B> the rules builder type
 */
public final class VariantTable<R, B> {
  private final String game;
  private final Function<R, B> toBuilder;
  private final Function<B, R> build;
  private final List<Entry<R, B, ?>> entries;
  private final List<Variant> variants;
  private final R defaults;
  private final Map<String, R> presets;

  private record Entry<R, B, T>(
      String name,
      String type,
      String section,
      String description,
      Function<R, T> get,
      Setter<B, T> set,
      Function<String, T> parse,
      Function<T, String> format,
      String defaultText) {
    String text(R rules) {
      return format.apply(get.apply(rules));
    }

    B put(B builder, String value) {
      return set.set(builder, parse.apply(value));
    }

    Entry<R, B, T> withDefaultText(String text) {
      return new Entry<>(name, type, section, description, get, set, parse, format, text);
    }
  }

  private VariantTable(
      String game,
      Function<R, B> toBuilder,
      Function<B, R> build,
      List<Entry<R, B, ?>> entries,
      R defaults,
      Map<String, Function<R, R>> presets) {
    this.game = game;
    this.toBuilder = toBuilder;
    this.build = build;
    this.entries = List.copyOf(entries);
    this.defaults = defaults;
    List<Variant> v = new ArrayList<>();
    for (Entry<R, B, ?> e : entries) {
      v.add(
          new Variant(
              e.name(),
              e.type(),
              e.defaultText() != null ? e.defaultText() : e.text(defaults),
              e.section(),
              e.description()));
    }
    this.variants = List.copyOf(v);
    Map<String, R> p = new LinkedHashMap<>();
    presets.forEach((name, preset) -> p.put(name, preset.apply(defaults)));
    this.presets = Collections.unmodifiableMap(p);
  }

  /**
   * Sets one variant on a builder and returns the builder to go on with (a fluent builder's setter,
   * {@code Builder::moonChoice}, fits as it is).
   *
   * @param <B> the builder type
   * @param <T> the value type
   */
  @FunctionalInterface
  public interface Setter<B, T> {
    /** The builder with the value set. */
    B set(B builder, T value);
  }

  /** {@link Setter} of an {@code int} value, without boxing. */
  @FunctionalInterface
  public interface IntSetter<B> {
    /** The builder with the value set. */
    B set(B builder, int value);
  }

  /**
   * The rules, or every problem of their combination (the rules file's "invalid combinations"): the
   * public {@code validate} of a game's rules.
   *
   * <pre>{@code
   * public static Validation<Seq<String>, MyRules> validate(MyRules rules) {
   *   return VariantTable.validate(rules, problems(rules));
   * }
   * }</pre>
   */
  public static <R> Validation<Seq<String>, R> validate(R rules, Iterable<String> problems) {
    Seq<String> p = io.vavr.collection.List.ofAll(problems);
    return p.isEmpty() ? Validation.valid(rules) : Validation.invalid(p);
  }

  /**
   * Refuses a combination with problems: the check of a game's rules value as it is built.
   *
   * @param game the game's name as messages give it ({@code "Hearts"})
   * @throws IllegalArgumentException {@code "invalid Hearts rules: "} and every problem, joined by
   *     {@code "; "}, if there is any
   */
  public static void requireValid(String game, Iterable<String> problems) {
    if (problems.iterator().hasNext()) {
      throw new IllegalArgumentException(
          "invalid " + game + " rules: " + String.join("; ", problems));
    }
  }

  /**
   * Starts a table.
   *
   * @param game the game's name in messages, e.g. {@code "Hearts"}
   * @param toBuilder a builder holding every value of given rules
   * @param build builds rules from a builder; an {@link IllegalArgumentException} or {@link
   *     IllegalStateException} it throws (an invalid combination) is reported by {@link #rules}
   */
  public static <R, B> Builder<R, B> of(
      String game, Function<R, B> toBuilder, Function<B, R> build) {
    return new Builder<>(game, toBuilder, build);
  }

  /** Declares the variants of a table, in the order of the rules file. */
  public static final class Builder<R, B> {
    private final String game;
    private final Function<R, B> toBuilder;
    private final Function<B, R> build;
    private final List<Entry<R, B, ?>> entries = new ArrayList<>();
    private final Map<String, Function<R, R>> presets = new LinkedHashMap<>();

    private Builder(String game, Function<R, B> toBuilder, Function<B, R> build) {
      this.game = Objects.requireNonNull(game, "game is null");
      this.toBuilder = Objects.requireNonNull(toBuilder, "toBuilder is null");
      this.build = Objects.requireNonNull(build, "build is null");
    }

    private Builder<R, B> add(Entry<R, B, ?> e) {
      for (Entry<R, B, ?> other : entries) {
        if (other.name().equals(e.name())) {
          throw new IllegalArgumentException("variant " + e.name() + " is declared twice");
        }
      }
      entries.add(e);
      return this;
    }

    /** A {@code boolean} variant. */
    public Builder<R, B> bool(
        String name, String section, String description, Predicate<R> get, Setter<B, Boolean> set) {
      return add(
          new Entry<R, B, Boolean>(
              name,
              "boolean",
              section,
              description,
              get::test,
              set,
              RuleSettings::bool,
              String::valueOf,
              null));
    }

    /** An {@code integer} variant whose values must lie in {@code [min, max]}. */
    public Builder<R, B> integer(
        String name,
        int min,
        int max,
        String section,
        String description,
        ToIntFunction<R> get,
        IntSetter<B> set) {
      if (min > max) {
        throw new IllegalArgumentException(
            "variant " + name + ": min " + min + " is above max " + max);
      }
      return add(
          new Entry<R, B, Integer>(
              name,
              "integer",
              section,
              description,
              get::applyAsInt,
              set::set,
              text -> {
                int v = RuleSettings.integer(text);
                if (v < min || v > max) {
                  throw new IllegalArgumentException(
                      "expected a whole number " + min + ".." + max + " but was " + v);
                }
                return v;
              },
              String::valueOf,
              null));
    }

    /** An enumeration variant, written by constant name in any case. */
    public <E extends Enum<E>> Builder<R, B> choice(
        String name,
        Class<E> type,
        String section,
        String description,
        Function<R, E> get,
        Setter<B, E> set) {
      StringBuilder t = new StringBuilder();
      for (E e : type.getEnumConstants()) {
        t.append(t.length() == 0 ? "" : "|").append(e.name());
      }
      return add(
          new Entry<R, B, E>(
              name,
              t.toString(),
              section,
              description,
              get,
              set,
              text -> RuleSettings.choice(type, text),
              Enum::name,
              null));
    }

    /**
     * A variant of a game's own type.
     *
     * @param type the type's name as documented with the variant (e.g. {@code "ranks"})
     * @param parse reads a value; throws {@link IllegalArgumentException} saying what was expected
     * @param format writes a value so that {@code parse} reads it back
     */
    public <T> Builder<R, B> custom(
        String name,
        String type,
        String section,
        String description,
        Function<R, T> get,
        Setter<B, T> set,
        Function<String, T> parse,
        Function<T, String> format) {
      return add(new Entry<>(name, type, section, description, get, set, parse, format, null));
    }

    /**
     * Documents the default of the last declared variant in words, where it depends on other
     * variants ({@code "true with 5 players"}); otherwise it is read from the default rules.
     */
    public Builder<R, B> defaultText(String text) {
      if (entries.isEmpty()) {
        throw new IllegalStateException("declare a variant before its default text");
      }
      entries.set(entries.size() - 1, entries.get(entries.size() - 1).withDefaultText(text));
      return this;
    }

    /** A preset of the default rules as they are: {@code preset("default")}. */
    public Builder<R, B> preset(String name) {
      return addPreset(name, defaults -> defaults);
    }

    /**
     * A preset: the default rules with what {@code change} sets on a builder holding them, {@code
     * preset("three-players", b -> b.players(3))}. Presets keep the order they are declared in.
     */
    public Builder<R, B> preset(String name, UnaryOperator<B> change) {
      Objects.requireNonNull(change, "change is null");
      return addPreset(name, defaults -> build.apply(change.apply(toBuilder.apply(defaults))));
    }

    /** A preset given as rules: {@code preset("common-online", HeartsRules.commonOnline())}. */
    public Builder<R, B> preset(String name, R rules) {
      Objects.requireNonNull(rules, "rules are null");
      return addPreset(name, defaults -> rules);
    }

    private Builder<R, B> addPreset(String name, Function<R, R> preset) {
      Objects.requireNonNull(name, "name is null");
      if (presets.putIfAbsent(name, preset) != null) {
        throw new IllegalArgumentException("preset " + name + " is declared twice");
      }
      return this;
    }

    /**
     * The table; {@code defaults} gives the default of each variant not documented in words, and
     * the rules each preset changes.
     *
     * @throws IllegalArgumentException if a preset's rules are invalid (as {@code build} throws)
     */
    public VariantTable<R, B> build(R defaults) {
      return new VariantTable<>(
          game,
          toBuilder,
          build,
          entries,
          Objects.requireNonNull(defaults, "defaults is null"),
          presets);
    }
  }

  /** The game's name in messages, as the table was started: {@code "Hearts"}. */
  public String game() {
    return game;
  }

  /** The default rules the table was built with. */
  public R defaults() {
    return defaults;
  }

  /** Every variant, in declaration order. */
  public List<Variant> variants() {
    return variants;
  }

  /** The presets by name, in declaration order; empty if the table declares none. */
  public Map<String, R> presets() {
    return presets;
  }

  /**
   * Rules from {@code name=value} settings applied over {@code base}: every unknown name, bad value
   * and invalid combination is reported at once, each naming the variant or the rule.
   */
  public Validation<Seq<String>, R> rules(R base, Map<String, String> settings) {
    Objects.requireNonNull(base, "base rules are null");
    List<B> builder =
        new ArrayList<>(List.of(toBuilder.apply(base))); // threaded through the setters
    return RuleSettings.read(
        game,
        variants,
        settings,
        (name, value) -> {
          Objects.requireNonNull(name, "a variant name is null");
          for (Entry<R, B, ?> e : entries) {
            if (e.name().equals(name)) {
              builder.set(0, e.put(builder.get(0), value));
              return true;
            }
          }
          return false;
        },
        () -> build.apply(builder.get(0)));
  }

  /** The rules as {@code name=value} text of every variant, the inverse of {@link #rules}. */
  public Map<String, String> settings(R rules) {
    Objects.requireNonNull(rules, "rules are null");
    Map<String, String> m = new LinkedHashMap<>();
    for (Entry<R, B, ?> e : entries) {
      m.put(e.name(), e.text(rules));
    }
    return m;
  }
}
