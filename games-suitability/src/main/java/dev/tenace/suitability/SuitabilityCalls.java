package dev.tenace.suitability;

import dev.tenace.core.card.Suit;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.Move;
import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The declarations and privilege claims of a deal, in order (rules/suitability.md §4): a list of
 * moves, equal to and hashed like any other list of the same moves, that also keeps what the
 * declarations give as they are made, so that play and scoring read a suit's role without going
 * through the list again.
 *
 * <p>§4.1 is applied here once: a declaration gives its suit its role; once three suits are
 * declared, the fourth is {@link Role#PLAIN}. {@link #of} reads a history the same way, stopping at
 * the first card played.
 *
 * <pre>{@code
 * SuitabilityCalls c = SuitabilityCalls.NONE.with(new Move(0, new SuitabilityAction.Declare(Suit.HEARTS, Role.TRUMP)));
 * c.role(Suit.HEARTS);        // TRUMP
 * c.suitWith(Role.PLAIN);     // null until three suits are declared
 * }</pre>
 */
final class SuitabilityCalls extends AbstractList<Move> implements RandomAccess {
  /** No call yet. */
  static final SuitabilityCalls NONE = new SuitabilityCalls(new Move[0], 0, 0, 0);

  private static final Suit[] SUITS = Suit.values();

  private static final Role[] ROLES = Role.values();

  /** Bits per suit in {@link #roles}. */
  private static final int WIDTH = 3;

  private final Move[] moves;

  /** The roles declared (bits 0-2, by role ordinal) and the suits declared (bits 3-6). */
  private final int declared;

  /** Per suit ordinal, {@link #WIDTH} bits: 0 while the suit has no role, else its ordinal + 1. */
  private final int roles;

  /** The number of suit declarations among the moves. */
  private final int declarations;

  private SuitabilityCalls(Move[] moves, int declared, int roles, int declarations) {
    this.moves = moves;
    this.declared = declared;
    this.roles = roles;
    this.declarations = declarations;
  }

  /** The calls at the start of a history: its moves up to the first card played. */
  static SuitabilityCalls of(List<Move> history) {
    SuitabilityCalls c = NONE;
    for (int i = 0; i < history.size(); i++) {
      Move m = history.get(i);
      if (m.action() instanceof CardPlay) {
        break;
      }
      c = c.with(m);
    }
    return c;
  }

  /** These calls and one more: a declaration gives its suit its role (§4.1), a claim nothing. */
  SuitabilityCalls with(Move call) {
    Objects.requireNonNull(call, "call is null");
    Move[] next = new Move[moves.length + 1];
    System.arraycopy(moves, 0, next, 0, moves.length);
    next[moves.length] = call;
    if (!(call.action() instanceof SuitabilityAction.Declare d)) {
      return new SuitabilityCalls(next, declared, roles, declarations);
    }
    int suit = d.suit().ordinal();
    int r = roles | (d.role().ordinal() + 1) << (WIDTH * suit);
    int m = declared | 1 << d.role().ordinal() | 1 << (3 + suit);
    int k = declarations + 1;
    if (k == SuitabilityDeclaring.DECLARATIONS) { // §4.1: the suit left is plain
      int plain = Integer.numberOfTrailingZeros(~(m >>> 3) & 0xF);
      r |= (Role.PLAIN.ordinal() + 1) << (WIDTH * plain);
    }
    return new SuitabilityCalls(next, m, r, k);
  }

  /**
   * The roles declared (bits 0-2: trump, penalty, reverse) and the suits declared (bits 3-6, by
   * suit ordinal): what decides the declarations left.
   */
  int declaredMask() {
    return declared;
  }

  /** The role of a suit, or {@code null} until it has one. */
  Role role(Suit suit) {
    int code = (roles >>> (WIDTH * suit.ordinal())) & 7;
    return code == 0 ? null : ROLES[code - 1];
  }

  /** The suit with a role, or {@code null} until it is known. */
  Suit suitWith(Role role) {
    int code = role.ordinal() + 1;
    for (int s = 0; s < SUITS.length; s++) {
      if (((roles >>> (WIDTH * s)) & 7) == code) {
        return SUITS[s];
      }
    }
    return null;
  }

  @Override
  public Move get(int index) {
    return moves[index];
  }

  @Override
  public int size() {
    return moves.length;
  }
}
