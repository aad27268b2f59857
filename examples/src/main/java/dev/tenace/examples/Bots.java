package dev.tenace.examples;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.Trick;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.hearts.HeartsView;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The bots of the command line, written against the public API only: {@code random},
 * {@code heuristic} (per game; falls back to random for a game without one) and {@code pimc}
 * (determinized Monte-Carlo for every game: {@code pimc} or {@code pimc:N} samples).
 */
public final class Bots {
  private Bots() {}

  /** Per-game heuristic bots: game name to a factory taking a seed. Register a new one here. */
  private static final Map<String, java.util.function.LongFunction<Agent<?>>> HEURISTICS = new LinkedHashMap<>();

  static {
    HEURISTICS.put("hearts", seed -> new HeartsHeuristic());
    HEURISTICS.put("spades", seed -> new TrickHeuristic(true));
    HEURISTICS.put("sheepshead", seed -> new TrickHeuristic(false));
    HEURISTICS.put("suitability", seed -> new SuitabilityHeuristic());
  }

  /**
   * A bot by its spec ({@code random}, {@code heuristic}, {@code pimc}, {@code pimc:N}) for a game.
   *
   * @throws IllegalArgumentException naming the spec if it is unknown
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static Agent<View<?>> create(String spec, String game, long seed) {
    String s = spec.trim().toLowerCase(java.util.Locale.ROOT);
    if (s.equals("random")) {
      return random(seed);
    }
    if (s.equals("heuristic")) {
      java.util.function.LongFunction<Agent<?>> f = HEURISTICS.get(game);
      return f == null ? random(seed) : (Agent) f.apply(seed);
    }
    if (s.equals("pimc") || s.startsWith("pimc:")) {
      int samples = 20;
      if (s.startsWith("pimc:")) {
        try {
          samples = Integer.parseInt(s.substring(5));
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException("bot '" + spec + "': the sample count must be a whole number");
        }
        if (samples < 1) {
          throw new IllegalArgumentException("bot '" + spec + "': the sample count must be at least 1");
        }
      }
      return pimc(samples, seed, rolloutFor(game));
    }
    throw new IllegalArgumentException("unknown bot '" + spec + "' (known: random, heuristic, pimc, pimc:N)");
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
   * A heuristic that can decide from a full state (a sampled world) without building a view:
   * what lets {@code pimc} use it cheaply in play-outs. It reads only the acting seat's hand and
   * public information from the state.
   */
  interface StateAware extends Agent<View<?>> {
    /** The action for {@code seat}; {@code view} supplies the seat's view if it is needed. */
    Action decide(GameState<?, ?> world, int seat, List<Action> legal, java.util.function.Supplier<View<?>> view);
  }

  /** Uniformly random play-outs. */
  static final Rollout RANDOM_ROLLOUT = (state, seat, legal, rng) -> legal.get(rng.nextInt(legal.size()));

  /**
   * The play-out policy of {@code pimc} for a game: its heuristic applied to each seat's view of
   * the sampled world (cards played from the sample directly when the heuristic can), or random
   * play for a game without a heuristic.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Rollout rolloutFor(String game) {
    java.util.function.LongFunction<Agent<?>> f = HEURISTICS.get(game);
    if (f == null) {
      return RANDOM_ROLLOUT;
    }
    Agent<?> h = f.apply(0);
    if (h instanceof StateAware) {
      StateAware t = (StateAware) h;
      return (state, seat, legal, rng) -> t.decide(state, seat, legal, () -> (View<?>) state.viewFor(seat));
    }
    Agent raw = h;
    return (state, seat, legal, rng) -> raw.act((View) state.viewFor(seat));
  }

  /** Perfect-information Monte-Carlo with random play-outs (see {@link #pimc(int, long, Rollout)}). */
  public static Agent<View<?>> pimc(int samples, long seed) {
    return pimc(samples, seed, RANDOM_ROLLOUT);
  }

  /**
   * Perfect-information Monte-Carlo: samples hidden cards consistently with the view, tries every
   * legal action in each sample, plays the rest of the deal out with the {@code rollout} policy for
   * every seat, and picks the action with the best mean utility. Each action is tried in the same
   * sampled worlds, so the comparison between actions is paired.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Agent<View<?>> pimc(int samples, long seed, Rollout rollout) {
    SplittableRandom rng = new SplittableRandom(seed);
    return v -> {
      List<Action> legal = v.legalActions();
      if (legal.size() == 1) {
        return legal.get(0);
      }
      int seat = v.seat();
      double[] total = new double[legal.size()];
      for (int k = 0; k < samples; k++) {
        GameState world = ((View) v).sampleConsistentState(rng);
        for (int i = 0; i < legal.size(); i++) {
          GameState s = (GameState) world.applyLegal(seat, legal.get(i));
          total[i] += playOut(s, rng, rollout).utility(seat);
        }
      }
      int best = 0;
      for (int i = 1; i < total.length; i++) {
        if (total[i] > total[best]) {
          best = i;
        }
      }
      return legal.get(best);
    };
  }

  /** Random legal actions to the end of the deal. */
  public static GameState playOut(GameState s, SplittableRandom rng) {
    return playOut(s, rng, RANDOM_ROLLOUT);
  }

  /** The {@code rollout} policy's actions for every seat to the end of the deal. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static GameState playOut(GameState s, SplittableRandom rng, Rollout rollout) {
    while (!s.isTerminal()) {
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      Action a = legal.size() == 1 ? legal.get(0) : rollout.choose(s, seat, legal, rng);
      s = (GameState) s.applyLegal(seat, a);
    }
    return s;
  }

  /**
   * A simple trick-winning player for Spades and Sheepshead: bids its aces, kings and
   * high spades (Spades), picks with four or more trumps (Sheepshead), takes the first listed
   * declaration otherwise; in play it wins a trick as cheaply as it can when the trick is not
   * already won by its partner, and otherwise throws its lowest card.
   */
  static final class TrickHeuristic implements StateAware {
    private final boolean spades;

    TrickHeuristic(boolean spades) {
      this.spades = spades;
    }

    @Override
    public Action act(View<?> v) {
      List<Action> legal = v.legalActions();
      if (!legal.get(0).text().startsWith("play ")) {
        return choose(v, legal);
      }
      // only public information and the bot's own hand are read from the sampled world
      GameState<?, ?> world = (GameState<?, ?>) ((View) v).sampleConsistentState(new SplittableRandom(legal.size()));
      return decide(world, v.seat(), legal, () -> v);
    }

    /** The decision from a state that holds the seat's true hand; the view only for bids and declarations. */
    @Override
    public Action decide(GameState<?, ?> world, int seat, List<Action> legal, java.util.function.Supplier<View<?>> view) {
      if (!legal.get(0).text().startsWith("play ") || world.trickPhase().isEmpty()) {
        return choose(view.get(), legal);
      }
      dev.tenace.core.trick.TrickPlay p = world.trickPhase().get();
      Trick t = p.currentTrick();
      long legalBits = p.legalBits();
      int winnerSoFar = -1;
      if (!t.isEmpty()) {
        winnerSoFar = (t.leader() + p.order().winningPosition(t.packed(), t.size())) % world.players();
      }
      boolean partnerWinning = spades && winnerSoFar >= 0 && winnerSoFar == (seat + 2) % 4;
      Card cheapestWinner = null;
      Card lowest = null;
      for (Card c : CardSet.ofBits(legalBits)) {
        if (lowest == null || p.order().strength(c.index()) < p.order().strength(lowest.index())) {
          lowest = c;
        }
        if (!partnerWinning) {
          Trick with = t.with(c);
          int pos = p.order().winningPosition(with.packed(), with.size());
          if (pos == with.size() - 1 && (cheapestWinner == null
              || p.order().strength(c.index()) < p.order().strength(cheapestWinner.index()))) {
            cheapestWinner = c;
          }
        }
      }
      Card pick = cheapestWinner != null && !t.isEmpty() ? cheapestWinner : lowest;
      for (Action a : legal) {
        if (a.text().equals("play " + pick)) {
          return a;
        }
      }
      return legal.get(0);
    }

    private Action choose(View<?> v, List<Action> legal) {
      CardSet hand = v.hand();
      if (spades && hand.isEmpty() && legal.stream().anyMatch(a -> a.text().equals("nil"))) {
        return dev.tenace.spades.SpadesAction.Look.LOOK; // look before bidding (accepted at any time)
      }
      if (spades && legal.stream().anyMatch(a -> a.text().startsWith("bid "))) {
        int sure = 0;
        for (Card c : hand) {
          if (c.rank() == dev.tenace.core.card.Rank.ACE || (c.suit() == dev.tenace.core.card.Suit.SPADES
              && c.rank().ordinal() >= dev.tenace.core.card.Rank.QUEEN.ordinal())) {
            sure++;
          } else if (c.rank() == dev.tenace.core.card.Rank.KING) {
            sure += hand.inSuit(c.suit()).size() >= 2 ? 1 : 0;
          }
        }
        sure += Math.max(0, hand.inSuit(dev.tenace.core.card.Suit.SPADES).size() - 3);
        String want = "bid " + Math.max(1, Math.min(13, sure));
        for (Action a : legal) {
          if (a.text().equals(want)) {
            return a;
          }
        }
      }
      for (Action a : legal) {
        if (a.text().equals("pass") && !strongForPick(hand)) {
          return a;
        }
        if (a.text().equals("pick") && strongForPick(hand)) {
          return a;
        }
      }
      for (Action a : legal) {
        if (a.text().equals("look")) {
          continue;
        }
        return a;
      }
      return legal.get(0);
    }

    private static boolean strongForPick(CardSet hand) {
      int trumps = 0;
      for (Card c : hand) {
        if (c.rank() == dev.tenace.core.card.Rank.QUEEN || c.rank() == dev.tenace.core.card.Rank.JACK
            || c.suit() == dev.tenace.core.card.Suit.DIAMONDS) {
          trumps++;
        }
      }
      return trumps >= 4;
    }
  }

  /**
   * A sensible Hearts player: passes QS, AS, KS and its highest hearts, ducks under the card
   * winning the trick, dumps QS and high hearts when void, leads low, subtracts the moon.
   */
  static final class HeartsHeuristic implements Agent<HeartsView> {
    private static final long QS = Card.parse("QS").bit();

    @Override
    public Action act(HeartsView v) {
      List<Action> legal = v.legalActions();
      Action first = legal.get(0);
      if (first instanceof HeartsAction.Moon) {
        return HeartsAction.Moon.SUBTRACT;
      }
      if (first instanceof HeartsAction.Pass) {
        int k = ((HeartsAction.Pass) first).cards().size();
        long hand = v.hand().bits();
        long pick = 0;
        for (int i = 0; i < k; i++) {
          long best = danger(hand & ~pick);
          pick |= best;
        }
        return new HeartsAction.Pass(CardSet.ofBits(pick));
      }
      long legalBits = 0;
      for (Action a : legal) {
        legalBits |= ((HeartsAction.Play) a).card().bit();
      }
      Trick t = v.currentTrick();
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
        return HeartsAction.Play.of(last ? Card.ofIndex(63 - Long.numberOfLeadingZeros(sameSuit)) : lowest(sameSuit));
      }
      return HeartsAction.Play.of(Card.ofIndex(Long.numberOfTrailingZeros(danger(legalBits))));
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
      long hearts = cards & CardSet.suitMask(dev.tenace.core.card.Suit.HEARTS);
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
