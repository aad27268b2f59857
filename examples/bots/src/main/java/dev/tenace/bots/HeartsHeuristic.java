package dev.tenace.bots;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.hearts.HeartsRules;
import dev.tenace.hearts.HeartsState;
import dev.tenace.hearts.HeartsView;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * A sensible Hearts player (rules/hearts.md): passes its most dangerous cards (QS, then AS and KS,
 * then its highest cards outside spades, §3.2), ducks under the card winning the trick, dumps the
 * most dangerous card when void (§4.2), leads low; after shooting the moon (§5.2) it adds 26 to the
 * others when that ends the game with it alone lowest, else subtracts 26 from its own total. It
 * decides from its {@link HeartsView} alone.
 *
 * <pre>{@code
 * HeartsHeuristic h = new HeartsHeuristic()                       // the command line's "heuristic"
 *     .withDangerous(List.of(Card.parse("QS"), Card.parse("AH")))  // pass and dump these first
 *     .withMoonByStanding(false);                                  // always subtract after a moon
 * Agent<View<?>> bot = h.forAnyView();
 * }</pre>
 *
 * <p>Immutable and stateless: one instance may serve every seat and thread.
 */
public final class HeartsHeuristic extends Heuristic<HeartsView> implements CursorRollout {
  private static final List<Card> DEFAULT_DANGEROUS =
      List.of(Card.parse("QS"), Card.parse("AS"), Card.parse("KS"));

  private static final long HEARTS = CardSet.suitMask(Suit.HEARTS);
  private static final long SPADES = CardSet.suitMask(Suit.SPADES);
  private static final long JOKERS = -1L << Card.FIRST_JOKER;
  private static final long RANK_0 = CardSet.rankMask(Rank.values()[0]); // the twos
  private static final long QS = Card.parse("QS").bit();

  /** The points another seat must hold, all of them, before the heuristic defends the moon. */
  static final int MOON_THREAT = 16;

  private final List<Card> dangerous;
  private final long[] dangerousBits; // the same cards as bits, in order
  private final boolean moonByStanding;

  /** The default player: QS, AS, KS are its most dangerous cards; the moon by the standing. */
  public HeartsHeuristic() {
    this(DEFAULT_DANGEROUS, true);
  }

  private HeartsHeuristic(List<Card> dangerous, boolean moonByStanding) {
    super("hearts", HeartsView.class);
    this.dangerous = List.copyOf(dangerous);
    this.dangerousBits = this.dangerous.stream().mapToLong(Card::bit).toArray();
    this.moonByStanding = moonByStanding;
  }

  /**
   * A copy that passes (and dumps when void) these cards first, in this order, before its highest
   * hearts and then its highest card (default QS, AS, KS).
   */
  public HeartsHeuristic withDangerous(List<Card> cards) {
    Objects.requireNonNull(cards, "cards is null");
    return new HeartsHeuristic(cards, moonByStanding);
  }

  /**
   * A copy that, after shooting the moon, chooses by the standing ({@code true}, the default: add
   * 26 to the others when that ends the game with this seat alone lowest) or always subtracts 26
   * from its own total ({@code false}).
   */
  public HeartsHeuristic withMoonByStanding(boolean byStanding) {
    return new HeartsHeuristic(dangerous, byStanding);
  }

  /** The cards passed and dumped first, in order. */
  public List<Card> dangerous() {
    return dangerous;
  }

  /** Whether the moon choice follows the standing. */
  public boolean moonByStanding() {
    return moonByStanding;
  }

  @Override
  public Action act(HeartsView v) {
    List<Action> legal = v.legalActions();
    Action first = legal.get(0);
    if (first instanceof HeartsAction.Moon) {
      return moonByStanding ? moon(v) : HeartsAction.Moon.SUBTRACT;
    }
    if (first instanceof HeartsAction.Pass pass) {
      return pass(v.hand().bits(), pass.cards().size());
    }
    Trick t = v.currentTrick().orElse(null);
    boolean leading = t == null || t.isEmpty();
    boolean stop = false;
    if (!leading && moonPossible(v.rules())) {
      TrickTable table = v.tricks().orElseThrow();
      long[] won = new long[v.players()];
      for (Trick done : table.completed()) {
        won[done.winner()] |= done.cardSet().bits();
      }
      stop = shooterWinning(won, v.seat(), table.currentWinner());
    }
    int card =
        play(
            leading ? -1 : t.ledCard().index(),
            leading ? 0L : t.cardSet().bits(),
            TrickPlayer.playable(legal),
            v.players(),
            stop);
    return HeartsAction.Play.of(Card.ofIndex(card));
  }

  /** Whether a seat can shoot the moon under {@code rules} (§5.2, §7.1.6). */
  private static boolean moonPossible(HeartsRules rules) {
    return rules.shootTheMoon() && !rules.widow();
  }

  /**
   * Whether another seat has taken every penalty point so far (§5.1), at least {@link #MOON_THREAT}
   * of them, and is winning the trick in progress: a moon in the making (§5.2).
   *
   * @param won the cards each seat has won in completed tricks
   * @param winner the seat winning the trick in progress
   */
  static boolean shooterWinning(long[] won, int seat, int winner) {
    if (winner == seat || winner < 0) {
      return false;
    }
    int all = 0;
    for (long w : won) {
      all += points(w);
    }
    return all >= MOON_THREAT && points(won[winner]) == all;
  }

  /** Penalty points of a set of cards (§2.3): a heart 1, QS 13. */
  private static int points(long cards) {
    return Long.bitCount(cards & HEARTS) + ((cards & QS) != 0 ? 13 : 0);
  }

  /**
   * The pass (the one decision of the view and play-out paths): the dangerous cards it holds, in
   * order, then its highest-ranked cards outside spades (high cards of every suit take tricks, and
   * low spades guard against the queen), then its most dangerous.
   */
  private HeartsAction.Pass pass(long hand, int k) {
    long pick = 0;
    for (long bit : dangerousBits) {
      if (Long.bitCount(pick) < k && (hand & bit) != 0) {
        pick |= bit;
      }
    }
    while (Long.bitCount(pick) < k) {
      long rest = hand & ~pick;
      long guards = rest & ~SPADES & ~JOKERS; // low spades guard against the queen: kept
      pick |= guards != 0 ? highestRank(guards) : danger(rest);
    }
    return new HeartsAction.Pass(CardSet.ofBits(pick));
  }

  /**
   * In a play-out: a pass straight from the seat's hand in the sampled world (the same pass as
   * {@link #act} on the seat's view, without building the view); any other choice by {@link #act}.
   */
  @Override
  public Action choose(GameState<?, ?> world, int seat, List<Action> legal, SplittableRandom rng) {
    if (legal.get(0) instanceof HeartsAction.Pass pass) {
      return pass(world.hand(seat).bits(), pass.cards().size());
    }
    return super.choose(world, seat, legal, rng);
  }

  /** In trick play on a cursor: the same card as {@link #act} on the seat's view there. */
  @Override
  public int card(
      GameState<?, ?> world, SearchCursor<?> c, int seat, long legal, SplittableRandom rng) {
    long trick = c.currentTrickBits();
    boolean stop = false;
    if (trick != 0 && world instanceof HeartsState h && moonPossible(h.rules())) {
      long[] won = new long[world.players()];
      for (int p = 0; p < won.length; p++) {
        won[p] = c.cardsWonBits(p);
      }
      stop = shooterWinning(won, seat, c.currentWinner());
    }
    return play(c.ledCard(), trick, legal, world.players(), stop);
  }

  /**
   * The card to play, by masks (the one decision of the view and cursor paths): lead the lowest
   * card; following suit, the highest card under the trick's highest of the led suit, else the
   * highest when last to play and the lowest otherwise; void in it, the most dangerous card.
   *
   * @param led the led card's index, or -1 when leading
   * @param trick the cards of the trick in progress
   */
  int play(int led, long trick, long legal, int players) {
    return play(led, trick, legal, players, false);
  }

  /**
   * {@link #play(int, long, long, int)}, defending against a moon (§5.2) when {@code stopMoon}:
   * another seat has taken every point so far and is winning this trick. Then, following suit, it
   * takes a trick holding a point with its highest card when that wins; void, it throws its highest
   * card that carries no point, so that the shooter gains nothing from it.
   */
  int play(int led, long trick, long legal, int players, boolean stopMoon) {
    if (led < 0) {
      return lowest(legal);
    }
    // Within a suit a higher rank has a higher index (Card#index), so ranks compare as bits.
    long suit = CardSet.suitMask(Card.ofIndex(led).suit());
    long sameSuit = legal & suit;
    if (stopMoon) {
      int defence = stopMoon(trick, legal, suit, sameSuit);
      if (defence >= 0) {
        return defence;
      }
    }
    if (sameSuit != 0) {
      long under = sameSuit & (Long.highestOneBit(trick & suit) - 1);
      if (under != 0) {
        return 63 - Long.numberOfLeadingZeros(under);
      }
      boolean last = Long.bitCount(trick) == players - 1;
      return last ? 63 - Long.numberOfLeadingZeros(sameSuit) : Long.numberOfTrailingZeros(sameSuit);
    }
    return Long.numberOfTrailingZeros(danger(legal));
  }

  /** The moon defence's card, or -1 to play as usual. */
  private static int stopMoon(long trick, long legal, long suit, long sameSuit) {
    if (sameSuit != 0) {
      long top = Long.highestOneBit(sameSuit);
      boolean wins = top > Long.highestOneBit(trick & suit);
      return wins && points(trick) > 0 ? 63 - Long.numberOfLeadingZeros(top) : -1;
    }
    long clean = legal & ~HEARTS & ~QS & ~JOKERS;
    return clean != 0 ? Long.numberOfTrailingZeros(highestRank(clean)) : -1;
  }

  /**
   * The moon choice by the standing (hearts §5.2): adding 26 to every other seat is better when it
   * ends the game (a total reaches the target) with this seat alone lowest; otherwise subtracting
   * 26 from its own total keeps the margin and never ends the game against it.
   */
  static HeartsAction.Moon moon(HeartsView v) {
    List<Integer> totals = v.standing();
    int me = totals.get(v.seat());
    int lowestOther = Integer.MAX_VALUE;
    boolean ends = false;
    for (int s = 0; s < totals.size(); s++) {
      if (s != v.seat()) {
        lowestOther = Math.min(lowestOther, totals.get(s) + 26);
        ends |= totals.get(s) + 26 >= v.rules().targetScore();
      }
    }
    return ends && me < lowestOther ? HeartsAction.Moon.ADD : HeartsAction.Moon.SUBTRACT;
  }

  /**
   * The most dangerous of {@code cards}: the first held of {@link #dangerous()}, then the highest
   * heart, then the highest card.
   */
  long danger(long cards) {
    for (long bit : dangerousBits) {
      if ((cards & bit) != 0) {
        return bit;
      }
    }
    long hearts = cards & HEARTS;
    if (hearts != 0) {
      return Long.highestOneBit(hearts);
    }
    long plain = cards & ~JOKERS; // a joker ranks lowest
    return plain != 0 ? highestRank(plain) : Long.lowestOneBit(cards);
  }

  /** The highest-ranked card of {@code cards} (no joker, not empty), the first in index order. */
  private static long highestRank(long cards) {
    int r = 31 - Integer.numberOfLeadingZeros(ranks(cards));
    return Long.lowestOneBit(cards & (RANK_0 << r));
  }

  /**
   * The index of the lowest-ranked card, the first in index order among equals (a joker ranks
   * lowest).
   */
  static int lowest(long cards) {
    long jokers = cards & JOKERS;
    if (jokers != 0) {
      return Long.numberOfTrailingZeros(jokers);
    }
    int r = Integer.numberOfTrailingZeros(ranks(cards));
    return Long.numberOfTrailingZeros(cards & (RANK_0 << r));
  }

  /** The ranks present in {@code cards} as a 13-bit mask (bit r: rank ordinal r). */
  private static int ranks(long cards) {
    return (int) ((cards | cards >>> 13 | cards >>> 26 | cards >>> 39) & 0x1FFF);
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
    return "HeartsHeuristic(dangerous " + dangerous + ", moonByStanding " + moonByStanding + ")";
  }
}
