package dev.tenace.suitability;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.spi.ActionText;
import java.util.Locale;
import java.util.Objects;

/**
 * The actions of Suitability with their text forms: {@code declare H trump} (§4.1; roles {@code
 * trump}, {@code penalty}, {@code reverse}), {@code privilege warranty} (§4.2; {@code none}, {@code
 * immunity}, {@code warranty}, {@code poverty}) and {@code play QS} / {@code play X1} (§5).
 */
public sealed interface SuitabilityAction extends Action
    permits SuitabilityAction.Declare, SuitabilityAction.Claim, SuitabilityAction.Play {

  /** Playing a card. One interned instance per card: {@link #of(Card)}. */
  final class Play extends CardPlay implements SuitabilityAction {
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

  /** Giving a suit a role. */
  record Declare(Suit suit, Role role) implements SuitabilityAction {
    /** Checks the parts. */
    public Declare {
      Objects.requireNonNull(suit, "suit is null");
      if (role == null || role == Role.PLAIN) {
        throw new IllegalArgumentException("a declared role is TRUMP, PENALTY or REVERSE");
      }
    }

    @Override
    public String text() {
      return "declare " + suit.letter() + " " + role.name().toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
      return text();
    }
  }

  /** Claiming (or declining) the privilege. */
  record Claim(Privilege privilege) implements SuitabilityAction {
    /** Checks the privilege. */
    public Claim {
      Objects.requireNonNull(privilege, "privilege is null");
    }

    @Override
    public String text() {
      return "privilege " + privilege.name().toLowerCase(Locale.ROOT);
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
  static SuitabilityAction parse(String text) {
    ActionText t = ActionText.of(text);
    return switch (t.verb()) {
      case "play" -> Play.of(t.playedCard());
      case "declare" -> {
        t.expectArgs(2, "declare <suit> <trump|penalty|reverse>");
        Suit s;
        try {
          s = Suit.parse(t.arg(0));
        } catch (NotationException e) {
          throw t.error(0, "'" + t.arg(0) + "' is not a suit");
        }
        String r = t.arg(1).toUpperCase(Locale.ROOT);
        if (!r.equals("TRUMP") && !r.equals("PENALTY") && !r.equals("REVERSE")) {
          throw t.error(1, "expected trump, penalty or reverse but found '" + t.arg(1) + "'");
        }
        yield new Declare(s, Role.valueOf(r));
      }
      case "privilege" -> {
        t.expectArgs(1, "privilege <none|immunity|warranty|poverty>");
        try {
          yield new Claim(Privilege.valueOf(t.arg(0).toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
          throw t.error(
              0, "expected none, immunity, warranty or poverty but found '" + t.arg(0) + "'");
        }
      }
      default -> throw t.unknownVerb("declare", "privilege", "play");
    };
  }
}
