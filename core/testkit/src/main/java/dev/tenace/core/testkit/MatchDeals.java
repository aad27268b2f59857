package dev.tenace.core.testkit;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.View;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Every deal of a match, as the game's own deal factory makes it: the properties of the kit ({@link
 * GameContract#overMatch}, {@link CursorProperty}, {@link SamplerProperty}) check deal {@code k} of
 * a match, not only deal 1, so a game whose deals differ (hand sizes that change, a pass direction
 * that turns, a standing carried into the deal, doublers) is checked on each kind.
 *
 * <p>A match is started by {@link GameDefinition#newMatch} with dealer {@code seed mod n} and the
 * seed, and its deals are played by uniformly random legal actions from a generator seeded with the
 * seed, so a seed names one deal of one match and reproduces it.
 *
 * <pre>{@code
 * OhHellState s = MatchDeals.deal(OhHellGame.INSTANCE, rules, seed); // deal 1 + seed mod 16
 * }</pre>
 */
public final class MatchDeals {
  /** The number of deals a seed chooses among when a match is longer (or never ends). */
  public static final int SPAN = 16;

  private MatchDeals() {}

  /**
   * The first state of each deal of a seeded match, deal 1 first, until the match is over or {@code
   * max} deals were dealt.
   */
  public static <R, S extends GameState<S, V>, V extends View<S>> List<S> starts(
      GameDefinition<R, S, V> game, R rules, long seed, int max) {
    int n = game.players(rules);
    Match<S> m = game.newMatch(rules, (int) Math.floorMod(seed, (long) n), seed);
    SplittableRandom rng = new SplittableRandom(seed);
    List<S> out = new ArrayList<>();
    out.add(m.deal());
    while (out.size() < max) {
      while (!m.deal().isTerminal()) {
        S d = m.deal();
        List<Action> legal = d.legalActions(d.toMove());
        m = m.applyLegal(d.toMove(), legal.get(rng.nextInt(legal.size())));
      }
      if (m.isOver()) {
        break;
      }
      m = m.nextDeal();
      out.add(m.deal());
    }
    return out;
  }

  /**
   * The first state of deal {@code 1 + seed mod SPAN} of the seeded match, or of deal {@code 1 +
   * seed mod d} when the match is over after {@code d < SPAN} deals: over consecutive seeds, every
   * deal of a match is checked.
   */
  public static <R, S extends GameState<S, V>, V extends View<S>> S deal(
      GameDefinition<R, S, V> game, R rules, long seed) {
    List<S> starts = starts(game, rules, seed, 1 + (int) Math.floorMod(seed, (long) SPAN));
    int k = (int) Math.floorMod(seed, (long) SPAN);
    return k < starts.size() ? starts.get(k) : starts.get(Math.floorMod(seed, starts.size()));
  }
}
