package dev.tenace.core.spi;

import dev.tenace.core.card.Card;
import dev.tenace.core.trick.TrickOrder;
import java.util.Arrays;

/**
 * A mutable trick-play position for search loops: it plays and undoes cards in place and allocates
 * nothing per card. It is made from an immutable {@link TrickPlay} ({@link TrickPlay#cursor()}),
 * shares that phase's trick order, dealt hands and {@link PlayRule}s, and computes the legal cards
 * with the same cascade as the phase's positions ({@code PlayTable.legal}), taken apart so that
 * nothing is looked up twice (it is not a second implementation of the rules): for a follow, the
 * follow rule ({@link TrickOrder#follow} with the trick's {@link TrickOrder#followMask}, fixed when
 * the trick is led) and then the phase's rules for a follow; for a lead, the hand and then the
 * phase's rules for a lead, in order. The trick's winner so far is kept as the cards come, with the
 * order's {@link TrickOrder#beaters}, the rule {@link TrickOrder#winningPosition} applies. It turns
 * back into a {@link TrickPlay} on request ({@link #toTrickPlay()}), and can be moved to another
 * position of the same shape in its own memory ({@code resetTo}).
 *
 * <p>Not thread-safe: one cursor per thread. Each card costs a few mask updates, the follow rule,
 * the play rules that apply (none for a follow after the first trick in most games) and one beaters
 * mask; a trick's last card also finds the next leader's legal cards.
 *
 * <pre>{@code
 * TrickCursor c = trickPlay.cursor();
 * while (!c.isOver()) {
 *   long legal = c.legalBits();
 *   c.play(Long.numberOfTrailingZeros(legal)); // any legal card index
 * }
 * c.tricksWon(0);
 * c.undoAll();                                 // back where it started
 * }</pre>
 */
public final class TrickCursor implements TrickPosition {
  private final int players;
  private final int totalTricks;

  // What the origin's phase fixes, set by start
  private TrickPlay origin;
  private PlayTable table;
  private long[] dealt;
  private TrickOrder order;
  private long wild;

  // The play rules after the follow rule, for a follow on the first trick and on a later one, and
  // for a lead after the first trick (the first lead is the origin's), in the order of the phase's
  // cascade (PlayTable.legal)
  private PlayRule[] firstTrickFollowRules;
  private PlayRule[] followRules;
  private PlayRule[] leadRules;

  private long played;
  private long done; // the cards of the completed tricks
  private long leads; // the cards that led them
  private int leader;
  private long trick; // the trick in progress in playing order, a card index per byte
  private int count;
  private int completed;
  private long legal;
  private long follow; // what the trick in progress must be followed with (TrickOrder.followMask)
  // the trick in progress's winning card so far: its position and what beats it
  // (TrickOrder.beaters)
  private int bestPosition;
  private long beat;
  private final long[] won;
  private final int[] tricks;

  // One entry per card played since the origin, what an undo restores: the legal cards before it
  // and, above them, the card.
  private final long[] history;
  private int ply;
  private static final int CARD_SHIFT = 57;
  private static final long LEGAL_MASK = (1L << CARD_SHIFT) - 1;

  // One entry per trick, by its number, written when the trick is completed on this cursor: the
  // completed cards before it, its leader and its cards in playing order.
  private final long[] doneBefore;
  private final byte[] leaderOf;
  private final long[] cardsOf;

  // The origin, for undoAll.
  private long playedAtOrigin;
  private long doneAtOrigin;
  private long leadsAtOrigin;
  private long trickAtOrigin;
  private long legalAtOrigin;
  private long followAtOrigin;
  private int bestPositionAtOrigin;
  private long beatAtOrigin;
  private int leaderAtOrigin;
  private int countAtOrigin;
  private int completedAtOrigin;
  private final long[] wonAtOrigin;
  private final int[] tricksAtOrigin;

  TrickCursor(TrickPlay origin) {
    this.players = origin.players();
    this.totalTricks = origin.totalTricks();
    this.won = new long[players];
    this.tricks = new int[players];
    this.wonAtOrigin = new long[players];
    this.tricksAtOrigin = new int[players];
    this.history = new long[totalTricks * players];
    this.doneBefore = new long[totalTricks];
    this.leaderOf = new byte[totalTricks];
    this.cardsOf = new long[totalTricks];
    start(origin);
  }

  /**
   * Makes this cursor one of {@code origin}, as {@link TrickPlay#cursor()} would, in its own
   * memory: false (and nothing changed) when {@code origin} has another number of seats or tricks.
   */
  boolean resetTo(TrickPlay origin) {
    if (origin.players() != players || origin.totalTricks() != totalTricks) {
      return false;
    }
    start(origin);
    return true;
  }

  private void start(TrickPlay origin) {
    this.origin = origin;
    this.table = origin.tableOf();
    this.dealt = table.dealt;
    this.order = table.order;
    this.wild = order.wildCards();
    this.firstTrickFollowRules = table.rulesFor(1, 0);
    this.followRules = table.rulesFor(1, 1);
    this.leadRules = table.rulesFor(0, 1);
    this.played = origin.playedBits();
    this.done = played & ~origin.currentTrickBits();
    this.leads = origin.completedLeadBits();
    this.leader = origin.trickLeader();
    this.count = Long.bitCount(origin.currentTrickBits());
    this.trick = origin.currentPacked();
    this.completed = origin.tricksPlayed();
    this.legal = origin.legalBits();
    this.follow = count > 0 ? order.followMask((int) (trick & 0xFF)) : 0L;
    findBest();
    origin.cardsWonBitsBySeat(won);
    for (int s = 0; s < players; s++) {
      tricks[s] = origin.tricksWon(s);
    }
    this.ply = 0;
    this.playedAtOrigin = played;
    this.doneAtOrigin = done;
    this.leadsAtOrigin = leads;
    this.trickAtOrigin = trick;
    this.legalAtOrigin = legal;
    this.followAtOrigin = follow;
    this.bestPositionAtOrigin = bestPosition;
    this.beatAtOrigin = beat;
    this.leaderAtOrigin = leader;
    this.countAtOrigin = count;
    this.completedAtOrigin = completed;
    System.arraycopy(won, 0, wonAtOrigin, 0, players);
    System.arraycopy(tricks, 0, tricksAtOrigin, 0, players);
  }

  /** The position this cursor was made from. */
  public TrickPlay origin() {
    return origin;
  }

  /**
   * Plays a card of the seat to play.
   *
   * @param card the card's index ({@link Card#index()})
   * @throws IllegalArgumentException if the card is not a legal play now (the position is
   *     unchanged)
   */
  public void play(int card) {
    long bit = 1L << card;
    long before = legal;
    if ((card & ~63) != 0 || (before & bit) == 0) {
      throw refusal(card);
    }
    int p = ply;
    history[p] = before | (long) card << CARD_SHIFT;
    ply = p + 1;
    long now = played | bit;
    played = now;
    int c = count;
    long t = c == 0 ? lead(card) : add(c, card);
    int next = c + 1;
    if (next == players) {
      complete(t);
      return;
    }
    trick = t;
    count = next;
    // A follow comes next: the follow rule on masks, then the play rules that apply (none after
    // the first trick in most games), in the order of the phase's cascade.
    int seat = seatAt(leader + next);
    long hand = dealt[seat] & ~now;
    long allowed = TrickOrder.follow(hand, follow, wild);
    PlayRule[] rules = completed == 0 ? firstTrickFollowRules : followRules;
    legal = rules.length == 0 ? allowed : restrict(rules, seat, hand, allowed);
  }

  /** Starts a trick with {@code card}: the trick's cards so far. */
  private long lead(int card) {
    follow = order.followMask(card);
    bestPosition = 0;
    beat = order.beaters(card);
    return card;
  }

  /**
   * Adds {@code card} at position {@code c} of the trick in progress, and keeps its winning card so
   * far: the trick's cards so far.
   */
  private long add(int c, int card) {
    long t = trick | (long) card << (c << 3);
    // without a branch on the cards, which are random in a search
    long b = beat;
    long mine = order.beaters(card);
    long beats = -((b >>> card) & 1); // every bit set when the card takes the trick so far
    bestPosition = (c & (int) beats) | (bestPosition & ~(int) beats);
    beat = (mine & beats) | (b & ~beats);
    return t;
  }

  /** The play rules {@code rules} applied in order to the cards {@code allowed} by the earlier. */
  private long restrict(PlayRule[] rules, int seat, long hand, long allowed) {
    for (PlayRule rule : rules) {
      allowed = rule.restrict(this, seat, hand, allowed);
    }
    return allowed;
  }

  /**
   * Completes the trick whose cards in playing order are {@code t} and finds the legal leads of its
   * winner.
   */
  private void complete(long t) {
    int k = completed;
    doneBefore[k] = done;
    leaderOf[k] = (byte) leader;
    cardsOf[k] = t;
    int winner = seatAt(leader + bestPosition);
    long now = played;
    won[winner] |= now & ~done;
    tricks[winner]++;
    leads |= 1L << (t & 0xFF);
    done = now;
    completed = k + 1;
    leader = winner;
    count = 0;
    trick = 0;
    if (k + 1 == totalTricks) {
      legal = 0L;
    } else {
      // a lead: the hand, then the play rules for a lead, in the order of the phase's cascade
      long hand = dealt[winner] & ~now;
      legal = restrict(leadRules, winner, hand, hand);
    }
  }

  /** Finds the trick in progress's winning card so far, from its cards. */
  private void findBest() {
    bestPosition = 0;
    beat = 0L;
    if (count > 0) {
      bestPosition = order.winningPosition(trick, count);
      beat = order.beaters((int) (trick >>> (bestPosition << 3)) & 0xFF);
    }
  }

  private IllegalArgumentException refusal(int card) {
    return new IllegalArgumentException(
        (card >= 0 && card < Card.COUNT ? Card.ofIndex(card).toString() : "card index " + card)
            + " is not a legal play now; legal: "
            + dev.tenace.core.card.CardSet.ofBits(legal));
  }

  /**
   * Takes back the last card played on this cursor.
   *
   * @throws IllegalStateException if no card was played since the cursor was made
   */
  public void undo() {
    if (ply == 0) {
      throw new IllegalStateException("nothing to undo: the cursor is at its origin");
    }
    long h = history[--ply];
    int card = (int) (h >>> CARD_SHIFT);
    legal = h & LEGAL_MASK;
    played &= ~(1L << card);
    if (count == 0) { // this card completed a trick, which its winner now leads
      int k = --completed;
      won[leader] &= ~(done & ~doneBefore[k]);
      tricks[leader]--;
      long t = cardsOf[k];
      leads &= ~(1L << (t & 0xFF));
      done = doneBefore[k];
      leader = leaderOf[k];
      count = players - 1;
      trick = t & ~(0xFFL << (count << 3));
      follow = order.followMask((int) (t & 0xFF));
      findBest();
    } else {
      count--;
      trick &= ~(0xFFL << (count << 3));
      if (bestPosition >= count) { // the card taken back was winning the trick
        findBest();
      }
    }
  }

  /** Takes back every card played since the cursor was made, in one step. */
  public void undoAll() {
    if (ply == 0) {
      return;
    }
    played = playedAtOrigin;
    done = doneAtOrigin;
    leads = leadsAtOrigin;
    trick = trickAtOrigin;
    legal = legalAtOrigin;
    follow = followAtOrigin;
    bestPosition = bestPositionAtOrigin;
    beat = beatAtOrigin;
    leader = leaderAtOrigin;
    count = countAtOrigin;
    completed = completedAtOrigin;
    System.arraycopy(wonAtOrigin, 0, won, 0, players);
    System.arraycopy(tricksAtOrigin, 0, tricks, 0, players);
    ply = 0;
  }

  /** The cards played on this cursor since it was made. */
  public int depth() {
    return ply;
  }

  /** The card index played at depth {@code i} (0 the first card played on this cursor). */
  public int cardAt(int i) {
    if (i < 0 || i >= ply) {
      throw new IndexOutOfBoundsException("depth " + i + " of " + ply);
    }
    return (int) (history[i] >>> CARD_SHIFT);
  }

  /**
   * The same phase as an immutable position: this cursor's cards played on its origin, one position
   * made (not one per card).
   */
  public TrickPlay toTrickPlay() {
    return ply == 0 ? origin : origin.afterCursor(this, ply);
  }

  private int seatAt(int seat) {
    return seat >= players ? seat - players : seat;
  }

  /** Whether every trick has been played. */
  public boolean isOver() {
    return completed == totalTricks;
  }

  @Override
  public int players() {
    return players;
  }

  @Override
  public int totalTricks() {
    return table.totalTricks;
  }

  @Override
  public int tricksPlayed() {
    return completed;
  }

  @Override
  public boolean isLeading() {
    return count == 0;
  }

  @Override
  public int toPlay() {
    return completed == totalTricks ? -1 : seatAt(leader + count);
  }

  @Override
  public long playedBits() {
    return played;
  }

  @Override
  public long handBits(int seat) {
    return dealt[seat] & ~played;
  }

  @Override
  public int ledCardIndex() {
    return count == 0 ? -1 : (int) (trick & 0xFF);
  }

  @Override
  public long completedLeadBits() {
    return leads;
  }

  @Override
  public long legalBits() {
    return legal;
  }

  /** The leader of the trick in progress (of the next trick between tricks). */
  public int trickLeader() {
    return leader;
  }

  /**
   * The trick in progress in playing order, a card index per byte from the led card up (as {@link
   * dev.tenace.core.trick.Trick#packed()}); 0 before its first card.
   */
  public long currentTrickPacked() {
    return trick;
  }

  /** The cards of the trick in progress. */
  public long currentTrickBits() {
    return played & ~done;
  }

  /** The seat winning the trick in progress so far, or {@code -1} when no card of it is played. */
  public int currentWinner() {
    return count == 0 ? -1 : seatAt(leader + bestPosition);
  }

  /** The tricks the seat has won. */
  public int tricksWon(int seat) {
    return tricks[seat];
  }

  /** The cards of the tricks the seat has won. */
  public long cardsWonBits(int seat) {
    return won[seat];
  }

  /** The winner of the last completed trick, or {@code -1} before the first is complete. */
  public int lastWinner() {
    return completed == 0 ? -1 : leader;
  }

  @Override
  public String toString() {
    return "TrickCursor(trick "
        + (completed + 1)
        + "/"
        + table.totalTricks
        + ", depth "
        + ply
        + ", to play "
        + toPlay()
        + ", won "
        + Arrays.toString(tricks)
        + ")";
  }
}
