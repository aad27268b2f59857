package dev.tenace.ohhell;

import static dev.tenace.core.testkit.TenaceAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.game.Variant;
import dev.tenace.core.testkit.Positions;
import dev.tenace.ohhell.OhHellRules.Schedule;
import dev.tenace.ohhell.OhHellRules.Scoring;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The rules of Oh Hell by the rules file's sections: bidding (§3) and trick play (§4) with their
 * refusals, the variants (§9) and the action texts (§8.2).
 */
class OhHellRulesTest {
  private static final OhHellGame GAME = OhHellGame.INSTANCE;
  private static final OhHellRules RULES = OhHellRules.defaults();

  @Test
  @DisplayName("ohhell §9: the variant types, ranges, invalid values, and a capped maxHand")
  void variants() {
    Map<String, String> types = new LinkedHashMap<>();
    for (Variant v : GAME.variants()) {
      types.put(v.name(), v.type());
      assertThat(v.section()).startsWith("§");
    }
    assertThat(types)
        .containsExactly(
            Map.entry("players", "integer"),
            Map.entry("schedule", "DOWN|UP|DOWN_UP|UP_DOWN"),
            Map.entry("maxHand", "integer"),
            Map.entry("hook", "boolean"),
            Map.entry("scoring", "EXACT|EXACT_OR_MINUS|PER_TRICK"));
    OhHellRules d = GAME.defaultRules();
    assertThat(GAME.rules(d, Map.of("players", "8")).getError().mkString())
        .contains("players")
        .contains("3..7");
    assertThat(GAME.rules(d, Map.of("players", "2")).isInvalid()).isTrue();
    assertThat(GAME.rules(d, Map.of("maxHand", "0")).getError().mkString()).contains("maxHand");
    assertThat(GAME.rules(d, Map.of("schedule", "SIDEWAYS")).getError().mkString())
        .contains("schedule");
    assertThat(GAME.rules(d, Map.of("scoring", "squared")).getError().mkString())
        .contains("scoring");
    OhHellRules r =
        GAME.rules(d, Map.of("players", "6", "maxHand", "30", "schedule", "up_down", "hook", "off"))
            .get();
    assertThat(r).isEqualTo(new OhHellRules(6, Schedule.UP_DOWN, 30, false, Scoring.EXACT));
    assertThat(r.largestHand()).isEqualTo(8);
    assertThat(r.deals()).isEqualTo(15);
    assertThatThrownBy(() -> r.handSize(16))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("16");
    assertThatThrownBy(() -> r.handSize(0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new OhHellRules(8, Schedule.UP, 10, true, Scoring.EXACT))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new OhHellRules(4, Schedule.UP, 0, true, Scoring.EXACT))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName(
      "ohhell §8.2, §8.3: action texts; an unknown verb or a word that is no card is a notation error")
  void notation() {
    OhHellState s = GAME.newDeal(GAME.defaultRules(), 0, 1L);
    assertThat(s.parseAction("bid 3")).isEqualTo(new OhHellAction.Bid(3));
    assertThat(s.parseAction("  BID   0 ").text()).isEqualTo("bid 0");
    assertThat(s.parseAction("play qs").text()).isEqualTo("play QS");
    assertThat(s.parseAction("bid many")).isEqualTo(new OhHellAction.Bid(-1));
    for (String bad : List.of("nil", "pass", "play ZZ", "bid", "bid 1 2", "play")) {
      assertThatThrownBy(() -> s.parseAction(bad))
          .as(bad)
          .isInstanceOf(IllegalArgumentException.class);
    }
  }

  /**
   * Deal 7 of the default schedule (4 cards each), dealer 1, hearts trumps: seat 2 holds the trump
   * 3H, seat 1 the only other heart.
   */
  private static OhHellState fourCards() {
    return OhHellDeals.deal(
        RULES, 7, 1, "5H", "5D 6C 7C 8C", "9D KD 2H AS", "2D 3H 4D 6S", "2C 3C 4C 9C");
  }

  @Test
  @DisplayName(
      "ohhell §3.1, §3.2, §3.3, §8.3: the dealer's left bids first and the dealer last, 0 to h; out of turn, over h, a play while bidding and the hooked bid are refused")
  void bidding() {
    OhHellState s = fourCards();
    assertThat(s)
        .isToMove(2)
        .hasLegalActions(2, "bid 0", "bid 1", "bid 2", "bid 3", "bid 4")
        .rejects(3, "bid 1", "NOT_YOUR_TURN")
        .rejects(2, "bid 5", "BID_OUT_OF_RANGE")
        .rejects(2, "play 2D", "WRONG_PHASE");
    OhHellState dealer = Positions.play(s, "2 bid 1", "3 bid 0", "0 bid 1");
    assertThat(dealer)
        .isToMove(1)
        .hasLegalActions(1, "bid 0", "bid 1", "bid 3", "bid 4")
        .rejects(1, "bid 2", "BID_NOT_ALLOWED");
    assertThat(Positions.play(dealer, "1 bid 4")).isToMove(2).rejects(2, "bid 1", "WRONG_PHASE");
  }

  @Test
  @DisplayName(
      "ohhell §4.1, §4.2, §4.3: the dealer's left leads any card, trumps included; a seat with the suit led must follow; the highest trump wins and leads next")
  void trickPlay() {
    OhHellState led = Positions.play(fourCards(), "2 bid 1", "3 bid 0", "0 bid 1", "1 bid 0");
    assertThat(led).isToMove(2).hasLegalPlays("2D 3H 4D 6S");
    OhHellState s = Positions.play(led, "2 play 3H");
    assertThat(s).isToMove(3).hasLegalPlays("2C 3C 4C 9C");
    s = Positions.play(s, "3 play 2C", "0 play 5D");
    assertThat(s)
        .hasLegalPlays("2H")
        .rejects(1, "play AS", "MUST_FOLLOW_SUIT")
        .rejects(1, "play 3C", "CARD_NOT_HELD")
        .rejects(0, "play 6C", "NOT_YOUR_TURN");
    s = Positions.play(s, "1 play 2H");
    assertThat(s.tricks().orElseThrow().lastTrick().orElseThrow().winner()).isEqualTo(2);
    assertThat(s).isToMove(2).hasHand(2, "2D 4D 6S");
  }
}
