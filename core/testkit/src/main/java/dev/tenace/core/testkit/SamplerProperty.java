package dev.tenace.core.testkit;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Predicate;

/**
 * The property every {@code sampleConsistentState} keeps, over random play: for every state reached
 * (or those a filter picks) and every seat, sampling from the seat's view never fails and gives a
 * state whose view for that seat is the view itself.
 *
 * <pre>{@code
 * List<String> failures = SamplerProperty.failures(HeartsGame.INSTANCE, rules, seed, s -> true, 2);
 * assertThat(failures).isEmpty();
 * }</pre>
 *
 * <p>Seed {@code seed} picks one deal of a match, any deal and not only the first ({@link
 * MatchDeals#deal}: the game's own deal factory through {@link GameDefinition#newMatch}), played by
 * uniformly random legal actions from a generator seeded with {@code seed}, so a failure names the
 * seed and step that reproduce it. A failure is a message, not an exception, so that a test can
 * count them over many seeds.
 */
public final class SamplerProperty {
  private SamplerProperty() {}

  /**
   * The failures over one random deal: for each state {@code at} accepts and each seat, {@code
   * samples} samples from the seat's view (each must not throw and must give an equal view, and the
   * view's {@link View#sampler()} must draw the same world from the same random numbers).
   */
  public static <R, S extends GameState<S, V>, V extends View<S>> List<String> failures(
      GameDefinition<R, S, V> game, R rules, long seed, Predicate<S> at, int samples) {
    int n = game.players(rules);
    S s = MatchDeals.deal(game, rules, seed);
    SplittableRandom play = new SplittableRandom(seed);
    SplittableRandom sampling = new SplittableRandom(~seed);
    List<String> out = new ArrayList<>();
    for (int step = 0; ; step++) {
      if (at.test(s)) {
        for (int seat = 0; seat < n; seat++) {
          V v = s.viewFor(seat);
          for (int k = 0; k < samples; k++) {
            String f = check(v, seat, sampling);
            if (f != null) {
              out.add(game.name() + " seed " + seed + " step " + step + " seat " + seat + ": " + f);
              break;
            }
          }
        }
      }
      if (s.isTerminal()) {
        return out;
      }
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      s = s.applyLegal(seat, legal.get(play.nextInt(legal.size())));
    }
  }

  /**
   * The failures over seeds {@code 0 … deals-1} of every preset of the game (each a deal of a
   * match, {@link MatchDeals#deal}), {@code samples} per view at every state.
   */
  public static <R, S extends GameState<S, V>, V extends View<S>> List<String> overPresets(
      GameDefinition<R, S, V> game, int deals, int samples) {
    List<String> out = new ArrayList<>();
    for (Map.Entry<String, R> preset : game.presets().entrySet()) {
      for (long seed = 0; seed < deals; seed++) {
        for (String f : failures(game, preset.getValue(), seed, s -> true, samples)) {
          out.add(preset.getKey() + ": " + f);
        }
      }
    }
    return out;
  }

  private static <S extends GameState<S, V>, V extends View<S>> String check(
      V v, int seat, SplittableRandom rng) {
    S sample;
    try {
      sample = v.sampleConsistentState(rng);
    } catch (RuntimeException e) {
      return "sampleConsistentState threw " + e;
    }
    V again = sample.viewFor(seat);
    if (!again.equals(v) || again.key() != v.key()) {
      return "the sampled state's view differs\nview:    " + v + "\nsampled: " + again;
    }
    // the view's sampler draws the same world from the same random numbers
    long k = rng.nextLong();
    S drawn;
    S expected;
    try {
      drawn = v.sampler().sample(new SplittableRandom(k));
      expected = v.sampleConsistentState(new SplittableRandom(k));
    } catch (RuntimeException e) {
      return "sampler() threw " + e;
    }
    boolean same =
        drawn.equals(expected)
            && drawn.hashCode() == expected.hashCode()
            && drawn.legalActions(drawn.toMove()).equals(expected.legalActions(expected.toMove()));
    for (int y = 0; same && y < drawn.players(); y++) {
      same = drawn.viewFor(y).equals(expected.viewFor(y)); // every seat's history and facts
    }
    if (!same) {
      return "the sampler's world differs from sampleConsistentState's for the same random numbers"
          + "\nsampler: "
          + drawn
          + "\nsampleConsistentState: "
          + expected;
    }
    return null;
  }
}
