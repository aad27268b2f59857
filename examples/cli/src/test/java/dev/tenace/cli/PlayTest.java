package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.bots.Bots;
import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.sheepshead.SheepsheadAction;
import dev.tenace.sheepshead.SheepsheadView;
import dev.tenace.spades.SpadesAction;
import dev.tenace.suitability.SuitabilityAction;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code tenace play} end to end, as a person plays it: a scripted game of each game, typed on
 * standard input, and a check that the output never shows a card the human seat may not know.
 *
 * <p>The script is made by playing the same match first in the test (the same seeded bots, a
 * scripted human that picks, bids blind nil, passes, buries and exchanges by typing cards in any
 * order, with and without the verb, in both notations, and also types wrong answers). What the
 * human may know at each prompt is computed from its view, not listed by hand: a card is known when
 * every deal sampled consistently with the view ({@link View#sampleConsistentState}) has it in the
 * same place (its hand, the pile of played cards, the hand it was passed to, the bury it made…).
 * Each card printed before a prompt must be known at that prompt; each card printed after the
 * deal's last prompt must be known at the end of the deal.
 */
class PlayTest {

  /** The cards printed in the symbol notation: single cards, and hands grouped by suit. */
  private static final Pattern CARD = Pattern.compile("(?<![A-Za-z0-9])([2-9TJQKA])([♣♦♠♥])");

  private static final Pattern GROUP = Pattern.compile("([♣♦♠♥])((?: [2-9TJQKA](?=\\s|$))+)");

  private static final Pattern JOKER = Pattern.compile("(?<![A-Za-z0-9])X[1-3](?![A-Za-z0-9])");

  private static final Pattern HEADER = Pattern.compile("(?m)^\\S+ deal (\\d+), dealer ");

  /** One decision of the scripted human: its view, and the lines it types (one prompt each). */
  record Decision(int deal, View<?> view, List<String> inputs) {}

  /** The scripted match: the decisions, and the human's view at the end of each deal. */
  record Script(List<Decision> decisions, List<View<?>> ends, String trailer) {
    String stdin() {
      StringBuilder b = new StringBuilder();
      for (Decision d : decisions) {
        for (String line : d.inputs()) {
          b.append(line).append('\n');
        }
      }
      return b.toString();
    }
  }

  @ParameterizedTest(name = "{0} {1}, seat {3}")
  @CsvSource(
      delimiter = '|',
      value = {
        "hearts||7|0|2",
        "hearts|widow=true,players=5|3|2|1",
        "spades|doubleNilPass=true|5|0|5",
        "sheepshead||3|1|2",
        "sheepshead|called-ace|4|1|2",
        "suitability|players=3|3|0|2",
        "suitability||8|2|1"
      })
  @DisplayName(
      "play: a scripted game through standard input shows no card outside the human's view before it is played; multi-card choices by cards")
  void scriptedGameShowsNoHiddenCard(
      String game, String rulesOrNull, long seed, int seat, int maxDeals) throws IOException {
    String rules = rulesOrNull == null ? "" : rulesOrNull;
    GameDefinition<?, ?, ?> g = Games.find(game);
    Script script = script(g, rules, seed, seat, maxDeals);
    String out = play(true, script, game, rules, seed, seat, maxDeals);
    // the transcript, to read: target/play-transcripts/
    Path dir = Path.of("target", "play-transcripts");
    Files.createDirectories(dir);
    Files.writeString(
        dir.resolve(game + (rules.isEmpty() ? "" : "-" + rules.replace(',', '-')) + ".txt"),
        out,
        StandardCharsets.UTF_8);
    List<String> leaks = leaks(out, script, new Cards(true));
    assertThat(leaks).as(out).isEmpty();
    assertThat(out).contains(script.trailer());
    // the game's hidden choices were exercised
    int prompts = script.decisions().stream().mapToInt(d -> d.inputs().size()).sum();
    assertThat(prompts).isGreaterThanOrEqualTo(8);
    assertThat(out).contains("not allowed: ");
    switch (game) {
      case "hearts" -> assertThat(out).contains("you passed: ", "you received: ", "(cards hidden");
      case "spades" ->
          assertThat(out)
              .contains(
                  "exchange 2 cards",
                  "you gave your partner: ",
                  "you received from your partner: ");
      case "sheepshead" ->
          assertThat(out)
              .contains("you picked up the blind", "bury 2 cards", "you: bury ", "partner card");
      default -> assertThat(out).contains("suit roles: ");
    }
    // the checker finds a hidden card when one is shown: another seat's card printed at the start
    Card hidden = hiddenAtFirstPrompt(script);
    int at = out.indexOf("your hand: ");
    String doctored =
        out.substring(0, at) + "peek: " + new Cards(true).card(hidden) + "\n" + out.substring(at);
    assertThat(leaks(doctored, script, new Cards(true))).isNotEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"hearts,7,0", "spades,5,1", "sheepshead,3,1", "suitability,3,0"})
  @DisplayName("play: one notation per run: --ascii shows letters only, otherwise symbols only")
  void oneNotation(String game, long seed, int seat) {
    GameDefinition<?, ?, ?> g = Games.find(game);
    Script script = script(g, "", seed, seat, 1);
    // what the person typed is echoed as typed: not the program's notation
    String ascii = withoutEcho(play(false, script, game, "", seed, seat, 1));
    assertThat(ascii).doesNotContainPattern("[♣♦♠♥→—]").containsPattern("\\b[2-9TJQKA][CDSH]\\b");
    String symbols = play(true, script, game, "", seed, seat, 1);
    String shown = withoutEcho(symbols).replace(ConsoleAgent.typing(new Cards(true)), "");
    assertThat(shown)
        .containsPattern(CARD)
        .doesNotContainPattern("(?<![A-Za-z0-9])[2-9TJQKA][CDSH](?![A-Za-z0-9])");
  }

  private static String withoutEcho(String out) {
    return out.replaceAll("(?m)^> .*$", "> ");
  }

  // ---------------------------------------------------------------- the scripted match

  /** Plays the match in the test, with the scripted human: the decisions and what it types. */
  private static <R, S extends GameState<S, V>, V extends View<S>> Script script(
      GameDefinition<R, S, V> g, String rulesText, long seed, int seat, int maxDeals) {
    R rules = Games.rules(g, rulesText.isEmpty() ? null : rulesText);
    int n = g.players(rules);
    List<Agent<? super V>> agents =
        Tenace.agents(Tenace.botList(null, n, Tenace.PLAY_DEFAULT_BOT), g.name(), seed);
    Human human = new Human(g.name(), seed);
    agents.set(seat, human);
    List<View<?>> ends = new ArrayList<>();
    MatchRunner.Result<Match<S>> r =
        MatchRunner.run(
            g.newMatch(rules, 0, seed),
            agents,
            new MatchRunner.Listener<S>() {
              @Override
              public void dealStarted(S deal) {
                human.deal++;
              }

              @Override
              public void dealEnded(S deal, List<Integer> totals) {
                ends.add(deal.viewFor(seat));
              }
            },
            MatchRunner.OnFault.STOP,
            maxDeals);
    assertThat(r.faults()).isEmpty();
    String trailer = r.completed() ? "game over after " : "match abandoned after ";
    return new Script(human.decisions, ends, trailer);
  }

  /**
   * The scripted person: picks and bids blind nil whenever it may (to reach the bury and the
   * exchange), bids 13 in Spades until it may bid blind nil (to fall behind), otherwise plays as
   * the heuristic; it types cards in varied forms and, once per deal, a wrong answer first.
   */
  static final class Human implements Agent<View<?>> {
    final List<Decision> decisions = new ArrayList<>();
    private final Agent<View<?>> heuristic;
    private final SplittableRandom rng;
    int deal;
    private int wrongInDeal = -1;
    private int k;

    Human(String game, long seed) {
      this.heuristic = Bots.create("heuristic", game, seed);
      this.rng = new SplittableRandom(seed);
    }

    @Override
    public Action act(View<?> v) {
      List<Action> legal = v.legalActions();
      if (legal.size() == 1) {
        decisions.add(new Decision(deal, v, List.of()));
        return legal.get(0);
      }
      Action a = choose(v, legal);
      List<String> inputs = new ArrayList<>();
      boolean wrong = wrongInDeal != deal;
      k++;
      if (a instanceof HeartsAction.Pass p) {
        inputs.addAll(cardsTyped("pass", p.cards(), wrong));
      } else if (a instanceof SheepsheadAction.Bury b) {
        inputs.addAll(cardsTyped("bury", b.cards(), wrong));
      } else if (a instanceof SpadesAction.Exchange e) {
        inputs.addAll(cardsTyped("exchange", e.cards(), wrong));
      } else if (a instanceof CardPlay p) {
        Card illegal = illegalOwnCard(v);
        if (wrong && illegal != null) {
          inputs.add(letters(illegal)); // refused with the rule's sentence
        }
        inputs.add((k % 4 == 1 ? "play " : "") + typed(p.card()));
      } else {
        if (wrong && k % 2 == 0) {
          inputs.add(String.valueOf(legal.size() + 1)); // no such number
        }
        inputs.add(
            k % 3 == 0
                ? (a instanceof SuitabilityAction.Declare d
                    ? "declare "
                        + d.suit().letter()
                        + " "
                        + d.role().name().toLowerCase(Locale.ROOT)
                    : a.text())
                : ConsoleAgent.choiceKeys(legal).get(legal.indexOf(a)));
      }
      if (inputs.size() > 1) {
        wrongInDeal = deal;
      }
      decisions.add(new Decision(deal, v, inputs));
      return a;
    }

    private Action choose(View<?> v, List<Action> legal) {
      if (legal.contains(SheepsheadAction.Simple.PICK)) {
        return SheepsheadAction.Simple.PICK;
      }
      if (legal.contains(SpadesAction.BlindNil.BLIND_NIL)) {
        return SpadesAction.BlindNil.BLIND_NIL;
      }
      if (legal.contains(new SpadesAction.Bid(13))) {
        return new SpadesAction.Bid(13);
      }
      return heuristic.act(v);
    }

    /** The cards of a multi-card choice as typed: a wrong count first if asked, then shuffled. */
    private List<String> cardsTyped(String verb, CardSet cards, boolean wrong) {
      List<String> lines = new ArrayList<>();
      List<Card> list = new ArrayList<>(cards.toList());
      if (wrong) {
        lines.add(join(list.subList(0, list.size() - 1)));
      }
      Collections.shuffle(list, new java.util.Random(rng.nextLong()));
      lines.add((k % 2 == 0 ? verb + " " : "") + join(list));
      return lines;
    }

    private String join(List<Card> cards) {
      List<String> t = new ArrayList<>();
      for (Card c : cards) {
        t.add(typed(c));
      }
      return String.join(" ", t);
    }

    /** A card in one of the forms a person types: QS, qs, Q♠, 10S. */
    private String typed(Card c) {
      if (c.isJoker()) {
        return c.toString();
      }
      return switch (rng.nextInt(4)) {
        case 0 -> letters(c).toLowerCase(Locale.ROOT);
        case 1 -> String.valueOf(c.rank().letter()) + c.suit().symbol();
        case 2 -> c.rank() == Rank.TEN ? "10" + c.suit().letter() : letters(c);
        default -> letters(c);
      };
    }

    private static String letters(Card c) {
      return c.toString();
    }

    /** A card of its own hand it may not play now (to be refused), or null. */
    private static Card illegalOwnCard(View<?> v) {
      long playable = 0;
      for (Card c : v.legalCards()) {
        playable |= c.bit();
      }
      long other = v.hand().bits() & ~playable;
      return other == 0 ? null : Card.ofIndex(Long.numberOfTrailingZeros(other));
    }
  }

  // ---------------------------------------------------------------- running play

  /** Runs {@code tenace play} with the script on standard input; its standard output. */
  private static String play(
      boolean symbols, Script script, String game, String rules, long seed, int seat, int max) {
    String before = System.getProperty("stdout.encoding");
    System.setProperty("stdout.encoding", symbols ? "UTF-8" : "US-ASCII");
    try {
      List<String> args =
          new ArrayList<>(
              List.of(
                  "play",
                  game,
                  "--seed",
                  String.valueOf(seed),
                  "--seat",
                  String.valueOf(seat),
                  "--max-deals",
                  String.valueOf(max)));
      if (!rules.isEmpty()) {
        args.add("--rules");
        args.add(rules);
      }
      if (!symbols) {
        args.add("--ascii");
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int code =
          Tenace.run(
              args.toArray(String[]::new),
              new PrintStream(out, true, StandardCharsets.UTF_8),
              new PrintStream(err, true, StandardCharsets.UTF_8),
              new ByteArrayInputStream(script.stdin().getBytes(StandardCharsets.UTF_8)));
      String text = out.toString(StandardCharsets.UTF_8);
      assertThat(code).as(err.toString(StandardCharsets.UTF_8) + text).isZero();
      assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
      return text;
    } finally {
      if (before == null) {
        System.clearProperty("stdout.encoding");
      } else {
        System.setProperty("stdout.encoding", before);
      }
    }
  }

  // ---------------------------------------------------------------- the check

  /**
   * Every card shown where the human may not know it, as "deal d, card, context" lines: each card
   * printed in a deal before a prompt must be known at that prompt's view, each card after the
   * deal's last prompt at the deal's end.
   */
  static List<String> leaks(String output, Script script, Cards cards) {
    // what the person typed, and how to type, are not cards shown by the program
    StringBuilder text = new StringBuilder(output);
    blank(text, Pattern.compile("(?m)^> .*$"), 2);
    blank(text, Pattern.compile(Pattern.quote(ConsoleAgent.typing(cards))), 0);
    String s = text.toString();
    List<Integer> heads = new ArrayList<>();
    Matcher h = HEADER.matcher(s);
    while (h.find()) {
      heads.add(h.start());
    }
    assertThat(heads).as("deal headings").hasSize(script.ends().size());
    List<String> leaks = new ArrayList<>();
    assertThat(s.substring(0, heads.get(0))).doesNotContainPattern(CARD);
    for (int d = 0; d < heads.size(); d++) {
      int from = heads.get(d);
      int to = d + 1 < heads.size() ? heads.get(d + 1) : s.length();
      String chunk = s.substring(from, to);
      List<View<?>> prompts = new ArrayList<>();
      for (Decision x : script.decisions()) {
        if (x.deal() == d + 1) {
          for (int i = 0; i < x.inputs().size(); i++) {
            prompts.add(x.view());
          }
        }
      }
      List<Integer> promptAt = new ArrayList<>();
      Matcher p = Pattern.compile("(?m)^> ").matcher(chunk);
      while (p.find()) {
        promptAt.add(p.start());
      }
      assertThat(promptAt).as("prompts of deal %d", d + 1).hasSize(prompts.size());
      // what is known by each prompt (knowledge only grows), and at the end
      List<Long> known = new ArrayList<>();
      long sofar = 0;
      for (View<?> v : prompts) {
        sofar |= known(v);
        known.add(sofar);
      }
      long atEnd = sofar | known(script.ends().get(d));
      for (Map.Entry<Integer, Card> shown : shownCards(chunk).entrySet()) {
        int pos = shown.getKey();
        int k = 0;
        while (k < promptAt.size() && promptAt.get(k) < pos) {
          k++;
        }
        long allowed = k < known.size() ? known.get(k) : atEnd;
        if ((allowed & shown.getValue().bit()) == 0) {
          int a = chunk.lastIndexOf('\n', pos) + 1;
          int b = chunk.indexOf('\n', pos);
          leaks.add(
              "deal "
                  + (d + 1)
                  + ", before prompt "
                  + (k + 1)
                  + ": "
                  + shown.getValue()
                  + " in \""
                  + chunk.substring(a, b < 0 ? chunk.length() : b)
                  + "\"");
        }
      }
    }
    return leaks;
  }

  private static void blank(StringBuilder b, Pattern p, int keep) {
    Matcher m = p.matcher(b.toString());
    while (m.find()) {
      for (int i = m.start() + keep; i < m.end(); i++) {
        b.setCharAt(i, ' ');
      }
    }
  }

  /** The cards printed in a text, by position: single cards and the ranks of suit groups. */
  private static Map<Integer, Card> shownCards(String text) {
    Map<Integer, Card> out = new HashMap<>();
    Matcher m = CARD.matcher(text);
    while (m.find()) {
      out.put(m.start(), Card.parse(m.group(1) + suitLetter(m.group(2).charAt(0))));
    }
    Matcher g = GROUP.matcher(text);
    while (g.find()) {
      char suit = suitLetter(g.group(1).charAt(0));
      int at = g.start(2);
      for (String r : g.group(2).strip().split(" ", -1)) {
        out.put(at++, Card.parse(r + suit));
      }
    }
    Matcher j = JOKER.matcher(text);
    while (j.find()) {
      out.put(j.start(), Card.parse(j.group()));
    }
    return out;
  }

  private static char suitLetter(char symbol) {
    for (Suit s : Suit.values()) {
      if (s.symbol() == symbol) {
        return s.letter();
      }
    }
    throw new IllegalArgumentException("not a suit symbol: " + symbol);
  }

  /**
   * The cards whose place the view determines: in every one of 24 deals sampled consistently with
   * the view, the card lies in the same zone (a hand, the played cards, a bury, the widow…).
   */
  static long known(View<?> v) {
    return knownOf(v)[0] | named(v);
  }

  /**
   * The cards the view names without placing them: in its history's actions (a called card, say),
   * in its legal actions (the aces it may call, offered as choices) and its typed facts (the
   * Sheepshead partner card).
   */
  private static long named(View<?> v) {
    long bits = 0;
    List<String> texts = new ArrayList<>();
    for (Move m : v.history()) {
      texts.add(m.action().text());
    }
    for (Action a : v.legalActions()) {
      texts.add(a.text());
    }
    for (String t : texts) {
      Matcher c = LETTERS.matcher(t);
      while (c.find()) {
        bits |= Card.parse(c.group()).bit();
      }
    }
    if (v instanceof SheepsheadView s && s.partnerCard().isPresent()) {
      bits |= s.partnerCard().get().bit();
    }
    return bits;
  }

  private static final Pattern LETTERS =
      Pattern.compile("(?<![A-Za-z0-9])([2-9TJQKA][CDSH]|X[1-3])(?![A-Za-z0-9])");

  /** The cards whose place the view determines, and every card of the deal. */
  private static <S extends GameState<S, ?>> long[] knownOf(View<S> v) {
    SplittableRandom rng = new SplittableRandom(42);
    Map<Integer, String> place = new HashMap<>();
    long varies = 0;
    for (int i = 0; i < 24; i++) {
      S world = v.sampleConsistentState(rng);
      for (Map.Entry<String, CardSet> z : world.zones().entrySet()) {
        for (Card c : z.getValue()) {
          String before = place.putIfAbsent(c.index(), z.getKey());
          if (before != null && !before.equals(z.getKey())) {
            varies |= c.bit();
          }
        }
      }
    }
    long all = 0;
    for (int c : place.keySet()) {
      all |= 1L << c;
    }
    return new long[] {all & ~varies, all};
  }

  /** A card of another seat the human cannot know at its first prompt (for the negative check). */
  private static Card hiddenAtFirstPrompt(Script script) {
    View<?> first =
        script.decisions().stream()
            .filter(d -> !d.inputs().isEmpty())
            .findFirst()
            .orElseThrow()
            .view();
    long[] k = knownOf(first);
    long unknown = k[1] & ~k[0];
    assertThat(Long.bitCount(unknown)).as("cards hidden from the human at first").isGreaterThan(8);
    return Card.ofIndex(Long.numberOfTrailingZeros(unknown));
  }
}
