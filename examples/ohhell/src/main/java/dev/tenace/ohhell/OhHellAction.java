package dev.tenace.ohhell;

import dev.tenace.core.card.*;
import dev.tenace.core.game.*;
import dev.tenace.core.spi.ActionText;

/**
 * The actions of Oh Hell with their text forms (§8.2): {@code bid 3} (§3.2; {@code bid 0} is the
 * zero bid) and {@code play QS} (§4).
 *
 * <pre>{@code
 * OhHellAction a = OhHellAction.parse("bid 2");     // new Bid(2)
 * a.text();                                         // "bid 2"
 * }</pre>
 */
public sealed interface OhHellAction extends Action permits OhHellAction.Bid, OhHellAction.Play {

  /** Playing a card (§4). One interned instance per card: {@link #of(Card)}. */
  final class Play extends CardPlay implements OhHellAction {
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

  /**
   * A bid of a number of tricks (§3.2). Any number is an action, so that the deal, not the parser,
   * refuses one out of range ({@code BID_OUT_OF_RANGE}, §8.3); a word that is not a number of
   * tricks reads as {@code bid -1}, refused the same way.
   *
   * @param tricks the tricks bid
   */
  record Bid(int tricks) implements OhHellAction {
    @Override
    public String text() {
      return "bid " + tricks;
    }
  }

  /**
   * Parses an action text.
   *
   * @throws NotationException naming the position of the problem: an unknown verb, a missing
   *     argument, a word after {@code play} that is not a card (§8.3)
   */
  static OhHellAction parse(String text) {
    ActionText t = ActionText.of(text);
    return switch (t.verb()) {
      case "play" -> Play.of(t.expectArgs(1, "play <card>").card(0));
      case "bid" -> {
        String n = t.expectArgs(1, "bid <tricks>").arg(0);
        yield new Bid(n.matches("[0-9]{1,9}") ? Integer.parseInt(n) : -1);
      }
      default -> throw t.unknownVerb("bid", "play");
    };
  }
}
