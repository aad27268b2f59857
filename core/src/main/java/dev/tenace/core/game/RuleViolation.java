package dev.tenace.core.game;

import java.util.Objects;

/**
 * Why an action was refused: a stable rule {@link #code()} (see {@link RuleCode} and each game's
 * codes), the seat that tried it, and a sentence a person understands, naming seat, rule and cards.
 *
 * <p>Returned as the left side of {@code apply}'s {@link io.vavr.control.Either}; an illegal action
 * never throws and never changes a state. {@link #toString()} gives {@code "MUST_FOLLOW_SUIT: 5D
 * was led and seat 1 holds diamonds (9D KD) and must follow diamonds; played AH"}.
 *
 * @param code the stable rule code
 * @param seat the seat that tried the action
 * @param message the explanation
 */
public record RuleViolation(String code, int seat, String message) {
  /** Checks the parts. */
  public RuleViolation {
    Objects.requireNonNull(code, "code is null");
    Objects.requireNonNull(message, "message is null");
  }

  @Override
  public String toString() {
    return code + ": " + message;
  }
}
