package dev.tenace.core.spi;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.game.ViewHeader;
import dev.tenace.core.trick.TrickTable;
import java.util.List;
import java.util.Optional;

/**
 * A {@link View} whose common parts are a {@link ViewHeader}: the accessors every view has are
 * answered from it, written once here. A game's view record holds the header and adds what is its
 * own (see {@link ViewHeader}); {@link #headerOf} builds the header from a {@link TrickGameState}.
 *
 * @param <R> the game's rules type
 * @param <S> the game's deal state type
 */
public interface HeaderView<R, S extends GameState<S, ?>> extends View<S> {
  /** The parts every view has. */
  ViewHeader<R> header();

  /**
   * The header of {@code seat}'s view of a deal of a {@link TrickGameState}: the deal number, the
   * dealer, the standing, the seat to move and this seat's legal actions read from {@code state};
   * the rules, the hand as the seat sees it, the history as it may know it and the tricks as the
   * game gives them.
   */
  static <R> ViewHeader<R> headerOf(
      R rules,
      TrickGameState<?, ?, ?> state,
      int seat,
      CardSet hand,
      List<Move> history,
      Optional<TrickTable> tricks) {
    return new ViewHeader<>(
        rules,
        seat,
        state.dealNumber(),
        state.dealer(),
        state.standing(),
        state.toMove(),
        hand,
        state.legalActions(seat),
        history,
        tricks);
  }

  /** The rules of the deal. */
  default R rules() {
    return header().rules();
  }

  /** The deal number within the match, from 1. */
  default int dealNumber() {
    return header().dealNumber();
  }

  @Override
  default int seat() {
    return header().seat();
  }

  @Override
  default int dealer() {
    return header().dealer();
  }

  @Override
  default List<Integer> standing() {
    return header().standing();
  }

  @Override
  default int toMove() {
    return header().toMove();
  }

  @Override
  default CardSet hand() {
    return header().hand();
  }

  @Override
  default List<Action> legalActions() {
    return header().legalActions();
  }

  @Override
  default List<Move> history() {
    return header().history();
  }

  @Override
  default Optional<TrickTable> tricks() {
    return header().tricks();
  }
}
