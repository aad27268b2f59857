package dev.tenace.core.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.Variant;
import dev.tenace.core.game.View;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The contract of a {@link GameDefinition}, what generic tools (the command line, replay,
 * simulators) rely on: the variants are exactly the documented ones with their defaults, settings
 * and rules are inverse, bad settings are reported by name, explicit deals reject bad cards with a
 * message naming them, a deal rebuilt from its hands, leftovers and match context is the same deal,
 * results exist exactly for finished deals, and a whole match can be played through the definition.
 *
 * <p>Use it from a game's tests as a {@code @TestFactory}: {@code return DefinitionContract.of(new
 * HeartsGame(), expectedDefaults).tests();}
 *
 * @param <R> the rules type
 * @param <S> the state type
 * @param <V> the view type
 */
public final class DefinitionContract<R, S extends GameState<S, V>, V extends View<S>> {
  private final GameDefinition<R, S, V> game;
  private final Map<String, String> expectedDefaults;

  private DefinitionContract(GameDefinition<R, S, V> game, Map<String, String> expectedDefaults) {
    this.game = game;
    this.expectedDefaults = expectedDefaults;
  }

  /**
   * The contract for {@code game}, whose default settings must be exactly {@code expectedDefaults}
   * (variant name to value text, in the rules file's order): the test pins the rules file.
   */
  public static <R, S extends GameState<S, V>, V extends View<S>> DefinitionContract<R, S, V> of(
      GameDefinition<R, S, V> game, Map<String, String> expectedDefaults) {
    return new DefinitionContract<>(game, expectedDefaults);
  }

  /** The checks, one dynamic test each. */
  public Stream<DynamicTest> tests() {
    String n = game.name();
    return Stream.of(
        DynamicTest.dynamicTest(
            n + ": variants and defaults are exactly the rules file's", this::defaults),
        DynamicTest.dynamicTest(
            n + ": settings and rules are inverse for the defaults and every preset",
            this::roundTrip),
        DynamicTest.dynamicTest(
            n + ": variant types are boolean, integer, an enumeration or the game's own word",
            this::variantTypes),
        DynamicTest.dynamicTest(
            n + ": unknown variants and bad values are reported by name, all at once",
            this::badSettings),
        DynamicTest.dynamicTest(
            n + ": explicit deals reject repeated, missing and foreign cards", this::badDeals),
        DynamicTest.dynamicTest(
            n + ": a deal rebuilt from hands, rest and context is the same deal", this::rebuilt),
        DynamicTest.dynamicTest(
            n + ": whole matches through the definition, for every preset", this::matches),
        DynamicTest.dynamicTest(
            n + ": rule codes start with the common ones, each described once", this::ruleCodes),
        DynamicTest.dynamicTest(
            n + ": public signatures name only core's user packages and the game's own",
            this::boundary));
  }

  /**
   * The game's public types name only what its users import: core's user packages (cards, seats,
   * tricks, the game API) and the game's own package, never a game author's block of {@code
   * core.spi} (the trick-play phase, play rules, variant tables) or a generated type.
   */
  private void boundary() {
    String own = game.getClass().getPackageName();
    Set<String> allowed =
        Set.of(
            own,
            "dev.tenace.core.card",
            "dev.tenace.core.table",
            "dev.tenace.core.trick",
            "dev.tenace.core.game");
    List<String> leaks = new ArrayList<>();
    List<Class<?>> types = ApiBoundary.publicTypes(game.getClass(), own);
    for (Class<?> c : types) {
      leaks.addAll(ApiBoundary.signatureLeaks(c, allowed));
    }
    assertThat(types).contains(game.getClass());
    assertThat(leaks).as("public signatures of " + own).isEmpty();
  }

  private void ruleCodes() {
    Map<String, String> codes = game.ruleCodes();
    assertThat(new ArrayList<>(codes.keySet()).subList(0, RuleCode.common().size()))
        .containsExactlyElementsOf(RuleCode.common().keySet());
    codes.forEach(
        (code, meaning) -> {
          assertThat(code).matches("[A-Z][A-Z_]*");
          assertThat(meaning).as(code).isNotBlank();
        });
  }

  private void defaults() {
    List<String> names = new ArrayList<>();
    for (Variant v : game.variants()) {
      names.add(v.name());
      assertThat(v.description()).as(v.name()).isNotBlank();
      // a reference to the rules file in the game's own form ("§3.2", "3.2", "Bidding")
      assertThat(v.section()).as(v.name() + ": its rules section").isNotBlank();
    }
    assertThat(names).containsExactlyElementsOf(expectedDefaults.keySet());
    assertThat(game.settings(game.defaultRules())).isEqualTo(expectedDefaults);
    assertThat(game.name()).matches("[a-z]+");
    assertThat(game.presets()).isNotEmpty();
    // any table size the game declares: the count the rules give is the count a deal seats
    List<R> all = new ArrayList<>(game.presets().values());
    all.add(game.defaultRules());
    for (R r : all) {
      int players = game.players(r);
      assertThat(players).as("players").isPositive();
      assertThat(game.newDeal(r, 0, 1L).players()).as("players of a deal").isEqualTo(players);
    }
  }

  private void roundTrip() {
    List<R> all = new ArrayList<>(game.presets().values());
    all.add(game.defaultRules());
    for (R r : all) {
      Map<String, String> settings = game.settings(r);
      assertThat(settings.keySet()).containsExactlyElementsOf(expectedDefaults.keySet());
      Validation<Seq<String>, R> back = game.rules(game.defaultRules(), settings);
      assertThat(back.isValid()).as("%s", back).isTrue();
      assertThat(back.get()).isEqualTo(r);
      assertThat(game.settings(back.get())).isEqualTo(settings);
      // each preset's own values, set one by one over the defaults, give the preset
      Map<String, String> changed = new LinkedHashMap<>();
      settings.forEach(
          (k, v) -> {
            if (!v.equals(expectedDefaults.get(k))) {
              changed.put(k, v);
            }
          });
      assertThat(game.rules(game.defaultRules(), changed).get()).isEqualTo(r);
    }
    assertThat(game.rules(game.defaultRules(), Map.of()).get()).isEqualTo(game.defaultRules());
  }

  /**
   * {@link Variant#type()}: {@code "boolean"}, {@code "integer"}, an enumeration of its values, or
   * one lower-case word of the game's own that is not an abbreviation of those.
   */
  private void variantTypes() {
    for (Variant variant : game.variants()) {
      String t = variant.type();
      if (t.contains("|")) {
        assertThat(variant.choices()).as(variant.name()).hasSizeGreaterThan(1).doesNotContain("");
      } else if (!t.equals("boolean") && !t.equals("integer")) {
        assertThat(t)
            .as(variant.name() + ": a type of the game's own")
            .matches("[a-z]+")
            .isNotIn("int", "bool", "long", "number", "num", "string", "enum", "choice");
      }
    }
  }

  private void badSettings() {
    Validation<Seq<String>, R> v =
        game.rules(game.defaultRules(), Map.of("noSuchVariant", "1", "alsoNot", "x"));
    assertThat(v.isInvalid()).isTrue();
    assertThat(v.getError().mkString(" | ")).contains("noSuchVariant").contains("alsoNot");
    for (Variant variant : game.variants()) {
      Validation<Seq<String>, R> bad =
          game.rules(game.defaultRules(), Map.of(variant.name(), "not-a-value"));
      if (!variant.type().equals("ranks")) {
        assertThat(bad.isInvalid()).as(variant.name()).isTrue();
        assertThat(bad.getError().mkString()).as(variant.name()).contains(variant.name());
      } else {
        assertThat(bad.isInvalid()).as(variant.name()).isTrue();
      }
    }
  }

  private void badDeals() {
    R rules = game.defaultRules();
    int players = game.players(rules);
    S s = game.newDeal(rules, 0, 11L);
    List<CardSet> hands = new ArrayList<>();
    for (int p = 0; p < players; p++) {
      hands.add(s.hand(p));
    }
    List<Card> rest = game.rest(s);
    // the same deal is accepted
    assertThat(game.explicitDeal(rules, 0, hands, rest, Map.of()).hand(1)).isEqualTo(s.hand(1));
    // a card of seat 0 given to seat 1 as well
    Card c = hands.get(0).iterator().next();
    List<CardSet> repeated = new ArrayList<>(hands);
    repeated.set(1, hands.get(1).minus(hands.get(1).iterator().next()).plus(c));
    assertThatThrownBy(() -> game.explicitDeal(rules, 0, repeated, rest, Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(c.toString());
    // a card missing
    List<CardSet> missing = new ArrayList<>(hands);
    missing.set(0, hands.get(0).minus(c));
    assertThatThrownBy(() -> game.explicitDeal(rules, 0, missing, rest, Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seat 0");
    // a card replaced by one that is not in the deck
    Card foreign =
        s.deck().cards().contains(Card.parse("X3")) ? Card.parse("2C") : Card.parse("X3");
    if (!s.deck().cards().contains(foreign)) {
      List<CardSet> swapped = new ArrayList<>(hands);
      swapped.set(0, hands.get(0).minus(c).plus(foreign));
      assertThatThrownBy(() -> game.explicitDeal(rules, 0, swapped, rest, Map.of()))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(foreign.toString());
    }
    // the wrong number of hands
    assertThatThrownBy(
            () -> game.explicitDeal(rules, 0, hands.subList(0, players - 1), rest, Map.of()))
        .isInstanceOf(IllegalArgumentException.class);
    // a dealer outside the table
    assertThatThrownBy(() -> game.explicitDeal(rules, players, hands, rest, Map.of()))
        .isInstanceOf(IllegalArgumentException.class);
    // a result before the end
    assertThatThrownBy(() -> game.result(s)).isInstanceOf(IllegalStateException.class);
    // a match or a deal with a dealer outside the table
    assertThatThrownBy(() -> game.newMatch(rules, players, 1L))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> game.newDeal(rules, -1, 1L))
        .isInstanceOf(IllegalArgumentException.class);
    // a hand or a view of a seat outside the table
    assertThatThrownBy(() -> s.hand(players)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> s.viewFor(-1)).isInstanceOf(IllegalArgumentException.class);
  }

  private void rebuilt() {
    List<R> all = new ArrayList<>(game.presets().values());
    all.add(game.defaultRules());
    for (R rules : all) {
      int players = game.players(rules);
      // deals 1 to 3 of a match, so that the match context (deal number, totals, bags, doublers)
      // matters
      Match<S> m = game.newMatch(rules, 1 % players, 21L);
      SplittableRandom play = new SplittableRandom(21);
      List<S> starts = new ArrayList<>();
      for (int k = 0; k < 3 && !m.isOver(); k++) {
        if (k > 0) {
          m = m.nextDeal();
        }
        starts.add(m.deal());
        while (!m.deal().isTerminal()) {
          S d = m.deal();
          List<Action> legal = d.legalActions(d.toMove());
          m = m.applyLegal(d.toMove(), legal.get(play.nextInt(legal.size())));
        }
      }
      for (long seed = 0; seed < 6 + starts.size(); seed++) {
        S s =
            seed < 6
                ? game.newDeal(rules, (int) (seed % players), seed)
                : starts.get((int) seed - 6);
        List<CardSet> hands = new ArrayList<>();
        for (int p = 0; p < players; p++) {
          hands.add(s.hand(p));
        }
        S t = game.explicitDeal(rules, s.dealer(), hands, game.rest(s), game.context(s));
        if (seed < 6) {
          // a seeded deal on its own and the same deal from its cards are equal values
          assertThat(t).isEqualTo(s).hasSameHashCodeAs(s);
          assertThat(t.key()).isEqualTo(s.key());
        }
        SplittableRandom rng = new SplittableRandom(seed);
        while (true) {
          for (int p = 0; p < players; p++) {
            assertThat(t.viewFor(p)).isEqualTo(s.viewFor(p));
          }
          if (s.isTerminal()) {
            break;
          }
          int seat = s.toMove();
          List<Action> legal = s.legalActions(seat);
          Action a = legal.get(rng.nextInt(legal.size()));
          s = s.applyLegal(seat, a);
          t = t.applyLegal(seat, a);
          if (seed < 6) {
            assertThat(t).isEqualTo(s);
            assertThat(t.key()).isEqualTo(s.key());
          }
        }
        Map<String, Object> result = game.result(t);
        assertThat(result).isEqualTo(game.result(s)).isNotEmpty();
      }
    }
  }

  /**
   * {@link dev.tenace.core.game.GameDefinition#teams}: every seat in exactly one team, in order of
   * first seat; partners show one total, and a match's winners are whole teams.
   */
  private void teamsAgree(R rules, Match<S> m) {
    List<List<Integer>> teams = game.teams(rules);
    List<Integer> seats = new ArrayList<>();
    int first = -1;
    for (List<Integer> t : teams) {
      assertThat(t).as("a team of %s", teams).isNotEmpty();
      assertThat(t.get(0)).as("teams in order of their first seat: %s", teams).isGreaterThan(first);
      first = t.get(0);
      seats.addAll(t);
      for (int s : t) {
        assertThat(m.totals().get(s))
            .as("partners' totals in %s", teams)
            .isEqualTo(m.totals().get(t.get(0)));
        if (m.isOver()) {
          assertThat(m.winners().contains(s))
              .as("winners %s are whole teams of %s", m.winners(), teams)
              .isEqualTo(m.winners().contains(t.get(0)));
        }
      }
    }
    assertThat(seats).as("teams %s", teams).doesNotHaveDuplicates().hasSize(game.players(rules));
  }

  private void matches() {
    List<R> all = new ArrayList<>(game.presets().values());
    all.add(game.defaultRules());
    for (R rules : all) {
      int players = game.players(rules);
      Match<S> m = game.newMatch(rules, players - 1, 3L);
      assertThat(m.deal().dealer()).isEqualTo(players - 1);
      SplittableRandom rng = new SplittableRandom(3);
      int deals = 1;
      while (true) {
        S d = m.deal();
        if (d.isTerminal()) {
          assertThat(game.result(d)).isNotEmpty();
          if (m.isOver()) {
            break;
          }
          m = m.nextDeal();
          // every seat's view carries the standing before the deal: the match totals so far
          assertThat(m.deal().standing()).isEqualTo(m.totals());
          for (int p = 0; p < players; p++) {
            assertThat(m.deal().viewFor(p).standing()).isEqualTo(m.totals());
          }
          deals++;
          assertThat(m.dealNumber()).isEqualTo(deals);
          if (deals > 40) {
            break; // random play may never reach a Spades target: totals can drift below zero for
            // ever (spades §6.2)
          }
          continue;
        }
        List<Action> legal = d.legalActions(d.toMove());
        m = m.applyLegal(d.toMove(), legal.get(rng.nextInt(legal.size())));
      }
      assertThat(m.totals()).hasSize(players);
      teamsAgree(rules, m);
      if (m.isOver()) {
        assertThat(m.winners()).isNotEmpty();
      } else {
        Match<S> unfinished = m;
        assertThatThrownBy(unfinished::winners).isInstanceOf(IllegalStateException.class);
      }
    }
  }
}
