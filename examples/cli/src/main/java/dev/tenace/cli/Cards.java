package dev.tenace.cli;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one card notation of a run: suit symbols ({@code Q♠}) when the terminal can show them,
 * letters ({@code QS}) with {@code --ascii} or otherwise. Every card the command line prints goes
 * through here — hands, tricks, action texts and the rules' sentences — so a run never mixes the
 * two; input is accepted in either.
 */
final class Cards {
  /** A card in the letter notation inside free text: {@code QS}, {@code TD}, {@code X1}. */
  private static final Pattern CARD_TOKEN =
      Pattern.compile("(?<![A-Za-z0-9])([2-9TJQKA][CDSH]|X[1-3])(?![A-Za-z0-9])");

  private final boolean symbols;

  Cards(boolean symbols) {
    this.symbols = symbols;
  }

  /** Letters with {@code ascii}, else symbols if standard output is likely to show them. */
  static Cards forRun(boolean ascii) {
    return new Cards(!ascii && terminalSupportsSymbols());
  }

  /** Whether standard output is likely to show Unicode suit symbols. */
  static boolean terminalSupportsSymbols() {
    String enc =
        System.getProperty(
            "stdout.encoding",
            System.getProperty("sun.stdout.encoding", System.getProperty("file.encoding", "")));
    return enc.toUpperCase(Locale.ROOT).contains("UTF");
  }

  /** Whether this run shows suit symbols. */
  boolean symbols() {
    return symbols;
  }

  /** An arrow for "won by". */
  String arrow() {
    return symbols ? "→" : "->";
  }

  /** A dash between parts of a heading. */
  String dash() {
    return symbols ? "—" : "-";
  }

  String card(Card c) {
    if (!symbols || c.isJoker()) {
      return c.toString();
    }
    return String.valueOf(c.rank().letter()) + c.suit().symbol();
  }

  /** A suit: its symbol or its letter. */
  String suit(Suit s) {
    return symbols ? String.valueOf(s.symbol()) : String.valueOf(s.letter());
  }

  /** Cards in display order, separated by spaces: {@code Q♠ K♠ A♥}. */
  String list(CardSet cards) {
    List<String> out = new ArrayList<>();
    for (Card c : cards) {
      out.add(card(c));
    }
    return String.join(" ", out);
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
        parts.add(suit(s) + " " + b);
      }
    }
    for (Card c : cards) {
      if (c.isJoker()) {
        parts.add(c.toString());
      }
    }
    return String.join("   ", parts);
  }

  /**
   * An action text with its cards shown the same way, and a suit named by its letter alone ({@code
   * declare S trump}) by its symbol.
   */
  String action(String text) {
    if (!symbols) {
      return text;
    }
    Matcher m = SUIT_TOKEN.matcher(text(text));
    StringBuilder b = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(b, Matcher.quoteReplacement(suit(Suit.ofLetter(m.group(1).charAt(0)))));
    }
    m.appendTail(b);
    return b.toString();
  }

  /** A suit letter standing alone between spaces (or the text's ends). */
  private static final Pattern SUIT_TOKEN = Pattern.compile("(?<=^| )([CDSH])(?= |$)");

  /**
   * Free text (an action, a rule's sentence) with every card written in letters ({@code QS}, also
   * inside {@code {QS KS}} or {@code (QS)}) shown in this run's notation.
   */
  String text(String s) {
    if (!symbols) {
      return s;
    }
    Matcher m = CARD_TOKEN.matcher(s);
    StringBuilder b = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(b, Matcher.quoteReplacement(card(Card.parse(m.group(1)))));
    }
    m.appendTail(b);
    return b.toString();
  }

  /**
   * A card as a person types it, in either notation: {@code QS}, {@code qs}, {@code Q♠}, {@code
   * 10H} or {@code 10♥} (ten), {@code X1}; empty if it is not a card.
   */
  static Optional<Card> parse(String token) {
    String t = token.strip().toUpperCase(Locale.ROOT);
    if (t.startsWith("10")) {
      t = "T" + t.substring(2);
    }
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      b.append(
          switch (c) {
            case '♠', '♤' -> 'S';
            case '♥', '♡' -> 'H';
            case '♦', '♢' -> 'D';
            case '♣', '♧' -> 'C';
            default -> c;
          });
    }
    return Card.tryParse(b.toString()).toJavaOptional();
  }
}
