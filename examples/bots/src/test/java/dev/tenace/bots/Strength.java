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
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.sheepshead.SheepsheadAction;
import dev.tenace.sheepshead.SheepsheadView;
import dev.tenace.spades.SpadesAction;
import dev.tenace.suitability.Privilege;
import dev.tenace.suitability.Role;
import dev.tenace.suitability.SuitabilityAction;
import dev.tenace.suitability.SuitabilityView;
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
 * {@code hearts13}, {@code hearts20}, {@code sheeps20}, {@code suit20}, {@code greedy}, or any
 * spec), deals, seed, threads. It prints the interval's bounds to three places too. The figure is X
 * − Y in utility per deal (Spades: the team's deal score minus the opponents'; Hearts: minus the
 * penalty points; Sheepshead and Suitability: the seat's score), averaged over the even seats X sat
 * in.
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
        "%s: %s − %s over %d paired deals (seed %d): %s [%.3f, %.3f]; %s %.2f ± %.2f, %s %.2f ± %.2f"
            + " (%.0f s)%n",
        game,
        args[1],
        args[2],
        deals,
        seed,
        o.difference(),
        o.difference().mean() - o.difference().halfWidth(),
        o.difference().mean() + o.difference().halfWidth(),
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
      case "hearts20" -> seed -> Strength::hearts20;
      case "greedy" -> seed -> Strength::greedy;
      case "sheeps20" -> seed -> Strength::sheeps20;
      case "suit20" -> seed -> Strength::suit20;
      default ->
          name.startsWith("ismcts") && name.contains("/")
              ? tuned(name, game)
              : PairedDeals.Entrant.of(name, game);
    };
  }

  /**
   * An ISMCTS spec with tuning options, for tuning runs: {@code ismcts:5ms-cpu/c=0.3} is {@code
   * ismcts:5ms-cpu} with C = 0.3, {@code /own} grows the paired root's tree over its own cards only
   * ({@link Ismcts#withPolicyOthers}).
   */
  static PairedDeals.Entrant tuned(String name, String game) {
    String[] parts = name.split("/", -1);
    if (!(Bots.create(parts[0], game, 0L) instanceof Ismcts)) {
      throw new IllegalArgumentException("only an ismcts spec takes options: " + name);
    }
    return seed -> {
      Ismcts bot = (Ismcts) Bots.create(parts[0], game, seed);
      for (int i = 1; i < parts.length; i++) {
        if (parts[i].startsWith("c=")) {
          bot = bot.withExploration(Double.parseDouble(parts[i].substring(2)));
        } else if (parts[i].equals("own")) {
          bot = bot.withPolicyOthers(true);
        } else {
          throw new IllegalArgumentException("unknown option " + parts[i] + " in " + name);
        }
      }
      return bot;
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
   * A 20-line moon-aware Hearts bot: {@link #hearts13}, except that when one seat has taken every
   * penalty point so far (§5.1) it plays for or against the moon (§5.2): if that seat is itself,
   * with 10 points or more, it plays its highest card to take every trick; if it is another seat
   * holding 10 or more, it takes a trick holding a heart with its highest card when it can, so that
   * the other cannot shoot.
   */
  static Action hearts20(View<?> v) {
    if (!(v.legalActions().get(0) instanceof CardPlay) || v.tricks().isEmpty()) {
      return hearts13(v);
    }
    TrickTable t = v.tricks().orElseThrow();
    int[] taken = new int[v.players()];
    for (Trick done : t.completed()) {
      for (Card c : done.cardSet()) {
        taken[done.winner()] += c.suit() == Suit.HEARTS ? 1 : c.equals(QS) ? 13 : 0;
      }
    }
    int total = java.util.Arrays.stream(taken).sum();
    int shooter = -1;
    for (int s = 0; s < taken.length; s++) {
      shooter = total > 0 && taken[s] == total ? s : shooter;
    }
    List<Card> cards = cards(v);
    Optional<Card> high =
        cards.stream().filter(c -> t.current().isEmpty() || wins(t, c)).max(byRank());
    boolean mine = shooter == v.seat() && total >= 10;
    boolean stop =
        shooter >= 0
            && shooter != v.seat()
            && total >= 10
            && t.current().cardSet().stream().anyMatch(c -> c.suit() == Suit.HEARTS);
    return (mine || stop) && high.isPresent() ? play(v, high.get()) : hearts13(v);
  }

  private static final Card QS = Card.of(Rank.QUEEN, Suit.SPADES);

  /**
   * A 20-line Sheepshead bot, written from rules/sheepshead.md as a newcomer would: picks with four
   * trumps, or three with a queen (§2.2, §4.1); buries its two fail cards worth most points (§4.3);
   * calls a partner when it may (§4.4(b)); the picker and its partner lead their highest trump, a
   * defender its highest fail card; schmears its richest card on a trick its side is winning, else
   * takes the trick with its cheapest winner, else throws its poorest card.
   */
  static Action sheeps20(View<?> view) {
    SheepsheadView v = (SheepsheadView) view;
    List<Action> legal = v.legalActions();
    if (legal.contains(SheepsheadAction.Simple.PICK)) {
      long trumps = v.hand().stream().filter(Strength::trump).count();
      long queens = v.hand().stream().filter(c -> c.rank() == Rank.QUEEN).count();
      boolean pick = trumps >= 4 || (trumps >= 3 && queens >= 1);
      return pick ? SheepsheadAction.Simple.PICK : SheepsheadAction.Simple.PASS;
    }
    if (legal.get(0) instanceof SheepsheadAction.Bury) {
      return legal.stream().max(Comparator.comparingInt(Strength::buryValue)).orElseThrow();
    }
    if (!(legal.get(0) instanceof CardPlay) || v.tricks().isEmpty()) {
      return legal.stream()
          .filter(a -> a instanceof SheepsheadAction.Call)
          .findFirst()
          .orElse(legal.get(0));
    }
    TrickTable t = v.tricks().orElseThrow();
    List<Card> cards = cards(v);
    int picker = v.picker().orElse(-1);
    boolean pickerSide = v.seat() == picker || v.partnerSeat() == v.seat();
    if (t.current().isEmpty()) {
      Comparator<Card> order = Comparator.comparingInt(c -> t.order().strength(c.index()));
      List<Card> fail = cards.stream().filter(c -> !trump(c)).toList();
      return play(
          v, (pickerSide || fail.isEmpty() ? cards : fail).stream().max(order).orElseThrow());
    }
    int w = t.currentWinner();
    boolean friend =
        picker >= 0
            && (pickerSide
                ? w == picker || w == v.partnerSeat()
                : w != picker && w != v.partnerSeat());
    Optional<Card> win = cards.stream().filter(c -> wins(t, c)).min(byStrength(t));
    Comparator<Card> byPoints = Comparator.comparingInt(Strength::points);
    if (friend) {
      return play(
          v, cards.stream().max(byPoints.thenComparing(byStrength(t).reversed())).orElseThrow());
    }
    return play(
        v,
        win.orElseGet(
            () -> cards.stream().min(byPoints.thenComparing(byStrength(t))).orElseThrow()));
  }

  private static boolean trump(Card c) {
    return c.rank() == Rank.QUEEN || c.rank() == Rank.JACK || c.suit() == Suit.DIAMONDS;
  }

  private static int points(Card c) {
    return switch (c.rank()) {
      case ACE -> 11;
      case TEN -> 10;
      case KING -> 4;
      case QUEEN -> 3;
      case JACK -> 2;
      default -> 0;
    };
  }

  private static int buryValue(Action bury) {
    int v = 0;
    for (Card c : ((SheepsheadAction.Bury) bury).cards()) {
      v += trump(c) ? -100 : points(c);
    }
    return v;
  }

  /**
   * A 20-line Suitability bot, written from rules/suitability.md as a newcomer would: declares its
   * longest suit trump, the suit of its lowest cards reverse and its shortest suit penalty (§4.1);
   * as the dealer claims poverty with at most one ace or high trump, no privilege with five or
   * more, else warranty (§4.2, §6.3); leads its lowest card outside the penalty suit; on a trick
   * holding a penalty card plays its highest card that loses; otherwise takes the trick with its
   * cheapest winner; when it cannot win, throws its highest penalty card, else its highest card.
   */
  static Action suit20(View<?> view) {
    SuitabilityView v = (SuitabilityView) view;
    List<Action> legal = v.legalActions();
    CardSet hand = v.hand();
    if (legal.get(0) instanceof SuitabilityAction.Declare) {
      return legal.stream().max(Comparator.comparingInt(a -> declareValue(hand, a))).orElseThrow();
    }
    if (legal.get(0) instanceof SuitabilityAction.Claim) {
      long high =
          hand.stream()
              .filter(
                  c ->
                      c.rank() == Rank.ACE
                          || (v.role(c.suit()).orElse(Role.PLAIN) == Role.TRUMP
                              && c.rank().compareTo(Rank.QUEEN) >= 0))
              .count();
      Privilege p = high <= 1 ? Privilege.POVERTY : high >= 5 ? Privilege.NONE : Privilege.WARRANTY;
      return legal.contains(new SuitabilityAction.Claim(p))
          ? new SuitabilityAction.Claim(p)
          : legal.get(0);
    }
    if (!(legal.get(0) instanceof CardPlay) || v.tricks().isEmpty()) {
      return legal.get(0);
    }
    TrickTable t = v.tricks().orElseThrow();
    List<Card> cards = cards(v);
    Suit penalty = v.suitWith(Role.PENALTY).orElse(null);
    if (t.current().isEmpty()) {
      List<Card> safe = cards.stream().filter(c -> c.suit() != penalty).toList();
      return play(v, (safe.isEmpty() ? cards : safe).stream().min(byStrength(t)).orElseThrow());
    }
    boolean dirty = t.current().cardSet().stream().anyMatch(c -> c.suit() == penalty);
    Optional<Card> loser = cards.stream().filter(c -> !wins(t, c)).max(byStrength(t));
    Optional<Card> win = cards.stream().filter(c -> wins(t, c)).min(byStrength(t));
    if (dirty || win.isEmpty()) {
      Optional<Card> dump =
          cards.stream().filter(c -> c.suit() == penalty && !wins(t, c)).max(byStrength(t));
      return play(
          v, dump.or(() -> loser).orElseGet(() -> cards.stream().min(byStrength(t)).orElseThrow()));
    }
    return play(v, win.get());
  }

  private static int declareValue(CardSet hand, Action a) {
    SuitabilityAction.Declare d = (SuitabilityAction.Declare) a;
    CardSet suit = hand.inSuit(d.suit());
    int low = (int) suit.stream().filter(c -> c.rank().compareTo(Rank.FIVE) <= 0).count();
    return switch (d.role()) {
      case TRUMP -> 2 * suit.size();
      case REVERSE -> 2 * low - suit.size();
      default -> 13 - 2 * suit.size();
    };
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
