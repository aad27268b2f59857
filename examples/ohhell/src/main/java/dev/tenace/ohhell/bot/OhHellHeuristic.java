package dev.tenace.ohhell.bot;

import dev.tenace.bots.Heuristic;
import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.ohhell.OhHellAction;
import dev.tenace.ohhell.OhHellView;
import java.util.List;
import java.util.Optional;

/**
 * A simple Oh Hell player (rules/ohhell.md), deciding from its {@link OhHellView} alone. It bids
 * the tricks it expects to win (§3): its aces, its king and queen of trumps, and its trumps beyond
 * three, the nearest legal bid when the hook forbids that one (§3.3). In play (§4) it tries to make
 * its bid exactly: while it still needs tricks it wins as cheaply as it can (and leads its
 * strongest card); once it has enough it plays the strongest card that does not win (and leads its
 * weakest).
 *
 * <p>Registered for {@link java.util.ServiceLoader} as a {@code dev.tenace.bots.GameHeuristic}, so
 * {@code --bots heuristic} and the play-outs of {@code pimc} and {@code ismcts} use it. Immutable
 * and stateless: one instance may serve every seat and thread.
 */
public final class OhHellHeuristic extends Heuristic<OhHellView> {
  /** The heuristic of the game {@code "ohhell"}, for the service loader. */
  public OhHellHeuristic() {
    super("ohhell", OhHellView.class);
  }

  /**
   * {@code pimc:50}: PIMC over 50 worlds played out by this heuristic, the game's {@code best}
   * opponent (measured in examples/bots/README.md, "Best").
   */
  @Override
  public String best() {
    return "pimc:50";
  }

  @Override
  public Action act(OhHellView v) {
    List<Action> legal = v.legalActions();
    if (legal.get(0) instanceof OhHellAction.Bid) {
      return nearest(legal, Math.min(expectedTricks(v.hand(), v.trump()), v.handSize()));
    }
    TrickTable t = v.tricks().orElseThrow();
    int seat = v.seat();
    boolean wantMore = v.bid(seat).orElse(0) > t.tricksWon().get(seat);
    return play(v, t, wantMore);
  }

  /**
   * The tricks a hand should win (§3): its aces, the king and queen of trumps, and every trump
   * beyond three.
   */
  static int expectedTricks(CardSet hand, Optional<Suit> trump) {
    int tricks = 0;
    for (Card c : hand) {
      boolean isTrump = trump.isPresent() && c.suit() == trump.get();
      if (c.rank() == Rank.ACE || (isTrump && c.rank().compareTo(Rank.QUEEN) >= 0)) {
        tricks++;
      }
    }
    return tricks + trump.map(s -> Math.max(0, hand.inSuit(s).size() - 3)).orElse(0);
  }

  /** The legal bid nearest to {@code want}, the lower one of two as near. */
  private static Action nearest(List<Action> legal, int want) {
    Action best = legal.get(0);
    for (Action a : legal) {
      if (Math.abs(tricks(a) - want) < Math.abs(tricks(best) - want)) {
        best = a;
      }
    }
    return best;
  }

  private static int tricks(Action bid) {
    return ((OhHellAction.Bid) bid).tricks();
  }

  /**
   * The card to play (§4): while more tricks are wanted, the cheapest card that wins the trick now
   * (the strongest when leading), else the weakest; once enough are won, the strongest card that
   * does not win (the weakest when leading, or when every card wins).
   */
  private static Action play(OhHellView v, TrickTable t, boolean wantMore) {
    TrickOrder order = t.order();
    Trick trick = t.current();
    boolean leading = trick.isEmpty();
    long wins = leading ? -1L : order.beaters(trick.cardOf(t.currentWinner()).index());
    int weakest = -1;
    int strongest = -1;
    int cheapestWinner = -1;
    int strongestLoser = -1;
    for (Card legal : v.legalCards()) {
      int c = legal.index();
      weakest = pick(order, weakest, c, false);
      strongest = pick(order, strongest, c, true);
      if ((wins & (1L << c)) != 0) {
        cheapestWinner = pick(order, cheapestWinner, c, false);
      } else {
        strongestLoser = pick(order, strongestLoser, c, true);
      }
    }
    int card;
    if (leading) {
      card = wantMore ? strongest : weakest;
    } else if (wantMore) {
      card = cheapestWinner >= 0 ? cheapestWinner : weakest;
    } else {
      card = strongestLoser >= 0 ? strongestLoser : weakest;
    }
    return v.actionFor(Card.ofIndex(card)).orElseThrow();
  }

  /** {@code card} if it is stronger (or weaker) than {@code best}, or there is no best yet. */
  private static int pick(TrickOrder order, int best, int card, boolean stronger) {
    if (best < 0) {
      return card;
    }
    int d = weight(order, card) - weight(order, best);
    return (stronger ? d > 0 : d < 0) ? card : best;
  }

  /** A card's weight for this player: its strength in its suit, trumps above every other suit. */
  private static int weight(TrickOrder order, int card) {
    return order.strength(card) + (order.effectiveSuit(card) == order.trumpSuit() ? 64 : 0);
  }

  @Override
  public String toString() {
    return "OhHellHeuristic";
  }
}
