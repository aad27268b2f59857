package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.ContextField;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.testkit.DefinitionContract;
import dev.tenace.core.testkit.MatchDeals;
import dev.tenace.core.testkit.Positions;
import io.vavr.control.Either;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** OhHellGame as generic tools see it, its variants pinned to rules/ohhell.md §9. */
class OhHellDefinitionTest {
  private static final OhHellGame GAME = OhHellGame.INSTANCE;

  @TestFactory
  @DisplayName(
      "ohhell: the GameDefinition contract with the rules file's variants and defaults (§9)")
  Stream<DynamicTest> definition() {
    Map<String, String> d = new LinkedHashMap<>();
    d.put("players", "4");
    d.put("schedule", "DOWN");
    d.put("maxHand", "10");
    d.put("hook", "true");
    d.put("scoring", "EXACT");
    return DefinitionContract.of(new OhHellGame(), d).tests();
  }

  @Test
  @DisplayName(
      "ohhell §8.1, REPLAY.md: the record's context is \"deal\" and \"standing\"; a deal outside the schedule or cards that do not fit h are refused")
  void context() {
    assertThat(GAME.contextFields(GAME.defaultRules()))
        .containsExactly(ContextField.number("deal"), ContextField.numbers("standing", 4));
    OhHellState s = OhHellState.deal(GAME.defaultRules(), 4, 1, 3L, List.of(5, 0, 12, -1));
    assertThat(GAME.context(s)).isEqualTo(Map.of("deal", 4, "standing", List.of(5, 0, 12, -1)));
    OhHellState lone = GAME.newDeal(GAME.defaultRules(), 0, 3L);
    assertThat(GAME.context(lone)).isEqualTo(Map.of("deal", 1));
    List<Card> rest = GAME.rest(s);
    var hands = List.of(s.hand(0), s.hand(1), s.hand(2), s.hand(3));
    assertThat(GAME.explicitDeal(GAME.defaultRules(), 1, hands, rest, GAME.context(s)))
        .isEqualTo(s);
    assertThatThrownBy(
            () -> GAME.explicitDeal(GAME.defaultRules(), 1, hands, rest, Map.of("deal", 11)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("deal 11");
    assertThatThrownBy(
            () -> GAME.explicitDeal(GAME.defaultRules(), 1, hands, rest, Map.of("deal", 3)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cards");
    assertThatThrownBy(
            () ->
                GAME.explicitDeal(
                    GAME.defaultRules(), 1, hands, rest.subList(1, rest.size()), Map.of("deal", 4)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName(
      "ohhell §8.3: rule codes are the common ones, BID_OUT_OF_RANGE and BID_NOT_ALLOWED; random probing meets them all")
  void ruleCodes() {
    assertThat(GAME.ruleCodes().keySet())
        .containsSequence(RuleCode.common().keySet())
        .endsWith("BID_OUT_OF_RANGE", "BID_NOT_ALLOWED")
        .hasSize(RuleCode.common().size() + 2);
    Set<String> seen = new HashSet<>();
    for (OhHellRules rules : GAME.presets().values()) {
      for (long seed = 0; seed < 4; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        OhHellState s = MatchDeals.deal(OhHellGame.INSTANCE, rules, seed);
        while (true) {
          for (int seat = -1; seat <= rules.players(); seat++) {
            for (Action a : OhHellContractTest.BIDS) {
              Either<RuleViolation, OhHellState> r = s.apply(seat, a);
              if (r.isLeft()) {
                seen.add(Positions.refusal(r));
              }
            }
            for (Card c : s.deck().cards()) {
              Either<RuleViolation, OhHellState> r = s.apply(seat, OhHellAction.Play.of(c));
              if (r.isLeft()) {
                seen.add(Positions.refusal(r));
              }
            }
          }
          if (s.isTerminal()) {
            break;
          }
          List<Action> legal = s.legalActions();
          s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
        }
      }
    }
    seen.add(Positions.refusal(GAME.newDeal(GAME.defaultRules(), 0, 1L).apply(1, () -> "pass")));
    assertThat(GAME.ruleCodes().keySet()).containsAll(seen);
    assertThat(seen)
        .contains(
            "BID_OUT_OF_RANGE",
            "BID_NOT_ALLOWED",
            RuleCode.MUST_FOLLOW_SUIT,
            RuleCode.WRONG_PHASE,
            RuleCode.NOT_YOUR_TURN,
            RuleCode.CARD_NOT_HELD,
            RuleCode.NO_SUCH_SEAT,
            RuleCode.UNKNOWN_ACTION);
  }

  @Test
  @DisplayName("ohhell §7, §9: the presets, and a match of every preset ends after its schedule")
  void presets() {
    assertThat(GAME.presets().keySet())
        .startsWith("default")
        .contains("up", "down-up", "up-down", "no-hook");
    assertThat(GAME.presets().get("no-trumps-13").largestHand()).isEqualTo(13);
  }
}
