package dev.tenace.core.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Suit;
import dev.tenace.core.spi.CardActions;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.testkit.PlainGame;
import dev.tenace.core.testkit.ViewGraph;
import dev.tenace.core.trick.TrickOrder;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The view-graph check of the contract suite ({@link ViewGraph}) on views made to leak, and on the
 * plain game's views, which do not.
 */
class ViewGraphTest {
  /** Seat 0 holds spades, seat 1 clubs, seat 2 diamonds, seat 3 hearts. */
  private static final List<CardSet> HANDS =
      List.of(
          CardSet.parse("AS KS QS"),
          CardSet.parse("2C 3C 4C"),
          CardSet.parse("2D 3D"),
          CardSet.parse("2H 3H"));

  private static List<String> problems(Object view) {
    return ViewGraph.problems(view, 0, HANDS);
  }

  /** A view class that keeps the deal's trick play, as {@code HeartsView} did. */
  static final class KeepsTrickPlay {
    private final CardSet hand;
    private final TrickPlay play;

    KeepsTrickPlay(CardSet hand, TrickPlay play) {
      this.hand = hand;
      this.play = play;
    }

    public CardSet hand() {
      return hand;
    }

    TrickPlay play() {
      return play;
    }
  }

  /** Library state behind a record's component: a mask, a list of sets, a card. */
  static final class Behind {
    private final long mask;
    private final List<CardSet> sets;
    private final Optional<Card> card;

    Behind(long mask, List<CardSet> sets, Optional<Card> card) {
      this.mask = mask;
      this.sets = sets;
      this.card = card;
    }

    @Override
    public String toString() {
      return Long.toHexString(mask) + sets + card;
    }
  }

  record WithBehind(CardSet hand, Behind behind) {}

  /** A view class that keeps the cards it passed privately and shows them by a public method. */
  static final class ShowsPassed {
    private final CardSet passed;

    ShowsPassed(CardSet passed) {
      this.passed = passed;
    }

    public CardSet passed() {
      return passed;
    }
  }

  /** A cycle of library objects, with a mask in each. */
  static final class Ring {
    Ring next;
    long[] masks;
  }

  /** A view class that keeps plays privately. */
  static final class KeepsPlays {
    private final List<PlainGame.Play> plays;

    KeepsPlays(List<PlainGame.Play> plays) {
      this.plays = plays;
    }

    @Override
    public String toString() {
      return plays.toString();
    }
  }

  /** A JDK object the check cannot look inside. */
  record HoldsReference(AtomicReference<CardSet> hand) {}

  /** Rules that name cards by rule, and public facts of any shape. */
  record RulesAndFacts(
      TrickOrder order, Deck deck, Map<String, CardSet> zones, Masks masks, Card called) {}

  @Test
  @DisplayName("a view that keeps the trick play fails, naming the field: it holds every hand")
  void trickPlayFails() {
    TrickPlay play =
        TrickPlay.start(TrickOrder.noTrump(), List.of(HANDS.get(0), HANDS.get(1)), 0, List.of());
    assertThat(problems(new KeepsTrickPlay(HANDS.get(0), play)))
        .singleElement()
        .asString()
        .contains("the view of seat 0 reaches what its seat may not know")
        .contains("KeepsTrickPlay.play is a TrickPlay, which holds every seat's hand");
  }

  @Test
  @DisplayName("the state itself, or a setup with every hand, fails wherever it is reached")
  void stateFails() {
    PlainGame.State s = PlainGame.deal(1);
    assertThat(problems(new WithBehind(HANDS.get(0), new Behind(0, List.of(), Optional.empty()))))
        .isEmpty();
    assertThat(ViewGraph.problems(List.of(Optional.of(s)), 0, HANDS))
        .singleElement()
        .asString()
        .contains("[0].get() is a GameState");
  }

  @Test
  @DisplayName(
      "a mask, a card set or a card behind the surface fails when it holds another seat's hidden card")
  void hiddenCardsBehindTheSurfaceFail() {
    long clubs = CardSet.suitMask(Suit.CLUBS);
    assertThat(
            problems(new WithBehind(HANDS.get(0), new Behind(clubs, List.of(), Optional.empty()))))
        .singleElement()
        .asString()
        .contains(
            "WithBehind.behind.mask holds {2C 3C 4C}, hidden from seat 0: {2C 3C 4C} in the hand of seat 1");
    assertThat(
            problems(
                new WithBehind(
                    HANDS.get(0),
                    new Behind(0, List.of(CardSet.parse("AS 2D")), Optional.of(Card.parse("3H"))))))
        .singleElement()
        .asString()
        .contains(
            "WithBehind.behind.sets[0] holds {2D}, hidden from seat 0: {2D} in the hand of seat 2")
        .contains("WithBehind.behind.card.get() holds {3H}");
  }

  @Test
  @DisplayName(
      "a mask without hidden cards passes: the seat's own cards, played cards, a key that misses every hand")
  void masksWithoutHiddenCardsPass() {
    long own = HANDS.get(0).bits();
    long elsewhere = CardSet.parse("AH KH QH JD").bits();
    assertThat(
            problems(
                new WithBehind(
                    HANDS.get(0),
                    new Behind(own | elsewhere, List.of(HANDS.get(0)), Optional.empty()))))
        .isEmpty();
  }

  @Test
  @DisplayName(
      "a hidden card the view shows on its surface (cards it passed, a called card) is known: it passes")
  void cardsOnTheSurfacePass() {
    assertThat(problems(new ShowsPassed(CardSet.parse("2C 3C")))).isEmpty();
    assertThat(
            problems(
                new RulesAndFacts(
                    TrickOrder.trumpSuit(Suit.CLUBS),
                    Deck.standard(),
                    Map.of("passed", CardSet.parse("2D")),
                    Masks.of(CardSet.parse("4C").bits()),
                    Card.parse("2H"))))
        .as("rules name cards by rule: a trick order's trump masks and the deck are not walked")
        .isEmpty();
  }

  @Test
  @DisplayName(
      "a collection is its elements, the library's own too: a legal-action list's table of every card's play is not walked")
  void collectionsAreTheirElements() {
    PlainGame.Play[] every = new PlainGame.Play[Card.COUNT];
    for (Card c : Deck.standard().cards()) {
      every[c.index()] = PlainGame.Play.of(c);
    }
    assertThat(problems(new KeepsPlays(CardActions.of(HANDS.get(0).bits(), every)))).isEmpty();
    assertThat(problems(new KeepsPlays(List.of(PlainGame.Play.of(Card.parse("2C"))))))
        .singleElement()
        .asString()
        .contains("KeepsPlays.plays[0].card() holds {2C}");
  }

  @Test
  @DisplayName("cycles end, and every object on them is checked")
  void cyclesEnd() {
    Ring a = new Ring();
    Ring b = new Ring();
    a.next = b;
    b.next = a;
    a.masks = new long[] {HANDS.get(0).bits()};
    b.masks = new long[] {0L, CardSet.parse("3D").bits()};
    assertThat(problems(a)).singleElement().asString().contains("Ring.next.masks[1] holds {3D}");
  }

  @Test
  @DisplayName(
      "an object the check cannot look inside fails: what it cannot see it cannot vouch for")
  void opaqueFails() {
    assertThat(problems(new HoldsReference(new AtomicReference<>(HANDS.get(0)))))
        .singleElement()
        .asString()
        .contains(
            "HoldsReference.hand: cannot look inside java.util.concurrent.atomic.AtomicReference");
  }

  @Test
  @DisplayName("the plain game's views hold only what their seat knows, at every step of a deal")
  void plainGameViewsPass() {
    for (long seed = 0; seed < 5; seed++) {
      PlainGame.State s = PlainGame.deal(seed);
      while (!s.isTerminal()) {
        for (int seat = 0; seat < 4; seat++) {
          assertThat(ViewGraph.problems(s, seat)).as("seed %d seat %d", seed, seat).isEmpty();
        }
        s = s.applyLegal(s.toMove(), s.legalActions().get(0));
      }
    }
  }

  /** A game's choice of several cards, as the games write it. */
  static final class Pass extends AbstractCardsAction {
    Pass(CardSet cards) {
      super("pass", cards, Pass::new);
    }
  }

  /** A record view listing passes on its surface. */
  record LegalPasses(List<Pass> legal) {}

  /** A view class that keeps another seat's pass privately. */
  static final class KeepsPass {
    private final Pass pass;

    KeepsPass(Pass pass) {
      this.pass = pass;
    }

    @Override
    public String toString() {
      return pass.toString();
    }
  }

  @Test
  @DisplayName(
      "a cards action is its cards: shown on the surface they are known, kept behind it they fail")
  void cardsActionsAreTheirCards() {
    assertThat(problems(new LegalPasses(List.of(new Pass(CardSet.parse("AS KS")))))).isEmpty();
    assertThat(problems(new KeepsPass(new Pass(CardSet.parse("2C 3C")))))
        .singleElement()
        .asString()
        .contains("KeepsPass.pass.cards() holds {2C 3C}, hidden from seat 0");
  }
}
