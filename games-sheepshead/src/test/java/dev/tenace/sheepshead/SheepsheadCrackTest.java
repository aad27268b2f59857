package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.Action;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The crack round of §9 {@code crack} and its eligibility (§10.9). */
class SheepsheadCrackTest {
  static final SheepsheadRules CRACK = SheepsheadRules.builder().crack(true).build();

  /** Dealer 4, seat 0 picks a blind of two low clubs and buries them; {@code jdSeat} holds JD. */
  static SheepsheadState crackRound(int jdSeat) {
    String[] fixed = new String[5];
    fixed[0] = "AC TC KC 9C AS TS";
    fixed[jdSeat] = "JD QC QS QH QD JC";
    SheepsheadState s = SheepsheadWorkedExamplesTest.deal(CRACK, 4, "8C 7C", fixed);
    s = s.applyLegal(0, s.parseAction("pick")).applyLegal(0, s.parseAction("bury 8C 7C"));
    assertThat(s.phase()).isEqualTo(SheepsheadState.Phase.CRACK);
    assertThat(s.partner()).isEqualTo(jdSeat);
    return s;
  }

  /** The seats asked, in order, when everyone declines. */
  static List<Integer> asked(SheepsheadState s) {
    List<Integer> order = new ArrayList<>();
    while (s.phase() == SheepsheadState.Phase.CRACK) {
      order.add(s.toMove());
      assertThat(s.legalActions()).extracting(Action::text).containsExactly("crack", "nocrack");
      s = s.applyLegal(s.toMove(), s.parseAction("nocrack"));
    }
    assertThat(s.phase()).isEqualTo(SheepsheadState.Phase.PLAYING);
    return order;
  }

  @Test
  @DisplayName(
      "sheepshead §10.9, §9 crack: everyone but the picker is asked from the picker's left, the secret partner too")
  void partnerIsAsked() {
    for (int jd = 1; jd < 5; jd++) {
      assertThat(asked(crackRound(jd))).as("JD with seat %d", jd).containsExactly(1, 2, 3, 4);
    }
  }

  @Test
  @DisplayName(
      "sheepshead §10.9: the crack round reveals nothing: a third seat sees the same round whoever the partner is")
  void roundRevealsNothing() {
    SheepsheadState a = crackRound(2);
    SheepsheadState b = crackRound(3);
    for (int k = 0; k < 4; k++) {
      assertThat(a.viewFor(1).toMove()).isEqualTo(b.viewFor(1).toMove());
      assertThat(a.viewFor(1).legalActions()).isEqualTo(b.viewFor(1).legalActions());
      assertThat(a.viewFor(1).partner()).isEmpty();
      a = a.applyLegal(a.toMove(), a.parseAction("nocrack"));
      b = b.applyLegal(b.toMove(), b.parseAction("nocrack"));
    }
  }

  @Test
  @DisplayName(
      "sheepshead §10.9, §9 crack: a partner who cracks doubles his own side's stakes; the picker may recrack (x4)")
  void partnerCracks() {
    SheepsheadState s = crackRound(1);
    s = s.applyLegal(1, s.parseAction("crack"));
    assertThat(s.crackMultiplier()).isEqualTo(2);
    assertThat(s.toMove()).isZero();
    assertThat(s.legalActions()).extracting(Action::text).containsExactly("recrack", "nocrack");
    SheepsheadView third = s.viewFor(3);
    assertThat(third.cracker()).hasValue(1);
    assertThat(third.multiplier()).isEqualTo(2);
    assertThat(third.partner()).as("a crack says nothing of the cracker's side").isEmpty();
    SheepsheadState recracked = s.applyLegal(0, s.parseAction("recrack"));
    assertThat(recracked.crackMultiplier()).isEqualTo(4);
    assertThat(recracked.viewFor(3).recracked()).isTrue();
    assertThat(recracked.viewFor(3).multiplier()).isEqualTo(4);
    assertThat(recracked.phase()).isEqualTo(SheepsheadState.Phase.PLAYING);
    // the same cards and plays without the crack score a quarter
    SheepsheadState plain = crackRound(1);
    while (plain.phase() == SheepsheadState.Phase.CRACK) {
      plain = plain.applyLegal(plain.toMove(), plain.parseAction("nocrack"));
    }
    while (!recracked.isTerminal()) {
      Action a = recracked.legalActions().get(0);
      recracked = recracked.applyLegal(recracked.toMove(), a);
      plain = plain.applyLegal(plain.toMove(), a);
    }
    for (int seat = 0; seat < 5; seat++) {
      assertThat(recracked.score(seat)).isEqualTo(4 * plain.score(seat));
    }
    assertThat(recracked.score(1)).as("the partner's side").isEqualTo(recracked.score(0) / 2);
  }
}
