package dev.tenace.learn;

import dev.tenace.core.card.Card;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.CardsAction;
import dev.tenace.core.game.Fact;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.View;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What the {@link GenericEncoder} derives from a game's definition under one set of rules, by
 * playing seeded matches of it ({@link GameDefinition#newMatch}, uniformly random legal actions,
 * every seat's view at every step): the card ids of its decks, its play of each card, the verbs of
 * its multi-card actions, every other action its legal-action lists offer (bids, calls…), the shape
 * of each public fact its views publish, and the longest history. The same definition and rules
 * always give the same space (the seeds are fixed).
 *
 * @param game the game's name
 * @param players the seats under the rules
 * @param cards 52, or {@link Card#COUNT} when a deck holds jokers
 * @param viewType the game's view class
 * @param plays the game's play of each card id (null for a card its parser refuses)
 * @param selectVerb the verb of its multi-card actions (joined with "/" if several), or null
 * @param others its other actions, by verb, each verb's in id order
 * @param facts each fact's label and shape, in the order the views list them
 * @param longestHistory the most moves met in a deal's history
 */
record GenericSpace(
    String game,
    int players,
    int cards,
    Class<?> viewType,
    List<Action> plays,
    String selectVerb,
    Map<String, List<Action>> others,
    Map<String, LabelledShape> facts,
    int longestHistory) {

  /** A fact's label and shape. */
  record LabelledShape(String label, FactShape shape) {}

  /** The deals played at most, over all matches. */
  static final int MAX_DEALS = 48;

  /** The actions taken at most, over all deals. */
  static final int MAX_STEPS = 20_000;

  /** The space of {@code game} under {@code rules}. */
  static <R, S extends GameState<S, V>, V extends View<S>> GenericSpace explore(
      GameDefinition<R, S, V> game, R rules) {
    Explorer<S> x = new Explorer<>(game.players(rules));
    for (long seed = 1; x.deals < MAX_DEALS && x.steps < MAX_STEPS; seed++) {
      Match<S> m = game.newMatch(rules, (int) (seed % x.players), seed);
      SplittableRandom rng = new SplittableRandom(seed);
      while (x.deals < MAX_DEALS && x.steps < MAX_STEPS) {
        m = x.playDeal(m, rng);
        if (m.isOver() || !m.deal().isTerminal()) {
          break;
        }
        m = m.nextDeal();
      }
    }
    return x.space(game.name(), game.newDeal(rules, 0, 1L));
  }

  /** The exploration's running record. */
  private static final class Explorer<S extends GameState<S, ?>> {
    final int players;
    int deals;
    int steps;
    int cards = 52;
    Class<?> viewType;
    final TreeSet<String> verbs = new TreeSet<>();
    final java.util.Set<String> taken = new java.util.HashSet<>();
    final Map<String, Action> others = new LinkedHashMap<>();
    final Map<String, LabelledShape> facts = new LinkedHashMap<>();
    int longestHistory;

    Explorer(int players) {
      this.players = players;
    }

    Match<S> playDeal(Match<S> m, SplittableRandom rng) {
      deals++;
      if (m.deal().deck().cards().bits() >>> 52 != 0) {
        cards = Card.COUNT;
      }
      while (true) {
        S s = m.deal();
        record(s);
        if (s.isTerminal() || steps >= MAX_STEPS) {
          return m;
        }
        int seat = s.toMove();
        m = m.applyLegal(seat, choose(s.legalActions(seat), rng));
        steps++;
      }
    }

    /**
     * A legal action, uniformly at random, but half the time one never taken yet if there is one:
     * the rarer branches (a claim, a call) are reached sooner.
     */
    Action choose(List<Action> legal, SplittableRandom rng) {
      if (rng.nextBoolean() && legal.size() < 64) {
        List<Action> fresh = new ArrayList<>();
        for (Action a : legal) {
          if (!(a instanceof CardPlay) && !taken.contains(a.text())) {
            fresh.add(a);
          }
        }
        if (!fresh.isEmpty()) {
          Action a = fresh.get(rng.nextInt(fresh.size()));
          taken.add(a.text());
          return a;
        }
      }
      Action a = legal.get(rng.nextInt(legal.size()));
      taken.add(a.text());
      return a;
    }

    void record(S s) {
      for (int seat = 0; seat < players; seat++) {
        View<?> v = s.viewFor(seat);
        viewType = v.getClass();
        longestHistory = Math.max(longestHistory, v.history().size());
        for (Fact f : v.facts()) {
          FactShape shape = FactShape.of(f.name(), f.value(), players);
          LabelledShape old = facts.get(f.name());
          facts.put(
              f.name(),
              new LabelledShape(
                  f.label(), old == null ? shape : FactShape.merge(f.name(), old.shape(), shape)));
        }
        if (s.canAct(seat)) {
          actions(s.legalActions(seat));
        }
      }
    }

    void actions(List<Action> legal) {
      for (int i = 0, n = legal.size(); i < n; i++) {
        Action a = legal.get(i);
        if (a instanceof CardPlay) {
          continue;
        }
        if (a instanceof CardsAction c) {
          verbs.add(c.verb());
          continue;
        }
        others.putIfAbsent(a.text(), a);
      }
    }

    GenericSpace space(String game, S sample) {
      List<Action> plays = new ArrayList<>();
      for (int i = 0; i < cards; i++) {
        Action p;
        try {
          p = sample.parseAction("play " + Card.ofIndex(i));
        } catch (RuntimeException e) {
          p = null;
        }
        plays.add(p instanceof CardPlay cp && cp.card().index() == i ? p : null);
      }
      Map<String, List<Action>> byVerb = new TreeMap<>();
      for (Action a : others.values()) {
        byVerb.computeIfAbsent(verb(a), k -> new ArrayList<>()).add(a);
      }
      Map<String, List<Action>> sorted = new LinkedHashMap<>();
      for (Map.Entry<String, List<Action>> e : byVerb.entrySet()) {
        List<Action> l = new ArrayList<>(e.getValue());
        l.sort(Comparator.comparing(GenericSpace::argumentKey));
        sorted.put(e.getKey(), List.copyOf(l));
      }
      return new GenericSpace(
          game,
          players,
          cards,
          viewType,
          java.util.Collections.unmodifiableList(plays),
          verbs.isEmpty() ? null : String.join("/", verbs),
          java.util.Collections.unmodifiableMap(sorted),
          java.util.Collections.unmodifiableMap(new LinkedHashMap<>(facts)),
          longestHistory);
    }
  }

  /** The first word of an action's text. */
  static String verb(Action a) {
    String t = a.text();
    int sp = t.indexOf(' ');
    return sp < 0 ? t : t.substring(0, sp);
  }

  /**
   * The order of one verb's actions: by their arguments, a whole number by its value (so {@code bid
   * 2} comes before {@code bid 10}), padded so that texts compare.
   */
  static String argumentKey(Action a) {
    StringBuilder sb = new StringBuilder();
    String t = a.text();
    for (int from = t.indexOf(' ') + 1; from > 0 && from <= t.length(); ) {
      int to = t.indexOf(' ', from);
      String w = to < 0 ? t.substring(from) : t.substring(from, to);
      from = to < 0 ? -1 : to + 1;
      if (w.matches("-?[0-9]{1,9}")) {
        long v = Long.parseLong(w) + 2_000_000_000L;
        sb.append(String.format("#%012d", v));
      } else {
        sb.append(' ').append(w);
      }
    }
    return sb.toString();
  }
}
