package dev.tenace.core.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.UtilityRange;
import dev.tenace.core.game.View;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import org.quicktheories.generators.SourceDSL;

/**
 * The property of what a game says of its utilities ({@link GameDefinition#utilityRange}, {@link
 * GameDefinition#zeroSum}): in random deals under many rule sets, every seat's utility lies within
 * the stated range, the zero-sum claim is the one the game's scoring section makes, and a deal of a
 * game that claims it sums to zero. A game's properties test calls it in one line:
 *
 * <pre>{@code
 * UtilityProperty.check(SpadesGame.INSTANCE, RULES, true);            // zero-sum claimed
 * assertThat(UtilityProperty.check(HeartsGame.INSTANCE, RULES, false)) // not claimed:
 *     .isGreaterThan(100);                                            // and not zero-sum
 * }</pre>
 */
public final class UtilityProperty {
  /** The number of random deals {@link #check} plays. */
  public static final int EXAMPLES = 400;

  private UtilityProperty() {}

  /**
   * Plays {@link #EXAMPLES} random deals, each under one of {@code rules} drawn at random, deal
   * {@code k} of a seeded match ({@link MatchDeals#deal}) played out by random legal actions, and
   * asserts that the game states a range under those rules, that its zero-sum claim is {@code
   * zeroSum}, and that the finished deal has no {@link #failures}.
   *
   * @return how many of the deals' utilities did not sum to zero (for a game that claims no
   *     zero-sum, the test shows such deals are reached)
   */
  public static <R, S extends GameState<S, V>, V extends View<S>> int check(
      GameDefinition<R, S, V> game, List<R> rules, boolean zeroSum) {
    return check(game, rules.size(), rules::get, zeroSum);
  }

  /**
   * {@link #check(GameDefinition, List, boolean)} over the rule sets {@code rules.apply(0)} to
   * {@code rules.apply(count - 1)}.
   */
  public static <R, S extends GameState<S, V>, V extends View<S>> int check(
      GameDefinition<R, S, V> game, int count, IntFunction<R> rules, boolean zeroSum) {
    int[] notZeroSum = new int[1];
    qt().withExamples(EXAMPLES)
        .forAll(SourceDSL.integers().between(0, count - 1), SourceDSL.longs().all())
        .checkAssert(
            (k, seed) -> {
              R r = rules.apply(k);
              UtilityRange range = game.utilityRange(r).orElseThrow();
              SplittableRandom rng = new SplittableRandom(seed);
              S s = MatchDeals.deal(game, r, seed);
              while (!s.isTerminal()) {
                List<Action> legal = s.legalActions(s.toMove());
                s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
              }
              assertThat(game.zeroSum(r)).as("%s: zero-sum claimed", r).isEqualTo(zeroSum);
              assertThat(failures(s, range, zeroSum)).as("%s seed %d", r, seed).isEmpty();
              notZeroSum[0] += sum(s) == 0 ? 0 : 1;
            });
    return notZeroSum[0];
  }

  /**
   * What is wrong with a finished deal's utilities: a seat's utility outside {@code range}, and,
   * when {@code zeroSum}, a sum that is not zero; empty if nothing.
   */
  public static List<String> failures(
      GameState<?, ?> terminal, UtilityRange range, boolean zeroSum) {
    List<String> out = new ArrayList<>();
    for (int seat = 0; seat < terminal.players(); seat++) {
      double u = terminal.utility(seat);
      if (!(range.min() <= u && u <= range.max())) {
        out.add(
            "seat "
                + seat
                + ": utility "
                + u
                + " outside ["
                + range.min()
                + ", "
                + range.max()
                + "]");
      }
    }
    if (zeroSum && sum(terminal) != 0) {
      out.add("zero-sum: the utilities sum to " + sum(terminal));
    }
    return out;
  }

  private static double sum(GameState<?, ?> terminal) {
    double sum = 0;
    for (int seat = 0; seat < terminal.players(); seat++) {
      sum += terminal.utility(seat);
    }
    return sum;
  }
}
