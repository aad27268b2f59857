package com.example.bots;

import dev.tenace.bots.Heuristic;
import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.hearts.HeartsView;
import java.util.Comparator;
import java.util.List;

/**
 * A user's own Hearts bot, written against the typed view only: it passes its highest cards, plays
 * the highest card that does not take the trick, else its lowest, and subtracts after a moon.
 */
public final class LowballBot extends Heuristic<HeartsView> {
  public LowballBot() {
    super("hearts", HeartsView.class);
  }

  @Override
  public Action act(HeartsView view) {
    List<Action> legal = view.legalActions();
    if (legal.get(0) instanceof HeartsAction.Moon) {
      return HeartsAction.Moon.SUBTRACT;
    }
    if (legal.get(0) instanceof HeartsAction.Pass pass) {
      List<Card> high =
          view.hand().toList().stream()
              .sorted(Comparator.comparing(Card::rank).reversed())
              .limit(pass.cards().size())
              .toList();
      return new HeartsAction.Pass(CardSet.of(high));
    }
    TrickTable table = view.tricks().orElseThrow();
    Card winning =
        table.current().isEmpty() ? null : table.current().cardOf(table.currentWinner());
    List<Card> cards =
        legal.stream().map(CardPlay.class::cast).map(CardPlay::card).toList();
    return HeartsAction.Play.of(
        cards.stream()
            .filter(
                c ->
                    winning != null
                        && (c.suit() != winning.suit() || c.rank().compareTo(winning.rank()) < 0))
            .max(Comparator.comparing(Card::rank))
            .orElseGet(() -> cards.stream().min(Comparator.comparing(Card::rank)).orElseThrow()));
  }
}
