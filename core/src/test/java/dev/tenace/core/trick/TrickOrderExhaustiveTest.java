package dev.tenace.core.trick;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * Trick winners, exhaustively: for every trick-order shape, every led card against every other card
 * of its deck, the library's winner equals an independent reference written here from the rules
 * text; then random whole tricks against the same reference.
 */
class TrickOrderExhaustiveTest {

  /**
   * A reference: does {@code b}, played after {@code led} (and currently best {@code best}), beat
   * {@code best}?
   */
  interface Reference {
    boolean beats(Card challenger, Card best, Card led);
  }

  static final List<Card> SHEEPSHEAD_TRUMPS =
      CardSet.parseList("QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D");
  static final List<Rank> SHEEPSHEAD_PLAIN =
      List.of(Rank.ACE, Rank.TEN, Rank.KING, Rank.NINE, Rank.EIGHT, Rank.SEVEN);

  static int natural(Card c) {
    return c.rank().ordinal();
  }

  /**
   * Plain trick-taking with an optional trump suit: same suit higher rank, or a trump over a
   * non-trump.
   */
  static Reference suitWithTrump(Suit trump) {
    return (b, best, led) -> {
      if (b.suit() == best.suit()) {
        return natural(b) > natural(best);
      }
      return trump != null && b.suit() == trump;
    };
  }

  static Reference sheepshead() {
    return (b, best, led) -> {
      int tb = SHEEPSHEAD_TRUMPS.indexOf(b);
      int tbest = SHEEPSHEAD_TRUMPS.indexOf(best);
      if (tb >= 0 || tbest >= 0) {
        return tb >= 0 && (tbest < 0 || tb < tbest);
      }
      return b.suit() == best.suit()
          && SHEEPSHEAD_PLAIN.indexOf(b.rank()) < SHEEPSHEAD_PLAIN.indexOf(best.rank());
    };
  }

  /**
   * Suitability roles: trump suit normal order, reversed suit with 2 high, jokers win only when
   * led.
   */
  static Reference suitability(Suit trump, Suit reversed) {
    return (b, best, led) -> {
      if (led.isJoker()) {
        return false;
      }
      if (b.isJoker()) {
        return false;
      }
      if (b.suit() == best.suit()) {
        return b.suit() == reversed ? natural(b) < natural(best) : natural(b) > natural(best);
      }
      return trump != null && b.suit() == trump;
    };
  }

  static void exhaustive(TrickOrder order, Deck deck, Reference ref) {
    int checked = 0;
    for (Card led : deck.cards()) {
      for (Card other : deck.cards()) {
        if (other == led) {
          continue;
        }
        Trick t = Trick.lead(2, 0).with(led).with(other);
        int expected = ref.beats(other, led, led) ? 1 : 0;
        assertThat(t.winner(order))
            .as("%s then %s under %s", led, other, order)
            .isEqualTo(expected);
        checked++;
      }
    }
    assertThat(checked).isEqualTo(deck.size() * (deck.size() - 1));
  }

  /**
   * {@link TrickOrder#beaters}, the rule the winners are found with, card by card: a card is in the
   * mask of a winning card exactly when the reference says it beats it (the winning card led, so
   * every card is checked both as a winner and as a challenger), and a wild lead has none.
   */
  static void beatersMatch(TrickOrder order, Deck deck, Reference ref) {
    for (Card best : deck.cards()) {
      long beaters = order.beaters(best.index());
      for (Card other : deck.cards()) {
        boolean expected = other != best && ref.beats(other, best, best);
        assertThat((beaters & other.bit()) != 0)
            .as("%s beats %s, led, under %s", other, best, order)
            .isEqualTo(expected);
      }
    }
  }

  @Test
  @DisplayName("beaters: each card's mask is the reference's, in every shape")
  void beaters() {
    beatersMatch(TrickOrder.noTrump(), Deck.standard(), suitWithTrump(null));
    for (Suit s : Suit.values()) {
      beatersMatch(TrickOrder.trumpSuit(s), Deck.standard(), suitWithTrump(s));
    }
    beatersMatch(
        TrickOrder.trumpGroup(SHEEPSHEAD_TRUMPS, SHEEPSHEAD_PLAIN), Deck.piquet(), sheepshead());
    List<Suit> options = new ArrayList<>(List.of(Suit.values()));
    options.add(null);
    for (Suit trump : options) {
      for (Suit reversed : options) {
        if (trump == null || trump != reversed) {
          beatersMatch(
              TrickOrder.suitRoles(trump, reversed, true),
              Deck.standard().withJokers(3),
              suitability(trump, reversed));
        }
      }
    }
  }

  @Test
  @DisplayName("follow (written without a branch) is the follow rule as stated, on random masks")
  void followWithoutBranches() {
    qt().withExamples(5000)
        .forAll(SourceDSL.longs().all(), SourceDSL.longs().all(), SourceDSL.longs().all())
        .checkAssert(
            (hand, mask, wild) -> {
              long same = hand & mask;
              long expected = same == 0 ? hand : same | (hand & wild);
              assertThat(TrickOrder.follow(hand, mask, wild)).isEqualTo(expected);
              assertThat(TrickOrder.follow(hand, 0L, wild)).isEqualTo(hand);
            });
  }

  @Test
  @DisplayName("no trump: every pair of the 52 cards")
  void noTrump() {
    exhaustive(TrickOrder.noTrump(), Deck.standard(), suitWithTrump(null));
  }

  @Test
  @DisplayName("a fixed trump suit, each of the four: every pair of the 52 cards")
  void trumpSuits() {
    for (Suit s : Suit.values()) {
      exhaustive(TrickOrder.trumpSuit(s), Deck.standard(), suitWithTrump(s));
    }
  }

  @Test
  @DisplayName(
      "Sheepshead trump group (queens, jacks, diamonds) with fail order A 10 K 9 8 7: every pair of the 32 cards")
  void trumpGroup() {
    exhaustive(
        TrickOrder.trumpGroup(SHEEPSHEAD_TRUMPS, SHEEPSHEAD_PLAIN), Deck.piquet(), sheepshead());
  }

  @Test
  @DisplayName(
      "Suitability roles: every trump / reversed combination, with and without jokers: every pair")
  void suitRoles() {
    List<Suit> options = new ArrayList<>(List.of(Suit.values()));
    options.add(null);
    for (Suit trump : options) {
      for (Suit reversed : options) {
        if (trump != null && trump == reversed) {
          continue;
        }
        exhaustive(
            TrickOrder.suitRoles(trump, reversed, false),
            Deck.standard(),
            suitability(trump, reversed));
        exhaustive(
            TrickOrder.suitRoles(trump, reversed, true),
            Deck.standard().withJokers(3),
            suitability(trump, reversed));
      }
    }
  }

  @Test
  @DisplayName(
      "random complete tricks of 3 to 6 cards: the winner is the reference's, and one of the players")
  void randomTricks() {
    List<TrickOrder> orders =
        List.of(
            TrickOrder.noTrump(),
            TrickOrder.trumpSuit(Suit.HEARTS),
            TrickOrder.suitRoles(Suit.CLUBS, Suit.DIAMONDS, true));
    List<Reference> refs =
        List.of(
            suitWithTrump(null),
            suitWithTrump(Suit.HEARTS),
            suitability(Suit.CLUBS, Suit.DIAMONDS));
    qt().withExamples(2000)
        .forAll(
            SourceDSL.integers().between(0, 2),
            SourceDSL.integers().between(3, 6),
            SourceDSL.longs().all(),
            SourceDSL.integers().between(0, 5))
        .checkAssert(
            (k, n, seed, leaderRaw) -> {
              int leader = leaderRaw % n;
              Deck deck = k == 2 ? Deck.standard().withJokers(3) : Deck.standard();
              List<Card> cards = deck.shuffle(seed).subList(0, n);
              Trick t = Trick.lead(n, leader);
              int best = 0;
              for (int i = 0; i < n; i++) {
                t = t.with(cards.get(i));
                if (i > 0 && refs.get(k).beats(cards.get(i), cards.get(best), cards.get(0))) {
                  best = i;
                }
              }
              assertThat(t.winner(orders.get(k))).isEqualTo((leader + best) % n);
              assertThat(Trick.parse(t.toString(), n)).isEqualTo(t);
            });
  }

  @Test
  @DisplayName(
      "follow suit works on effective suits: a Sheepshead trump led must be followed by any trump")
  void followsEffectiveSuits() {
    TrickOrder s = TrickOrder.trumpGroup(SHEEPSHEAD_TRUMPS, SHEEPSHEAD_PLAIN);
    long hand = CardSet.parse("QC 7D AH TS").bits();
    assertThat(CardSet.ofBits(s.legalFollow(hand, Card.parse("JD").index())))
        .isEqualTo(CardSet.parse("QC 7D"));
    assertThat(CardSet.ofBits(s.legalFollow(hand, Card.parse("KH").index())))
        .isEqualTo(CardSet.parse("AH"));
    assertThat(CardSet.ofBits(s.legalFollow(hand, Card.parse("KC").index())))
        .isEqualTo(CardSet.ofBits(hand));
    assertThat(s.describe(TrickOrder.TRUMP)).isEqualTo("trumps");
    TrickOrder j = TrickOrder.suitRoles(null, null, true);
    long withJoker = CardSet.parse("2C 3D X1").bits();
    assertThat(CardSet.ofBits(j.legalFollow(withJoker, Card.parse("5C").index())))
        .isEqualTo(CardSet.parse("2C X1"));
    assertThat(CardSet.ofBits(j.legalFollow(withJoker, Card.parse("X2").index())))
        .isEqualTo(CardSet.ofBits(withJoker));
    assertThat(j.describe(TrickOrder.NO_SUIT)).isEqualTo("jokers");
    assertThat(TrickOrder.trumpSuit(Suit.SPADES).trumpSuit()).isEqualTo(Suit.SPADES.ordinal());
    assertThat(TrickOrder.noTrump().trumpSuit()).isEqualTo(-1);
    assertThat(TrickOrder.noTrump().toString()).isNotBlank();
  }
}
