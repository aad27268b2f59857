package dev.tenace.bots;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.sheepshead.SheepsheadAction;
import dev.tenace.sheepshead.SheepsheadGame;
import dev.tenace.sheepshead.SheepsheadState;
import dev.tenace.sheepshead.SheepsheadView;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The trick helpers on a view whose trick conceals a card played face down (sheepshead's under,
 * §9.1.5): the concealed card takes no trick, and the heuristic plays from the cards it sees.
 */
class FaceDownHeuristicTest {

  @Test
  @DisplayName(
      "sheepshead §9.1.5(d): after 0:TC 1:9C 2:?? seat 3 sees TC winning; the heuristic trumps with its cheapest winner, 7D")
  void heuristicOnAConcealedTrick() {
    SheepsheadState s =
        SheepsheadGame.INSTANCE.explicitDeal(
            SheepsheadGame.INSTANCE.presets().get("under"),
            4,
            List.of(
                CardSet.parse("QH 9D TC 8C 7C TS"),
                CardSet.parse("QD 8D KC 9C 9S TH"),
                CardSet.parse("QC QS JC JS AD AH"),
                CardSet.parse("JH JD 7D KS 8S KH"),
                CardSet.parse("KD AC 7S 9H 8H 7H")),
            CardSet.parseList("TD AS"),
            java.util.Map.of());
    for (String a :
        List.of(
            "0 pass",
            "1 pass",
            "2 pick",
            "2 bury TD AS",
            "2 call AC under AD",
            "0 play TC",
            "1 play 9C",
            "2 play AD")) {
      s = s.applyLegal(a.charAt(0) - '0', SheepsheadAction.parse(a.substring(2)));
    }
    SheepsheadView v = s.viewFor(3);
    assertThat(v.tricks().orElseThrow().current().toString()).isEqualTo("0:TC 1:9C 2:??");
    assertThat(v.tricks().orElseThrow().currentWinner()).isZero();
    Action a = new SheepsheadHeuristic().act(v);
    assertThat(v.legalActions()).contains(a);
    assertThat(a.text()).isEqualTo("play 7D");
  }
}
