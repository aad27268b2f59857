package dev.tenace.bots;

import dev.tenace.core.game.Agent;
import dev.tenace.core.game.View;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Bots by name, as an immutable value: each name has a usage text and a {@link BotFactory}; a spec
 * is the name alone ({@code heuristic}) or the name, a colon and an argument ({@code pimc:50}).
 * {@link Bots#registry()} is the standard one (the names of the {@code tenace} command line);
 * {@link #with} gives a copy with one more name, so a program adds its own bots without touching
 * anyone else's registry.
 *
 * <pre>{@code
 * BotRegistry r = Bots.registry().with("first", "first", (arg, game, seed) -> v -> v.legalActions().get(0));
 * Agent<View<?>> a = r.create("pimc:30", "spades", 7L);
 * Agent<View<?>> b = r.create("first", "spades", 7L);
 * }</pre>
 */
public final class BotRegistry {
  private final Map<String, Entry> entries;

  /**
   * One name: its usage text (e.g. {@code "pimc, pimc:N"}), its factory, and whether its argument
   * is passed as written (not lower-cased).
   */
  private record Entry(String usage, BotFactory factory, boolean verbatim) {}

  private BotRegistry(Map<String, Entry> entries) {
    this.entries = Collections.unmodifiableMap(entries);
  }

  /** A registry without names. */
  public static BotRegistry empty() {
    return new BotRegistry(new LinkedHashMap<>());
  }

  /**
   * A copy with one more name (or with {@code name} replaced).
   *
   * @param name the name, lower case, without a colon: {@code "ismcts"}
   * @param usage how the name is written in a spec, for messages and help: {@code "ismcts:N,
   *     ismcts:Tms"}
   * @param factory makes the bots of this name
   * @throws IllegalArgumentException if the name is empty, not lower case or holds a colon or comma
   */
  public BotRegistry with(String name, String usage, BotFactory factory) {
    return with(name, usage, factory, false);
  }

  /**
   * A copy with one more name whose argument is passed to the factory as written, only stripped of
   * spaces around it (not lower-cased): for an argument such as a command line ({@code cmd:python3
   * MyBot.py}).
   *
   * @throws IllegalArgumentException as {@link #with}
   */
  public BotRegistry withVerbatim(String name, String usage, BotFactory factory) {
    return with(name, usage, factory, true);
  }

  private BotRegistry with(String name, String usage, BotFactory factory, boolean verbatim) {
    Objects.requireNonNull(name, "name is null");
    Objects.requireNonNull(usage, "usage is null");
    Objects.requireNonNull(factory, "factory is null");
    if (name.isEmpty()
        || !name.equals(name.strip().toLowerCase(Locale.ROOT))
        || name.contains(":")
        || name.contains(",")) {
      throw new IllegalArgumentException(
          "a bot name is lower case, without spaces, colons or commas, but was '" + name + "'");
    }
    Map<String, Entry> copy = new LinkedHashMap<>(entries);
    copy.put(name, new Entry(usage, factory, verbatim));
    return new BotRegistry(copy);
  }

  /** The names, in the order they were added. */
  public List<String> names() {
    return List.copyOf(entries.keySet());
  }

  /** The usage texts, comma-separated, in order: {@code "random, heuristic, pimc, pimc:N"}. */
  public String usage() {
    List<String> out = new ArrayList<>();
    for (Entry e : entries.values()) {
      out.add(e.usage());
    }
    return String.join(", ", out);
  }

  /**
   * A new bot for one seat from its spec: a registered name or {@code name:argument}, in any case,
   * spaces around it ignored.
   *
   * @param spec the spec, e.g. {@code "pimc:50"}
   * @param game the game's command-line name
   * @param seed the seed of the bot's own random choices
   * @throws IllegalArgumentException naming the spec if the name is unknown or its argument is not
   *     one the name takes
   */
  public Agent<View<?>> create(String spec, String game, long seed) {
    Objects.requireNonNull(spec, "bot spec is null");
    Objects.requireNonNull(game, "game is null");
    String s = spec.strip().toLowerCase(Locale.ROOT);
    int colon = s.indexOf(':');
    String name = colon < 0 ? s : s.substring(0, colon);
    Entry e = entries.get(name);
    if (e == null) {
      throw new IllegalArgumentException("unknown bot '" + spec + "' (known: " + usage() + ")");
    }
    String argument = null;
    if (colon >= 0) {
      argument =
          e.verbatim()
              ? spec.strip().substring(spec.strip().indexOf(':') + 1).strip()
              : s.substring(colon + 1);
    }
    return Objects.requireNonNull(
        e.factory().create(argument, game, seed), "the factory of '" + name + "' made no bot");
  }

  @Override
  public String toString() {
    return "BotRegistry(" + usage() + ")";
  }
}
