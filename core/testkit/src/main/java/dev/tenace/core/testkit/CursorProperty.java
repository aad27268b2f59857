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
import java.util.HashMap;
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
 * must be the states'. Undoing must give back the same agreement at every depth on the way: a
 * random number of cards back and on to the end again, {@code undoAll} and on again, and back to
 * the state it started from one card at a time.
 *
 * <p>A failure is a message naming the game, rules, seed and step, not an exception, so that a test
 * can report them all.
 */
public final class CursorProperty {
  private CursorProperty() {}

  /**
   * The failures over seeds {@code 0 … deals-1} of every preset of the game, each a deal of a match
   * ({@link MatchDeals#deal}: every deal, not only the first); each deal is also checked on the
   * cursor of an earlier deal of the preset with as many tricks, moved there with {@link
   * SearchCursor#resetTo}.
   */
  public static <R, S extends GameState<S, V>, V extends View<S>> List<String> overPresets(
      GameDefinition<R, S, V> game, int deals) {
    List<String> out = new ArrayList<>();
    for (Map.Entry<String, R> preset : game.presets().entrySet()) {
      Map<Long, SearchCursor<S>> carried = new HashMap<>();
      for (long seed = 0; seed < deals; seed++) {
        for (String f : failures(game, preset.getValue(), seed, carried)) {
          out.add(game.name() + " " + preset.getKey() + " seed " + seed + ": " + f);
        }
      }
    }
    return out;
  }

  /** The failures over one random deal (see the class comment). */
  public static <R, S extends GameState<S, V>, V extends View<S>> List<String> failures(
      GameDefinition<R, S, V> game, R rules, long seed) {
    return failures(game, rules, seed, new HashMap<>());
  }

  /**
   * The failures over one random deal of a match ({@link MatchDeals#deal}): its first state in
   * trick play on a new cursor, and on {@code carried}'s cursor (another deal's with as many
   * tricks, when there is one) moved there; a later state on the first cursor moved there; the
   * states before and after trick play refused by it, unchanged. The new cursor is left in {@code
   * carried} for the next deal.
   */
  private static <R, S extends GameState<S, V>, V extends View<S>> List<String> failures(
      GameDefinition<R, S, V> game, R rules, long seed, Map<Long, SearchCursor<S>> carried) {
    int n = game.players(rules);
    S s = MatchDeals.deal(game, rules, seed);
    S dealt = s;
    SplittableRandom rng = new SplittableRandom(seed);
    List<String> out = new ArrayList<>();
    SearchCursor<S> first = null;
    int later = -1;
    int steps = 0;
    while (!s.isTerminal()) {
      Optional<SearchCursor<S>> made = s.cursor();
      if (made.isPresent()) {
        if (later < 0) {
          first = made.get();
          out.addAll(check(s, first, rng.split()));
          long shape = shape(s);
          SearchCursor<S> other = carried.remove(shape);
          if (other != null) {
            out.addAll(moved(other, s, "another deal's cursor", rng.split()));
          }
          carried.put(shape, first);
          later = rng.nextInt(n * 6);
        } else if (later-- == 0) {
          out.addAll(moved(first, s, "the first cursor", rng.split()));
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
    if (first != null) {
      S at = first.toState();
      for (S refused : List.of(dealt, s)) {
        if (refused.cursor().isEmpty() && first.resetTo(refused)) {
          out.add("resetTo accepted a state without trick play under way: " + refused);
        } else if (refused.cursor().isEmpty() && !first.toState().equals(at)) {
          out.add("a refused resetTo changed the cursor");
        }
      }
    }
    return out;
  }

  /** What a cursor needs to move to a state: the same seats and the same number of tricks. */
  private static long shape(GameState<?, ?> s) {
    return s.players() * 1024L + s.tricks().map(TrickTable::totalTricks).orElse(0);
  }

  /**
   * The failures of {@code c} moved to {@code origin} by resetTo after a few random cards, then
   * checked there.
   */
  private static <S extends GameState<S, V>, V extends View<S>> List<String> moved(
      SearchCursor<S> c, S origin, String which, SplittableRandom rng) {
    for (int k = rng.nextInt(8); k > 0 && !c.isOver(); k--) { // moved from the middle of a play
      c.play(pick(c.legalBits(), rng));
    }
    if (!c.resetTo(origin)) {
      return List.of(which + " refused resetTo a state in trick play");
    }
    List<String> out = new ArrayList<>();
    for (String f : check(origin, c, rng)) {
      out.add("on " + which + " after resetTo: " + f);
    }
    return out;
  }

  /**
   * Plays a cursor from {@code origin} to the end and back beside the immutable states, three
   * times: to the end, back a random number of cards one by one and to the end again; back to the
   * origin in one step ({@code undoAll}) and to the end; back to the origin one card at a time.
   */
  public static <S extends GameState<S, V>, V extends View<S>> List<String> check(
      S origin, SplittableRandom rng) {
    Optional<SearchCursor<S>> made = origin.cursor();
    if (made.isEmpty()) {
      return List.of("no cursor in trick play");
    }
    return check(origin, made.get(), rng);
  }

  /** {@link #check(GameState, SplittableRandom)} on the cursor {@code c}, at {@code origin}. */
  private static <S extends GameState<S, V>, V extends View<S>> List<String> check(
      S origin, SearchCursor<S> c, SplittableRandom rng) {
    List<String> out = new ArrayList<>();
    if (c.depth() != 0) {
      out.add("the cursor is at depth " + c.depth() + ", not at its origin");
      return out;
    }
    if (!agree(c, origin, "at the origin: ", out)) {
      return out;
    }
    List<S> states = new ArrayList<>(List.of(origin)); // the state at each depth of the cursor
    if (!playToEnd(c, states, rng, out)) {
      return out;
    }
    int back = rng.nextInt(c.depth() + 1);
    while (c.depth() > back) {
      c.undo();
      states.remove(states.size() - 1);
      if (!agree(c, states.get(states.size() - 1), "undo to depth " + c.depth() + ": ", out)) {
        return out;
      }
    }
    if (!playToEnd(c, states, rng, out)) {
      return out;
    }
    c.undoAll();
    states.subList(1, states.size()).clear();
    if (c.depth() != 0 || !agree(c, origin, "after undoAll: ", out)) {
      out.add("undoAll did not go back to the origin");
      return out;
    }
    if (!playToEnd(c, states, rng, out)) {
      return out;
    }
    while (c.depth() > 0) {
      c.undo();
      states.remove(states.size() - 1);
      if (!agree(c, states.get(states.size() - 1), "undo to depth " + c.depth() + ": ", out)) {
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

  /**
   * Plays random cards on the cursor and on the states from the last of {@code states} to the end
   * of trick play, checking each step; then checks the scores. False once a failure is added.
   */
  private static <S extends GameState<S, V>, V extends View<S>> boolean playToEnd(
      SearchCursor<S> c, List<S> states, SplittableRandom rng, List<String> out) {
    S s = states.get(states.size() - 1);
    while (!c.isOver()) {
      String where = "depth " + c.depth() + ": ";
      if (!agree(c, s, where, out)) {
        return false;
      }
      int seat = s.toMove();
      long mask = c.legalBits();
      if (c.depth() % 7 == 3 && !c.toState().equals(s)) {
        out.add(where + "toState differs from the state");
        return false;
      }
      long illegal = s.hand(seat).bits() & ~mask;
      if (illegal != 0) {
        int depth = c.depth();
        try {
          c.play(Long.numberOfTrailingZeros(illegal));
          out.add(where + "an illegal card was played");
          return false;
        } catch (IllegalArgumentException expected) {
          if (c.depth() != depth || c.legalBits() != mask) {
            out.add(where + "a refused card changed the cursor");
            return false;
          }
        }
      }
      int card = pick(mask, rng);
      c.play(card);
      s = s.applyLegal(seat, playOf(s.legalActions(seat), card));
      states.add(s);
    }
    if (c.isTerminal() != s.isTerminal()) {
      out.add(
          "after the last trick: cursor terminal " + c.isTerminal() + ", state " + s.isTerminal());
      return false;
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
        return false;
      }
      s = s.applyLegal(s.toMove(), add);
    }
    for (int p = 0; p < s.players(); p++) {
      if (c.score(p) != s.score(p)) {
        out.add("score of seat " + p + ": cursor " + c.score(p) + ", state " + s.score(p));
        return false;
      }
      if (Double.compare(c.utility(p), s.utility(p)) != 0) {
        out.add("utility of seat " + p + ": cursor " + c.utility(p) + ", state " + s.utility(p));
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the cursor agrees with the state on the seat to play, the legal mask, the tricks and
   * cards each seat won and the trick's current winner; adds the first difference to {@code out}.
   */
  private static <S extends GameState<S, V>, V extends View<S>> boolean agree(
      SearchCursor<S> c, S s, String where, List<String> out) {
    int seat = s.toMove();
    long mask = cardMask(s.legalActions(seat));
    if (c.toMove() != seat) {
      out.add(where + "cursor to move " + c.toMove() + ", state " + seat);
      return false;
    }
    if (c.legalBits() != mask) {
      out.add(where + "cursor legal " + c.legalBits() + ", state " + mask);
      return false;
    }
    TrickTable t = s.tricks().orElseThrow();
    for (int p = 0; p < s.players(); p++) {
      if (c.tricksWon(p) != t.tricksWon().get(p)) {
        out.add(where + "seat " + p + " tricks " + c.tricksWon(p) + " vs " + t.tricksWon());
        return false;
      }
      long won = 0;
      for (var trick : t.completed()) {
        if (trick.winner() == p) {
          won |= trick.cardSet().bits();
        }
      }
      if (c.cardsWonBits(p) != won) {
        out.add(where + "seat " + p + " won " + c.cardsWonBits(p) + " vs " + won);
        return false;
      }
    }
    if (c.currentWinner() != t.currentWinner()) {
      out.add(where + "current winner " + c.currentWinner() + " vs " + t.currentWinner());
      return false;
    }
    Trick now = t.current();
    int led = now.isEmpty() ? -1 : now.ledCard().index();
    if (c.trickLeader() != now.leader()
        || c.currentTrickBits() != now.cardSet().bits()
        || c.ledCard() != led
        || c.currentTrickPacked() != now.packed()) {
      out.add(where + "trick in progress " + c + " vs " + now);
      return false;
    }
    if (!c.trickOrder().equals(t.order()) || c.isTerminal()) {
      out.add(where + "trick order differs, or terminal with tricks to play");
      return false;
    }
    return true;
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
