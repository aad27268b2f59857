package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The generic trick-play phase: turn order, follow suit, rule cascade, violations, history. */
class TrickPlayTest {
  static final List<CardSet> HANDS =
      List.of(
          CardSet.parse("AS 2S 3H"),
          CardSet.parse("KS 4H 5H"),
          CardSet.parse("2D 3D 4D"),
          CardSet.parse("QS 6H 7H"));

  /** Hearts may not be led while another card can be. */
  static final PlayRule NO_HEARTS_LEAD =
      PlayRule.of(
          "NO_HEART_LEAD",
          (p, seat, hand, legal) ->
              p.isLeading() && (legal & ~CardSet.suitMask(Suit.HEARTS)) != 0
                  ? legal & ~CardSet.suitMask(Suit.HEARTS)
                  : legal,
          (p, seat, card) -> "seat " + seat + " may not lead " + card);

  static Card c(String s) {
    return Card.parse(s);
  }

  /** AS KS 2D QS (seat 0 wins), then seat 0 leads 2S. */
  private static TrickPlay firstTrickAndALead(TrickPlay start) {
    TrickPlay p = start;
    String[] cards = {"AS", "KS", "2D", "QS", "2S"};
    for (int i = 0; i < cards.length; i++) {
      p = p.play(i % 4, c(cards[i])).get();
    }
    return p;
  }

  @Test
  @DisplayName(
      "withHands: the same tricks from other unplayed cards equal the play of those hands; a hand"
          + " that moves a played card, overlaps or has another size is refused by seat")
  void withHands() {
    TrickOrder order = TrickOrder.trumpSuit(Suit.HEARTS);
    TrickPlay p = firstTrickAndALead(TrickPlay.start(order, HANDS, 0, List.of()));
    // seats 1 and 3 swap their unplayed hearts 4H 5H / 6H 7H as 4H 6H / 5H 7H
    List<CardSet> other =
        List.of(
            CardSet.parse("AS 2S 3H"),
            CardSet.parse("KS 4H 6H"),
            CardSet.parse("2D 3D 4D"),
            CardSet.parse("QS 5H 7H"));
    long[] hands = other.stream().mapToLong(CardSet::bits).toArray();
    TrickPlay q = p.withHands(hands, List.of());
    TrickPlay replayed = firstTrickAndALead(TrickPlay.start(order, other, 0, List.of()));
    assertThat(q).isEqualTo(replayed).isNotEqualTo(p);
    assertThat(q.legalPlays()).isEqualTo(CardSet.parse("4H 6H"));
    assertThat(q.completedTricks()).isEqualTo(p.completedTricks());
    hands[1] = 0;
    assertThat(q.hand(1)).as("the hands were copied").isEqualTo(CardSet.parse("4H 6H"));

    long[] moved = other.stream().mapToLong(CardSet::bits).toArray();
    moved[1] = CardSet.parse("QS 4H 6H").bits();
    moved[3] = CardSet.parse("KS 5H 7H").bits();
    assertThatThrownBy(() -> p.withHands(moved, List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("hand of seat 1 must hold the cards it played, KS");
    long[] overlap = other.stream().mapToLong(CardSet::bits).toArray();
    overlap[3] = CardSet.parse("QS 4H 7H").bits();
    assertThatThrownBy(() -> p.withHands(overlap, List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("hand of seat 3 shares cards with another hand: 4H");
    long[] small = other.stream().mapToLong(CardSet::bits).toArray();
    small[2] = CardSet.parse("2D 3D").bits();
    assertThatThrownBy(() -> p.withHands(small, List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("hand of seat 2 has 2 cards but needs 3");
    assertThatThrownBy(() -> p.withHands(new long[3], List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("needs 4 hands but had 3");
  }

  @Test
  @DisplayName(
      "startOver: a new phase from other hands under the same order and rules equals start; the"
          + " wrong number of hands, a hand of another size, overlapping hands or no such leader"
          + " are refused")
  void startOver() {
    TrickOrder order = TrickOrder.trumpSuit(Suit.CLUBS);
    TrickPlay p = firstTrickAndALead(TrickPlay.start(order, HANDS, 0, List.of(NO_HEARTS_LEAD)));
    // seat 3 now holds seat 0's hand and leads; hearts are refused on the lead
    List<CardSet> other = List.of(HANDS.get(3), HANDS.get(1), HANDS.get(2), HANDS.get(0));
    long[] hands = other.stream().mapToLong(CardSet::bits).toArray();
    TrickPlay q = p.startOver(hands, 3);
    assertThat(q).isEqualTo(TrickPlay.start(order, other, 3, List.of(NO_HEARTS_LEAD)));
    assertThat(q.order()).isEqualTo(order);
    assertThat(q.rules()).containsExactly(NO_HEARTS_LEAD);
    assertThat(q.legalPlays()).isEqualTo(CardSet.parse("AS 2S"));
    assertThat(q.playedBits()).isZero();
    assertThat(q.tricksPlayed()).isZero();
    hands[3] = 0;
    assertThat(q.hand(3)).as("the hands were copied").isEqualTo(HANDS.get(0));

    assertThatThrownBy(() -> p.startOver(new long[3], 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("needs 4 hands but had 3");
    long[] small = other.stream().mapToLong(CardSet::bits).toArray();
    small[2] = CardSet.parse("2D 3D").bits();
    assertThatThrownBy(() -> p.startOver(small, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("hand of seat 2 has 2 cards but needs 3");
    long[] overlap = other.stream().mapToLong(CardSet::bits).toArray();
    overlap[1] = CardSet.parse("QS 4H 5H").bits();
    assertThatThrownBy(() -> p.startOver(overlap, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("hand of seat 1 shares cards with another hand: QS");
    long[] fine = other.stream().mapToLong(CardSet::bits).toArray();
    assertThatThrownBy(() -> p.startOver(fine, 4))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seat must be 0..3 but was 4");
    assertThatThrownBy(() -> p.startOver(null, 0)).isInstanceOf(NullPointerException.class);
  }

  @Test
  @DisplayName("a whole phase: tricks, winners, hands, played cards, voids and tricks won")
  void wholePhase() {
    TrickPlay p = TrickPlay.start(TrickOrder.trumpSuit(Suit.HEARTS), HANDS, 0, List.of());
    assertThat(p.players()).isEqualTo(4);
    assertThat(p.totalTricks()).isEqualTo(3);
    assertThat(p.isFirstTrick()).isTrue();
    assertThat(p.isLeading()).isTrue();
    assertThat(p.legalPlays()).isEqualTo(HANDS.get(0));
    p = p.play(0, c("AS")).get();
    assertThat(p.ledCardIndex()).isEqualTo(c("AS").index());
    assertThat(p.legalPlays()).isEqualTo(CardSet.parse("KS"));
    p = p.play(1, c("KS")).get().play(2, c("2D")).get();
    assertThat(p.table().voids().get(2)).isEqualTo(1 << Suit.SPADES.ordinal());
    assertThat(p.legalPlays()).isEqualTo(CardSet.parse("QS"));
    p = p.play(3, c("QS")).get();
    assertThat(p.tricksPlayed()).isEqualTo(1);
    assertThat(p.lastTrick().winner()).isZero();
    assertThat(p.toPlay()).isZero();
    assertThat(p.currentTrick().isEmpty()).isTrue();
    p =
        p.play(0, c("2S"))
            .get()
            .play(1, c("4H"))
            .get()
            .play(2, c("3D"))
            .get()
            .play(3, c("6H"))
            .get();
    assertThat(p.lastTrick().winner()).as("6H trumps").isEqualTo(3);
    assertThat(p.table().voids().get(1)).isEqualTo(1 << Suit.SPADES.ordinal());
    p =
        p.play(3, c("7H"))
            .get()
            .play(0, c("3H"))
            .get()
            .play(1, c("5H"))
            .get()
            .play(2, c("4D"))
            .get();
    assertThat(p.isOver()).isTrue();
    assertThat(p.toPlay()).isEqualTo(-1);
    assertThat(p.legalBits()).isZero();
    assertThat(p.tricksWon(0)).isEqualTo(1);
    assertThat(p.tricksWon(3)).isEqualTo(2);
    assertThat(p.cardsWon(3)).isEqualTo(CardSet.parse("2S 4H 3D 6H 7H 3H 5H 4D"));
    assertThat(p.cardsWon(0)).isEqualTo(CardSet.parse("AS KS 2D QS"));
    assertThat(p.cardsWonBits(3)).isEqualTo(p.cardsWon(3).bits());
    assertThat(p.cardsWon(1)).isEqualTo(CardSet.EMPTY);
    assertThat(p.completedTricks()).hasSize(3);
    assertThat(p.played().size()).isEqualTo(12);
    assertThat(p.playedBits()).isEqualTo(p.played().bits());
    assertThat(p.hand(0)).isEqualTo(CardSet.EMPTY);
    assertThat(p.startingHand(0)).isEqualTo(HANDS.get(0));
    assertThat(p.toString()).contains("TrickPlay");
    assertThat(p.violation(0, c("AS")).code()).isEqualTo(RuleCode.WRONG_PHASE);
  }

  /** A card play of a game of its own, to check that another game's plays are never taken. */
  static final class OtherPlay extends CardPlay {
    private static final OtherPlay[] ALL = intern(OtherPlay::new, OtherPlay[]::new);

    private OtherPlay(Card card) {
      super(card);
    }
  }

  /** The card play of the game under test (core's tests cannot reach the test kit's PlainGame). */
  static final class OwnPlay extends CardPlay {
    private static final OwnPlay[] ALL = intern(OwnPlay::new, OwnPlay[]::new);

    private OwnPlay(Card card) {
      super(card);
    }

    static OwnPlay of(Card card) {
      return ALL[card.index()];
    }
  }

  @Test
  @DisplayName(
      "playIfLegal: a legal play of the game's own type advances like playLegal; anything else is left to apply")
  void playIfLegal() {
    TrickPlay p = TrickPlay.start(TrickOrder.noTrump(), HANDS, 0, List.of());
    Card as = c("AS");
    assertThat(p.playIfLegal(0, OwnPlay.of(as), OwnPlay.class)).isEqualTo(p.playLegal(as));
    assertThat(p.playIfLegal(1, OwnPlay.of(as), OwnPlay.class)).isNull(); // not its turn
    assertThat(p.playIfLegal(0, OwnPlay.of(c("KS")), OwnPlay.class)).isNull(); // not held
    assertThat(p.playIfLegal(0, OtherPlay.ALL[as.index()], OwnPlay.class))
        .isNull(); // another game's play
    TrickPlay q = p.playLegal(as);
    assertThat(q.playIfLegal(1, OwnPlay.of(c("4H")), OwnPlay.class)).isNull(); // must follow
  }

  @Test
  @DisplayName(
      "violations: not your turn, card not held, must follow suit — each names seat and cards; state untouched")
  void violations() {
    TrickPlay p = TrickPlay.start(TrickOrder.noTrump(), HANDS, 0, List.of());
    assertThat(p.violation(1, c("KS")).code()).isEqualTo(RuleCode.NOT_YOUR_TURN);
    assertThat(p.violation(0, c("KS")).code()).isEqualTo(RuleCode.CARD_NOT_HELD);
    assertThat(p.violation(0, c("KS")).message()).contains("seat 0").contains("KS");
    TrickPlay q = p.play(0, c("AS")).get();
    assertThat(q.play(1, c("4H")).getLeft().code()).isEqualTo(RuleCode.MUST_FOLLOW_SUIT);
    assertThat(q.play(1, c("4H")).getLeft().message())
        .contains("AS was led")
        .contains("spades")
        .contains("KS");
    assertThat(q.legalPlays()).isEqualTo(CardSet.parse("KS"));
    assertThatThrownBy(() -> q.playLegal(c("4H")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("MUST_FOLLOW_SUIT");
    assertThat(q.playLegal(c("KS")).toPlay()).isEqualTo(2);
    assertThat(p.play(0, c("AS")).get()).isEqualTo(q).hasSameHashCodeAs(q);
    assertThat(q).isNotEqualTo(p);
  }

  @Test
  @DisplayName(
      "play rules apply after follow suit, in order, with their own codes and explanations")
  void ruleCascade() {
    TrickPlay p = TrickPlay.start(TrickOrder.noTrump(), HANDS, 0, List.of(NO_HEARTS_LEAD));
    assertThat(p.rules()).containsExactly(NO_HEARTS_LEAD);
    assertThat(NO_HEARTS_LEAD.code()).isEqualTo("NO_HEART_LEAD");
    assertThat(p.legalPlays()).isEqualTo(CardSet.parse("AS 2S"));
    assertThat(p.play(0, c("3H")).getLeft())
        .satisfies(
            v -> {
              assertThat(v.code()).isEqualTo("NO_HEART_LEAD");
              assertThat(v.message()).isEqualTo("seat 0 may not lead 3H");
              assertThat(v.seat()).isZero();
              assertThat(v.toString()).startsWith("NO_HEART_LEAD: ");
            });
  }

  @Test
  @DisplayName(
      "bad starts are refused: overlapping hands, unequal sizes, no such leader, too many seats")
  void badStarts() {
    assertThatThrownBy(
            () ->
                TrickPlay.start(
                    TrickOrder.noTrump(),
                    List.of(CardSet.parse("AS"), CardSet.parse("AS")),
                    0,
                    List.of()))
        .hasMessageContaining("shares cards");
    assertThatThrownBy(
            () ->
                TrickPlay.start(
                    TrickOrder.noTrump(),
                    List.of(CardSet.parse("AS"), CardSet.parse("KS QS")),
                    0,
                    List.of()))
        .hasMessageContaining("cards but hand of seat 0");
    assertThatThrownBy(() -> TrickPlay.start(TrickOrder.noTrump(), HANDS, 4, List.of()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () -> TrickPlay.start(TrickOrder.noTrump(), List.of(CardSet.parse("AS")), 0, List.of()))
        .hasMessageContaining("2 to 8");
  }

  @Test
  @DisplayName("tricks: notation, seats, cards, errors")
  void tricks() {
    Trick t = Trick.parse("1:KH 2:AH 3:2S 0:QH", 4);
    assertThat(t.leader()).isEqualTo(1);
    assertThat(t.isComplete()).isTrue();
    assertThat(t.cardOf(3)).isEqualTo(c("2S"));
    assertThat(t.cards()).containsExactly(c("KH"), c("AH"), c("2S"), c("QH"));
    assertThat(t.cardSet()).isEqualTo(CardSet.parse("KH AH 2S QH"));
    assertThat(t.winner(TrickOrder.noTrump())).isEqualTo(2);
    assertThat(t.winner(TrickOrder.trumpSuit(Suit.SPADES))).isEqualTo(3);
    assertThat(t.toString()).isEqualTo("1:KH 2:AH 3:2S 0:QH");
    assertThat(Trick.lead(4, 2).nextSeat()).isEqualTo(2);
    assertThatThrownBy(() -> Trick.parse("1:KH 3:AH", 4)).hasMessageContaining("out of turn");
    assertThatThrownBy(() -> Trick.parse("1:KH 2:KH", 4)).hasMessageContaining("twice");
    assertThatThrownBy(() -> Trick.parse("9:KH", 4)).hasMessageContaining("not a seat");
    assertThatThrownBy(() -> Trick.parse("", 4)).hasMessageContaining("at least one");
    assertThatThrownBy(() -> t.with(c("2C"))).isInstanceOf(IllegalStateException.class);
  }

  @Test
  @DisplayName(
      "cards won: each completed trick's cards go to its winner only, the trick in progress to nobody")
  void cardsWonFollowTheCompletedTricks() {
    java.util.Random random = new java.util.Random(11);
    for (int game = 0; game < 200; game++) {
      int players = 3 + game % 3;
      dev.tenace.core.card.Deal d =
          dev.tenace.core.card.Deal.shuffled(
              dev.tenace.core.card.Deck.standard(), players, 52 / players, 0, game);
      TrickPlay p =
          TrickPlay.start(TrickOrder.trumpSuit(Suit.SPADES), d.hands(), game % players, List.of());
      while (!p.isOver()) {
        long legal = p.legalBits();
        int pick = random.nextInt(Long.bitCount(legal));
        for (int i = 0; i < pick; i++) {
          legal &= legal - 1;
        }
        p = p.playLegal(Card.ofIndex(Long.numberOfTrailingZeros(legal)));
        long all = 0;
        for (int s = 0; s < players; s++) {
          long expected = 0;
          for (Trick t : p.completedTricks()) {
            if (t.winner() == s) {
              expected |= t.cardSet().bits();
            }
          }
          assertThat(p.cardsWonBits(s)).as("seat %d after %s", s, p).isEqualTo(expected);
          assertThat(p.cardsWon(s).bits()).isEqualTo(expected);
          assertThat(p.cardsWonBitsBySeat()[s]).isEqualTo(expected);
          assertThat(all & expected).as("no card won twice").isZero();
          all |= expected;
        }
        long inTrick = p.currentTrick().cardSet().bits();
        assertThat(all | inTrick)
            .as("every played card is won or on the table")
            .isEqualTo(p.playedBits());
      }
    }
  }

  @Test
  @DisplayName(
      "a play rule's scope: covers() by lead and trick, and the phase consults a rule only where it covers")
  void playRuleScope() {
    assertThat(PlayRule.When.ALWAYS.covers(false, false)).isTrue();
    assertThat(PlayRule.When.LEADING.covers(true, false)).isTrue();
    assertThat(PlayRule.When.LEADING.covers(false, true)).isFalse();
    assertThat(PlayRule.When.FOLLOWING.covers(true, true)).isFalse();
    assertThat(PlayRule.When.FIRST_TRICK.covers(false, true)).isTrue();
    assertThat(PlayRule.When.FIRST_TRICK.covers(true, false)).isFalse();
    assertThat(PlayRule.When.FIRST_LEAD.covers(true, true)).isTrue();
    assertThat(PlayRule.When.FIRST_LEAD.covers(false, true)).isFalse();
    assertThat(PlayRule.When.FIRST_TRICK_FOLLOWING.covers(false, true)).isTrue();
    assertThat(PlayRule.When.FIRST_TRICK_FOLLOWING.covers(false, false)).isFalse();

    // Rules that would allow only the lowest legal card wherever they are consulted, so the
    // positions where they are consulted show in the legal cards.
    for (PlayRule.When when : PlayRule.When.values()) {
      PlayRule lowest =
          PlayRule.of(
              "LOWEST",
              when,
              (p, seat, hand, legal) -> Long.lowestOneBit(legal),
              (p, seat, card) -> "lowest only");
      assertThat(lowest.when()).isEqualTo(when);
      TrickPlay p = TrickPlay.start(TrickOrder.noTrump(), HANDS, 0, List.of(lowest));
      TrickPlay free = TrickPlay.start(TrickOrder.noTrump(), HANDS, 0, List.of());
      while (!p.isOver()) {
        boolean consulted = when.covers(p.isLeading(), p.isFirstTrick());
        long all = free.legalBits();
        assertThat(p.legalBits())
            .as("%s at trick %d", when, p.tricksPlayed() + 1)
            .isEqualTo(consulted ? Long.lowestOneBit(all) : all);
        Card highest = Card.ofIndex(63 - Long.numberOfLeadingZeros(all));
        assertThat(p.violation(p.toPlay(), highest) == null)
            .isEqualTo(!consulted || Long.bitCount(all) == 1);
        Card lowestCard = Card.ofIndex(Long.numberOfTrailingZeros(all));
        p = p.play(p.toPlay(), lowestCard).get();
        free = free.play(free.toPlay(), lowestCard).get();
      }
    }
    assertThat(PlayRule.of("X", (p, seat, hand, legal) -> legal, (p, seat, card) -> "").when())
        .isEqualTo(PlayRule.When.ALWAYS);
  }
}
