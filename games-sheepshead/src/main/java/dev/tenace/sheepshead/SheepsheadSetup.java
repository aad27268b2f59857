package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Move;
import dev.tenace.core.spi.DealHeader;
import dev.tenace.core.spi.DealSetup;
import dev.tenace.core.spi.Ints;
import dev.tenace.sheepshead.SheepsheadState.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A Sheepshead deal before and around its trick play, as a value (rules/sheepshead.md §3, §4, §9):
 * the deal header (the dealt hands, the blind as its {@code rest}, the deal number and the
 * standing), the rules, and what the phases before trick play decided — the picker, the bury, the
 * declaration and its partner card, the cracks — with the log of those actions and, once the deal
 * is over, its scores. Every state of the deal shares it with the {@link
 * dev.tenace.core.spi.TrickPlay} of its cards; equality, hash code, key and text are derived.
 *
 * <p>Each phase moves the deal on with a small {@code with} copy ({@link #picked}, {@link #buried},
 * {@link #declared}, ...); {@link SheepsheadPicking} and {@link SheepsheadDeclaring} decide which.
 *
 * <pre>{@code
 * SheepsheadSetup u = SheepsheadSetup.dealt(rules, header, 0);   // PICKING, seat D+1 to act
 * u = u.picked(3);                                              // BURY: seat 3 picked (§4.1)
 * }</pre>
 *
 * @param header the deal: deck, dealer, dealt hands, the blind in deal order, deal number, standing
 * @param rules the rules of the deal
 * @param pendingDoublers the doublers pending before the deal (§9 {@code allPass = DOUBLER})
 * @param phase where the deal is
 * @param passes the passes so far (§4.1)
 * @param picker the picker, or {@code -1} (before a pick, in a leaster, in a void deal)
 * @param bury the buried cards (§4.3), empty before the bury
 * @param declaration the declaration made, or {@code null} (none yet, or implied by the rules)
 * @param partnerCard the card whose holder is the partner, or {@code null} (alone, a leaster, not
 *     yet known)
 * @param crackAsked the players who declined to crack so far (§9 {@code crack})
 * @param multiplier the cracks' multiplier: 1, 2 after a crack, 4 after a recrack
 * @param log every action before trick play, oldest first: picks, passes, the bury in full, the
 *     declaration, cracks
 * @param scores the deal's scores once it is over, else empty
 */
record SheepsheadSetup(
    DealHeader header,
    SheepsheadRules rules,
    int pendingDoublers,
    Phase phase,
    int passes,
    int picker,
    CardSet bury,
    SheepsheadAction declaration,
    Card partnerCard,
    int crackAsked,
    int multiplier,
    List<Move> log,
    Ints scores)
    implements DealSetup {

  /** Checks the parts that are never empty and copies the log. */
  SheepsheadSetup {
    Objects.requireNonNull(header, "header is null");
    Objects.requireNonNull(rules, "rules is null");
    Objects.requireNonNull(phase, "phase is null");
    Objects.requireNonNull(bury, "bury is null");
    log = List.copyOf(log);
    Objects.requireNonNull(scores, "scores is null");
  }

  /**
   * §3: the cards of {@code deal} just dealt as deal {@code dealNumber} of a match, with the
   * doublers pending before it and the match totals before it.
   *
   * @throws IllegalArgumentException if the deal number is below 1, the doublers are negative or
   *     the standing has not one total per seat
   */
  static SheepsheadSetup dealt(
      SheepsheadRules rules,
      Deal deal,
      int pendingDoublers,
      int dealNumber,
      List<Integer> standing) {
    DealHeader.checkDealNumber(dealNumber);
    if (pendingDoublers < 0) {
      throw new IllegalArgumentException(
          "pendingDoublers must be at least 0 but was " + pendingDoublers);
    }
    DealHeader.checkStanding(rules.players(), standing);
    return dealt(rules, DealHeader.of(deal, dealNumber, standing), pendingDoublers);
  }

  /** §3: a deal just dealt, in {@link Phase#PICKING}, nobody having acted. */
  static SheepsheadSetup dealt(SheepsheadRules rules, DealHeader header, int pendingDoublers) {
    return new SheepsheadSetup(
        header,
        rules,
        pendingDoublers,
        Phase.PICKING,
        0,
        -1,
        CardSet.EMPTY,
        null,
        null,
        0,
        1,
        List.of(),
        Ints.of());
  }

  // ---------------------------------------------------------------- the cards

  /** The hand dealt to {@code seat} as a card mask. */
  long dealt(int seat) {
    return header.dealt().get(seat);
  }

  /** The dealt hands as card masks, one per seat. */
  long[] dealtMasks() {
    long[] out = new long[players()];
    for (int s = 0; s < out.length; s++) {
      out[s] = dealt(s);
    }
    return out;
  }

  /** The blind as a card mask. */
  long blindBits() {
    return header.restCards().bits();
  }

  /** §4.2, §4.4: the picker's eight cards, his dealt hand and the blind ({@code H8}). */
  long h8() {
    return dealt(picker) | blindBits();
  }

  /** The cards {@code seat} holds before trick play: the picker's eight less the bury. */
  long handBeforePlay(int seat) {
    return seat == picker ? h8() & ~bury.bits() : dealt(seat);
  }

  /**
   * The partner's seat, or {@code -1} when there is none: the holder of the partner card other than
   * the picker (known to the engine, secret at the table).
   */
  int partner() {
    if (partnerCard == null) {
      return -1;
    }
    for (int s = 0; s < players(); s++) {
      if (s != picker && (dealt(s) & partnerCard.bit()) != 0) {
        return s;
      }
    }
    return -1;
  }

  /** What the scores depend on besides the cards and tricks won (§6, §7, §9). */
  SheepsheadScoring.Stakes stakes() {
    return new SheepsheadScoring.Stakes(
        picker,
        partner(),
        bury.bits(),
        blindBits(),
        SheepsheadScoring.factor(multiplier, pendingDoublers));
  }

  // ---------------------------------------------------------------- transitions

  /** The same deal with {@code seat}'s action {@code a} added to the log. */
  SheepsheadSetup logged(int seat, Action a) {
    List<Move> l = new ArrayList<>(log.size() + 1);
    l.addAll(log);
    l.add(new Move(seat, a));
    return withLog(l);
  }

  /** The same deal with {@code log} as its log. */
  SheepsheadSetup withLog(List<Move> log) {
    return new SheepsheadSetup(
        header,
        rules,
        pendingDoublers,
        phase,
        passes,
        picker,
        bury,
        declaration,
        partnerCard,
        crackAsked,
        multiplier,
        log,
        scores);
  }

  /** The same deal in {@code phase}. */
  SheepsheadSetup withPhase(Phase phase) {
    return new SheepsheadSetup(
        header,
        rules,
        pendingDoublers,
        phase,
        passes,
        picker,
        bury,
        declaration,
        partnerCard,
        crackAsked,
        multiplier,
        log,
        scores);
  }

  /** §4.1: one more pass. */
  SheepsheadSetup passed() {
    return new SheepsheadSetup(
        header,
        rules,
        pendingDoublers,
        phase,
        passes + 1,
        picker,
        bury,
        declaration,
        partnerCard,
        crackAsked,
        multiplier,
        log,
        scores);
  }

  /** §4.1, §4.2: {@code seat} picked and takes the blind; he buries next. */
  SheepsheadSetup picked(int seat) {
    return new SheepsheadSetup(
        header,
        rules,
        pendingDoublers,
        Phase.BURY,
        passes,
        seat,
        bury,
        declaration,
        partnerCard,
        crackAsked,
        multiplier,
        log,
        scores);
  }

  /** §4.3: the picker buried {@code cards}; he declares next. */
  SheepsheadSetup buried(CardSet cards) {
    return new SheepsheadSetup(
        header,
        rules,
        pendingDoublers,
        Phase.DECLARE,
        passes,
        picker,
        cards,
        declaration,
        partnerCard,
        crackAsked,
        multiplier,
        log,
        scores);
  }

  /**
   * §4.4, §9.1: the declaration (or {@code null} where the rules imply it) and the partner card it
   * fixes; the crack round follows under §9 {@code crack}, else trick play.
   */
  SheepsheadSetup declared(SheepsheadAction declaration, Card partnerCard) {
    return new SheepsheadSetup(
        header,
        rules,
        pendingDoublers,
        rules.crack() ? Phase.CRACK : Phase.PLAYING,
        passes,
        picker,
        bury,
        declaration,
        partnerCard,
        crackAsked,
        multiplier,
        log,
        scores);
  }

  /** §9 {@code crack}: the crack round so far, and the phase it leaves the deal in. */
  SheepsheadSetup withCrack(int crackAsked, int multiplier, Phase phase) {
    return new SheepsheadSetup(
        header,
        rules,
        pendingDoublers,
        phase,
        passes,
        picker,
        bury,
        declaration,
        partnerCard,
        crackAsked,
        multiplier,
        log,
        scores);
  }

  /** The deal over with {@code scores}, one per seat. */
  SheepsheadSetup over(Ints scores) {
    return new SheepsheadSetup(
        header,
        rules,
        pendingDoublers,
        Phase.OVER,
        passes,
        picker,
        bury,
        declaration,
        partnerCard,
        crackAsked,
        multiplier,
        log,
        scores);
  }
}
