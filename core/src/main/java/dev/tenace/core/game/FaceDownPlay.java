package dev.tenace.core.game;

/**
 * A card play in a view's history that the viewing seat saw made face down and does not know yet
 * (see {@code dev.tenace.core.trick.FaceDownOrder}): the seat played a card to the trick, which the
 * seat's trick table shows as {@code ??}.
 *
 * <p>Its {@link #text()} is {@code "play ??"}; it is never a legal action and no game parses it.
 * Tools that count card plays in a history count it as one.
 *
 * <pre>{@code
 * view.history().get(k).action();   // play ?? (seat 2's under, sheepshead §9.1.5(i)3)
 * }</pre>
 */
public record FaceDownPlay() implements Action {
  /** The text of a face-down play, the same for every game. */
  public static final String TEXT = "play ??";

  @Override
  public String text() {
    return TEXT;
  }

  @Override
  public String toString() {
    return TEXT;
  }
}
