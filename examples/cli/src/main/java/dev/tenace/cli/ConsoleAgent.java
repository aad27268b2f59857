package dev.tenace.cli;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.CardsAction;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import io.vavr.control.Either;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The person at the terminal as an {@link Agent}: it receives only its seat's view, shows it
 * through the {@link Screen}, and reads the choice from standard input. Cards are typed in either
 * notation ({@code QS} or {@code Q♠}); a multi-card choice (a Hearts pass, a Sheepshead bury, a
 * Spades exchange) is asked for by its cards, in any order, with or without the verb, saying where
 * they go; a play is a card; anything else is a number from the list or the action's text. A wrong
 * answer is explained with the rule's own sentence and asked again; {@code quit} or the end of the
 * input ends the match ({@link #quit()}).
 *
 * <p>To explain a refusal it applies the answer to a deal sampled from its own view ({@link
 * View#sampleConsistentState}): every rule about the seat's own action (count, cards held, follow
 * suit, bids) depends only on what the seat knows, so the sample refuses it with the same rule and
 * sentence as the real deal would, and nothing it does not know is used.
 */
final class ConsoleAgent implements Agent<View<?>> {
  /** Thrown out of {@link #act} to end the match: the person quit, or input or output failed. */
  static final class Stop extends RuntimeException {
    Stop(String why) {
      super(why, null, false, false);
    }
  }

  private final Screen screen;
  private final BufferedReader in;
  private final PrintStream out;
  private final boolean echo;
  private final SplittableRandom rng = new SplittableRandom(0x7E4ACEL);
  private boolean quit;
  private RuntimeException failure;

  /**
   * @param echo whether to repeat each answer after the prompt (when the input is not typed at a
   *     terminal, so a transcript reads as a session)
   */
  ConsoleAgent(Screen screen, BufferedReader in, PrintStream out, boolean echo) {
    this.screen = screen;
    this.in = in;
    this.out = out;
    this.echo = echo;
  }

  /** Whether the person quit (typed {@code quit} or closed the input). */
  boolean quit() {
    return quit;
  }

  /** A failure to read the input or write the output, to report after the match stopped. */
  Optional<RuntimeException> failure() {
    return Optional.ofNullable(failure);
  }

  @Override
  public Action act(View<?> view) {
    try {
      return decide(view);
    } catch (Failure f) {
      failure = f;
      throw new Stop("output failed");
    }
  }

  private <S extends GameState<S, ?>> Action decide(View<S> v) {
    List<Action> legal = v.legalActions();
    if (legal.size() == 1) {
      return legal.get(0); // nothing to choose: the screen shows it as it is played
    }
    screen.decision(v);
    Cards cards = screen.cards();
    Question q = question(v, legal);
    S guess = null;
    while (true) {
      out.println(q.prompt());
      out.print("> ");
      Failure.check(out);
      String line;
      try {
        line = in.readLine();
      } catch (IOException e) {
        failure = Failure.cannotRead("standard input", e);
        throw new Stop("input failed");
      }
      if (line == null || line.strip().equalsIgnoreCase("quit")) {
        if (echo) {
          out.println(line == null ? "" : line.strip());
        }
        quit = true;
        throw new Stop("quit");
      }
      if (echo) {
        out.println(line.strip());
      }
      Either<String, Action> answer = q.read().apply(line.strip());
      if (answer.isLeft()) {
        out.println(answer.getLeft());
        continue;
      }
      Action a = answer.get();
      if (legal.contains(a)) {
        return a;
      }
      if (guess == null) {
        guess = v.sampleConsistentState(rng);
      }
      Either<RuleViolation, S> r = guess.apply(v.seat(), a);
      out.println(
          cards.text(
              "not allowed: "
                  + (r.isLeft() && !r.getLeft().code().equals(RuleCode.WRONG_PHASE)
                      ? r.getLeft().message()
                      : screen.move(a) + " is not one of your choices now: " + q.what())));
    }
  }

  /**
   * A question: what to print, what it asks for in a few words (to say after an answer of another
   * kind), and how to read an answer into an action (or what is wrong).
   */
  private record Question(
      String prompt, String what, Function<String, Either<String, Action>> read) {}

  private <S extends GameState<S, ?>> Question question(View<S> v, List<Action> legal) {
    Cards cards = screen.cards();
    Action first = legal.get(0);
    if (first instanceof CardsAction c) {
      int count = c.cards().size();
      CardSet example = CardSet.ofBits(firstCards(v.hand().bits(), count));
      return new Question(
          c.verb()
              + " "
              + count
              + " card"
              + (count == 1 ? "" : "s")
              + (count == 1 ? ": type it, e.g. " : ": type them in any order, e.g. ")
              + cards.list(example)
              + " (or quit)",
          c.verb() + " " + count + " card" + (count == 1 ? "" : "s"),
          line -> cardsAnswer(line, c));
    }
    if (v.legalCards().size() == legal.size()) {
      List<String> options = new ArrayList<>();
      for (int i = 0; i < legal.size(); i++) {
        options.add((i + 1) + ")" + cards.card(v.legalCards().get(i)));
      }
      return new Question(
          "play a card (the card or its number, or quit): " + String.join(" ", options),
          "play a card",
          line -> playAnswer(v, line, legal));
    }
    List<String> keys = choiceKeys(legal);
    StringBuilder b =
        new StringBuilder(
            keys.get(keys.size() - 1).equals(String.valueOf(legal.size()))
                ? "choose one (a number or the text, or quit):"
                : "choose one (the number n is "
                    + numberedVerb(legal)
                    + " n, the others by letter; or the text, or quit):");
    for (int i = 0; i < legal.size(); i++) {
      b.append(String.format("%n  %2s) %s", keys.get(i), screen.move(legal.get(i))));
    }
    return new Question(
        b.toString(), "choose one from the list", line -> otherAnswer(v, line, legal, keys));
  }

  /**
   * The key that chooses each action of a list. Where the choices include numbered actions of one
   * verb ({@code bid 1} … {@code bid 13}, {@code bid 0}), each is chosen by its own number, so
   * {@code 4} is {@code bid 4}, and the others ({@code nil}) by letters {@code a}, {@code b}, …;
   * otherwise the choices are numbered {@code 1..n} in order. Whatever the game, by the actions'
   * text alone.
   */
  static List<String> choiceKeys(List<Action> legal) {
    List<String> keys = new ArrayList<>();
    String verb = null;
    boolean byValue = true;
    char letter = 'a';
    for (Action a : legal) {
      Matcher m = NUMBERED.matcher(a.text());
      if (m.matches() && (verb == null || verb.equals(m.group(1))) && !keys.contains(m.group(2))) {
        verb = m.group(1);
        keys.add(m.group(2));
      } else if (m.matches()) {
        byValue = false;
      } else {
        keys.add(String.valueOf(letter++));
      }
    }
    if (verb == null || !byValue || letter > 'z') {
      keys.clear();
      for (int i = 1; i <= legal.size(); i++) {
        keys.add(String.valueOf(i));
      }
    }
    return keys;
  }

  /** An action's text {@code verb n}: a numbered choice. */
  private static final Pattern NUMBERED = Pattern.compile("(\\S+) (0|[1-9][0-9]{0,8})");

  private static String numberedVerb(List<Action> legal) {
    for (Action a : legal) {
      Matcher m = NUMBERED.matcher(a.text());
      if (m.matches()) {
        return m.group(1);
      }
    }
    return "choice";
  }

  private static long firstCards(long hand, int k) {
    long out = 0;
    long left = hand;
    for (int i = 0; i < k && left != 0; i++) {
      out |= Long.lowestOneBit(left);
      left &= left - 1;
    }
    return out;
  }

  /** A multi-card answer: the cards, in any order and notation, the verb optional. */
  private Either<String, Action> cardsAnswer(String line, CardsAction c) {
    List<String> tokens = tokens(line);
    if (!tokens.isEmpty() && tokens.get(0).equalsIgnoreCase(c.verb())) {
      tokens.remove(0);
    }
    if (tokens.isEmpty()) {
      return Either.left("type the " + c.cards().size() + " cards to " + c.verb());
    }
    long bits = 0;
    for (String t : tokens) {
      Optional<Card> card = Cards.parse(t);
      if (card.isEmpty()) {
        return Either.left(notACard(t));
      }
      if ((bits & card.get().bit()) != 0) {
        return Either.left(screen.cards().card(card.get()) + " is typed twice");
      }
      bits |= card.get().bit();
    }
    return Either.right(c.withCards(CardSet.ofBits(bits)));
  }

  /** A play: a card, {@code play} and a card, or the number of a legal card. */
  private <S extends GameState<S, ?>> Either<String, Action> playAnswer(
      View<S> v, String line, List<Action> legal) {
    List<String> tokens = tokens(line);
    if (tokens.size() == 2 && tokens.get(0).equalsIgnoreCase("play")) {
      tokens.remove(0);
    }
    if (tokens.size() != 1) {
      return Either.left("type one card, e.g. " + screen.cards().card(v.legalCards().get(0)));
    }
    String t = tokens.get(0);
    if (t.matches("[0-9]+")) {
      return number(t, legal); // a bare number is never a card ("10" is the tenth choice)
    }
    Optional<Card> card = Cards.parse(t);
    if (card.isEmpty()) {
      return Either.left(notACard(t));
    }
    Optional<Action> play = v.actionFor(card.get());
    return play.isPresent() ? Either.right(play.get()) : parse(v, "play " + card.get());
  }

  /** Any other choice: its key in the list (a number, or a letter), or its text. */
  private static <S extends GameState<S, ?>> Either<String, Action> otherAnswer(
      View<S> v, String line, List<Action> legal, List<String> keys) {
    int k = keys.indexOf(line.toLowerCase(Locale.ROOT));
    if (k >= 0) {
      return Either.right(legal.get(k));
    }
    if (line.matches("[0-9]+")) {
      List<String> numbers = new ArrayList<>();
      for (String key : keys) {
        if (key.matches("[0-9]+")) {
          numbers.add(key);
        }
      }
      return Either.left(
          "no choice number "
              + line
              + " ("
              + numbers.get(0)
              + ".."
              + numbers.get(numbers.size() - 1)
              + (numbers.size() < keys.size() ? ", or a letter from the list)" : ")"));
    }
    if (line.isEmpty()) {
      return Either.left("type a number from the list, or the action");
    }
    List<String> tokens = tokens(line);
    StringBuilder text = new StringBuilder();
    for (String t : tokens) {
      Optional<Card> c = Cards.parse(t);
      text.append(text.length() == 0 ? "" : " ")
          .append(c.isPresent() && t.length() > 1 ? c.get().toString() : t);
    }
    return parse(v, text.toString());
  }

  private static Either<String, Action> number(String t, List<Action> legal) {
    int k;
    try {
      k = Integer.parseInt(t);
    } catch (NumberFormatException e) {
      k = 0;
    }
    if (k < 1 || k > legal.size()) {
      return Either.left("no choice number " + t + " (1.." + legal.size() + ")");
    }
    return Either.right(legal.get(k - 1));
  }

  /** An action of the game from its text, by the game's own parser; its message if it is none. */
  private static <S extends GameState<S, ?>> Either<String, Action> parse(View<S> v, String text) {
    try {
      // any state of the game parses its actions the same way; the seat's own sample is at hand
      return Either.right(v.sampleConsistentState(new SplittableRandom(1)).parseAction(text));
    } catch (IllegalArgumentException e) {
      return Either.left(e.getMessage());
    }
  }

  private String notACard(String t) {
    return "'" + t + "' is not a card: " + typing(screen.cards());
  }

  /**
   * How cards are typed: rank then suit letters, or symbols; the one place a symbol run shows a
   * card in letters (as what to type).
   */
  static String typing(Cards cards) {
    return "type rank then suit, as QS"
        + (cards.symbols() ? " or Q♠" : "")
        + " (T or 10 for a ten)";
  }

  private static List<String> tokens(String line) {
    List<String> out = new ArrayList<>();
    for (String t : line.strip().split("[\\s,]+", -1)) {
      if (!t.isEmpty()) {
        out.add(t);
      }
    }
    return out;
  }

  @Override
  public String toString() {
    return "console (seat " + screen.seat() + ")";
  }
}
