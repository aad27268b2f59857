package dev.tenace.core.testkit;

import dev.tenace.core.card.Card;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The search cursor agrees with the immutable states, over random play: from a state in trick play
 * (the first one, and one at a random later point), random cards are played on the cursor and on
 * the states side by side; at every step the seat to play, the legal mask, the tricks won, the
 * trick in progress (led card, cards in play order, trick order) and its current winner must agree,
 * the cursor must turn back into an equal state, an illegal card must be refused without a change,
 * at the end the cursor must be terminal exactly when the state is and its scores and utilities
 * must be the states', and undoing every card must give back the masks on the way and the state it
 * started from.
 *
 * <p>A failure is a message naming the game, rules, seed and step, not an exception, so that a test
 * can report them all.
 */
public final class CursorProperty {
  private CursorProperty() {}

  /** The failures over deals {@code 0 … deals-1} of every preset of the game. */
  public static <R, S extends GameState<S, V>, V extends View<S>> List<String> overPresets(
      GameDefinition<R, S, V> game, int deals) {
    List<String> out = new ArrayList<>();
    for (Map.Entry<String, R> preset : game.presets().entrySet()) {
      for (long seed = 0; seed < deals; seed++) {
        for (String f : failures(game, preset.getValue(), seed)) {
          out.add(game.name() + " " + preset.getKey() + " seed " + seed + ": " + f);
        }
      }
    }
    return out;
  }

  /** The failures over one random deal (see the class comment). */
  public static <R, S extends GameState<S, V>, V extends View<S>> List<String> failures(
      GameDefinition<R, S, V> game, R rules, long seed) {
    int n = game.players(rules);
    S s = game.newDeal(rules, (int) Math.floorMod(seed, (long) n), seed);
    SplittableRandom rng = new SplittableRandom(seed);
    List<String> out = new ArrayList<>();
    int later = -1;
    int steps = 0;
    while (!s.isTerminal()) {
      if (s.cursor().isPresent()) {
        if (later < 0) {
          out.addAll(check(s, rng.split()));
          later = rng.nextInt(n * 6);
        } else if (later-- == 0) {
          out.addAll(check(s, rng.split()));
        }
      } else if (steps > 10_000) {
        out.add("no trick play after 10000 actions");
        return out;
      }
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      s = s.applyLegal(seat, legal.get(rng.nextInt(legal.size())));
      steps++;
    }
    return out;
  }

  /** Plays a cursor from {@code origin} to the end and back beside the immutable states. */
  public static <S extends GameState<S, V>, V extends View<S>> List<String> check(
      S origin, SplittableRandom rng) {
    List<String> out = new ArrayList<>();
    Optional<SearchCursor<S>> made = origin.cursor();
    if (made.isEmpty()) {
      out.add("no cursor in trick play");
      return out;
    }
    SearchCursor<S> c = made.get();
    S s = origin;
    List<Long> masks = new ArrayList<>();
    for (int step = 0; !c.isOver(); step++) {
      String where = "step " + step + ": ";
      int seat = s.toMove();
      long mask = cardMask(s.legalActions(seat));
      if (c.toMove() != seat) {
        out.add(where + "cursor to move " + c.toMove() + ", state " + seat);
        return out;
      }
      if (c.legalBits() != mask) {
        out.add(where + "cursor legal " + c.legalBits() + ", state " + mask);
        return out;
      }
      TrickTable t = s.tricks().orElseThrow();
      for (int p = 0; p < s.players(); p++) {
        if (c.tricksWon(p) != t.tricksWon().get(p)) {
          out.add(where + "seat " + p + " tricks " + c.tricksWon(p) + " vs " + t.tricksWon());
          return out;
        }
      }
      if (c.currentWinner() != t.currentWinner()) {
        out.add(where + "current winner " + c.currentWinner() + " vs " + t.currentWinner());
        return out;
      }
      Trick now = t.current();
      int led = now.isEmpty() ? -1 : now.ledCard().index();
      if (c.ledCard() != led || c.currentTrickPacked() != now.packed()) {
        out.add(where + "trick in progress " + c + " vs " + now);
        return out;
      }
      if (!c.trickOrder().equals(t.order()) || c.isTerminal()) {
        out.add(where + "trick order differs, or terminal with tricks to play");
        return out;
      }
      if (step % 7 == 3 && !c.toState().equals(s)) {
        out.add(where + "toState differs from the state");
        return out;
      }
      long illegal = s.hand(seat).bits() & ~mask;
      if (illegal != 0) {
        int depth = c.depth();
        try {
          c.play(Long.numberOfTrailingZeros(illegal));
          out.add(where + "an illegal card was played");
          return out;
        } catch (IllegalArgumentException expected) {
          if (c.depth() != depth || c.legalBits() != mask) {
            out.add(where + "a refused card changed the cursor");
            return out;
          }
        }
      }
      masks.add(mask);
      int card = pick(mask, rng);
      c.play(card);
      s = s.applyLegal(seat, playOf(s.legalActions(seat), card));
    }
    if (c.isTerminal() != s.isTerminal()) {
      out.add(
          "after the last trick: cursor terminal " + c.isTerminal() + ", state " + s.isTerminal());
      return out;
    }
    if (!s.isTerminal()) { // a choice after the last trick: the cursor takes "moon add"
      Action add = null;
      for (Action a : s.legalActions(s.toMove())) {
        if (a.text().equals("moon add")) {
          add = a;
        }
      }
      if (add == null) {
        out.add("trick play over but the state is not terminal: " + s.legalActions());
        return out;
      }
      s = s.applyLegal(s.toMove(), add);
    }
    for (int p = 0; p < s.players(); p++) {
      if (c.score(p) != s.score(p)) {
        out.add("score of seat " + p + ": cursor " + c.score(p) + ", state " + s.score(p));
        return out;
      }
      if (Double.compare(c.utility(p), s.utility(p)) != 0) {
        out.add("utility of seat " + p + ": cursor " + c.utility(p) + ", state " + s.utility(p));
        return out;
      }
    }
    for (int i = masks.size() - 1; i >= 0; i--) {
      c.undo();
      if (c.legalBits() != masks.get(i) || c.depth() != i) {
        out.add("undo to depth " + i + ": legal " + c.legalBits() + " vs " + masks.get(i));
        return out;
      }
    }
    if (!c.toState().equals(origin) || c.toState().key() != origin.key()) {
      out.add("after undoing every card the cursor is not at its origin");
    }
    try {
      c.undo();
      out.add("undo at the origin did not throw");
    } catch (IllegalStateException expected) {
      // the cursor stays at its origin
    }
    return out;
  }

  private static int pick(long mask, SplittableRandom rng) {
    int k = rng.nextInt(Long.bitCount(mask));
    long m = mask;
    for (int i = 0; i < k; i++) {
      m &= m - 1;
    }
    return Long.numberOfTrailingZeros(m);
  }

  private static long cardMask(List<Action> actions) {
    long m = 0;
    for (Action a : actions) {
      if (a instanceof CardPlay p) {
        m |= p.card().bit();
      }
    }
    return m;
  }

  private static Action playOf(List<Action> actions, int card) {
    for (Action a : actions) {
      if (a instanceof CardPlay p && p.card().index() == card) {
        return a;
      }
    }
    throw new AssertionError("no play of " + Card.ofIndex(card) + " in " + actions);
  }
}
