package dev.tenace.core.testkit;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.View;
import java.util.List;
import java.util.function.Function;

/**
 * Agents that misbehave on purpose, to test that runners and states stay valid: they throw, return
 * nothing, play a card they do not hold, play off-suit, or repeat their previous action. Each needs
 * a way to build a card-play action of the game under test.
 */
public final class AdversarialAgents {
  private AdversarialAgents() {}

  /** An agent that always throws. */
  public static Agent<View<?>> throwing() {
    return v -> {
      throw new IllegalStateException("adversarial agent throws on purpose");
    };
  }

  /** An agent that returns {@code null}. */
  public static Agent<View<?>> returningNull() {
    return v -> null;
  }

  /** An agent that plays a card it does not hold (the first card of the 52 not in its hand). */
  public static Agent<View<?>> cardNotHeld(Function<Card, Action> play) {
    return v -> {
      CardSet missing = CardSet.ofBits(CardSet.STANDARD_BITS & ~v.hand().bits());
      return play.apply(missing.first());
    };
  }

  /**
   * An agent that plays the first card of its hand that is not among its legal actions (off-suit,
   * or breaking a lead rule), or the first legal action if every card is legal.
   */
  public static Agent<View<?>> offSuit(Function<Card, Action> play) {
    return v -> {
      List<Action> legal = v.legalActions();
      for (Card c : v.hand()) {
        Action a = play.apply(c);
        if (!legal.contains(a)) {
          return a;
        }
      }
      return legal.get(0);
    };
  }

  /** An agent that repeats the first action it ever chose (legal once, stale afterwards). */
  public static Agent<View<?>> repeating() {
    return new Agent<>() {
      private Action first;

      @Override
      public Action act(View<?> view) {
        if (first == null) {
          first = view.legalActions().get(0);
        }
        return first;
      }
    };
  }
}
