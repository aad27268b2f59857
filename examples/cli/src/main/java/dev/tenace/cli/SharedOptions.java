package dev.tenace.cli;

import dev.tenace.core.game.GameDefinition;
import java.util.List;
import java.util.SplittableRandom;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The options several commands share, each written once as a picocli mixin: its name, its value,
 * its range check ({@link Options}) and its help line. A command takes one with {@code @Mixin}:
 *
 * <pre>{@code
 * @Mixin SharedOptions.Threads threads;     // --threads 1..256, default 1
 * ...
 * ExecutorService pool = Tenace.daemonPool(threads.value, "tenace-simulate");
 * }</pre>
 *
 * <p>Where a shared option means something a little different in one command (the seed of a run of
 * matches, the seed of a ladder's deals), its help line is the command's: a {@link HelpTexts} entry
 * under the command's qualified name ({@code tenace.ladder.seed}), picocli's lookup for an option's
 * {@code descriptionKey}; the annotation's text is the line of a command that has none. A new
 * shared option (say, a search engine's settings for {@code simulate}, {@code play} and {@code
 * ladder}) is one more mixin here.
 */
final class SharedOptions {
  private SharedOptions() {}

  /** The most worker threads of {@code --threads}. */
  static final int MAX_THREADS = 256;

  /**
   * {@code --threads 1..256}, default 1: worker threads ({@code simulate}, {@code ladder}, {@code
   * bench}).
   */
  static final class Threads {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    int value;

    @Option(
        names = "--threads",
        paramLabel = "1.." + MAX_THREADS,
        defaultValue = "1",
        description = "worker threads (default: ${DEFAULT-VALUE})")
    void set(String v) {
      value = Options.intIn(mixee, "--threads", v, 1, MAX_THREADS);
    }
  }

  /**
   * {@code --seed N} of a run (any whole number, default 1): the seed every match or deal of the
   * run is derived from ({@code simulate}, {@code ladder}; the help line is the command's).
   */
  static final class RunSeed {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    long value;

    @Option(
        names = "--seed",
        paramLabel = "N",
        defaultValue = "1",
        descriptionKey = "seed",
        description =
            "seed of the whole run, any whole number; results do not depend on --threads (default: ${DEFAULT-VALUE})")
    void set(String v) {
      value = Options.longIn(mixee, "--seed", v, Long.MIN_VALUE, Long.MAX_VALUE);
    }
  }

  /** {@code --seed N} of the commands that play one match: given, or random and printed. */
  static final class MatchSeed {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    private Long value;

    @Option(
        names = "--seed",
        paramLabel = "N",
        description = "match seed, any whole number (default: random, printed)")
    void set(String v) {
      value = Options.longIn(mixee, "--seed", v, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** The seed given, or a random one (printed by the command, so the match can be replayed). */
    long orRandom() {
      return value != null ? value : new SplittableRandom().nextLong();
    }
  }

  /** {@code --max-deals 1..10000}, shared by the commands that play matches. */
  static final class MaxDeals {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    int value = Tenace.DEFAULT_MAX_DEALS;

    @Option(
        names = "--max-deals",
        paramLabel = "1..10000",
        defaultValue = "" + Tenace.DEFAULT_MAX_DEALS,
        description =
            "abandon a match that has not ended after this many deals (default: ${DEFAULT-VALUE})")
    void set(String v) {
      value = Options.intIn(mixee, "--max-deals", v, 1, Tenace.MAX_MAX_DEALS);
    }
  }

  /**
   * {@code --rules preset,name=value,...} over a game's defaults ({@code simulate}, {@code ladder},
   * {@code play}; the main job's help line is its own).
   */
  static final class GameRules {
    @Option(
        names = "--rules",
        paramLabel = "<rules>",
        descriptionKey = "rules",
        description = "preset and/or name=value,... over the defaults (see: tenace rules <game>)")
    String text;

    /**
     * The rules of {@code g} the option gives ({@link Games#rules}).
     *
     * @throws IllegalArgumentException listing every problem of the text
     */
    <R> R of(GameDefinition<R, ?, ?> g) {
      return Games.rules(g, text);
    }
  }

  /**
   * {@code --bots a,b,...}: the bot of each seat, or one for every seat ({@code simulate}, {@code
   * play}, the main job; the help line is the command's).
   */
  static final class Lineup {
    @Option(
        names = "--bots",
        paramLabel = "<bots>",
        descriptionKey = "bots",
        description = "bots per seat, comma-separated, or one for every seat (listed below)")
    String text;

    /** The bot spec of each of {@code players} seats ({@link Tenace#botList}). */
    List<String> forSeats(int players, String fallback) {
      return Tenace.botList(text, players, fallback);
    }
  }

  /** {@code --ascii}: letters instead of suit symbols ({@code play}, the main job). */
  static final class Ascii {
    @Option(names = "--ascii", description = "letters instead of suit symbols")
    boolean on;
  }
}
