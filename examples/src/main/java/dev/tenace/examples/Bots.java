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
      return pimc(samples, seed);
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
   * Perfect-information Monte-Carlo: samples hidden cards consistently with the view, tries every
   * legal action in each sample, plays the rest of the deal out at random, and picks the action
   * with the best mean utility.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static Agent<View<?>> pimc(int samples, long seed) {
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
          GameState s = (GameState) world.apply(seat, legal.get(i)).get();
          total[i] += playOut(s, rng).utility(seat);
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
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static GameState playOut(GameState s, SplittableRandom rng) {
    while (!s.isTerminal()) {
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      s = (GameState) s.apply(seat, legal.get(rng.nextInt(legal.size()))).get();
    }
    return s;
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
