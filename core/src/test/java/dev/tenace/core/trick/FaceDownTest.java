package dev.tenace.core.trick;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.testkit.ViewGraph;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A card played face down (issue 36): {@link FaceDownOrder} gives trick play its rules (no trick
 * taken, a lead declares a suit), {@link Trick#conceal} and {@link TrickTable#conceal} show it to a
 * seat that does not know it as {@code ??} and nowhere as the card, and the view-graph check fails
 * a view that reaches it.
 */
class FaceDownTest {
  private static final TrickOrder SPADES = TrickOrder.trumpSuit(Suit.SPADES);
  private static final int CLUBS = Suit.CLUBS.ordinal();

  private static int index(String card) {
    return Card.parse(card).index();
  }

  @Test
  @DisplayName(
      "FaceDownOrder: the face-down card takes no trick, even a trump; a card of the declared suit beats it")
  void noPower() {
    FaceDownOrder o = FaceDownOrder.of(SPADES, index("AS"), CLUBS);
    Trick t = Trick.parse("0:2C 1:AS 2:3C 3:4H", 4);
    assertThat(t.winner(SPADES)).isEqualTo(1); // AS face up is the highest trump
    assertThat(t.winner(o)).isEqualTo(2); // face down it is the weakest club
    assertThat(o.effectiveSuit(index("AS"))).isEqualTo(CLUBS);
    assertThat(o.suitMask(CLUBS) & Card.parse("AS").bit()).isNotZero();
    assertThat(o.suitMask(SPADES.effectiveSuit(index("KS"))) & Card.parse("AS").bit()).isZero();
  }

  @Test
  @DisplayName("FaceDownOrder in TrickPlay: its lead declares the suit, the others must follow it")
  void leadDeclaresASuit() {
    FaceDownOrder o = FaceDownOrder.of(SPADES, index("AS"), CLUBS);
    List<CardSet> hands = new ArrayList<>();
    for (String h : List.of("AS 2H", "3C 3H", "4H 5H", "4C 6H")) {
      hands.add(CardSet.parse(h));
    }
    TrickPlay p = TrickPlay.start(o, hands, 0, List.of()).play(0, Card.parse("AS")).get();
    assertThat(p.legalPlays()).isEqualTo(CardSet.parse("3C")); // a club lead: follow clubs
    p = p.play(1, Card.parse("3C")).get().play(2, Card.parse("4H")).get();
    p = p.play(3, Card.parse("4C")).get();
    assertThat(p.completedTricks().get(0).winner()).isEqualTo(3);
  }

  @Test
  @DisplayName(
      "Trick.conceal: ?? in the text, no card, no set member; the winner judged on the cards shown")
  void concealedTrick() {
    FaceDownOrder o = FaceDownOrder.of(SPADES, index("AS"), CLUBS);
    Trick t = Trick.parse("0:2C 1:AS 2:3C", 4).conceal(1, o);
    assertThat(t.toString()).isEqualTo("0:2C 1:?? 2:3C");
    assertThat(t.isConcealed(1)).isTrue();
    assertThat(t.isConcealed(0)).isFalse();
    assertThat(t.cardSet()).isEqualTo(CardSet.parse("2C 3C"));
    assertThat(t.cards()).containsExactly(Card.parse("2C"), Card.parse("3C"));
    assertThat((t.packed() >>> 8) & 0xFF).isEqualTo(Trick.CONCEALED);
    assertThatThrownBy(() -> t.card(1)).isInstanceOf(IllegalStateException.class);
    assertThat(t.winner(SPADES)).isEqualTo(2);
    assertThat(t).isNotEqualTo(Trick.parse("0:2C 1:AS 2:3C", 4));
    // two different face-down cards look alike once concealed
    FaceDownOrder o2 = FaceDownOrder.of(SPADES, index("7D"), CLUBS);
    assertThat(Trick.parse("0:2C 1:7D 2:3C", 4).conceal(1, o2)).isEqualTo(t);
    assertThat(Trick.parse("0:2C 1:7D 2:3C", 4).conceal(1, o2).hashCode()).isEqualTo(t.hashCode());
  }

  @Test
  @DisplayName(
      "Trick.conceal of a lead: the declared suit leads; a trump or a card of that suit wins, none: the lead")
  void concealedLead() {
    FaceDownOrder o = FaceDownOrder.of(SPADES, index("AH"), CLUBS);
    Trick led = Trick.parse("0:AH 1:2C 2:KH", 4).conceal(0, o);
    assertThat(led.ledSuit(SPADES)).isEqualTo(CLUBS);
    assertThat(led.winner(SPADES)).isEqualTo(1); // 2C follows the declared clubs; KH does not
    assertThat(Trick.parse("0:AH 1:2C 2:KH 3:2S", 4).conceal(0, o).winner(SPADES)).isEqualTo(3);
    assertThat(Trick.parse("0:AH 1:KH", 4).conceal(0, o).winner(SPADES)).isZero();
    assertThatThrownBy(led::ledCard).isInstanceOf(IllegalStateException.class);
  }

  @Test
  @DisplayName(
      "TrickTable.conceal: the base order replaces the face-down one, played or not; winners, tricks won and voids stay")
  void concealedTable() {
    FaceDownOrder o = FaceDownOrder.of(SPADES, index("AS"), CLUBS);
    List<CardSet> hands = new ArrayList<>();
    for (String h : List.of("2C 2H", "AS 3H", "3C 4H", "4C 5H")) {
      hands.add(CardSet.parse(h));
    }
    TrickPlay p = TrickPlay.start(o, hands, 0, List.of());
    TrickTable before = p.table().conceal(Card.parse("AS").bit());
    assertThat(before.order()).isEqualTo(SPADES);
    for (String c : List.of("2C", "AS", "3C", "4C")) {
      p = p.play(p.toPlay(), Card.parse(c)).get();
    }
    TrickTable full = p.table();
    TrickTable seen = full.conceal(Card.parse("AS").bit());
    assertThat(seen.completed().get(0).toString()).isEqualTo("0:2C 1:?? 2:3C 3:4C");
    assertThat(seen.completed().get(0).winner()).isEqualTo(3);
    assertThat(seen.tricksWon()).isEqualTo(full.tricksWon());
    assertThat(seen.voids()).isEqualTo(full.voids());
    assertThat(seen.played()).isEqualTo(CardSet.parse("2C 3C 4C"));
    assertThat(full.conceal(0L)).isSameAs(full);
    // the view-graph check: a view holding the full table reaches the card; the concealed one does
    // not
    List<CardSet> now = new ArrayList<>();
    for (int s = 0; s < 4; s++) {
      now.add(p.hand(s));
    }
    CardSet under = CardSet.parse("AS");
    assertThat(ViewGraph.problems(List.of(seen), 0, now, under)).isEmpty();
    assertThat(ViewGraph.problems(List.of(full), 0, now, under))
        .singleElement()
        .asString()
        .contains("played face down");
  }
}
