package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Suit;
import dev.tenace.core.trick.FaceDownOrder;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Core's one reading of what plays reveal ({@link PlayReveals}): the follow rule's voids, each play
 * rule's {@link PlayRule#reveal} given what the earlier rules left legal, counts carried forward
 * past later plays, public facts only, and cards played face down.
 */
class PlayRevealsTest {
  private static final long HEARTS = CardSet.suitMask(Suit.HEARTS);
  private static final long CLUBS = CardSet.suitMask(Suit.CLUBS);
  private static final long SPADES = CardSet.suitMask(Suit.SPADES);

  /** No heart led before one is played, unless the hand holds only hearts; and its reveal. */
  static final PlayRule HEARTS_LOCK =
      PlayRule.of(
          "HEARTS_LOCKED",
          PlayRule.When.LEADING,
          (p, seat, hand, legal) ->
              !p.isLeading() || (p.playedBits() & HEARTS) != 0 || (legal & ~HEARTS) == 0
                  ? legal
                  : legal & ~HEARTS,
          (p, seat, card) -> "hearts are locked",
          (p, seat, card, legal) -> {
            if (!p.isLeading() || (p.playedBits() & HEARTS) != 0) {
              return PlayRule.Reveal.nothing(legal);
            }
            return (card.bit() & HEARTS) != 0
                ? PlayRule.Reveal.absent(legal & ~HEARTS, legal)
                : PlayRule.Reveal.nothing(legal & ~HEARTS);
          });

  /** Only the lowest legal card; its reveal: no legal card lower. */
  static final PlayRule LOWEST =
      PlayRule.of(
          "LOWEST",
          PlayRule.When.ALWAYS,
          (p, seat, hand, legal) -> Long.lowestOneBit(legal),
          (p, seat, card) -> "only the lowest legal card",
          (p, seat, card, legal) -> PlayRule.Reveal.absent(legal & (card.bit() - 1), card.bit()));

  /** Only the highest legal card; its reveal: no legal card higher. */
  static final PlayRule HIGHEST =
      PlayRule.of(
          "HIGHEST",
          PlayRule.When.ALWAYS,
          (p, seat, hand, legal) -> Long.highestOneBit(legal),
          (p, seat, card) -> "only the highest legal card",
          (p, seat, card, legal) ->
              PlayRule.Reveal.absent(legal & ~(card.bit() | (card.bit() - 1)), card.bit()));

  /**
   * A lone spade may not be discarded to another suit while another card is held; its reveal: a
   * spade discarded but as the last card shows two spades or more.
   */
  static final PlayRule KEEP_LONE_SPADE =
      PlayRule.of(
          "KEEP_LONE_SPADE",
          PlayRule.When.FOLLOWING,
          (p, seat, hand, legal) -> {
            long spades = hand & SPADES;
            boolean spadeLed = ((1L << p.ledCardIndex()) & SPADES) != 0;
            long out = legal & ~spades;
            return !spadeLed && Long.bitCount(spades) == 1 && out != 0 ? out : legal;
          },
          (p, seat, card) -> "keeps its lone spade",
          (p, seat, card, legal) -> {
            boolean spadeLed = ((1L << p.ledCardIndex()) & SPADES) != 0;
            if (!spadeLed
                && (card.bit() & SPADES) != 0
                && legal == -1L
                && p.tricksPlayed() < p.totalTricks() - 1) {
              return PlayRule.Reveal.atLeast(SPADES, 2, legal);
            }
            return PlayRule.Reveal.nothing(card.bit());
          });

  private static List<CardSet> hands(String... hands) {
    List<CardSet> out = new ArrayList<>();
    for (String h : hands) {
      out.add(CardSet.parse(h));
    }
    return out;
  }

  private static TrickPlay play(TrickPlay p, String... cards) {
    for (String c : cards) {
      p = p.play(p.toPlay(), Card.parse(c)).get();
    }
    return p;
  }

  @Test
  @DisplayName(
      "a heart led before hearts are broken reveals a hand of hearts only, as the rule states it;"
          + " without the rule nothing; voids from the table")
  void heartLead() {
    TrickPlay p =
        TrickPlay.start(
            TrickOrder.noTrump(),
            hands("2C 9S TS", "AC 2H 3H", "4C 6C 7C", "5D 6D 4H"),
            0,
            List.of(HEARTS_LOCK));
    p = play(p, "2C", "AC", "4C", "5D", "2H"); // seat 1 wins and leads 2H: it holds only hearts
    PlayReveals seen = PlayReveals.of(p.table(), p.rules());
    assertThat(seen.absent(1)).isEqualTo(~HEARTS);
    assertThat(seen.absent(3)).isEqualTo(CLUBS); // did not follow the club lead
    assertThat(seen.absent(3)).isEqualTo(p.table().voidCards(3));
    assertThat(seen.absent(0)).isZero();
    assertThat(seen.playedBy(1)).isEqualTo(CardSet.parse("AC 2H").bits());
    assertThat(PlayReveals.of(p.table(), List.of()).absent(1)).isZero();

    // seat 3 wins with 4H and leads 6D once hearts are broken: the lock says nothing of it
    p = play(p, "6C", "4H", "9S", "6D", "TS", "3H", "7C");
    seen = PlayReveals.of(p.table(), p.rules());
    assertThat(seen.absent(3)).isEqualTo(CLUBS);
    assertThat(seen.absent(2)).isEqualTo(HEARTS | CardSet.suitMask(Suit.DIAMONDS));
  }

  @Test
  @DisplayName(
      "a rule's reveal reads what the follow rule and earlier rules left legal: the highest legal"
          + " card reveals only higher cards of the suit followed, and no heart while they are locked")
  void cascade() {
    TrickPlay p =
        TrickPlay.start(
            TrickOrder.noTrump(), hands("2D 5D 7D", "4D 9D 2H"), 0, List.of(HEARTS_LOCK, HIGHEST));
    p = play(p, "7D", "9D");
    PlayReveals seen = PlayReveals.of(p.table(), p.rules());
    long above7D = ~(Card.parse("8D").bit() - 1);
    assertThat(seen.absent(0)).isEqualTo(above7D & ~HEARTS); // led with hearts locked
    assertThat(seen.absent(1)).isEqualTo(CardSet.parse("TD JD QD KD AD").bits()); // followed
    p = play(p, "4D", "5D"); // seat 1 leads 4D, kept from 2H by the lock; seat 0 follows 5D
    seen = PlayReveals.of(p.table(), p.rules());
    assertThat(seen.absent(1) & HEARTS).isZero();
    assertThat(seen.absent(1)).isEqualTo(~(Card.parse("5D").bit() - 1) & ~HEARTS);
    assertThat(seen.absent(0))
        .isEqualTo((above7D & ~HEARTS) | CardSet.parse("6D 7D 8D 9D TD JD QD KD AD").bits());
  }

  @Test
  @DisplayName(
      "a rule that states no reveal is taken to have left only the card played: a later rule's"
          + " reveal then says nothing of it")
  void silentRuleNarrows() {
    PlayRule silent =
        PlayRule.of("SILENT", (p, seat, hand, legal) -> legal, (p, seat, card) -> "never");
    TrickPlay p =
        TrickPlay.start(
            TrickOrder.noTrump(), hands("2C 5C 7C", "4C 9C 2H"), 0, List.of(silent, LOWEST));
    p = play(p, "2C", "4C");
    assertThat(PlayReveals.of(p.table(), p.rules()).absent(1)).isZero();
    assertThat(silent.reveal(p, 0, Card.parse("9C"), -1L))
        .isEqualTo(PlayRule.Reveal.nothing(Card.parse("9C").bit()));
  }

  @Test
  @DisplayName(
      "a count revealed at a play is carried to the unplayed hand: less each card of it played since;"
          + " constrain states it to a hidden deal")
  void counts() {
    TrickPlay p =
        TrickPlay.start(
            TrickOrder.noTrump(),
            hands("2C 3C 4C 5C", "2S 3S 4S 2D", "7C 8C 9C TC", "JC QC KC AC"),
            0,
            List.of(KEEP_LONE_SPADE));
    // seat 1 discards 2S to a club lead: it held another spade, which it still holds
    p = play(p, "2C", "2S");
    PlayReveals seen = PlayReveals.of(p.table(), p.rules());
    assertThat(seen.atLeast(1, SPADES)).isEqualTo(1);
    assertThat(seen.atLeast(1, CLUBS)).isZero();
    assertThat(seen.atLeast(0, SPADES)).isZero();
    long hidden = CardSet.parse("3S 4S 2D 3D 4D 5D").bits();
    HiddenDeal.Builder deal = HiddenDeal.builder(hidden, new int[] {3, 3, 0, 0});
    seen.constrain(deal);
    HiddenDeal d = deal.build();
    SplittableRandom rng = new SplittableRandom(1);
    for (int k = 0; k < 50; k++) {
      assertThat(Long.bitCount(d.sampleForView(rng, 0)[1] & SPADES)).isPositive();
    }
    assertThat(d.count()).isEqualTo(16); // C(6,3) = 20 deals, less the 4 with no spade at 1
    // seat 3 wins with JC and leads QC; seat 1 discards 3S: 2S's count is used up, 3S's is one
    p = play(p, "7C", "JC", "QC", "3C", "3S");
    assertThat(PlayReveals.of(p.table(), p.rules()).atLeast(1, SPADES)).isEqualTo(1);
    p = play(p, "8C", "KC", "4C");
    assertThat(p.violation(1, Card.parse("4S")).code()).isEqualTo("KEEP_LONE_SPADE");
    p = play(p, "2D", "9C", "AC", "5C"); // the last trick: 4S is all seat 1 has, and says nothing
    assertThat(p.violation(1, Card.parse("4S"))).isNull();
    p = play(p, "4S");
    assertThat(PlayReveals.of(p.table(), p.rules()).atLeast(1, SPADES)).isZero();
  }

  @Test
  @DisplayName("a reveal reads public facts only: the hand and the legal cards are refused")
  void publicFactsOnly() {
    PlayRule peeking =
        PlayRule.of(
            "PEEK",
            PlayRule.When.ALWAYS,
            (p, seat, hand, legal) -> legal,
            (p, seat, card) -> "never",
            (p, seat, card, legal) -> PlayRule.Reveal.absent(p.handBits(seat), legal));
    TrickPlay p =
        TrickPlay.start(TrickOrder.noTrump(), hands("2C 5C", "4C 9C"), 0, List.of(peeking));
    TrickTable t = play(p, "2C").table();
    assertThatThrownBy(() -> PlayReveals.of(t, List.of(peeking)))
        .isInstanceOf(UnsupportedOperationException.class)
        .hasMessageContaining("not the hand of seat 0");
  }

  @Test
  @DisplayName("a reveal that leaves the card played illegal is refused, naming the rule")
  void revealMustKeepTheCard() {
    PlayRule wrong =
        PlayRule.of(
            "WRONG",
            PlayRule.When.ALWAYS,
            (p, seat, hand, legal) -> legal,
            (p, seat, card) -> "never",
            (p, seat, card, legal) -> PlayRule.Reveal.nothing(0L));
    TrickPlay p = TrickPlay.start(TrickOrder.noTrump(), hands("2C 5C", "4C 9C"), 0, List.of(wrong));
    TrickTable t = play(p, "2C").table();
    assertThatThrownBy(() -> PlayReveals.of(t, List.of(wrong)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("PlayRule(WRONG)")
        .hasMessageContaining("2C");
    assertThatThrownBy(() -> new PlayRule.Reveal(0, 1, 1, -1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName(
      "a card concealed on the table is asked about by no rule; later positions show it as"
          + " CONCEALED, which a rule's FaceDownOrder maps to the suit it declared")
  void concealedCard() {
    TrickOrder spades = TrickOrder.trumpSuit(Suit.SPADES);
    int clubs = Suit.CLUBS.ordinal();
    FaceDownOrder deal = FaceDownOrder.of(spades, Card.parse("AS").index(), clubs);
    List<String> asked = new ArrayList<>();
    FaceDownOrder seen = FaceDownOrder.of(spades, PlayReveals.CONCEALED, clubs);
    PlayRule recorder =
        PlayRule.of(
            "RECORD",
            PlayRule.When.ALWAYS,
            (p, seat, hand, legal) -> legal,
            (p, seat, card) -> "never",
            (p, seat, card, legal) -> {
              int led = p.ledCardIndex();
              asked.add(
                  card
                      + (led < 0 ? " leads" : " on suit " + seen.effectiveSuit(led))
                      + " after "
                      + Long.bitCount(p.playedBits())
                      + (p.playedBits() < 0 ? " with the concealed card" : "")
                      + ", leads "
                      + Long.toHexString(p.completedLeadBits()));
              return PlayRule.Reveal.nothing(legal);
            });
    TrickPlay p =
        TrickPlay.start(deal, hands("AS 2H", "3C 3H", "4H 5H", "4C 6H"), 0, List.of(recorder));
    p = play(p, "AS", "3C", "4H", "4C", "6H"); // seat 3 wins with 4C, leads 6H
    TrickTable hidden = p.table().conceal(Card.parse("AS").bit());
    PlayReveals r = PlayReveals.of(hidden, List.of(recorder));
    assertThat(asked)
        .containsExactly(
            "3C on suit " + clubs + " after 1 with the concealed card, leads 0",
            "4H on suit " + clubs + " after 2 with the concealed card, leads 0",
            "4C on suit " + clubs + " after 3 with the concealed card, leads 0",
            "6H leads after 4 with the concealed card, leads 8000000000000000");
    assertThat(r.playedBy(0)).isZero();
    assertThat(r.absent(2)).isEqualTo(hidden.voidCards(2)).isEqualTo(CLUBS); // 4H: void in clubs
  }

  @Test
  @DisplayName(
      "property: over 300 random deals under the lock, lowest-card and lone-spade rules, at every"
          + " position every seat's hand holds no card its plays ruled out and meets every count")
  void soundOverRandomDeals() {
    SplittableRandom rng = new SplittableRandom(34);
    int checked = 0;
    for (int deal = 0; deal < 300; deal++) {
      List<CardSet> hands = new ArrayList<>();
      long deck = Deck.standard().cards().bits();
      for (int s = 0; s < 4; s++) {
        long h = HiddenDeal.randomSubset(deck, 8, rng);
        deck &= ~h;
        hands.add(CardSet.ofBits(h));
      }
      List<PlayRule> rules =
          deal % 2 == 0 ? List.of(HEARTS_LOCK, KEEP_LONE_SPADE) : List.of(HEARTS_LOCK, LOWEST);
      TrickPlay p = TrickPlay.start(TrickOrder.trumpSuit(Suit.SPADES), hands, deal % 4, rules);
      while (!p.isOver()) {
        long legal = p.legalBits();
        int pick = CardSet.selectIndex(legal, rng.nextInt(Long.bitCount(legal)));
        p = p.playLegal(Card.ofIndex(pick));
        PlayReveals seen = PlayReveals.of(p.table(), rules);
        for (int s = 0; s < 4; s++) {
          long hand = p.handBits(s);
          assertThat(seen.absent(s) & hand).as("deal %d seat %d at %s", deal, s, p).isZero();
          assertThat(Long.bitCount(hand & SPADES))
              .as("deal %d seat %d at %s", deal, s, p)
              .isGreaterThanOrEqualTo(seen.atLeast(s, SPADES));
          checked++;
        }
      }
    }
    assertThat(checked).isEqualTo(300 * 32 * 4);
  }
}
