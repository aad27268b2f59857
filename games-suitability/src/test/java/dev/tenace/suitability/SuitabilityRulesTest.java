package dev.tenace.suitability;

import static dev.tenace.core.testkit.TenaceAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.testkit.Positions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The rules of Suitability by the rules file's sections: the legal actions and refusals of each
 * phase (§4 declarations, §5 trick play), the variants and their bounds (§8), and the action texts.
 */
class SuitabilityRulesTest {
  @Test
  @DisplayName(
      "suitability §4.1, §4.2, §5.1: D+1, D+2, D+3 declare a suit and a role not yet declared, the dealer claims a privilege, then D+1 leads any card; calls out of turn or out of phase are refused")
  void declarationsThenPlay() {
    SuitabilityState s = SuitabilityState.deal(SuitabilityRules.defaults(), 3, 1L);
    assertThat(s)
        .isToMove(0)
        .rejects(1, "declare H trump", RuleCode.NOT_YOUR_TURN)
        .rejects(0, "privilege none", RuleCode.WRONG_PHASE);
    s = Positions.play(s, "0: declare H trump");
    assertThat(s)
        .isToMove(1)
        .rejects(1, "declare H penalty", RuleCode.DECLARATION_NOT_ALLOWED)
        .rejects(1, "declare S trump", RuleCode.DECLARATION_NOT_ALLOWED)
        .accepts("declare S penalty");
    s = Positions.play(s, "1: declare S penalty", "2: declare C reverse");
    assertThat(s)
        .hasLegalActions(
            3, "privilege none", "privilege immunity", "privilege warranty", "privilege poverty")
        .rejects(3, "declare D trump", RuleCode.WRONG_PHASE);
    s = Positions.play(s, "3: privilege poverty");
    assertThat(s).isToMove(0).rejects(0, "privilege none", RuleCode.WRONG_PHASE);
    assertThat(Positions.legalTexts(s, 0)).hasSize(13).hasSameSizeAs(s.hand(0).toList());
  }

  @Test
  @DisplayName(
      "suitability §8: invalid combinations are all reported; stripped ranks follow the player count")
  void validation() {
    assertThat(SuitabilityRules.builder().players(3).build().deck().size()).isEqualTo(40);
    assertThat(SuitabilityRules.builder().players(2).build().deck().size()).isEqualTo(28);
    assertThat(SuitabilityRules.builder().players(5).build().deck().size()).isEqualTo(55);
    var v =
        SuitabilityGame.INSTANCE.rules(
            SuitabilityRules.defaults(),
            Map.of("partnerships", "true", "players", "3", "strippedRanks", "2 3"));
    assertThat(v.getError().mkString(" | "))
        .contains("partnerships needs 4 players")
        .contains("leave 44 cards");
    assertThat(
            SuitabilityGame.INSTANCE
                .rules(SuitabilityRules.defaults(), Map.of("players", "3"))
                .get()
                .strippedRanks())
        .hasSize(3);
    assertThatThrownBy(() -> SuitabilityAction.parse("declare H sideways"))
        .hasMessageContaining("trump, penalty or reverse");
    assertThatThrownBy(() -> SuitabilityAction.parse("privilege luck"))
        .hasMessageContaining("none, immunity");
    for (String t :
        List.of(
            "declare H trump",
            "declare S penalty",
            "declare C reverse",
            "privilege poverty",
            "play X1")) {
      assertThat(SuitabilityAction.parse(t).text()).isEqualTo(t);
    }
  }

  @Test
  @DisplayName("suitability §8: validation at the edges of every bound")
  void validationBounds() {
    SuitabilityRules d = SuitabilityRules.defaults();
    assertThatThrownBy(() -> SuitabilityRules.builder().players(1).build())
        .hasMessageContaining("players");
    assertThatThrownBy(() -> SuitabilityRules.builder().players(6).build())
        .hasMessageContaining("players");
    assertThat(SuitabilityRules.builder().players(5).build().deck().size()).isEqualTo(55);
    assertThat(SuitabilityRules.builder().players(2).build().deck().size()).isEqualTo(28);
    assertThatThrownBy(() -> d.withMatchDeals(-1)).hasMessageContaining("matchDeals");
    assertThat(d.withMatchDeals(0).dealsInMatch()).isEqualTo(4);
    assertThatThrownBy(() -> d.withTargetScore(0)).hasMessageContaining("targetScore");
    assertThat(d.withTargetScore(1).targetScore()).isEqualTo(1);
    assertThatThrownBy(() -> SuitabilityRules.builder().players(5).partnerships(true).build())
        .hasMessageContaining("partnerships");
    assertThat(d.withMatchDeals(7).dealsInMatch()).isEqualTo(7);
    assertThat(SuitabilityRules.builder().players(5).build().dealsInMatch()).isEqualTo(5);
  }

  static Move declare(int seat, Suit suit, Role role) {
    return new Move(seat, new SuitabilityAction.Declare(suit, role));
  }

  static final List<Move> CALLS =
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
}
