package dev.tenace.core.spi;

import dev.tenace.core.card.Card;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What the plays of a deal reveal of each seat's hand, gathered once from its public table: the
 * suits each seat has shown void in (the follow rule, read from the table's {@link
 * TrickTable#voidCards}), and what every {@link PlayRule} states a play reveals ({@link
 * PlayRule#reveal}). The rules are written once, as the restrictions of the trick-play phase; a
 * sampler reads here what they imply for the cards it deals instead of deriving it again.
 *
 * <pre>{@code
 * PlayReveals seen = PlayReveals.of(view.tricks().orElseThrow(), playRules);
 * HiddenDeal.Builder deal = HiddenDeal.builder(hidden, need);     // places 0..n-1: unplayed cards
 * seen.constrain(deal);          // no seat holds a card its plays ruled out, counts as revealed
 * }</pre>
 *
 * <p>The walk goes through the table's tricks in play order and, at each play, runs the cascade of
 * {@link TrickPlay} backwards: the follow rule (a card of the suit led, or a wild card, leaves that
 * suit and the wild cards legal; any other card shows a void and leaves every card legal), then the
 * rules whose {@link PlayRule#when()} covers the play, in order, each given what the earlier ones
 * left legal. A rule reads a position of public facts only: its {@link TrickPosition#handBits} and
 * {@link TrickPosition#legalBits} throw.
 *
 * <p>Everything here is about a seat's <em>unplayed</em> cards, the hand it holds now: a reveal
 * about the hand at the time of a play ("it held four clubs") is carried forward by taking out the
 * cards the seat has played since, that one included ("it still holds two" after two more clubs).
 *
 * <p><b>Cards played face down.</b> A card the table {@linkplain TrickTable#conceal conceals} is
 * asked about by no rule (nobody at the table knows it) and counts for none. The positions after it
 * show it as {@link #CONCEALED}, an index no card has: in {@link TrickPosition#playedBits}, {@link
 * TrickPosition#completedLeadBits}, and as {@link TrickPosition#ledCardIndex} when it led. A rule
 * that reads the led card's suit then has an order that knows it: {@code FaceDownOrder.of(base,
 * PlayReveals.CONCEALED, declaredSuit)}, which the walk itself uses for the follow rule (a
 * concealed lead declares its suit, {@link Trick#ledSuit}).
 */
public final class PlayReveals {
  /** How positions show a card played face down that the table conceals: no card has it. */
  public static final int CONCEALED = 63;

  private final int players;
  private final long[] playedBy;
  private final long[] absent;

  /** The counts, in the order first revealed: seat, cards and the fewest unplayed ones held. */
  private final List<Count> counts = new ArrayList<>();

  private record Count(int seat, long cards, int min) {}

  private PlayReveals(TrickTable table, PlayRule[] rules) {
    this.players = table.players();
    this.playedBy = new long[players];
    this.absent = new long[players];
    List<Trick> tricks = new ArrayList<>(table.completed());
    tricks.add(table.current());
    for (Trick t : tricks) {
      for (int i = 0; i < t.size(); i++) {
        if (!t.isConcealed(i)) {
          playedBy[t.seat(i)] |= t.card(i).bit();
        }
      }
    }
    walk(table, tricks, rules);
    for (int seat = 0; seat < players; seat++) {
      absent[seat] |= table.voidCards(seat);
    }
  }

  /**
   * What the plays of {@code table} reveal under {@code rules}, the play rules of the deal as the
   * seat that reads the table knows them, in the order they apply.
   *
   * @throws IllegalStateException if a rule's reveal leaves the card played illegal
   */
  public static PlayReveals of(TrickTable table, List<PlayRule> rules) {
    Objects.requireNonNull(table, "table is null");
    PlayRule[] r = rules.toArray(new PlayRule[0]);
    for (PlayRule rule : r) {
      Objects.requireNonNull(rule, "a play rule is null");
    }
    return new PlayReveals(table, r);
  }

  private void walk(TrickTable table, List<Trick> tricks, PlayRule[] rules) {
    TrickOrder order = table.order();
    long wild = order.wildCards();
    Position p = new Position(table.players(), table.totalTricks());
    long[] before = new long[players]; // the cards each seat played before the play
    for (int ti = 0; ti < tricks.size(); ti++) {
      Trick t = tricks.get(ti);
      long follow = -1L;
      for (int i = 0; i < t.size(); i++) {
        int seat = t.seat(i);
        p.at(ti, i, seat);
        long bit;
        if (t.isConcealed(i)) {
          bit = 1L << CONCEALED;
        } else {
          Card c = t.card(i);
          bit = c.bit();
          long legal = i == 0 || (bit & (follow | wild)) == 0 ? -1L : follow | wild;
          for (PlayRule rule : rules) {
            if (rule.when().covers(i == 0, ti == 0)) {
              legal = ask(rule, p, seat, c, legal, before[seat]);
            }
          }
          before[seat] |= bit;
        }
        if (i == 0) {
          p.led = t.isConcealed(0) ? CONCEALED : Long.numberOfTrailingZeros(bit);
          follow = t.isConcealed(0) ? order.suitMask(t.ledSuit(order)) : order.followMask(p.led);
        }
        p.played |= bit;
      }
      if (!t.isEmpty()) {
        p.leads |= t.isConcealed(0) ? 1L << CONCEALED : t.card(0).bit();
      }
    }
  }

  /** One rule's reveal of one play, gathered; returns the cards it left legal. */
  private long ask(PlayRule rule, Position p, int seat, Card c, long legal, long playedBefore) {
    PlayRule.Reveal r =
        Objects.requireNonNull(rule.reveal(p, seat, c, legal), () -> rule + " revealed null");
    if ((r.legal() & c.bit()) == 0) {
      throw new IllegalStateException(
          rule + " revealed that " + c + ", which seat " + seat + " played, was not legal");
    }
    absent[seat] |= r.absent();
    if (r.atLeast() > 0) {
      // the cards of the count the seat has played since, this one included, are out of its hand
      long since = playedBy[seat] & ~playedBefore & r.counted();
      int min = r.atLeast() - Long.bitCount(since);
      if (min > 0) {
        counts.add(new Count(seat, r.counted(), min));
      }
    }
    return r.legal();
  }

  /** Number of seats. */
  public int players() {
    return players;
  }

  /** The cards the table shows {@code seat} played (a concealed card is not among them). */
  public long playedBy(int seat) {
    return playedBy[seat];
  }

  /**
   * The cards {@code seat}'s unplayed hand cannot hold: the suits it has shown void in and every
   * card a rule's reveal ruled out. A raw mask that may name cards already played.
   */
  public long absent(int seat) {
    return absent[seat];
  }

  /**
   * The fewest cards of {@code cards} that {@code seat}'s unplayed hand holds, by the reveals whose
   * count is over exactly {@code cards} (the largest of them); 0 when none is.
   */
  public int atLeast(int seat, long cards) {
    int most = 0;
    for (Count c : counts) {
      if (c.seat() == seat && c.cards() == cards) {
        most = Math.max(most, c.min());
      }
    }
    return most;
  }

  /**
   * States everything here as constraints of a hidden deal whose places {@code 0 … players-1} are
   * the seats' unplayed cards: each seat's {@link #absent} forbidden, then each count of a seat and
   * a set of cards, in the order first revealed, as {@link HiddenDeal.Builder#atLeast} with its
   * largest bound.
   */
  public HiddenDeal.Builder constrain(HiddenDeal.Builder deal) {
    for (int seat = 0; seat < players; seat++) {
      deal.forbid(seat, absent[seat]);
    }
    boolean[] done = new boolean[counts.size()];
    for (int k = 0; k < counts.size(); k++) {
      Count c = counts.get(k);
      if (!done[k]) {
        for (int j = k; j < counts.size(); j++) {
          done[j] |= counts.get(j).seat() == c.seat() && counts.get(j).cards() == c.cards();
        }
        deal.atLeast(c.seat(), c.cards(), atLeast(c.seat(), c.cards()));
      }
    }
    return deal;
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("PlayReveals(absent ");
    out.append(Arrays.toString(absent));
    for (Count c : counts) {
      out.append(", seat ").append(c.seat()).append(" holds at least ").append(c.min());
      out.append(" of ").append(Long.toHexString(c.cards()));
    }
    return out.append(')').toString();
  }

  /** A play's position as the table shows it: no hand, no legal cards. */
  private static final class Position implements TrickPosition {
    private final int players;
    private final int totalTricks;
    private int tricksPlayed;
    private boolean leading;
    private int toPlay;
    long played;
    long leads;
    int led;

    Position(int players, int totalTricks) {
      this.players = players;
      this.totalTricks = totalTricks;
    }

    void at(int trick, int position, int seat) {
      tricksPlayed = trick;
      leading = position == 0;
      toPlay = seat;
    }

    @Override
    public int players() {
      return players;
    }

    @Override
    public int totalTricks() {
      return totalTricks;
    }

    @Override
    public int tricksPlayed() {
      return tricksPlayed;
    }

    @Override
    public boolean isLeading() {
      return leading;
    }

    @Override
    public int toPlay() {
      return toPlay;
    }

    @Override
    public long playedBits() {
      return played;
    }

    @Override
    public long handBits(int seat) {
      throw new UnsupportedOperationException(
          "a play's reveal reads only what the table shows, not the hand of seat " + seat);
    }

    @Override
    public int ledCardIndex() {
      return leading ? -1 : led;
    }

    @Override
    public long completedLeadBits() {
      return leads;
    }

    @Override
    public long legalBits() {
      throw new UnsupportedOperationException(
          "a play's reveal reads only what the table shows, not the legal cards");
    }
  }
}
