package dev.tenace.core.spi;

import com.google.errorprone.annotations.CheckReturnValue;
import dev.tenace.core.access.TrickAccess;
import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickHistory;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import io.vavr.control.Either;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The trick-play phase every game reuses: hands, the trick in progress, the tricks won, who plays
 * next. Games add lead and play restrictions as {@link PlayRule}s, never a copy of this loop.
 *
 * <p>Immutable and compact: the hands dealt at the start of the phase are kept in one shared array
 * that is never written, and the cards played so far are one {@code long}; a seat's hand is {@code
 * dealt & ~played}. The trick in progress is not stored either: its cards are the played cards no
 * completed trick holds, and who played which one follows from the dealt hands. The legal cards of
 * the seat to play are computed once, when the position is made, so listing them and checking a
 * play cost a field read. Playing a card allocates one new {@code TrickPlay} of 40 bytes (and, at
 * the end of a trick, one {@link TrickHistory} node of 48), so a search can keep every position it
 * visits. {@link Trick} values are built when asked for.
 *
 * <pre>{@code
 * TrickPlay p = TrickPlay.start(TrickOrder.trumpSuit(Suit.SPADES), deal.hands(), 0, List.of());
 * p.legalPlays();                        // the leader's hand
 * p = p.play(0, Card.parse("4D")).get(); // Either<RuleViolation, TrickPlay>
 * }</pre>
 */
@CheckReturnValue // immutable: a discarded result is a bug, as in the user packages
@SuppressWarnings(
    "exports") // a compile-time annotation for Error Prone users, optional at run time
public final class TrickPlay implements TrickPosition {
  /** Core's unchecked way to add a trick to a history (a constant, so calls through it inline). */
  private static final TrickAccess.Histories HISTORIES = TrickAccess.histories();

  private final PlayTable table;
  private final TrickHistory history;
  private final long played;
  private final byte leader;
  private final byte count;
  private final byte completed;

  /**
   * The trick in progress as its cards are played, a card index per byte in playing order from its
   * leader ({@code 0} when leading): kept as the cards come, so the trick, its led card and the
   * completed trick's record are read without finding each seat's card among the dealt hands.
   */
  private final long current;

  /**
   * The legal cards of the seat to play, computed once when the position is made: every position a
   * game reaches is asked for its legal cards (to list them or to check a play), so computing them
   * here means the follow rule and the play rules run once per position instead of twice.
   */
  private final long legal;

  private TrickPlay(
      PlayTable table, long played, int leader, int count, int completed, TrickHistory history) {
    this(table, played, leader, count, completed, history, 0L);
  }

  private TrickPlay(
      PlayTable table,
      long played,
      int leader,
      int count,
      int completed,
      TrickHistory history,
      long current) {
    this.table = table;
    this.played = played;
    this.leader = (byte) leader;
    this.count = (byte) count;
    this.completed = (byte) completed;
    this.history = history;
    this.current = current;
    this.legal = computeLegal();
  }

  /**
   * Starts trick play.
   *
   * @param order how cards follow and win
   * @param hands each seat's hand; all the same size, which is the number of tricks
   * @param leader the seat that leads the first trick
   * @param rules restrictions applied after the follow rule, in order
   * @throws IllegalArgumentException if hands overlap or differ in size, or the leader is no seat
   */
  public static TrickPlay start(
      TrickOrder order, List<CardSet> hands, int leader, List<PlayRule> rules) {
    Objects.requireNonNull(order, "trick order is null");
    Objects.requireNonNull(hands, "hands is null");
    Objects.requireNonNull(rules, "rules is null");
    int n = hands.size();
    if (n < 2 || n > 8) {
      throw new IllegalArgumentException("trick play needs 2 to 8 hands but had " + n);
    }
    Seat.check(leader, n);
    long[] dealt = PlayTable.dealt(hands);
    return new TrickPlay(
        new PlayTable(order, PlayTable.rules(rules), dealt, n, Long.bitCount(dealt[0])),
        0L,
        leader,
        0,
        0,
        null);
  }

  /**
   * A new trick play under this one's trick order and play rules, from other hands: what {@link
   * #start} would make with the same order and rules, without preparing the rules again. A game
   * that plays many deals under one set of rules (a search trying every pass in many sampled
   * worlds) keeps one started trick play and starts each deal from it.
   *
   * <pre>{@code
   * TrickPlay rules = TrickPlay.start(order, dealtHands, leader, playRules); // once
   * TrickPlay next = rules.startOver(handsAfterPassing, newLeader);          // per deal
   * }</pre>
   *
   * @param hands each seat's hand, as many cards as this trick play's hands held
   * @param leader the seat that leads the first trick
   * @throws IllegalArgumentException if there are not as many hands as seats, a hand has another
   *     size, hands overlap, or the leader is no seat
   */
  public TrickPlay startOver(long[] hands, int leader) {
    table.checkHands(hands);
    Seat.check(leader, table.players);
    return new TrickPlay(table.withDealt(hands.clone()), 0L, leader, 0, 0, null);
  }

  /**
   * This position in another deal: the same tricks, played by the same seats in the same order,
   * from {@code hands} (each seat's hand when trick play started) and under {@code rules}. A view's
   * sampler makes its worlds this way instead of replaying the deal: a world differs from the true
   * deal only in the cards nobody has seen played.
   *
   * @param hands per seat, the hand it held when trick play started: the cards it has played here
   *     and as many others as its hand still holds, no card in two hands
   * @param rules the play rules of that deal (they may depend on its hands, a first lead for one)
   * @throws IllegalArgumentException if a hand lacks a card its seat played, holds one another seat
   *     played, or has another size, or hands overlap
   */
  public TrickPlay withHands(long[] hands, List<PlayRule> rules) {
    table.checkHands(hands);
    Objects.requireNonNull(rules, "rules is null");
    table.checkPlayed(hands, played);
    PlayRule[] r = PlayTable.rules(rules);
    PlayTable t =
        Arrays.equals(r, table.rules)
            ? table.withDealt(hands.clone())
            : new PlayTable(table.order, r, hands.clone(), table.players, table.totalTricks);
    // every seat holds the cards it played: the trick in progress is the same
    return new TrickPlay(t, played, leader, count, completed, history, current);
  }

  /** The trick order in force. */
  public TrickOrder order() {
    return table.order;
  }

  /** The play rules in force, in the order they are applied. */
  public List<PlayRule> rules() {
    return List.of(table.rules);
  }

  /** Number of seats. */
  @Override
  public int players() {
    return table.players;
  }

  /** Number of tricks in the phase (the starting hand size). */
  @Override
  public int totalTricks() {
    return table.totalTricks;
  }

  /** Number of completed tricks; the trick in progress is number {@code tricksPlayed() + 1}. */
  @Override
  public int tricksPlayed() {
    return completed;
  }

  /** Whether this is the first trick of the phase (none completed yet). */
  @Override
  public boolean isFirstTrick() {
    return completed == 0;
  }

  /** Whether all tricks have been played. */
  public boolean isOver() {
    return completed == table.totalTricks;
  }

  /** The seat to play, or {@code -1} when the phase is over. */
  @Override
  public int toPlay() {
    return completed == table.totalTricks ? -1 : seatAt(leader + count);
  }

  /** {@code seat % players} for {@code 0 <= seat < 2 * players}, without a division. */
  private int seatAt(int seat) {
    return seat >= table.players ? seat - table.players : seat;
  }

  /** Whether the next card is a lead. */
  @Override
  public boolean isLeading() {
    return count == 0;
  }

  /** The seat's current hand. */
  public CardSet hand(int seat) {
    return CardSet.ofBits(table.dealt[seat] & ~played);
  }

  /** The seat's current hand as a raw mask. */
  @Override
  public long handBits(int seat) {
    return table.dealt[seat] & ~played;
  }

  /** The hand the seat held when trick play started. */
  public CardSet startingHand(int seat) {
    return CardSet.ofBits(table.dealt[seat]);
  }

  /** Every card played so far, including the trick in progress. */
  public CardSet played() {
    return CardSet.ofBits(played);
  }

  /** Every card played so far as a raw mask. */
  @Override
  public long playedBits() {
    return played;
  }

  /** The trick in progress: empty (with its leader) after a trick is completed. */
  public Trick currentTrick() {
    return HISTORIES.inProgress(table.players, leader, count, current);
  }

  /** The led card of the trick in progress as a card index, or {@code -1} when leading. */
  @Override
  public int ledCardIndex() {
    return count == 0 ? -1 : (int) (current & 0xFF);
  }

  /** The cards of the trick in progress: played, and in no completed trick. */
  private long currentCards() {
    return history == null ? played : played & ~history.cardBits();
  }

  /** The public facts of this phase, as every seat sees them (no hand). */
  public TrickTable table() {
    return TrickTable.of(table.order, history, currentTrick(), table.totalTricks);
  }

  /** The completed tricks, oldest first, each with its winner. */
  public List<Trick> completedTricks() {
    return history == null ? List.of() : history;
  }

  @Override
  public long completedLeadBits() {
    long leads = 0;
    for (TrickHistory n = history; n != null; n = n.before()) {
      leads |= n.lastCardBits() & table.dealt[n.lastLeader()];
    }
    return leads;
  }

  /** The cursor of search loops over this position: see {@link TrickCursor}. */
  public TrickCursor cursor() {
    return new TrickCursor(this);
  }

  PlayTable tableOf() {
    return table;
  }

  /** The trick in progress, a card index per byte in playing order from its leader. */
  long currentPacked() {
    return current;
  }

  /** The number of cards in the trick in progress. */
  int trickCount() {
    return count;
  }

  /** The leader of the trick in progress (or of the next one, between tricks). */
  public int trickLeader() {
    return leader;
  }

  /** The cards of the trick in progress. */
  public long currentTrickBits() {
    return currentCards();
  }

  /** The last completed trick, or {@code null} before the first one is complete. */
  public Trick lastTrick() {
    return history == null ? null : history.last();
  }

  /** Number of tricks the seat has won. */
  public int tricksWon(int seat) {
    return history == null ? 0 : history.tricksWon(seat);
  }

  /** The cards of all tricks the seat has won. */
  public CardSet cardsWon(int seat) {
    return CardSet.ofBits(cardsWonBits(seat));
  }

  /**
   * The cards of all tricks the seat has won, as a raw mask: what scoring reads, without building a
   * set per trick.
   */
  public long cardsWonBits(int seat) {
    long b = 0;
    for (TrickHistory n = history; n != null; n = n.before()) {
      if (n.lastWinner() == seat) {
        b |= n.lastCardBits();
      }
    }
    return b;
  }

  /**
   * The cards each seat has won, indexed by seat, from one pass over the completed tricks: what
   * scoring every seat at the end of a deal reads.
   */
  public long[] cardsWonBitsBySeat() {
    long[] won = new long[table.players];
    cardsWonBitsBySeat(won);
    return won;
  }

  /** {@link #cardsWonBitsBySeat()} written into {@code won}, which has a slot per seat. */
  void cardsWonBitsBySeat(long[] won) {
    Arrays.fill(won, 0, table.players, 0L);
    for (TrickHistory n = history; n != null; n = n.before()) {
      won[n.lastWinner()] |= n.lastCardBits();
    }
  }

  /** The legal cards of the seat to play, as a raw mask; 0 when the phase is over. */
  @Override
  public long legalBits() {
    return legal;
  }

  /**
   * Runs the follow rule and then the play rules that apply here. Called from the constructor once
   * every other field is set; the play rules see a complete position.
   */
  private long computeLegal() {
    if (completed == table.totalTricks) {
      return 0L;
    }
    int seat = seatAt(leader + count);
    return table.legal(
        this,
        seat,
        table.dealt[seat] & ~played,
        count,
        completed,
        count == 0 ? -1 : ledCardIndex());
  }

  /**
   * Whether {@code seat} may play {@code card} now: a bit test, for fast paths ({@link #violation}
   * says why not).
   */
  public boolean isLegal(int seat, Card card) {
    return (legal & Objects.requireNonNull(card, "card is null").bit()) != 0
        && seat == seatAt(leader + count);
  }

  /** The legal cards of the seat to play; empty when the phase is over. */
  public CardSet legalPlays() {
    return CardSet.ofBits(legalBits());
  }

  /**
   * Why {@code seat} may not play {@code card} now, or {@code null} if it may. Codes: {@code
   * WRONG_PHASE}, {@code NOT_YOUR_TURN}, {@code CARD_NOT_HELD}, {@code MUST_FOLLOW_SUIT}, then the
   * codes of the play rules.
   */
  public RuleViolation violation(int seat, Card card) {
    Objects.requireNonNull(card, "card is null");
    if (completed != table.totalTricks
        && seat == seatAt(leader + count)
        && (legal & card.bit()) != 0) {
      return null;
    }
    return PlayRefusals.refusal(this, table, seat, card);
  }

  /** Plays a card: the next phase, or the rule it breaks. Never throws for an illegal card. */
  public Either<RuleViolation, TrickPlay> play(int seat, Card card) {
    RuleViolation v = violation(seat, card);
    return v == null ? Either.right(advance(card)) : Either.left(v);
  }

  /**
   * Plays a card the caller has already checked with {@link #violation} or taken from {@link
   * #legalBits()}, for hot loops.
   *
   * @throws IllegalArgumentException if the card is not legal
   */
  public TrickPlay playLegal(Card card) {
    if ((legalBits() & card.bit()) == 0) {
      RuleViolation v = violation(toPlay(), card);
      throw new IllegalArgumentException(v == null ? "illegal card " + card : v.toString());
    }
    return advance(card);
  }

  /**
   * Plays a card for which {@link #violation} has just returned {@code null} on this position,
   * without checking again: the fast path of a game's {@code apply}, which needs the violation
   * first to build its own result. Playing any other card corrupts nothing already built but gives
   * a meaningless position, so use {@link #play} or {@link #playLegal} unless the check was made.
   */
  public TrickPlay playVerified(Card card) {
    return advance(card);
  }

  /**
   * The fast path of a game's {@code applyLegal}, written once for every game: the position after
   * {@code action} if it is a card play of the game's own {@code type} that {@code seat} may make
   * now, else {@code null} — the game then answers through its {@code apply}, which also explains a
   * refusal. A play of another game's type is never taken here, so it stays an unknown action.
   */
  public TrickPlay playIfLegal(int seat, Action action, Class<? extends CardPlay> type) {
    if (type.isInstance(action)) {
      Card card = ((CardPlay) action).card();
      if (isLegal(seat, card)) {
        return advance(card);
      }
    }
    return null;
  }

  /**
   * This position after the first {@code plies} cards a cursor made from it has played, legal by
   * construction: the position {@link #playVerified} would reach card by card, made once, without
   * the positions in between (nor their legal cards).
   */
  TrickPlay afterCursor(TrickCursor cursor, int plies) {
    long now = played;
    int lead = leader;
    int c = count;
    int done = completed;
    TrickHistory h = history;
    long trick = current;
    for (int i = 0; i < plies; i++) {
      int card = cursor.cardAt(i);
      now |= 1L << card;
      trick |= (long) card << (8 * c);
      if (++c == table.players) {
        h = completeTrick(now, lead, h, trick);
        lead = h.lastWinner();
        c = 0;
        done++;
        trick = 0L;
      }
    }
    return new TrickPlay(table, now, lead, c, done, h, trick);
  }

  private TrickPlay advance(Card card) {
    long now = played | card.bit();
    long trick = current | (long) card.index() << (8 * count);
    int c = count + 1;
    if (c < table.players) {
      return new TrickPlay(table, now, leader, c, completed, history, trick);
    }
    TrickHistory done = completeTrick(now, leader, history, trick);
    return new TrickPlay(table, now, done.lastWinner(), 0, completed + 1, done);
  }

  /**
   * The record of a trick just completed: {@code now} the cards played so far, the last trick's
   * included, {@code lead} its leader, {@code previous} the tricks before it, {@code packed} its
   * cards in playing order ({@link #current}'s form); its winner by the trick order, who leads
   * next.
   */
  private TrickHistory completeTrick(long now, int lead, TrickHistory previous, long packed) {
    long before = previous == null ? 0L : previous.cardBits();
    int size = table.players;
    long cards = now & ~before;
    int winner = seatAt(lead + table.order.winningPosition(packed, size));
    // every card was checked as it was played: the history need not check the trick again
    return previous == null
        ? HISTORIES.first(size, lead, packed, cards, winner)
        : HISTORIES.then(previous, lead, packed, cards, winner);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    return o instanceof TrickPlay t
        && t.played == played
        && t.leader == leader
        && t.count == count
        && t.completed == completed
        && (t.table == table
            || (t.table.order.equals(table.order)
                && java.util.Arrays.equals(t.table.dealt, table.dealt)
                && java.util.Arrays.equals(t.table.rules, table.rules)))
        && t.completedTricks().equals(completedTricks());
  }

  @Override
  public int hashCode() {
    return (Long.hashCode(played) * 31 + leader) * 31 + count + 17 * completed;
  }

  @Override
  public String toString() {
    return "TrickPlay(trick "
        + (completed + 1)
        + "/"
        + table.totalTricks
        + ", current ["
        + currentTrick()
        + "], to play "
        + toPlay()
        + ")";
  }
}
