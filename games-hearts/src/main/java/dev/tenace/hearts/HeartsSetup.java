package dev.tenace.hearts;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.Deal;
import dev.tenace.core.spi.DealHeader;
import dev.tenace.core.spi.DealSetup;
import dev.tenace.core.spi.Ints;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.Memo;
import dev.tenace.core.spi.TrickPlay;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Everything of a Hearts deal but its trick play (rules/hearts.md §2, §3, §5): the deal as dealt,
 * the passing so far, and the moon and points once the tricks are played. A value: its {@code
 * equals}, {@code hashCode}, key and text are derived ({@link DealSetup}), so equal deals, passes
 * and results give equal states.
 *
 * <pre>{@code
 * HeartsSetup s = HeartsSetup.dealt(rules, 1, PassDirection.LEFT, deal, List.of(0, 0, 0, 0));
 * s.passes().get(0).get(2);   // the cards seat 2 chose in stage 1, 0 until it chooses
 * }</pre>
 *
 * @param header the deal: the hands dealt, the widow as the cards left over ({@link
 *     DealHeader#rest()}, first half face up, §7.1.1), the deal number (§3.1) and the standing
 * @param rules the rules of the deal
 * @param direction where the passes go (§3.1, §7.1.2)
 * @param passes per passing stage, the cards each seat chose (0 until it chooses); no stage in a
 *     HOLD deal, two in the widow game
 * @param choosers the seats in the order they chose, stage after stage ({@code players} per
 *     delivered stage): public, the history shows it
 * @param stage the passing stage in progress, {@code passes.size()} once passing is over
 * @param hands the hands in the stage in progress; once passing is over, when trick play began
 * @param shooter the seat that shot the moon (§5.2), or {@code -1}
 * @param moon how the moon scores, once chosen or applied; {@code null} before or without a moon
 * @param points the deal points per seat (§5), {@code null} until the deal is scored
 * @param firstPlay the deal's first trick play, kept by its first start ({@code
 *     HeartsState.startPlay}) so that trick play after other passes starts from it ({@link
 *     TrickPlay#startOver}); shared by every state of the deal and no part of its value
 */
record HeartsSetup(
    DealHeader header,
    HeartsRules rules,
    PassDirection direction,
    List<Masks> passes,
    List<Integer> choosers,
    int stage,
    Masks hands,
    int shooter,
    HeartsAction.Moon moon,
    Ints points,
    Memo<TrickPlay> firstPlay)
    implements DealSetup {

  /**
   * Deal {@code dealNumber} as dealt, before any pass.
   *
   * @param standing the totals before this deal, one per seat (§5.3)
   * @throws IllegalArgumentException if the deal number is below 1 or the standing has not one
   *     total per seat
   */
  static HeartsSetup dealt(
      HeartsRules rules,
      int dealNumber,
      PassDirection direction,
      Deal deal,
      List<Integer> standing) {
    if (dealNumber < 1) {
      throw new IllegalArgumentException("deal numbers start at 1 but was " + dealNumber);
    }
    int n = rules.players();
    checkStanding(n, standing);
    DealHeader header = DealHeader.of(deal, dealNumber, standing);
    int stages = direction == PassDirection.HOLD ? 0 : rules.passStages().length;
    return new HeartsSetup(
        header,
        rules,
        direction,
        HeartsPassing.noChoices(stages, n),
        List.of(),
        0,
        header.dealt(),
        -1,
        null,
        null,
        new Memo<>());
  }

  /** Refuses a standing without one total per seat. */
  static void checkStanding(int players, List<Integer> standing) {
    if (standing.size() != players) {
      throw new IllegalArgumentException(
          "the standing needs one total per seat ("
              + players
              + ") but had "
              + standing.size()
              + ": "
              + standing);
    }
  }

  /** The same deal with other totals before it. */
  HeartsSetup withStanding(List<Integer> standing) {
    checkStanding(players(), standing);
    DealHeader h = header;
    return withHeader(
        new DealHeader(
            h.deck(), h.dealer(), h.dealt(), h.rest(), h.dealNumber(), Ints.of(standing)));
  }

  private HeartsSetup withHeader(DealHeader h) {
    return new HeartsSetup(
        h, rules, direction, passes, choosers, stage, hands, shooter, moon, points, firstPlay);
  }

  /** The same deal after a passing step: the choices so far, their order, the stage, the hands. */
  HeartsSetup passing(List<Masks> passes, List<Integer> choosers, int stage, Masks hands) {
    return new HeartsSetup(
        header, rules, direction, passes, choosers, stage, hands, -1, null, null, firstPlay);
  }

  /**
   * The same deal once its tricks are played: the shooter, the moon choice, the points ({@code
   * null} until final).
   */
  HeartsSetup scored(int shooter, HeartsAction.Moon moon, Ints points) {
    return new HeartsSetup(
        header, rules, direction, passes, choosers, stage, hands, shooter, moon, points, firstPlay);
  }

  /** The deal number within the game, from 1 (§3.1). */
  int dealNumber() {
    return header.dealNumber();
  }

  /** The totals before this deal, one per seat. */
  List<Integer> standing() {
    return header.standing().toList();
  }

  /** The widow in deal order (§7.1.1); empty without the widow. */
  List<Card> widow() {
    return header.rest();
  }

  /** The widow's cards as a mask. */
  long widowBits() {
    List<Card> widow = header.rest();
    long b = 0;
    for (int i = 0; i < widow.size(); i++) { // no iterator: the search cursor scores through this
      b |= widow.get(i).bit();
    }
    return b;
  }

  /** The face-up widow cards as a mask: the first half in deal order (§7.1.1, §8.7). */
  long widowFaceUpBits() {
    List<Card> widow = header.rest();
    long b = 0;
    for (int i = 0; i < widow.size() / 2; i++) {
      b |= widow.get(i).bit();
    }
    return b;
  }

  /** The choosers with {@code seat} added last. */
  List<Integer> choosersThen(int seat) {
    if (choosers.size() + 1 > MAX_KEPT) {
      return orderOf(choosers, seat);
    }
    int key = seat + 1;
    for (int i = choosers.size() - 1; i >= 0; i--) {
      key = key << 3 | (choosers.get(i) + 1);
    }
    List<Integer> out = ORDERS.get(key);
    if (out == null) {
      out = orderOf(choosers, seat);
      ORDERS.set(key, out);
    }
    return out;
  }

  private static List<Integer> orderOf(List<Integer> choosers, int seat) {
    Integer[] order = choosers.toArray(new Integer[choosers.size() + 1]);
    order[choosers.size()] = seat;
    return List.of(order);
  }

  /**
   * The longest order of choosers {@link #ORDERS} keeps: five seats, a table's every seat, 3 bits
   * each (the widow game's second stage adds to the first's order and builds its lists anew).
   */
  private static final int MAX_KEPT = 5;

  /**
   * The orders of choosers met so far, each built once, by their seats plus 1 in 3 bits each (the
   * first chooser lowest): a play-out passes in the same few orders again and again. An immutable
   * list each, safe to share between threads; a race at worst builds one twice.
   */
  private static final AtomicReferenceArray<List<Integer>> ORDERS =
      new AtomicReferenceArray<>(1 << (3 * MAX_KEPT));
}
