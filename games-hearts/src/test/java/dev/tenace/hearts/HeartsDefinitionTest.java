package dev.tenace.hearts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.RuleViolationException;
import dev.tenace.core.testkit.DefinitionContract;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * HeartsGame as generic tools see it ({@link DefinitionContract}), with every variant and its
 * default pinned to rules/hearts.md §7.
 */
class HeartsDefinitionTest {

  @TestFactory
  @DisplayName("hearts: the GameDefinition contract with the rules file's variants and defaults")
  Stream<DynamicTest> definition() {
    Map<String, String> d = new LinkedHashMap<>();
    d.put("moonChoice", "true");
    d.put("shootTheMoon", "true");
    d.put("targetScore", "100");
    d.put("widow", "false");
    d.put("players", "4");
    d.put("noPointsFirstTrick", "false");
    d.put("queenBreaksHearts", "false");
    d.put("jackOfDiamonds", "false");
    d.put("mustBreakHearts", "true");
    d.put("firstLeadAnyClub", "false");
    d.put("noTricksBonus", "false");
    d.put("heartsInsteadOfQueenLead", "false");
    // a fresh builder, not only the shared default instance, gives the documented defaults
    Stream<DynamicTest> builder =
        Stream.of(
            DynamicTest.dynamicTest(
                "hearts: a fresh builder gives the defaults",
                () ->
                    org.assertj.core.api.Assertions.assertThat(
                            new HeartsGame().settings(HeartsRules.builder().build()))
                        .isEqualTo(d)));
    return Stream.concat(builder, DefinitionContract.of(new HeartsGame(), d).tests());
  }

  static List<CardSet> hands(HeartsState s) {
    return HeartsMatchTest.hands(s);
  }

  @Test
  @DisplayName(
      "Hearts 3.1, REPLAY.md: the context's \"deal\" is a whole number >= 1 within int range; 2.9 and 4294967297 are errors naming it")
  void dealContext() {
    HeartsGame g = HeartsGame.INSTANCE;
    HeartsState s = g.newDeal(HeartsRules.defaults(), 0, 5L);
    List<CardSet> hands = hands(s);
    assertThat(
            g.explicitDeal(HeartsRules.defaults(), 0, hands, List.of(), Map.of("deal", 3))
                .passDirection())
        .isEqualTo(PassDirection.ACROSS);
    assertThat(
            g.explicitDeal(HeartsRules.defaults(), 0, hands, List.of(), Map.of("deal", 4L))
                .passDirection())
        .isEqualTo(PassDirection.HOLD);
    assertThat(g.explicitDeal(HeartsRules.defaults(), 0, hands, List.of(), Map.of()).dealNumber())
        .isEqualTo(1);
    for (Object bad : List.<Object>of(2.9, 4294967297L, 0, -1, "3")) {
      assertThatThrownBy(
              () ->
                  g.explicitDeal(HeartsRules.defaults(), 0, hands, List.of(), Map.of("deal", bad)))
          .as("deal %s", bad)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("\"deal\"")
          .hasMessageContaining(String.valueOf(bad));
    }
  }

  @Test
  @DisplayName(
      "Hearts 5.3, REPLAY.md: the context's \"standing\" is the standing before the deal, written only when not all zero")
  void standingContext() {
    HeartsGame g = HeartsGame.INSTANCE;
    HeartsState s = HeartsState.deal(HeartsRules.defaults(), 2, 1, 5L, List.of(12, 0, 26, 3));
    assertThat(g.context(s)).isEqualTo(Map.of("deal", 2, "standing", List.of(12, 0, 26, 3)));
    assertThat(g.context(g.newDeal(HeartsRules.defaults(), 1, 5L))).isEqualTo(Map.of("deal", 1));
    HeartsState back = g.explicitDeal(HeartsRules.defaults(), 1, hands(s), List.of(), g.context(s));
    assertThat(back).isEqualTo(s);
    assertThat(back.viewFor(0).standing()).containsExactly(12, 0, 26, 3);
    for (Object bad :
        List.<Object>of(List.of(1, 2), List.of(1, 2, 3, 4, 5), List.of(1, 2, 3, 4L), "0 0 0 0")) {
      assertThatThrownBy(
              () ->
                  g.explicitDeal(
                      HeartsRules.defaults(), 1, hands(s), List.of(), Map.of("standing", bad)))
          .as("standing %s", bad)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("\"standing\"");
    }
  }

  @Test
  @DisplayName(
      "Hearts 5: a seat outside the table is an error naming it; a score before the end is an IllegalStateException")
  void misuse() {
    HeartsState s = HeartsGame.INSTANCE.newDeal(HeartsRules.defaults(), 0, 5L);
    for (int bad : new int[] {-1, 4}) {
      assertThatThrownBy(() -> s.hand(bad))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("seat")
          .hasMessageContaining(String.valueOf(bad));
      assertThatThrownBy(() -> s.viewFor(bad))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(String.valueOf(bad));
      assertThatThrownBy(() -> s.score(bad))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(String.valueOf(bad));
      assertThatThrownBy(() -> s.utility(bad)).isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> s.dealtHand(bad)).isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> s.cardsWon(bad)).isInstanceOf(IllegalArgumentException.class);
    }
    assertThatThrownBy(() -> s.score(0))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("not over");
    assertThatThrownBy(() -> s.utility(0)).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(s::points).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> HeartsState.deal(HeartsRules.defaults(), 1, 0, 5L, List.of(0, 0, 0)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("standing");
    // applyLegal on an illegal action throws the very violation apply returns
    Action play = s.parseAction("play 2C");
    RuleViolation v = s.apply(0, play).getLeft();
    assertThatThrownBy(() -> s.applyLegal(0, play))
        .isInstanceOf(RuleViolationException.class)
        .satisfies(e -> assertThat(((RuleViolationException) e).violation()).isEqualTo(v));
    assertThat(v.code()).isEqualTo(RuleCode.WRONG_PHASE);
  }

  @Test
  @DisplayName(
      "Hearts rule codes: the common ones, then FIRST_LEAD, HEARTS_NOT_BROKEN and NO_POINTS_FIRST_TRICK, each described")
  void ruleCodes() {
    assertThat(HeartsGame.INSTANCE.ruleCodes().keySet())
        .containsSubsequence(
            RuleCode.NOT_YOUR_TURN,
            RuleCode.FIRST_LEAD,
            HeartsState.HEARTS_NOT_BROKEN,
            HeartsState.NO_POINTS_FIRST_TRICK)
        .hasSize(RuleCode.common().size() + 3);
  }

  @Test
  @DisplayName(
      "Hearts presets: the defaults, common online play and the §7 variants' tables, in order")
  void presets() {
    assertThat(HeartsGame.INSTANCE.presets())
        .containsExactly(
            Map.entry("default", HeartsRules.defaults()),
            Map.entry("common-online", HeartsRules.commonOnline()),
            Map.entry("omnibus", HeartsRules.defaults().withJackOfDiamonds(true)),
            Map.entry("three-players", HeartsRules.defaults().withPlayers(3)),
            Map.entry("five-players", HeartsRules.defaults().withPlayers(5)),
            Map.entry("widow-4", HeartsRules.builder().widow(true).players(4).build()),
            Map.entry("widow-5", HeartsRules.builder().widow(true).players(5).build()));
  }

  @Test
  @DisplayName(
      "Hearts §3.2: a pass is its cards: text, equality by cards, withCards, and not equal to a play")
  void passIsItsCards() {
    HeartsAction.Pass p = new HeartsAction.Pass(CardSet.parse("KH 2H 7S"));
    assertThat(p.text()).isEqualTo("pass 7S 2H KH");
    assertThat(p).hasToString("pass 7S 2H KH");
    assertThat(p.verb()).isEqualTo("pass");
    assertThat(p)
        .isEqualTo(HeartsAction.parse("pass 2h kh 7s"))
        .hasSameHashCodeAs(new HeartsAction.Pass(CardSet.parse("7S 2H KH")))
        .isNotEqualTo(new HeartsAction.Pass(CardSet.parse("7S 2H AH")));
    assertThat(p.withCards(CardSet.parse("QS")))
        .isInstanceOf(HeartsAction.Pass.class)
        .hasToString("pass QS");
    assertThatThrownBy(() -> new HeartsAction.Pass(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("cards is null");
  }
}
