package dev.tenace.core.game;

import java.util.Objects;

/**
 * Thrown by {@link GameState#applyLegal} and {@link Match#applyLegal} when the caller's promise
 * that an action is legal was wrong. It carries the {@link RuleViolation} that {@link
 * GameState#apply} would have returned, so nothing of the explanation is lost.
 *
 * <pre>{@code
 * try {
 *   state = state.applyLegal(seat, action);
 * } catch (RuleViolationException e) {
 *   log(e.violation().code());            // e.g. "MUST_FOLLOW_SUIT"
 * }
 * }</pre>
 */
public final class RuleViolationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The violation; not serialized with the exception. */
  private final transient RuleViolation violation;

  /**
   * An exception for a violation.
   *
   * @param violation what was refused and why
   */
  public RuleViolationException(RuleViolation violation) {
    super(Objects.requireNonNull(violation, "violation is null").toString());
    this.violation = violation;
  }

  /** The refused action's violation: its rule code, seat and sentence. */
  public RuleViolation violation() {
    return violation;
  }
}
