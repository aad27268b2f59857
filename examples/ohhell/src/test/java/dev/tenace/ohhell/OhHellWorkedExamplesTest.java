package dev.tenace.ohhell;

import static dev.tenace.ohhell.OhHellDeals.deal;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchPolicy;
import dev.tenace.core.testkit.Positions;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.ohhell.OhHellRules.Schedule;
import dev.tenace.ohhell.OhHellRules.Scoring;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The worked examples of rules/ohhell.md §11, one test each, named after them. */
class OhHellWorkedExamplesTest {
  private static final OhHellRules RULES = OhHellRules.defaults();

  private static List<Integer> sizes(OhHellRules r) {
    return IntStream.rangeClosed(1, r.deals()).map(r::handSize).boxed().toList();
  }

  @Test
  @DisplayName(
      "OH-E1 (ohhell §1.2, §2.2, §2.3): the schedules, the largest hand, and the dealer of deal k")
  void ohE1_schedule() {
    assertThat(sizes(RULES)).containsExactly(10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
    assertThat(RULES.handSize(4)).isEqualTo(7);
    assertThat(sizes(RULES.withSchedule(Schedule.UP)))
        .containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    List<Integer> downUp = sizes(RULES.withSchedule(Schedule.DOWN_UP));
    assertThat(downUp).hasSize(19).startsWith(10, 9).endsWith(9, 10);
    assertThat(downUp.get(9)).isEqualTo(1);
    assertThat(downUp.get(10)).isEqualTo(2);
    assertThat(sizes(RULES.withSchedule(Schedule.UP_DOWN)))
        .containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
    assertThat(RULES.withPlayers(6).largestHand()).isEqualTo(8);
    assertThat(RULES.withPlayers(7).largestHand()).isEqualTo(7);
    assertThat(RULES.withPlayers(5).largestHand()).isEqualTo(10);
    assertThat(RULES.withPlayers(3).withMaxHand(17).largestHand()).isEqualTo(17);
    assertThat(RULES.withMaxHand(13).largestHand()).isEqualTo(13);
    // first dealer 2, 4 players: deal 3 is dealt by seat 0
    Match<OhHellState> m = OhHellGame.INSTANCE.newMatch(RULES, 2, 5L);
    SplittableRandom rng = new SplittableRandom(5);
    while (m.dealNumber() < 3) {
      while (!m.deal().isTerminal()) {
        List<Action> legal = m.deal().legalActions();
        m = m.applyLegal(m.deal().toMove(), legal.get(rng.nextInt(legal.size())));
      }
      m = m.nextDeal();
    }
    assertThat(m.deal().dealer()).isZero();
    assertThat(m.deal().hand(0).size()).isEqualTo(8);
  }

  @Test
  @DisplayName("OH-E2 (ohhell §2.4, §8.1): the canonical deal order, the turn-up and the rest")
  void ohE2_dealOrderAndTurnUp() {
    List<Card> c = new ArrayList<>(Deck.standard().shuffle(3L));
    c.remove(Card.parse("7H"));
    c.add(12, Card.parse("7H"));
    Deal d = Deal.canonical(Deck.standard(), c, 4, 3, 2);
    OhHellState s =
        OhHellGame.INSTANCE.explicitDeal(RULES, 2, d.hands(), d.rest(), Map.of("deal", 8));
    int[] seats = {3, 0, 1, 2};
    for (int i = 0; i < 12; i++) {
      assertThat(s.hand(seats[i % 4]).contains(c.get(i))).as("c[%s]", i).isTrue();
    }
    assertThat(OhHellGame.INSTANCE.rest(s)).hasSize(40).isEqualTo(c.subList(12, 52));
    OhHellView v = s.viewFor(0);
    assertThat(v.turnUp()).contains(Card.parse("7H"));
    assertThat(v.trump()).contains(Suit.HEARTS);
    // a seeded deal is the canonical deal of the seeded shuffle
    OhHellState seeded = OhHellState.deal(RULES, 8, 2, 9L, OhHellDeals.zeros(4));
    Deal shuffled = Deal.shuffled(Deck.standard(), 4, 3, 2, 9L);
    assertThat(OhHellGame.INSTANCE.rest(seeded)).isEqualTo(shuffled.rest());
    assertThat(seeded.viewFor(1).turnUp()).contains(shuffled.rest().get(0));
    // 3 players, maxHand 17: 17 cards each, the one card left is the turn-up
    OhHellRules three = RULES.withPlayers(3).withMaxHand(17);
    OhHellState t = OhHellState.deal(three, 1, 0, 4L, OhHellDeals.zeros(3));
    assertThat(t.hand(0).size()).isEqualTo(17);
    assertThat(OhHellGame.INSTANCE.rest(t)).hasSize(1);
    assertThat(t.viewFor(0).turnUp()).contains(OhHellGame.INSTANCE.rest(t).get(0));
  }

  private static TrickOrder orderAfterBids(OhHellState s) {
    for (int i = 0; i < s.players(); i++) {
      s = s.applyLegal(s.toMove(), s.legalActions().get(0));
    }
    return s.tricks().orElseThrow().order();
  }

  @Test
  @DisplayName("OH-E3 (ohhell §2.4, §4.3, §10.3): 13 cards each, no turn-up, no trumps")
  void ohE3_noTrumps() {
    OhHellState s = OhHellState.deal(RULES.withMaxHand(13), 1, 3, 7L, OhHellDeals.zeros(4));
    assertThat(s.hand(2).size()).isEqualTo(13);
    assertThat(OhHellGame.INSTANCE.rest(s)).isEmpty();
    assertThat(s.viewFor(0).turnUp()).isEmpty();
    assertThat(s.viewFor(0).trump()).isEmpty();
    TrickOrder none = orderAfterBids(s);
    assertThat(none.trumpSuit()).isEqualTo(-1);
    assertThat(Trick.parse("0:5C 1:AS 2:9C 3:2C", 4).winner(none)).isEqualTo(2);
    OhHellState spades = deal(RULES, 9, 3, "4S", "5C 6D", "AS 7D", "9C 8D", "2C 9D");
    assertThat(Trick.parse("0:5C 1:AS 2:9C 3:2C", 4).winner(orderAfterBids(spades))).isEqualTo(1);
  }

  @Test
  @DisplayName(
      "OH-E4 (ohhell §3.2, §3.3, §10.6): the hook's legal bid sets, BID_NOT_ALLOWED and BID_OUT_OF_RANGE")
  void ohE4_hook() {
    String[] five = {"AS KS QS JS TS", "AH KH QH JH TH", "AD KD QD JD TD", "AC KC QC JC TC"};
    OhHellState h5 = deal(RULES, 6, 3, "2S", five);
    assertThat(h5.viewFor(0).handSize()).isEqualTo(5);
    OhHellState s = Positions.play(h5, "0 bid 2", "1 bid 0", "2 bid 1");
    assertThat(Positions.legalTexts(s, 3))
        .containsExactly("bid 0", "bid 1", "bid 3", "bid 4", "bid 5");
    assertThat(Positions.refusal(s, "3 bid 2")).isEqualTo("BID_NOT_ALLOWED");
    assertThat(Positions.legalTexts(Positions.play(h5, "0 bid 3", "1 bid 1", "2 bid 2"), 3))
        .containsExactly("bid 0", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5");
    OhHellState noHook = deal(RULES.withHook(false), 6, 3, "2S", five);
    assertThat(Positions.legalTexts(Positions.play(noHook, "0 bid 2", "1 bid 0", "2 bid 1"), 3))
        .containsExactly("bid 0", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5");
    OhHellState h1 = deal(RULES, 10, 3, "2S", "AS", "AH", "AD", "AC");
    assertThat(Positions.legalTexts(Positions.play(h1, "0 bid 0", "1 bid 0", "2 bid 0"), 3))
        .containsExactly("bid 0");
    assertThat(Positions.legalTexts(Positions.play(h1, "0 bid 1", "1 bid 0", "2 bid 0"), 3))
        .containsExactly("bid 1");
    assertThat(Positions.refusal(h5, "0 bid 6")).isEqualTo("BID_OUT_OF_RANGE");
    assertThat(Positions.refusal(h5, "0 bid x")).isEqualTo("BID_OUT_OF_RANGE");
    assertThat(Positions.refusal(h5, "0 bid -1")).isEqualTo("BID_OUT_OF_RANGE");
    // the non-dealers bid freely (§3.4)
    assertThat(Positions.legalTexts(h5, 0))
        .containsExactly("bid 0", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5");
  }

  @Test
  @DisplayName("OH-E5 (ohhell §4.2): follow suit if able, no obligation to trump")
  void ohE5_follow() {
    OhHellState four =
        deal(RULES, 7, 3, "3H", "5D 6C 7C 8C", "9D KD 2H AS", "2D 3D 4D 6D", "2C 3C 4C 9C");
    OhHellState s = Positions.play(four, "0 bid 0", "1 bid 0", "2 bid 0", "3 bid 0", "0 play 5D");
    assertThat(CardSet.parse("9D KD").toList())
        .isEqualTo(s.legalActions(1).stream().map(a -> ((OhHellAction.Play) a).card()).toList());
    assertThat(Positions.refusal(s, "1 play 2H")).isEqualTo("MUST_FOLLOW_SUIT");
    OhHellState two = deal(RULES, 9, 3, "3H", "5D 6C", "2H AS", "2D 3D", "2C 3C");
    s = Positions.play(two, "0 bid 0", "1 bid 0", "2 bid 0", "3 bid 1", "0 play 5D");
    assertThat(Positions.legalTexts(s, 1)).containsExactly("play AS", "play 2H");
  }

  @Test
  @DisplayName("OH-E6 (ohhell §4.3): the highest trump wins, else the highest card of the suit led")
  void ohE6_trickWinners() {
    OhHellState hearts = deal(RULES, 9, 3, "5H", "QD 4C", "KD 5C", "AD 6C", "2H 7C");
    TrickOrder h = orderAfterBids(hearts);
    assertThat(Trick.parse("1:KD 2:AD 3:2H 0:QD", 4).winner(h)).isEqualTo(3);
    assertThat(Trick.parse("1:KD 2:AD 3:3S 0:QD", 4).winner(h)).isEqualTo(2);
    assertThat(Trick.parse("1:KD 2:4H 3:9H 0:AD", 4).winner(h)).isEqualTo(3);
    TrickOrder none =
        orderAfterBids(OhHellState.deal(RULES.withMaxHand(13), 1, 0, 1L, OhHellDeals.zeros(4)));
    assertThat(Trick.parse("1:KD 2:AS 3:3D 0:QD", 4).winner(none)).isEqualTo(1);
    // and in play: seat 3 trumps the diamond trick
    OhHellState s = Positions.play(hearts, "0 bid 0", "1 bid 1", "2 bid 0", "3 bid 0");
    s = Positions.play(s, "0 play QD", "1 play KD", "2 play AD", "3 play 2H");
    assertThat(s.tricks().orElseThrow().lastTrick().orElseThrow().winner()).isEqualTo(3);
    assertThat(s.toMove()).isEqualTo(3);
  }

  @Test
  @DisplayName("OH-E7 (ohhell §5): the three scorings of one deal")
  void ohE7_scoring() {
    int[] bids = {2, 0, 1, 3};
    int[] tricks = {2, 1, 1, 1};
    assertThat(scores(Scoring.EXACT, bids, tricks)).containsExactly(12, 0, 11, 0);
    assertThat(scores(Scoring.EXACT_OR_MINUS, bids, tricks)).containsExactly(12, -1, 11, -2);
    assertThat(scores(Scoring.PER_TRICK, bids, tricks)).containsExactly(12, 1, 11, 1);
    for (Scoring s : Scoring.values()) {
      assertThat(s.score(0, 0)).as("a made zero bid, %s", s).isEqualTo(10);
    }
  }

  static List<Integer> scores(Scoring s, int[] bids, int[] tricks) {
    return IntStream.range(0, bids.length).mapToObj(i -> s.score(bids[i], tricks[i])).toList();
  }

  @Test
  @DisplayName(
      "OH-E8 (ohhell §6): the match ends after the last deal of the schedule; equal highest totals share the win")
  void ohE8_endOfMatch() {
    MatchPolicy<OhHellState> p = OhHellGame.INSTANCE.matchPolicy(RULES);
    assertThat(p.winners(List.of(54, 61, 61, 40), 9, null)).isEmpty();
    assertThat(p.winners(List.of(54, 61, 61, 40), 10, null)).containsExactly(1, 2);
    Match<OhHellState> m = OhHellGame.INSTANCE.newMatch(RULES, 0, 8L);
    SplittableRandom rng = new SplittableRandom(8);
    while (true) {
      while (!m.deal().isTerminal()) {
        List<Action> legal = m.deal().legalActions();
        m = m.applyLegal(m.deal().toMove(), legal.get(rng.nextInt(legal.size())));
      }
      if (m.isOver()) {
        break;
      }
      m = m.nextDeal();
    }
    assertThat(m.dealNumber()).isEqualTo(10);
    assertThat(m.deal().hand(0)).isEmpty();
    assertThat(m.winners()).isNotEmpty();
  }

  /** OH-E9's deal: deal 8 of DOWN (3 cards), dealer 3, clubs trumps. */
  static OhHellState e9(OhHellRules rules) {
    return deal(rules, 8, 3, "9C", "AH 5H KD", "QH 2C 8S", "KH JD 3S", "7H AD 4C");
  }

  static final String[] E9_BIDS = {"0 bid 1", "1 bid 1", "2 bid 0", "3 bid 2"};

  static final String[] E9_PLAYS = {
    "0 play AH", "1 play QH", "2 play KH", "3 play 7H",
    "0 play KD", "1 play 2C", "2 play JD", "3 play AD",
    "1 play 8S", "2 play 3S", "3 play 4C", "0 play 5H"
  };

  @Test
  @DisplayName(
      "OH-E9 (ohhell §3, §4, §5, §8.4): a whole deal of 3 cards, its legal sets and its result under each scoring")
  void ohE9_wholeDeal() {
    OhHellState s = Positions.play(e9(RULES), "0 bid 1", "1 bid 1", "2 bid 0");
    assertThat(Positions.legalTexts(s, 3)).containsExactly("bid 0", "bid 2", "bid 3");
    s = Positions.play(s, "3 bid 2", "0 play AH");
    assertThat(Positions.legalTexts(s, 1)).containsExactly("play QH");
    s = Positions.play(s, "1 play QH", "2 play KH", "3 play 7H");
    assertThat(s.toMove()).isZero();
    s = Positions.play(s, "0 play KD");
    assertThat(Positions.legalTexts(s, 1)).containsExactly("play 2C", "play 8S");
    s = Positions.play(s, "1 play 2C", "2 play JD");
    assertThat(Positions.legalTexts(s, 3)).containsExactly("play AD");
    s = Positions.play(s, "3 play AD");
    assertThat(s.toMove()).isEqualTo(1);
    s = Positions.play(s, "1 play 8S", "2 play 3S", "3 play 4C", "0 play 5H");
    assertThat(s.isTerminal()).isTrue();
    assertThat(OhHellGame.INSTANCE.result(s))
        .isEqualTo(
            Map.of(
                "tricks",
                List.of(1, 1, 0, 1),
                "bids",
                List.of(1, 1, 0, 2),
                "score",
                List.of(11, 11, 10, 0)));
    assertThat(OhHellGame.INSTANCE.result(s).keySet()).containsExactly("tricks", "bids", "score");
    assertThat(s.viewFor(2).scores()).containsExactly(11, 11, 10, 0); // §7.3
    assertThat(
            OhHellGame.INSTANCE
                .result(
                    Positions.play(
                        Positions.play(e9(RULES.withScoring(Scoring.EXACT_OR_MINUS)), E9_BIDS),
                        E9_PLAYS))
                .get("score"))
        .isEqualTo(List.of(11, 11, 10, -1));
    assertThat(
            OhHellGame.INSTANCE
                .result(
                    Positions.play(
                        Positions.play(e9(RULES.withScoring(Scoring.PER_TRICK)), E9_BIDS),
                        E9_PLAYS))
                .get("score"))
        .isEqualTo(List.of(11, 11, 10, 1));
  }

  @Test
  @DisplayName("OH-E10 (ohhell §7): what seat 2 sees after trick 1 of OH-E9, and nothing more")
  void ohE10_view() {
    OhHellState s =
        Positions.play(
            Positions.play(e9(RULES), E9_BIDS), "0 play AH", "1 play QH", "2 play KH", "3 play 7H");
    OhHellView v = s.viewFor(2);
    assertThat(v.hand()).isEqualTo(CardSet.parse("JD 3S"));
    assertThat(v.turnUp()).contains(Card.parse("9C"));
    assertThat(IntStream.range(0, 4).mapToObj(x -> v.bid(x).orElseThrow()).toList())
        .containsExactly(1, 1, 0, 2);
    Trick first = v.tricks().orElseThrow().completed().get(0);
    assertThat(first).hasToString(Trick.parse("0:AH 1:QH 2:KH 3:7H", 4).toString());
    assertThat(first.winner()).isZero();
    assertThat(v.tricksWon()).containsExactly(1, 0, 0, 0);
    assertThat(v.scores()).isEmpty();
    for (int seat = 0; seat < 4; seat++) {
      int x = seat;
      int played =
          (int)
              v.history().stream()
                  .filter(m -> m.action() instanceof OhHellAction.Play)
                  .filter(m -> m.seat() == x)
                  .count();
      assertThat(v.handSize() - played).as("cards left in hand %s", x).isEqualTo(2);
    }
    // nothing of the other hands or of the rest below the turn-up
    String seen = v.toString();
    for (String hidden : List.of("5H", "KD", "2C", "8S", "AD", "4C", "2S", "AS")) {
      assertThat(seen).doesNotContain(hidden);
    }
    // a world sampled from the view gives the same view
    assertThat(v.sampleConsistentState(new SplittableRandom(1)).viewFor(2)).isEqualTo(v);
  }
}
