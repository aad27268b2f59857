package dev.tenace.core.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.card.Suit;
import dev.tenace.core.spi.ActionText;
import dev.tenace.core.trick.Trick;
import java.util.function.Function;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.SourceDSL;

/**
 * Fuzzes every text entry point of core with random and near-miss strings: each input ends in a
 * value or a {@link NotationException} that names the input and a position inside it — never an
 * index, null-pointer or number-format exception.
 */
class NotationFuzzTest {
  /** Characters that make near misses likely: card letters, separators, digits, odd code points. */
  private static final String ALPHABET = "AKQJT98765432SHDCXxshdc10:{} ,\t\n-+é☃\u0000";

  private static Gen<String> noisyStrings(int maxLength) {
    Gen<Character> ch =
        SourceDSL.integers().between(0, ALPHABET.length() - 1).map(ALPHABET::charAt);
    return SourceDSL.lists()
        .of(ch)
        .ofSizeBetween(0, maxLength)
        .map(
            cs -> {
              StringBuilder b = new StringBuilder();
              cs.forEach(b::append);
              return b.toString();
            });
  }

  private static Gen<String> anyStrings() {
    return SourceDSL.strings().allPossible().ofLengthBetween(0, 24);
  }

  /** Runs the parser; a failure must be a NotationException pointing into its input. */
  private static <T> void parsesOrExplains(
      String input,
      Function<String, T> parser,
      Function<T, String> printer,
      Function<String, T> reparse) {
    T value;
    try {
      value = parser.apply(input);
    } catch (NotationException e) {
      assertThat(e.getMessage()).as("message for %s", show(input)).isNotBlank();
      assertThat(e.input()).as("input named for %s", show(input)).isEqualTo(input);
      assertThat(e.position()).as("position for %s", show(input)).isBetween(0, input.length());
      return;
    } catch (RuntimeException e) {
      fail("input " + show(input) + " raised " + e + " instead of a NotationException");
      return;
    }
    assertThat(reparse.apply(printer.apply(value)))
        .as("round trip of %s", show(input))
        .isEqualTo(value);
  }

  private static String show(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      b.append(c < 32 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
    }
    return b.append('"').toString();
  }

  @Test
  @DisplayName("Card.parse: a card that prints back to itself, or an explained NotationException")
  void cardParse() {
    qt().withExamples(3000)
        .forAll(noisyStrings(4))
        .checkAssert(s -> parsesOrExplains(s, Card::parse, Card::toString, Card::parse));
    qt().withExamples(500)
        .forAll(anyStrings())
        .checkAssert(s -> parsesOrExplains(s, Card::parse, Card::toString, Card::parse));
  }

  @Test
  @DisplayName(
      "CardSet.parse and parseList: sets that print back to themselves, or explained errors")
  void cardSetParse() {
    qt().withExamples(3000)
        .forAll(noisyStrings(24))
        .checkAssert(s -> parsesOrExplains(s, CardSet::parse, CardSet::toString, CardSet::parse));
    qt().withExamples(1000)
        .forAll(noisyStrings(24))
        .checkAssert(
            s ->
                parsesOrExplains(
                    s,
                    CardSet::parseList,
                    l -> String.join(" ", l.stream().map(Card::toString).toList()),
                    CardSet::parseList));
    qt().withExamples(500)
        .forAll(anyStrings())
        .checkAssert(s -> parsesOrExplains(s, CardSet::parse, CardSet::toString, CardSet::parse));
  }

  @Test
  @DisplayName("Trick.parse: well-formed tricks round-trip, everything else is explained")
  void trickParse() {
    qt().withExamples(3000)
        .forAll(noisyStrings(20), SourceDSL.integers().between(2, 6))
        .checkAssert(
            (s, n) ->
                parsesOrExplains(
                    s, t -> Trick.parse(t, n), Trick::toString, t -> Trick.parse(t, n)));
  }

  @Test
  @DisplayName("Suit.parse: a suit or an explained error")
  void suitParse() {
    qt().withExamples(1000)
        .forAll(noisyStrings(3))
        .checkAssert(s -> parsesOrExplains(s, Suit::parse, Suit::toString, Suit::parse));
  }

  @Test
  @DisplayName("ActionText: tokens, cards and integers are read or explained with a position")
  void actionText() {
    qt().withExamples(3000)
        .forAll(noisyStrings(16))
        .checkAssert(
            s -> {
              ActionText t;
              try {
                t = ActionText.of(s);
              } catch (NotationException e) {
                assertThat(s.isBlank())
                    .as("only blank input is rejected outright: %s", show(s))
                    .isTrue();
                return;
              }
              assertThat(t.verb()).isNotBlank();
              for (int i = 0; i < t.argCount(); i++) {
                int k = i;
                assertThat(t.argPosition(k)).isBetween(0, s.length() - 1);
                parsesOrExplains(s, x -> t.card(k), Card::toString, Card::parse);
                try {
                  t.integer(k);
                } catch (NotationException e) {
                  assertThat(e.input()).isEqualTo(s);
                  assertThat(e.position()).isEqualTo(t.argPosition(k));
                }
              }
              if (t.argCount() > 0) {
                try {
                  t.cards(0);
                } catch (NotationException e) {
                  assertThat(e.input()).isEqualTo(s);
                  assertThat(e.position()).isBetween(0, s.length());
                }
              }
            });
  }
}
