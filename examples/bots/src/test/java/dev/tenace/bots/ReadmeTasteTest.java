package dev.tenace.bots;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.hearts.HeartsGame;
import dev.tenace.hearts.HeartsRules;
import dev.tenace.hearts.HeartsState;
import dev.tenace.hearts.HeartsView;
import dev.tenace.spades.SpadesGame;
import dev.tenace.spades.SpadesState;
import dev.tenace.spades.SpadesView;
import io.vavr.control.Either;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The README's "The API in a page" and the bots README's two whole examples, compiled and run:
 * every Java block of that section stands here between {@code // README begin} and {@code // README
 * end} markers, and the first test checks that the README shows exactly these lines, so the README
 * cannot drift from code that compiles (with {@code -Xlint:all}, no raw types, no casts, no
 * suppressions).
 */
class ReadmeTasteTest {

  @Test
  @DisplayName(
      "README basics: rules, a seeded deal, legal actions, apply and its refusals, views, sampling, keys")
  void basics() {
    RandomGenerator rng = new SplittableRandom(1);
    // README begin: basics
    HeartsRules rules = HeartsRules.defaults().withNoPointsFirstTrick(true);
    HeartsState deal =
        HeartsState.deal(rules, 0, 42L); // dealer 0, seed 42: the same deal on every JDK
    List<Action> legal = deal.legalActions(1); // exactly what apply accepts, in a stable order
    Either<RuleViolation, HeartsState> next = deal.apply(1, legal.get(0));
    RuleViolation why =
        deal.apply(1, deal.parseAction("play 2C")).getLeft(); // WRONG_PHASE: ... passing
    HeartsState fast =
        deal.applyLegal(1, legal.get(0)); // for search: no Either; throws RuleViolationException
    HeartsView view = deal.viewFor(2); // what seat 2 knows, nothing more
    HeartsState guess =
        view.sampleConsistentState(rng); // hidden cards re-dealt consistently with the view
    boolean same =
        fast.equals(next.get()) && fast.key() == next.get().key(); // states are values with keys
    // README end
    assertThat(next.isRight()).isTrue();
    assertThat(why.code()).isEqualTo("WRONG_PHASE");
    assertThat(same).isTrue();
    assertThat(guess.viewFor(2)).isEqualTo(view);
    assertThat(view.hand()).isEqualTo(deal.hand(2));
  }

  // README begin: generic
  /**
   * Plays one match of any game, an agent in every seat, and prints the standings: no cast, no raw
   * type.
   */
  static <R, S extends GameState<S, V>, V extends View<S>> List<Integer> standings(
      GameDefinition<R, S, V> game, String preset, Agent<? super V> agent, long seed) {
    R rules = game.presets().getOrDefault(preset, game.defaultRules());
    List<Agent<? super V>> agents = Collections.nCopies(game.players(rules), agent);
    Match<S> match = game.newMatch(rules, 0, seed);
    Match<S> end = // at most 200 deals: random play may never reach a target score
        MatchRunner.run(match, agents, MatchRunner.Listener.none(), MatchRunner.OnFault.STOP, 200)
            .match();
    System.out.printf(
        "%s: totals %s, %s%n",
        game.name(),
        end.totals(),
        end.isOver()
            ? "won by " + end.winners()
            : "unfinished after " + end.dealNumber() + " deals");
    return end.totals();
  }

  static void everyGame() {
    SplittableRandom rng = new SplittableRandom(7);
    Agent<View<?>> random =
        view -> view.legalActions().get(rng.nextInt(view.legalActions().size()));
    for (GameDefinition<?, ?, ?> game : Games.all()) {
      standings(game, "default", random, 42L);
    }
  }

  // README end

  // README begin: hearts
  /**
   * A Hearts bot that plays by its view alone: passes high, ducks or dumps, and shoots by the
   * score.
   */
  static final Agent<HeartsView> DUCKER =
      view -> {
        List<Action> legal = view.legalActions();
        if (legal.get(0)
            instanceof HeartsAction.Moon) { // shot the moon: +26 to the others if that wins now
          List<Integer> t = view.standing();
          int me = t.get(view.seat());
          boolean ends = false;
          boolean lowest = true;
          for (int s = 0; s < t.size(); s++) {
            if (s != view.seat()) {
              ends |= t.get(s) + 26 >= view.rules().targetScore();
              lowest &= me < t.get(s) + 26;
            }
          }
          return ends && lowest ? HeartsAction.Moon.ADD : HeartsAction.Moon.SUBTRACT;
        }
        if (legal.get(0) instanceof HeartsAction.Pass pass) { // pass the highest cards
          List<Card> high =
              view.hand().toList().stream()
                  .sorted(Comparator.comparing(Card::rank).reversed())
                  .limit(pass.cards().size())
                  .toList();
          return new HeartsAction.Pass(CardSet.of(high));
        }
        TrickTable table = view.tricks().orElseThrow(); // card play: who is winning the trick?
        Card winning =
            table.current().isEmpty() ? null : table.current().cardOf(table.currentWinner());
        List<Card> cards = view.legalCards(); // the cards it may play, no cast
        Card pick =
            cards.stream() // the highest card that does not take the trick
                .filter(
                    c ->
                        winning != null
                            && (c.suit() != winning.suit()
                                || c.rank().compareTo(winning.rank()) < 0))
                .max(Comparator.comparing(Card::rank))
                .orElseGet(
                    () -> cards.stream().min(Comparator.comparing(Card::rank)).orElseThrow());
        return view.actionFor(pick).orElseThrow(); // the card's action
      };

  // README end

  // README begin: spades
  /** The heart of a Spades server: one match; clients send text and receive their seat's view. */
  static final class SpadesTable {
    private Match<SpadesState> match =
        SpadesGame.INSTANCE.newMatch(SpadesGame.INSTANCE.defaultRules(), 0, 42L);

    /** What a client may see: its own seat's view, never the state. */
    synchronized SpadesView viewFor(int seat) {
      return match.deal().viewFor(seat);
    }

    /** A client's action: "ok", or why it is refused in words a player understands. */
    synchronized String act(int seat, String text) {
      Action action;
      try {
        action = match.deal().parseAction(text); // "bid 4", "nil", "play QS"
      } catch (IllegalArgumentException notAnAction) {
        return "error: " + notAnAction.getMessage();
      }
      Either<RuleViolation, Match<SpadesState>> next = match.apply(seat, action);
      if (next.isLeft()) {
        return next.getLeft().code() + ": " + next.getLeft().message(); // e.g. NOT_YOUR_TURN
      }
      match = next.get();
      if (match.deal().isTerminal() && !match.isOver()) {
        match = match.nextDeal();
      }
      return "ok";
    }
  }

  // README end

  @Test
  @DisplayName(
      "README generic runner: a match of every game with random agents, standings per seat")
  void genericRunnerPlaysEveryGame() {
    assertThat(Games.all())
        .extracting(GameDefinition::name)
        .containsExactly("hearts", "sheepshead", "spades", "suitability");
    PrintStream console = System.out;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
    try {
      everyGame();
    } finally {
      System.setOut(console);
    }
    String lines = printed.toString(StandardCharsets.UTF_8);
    // every game's line, each match ended or stopped at the bound (Spades with random agents
    // never reaches its target)
    assertThat(lines.lines())
        .hasSize(4)
        .allMatch(
            l -> l.matches("\\w+: totals \\[.*\\], (won by \\[.*\\]|unfinished after 200 deals)"));
    assertThat(lines).contains("spades: totals");
    GameDefinition<?, ?, ?> hearts = Games.find("hearts").orElseThrow();
    Agent<View<?>> first = view -> view.legalActions().get(0);
    assertThat(standings(hearts, "default", first, 3L)).hasSize(4);
  }

  @Test
  @DisplayName(
      "README Hearts bot: plays whole matches by its view alone, never refused, and beats random play")
  void heartsBotPlaysByItsView() {
    SplittableRandom rng = new SplittableRandom(11);
    Agent<View<?>> random =
        view -> view.legalActions().get(rng.nextInt(view.legalActions().size()));
    double mine = 0;
    double theirs = 0;
    for (long seed = 0; seed < 20; seed++) {
      MatchRunner.Result<HeartsState> r =
          MatchRunner.playDeal(
              HeartsGame.INSTANCE.newDeal(HeartsRules.defaults(), (int) (seed % 4), seed),
              List.of(DUCKER, random, random, random),
              MatchRunner.Listener.none(),
              MatchRunner.OnFault.STOP);
      assertThat(r.faults()).isEmpty();
      assertThat(r.completed()).isTrue();
      mine += r.match().score(0);
      theirs += (r.match().score(1) + r.match().score(2) + r.match().score(3)) / 3.0;
    }
    assertThat(mine)
        .as("the ducker's points against random play's (lower is better)")
        .isLessThan(theirs);
    // the moon choice by the standing: adding ends the game with the shooter lowest
    assertThat(moonChoice(List.of(10, 80, 90, 95))).isEqualTo(HeartsAction.Moon.ADD);
    assertThat(moonChoice(List.of(10, 20, 30, 40))).isEqualTo(HeartsAction.Moon.SUBTRACT);
    assertThat(moonChoice(List.of(90, 60, 80, 75))).isEqualTo(HeartsAction.Moon.SUBTRACT);
  }

  /** The ducker's choice after shooting the moon with these totals before the deal. */
  private static Action moonChoice(List<Integer> standing) {
    for (long seed = 0; seed < 2_000_000; seed++) {
      HeartsState s = HeartsState.deal(HeartsRules.defaults(), 1, 0, seed, standing);
      // random play until a seat has shot the moon and must choose (rare, but cheap to find)
      SplittableRandom rng = new SplittableRandom(seed);
      while (!s.isTerminal() && !(s.legalActions().get(0) instanceof HeartsAction.Moon)) {
        List<Action> legal = s.legalActions();
        s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
      }
      if (!s.isTerminal()) {
        if (s.toMove() != 0) {
          continue; // a deal where seat 0 shot, so that the first total is the shooter's
        }
        return DUCKER.act(s.viewFor(0));
      }
    }
    throw new AssertionError("no moon shot by seat 0 in 2,000,000 random deals");
  }

  @Test
  @DisplayName(
      "README Spades server: text in, views out; refusals name the rule; a whole match is played")
  void spadesTable() {
    SpadesTable table = new SpadesTable();
    assertThat(table.act(0, "bid eleventy")).startsWith("error: ");
    int toMove = table.viewFor(0).toMove();
    assertThat(table.act((toMove + 1) % 4, table.viewFor(toMove).legalActions().get(0).text()))
        .startsWith("NOT_YOUR_TURN: ");
    SplittableRandom rng = new SplittableRandom(5);
    int steps = 0;
    while (table.viewFor(0).dealNumber() <= 3) {
      int seat = -1;
      for (int s = 0; s < 4; s++) {
        if (table.viewFor(s).canAct()) {
          seat = s;
          break;
        }
      }
      if (seat < 0) {
        break; // the match is over: nobody may act
      }
      List<Action> legal = table.viewFor(seat).legalActions();
      assertThat(table.act(seat, legal.get(rng.nextInt(legal.size())).text())).isEqualTo("ok");
      steps++;
    }
    assertThat(steps).as("three deals of 4 x 13 cards and the bids").isGreaterThanOrEqualTo(3 * 56);
  }

  @Test
  @DisplayName(
      "README: the API in a page (basics, generic) and the bots README's two whole examples (hearts,"
          + " spades) are this file's code, line for line")
  void readmeShowsThisCode() throws IOException {
    String source =
        Files.readString(
            Path.of("src/test/java/dev/tenace/bots/ReadmeTasteTest.java"), StandardCharsets.UTF_8);
    Map<String, String> blocks = new LinkedHashMap<>();
    Matcher m =
        Pattern.compile("(?s)// README begin: ([a-z]+)\n(.*?)  // README end").matcher(source);
    while (m.find()) {
      blocks.put(m.group(1), m.group(2).stripTrailing().stripIndent().strip());
    }
    assertThat(blocks.keySet()).containsExactly("basics", "generic", "hearts", "spades");
    assertThat(javaBlocks(Path.of("../..", "README.md"), "## The API in a page"))
        .as("the README's Java blocks")
        .containsExactly(blocks.get("basics"), blocks.get("generic"));
    assertThat(javaBlocks(Path.of("README.md"), "## Two whole examples"))
        .as("examples/bots/README.md's Java blocks")
        .containsExactly(blocks.get("hearts"), blocks.get("spades"));
  }

  /** The fenced Java blocks of one section of a Markdown file, in order. */
  private static List<String> javaBlocks(Path file, String heading) throws IOException {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    int start = text.indexOf(heading + "\n");
    assertThat(start).as("section %s of %s", heading, file).isNotNegative();
    int end = text.indexOf("\n## ", start + 1);
    String section = text.substring(start, end < 0 ? text.length() : end);
    List<String> shown = new ArrayList<>();
    Matcher r = Pattern.compile("(?s)```java\n(.*?)```").matcher(section);
    while (r.find()) {
      shown.add(r.group(1).strip());
    }
    return shown;
  }
}
