package dev.tenace.suitability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Move;
import dev.tenace.core.spi.DealHeader;
import dev.tenace.core.spi.Keys;
import dev.tenace.core.spi.TrickGameState;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The calls of a deal as the list they are, and the suit roles they keep (suitability §4.1). */
class SuitabilityCallsTest {
  private static Move declare(int seat, Suit suit, Role role) {
    return new Move(seat, new SuitabilityAction.Declare(suit, role));
  }

  private static final List<Move> CALLS =
      List.of(
          declare(0, Suit.HEARTS, Role.TRUMP),
          declare(1, Suit.CLUBS, Role.REVERSE),
          declare(2, Suit.SPADES, Role.PENALTY),
          new Move(3, new SuitabilityAction.Claim(Privilege.NONE)));

  @Test
  @DisplayName(
      "suitability §4.1: each declaration gives its suit its role; after the third, the suit left is plain")
  void rolesAsDeclared() {
    SuitabilityCalls c = SuitabilityCalls.NONE.with(CALLS.get(0));
    assertThat(c.role(Suit.HEARTS)).isEqualTo(Role.TRUMP);
    assertThat(c.role(Suit.DIAMONDS)).isNull();
    assertThat(c.suitWith(Role.PLAIN)).isNull();
    assertThat(c.declaredMask())
        .isEqualTo(1 << Role.TRUMP.ordinal() | 1 << (3 + Suit.HEARTS.ordinal()));
    c = c.with(CALLS.get(1));
    assertThat(c.suitWith(Role.REVERSE)).isEqualTo(Suit.CLUBS);
    assertThat(c.suitWith(Role.PENALTY)).isNull();
    c = c.with(CALLS.get(2));
    assertThat(c.role(Suit.SPADES)).isEqualTo(Role.PENALTY);
    assertThat(c.role(Suit.DIAMONDS)).isEqualTo(Role.PLAIN);
    assertThat(c.suitWith(Role.PLAIN)).isEqualTo(Suit.DIAMONDS);
    SuitabilityCalls claimed = c.with(CALLS.get(3));
    for (Suit s : Suit.values()) {
      assertThat(claimed.role(s)).as("a claim gives no role: %s", s).isEqualTo(c.role(s));
    }
  }

  @Test
  @DisplayName(
      "Suitability calls are the list of their moves: equal to it either way, the same hash code, text and key")
  void aListOfMoves() {
    SuitabilityCalls c = SuitabilityCalls.NONE;
    for (Move m : CALLS) {
      c = c.with(m);
    }
    assertThat(c).containsExactlyElementsOf(CALLS);
    assertThat(c).isEqualTo(CALLS);
    assertThat(CALLS).isEqualTo(c);
    assertThat(c.hashCode()).isEqualTo(CALLS.hashCode());
    assertThat(c.toString()).isEqualTo(CALLS.toString());
    assertThat(Keys.of(c)).isEqualTo(Keys.of(CALLS));
    assertThat(c).isNotEqualTo(CALLS.subList(0, 3));
  }

  @Test
  @DisplayName(
      "Suitability calls read from a history stop at the first card played, with the same roles")
  void fromHistory() {
    List<Move> history = new ArrayList<>(CALLS);
    history.add(new Move(0, SuitabilityAction.Play.of(Card.parse("AH"))));
    history.add(declare(1, Suit.DIAMONDS, Role.TRUMP)); // not a call: after the first card
    SuitabilityCalls c = SuitabilityCalls.of(history);
    assertThat(c).isEqualTo(CALLS);
    assertThat(c.suitWith(Role.TRUMP)).isEqualTo(Suit.HEARTS);
    assertThat(c.role(Suit.DIAMONDS)).isEqualTo(Role.PLAIN);
    assertThat(SuitabilityCalls.of(List.of())).isSameAs(SuitabilityCalls.NONE);
  }

  @Test
  @DisplayName("a Suitability setup has a privilege per seat: another count is refused, naming it")
  void privilegePerSeat() {
    SuitabilityRules rules = SuitabilityRules.defaults();
    DealHeader header =
        DealHeader.of(TrickGameState.shuffledDeal(rules, 0, 1L), 1, List.of(0, 0, 0, 0));
    SuitabilitySetup u = SuitabilitySetup.dealt(header, rules);
    assertThat(u.privileges()).hasSize(4);
    assertThatThrownBy(
            () ->
                new SuitabilitySetup(
                    u.header(), u.rules(), u.calls(), List.of(Privilege.NONE), -1, u.scores()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("a privilege per seat (4)");
  }
}
