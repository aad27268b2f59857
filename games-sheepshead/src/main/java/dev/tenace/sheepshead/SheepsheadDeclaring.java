package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.ActionText;
import dev.tenace.core.table.Seat;
import dev.tenace.sheepshead.SheepsheadAction.Simple;
import dev.tenace.sheepshead.SheepsheadState.Phase;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;

/**
 * The partner declaration and the crack round (rules/sheepshead.md §4.4, §4.5, §9 {@code
 * voluntaryAlone}, §9.1.1–§9.1.3, §9 {@code crack}, §10.2–§10.4, §10.9). After the bury the picker
 * finds his partner: by the Jack of Diamonds (the holder of {@code JD} partners him, or holding it
 * he calls up the lowest jack he lacks or goes alone), or by a called fail ace (or ten); with 3 or
 * 4 players he is always alone. Then, under {@code crack}, every other player from the picker's
 * left may crack (×2), and after a crack the picker may recrack (×4).
 *
 * <pre>{@code
 * // SH-E10: H8 holds JD JH but not JS: call the jack of spades or go alone
 * SheepsheadDeclaring.declarations(u);   // [call JS, alone]
 * }</pre>
 */
final class SheepsheadDeclaring {
  private SheepsheadDeclaring() {}

  /** The Jack of Diamonds (§4.4). */
  static final Card JD = Card.parse("JD");

  /** §4.4(b): the jacks in the order of the call-up, lowest first. */
  static final List<Card> JACKS_LOW_TO_HIGH = CardSet.parseList("JD JH JS JC");

  /** §9.1: the fail suits a called ace or ten can be in. */
  private static final Suit[] FAIL_SUITS = {Suit.CLUBS, Suit.SPADES, Suit.HEARTS};

  /** §9.1.2: the aces of the fail suits. */
  static final long FAIL_ACES = CardSet.parse("AC AS AH").bits();

  private static final List<Action> ALONE_OR_PARTNER = List.of(Simple.ALONE, Simple.PARTNER);
  private static final List<Action> ONLY_ALONE = List.of(Simple.ALONE);
  private static final List<Action> RECRACK_OR_NOT = List.of(Simple.RECRACK, Simple.NOCRACK);
  private static final List<Action> CRACK_OR_NOT = List.of(Simple.CRACK, Simple.NOCRACK);

  // ---------------------------------------------------------------- §4.4, §9.1 the declaration

  /**
   * Whether the picker declares (§4.4(b), §9 voluntaryAlone, §9.1); otherwise the partner follows
   * from the rules. {@code H8} decides, not the kept hand (§10.2).
   */
  static boolean declares(SheepsheadSetup u) {
    SheepsheadRules r = u.rules();
    if (r.players() != 5) {
      return false;
    }
    if (r.calledAce()) {
      return true;
    }
    if (!r.jackOfDiamondsPartner()) {
      return false;
    }
    return (u.h8() & JD.bit()) != 0 ? r.jackCallUp() : r.voluntaryAlone();
  }

  /**
   * §4.5: after the bury, the picker declares if the rules let him ({@link #declares}); otherwise
   * the rules imply the partner (§4.4(a): the {@code JD} holder, unless the picker holds it; with 3
   * or 4 players, or without the Jack of Diamonds rule, none).
   */
  static SheepsheadSetup afterBury(SheepsheadSetup u) {
    if (declares(u)) {
      return u;
    }
    boolean jdPartner = u.rules().jackOfDiamondsPartner() && (u.h8() & JD.bit()) == 0;
    return u.declared(null, jdPartner ? JD : null);
  }

  /** The picker's legal declarations: §9.1 under {@code calledAce}, else §4.4(b) or §9. */
  static List<Action> declarations(SheepsheadSetup u) {
    long h8 = u.h8();
    if (u.rules().calledAce()) {
      long hand = h8 & ~u.bury().bits();
      List<Action> calls = calledAceDeclarations(h8, hand);
      if (!u.rules().underCall() || calls.size() > 1) {
        return calls;
      }
      List<Action> under = underCalls(h8, hand); // §9.1.5(a): only when 9.1.1, 9.1.2 offer none
      if (under.isEmpty()) {
        return calls;
      }
      List<Action> out = new ArrayList<>(under);
      out.add(Simple.ALONE);
      return List.copyOf(out);
    }
    if ((h8 & JD.bit()) != 0) {
      Card jack = calledJack(h8);
      return jack == null ? ONLY_ALONE : List.of(new SheepsheadAction.Call(jack), Simple.ALONE);
    }
    return ALONE_OR_PARTNER;
  }

  /**
   * §9.1.1, §9.1.2: a fail ace missing from {@code H8} with a hold card of its suit in the kept
   * hand; if there is none and {@code H8} holds all three fail aces, such a ten; always alone.
   */
  private static List<Action> calledAceDeclarations(long h8, long hand) {
    List<Action> out = new ArrayList<>(4);
    for (Suit x : FAIL_SUITS) {
      Card ace = Card.of(Rank.ACE, x);
      if ((h8 & ace.bit()) == 0 && holds(hand, x)) {
        out.add(new SheepsheadAction.Call(ace));
      }
    }
    if (out.isEmpty() && (h8 & FAIL_ACES) == FAIL_ACES) {
      for (Suit x : FAIL_SUITS) {
        Card ten = Card.of(Rank.TEN, x);
        if ((h8 & ten.bit()) == 0 && holds(hand, x)) {
          out.add(new SheepsheadAction.Call(ten));
        }
      }
    }
    out.add(Simple.ALONE);
    return List.copyOf(out); // a state's legal actions are immutable
  }

  /**
   * §9.1.5(a), (b): the under calls open to a picker with eight cards {@code h8} and kept hand
   * {@code hand}, none unless not all three fail aces are in {@code h8} and every fail suit present
   * in {@code h8} has its ace there (then 9.1.1 and 9.1.2 offer nothing, §10.11, §10.12): for each
   * under suit {@code Y} (no card of it in {@code h8}) in the order clubs, spades, hearts, {@code
   * call AY under u} for each kept card {@code u} in display order (§10.13). {@code alone} is not
   * among them.
   *
   * <pre>{@code
   * // SH-E15(a): H8 = QC QS JC JS AD AH TD AS, bury TD AS
   * underCalls(h8, hand);   // [call AC under JC, call AC under QC, call AC under AD, ...] (6)
   * }</pre>
   */
  static List<Action> underCalls(long h8, long hand) {
    if ((h8 & FAIL_ACES) == FAIL_ACES) {
      return List.of();
    }
    List<Suit> under = new ArrayList<>(3);
    for (Suit x : FAIL_SUITS) {
      boolean present = holds(h8, x);
      if (present && (h8 & Card.of(Rank.ACE, x).bit()) == 0) {
        return List.of(); // a fail suit without its ace: 9.1.1 decides (SH-E15(b))
      }
      if (!present) {
        under.add(x);
      }
    }
    List<Action> out = new ArrayList<>(under.size() * Long.bitCount(hand));
    for (Suit y : under) {
      for (Card u : CardSet.ofBits(hand)) {
        out.add(new SheepsheadAction.CallUnder(Card.of(Rank.ACE, y), u));
      }
    }
    return out;
  }

  /** Whether {@code hand} holds a card whose effective suit is {@code x} (a hold card, §9.1.1). */
  private static boolean holds(long hand, Suit x) {
    return (hand & SheepsheadPlayRules.ORDER.suitMask(x.ordinal())) != 0;
  }

  /** §4.4(b): the lowest jack missing from {@code h8}, or {@code null} if it holds all four. */
  static Card calledJack(long h8) {
    for (Card j : JACKS_LOW_TO_HIGH) {
      if ((h8 & j.bit()) == 0) {
        return j;
      }
    }
    return null;
  }

  /** Whether {@code a} is a declaration. */
  static boolean accepts(SheepsheadAction a) {
    return a instanceof SheepsheadAction.Call
        || a instanceof SheepsheadAction.CallUnder
        || a == Simple.ALONE
        || a == Simple.PARTNER;
  }

  /**
   * The picker declares {@code a}, which must be legal ({@code DECLARATION_NOT_ALLOWED} otherwise):
   * it fixes the partner card, the called card or {@code JD} for {@code partner}.
   */
  static Either<RuleViolation, SheepsheadSetup> declare(
      SheepsheadSetup u, int seat, SheepsheadAction a) {
    List<Action> legal = declarations(u);
    if (a instanceof SheepsheadAction.CallUnder cu
        && !legal.contains(a)
        && legal.stream()
            .anyMatch(l -> l instanceof SheepsheadAction.CallUnder o && o.ace().equals(cu.ace()))) {
      // §9.1.5(j): the suit may be called under, but the under is not one of the six kept cards
      return Either.left(
          new RuleViolation(
              RuleCode.CARD_NOT_HELD,
              seat,
              Seat.name(seat)
                  + " may lay only one of his six kept cards under; "
                  + cu.under()
                  + " is not among them (sheepshead §9.1.5(b))"));
    }
    if (!legal.contains(a)) {
      return Either.left(
          new RuleViolation(
              RuleCode.DECLARATION_NOT_ALLOWED,
              seat,
              Seat.name(seat)
                  + " may not declare '"
                  + a.text()
                  + "'; legal: "
                  + ActionText.texts(legal)
                  + " (sheepshead "
                  + (u.rules().calledAce() ? "§9.1" : "§4.4")
                  + ")"));
    }
    Card partnerCard =
        a == Simple.PARTNER
            ? JD
            : a instanceof SheepsheadAction.Call c
                ? c.card()
                : a instanceof SheepsheadAction.CallUnder cu ? cu.ace() : null;
    return Either.right(u.declared(a, partnerCard));
  }

  // ---------------------------------------------------------------- §9 crack

  /**
   * §9 crack, §10.9: the seat to act in the crack round: every player but the picker in turn from
   * the picker's left (the secret partner is asked like everyone else, so the order reveals
   * nothing), then after a crack the picker.
   */
  static int toMove(SheepsheadSetup u) {
    return u.multiplier() == 2 ? u.picker() : (u.picker() + 1 + u.crackAsked()) % u.players();
  }

  /** §9 crack: crack or not, or after a crack recrack or not. */
  static List<Action> crackChoices(SheepsheadSetup u) {
    return u.multiplier() == 2 ? RECRACK_OR_NOT : CRACK_OR_NOT;
  }

  /** Whether {@code a} is an action of the crack round where it stands. */
  static boolean acceptsCrack(SheepsheadSetup u, SheepsheadAction a) {
    return a == Simple.NOCRACK || a == (u.multiplier() == 2 ? Simple.RECRACK : Simple.CRACK);
  }

  /**
   * §9 crack: the first crack doubles the deal and asks the picker; a recrack doubles again. The
   * round ends with the recrack or its refusal, or when every other player has declined; trick play
   * follows.
   */
  static SheepsheadSetup crackOrDecline(SheepsheadSetup u, SheepsheadAction a) {
    if (a == Simple.CRACK) {
      return u.withCrack(u.crackAsked(), 2, Phase.CRACK);
    }
    if (a == Simple.RECRACK) {
      return u.withCrack(u.crackAsked(), 4, Phase.PLAYING);
    }
    if (u.multiplier() == 2) {
      return u.withPhase(Phase.PLAYING); // the picker declined to recrack
    }
    int asked = u.crackAsked() + 1;
    return u.withCrack(
        asked, u.multiplier(), asked >= u.players() - 1 ? Phase.PLAYING : Phase.CRACK);
  }
}
