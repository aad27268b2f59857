package dev.tenace.bots;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.game.View;
import dev.tenace.hearts.HeartsGame;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The play-out policies decide the same on a search cursor as on the immutable states and views,
 * drawing the same random numbers, so {@link Pimc} on cursors computes exactly the figures it
 * computed on states for the same seed.
 */
class CursorRolloutTest {

  /** Each game's heuristic and random play, both state rollouts and cursor rollouts. */
  private static List<Pimc.Rollout> policies(String game) {
    return List.of(Bots.rollout(game), Pimc.Rollout.random());
  }

  @Test
  @DisplayName(
      "along random play-outs of every preset of every game, each policy's card on the cursor is its card on the state and on the view, with the same random draws")
  void cursorCardEqualsStateCard() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      for (Pimc.Rollout policy : policies(g.name())) {
        assertThat(policy).as("%s %s", g.name(), policy).isInstanceOf(CursorRollout.class);
        int checked = 0;
        for (String preset : g.presets().keySet()) {
          checked += checkPlayOuts(g, preset, policy, 12);
        }
        assertThat(checked)
            .as("%s %s: cursor decisions checked", g.name(), policy)
            .isGreaterThan(2000);
      }
    }
  }

  /**
   * From trick-play positions of {@code deals} random deals, plays out on a cursor and on states
   * side by side (by the policy, or at random every third card), comparing the policy's card at
   * every step with two or more legal cards. Returns the number of steps compared.
   */
  private static <R, S extends GameState<S, V>, V extends View<S>> int checkPlayOuts(
      GameDefinition<R, S, V> g, String preset, Pimc.Rollout policy, int deals) {
    R rules = g.presets().get(preset);
    CursorRollout onCursor = (CursorRollout) policy;
    boolean heuristic = policy instanceof Heuristic<?>;
    SplittableRandom rng = new SplittableRandom(preset.hashCode());
    int checked = 0;
    for (int d = 0; d < deals; d++) {
      for (S origin : trickPlay(g, rules, d, rng)) {
        SearchCursor<S> c = origin.cursor().orElseThrow();
        S s = origin;
        while (!c.isOver()) {
          int seat = s.toMove();
          List<Action> legal = s.legalActions(seat);
          long bits = c.legalBits();
          int card;
          if (legal.size() > 1) {
            long seed = rng.nextLong();
            SplittableRandom a = new SplittableRandom(seed);
            SplittableRandom b = new SplittableRandom(seed);
            Action viaState = policy.choose(s, seat, legal, a);
            int viaCursor = onCursor.card(origin, c, seat, bits, b);
            String where = g.name() + " " + preset + " deal " + d + " at " + s;
            assertThat(TrickPlayer.playOf(legal, viaCursor)).as(where).isEqualTo(viaState);
            assertThat(b.nextLong()).as("random draws at " + where).isEqualTo(a.nextLong());
            if (heuristic) {
              Action viaView = ((Heuristic<?>) policy).forAnyView().act(s.viewFor(seat));
              assertThat(s.viewFor(seat).actionFor(Card.ofIndex(viaCursor)))
                  .as("view at " + where)
                  .contains(viaView);
            }
            checked++;
            card = rng.nextInt(3) == 0 ? randomCard(bits, rng) : viaCursor;
          } else {
            card = Long.numberOfTrailingZeros(bits);
          }
          c.play(card);
          s = s.applyLegal(seat, TrickPlayer.playOf(legal, card));
        }
        c.undoAll();
      }
    }
    return checked;
  }

  /** Two trick-play positions of a random deal: the first card of trick play, and a later one. */
  private static <R, S extends GameState<S, V>, V extends View<S>> List<S> trickPlay(
      GameDefinition<R, S, V> g, R rules, int deal, SplittableRandom rng) {
    S s = g.newDeal(rules, deal % g.players(rules), 7000L + deal);
    List<S> out = new ArrayList<>();
    int later = -1;
    while (!s.isTerminal()) {
      if (s.cursor().isPresent()) {
        if (later < 0) {
          out.add(s);
          later = rng.nextInt(3 * g.players(rules));
        } else if (later-- == 0) {
          out.add(s);
        }
      }
      List<Action> legal = s.legalActions(s.toMove());
      s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
    }
    return out;
  }

  @Test
  @DisplayName(
      "pimc on cursors sums exactly the utilities pimc on states sums, for the same seed, in every phase of every game, with the heuristic and with random play-outs")
  void pimcOnCursorsEqualsPimcOnStates() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      for (Pimc.Rollout policy : policies(g.name())) {
        // a lambda, not a CursorRollout: the state path
        Pimc.Rollout statesOnly = (w, seat, l, r) -> policy.choose(w, seat, l, r);
        int compared = 0;
        int inTrickPlay = 0;
        List<? extends GameState<?, ?>> positions = HeuristicsTest.positions(g, 6);
        for (int i = 0; i < positions.size(); i += 3) {
          GameState<?, ?> s = positions.get(i);
          View<?> v = s.viewFor(s.toMove());
          List<Action> legal = v.legalActions();
          if (legal.size() < 2) {
            continue;
          }
          double[] onCursors = new Pimc(4, i, policy).totals(v, legal);
          double[] onStates = new Pimc(4, i, statesOnly).totals(v, legal);
          assertThat(onCursors).as("%s %s at %s", g.name(), policy, s).containsExactly(onStates);
          assertThat(new Pimc(4, i, policy).act(v)).isEqualTo(new Pimc(4, i, statesOnly).act(v));
          compared++;
          inTrickPlay += legal.get(0) instanceof CardPlay ? 1 : 0;
        }
        assertThat(compared).as(g.name()).isGreaterThan(40);
        assertThat(inTrickPlay).as(g.name()).isGreaterThan(30);
      }
    }
  }

  @Test
  @DisplayName(
      "ismcts with cursor play-outs builds exactly the tree it builds with state play-outs, for the same seed, in every game")
  void ismctsOnCursorsEqualsIsmctsOnStates() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      for (Pimc.Rollout policy : policies(g.name())) {
        Pimc.Rollout statesOnly = (w, seat, l, r) -> policy.choose(w, seat, l, r);
        int compared = 0;
        List<? extends GameState<?, ?>> positions = HeuristicsTest.positions(g, 8);
        for (int i = 0; i < positions.size(); i += 5) {
          GameState<?, ?> s = positions.get(i);
          View<?> v = s.viewFor(s.toMove());
          List<Action> legal = v.legalActions();
          if (legal.size() < 2) {
            continue;
          }
          IsmctsNode onCursors = Ismcts.withIterations(40, i).withRollout(policy).search(v);
          IsmctsNode onStates = Ismcts.withIterations(40, i).withRollout(statesOnly).search(v);
          for (Action a : legal) {
            IsmctsNode x = onCursors.child(a);
            IsmctsNode y = onStates.child(a);
            String where = g.name() + " " + policy + " " + a + " at " + s;
            assertThat(x == null).as(where).isEqualTo(y == null);
            if (x != null) {
              assertThat(x.visits).as(where).isEqualTo(y.visits);
              assertThat(x.reward).as(where).isEqualTo(y.reward);
            }
          }
          compared++;
        }
        assertThat(compared).as(g.name()).isGreaterThan(20);
      }
    }
  }

  @Test
  @DisplayName(
      "Hearts moonChoice (§5.2): a cursor play-out that ends in a moon is not terminal and is finished on the state, where the shooter's choice gives the states' result")
  void moonShotOnTheCursorIsChosenOnTheState() {
    assertThat(moons(HeartsGame.INSTANCE)).as("play-outs ending in a moon choice").isGreaterThan(2);
  }

  /**
   * Cursor play-outs of random Hearts deals by the heuristic; where one ends with the shooter's
   * choice open, the state path and the cursor path finished on its state end the same. Returns how
   * many did.
   */
  private static <R, S extends GameState<S, V>, V extends View<S>> int moons(
      GameDefinition<R, S, V> g) {
    R rules = g.defaultRules();
    SplittableRandom rng = new SplittableRandom(3);
    Pimc.Rollout h = Bots.rollout("hearts");
    int moons = 0;
    for (int d = 0; d < 3000 && moons < 3; d++) {
      S origin = trickPlay(g, rules, d, rng).get(0);
      SearchCursor<S> c = origin.cursor().orElseThrow();
      Pimc.playOut(origin, c, new SplittableRandom(d), (CursorRollout) h);
      if (c.isTerminal()) {
        continue;
      }
      S viaStates = Pimc.playOut(origin, new SplittableRandom(d), h);
      S viaCursor = Pimc.playOut(c.toState(), new SplittableRandom(d), h);
      for (int seat = 0; seat < origin.players(); seat++) {
        assertThat(viaCursor.utility(seat))
            .as("deal %s seat %s", d, seat)
            .isEqualTo(viaStates.utility(seat));
      }
      moons++;
    }
    return moons;
  }

  /** A uniformly random card of a mask. */
  private static int randomCard(long bits, SplittableRandom rng) {
    return CardSet.selectIndex(bits, rng.nextInt(Long.bitCount(bits)));
  }
}
