package dev.tenace.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Fact;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.View;
import dev.tenace.core.testkit.Gens;
import dev.tenace.hearts.HeartsGame;
import dev.tenace.spades.SpadesGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.quicktheories.generators.SourceDSL;

/**
 * The registrations ({@link GameEncoder}) and the {@link GenericEncoder} that serves a game without
 * one, run here over every bundled game (each game's generic encoding, whatever it registers): the
 * mask is exactly the legal actions at every step of random deals (fixed seeds; a state with an
 * action the derivation never met, such as a rare moon choice, must fail naming it instead), the
 * observation is a function of the seat's view (worlds sampled from the view give the same vectors,
 * so no card the seat cannot place shows), and each fact reads back from its segment. Oh Hell,
 * which registers no encoder, is checked the same way in {@code examples/ohhell}.
 */
class GenericEncoderTest {
  private static final int EXAMPLES = 3;

  @Test
  @DisplayName("the four bundled games register their encoders; forGame uses them")
  void registrations() {
    assertThat(Encoders.registered())
        .containsExactly("hearts", "sheepshead", "spades", "suitability");
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      Encoder enc = Encoders.forDefaults(g);
      assertThat(enc.game()).isEqualTo(g.name());
      assertThat(enc).as("%s registers its own", g.name()).isNotInstanceOf(GenericEncoder.class);
      assertThat(enc.getClass().getSimpleName()).isEqualToIgnoringCase(g.name() + "Encoder");
    }
  }

  @Test
  @DisplayName("a registration refuses another game's rules, naming the game")
  void wrongRules() {
    GameEncoder hearts = new HeartsEncoder.Registration();
    assertThatThrownBy(
            () -> hearts.encoder(HeartsGame.INSTANCE, SpadesGame.INSTANCE.defaultRules()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("the rules of hearts are a HeartsRules, not a ")
        .hasMessageContaining("SpadesRules");
  }

  @Test
  @DisplayName(
      "the generic layout: the common segments of every encoder, then one per fact; card plays, card choices, then one block per verb")
  void genericLayout() {
    GenericEncoder hearts =
        Encoders.generic(HeartsGame.INSTANCE, HeartsGame.INSTANCE.defaultRules());
    Encoder registered = Encoders.forDefaults(HeartsGame.INSTANCE);
    List<Segment> common = registered.observation().segments().subList(0, 12);
    assertThat(common.get(common.size() - 1).name()).isEqualTo("standing");
    assertThat(hearts.observation().segments().subList(0, 12)).isEqualTo(common);
    assertThat(hearts.observation().segments().get(12).name()).startsWith("fact.");
    assertThat(hearts.actions().segments().get(1).name()).isEqualTo("pass");
    assertThat(hearts.selectVerb()).contains("pass");
    GenericEncoder spades =
        Encoders.generic(SpadesGame.INSTANCE, SpadesGame.INSTANCE.defaultRules());
    List<String> blocks = new ArrayList<>();
    spades.actions().segments().forEach(x -> blocks.add(x.name()));
    assertThat(blocks).startsWith("play", "bid").contains("nil");
    assertThat(spades.actions().segment("bid").length()).isEqualTo(13);
    assertThat(spades.action(spades.actions().segment("bid").offset() + 9).orElseThrow().text())
        .isEqualTo("bid 10");
    assertThat(Encoders.generic(SpadesGame.INSTANCE, SpadesGame.INSTANCE.defaultRules()))
        .isSameAs(spades);
  }

  @TestFactory
  @DisplayName(
      "every game's generic encoding, every preset: mask = legalActions, vectors a function of the view, facts read back")
  Stream<DynamicTest> everyGame() {
    List<DynamicTest> out = new ArrayList<>();
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      addFor(g, out);
    }
    assertThat(out).hasSizeGreaterThanOrEqualTo(4);
    return out.stream();
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> void addFor(
      GameDefinition<R, S, V> game, List<DynamicTest> out) {
    for (Map.Entry<String, R> rules : RandomPlay.ruleSets(game).entrySet()) {
      out.add(
          DynamicTest.dynamicTest(
              game.name() + " " + rules.getKey(),
              () -> {
                GenericEncoder generic;
                try {
                  generic = Encoders.generic(game, rules.getValue());
                } catch (IllegalArgumentException tooLarge) {
                  // the generic action space has at most 128 ids; a game whose rules need more
                  // (Sheepshead's under call: 52 plays, 52 card choices and its verbs) gets a
                  // clear error naming it, and its registered encoder serves the tools
                  assertThat(tooLarge)
                      .hasMessageContaining("no encoder for the game '" + game.name() + "'")
                      .hasMessageContaining("at most 128 ids");
                  assertThat(Encoders.registered()).contains(game.name());
                  check(game, rules.getValue(), Encoders.forGame(game, rules.getValue()));
                  return;
                }
                check(game, rules.getValue(), generic);
              }));
    }
  }

  /** The properties of an encoder over random deals of a game under rules. */
  static <R, S extends GameState<S, V>, V extends View<S>> void check(
      GameDefinition<R, S, V> game, R rules, Encoder enc) {
    qt().withFixedSeed(35L)
        .withExamples(EXAMPLES)
        .forAll(SourceDSL.longs().all(), Gens.choices(80))
        .checkAssert(
            (seed, choices) -> {
              SplittableRandom rng = new SplittableRandom(seed ^ 0x5EED);
              for (S s : RandomPlay.states(game, rules, seed, choices)) {
                for (int seat = 0; seat < s.players(); seat++) {
                  if (known(enc, s.legalActions(seat)) && known(enc, historyOf(s, seat))) {
                    ActionSpacePropertiesTest.checkSeat(enc, s, seat);
                    ObservationPropertiesTest.checkSeat(enc, s, seat, rng);
                  } else if (!known(enc, s.legalActions(seat))) {
                    // an action the derivation never met (a rare moon choice, say): a clear error
                    List<Action> legal = s.legalActions(seat);
                    assertThatThrownBy(
                            () -> enc.mask(legal, CardSet.EMPTY, new boolean[enc.actionCount()]))
                        .isInstanceOf(IllegalStateException.class)
                        .hasMessageContaining("has no id in the action space of " + game.name());
                  }
                }
              }
            });
  }

  /** Whether every action has ids in the encoder's space. */
  private static boolean known(Encoder enc, List<Action> actions) {
    for (Action a : actions) {
      if (!(a instanceof dev.tenace.core.game.Concealed)) {
        try {
          int[] unused = enc.ids(a);
        } catch (IllegalArgumentException e) {
          return false;
        }
      }
    }
    return true;
  }

  private static List<Action> historyOf(GameState<?, ?> s, int seat) {
    List<Action> out = new ArrayList<>();
    s.viewFor(seat).history().forEach(m -> out.add(m.action()));
    return out;
  }

  /**
   * The facts of the view read back from their {@code fact.<name>} segments: numbers (set, value),
   * flags, cards, sets of cards, seats, and per-seat lists of numbers.
   */
  static void factsReadBack(Encoder enc, View<?> v, float[] obs) {
    Layout o = enc.observation();
    int n = v.players();
    int me = v.seat();
    for (Fact f : v.facts()) {
      Segment seg = o.find("fact." + f.name()).orElse(null);
      Object x = f.value();
      if (seg == null) {
        continue; // a fact whose values the derivation never met (documented: left out)
      }
      int at = seg.offset();
      if (x instanceof Integer i) {
        assertThat(obs[at]).isEqualTo(1f);
        assertThat(obs[at + 1]).as(f.name()).isEqualTo((float) i);
      } else if (x instanceof Boolean b) {
        assertThat(obs[at]).as(f.name()).isEqualTo(b ? 1f : 0f);
      } else if (x instanceof Card c && seg.length() == enc.actions().segment("play").length()) {
        assertThat(ObservationPropertiesTest.cards(obs, seg, 0, enc)).isEqualTo(c.bit());
      } else if (x instanceof CardSet c) {
        assertThat(ObservationPropertiesTest.cards(obs, seg, 0, enc)).isEqualTo(c.bits());
      } else if (x instanceof Fact.SeatNumber s) {
        assertThat(ObservationPropertiesTest.oneHot(obs, seg, 0, n))
            .isEqualTo(ObservationPropertiesTest.rel(s.seat(), me, n));
      } else if (x instanceof List<?> l && l.size() == n && seg.length() == 2 * n) {
        for (int s = 0; s < n; s++) {
          int r = ObservationPropertiesTest.rel(s, me, n);
          Object e = l.get(s);
          if (e instanceof Integer i) {
            assertThat(obs[at + 2 * r]).as("%s of seat %d set", f.name(), s).isEqualTo(1f);
            assertThat(obs[at + 2 * r + 1]).as("%s of seat %d", f.name(), s).isEqualTo((float) i);
          } else if (e == null) {
            assertThat(obs[at + 2 * r]).as("%s of seat %d unset", f.name(), s).isZero();
          }
        }
      }
    }
  }

  @Test
  @DisplayName("an action the generic space never met has no id, and a mask naming it fails")
  void unknownAction() {
    GenericEncoder spades =
        Encoders.generic(SpadesGame.INSTANCE, SpadesGame.INSTANCE.defaultRules());
    Action alien =
        new Action() {
          @Override
          public String text() {
            return "dance";
          }
        };
    assertThatThrownBy(() -> spades.mask(List.of(alien), CardSet.EMPTY, new boolean[200]))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("'dance' has no id in the action space of spades");
    assertThatThrownBy(() -> spades.ids(alien)).isInstanceOf(IllegalArgumentException.class);
  }
}
