package dev.tenace.spades;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.RuleViolationException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Misuse of the Spades API is an exception with an exact message (hardening finding 11). */
class SpadesRulesTest {

  static SpadesState finished() {
    return SpadesMatchTest.finished(SpadesRules.defaults(), 3);
  }

  @Test
  @DisplayName(
      "spades §1.1: score, utility, hand and view of a seat outside the table name the seat")
  void seatsOutsideTheTable() {
    SpadesState end = finished();
    for (int seat : new int[] {99, 4, -1}) {
      assertThatThrownBy(() -> end.score(seat))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(String.valueOf(seat));
      assertThatThrownBy(() -> end.utility(seat))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(String.valueOf(seat));
      assertThatThrownBy(() -> end.hand(seat))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(String.valueOf(seat));
      assertThatThrownBy(() -> end.viewFor(seat))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(String.valueOf(seat));
      assertThatThrownBy(() -> end.bidError(seat)).isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> end.bid(seat)).isInstanceOf(IllegalArgumentException.class);
    }
    assertThatThrownBy(() -> end.contract(2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("2");
    assertThat(end.score(0)).isEqualTo(end.teamScores().get(0));
  }

  @Test
  @DisplayName(
      "spades §5.4: score and utility before the end of the deal are IllegalStateException")
  void scoreBeforeTheEnd() {
    SpadesState s = SpadesState.deal(SpadesRules.defaults(), 0, 1L);
    assertThatThrownBy(() -> s.score(0))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("not over");
    assertThatThrownBy(() -> s.utility(1))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("not over");
  }

  @Test
  @DisplayName(
      "REPLAY.md context: a wrong-typed \"scores\", \"bags\", \"errors\" or \"deal\" is an IllegalArgumentException naming the field")
  void wrongTypedContext() {
    SpadesState s = SpadesState.deal(SpadesRules.defaults(), 0, 1L);
    List<CardSet> hands = new ArrayList<>();
    for (int p = 0; p < 4; p++) {
      hands.add(s.hand(p));
    }
    Object[][] bad = {
      {"scores", List.of("a")},
      {"scores", List.of("a", "b")},
      {"scores", List.of(1)},
      {"scores", List.of(1, 2, 3)},
      {"scores", "0,0"},
      {"scores", 3},
      {"scores", List.of(1.5, 2)},
      {"scores", List.of(1L << 40, 0)},
      {"scores", Arrays.asList(null, 0)},
      {"bags", 3},
      {"bags", List.of("a", 0)},
      {"bags", List.of(10, 0)},
      {"bags", List.of(-1, 0)},
      {"bags", List.of(0)},
      {"bags", Map.of("A", 1)},
      {"deal", "x"},
      {"deal", 0},
      {"deal", List.of(1)}
    };
    for (Object[] b : bad) {
      Map<String, Object> context = new HashMap<>();
      context.put((String) b[0], b[1]);
      assertThatThrownBy(
              () ->
                  SpadesGame.INSTANCE.explicitDeal(
                      SpadesRules.defaults(), 0, hands, List.of(), context))
          .as("%s", context)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("\"" + b[0] + "\"");
    }
    SpadesRules bidError = SpadesRules.builder().lefty(true).bidErrorScoring(true).build();
    for (Object errors :
        new Object[] {List.of(1, 2, 3), "x", List.of(1, 2, 3, "4"), List.of(-1, 0, 0, 0)}) {
      Map<String, Object> context = Map.of("errors", errors);
      assertThatThrownBy(
              () -> SpadesGame.INSTANCE.explicitDeal(bidError, 0, hands, List.of(), context))
          .as("%s", context)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("\"errors\"");
    }
    // Long values (as a JSON reader may give) within range are whole numbers
    SpadesState fromLongs =
        SpadesGame.INSTANCE.explicitDeal(
            SpadesRules.defaults(),
            0,
            hands,
            List.of(),
            Map.of("scores", List.of(120L, -40L), "bags", List.of(3L, 0L), "deal", 4L));
    assertThat(fromLongs.scoresBefore()).containsExactly(120, -40);
    assertThat(fromLongs.bagsBefore()).containsExactly(3, 0);
    assertThat(fromLongs.dealNumber()).isEqualTo(4);
    assertThat(fromLongs.standing()).containsExactly(120, -40, 120, -40);
    // and the bid-error game reads the errors back as the standing
    SpadesState errors =
        SpadesGame.INSTANCE.explicitDeal(
            bidError, 0, hands, List.of(), Map.of("errors", List.of(3, 0, 7, 1)));
    assertThat(errors.standing()).containsExactly(3, 0, 7, 1);
    assertThat(SpadesGame.INSTANCE.context(errors)).containsEntry("errors", List.of(3, 0, 7, 1));
    assertThat(SpadesGame.INSTANCE.context(s)).doesNotContainKey("errors");
  }

  @Test
  @DisplayName("spades: applyLegal of a refused action throws the exact violation apply returns")
  void applyLegalCarriesTheViolation() {
    SpadesState s = SpadesState.deal(SpadesRules.defaults(), 0, 1L);
    List<Action> tries =
        List.of(
            new SpadesAction.Bid(4),
            SpadesAction.Look.LOOK,
            SpadesAction.Play.of(s.hand(1).iterator().next()));
    for (int seat = 0; seat < 4; seat++) {
      for (Action a : tries) {
        var r = s.apply(seat, a);
        if (r.isLeft()) {
          int at = seat;
          assertThatThrownBy(() -> s.applyLegal(at, a))
              .isInstanceOf(RuleViolationException.class)
              .satisfies(
                  e -> assertThat(((RuleViolationException) e).violation()).isEqualTo(r.getLeft()));
        } else {
          assertThat(s.applyLegal(seat, a)).isEqualTo(r.get());
        }
      }
    }
  }

  @Test
  @DisplayName(
      "spades: a played-out deal keeps answering the same after the end: no action is accepted")
  void nothingAfterTheEnd() {
    SpadesState end = finished();
    SplittableRandom rng = new SplittableRandom(1);
    for (int seat = 0; seat < 4; seat++) {
      assertThat(end.legalActions(seat)).isEmpty();
      assertThat(end.apply(seat, SpadesAction.Look.LOOK).getLeft().code()).isEqualTo("WRONG_PHASE");
      assertThat(end.apply(seat, new SpadesAction.Bid(1 + rng.nextInt(13))).getLeft().code())
          .isEqualTo("WRONG_PHASE");
    }
  }
}
