package dev.tenace.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.MatchPolicy;
import java.util.List;
import java.util.Map;

/**
 * The match of a game record, added up deal by deal as {@link dev.tenace.core.game.Match} does with
 * the game's {@link MatchPolicy}: the totals from the first deal's standing (zeros for a record of
 * a whole match), each terminal deal added, the end test after the last deal. It is given to the
 * last deal's answer as {@code "match": {"totals": [...], "over": ..., "winners": [...]}} when
 * every deal of the record replayed; a rejected or malformed deal leaves it out.
 */
final class MatchSummary {
  private List<Integer> totals;
  private int scored;
  private int deals;
  private int lastDealNumber;
  private boolean unfinished;
  private List<Integer> winners = List.of();
  private boolean valid = true;
  private String notAMatch;

  /** A deal that could not be replayed: the totals are unknown. */
  void broken() {
    valid = false;
  }

  /**
   * A replayed deal: added if it is over; a deal not over leaves the match not over. From the
   * second deal on, the deal must follow the one before: that one over, its standing the totals so
   * far and (where the record gives deal numbers) the next number; otherwise the record is no match
   * and gets no match result.
   */
  <S extends GameState<S, ?>> void add(MatchPolicy<S> policy, S end, Map<String, Object> context) {
    if (!valid || notAMatch != null) {
      return;
    }
    deals++;
    boolean numbered = context.containsKey("deal");
    int number = GameDefinition.dealNumber(context);
    if (totals == null) {
      totals = end.standing();
      scored = number - 1;
    } else if (unfinished) {
      notAMatch = "deal " + (deals - 1) + " of the record is unfinished but another follows it";
      return;
    } else if (!end.standing().equals(totals)) {
      notAMatch =
          "deal "
              + deals
              + " of the record does not follow deal "
              + (deals - 1)
              + ": it starts from totals "
              + end.standing()
              + " but the deals before it make "
              + totals
              + " (deals repeated, missing or out of order)";
      return;
    } else if (numbered && lastDealNumber > 0 && number != lastDealNumber + 1) {
      notAMatch =
          "deal "
              + deals
              + " of the record is numbered "
              + number
              + " after deal number "
              + lastDealNumber
              + " (deals repeated, missing or out of order)";
      return;
    }
    lastDealNumber = numbered ? number : 0;
    if (!end.isTerminal()) {
      unfinished = true;
      winners = List.of();
      return;
    }
    totals = List.copyOf(policy.add(totals, end));
    for (int t : totals) {
      if (Math.abs((long) t) > Replay.MAX_TOTAL) {
        notAMatch =
            "the totals after deal "
                + deals
                + " of the record pass "
                + Replay.MAX_TOTAL
                + " (replay adds up totals from -"
                + Replay.MAX_TOTAL
                + " to "
                + Replay.MAX_TOTAL
                + ")";
        return;
      }
    }
    scored += policy.counts(end) ? 1 : 0;
    winners = List.copyOf(policy.winners(totals, scored, end));
  }

  /**
   * The answer with the {@code "match"} object, if every deal replayed and they make one match;
   * else, when they replayed but do not follow each other, with {@code "matchError"} saying why.
   */
  ObjectNode attachTo(ObjectNode answer) {
    if (valid && notAMatch != null && answer.path("ok").asBoolean()) {
      answer.put("matchError", notAMatch);
      return answer;
    }
    if (!valid || totals == null || !answer.path("ok").asBoolean()) {
      return answer;
    }
    ObjectNode m = answer.putObject("match");
    ArrayNode t = m.putArray("totals");
    totals.forEach(t::add);
    m.put("over", !winners.isEmpty());
    ArrayNode w = m.putArray("winners");
    winners.forEach(w::add);
    return answer;
  }
}
