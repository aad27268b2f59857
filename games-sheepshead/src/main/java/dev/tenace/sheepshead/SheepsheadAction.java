package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.AbstractCardsAction;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.spi.ActionText;
import java.util.Objects;

/**
 * The actions of Sheepshead with their text forms: {@code pick}, {@code pass} (§4.1), {@code bury
 * 7C 8S} (§4.3; four cards with 4 players), {@code call JS} (the call-up of §4.4(b)), {@code call
 * AH} / {@code call TH} (called ace or ten, §9.1), {@code call AC under AD} (an under call,
 * §9.1.5), {@code alone}, {@code partner} (§4.4, §9 voluntaryAlone), {@code crack}, {@code
 * recrack}, {@code nocrack} (§9 crack) and {@code play QC} (§5).
 */
public sealed interface SheepsheadAction extends Action
    permits SheepsheadAction.Simple,
        SheepsheadAction.Bury,
        SheepsheadAction.Call,
        SheepsheadAction.CallUnder,
        SheepsheadAction.Play {

  /** Playing a card. One interned instance per card: {@link #of(Card)}. */
  final class Play extends CardPlay implements SheepsheadAction {
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

  /** The actions without arguments. */
  enum Simple implements SheepsheadAction {
    /** Take the blind and become the picker. */
    PICK("pick"),
    /** Decline to pick. */
    PASS("pass"),
    /** Play without a partner. */
    ALONE("alone"),
    /** Keep the JD holder as partner (§9 voluntaryAlone). */
    PARTNER("partner"),
    /** Double the deal as a defender (§9 crack). */
    CRACK("crack"),
    /** Double again as the picker after a crack. */
    RECRACK("recrack"),
    /** Decline to crack or recrack. */
    NOCRACK("nocrack");

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
  final class Bury extends AbstractCardsAction implements SheepsheadAction {
    /** {@code bury} and the cards; equal to another Bury of the same cards. */
    public Bury(CardSet cards) {
      super("bury", cards, Bury::new);
    }
  }

  /**
   * Calling a card whose holder becomes the partner: a jack (§4.4(b)), or a fail ace or ten (§9.1).
   */
  record Call(Card card) implements SheepsheadAction {
    /** Checks the card is a jack or a fail ace or ten. */
    public Call {
      Objects.requireNonNull(card, "card is null");
      boolean jack = !card.isJoker() && card.rank() == dev.tenace.core.card.Rank.JACK;
      boolean failHonour =
          !card.isJoker()
              && card.suit() != Suit.DIAMONDS
              && (card.rank() == dev.tenace.core.card.Rank.ACE
                  || card.rank() == dev.tenace.core.card.Rank.TEN);
      if (!jack && !failHonour) {
        throw new IllegalArgumentException(
            "a called card is a jack or the ace or ten of clubs, spades or hearts, not " + card);
      }
    }

    /** Whether this is a called ace or ten (§9.1) rather than a jack call-up. */
    public boolean isCalledAce() {
      return card.rank() != dev.tenace.core.card.Rank.JACK;
    }

    /** The called fail suit (for a called ace or ten). */
    public Suit suit() {
      return card.suit();
    }

    @Override
    public String text() {
      return "call " + card;
    }

    @Override
    public String toString() {
      return text();
    }
  }

  /**
   * An under call (§9.1.5(b), (j)): the picker calls the ace of a fail suit {@code Y} he holds no
   * card of and lays {@code under}, one of his six kept cards, face down as its stand-in; {@code
   * call AC under AD} is {@code CALL_UNDER(C, AD)}.
   *
   * @param ace the called fail ace ({@code AC}, {@code AS} or {@code AH})
   * @param under the card laid face down
   */
  record CallUnder(Card ace, Card under) implements SheepsheadAction {
    /** Checks the ace is a fail ace and the under a card. */
    public CallUnder {
      Objects.requireNonNull(ace, "ace is null");
      Objects.requireNonNull(under, "under is null");
      if (ace.isJoker()
          || ace.rank() != dev.tenace.core.card.Rank.ACE
          || ace.suit() == Suit.DIAMONDS) {
        throw new IllegalArgumentException(
            "an under call names the ace of clubs, spades or hearts, not " + ace);
      }
    }

    /** The called fail suit {@code Y}. */
    public Suit suit() {
      return ace.suit();
    }

    @Override
    public String text() {
      return "call " + ace + " under " + under;
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
      case "play" -> {
        return Play.of(t.playedCard());
      }
      case "bury" -> {
        return new Bury(t.someCards("the cards to bury"));
      }
      case "call" -> {
        if (t.argCount() == 3 && t.arg(1).equals("under")) {
          return callUnder(t);
        }
        t.expectArgs(1, "call <card> (a jack, or the ace or ten of C, S or H)");
        Card called = t.card(0);
        try {
          return new Call(called);
        } catch (IllegalArgumentException e) {
          throw t.error(0, e.getMessage());
        }
      }
      default -> {
        for (Simple a : Simple.values()) {
          if (a.text.equals(t.verb())) {
            t.expectArgs(0, a.text);
            return a;
          }
        }
        throw t.unknownVerb(
            "pick", "pass", "bury", "call", "alone", "partner", "crack", "recrack", "nocrack",
            "play");
      }
    }
  }

  /** §9.1.5(j): {@code call AY under u}, a fail ace, the word {@code under}, one card. */
  private static SheepsheadAction callUnder(ActionText t) {
    Card ace = t.card(0);
    Card under = t.card(2);
    try {
      return new CallUnder(ace, under);
    } catch (IllegalArgumentException e) {
      throw t.error(0, e.getMessage());
    }
  }
}
