package dev.tenace.core.game;

import java.util.Objects;

/**
 * An action in a view's history whose content the viewing seat may not know: that the seat acted,
 * and of which kind ({@code "pass"}, {@code "bury"}, {@code "exchange"}), but not the cards.
 *
 * <p>Its {@link #text()} is {@code "<kind> ?"}; it is never a legal action and no game parses it.
 *
 * @param kind the verb of the concealed action, e.g. {@code "pass"}
 */
public record Concealed(String kind) implements Action {
  /** Checks the kind. */
  public Concealed {
    Objects.requireNonNull(kind, "kind is null");
  }

  @Override
  public String text() {
    return kind + " ?";
  }

  @Override
  public String toString() {
    return text();
  }
}
