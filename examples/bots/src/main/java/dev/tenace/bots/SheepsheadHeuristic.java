package dev.tenace.bots;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.sheepshead.SheepsheadAction;
import dev.tenace.sheepshead.SheepsheadView;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A simple Sheepshead player (rules/sheepshead.md): picks the blind holding four or more trumps
 * (queens, jacks and diamonds, §2.2, §4.1) and passes otherwise; in play it wins a trick as cheaply
 * as it can, else throws its weakest card (§5). For the bury, the declaration and a crack it takes
 * the first listed action. It decides from its {@link SheepsheadView} alone.
 *
 * <pre>{@code
 * SheepsheadHeuristic cautious = new SheepsheadHeuristic().withPickTrumps(5);
 * Agent<View<?>> bot = cautious.forAnyView();
 * }</pre>
 *
 * <p>Immutable and stateless: one instance may serve every seat and thread.
 */
public final class SheepsheadHeuristic extends Heuristic<SheepsheadView> implements CursorRollout {
  private final int pickTrumps;

  /** The default player: picks with four trumps or more. */
  public SheepsheadHeuristic() {
    this(4);
  }

  private SheepsheadHeuristic(int pickTrumps) {
    super("sheepshead", SheepsheadView.class);
    this.pickTrumps = pickTrumps;
  }

  /** A copy that picks holding at least {@code trumps} trumps (default 4). */
  public SheepsheadHeuristic withPickTrumps(int trumps) {
    return new SheepsheadHeuristic(trumps);
  }

  /** The trumps it needs to pick. */
  public int pickTrumps() {
    return pickTrumps;
  }

  @Override
  public Action act(SheepsheadView v) {
    List<Action> legal = v.legalActions();
    Optional<TrickTable> table = v.tricks();
    if (!(legal.get(0) instanceof CardPlay) || table.isEmpty()) {
      return choose(v.hand(), legal);
    }
    TrickTable t = table.get();
    return TrickPlayer.playOf(
        legal,
        TrickPlayer.cheapestWinnerOrLowest(
            t.order(),
            t.current().packed(),
            t.current().size(),
            TrickPlayer.playable(legal),
            false));
  }

  /** In trick play on a cursor: the same card as {@link #act} on the seat's view there. */
  @Override
  public int card(
      GameState<?, ?> world, SearchCursor<?> c, int seat, long legal, SplittableRandom rng) {
    return TrickPlayer.cheapestWinnerOrLowest(
        c.trickOrder(), c.currentTrickPacked(), Long.bitCount(c.currentTrickBits()), legal, false);
  }

  /** In trick play, from the sampled world's trick in progress without building a view. */
  @Override
  public Action choose(GameState<?, ?> world, int seat, List<Action> legal, SplittableRandom rng) {
    TrickPlayer.Now now = TrickPlayer.now(world);
    if (!(legal.get(0) instanceof CardPlay) || now == null) {
      return choose(cast(world.viewFor(seat)).hand(), legal);
    }
    return TrickPlayer.playOf(
        legal,
        TrickPlayer.cheapestWinnerOrLowest(
            now.order(),
            now.current().packed(),
            now.current().size(),
            TrickPlayer.playable(legal),
            false));
  }

  private Action choose(CardSet hand, List<Action> legal) {
    int trumps = 0;
    for (Card c : hand) {
      if (c.rank() == Rank.QUEEN || c.rank() == Rank.JACK || c.suit() == Suit.DIAMONDS) {
        trumps++;
      }
    }
    boolean strong = trumps >= pickTrumps;
    if (legal.contains(SheepsheadAction.Simple.PICK) && strong) {
      return SheepsheadAction.Simple.PICK;
    }
    if (legal.contains(SheepsheadAction.Simple.PASS) && !strong) {
      return SheepsheadAction.Simple.PASS;
    }
    return legal.get(0);
  }

  /**
   * {@code pimc:20}: PIMC over 20 worlds played out by this heuristic, the strongest bot measured
   * within 100 ms a decision on the 2-core machine (examples/bots/README.md, "best").
   */
  @Override
  public String best() {
    return "pimc:20";
  }

  @Override
  public String toString() {
    return "SheepsheadHeuristic(pickTrumps " + pickTrumps + ")";
  }
}
