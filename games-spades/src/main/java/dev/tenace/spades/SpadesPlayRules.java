package dev.tenace.spades;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.PlayRule;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.TrickOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongUnaryOperator;

/**
 * Spades trick play (spades §4 and the play variants of §7) as core {@link TrickPlay} rules: spades
 * are trumps (§4.5), following suit is core's (§4.4), and these restrict the lead and the play in
 * order — the first lead of 2C ({@code firstLeadTwoOfClubs}), no spade led before spades are broken
 * unless the hand holds only spades (§4.2, §4.3), then {@code lefty} or {@code righty}, which keep
 * only the leftmost or rightmost card of the legal set.
 *
 * <pre>{@code
 * int leader = SpadesPlayRules.firstLeader(rules, dealer, hands);
 * TrickPlay p = SpadesPlayRules.start(hands.toCardSets(), leader, SpadesPlayRules.of(rules));
 * }</pre>
 */
final class SpadesPlayRules {
  private SpadesPlayRules() {}

  /** Every spade (§2.1: spades are permanent trumps). */
  static final long SPADES = CardSet.suitMask(Suit.SPADES);

  /** The first lead under {@code firstLeadTwoOfClubs} (§7). */
  static final long TWO_CLUBS = Card.parse("2C").bit();

  /*
   * The play rules are shared constants, so that two trick-play phases of equal deals hold the
   * same rule objects and compare equal (TrickPlay compares its rules by identity).
   */

  /** §7 firstLeadTwoOfClubs: the holder of 2C leads it to the first trick. */
  private static final PlayRule TWO_OF_CLUBS_LEAD =
      PlayRule.of(
          RuleCode.FIRST_LEAD,
          PlayRule.When.FIRST_LEAD,
          (p, seat, hand, legal) -> p.isFirstTrick() && p.isLeading() ? legal & TWO_CLUBS : legal,
          (p, seat, card) ->
              Seat.name(seat)
                  + " must lead 2C to the first trick (spades §7 firstLeadTwoOfClubs); played "
                  + card,
          // nothing: 2C was the only legal card
          (p, seat, card, legal) ->
              PlayRule.Reveal.nothing(
                  p.isFirstTrick() && p.isLeading() ? legal & TWO_CLUBS : legal));

  /** §4.3: no spade led before spades are broken (§4.2), unless the hand holds only spades. */
  private static final PlayRule SPADES_BROKEN =
      PlayRule.of(
          SpadesState.SPADES_NOT_BROKEN,
          PlayRule.When.LEADING,
          (p, seat, hand, legal) -> {
            if (!p.isLeading() || spadesBroken(p.playedBits())) {
              return legal;
            }
            long other = legal & ~SPADES;
            return other != 0 ? other : legal;
          },
          (p, seat, card) ->
              "spades are not broken and "
                  + Seat.name(seat)
                  + " holds other cards ("
                  + CardSet.ofBits(p.handBits(seat) & ~SPADES)
                  + "), so may not lead "
                  + card
                  + " (spades §4.3)",
          // a spade led before spades are broken: the hand held no other legal card
          (p, seat, card, legal) -> {
            if (!p.isLeading() || spadesBroken(p.playedBits())) {
              return PlayRule.Reveal.nothing(legal);
            }
            return (card.bit() & SPADES) != 0
                ? PlayRule.Reveal.absent(legal & ~SPADES, legal)
                : PlayRule.Reveal.nothing(legal & ~SPADES);
          });

  /** §7 lefty: only the leftmost card of the legal set (§8.10: clubs, diamonds, spades, hearts). */
  private static final PlayRule LEFTMOST = edge(SpadesState.LEFTY, "lefty", Long::lowestOneBit);

  /** §7 righty: only the rightmost card of the legal set. */
  private static final PlayRule RIGHTMOST = edge(SpadesState.RIGHTY, "righty", Long::highestOneBit);

  /**
   * Lefty or righty (§7): only the one card {@code keep} leaves of the legal set. A card played
   * shows that the hand held no legal card further left (lefty) or right (righty) than it.
   */
  private static PlayRule edge(String code, String variant, LongUnaryOperator keep) {
    boolean left = variant.equals("lefty");
    String side = left ? "leftmost" : "rightmost";
    return PlayRule.of(
        code,
        PlayRule.When.ALWAYS,
        (p, seat, hand, legal) -> keep.applyAsLong(legal),
        (p, seat, card) ->
            variant
                + ": "
                + Seat.name(seat)
                + " must play the "
                + side
                + " legal card, "
                + Card.ofIndex(Long.numberOfTrailingZeros(keep.applyAsLong(p.legalBits())))
                + ", not "
                + card
                + " (spades §7 "
                + variant
                + ")",
        (p, seat, card, legal) -> {
          long below = card.bit() - 1;
          long beyond = left ? below : ~(below | card.bit());
          return PlayRule.Reveal.absent(legal & beyond, card.bit());
        });
  }

  /** The lead and play restrictions of these rules, in order (§4.3, §7). */
  static List<PlayRule> of(SpadesRules rules) {
    List<PlayRule> out = new ArrayList<>(3);
    if (rules.firstLeadTwoOfClubs()) {
      out.add(TWO_OF_CLUBS_LEAD);
    }
    out.add(SPADES_BROKEN);
    if (rules.lefty()) {
      out.add(LEFTMOST);
    }
    if (rules.righty()) {
      out.add(RIGHTMOST);
    }
    return List.copyOf(out);
  }

  /** §4.2: whether spades are broken once these cards are played. */
  static boolean spadesBroken(long played) {
    return (played & SPADES) != 0;
  }

  /**
   * §4.1: the seat that leads the first trick, the dealer's left; under {@code firstLeadTwoOfClubs}
   * the holder of 2C.
   */
  static int firstLeader(SpadesRules rules, int dealer, Masks hands) {
    int leader = (dealer + 1) % 4;
    if (rules.firstLeadTwoOfClubs()) {
      for (int s = 0; s < 4; s++) {
        if ((hands.get(s) & TWO_CLUBS) != 0) {
          leader = s;
        }
      }
    }
    return leader;
  }

  /** Trick play from these hands: spades trump (§4.5), {@code rules} the lead restrictions. */
  static TrickPlay start(List<CardSet> hands, int leader, List<PlayRule> rules) {
    return TrickPlay.start(TrickOrder.trumpSuit(Suit.SPADES), hands, leader, rules);
  }
}
