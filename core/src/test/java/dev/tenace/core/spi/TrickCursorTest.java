package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.testkit.CursorProperty;
import dev.tenace.core.testkit.PlainGame;
import dev.tenace.core.trick.TrickOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The search cursor beside the immutable trick play it is made from. */
class TrickCursorTest {
  /** No spade lead until a spade is played, unless a spade led a completed trick or none else. */
  static final long SPADES = suit(Suit.SPADES);

  static final PlayRule SPADES_WAIT =
      PlayRule.of(
          "SPADES_WAIT",
          PlayRule.When.LEADING,
          (p, seat, hand, legal) -> {
            if ((p.playedBits() & SPADES) != 0 || (p.completedLeadBits() & SPADES) != 0) {
              return legal;
            }
            long other = legal & ~SPADES;
            return other != 0 ? other : legal;
          },
          (p, seat, card) -> "spades wait; legal " + CardSet.ofBits(p.legalBits()));

  static long suit(Suit s) {
    long m = 0;
    for (Card c : Deck.standard().cards()) {
      if (c.suit() == s) {
        m |= c.bit();
      }
    }
    return m;
  }

  static TrickPlay start(long seed) {
    Deal d = Deal.shuffled(Deck.standard(), 4, 13, 0, seed);
    return TrickPlay.start(TrickOrder.trumpSuit(Suit.HEARTS), d.hands(), 1, List.of(SPADES_WAIT));
  }

  @Test
  @DisplayName(
      "random play-outs with a trump suit and a play rule: every fact of the cursor equals the immutable position's, toTrickPlay is equal, undo restores each position")
  void sideBySide() {
    SplittableRandom rng = new SplittableRandom(5);
    for (long seed = 0; seed < 60; seed++) {
      TrickPlay p = start(seed);
      int skip = rng.nextInt(30);
      for (int i = 0; i < skip; i++) {
        p = p.playLegal(Card.ofIndex(Long.numberOfTrailingZeros(p.legalBits())));
      }
      TrickCursor c = p.cursor();
      assertThat(c.origin()).isSameAs(p);
      List<TrickPlay> path = new ArrayList<>();
      while (!p.isOver()) {
        same(c, p);
        TrickPlay made = c.toTrickPlay();
        assertThat(made).isEqualTo(p);
        assertThat(made.legalBits()).isEqualTo(p.legalBits());
        assertThat(made.currentTrick()).isEqualTo(p.currentTrick());
        assertThat(made.cardsWon(0)).isEqualTo(p.cardsWon(0));
        path.add(p);
        long legal = p.legalBits();
        int k = rng.nextInt(Long.bitCount(legal));
        for (int i = 0; i < k; i++) {
          legal &= legal - 1;
        }
        int card = Long.numberOfTrailingZeros(legal);
        c.play(card);
        p = p.playLegal(Card.ofIndex(card));
        assertThat(c.cardAt(c.depth() - 1)).isEqualTo(card);
      }
      same(c, p);
      assertThat(c.isOver()).isTrue();
      assertThat(c.toPlay()).isEqualTo(-1);
      assertThat(c.legalBits()).isZero();
      assertThat(c.toTrickPlay()).isEqualTo(p);
      for (int i = path.size() - 1; i >= 0; i--) {
        c.undo();
        same(c, path.get(i));
      }
      assertThat(c.depth()).isZero();
    }
  }

  private static void same(TrickCursor c, TrickPlay p) {
    assertThat(c.toPlay()).isEqualTo(p.toPlay());
    assertThat(c.legalBits()).isEqualTo(p.legalBits());
    assertThat(c.playedBits()).isEqualTo(p.playedBits());
    assertThat(c.isLeading()).isEqualTo(p.isLeading());
    assertThat(c.isFirstTrick()).isEqualTo(p.isFirstTrick());
    assertThat(c.tricksPlayed()).isEqualTo(p.tricksPlayed());
    assertThat(c.totalTricks()).isEqualTo(p.totalTricks());
    assertThat(c.players()).isEqualTo(p.players());
    assertThat(c.ledCardIndex()).isEqualTo(p.ledCardIndex());
    assertThat(c.completedLeadBits()).isEqualTo(p.completedLeadBits());
    assertThat(c.trickLeader()).isEqualTo(p.trickLeader());
    assertThat(c.currentTrickBits()).isEqualTo(p.currentTrickBits());
    assertThat(c.currentWinner()).isEqualTo(p.table().currentWinner());
    assertThat(c.lastWinner()).isEqualTo(p.lastTrick() == null ? -1 : p.lastTrick().winner());
    for (int s = 0; s < 4; s++) {
      assertThat(c.tricksWon(s)).isEqualTo(p.tricksWon(s));
      assertThat(c.cardsWonBits(s)).isEqualTo(p.cardsWonBits(s));
      assertThat(c.handBits(s)).isEqualTo(p.handBits(s));
    }
  }

  @Test
  @DisplayName(
      "refusals: an illegal card, a card index out of range, undo at the origin, a depth not played; nothing changes")
  void refusals() {
    TrickCursor c = start(1).cursor();
    long legal = c.legalBits();
    long illegal = c.handBits(c.toPlay()) & ~legal;
    int held = Long.numberOfTrailingZeros(c.handBits((c.toPlay() + 1) % 4));
    assertThatThrownBy(() -> c.play(held))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(Card.ofIndex(held) + " is not a legal play now");
    if (illegal != 0) {
      assertThatThrownBy(() -> c.play(Long.numberOfTrailingZeros(illegal)))
          .isInstanceOf(IllegalArgumentException.class);
    }
    assertThatThrownBy(() -> c.play(64)).hasMessageContaining("card index 64");
    assertThatThrownBy(() -> c.play(-1)).hasMessageContaining("card index -1");
    assertThatThrownBy(c::undo).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> c.cardAt(0)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThat(c.depth()).isZero();
    assertThat(c.legalBits()).isEqualTo(legal);
    c.play(Long.numberOfTrailingZeros(legal));
    assertThat(c.toString()).contains("trick 1/13", "depth 1");
    c.undoAll();
    assertThat(c.depth()).isZero();
  }

  @Test
  @DisplayName(
      "the game cursor of the plain game agrees with its states from the start and from later positions")
  void plainGame() {
    SplittableRandom rng = new SplittableRandom(9);
    for (long seed = 0; seed < 40; seed++) {
      PlainGame.State s = PlainGame.deal(seed);
      int skip = rng.nextInt(40);
      for (int i = 0; i < skip; i++) {
        s = s.applyLegal(s.toMove(), s.legalActions().get(0));
      }
      assertThat(CursorProperty.check(s, rng.split())).isEmpty();
    }
  }

  @Test
  @DisplayName(
      "the game cursor: scores at the end from the state (the plain game has no scorer of its own), refusals by seat and before the end, resetTo another deal and its refusals")
  void gameCursor() {
    PlainGame.State s = PlainGame.deal(3);
    SearchCursor<PlainGame.State> c = s.cursor().orElseThrow();
    assertThatThrownBy(() -> c.score(0))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("trick 1 is in progress");
    assertThatThrownBy(() -> c.tricksWon(4)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> c.cardsWonBits(-1)).isInstanceOf(IllegalArgumentException.class);
    assertThat(c.trickLeader()).isEqualTo(s.toMove());
    assertThat(c.currentTrickBits()).isZero();
    while (!c.isOver()) {
      c.play(Long.numberOfTrailingZeros(c.legalBits()));
    }
    PlainGame.State end = c.toState();
    assertThat(end.isTerminal()).isTrue();
    assertThat(end.cursor()).as("no cursor once the last trick is complete").isEmpty();
    int total = 0;
    for (int p = 0; p < 4; p++) {
      assertThat(c.score(p)).isEqualTo(end.score(p));
      assertThat(Long.bitCount(c.cardsWonBits(p))).isEqualTo(4 * c.tricksWon(p));
      total += c.tricksWon(p);
    }
    assertThat(total).isEqualTo(13);
    assertThat(c.toString()).startsWith("SearchCursor(TrickCursor(");
    c.undoAll();
    assertThat(c.toState()).isEqualTo(s);
    // moved to another deal and back; a finished deal and null are refused
    PlainGame.State other = PlainGame.deal(4);
    c.play(Long.numberOfTrailingZeros(c.legalBits()));
    assertThat(c.resetTo(other)).isTrue();
    assertThat(c.depth()).isZero();
    assertThat(c.toState()).isEqualTo(other);
    assertThat(c.legalBits()).isEqualTo(other.cursor().orElseThrow().legalBits());
    assertThat(c.resetTo(end)).as("a finished deal").isFalse();
    assertThat(c.toState()).as("unchanged after a refusal").isEqualTo(other);
    assertThatThrownBy(() -> c.resetTo(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessageContaining("state is null");
    assertThat(c.resetTo(s)).isTrue();
    assertThat(c.toState()).isEqualTo(s);
  }
}
