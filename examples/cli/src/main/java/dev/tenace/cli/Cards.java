package dev.tenace.cli;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import java.util.ArrayList;
import java.util.List;

/** Card text for terminals: suit symbols when the terminal can show them, letters otherwise. */
final class Cards {
  private final boolean symbols;

  Cards(boolean symbols) {
    this.symbols = symbols;
  }

  /** Whether standard output is likely to show Unicode suit symbols. */
  static boolean terminalSupportsSymbols() {
    String enc =
        System.getProperty(
            "stdout.encoding",
            System.getProperty("sun.stdout.encoding", System.getProperty("file.encoding", "")));
    return enc.toUpperCase(java.util.Locale.ROOT).contains("UTF");
  }

  /** An arrow for "won by". */
  String arrow() {
    return symbols ? "→" : "->";
  }

  String card(Card c) {
    if (!symbols || c.isJoker()) {
      return c.toString();
    }
    return String.valueOf(c.rank().letter()) + c.suit().symbol();
  }

  /** A hand by suit: {@code ♣ 2 5 K ♦ …}. */
  String hand(CardSet cards) {
    List<String> parts = new ArrayList<>();
    for (Suit s : new Suit[] {Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS}) {
      StringBuilder b = new StringBuilder();
      for (Card c : cards) {
        if (!c.isJoker() && c.suit() == s) {
          b.append(b.length() == 0 ? "" : " ").append(c.rank().letter());
        }
      }
      if (b.length() > 0) {
        parts.add((symbols ? String.valueOf(s.symbol()) : String.valueOf(s.letter())) + " " + b);
      }
    }
    for (Card c : cards) {
      if (c.isJoker()) {
        parts.add(c.toString());
      }
    }
    return String.join("   ", parts);
  }

  /** An action text with its cards shown the same way. */
  String action(String text) {
    if (!symbols) {
      return text;
    }
    StringBuilder b = new StringBuilder();
    for (String tok : text.split(" ", -1)) {
      if (b.length() > 0) {
        b.append(' ');
      }
      b.append(Card.tryParse(tok).map(this::card).getOrElse(tok));
    }
    return b.toString();
  }
}
