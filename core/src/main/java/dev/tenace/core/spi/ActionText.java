package dev.tenace.core.spi;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.game.Action;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A tokenised action text, {@code verb arg arg …}, that keeps every token's position so that a
 * game's action parser reports errors at the right place.
 *
 * <pre>{@code
 * ActionText t = ActionText.of("pass 2H 1C 7S");
 * t.verb();          // "pass"
 * t.cards(0);        // throws NotationException: '1' is not a rank (at position 8 of "pass 2H 1C 7S")
 * }</pre>
 */
public final class ActionText {
  private final String input;
  private final List<String> tokens;
  private final List<Integer> positions;

  private ActionText(String input, List<String> tokens, List<Integer> positions) {
    this.input = input;
    this.tokens = tokens;
    this.positions = positions;
  }

  /**
   * Splits an action text on white space.
   *
   * @throws NotationException if the text is null or blank
   */
  public static ActionText of(String input) {
    if (input == null) {
      throw new NotationException("null", 0, "action text is null");
    }
    List<String> tokens = new ArrayList<>();
    List<Integer> positions = new ArrayList<>();
    int i = 0;
    while (i < input.length()) {
      if (Character.isWhitespace(input.charAt(i))) {
        i++;
        continue;
      }
      int j = i;
      while (j < input.length() && !Character.isWhitespace(input.charAt(j))) {
        j++;
      }
      tokens.add(input.substring(i, j));
      positions.add(i);
      i = j;
    }
    if (tokens.isEmpty()) {
      throw new NotationException(input, 0, "empty action (expected a verb such as play)");
    }
    return new ActionText(input, List.copyOf(tokens), List.copyOf(positions));
  }

  /** The whole input. */
  public String input() {
    return input;
  }

  /** The verb, lower-cased. */
  public String verb() {
    return tokens.get(0).toLowerCase(Locale.ROOT);
  }

  /** Number of arguments after the verb. */
  public int argCount() {
    return tokens.size() - 1;
  }

  /** The {@code i}-th argument (0-based, after the verb). */
  public String arg(int i) {
    checkArg(i);
    return tokens.get(i + 1);
  }

  /** The position of the {@code i}-th argument in the input. */
  public int argPosition(int i) {
    checkArg(i);
    return positions.get(i + 1);
  }

  /**
   * Requires exactly {@code n} arguments.
   *
   * @throws NotationException at the first extra argument or at the end of the input
   */
  @CanIgnoreReturnValue
  @SuppressWarnings(
      "exports") // a compile-time annotation for Error Prone users, optional at run time
  public ActionText expectArgs(int n, String usage) {
    if (argCount() < n) {
      throw new NotationException(
          input,
          input.length(),
          "'" + verb() + "' needs " + n + " argument" + (n == 1 ? "" : "s") + ": " + usage);
    }
    if (argCount() > n) {
      throw new NotationException(
          input, argPosition(n), "unexpected '" + arg(n) + "'; usage: " + usage);
    }
    return this;
  }

  /**
   * The {@code i}-th argument as a card.
   *
   * @throws NotationException at that argument if it is not a card
   */
  public Card card(int i) {
    try {
      return Card.parse(arg(i));
    } catch (NotationException e) {
      throw e.within(input, argPosition(i));
    }
  }

  /**
   * Every argument as distinct cards, at least one: a pass, a bury.
   *
   * @param need what the verb needs, for the error when no card follows it: {@code "the cards to
   *     bury"}
   * @throws NotationException at the end of the input without a card, or at the first argument that
   *     is not a card or repeats one
   */
  public CardSet someCards(String need) {
    if (argCount() == 0) {
      throw new NotationException(input, input.length(), "'" + verb() + "' needs " + need);
    }
    return cards(0);
  }

  /**
   * The one argument of {@code play <card>}.
   *
   * @throws NotationException if there is not exactly one argument or it is not a card
   */
  public Card playedCard() {
    return expectArgs(1, "play <card>").card(0);
  }

  /**
   * The arguments from {@code from} on as distinct cards.
   *
   * @throws NotationException at the first argument that is not a card or repeats one
   */
  public CardSet cards(int from) {
    long b = 0;
    for (int i = from; i < argCount(); i++) {
      Card c = card(i);
      if ((b & c.bit()) != 0) {
        throw new NotationException(input, argPosition(i), "card " + c + " is listed twice");
      }
      b |= c.bit();
    }
    return CardSet.ofBits(b);
  }

  /**
   * The {@code i}-th argument as an integer.
   *
   * @throws NotationException at that argument if it is not a whole number
   */
  public int integer(int i) {
    try {
      return Integer.parseInt(arg(i));
    } catch (NumberFormatException e) {
      throw new NotationException(input, argPosition(i), "'" + arg(i) + "' is not a whole number");
    }
  }

  /** An error at the {@code i}-th argument (or at the verb for {@code -1}). */
  public NotationException error(int i, String reason) {
    return new NotationException(input, i < 0 ? positions.get(0) : argPosition(i), reason);
  }

  /** An error at the verb: it is not one of {@code verbs}. */
  public NotationException unknownVerb(String... verbs) {
    return new NotationException(
        input,
        positions.get(0),
        "unknown action '"
            + tokens.get(0)
            + "' (expected one of: "
            + String.join(", ", verbs)
            + ")");
  }

  private void checkArg(int i) {
    if (i < 0 || i >= argCount()) {
      throw new NotationException(
          input, input.length(), "missing argument " + (i + 1) + " of '" + verb() + "'");
    }
  }

  @Override
  public String toString() {
    return String.join(" ", tokens);
  }

  /**
   * The texts of actions joined by {@code ", "}, in order: the legal actions a refusal lists
   * ({@code "bid 1, bid 2, nil"}).
   */
  public static String texts(List<? extends Action> actions) {
    List<String> out = new ArrayList<>(actions.size());
    for (Action a : actions) {
      out.add(a.text());
    }
    return String.join(", ", out);
  }

  /** Joins a verb and its arguments with single spaces: {@code join("pass", cards)}. */
  public static String join(String verb, Object... args) {
    StringBuilder sb = new StringBuilder(Objects.requireNonNull(verb));
    for (Object a : args) {
      String s = String.valueOf(a);
      if (!s.isEmpty()) {
        sb.append(' ').append(s);
      }
    }
    return sb.toString();
  }
}
