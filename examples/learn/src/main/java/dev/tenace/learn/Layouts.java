package dev.tenace.learn;

import java.util.List;

/**
 * The layouts every {@link Encoder} builds: the action space (card plays, card choices, the game's
 * blocks), the observation (the common segments read from the core view, then the game's), and the
 * information state (the observation, then the history).
 */
final class Layouts {
  private Layouts() {}

  /** The action space: card plays from 0, the card choices of a multi-card action, the game's. */
  static Layout actions(int cards, String selectVerb, List<Encoder.Part> actionParts) {
    Layout.Builder a = Layout.builder();
    int play =
        a.add(
            "play",
            cards,
            "play the card whose index is the id (clubs 0–12, diamonds 13–25, spades 26–38, hearts"
                + " 39–51, each 2 → A"
                + (cards > 52 ? "; jokers X1 X2 X3 52–54)" : ")"));
    if (play != 0) {
      throw new IllegalStateException("card plays must start the action space");
    }
    if (selectVerb != null) {
      int unused =
          a.add(
              selectVerb,
              cards,
              "choose the card of index id − "
                  + cards
                  + " as one of the cards to "
                  + selectVerb
                  + "; k cards are k such choices, in any order");
    }
    for (Encoder.Part p : actionParts) {
      int unused = a.add(p.name(), p.length(), p.meaning());
    }
    Layout actions = a.build();
    if (actions.size() > 128) {
      throw new IllegalStateException("an action space of at most 128 ids is supported");
    }
    return actions;
  }

  /** The observation: the common segments, then the game's. */
  static Layout observation(
      int players, int cards, String selectVerb, List<Encoder.Part> observationParts) {
    int n = players;
    Layout.Builder o = Layout.builder();
    int unusedToAct =
        o.add("to_act", n, "one-hot: the seat to act (relative: 0 = this seat, 1 = its left, …)");
    int unusedMayAct = o.add("may_act", 1, "1 if this seat has a legal action now");
    int unusedDealer = o.add("dealer", n, "one-hot: the dealer (relative seat)");
    int unusedHand = o.add("hand", cards, "1 for each card in this seat's hand (by card index)");
    if (selectVerb != null) {
      int unusedSelected =
          o.add(
              "selected",
              cards,
              "1 for each card this seat has chosen so far for its pending " + selectVerb);
    }
    int unusedPlayed =
        o.add(
            "played",
            n * cards,
            "per relative seat, "
                + cards
                + " entries: 1 for each card that seat has played to a trick");
    int unusedLeader = o.add("trick_leader", n, "one-hot: the leader of the trick in progress");
    int unusedTrick =
        o.add(
            "trick",
            n * cards,
            "per position in the trick in progress (0 = led card), "
                + cards
                + " entries: one-hot of the card played there");
    int unusedWinning =
        o.add("trick_winning", n, "one-hot: the seat winning the trick in progress so far");
    int unusedTricksWon =
        o.add("tricks_won", n, "per relative seat: the number of tricks it has won");
    int unusedVoids =
        o.add(
            "voids",
            n * Encoder.VOID_SUITS,
            "per relative seat, 5 entries: 1 where it has shown void in clubs, diamonds, spades,"
                + " hearts, trumps (an effective suit of the trick order)");
    int unusedStanding =
        o.add(
            "standing",
            n,
            "per relative seat: the match total before this deal (0 for a deal on its own)");
    for (Encoder.Part p : observationParts) {
      int unused = o.add(p.name(), p.length(), p.meaning());
    }
    return o.build();
  }

  /** The information state: the observation, then one history slot per move. */
  static Layout informationState(
      Layout observation, int players, int actionCount, int historySlots) {
    int n = players;
    int slot = n + actionCount + 1;
    Layout.Builder i = Layout.builder();
    i.addAll(observation);
    int unused =
        i.add(
            "history",
            historySlots * slot,
            "the public history as this seat knows it, one slot of "
                + slot
                + " entries per move in order (at most "
                + historySlots
                + " moves, unused slots 0): the acting seat, one-hot relative ("
                + n
                + "); the action's ids ("
                + actionCount
                + ": its id, or every card of a multi-card action); 1 if its cards are"
                + " concealed from this seat (1)");
    return i.build();
  }
}
