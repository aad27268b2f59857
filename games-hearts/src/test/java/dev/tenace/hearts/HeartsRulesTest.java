package dev.tenace.hearts;

import static dev.tenace.core.testkit.TenaceAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.testkit.Positions;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The rules of Hearts by the rules file's sections: the passing phase (§3), trick play (§4), the
 * variants' combinations (§7) and the action texts.
 */
class HeartsRulesTest {
  /**
   * A deal without passing, dealer 3: seat 0 holds 2C, seat 1 no club, seat 3 the high clubs and KH
   * AH.
   */
  private static HeartsState trickPlay() {
    return HeartsWorkedExamplesTest.holdDeal(
        HeartsRules.defaults(),
        3,
        "2C 5C 9C 2S 3S 4S 5S 6S 2D 3D 4D 5D 6D",
        "2H 3H 4H 5H 6H JH QH 7S 8S 9S TS 7D 8D",
        "4C KC 7H 8H 9H TH JS QS 9D TD JD QD KD",
        "AC 3C 6C 7C 8C TC JC QC KH AH KS AS AD");
  }

  @Test
  @DisplayName(
      "hearts §4.1, §4.2, §4.5: the 2C holder leads it and only it; a void seat plays any card, a seat with clubs follows; the highest club wins and leads")
  void firstTrick() {
    HeartsState s = trickPlay();
    assertThat(s)
        .isToMove(0)
        .hasLegalPlays("2C")
        .rejects(0, "play 5C", RuleCode.FIRST_LEAD)
        .rejects(1, "play 7S", RuleCode.NOT_YOUR_TURN);
    s = Positions.play(s, "0: play 2C");
    assertThat(s).isToMove(1).hasLegalPlays("2H 3H 4H 5H 6H JH QH 7S 8S 9S TS 7D 8D");
    s = Positions.play(s, "1: play 2H");
    assertThat(s)
        .hasLegalPlays("4C KC")
        .rejects(2, "play 7H", RuleCode.MUST_FOLLOW_SUIT)
        .rejects(2, "play 5C", RuleCode.CARD_NOT_HELD);
    s = Positions.play(s, "2: play KC", "3: play AC");
    assertThat(s).isToMove(3);
    assertThat(s.tricks().orElseThrow().lastTrick().orElseThrow().winner()).isEqualTo(3);
  }

  @Test
  @DisplayName(
      "hearts §4.3, §4.4: a heart played to any trick breaks hearts, and then a heart may be led; before, it is refused")
  void heartsBroken() {
    HeartsState broken = Positions.play(trickPlay(), "play 2C", "play 2H", "play KC", "play AC");
    assertThat(broken).isToMove(3).hasLegalPlays("3C 6C 7C 8C TC JC QC KH AH KS AS AD");
    HeartsState unbroken = Positions.play(trickPlay(), "play 2C", "play 7S", "play KC", "play AC");
    assertThat(unbroken)
        .isToMove(3)
        .hasLegalPlays("3C 6C 7C 8C TC JC QC KS AS AD")
        .rejects("play KH", HeartsState.HEARTS_NOT_BROKEN)
        .accepts("play KS");
  }

  @Test
  @DisplayName(
      "hearts §3.2: the pass list is every 3-card subset of the hand exactly once, indexOf inverts get")
  void passList() {
    HeartsState s = HeartsState.deal(HeartsRules.defaults(), 0, 12L);
    for (int seat = 0; seat < 4; seat++) {
      List<Action> legal = s.legalActions(seat);
      assertThat(legal).hasSize(286); // C(13, 3)
      Set<CardSet> seen = new HashSet<>();
      for (int i = 0; i < legal.size(); i++) {
        HeartsAction.Pass p = (HeartsAction.Pass) legal.get(i);
        assertThat(p.cards().size()).isEqualTo(3);
        assertThat(s.hand(seat).containsAll(p.cards())).isTrue();
        assertThat(seen.add(p.cards())).isTrue();
        assertThat(legal.indexOf(p)).isEqualTo(i);
        assertThat(legal.contains(p)).isTrue();
      }
      CardSet other = s.hand((seat + 1) % 4);
      HeartsAction.Pass foreign =
          new HeartsAction.Pass(
              CardSet.ofBits(
                  Long.lowestOneBit(other.bits())
                      | Long.lowestOneBit(s.hand(seat).bits())
                      | Long.highestOneBit(s.hand(seat).bits())));
      assertThat(legal.contains(foreign)).isFalse();
      assertThat(legal.indexOf(foreign)).isEqualTo(-1);
      HeartsAction.Pass two =
          new HeartsAction.Pass(
              CardSet.ofBits(
                  Long.lowestOneBit(s.hand(seat).bits())
                      | Long.highestOneBit(s.hand(seat).bits())));
      assertThat(legal.contains(two)).isFalse();
      assertThat(legal.indexOf(HeartsAction.Moon.ADD)).isEqualTo(-1);
      assertThatThrownBy(() -> legal.get(286)).isInstanceOf(IndexOutOfBoundsException.class);
      assertThatThrownBy(() -> legal.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    }
  }

  @Test
  @DisplayName(
      "hearts §3.1: pass directions by name (any case, trimmed), with receiver and giver inverse; bad names named")
  void passDirections() {
    for (PassDirection d : PassDirection.values()) {
      assertThat(PassDirection.parse(" " + d.name().toLowerCase(java.util.Locale.ROOT) + " "))
          .isEqualTo(d);
      for (int players = 3; players <= 5; players++) {
        for (int seat = 0; seat < players; seat++) {
          assertThat(d.giver(d.receiver(seat, players), players)).isEqualTo(seat);
        }
      }
    }
    assertThat(PassDirection.LEFT.receiver(3, 4)).isZero();
    assertThat(PassDirection.RIGHT.receiver(0, 4)).isEqualTo(3);
    assertThat(PassDirection.ACROSS.receiver(1, 4)).isEqualTo(3);
    assertThat(PassDirection.HOLD.receiver(2, 4)).isEqualTo(2);
    assertThatThrownBy(() -> PassDirection.parse("UP")).hasMessageContaining("\"UP\"");
    assertThatThrownBy(() -> PassDirection.parse(null)).hasMessageContaining("null");
  }

  @Test
  @DisplayName("hearts actions: texts parse back; bad texts name their position")
  void actionTexts() {
    assertThat(HeartsAction.parse("pass 7s kh 2h").text()).isEqualTo("pass 7S 2H KH");
    assertThat(HeartsAction.parse("moon subtract")).isEqualTo(HeartsAction.Moon.SUBTRACT);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> HeartsAction.parse("moon sideways"))
        .isInstanceOf(dev.tenace.core.card.NotationException.class)
        .hasMessageContaining("add")
        .hasMessageContaining("subtract");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> HeartsAction.parse("pass 2H 2H 3H"))
        .hasMessageContaining("listed twice");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> HeartsAction.parse("bid 4"))
        .hasMessageContaining("unknown action 'bid'");
  }

  @Test
  @DisplayName("hearts §7: invalid combinations are all reported at once")
  void validation() {
    var v =
        HeartsGame.INSTANCE.rules(
            HeartsRules.defaults(),
            java.util.Map.of("widow", "true", "players", "3", "targetScore", "0"));
    assertThat(v.isInvalid()).isTrue();
    assertThat(v.getError().mkString(" | "))
        .contains("widow needs 4 or 5 players")
        .contains("variant targetScore")
        .contains("1..100000");
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> HeartsRules.builder().targetScore(0).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("targetScore must be at least 1");
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> HeartsRules.builder().players(7).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("players must be 3, 4 or 5");
  }
}
