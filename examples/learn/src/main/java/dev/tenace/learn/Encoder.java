package dev.tenace.learn;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.CardsAction;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.FaceDownPlay;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.TrickTable;
import io.vavr.control.Either;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One game under one set of rules as numbers: a fixed integer action space with a legal-action
 * mask, and a seat's view as an observation vector and an information-state vector. Found with
 * {@link Encoders#forGame}; immutable and safe to share between threads.
 *
 * <pre>{@code
 * Encoder enc = Encoders.forGame(HeartsGame.INSTANCE, HeartsRules.defaults());
 * enc.actionCount();                          // 106, known from the rules alone
 * enc.ids(HeartsAction.Play.of(Card.parse("QS")));   // [36]: a card play is the card's index
 * float[] obs = enc.observation(view, CardSet.EMPTY);
 * }</pre>
 *
 * <p><b>Actions.</b> Ids {@code 0 … 51} (or {@code 0 … 54} where jokers exist) play the card of
 * that {@link Card#index()}. A multi-card choice — a Hearts pass (rules/hearts.md §3.2), the
 * Sheepshead bury (rules/sheepshead.md §4.3), the Spades exchange (rules/spades.md §7
 * doubleNilPass) — is a sequence of single-card choices from its own block of ids, one card at a
 * time in any order, until the chosen cards are a legal action: only then does the engine see the
 * action, which is unchanged. The seat's pending choice is kept by the caller ({@link Session}
 * keeps it) and passed in as {@code selected}. Every other action (bids, moon choices, picks,
 * calls, declarations) has one id each. {@link #actions()} lays the blocks out.
 *
 * <p><b>Masks.</b> {@link #mask} marks exactly the ids that lead to a legal action: with nothing
 * selected, every card play, bid and so on of {@code legalActions()} and every card of a legal
 * multi-card action; with cards selected, the further cards of the legal actions that contain them.
 * Following marked ids always ends in a legal action, and every legal action is reached so.
 *
 * <p><b>Vectors.</b> {@link #observe} writes what the view holds (own hand, the cards each seat has
 * played, the trick in progress by position, bids, calls and declarations, tricks and points taken,
 * scores), {@link #informationState} adds the public history, one slot per move. Both are functions
 * of the view and the seat's own pending choice alone, so two states whose views for a seat are
 * equal give that seat equal vectors, and nothing the seat may not know can appear. Seats are
 * relative: entry {@code r} of a per-seat segment is the seat {@code r} places to the left of the
 * viewer (0 = the viewer). {@link #observation()} and {@link #informationState()} lay them out;
 * {@code examples/learn/README.md} prints the tables.
 */
public abstract class Encoder {
  /**
   * Rule code of a choice refused by the encoding itself: a card chosen twice for one multi-card
   * action.
   */
  public static final String ALREADY_SELECTED = "ALREADY_SELECTED";

  /** Effective suits a void is recorded for: the four suits and a crossing trump group. */
  static final int VOID_SUITS = 5;

  /**
   * A segment of a layout before its offset is known: what a game's encoder declares after the
   * common segments.
   *
   * @param name a short identifier, unique within its layout
   * @param length the number of entries, at least 1
   * @param meaning what the entries hold, in words
   */
  public record Part(String name, int length, String meaning) {}

  private final String game;
  private final int players;
  private final int cards;
  private final String selectVerb;
  private final int select;
  private final Layout actions;
  private final Layout observation;
  private final Layout informationState;
  private final int historyOffset;
  private final int historySlots;
  private final int slot;

  private final int toAct;
  private final int mayAct;
  private final int dealer;
  private final int hand;
  private final int selectedAt;
  private final int tricksWon;
  private final int standing;

  /** Writes the trick table's segments. */
  private final TrickSegments trickSegments;

  /**
   * @param game the game's name
   * @param players the seats under the rules
   * @param cards the card ids: 52, or 55 with jokers
   * @param selectVerb the verb of the game's multi-card action ({@code "pass"}), or null
   * @param actionParts the game's actions after the card plays and card choices
   * @param observationParts the game's segments after the common ones
   * @param historySlots the most moves a deal's history can hold under the rules
   */
  protected Encoder(
      String game,
      int players,
      int cards,
      String selectVerb,
      List<Part> actionParts,
      List<Part> observationParts,
      int historySlots) {
    this.game = game;
    this.players = players;
    this.cards = cards;
    this.selectVerb = selectVerb;
    this.actions = Layouts.actions(cards, selectVerb, actionParts);
    this.select = selectVerb == null ? -1 : actions.segment(selectVerb).offset();
    this.observation = Layouts.observation(players, cards, selectVerb, observationParts);
    this.toAct = observation.segment("to_act").offset();
    this.mayAct = observation.segment("may_act").offset();
    this.dealer = observation.segment("dealer").offset();
    this.hand = observation.segment("hand").offset();
    this.selectedAt = selectVerb == null ? -1 : observation.segment("selected").offset();
    this.tricksWon = observation.segment("tricks_won").offset();
    this.standing = observation.segment("standing").offset();
    this.trickSegments = new TrickSegments(observation, players, cards);
    this.historySlots = historySlots;
    this.slot = players + actions.size() + 1;
    this.informationState =
        Layouts.informationState(observation, players, actions.size(), historySlots);
    this.historyOffset = informationState.segment("history").offset();
  }

  // ---------------------------------------------------------------- the game's part

  /** The id of a single-id action of the game other than a card play, or -1. */
  protected abstract int gameId(Action action);

  /**
   * The cards of a multi-card action of the game as a mask, or -1 for any other action. By default
   * the cards of a {@link CardsAction}.
   */
  protected long cardsOf(Action action) {
    return action instanceof CardsAction c ? c.cards().bits() : -1;
  }

  /** The game's action of a single id beyond the card plays and card choices, or null. */
  protected abstract Action gameAction(int id);

  /** The game's play of a card. */
  protected abstract Action play(Card card);

  /** The game's own view type. */
  protected abstract Class<?> viewType();

  /**
   * Writes the game's segments (the vector is zero there, and the common segments are written).
   *
   * @param table the view's trick table, or null before trick play
   */
  protected abstract void writeGame(View<?> view, TrickTable table, float[] out);

  // ---------------------------------------------------------------- descriptions

  /** The game's name, as {@code GameDefinition.name()}. */
  public String game() {
    return game;
  }

  /** The number of seats under the rules. */
  public int players() {
    return players;
  }

  /** The number of action ids: ids are {@code 0 … actionCount()-1}. */
  public int actionCount() {
    return actions.size();
  }

  /**
   * The most moves a deal's history holds under the rules: the information state's history slots. A
   * multi-card action is one move (chosen by one id per card). For a game with the {@link
   * GenericEncoder}, the longest history met while deriving it, plus one move per seat.
   */
  public int maxMoves() {
    return historySlots;
  }

  /** The blocks of the action space: card plays, card choices, then the game's other actions. */
  public Layout actions() {
    return actions;
  }

  /** The layout of {@link #observe}'s vector. */
  public Layout observation() {
    return observation;
  }

  /** The layout of {@link #informationState}'s vector: the observation, then the history. */
  public Layout informationState() {
    return informationState;
  }

  /**
   * The verb of the game's multi-card action ({@code "pass"}, {@code "bury"}, {@code "exchange"}),
   * or empty for a game without one.
   */
  public Optional<String> selectVerb() {
    return Optional.ofNullable(selectVerb);
  }

  /** The first id of the card-choice block, or -1 for a game without multi-card actions. */
  final int selectOffset() {
    return select;
  }

  /** The verb of the game's multi-card action, or null. */
  final String selectVerbOrNull() {
    return selectVerb;
  }

  /** Whether {@code id} chooses one card of a multi-card action. */
  public boolean selects(int id) {
    return select >= 0 && id >= select && id < select + cards;
  }

  // ---------------------------------------------------------------- actions

  /**
   * The ids that choose an action: one id for a card play, bid, pick, declaration…; for a
   * multi-card action, one card choice per card, in card order (any order is accepted).
   *
   * @throws IllegalArgumentException if the action is not one of this game's
   */
  public int[] ids(Action action) {
    Objects.requireNonNull(action, "action is null");
    if (action instanceof CardPlay p) {
      return new int[] {p.card().index()};
    }
    long c = cardsOf(action);
    if (c >= 0) {
      if (select < 0) {
        throw new IllegalStateException(game + " has no card choices");
      }
      int[] out = new int[Long.bitCount(c)];
      int k = 0;
      for (long b = c; b != 0; b &= b - 1) {
        out[k++] = select + Long.numberOfTrailingZeros(b);
      }
      return out;
    }
    int id = gameId(action);
    if (id < 0) {
      throw new IllegalArgumentException(
          "'" + action.text() + "' is not an action of " + game + " with an id");
    }
    return new int[] {id};
  }

  /**
   * The engine action of a single id: a card play, a bid, a pick… Empty for a card choice of a
   * multi-card action (see {@link #choose}) and for an id outside {@code 0 … actionCount()-1}.
   */
  public Optional<Action> action(int id) {
    if (id < 0 || id >= actions.size() || selects(id)) {
      return Optional.empty();
    }
    if (id < cards) {
      return Optional.of(play(Card.ofIndex(id)));
    }
    return Optional.ofNullable(gameAction(id));
  }

  /**
   * What choosing {@code id} does for a seat with these legal actions and this pending choice: an
   * engine action to apply ({@link Step.Act}; for a single id it is what the id says, legal or not,
   * so the engine's own refusal explains an illegal one), a longer pending choice ({@link
   * Step.Select}), or a refusal of the choice itself: {@code UNKNOWN_ACTION} for an id outside the
   * space, {@code WRONG_PHASE} for a card choice when the seat has no multi-card action, {@link
   * #ALREADY_SELECTED}, {@code CARD_NOT_HELD} for a card no legal action of the seat holds.
   *
   * @param seat the seat choosing (named in refusals)
   * @param legal the seat's legal actions now
   * @param selected the seat's pending choice, empty if none
   */
  public Either<RuleViolation, Step> choose(
      int seat, List<Action> legal, CardSet selected, int id) {
    return ActionIds.choose(this, seat, legal, selected, id);
  }

  /**
   * Marks in {@code out} exactly the ids that lead to one of the legal actions, given the seat's
   * pending choice; clears every other id.
   *
   * @param out at least {@link #actionCount()} entries
   * @throws IllegalStateException naming the action if a legal action has no id in this space
   */
  public void mask(List<Action> legal, CardSet selected, boolean[] out) {
    ActionIds.mask(this, legal, selected, out);
  }

  /**
   * Writes the ids {@link #mask} marks into {@code out} in increasing order; returns how many.
   *
   * @param out at least {@link #actionCount()} entries
   * @throws IllegalStateException naming the action if a legal action has no id in this space
   */
  public int legalIds(List<Action> legal, CardSet selected, int[] out) {
    return ActionIds.legalIds(this, legal, selected, out);
  }

  // ---------------------------------------------------------------- vectors

  /**
   * Writes the observation of {@code view} (with the seat's pending choice) into {@code out[0 …
   * observation().size()-1]}.
   *
   * @throws IllegalArgumentException if the view is not of this game or of another table size
   */
  public void observe(View<?> view, CardSet selected, float[] out) {
    check(view);
    int me = view.seat();
    Arrays.fill(out, 0, observation.size(), 0f);
    int tm = view.toMove();
    if (tm >= 0) {
      out[toAct + rel(tm, me)] = 1f;
    }
    if (!view.legalActions().isEmpty()) {
      out[mayAct] = 1f;
    }
    out[dealer + rel(view.dealer(), me)] = 1f;
    cards(out, hand, view.hand().bits());
    if (selectedAt >= 0) {
      cards(out, selectedAt, selected.bits());
    }
    TrickTable table = view.tricks().orElse(null);
    if (table != null) {
      trickSegments.write(out, table, me);
    }
    perSeat(out, standing, view.standing(), me);
    writeGame(view, table, out);
  }

  /** The observation of {@code view} in a new array (see {@link #observe}). */
  public float[] observation(View<?> view, CardSet selected) {
    float[] out = new float[observation.size()];
    observe(view, selected, out);
    return out;
  }

  /**
   * Writes the information state of {@code view} into {@code out[0 … informationState().size()-1]}:
   * the observation, then the public history one move per slot.
   *
   * @throws IllegalArgumentException if the view is not of this game or of another table size
   */
  public void informationState(View<?> view, CardSet selected, float[] out) {
    observe(view, selected, out);
    Arrays.fill(out, historyOffset, informationState.size(), 0f);
    List<Move> history = view.history();
    if (history.size() > historySlots) {
      throw new IllegalStateException(
          "a "
              + game
              + " history of "
              + history.size()
              + " moves exceeds the layout's "
              + historySlots
              + " (a bug)");
    }
    int me = view.seat();
    int ids = players;
    for (int k = 0; k < history.size(); k++) {
      Move m = history.get(k);
      int base = historyOffset + k * slot;
      out[base + rel(m.seat(), me)] = 1f;
      Action a = m.action();
      if (a instanceof Concealed || a instanceof FaceDownPlay) {
        // content hidden from this seat (a face-down card play among them)
        out[base + ids + actions.size()] = 1f;
      } else if (a instanceof CardPlay p) {
        out[base + ids + p.card().index()] = 1f;
      } else {
        long c = cardsOf(a);
        if (c >= 0) {
          for (long b = c; b != 0; b &= b - 1) {
            out[base + ids + select + Long.numberOfTrailingZeros(b)] = 1f;
          }
        } else {
          int id = gameId(a);
          if (id < 0) {
            throw new IllegalStateException(
                "history move '" + m + "' is not an action of " + game + " (a bug)");
          }
          out[base + ids + id] = 1f;
        }
      }
    }
  }

  /** The information state of {@code view} in a new array (see {@link #informationState}). */
  public float[] informationState(View<?> view, CardSet selected) {
    float[] out = new float[informationState.size()];
    informationState(view, selected, out);
    return out;
  }

  private void check(View<?> view) {
    Objects.requireNonNull(view, "view is null");
    if (!viewType().isInstance(view)) {
      throw new IllegalArgumentException(
          "the "
              + game
              + " encoder reads a "
              + viewType().getSimpleName()
              + ", not a "
              + view.getClass().getSimpleName());
    }
    if (view.players() != players) {
      throw new IllegalArgumentException(
          "the encoder is for "
              + players
              + " players but the view is of a "
              + view.players()
              + "-player table");
    }
  }

  // ---------------------------------------------------------------- helpers for the games

  /** The seat {@code seat} relative to {@code me}: 0 for me, 1 for my left neighbour, … */
  protected final int rel(int seat, int me) {
    int r = seat - me;
    return r < 0 ? r + players : r;
  }

  /** Sets the entries of the cards in {@code bits}. */
  protected static void cards(float[] out, int offset, long bits) {
    for (long b = bits; b != 0; b &= b - 1) {
      out[offset + Long.numberOfTrailingZeros(b)] = 1f;
    }
  }

  /** Writes one number per seat, in relative order. */
  protected final void perSeat(float[] out, int offset, List<Integer> values, int me) {
    for (int s = 0, size = values.size(); s < size; s++) {
      out[offset + rel(s, me)] = values.get(s);
    }
  }

  /** Sets the relative entry of a seat, if it is one ({@code seat >= 0}). */
  protected final void seat(float[] out, int offset, int seat, int me) {
    if (seat >= 0) {
      out[offset + rel(seat, me)] = 1f;
    }
  }

  /** The offset of a segment of the observation. */
  protected final int at(String name) {
    return observation.segment(name).offset();
  }

  /** The offset of the {@code tricks_won} segment (written before the game's segments). */
  protected final int tricksWonAt() {
    return tricksWon;
  }

  /** The offset of a block of the action space. */
  protected final int actionAt(String name) {
    return actions.segment(name).offset();
  }

  /** The number of card ids (52, or 55 with jokers). */
  protected final int cardIds() {
    return cards;
  }

  @Override
  public String toString() {
    return "Encoder("
        + game
        + ", "
        + players
        + " players, "
        + actions.size()
        + " actions, observation "
        + observation.size()
        + ", information state "
        + informationState.size()
        + ")";
  }
}
