package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.ContextField;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.Variant;
import dev.tenace.core.testkit.DefinitionContract;
import dev.tenace.core.testkit.MatchDeals;
import dev.tenace.ohhell.OhHellRules.Schedule;
import dev.tenace.ohhell.OhHellRules.Scoring;
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
                seen.add(r.getLeft().code());
              }
            }
            for (Card c : s.deck().cards()) {
              Either<RuleViolation, OhHellState> r = s.apply(seat, OhHellAction.Play.of(c));
              if (r.isLeft()) {
                seen.add(r.getLeft().code());
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
    seen.add(GAME.newDeal(GAME.defaultRules(), 0, 1L).apply(1, () -> "pass").getLeft().code());
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

  @Test
  @DisplayName("ohhell §7, §9: the presets, and a match of every preset ends after its schedule")
  void presets() {
    assertThat(GAME.presets().keySet())
        .startsWith("default")
        .contains("up", "down-up", "up-down", "no-hook");
    assertThat(GAME.presets().get("no-trumps-13").largestHand()).isEqualTo(13);
  }
}
