package dev.tenace.bots;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.sheepshead.SheepsheadAction;
import dev.tenace.sheepshead.SheepsheadState;
import dev.tenace.sheepshead.SheepsheadView;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A club-style Sheepshead player (rules/sheepshead.md): picks the blind holding four or more trumps
 * (queens, jacks and diamonds, §2.2, §4.1), or three when they are high; buries fail points and
 * makes voids, never a trump (§4.3); calls a partner when it may (§4.4(b), §9.1); in play the
 * picker's side leads trumps from the top, a defender leads fail, everyone schmears points onto a
 * trick its side wins safely and takes the other side's tricks when it can hold them ({@code
 * SheepsheadPlay}, §5); in a leaster it ducks (§7). It decides from its {@link SheepsheadView}
 * alone: the sides it knows are the picker, the partner card as the table knows it, and who played
 * that card once it lies in the trick in progress.
 *
 * <pre>{@code
 * SheepsheadHeuristic cautious = new SheepsheadHeuristic().withPickTrumps(5);
 * Agent<View<?>> bot = cautious.forAnyView();
 * }</pre>
 *
 * <p>Immutable and stateless: one instance may serve every seat and thread.
 */
public final class SheepsheadHeuristic extends Heuristic<SheepsheadView> implements CursorRollout {
  private static final Card JD = Card.parse("JD");
  private static final int VOID_BONUS = 12;

  /** The {@link #power} that picks with two trumps fewer than {@link #pickTrumps()}. */
  private static final int PICK_POWER = 9;

  private final int pickTrumps;

  /** The default player: picks with four trumps or more. */
  public SheepsheadHeuristic() {
    this(4);
  }

  private SheepsheadHeuristic(int pickTrumps) {
    super("sheepshead", SheepsheadView.class);
    this.pickTrumps = pickTrumps;
  }

  /** A copy that picks holding at least {@code trumps} trumps (default 4). */
  public SheepsheadHeuristic withPickTrumps(int trumps) {
    return new SheepsheadHeuristic(trumps);
  }

  /** The trumps it needs to pick. */
  public int pickTrumps() {
    return pickTrumps;
  }

  @Override
  public Action act(SheepsheadView v) {
    List<Action> legal = v.legalActions();
    Optional<TrickTable> table = v.tricks();
    if (!(legal.get(0) instanceof CardPlay) || table.isEmpty()) {
      return choose(v.hand(), legal);
    }
    Trick t = table.get().current();
    int partnerCard = v.partnerCard().map(Card::index).orElse(-1);
    SheepsheadPlay.Sides sides =
        new SheepsheadPlay.Sides(
            v.seat(),
            v.picker().orElse(-1),
            partnerCard,
            pickerSide(v.seat(), v.picker().orElse(-1), partnerCard, v.dealtHand()),
            playedBy(table.get(), partnerCard),
            0L,
            table.get().played().bits());
    SheepsheadPlay.Now now =
        new SheepsheadPlay.Now(
            table.get().order(),
            t.packed(),
            t.size(),
            t.leader(),
            t.isEmpty() ? -1 : table.get().currentWinner(),
            v.players());
    return TrickPlayer.playOf(legal, SheepsheadPlay.play(sides, now, TrickPlayer.playable(legal)));
  }

  /** In trick play on a cursor: the same card as {@link #act} on the seat's view there. */
  @Override
  public int card(
      GameState<?, ?> world, SearchCursor<?> c, int seat, long legal, SplittableRandom rng) {
    int size = Long.bitCount(c.currentTrickBits());
    SheepsheadPlay.Now now =
        new SheepsheadPlay.Now(
            c.trickOrder(),
            c.currentTrickPacked(),
            size,
            c.trickLeader(),
            size == 0 ? -1 : c.currentWinner(),
            world.players());
    SheepsheadState s = sheepshead(world);
    long played = c.currentTrickBits();
    for (int p = 0; p < world.players(); p++) {
      played |= c.cardsWonBits(p);
    }
    long under = s.under().map(Card::bit).orElse(0L);
    boolean knows =
        seat == s.picker()
            || (s.rules().underFaceUp() && (played & under) != 0)
            || (c.cardsWonBits(seat) & under) != 0;
    return SheepsheadPlay.play(sides(s, seat, played, knows ? 0L : under), now, legal);
  }

  /** The seat that played {@code card} in the table's tricks, or -1. */
  private static int playedBy(TrickTable table, int card) {
    if (card < 0) {
      return -1;
    }
    for (Trick t : table.completed()) {
      int by = seatOf(t, card);
      if (by >= 0) {
        return by;
      }
    }
    return seatOf(table.current(), card);
  }

  private static int seatOf(Trick t, int card) {
    for (int i = 0; i < t.size(); i++) {
      if (!t.isConcealed(i) && t.card(i).index() == card) {
        return t.seat(i);
      }
    }
    return -1;
  }

  /** From the sampled world's state directly: the seat's cards and public facts, no view built. */
  @Override
  public Action choose(GameState<?, ?> world, int seat, List<Action> legal, SplittableRandom rng) {
    SheepsheadState s = sheepshead(world);
    Optional<TrickTable> table = s.tricks();
    if (!(legal.get(0) instanceof CardPlay) || table.isEmpty()) {
      return choose(s.hand(seat), legal);
    }
    Trick t = table.get().current();
    SheepsheadPlay.Now now =
        new SheepsheadPlay.Now(
            table.get().order(),
            t.packed(),
            t.size(),
            t.leader(),
            t.isEmpty() ? -1 : t.winner(table.get().order()),
            s.players());
    return TrickPlayer.playOf(
        legal,
        SheepsheadPlay.play(
            sides(s, seat, table.get().played().bits(), s.concealedFrom(seat).bits()),
            now,
            TrickPlayer.playable(legal)));
  }

  private static SheepsheadState sheepshead(GameState<?, ?> world) {
    if (!(world instanceof SheepsheadState s)) {
      throw new IllegalArgumentException(
          "this bot plays Sheepshead, not " + world.getClass().getSimpleName());
    }
    return s;
  }

  /**
   * The sides as the seat knows them in a full state: the partner card as the table knows it (the
   * declared card, else JD under §4.4(a)), the under {@code hidden} while the seat does not know it
   * (§9.1.5(h)), and the partner once the partner card is among the {@code played} cards (§4.4(c)).
   */
  private static SheepsheadPlay.Sides sides(SheepsheadState s, int seat, long played, long hidden) {
    int picker = s.picker();
    int partnerCard = -1;
    if (picker >= 0 && s.declaration().isPresent()) {
      partnerCard = s.partnerCard().map(Card::index).orElse(-1);
    } else if (picker >= 0 && s.rules().jackOfDiamondsPartner()) {
      partnerCard = JD.index();
    }
    boolean shown = partnerCard >= 0 && (played >>> partnerCard & 1) != 0;
    return new SheepsheadPlay.Sides(
        seat,
        picker,
        partnerCard,
        pickerSide(seat, picker, partnerCard, s.dealtHand(seat)),
        shown ? s.partner() : -1,
        hidden,
        played & ~hidden);
  }

  /** On the picker's side: the picker, or the holder of the partner card (§4.4). */
  private static boolean pickerSide(int seat, int picker, int partnerCard, CardSet dealt) {
    return picker >= 0
        && (seat == picker || (partnerCard >= 0 && dealt.contains(Card.ofIndex(partnerCard))));
  }

  /** Outside trick play: pick, bury, declare, crack. */
  private Action choose(CardSet hand, List<Action> legal) {
    Action first = legal.get(0);
    if (legal.contains(SheepsheadAction.Simple.PICK)) {
      return pick(hand) ? SheepsheadAction.Simple.PICK : SheepsheadAction.Simple.PASS;
    }
    if (first instanceof SheepsheadAction.Bury) {
      return bury(legal);
    }
    if (legal.contains(SheepsheadAction.Simple.NOCRACK)) {
      return SheepsheadAction.Simple.NOCRACK;
    }
    return declare(legal);
  }

  /**
   * Picks (§4.1) with {@link #pickTrumps()} trumps, or with two fewer when they are strong: a
   * {@link #power} of 9 or more (two queens, or a queen, a jack and a diamond).
   */
  boolean pick(CardSet hand) {
    int n = Long.bitCount(hand.bits() & SheepsheadPlay.TRUMPS);
    return n >= pickTrumps || (n >= pickTrumps - 2 && power(hand) >= PICK_POWER);
  }

  /** A hand's strength for picking: a queen 5, a jack 3, another diamond 2, a fail ace 1. */
  static int power(CardSet hand) {
    int p = 0;
    for (Card c : hand) {
      if (c.rank() == Rank.QUEEN) {
        p += 5;
      } else if (c.rank() == Rank.JACK) {
        p += 3;
      } else if (c.suit() == Suit.DIAMONDS) {
        p += 2;
      } else if (c.rank() == Rank.ACE) {
        p += 1;
      }
    }
    return p;
  }

  /**
   * The bury (§4.3): never a trump; the fail cards worth most points, with a bonus for each fail
   * suit it leaves the hand void of (a void lets the picker trump that suit, §5.2). The points
   * count for the picker at scoring (§6.1).
   */
  static Action bury(List<Action> legal) {
    Action best = legal.get(0);
    int bestValue = Integer.MIN_VALUE;
    for (Action a : legal) {
      if (a instanceof SheepsheadAction.Bury b) {
        int value = buryValue(b.cards().bits(), legal);
        if (value > bestValue) {
          bestValue = value;
          best = a;
        }
      }
    }
    return best;
  }

  private static int buryValue(long bury, List<Action> legal) {
    long hand = 0;
    for (Action a : legal) {
      hand |= a instanceof SheepsheadAction.Bury b ? b.cards().bits() : 0L;
    }
    long kept = hand & ~bury;
    int value = SheepsheadPlay.trickPoints(bury & ~SheepsheadPlay.TRUMPS);
    value -= 100 * Long.bitCount(bury & SheepsheadPlay.TRUMPS);
    for (Suit x : List.of(Suit.CLUBS, Suit.SPADES, Suit.HEARTS)) {
      long fail = CardSet.suitMask(x) & ~SheepsheadPlay.TRUMPS;
      if ((bury & fail) != 0 && (kept & fail) == 0) {
        value += VOID_BONUS;
      }
    }
    return value;
  }

  /**
   * The declaration (§4.4(b), §9.1): call a partner when it may (an under call lays its poorest
   * card), keep the JD holder (§9 voluntaryAlone); else the first listed.
   */
  private static Action declare(List<Action> legal) {
    Action under = null;
    for (Action a : legal) {
      if (a instanceof SheepsheadAction.Call || a == SheepsheadAction.Simple.PARTNER) {
        return a;
      }
      if (a instanceof SheepsheadAction.CallUnder u
          && (under == null || cheaper(u, (SheepsheadAction.CallUnder) under))) {
        under = a;
      }
    }
    return under != null ? under : legal.get(0);
  }

  private static boolean cheaper(SheepsheadAction.CallUnder a, SheepsheadAction.CallUnder b) {
    int pa = SheepsheadPlay.cardPoints(a.under().index());
    int pb = SheepsheadPlay.cardPoints(b.under().index());
    return pa < pb;
  }

  /**
   * {@code pimc:50}: PIMC over 50 worlds played out by this heuristic, the strongest bot measured
   * within 100 ms a decision on the 2-core machine (examples/bots/README.md, "best").
   */
  @Override
  public String best() {
    return "pimc:50";
  }

  /**
   * 0.25 (the default is 0.7): at 5 ms of CPU a decision the paired root walks each card's tree a
   * few hundred times, and with C = 0.7 the bound spreads the walks over nearly every reply; tuned
   * on seed 7 against {@code pimc:5ms-cpu} (examples/bots/README.md, "ISMCTS").
   */
  @Override
  public double searchExploration() {
    return 0.25;
  }

  @Override
  public String toString() {
    return "SheepsheadHeuristic(pickTrumps " + pickTrumps + ")";
  }
}
