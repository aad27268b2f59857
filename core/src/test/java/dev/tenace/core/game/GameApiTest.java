package dev.tenace.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.card.Suit;
import dev.tenace.core.spi.ActionText;
import dev.tenace.core.spi.CardActions;
import dev.tenace.core.spi.HiddenDeal;
import dev.tenace.core.table.Seat;
import dev.tenace.core.testkit.AdversarialAgents;
import dev.tenace.core.testkit.PlainGame;
import dev.tenace.core.testkit.RandomAgent;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The game API around the rules: action text, card-action lists, seats, re-dealing, the match
 * runner.
 */
class GameApiTest {

  @Test
  @DisplayName(
      "ActionText: verb, arguments, positions, cards, integers, and errors at the right position")
  void actionText() {
    ActionText t = ActionText.of("  PASS 2h  KH 7s ");
    assertThat(t.verb()).isEqualTo("pass");
    assertThat(t.argCount()).isEqualTo(3);
    assertThat(t.argPosition(1)).isEqualTo(11);
    assertThat(t.cards(0)).isEqualTo(CardSet.parse("2H KH 7S"));
    assertThat(t.toString()).isEqualTo("PASS 2h KH 7s");
    assertThat(ActionText.of("bid 4").integer(0)).isEqualTo(4);
    assertThat(ActionText.join("pass", "2H", 3)).isEqualTo("pass 2H 3");
    NotationException e =
        catchNotation(() -> ActionText.of("play QS KS").expectArgs(1, "play <card>"));
    assertThat(e.position()).isEqualTo(8);
    assertThat(catchNotation(() -> ActionText.of("play").expectArgs(1, "play <card>")).getMessage())
        .contains("needs 1 argument");
    assertThat(catchNotation(() -> ActionText.of("bid four").integer(0)).getMessage())
        .contains("not a whole number");
    assertThat(catchNotation(() -> ActionText.of("play ZZ").card(0)).position()).isEqualTo(5);
    assertThat(catchNotation(() -> ActionText.of("pass 2H 2H").cards(0)).getMessage())
        .contains("twice");
    assertThat(ActionText.of("fly").unknownVerb("play", "pass").getMessage())
        .contains("play, pass");
    assertThat(ActionText.of("play QS").error(-1, "no").position()).isZero();
    assertThat(catchNotation(() -> ActionText.of("play").arg(0)).getMessage())
        .contains("missing argument 1");
    assertThatThrownBy(() -> ActionText.of("   ")).isInstanceOf(NotationException.class);
    assertThatThrownBy(() -> ActionText.of(null)).isInstanceOf(NotationException.class);
  }

  private static NotationException catchNotation(Runnable r) {
    try {
      r.run();
    } catch (NotationException e) {
      return e;
    }
    throw new AssertionError("expected a NotationException");
  }

  @Test
  @DisplayName("CardActions: a list view over a card mask of interned actions")
  void cardActions() {
    PlainGame.Play[] table = new PlainGame.Play[Card.COUNT];
    for (int i = 0; i < Card.COUNT; i++) {
      table[i] = PlainGame.Play.of(Card.ofIndex(i));
    }
    List<PlainGame.Play> l = CardActions.of(CardSet.parse("AS 2C QH").bits(), table);
    assertThat(l).extracting(Action::text).containsExactly("play 2C", "play AS", "play QH");
    assertThat(l.contains(table[Card.parse("AS").index()])).isTrue();
    assertThat(l.contains(table[Card.parse("KS").index()])).isFalse();
    @SuppressWarnings(
        "CollectionIncompatibleType") // intended: contains of a foreign type answers false
    boolean containsText = l.contains("play AS");
    assertThat(containsText).isFalse();
    assertThat(((CardActions<?>) l).mask()).isEqualTo(CardSet.parse("AS 2C QH").bits());
    assertThat(l).isEqualTo(new ArrayList<>(l));
    assertThatThrownBy(() -> l.get(3)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  @DisplayName("View.legalCards and actionFor: a bot chooses a card and gets its action, no cast")
  void legalCardsAndActionFor() {
    PlainGame.State s = PlainGame.deal(7);
    View<?> v = s.viewFor(s.toMove());
    List<Card> cards = v.legalCards();
    assertThat(cards).isNotEmpty().hasSize(v.legalActions().size());
    for (int i = 0; i < cards.size(); i++) {
      assertThat(v.actionFor(cards.get(i))).containsSame(v.legalActions().get(i));
      assertThat(v.hand().contains(cards.get(i))).isTrue();
    }
    Card notHeld = null;
    for (int i = 0; notHeld == null; i++) {
      Card c = Card.ofIndex(i);
      notHeld = v.hand().contains(c) ? null : c;
    }
    assertThat(v.actionFor(notHeld)).isEmpty();
    View<?> waiting = s.viewFor(Seat.left(s.toMove(), s.players()));
    assertThat(waiting.legalCards()).isEmpty();
    assertThat(waiting.actionFor(waiting.hand().iterator().next())).isEmpty();
    assertThatThrownBy(() -> v.actionFor(null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  @DisplayName("Seat geometry for 2 to 6 players: left, right, across, clockwise order")
  void seats() {
    for (int n = 2; n <= 6; n++) {
      for (int s = 0; s < n; s++) {
        assertThat(Seat.left(s, n)).isEqualTo((s + 1) % n);
        assertThat(Seat.right(Seat.left(s, n), n)).isEqualTo(s);
        assertThat(Seat.next(s, n)).isEqualTo(Seat.left(s, n));
        assertThat(Seat.offset(s, n, n)).isEqualTo(s);
        assertThat(Seat.clockwiseFrom(s, n)[n - 1]).isEqualTo(Seat.right(s, n));
      }
    }
    assertThat(Seat.across(1, 4)).isEqualTo(3);
    assertThatThrownBy(() -> Seat.across(1, 5)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Seat.check(4, 4)).hasMessageContaining("4");
    assertThat(Seat.name(2)).isEqualTo("seat 2");
  }

  @Test
  @DisplayName(
      "HiddenDeal (the uniform re-deal that replaced Redeal): exact counts, only allowed cards, and an error when no deal exists")
  void redeal() {
    long hidden = CardSet.parse("2C 3C 4C 2D 3D 4D").bits();
    long clubs = CardSet.suitMask(Suit.CLUBS);
    SplittableRandom rng = new SplittableRandom(1);
    HiddenDeal noClubsForOne =
        HiddenDeal.builder(hidden, new int[] {0, 3, 3}).forbid(1, clubs).build();
    for (int i = 0; i < 200; i++) {
      long[] d = noClubsForOne.sampleForView(rng, 0);
      assertThat(d[1] & clubs).isZero();
      assertThat(Long.bitCount(d[1])).isEqualTo(3);
      assertThat(d[1] | d[2]).isEqualTo(hidden);
    }
    assertThatThrownBy(() -> HiddenDeal.builder(hidden, new int[] {4, 3}))
        .isInstanceOf(IllegalArgumentException.class);
    HiddenDeal none = HiddenDeal.builder(hidden, new int[] {4, 2}).forbid(0, clubs).build();
    assertThat(none.sample(rng)).isEmpty();
    assertThatThrownBy(() -> none.sampleForView(rng, 0)).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> HiddenDeal.builder(hidden, new int[] {-1, 7}))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName(
      "MatchRunner: adversarial agents are reported as faults and the deal still finishes validly")
  void adversarialAgents() {
    java.util.function.Function<Card, Action> play = PlainGame.Play::of;
    List<List<dev.tenace.core.game.Agent<View<?>>>> lineups =
        List.of(
            List.of(
                AdversarialAgents.throwing(),
                new RandomAgent(1),
                new RandomAgent(2),
                new RandomAgent(3)),
            List.of(
                AdversarialAgents.returningNull(),
                new RandomAgent(1),
                new RandomAgent(2),
                new RandomAgent(3)),
            List.of(
                AdversarialAgents.cardNotHeld(play),
                new RandomAgent(1),
                new RandomAgent(2),
                new RandomAgent(3)),
            List.of(
                new RandomAgent(0),
                AdversarialAgents.offSuit(play),
                new RandomAgent(2),
                AdversarialAgents.repeating()));
    for (List<dev.tenace.core.game.Agent<View<?>>> agents : lineups) {
      List<MatchRunner.Fault> seen = new ArrayList<>();
      MatchRunner.Result<PlainGame.State> r =
          MatchRunner.playDeal(
              PlainGame.deal(5L),
              agents,
              new MatchRunner.Listener<>() {
                @Override
                public void fault(MatchRunner.Fault f) {
                  seen.add(f);
                }
              },
              MatchRunner.OnFault.PLAY_FIRST_LEGAL);
      assertThat(r.completed()).isTrue();
      assertThat(r.match().isTerminal()).isTrue();
      assertThat(r.faults()).isNotEmpty().isEqualTo(seen);
      int total = 0;
      for (int s = 0; s < 4; s++) {
        total += r.match().score(s);
      }
      assertThat(total).isEqualTo(13);
    }
    MatchRunner.Result<PlainGame.State> stop =
        MatchRunner.playDeal(
            PlainGame.deal(5L),
            List.of(
                AdversarialAgents.throwing(),
                new RandomAgent(1),
                new RandomAgent(2),
                new RandomAgent(3)),
            MatchRunner.Listener.none(),
            MatchRunner.OnFault.STOP);
    assertThat(stop.completed()).isFalse();
    assertThat(stop.faults().get(0).seat()).isZero();
    assertThatThrownBy(
            () ->
                MatchRunner.playDeal(
                    PlainGame.deal(5L),
                    List.of(new RandomAgent(1)),
                    MatchRunner.Listener.none(),
                    MatchRunner.OnFault.STOP))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("Variant and RuleViolation are plain values")
  void values() {
    Variant v = new Variant("bags", "boolean", "true", "§5.3", "sandbags");
    assertThat(v).isEqualTo(new Variant("bags", "boolean", "true", "§5.3", "sandbags"));
    assertThat(v.toString()).contains("bags");
    assertThatThrownBy(() -> new RuleViolation(null, 0, "x"))
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  @DisplayName(
      "UtilityRange: bounds included; min above max, or not a number, is refused naming both")
  void utilityRange() {
    UtilityRange r = new UtilityRange(-26, 26);
    assertThat(r.contains(-26)).isTrue();
    assertThat(r.contains(26)).isTrue();
    assertThat(r.contains(0)).isTrue();
    assertThat(r.contains(26.5)).isFalse();
    assertThat(r.contains(-27)).isFalse();
    assertThat(new UtilityRange(3, 3).contains(3)).isTrue();
    assertThatThrownBy(() -> new UtilityRange(1, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a utility range needs min <= max but was [1.0, 0.0]");
    assertThatThrownBy(() -> new UtilityRange(Double.NaN, 0))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
