package dev.tenace.spades;

import static dev.tenace.core.testkit.TenaceAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.spi.Ints;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.testkit.Positions;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The worked examples SP-E1 … SP-E19 of rules/spades.md §9, one test each. */
class SpadesWorkedExamplesTest {
  static final SpadesRules DEFAULT = SpadesRules.defaults();

  /** The default legal set once the hand is seen (§3.4). */
  static List<String> bidTexts() {
    List<String> out = new ArrayList<>();
    out.add("nil");
    for (int n = 1; n <= 13; n++) {
      out.add("bid " + n);
    }
    return out;
  }

  /** A deal where seat s holds fixed[s] (null = filled from the rest in deck order). */
  static SpadesState deal(SpadesRules rules, int dealer, List<Integer> scores, String... fixed) {
    long used = 0;
    long[] hands = new long[4];
    for (int s = 0; s < fixed.length; s++) {
      if (fixed[s] != null) {
        hands[s] = CardSet.parse(fixed[s]).bits();
        used |= hands[s];
      }
    }
    long rest = Deck.standard().cards().bits() & ~used;
    List<CardSet> hs = new ArrayList<>();
    for (int s = 0; s < 4; s++) {
      while (Long.bitCount(hands[s]) < 13) {
        long c = Long.lowestOneBit(rest);
        hands[s] |= c;
        rest &= ~c;
      }
      hs.add(CardSet.ofBits(hands[s]));
    }
    return SpadesState.of(rules, dealer, hs, scores, List.of(0, 0));
  }

  /**
   * A constructed position: seat 0 leads trick 2 holding {@code hand}, no spade played on trick 1.
   */
  static TrickPlay leading(SpadesRules rules, String hand) {
    long h = CardSet.parse(hand).bits();
    long pool =
        Deck.standard().cards().bits()
            & ~h
            & ~CardSet.suitMask(Suit.SPADES)
            & ~CardSet.parse("AC KC QC JC").bits();
    List<CardSet> hands = new ArrayList<>();
    hands.add(CardSet.ofBits(h | Card.parse("AC").bit()));
    for (int s = 1; s < 4; s++) {
      long x = 0;
      while (Long.bitCount(x) < Long.bitCount(h) + 1) {
        long c = Long.highestOneBit(pool);
        x |= c;
        pool &= ~c;
      }
      hands.add(CardSet.ofBits(x));
    }
    TrickPlay p =
        TrickPlay.start(TrickOrder.trumpSuit(Suit.SPADES), hands, 0, SpadesPlayRules.of(rules));
    p = p.play(0, Card.parse("AC")).get();
    for (int s = 1; s < 4; s++) {
      p = p.play(s, Card.ofIndex(Long.numberOfTrailingZeros(p.legalBits()))).get();
    }
    assertThat(p.toPlay()).isZero();
    assertThat(p.playedBits() & CardSet.suitMask(Suit.SPADES)).isZero();
    return p;
  }

  /**
   * Seat 0 to lead trick 1 (spades unbroken, no other restriction by default) holding {@code hand}.
   */
  static TrickPlay firstLead(SpadesRules rules, String hand) {
    long h = CardSet.parse(hand).bits();
    long pool = Deck.standard().cards().bits() & ~h;
    List<CardSet> hands = new ArrayList<>();
    hands.add(CardSet.ofBits(h));
    for (int s = 1; s < 4; s++) {
      long x = 0;
      while (Long.bitCount(x) < Long.bitCount(h)) {
        long c = Long.lowestOneBit(pool);
        x |= c;
        pool &= ~c;
      }
      hands.add(CardSet.ofBits(x));
    }
    return TrickPlay.start(TrickOrder.trumpSuit(Suit.SPADES), hands, 0, SpadesPlayRules.of(rules));
  }

  @Test
  @DisplayName(
      "SP-E1 (spades §2.2, §3.1, §4.1): dealer 3 — c[0] to seat 0, bidding 0 1 2 3, seat 0 leads, next dealer 0")
  void sp01() {
    List<Card> order = Deck.standard().shuffle(7L);
    SpadesState s = SpadesState.deal(DEFAULT, 3, 7L);
    assertThat(s.hand(0).contains(order.get(0))).isTrue();
    assertThat(s.hand(1).contains(order.get(1))).isTrue();
    assertThat(s.hand(3).contains(order.get(51))).isTrue();
    for (int seat : new int[] {0, 1, 2, 3}) {
      assertThat(s.toMove()).isEqualTo(seat);
      s = s.apply(seat, SpadesAction.Look.LOOK).get();
      assertThat(s.toMove()).isEqualTo(seat);
      s = s.apply(seat, new SpadesAction.Bid(3)).get();
    }
    assertThat(s.toMove()).isZero();
    Match<SpadesState> m = SpadesGame.INSTANCE.newMatch(DEFAULT, 3, 1L);
    while (!m.deal().isTerminal()) {
      m =
          m.apply(
                  m.deal().toMove(),
                  m.deal().legalActions().get(m.deal().legalActions().size() - 1))
              .get();
    }
    assertThat(m.nextDeal().deal().dealer()).isZero();
  }

  @Test
  @DisplayName(
      "SP-E2 (spades §3.3, §3.4): an unseen seat has exactly look and blind nil; after look the §3.4 set; with blindNil off the §3.4 set from the deal, and look is refused")
  void sp02() {
    SpadesState s = SpadesState.deal(DEFAULT, 0, 5L);
    assertThat(Positions.texts(s.legalActions(1))).containsExactly("look", "blindnil");
    assertThat(s.apply(1, new SpadesAction.Bid(4))).isRefusedWith(SpadesState.BID_NOT_ALLOWED);
    assertThat(s.apply(1, new SpadesAction.Bid(4)))
        .message()
        .contains("has not seen its hand", "§3.3");
    assertThat(s.apply(1, SpadesAction.Nil.NIL)).isRefusedWith(SpadesState.BID_NOT_ALLOWED);
    assertThat(s.apply(2, SpadesAction.Look.LOOK))
        .as("look out of turn")
        .isRefusedWith(RuleCode.NOT_YOUR_TURN);
    assertThat(s.handSeen(1)).isFalse();
    SpadesState looked = s.apply(1, s.parseAction("look")).get();
    assertThat(looked.handSeen(1)).isTrue();
    assertThat(looked.toMove()).as("look does not end the turn").isEqualTo(1);
    assertThat(Positions.texts(looked.legalActions(1))).isEqualTo(bidTexts());
    assertThat(looked.apply(1, SpadesAction.BlindNil.BLIND_NIL))
        .isRefusedWith(SpadesState.BID_NOT_ALLOWED);
    assertThat(looked.apply(1, SpadesAction.Look.LOOK))
        .as("look twice")
        .isRefusedWith(SpadesState.BID_NOT_ALLOWED);
    SpadesState off = SpadesState.deal(SpadesRules.defaults().withBlindNil(false), 0, 5L);
    assertThat(Positions.texts(off.legalActions(1))).isEqualTo(bidTexts());
    assertThat(off.handSeen(1)).as("seen from the deal").isTrue();
    assertThat(off.apply(1, SpadesAction.Look.LOOK)).isRefusedWith(SpadesState.BID_NOT_ALLOWED);
    assertThat(off.viewFor(1).hand()).isEqualTo(off.hand(1));
    assertThat(s.viewFor(1).hand()).as("an unseen hand shows no cards").isEqualTo(CardSet.EMPTY);
    assertThat(looked.viewFor(1).hand()).isEqualTo(s.hand(1));
    // a blind-nil bid shows the hand too (§3.3 "any bid shows the hand")
    SpadesState blind = s.apply(1, SpadesAction.BlindNil.BLIND_NIL).get();
    assertThat(blind.viewFor(1).hand()).isEqualTo(s.hand(1));
    assertThat(blind.looked(1)).isFalse();
    assertThat(looked.looked(1)).isTrue();
  }

  @Test
  @DisplayName(
      "SP-E3 (spades §4.3): spades unbroken — {AS KS 4D} leads 4D; {AS KS} may lead either")
  void sp03() {
    assertThat(leading(DEFAULT, "AS KS 4D").legalPlays()).isEqualTo(CardSet.parse("4D"));
    assertThat(leading(DEFAULT, "AS KS").legalPlays()).isEqualTo(CardSet.parse("AS KS"));
    assertThat(leading(DEFAULT, "AS KS 4D").violation(0, Card.parse("AS")).code())
        .isEqualTo(SpadesState.SPADES_NOT_BROKEN);
  }

  @Test
  @DisplayName("SP-E4 (spades §4.4): 5D led — {9D KD 2S AH} must follow; {2S AH} may play either")
  void sp04() {
    TrickPlay p =
        TrickPlay.start(
            TrickOrder.trumpSuit(Suit.SPADES),
            List.of(
                CardSet.parse("5D 3C 7C 8C"),
                CardSet.parse("9D KD 2S AH"),
                CardSet.parse("2C 4C 9C TC"),
                CardSet.parse("5C 6C JC QC")),
            0,
            SpadesPlayRules.of(DEFAULT));
    p = p.play(0, Card.parse("5D")).get();
    assertThat(p.legalPlays()).isEqualTo(CardSet.parse("9D KD"));
    TrickPlay q =
        TrickPlay.start(
            TrickOrder.trumpSuit(Suit.SPADES),
            List.of(
                CardSet.parse("5D 3C"),
                CardSet.parse("2S AH"),
                CardSet.parse("2C 4C"),
                CardSet.parse("5C 6C")),
            0,
            SpadesPlayRules.of(DEFAULT));
    q = q.play(0, Card.parse("5D")).get();
    assertThat(q.legalPlays()).isEqualTo(CardSet.parse("2S AH"));
  }

  @Test
  @DisplayName("SP-E5 (spades §4.5): the only spade wins; without one the highest of the suit led")
  void sp05() {
    TrickOrder o = TrickOrder.trumpSuit(Suit.SPADES);
    assertThat(Trick.parse("1:KH 2:AH 3:2S 0:QH", 4).winner(o)).isEqualTo(3);
    assertThat(3 % 2).as("team B").isEqualTo(1);
    assertThat(Trick.parse("1:KH 2:AH 3:3H 0:QH", 4).winner(o)).isEqualTo(2);
  }

  /** Bids written compactly in these examples: {@code n} for {@code bid n}, nil and blind nil. */
  static final int NIL = 0;

  static final int BLIND = -2;

  /**
   * {@link SpadesScoring#deal} on compact bids: {@code {teamScores, bagsAfter}}, each [A, B], from
   * the bids and tricks per seat and the bags [A, B] before the deal.
   */
  static int[][] score(SpadesRules r, int[] bids, int[] tricks, int[] bags) {
    List<SpadesBid> b = new ArrayList<>();
    for (int x : bids) {
      b.add(x == BLIND ? SpadesBid.BLIND_NIL : SpadesBid.of(x));
    }
    List<SpadesScoring.TeamScore> t =
        SpadesScoring.deal(r, b, Ints.of(tricks).toList(), Ints.of(bags).toList());
    return new int[][] {{t.get(0).score(), t.get(1).score()}, {t.get(0).bags(), t.get(1).bags()}};
  }

  @Test
  @DisplayName("SP-E6 (spades §5.1): bids 3 + 1, 6 tricks — +42, 2 bags")
  void sp06() {
    int[][] r = score(DEFAULT, new int[] {3, 5, 1, 5}, new int[] {4, 3, 2, 4}, new int[] {0, 0});
    assertThat(r[0][0]).isEqualTo(42);
    assertThat(r[1][0]).isEqualTo(2);
  }

  @Test
  @DisplayName("SP-E7 (spades §5.1): contract 4, 3 tricks — -40, no bags")
  void sp07() {
    int[][] r = score(DEFAULT, new int[] {3, 5, 1, 5}, new int[] {2, 5, 1, 5}, new int[] {0, 0});
    assertThat(r[0][0]).isEqualTo(-40);
    assertThat(r[1][0]).isZero();
  }

  @Test
  @DisplayName(
      "SP-E8 (spades §5.2, §8.3): 4 + nil, 6 tricks — nil made +142, nil failed -58, 2 bags either way")
  void sp08() {
    int[][] made =
        score(DEFAULT, new int[] {4, 5, NIL, 5}, new int[] {6, 4, 0, 3}, new int[] {0, 0});
    assertThat(made[0][0]).isEqualTo(142);
    assertThat(made[1][0]).isEqualTo(2);
    int[][] failed =
        score(DEFAULT, new int[] {4, 5, NIL, 5}, new int[] {5, 4, 1, 3}, new int[] {0, 0});
    assertThat(failed[0][0]).isEqualTo(-58);
    assertThat(failed[1][0]).isEqualTo(2);
  }

  @Test
  @DisplayName("SP-E9 (spades §5.2): 4 + blind nil, 6 tricks — +242 or -158")
  void sp09() {
    assertThat(
            score(DEFAULT, new int[] {4, 5, BLIND, 5}, new int[] {6, 4, 0, 3}, new int[] {0, 0})[0][
                0])
        .isEqualTo(242);
    assertThat(
            score(DEFAULT, new int[] {4, 5, BLIND, 5}, new int[] {5, 4, 1, 3}, new int[] {0, 0})[0][
                0])
        .isEqualTo(-158);
  }

  @Test
  @DisplayName(
      "SP-E10 (spades §5.3): 249 with 9 bags, bid 4 take 6 — penalty 100, 1 bag, total 191")
  void sp10() {
    int[][] r = score(DEFAULT, new int[] {3, 5, 1, 5}, new int[] {4, 3, 2, 4}, new int[] {9, 0});
    assertThat(249 + r[0][0]).isEqualTo(191);
    assertThat(r[1][0]).isEqualTo(1);
    int[][] off =
        score(
            DEFAULT.withBags(false),
            new int[] {3, 5, 1, 5},
            new int[] {4, 3, 2, 4},
            new int[] {9, 0});
    assertThat(off[0][0]).isEqualTo(42);
    assertThat(off[1][0]).isZero();
  }

  @Test
  @DisplayName("SP-E11 (spades §7 mirror): 4 spades bid 4; no spade bids nil")
  void sp11() {
    SpadesRules m = SpadesRules.builder().mirror(true).build();
    SpadesState s =
        deal(
            m,
            3,
            List.of(0, 0),
            "AS KS QS JS 2C 3C 4C 5C 6C 7C 8C 9C TC",
            "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD");
    assertThat(Positions.texts(s.legalActions(0))).containsExactly("bid 4");
    s = s.apply(0, new SpadesAction.Bid(4)).get();
    assertThat(Positions.texts(s.legalActions(1))).containsExactly("nil");
  }

  @Test
  @DisplayName("SP-E12 (spades §7 lefty): the leftmost legal card only")
  void sp12() {
    SpadesRules l = SpadesRules.builder().lefty(true).build();
    assertThat(firstLead(l, "5C KC 7D AS 2H").legalPlays()).isEqualTo(CardSet.parse("5C"));
    assertThat(firstLead(l, "3S 9H AH").legalPlays()).isEqualTo(CardSet.parse("9H"));
    TrickPlay p =
        TrickPlay.start(
            TrickOrder.trumpSuit(Suit.SPADES),
            List.of(
                CardSet.parse("4C 5D 6D"),
                CardSet.parse("8C 2D AS"),
                CardSet.parse("2C 3D 4D"),
                CardSet.parse("3C 7D 8D")),
            0,
            SpadesPlayRules.of(l));
    p = p.play(0, Card.parse("4C")).get();
    assertThat(p.legalPlays()).isEqualTo(CardSet.parse("8C"));
    assertThat(p.violation(1, Card.parse("2D")).code()).isEqualTo("MUST_FOLLOW_SUIT");
  }

  @Test
  @DisplayName(
      "SP-E13 (spades §7 righty): {2C KC 5D AS 3H QH} unbroken — the rightmost legal card, QH")
  void sp13() {
    SpadesRules r = SpadesRules.builder().righty(true).build();
    TrickPlay p = firstLead(r, "2C KC 5D AS 3H QH");
    assertThat(p.legalPlays()).isEqualTo(CardSet.parse("QH"));
    assertThat(p.violation(0, Card.parse("KC")).code()).isEqualTo(SpadesState.RIGHTY);
  }

  @Test
  @DisplayName(
      "SP-E14 (spades §7 suicide): after partner bid 3, look or blind nil while unseen, then only nil; after partner's nil, anything")
  void sp14() {
    SpadesRules su = SpadesRules.builder().suicide(true).build();
    SpadesAction.Look look = SpadesAction.Look.LOOK;
    SpadesState s = SpadesState.deal(su, 3, 9L);
    s =
        s.apply(0, look)
            .get()
            .apply(0, new SpadesAction.Bid(3))
            .get()
            .apply(1, look)
            .get()
            .apply(1, new SpadesAction.Bid(2))
            .get();
    assertThat(Positions.texts(s.legalActions(2))).containsExactly("look", "blindnil");
    assertThat(Positions.texts(s.apply(2, look).get().legalActions(2))).containsExactly("nil");
    assertThat(s.apply(2, look).get().apply(2, new SpadesAction.Bid(4)))
        .message()
        .contains("suicide");
    assertThat(s.apply(2, SpadesAction.BlindNil.BLIND_NIL).isRight()).isTrue();
    SpadesState t =
        SpadesState.deal(su, 3, 9L)
            .apply(0, look)
            .get()
            .apply(0, SpadesAction.Nil.NIL)
            .get()
            .apply(1, look)
            .get()
            .apply(1, new SpadesAction.Bid(2))
            .get();
    assertThat(Positions.texts(t.legalActions(2))).containsExactly("look", "blindnil");
    assertThat(Positions.texts(t.apply(2, look).get().legalActions(2))).isEqualTo(bidTexts());
  }

  @Test
  @DisplayName(
      "SP-E15 (spades §7 doubleNilPass): blind nil only 200 behind; then the partners exchange 2 cards")
  void sp15() {
    SpadesRules dnp = SpadesRules.builder().doubleNilPass(true).build();
    SpadesState s = SpadesState.deal(dnp, 1, 1, List.of(150, 360), List.of(0, 0), 4L);
    assertThat(Positions.texts(s.legalActions(2))).contains("blindnil");
    SpadesState t = SpadesState.deal(dnp, 1, 1, List.of(160, 350), List.of(0, 0), 4L);
    assertThat(Positions.texts(t.legalActions(2)))
        .doesNotContain("blindnil", "look")
        .isEqualTo(bidTexts());
    assertThat(Positions.texts(s.legalActions(2))).containsExactly("look", "blindnil");
    s = s.apply(2, SpadesAction.BlindNil.BLIND_NIL).get();
    assertThat(Positions.texts(s.legalActions(3))).doesNotContain("blindnil", "look");
    s =
        s.apply(3, new SpadesAction.Bid(3))
            .get()
            .apply(0, SpadesAction.Look.LOOK)
            .get()
            .apply(0, new SpadesAction.Bid(4))
            .get()
            .apply(1, new SpadesAction.Bid(3))
            .get();
    assertThat(s.phase()).isEqualTo(SpadesState.Phase.EXCHANGE);
    assertThat(s.canAct(0)).isTrue();
    assertThat(s.canAct(2)).isTrue();
    assertThat(s.canAct(1)).isFalse();
    CardSet g0 = CardSet.of(s.hand(0).toList().subList(0, 2));
    CardSet g2 = CardSet.of(s.hand(2).toList().subList(0, 2));
    s = s.apply(2, new SpadesAction.Exchange(g2)).get();
    assertThat(s.viewFor(0).received())
        .as("not delivered before both chose")
        .isEqualTo(CardSet.EMPTY);
    s = s.apply(0, new SpadesAction.Exchange(g0)).get();
    assertThat(s.phase()).isEqualTo(SpadesState.Phase.PLAYING);
    assertThat(s.hand(0).containsAll(g2)).isTrue();
    assertThat(s.hand(2).containsAll(g0)).isTrue();
    assertThat(s.viewFor(0).received()).isEqualTo(g2);
    assertThat(s.viewFor(1).received())
        .as("opponents do not see the exchange")
        .isEqualTo(CardSet.EMPTY);
  }

  @Test
  @DisplayName(
      "SP-E16 (spades §6, §7): 510-480 A wins; 510-510 plays on; suicide margin 510 wins; limit200 at 203 wins")
  void sp16() {
    assertThat(SpadesMatchTest.end(DEFAULT, 510, 480)).containsExactly(0, 2);
    assertThat(SpadesMatchTest.end(DEFAULT, 510, 510)).isEmpty();
    assertThat(SpadesMatchTest.end(DEFAULT, 380, -130)).isEmpty();
    SpadesRules su = SpadesRules.builder().suicide(true).build();
    assertThat(SpadesMatchTest.end(su, 380, -130)).containsExactly(0, 2);
    SpadesRules l2 = SpadesRules.builder().limit200(true).build();
    assertThat(SpadesMatchTest.end(l2, 180, 90)).isEmpty();
    assertThat(SpadesMatchTest.end(l2, 203, 90)).containsExactly(0, 2);
    assertThat(SpadesMatchTest.end(l2, 206, 90)).isEmpty();
    SpadesRules be = SpadesRules.builder().lefty(true).bidErrorScoring(true).build();
    assertThat(SpadesMatchTest.endErrors(be, 3, 1, 2, 3, 4)).isEmpty();
    assertThat(SpadesMatchTest.endErrors(be, 4, 1, 2, 1, 4)).containsExactly(0, 2);
  }

  @Test
  @DisplayName(
      "Spades 7 lossScore, SP-E17: with -200, 120 to -210 A wins; -200 to -250 A wins (higher total); 505 to -230 A wins")
  void sp17() {
    SpadesRules l = SpadesRules.builder().lossScore(-200).build();
    assertThat(SpadesMatchTest.end(l, 120, -210)).containsExactly(0, 2);
    assertThat(SpadesMatchTest.end(l, -200, -250)).containsExactly(0, 2);
    assertThat(SpadesMatchTest.end(l, 505, -230)).containsExactly(0, 2);
    // "at or below": -200 loses, -199 does not; the other team wins whatever its total
    assertThat(SpadesMatchTest.end(l, -150, -200)).containsExactly(0, 2);
    assertThat(SpadesMatchTest.end(l, -200, -450)).containsExactly(0, 2);
    assertThat(SpadesMatchTest.end(l, -210, 30)).containsExactly(1, 3);
    assertThat(SpadesMatchTest.end(l, -199, 30)).isEmpty();
    // both at or below with equal totals: play on
    assertThat(SpadesMatchTest.end(l, -260, -260)).isEmpty();
    // off (0, the default): no loss at a negative total (§6.2)
    assertThat(SpadesMatchTest.end(DEFAULT, 120, -210)).isEmpty();
    assertThat(SpadesMatchTest.end(l.withLossScore(-350), 120, -210)).isEmpty();
    assertThat(SpadesMatchTest.end(l.withLossScore(-350), 120, -350)).containsExactly(0, 2);
  }

  @Test
  @DisplayName(
      "Spades 7 teamBidLimit, SP-E18: seat 0 bid 9, its partner seat 2 may bid nil or 1 to 4 (after look or blind nil while unseen)")
  void sp18() {
    SpadesRules limit = SpadesRules.builder().teamBidLimit(true).build();
    SpadesAction.Look look = SpadesAction.Look.LOOK;
    SpadesState s = SpadesState.deal(limit, 3, 9L);
    assertThat(Positions.texts(s.apply(0, look).get().legalActions(0)))
        .as("no partner bid yet: 0 + n <= 13")
        .isEqualTo(bidTexts());
    s =
        s.apply(0, look)
            .get()
            .apply(0, new SpadesAction.Bid(9))
            .get()
            .apply(1, look)
            .get()
            .apply(1, new SpadesAction.Bid(2))
            .get();
    assertThat(Positions.texts(s.legalActions(2))).containsExactly("look", "blindnil");
    SpadesState looked = s.apply(2, look).get();
    assertThat(Positions.texts(looked.legalActions(2)))
        .containsExactly("nil", "bid 1", "bid 2", "bid 3", "bid 4");
    assertThat(looked.apply(2, new SpadesAction.Bid(5))).isRefusedWith(SpadesState.BID_NOT_ALLOWED);
    assertThat(looked.apply(2, new SpadesAction.Bid(5)))
        .message()
        .contains("teamBidLimit", "at most 13");
    SpadesState four = looked.apply(2, new SpadesAction.Bid(4)).get();
    assertThat(four.contract(0)).isEqualTo(13);
    // seat 3's partner bid 2: nil and 1 to 11
    SpadesState three = four.apply(3, look).get();
    assertThat(Positions.texts(three.legalActions(3))).isEqualTo(bidTexts().subList(0, 12));
    // a nil or blind nil partner counts 0
    SpadesState afterNil =
        SpadesState.deal(limit, 3, 9L)
            .apply(0, look)
            .get()
            .apply(0, SpadesAction.Nil.NIL)
            .get()
            .apply(1, look)
            .get()
            .apply(1, new SpadesAction.Bid(13))
            .get()
            .apply(2, look)
            .get();
    assertThat(Positions.texts(afterNil.legalActions(2))).isEqualTo(bidTexts());
    assertThat(
            Positions.texts(
                afterNil
                    .apply(2, new SpadesAction.Bid(1))
                    .get()
                    .apply(3, look)
                    .get()
                    .legalActions(3)))
        .as("partner bid 13: nil only")
        .containsExactly("nil");
    // with blindNil off the hand is seen from the deal and the limited set comes at once
    SpadesState seen =
        SpadesState.deal(limit.withBlindNil(false), 3, 9L)
            .apply(0, new SpadesAction.Bid(9))
            .get()
            .apply(1, new SpadesAction.Bid(2))
            .get();
    assertThat(Positions.texts(seen.legalActions(2)))
        .containsExactly("nil", "bid 1", "bid 2", "bid 3", "bid 4");
    // off (default): no restriction on the sum (§3.4)
    SpadesState free =
        SpadesState.deal(DEFAULT, 3, 9L)
            .apply(0, look)
            .get()
            .apply(0, new SpadesAction.Bid(9))
            .get()
            .apply(1, look)
            .get()
            .apply(1, new SpadesAction.Bid(2))
            .get()
            .apply(2, look)
            .get();
    assertThat(Positions.texts(free.legalActions(2))).isEqualTo(bidTexts());
  }

  @Test
  @DisplayName(
      "Spades 7 doubleNilUnit, SP-E19: nil, 7, nil, 4 — A takes 0 and 0: +200; 2 and 0: -200; 1 and 1: -200; bags unchanged; off: +2 / -198 with 2 bags")
  void sp19() {
    SpadesRules unit = SpadesRules.builder().doubleNilUnit(true).build();
    int nil = NIL;
    int[] bids = {nil, 7, nil, 4};
    int[] bags = {6, 3};
    int[][] made = score(unit, bids, new int[] {0, 7, 0, 6}, bags);
    assertThat(made[0][0]).isEqualTo(200);
    assertThat(made[1][0]).as("bags unchanged").isEqualTo(6);
    int[][] twoZero = score(unit, bids, new int[] {2, 6, 0, 5}, bags);
    assertThat(twoZero[0][0]).isEqualTo(-200);
    assertThat(twoZero[1][0]).isEqualTo(6);
    int[][] oneOne = score(unit, bids, new int[] {1, 6, 1, 5}, bags);
    assertThat(oneOne[0][0]).isEqualTo(-200);
    assertThat(oneOne[1][0]).isEqualTo(6);
    // team B (7 + 4 = 11) is scored by §5.1 as usual: 11 made exactly, 11 with 0 overtricks
    assertThat(twoZero[0][1]).isEqualTo(110);
    // off: §5.1 and §5.2 — B = 0, T = 2: +2 and 2 bags, the nils +100 - 100; both fail: 2 - 200
    int[][] offTwoZero = score(DEFAULT, bids, new int[] {2, 6, 0, 5}, new int[] {0, 0});
    assertThat(offTwoZero[0][0]).isEqualTo(2);
    assertThat(offTwoZero[1][0]).isEqualTo(2);
    int[][] offOneOne = score(DEFAULT, bids, new int[] {1, 6, 1, 5}, new int[] {0, 0});
    assertThat(offOneOne[0][0]).isEqualTo(-198);
    assertThat(offOneOne[1][0]).isEqualTo(2);
    // a pair with a blind nil is scored by §5.2 as usual: 0 + 200 - 100
    int[][] blind =
        score(unit, new int[] {BLIND, 7, nil, 4}, new int[] {0, 6, 1, 6}, new int[] {0, 0});
    assertThat(blind[0][0]).isEqualTo(1 + 200 - 100);
    assertThat(blind[1][0]).isEqualTo(1);
    // played out: seat 2 holds every spade and takes all 13 tricks
    SpadesState deal =
        SpadesState.of(
            unit.withBlindNil(false),
            3,
            List.of(
                CardSet.parse("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"),
                CardSet.parse("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"),
                CardSet.parse("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"),
                CardSet.parse("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH")),
            List.of(0, 0),
            List.of(0, 0));
    deal =
        deal.apply(0, SpadesAction.Nil.NIL)
            .get()
            .apply(1, new SpadesAction.Bid(7))
            .get()
            .apply(2, SpadesAction.Nil.NIL)
            .get()
            .apply(3, new SpadesAction.Bid(4))
            .get();
    while (!deal.isTerminal()) {
      deal = deal.apply(deal.toMove(), deal.legalActions(deal.toMove()).get(0)).get();
    }
    assertThat(deal.tricks(2)).isEqualTo(13);
    assertThat(deal.teamScores()).containsExactly(-200, -110);
    assertThat(deal.bagsAfter()).containsExactly(0, 0);
  }
}
