package dev.tenace.core.testkit;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.RuleViolation;
import io.vavr.control.Either;
import java.util.List;
import java.util.stream.Collectors;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.AbstractStringAssert;
import org.assertj.core.api.Assertions;
import org.assertj.core.api.ListAssert;

/**
 * AssertJ entry point for game states and the results of {@code apply}, the same in every game's
 * tests:
 *
 * <pre>{@code
 * assertThat(state).hasLegalPlays("4S JS").rejects("play 9H", "MUST_FOLLOW_SUIT");
 * assertThat(state).legalActions(2).containsExactly("look", "blindnil");
 * assertThat(state.apply(1, action)).isRefusedWith("NOT_YOUR_TURN");
 * assertThat(state).after("play 2C", "1: play 3C").isToMove(2).hasHand(1, "4C 9H");
 * }</pre>
 *
 * <p>Imported next to AssertJ's {@code assertThat}, these overloads are the more specific ones for
 * states and {@code Either} results. Positions are played with {@link Positions}.
 */
public final class TenaceAssertions {
  private TenaceAssertions() {}

  /** Starts an assertion on a state. */
  public static <S extends GameState<S, ?>> StateAssert<S> assertThat(S state) {
    return new StateAssert<>(state);
  }

  /** Starts an assertion on the result of {@link GameState#apply}. */
  public static <S extends GameState<S, ?>> ResultAssert<S> assertThat(
      Either<RuleViolation, S> result) {
    return new ResultAssert<>(result);
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

    /** The legal actions of the seat to move, as texts, to assert on as a list. */
    public ListAssert<String> legalActions() {
      isNotNull();
      return Assertions.assertThat(Positions.texts(actual.legalActions()))
          .as("legal actions of seat %s (to move)", actual.toMove());
    }

    /** The legal actions of {@code seat}, as texts, to assert on as a list. */
    public ListAssert<String> legalActions(int seat) {
      isNotNull();
      return Assertions.assertThat(Positions.legalTexts(actual, seat))
          .as("legal actions of seat %s", seat);
    }

    /** The legal actions of {@code seat}, as texts, are exactly these (in this order). */
    public StateAssert<S> hasLegalActions(int seat, String... texts) {
      isNotNull();
      List<String> got = Positions.legalTexts(actual, seat);
      if (!got.equals(List.of(texts))) {
        failWithMessage(
            "expected legal actions %s of seat %s but were %s", List.of(texts), seat, got);
      }
      return this;
    }

    /** Seat {@code seat} holds exactly these cards. */
    public StateAssert<S> hasHand(int seat, String cards) {
      isNotNull();
      CardSet expected = CardSet.parse(cards);
      if (!actual.hand(seat).equals(expected)) {
        failWithMessage(
            "expected seat %s to hold {%s} but it holds {%s}", seat, expected, actual.hand(seat));
      }
      return this;
    }

    /** The deal is over. */
    public StateAssert<S> isTerminal() {
      isNotNull();
      if (!actual.isTerminal()) {
        failWithMessage("expected the deal to be over but seat %s is to move", actual.toMove());
      }
      return this;
    }

    /**
     * An assertion on the state after these action texts ({@link Positions#play}: by the seat to
     * move, or {@code "2: play QC"} by seat 2), failing with the refusal of one that is refused.
     */
    public StateAssert<S> after(String... actions) {
      isNotNull();
      return new StateAssert<>(Positions.play(actual, actions));
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

  /**
   * Assertions on the result of {@link GameState#apply}: a state, or the rule the action broke.
   *
   * @param <S> the state type
   */
  public static final class ResultAssert<S extends GameState<S, ?>>
      extends AbstractAssert<ResultAssert<S>, Either<RuleViolation, S>> {
    ResultAssert(Either<RuleViolation, S> actual) {
      super(actual, ResultAssert.class);
    }

    /** The action was refused with this rule code. */
    public ResultAssert<S> isRefusedWith(String code) {
      isNotNull();
      if (actual.isRight()) {
        failWithMessage("expected a refusal with %s but the action was accepted", code);
      } else if (!actual.getLeft().code().equals(code)) {
        failWithMessage("expected a refusal with %s but was %s", code, actual.getLeft());
      }
      return this;
    }

    /** The action was refused, and the refusal's sentence contains each of {@code parts}. */
    public ResultAssert<S> hasMessageContaining(String... parts) {
      isNotNull();
      if (actual.isRight()) {
        failWithMessage("expected a refusal but the action was accepted");
      }
      for (String part : parts) {
        if (!actual.getLeft().message().contains(part)) {
          failWithMessage(
              "expected the refusal's sentence to contain \"%s\" but it was \"%s\"",
              part, actual.getLeft().message());
        }
      }
      return this;
    }

    /**
     * The action was refused: an assertion on the refusal's sentence, for what {@link
     * #hasMessageContaining} does not say ({@code doesNotContain}, a pattern, an exact sentence).
     */
    public AbstractStringAssert<?> message() {
      isNotNull();
      if (actual.isRight()) {
        failWithMessage("expected a refusal but the action was accepted");
      }
      return Assertions.assertThat(actual.getLeft().message())
          .as("the sentence of the refusal %s", actual.getLeft().code());
    }

    /** The action was accepted: an assertion on the state it gives. */
    public StateAssert<S> isAccepted() {
      isNotNull();
      if (actual.isLeft()) {
        failWithMessage("expected the action to be accepted but was refused: %s", actual.getLeft());
      }
      return new StateAssert<>(actual.get());
    }
  }
}
