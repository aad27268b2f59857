package dev.tenace.core.testkit;

import static dev.tenace.core.testkit.GameContract.texts;

import dev.tenace.core.card.Card;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.FaceDownPlay;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The checks of {@link GameContract} on what a seat sees: a view agrees with the state on what the
 * seat may know (its legal actions and cards, its hand, the standing, the trick table with
 * face-down cards concealed, the history of plays), a state sampled from a view gives an equal
 * view, and no view's object graph reaches what its seat may not know ({@link ViewGraph}). Each
 * runs at every {@code viewEvery}-th step and at the end of a deal.
 */
final class ContractViews {
  private ContractViews() {}

  /** Every seat's view agrees with {@code s}, and states sampled from it give the same view. */
  static <S extends GameState<S, V>, V extends View<S>> void viewsConsistent(
      S s, int step, int viewEvery) {
    if (step % viewEvery != 0 && !s.isTerminal()) {
      return;
    }
    SplittableRandom rng = new SplittableRandom(step * 31L + s.hashCode());
    for (int seat = 0; seat < s.players(); seat++) {
      V v = s.viewFor(seat);
      if (v.seat() != seat) {
        throw new AssertionError("viewFor(" + seat + ") is the view of seat " + v.seat());
      }
      seatAgrees(s, v, seat, step);
      if (s.isTerminal()) {
        continue;
      }
      Optional<TrickTable> table = tableAgrees(s, v, seat, step);
      historyShowsPlays(v, table, step);
      samplesGiveTheView(v, seat, rng, step);
    }
  }

  /** The view of {@code seat} lists the state's legal actions of the seat and shows its hand. */
  private static <S extends GameState<S, V>, V extends View<S>> void seatAgrees(
      S s, V v, int seat, int step) {
    if (!v.legalActions().equals(s.legalActions(seat))) {
      throw new AssertionError(
          "step "
              + step
              + ": the view of seat "
              + seat
              + " lists "
              + texts(v.legalActions())
              + " but the state lists "
              + texts(s.legalActions(seat)));
    }
    legalCardsAgree(v, step);
    if (!v.hand().isEmpty() && !v.hand().equals(s.hand(seat))) {
      throw new AssertionError(
          "step "
              + step
              + ": the view of seat "
              + seat
              + " shows hand "
              + v.hand()
              + " but the seat holds "
              + s.hand(seat));
    }
  }

  /**
   * The view of {@code seat} shows the state's standing, its trick table with the cards played face
   * down that the seat does not know concealed, its seat to move, dealer and number of seats; the
   * table it should show.
   */
  private static <S extends GameState<S, V>, V extends View<S>> Optional<TrickTable> tableAgrees(
      S s, V v, int seat, int step) {
    if (!v.standing().equals(s.standing()) || v.standing().size() != s.players()) {
      throw new AssertionError(
          "step "
              + step
              + ": the view of seat "
              + seat
              + " has standing "
              + v.standing()
              + " but the state "
              + s.standing());
    }
    // a card played face down is concealed from the seats that do not know it yet
    long concealed = s.concealedFrom(seat).bits();
    Optional<TrickTable> table = s.tricks().map(t -> t.conceal(concealed));
    if (!v.tricks().equals(table)) {
      throw new AssertionError(
          "step "
              + step
              + ": the view of seat "
              + seat
              + " shows tricks "
              + v.tricks()
              + " but the state's trick play is "
              + table);
    }
    if (v.toMove() != s.toMove() || v.dealer() != s.dealer() || v.players() != s.players()) {
      throw new AssertionError(
          "step "
              + step
              + ": the view of seat "
              + seat
              + " disagrees with the state on "
              + "the seat to move, the dealer or the number of seats");
    }
    return table;
  }

  /** Two states sampled from view {@code v} give views equal to it, and conserve the cards. */
  private static <S extends GameState<S, V>, V extends View<S>> void samplesGiveTheView(
      V v, int seat, SplittableRandom rng, int step) {
    for (int k = 0; k < 2; k++) {
      S sample = v.sampleConsistentState(rng);
      V again = sample.viewFor(seat);
      if (!again.equals(v) || again.hashCode() != v.hashCode() || again.key() != v.key()) {
        throw new AssertionError(
            "step "
                + step
                + ": the view of seat "
                + seat
                + " differs (or its hash code or key does) in a state sampled from it\nview:    "
                + v
                + "\nsampled: "
                + again);
      }
      GameContract.cardsConserved(sample, step);
    }
  }

  /**
   * {@link View#legalCards()} lists the cards of the legal card plays in order, and {@link
   * View#actionFor} turns each back into its play and every other card into nothing.
   */
  private static void legalCardsAgree(View<?> v, int step) {
    List<Card> cards = new ArrayList<>();
    for (Action a : v.legalActions()) {
      if (a instanceof CardPlay p) {
        cards.add(p.card());
      }
    }
    String where = "step " + step + ": the view of seat " + v.seat();
    if (!v.legalCards().equals(cards)) {
      throw new AssertionError(where + " has legalCards() " + v.legalCards() + " for " + cards);
    }
    for (int i = 0; i < Card.COUNT; i++) {
      Card c = Card.ofIndex(i);
      Optional<Action> a = v.actionFor(c);
      boolean legal = cards.contains(c);
      if (a.isPresent() != legal
          || (a.isPresent() && !(a.get() instanceof CardPlay p && p.card().equals(c)))) {
        throw new AssertionError(where + " has actionFor(" + c + ") = " + a + ", legal " + legal);
      }
    }
  }

  /**
   * No view's object graph reaches a card its seat may not know or an object that holds every hand
   * ({@link ViewGraph}), checked at every {@code viewEvery}-th step and at the end.
   */
  static void viewsHoldOnlyTheirSeat(GameState<?, ?> s, int step, int viewEvery) {
    if (step % viewEvery != 0 && !s.isTerminal()) {
      return;
    }
    for (int seat = 0; seat < s.players(); seat++) {
      List<String> problems = ViewGraph.problems(s, seat);
      if (!problems.isEmpty()) {
        throw new AssertionError("step " + step + ": " + String.join("\n", problems));
      }
    }
  }

  /**
   * The card plays of a view's history are exactly the cards on its trick table, in order, a play
   * the seat saw made face down ({@link FaceDownPlay}) where the table conceals a card.
   */
  private static void historyShowsPlays(View<?> v, Optional<TrickTable> table, int step) {
    List<String> logged = new ArrayList<>();
    for (Move m : v.history()) {
      if (m.action() instanceof CardPlay p) {
        logged.add(p.card().toString());
      } else if (m.action() instanceof FaceDownPlay) {
        logged.add("??");
      }
    }
    List<String> onTable = new ArrayList<>();
    if (table.isPresent()) {
      for (Trick t : table.get().completed()) {
        shown(t, onTable);
      }
      shown(table.get().current(), onTable);
    }
    if (!logged.equals(onTable)) {
      throw new AssertionError(
          "step "
              + step
              + ": the history of seat "
              + v.seat()
              + " logs plays "
              + logged
              + " but the tricks hold "
              + onTable);
    }
  }

  private static void shown(Trick t, List<String> out) {
    for (int i = 0; i < t.size(); i++) {
      out.add(t.isConcealed(i) ? "??" : t.card(i).toString());
    }
  }
}
