package dev.tenace.suitability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Move;
import dev.tenace.core.testkit.Positions;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The typed public facts of {@link SuitabilityView}: suit roles, privileges, penalty cards, the
 * turn-up, the history.
 */
class SuitabilityViewTest {
  static final List<SuitabilityRules> ALL_COUNTS =
      List.of(
          SuitabilityRules.builder().players(2).build(),
          SuitabilityRules.builder().players(3).build(),
          SuitabilityRules.defaults(),
          SuitabilityRules.builder().players(5).build(),
          SuitabilityRules.builder().partnerships(true).build());

  /**
   * A 4-player deal with dealer 3 where seat 0 holds every club, 1 every diamond, 2 every spade, 3
   * every heart.
   */
  static SuitabilityState bySuit() {
    List<CardSet> hands =
        List.of(
            CardSet.ofBits(CardSet.suitMask(Suit.CLUBS)),
            CardSet.ofBits(CardSet.suitMask(Suit.DIAMONDS)),
            CardSet.ofBits(CardSet.suitMask(Suit.SPADES)),
            CardSet.ofBits(CardSet.suitMask(Suit.HEARTS)));
    return SuitabilityState.of(SuitabilityRules.defaults(), 3, hands, List.of());
  }

  @Test
  @DisplayName(
      "Suitability §4, §5.3, §6.1 worked example: roles in declaration order, privileges, penalty cards and tricks after a trumped reverse lead")
  void workedExample() {
    SuitabilityState s =
        Positions.play(bySuit(), "declare H trump", "declare S penalty", "declare C reverse");
    SuitabilityView before = s.viewFor(3);
    assertThat(before.phase()).isEqualTo(SuitabilityState.Phase.DECLARING);
    assertThat(before.tricks()).isEmpty();
    assertThat(before.role(Suit.DIAMONDS)).contains(Role.PLAIN);
    assertThat(before.privilege(3)).isEmpty();
    assertThat(before.privileges())
        .containsExactly(Privilege.NONE, Privilege.NONE, Privilege.NONE, Privilege.NONE);

    s = Positions.play(s, "privilege poverty", "play 2C", "play AD", "play KS", "play 3H");
    SuitabilityView v = s.viewFor(1);
    assertThat(v.declarations())
        .containsExactly(
            new Declaration(0, Suit.HEARTS, Role.TRUMP),
            new Declaration(1, Suit.SPADES, Role.PENALTY),
            new Declaration(2, Suit.CLUBS, Role.REVERSE));
    assertThat(v.role(Suit.HEARTS)).contains(Role.TRUMP);
    assertThat(v.role(Suit.CLUBS)).contains(Role.REVERSE);
    assertThat(v.role(Suit.DIAMONDS)).contains(Role.PLAIN);
    assertThat(v.suitWith(Role.PENALTY)).contains(Suit.SPADES);
    assertThat(v.suitWith(Role.PLAIN)).contains(Suit.DIAMONDS);
    assertThat(v.privileges())
        .containsExactly(Privilege.NONE, Privilege.NONE, Privilege.NONE, Privilege.POVERTY);
    assertThat(v.privilege(3)).contains(Privilege.POVERTY);
    assertThat(v.privilege(0)).isEmpty();
    assertThat(v.penaltyCards()).containsExactly(0, 0, 0, 1);
    assertThat(v.tricksWon()).containsExactly(0, 0, 0, 1);
    assertThat(v.turnUp()).isEmpty();
    assertThat(v.dealtTurnUp()).isEmpty();
    assertThat(v.exchanger()).isEqualTo(-1);
    assertThat(v.standing()).containsExactly(0, 0, 0, 0);
    assertThat(v.scores()).isEmpty();
    assertThat(v.toMove()).isEqualTo(3);
    assertThat(v.hand())
        .isEqualTo(CardSet.ofBits(CardSet.suitMask(Suit.DIAMONDS)).minus(Card.parse("AD")));
    List<String> history = new ArrayList<>();
    for (Move m : v.history()) {
      history.add(m.toString());
    }
    assertThat(history)
        .containsExactly(
            "0: declare H trump",
            "1: declare S penalty",
            "2: declare C reverse",
            "3: privilege poverty",
            "0: play 2C",
            "1: play AD",
            "2: play KS",
            "3: play 3H");
    assertThat(v.history().get(4).action()).isInstanceOf(SuitabilityAction.Play.class);
    TrickTable t = v.tricks().orElseThrow();
    assertThat(t.order()).isSameAs(TrickOrder.suitRoles(Suit.HEARTS, Suit.CLUBS, false));
    assertThat(t.completed()).hasSize(1);
    assertThat(t.completed().get(0).winner()).isEqualTo(3);
    assertThat(t.current().isEmpty()).isTrue();
    assertThat(t.current().leader()).isEqualTo(3);
    int clubs = 1 << t.order().effectiveSuit(Card.parse("2C"));
    assertThat(t.voids()).containsExactly(0, clubs, clubs, clubs);
  }

  @Test
  @DisplayName(
      "Suitability §8, §9.8 (SU-E12): the view shows the dealt turn-up, the exchanger and the plain card now face up")
  void turnUpExample() {
    SuitabilityRules three = SuitabilityRules.builder().players(3).build();
    for (long seed = 0; seed < 200; seed++) {
      SuitabilityState s = SuitabilityState.deal(three, 2, seed);
      Card up = s.dealtTurnUp().orElseThrow();
      if (up.suit() == Suit.HEARTS) {
        continue;
      }
      assertThat(s.viewFor(1).turnUp()).contains(up);
      s = Positions.play(s, "declare C trump", "declare D penalty", "declare S reverse");
      Card plain = Card.of(up.rank(), Suit.HEARTS);
      for (int seat = 0; seat < 3; seat++) {
        SuitabilityView v = s.viewFor(seat);
        assertThat(v.dealtTurnUp()).contains(up);
        assertThat(v.exchanger()).isEqualTo(s.turnUpExchanger()).isNotNegative();
        assertThat(v.turnUp()).contains(plain).isEqualTo(s.turnUp());
      }
      assertThat(s.viewFor(s.turnUpExchanger()).hand().contains(up)).isTrue();
      return;
    }
    throw new AssertionError("no deal with a non-plain turn-up in 200 seeds");
  }

  @Test
  @DisplayName(
      "Suitability §4, §5, §6: every seat's typed facts agree with what random play did, at every step, for 2 to 5 players")
  void factsAgreeWithPlay() {
    int checked = 0;
    for (SuitabilityRules rules : ALL_COUNTS) {
      int n = rules.players();
      for (long seed = 0; seed < 40; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        SuitabilityState s = SuitabilityState.deal(rules, (int) (seed % n), seed);
        List<Move> done = new ArrayList<>();
        List<Declaration> declared = new ArrayList<>();
        Privilege[] claimed = new Privilege[n];
        Arrays.fill(claimed, Privilege.NONE);
        while (true) {
          for (int seat = 0; seat < n; seat++) {
            SuitabilityView v = s.viewFor(seat);
            assertThat(v.history()).isEqualTo(done);
            assertThat(v.declarations()).isEqualTo(declared).isEqualTo(s.declarations());
            assertThat(v.privileges()).containsExactly(claimed);
            for (Suit x : Suit.values()) {
              assertThat(v.role(x)).isEqualTo(s.role(x));
            }
            for (Role r : Role.values()) {
              assertThat(v.suitWith(r)).isEqualTo(s.suitWith(r));
            }
            for (int p = 0; p < n; p++) {
              assertThat(v.privilege(p)).isEqualTo(s.privilege(p));
              assertThat(v.penaltyCards().get(p)).isEqualTo(s.penaltyCards(p));
              assertThat(v.tricksWon().get(p)).isEqualTo(s.tricks(p));
            }
            assertThat(v.turnUp()).isEqualTo(s.turnUp());
            assertThat(v.exchanger()).isEqualTo(s.turnUpExchanger());
            assertThat(v.phase()).isEqualTo(s.phase());
            assertThat(v.scores()).isEqualTo(s.isTerminal() ? s.scores() : List.of());
            checked++;
          }
          if (s.isTerminal()) {
            break;
          }
          int seat = s.toMove();
          List<Action> legal = s.legalActions(seat);
          Action a = legal.get(rng.nextInt(legal.size()));
          if (a instanceof SuitabilityAction.Declare d) {
            declared.add(new Declaration(seat, d.suit(), d.role()));
          } else if (a instanceof SuitabilityAction.Claim c) {
            claimed[seat] = c.privilege();
          }
          done.add(new Move(seat, a));
          s = s.applyLegal(seat, a);
        }
      }
    }
    System.out.println("suitability view facts checked in " + checked + " views");
  }

  @Test
  @DisplayName(
      "Suitability §3, §4: nothing is hidden but the hands — every seat sees the same history and facts, none naming a card another seat holds")
  void noHiddenChoiceLeaks() {
    for (SuitabilityRules rules : ALL_COUNTS) {
      int n = rules.players();
      for (long seed = 0; seed < 30; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        SuitabilityState s = SuitabilityState.deal(rules, (int) (seed % n), seed);
        while (true) {
          SuitabilityView first = s.viewFor(0);
          for (int seat = 0; seat < n; seat++) {
            SuitabilityView v = s.viewFor(seat);
            // the public part is the same for every seat
            assertThat(v.history()).isEqualTo(first.history());
            assertThat(v.tricks()).isEqualTo(first.tricks());
            assertThat(v.declarations()).isEqualTo(first.declarations());
            assertThat(v.privileges()).isEqualTo(first.privileges());
            assertThat(v.penaltyCards()).isEqualTo(first.penaltyCards());
            assertThat(v.turnUp()).isEqualTo(first.turnUp());
            // no concealed entry is needed, and no card of another seat's hand is named, except
            // the old turn-up the exchanger took in (it was face up)
            long others = 0;
            for (int p = 0; p < n; p++) {
              if (p != seat) {
                others |= s.hand(p).bits();
              }
            }
            others &= ~v.dealtTurnUp().map(Card::bit).orElse(0L);
            long named = v.turnUp().map(Card::bit).orElse(0L);
            for (Move m : v.history()) {
              assertThat(m.action()).isNotInstanceOf(Concealed.class);
              if (m.action() instanceof CardPlay p) {
                named |= p.card().bit();
              }
            }
            assertThat(CardSet.ofBits(named & others)).isEmpty();
          }
          if (s.isTerminal()) {
            break;
          }
          List<Action> legal = s.legalActions(s.toMove());
          s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
        }
      }
    }
  }

  @Test
  @DisplayName(
      "Suitability §3: swapping two unplayed cards of the same suit between two other seats leaves a seat's view, hash and key unchanged")
  void otherHandsDoNotChangeTheView() {
    int compared = 0;
    for (long seed = 0; seed < 60; seed++) {
      SplittableRandom rng = new SplittableRandom(seed);
      SuitabilityRules rules = SuitabilityRules.defaults();
      SuitabilityState a = SuitabilityState.deal(rules, 3, seed);
      List<Move> done = new ArrayList<>();
      int steps = rng.nextInt(40);
      for (int k = 0; k < steps && !a.isTerminal(); k++) {
        List<Action> legal = a.legalActions(a.toMove());
        Action x = legal.get(rng.nextInt(legal.size()));
        done.add(new Move(a.toMove(), x));
        a = a.applyLegal(a.toMove(), x);
      }
      // seats 1 and 2 swap an unplayed card of the same suit in the deal
      Optional<Card[]> swap = sameSuitPair(a.hand(1), a.hand(2));
      if (swap.isEmpty()) {
        continue;
      }
      Card c1 = swap.get()[0];
      Card c2 = swap.get()[1];
      List<CardSet> hands = new ArrayList<>();
      for (int p = 0; p < 4; p++) {
        hands.add(a.dealtHand(p));
      }
      hands.set(1, hands.get(1).minus(c1).plus(c2));
      hands.set(2, hands.get(2).minus(c2).plus(c1));
      SuitabilityState b = SuitabilityState.of(rules, 3, hands, List.of());
      for (Move m : done) {
        b = b.applyLegal(m.seat(), m.action());
      }
      assertThat(b).isNotEqualTo(a);
      for (int seat : new int[] {0, 3}) {
        assertThat(b.viewFor(seat)).isEqualTo(a.viewFor(seat)).hasSameHashCodeAs(a.viewFor(seat));
        assertThat(b.viewFor(seat).key()).isEqualTo(a.viewFor(seat).key());
      }
      assertThat(b.viewFor(1)).isNotEqualTo(a.viewFor(1));
      assertThat(b.viewFor(1).key()).isNotEqualTo(a.viewFor(1).key());
      compared++;
    }
    assertThat(compared).isGreaterThan(30);
  }

  private static Optional<Card[]> sameSuitPair(CardSet x, CardSet y) {
    for (Card c : x) {
      for (Card d : y) {
        if (!c.isJoker() && !d.isJoker() && c.suit() == d.suit()) {
          return Optional.of(new Card[] {c, d});
        }
      }
    }
    return Optional.empty();
  }

  @Test
  @DisplayName(
      "Suitability: a view's seat arguments are checked, and the view is a value that rejects a seat outside the table")
  void seatArguments() {
    SuitabilityState s = SuitabilityState.deal(SuitabilityRules.defaults(), 0, 1L);
    SuitabilityView v = s.viewFor(2);
    assertThatThrownBy(() -> v.privilege(4))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("4");
    assertThatThrownBy(() -> s.privilege(-1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("-1");
    assertThatThrownBy(() -> s.score(0))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("not over");
    assertThatThrownBy(() -> s.utility(0)).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> s.score(7))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("7");
    assertThatThrownBy(() -> s.tricks(4)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> s.penaltyCards(4)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> s.dealtHand(4)).isInstanceOf(IllegalArgumentException.class);
    assertThat(v).isEqualTo(s.viewFor(2)).hasSameHashCodeAs(s.viewFor(2));
  }
}
