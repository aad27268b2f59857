package dev.tenace.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import dev.tenace.core.testkit.Gens;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.quicktheories.generators.SourceDSL;

/**
 * The action space of every game and preset, as properties over random play: at every state, for
 * every seat that may act, ids and actions round-trip, and the mask is exactly the legal actions —
 * following marked ids reaches every legal action and nothing else, and an unmarked id is refused.
 */
class ActionSpacePropertiesTest {
  /** Deals per game and rule set (QuickTheories examples). */
  private static final int EXAMPLES = 10;

  @TestFactory
  @DisplayName("every game and preset: round trip, and mask = legalActions exactly")
  Stream<DynamicTest> everyGameAndPreset() {
    List<DynamicTest> out = new ArrayList<>();
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      addFor(g, out);
    }
    assertThat(out).hasSizeGreaterThanOrEqualTo(4 + 7 + 9 + 6 + 7);
    return out.stream();
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> void addFor(
      GameDefinition<R, S, V> game, List<DynamicTest> out) {
    for (Map.Entry<String, R> rules : RandomPlay.ruleSets(game).entrySet()) {
      out.add(
          DynamicTest.dynamicTest(
              game.name() + " " + rules.getKey(),
              () -> {
                Encoder enc = Encoders.forGame(game, rules.getValue());
                qt().withExamples(EXAMPLES)
                    .forAll(SourceDSL.longs().all(), Gens.choices(80))
                    .checkAssert(
                        (seed, choices) -> {
                          for (S s : RandomPlay.states(game, rules.getValue(), seed, choices)) {
                            for (int seat = 0; seat < s.players(); seat++) {
                              checkSeat(enc, s, seat);
                            }
                          }
                        });
              }));
    }
  }

  /** Every property at one state for one seat. */
  static <S extends GameState<S, ?>> void checkSeat(Encoder enc, S s, int seat) {
    List<Action> legal = s.legalActions(seat);
    int size = enc.actionCount();
    boolean[] mask = new boolean[size];
    enc.mask(legal, CardSet.EMPTY, mask);
    int[] ids = new int[size];
    int k = enc.legalIds(legal, CardSet.EMPTY, ids);
    Set<Integer> marked = new HashSet<>();
    for (int i = 0; i < size; i++) {
      if (mask[i]) {
        marked.add(i);
      }
    }
    List<Integer> listed = new ArrayList<>();
    for (int i = 0; i < k; i++) {
      listed.add(ids[i]);
    }
    assertThat(listed)
        .as("legalIds lists the mask in increasing order")
        .isSorted()
        .containsExactlyInAnyOrderElementsOf(marked);
    // round trip: every legal action's ids lead back to it; its ids are exactly in the mask
    Set<Integer> fromLegal = new HashSet<>();
    for (Action a : legal) {
      int[] path = enc.ids(a);
      for (int id : path) {
        fromLegal.add(id);
      }
      assertThat(follow(enc, seat, legal, path)).as("the ids of %s", a.text()).isEqualTo(a);
      if (path.length == 1 && !enc.selects(path[0])) {
        assertThat(enc.action(path[0])).as("action(id) of %s", a.text()).contains(a);
      }
    }
    assertThat(marked).as("mask = the ids of legalActions %s", legal).isEqualTo(fromLegal);
    // exactness: following marked ids reaches exactly the legal actions, with no dead end (for
    // the seat to move: in a simultaneous pass every seat's choice is alike, and a 17-card pass has
    // 680 actions to reach)
    if (seat == s.toMove() || legal.size() < 100) {
      Set<Action> reached = new HashSet<>();
      explore(enc, s, seat, legal, CardSet.EMPTY, reached, new HashMap<>());
      assertThat(reached).as("actions reached through the mask").isEqualTo(new HashSet<>(legal));
    }
    // an unmarked id is refused: by the encoding, or by the engine when applied
    for (int id = -1; id <= size; id++) {
      if (marked.contains(id)) {
        continue;
      }
      Either<RuleViolation, Step> r = enc.choose(seat, legal, CardSet.EMPTY, id);
      if (r.isRight()) {
        Action a = ((Step.Act) r.get()).action();
        assertThat(s.apply(seat, a).isLeft())
            .as("unmarked id %d (%s) is refused by the engine", id, a.text())
            .isTrue();
      }
    }
    // the single ids and their actions are a bijection
    for (int id = 0; id < size; id++) {
      final int at = id;
      enc.action(id).ifPresent(a -> assertThat(enc.ids(a)).containsExactly(at));
      assertThat(enc.action(id).isPresent()).isNotEqualTo(enc.selects(id));
    }
  }

  /** The action that the ids lead to from an empty choice; each step before the last selects. */
  private static Action follow(Encoder enc, int seat, List<Action> legal, int[] path) {
    CardSet sel = CardSet.EMPTY;
    for (int i = 0; i < path.length; i++) {
      Either<RuleViolation, Step> r = enc.choose(seat, legal, sel, path[i]);
      assertThat(r.isRight())
          .as("step %d of %s: %s", i, java.util.Arrays.toString(path), r)
          .isTrue();
      Step step = r.get();
      if (i < path.length - 1) {
        assertThat(step).isInstanceOf(Step.Select.class);
        sel = ((Step.Select) step).selected();
      } else {
        assertThat(step).isInstanceOf(Step.Act.class);
        return ((Step.Act) step).action();
      }
    }
    throw new AssertionError("empty path");
  }

  /**
   * Follows every marked id from the pending choice {@code sel}: complete actions must be legal
   * (the engine accepts them), partial choices must leave a non-empty mask.
   */
  private static <S extends GameState<S, ?>> void explore(
      Encoder enc,
      S s,
      int seat,
      List<Action> legal,
      CardSet sel,
      Set<Action> reached,
      Map<Long, Boolean> seen) {
    if (seen.put(sel.bits(), true) != null) {
      return;
    }
    int[] ids = new int[enc.actionCount()];
    int k = enc.legalIds(legal, sel, ids);
    if (sel.isEmpty()) {
      assertThat(k == 0)
          .as("no id marked exactly when nothing is legal")
          .isEqualTo(legal.isEmpty());
    } else {
      assertThat(k).as("a pending choice %s has a way on", sel).isPositive();
    }
    for (int i = 0; i < k; i++) {
      Either<RuleViolation, Step> r = enc.choose(seat, legal, sel, ids[i]);
      assertThat(r.isRight()).as("marked id %d with %s chosen: %s", ids[i], sel, r).isTrue();
      Step step = r.get();
      if (step instanceof Step.Act act) {
        assertThat(s.apply(seat, act.action()).isRight())
            .as("marked id %d gives a legal %s", ids[i], act.action().text())
            .isTrue();
        reached.add(act.action());
      } else {
        explore(enc, s, seat, legal, ((Step.Select) step).selected(), reached, seen);
      }
    }
  }

  @Test
  @DisplayName("the action space's size is known from the rules alone, before any deal")
  void sizeFromRules() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      Encoder enc = Encoders.forDefaults(g);
      assertThat(enc.actionCount()).isEqualTo(enc.actions().size());
      assertThat(enc.actions().segments().get(0).name()).isEqualTo("play");
    }
    assertThat(Encoders.forDefaults(dev.tenace.hearts.HeartsGame.INSTANCE).actionCount())
        .isEqualTo(106);
    assertThat(Encoders.forDefaults(dev.tenace.spades.SpadesGame.INSTANCE).actionCount())
        .isEqualTo(120);
    assertThat(Encoders.forDefaults(dev.tenace.sheepshead.SheepsheadGame.INSTANCE).actionCount())
        .isEqualTo(121);
    assertThat(Encoders.forDefaults(dev.tenace.suitability.SuitabilityGame.INSTANCE).actionCount())
        .isEqualTo(71);
  }
}
