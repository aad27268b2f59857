package dev.tenace.bots;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.spades.SpadesAction;
import dev.tenace.spades.SpadesView;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A simple Spades player (rules/spades.md): looks at its cards before bidding (§3.3), bids its
 * aces, its guarded kings, its high spades and its spades beyond three (§3.2); in play it wins a
 * trick as cheaply as it can unless its partner is already winning it, and otherwise throws its
 * weakest card (§4). Where nothing else applies (an exchange, a forced bid) it takes the first
 * listed action. It decides from its {@link SpadesView} alone.
 *
 * <pre>{@code
 * SpadesHeuristic bold = new SpadesHeuristic().withBidAdjustment(1);   // bid one trick more
 * Agent<View<?>> bot = bold.forAnyView();
 * }</pre>
 *
 * <p>Immutable and stateless: one instance may serve every seat and thread.
 */
public final class SpadesHeuristic extends Heuristic<SpadesView> implements CursorRollout {
  private final int bidAdjustment;

  /** The default player: bids the tricks it counts. */
  public SpadesHeuristic() {
    this(0);
  }

  private SpadesHeuristic(int bidAdjustment) {
    super("spades", SpadesView.class);
    this.bidAdjustment = bidAdjustment;
  }

  /**
   * A copy that bids {@code tricks} more (or fewer, when negative) than it counts, kept within 1 to
   * 13 (default 0).
   */
  public SpadesHeuristic withBidAdjustment(int tricks) {
    return new SpadesHeuristic(tricks);
  }

  /** The tricks added to the count when bidding. */
  public int bidAdjustment() {
    return bidAdjustment;
  }

  @Override
  public Action act(SpadesView v) {
    List<Action> legal = v.legalActions();
    Optional<TrickTable> table = v.tricks();
    if (!(legal.get(0) instanceof CardPlay) || table.isEmpty()) {
      return choose(v, legal);
    }
    TrickTable t = table.get();
    return play(t.order(), t.current(), t.currentWinner(), v.seat(), legal);
  }

  /** In trick play on a cursor: the same card as {@link #act} on the seat's view there. */
  @Override
  public int card(
      GameState<?, ?> world, SearchCursor<?> c, int seat, long legal, SplittableRandom rng) {
    int winner = c.currentWinner();
    return TrickPlayer.cheapestWinnerOrLowest(
        c.trickOrder(),
        c.currentTrickPacked(),
        Long.bitCount(c.currentTrickBits()),
        legal,
        winner >= 0 && winner == (seat + 2) % 4);
  }

  /** In trick play, from the sampled world's trick in progress without building a view. */
  @Override
  public Action choose(GameState<?, ?> world, int seat, List<Action> legal, SplittableRandom rng) {
    TrickPlayer.Now now = TrickPlayer.now(world);
    if (!(legal.get(0) instanceof CardPlay) || now == null) {
      return choose(cast(world.viewFor(seat)), legal);
    }
    return play(now.order(), now.current(), now.winner(), seat, legal);
  }

  private static Action play(
      TrickOrder order, Trick t, int winnerSoFar, int seat, List<Action> legal) {
    boolean partnerWinning = winnerSoFar >= 0 && winnerSoFar == (seat + 2) % 4;
    return TrickPlayer.playOf(
        legal,
        TrickPlayer.cheapestWinnerOrLowest(
            order, t.packed(), t.size(), TrickPlayer.playable(legal), partnerWinning));
  }

  private Action choose(SpadesView v, List<Action> legal) {
    if (legal.contains(SpadesAction.Look.LOOK)) {
      return SpadesAction.Look.LOOK; // look at the cards before bidding
    }
    CardSet hand = v.hand();
    int sure = 0;
    for (Card c : hand) {
      if (c.rank() == Rank.ACE
          || (c.suit() == Suit.SPADES && c.rank().ordinal() >= Rank.QUEEN.ordinal())) {
        sure++;
      } else if (c.rank() == Rank.KING) {
        sure += hand.inSuit(c.suit()).size() >= 2 ? 1 : 0;
      }
    }
    sure += Math.max(0, hand.inSuit(Suit.SPADES).size() - 3);
    int want = Math.max(1, Math.min(13, sure + bidAdjustment));
    for (Action a : legal) {
      if (a instanceof SpadesAction.Bid b && b.tricks() == want) {
        return a;
      }
    }
    return legal.get(0);
  }

  @Override
  public String toString() {
    return "SpadesHeuristic(bidAdjustment " + bidAdjustment + ")";
  }
}
