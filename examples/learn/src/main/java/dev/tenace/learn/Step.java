package dev.tenace.learn;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import java.util.Objects;
import java.util.function.Function;

/**
 * What one action id does for a seat: it completes an engine {@link Action} ({@link Act}), or it
 * adds one card to the seat's pending multi-card choice ({@link Select}: the second card of a
 * Hearts pass, say), which the engine does not see until the choice is complete.
 *
 * <pre>{@code
 * Either<RuleViolation, Step> r = session.step(seat, id);
 * String said = r.fold(v -> v.code(), s -> s.fold(sel -> "chosen " + sel, act -> act.text()));
 * }</pre>
 */
public sealed interface Step permits Step.Act, Step.Select {
  /**
   * Calls the function for this case.
   *
   * @param onSelect for a partial choice: the cards chosen so far
   * @param onAct for a complete action: the engine action
   */
  <T> T fold(Function<CardSet, T> onSelect, Function<Action, T> onAct);

  /**
   * The id completed an engine action: a card play, a bid, or the last card of a pass (then the
   * action is the whole pass).
   *
   * @param action the engine action
   */
  record Act(Action action) implements Step {
    /** Checks the action. */
    public Act {
      Objects.requireNonNull(action, "action is null");
    }

    @Override
    public <T> T fold(Function<CardSet, T> onSelect, Function<Action, T> onAct) {
      return onAct.apply(action);
    }
  }

  /**
   * The id added a card to the seat's pending multi-card choice, which is not complete yet.
   *
   * @param selected the cards chosen so far
   */
  record Select(CardSet selected) implements Step {
    /** Checks the cards. */
    public Select {
      Objects.requireNonNull(selected, "selected is null");
    }

    @Override
    public <T> T fold(Function<CardSet, T> onSelect, Function<Action, T> onAct) {
      return onSelect.apply(selected);
    }
  }
}
