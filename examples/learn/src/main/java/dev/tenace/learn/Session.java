package dev.tenace.learn;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import io.vavr.control.Either;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A deal driven by action ids, as an environment for a learning agent: the current state (an
 * immutable value) and each seat's pending multi-card choice. One agent acts at a time ({@link
 * #toAct()}), by id; a multi-card action (a Hearts pass, the Sheepshead bury, the Spades exchange)
 * is one card id after another, and the engine sees it once the last card is chosen.
 *
 * <pre>{@code
 * Encoder enc = Encoders.forGame(HeartsGame.INSTANCE, rules);
 * Session<HeartsState> env = Session.start(enc, HeartsState.deal(rules, 0, seed));
 * int[] ids = new int[enc.actionCount()];
 * while (!env.isOver()) {
 *   int seat = env.toAct();
 *   int k = env.legalIds(seat, ids);
 *   env.step(seat, ids[rng.nextInt(k)]).get();        // always legal: taken from the mask
 * }
 * double reward = env.state().utility(0);              // at the end of the deal
 * }</pre>
 *
 * <p>A session is mutable and not thread-safe: one per environment. What it holds is the state and
 * the pending choices; the vectors are the {@link Encoder}'s functions of the seat's view and its
 * pending choice, so what a seat observes never depends on another seat's pending choice.
 *
 * @param <S> the game's state type
 */
public final class Session<S extends GameState<S, ?>> {
  private final Encoder encoder;
  private final long[] selected;
  private S state;

  private Session(Encoder encoder, S state) {
    this.encoder = Objects.requireNonNull(encoder, "encoder is null");
    this.selected = new long[encoder.players()];
    reset(state);
  }

  /**
   * A session at {@code state} with no pending choice.
   *
   * @throws IllegalArgumentException if the state is not of the encoder's table size
   */
  public static <S extends GameState<S, ?>> Session<S> start(Encoder encoder, S state) {
    return new Session<>(encoder, state);
  }

  /**
   * Continues from {@code state} (the next deal, say); every pending choice is dropped.
   *
   * @throws IllegalArgumentException if the state is not of the encoder's table size
   */
  public void reset(S state) {
    Objects.requireNonNull(state, "state is null");
    if (state.players() != encoder.players()) {
      throw new IllegalArgumentException(
          "the encoder is for "
              + encoder.players()
              + " players but the state is of a "
              + state.players()
              + "-player table");
    }
    this.state = state;
    Arrays.fill(selected, 0L);
  }

  /** The encoder. */
  public Encoder encoder() {
    return encoder;
  }

  /** The current state. */
  public S state() {
    return state;
  }

  /** Whether the deal is over. */
  public boolean isOver() {
    return state.isTerminal();
  }

  /** The seat to act, or -1 when the deal is over. */
  public int toAct() {
    return state.toMove();
  }

  /** The seat's pending multi-card choice: the cards it has chosen so far, empty if none. */
  public CardSet selection(int seat) {
    return CardSet.ofBits(selected[check(seat)]);
  }

  /** The seat's legal actions, as the engine lists them. */
  public List<Action> legalActions(int seat) {
    return state.legalActions(check(seat));
  }

  /** Writes the seat's legal-action mask (see {@link Encoder#mask}). */
  public void mask(int seat, boolean[] out) {
    encoder.mask(state.legalActions(check(seat)), CardSet.ofBits(selected[seat]), out);
  }

  /** Writes the seat's legal ids in increasing order; returns how many. */
  public int legalIds(int seat, int[] out) {
    return encoder.legalIds(state.legalActions(check(seat)), CardSet.ofBits(selected[seat]), out);
  }

  /** Writes the seat's observation (see {@link Encoder#observe}). */
  public void observe(int seat, float[] out) {
    encoder.observe(state.viewFor(check(seat)), CardSet.ofBits(selected[seat]), out);
  }

  /** Writes the seat's information state (see {@link Encoder#informationState}). */
  public void informationState(int seat, float[] out) {
    encoder.informationState(state.viewFor(check(seat)), CardSet.ofBits(selected[seat]), out);
  }

  /**
   * Chooses {@code id} for {@code seat}: a card play, bid or other single action is applied; a card
   * of a multi-card action is added to the seat's pending choice, and the action is applied when
   * the choice is complete. A refusal (by the encoding, {@link Encoder#choose}, or by the engine,
   * with its rule code) changes nothing.
   *
   * @return what the id did, or why it was refused
   */
  public Either<RuleViolation, Step> step(int seat, int id) {
    if (seat < 0 || seat >= encoder.players()) {
      return Either.left(noSuchSeat(seat));
    }
    Either<RuleViolation, Step> chosen =
        encoder.choose(seat, state.legalActions(seat), CardSet.ofBits(selected[seat]), id);
    if (chosen.isLeft()) {
      return chosen;
    }
    Step step = chosen.get();
    if (step instanceof Step.Select s) {
      selected[seat] = s.selected().bits();
      return chosen;
    }
    Either<RuleViolation, S> next = state.apply(seat, ((Step.Act) step).action());
    if (next.isLeft()) {
      return Either.left(next.getLeft());
    }
    advance(seat, next.get());
    return chosen;
  }

  /**
   * Applies a whole engine action for {@code seat} (a pass of three cards at once, say), dropping
   * the seat's pending choice.
   *
   * @return the action, or why the engine refused it
   */
  public Either<RuleViolation, Action> act(int seat, Action action) {
    if (seat < 0 || seat >= encoder.players()) {
      return Either.left(noSuchSeat(seat));
    }
    Either<RuleViolation, S> next = state.apply(seat, action);
    if (next.isLeft()) {
      return Either.left(next.getLeft());
    }
    advance(seat, next.get());
    return Either.right(action);
  }

  /**
   * Moves to {@code next}; a pending choice that no legal action can complete any more is dropped.
   */
  private void advance(int seat, S next) {
    state = next;
    selected[seat] = 0;
    for (int s = 0; s < selected.length; s++) {
      if (selected[s] != 0 && !completable(s)) {
        selected[s] = 0;
      }
    }
  }

  private boolean completable(int seat) {
    int[] ids = new int[encoder.actionCount()];
    return encoder.legalIds(state.legalActions(seat), CardSet.ofBits(selected[seat]), ids) > 0;
  }

  private RuleViolation noSuchSeat(int seat) {
    return new RuleViolation(
        RuleCode.NO_SUCH_SEAT,
        seat,
        "seat " + seat + " is not a seat of the table (0.." + (encoder.players() - 1) + ")");
  }

  private int check(int seat) {
    if (seat < 0 || seat >= encoder.players()) {
      throw new IllegalArgumentException(noSuchSeat(seat).message());
    }
    return seat;
  }

  @Override
  public String toString() {
    return "Session(" + encoder.game() + ", to act " + toAct() + ", " + state + ")";
  }
}
