package dev.tenace.core.testkit;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Redeal;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.ActionText;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.PlayRule;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickPlay;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The minimal plain trick game core tests its contract suite on: 4 players, 13 tricks, no trump,
 * follow suit, one point per trick won. It is also a small, complete example of how a game is
 * built on {@link TrickPlay}: about 200 lines including its view and sampler.
 *
 * <p>{@link #broken(long)} gives a deliberately broken variant whose {@code legalActions} omits a
 * card, to show that the contract suite catches it.
 */
public final class PlainGame {
  private PlainGame() {}

  /** The one action of the game: {@code play <card>}. */
  public record Play(Card card) implements Action {
    /** Checks the card. */
    public Play {
      Objects.requireNonNull(card, "card is null");
    }

    @Override
    public String text() {
      return "play " + card;
    }

    @Override
    public String toString() {
      return text();
    }
  }

  /** Parses {@code play <card>}. */
  public static Action parse(String text) {
    ActionText t = ActionText.of(text);
    if (!t.verb().equals("play")) {
      throw t.unknownVerb("play");
    }
    t.expectArgs(1, "play <card>");
    return new Play(t.card(0));
  }

  /** A seeded deal, dealer 3 (so seat 0 leads). */
  public static State deal(long seed) {
    return start(Deal.shuffled(Deck.standard(), 4, 13, 3, seed), false);
  }

  /** A seeded deal of the deliberately broken game: it never lists the highest legal card. */
  public static State broken(long seed) {
    return start(Deal.shuffled(Deck.standard(), 4, 13, 3, seed), true);
  }

  /** A deal from given hands. */
  public static State start(Deal deal, boolean broken) {
    TrickPlay play = TrickPlay.start(TrickOrder.noTrump(), deal.hands(), (deal.dealer() + 1) % 4, List.<PlayRule>of());
    return new State(deal.dealer(), play, broken);
  }

  /** A position of the plain game. */
  public static final class State implements GameState<State, PlainView> {
    private final int dealer;
    private final TrickPlay play;
    private final boolean broken;

    State(int dealer, TrickPlay play, boolean broken) {
      this.dealer = dealer;
      this.play = play;
      this.broken = broken;
    }

    /** The trick-play phase. */
    public TrickPlay trickPlay() {
      return play;
    }

    @Override
    public java.util.Optional<TrickPlay> trickPhase() {
      return java.util.Optional.of(play);
    }

    @Override
    public int players() {
      return 4;
    }

    @Override
    public int dealer() {
      return dealer;
    }

    @Override
    public Deck deck() {
      return Deck.standard();
    }

    @Override
    public boolean isTerminal() {
      return play.isOver();
    }

    @Override
    public int toMove() {
      return play.toPlay();
    }

    @Override
    public List<Action> legalActions(int seat) {
      if (seat != play.toPlay()) {
        return List.of();
      }
      long legal = play.legalBits();
      if (broken && Long.bitCount(legal) > 1) {
        legal &= ~Long.highestOneBit(legal);
      }
      List<Action> out = new ArrayList<>();
      for (Card c : CardSet.ofBits(legal)) {
        out.add(new Play(c));
      }
      return List.copyOf(out);
    }

    @Override
    public Either<RuleViolation, State> apply(int seat, Action action) {
      if (!(action instanceof Play)) {
        return Either.left(new RuleViolation(RuleCode.UNKNOWN_ACTION, seat, "the plain game only knows play <card>, not " + action));
      }
      return play.play(seat, ((Play) action).card()).map(p -> new State(dealer, p, broken));
    }

    @Override
    public Action parseAction(String text) {
      return parse(text);
    }

    @Override
    public PlainView viewFor(int seat) {
      return new PlainView(seat, dealer, hand(seat), play.completedTricks().toString(), play.currentTrick().toString(),
          play.toPlay(), play.isOver() ? List.of() : legalActions(seat), play, broken);
    }

    @Override
    public CardSet hand(int seat) {
      return play.hand(seat);
    }

    @Override
    public Map<String, CardSet> zones() {
      Map<String, CardSet> z = new LinkedHashMap<>();
      for (int s = 0; s < 4; s++) {
        z.put("hand " + s, play.hand(s));
      }
      z.put("played", play.played());
      return z;
    }

    @Override
    public int score(int seat) {
      if (!isTerminal()) {
        throw new IllegalStateException("the deal is not over");
      }
      return play.tricksWon(seat);
    }

    @Override
    public String toString() {
      return "Plain(" + play + ")";
    }
  }

  /**
   * A seat's view of the plain game: own hand and the public tricks.
   *
   * @param seat the seat
   * @param dealer the dealer
   * @param hand the seat's hand
   * @param tricks the completed tricks in notation
   * @param current the trick in progress in notation
   * @param toMove the seat to play
   * @param legalActions the seat's legal actions
   * @param play the phase (used only for sampling; excluded from equality)
   * @param broken whether this is the broken game
   */
  public record PlainView(int seat, int dealer, CardSet hand, String tricks, String current, int toMove,
      List<Action> legalActions, TrickPlay play, boolean broken) implements View<State> {

    @Override
    public int players() {
      return 4;
    }

    @Override
    public boolean canAct() {
      return toMove == seat;
    }

    @Override
    public State sampleConsistentState(RandomGenerator rng) {
      // Hidden cards are the other seats' current hands; re-deal them respecting revealed voids.
      int[] need = new int[4];
      long hidden = 0;
      for (int s = 0; s < 4; s++) {
        if (s != seat) {
          need[s] = play.hand(s).size();
          hidden |= play.handBits(s);
        }
      }
      long[] fresh = Redeal.deal(hidden, need, s -> {
        long allowed = CardSet.ALL_BITS;
        int voids = play.revealedVoids(s);
        for (int e = 0; e < TrickOrder.EFFECTIVE_SUITS; e++) {
          if ((voids & (1 << e)) != 0) {
            allowed &= ~play.order().suitMask(e);
          }
        }
        return allowed;
      }, rng);
      List<CardSet> dealt = new ArrayList<>();
      for (int s = 0; s < 4; s++) {
        long now = s == seat ? play.handBits(s) : fresh[s];
        dealt.add(CardSet.ofBits(now | (play.startingHand(s).bits() & play.playedBits())));
      }
      // Replay the public history on the re-dealt hands.
      State st = start(Deal.of(Deck.standard(), dealer, dealt, List.of()), broken);
      for (var t : play.completedTricks()) {
        for (Card c : t.cards()) {
          st = st.apply(st.toMove(), new Play(c)).get();
        }
      }
      for (Card c : play.currentTrick().cards()) {
        st = st.apply(st.toMove(), new Play(c)).get();
      }
      return st;
    }

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof PlainView)) {
        return false;
      }
      PlainView v = (PlainView) o;
      return v.seat == seat && v.dealer == dealer && v.hand.equals(hand) && v.tricks.equals(tricks)
          && v.current.equals(current) && v.toMove == toMove && v.legalActions.equals(legalActions);
    }

    @Override
    public int hashCode() {
      return Objects.hash(seat, hand, tricks, current);
    }
  }
}
