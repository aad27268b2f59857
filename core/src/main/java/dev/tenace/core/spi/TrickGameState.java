package dev.tenace.core.spi;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.game.View;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The frame of a trick game's deal state, written once: the refusals every game gives the same way
 * (a seat that is not at the table, another game's action, an action of another phase, a seat that
 * is not the one to act), card plays through the shared {@link TrickPlay} (checked in {@link
 * #apply}, unchecked in the {@link #applyLegal} fast path of search loops), the public {@link
 * #tricks()} table, and the checks of an explicit deal. A game keeps everything else, including its
 * immutable setup (bids, passes, declarations, scores) beside the {@link #play} it inherits.
 *
 * <pre>{@code
 * public final class MyState extends TrickGameState<MyState, MyView, MySetup> {
 *   record MySetup(DealHeader header, MyRules rules, Ints bids) implements DealSetup {}
 *   private static final Kind KIND = new Kind("My game", MyAction.class, MyAction.Play.class);
 *   protected Kind kind() { return KIND; }
 *   protected MyState afterPlay(TrickPlay next) { ... score when next.isOver() ... }
 *   protected Either<RuleViolation, MyState> applyAction(int seat, Action a) {
 *     return a instanceof MyAction.Play p ? playCard(seat, p.card()) : bid(seat, (MyAction) a);
 *   }
 * }
 * }</pre>
 *
 * @param <S> the game's state type (the subclass itself)
 * @param <V> the game's view type
 * @param <D> the game's setup: everything of the deal but the trick-play phase
 */
public abstract class TrickGameState<
        S extends TrickGameState<S, V, D>, V extends View<S>, D extends DealSetup>
    implements GameState<S, V> {
  /** Everything of the deal but the trick-play phase, shared by every card play. */
  protected final D setup;

  /** The trick-play phase, or {@code null} before it (passing, bidding, declaring). */
  protected final TrickPlay play;

  /**
   * A state over a setup and a trick-play phase.
   *
   * @param setup the game's setup of the deal
   * @param play the trick-play phase, or {@code null} before trick play
   */
  protected TrickGameState(D setup, TrickPlay play) {
    this.setup = Objects.requireNonNull(setup, "setup is null");
    this.play = play;
  }

  @Override
  public final int players() {
    return setup.players();
  }

  @Override
  public final int dealer() {
    return setup.dealer();
  }

  @Override
  public final Deck deck() {
    return setup.deck();
  }

  /** The deal's number in its match, from 1. */
  public int dealNumber() {
    return setup.header().dealNumber();
  }

  /** The match totals before this deal, one per seat. */
  @Override
  public List<Integer> standing() {
    return setup.header().standing().toList();
  }

  /**
   * {@inheritDoc}
   *
   * <p>The seat's cards in trick play, before it {@link #handBeforePlay}.
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  @Override
  public CardSet hand(int seat) {
    Seat.check(seat, players());
    return play == null ? handBeforePlay(seat) : play.hand(seat);
  }

  /**
   * The seat's cards before trick play: by default as dealt; a game whose hands change before it
   * (passing, picking) answers from its setup.
   */
  protected CardSet handBeforePlay(int seat) {
    return setup.header().hand(seat);
  }

  /**
   * {@inheritDoc}
   *
   * <p>{@code "hand 0"} … one per seat, {@code "played"}, then the game's own ({@link
   * #zones(Map)}).
   */
  @Override
  public Map<String, CardSet> zones() {
    Map<String, CardSet> z = new LinkedHashMap<>();
    for (int s = 0; s < players(); s++) {
      z.put("hand " + s, hand(s));
    }
    z.put("played", play == null ? CardSet.EMPTY : play.played());
    zones(z);
    return z;
  }

  /**
   * Adds the game's own zones after the hands and the cards played. By default {@code "rest"}, the
   * cards dealt to no hand ({@link DealHeader#restCards}), when the deal leaves any; a game that
   * names those cards itself (a blind, a widow, a turn-up) overrides this.
   */
  protected void zones(Map<String, CardSet> zones) {
    CardSet rest = setup.header().restCards();
    if (!rest.isEmpty()) {
      zones.put("rest", rest);
    }
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  @Override
  public V viewFor(int seat) {
    Seat.check(seat, players());
    return view(seat);
  }

  /** The view of a seat of this deal ({@link #viewFor} has checked the seat). */
  protected abstract V view(int seat);

  /**
   * What the frame needs to know of a game, one constant per game.
   *
   * @param name the game's name in refusals: {@code "Hearts"} (as in "which is not a Hearts
   *     action")
   * @param actions the game's action type; anything else is refused as {@code UNKNOWN_ACTION}
   * @param cardPlays the game's card-play action type, for the {@link #applyLegal} fast path
   * @param parser the game's action parser ({@code MyAction::parse}), which {@link #parseAction}
   *     calls; {@code null} for a game that overrides {@link #parseAction}
   */
  public record Kind(
      String name,
      Class<? extends Action> actions,
      Class<? extends CardPlay> cardPlays,
      Function<String, ? extends Action> parser) {
    /** Checks the parts. */
    public Kind {
      Objects.requireNonNull(name, "name is null");
      Objects.requireNonNull(actions, "actions is null");
      Objects.requireNonNull(cardPlays, "cardPlays is null");
    }

    /** A kind without a parser: the game overrides {@link #parseAction}. */
    public Kind(String name, Class<? extends Action> actions, Class<? extends CardPlay> cardPlays) {
      this(name, actions, cardPlays, null);
    }
  }

  /**
   * {@inheritDoc}
   *
   * <p>By the {@link Kind#parser()} of the game's kind.
   *
   * @throws dev.tenace.core.card.NotationException naming the position of the problem
   */
  @Override
  public Action parseAction(String text) {
    Function<String, ? extends Action> parser = kind().parser();
    if (parser == null) {
      throw new UnsupportedOperationException(kind().name() + " names no action parser");
    }
    return parser.apply(text);
  }

  /** The game's {@link Kind}: a constant. */
  protected abstract Kind kind();

  /** The phase the deal is in, as refusals name it. */
  protected abstract Object phase();

  /**
   * The state after a card play: the next position over {@code next}, scored when {@code next} is
   * over. Called for every card play, checked or not.
   */
  protected abstract S afterPlay(TrickPlay next);

  /**
   * Applies an action of this game (an instance of the {@link Kind#actions()} type) by a seat of
   * the table; {@link #apply} has refused everything else.
   */
  protected abstract Either<RuleViolation, S> applyAction(int seat, Action action);

  /**
   * {@inheritDoc}
   *
   * <p>Refuses a seat that is not at the table ({@code NO_SUCH_SEAT}) and an action of another game
   * or none ({@code UNKNOWN_ACTION}); the game decides the rest.
   */
  @Override
  public final Either<RuleViolation, S> apply(int seat, Action action) {
    if (seat < 0 || seat >= players()) {
      return Either.left(
          new RuleViolation(
              RuleCode.NO_SUCH_SEAT,
              seat,
              "there is no " + Seat.name(seat) + " at a table of " + players()));
    }
    if (!kind().actions().isInstance(action)) {
      return Either.left(
          new RuleViolation(
              RuleCode.UNKNOWN_ACTION,
              seat,
              Seat.name(seat)
                  + " sent "
                  + (action == null ? "no action" : "'" + action.text() + "'")
                  + ", which is not a "
                  + kind().name()
                  + " action"));
    }
    return applyAction(seat, action);
  }

  /** A legal card play directly (no rule cascade, no {@code Either}); anything else by apply. */
  @Override
  public final S applyLegal(int seat, Action action) {
    TrickPlay next = play == null ? null : play.playIfLegal(seat, action, kind().cardPlays());
    return next != null ? afterPlay(next) : GameState.super.applyLegal(seat, action);
  }

  /**
   * A card play checked by the trick-play phase: {@code WRONG_PHASE} outside trick play, the
   * phase's refusal (turn, card held, follow suit, the game's play rules), or the next state.
   */
  protected final Either<RuleViolation, S> playCard(int seat, Card card) {
    if (play == null || play.isOver()) {
      return wrongPhase(seat, "play " + card);
    }
    RuleViolation v = play.violation(seat, card);
    return v != null ? Either.left(v) : Either.right(afterPlay(play.playVerified(card)));
  }

  /** {@code WRONG_PHASE}: the seat cannot do {@code what} in the deal's current phase. */
  protected final <T> Either<RuleViolation, T> wrongPhase(int seat, String what) {
    return Either.left(wrongPhaseViolation(seat, what));
  }

  /** The {@code WRONG_PHASE} refusal itself. */
  protected final RuleViolation wrongPhaseViolation(int seat, String what) {
    return new RuleViolation(
        RuleCode.WRONG_PHASE,
        seat,
        Seat.name(seat) + " cannot " + what + " now: the deal is in phase " + phase());
  }

  /** {@code NOT_YOUR_TURN}: the seat tried {@code action} but it is {@code turn}'s turn. */
  protected static <T> Either<RuleViolation, T> notYourTurn(int seat, Action action, int turn) {
    return Either.left(
        new RuleViolation(
            RuleCode.NOT_YOUR_TURN,
            seat,
            Seat.name(seat)
                + " tried to "
                + action.text()
                + " but it is "
                + Seat.name(turn)
                + "'s turn"));
  }

  /** A cursor over the trick play of this deal, while it is under way. */
  @Override
  public final Optional<SearchCursor<S>> cursor() {
    return play == null || play.isOver()
        ? Optional.empty()
        : Optional.of(new GameCursor<>(this, play.cursor()));
  }

  /**
   * Writes the deal's scores, seat by seat, once the cursor's trick play is over, from the same
   * scoring function as {@link #afterPlay}'s, reading the tricks and cards each seat won instead of
   * a {@link TrickPlay}, and answers {@code true}; or answers {@code false} (the default), and the
   * cursor scores the state it turns back into. A game overrides it to keep play-outs free of
   * allocation: the three arrays are the cursor's own, reused from one play-out to the next.
   *
   * @param cursor the finished trick play, for what the tallies do not hold (the last winner)
   * @param won the cards each seat won, filled from the cursor; the game may add to them (a widow)
   * @param tricks the tricks each seat won, filled from the cursor
   * @param scores where the scores go, one per seat
   */
  protected boolean cursorScores(TrickCursor cursor, long[] won, int[] tricks, int[] scores) {
    return false;
  }

  /**
   * The seat's utility from the deal's {@code scores} (seat by seat, as {@link #cursorScores} or
   * the state's scores give them), the same function as the game's {@link GameState#utility}: by
   * default the seat's score. A game whose utility is not its score (Hearts negates, partnerships
   * add or subtract the other team) overrides it next to its {@code utility}.
   */
  protected double cursorUtility(int[] scores, int seat) {
    return scores[seat];
  }

  /**
   * Whether the deal is complete once the cursor's trick play is over (by default yes); a game that
   * may leave a choice after the last trick (Hearts {@code moonChoice}) answers no when it does,
   * and search continues on the cursor's {@link SearchCursor#toState()}.
   */
  protected boolean cursorTerminal(TrickCursor cursor) {
    return true;
  }

  /**
   * A seat's result in a finished deal, read from the game's per-seat values: the usual body of a
   * game's scoring method.
   *
   * @throws IllegalStateException if the deal is not over
   * @throws IllegalArgumentException if {@code seat} is not a seat of the deal
   */
  protected final int scoreIn(Ints scores, int seat) {
    if (!isTerminal()) {
      throw new IllegalStateException("the deal is not over (phase " + phase() + ")");
    }
    return scores.get(Seat.check(seat, players()));
  }

  /**
   * The cards played so far, in play order, as moves of the game's card action: the trick-play part
   * of a view's history.
   *
   * @param action the game's card play of a card, e.g. {@code MyAction.Play::of}
   */
  protected final List<Move> cardMoves(Function<Card, ? extends Action> action) {
    if (play == null) {
      return new ArrayList<>();
    }
    List<Trick> done = play.completedTricks();
    Trick current = play.currentTrick();
    List<Move> out = new ArrayList<>(done.size() * players() + current.size());
    for (int k = 0; k < done.size(); k++) {
      addMoves(done.get(k), action, out);
    }
    addMoves(current, action, out);
    return out;
  }

  private static void addMoves(Trick t, Function<Card, ? extends Action> action, List<Move> out) {
    for (int i = 0; i < t.size(); i++) {
      out.add(new Move(t.seat(i), action.apply(t.card(i))));
    }
  }

  @Override
  public Optional<TrickTable> tricks() {
    return play == null ? Optional.empty() : Optional.of(play.table());
  }

  /**
   * Equal when of the same class with equal setups and equal trick plays: the setup is a value
   * ({@link DealSetup}), so nothing is written per game.
   */
  // the frame serves every game: only the class tells a Hearts state from a Spades one
  @SuppressWarnings("EqualsGetClass")
  @Override
  public boolean equals(Object o) {
    return o == this
        || (o != null
            && o.getClass() == getClass()
            && ((TrickGameState<?, ?, ?>) o).setup.equals(setup)
            && Objects.equals(((TrickGameState<?, ?, ?>) o).play, play));
  }

  @Override
  public int hashCode() {
    return 31 * setup.hashCode() + Objects.hashCode(play);
  }

  /**
   * The state's key: the header's 64-bit key, the setup's hash (its game fields) and the tricks
   * played ({@link #playKey}). Equal states have equal keys.
   */
  @Override
  public long key() {
    long k = Keys.mix(setup.header().key(), setup.hashCode());
    return play == null ? k : playKey(k, play);
  }

  /**
   * Folds the tricks of {@code play} into {@code key}: each completed trick and the trick in
   * progress by its cards, leader and size.
   */
  protected static long playKey(long key, TrickPlay play) {
    long k = key;
    for (Trick t : play.completedTricks()) {
      k = Keys.mix(k, trickCode(t));
    }
    // the trick in progress, its size included: a trick holding only the card of index 0 packs as
    // an empty one
    return Keys.mix(k, trickCode(play.currentTrick()) ^ (1L << 59));
  }

  private static long trickCode(Trick t) {
    return t.packed() ^ ((long) t.leader() << 60) ^ ((long) t.size() << 52);
  }

  /** The game, the deal's number, the dealer, the phase, every hand and the trick in progress. */
  @Override
  public String toString() {
    StringBuilder b =
        new StringBuilder(kind().name())
            .append("(deal ")
            .append(setup.header().dealNumber())
            .append(", dealer ")
            .append(dealer())
            .append(", ")
            .append(phase());
    for (int s = 0; s < players(); s++) {
      b.append(", ").append(s).append(": ").append(hand(s));
    }
    if (play != null) {
      b.append(", trick [").append(play.currentTrick()).append(']');
    }
    return b.append(')').toString();
  }

  /**
   * Rules that say how a deal is dealt, a game's rules value: the deck, the seats and the cards per
   * hand, for {@link #shuffledDeal} and {@link #explicitDeal(String, Dealing, int, List, List)}.
   */
  public interface Dealing extends RulesMatchPolicy.Seated {
    /** The deck dealt. */
    Deck deck();

    /** The cards dealt to each hand. */
    int handSize();
  }

  /**
   * A deal under {@code rules} shuffled from {@code seed}: {@link Deal#shuffled(Deck, int, int,
   * int, long)} of the rules' deck, seats and hand size.
   */
  public static Deal shuffledDeal(Dealing rules, int dealer, long seed) {
    return Deal.shuffled(rules.deck(), rules.players(), rules.handSize(), dealer, seed);
  }

  /**
   * An explicit deal of {@code game} under {@code rules}: {@link #explicitDeal(String, Deck, int,
   * int, int, List, List)} of the rules' deck, seats and hand size.
   */
  public static Deal explicitDeal(
      String game, Dealing rules, int dealer, List<CardSet> hands, List<Card> rest) {
    return explicitDeal(game, rules.deck(), rules.players(), rules.handSize(), dealer, hands, rest);
  }

  /**
   * An explicit deal of {@code game}: one hand of {@code handSize} cards per seat, then {@link
   * Deal#of} checks that no card is repeated, missing or foreign.
   *
   * @param game the game as messages name it, with the rules sections of its deal ({@code "hearts
   *     §2.2, §7"})
   * @throws IllegalArgumentException naming the wrong count, the hand of the wrong size, or the
   *     cards
   */
  public static Deal explicitDeal(
      String game,
      Deck deck,
      int players,
      int handSize,
      int dealer,
      List<CardSet> hands,
      List<Card> rest) {
    String name = game.split(" ", 2)[0];
    if (hands.size() != players) {
      throw new IllegalArgumentException(
          name
              + " with these rules has "
              + players
              + " players but "
              + hands.size()
              + " hands were given");
    }
    for (int s = 0; s < hands.size(); s++) {
      if (hands.get(s).size() != handSize) {
        throw new IllegalArgumentException(
            "hand of seat "
                + s
                + " has "
                + hands.get(s).size()
                + " cards but "
                + handSize
                + " are dealt ("
                + game
                + ")");
      }
    }
    return Deal.of(deck, dealer, hands, rest);
  }
}
