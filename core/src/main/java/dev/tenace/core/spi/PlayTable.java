package dev.tenace.core.spi;

import dev.tenace.core.trick.TrickOrder;
import java.util.Objects;

/**
 * What never changes during a trick-play phase, shared by every {@link TrickPlay} position of it
 * and by its cursors ({@link TrickCursor}, {@link GameCursor}): the trick order, the play rules
 * sorted by the kind of play they can narrow, the hands as dealt, the table size and the number of
 * tricks. Never written after it is made.
 */
final class PlayTable {

  final TrickOrder order;
  final PlayRule[] rules;

  /**
   * The rules that can narrow a play, in order, for each kind of play: index {@link #situation}.
   * Most plays of a deal are consulted by none (a follow after the first trick, in most games), so
   * the cascade is the follow rule alone there.
   */
  private final PlayRule[][] applicable = new PlayRule[4][];

  private static final PlayRule[] NO_RULES = new PlayRule[0];

  final long[] dealt;
  final int players;
  final int totalTricks;

  PlayTable(TrickOrder order, PlayRule[] rules, long[] dealt, int players, int totalTricks) {
    this.order = order;
    this.rules = rules;
    this.dealt = dealt;
    this.players = players;
    this.totalTricks = totalTricks;
    PlayRule.When[] when = new PlayRule.When[rules.length];
    for (int i = 0; i < rules.length; i++) {
      when[i] = Objects.requireNonNull(rules[i].when(), "when() of a play rule is null");
    }
    for (int k = 0; k < 4; k++) {
      int n = 0;
      for (int i = 0; i < rules.length; i++) {
        n += when[i].covers((k & 1) != 0, (k & 2) != 0) ? 1 : 0;
      }
      PlayRule[] in = n == 0 ? NO_RULES : new PlayRule[n];
      for (int i = 0, j = 0; j < n; i++) {
        if (when[i].covers((k & 1) != 0, (k & 2) != 0)) {
          in[j++] = rules[i];
        }
      }
      applicable[k] = in;
    }
  }

  private PlayTable(PlayTable like, long[] dealt) {
    this.order = like.order;
    this.rules = like.rules;
    this.dealt = dealt;
    this.players = like.players;
    this.totalTricks = like.totalTricks;
    System.arraycopy(like.applicable, 0, applicable, 0, applicable.length);
  }

  /** The same trick order and rules over other hands. */
  PlayTable withDealt(long[] hands) {
    return new PlayTable(this, hands);
  }

  /** The index into {@link #applicable}: bit 0 a lead, bit 1 the first trick. */
  static int situation(int count, int completed) {
    return (count == 0 ? 1 : 0) | (completed == 0 ? 2 : 0);
  }

  /** The play rules that can narrow a play of this kind, in order. */
  PlayRule[] rulesFor(int count, int completed) {
    return applicable[situation(count, completed)];
  }

  /**
   * The legal cards of {@code seat}, the one to play at {@code position}: its hand, narrowed by the
   * follow rule and then by the play rules that apply there. The one cascade of the phase, run by
   * the immutable positions and by the cursors alike.
   *
   * @param count the cards already in the trick
   * @param completed the completed tricks
   * @param led the led card's index, when {@code count > 0}
   */
  long legal(TrickPosition position, int seat, long hand, int count, int completed, int led) {
    // the follow rule as the cursors apply it (TrickCursor), so the two cannot differ
    long allowed =
        count == 0 ? hand : TrickOrder.follow(hand, order.followMask(led), order.wildCards());
    for (PlayRule rule : applicable[situation(count, completed)]) {
      allowed = rule.restrict(position, seat, hand, allowed);
    }
    return allowed;
  }
}
