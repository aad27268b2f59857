package dev.tenace.core.testkit;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.RuleViolation;
import io.vavr.control.Either;
import java.util.List;
import java.util.stream.Collectors;
import org.assertj.core.api.AbstractAssert;

/**
 * AssertJ entry point for game states: {@code assertThat(state).hasLegalPlays("4S
 * JS").rejects("play 9H", "MUST_FOLLOW_SUIT")}.
 */
public final class TenaceAssertions {
  private TenaceAssertions() {}

  /** Starts an assertion on a state. */
  public static <S extends GameState<S, ?>> StateAssert<S> assertThat(S state) {
    return new StateAssert<>(state);
  }

  /**
   * Assertions on a {@link GameState}.
   *
   * @param <S> the state type
   */
  public static final class StateAssert<S extends GameState<S, ?>>
      extends AbstractAssert<StateAssert<S>, S> {
    StateAssert(S actual) {
      super(actual, StateAssert.class);
    }

    /** The seat to move is {@code seat}. */
    public StateAssert<S> isToMove(int seat) {
      isNotNull();
      if (actual.toMove() != seat) {
        failWithMessage("expected seat %s to move but seat %s is", seat, actual.toMove());
      }
      return this;
    }

    /** The legal card plays of the seat to move are exactly these cards (order-insensitive). */
    public StateAssert<S> hasLegalPlays(String cards) {
      isNotNull();
      CardSet expected = CardSet.parse(cards);
      long got = 0;
      for (Action a : actual.legalActions()) {
        String t = a.text();
        if (!t.startsWith("play ")) {
          failWithMessage("expected only card plays but %s is legal", t);
        }
        got |= actual.parseAction(t).text().equals(t) ? CardSet.parse(t.substring(5)).bits() : 0;
      }
      if (got != expected.bits()) {
        failWithMessage("expected legal plays {%s} but were {%s}", expected, CardSet.ofBits(got));
      }
      return this;
    }

    /** The legal actions of the seat to move, as texts, are exactly these (in this order). */
    public StateAssert<S> hasLegalActions(String... texts) {
      isNotNull();
      List<String> got =
          actual.legalActions().stream().map(Action::text).collect(Collectors.toList());
      if (!got.equals(List.of(texts))) {
        failWithMessage("expected legal actions %s but were %s", List.of(texts), got);
      }
      return this;
    }

    /** The action text, by the seat to move, is refused with this rule code. */
    public StateAssert<S> rejects(String actionText, String code) {
      return rejects(actual.toMove(), actionText, code);
    }

    /** The action text, by {@code seat}, is refused with this rule code. */
    public StateAssert<S> rejects(int seat, String actionText, String code) {
      isNotNull();
      Either<RuleViolation, S> r = actual.apply(seat, actual.parseAction(actionText));
      if (r.isRight()) {
        failWithMessage(
            "expected %s by seat %s to be refused with %s but it was accepted",
            actionText, seat, code);
      } else if (!r.getLeft().code().equals(code)) {
        failWithMessage(
            "expected %s by seat %s to be refused with %s but was %s",
            actionText, seat, code, r.getLeft());
      }
      return this;
    }

    /** The action text, by the seat to move, is accepted. */
    public StateAssert<S> accepts(String actionText) {
      isNotNull();
      Either<RuleViolation, S> r = actual.apply(actual.parseAction(actionText));
      if (r.isLeft()) {
        failWithMessage("expected %s to be accepted but was refused: %s", actionText, r.getLeft());
      }
      return this;
    }
  }
}
