package dev.tenace.suitability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Rank;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.Variant;
import dev.tenace.core.testkit.DefinitionContract;
import dev.tenace.core.testkit.Positions;
import io.vavr.control.Either;
import java.util.ArrayList;
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

/**
 * SuitabilityGame as generic tools see it ({@link DefinitionContract}), with every variant and its
 * default pinned to rules/suitability.md §7, §8.
 */
class SuitabilityDefinitionTest {

  @TestFactory
  @DisplayName(
      "suitability: the GameDefinition contract with the rules file's variants and defaults")
  Stream<DynamicTest> definition() {
    Map<String, String> d = new LinkedHashMap<>();
    d.put("players", "4");
    d.put("endCondition", "DEALS");
    d.put("matchDeals", "0");
    d.put("targetScore", "250");
    d.put("strippedRanks", "");
    d.put("roundDown", "false");
    d.put("partnerships", "false");
    // a fresh builder, not only the shared default instance, gives the documented defaults
    Stream<DynamicTest> builder =
        Stream.of(
            DynamicTest.dynamicTest(
                "suitability: a fresh builder gives the defaults",
                () ->
                    org.assertj.core.api.Assertions.assertThat(
                            new SuitabilityGame().settings(SuitabilityRules.builder().build()))
                        .isEqualTo(d)));
    return Stream.concat(builder, DefinitionContract.of(new SuitabilityGame(), d).tests());
  }

  @Test
  @DisplayName(
      "suitability §7, §8: the variant table — types, ranges named in errors, and the game type 'ranks'")
  void variantTable() {
    SuitabilityGame g = SuitabilityGame.INSTANCE;
    Map<String, String> types = new LinkedHashMap<>();
    for (Variant v : g.variants()) {
      types.put(v.name(), v.type());
    }
    assertThat(types)
        .containsExactly(
            Map.entry("players", "integer"),
            Map.entry("endCondition", "DEALS|TARGET"),
            Map.entry("matchDeals", "integer"),
            Map.entry("targetScore", "integer"),
            Map.entry("strippedRanks", "ranks"),
            Map.entry("roundDown", "boolean"),
            Map.entry("partnerships", "boolean"));
    assertThat(g.variants().get(4).defaultValue()).contains("3 players: 2 3 4");
    assertThat(g.rules(g.defaultRules(), Map.of("players", "6")).getError().mkString())
        .contains("players")
        .contains("2..5");
    assertThat(g.rules(g.defaultRules(), Map.of("players", "1")).isInvalid()).isTrue();
    assertThat(g.rules(g.defaultRules(), Map.of("targetScore", "0")).getError().mkString())
        .contains("targetScore");
    assertThat(g.rules(g.defaultRules(), Map.of("targetScore", "100000")).get().targetScore())
        .isEqualTo(100_000);
    assertThat(g.rules(g.defaultRules(), Map.of("matchDeals", "-1")).getError().mkString())
        .contains("matchDeals");
    assertThat(g.rules(g.defaultRules(), Map.of("endCondition", "target")).get().endCondition())
        .isEqualTo(EndCondition.TARGET);
    assertThat(g.rules(g.defaultRules(), Map.of("strippedRanks", "2 Z")).getError().mkString())
        .contains("strippedRanks")
        .contains("Z");
    assertThat(g.rules(g.defaultRules(), Map.of("strippedRanks", "22")).getError().mkString())
        .contains("strippedRanks")
        .contains("not a rank letter");
  }

  @Test
  @DisplayName(
      "suitability §8, §9.3: strippedRanks follows players unless it is set, in any order of the settings")
  void strippedRanksFollowPlayers() {
    SuitabilityGame g = SuitabilityGame.INSTANCE;
    assertThat(g.rules(g.defaultRules(), Map.of("players", "2")).get().strippedRanks())
        .containsExactlyInAnyOrder(
            Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN);
    SuitabilityRules three = g.presets().get("three-players");
    assertThat(g.settings(three))
        .containsEntry("strippedRanks", "2 3 4")
        .containsEntry("players", "3");
    assertThat(g.rules(three, Map.of("players", "4")).get()).isEqualTo(SuitabilityRules.defaults());
    // an explicit value wins whatever the order of the settings
    Map<String, String> first = new LinkedHashMap<>();
    first.put("strippedRanks", "5,6;7");
    first.put("players", "3");
    Map<String, String> last = new LinkedHashMap<>();
    last.put("players", "3");
    last.put("strippedRanks", "7 6 5");
    SuitabilityRules a = g.rules(g.defaultRules(), first).get();
    assertThat(a.strippedRanks()).containsExactlyInAnyOrder(Rank.FIVE, Rank.SIX, Rank.SEVEN);
    assertThat(g.rules(g.defaultRules(), last).get()).isEqualTo(a);
    assertThat(g.settings(a)).containsEntry("strippedRanks", "5 6 7");
    // rules with their own stripped ranks keep them over a setting of another variant
    assertThat(g.rules(a, Map.of("roundDown", "true")).get().strippedRanks())
        .isEqualTo(a.strippedRanks());
    assertThat(SuitabilityRules.defaultStrippedRanks(4)).isEmpty();
  }

  @Test
  @DisplayName(
      "suitability: rule codes are the common ones and DECLARATION_NOT_ALLOWED, and every refusal of random probing carries a listed code")
  void ruleCodes() {
    Map<String, String> codes = SuitabilityGame.INSTANCE.ruleCodes();
    assertThat(codes.keySet()).containsExactlyElementsOf(withDeclaration());
    Set<String> seen = new HashSet<>();
    List<Action> probes = new ArrayList<>(SuitabilityContractTest.CALLS);
    for (SuitabilityRules rules : SuitabilityViewTest.ALL_COUNTS) {
      for (long seed = 0; seed < 10; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        SuitabilityState s = SuitabilityState.deal(rules, 0, seed);
        while (true) {
          for (int seat = -1; seat <= rules.players(); seat++) {
            for (Action a : probes) {
              Either<RuleViolation, SuitabilityState> r = s.apply(seat, a);
              if (r.isLeft()) {
                seen.add(Positions.refusal(r));
              }
            }
            for (var c : s.deck().cards()) {
              Either<RuleViolation, SuitabilityState> r =
                  s.apply(seat, SuitabilityAction.Play.of(c));
              if (r.isLeft()) {
                seen.add(Positions.refusal(r));
              }
            }
          }
          if (s.isTerminal()) {
            break;
          }
          List<Action> legal = s.legalActions(s.toMove());
          s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
        }
      }
    }
    seen.add(Positions.refusal(s0().apply(0, () -> "pass")));
    assertThat(codes.keySet()).containsAll(seen);
    assertThat(seen)
        .contains(
            RuleCode.DECLARATION_NOT_ALLOWED,
            RuleCode.MUST_FOLLOW_SUIT,
            RuleCode.WRONG_PHASE,
            RuleCode.NOT_YOUR_TURN,
            RuleCode.CARD_NOT_HELD,
            RuleCode.NO_SUCH_SEAT,
            RuleCode.UNKNOWN_ACTION);
  }

  private static SuitabilityState s0() {
    return SuitabilityState.deal(SuitabilityRules.defaults(), 3, 0L);
  }

  private static List<String> withDeclaration() {
    List<String> out = new ArrayList<>(RuleCode.common().keySet());
    out.add(RuleCode.DECLARATION_NOT_ALLOWED);
    return out;
  }

  @Test
  @DisplayName(
      "Suitability presets: §6.2, §7.2 and §8 in order, each the defaults with what it changes")
  void presets() {
    assertThat(SuitabilityGame.INSTANCE.presets())
        .containsExactly(
            Map.entry("default", SuitabilityRules.defaults()),
            Map.entry("parlett", SuitabilityRules.builder().roundDown(true).build()),
            Map.entry("partnerships", SuitabilityRules.builder().partnerships(true).build()),
            Map.entry("two-players", SuitabilityRules.builder().players(2).build()),
            Map.entry("three-players", SuitabilityRules.builder().players(3).build()),
            Map.entry("five-players", SuitabilityRules.builder().players(5).build()),
            Map.entry(
                "to-250", SuitabilityRules.builder().endCondition(EndCondition.TARGET).build()));
    assertThat(SuitabilityGame.INSTANCE.presets().get("three-players").strippedRanks()).hasSize(3);
  }
}
