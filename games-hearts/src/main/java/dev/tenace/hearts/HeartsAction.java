package dev.tenace.hearts;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.game.AbstractCardsAction;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.spi.ActionText;
import java.util.Locale;

/**
 * The actions of Hearts, with their text forms: {@code pass 2H KH 7S} (§3.2, §7.1.2), {@code play
 * QS} (§4), {@code moon add} / {@code moon subtract} (the shooter's choice, §5.2).
 *
 * <pre>{@code
 * HeartsAction a = HeartsAction.parse("pass 7s kh 2h");   // cards in any order and case
 * a.text();                                               // "pass 7S 2H KH" (display order)
 * }</pre>
 */
public sealed interface HeartsAction extends Action
    permits HeartsAction.Pass, HeartsAction.Play, HeartsAction.Moon {

  /** Playing a card. One interned instance per card: {@link #of(Card)}. */
  final class Play extends CardPlay implements HeartsAction {
    /** Interned plays by card index, for {@code CardActions}. */
    static final Play[] ALL = intern(Play::new, Play[]::new);

    private Play(Card card) {
      super(card);
    }

    /** The play of {@code card}. */
    public static Play of(Card card) {
      return ALL[index(card)];
    }
  }

  /** Selecting cards to pass in the current passing stage. */
  final class Pass extends AbstractCardsAction implements HeartsAction {
    /** {@code pass} and the cards; equal to another Pass of the same cards. */
    public Pass(CardSet cards) {
      super("pass", cards, Pass::new);
    }
  }

  /**
   * The shooter's choice (§5.2): {@code add} gives +26 to every other player, otherwise −26 to
   * himself.
   */
  record Moon(boolean add) implements HeartsAction {
    /** {@code moon add}. */
    public static final Moon ADD = new Moon(true);

    /** {@code moon subtract}. */
    public static final Moon SUBTRACT = new Moon(false);

    @Override
    public String text() {
      return add ? "moon add" : "moon subtract";
    }

    @Override
    public String toString() {
      return text();
    }
  }

  /**
   * Parses an action text.
   *
   * @throws NotationException naming the position of the problem
   */
  static HeartsAction parse(String text) {
    ActionText t = ActionText.of(text);
    return switch (t.verb()) {
      case "play" -> Play.of(t.playedCard());
      case "pass" -> new Pass(t.someCards("the cards to pass: pass <card> <card> <card>"));
      case "moon" -> {
        t.expectArgs(1, "moon add | moon subtract");
        yield switch (t.arg(0).toLowerCase(Locale.ROOT)) {
          case "add" -> Moon.ADD;
          case "subtract" -> Moon.SUBTRACT;
          default ->
              throw t.error(
                  0, "expected 'add' or 'subtract' after 'moon' but found '" + t.arg(0) + "'");
        };
      }
      default -> throw t.unknownVerb("pass", "play", "moon");
    };
  }
}
