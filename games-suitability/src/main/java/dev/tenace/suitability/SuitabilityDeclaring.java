package dev.tenace.suitability;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.table.Seat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The declarations before trick play (rules/suitability.md §4, and §8 for 2, 3 and 5 players): who
 * declares when, the declarations still open, the suit roles and privileges that the calls give,
 * and the 3-player turn-up exchange that follows them (§8, §9.8). Pure functions of the table size,
 * the dealer and the calls so far: the declarations and privilege claims in order (the suit roles
 * they give are kept by {@link SuitabilityCalls}). A history may go on with card plays after them;
 * the first card play ends the calls.
 *
 * <pre>{@code
 * int first = SuitabilityDeclaring.toAct(4, 3, List.of());             // 0: D+1 declares first
 * List<Action> open = SuitabilityDeclaring.legal(SuitabilityCalls.NONE); // 12 declarations (SU-E1)
 * }</pre>
 */
final class SuitabilityDeclaring {
  private SuitabilityDeclaring() {}

  /** The suit declarations of §4.1; the fourth suit is then {@link Role#PLAIN}. */
  static final int DECLARATIONS = 3;

  // ---------------------------------------------------------------- §4.1, §4.2, §8: who acts

  /**
   * §4.1, §8: the seat that makes suit declaration {@code k} (0, 1, 2): {@code D+1, D+2, D+3}; 3
   * players {@code D+1, D+2, D}; 2 players {@code D+1, D, D+1}.
   */
  static int declarer(int players, int dealer, int k) {
    return switch (players) {
      case 2 -> k == 1 ? dealer : (dealer + 1) % players;
      case 3 -> k == 2 ? dealer : (dealer + 1 + k) % players;
      default -> (dealer + 1 + k) % players;
    };
  }

  /**
   * §4.2, §8: the seat to claim a privilege after the declarations, or -1 when there is none: the
   * dealer (4 and 2 players); with 5 players {@code D+4}, then the dealer if {@code D+4} chose
   * {@code NONE}; never with 3 players.
   */
  static int privilegeSeat(int players, int dealer, List<Move> calls) {
    if (players == 3) {
      return -1;
    }
    int k = calls.size();
    if (k == DECLARATIONS) {
      return players == 5 ? (dealer + 4) % players : dealer;
    }
    if (k == DECLARATIONS + 1
        && players == 5
        && claim(calls, (dealer + 4) % players) == Privilege.NONE) {
      return dealer;
    }
    return -1;
  }

  /** The seat to declare or claim next, or -1 once the calls are over and trick play begins. */
  static int toAct(int players, int dealer, List<Move> calls) {
    return calls.size() < DECLARATIONS
        ? declarer(players, dealer, calls.size())
        : privilegeSeat(players, dealer, calls);
  }

  // ---------------------------------------------------------------- §4.1, §4.2: what may be called

  /**
   * The legal calls of the seat to act: while suits are declared (§4.1), every {@code DECLARE}
   * whose suit and role are both still free (12, then 6, then 2); then the four {@code PRIVILEGE}
   * claims (§4.2).
   */
  static List<Action> legal(SuitabilityCalls calls) {
    return calls.size() < DECLARATIONS ? OPEN.get(calls.declaredMask()) : CLAIMS;
  }

  /** §4.1: whether a declaration's suit and role are both still free. */
  static boolean declarable(SuitabilityCalls calls, SuitabilityAction.Declare d) {
    int m = calls.declaredMask();
    return (m & (1 << d.role().ordinal())) == 0 && (m & (1 << (3 + d.suit().ordinal()))) == 0;
  }

  /** The refusal of a declaration whose suit or role was declared already (§4.1). */
  static RuleViolation notDeclarable(int seat, SuitabilityAction.Declare d) {
    return new RuleViolation(
        RuleCode.DECLARATION_NOT_ALLOWED,
        seat,
        Seat.name(seat)
            + " may not '"
            + d.text()
            + "': a suit and a role can be declared only once (suitability §4.1)");
  }

  private static final Role[] DECLARED_ROLES = {Role.TRUMP, Role.PENALTY, Role.REVERSE};

  /**
   * The open declarations for every {@link SuitabilityCalls#declaredMask}, built once: listing
   * allocates nothing.
   */
  private static final List<List<Action>> OPEN = openDeclarations();

  private static final List<Action> CLAIMS = claims();

  private static List<List<Action>> openDeclarations() {
    List<List<Action>> all = new ArrayList<>();
    for (int m = 0; m < 1 << 7; m++) {
      List<Action> out = new ArrayList<>();
      for (Role r : DECLARED_ROLES) {
        if ((m & (1 << r.ordinal())) != 0) {
          continue;
        }
        for (Suit x : Suit.values()) {
          if ((m & (1 << (3 + x.ordinal()))) == 0) {
            out.add(new SuitabilityAction.Declare(x, r));
          }
        }
      }
      all.add(List.copyOf(out));
    }
    return List.copyOf(all);
  }

  private static List<Action> claims() {
    List<Action> out = new ArrayList<>();
    for (Privilege p : Privilege.values()) {
      out.add(new SuitabilityAction.Claim(p));
    }
    return List.copyOf(out);
  }

  // ---------------------------------------------------------------- what the calls give

  /** §4.1: the suit-role declarations, in order. */
  static List<Declaration> declarations(List<Move> calls) {
    List<Declaration> out = new ArrayList<>(DECLARATIONS);
    for (int i = 0; i < calls.size(); i++) {
      Move m = calls.get(i);
      if (m.action() instanceof SuitabilityAction.Declare d) {
        out.add(new Declaration(m.seat(), d.suit(), d.role()));
      }
    }
    return List.copyOf(out);
  }

  /** §4.2, §8: the privilege the seat claimed, or {@code null} if it has not claimed one. */
  static Privilege claim(List<Move> calls, int seat) {
    for (int i = 0; i < calls.size(); i++) {
      Move m = calls.get(i);
      if (m.seat() == seat && m.action() instanceof SuitabilityAction.Claim c) {
        return c.privilege();
      }
    }
    return null;
  }

  /**
   * §6.3: each seat's privilege for scoring, one per seat: the one it claimed, else {@link
   * Privilege#NONE}.
   */
  static List<Privilege> privileges(int players, List<Move> calls) {
    List<Privilege> out = new ArrayList<>(Collections.nCopies(players, Privilege.NONE));
    for (int i = 0; i < calls.size(); i++) {
      Move m = calls.get(i);
      if (m.action() instanceof SuitabilityAction.Claim c) {
        out.set(m.seat(), c.privilege());
      }
    }
    return List.copyOf(out);
  }

  // ---------------------------------------------------------------- §8 players = 3: the turn-up

  /**
   * The hands after the 3-player exchange (§8, §9.8), and the seat that exchanged (-1 if none).
   *
   * @param hands the hands, one card mask per seat
   * @param exchanger the seat that took the turn-up into its hand, or -1
   */
  record Exchange(Masks hands, int exchanger) {}

  /**
   * §8 {@code players = 3}: once the plain suit is known, if the turn-up is not of the plain suit,
   * the holder of the plain card of its rank puts that card face up and takes the turn-up into his
   * hand; otherwise (or with no turn-up) nothing happens.
   *
   * @param dealt the hands as dealt
   * @param turnUp the card dealt face up, or {@code null}
   * @param plain the plain suit
   */
  static Exchange exchange(Masks dealt, Card turnUp, Suit plain) {
    long[] hands = dealt.toArray();
    int exchanger = -1;
    if (turnUp != null && turnUp.suit() != plain) {
      Card swap = Card.of(turnUp.rank(), plain);
      for (int s = 0; s < hands.length; s++) {
        if ((hands[s] & swap.bit()) != 0) {
          hands[s] = (hands[s] & ~swap.bit()) | turnUp.bit();
          exchanger = s;
        }
      }
    }
    return new Exchange(Masks.wrap(hands), exchanger);
  }

  /**
   * The card face up now: the dealt turn-up, or after the exchange the plain card of its rank.
   *
   * @param dealt the card dealt face up
   * @param exchanged whether a seat exchanged with it
   * @param plain the plain suit (read only after an exchange)
   */
  static Card faceUp(Card dealt, boolean exchanged, Suit plain) {
    return exchanged ? Card.of(dealt.rank(), plain) : dealt;
  }
}
