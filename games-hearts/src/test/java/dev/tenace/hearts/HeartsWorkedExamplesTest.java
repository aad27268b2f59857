package dev.tenace.hearts;

import static dev.tenace.core.testkit.TenaceAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.testkit.Positions;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The worked examples HE-E1 … HE-E19 of rules/hearts.md §9, one test each. */
class HeartsWorkedExamplesTest {
  private static final HeartsRules DEFAULT = HeartsRules.defaults();

  // ------------------------------------------------------------------ helpers

  /**
   * A 4-player deal (no passing) where the given seats hold the given cards; the rest is filled in
   * deck order.
   */
  static HeartsState holdDeal(HeartsRules rules, int dealer, String... fixed) {
    int n = rules.players();
    long used = 0;
    long[] hands = new long[n];
    for (int s = 0; s < fixed.length; s++) {
      if (fixed[s] != null) {
        hands[s] = CardSet.parse(fixed[s]).bits();
        used |= hands[s];
      }
    }
    long rest = rules.deck().cards().bits() & ~used;
    for (int s = 0; s < n; s++) {
      while (Long.bitCount(hands[s]) < rules.handSize()) {
        long c = Long.lowestOneBit(rest);
        hands[s] |= c;
        rest &= ~c;
      }
    }
    List<CardSet> hs = new ArrayList<>();
    for (long h : hands) {
      hs.add(CardSet.ofBits(h));
    }
    return HeartsState.of(rules, 1, dealer, hs, CardSet.ofBits(rest).toList(), PassDirection.HOLD);
  }

  /**
   * A constructed trick-play position (rules/README: legal-move examples are unit positions): seats
   * 0–3 play {@code trick1} in order (seat 0 leads 2C); the winner of that trick then leads trick 2
   * holding {@code leaderHand}. Seats that did not follow clubs hold no clubs.
   */
  static TrickPlay afterFirstTrick(HeartsRules rules, String trick1, String leaderHand) {
    List<Card> t1 = CardSet.parseList(trick1);
    long t1Bits = CardSet.of(t1).bits();
    Trick whole = Trick.lead(4, 0);
    for (Card c : t1) {
      whole = whole.with(c);
    }
    int winner = whole.winner(TrickOrder.noTrump());
    long leader = CardSet.parse(leaderHand).bits();
    long pool = Deck.standard().cards().bits() & ~leader & ~t1Bits;
    long clubs = CardSet.suitMask(Suit.CLUBS);
    long[] hands = new long[4];
    int size = Long.bitCount(leader);
    hands[winner] = leader | t1.get(winner).bit();
    // Seats void in clubs first (they are the constrained ones), non-hearts before hearts.
    for (int pass = 0; pass < 2; pass++) {
      for (int s = 0; s < 4; s++) {
        boolean voidInClubs = (t1.get(s).bit() & clubs) == 0;
        if (s == winner || voidInClubs != (pass == 0)) {
          continue;
        }
        long h = t1.get(s).bit();
        long allowed = voidInClubs ? pool & ~clubs : pool;
        long[] order = {
          allowed & ~CardSet.suitMask(Suit.HEARTS), allowed & CardSet.suitMask(Suit.HEARTS)
        };
        for (long from : order) {
          while (Long.bitCount(h) < size + 1 && from != 0) {
            long c = Long.lowestOneBit(from);
            h |= c;
            from &= ~c;
            pool &= ~c;
          }
        }
        assertThat(Long.bitCount(h)).as("enough cards to build the position").isEqualTo(size + 1);
        hands[s] = h;
      }
    }
    List<CardSet> hs = new ArrayList<>();
    for (long h : hands) {
      hs.add(CardSet.ofBits(h));
    }
    TrickPlay p =
        TrickPlay.start(
            TrickOrder.noTrump(), hs, 0, HeartsPlayRules.of(rules, rules.firstLeadCard()));
    for (int s = 0; s < 4; s++) {
      p = p.play(s, t1.get(s)).get();
    }
    assertThat(p.toPlay()).as("the winner of trick 1 leads").isEqualTo(winner);
    return p;
  }

  /**
   * The game resumed at a terminal deal with the totals before it (deal k of a game, k - 1 deals
   * scored).
   */
  static Match<HeartsState> resume(
      HeartsRules rules, int firstDealer, List<Integer> before, HeartsState deal) {
    return Match.resume(
        HeartsGame.INSTANCE.matchPolicy(rules),
        firstDealer,
        0L,
        before,
        deal.dealNumber(),
        deal.dealNumber() - 1,
        deal);
  }

  static List<String> plays(String cards) {
    List<String> out = new ArrayList<>();
    for (Card c : CardSet.parse(cards)) {
      out.add("play " + c);
    }
    return out;
  }

  static HeartsState playFirstLegalToEnd(HeartsState s) {
    while (s.phase() == HeartsState.Phase.PLAYING) {
      s = s.apply(s.toMove(), s.legalActions().get(0)).get();
    }
    return s;
  }

  // ------------------------------------------------------------------ examples

  @Test
  @DisplayName(
      "HE-E1 (hearts §3.1): pass direction cycles LEFT RIGHT ACROSS HOLD; in deal 2 seat 0 passes to seat 3")
  void he01() {
    assertThat(List.of(1, 2, 3, 4, 5, 7, 8))
        .extracting(DEFAULT::passDirection)
        .containsExactly(
            PassDirection.LEFT,
            PassDirection.RIGHT,
            PassDirection.ACROSS,
            PassDirection.HOLD,
            PassDirection.LEFT,
            PassDirection.ACROSS,
            PassDirection.HOLD);
    HeartsState s = HeartsState.deal(DEFAULT, 2, 3, 7L);
    long given = s.hand(0).bits() & -s.hand(0).bits();
    Card a = Card.ofIndex(Long.numberOfTrailingZeros(s.hand(0).bits()));
    List<Card> mine = s.hand(0).toList();
    String pass = "pass " + mine.get(0) + " " + mine.get(1) + " " + mine.get(2);
    for (int seat = 0; seat < 4; seat++) {
      List<Card> h = s.hand(seat).toList();
      s = s.apply(seat, s.parseAction("pass " + h.get(0) + " " + h.get(1) + " " + h.get(2))).get();
    }
    assertThat(given).isNotZero();
    assertThat(s.hand(3).contains(a)).as(pass + " by seat 0 arrives at seat 3").isTrue();
  }

  @Test
  @DisplayName("HE-E2 (hearts §4.1): the holder of 2C after passing leads it, and only it")
  void he02() {
    HeartsState s = holdDeal(DEFAULT, 0, null, null, "2C 3C AH KH QH JH TH 9H 8H 7H 6H 5H 4H");
    assertThat(s.toMove()).isEqualTo(2);
    assertThat(Positions.texts(s.legalActions(2))).containsExactly("play 2C");
    assertThat(s.apply(2, s.parseAction("play 3C"))).isRefusedWith(RuleCode.FIRST_LEAD);
  }

  @Test
  @DisplayName("HE-E3 (hearts §4.2): 2C led, a hand with clubs must follow clubs")
  void he03() {
    HeartsState s = holdDeal(DEFAULT, 3, "2C", "AC 5C QS 7H 2D 3D 4D 5D 6D 7D 8D 9D TD");
    s = s.apply(0, s.parseAction("play 2C")).get();
    assertThat(Positions.texts(s.legalActions(1))).containsExactly("play 5C", "play AC");
    assertThat(s.apply(1, s.parseAction("play QS"))).isRefusedWith("MUST_FOLLOW_SUIT");
  }

  @Test
  @DisplayName(
      "HE-E4 (hearts §4.2, §7 noPointsFirstTrick): void in clubs on trick 1 — any card, or no points with the variant")
  void he04() {
    String hand = "QS 7H 4D 5D 6D 7D 8D 9D TD JD QD KD AD";
    HeartsState s = holdDeal(DEFAULT, 3, "2C", hand);
    s = s.apply(0, s.parseAction("play 2C")).get();
    assertThat(s.legalActions(1)).hasSize(13);
    HeartsRules v = DEFAULT.withNoPointsFirstTrick(true);
    HeartsState t = holdDeal(v, 3, "2C", hand);
    t = t.apply(0, t.parseAction("play 2C")).get();
    assertThat(Positions.texts(t.legalActions(1)))
        .isEqualTo(plays("4D 5D 6D 7D 8D 9D TD JD QD KD AD"));
    assertThat(t.apply(1, t.parseAction("play QS")))
        .isRefusedWith(HeartsState.NO_POINTS_FIRST_TRICK);
  }

  @Test
  @DisplayName(
      "HE-E5 (hearts §4.4): hearts unbroken — {KH 2H 9S} leads 9S; {KH 2H} leads either; {KH 2H QS} leads QS")
  void he05() {
    assertThat(afterFirstTrick(DEFAULT, "2C 3D 3S 4D", "KH 2H 9S").legalPlays())
        .isEqualTo(CardSet.parse("9S"));
    assertThat(afterFirstTrick(DEFAULT, "2C 3D 3S 4D", "KH 2H").legalPlays())
        .isEqualTo(CardSet.parse("KH 2H"));
    assertThat(afterFirstTrick(DEFAULT, "2C 3D 3S 4D", "KH 2H QS").legalPlays())
        .isEqualTo(CardSet.parse("QS"));
    TrickPlay p = afterFirstTrick(DEFAULT, "2C 3D 3S 4D", "KH 2H 9S");
    assertThat(p.violation(0, Card.parse("KH")).code()).isEqualTo(HeartsState.HEARTS_NOT_BROKEN);
  }

  @Test
  @DisplayName(
      "HE-E6 (hearts §4.5, §4.3): the highest card of the suit led wins; a heart breaks hearts")
  void he06() {
    Trick t1 = Trick.parse("0:9D 1:KD 2:AS 3:3D", 4);
    assertThat(t1.winner(TrickOrder.noTrump())).isEqualTo(1);
    assertThat(HeartsState.points(t1.cardSet())).isZero();
    Trick t2 = Trick.parse("3:QS 0:KS 1:2H 2:AS", 4);
    assertThat(t2.winner(TrickOrder.noTrump())).isEqualTo(2);
    assertThat(HeartsState.points(t2.cardSet())).isEqualTo(14);
    TrickPlay p = afterFirstTrick(DEFAULT, "2C 3D 3S 4D", "9S");
    assertThat(HeartsPlayRules.heartsBroken(DEFAULT, p)).isFalse();
    TrickPlay q = afterFirstTrick(DEFAULT, "2C 3D 2H 4D", "9S");
    assertThat(HeartsPlayRules.heartsBroken(DEFAULT, q)).isTrue();
  }

  @Test
  @DisplayName("HE-E7 (hearts §5.1): QS 2H 5H 9H JH AH are worth 18 points")
  void he07() {
    assertThat(HeartsState.points(CardSet.parse("QS 2H 5H 9H JH AH 3C KD"))).isEqualTo(18);
  }

  /** Seat 2 holds all 13 clubs, so it leads clubs and wins every trick: the moon. */
  static HeartsState moonBySeat2(HeartsRules rules) {
    HeartsState s = holdDeal(rules, 1, null, null, "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC");
    return playFirstLegalToEnd(s);
  }

  @Test
  @DisplayName(
      "HE-E8 (hearts §5.2): moon from [40 50 60 70] — add gives [66 76 60 96], subtract [40 50 34 70]")
  void he08() {
    HeartsState moon = moonBySeat2(DEFAULT);
    assertThat(moon.phase()).isEqualTo(HeartsState.Phase.MOON);
    assertThat(moon.shooter()).isEqualTo(2);
    assertThat(Positions.texts(moon.legalActions(2))).containsExactly("moon add", "moon subtract");
    assertThat(moon.apply(1, HeartsAction.Moon.ADD)).isRefusedWith("NOT_YOUR_TURN");
    HeartsState add = moon.apply(2, moon.parseAction("moon add")).get();
    HeartsState sub = moon.apply(2, moon.parseAction("moon subtract")).get();
    List<Integer> before = List.of(40, 50, 60, 70);
    assertThat(resume(DEFAULT, 1, before, add).totals()).containsExactly(66, 76, 60, 96);
    assertThat(resume(DEFAULT, 1, before, sub).totals()).containsExactly(40, 50, 34, 70);
    HeartsState auto = moonBySeat2(DEFAULT.withMoonChoice(false));
    assertThat(auto.isTerminal()).as("without moonChoice the +26 applies automatically").isTrue();
    assertThat(auto.points()).containsExactly(26, 26, 0, 26);
  }

  @Test
  @DisplayName(
      "HE-E9 (hearts §6.2): totals [98 102 45 45] end the game; seats 2 and 3 share the win")
  void he09() {
    HeartsState end = playFirstLegalToEnd(HeartsState.deal(DEFAULT, 4, 0, 11L));
    if (end.phase() == HeartsState.Phase.MOON) {
      end = end.apply(end.shooter(), HeartsAction.Moon.ADD).get();
    }
    List<Integer> target = List.of(98, 102, 45, 45);
    List<Integer> before = new ArrayList<>();
    for (int s = 0; s < 4; s++) {
      before.add(target.get(s) - end.score(s));
    }
    Match<HeartsState> m = resume(DEFAULT, 0, before, end);
    assertThat(m.totals()).isEqualTo(target);
    assertThat(m.isOver()).isTrue();
    assertThat(m.winners()).containsExactly(2, 3);
  }

  @Test
  @DisplayName(
      "HE-E10 (hearts §6.1): a moon added from [80 90 10 70] ends the game for seat 2; subtracted it goes on")
  void he10() {
    HeartsState moon = moonBySeat2(DEFAULT);
    List<Integer> before = List.of(80, 90, 10, 70);
    Match<HeartsState> add = resume(DEFAULT, 1, before, moon.apply(2, HeartsAction.Moon.ADD).get());
    assertThat(add.totals()).containsExactly(106, 116, 10, 96);
    assertThat(add.isOver()).isTrue();
    assertThat(add.winners()).containsExactly(2);
    Match<HeartsState> sub =
        resume(DEFAULT, 1, before, moon.apply(2, HeartsAction.Moon.SUBTRACT).get());
    assertThat(sub.totals()).containsExactly(80, 90, -16, 70);
    assertThat(sub.isOver()).isFalse();
  }

  @Test
  @DisplayName("HE-E11 (hearts §7 jackOfDiamonds): JD and 3 hearts score -7")
  void he11() {
    HeartsRules r = DEFAULT.withJackOfDiamonds(true);
    long[] won = {CardSet.parse("JD 2H 3H 4H").bits(), CardSet.parse("QS").bits(), 0, 0};
    int[] pts = HeartsScoring.dealPoints(r, won, new int[] {1, 1, 0, 0}, -1, null);
    assertThat(pts[0]).isEqualTo(-7);
    assertThat(HeartsScoring.dealPoints(DEFAULT, won, new int[] {1, 1, 0, 0}, -1, null)[0])
        .isEqualTo(3);
  }

  @Test
  @DisplayName(
      "HE-E12 (hearts §7 queenBreaksHearts): after QS was discarded, hearts lead only with the variant")
  void he12() {
    String hand = "5H 8C 9C 2H 3H 4H 6H 7H 9H TH";
    assertThat(afterFirstTrick(DEFAULT, "2C QS 3D AC", hand).legalPlays())
        .isEqualTo(CardSet.parse("8C 9C"));
    HeartsRules v = DEFAULT.withQueenBreaksHearts(true);
    assertThat(afterFirstTrick(v, "2C QS 3D AC", hand).legalPlays()).isEqualTo(CardSet.parse(hand));
  }

  @Test
  @DisplayName(
      "HE-E13 (hearts §7.1.2): widow game, 5 players — deal 2 passes RIGHT in both stages (2 then 1 card), deal 3 LEFT")
  void he13() {
    HeartsRules w = HeartsRules.builder().widow(true).players(5).build();
    assertThat(w.passDirection(2)).isEqualTo(PassDirection.RIGHT);
    assertThat(w.passDirection(3)).isEqualTo(PassDirection.LEFT);
    HeartsState s = HeartsState.deal(w, 2, 0, 99L);
    assertThat(s.legalActions(1).get(0)).isInstanceOf(HeartsAction.Pass.class);
    long[] stage1 = new long[5];
    for (int seat = 0; seat < 5; seat++) {
      List<Card> h = s.hand(seat).toList();
      stage1[seat] = CardSet.of(h.get(0), h.get(1)).bits();
      assertThat(s.apply(seat, s.parseAction("pass " + h.get(0))))
          .isRefusedWith("WRONG_CARD_COUNT");
      s = s.apply(seat, new HeartsAction.Pass(CardSet.ofBits(stage1[seat]))).get();
    }
    for (int seat = 0; seat < 5; seat++) {
      assertThat(s.hand((seat + 4) % 5).bits() & stage1[seat])
          .as("seat %d passed right", seat)
          .isEqualTo(stage1[seat]);
    }
    assertThat(s.passStage()).isEqualTo(1);
    long[] stage2 = new long[5];
    for (int seat = 0; seat < 5; seat++) {
      stage2[seat] =
          Long.lowestOneBit(stage1[(seat + 1) % 5]); // a just-received card is allowed (§8.6)
      s = s.apply(seat, new HeartsAction.Pass(CardSet.ofBits(stage2[seat]))).get();
    }
    assertThat(s.phase()).isEqualTo(HeartsState.Phase.PLAYING);
    for (int seat = 0; seat < 5; seat++) {
      assertThat(s.hand((seat + 4) % 5).bits() & stage2[seat]).isEqualTo(stage2[seat]);
    }
  }

  @Test
  @DisplayName(
      "HE-E14 (hearts §7.1.5): the last trick's winner takes the widow {QS 4H}: 2 hearts + 13 + 1 = 16")
  void he14() {
    HeartsRules w = HeartsRules.builder().widow(true).players(5).build();
    long tricks = CardSet.parse("2H 3H 5C 6C 7C").bits();
    long widow = CardSet.parse("QS 4H").bits();
    long[] won = {0, 0, 0, 0, tricks | widow};
    assertThat(HeartsScoring.dealPoints(w, won, new int[] {0, 0, 0, 0, 10}, -1, null)[4])
        .isEqualTo(16);
    // End to end: in a played widow deal the widow lands with the winner of the last trick.
    HeartsState s = HeartsState.deal(w, 1, 0, 5L);
    while (!s.isTerminal()) {
      s = s.apply(s.toMove(), s.legalActions().get(0)).get();
    }
    int last = s.play().lastTrick().winner();
    assertThat(s.cardsWon(last).containsAll(CardSet.of(s.widow()))).isTrue();
    assertThat(s.points().stream().mapToInt(Integer::intValue).sum()).isEqualTo(26);
  }

  @Test
  @DisplayName("HE-E15 (hearts §7 mustBreakHearts off): hearts may be led before any is played")
  void he15() {
    HeartsRules open = DEFAULT.withMustBreakHearts(false);
    assertThat(afterFirstTrick(open, "2C 3D 3S 4D", "KH 2H 9S").legalPlays())
        .isEqualTo(CardSet.parse("KH 2H 9S"));
  }

  @Test
  @DisplayName("HE-E16 (hearts §7 firstLeadAnyClub): the 2C holder leads and may lead any club")
  void he16() {
    HeartsRules r = DEFAULT.withFirstLeadAnyClub(true);
    HeartsState s = holdDeal(r, 3, "3D", "2C 9C KC 4D 5D 6D 7D 8D 9D TD JD QD KD");
    assertThat(s.toMove()).isEqualTo(1);
    assertThat(Positions.texts(s.legalActions(1))).isEqualTo(plays("2C 9C KC"));
  }

  @Test
  @DisplayName(
      "HE-E17 (hearts §7 noTricksBonus): [0 13 5 8] with seat 0 trickless and no moon becomes [-5 13 5 8]")
  void he17() {
    HeartsRules r = DEFAULT.withNoTricksBonus(true);
    long[] won = {
      0,
      CardSet.parse("QS").bits(),
      CardSet.parse("2H 3H 4H 5H 6H").bits(),
      CardSet.parse("7H 8H 9H TH JH QH KH AH").bits()
    };
    assertThat(HeartsScoring.dealPoints(r, won, new int[] {0, 3, 4, 6}, -1, null))
        .containsExactly(-5, 13, 5, 8);
  }

  @Test
  @DisplayName(
      "HE-E18 (hearts §7 heartsInsteadOfQueenLead): {QS 4H 9H} leads QS, or any with the variant")
  void he18() {
    assertThat(afterFirstTrick(DEFAULT, "2C 3D 3S 4D", "QS 4H 9H").legalPlays())
        .isEqualTo(CardSet.parse("QS"));
    HeartsRules v = DEFAULT.withHeartsInsteadOfQueenLead(true);
    assertThat(afterFirstTrick(v, "2C 3D 3S 4D", "QS 4H 9H").legalPlays())
        .isEqualTo(CardSet.parse("QS 4H 9H"));
  }

  /** Seat 1 holds all 13 clubs, so it leads clubs and wins every trick: every heart, QS and JD. */
  static HeartsState allTricksToSeat1(HeartsRules rules) {
    return playFirstLegalToEnd(holdDeal(rules, 0, null, "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"));
  }

  @Test
  @DisplayName(
      "HE-E19 (hearts §7 shootTheMoon off): seat 1 takes every heart and QS — [0 26 0 0], with JD [0 16 0 0]; no moon action; noTricksBonus still applies")
  void he19() {
    HeartsRules off = DEFAULT.withShootTheMoon(false);
    HeartsState s = allTricksToSeat1(off);
    assertThat(
            s.cardsWon(1).containsAll(CardSet.parse("QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH")))
        .isTrue();
    assertThat(s.phase())
        .as("no moon phase: the deal is scored at once")
        .isEqualTo(HeartsState.Phase.OVER);
    assertThat(s.shooter()).isEqualTo(-1);
    assertThat(s.moonChoice()).isEmpty();
    assertThat(s.points()).containsExactly(0, 26, 0, 0);
    assertThat(s.history()).noneMatch(m -> m.action() instanceof HeartsAction.Moon);
    assertThat(s.apply(1, HeartsAction.Moon.SUBTRACT)).isRefusedWith(RuleCode.WRONG_PHASE);
    // moonChoice has no effect without the moon
    assertThat(allTricksToSeat1(off.withMoonChoice(false)).points()).containsExactly(0, 26, 0, 0);
    assertThat(allTricksToSeat1(off.withJackOfDiamonds(true)).points())
        .containsExactly(0, 16, 0, 0);
    // no moon was shot, so every seat that took no trick scores -5
    assertThat(allTricksToSeat1(off.withJackOfDiamonds(true).withNoTricksBonus(true)).points())
        .containsExactly(-5, 16, -5, -5);
    assertThat(allTricksToSeat1(off.withNoTricksBonus(true)).points())
        .containsExactly(-5, 26, -5, -5);
    // the same deal with the moon on (the default): seat 1 shoots and chooses
    HeartsState moon = allTricksToSeat1(DEFAULT.withNoTricksBonus(true));
    assertThat(moon.phase()).isEqualTo(HeartsState.Phase.MOON);
    assertThat(moon.shooter()).isEqualTo(1);
    assertThat(moon.apply(1, HeartsAction.Moon.ADD).get().points()).containsExactly(26, 0, 26, 26);
    // in a match the 26 are simply added to the totals
    assertThat(resume(off, 0, List.of(40, 50, 60, 70), s).totals()).containsExactly(40, 76, 60, 70);
  }
}
