package dev.tenace.core.testkit;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import dev.tenace.core.spi.ActionText;
import dev.tenace.core.spi.DealHeader;
import dev.tenace.core.spi.DealSetup;
import dev.tenace.core.spi.HiddenDeal;
import dev.tenace.core.spi.Keys;
import dev.tenace.core.spi.PlayRule;
import dev.tenace.core.spi.TrickGameState;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The minimal plain trick game core tests its contract suite on: 4 players, 13 tricks, no trump,
 * follow suit, one point per trick won. It is also a small, complete example of how a game is built
 * on {@link TrickPlay}: about 200 lines including its view and sampler.
 *
 * <p>{@link #broken(long)} gives a deliberately broken variant whose {@code legalActions} omits a
 * card, to show that the contract suite catches it.
 */
public final class PlainGame {
  private PlainGame() {}

  /** The one action of the game: {@code play <card>}, interned per card. */
  public static final class Play extends CardPlay {
    private static final Play[] ALL = intern(Play::new, Play[]::new);

    private Play(Card card) {
      super(card);
    }

    /** The play of a card. */
    public static Play of(Card card) {
      return ALL[Objects.requireNonNull(card, "card is null").index()];
    }
  }

  /** Parses {@code play <card>}. */
  public static Action parse(String text) {
    ActionText t = ActionText.of(text);
    if (!t.verb().equals("play")) {
      throw t.unknownVerb("play");
    }
    t.expectArgs(1, "play <card>");
    return Play.of(t.card(0));
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
    TrickPlay play =
        TrickPlay.start(
            TrickOrder.noTrump(), deal.hands(), (deal.dealer() + 1) % 4, List.<PlayRule>of());
    return new State(new State.Setup(DealHeader.of(deal, 1, List.of(0, 0, 0, 0)), broken), play);
  }

  /** A position of the plain game. */
  public static final class State extends TrickGameState<State, PlainView, State.Setup> {
    private static final Kind KIND = new Kind("plain", Play.class, Play.class);

    /**
     * The deal's header and whether this is the broken game: the state's value, with the trick play
     * ({@code equals}, {@code hashCode}, {@code key()} and {@code toString} derived).
     */
    record Setup(DealHeader header, boolean broken) implements DealSetup {}

    private final int dealer;
    private final boolean broken;

    State(Setup setup, TrickPlay play) {
      super(setup, play);
      this.dealer = setup.dealer();
      this.broken = setup.broken();
    }

    @Override
    protected Kind kind() {
      return KIND;
    }

    @Override
    protected String phase() {
      return play.isOver() ? "OVER" : "PLAYING";
    }

    @Override
    protected State afterPlay(TrickPlay next) {
      return new State(setup, next);
    }

    /** The trick-play phase. */
    public TrickPlay trickPlay() {
      return play;
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
        out.add(Play.of(c));
      }
      return List.copyOf(out);
    }

    @Override
    protected Either<RuleViolation, State> applyAction(int seat, Action action) {
      return playCard(seat, ((Play) action).card());
    }

    @Override
    public Action parseAction(String text) {
      return parse(text);
    }

    @Override
    protected PlainView view(int seat) {
      Seat.check(seat, 4);
      return new PlainView(
          seat,
          dealer,
          hand(seat),
          play.table(),
          play.toPlay(),
          play.isOver() ? List.of() : legalActions(seat),
          broken);
    }

    // hand, standing and zones (hands, played, rest) are TrickGameState's, read from the setup's
    // DealHeader and the trick play

    @Override
    public int score(int seat) {
      Seat.check(seat, 4);
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
   * A seat's view of the plain game: own hand and the public trick table.
   *
   * @param seat the seat
   * @param dealer the dealer
   * @param hand the seat's hand
   * @param table the public trick table
   * @param toMove the seat to play
   * @param legalActions the seat's legal actions
   * @param broken whether this is the broken game
   */
  public record PlainView(
      int seat,
      int dealer,
      CardSet hand,
      TrickTable table,
      int toMove,
      List<Action> legalActions,
      boolean broken)
      implements View<State> {

    @Override
    public int players() {
      return 4;
    }

    @Override
    public List<Move> history() {
      List<Move> out = new ArrayList<>();
      for (Trick t : table.completed()) {
        for (int i = 0; i < t.size(); i++) {
          out.add(new Move(t.seat(i), Play.of(t.card(i))));
        }
      }
      for (int i = 0; i < table.current().size(); i++) {
        out.add(new Move(table.current().seat(i), Play.of(table.current().card(i))));
      }
      return List.copyOf(out);
    }

    @Override
    public Optional<TrickTable> tricks() {
      return Optional.of(table);
    }

    @Override
    public List<Integer> standing() {
      return List.of(0, 0, 0, 0);
    }

    @Override
    public long key() {
      long k = Keys.mix(Keys.START, seat * 8L + dealer);
      k = Keys.mix(k, hand.bits());
      for (Move m : history()) {
        k = Keys.mix(k, m.seat() * 64L + ((CardPlay) m.action()).card().index());
      }
      return Keys.mix(k, broken ? 1 : 0);
    }

    @Override
    public State sampleConsistentState(RandomGenerator rng) {
      // Hidden cards are the deck less this hand and the played cards; each other seat holds 13
      // less what it played, and none of a suit it has shown void in.
      long[] playedBy = new long[4];
      for (Move m : history()) {
        playedBy[m.seat()] |= ((CardPlay) m.action()).card().bit();
      }
      long played = table.played().bits();
      long hidden = Deck.standard().cards().bits() & ~hand.bits() & ~played;
      int[] need = new int[4];
      for (int s = 0; s < 4; s++) {
        need[s] = s == seat ? 0 : 13 - Long.bitCount(playedBy[s]);
      }
      // Uniform over the deals consistent with the view: HiddenDeal counts them and draws one.
      HiddenDeal.Builder constraints = HiddenDeal.builder(hidden, need);
      for (int s = 0; s < 4; s++) {
        int voids = table.voids().get(s);
        for (int e = 0; e < TrickOrder.EFFECTIVE_SUITS; e++) {
          if ((voids & (1 << e)) != 0) {
            constraints.forbid(s, table.order().suitMask(e));
          }
        }
      }
      long[] fresh = constraints.build().sampleForView(rng, seat);
      List<CardSet> dealt = new ArrayList<>();
      for (int s = 0; s < 4; s++) {
        dealt.add(CardSet.ofBits((s == seat ? hand.bits() : fresh[s]) | playedBy[s]));
      }
      // Replay the public history on the re-dealt hands.
      State st = start(Deal.of(Deck.standard(), dealer, dealt, List.of()), broken);
      for (Move m : history()) {
        st = st.applyLegal(m.seat(), m.action());
      }
      return st;
    }
  }
}
