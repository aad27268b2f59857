package dev.tenace.core.spi;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.trick.TrickOrder;
import java.util.List;
import java.util.Objects;

/**
 * What never changes during a trick-play phase, shared by every {@link TrickPlay} position of it
 * and by its cursors ({@link TrickCursor}, {@link GameCursor}): the trick order, the play rules
 * sorted by the kind of play they can narrow, the hands as dealt, the table size and the number of
 * tricks. Never written after it is made. It also checks the hands and rules a phase is made from
 * ({@link #dealt}, {@link #rules}, {@link #checkHands}, {@link #checkPlayed}).
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

  // ---------------------------------------------------------------- hands and rules, checked

  /**
   * The hands of {@link TrickPlay#start} as card masks: none {@code null}, no card in two hands,
   * all of one size, at most 31 cards; else refused, naming the seat.
   */
  static long[] dealt(List<CardSet> hands) {
    int n = hands.size();
    long[] dealt = new long[n];
    long all = 0;
    for (int s = 0; s < n; s++) {
      CardSet hand = hands.get(s);
      if (hand == null) { // not requireNonNull: its message would be built for every hand
        throw new NullPointerException("hand of seat " + s + " is null");
      }
      long h = hand.bits();
      if ((all & h) != 0) {
        throw new IllegalArgumentException(
            "hand of seat " + s + " shares cards with another hand: " + CardSet.ofBits(all & h));
      }
      if (Long.bitCount(h) != Long.bitCount(hands.get(0).bits())) {
        throw new IllegalArgumentException(
            "hand of seat "
                + s
                + " has "
                + Long.bitCount(h)
                + " cards but hand of seat 0 has "
                + hands.get(0).size());
      }
      all |= h;
      dealt[s] = h;
    }
    if (Long.bitCount(dealt[0]) > 31) {
      throw new IllegalArgumentException("a hand may hold at most 31 cards");
    }
    return dealt;
  }

  /** The play rules as an array, none {@code null}. */
  static PlayRule[] rules(List<PlayRule> rules) {
    PlayRule[] r = rules.toArray(new PlayRule[0]);
    for (PlayRule rule : r) {
      Objects.requireNonNull(rule, "a play rule is null");
    }
    return r;
  }

  /** One hand per seat, each of this phase's size, no card in two hands; else refused by seat. */
  void checkHands(long[] hands) {
    Objects.requireNonNull(hands, "hands is null");
    if (hands.length != players) {
      throw new IllegalArgumentException("needs " + players + " hands but had " + hands.length);
    }
    long all = 0;
    for (int s = 0; s < players; s++) {
      long h = hands[s];
      if ((all & h) != 0) {
        throw new IllegalArgumentException(
            "hand of seat " + s + " shares cards with another hand: " + CardSet.ofBits(all & h));
      }
      if (Long.bitCount(h) != totalTricks) {
        throw new IllegalArgumentException(
            "hand of seat " + s + " has " + Long.bitCount(h) + " cards but needs " + totalTricks);
      }
      all |= h;
    }
  }

  /**
   * Each hand holds the cards of {@code played} its seat was dealt and no other played card; else
   * refused, naming the seat.
   */
  void checkPlayed(long[] hands, long played) {
    for (int s = 0; s < players; s++) {
      long h = hands[s];
      if ((h & played) != (dealt[s] & played)) {
        throw new IllegalArgumentException(
            "hand of seat "
                + s
                + " must hold the cards it played, "
                + CardSet.ofBits(dealt[s] & played)
                + ", and no other played card, but was "
                + CardSet.ofBits(h));
      }
    }
  }
}
