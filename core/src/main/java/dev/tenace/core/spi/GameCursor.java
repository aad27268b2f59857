package dev.tenace.core.spi;

import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.game.View;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.TrickOrder;
import java.util.Objects;

/**
 * The {@link SearchCursor} of a {@link TrickGameState}: a {@link TrickCursor} over the state's
 * trick play, the state for what does not change during it, and the game's scoring.
 */
final class GameCursor<S extends TrickGameState<S, V, D>, V extends View<S>, D extends DealSetup>
    implements SearchCursor<S> {
  private TrickGameState<S, V, D> base;
  private final TrickCursor cursor;
  private final long[] won;
  private final int[] tricks;
  private final int[] scores; // of the finished trick play, computed once per finish
  private boolean scored;
  private PlayTable table;
  private S scoredState; // the finished state, when the game scores cursors through its states

  GameCursor(TrickGameState<S, V, D> base, TrickCursor cursor) {
    this.base = base;
    this.cursor = cursor;
    int n = cursor.players();
    this.won = new long[n];
    this.tricks = new int[n];
    this.scores = new int[n];
    this.table = cursor.origin().tableOf();
  }

  @Override
  public int toMove() {
    return cursor.toPlay();
  }

  @Override
  public long legalBits() {
    return cursor.legalBits();
  }

  @Override
  public void play(int card) {
    cursor.play(card);
  }

  @Override
  public void undo() {
    cursor.undo();
    scored = false;
    scoredState = null;
  }

  @Override
  public void undoAll() {
    cursor.undoAll();
    scored = false;
    scoredState = null;
  }

  @Override
  public int depth() {
    return cursor.depth();
  }

  @Override
  public boolean isOver() {
    return cursor.isOver();
  }

  @Override
  public int trickLeader() {
    return cursor.trickLeader();
  }

  @Override
  public long currentTrickBits() {
    return cursor.currentTrickBits();
  }

  @Override
  public int currentWinner() {
    return cursor.currentWinner();
  }

  @Override
  public int tricksWon(int seat) {
    return cursor.tricksWon(Seat.check(seat, cursor.players()));
  }

  @Override
  public long cardsWonBits(int seat) {
    return cursor.cardsWonBits(Seat.check(seat, cursor.players()));
  }

  @Override
  public int score(int seat) {
    return scores(seat, "score")[seat];
  }

  @Override
  public boolean isTerminal() {
    return cursor.isOver() && base.cursorTerminal(cursor);
  }

  @Override
  public double utility(int seat) {
    int[] s = scores(seat, "utility");
    return scoredState != null ? scoredState.utility(seat) : base.cursorUtility(s, seat);
  }

  @Override
  public int ledCard() {
    return cursor.ledCardIndex();
  }

  @Override
  public long currentTrickPacked() {
    return cursor.currentTrickPacked();
  }

  @Override
  public TrickOrder trickOrder() {
    return table.order;
  }

  /** The finished deal's scores, computed once per finish; {@code what} names the refused query. */
  private int[] scores(int seat, String what) {
    Seat.check(seat, cursor.players());
    if (!cursor.isOver()) {
      throw new IllegalStateException(
          "trick "
              + (cursor.tricksPlayed() + 1)
              + " is in progress: no "
              + what
              + " for seat "
              + seat);
    }
    if (!scored) {
      scoredState = null;
      for (int s = 0; s < won.length; s++) {
        won[s] = cursor.cardsWonBits(s);
        tricks[s] = cursor.tricksWon(s);
      }
      if (!base.cursorScores(cursor, won, tricks, scores)) {
        // a game without a scoring of its own for cursors: score the state
        S end = toState();
        scoredState = end;
        for (int s = 0; s < scores.length; s++) {
          scores[s] = end.score(s);
        }
      }
      scored = true;
    }
    return scores;
  }

  @Override
  public boolean resetTo(S state) {
    Objects.requireNonNull(state, "state is null");
    if (state.getClass() != base.getClass()) {
      return false;
    }
    TrickPlay p = state.play;
    if (p == null || p.isOver() || !cursor.resetTo(p)) {
      return false;
    }
    base = state;
    table = p.tableOf();
    scored = false;
    scoredState = null;
    return true;
  }

  @Override
  public S toState() {
    return base.afterPlay(cursor.toTrickPlay());
  }

  @Override
  public String toString() {
    return "SearchCursor(" + cursor + ")";
  }
}
