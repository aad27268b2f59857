package dev.tenace.bots;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.spades.SpadesAction;
import dev.tenace.spades.SpadesGame;
import dev.tenace.spades.SpadesRules;
import dev.tenace.spades.SpadesState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link SpadesHeuristic}: its bids from trick estimates and its play around nil bids. */
class SpadesHeuristicTest {
  private static final SpadesHeuristic H = new SpadesHeuristic();

  /**
   * A deal with dealer {@code dealer} where seat i holds {@code fixed[i]} (card notation) and the
   * other cards: those of {@code sink}'s suit to seat {@code sinkSeat}, the rest in card order to
   * the seats with room (in seat order).
   */
  static SpadesState deal(int dealer, String[] fixed, Suit sink, int sinkSeat) {
    List<CardSet> hands = new ArrayList<>();
    long used = 0;
    for (String f : fixed) {
      CardSet h = f.isEmpty() ? CardSet.EMPTY : CardSet.parse(f);
      hands.add(h);
      used |= h.bits();
    }
    for (int i = 0; i < 52; i++) {
      Card c = Card.ofIndex(i);
      if ((used & c.bit()) != 0 || c.suit() != sink) {
        continue;
      }
      hands.set(sinkSeat, hands.get(sinkSeat).plus(c));
      used |= c.bit();
    }
    for (int i = 0; i < 52; i++) {
      Card c = Card.ofIndex(i);
      if ((used & c.bit()) != 0) {
        continue;
      }
      for (int s = 0; s < 4; s++) {
        if (hands.get(s).size() < 13) {
          hands.set(s, hands.get(s).plus(c));
          break;
        }
      }
    }
    return SpadesGame.INSTANCE.explicitDeal(
        SpadesRules.defaults(), dealer, hands, List.of(), Map.of());
  }

  /** Every seat looks and bids as {@code bids} says (0 = nil), in bidding order. */
  static SpadesState bid(SpadesState s, int... bids) {
    while (!(s.legalActions().get(0) instanceof SpadesAction.Play)) {
      int seat = s.toMove();
      if (s.legalActions().contains(SpadesAction.Look.LOOK)) {
        s = s.applyLegal(seat, SpadesAction.Look.LOOK);
        continue;
      }
      Action a = bids[seat] == 0 ? SpadesAction.Nil.NIL : new SpadesAction.Bid(bids[seat]);
      s = s.applyLegal(seat, a);
    }
    return s;
  }

  static SpadesState play(SpadesState s, String... cards) {
    for (String c : cards) {
      s = s.applyLegal(s.toMove(), SpadesAction.Play.of(Card.parse(c)));
    }
    return s;
  }

  static Action decide(SpadesState s) {
    Action view = H.act(s.viewFor(s.toMove()));
    Action state = H.choose(s, s.toMove(), s.legalActions(), null);
    assertThat(state).as("the state path decides as the view path").isEqualTo(view);
    return view;
  }

  @Test
  @DisplayName("Spades 3.2: a hand with no high card and low cards in every suit bids nil")
  void bidsNil() {
    SpadesState s =
        deal(3, new String[] {"2S 3S 2H 4H 7H 9H 3D 5D 8D 2C 4C 6C TC", "", "", ""}, Suit.CLUBS, 1);
    s = s.applyLegal(0, SpadesAction.Look.LOOK);
    assertThat(H.act(s.viewFor(0))).isEqualTo(SpadesAction.Nil.NIL);
    assertThat(SpadesBidding.nilSafe(s.hand(0))).isTrue();
    assertThat(SpadesBidding.nilSafe(s.hand(0).minus(Card.parse("2H")).plus(Card.parse("AH"))))
        .as("not with an ace")
        .isFalse();
  }

  @Test
  @DisplayName("Spades 3.2: the estimate counts top spades, long spades, side aces and ruffs")
  void estimates() {
    // AS KS QS JS 5S 4S: 3 top spades + 0.5 for the jack + 3 long; AH AD: 2; a club void: ruffs
    CardSet strong = CardSet.parse("AS KS QS JS 5S 4S AH 2H 3H AD 2D 3D 4D");
    assertThat(SpadesBidding.estimate(strong)).isBetween(8.0, 10.5);
    CardSet weak = CardSet.parse("2S 3S 2H 4H 7H 9H 3D 5D 8D 2C 4C 6C TC");
    assertThat(SpadesBidding.estimate(weak)).isLessThan(0.5);
    assertThat(SpadesBidding.choose(strong, false, 0, 0, 0).tricks()).isBetween(8, 10);
    assertThat(SpadesBidding.choose(strong, false, 9, 3, 0).tricks())
        .as("the four bids kept within 13")
        .isEqualTo(4);
    assertThat(SpadesBidding.choose(weak, true, 0, 1, 0).nil())
        .as("no nil beside a nil partner")
        .isFalse();
  }

  @Test
  @DisplayName("Spades 4.5: the partner of a winning nil bidder overtakes it (rather than ducking)")
  void coversPartnersNil() {
    // dealer 0: seat 1 leads; seat 2 (nil) plays 9D over 3D, seat 3 plays 5D, seat 0 is last
    SpadesState s = deal(0, new String[] {"2D TD AD", "3D", "9D", "5D"}, Suit.DIAMONDS, 1);
    s = play(bid(s, 4, 3, 0, 3), "3D", "9D", "5D");
    assertThat(decide(s)).isEqualTo(SpadesAction.Play.of(Card.parse("TD")));
  }

  @Test
  @DisplayName("Spades 4.4: a nil bidder following suit plays its highest card that loses")
  void nilDucks() {
    // dealer 2: seat 3 leads 9C; seat 0 bid nil and holds 2C 8C TC KC
    SpadesState s = deal(2, new String[] {"2C 8C TC KC", "3C", "4C", "9C"}, Suit.CLUBS, 1);
    s = play(bid(s, 0, 4, 4, 3), "9C");
    assertThat(decide(s)).isEqualTo(SpadesAction.Play.of(Card.parse("8C")));
  }

  @Test
  @DisplayName("Spades 4.4: before an opponent's nil bidder plays, the seat keeps the trick low")
  void setsOpponentsNil() {
    // dealer 2: seat 3 leads 4H, seat 0 holds AH 3H, seat 1 (nil, to play after) holds 5H 6H
    SpadesState s = deal(2, new String[] {"AH 3H", "5H 6H", "", "4H"}, Suit.HEARTS, 2);
    SpadesState noNil = play(bid(s, 3, 3, 4, 3), "4H");
    assertThat(decide(noNil))
        .as("without a nil, the sure winner second hand")
        .isEqualTo(SpadesAction.Play.of(Card.parse("AH")));
    SpadesState nil = play(bid(s, 3, 0, 4, 3), "4H");
    assertThat(decide(nil)).isEqualTo(SpadesAction.Play.of(Card.parse("3H")));
  }

  @Test
  @DisplayName("Spades 4.5: a seat never overtakes its partner who is winning the trick")
  void doesNotOvertakePartner() {
    // dealer 0: seat 1 leads 3D, seat 2 (partner of 0) plays KD, seat 3 plays 5D; seat 0 holds AD
    // 2D
    SpadesState s = deal(0, new String[] {"2D AD", "3D", "KD", "5D"}, Suit.DIAMONDS, 1);
    s = play(bid(s, 4, 3, 3, 3), "3D", "KD", "5D");
    assertThat(decide(s)).isEqualTo(SpadesAction.Play.of(Card.parse("2D")));
  }
}
