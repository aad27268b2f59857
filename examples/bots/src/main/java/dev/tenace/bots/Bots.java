package dev.tenace.bots;

import dev.tenace.bots.engine.Engines;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * The bots by name: the standard {@link BotRegistry} ({@code random}, {@code heuristic}, {@code
 * pimc}, {@code pimc:N}, {@code pimc:Tms}, {@code ismcts}, {@code ismcts:N}, {@code ismcts:Tms})
 * that the {@code tenace} command line uses, each game's heuristic, and the play-out helpers. The
 * bots themselves are public classes ({@link RandomBot}, {@link HeartsHeuristic}, {@link
 * SpadesHeuristic}, {@link SheepsheadHeuristic}, {@link SuitabilityHeuristic}, {@link Pimc}, {@link
 * Ismcts}) to construct and configure directly.
 *
 * <pre>{@code
 * Agent<View<?>> a = Bots.create("pimc:50", "spades", 7L);    // stable entry point, as --bots takes
 * Agent<View<?>> h = Bots.heuristic("hearts").orElseThrow();  // the game's heuristic
 * }</pre>
 *
 * <p>Specs: {@code best} (the strongest bot within 100 ms a decision, as the game's heuristic names
 * it: {@link #best(String)}); {@code random} ({@link RandomBot}); {@code heuristic} (the game's
 * registered {@link GameHeuristic}; for a game without one, a clear error, never random play);
 * {@code pimc} or {@code pimc:N} ({@link Pimc#forGame}: N sampled worlds, default {@value
 * Pimc#DEFAULT_SAMPLES}, at most {@value Pimc#MAX_SAMPLES}); {@code ismcts} or {@code ismcts:N}
 * ({@link Ismcts#forGame}: N iterations, default {@value Ismcts#DEFAULT_ITERATIONS}, at most
 * {@value Ismcts#MAX_ITERATIONS}). {@code pimc:Tms} and {@code ismcts:Tms} (e.g. {@code
 * ismcts:5ms}, T 1..{@value Ismcts#MAX_MILLIS}) search for T milliseconds per decision instead: for
 * comparisons at equal time, but their choices depend on the machine's speed and load and are not
 * reproducible. {@code pimc:Tms-cpu} and {@code ismcts:Tms-cpu} (e.g. {@code ismcts:5ms-cpu}) count
 * T milliseconds of the deciding thread's CPU time instead of the wall clock ({@link
 * Pimc#withCpuBudget}, {@link Ismcts#withCpuBudget}): on a loaded machine each bot still gets about
 * T ms of computing, so two such bots are compared at equal effort; still not reproducible.
 */
public final class Bots {
  private Bots() {}

  /**
   * The heuristics registered for {@link ServiceLoader} ({@link GameHeuristic}), by game name, read
   * once: each provider makes a new instance per request.
   */
  private static final class Registered {
    static final Map<String, ServiceLoader.Provider<GameHeuristic>> BY_GAME = load();

    private static Map<String, ServiceLoader.Provider<GameHeuristic>> load() {
      Map<String, ServiceLoader.Provider<GameHeuristic>> m = new TreeMap<>();
      ServiceLoader.load(GameHeuristic.class, Bots.class.getClassLoader()).stream()
          .forEach(p -> m.putIfAbsent(p.get().game(), p));
      return Map.copyOf(m);
    }
  }

  /** The games with a registered heuristic, in name order. */
  public static List<String> heuristicGames() {
    return List.copyOf(new TreeMap<>(Registered.BY_GAME).keySet());
  }

  private static Optional<GameHeuristic> newHeuristic(String game) {
    ServiceLoader.Provider<GameHeuristic> p =
        Registered.BY_GAME.get(Objects.requireNonNull(game, "game is null"));
    return p == null ? Optional.empty() : Optional.of(p.get());
  }

  /** The standard names, in the order of the help texts. Register another kind with one line. */
  private static final BotRegistry STANDARD =
      BotRegistry.empty()
          .with("random", "random", Bots::random)
          .with("heuristic", "heuristic", Bots::heuristic)
          .with("pimc", "pimc, pimc:N, pimc:Tms", Bots::pimc)
          .with("ismcts", "ismcts, ismcts:N, ismcts:Tms", Bots::ismcts)
          .with("best", "best", Bots::best)
          .withVerbatim("cmd", "cmd:PROGRAM", Engines.factory());

  /** The standard registry: what {@link #create} and the command line's {@code --bots} accept. */
  public static BotRegistry registry() {
    return STANDARD;
  }

  /**
   * A bot by its spec for a game: {@code random}, {@code heuristic}, {@code pimc}, {@code pimc:N}
   * with N 1..{@value Pimc#MAX_SAMPLES}, {@code ismcts}, {@code ismcts:N} with N 1..{@value
   * Ismcts#MAX_ITERATIONS}, {@code pimc:Tms} and {@code ismcts:Tms} with T 1..{@value
   * Ismcts#MAX_MILLIS} (see {@link #registry()}).
   *
   * @param game the game's command-line name ({@code "hearts"})
   * @param seed the seed of the bot's own random choices
   * @throws IllegalArgumentException naming the spec if it is unknown or its argument is bad
   */
  public static Agent<View<?>> create(String spec, String game, long seed) {
    return STANDARD.create(spec, game, seed);
  }

  /**
   * A new instance of a game's heuristic as an agent of any view, or empty for a game without one.
   */
  public static Optional<Agent<View<?>>> heuristic(String game) {
    return newHeuristic(game).map(GameHeuristic::forAnyView);
  }

  /**
   * The play-out policy of {@link Pimc#forGame}: the game's heuristic for every seat of a sampled
   * world, or random play for a game without one.
   */
  public static Pimc.Rollout rollout(String game) {
    return newHeuristic(game).<Pimc.Rollout>map(h -> h).orElseGet(Pimc.Rollout::random);
  }

  /**
   * The exploration constant of {@link Ismcts#forGame}: the game's heuristic's {@link
   * GameHeuristic#searchExploration()}, or {@value Ismcts#DEFAULT_EXPLORATION} for a game without
   * one.
   */
  static double exploration(String game) {
    return newHeuristic(game)
        .map(GameHeuristic::searchExploration)
        .orElse(Ismcts.DEFAULT_EXPLORATION);
  }

  /** Uniform over the legal actions: a {@link RandomBot}. */
  public static Agent<View<?>> random(long seed) {
    return new RandomBot(seed);
  }

  /** PIMC with random play-outs: {@code new Pimc(samples, seed, Pimc.Rollout.random())}. */
  public static Agent<View<?>> pimc(int samples, long seed) {
    return new Pimc(samples, seed, Pimc.Rollout.random());
  }

  /** Random legal actions to the end of the deal. */
  public static <S extends GameState<S, ?>> S playOut(S s, SplittableRandom rng) {
    return Pimc.playOut(s, rng, Pimc.Rollout.random());
  }

  /**
   * An agent of one game's view type as an agent of any view: another game's view is refused with
   * an {@link IllegalArgumentException} naming both view types.
   */
  public static <V extends View<?>> Agent<View<?>> forView(Class<V> type, Agent<? super V> agent) {
    Objects.requireNonNull(type, "type is null");
    Objects.requireNonNull(agent, "agent is null");
    return v -> {
      if (!type.isInstance(v)) {
        throw new IllegalArgumentException(
            "this bot plays " + type.getSimpleName() + ", not " + v.getClass().getSimpleName());
      }
      return agent.act(type.cast(v));
    };
  }

  private static Agent<View<?>> random(String argument, String game, long seed) {
    BotFactory.noArgument("random", argument);
    return new RandomBot(seed);
  }

  private static Agent<View<?>> heuristic(String argument, String game, long seed) {
    BotFactory.noArgument("heuristic", argument);
    return heuristic(game)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "bot 'heuristic': the game '"
                        + game
                        + "' registers no heuristic (games with one: "
                        + String.join(", ", heuristicGames())
                        + "); use random, pimc or ismcts"));
  }

  /**
   * The spec {@code best} stands for in a game: what its registered heuristic names ({@link
   * GameHeuristic#best()}), or {@value #BEST_WITHOUT_HEURISTIC} for a game that registers none.
   */
  public static String best(String game) {
    return newHeuristic(game).map(GameHeuristic::best).orElse(BEST_WITHOUT_HEURISTIC);
  }

  /** What {@code best} plays in a game without a registered heuristic. */
  public static final String BEST_WITHOUT_HEURISTIC = "pimc:50";

  private static Agent<View<?>> best(String argument, String game, long seed) {
    BotFactory.noArgument("best", argument);
    String spec = best(game);
    if (spec.equals("best") || spec.startsWith("best:")) {
      throw new IllegalStateException("the heuristic of " + game + " names best as its best bot");
    }
    return create(spec, game, seed);
  }

  private static Agent<View<?>> pimc(String argument, String game, long seed) {
    Duration cpu = cpuBudget("pimc", argument);
    if (cpu != null) {
      return Pimc.forGameCpu(game, cpu, seed);
    }
    Duration budget = timeBudget("pimc", argument);
    if (budget != null) {
      return Pimc.forGame(game, budget, seed);
    }
    int samples = Pimc.DEFAULT_SAMPLES;
    if (argument != null) {
      try {
        samples = Integer.parseInt(argument);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            "bot 'pimc:"
                + argument
                + "': the sample count must be a whole number 1.."
                + Pimc.MAX_SAMPLES);
      }
      if (samples < 1 || samples > Pimc.MAX_SAMPLES) {
        throw new IllegalArgumentException(
            "bot 'pimc:" + argument + "': the sample count must be 1.." + Pimc.MAX_SAMPLES);
      }
    }
    return Pimc.forGame(game, samples, seed);
  }

  private static Agent<View<?>> ismcts(String argument, String game, long seed) {
    Duration cpu = cpuBudget("ismcts", argument);
    if (cpu != null) {
      return Ismcts.forGameCpu(game, cpu, seed);
    }
    Duration budget = timeBudget("ismcts", argument);
    if (budget != null) {
      return Ismcts.forGame(game, budget, seed);
    }
    int iterations = Ismcts.DEFAULT_ITERATIONS;
    if (argument != null) {
      try {
        iterations = Integer.parseInt(argument);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            "bot 'ismcts:"
                + argument
                + "': the argument must be an iteration count 1.."
                + Ismcts.MAX_ITERATIONS
                + " or a time budget 1ms.."
                + Ismcts.MAX_MILLIS
                + "ms");
      }
      if (iterations < 1 || iterations > Ismcts.MAX_ITERATIONS) {
        throw new IllegalArgumentException(
            "bot 'ismcts:"
                + argument
                + "': the iteration count must be 1.."
                + Ismcts.MAX_ITERATIONS);
      }
    }
    return Ismcts.forGame(game, iterations, seed);
  }

  /**
   * The CPU-time budget of an argument {@code Tms-cpu} (T 1..{@value Ismcts#MAX_MILLIS}), or null
   * if the argument does not end in {@code ms-cpu}.
   *
   * @throws IllegalArgumentException naming the spec if T is not a whole number in range
   */
  private static Duration cpuBudget(String name, String argument) {
    if (argument == null || !argument.endsWith("ms-cpu")) {
      return null;
    }
    String t = argument.substring(0, argument.length() - "-cpu".length());
    try {
      return timeBudget(name, t);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "bot '"
              + name
              + ":"
              + argument
              + "': the CPU-time budget must be a whole number of milliseconds 1.."
              + Ismcts.MAX_MILLIS
              + ", as in "
              + name
              + ":5ms-cpu",
          e);
    }
  }

  /**
   * The time budget of an argument {@code Tms} (T 1..{@value Ismcts#MAX_MILLIS}), or null if the
   * argument does not end in {@code ms}.
   *
   * @throws IllegalArgumentException naming the spec if T is not a whole number in range
   */
  private static Duration timeBudget(String name, String argument) {
    if (argument == null || !argument.endsWith("ms")) {
      return null;
    }
    String t = argument.substring(0, argument.length() - 2).strip();
    long ms = -1;
    if (!t.isEmpty() && t.chars().allMatch(c -> c >= '0' && c <= '9') && t.length() <= 9) {
      ms = Long.parseLong(t);
    }
    if (ms < 1 || ms > Ismcts.MAX_MILLIS) {
      throw new IllegalArgumentException(
          "bot '"
              + name
              + ":"
              + argument
              + "': the time budget must be a whole number of milliseconds 1.."
              + Ismcts.MAX_MILLIS
              + ", as in "
              + name
              + ":5ms");
    }
    return Duration.ofMillis(ms);
  }
}
