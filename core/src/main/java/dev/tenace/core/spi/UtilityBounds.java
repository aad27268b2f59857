package dev.tenace.core.spi;

import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.UtilityRange;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * What a game says of one deal's utilities under given rules, derived from its scoring section:
 * their range ({@link GameDefinition#utilityRange}) and whether they sum to zero ({@link
 * GameDefinition#zeroSum}). An {@link AbstractGameDefinition} given one answers both from it, so a
 * game states them once, beside its scoring:
 *
 * <pre>{@code
 * super(TABLE, MyMatchPolicy::new, MyState::deal, CODES, UtilityBounds.zeroSum(MyUtility::range));
 * }</pre>
 *
 * @param <R> the game's rules type
 * @param range the least and greatest utility of a seat in one deal under the rules
 * @param zeroSum whether every terminal deal's utilities sum to zero under the rules
 */
public record UtilityBounds<R>(Function<R, UtilityRange> range, Predicate<R> zeroSum) {
  /** Checks the parts. */
  public UtilityBounds {
    Objects.requireNonNull(range, "range is null");
    Objects.requireNonNull(zeroSum, "zeroSum is null");
  }

  /** The range of a game that does not claim zero-sum deals. */
  public static <R> UtilityBounds<R> of(Function<R, UtilityRange> range) {
    return new UtilityBounds<>(range, rules -> false);
  }

  /** The range of a game whose every deal is zero-sum under every rule set. */
  public static <R> UtilityBounds<R> zeroSum(Function<R, UtilityRange> range) {
    return new UtilityBounds<>(range, rules -> true);
  }
}
