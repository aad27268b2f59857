package dev.tenace.sheepshead;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.Ints;
import dev.tenace.core.spi.SubsetActions;
import dev.tenace.core.table.Seat;
import dev.tenace.sheepshead.SheepsheadAction.Simple;
import dev.tenace.sheepshead.SheepsheadState.Phase;
import io.vavr.control.Either;
import java.util.List;

/**
 * Picking and burying (rules/sheepshead.md §4.1–§4.3, §7, §9 {@code allPass}): each player from the
 * dealer's left picks or passes in turn; the first pick ends the round and the picker takes the
 * blind, then buries as many cards as the blind held. When everyone passes, {@code allPass}
 * decides: a leaster is played (§7), the deal is void with a doubler pending ({@code DOUBLER}), or
 * the dealer may not pass at all ({@code FORCED_PICK}).
 *
 * <pre>{@code
 * // dealer 2: seats 3, 4, 0, 1, 2 decide in turn (SH-E13)
 * SheepsheadPicking.toMove(u);                       // 3
 * u = SheepsheadPicking.pickOrPass(u, 3, PASS).get(); // seat 4 next
 * }</pre>
 */
final class SheepsheadPicking {
  private SheepsheadPicking() {}

  private static final List<Action> ONLY_PICK = List.of(Simple.PICK);
  private static final List<Action> PICK_OR_PASS = List.of(Simple.PICK, Simple.PASS);

  // ---------------------------------------------------------------- §4.1 pick or pass

  /** §4.1: the seat to pick or pass, in order {@code D+1, D+2, …, D}. */
  static int toMove(SheepsheadSetup u) {
    return (u.dealer() + 1 + u.passes()) % u.players();
  }

  /** §4.1, §9 {@code FORCED_PICK}: pick or pass, or only pick for a dealer after all passed. */
  static List<Action> choices(SheepsheadSetup u) {
    return dealerMustPick(u) ? ONLY_PICK : PICK_OR_PASS;
  }

  /** Whether {@code a} is an action of the picking round. */
  static boolean accepts(SheepsheadAction a) {
    return a == Simple.PICK || a == Simple.PASS;
  }

  /** §9 {@code allPass = FORCED_PICK}: everyone before the dealer passed. */
  private static boolean dealerMustPick(SheepsheadSetup u) {
    return u.rules().allPass() == AllPass.FORCED_PICK && u.passes() == u.players() - 1;
  }

  /**
   * §4.1: {@code seat}, whose turn it is, picks or passes. A pick ends the round; the last pass
   * ends it too ({@link #allPassed}). Refuses a dealer's pass under {@code FORCED_PICK} ({@link
   * SheepsheadState#MUST_PICK}).
   */
  static Either<RuleViolation, SheepsheadSetup> pickOrPass(
      SheepsheadSetup u, int seat, SheepsheadAction a) {
    if (a == Simple.PASS && dealerMustPick(u)) {
      return Either.left(
          new RuleViolation(
              SheepsheadState.MUST_PICK,
              seat,
              Seat.name(seat)
                  + " is the dealer and everyone else passed: the dealer must pick (sheepshead §9 allPass = FORCED_PICK)"));
    }
    if (a == Simple.PICK) {
      return Either.right(u.picked(seat));
    }
    SheepsheadSetup next = u.passed();
    return Either.right(next.passes() < u.players() ? next : allPassed(next));
  }

  /**
   * §7, §9 {@code allPass}: after the last pass, a leaster's trick play, under {@code DOUBLER} a
   * void deal that scores 0 for everyone (its pending doubler is counted by the state), or under
   * {@code SCHWANZER} a deal over at once, scored on the power of the dealt hands (§9.2).
   */
  static SheepsheadSetup allPassed(SheepsheadSetup u) {
    if (u.rules().allPass() == AllPass.DOUBLER) {
      return u.over(Ints.zeros(u.players()));
    }
    if (u.rules().allPass() == AllPass.SCHWANZER) {
      return u.over(Ints.wrap(SheepsheadScoring.schwanzer(u.rules(), u.dealtMasks())));
    }
    return u.withPhase(Phase.PLAYING);
  }

  // ---------------------------------------------------------------- §4.2, §4.3 the bury

  /** §4.3: every choice of as many of the picker's eight cards as the blind held. */
  static List<Action> buries(SheepsheadSetup u) {
    return SubsetActions.of(
        u.h8(),
        u.rules().blindSize(),
        SheepsheadAction.Bury.class,
        SheepsheadAction.Bury::new,
        SheepsheadAction.Bury::cards);
  }

  /**
   * §4.3: the picker buries {@code a}'s cards, exactly as many as the blind held, all among his
   * eight ({@code WRONG_CARD_COUNT}, {@code CARD_NOT_HELD} otherwise); the declaration follows
   * (§4.5).
   */
  static Either<RuleViolation, SheepsheadSetup> bury(
      SheepsheadSetup u, int seat, SheepsheadAction.Bury a) {
    long h8 = u.h8();
    long cards = a.cards().bits();
    if (Long.bitCount(cards) != u.rules().blindSize()) {
      return Either.left(
          new RuleViolation(
              RuleCode.WRONG_CARD_COUNT,
              seat,
              Seat.name(seat)
                  + " must bury exactly "
                  + u.rules().blindSize()
                  + " cards (sheepshead §4.3) but chose "
                  + a.cards()));
    }
    if ((cards & ~h8) != 0) {
      return Either.left(
          new RuleViolation(
              RuleCode.CARD_NOT_HELD,
              seat,
              Seat.name(seat)
                  + " cannot bury "
                  + CardSet.ofBits(cards & ~h8)
                  + ": not among "
                  + CardSet.ofBits(h8)));
    }
    return Either.right(u.buried(a.cards()));
  }
}
