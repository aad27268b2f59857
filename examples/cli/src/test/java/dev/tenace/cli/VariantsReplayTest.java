package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The variants other engines play (issue "Rules breadth"): {@code tenace rules} lists them and
 * {@code tenace replay} reads them from a record's {@code "rules"} through the variant tables, so a
 * user of such an engine can replay its deals under its own rules.
 */
class VariantsReplayTest {

  private static final String[] RANKS = {
    "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"
  };

  /** Seat 0 holds the clubs, 1 the diamonds, 2 the spades, 3 the hearts; dealer 3. */
  private static String hands(String game) {
    StringBuilder b = new StringBuilder("{\"game\":\"" + game + "\",\"dealer\":3,\"hands\":[");
    String suits = "CDSH";
    for (int s = 0; s < 4; s++) {
      b.append(s == 0 ? "[" : ",[");
      for (int r = 0; r < 13; r++) {
        b.append(r == 0 ? "" : ",")
            .append('"')
            .append(RANKS[r])
            .append(suits.charAt(s))
            .append('"');
      }
      b.append(']');
    }
    return b.append(']').toString();
  }

  private static String record(String game, String extra, String rules, List<String> actions) {
    StringBuilder b = new StringBuilder(hands(game)).append(extra);
    if (rules != null) {
      b.append(",\"rules\":").append(rules);
    }
    b.append(",\"actions\":[");
    for (int i = 0; i < actions.size(); i++) {
      b.append(i == 0 ? "\"" : ",\"").append(actions.get(i)).append('"');
    }
    return b.append("]}\n").toString();
  }

  private static JsonNode replay(String line) throws Exception {
    TenaceCliTest.Run r = TenaceCliTest.run(line, "replay");
    assertThat(r.err()).doesNotContain("\tat ");
    return Replay.JSON.readTree(r.out().trim());
  }

  /**
   * Hearts without passing: seat 0 leads every club and wins all 13 tricks, taking every heart and
   * QS.
   */
  private static List<String> heartsAllToSeat0() {
    List<String> a = new ArrayList<>();
    for (String r : RANKS) {
      a.add("0 play " + r + "C");
      a.add("1 play " + r + "D");
      a.add("2 play " + r + "S");
      a.add("3 play " + r + "H");
    }
    return a;
  }

  @Test
  @DisplayName(
      "Hearts 7 shootTheMoon, HE-E19: replay reads shootTheMoon=false — the seat taking every heart and QS scores 26 (16 with JD), no moon choice is offered or accepted")
  void heartsShootTheMoon() throws Exception {
    String hold = ",\"passDirection\":\"HOLD\"";
    JsonNode moon = replay(record("hearts", hold, null, heartsAllToSeat0()));
    assertThat(moon.get("ok").asBoolean()).as(moon.toString()).isTrue();
    assertThat(moon.get("next").toString())
        .isEqualTo("{\"seat\":0,\"legal\":[\"moon add\",\"moon subtract\"]}");
    JsonNode off = replay(record("hearts", hold, "{\"shootTheMoon\":false}", heartsAllToSeat0()));
    assertThat(off.get("ok").asBoolean()).as(off.toString()).isTrue();
    assertThat(off.get("result").toString()).isEqualTo("{\"points\":[26,0,0,0]}");
    JsonNode jd =
        replay(
            record(
                "hearts",
                hold,
                "{\"shootTheMoon\":\"false\",\"jackOfDiamonds\":true}",
                heartsAllToSeat0()));
    assertThat(jd.get("result").toString()).isEqualTo("{\"points\":[16,0,0,0]}");
    List<String> withMoon = new ArrayList<>(heartsAllToSeat0());
    withMoon.add("0 moon add");
    JsonNode refused = replay(record("hearts", hold, "{\"shootTheMoon\":false}", withMoon));
    assertThat(refused.get("ok").asBoolean()).isFalse();
    assertThat(refused.get("step").asInt()).isEqualTo(52);
    assertThat(refused.get("rule").asText()).isEqualTo("WRONG_PHASE");
    JsonNode bad = replay(record("hearts", hold, "{\"shootTheMoon\":\"sometimes\"}", List.of()));
    assertThat(bad.get("error").asText()).contains("invalid rules").contains("shootTheMoon");
  }

  @Test
  @DisplayName(
      "Spades 7 lossScore, SP-E17: replay reads lossScore (a single deal has no match end, REPLAY.md); a positive value is an error naming it")
  void spadesLossScore() throws Exception {
    List<String> bids = List.of("0 look", "0 bid 3");
    JsonNode ok = replay(record("spades", ",\"scores\":[-190,40]", "{\"lossScore\":-200}", bids));
    assertThat(ok.get("ok").asBoolean()).as(ok.toString()).isTrue();
    assertThat(ok.get("next").get("seat").asInt()).isEqualTo(1);
    JsonNode positive = replay(record("spades", "", "{\"lossScore\":50}", bids));
    assertThat(positive.get("ok").asBoolean()).isFalse();
    assertThat(positive.get("error").asText())
        .contains("invalid rules")
        .contains("lossScore")
        .contains("-100000..0");
  }

  @Test
  @DisplayName(
      "Spades 7 teamBidLimit, SP-E18: replay reads teamBidLimit — after seat 0 bid 9 its partner's legal bids are nil and 1 to 4; bid 5 is refused")
  void spadesTeamBidLimit() throws Exception {
    List<String> bids =
        new ArrayList<>(List.of("0 look", "0 bid 9", "1 look", "1 bid 2", "2 look"));
    JsonNode limited = replay(record("spades", "", "{\"teamBidLimit\":true}", bids));
    assertThat(limited.get("next").toString())
        .isEqualTo("{\"seat\":2,\"legal\":[\"nil\",\"bid 1\",\"bid 2\",\"bid 3\",\"bid 4\"]}");
    bids.add("2 bid 5");
    JsonNode refused = replay(record("spades", "", "{\"teamBidLimit\":true}", bids));
    assertThat(refused.get("ok").asBoolean()).isFalse();
    assertThat(refused.get("step").asInt()).isEqualTo(5);
    assertThat(refused.get("rule").asText()).isEqualTo("BID_NOT_ALLOWED");
    assertThat(refused.get("message").asText()).contains("teamBidLimit");
    assertThat(replay(record("spades", "", null, bids)).get("ok").asBoolean())
        .as("without the variant")
        .isTrue();
  }

  @Test
  @DisplayName(
      "Spades 7 doubleNilUnit, SP-E19: replay reads doubleNilUnit — nil, 7, nil, 4 with seat 2 taking every trick scores -200 for A and no bags")
  void spadesDoubleNilUnit() throws Exception {
    List<String> a =
        new ArrayList<>(
            List.of(
                "0 look", "0 nil", "1 look", "1 bid 7", "2 look", "2 nil", "3 look", "3 bid 4"));
    // trick 1: seat 2 trumps the club lead; then it leads its spades and wins every trick
    a.addAll(List.of("0 play 2C", "1 play 2D", "2 play 2S", "3 play 2H"));
    for (int r = 1; r < 13; r++) {
      a.add("2 play " + RANKS[r] + "S");
      a.add("3 play " + RANKS[r] + "H");
      a.add("0 play " + RANKS[r] + "C");
      a.add("1 play " + RANKS[r] + "D");
    }
    JsonNode unit = replay(record("spades", ",\"bags\":[4,0]", "{\"doubleNilUnit\":true}", a));
    assertThat(unit.get("ok").asBoolean()).as(unit.toString()).isTrue();
    assertThat(unit.get("result").toString())
        .isEqualTo("{\"tricks\":[0,0,13,0],\"teamScore\":[-200,-110],\"bags\":[4,0]}");
    // the default scores the pair by §5.1 and §5.2: 13 - 100 + 100, 13 bags, a 100 penalty
    JsonNode normal = replay(record("spades", ",\"bags\":[4,0]", null, a));
    assertThat(normal.get("result").toString())
        .isEqualTo("{\"tricks\":[0,0,13,0],\"teamScore\":[-87,-110],\"bags\":[7,0]}");
  }

  @Test
  @DisplayName(
      "rules: tenace rules lists the new variants with their defaults (hearts shootTheMoon; spades lossScore, teamBidLimit, doubleNilUnit)")
  void rulesRows() {
    TenaceCliTest.Run h = TenaceCliTest.run("", "rules", "hearts");
    assertThat(h.code()).isZero();
    assertThat(h.out()).containsPattern("shootTheMoon\\s+boolean\\s+true\\s+§5.2");
    TenaceCliTest.Run s = TenaceCliTest.run("", "rules", "spades");
    assertThat(s.code()).isZero();
    assertThat(s.out())
        .containsPattern("lossScore\\s+integer\\s+0\\s+§7")
        .containsPattern("teamBidLimit\\s+boolean\\s+false\\s+§7")
        .containsPattern("doubleNilUnit\\s+boolean\\s+false\\s+§7");
  }
}
