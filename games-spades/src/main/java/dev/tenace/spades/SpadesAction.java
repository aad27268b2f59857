package dev.tenace.spades;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.game.AbstractCardsAction;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.spi.ActionText;

/**
 * The actions of Spades with their text forms: {@code bid 4} (1–13), {@code nil}, {@code blindnil},
 * {@code look} (at the seat's bidding turn while its hand is unseen, §3.3), {@code exchange 2H 7S}
 * (after a blind nil under doubleNilPass / blindNilRestricted) and {@code play QS}. A bid as a
 * value in views and states is a {@link SpadesBid}.
 */
public sealed interface SpadesAction extends Action
    permits SpadesAction.Bid,
        SpadesAction.Nil,
        SpadesAction.BlindNil,
        SpadesAction.Look,
        SpadesAction.Exchange,
        SpadesAction.Play {

  /** Playing a card. One interned instance per card: {@link #of(Card)}. */
  final class Play extends CardPlay implements SpadesAction {
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

  /** A bid of 1 to 13 tricks (§3.2). */
  record Bid(int tricks) implements SpadesAction {
    /** Checks the number. */
    public Bid {
      if (tricks < 1 || tricks > 13) {
        throw new IllegalArgumentException("a bid is 1 to 13 tricks (or nil) but was " + tricks);
      }
    }

    @Override
    public String text() {
      return "bid " + tricks;
    }

    @Override
    public String toString() {
      return text();
    }
  }

  /** Nil: no trick (§3.2). */
  enum Nil implements SpadesAction {
    /** The one nil bid. */
    NIL;

    @Override
    public String text() {
      return "nil";
    }
  }

  /** Blind nil, bid before looking (§3.2, §3.3). */
  enum BlindNil implements SpadesAction {
    /** The one blind-nil bid. */
    BLIND_NIL;

    @Override
    public String text() {
      return "blindnil";
    }
  }

  /**
   * Looking at one's cards (§3.3): a turn action, legal (and listed, with {@code blindnil}) exactly
   * at the bidding turn of a seat that has not seen its hand.
   */
  enum Look implements SpadesAction {
    /** The one look action. */
    LOOK;

    @Override
    public String text() {
      return "look";
    }
  }

  /** The two cards given to the partner after a blind nil (§7 doubleNilPass). */
  final class Exchange extends AbstractCardsAction implements SpadesAction {
    /** {@code exchange} and the cards; equal to another Exchange of the same cards. */
    public Exchange(CardSet cards) {
      super("exchange", cards, Exchange::new);
    }
  }

  /**
   * Parses an action text.
   *
   * @throws NotationException naming the position of the problem
   */
  static SpadesAction parse(String text) {
    ActionText t = ActionText.of(text);
    return switch (t.verb()) {
      case "play" -> Play.of(t.playedCard());
      case "bid" -> {
        int n = t.expectArgs(1, "bid <1..13>").integer(0);
        if (n < 1 || n > 13) {
          throw t.error(0, "a bid is 1 to 13 (use 'nil' for zero) but was " + n);
        }
        yield new Bid(n);
      }
      case "nil" -> {
        t.expectArgs(0, "nil");
        yield Nil.NIL;
      }
      case "blindnil" -> {
        t.expectArgs(0, "blindnil");
        yield BlindNil.BLIND_NIL;
      }
      case "look" -> {
        t.expectArgs(0, "look");
        yield Look.LOOK;
      }
      case "exchange" -> new Exchange(t.expectArgs(2, "exchange <card> <card>").cards(0));
      default -> throw t.unknownVerb("bid", "nil", "blindnil", "look", "exchange", "play");
    };
  }
}
