package dev.tenace.bots;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.hearts.HeartsView;
import dev.tenace.sheepshead.SheepsheadAction;
import dev.tenace.spades.SpadesAction;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.LongFunction;
import java.util.function.Supplier;

/**
 * The bots of the command line, written against the public API only: {@code random}, {@code
 * heuristic} (per game; falls back to random for a game without one) and {@code pimc} (determinized
 * Monte-Carlo for every game: {@code pimc} or {@code pimc:N} samples). They choose by the typed
 * facts of the views (the trick table, the actions' types), never by action text.
 */
public final class Bots {
  private Bots() {}

  /** The most worlds {@code pimc:N} samples per decision. */
  static final int MAX_SAMPLES = 100_000;

  /** Per-game heuristic bots: game name to a factory taking a seed. Register a new one here. */
  private static final Map<String, LongFunction<Agent<View<?>>>> HEURISTICS = new LinkedHashMap<>();

  static {
    HEURISTICS.put("hearts", seed -> forView(HeartsView.class, new HeartsHeuristic()));
    HEURISTICS.put("spades", seed -> new TrickHeuristic(true));
    HEURISTICS.put("sheepshead", seed -> new TrickHeuristic(false));
    HEURISTICS.put("suitability", seed -> new SuitabilityHeuristic());
  }

  /** An agent of one game's view type as an agent of any view (refusing other games' views). */
  static <V extends View<?>> Agent<View<?>> forView(Class<V> type, Agent<? super V> agent) {
    return v -> {
      if (!type.isInstance(v)) {
        throw new IllegalArgumentException(
            "this bot plays " + type.getSimpleName() + ", not " + v.getClass().getSimpleName());
      }
      return agent.act(type.cast(v));
    };
  }

  /**
   * A bot by its spec ({@code random}, {@code heuristic}, {@code pimc}, {@code pimc:N} with N
   * 1..{@value #MAX_SAMPLES}) for a game.
   *
   * @throws IllegalArgumentException naming the spec if it is unknown
   */
  public static Agent<View<?>> create(String spec, String game, long seed) {
    String s = spec.trim().toLowerCase(Locale.ROOT);
    if (s.equals("random")) {
      return random(seed);
    }
    if (s.equals("heuristic")) {
      LongFunction<Agent<View<?>>> f = HEURISTICS.get(game);
      return f == null ? random(seed) : f.apply(seed);
    }
    if (s.equals("pimc") || s.startsWith("pimc:")) {
      int samples = 20;
      if (s.startsWith("pimc:")) {
        try {
          samples = Integer.parseInt(s.substring(5));
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(
              "bot '" + spec + "': the sample count must be a whole number 1.." + MAX_SAMPLES);
        }
        if (samples < 1 || samples > MAX_SAMPLES) {
          throw new IllegalArgumentException(
              "bot '" + spec + "': the sample count must be 1.." + MAX_SAMPLES);
        }
      }
      return pimc(samples, seed, rolloutFor(game));
    }
    throw new IllegalArgumentException(
        "unknown bot '" + spec + "' (known: random, heuristic, pimc, pimc:N)");
  }

  /** Uniform over the legal actions. */
  public static Agent<View<?>> random(long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    return v -> {
      List<Action> legal = v.legalActions();
      return legal.get(rng.nextInt(legal.size()));
    };
  }

  /**
   * A rules-aware policy that sees the whole state: what the {@code pimc} bot uses to play a
   * sampled world out. It must only look at what the acting seat could know, plus the sample.
   */
  interface Rollout {
    /** The action for {@code seat} in {@code state}, one of {@code legal}. */
    Action choose(GameState<?, ?> state, int seat, List<Action> legal, SplittableRandom rng);
  }

  /**
   * A heuristic that can decide from a full state (a sampled world) without building a view: what
   * lets {@code pimc} use it cheaply in play-outs. It reads only the acting seat's hand and public
   * information from the state.
   */
  interface StateAware extends Agent<View<?>> {
    /** The action for {@code seat}; {@code view} supplies the seat's view if it is needed. */
    Action decide(GameState<?, ?> world, int seat, List<Action> legal, Supplier<View<?>> view);
  }

  /** Uniformly random play-outs. */
  static final Rollout RANDOM_ROLLOUT =
      (state, seat, legal, rng) -> legal.get(rng.nextInt(legal.size()));

  /**
   * The play-out policy of {@code pimc} for a game: its heuristic applied to each seat of the
   * sampled world (from the state directly when the heuristic can, else from the seat's view), or
   * random play for a game without a heuristic.
   */
  static Rollout rolloutFor(String game) {
    LongFunction<Agent<View<?>>> f = HEURISTICS.get(game);
    if (f == null) {
      return RANDOM_ROLLOUT;
    }
    Agent<View<?>> h = f.apply(0);
    if (h instanceof StateAware t) {
      return (state, seat, legal, rng) -> t.decide(state, seat, legal, () -> state.viewFor(seat));
    }
    return (state, seat, legal, rng) -> h.act(state.viewFor(seat));
  }

  /**
   * Perfect-information Monte-Carlo with random play-outs (see {@link #pimc(int, long, Rollout)}).
   */
  public static Agent<View<?>> pimc(int samples, long seed) {
    return pimc(samples, seed, RANDOM_ROLLOUT);
  }

  /**
   * Perfect-information Monte-Carlo: samples hidden cards consistently with the view, tries every
   * legal action in each sample, plays the rest of the deal out with the {@code rollout} policy for
   * every seat, and picks the action with the best mean utility. Each action is tried in the same
   * sampled worlds, so the comparison between actions is paired.
   */
  static Agent<View<?>> pimc(int samples, long seed, Rollout rollout) {
    SplittableRandom rng = new SplittableRandom(seed);
    return v -> pimcChoice(v, samples, rng, rollout);
  }

  private static <S extends GameState<S, ?>> Action pimcChoice(
      View<S> v, int samples, SplittableRandom rng, Rollout rollout) {
    List<Action> legal = v.legalActions();
    if (legal.size() == 1) {
      return legal.get(0);
    }
    int seat = v.seat();
    double[] total = new double[legal.size()];
    for (int k = 0; k < samples; k++) {
      S world = v.sampleConsistentState(rng);
      for (int i = 0; i < legal.size(); i++) {
        total[i] += playOut(world.applyLegal(seat, legal.get(i)), rng, rollout).utility(seat);
      }
    }
    int best = 0;
    for (int i = 1; i < total.length; i++) {
      if (total[i] > total[best]) {
        best = i;
      }
    }
    return legal.get(best);
  }

  /** Random legal actions to the end of the deal. */
  public static <S extends GameState<S, ?>> S playOut(S s, SplittableRandom rng) {
    return playOut(s, rng, RANDOM_ROLLOUT);
  }

  /** The {@code rollout} policy's actions for every seat to the end of the deal. */
  static <S extends GameState<S, ?>> S playOut(S start, SplittableRandom rng, Rollout rollout) {
    S s = start;
    while (!s.isTerminal()) {
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      Action a = legal.size() == 1 ? legal.get(0) : rollout.choose(s, seat, legal, rng);
      s = s.applyLegal(seat, a);
    }
    return s;
  }

  /** The cards of the card plays among {@code legal}, as a mask. */
  static long playable(List<Action> legal) {
    long bits = 0;
    for (Action a : legal) {
      if (a instanceof CardPlay p) {
        bits |= p.card().bit();
      }
    }
    return bits;
  }

  /** The card play of {@code card} among {@code legal}. */
  static Action playOf(List<Action> legal, Card card) {
    for (Action a : legal) {
      if (a instanceof CardPlay p && p.card().equals(card)) {
        return a;
      }
    }
    throw new IllegalArgumentException(card + " is not among the legal plays");
  }

  /**
   * The trick player's card: the cheapest card that wins the trick in progress when a partner is
   * not already winning it, else the weakest card.
   */
  static Card cheapestWinnerOrLowest(
      TrickOrder order, Trick t, long legalBits, boolean partnerWinning) {
    Card cheapestWinner = null;
    Card lowest = null;
    for (Card c : CardSet.ofBits(legalBits)) {
      if (lowest == null || order.strength(c.index()) < order.strength(lowest.index())) {
        lowest = c;
      }
      if (!partnerWinning && !t.isEmpty()) {
        Trick with = t.with(c);
        if (order.winningPosition(with.packed(), with.size()) == with.size() - 1
            && (cheapestWinner == null
                || order.strength(c.index()) < order.strength(cheapestWinner.index()))) {
          cheapestWinner = c;
        }
      }
    }
    return cheapestWinner != null ? cheapestWinner : lowest;
  }

  /**
   * A simple trick-winning player for Spades and Sheepshead: looks at its cards and bids its aces,
   * kings and high spades (Spades), picks with four or more trumps (Sheepshead), takes the first
   * listed declaration otherwise; in play it wins a trick as cheaply as it can when the trick is
   * not already won by its partner, and otherwise throws its lowest card.
   */
  static final class TrickHeuristic implements StateAware {
    private final boolean spades;

    TrickHeuristic(boolean spades) {
      this.spades = spades;
    }

    @Override
    public Action act(View<?> v) {
      List<Action> legal = v.legalActions();
      Optional<TrickTable> table = v.tricks();
      if (!(legal.get(0) instanceof CardPlay) || table.isEmpty()) {
        return choose(v, legal);
      }
      TrickTable t = table.get();
      return play(t.order(), t.current(), t.currentWinner(), v.seat(), v.players(), legal);
    }

    /**
     * The decision from a state that holds the seat's true hand; the view only for bids and
     * declarations.
     */
    @Override
    public Action decide(
        GameState<?, ?> world, int seat, List<Action> legal, Supplier<View<?>> view) {
      Optional<TrickTable> phase = world.tricks();
      if (!(legal.get(0) instanceof CardPlay) || phase.isEmpty()) {
        return choose(view.get(), legal);
      }
      TrickTable p = phase.get();
      return play(p.order(), p.current(), p.currentWinner(), seat, world.players(), legal);
    }

    private Action play(
        TrickOrder order, Trick t, int winnerSoFar, int seat, int players, List<Action> legal) {
      boolean partnerWinning = spades && winnerSoFar >= 0 && winnerSoFar == (seat + 2) % players;
      return playOf(legal, cheapestWinnerOrLowest(order, t, playable(legal), partnerWinning));
    }

    private Action choose(View<?> v, List<Action> legal) {
      CardSet hand = v.hand();
      if (legal.contains(SpadesAction.Look.LOOK)) {
        return SpadesAction.Look.LOOK; // look at the cards before bidding
      }
      if (spades) {
        int sure = 0;
        for (Card c : hand) {
          if (c.rank() == Rank.ACE
              || (c.suit() == Suit.SPADES && c.rank().ordinal() >= Rank.QUEEN.ordinal())) {
            sure++;
          } else if (c.rank() == Rank.KING) {
            sure += hand.inSuit(c.suit()).size() >= 2 ? 1 : 0;
          }
        }
        sure += Math.max(0, hand.inSuit(Suit.SPADES).size() - 3);
        int want = Math.max(1, Math.min(13, sure));
        for (Action a : legal) {
          if (a instanceof SpadesAction.Bid b && b.tricks() == want) {
            return a;
          }
        }
      }
      boolean strong = strongForPick(hand);
      if (legal.contains(SheepsheadAction.Simple.PICK) && strong) {
        return SheepsheadAction.Simple.PICK;
      }
      if (legal.contains(SheepsheadAction.Simple.PASS) && !strong) {
        return SheepsheadAction.Simple.PASS;
      }
      return legal.get(0);
    }

    private static boolean strongForPick(CardSet hand) {
      int trumps = 0;
      for (Card c : hand) {
        if (c.rank() == Rank.QUEEN || c.rank() == Rank.JACK || c.suit() == Suit.DIAMONDS) {
          trumps++;
        }
      }
      return trumps >= 4;
    }
  }

  /**
   * A sensible Hearts player: passes QS, AS, KS and its highest hearts, ducks under the card
   * winning the trick, dumps QS and high hearts when void, leads low; after shooting the moon it
   * adds 26 to the others when that ends the game with it in the lead, else subtracts.
   */
  static final class HeartsHeuristic implements Agent<HeartsView> {
    private static final long QS = Card.parse("QS").bit();

    @Override
    public Action act(HeartsView v) {
      List<Action> legal = v.legalActions();
      Action first = legal.get(0);
      if (first instanceof HeartsAction.Moon) {
        return moon(v);
      }
      if (first instanceof HeartsAction.Pass pass) {
        int k = pass.cards().size();
        long hand = v.hand().bits();
        long pick = 0;
        for (int i = 0; i < k; i++) {
          pick |= danger(hand & ~pick);
        }
        return new HeartsAction.Pass(CardSet.ofBits(pick));
      }
      long legalBits = playable(legal);
      Trick t = v.currentTrick().orElse(null);
      if (t == null || t.isEmpty()) {
        return HeartsAction.Play.of(lowest(legalBits));
      }
      Card led = t.ledCard();
      long sameSuit = legalBits & CardSet.suitMask(led.suit());
      if (sameSuit != 0) {
        int high = -1;
        for (int i = 0; i < t.size(); i++) {
          Card c = t.card(i);
          if (c.suit() == led.suit()) {
            high = Math.max(high, c.rank().ordinal());
          }
        }
        long under = 0;
        for (Card c : CardSet.ofBits(sameSuit)) {
          if (c.rank().ordinal() < high) {
            under |= c.bit();
          }
        }
        if (under != 0) {
          return HeartsAction.Play.of(Card.ofIndex(63 - Long.numberOfLeadingZeros(under)));
        }
        boolean last = t.size() == v.players() - 1;
        return HeartsAction.Play.of(
            last ? Card.ofIndex(63 - Long.numberOfLeadingZeros(sameSuit)) : lowest(sameSuit));
      }
      return HeartsAction.Play.of(Card.ofIndex(Long.numberOfTrailingZeros(danger(legalBits))));
    }

    /**
     * The moon choice by the standing (hearts §5.2): adding 26 to every other seat is better when
     * it ends the game (a total reaches the target) with this seat alone lowest; otherwise
     * subtracting 26 from its own total keeps the margin and never ends the game against it.
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

    /** The most dangerous card: QS, then AS/KS, then the highest heart, then the highest card. */
    private static long danger(long cards) {
      if ((cards & QS) != 0) {
        return QS;
      }
      long bigSpades = cards & CardSet.parse("AS KS").bits();
      if (bigSpades != 0) {
        return Long.highestOneBit(bigSpades);
      }
      long hearts = cards & CardSet.suitMask(Suit.HEARTS);
      if (hearts != 0) {
        return Long.highestOneBit(hearts);
      }
      long best = 0;
      int bestRank = -1;
      for (Card c : CardSet.ofBits(cards)) {
        if (c.rank().ordinal() > bestRank) {
          bestRank = c.rank().ordinal();
          best = c.bit();
        }
      }
      return best;
    }

    private static Card lowest(long cards) {
      Card best = null;
      for (Card c : CardSet.ofBits(cards)) {
        if (best == null || c.rank().ordinal() < best.rank().ordinal()) {
          best = c;
        }
      }
      return best;
    }
  }
}
