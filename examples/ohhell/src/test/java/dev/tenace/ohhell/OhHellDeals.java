package dev.tenace.ohhell;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.RuleViolation;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** Deals and positions of the rules file's examples, written in its notation. */
final class OhHellDeals {
  private OhHellDeals() {}

  /**
   * Deal {@code k} with these hands ({@code "AH 5H KD"}, one per seat) and this turn-up ({@code
   * null}: none), the other cards of the pack after it in display order.
   */
  static OhHellState deal(OhHellRules rules, int k, int dealer, String turnUp, String... hands) {
    List<CardSet> hs = new ArrayList<>();
    long dealt = 0;
    for (String h : hands) {
      CardSet c = CardSet.parse(h);
      hs.add(c);
      dealt |= c.bits();
    }
    List<Card> rest = new ArrayList<>();
    if (turnUp != null) {
      rest.add(Card.parse(turnUp));
      dealt |= Card.parse(turnUp).bit();
    }
    rest.addAll(CardSet.ofBits(Deck.standard().cards().bits() & ~dealt).toList());
    return OhHellGame.INSTANCE.explicitDeal(rules, dealer, hs, rest, Map.of("deal", k));
  }

  /** The state after these actions, each {@code "seat action"}; every one must be accepted. */
  static OhHellState after(OhHellState s, String... actions) {
    for (String a : actions) {
      int seat = Integer.parseInt(a.substring(0, a.indexOf(' ')));
      Either<RuleViolation, OhHellState> next = s.apply(seat, s.parseAction(a.substring(2)));
      if (next.isLeft()) {
        throw new AssertionError(a + " was refused: " + next.getLeft());
      }
      s = next.get();
    }
    return s;
  }

  /** The rule code of the refusal of {@code action} ("seat action"), or "accepted". */
  static String refusal(OhHellState s, String action) {
    int seat = Integer.parseInt(action.substring(0, action.indexOf(' ')));
    Either<RuleViolation, OhHellState> r = s.apply(seat, s.parseAction(action.substring(2)));
    return r.isLeft() ? r.getLeft().code() : "accepted";
  }

  /** The legal actions of a seat as texts, space-separated. */
  static String legal(OhHellState s, int seat) {
    List<String> out = new ArrayList<>();
    s.legalActions(seat).forEach(a -> out.add(a.text()));
    return String.join(", ", out);
  }

  /** Zero totals for {@code n} seats. */
  static List<Integer> zeros(int n) {
    return Collections.nCopies(n, 0);
  }
}
