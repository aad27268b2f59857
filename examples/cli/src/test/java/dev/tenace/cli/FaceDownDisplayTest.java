package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.View;
import dev.tenace.learn.Encoders;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A card played face down (issue 36) as the tools show it to a seat that does not know it: {@code
 * ??} in {@code play}'s trick lines and in {@code serve}'s JSON, read from the view's trick table
 * (the tools name no game; this test deals sheepshead SH-E18 through the generic API).
 */
class FaceDownDisplayTest {

  /** SH-E18 (sheepshead §9.1.5) until seat 2 has played the under AD face down. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static GameState<?, ?> sh18AfterTheUnder() {
    GameDefinition g = Games.find("sheepshead").orElseThrow();
    Object rules = g.presets().get("under");
    List<CardSet> hands =
        List.of(
            CardSet.parse("QH 9D TC 8C 7C TS"),
            CardSet.parse("QD 8D KC 9C 9S TH"),
            CardSet.parse("QC QS JC JS AD AH"),
            CardSet.parse("JH JD 7D KS 8S KH"),
            CardSet.parse("KD AC 7S 9H 8H 7H"));
    GameState s = g.explicitDeal(rules, 4, hands, CardSet.parseList("TD AS"), Map.of());
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
      int seat = a.charAt(0) - '0';
      s = s.applyLegal(seat, s.parseAction(a.substring(2)));
    }
    return s;
  }

  @Test
  @DisplayName(
      "sheepshead §9.1.5(i)3: play shows 0:TC 1:9C 2:?? to seat 0 and 2:AD to the picker; serve's JSON has ?? in the trick and play ?? in the history")
  void questionMarks() {
    GameState<?, ?> s = sh18AfterTheUnder();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Screen screen =
        new Screen(new PrintStream(bytes, true, StandardCharsets.UTF_8), new Cards(false), 0);
    View<?> v0 = s.viewFor(0);
    assertThat(screen.trick(v0.tricks().orElseThrow().current())).isEqualTo("0:TC 1:9C 2:??");
    assertThat(screen.trick(s.viewFor(2).tricks().orElseThrow().current()))
        .isEqualTo("0:TC 1:9C 2:AD");
    screen.decision(v0);
    String shown = bytes.toString(StandardCharsets.UTF_8);
    assertThat(shown).contains("trick so far: 0:TC 1:9C 2:??").doesNotContainPattern("\\bAD\\b");

    ObjectNode json = json(Games.find("sheepshead").orElseThrow(), v0);
    assertThat(json.get("tricks").get("current").get("cards").toString())
        .isEqualTo("[\"TC\",\"9C\",\"??\"]");
    // the card_order fact names the whole pack in trump order, the same in every view: it places
    // no card, so it is left out of the search for AD
    ((ObjectNode) json.get("facts")).remove("card_order");
    assertThat(json.toString()).contains("play ??").doesNotContainPattern("\\bAD\\b");
  }

  private static <R> ObjectNode json(GameDefinition<R, ?, ?> g, View<?> v) {
    return ServeViews.view(v, Encoders.forGame(g, g.presets().get("under")), CardSet.EMPTY, 1);
  }
}
