package dev.tenace.cli;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.FaceDownPlay;
import dev.tenace.core.game.Fact;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the human seat of {@code tenace play} sees, printed as the match goes: every line comes from
 * that seat's {@link View} — its hand, its own choices in full, the other seats' public actions
 * (another seat's pass, bury or exchange only as its kind), the tricks, and the typed facts its
 * view holds (what it passed and received, the blind it picked up, the partner card, the turn-up).
 * The match listener ({@link #listener}) turns every state into the seat's view before anything
 * else, and this class never sees a state, so it cannot print a hidden card.
 */
final class Screen {
  private final PrintStream out;
  private final Cards cards;
  private final int seat;
  private int deal;
  private int movesShown;
  private int cardsPlayed;
  private final Set<String> factsShown = new LinkedHashSet<>();

  Screen(PrintStream out, Cards cards, int seat) {
    this.out = out;
    this.cards = cards;
    this.seat = seat;
  }

  /** The seat whose view this screen shows. */
  int seat() {
    return seat;
  }

  /** The card notation of the run. */
  Cards cards() {
    return cards;
  }

  /**
   * A match listener that hands this screen the human seat's view of every state and nothing else:
   * the action a listener is told about is not printed (it may be another seat's hidden pass).
   */
  <S extends GameState<S, ?>> MatchRunner.Listener<S> listener() {
    return new MatchRunner.Listener<>() {
      private int number;

      @Override
      public void dealStarted(S d) {
        Screen.this.dealStarted(++number, d.viewFor(seat));
      }

      @Override
      public void acted(S before, int actor, Action hidden, S after) {
        update(after.viewFor(seat));
      }

      @Override
      public void dealEnded(S d, List<Integer> totals) {
        List<Integer> scores = new ArrayList<>();
        for (int s = 0; s < d.players(); s++) {
          scores.add(d.score(s)); // the deal's scores are public once it is over
        }
        Screen.this.dealEnded(d.viewFor(seat), scores, totals);
      }
    };
  }

  /** "you" for the human seat, else "seat n". */
  String who(int s) {
    return s == seat ? "you" : "seat " + s;
  }

  /** A new deal: its heading and what the seat sees at once. */
  void dealStarted(int number, View<?> v) {
    deal = number;
    movesShown = 0;
    cardsPlayed = 0;
    factsShown.clear();
    out.printf(
        "%n%s deal %d, dealer %s, you are seat %d %s%n",
        cards.dash().repeat(2), number, who(v.dealer()), seat, cards.dash().repeat(2));
    if (v.standing().stream().anyMatch(t -> t != 0)) {
      out.printf("totals before this deal: %s%n", seats(v.standing()));
    }
    if (!v.hand().isEmpty()) { // before any play made for the seat (a single choice)
      out.printf("your hand: %s%n", cards.hand(v.hand()));
    }
    update(v);
  }

  /**
   * Prints what the view shows beyond what was printed: the actions of the public history in order
   * (card plays as completed tricks), then newly known facts.
   */
  void update(View<?> v) {
    List<Move> h = v.history();
    TrickTable table = v.tricks().orElse(null);
    int n = v.players();
    for (int i = movesShown; i < h.size(); i++) {
      Move m = h.get(i);
      Action a = m.action();
      if (a instanceof CardPlay || a instanceof FaceDownPlay) {
        cardsPlayed++;
        if (cardsPlayed % n == 0 && table != null && cardsPlayed / n <= table.completed().size()) {
          printTrick(cardsPlayed / n, table.completed().get(cardsPlayed / n - 1));
        }
        continue;
      }
      out.printf("%s: %s%n", who(m.seat()), move(a));
    }
    movesShown = h.size();
    for (String fact : facts(v)) {
      if (factsShown.add(fact)) {
        out.println(fact);
      }
    }
  }

  private void printTrick(int number, Trick t) {
    out.printf(
        "trick %d: %s %s %s%n",
        number, trick(t), cards.arrow(), t.winner() == seat ? "you" : "seat " + t.winner());
  }

  /** An action of the history as the seat knows it. */
  String move(Action a) {
    if (a instanceof Concealed c) {
      return c.kind() + " (cards hidden from you)";
    }
    return cards.action(a.text());
  }

  /** A trick in progress or complete: {@code 1:2♣ 2:K♣ 3:J♣}. */
  String trick(Trick t) {
    StringBuilder b = new StringBuilder();
    for (int k = 0; k < t.size(); k++) {
      b.append(k == 0 ? "" : " ").append(t.seat(k)).append(':').append(card(t, k));
    }
    return b.toString();
  }

  /** The card at position {@code k} of a trick, {@code ??} when it is face down to this seat. */
  private String card(Trick t, int k) {
    return t.isConcealed(k) ? "??" : cards.card(t.card(k));
  }

  /** The end of a deal: the seat's last news, the deal's scores and the totals. */
  void dealEnded(View<?> v, List<Integer> scores, List<Integer> totals) {
    update(v);
    out.printf("deal %d over: scores %s; totals %s%n", deal, seats(scores), seats(totals));
  }

  /** Before a decision: the news, the hand, the trick so far and the game's status. */
  void decision(View<?> v) {
    update(v);
    out.println();
    out.printf("your hand: %s%n", v.hand().isEmpty() ? "(not seen yet)" : cards.hand(v.hand()));
    v.tricks()
        .ifPresent(
            t -> {
              if (!t.current().isEmpty()) {
                out.printf("trick so far: %s%n", trick(t.current()));
              }
            });
  }

  /** One value per seat: {@code you 5, seat 1 0, …}. */
  String seats(List<Integer> values) {
    List<String> parts = new ArrayList<>();
    for (int s = 0; s < values.size(); s++) {
      parts.add(who(s) + " " + values.get(s));
    }
    return String.join(", ", parts);
  }

  // ---------------------------------------------------------------- per game

  /** Facts of the view, each a line printed once per deal when it becomes known. */
  private List<String> facts(View<?> v) {
    List<String> f = new ArrayList<>();
    for (Fact fact : v.facts()) {
      if (fact.shown()) {
        String value = render(fact.value(), v.players());
        if (value != null) {
          f.add(value.isEmpty() ? fact.label() : fact.label() + ": " + value);
        }
      }
    }
    return f;
  }

  /**
   * A fact's value in this run's notation, or null when there is nothing to say (none yet, false,
   * no cards, an empty list, only zeros): {@code ""} for a true flag (the label says it all), seats
   * as "you" or "seat n", a value per seat as {@code you 5, seat 1 0, …}, a map as {@code key
   * value, …}.
   */
  private String render(Object value, int players) {
    if (value == null || Boolean.FALSE.equals(value)) {
      return null;
    }
    if (Boolean.TRUE.equals(value)) {
      return "";
    }
    if (value instanceof Card c) {
      return cards.card(c);
    }
    if (value instanceof CardSet c) {
      return c.isEmpty() ? null : cards.list(c);
    }
    if (value instanceof Fact.SeatNumber n) {
      return who(n.seat());
    }
    if (value instanceof List<?> l) {
      if (l.stream().allMatch(x -> Integer.valueOf(0).equals(x))) {
        return null; // nothing counted yet
      }
      List<String> parts = new ArrayList<>();
      for (int i = 0; i < l.size(); i++) {
        String x = render(l.get(i), players);
        if (x != null) {
          parts.add(l.size() == players ? who(i) + " " + x : x);
        }
      }
      return parts.isEmpty() ? null : String.join(", ", parts);
    }
    if (value instanceof Map<?, ?> m) {
      List<String> parts = new ArrayList<>();
      m.forEach(
          (k, x) -> {
            String r = render(x, players);
            if (r != null) {
              parts.add(cards.action(String.valueOf(k)) + " " + r);
            }
          });
      return parts.isEmpty() ? null : String.join(", ", parts);
    }
    return cards.action(String.valueOf(value));
  }
}
