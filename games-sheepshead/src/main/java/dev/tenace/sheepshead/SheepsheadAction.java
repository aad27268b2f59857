package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.ActionText;
import java.util.Objects;

/**
 * The actions of Sheepshead with their text forms: {@code pick}, {@code pass} (§4.1),
 * {@code bury 7C 8S} (§4.3), {@code call jack}, {@code alone}, {@code partner} (§4.4, §9),
 * {@code call ace H}, {@code call ten H} (§9.1), {@code crack}, {@code recrack}, {@code decline}
 * (§9 crack) and {@code play QC} (§5).
 */
public sealed interface SheepsheadAction extends Action
    permits SheepsheadAction.Simple, SheepsheadAction.Bury, SheepsheadAction.Call, SheepsheadAction.Play {

  /** The actions without arguments. */
  enum Simple implements SheepsheadAction {
    /** Take the blind and become the picker. */
    PICK("pick"),
    /** Decline to pick. */
    PASS("pass"),
    /** Call the lowest jack not held (§4.4(b)). */
    CALL_JACK("call jack"),
    /** Play without a partner. */
    ALONE("alone"),
    /** Keep the JD holder as partner (§9 voluntaryAlone). */
    PARTNER("partner"),
    /** Double the deal as a defender (§9 crack). */
    CRACK("crack"),
    /** Double again as the picker after a crack. */
    RECRACK("recrack"),
    /** Decline to crack or recrack. */
    DECLINE("decline");

    private final String text;

    Simple(String text) {
      this.text = text;
    }

    @Override
    public String text() {
      return text;
    }
  }

  /** Laying cards aside after picking (§4.3). */
  record Bury(CardSet cards) implements SheepsheadAction {
    /** Checks the cards. */
    public Bury {
      Objects.requireNonNull(cards, "cards is null");
    }

    @Override
    public String text() {
      return "bury " + cards;
    }

    @Override
    public String toString() {
      return text();
    }
  }

  /** Calling the ace (or ten) of a fail suit (§9.1). */
  record Call(boolean ten, Suit suit) implements SheepsheadAction {
    /** Checks the suit is a fail suit. */
    public Call {
      if (suit == null || suit == Suit.DIAMONDS) {
        throw new IllegalArgumentException("the called suit is C, S or H (diamonds are trumps)");
      }
    }

    /** The called card. */
    public Card card() {
      return Card.parse((ten ? "T" : "A") + suit.letter());
    }

    @Override
    public String text() {
      return "call " + (ten ? "ten " : "ace ") + suit.letter();
    }

    @Override
    public String toString() {
      return text();
    }
  }

  /** Playing a card. One interned instance per card: {@link #of(Card)}. */
  final class Play implements SheepsheadAction {
    private static final Play[] ALL = new Play[Card.COUNT];

    static {
      for (int i = 0; i < Card.COUNT; i++) {
        ALL[i] = new Play(Card.ofIndex(i));
      }
    }

    private final Card card;

    private Play(Card card) {
      this.card = card;
    }

    /** The play of {@code card}. */
    public static Play of(Card card) {
      return ALL[Objects.requireNonNull(card, "card is null").index()];
    }

    static Play[] table() {
      return ALL;
    }

    /** The card played. */
    public Card card() {
      return card;
    }

    @Override
    public String text() {
      return "play " + card;
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
  static SheepsheadAction parse(String text) {
    ActionText t = ActionText.of(text);
    switch (t.verb()) {
      case "play":
        t.expectArgs(1, "play <card>");
        return Play.of(t.card(0));
      case "bury":
        if (t.argCount() == 0) {
          throw new NotationException(text, text.length(), "'bury' needs the cards to bury");
        }
        return new Bury(t.cards(0));
      case "call":
        if (t.argCount() >= 1 && t.arg(0).equalsIgnoreCase("jack")) {
          t.expectArgs(1, "call jack");
          return Simple.CALL_JACK;
        }
        t.expectArgs(2, "call jack | call ace <C|S|H> | call ten <C|S|H>");
        String what = t.arg(0).toLowerCase(java.util.Locale.ROOT);
        if (!what.equals("ace") && !what.equals("ten")) {
          throw t.error(0, "expected 'jack', 'ace' or 'ten' after 'call' but found '" + t.arg(0) + "'");
        }
        Suit s;
        try {
          s = Suit.parse(t.arg(1));
        } catch (NotationException e) {
          throw t.error(1, "'" + t.arg(1) + "' is not a suit (C, S or H)");
        }
        if (s == Suit.DIAMONDS) {
          throw t.error(1, "diamonds are trumps; the called suit is C, S or H");
        }
        return new Call(what.equals("ten"), s);
      default:
        for (Simple a : Simple.values()) {
          if (a.text.equals(t.verb()) && !a.text.contains(" ")) {
            t.expectArgs(0, a.text);
            return a;
          }
        }
        throw t.unknownVerb("pick", "pass", "bury", "call", "alone", "partner", "crack", "recrack", "decline", "play");
    }
  }
}
