package dev.tenace.bots;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.suitability.Privilege;
import dev.tenace.suitability.Role;
import dev.tenace.suitability.SuitabilityAction;
import dev.tenace.suitability.SuitabilityState;
import dev.tenace.suitability.SuitabilityView;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * A sensible Suitability player (rules/suitability.md §4–§6): declares from hand shape (its
 * longest, strongest suit trump, a suit of low cards reverse, a suit it holds many of penalty),
 * claims a privilege from the tricks it expects (poverty expecting at most one, warranty at most
 * three), and in play wins clean tricks cheaply but ducks a trick that holds a penalty card,
 * throwing its own penalty cards on other players' tricks. It reads only its own hand and public
 * information: its {@link SuitabilityView}.
 *
 * <pre>{@code
 * SuitabilityHeuristic h = new SuitabilityHeuristic().withClaims(0.5, 2.5);  // claim less often
 * Agent<View<?>> bot = h.forAnyView();
 * }</pre>
 *
 * <p>Immutable and stateless: one instance may serve every seat and thread.
 */
public final class SuitabilityHeuristic extends Heuristic<SuitabilityView>
    implements CursorRollout {
  private final double povertyAtMost;
  private final double warrantyAtMost;

  /** The default player: poverty expecting at most 1 trick, warranty at most 3. */
  public SuitabilityHeuristic() {
    this(1, 3);
  }

  private SuitabilityHeuristic(double povertyAtMost, double warrantyAtMost) {
    super("suitability", SuitabilityView.class);
    this.povertyAtMost = povertyAtMost;
    this.warrantyAtMost = warrantyAtMost;
  }

  /**
   * A copy that claims poverty when it expects at most {@code povertyAtMost} tricks, warranty at
   * most {@code warrantyAtMost}, and no privilege above (§4.2; defaults 1 and 3).
   *
   * @throws IllegalArgumentException if {@code povertyAtMost} is above {@code warrantyAtMost}
   */
  public SuitabilityHeuristic withClaims(double povertyAtMost, double warrantyAtMost) {
    if (!(povertyAtMost <= warrantyAtMost)) {
      throw new IllegalArgumentException(
          "povertyAtMost must not be above warrantyAtMost but was "
              + povertyAtMost
              + " > "
              + warrantyAtMost);
    }
    return new SuitabilityHeuristic(povertyAtMost, warrantyAtMost);
  }

  /** The most tricks expected for a poverty claim. */
  public double povertyAtMost() {
    return povertyAtMost;
  }

  /** The most tricks expected for a warranty claim. */
  public double warrantyAtMost() {
    return warrantyAtMost;
  }

  @Override
  public Action act(SuitabilityView view) {
    List<Action> legal = view.legalActions();
    if (legal.size() == 1) {
      return legal.get(0);
    }
    Optional<TrickTable> t = view.tricks();
    return decide(
        view.hand(),
        view::role,
        view.suitWith(Role.PENALTY),
        t.map(TrickTable::order).orElse(null),
        t.map(TrickTable::current).orElse(null),
        legal);
  }

  /** From the sampled world's state directly: the seat's hand and public facts, no view built. */
  @Override
  public Action choose(GameState<?, ?> world, int seat, List<Action> legal, SplittableRandom rng) {
    SuitabilityState s = suitability(world);
    TrickPlayer.Now now = TrickPlayer.now(s);
    return decide(
        s.hand(seat),
        s::role,
        s.suitWith(Role.PENALTY),
        now == null ? null : now.order(),
        now == null ? null : now.current(),
        legal);
  }

  /**
   * In trick play on a cursor: the same card as {@link #act} on the seat's view there (the penalty
   * suit, declared before trick play, is the world's).
   */
  @Override
  public int card(
      GameState<?, ?> world, SearchCursor<?> c, int seat, long legal, SplittableRandom rng) {
    long trick = c.currentTrickBits();
    return play(
        c.trickOrder(),
        c.currentTrickPacked(),
        Long.bitCount(trick),
        trick,
        mask(suitability(world).suitWith(Role.PENALTY)),
        legal,
        world.players());
  }

  private static SuitabilityState suitability(GameState<?, ?> world) {
    if (!(world instanceof SuitabilityState s)) {
      throw new IllegalArgumentException(
          "this bot plays Suitability, not " + world.getClass().getSimpleName());
    }
    return s;
  }

  private static long mask(Optional<Suit> suit) {
    return suit.isPresent() ? CardSet.suitMask(suit.get()) : 0L;
  }

  /** The decision from the seat's hand and public facts only (a view's, or a sampled world's). */
  private Action decide(
      CardSet hand,
      Function<Suit, Optional<Role>> roles,
      Optional<Suit> penaltySuit,
      TrickOrder order,
      Trick current,
      List<Action> legal) {
    Action first = legal.get(0);
    if (first instanceof SuitabilityAction.Declare) {
      return declare(hand, legal);
    }
    if (first instanceof SuitabilityAction.Claim) {
      return claim(roles, hand, legal);
    }
    if (first instanceof SuitabilityAction.Play && order != null) {
      return SuitabilityAction.Play.of(
          Card.ofIndex(
              play(
                  order,
                  current.packed(),
                  current.size(),
                  current.cardSet().bits(),
                  mask(penaltySuit),
                  TrickPlayer.playable(legal),
                  current.players())));
    }
    return first;
  }

  private static Action declare(CardSet hand, List<Action> legal) {
    Action best = legal.get(0);
    double bestValue = Double.NEGATIVE_INFINITY;
    for (Action a : legal) {
      if (!(a instanceof SuitabilityAction.Declare d)) {
        continue;
      }
      CardSet suit = hand.inSuit(d.suit());
      double value =
          switch (d.role()) {
            case TRUMP -> 2.0 * suit.size() + high(suit);
            case REVERSE -> 1.5 * low(suit) - high(suit);
            // PENALTY: the more of them this hand holds, the fewer can land in its tricks
            default -> suit.size() - high(suit);
          };
      if (value > bestValue) {
        bestValue = value;
        best = a;
      }
    }
    return best;
  }

  private Action claim(Function<Suit, Optional<Role>> roles, CardSet hand, List<Action> legal) {
    double tricks = expectedTricks(roles, hand);
    Privilege want =
        tricks <= povertyAtMost
            ? Privilege.POVERTY
            : tricks <= warrantyAtMost ? Privilege.WARRANTY : Privilege.NONE;
    for (Action a : legal) {
      if (a instanceof SuitabilityAction.Claim claim && claim.privilege() == want) {
        return a;
      }
    }
    return legal.get(0);
  }

  /**
   * Sure-ish tricks: high trumps and trump length, aces and guarded kings, reverse twos and threes.
   */
  private static double expectedTricks(Function<Suit, Optional<Role>> roles, CardSet hand) {
    double e = 0;
    for (Suit x : Suit.values()) {
      CardSet in = hand.inSuit(x);
      Role r = roles.apply(x).orElse(Role.PLAIN);
      if (r == Role.TRUMP) {
        e += high(in) + Math.max(0, in.size() - 3);
      } else if (r == Role.REVERSE) {
        e += low(in) > 0 ? Math.min(2, low(in)) : 0;
      } else {
        e += count(in, Rank.ACE) + (in.size() >= 2 ? count(in, Rank.KING) : 0);
      }
    }
    return e;
  }

  /**
   * The card to play as an index, by masks: the one decision of the view, state and cursor paths.
   *
   * @param packed the trick in progress as {@link Trick#packed()}
   * @param size its cards
   * @param trickBits its cards as a mask
   * @param penalty the penalty suit's mask, or 0
   */
  private static int play(
      TrickOrder order,
      long packed,
      int size,
      long trickBits,
      long penalty,
      long legalBits,
      int players) {
    int pick;
    if (size == 0) {
      // lead the lowest card outside the penalty suit: let others win the early tricks cheaply
      long safe = legalBits & ~penalty;
      pick = weakest(order, safe != 0 ? safe : legalBits);
    } else {
      boolean last = size == players - 1;
      boolean dirty = (trickBits & penalty) != 0;
      long winners = 0;
      long losers = 0;
      for (long b = legalBits; b != 0; b &= b - 1) {
        if (TrickPlayer.wouldWin(order, packed, size, Long.numberOfTrailingZeros(b))) {
          winners |= b & -b;
        } else {
          losers |= b & -b;
        }
      }
      if (!dirty && winners != 0 && (last || (winners & ~penalty) != 0)) {
        long clean = winners & ~penalty;
        pick = weakest(order, clean != 0 ? clean : winners);
      } else if (losers != 0) {
        // throw a penalty card onto someone else's trick if possible, else the strongest loser
        long dump = losers & penalty;
        pick = dump != 0 ? strongest(order, dump) : strongest(order, losers);
      } else {
        long clean = winners & ~penalty;
        pick = weakest(order, clean != 0 ? clean : winners);
      }
    }
    return pick;
  }

  /** The weakest card's index, the first in index order among equals. */
  private static int weakest(TrickOrder order, long cards) {
    int best = -1;
    for (long b = cards; b != 0; b &= b - 1) {
      int c = Long.numberOfTrailingZeros(b);
      if (best < 0 || order.strength(c) < order.strength(best)) {
        best = c;
      }
    }
    return best;
  }

  /** The strongest card's index, the first in index order among equals. */
  private static int strongest(TrickOrder order, long cards) {
    int best = -1;
    for (long b = cards; b != 0; b &= b - 1) {
      int c = Long.numberOfTrailingZeros(b);
      if (best < 0 || order.strength(c) > order.strength(best)) {
        best = c;
      }
    }
    return best;
  }

  private static int high(CardSet cards) {
    return count(cards, Rank.ACE) + count(cards, Rank.KING) + count(cards, Rank.QUEEN);
  }

  private static int low(CardSet cards) {
    int n = 0;
    for (Card c : cards) {
      if (c.rank().ordinal() <= Rank.FIVE.ordinal()) {
        n++;
      }
    }
    return n;
  }

  private static int count(CardSet cards, Rank rank) {
    int n = 0;
    for (Card c : cards) {
      if (c.rank() == rank) {
        n++;
      }
    }
    return n;
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
    return "SuitabilityHeuristic(povertyAtMost "
        + povertyAtMost
        + ", warrantyAtMost "
        + warrantyAtMost
        + ")";
  }
}
