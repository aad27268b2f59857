package dev.tenace.bots;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.spades.SpadesAction;
import dev.tenace.spades.SpadesBid;
import dev.tenace.spades.SpadesState;
import dev.tenace.spades.SpadesView;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.IntFunction;

/**
 * A Spades player (rules/spades.md) that bids from a trick estimate and plays to its bid, its
 * partner's nil and the opponents' nil.
 *
 * <p><b>Bidding</b> (§3): it looks at its cards (§3.3), then estimates its tricks ({@link
 * SpadesBidding}): aces and guarded kings of the side suits (less in a long suit, where they are
 * ruffed), queens with two guards, top spades, spades beyond three, and ruffs from side voids,
 * singletons and doubletons with spades to spare. A hand with no sure trick, low spades and low
 * cards in every suit bids nil (§3.2) unless the partner already did; otherwise it bids the
 * estimate rounded down, one less when the four bids would pass 13 tricks, one more when its team
 * is near the bag penalty (§5.3).
 *
 * <p><b>Play</b> (§4): a nil bidder ducks with its highest losing card and leads low; the partner
 * of a nil bidder covers it (plays its strongest winner before the partner, overtakes the partner
 * when the partner is winning) and leads high; against an opponent's nil it plays under the nil
 * bidder when that seat is winning and low before it. Otherwise it leads sure winners (the top
 * remaining card of a side suit), draws trumps with the top spade, else leads low from a short side
 * suit to ruff later; it never overtakes a partner who is winning, ruffs a side suit it is void in,
 * takes a trick second hand only with a sure winner, third and last hand with the cheapest winner,
 * and discards its lowest side card. Where nothing else applies (an exchange) it takes the first
 * listed action. It decides from its {@link SpadesView} alone; on a search cursor it reads the same
 * public facts (bids, tricks won, cards played) and its own hand.
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
   * 13 (default 0); a nil stays a nil.
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
    int seat = v.seat();
    int nils = standingNils(v::bid, table.get().tricksWon());
    return TrickPlayer.playOf(
        legal,
        SpadesPlay.card(
            table.get().order(),
            table.get().current().leader(),
            table.get().current().packed(),
            table.get().current().size(),
            seat,
            TrickPlayer.playable(legal),
            v.hand().bits(),
            table.get().played().bits(),
            nils));
  }

  /** In trick play on a cursor: the same card as {@link #act} on the seat's view there. */
  @Override
  public int card(
      GameState<?, ?> world, SearchCursor<?> c, int seat, long legal, SplittableRandom rng) {
    long played = c.currentTrickBits();
    int[] won = new int[4];
    for (int s = 0; s < 4; s++) {
      played |= c.cardsWonBits(s);
      won[s] = c.tricksWon(s);
    }
    int nils = standingNils(world, List.of(won[0], won[1], won[2], won[3]), seat);
    return SpadesPlay.card(
        c.trickOrder(),
        c.trickLeader(),
        c.currentTrickPacked(),
        Long.bitCount(c.currentTrickBits()),
        seat,
        legal,
        world.hand(seat).bits() & ~played,
        played,
        nils);
  }

  /** In trick play, from the sampled world's trick table without building a view. */
  @Override
  public Action choose(GameState<?, ?> world, int seat, List<Action> legal, SplittableRandom rng) {
    Optional<TrickTable> table = world.tricks();
    if (!(legal.get(0) instanceof CardPlay) || table.isEmpty()) {
      return choose(cast(world.viewFor(seat)), legal);
    }
    int nils = standingNils(world, table.get().tricksWon(), seat);
    return TrickPlayer.playOf(
        legal,
        SpadesPlay.card(
            table.get().order(),
            table.get().current().leader(),
            table.get().current().packed(),
            table.get().current().size(),
            seat,
            TrickPlayer.playable(legal),
            world.hand(seat).bits(),
            table.get().played().bits(),
            nils));
  }

  /** {@link #standingNils} from a sampled world's bids (its Spades state, else the seat's view). */
  private int standingNils(GameState<?, ?> world, List<Integer> tricksWon, int seat) {
    if (world instanceof SpadesState st) {
      return standingNils(st::bid, tricksWon);
    }
    return standingNils(cast(world.viewFor(seat))::bid, tricksWon);
  }

  /**
   * The seats whose nil still stands, as a mask: bit s for seat s when it bid nil or blind nil and
   * has taken no trick.
   */
  private static int standingNils(IntFunction<Optional<SpadesBid>> bid, List<Integer> tricksWon) {
    int nils = 0;
    for (int s = 0; s < 4; s++) {
      Optional<SpadesBid> b = bid.apply(s);
      if (b.isPresent() && b.get().isNil() && tricksWon.get(s) == 0) {
        nils |= 1 << s;
      }
    }
    return nils;
  }

  private Action choose(SpadesView v, List<Action> legal) {
    if (legal.contains(SpadesAction.Look.LOOK)) {
      return SpadesAction.Look.LOOK; // look at the cards before bidding
    }
    int seat = v.seat();
    Optional<SpadesBid> partner = v.bid((seat + 2) % 4);
    int othersBid = 0;
    int bidders = 0;
    for (int s = 0; s < 4; s++) {
      Optional<SpadesBid> b = v.bid(s);
      if (s != seat && b.isPresent()) {
        othersBid += b.get().tricks();
        bidders++;
      }
    }
    int bags = v.bagsBefore().isEmpty() ? 0 : v.bagsBefore().get(seat % 2);
    SpadesBidding.Choice c =
        SpadesBidding.choose(
            v.hand(), partner.map(SpadesBid::isNil).orElse(false), othersBid, bidders, bags);
    if (c.nil() && legal.contains(SpadesAction.Nil.NIL)) {
      return SpadesAction.Nil.NIL;
    }
    int want = Math.max(1, Math.min(13, c.tricks() + bidAdjustment));
    for (Action a : legal) {
      if (a instanceof SpadesAction.Bid b && b.tricks() == want) {
        return a;
      }
    }
    return legal.get(0);
  }

  /** The hand's estimated tricks, as {@link SpadesBidding} counts them (for tests and tools). */
  public static double estimate(CardSet hand) {
    return SpadesBidding.estimate(hand);
  }

  /**
   * {@code pimc:50}: PIMC over 50 worlds played out by this heuristic, the strongest bot measured
   * within 100 ms a decision on the 2-core machine (examples/bots/README.md, "best").
   */
  @Override
  public String best() {
    return "pimc:50";
  }

  @Override
  public String toString() {
    return "SpadesHeuristic(bidAdjustment " + bidAdjustment + ")";
  }
}
