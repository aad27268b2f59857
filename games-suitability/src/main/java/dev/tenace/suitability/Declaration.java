package dev.tenace.suitability;

import dev.tenace.core.card.Suit;
import java.util.Objects;

/**
 * One suit-role declaration of a deal (suitability §4.1), a public fact every view lists in order:
 * which seat gave which suit which role.
 *
 * <pre>{@code
 * for (Declaration d : view.declarations()) {
 *   if (d.role() == Role.TRUMP) { ... d.suit() ... }
 * }
 * }</pre>
 *
 * @param seat the declaring seat
 * @param suit the suit
 * @param role {@code TRUMP}, {@code PENALTY} or {@code REVERSE}
 */
public record Declaration(int seat, Suit suit, Role role) {
  /** Checks the parts. */
  public Declaration {
    if (seat < 0) {
      throw new IllegalArgumentException("seat must be at least 0 but was " + seat);
    }
    Objects.requireNonNull(suit, "suit is null");
    if (role == null || role == Role.PLAIN) {
      throw new IllegalArgumentException(
          "a declared role is TRUMP, PENALTY or REVERSE but was " + role);
    }
  }

  @Override
  public String toString() {
    return seat + ": " + suit.letter() + " " + role;
  }
}
