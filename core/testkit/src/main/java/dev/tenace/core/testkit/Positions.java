package dev.tenace.core.testkit;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.Trick;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Positions reached by playing action texts, and legal actions as texts: the helpers every game's
 * worked examples and rules tests write.
 *
 * <pre>{@code
 * HeartsState s = Positions.play(deal, "play 2C", "play 3C", "1: play 7C");
 * assertThat(Positions.texts(s.legalActions(2))).containsExactly("play AC", "play TC");
 * assertThat(Positions.refusal(s, "1: play 9H")).isEqualTo("MUST_FOLLOW_SUIT");
 * }</pre>
 *
 * <p>An action text is played by the seat to move, or by the seat it names first: {@code "2: play
 * QC"} (or {@code "2 play QC"}) is {@code play QC} by seat 2. A refused action fails the test with
 * the refusal's code and sentence, and the actions played before it.
 */
public final class Positions {
  /** What {@link #refusal} answers for an action that was not refused. */
  public static final String ACCEPTED = "accepted";

  private Positions() {}

  /**
   * The state after playing {@code actions} in turn from {@code state}.
   *
   * @throws AssertionError if an action does not parse or is refused, naming it, its seat and the
   *     refusal
   */
  public static <S extends GameState<S, ?>> S play(S state, String... actions) {
    return play(state, List.of(actions));
  }

  /**
   * The state after playing {@code actions} in turn from {@code state}.
   *
   * @throws AssertionError if an action does not parse or is refused, naming it, its seat and the
   *     refusal
   */
  public static <S extends GameState<S, ?>> S play(S state, List<String> actions) {
    Objects.requireNonNull(state, "state is null");
    S s = state;
    for (int i = 0; i < actions.size(); i++) {
      String text = actions.get(i);
      int seat = seatOf(text, s);
      String action = actionOf(text);
      Either<RuleViolation, S> next = s.apply(seat, parse(s, action, i, actions));
      if (next.isLeft()) {
        throw new AssertionError(
            "action "
                + (i + 1)
                + " of "
                + actions
                + ", '"
                + action
                + "' by seat "
                + seat
                + ", was refused: "
                + next.getLeft());
      }
      s = next.get();
    }
    return s;
  }

  /**
   * The rule code of the refusal of {@code action} (played like {@link #play}: by the seat to move,
   * or by the seat it names first), or {@code "accepted"}.
   *
   * @throws AssertionError if the action does not parse
   */
  public static String refusal(GameState<?, ?> state, String action) {
    Objects.requireNonNull(state, "state is null");
    int seat = seatOf(action, state);
    String text = actionOf(action);
    return refusal(state.apply(seat, parse(state, text, 0, List.of(action))));
  }

  /**
   * The rule code of a refused action, or {@code "accepted"}: the result of {@code apply} on a
   * state or on a match, as one string to assert on or to collect.
   */
  public static String refusal(Either<RuleViolation, ?> result) {
    Objects.requireNonNull(result, "result is null");
    return result.isLeft() ? result.getLeft().code() : ACCEPTED;
  }

  /** The texts of {@code actions}, in order: {@code ["play 4S", "play JS"]}. */
  public static List<String> texts(List<? extends Action> actions) {
    List<String> out = new ArrayList<>(actions.size());
    for (Action a : actions) {
      out.add(a.text());
    }
    return out;
  }

  /** The legal actions of {@code seat} in {@code state}, as texts. */
  public static List<String> legalTexts(GameState<?, ?> state, int seat) {
    return texts(state.legalActions(seat));
  }

  /** The seat a text names ({@code "2: play QC"}), or the seat to move. */
  static int seatOf(String text, GameState<?, ?> state) {
    int end = prefixEnd(text);
    return end < 0 ? state.toMove() : Integer.parseInt(text.substring(0, end));
  }

  /** The action of a text, without the seat it names. */
  static String actionOf(String text) {
    int end = prefixEnd(text);
    return end < 0 ? text.strip() : text.substring(end + 1).strip();
  }

  /** The index of the {@code ':'} or space after a leading seat number, or {@code -1}. */
  private static int prefixEnd(String text) {
    int i = 0;
    while (i < text.length() && Character.isDigit(text.charAt(i))) {
      i++;
    }
    boolean named = i > 0 && i < text.length() && (text.charAt(i) == ':' || text.charAt(i) == ' ');
    return named ? i : -1;
  }

  private static Action parse(GameState<?, ?> s, String action, int i, List<String> actions) {
    try {
      return s.parseAction(action);
    } catch (NotationException e) {
      throw new AssertionError(
          "action " + (i + 1) + " of " + actions + ", '" + action + "', does not parse", e);
    }
  }

  /**
   * Why a trick phase's tricks would not replay from its seats' starting hands under its own play
   * rules, or {@code null} when every card was legal where it was played. A sampled world that
   * contradicts what a play revealed (a void, "only hearts left") holds a card that makes one of
   * its plays illegal, so samplers' tests assert {@code illegalPlay(world) == null}.
   */
  public static RuleViolation illegalPlay(TrickPlay world) {
    List<Trick> tricks = new ArrayList<>(world.completedTricks());
    tricks.add(world.currentTrick());
    List<CardSet> hands = new ArrayList<>();
    for (int s = 0; s < world.players(); s++) {
      hands.add(world.startingHand(s));
    }
    TrickPlay p = TrickPlay.start(world.order(), hands, tricks.get(0).leader(), world.rules());
    for (Trick t : tricks) {
      for (int i = 0; i < t.size(); i++) {
        RuleViolation v = p.violation(t.seat(i), t.card(i));
        if (v != null) {
          return v;
        }
        p = p.playVerified(t.card(i));
      }
    }
    return null;
  }
}
