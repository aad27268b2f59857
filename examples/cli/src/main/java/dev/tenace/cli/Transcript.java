package dev.tenace.cli;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.io.PrintStream;
import java.util.List;

/**
 * Prints a match as it is played: per deal the dealer, deal scores and running totals; with {@code
 * verbose} also the hands, every non-card action (passes, bids, declarations) and every trick with
 * its winner.
 */
final class Transcript implements MatchRunner.Listener<GameState<?, ?>> {
  private final PrintStream out;
  private final Cards cards;
  private final boolean verbose;
  private final List<String> names;
  private int deal;

  Transcript(PrintStream out, Cards cards, boolean verbose, List<String> names) {
    this.out = out;
    this.cards = cards;
    this.verbose = verbose;
    this.names = names;
  }

  private String seat(int s) {
    return "seat " + s + " (" + names.get(s) + ")";
  }

  @Override
  public void dealStarted(GameState<?, ?> d) {
    deal++;
    out.printf(
        "%nDeal %d %s dealer %d%n", deal, cards.arrow().equals("->") ? "-" : "—", d.dealer());
    if (verbose) {
      for (int s = 0; s < d.players(); s++) {
        out.printf("  %-22s %s%n", seat(s), cards.hand(d.hand(s)));
      }
    }
  }

  @Override
  public void acted(GameState<?, ?> before, int seat, Action action, GameState<?, ?> after) {
    if (!verbose) {
      return;
    }
    if (!(action instanceof CardPlay)) {
      out.printf("  %-22s %s%n", seat(seat), cards.action(action.text()));
      return;
    }
    java.util.Optional<TrickTable> p = after.tricks();
    if (p.isPresent() && p.get().current().isEmpty() && !p.get().completed().isEmpty()) {
      Trick t = p.get().lastTrick().orElseThrow();
      StringBuilder b = new StringBuilder();
      for (int i = 0; i < t.size(); i++) {
        String card = t.isConcealed(i) ? "??" : cards.card(t.card(i));
        b.append(String.format("%d:%-3s ", t.seat(i), card));
      }
      out.printf(
          "  trick %2d  %s %s seat %d%n",
          p.get().completed().size(), b.toString().trim(), cards.arrow(), t.winner());
    }
  }

  @Override
  public void dealEnded(GameState<?, ?> d, List<Integer> totals) {
    StringBuilder scores = new StringBuilder();
    StringBuilder tot = new StringBuilder();
    for (int s = 0; s < d.players(); s++) {
      scores.append(String.format("%6d", d.score(s)));
      tot.append(String.format("%6d", totals.get(s)));
    }
    out.printf("  deal score %s%n  totals     %s%n", scores, tot);
    Failure.check(out);
  }

  @Override
  public void fault(MatchRunner.Fault fault) {
    out.printf("  ! seat %d: %s %s%n", fault.seat(), fault.kind(), fault.message());
  }

  /** The hands at the start of a deal, for records. */
  static CardSet[] hands(GameState<?, ?> d) {
    CardSet[] h = new CardSet[d.players()];
    for (int s = 0; s < h.length; s++) {
      h[s] = d.hand(s);
    }
    return h;
  }
}
