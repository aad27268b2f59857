package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Move;
import dev.tenace.core.testkit.PlainGame;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The small blocks every author needs (issue 35): a round's bids and the trick play as history, a
 * history replayed, what trick play tells every seat as sampling constraints, and the state's
 * hands, standing and zones read from the deal header.
 */
class AuthorHelpersTest {
  @Test
  @DisplayName("BiddingRound.moves: the bids as moves, in turn from the first bidder")
  void biddingRoundMoves() {
    BiddingRound<Card> r =
        BiddingRound.<Card>leftOfDealer(4, 2).with(Card.parse("AS")).with(Card.parse("KH"));
    assertThat(r.moves(PlainGame.Play::of))
        .containsExactly(
            new Move(3, PlainGame.Play.of(Card.parse("AS"))),
            new Move(0, PlainGame.Play.of(Card.parse("KH"))));
    assertThat(BiddingRound.<Card>leftOfDealer(4, 0).moves(PlainGame.Play::of)).isEmpty();
  }

  @Test
  @DisplayName(
      "TrickGameState: the trick play as moves, the hands, standing and zones from the header")
  void stateDefaults() {
    PlainGame.State s = PlainGame.deal(5L);
    assertThat(s.cardMoves(PlainGame.Play::of)).isEmpty();
    List<Move> played = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      Action a = s.legalActions().get(0);
      played.add(new Move(s.toMove(), a));
      s = s.applyLegal(s.toMove(), a);
    }
    assertThat(s.cardMoves(PlainGame.Play::of)).isEqualTo(played);
    assertThat(s.viewFor(1).history()).isEqualTo(played);
    assertThat(s.standing()).containsExactly(0, 0, 0, 0);
    assertThat(s.zones().keySet()) // the plain game deals every card: no "rest"
        .containsExactly("hand 0", "hand 1", "hand 2", "hand 3", "played");
    assertThat(s.zones().get("played").size()).isEqualTo(6);
    int held = 0;
    for (int seat = 0; seat < 4; seat++) {
      held += s.hand(seat).size();
    }
    assertThat(held).isEqualTo(52 - 6);
    PlainGame.State t = s;
    assertThatThrownBy(() -> t.hand(4)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("Move.replay: a history replayed on the deal it was played on gives the same state")
  void replay() {
    PlainGame.State start = PlainGame.deal(8L);
    PlainGame.State s = start;
    List<Move> moves = new ArrayList<>();
    for (int i = 0; i < 9; i++) {
      Action a = s.legalActions().get(i % s.legalActions().size());
      moves.add(new Move(s.toMove(), a));
      s = s.applyLegal(s.toMove(), a);
    }
    assertThat(Move.replay(start, moves)).isEqualTo(s);
    assertThat(Move.replay(start, List.of())).isSameAs(start);
  }

  @Test
  @DisplayName(
      "HiddenDeal.Builder.trickPlay: each seat held what it played, and no unplayed card of a suit it showed void in")
  void trickPlayConstraints() {
    List<CardSet> hands =
        List.of(
            CardSet.parse("AS 2S 3H"),
            CardSet.parse("KS 4H 5H"),
            CardSet.parse("2D 3D 4D"),
            CardSet.parse("QS 6H 7H"));
    TrickPlay p = TrickPlay.start(TrickOrder.trumpSuit(Suit.HEARTS), hands, 0, List.of());
    for (String c : List.of("AS", "KS", "2D", "QS")) { // seat 2 shows void in spades
      p = p.playLegal(Card.parse(c));
    }
    TrickTable table = p.table();
    long all = 0;
    for (CardSet h : hands) {
      all |= h.bits();
    }
    HiddenDeal constrained =
        HiddenDeal.builder(all, new int[] {3, 3, 3, 3}).trickPlay(table).build();
    HiddenDeal free = HiddenDeal.builder(all, new int[] {3, 3, 3, 3}).build();
    SplittableRandom rng = new SplittableRandom(3);
    boolean freeGaveTheSpade = false;
    for (int k = 0; k < 300; k++) {
      long[] d = constrained.sample(rng).orElseThrow();
      assertThat(CardSet.ofBits(d[0]).contains(Card.parse("AS"))).isTrue();
      assertThat(CardSet.ofBits(d[1]).contains(Card.parse("KS"))).isTrue();
      assertThat(CardSet.ofBits(d[2]).contains(Card.parse("2D"))).isTrue();
      assertThat(CardSet.ofBits(d[3]).contains(Card.parse("QS"))).isTrue();
      assertThat(CardSet.ofBits(d[2]).contains(Card.parse("2S"))).as("void in spades").isFalse();
      freeGaveTheSpade |=
          CardSet.ofBits(free.sample(rng).orElseThrow()[2]).contains(Card.parse("2S"));
    }
    assertThat(freeGaveTheSpade).as("without the constraints seat 2 may draw 2S").isTrue();
  }
}
