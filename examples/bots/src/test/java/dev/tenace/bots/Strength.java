package dev.tenace.bots;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.spades.SpadesAction;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The strength harness (a program, not a test: strength runs are benchmarks, never CI): plays the
 * simple baseline bots below against a bot spec over paired deals ({@link PairedDeals}: the same
 * deals with the seats swapped) and prints the mean paired difference with its 95% interval.
 *
 * <pre>
 * ./mvnw -B -ntp package -DskipTests
 * java -cp examples/target/tenace.jar examples/bots/src/test/java/dev/tenace/bots/Strength.java \
 *     spades heuristic spades15 1000 7 2
 * </pre>
 *
 * Arguments: game, the bot measured (a spec: heuristic, pimc:20 …), the baseline ({@code spades15},
 * {@code hearts13}, {@code greedy}, or any spec), deals, seed, threads. The figure is X − Y in
 * utility per deal (Spades: the team's deal score minus the opponents'; Hearts: minus the penalty
 * points; Sheepshead and Suitability: the seat's score), averaged over the even seats X sat in.
 */
public final class Strength {
  private Strength() {}

  public static void main(String[] args) {
    if (args.length < 3) {
      System.err.println("usage: Strength GAME BOT BASELINE [DEALS [SEED [THREADS]]]");
      System.exit(2);
    }
    String game = args[0];
    int deals = args.length > 3 ? Integer.parseInt(args[3]) : 1000;
    long seed = args.length > 4 ? Long.parseLong(args[4]) : 7L;
    int threads = args.length > 5 ? Integer.parseInt(args[5]) : 1;
    GameDefinition<?, ?, ?> g = Games.find(game).orElseThrow();
    long t0 = System.nanoTime();
    PairedDeals.Outcome o =
        run(g, entrant(args[1], game), entrant(args[2], game), deals, seed, threads);
    System.out.printf(
        Locale.ROOT,
        "%s: %s − %s over %d paired deals (seed %d): %s; %s %.2f ± %.2f, %s %.2f ± %.2f (%.0f s)%n",
        game,
        args[1],
        args[2],
        deals,
        seed,
        o.difference(),
        args[1],
        o.xMean().mean(),
        o.xMean().halfWidth(),
        args[2],
        o.yMean().mean(),
        o.yMean().halfWidth(),
        (System.nanoTime() - t0) / 1e9);
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> PairedDeals.Outcome run(
      GameDefinition<R, S, V> g,
      PairedDeals.Entrant x,
      PairedDeals.Entrant y,
      int deals,
      long seed,
      int threads) {
    return PairedDeals.play(g, g.defaultRules(), x, y, deals, seed, threads);
  }

  static PairedDeals.Entrant entrant(String name, String game) {
    return switch (name) {
      case "spades15" -> seed -> Strength::spades15;
      case "hearts13" -> seed -> Strength::hearts13;
      case "greedy" -> seed -> Strength::greedy;
      default -> PairedDeals.Entrant.of(name, game);
    };
  }

  /**
   * The 15-line Spades bot: bids its aces, its spades above the jack and each spade beyond
   * three (at least 1); leads its highest card; plays low when the partner is winning, else the
   * cheapest card that wins, else the lowest.
   */
  static Action spades15(View<?> v) {
    List<Action> legal = v.legalActions();
    if (legal.contains(SpadesAction.Look.LOOK)) {
      return SpadesAction.Look.LOOK;
    }
    if (!(legal.get(0) instanceof CardPlay)) {
      CardSet hand = v.hand();
      int bid = Math.max(0, hand.inSuit(Suit.SPADES).size() - 3);
      for (Card c : hand) {
        boolean highSpade = c.suit() == Suit.SPADES && c.rank().compareTo(Rank.JACK) > 0;
        bid += c.rank() == Rank.ACE || highSpade ? 1 : 0;
      }
      Action want = new SpadesAction.Bid(Math.max(1, Math.min(13, bid)));
      return legal.contains(want) ? want : legal.get(0);
    }
    return cheapestWinnerOrLowest(v, true);
  }

  /**
   * A 13-line Hearts bot: passes its three highest cards; leads its lowest; follows with the
   * highest card that loses, else its lowest; when void throws the queen of spades, else its
   * highest heart, else its highest card.
   */
  static Action hearts13(View<?> v) {
    List<Action> legal = v.legalActions();
    if (legal.get(0) instanceof HeartsAction.Pass) {
      List<Card> high = v.hand().stream().sorted(byRank().reversed()).limit(3).toList();
      Action want = new HeartsAction.Pass(CardSet.of(high));
      return legal.contains(want) ? want : legal.get(0);
    }
    if (!(legal.get(0) instanceof CardPlay)) {
      return legal.get(0);
    }
    TrickTable t = v.tricks().orElseThrow();
    List<Card> cards = cards(v);
    if (t.current().isEmpty()) {
      return play(v, cards.stream().min(byRank()).orElseThrow());
    }
    Suit led = t.current().ledCard().suit();
    if (cards.get(0).suit() == led) {
      Optional<Card> under = cards.stream().filter(c -> !wins(t, c)).max(byRank());
      return play(v, under.orElseGet(() -> cards.stream().min(byRank()).orElseThrow()));
    }
    Card qs = Card.of(Rank.QUEEN, Suit.SPADES);
    Optional<Card> heart = cards.stream().filter(c -> c.suit() == Suit.HEARTS).max(byRank());
    return play(
        v,
        cards.contains(qs)
            ? qs
            : heart.orElseGet(() -> cards.stream().max(byRank()).orElseThrow()));
  }

  /**
   * A greedy bot for any game: the first legal action outside trick play; in trick play the
   * cheapest card that wins the trick, else the lowest (leads its highest), with no thought of
   * partners.
   */
  static Action greedy(View<?> v) {
    List<Action> legal = v.legalActions();
    if (!(legal.get(0) instanceof CardPlay) || v.tricks().isEmpty()) {
      return legal.get(0);
    }
    return cheapestWinnerOrLowest(v, false);
  }

  private static Action cheapestWinnerOrLowest(View<?> v, boolean partners) {
    TrickTable t = v.tricks().orElseThrow();
    List<Card> cards = cards(v);
    if (t.current().isEmpty()) {
      return play(v, cards.stream().max(byStrength(t)).orElseThrow());
    }
    boolean partnerWinning = partners && t.currentWinner() == (v.seat() + 2) % 4;
    Optional<Card> win = cards.stream().filter(c -> wins(t, c)).min(byStrength(t));
    if (!partnerWinning && win.isPresent()) {
      return play(v, win.get());
    }
    return play(v, cards.stream().min(byStrength(t)).orElseThrow());
  }

  private static boolean wins(TrickTable t, Card c) {
    int size = t.current().size();
    long packed = t.current().packed() | (long) c.index() << (8 * size);
    return t.order().winningPosition(packed, size + 1) == size;
  }

  private static Comparator<Card> byRank() {
    return Comparator.comparing(Card::rank);
  }

  private static Comparator<Card> byStrength(TrickTable t) {
    return Comparator.comparingInt(c -> t.order().strength(c.index()));
  }

  private static List<Card> cards(View<?> v) {
    return v.legalCards();
  }

  private static Action play(View<?> v, Card c) {
    return v.actionFor(c).orElseThrow(() -> new IllegalArgumentException(c + " is not legal"));
  }
}
